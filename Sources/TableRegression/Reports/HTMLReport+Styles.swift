extension HTMLReport {
    /// The page's inline style sheet. It must not contain `<` or `&`, so that the page stays
    /// well-formed XML without a CDATA section.
    static let styles = """

        :root { color-scheme: light dark; --failed: #c62828; --error: #e65100; --recorded: #1565c0;
          --passed: #2e7d32; --muted: #8a8a8a; --rule: #8a8a8a55; }
        body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto;
          max-width: 1600px; padding: 1rem 2rem 3rem; }
        h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
        h2 { font-size: 1.1rem; margin: .25rem 0; }
        h3 { font-size: .95rem; margin: .75rem 0 .25rem; }
        code { font-family: ui-monospace, Menlo, Consolas, monospace; }
        .summary { font-size: 1.05rem; margin: .25rem 0; }
        .summary .count { font-weight: 600; }
        .summary .failed, .summary .error { color: var(--failed); }
        .summary .passed { color: var(--passed); }
        .summary .recorded { color: var(--recorded); }
        .summary .obsolete { color: var(--error); }
        .obsolete-list { border-left: 6px solid var(--error); padding: .25rem 1rem; margin: 1rem 0; }
        .obsolete-list.fail { border-left-color: var(--failed); }
        .obsolete-list.delete { border-left-color: var(--muted); }
        .started, .meta, .time, .missing { color: var(--muted); }
        section.case { border: 1px solid var(--rule); border-left: 6px solid var(--accent);
          border-radius: 6px; padding: .5rem 1rem 1rem; margin: 1rem 0; }
        section.failed { --accent: var(--failed); }
        section.error { --accent: var(--error); }
        section.recorded { --accent: var(--recorded); }
        .badge { background: var(--accent); color: #fff; border-radius: 3px; font-size: .7rem;
          padding: .1rem .4rem; text-transform: uppercase; vertical-align: middle; }
        .meta { margin: 0 0 .5rem; }
        .message { white-space: pre-wrap; font-weight: 600; }
        .images { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
        figure { margin: 0; flex: 1 1 0; min-width: 12rem; }
        figcaption { font-weight: 600; margin-bottom: .25rem; }
        figure img { display: block; max-width: 100%; height: auto; }
        figure img, .stack { border: 1px solid var(--rule);
          background: repeating-conic-gradient(#8a8a8a33 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
        .missing { font-style: italic; }
        .compare { display: inline-block; max-width: 100%; overflow-x: auto; margin-top: 1rem;
          vertical-align: top; }
        .stack { position: relative; width: max-content; --reveal: 50%; }
        .stack img { display: block; }
        .stack img.actual { position: absolute; top: 0; left: 0;
          clip-path: inset(0 calc(100% - var(--reveal)) 0 0); }
        .compare input { display: block; width: 100%; margin: .5rem 0 0; }
        .passed-list ul { columns: 3 18rem; padding-left: 1.2rem; }
        .passed-list code { color: var(--muted); }

        """

    /// The page's inline script: each slider sets `--reveal` on the stack before it. It must not
    /// contain `<` or `&` (see `styles`).
    static let script = """

        document.querySelectorAll('input.reveal').forEach(function (slider) {
          slider.addEventListener('input', function () {
            slider.previousElementSibling.style.setProperty('--reveal', slider.value + '%');
          });
        });

        """
}
