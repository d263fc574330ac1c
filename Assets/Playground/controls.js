// The toolbar and keyboard: pickers, share link, image URL, downloads, compare mode, formatting, the side
// panel's tabs, the layers list and the shortcuts.
import { keyRequired } from "./apikey.js";
import { JSONSyntaxError } from "./json.js";
import { URL_LIMIT, copyText, download, fragmentFor, imageURL, kilobytes } from "./share.js";
import { pickerValue, topLevelEdit } from "./traits.js";

const $ = (selector) => document.querySelector(selector);

export function wireControls(app) {
  wirePickers(app);
  wireSharing(app);
  wireDownloads(app);
  wireCompare(app);
  wireTabs();
  wireLayers(app);
  wireShortcuts(app);
  $("#open-gallery").addEventListener("click", () => app.gallery.open().catch((e) => app.announce(e.message)));
  $("#format-button").addEventListener("click", () => format(app));
  $("#help-button").addEventListener("click", () => showHelp());
  for (const close of document.querySelectorAll("dialog [data-close]")) close.addEventListener("click", () => close.closest("dialog").close());
  $(".skip-link").addEventListener("click", (e) => {
    e.preventDefault();
    app.editor.input.focus();
  });
}

function wirePickers(app) {
  app.pickers.addEventListener("submit", (e) => e.preventDefault());
  app.pickers.addEventListener("change", (event) => {
    const control = event.target.closest("[data-key]");
    if (!control) return;
    const key = control.dataset.key;
    const value = pickerValue(control);
    try {
      applyTopLevel(app, key, value);
      // A device sets the width; a width in the spec would win over it.
      if (key === "device" && value !== undefined) applyTopLevel(app, "width", undefined);
      app.refresh();
    } catch (error) {
      const why = error instanceof JSONSyntaxError ? "fix the JSON syntax error first" : error.message;
      app.announce(`Could not set ${key}: ${why}`);
      setActionStatus(`Could not set ${key}: ${why}.`, true);
    }
  });
}

function applyTopLevel(app, key, value) {
  const edit = topLevelEdit(app.editor.value, key, value);
  if (edit) app.editor.replace(edit.start, edit.end, edit.text, false);
}

function setActionStatus(message, isError = false) {
  const status = $("#action-status");
  status.textContent = message;
  status.classList.toggle("is-error", isError);
  status.hidden = !message;
}

function showLink(title, url, message, isError) {
  $("#share-title").textContent = title;
  const field = $("#share-url");
  field.value = url;
  field.hidden = !url;
  $("#share-message").textContent = message;
  $("#share-message").classList.toggle("is-error", isError);
  $("#share-panel").hidden = false;
  if (url) field.select();
}

function wireSharing(app) {
  $("#share-link").addEventListener("click", async () => {
    history.replaceState(null, "", fragmentFor(app.editor.value));
    const url = location.href;
    const copied = await copyText(url);
    const long = url.length > URL_LIMIT ? ` It is ${kilobytes(url.length)}: some apps cut links over 8 KB.` : "";
    showLink("Share link", url, (copied ? "Link copied. " : "Copy the link above. ") + "It opens this spec in the playground." + long, false);
    app.announce(copied ? "Link copied" : "Link ready to copy");
  });
  $("#copy-image-url").addEventListener("click", async () => {
    const { url, tooLong } = imageURL(app.editor.value);
    if (tooLong) {
      showLink(
        "Image URL",
        "",
        `This spec makes a ${kilobytes(url.length)} URL, too long for a link (the limit is about 8 KB: proxies and browsers cut longer ones). POST the spec to /v1/render instead, or share the playground link.`,
        true,
      );
      app.announce("The spec is too long for an image URL");
      return;
    }
    const copied = await copyText(url);
    const keyNote = keyRequired()
      ? " This server needs an API key, which the URL does not carry: it works for clients that send X-API-Key or Authorization: Bearer, not in <img> tags."
      : "";
    showLink("Image URL", url, (copied ? "Copied. " : "Copy the URL above. ") + "Use it in <img> tags and Markdown: GET /v1/render renders it." + keyNote, false);
    app.announce(copied ? "Image URL copied" : "Image URL ready to copy");
  });
  $("#share-close").addEventListener("click", () => ($("#share-panel").hidden = true));
}

function wireDownloads(app) {
  $("#download-menu").addEventListener("click", async (event) => {
    const button = event.target.closest("[data-format]");
    if (!button) return;
    const format = button.dataset.format;
    const scale = button.dataset.scale ? Number(button.dataset.scale) : undefined;
    $("#download-menu").open = false;
    setActionStatus(`Rendering ${format.toUpperCase()}…`);
    try {
      const saved = await download(app.editor.value, { format, scale, name: app.name });
      setActionStatus(`Saved ${saved.fileName} (${kilobytes(saved.bytes)}).`);
      app.announce(`Saved ${saved.fileName}`);
    } catch (error) {
      const problem = error.problem;
      const message =
        problem?.status === 406
          ? `${format.toUpperCase()} is not available from this server (406 Not Acceptable).`
          : `Download failed: ${problem ? `${problem.status} ${problem.title}: ${problem.detail ?? ""}` : error.message}`;
      setActionStatus(message, true);
      app.announce(message);
    }
  });
  $("#action-status").addEventListener("click", () => setActionStatus(""));
  // The menu closes on a click elsewhere and on Escape, as menus do.
  document.addEventListener("click", (e) => {
    if (!e.target.closest("#download-menu")) $("#download-menu").open = false;
  });
  $("#download-menu").addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    $("#download-menu").open = false;
    $("#download-menu summary").focus();
  });
}

function wireCompare(app) {
  const toggle = $("#compare-toggle");
  toggle.addEventListener("click", () => {
    app.comparing = !app.comparing;
    toggle.setAttribute("aria-pressed", String(app.comparing));
    document.body.classList.toggle("is-comparing", app.comparing);
    $("#compare-view").hidden = !app.comparing;
    app.announce(app.comparing ? "Compare mode: the baseline is the spec as it is now; edit to see the difference" : "Compare mode off");
    if (app.comparing) app.refresh();
  });
  $("#baseline-pin").addEventListener("click", () => app.compare.pin(app.editor.value));
}

function wireTabs() {
  const tabs = [...document.querySelectorAll("[role=tab]")];
  const choose = (tab) => {
    for (const t of tabs) {
      const selected = t === tab;
      t.setAttribute("aria-selected", String(selected));
      t.tabIndex = selected ? 0 : -1;
      document.getElementById(t.getAttribute("aria-controls")).hidden = !selected;
    }
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener("click", () => choose(tab));
    tab.addEventListener("keydown", (e) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
      if (!step) return;
      const next = tabs[(i + step + tabs.length) % tabs.length];
      choose(next);
      next.focus();
    });
  });
}

function wireLayers(app) {
  const layers = $("#layers");
  const index = (e) => Number(e.target.closest("[data-node]")?.dataset.node ?? -1);
  layers.addEventListener("mouseover", (e) => app.preview.hover(index(e), true));
  layers.addEventListener("focusin", (e) => app.preview.hover(index(e), true));
  layers.addEventListener("mouseleave", () => app.preview.hover(-1, true));
  layers.addEventListener("click", (e) => {
    if (index(e) >= 0) app.preview.select(index(e), true);
  });
}

function format(app) {
  try {
    app.editor.value = JSON.stringify(JSON.parse(app.editor.value), null, 2) + "\n";
    app.refresh();
  } catch {
    app.announce("Fix the JSON syntax error before formatting");
  }
}

function wireShortcuts(app) {
  document.addEventListener("keydown", (e) => {
    const mod = e.ctrlKey || e.metaKey;
    const typing = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement?.tagName ?? "");
    if (mod && e.key === "Enter") app.refresh();
    else if (e.key === "F8") moveProblem(app, e.shiftKey ? -1 : 1);
    else if (e.altKey && e.shiftKey && e.code === "KeyF") format(app);
    else if (mod && !e.shiftKey && e.key.toLowerCase() === "s") $("#download-menu [data-scale='2']").click();
    else if (mod && !e.shiftKey && e.key.toLowerCase() === "o") $("#open-gallery").click();
    else if (e.altKey && e.shiftKey && /^Digit[123]$/.test(e.code)) focusPane(e.code.slice(-1));
    else if (e.key === "?" && !typing) showHelp();
    else return;
    e.preventDefault();
  });
}

function showHelp() {
  if (!$("#help-dialog").open) $("#help-dialog").showModal();
}

function moveProblem(app, step) {
  const problems = app.editor.problems;
  if (!problems.length) return;
  const caret = app.editor.input.selectionStart;
  const order = problems.map((p, i) => [p.start, i]).sort((a, b) => a[0] - b[0]);
  const next = step > 0 ? order.find(([s]) => s > caret) ?? order[0] : [...order].reverse().find(([s]) => s < caret) ?? order[order.length - 1];
  app.editor.selectProblem(next[1]);
}

function focusPane(key) {
  const target = { 1: "#editor-input", 2: ".stage-frame", 3: "[role=tab][aria-selected=true]" }[key];
  $(target)?.focus();
}
