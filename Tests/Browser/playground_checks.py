"""The playground's browser checks, run in order by Scripts/browser-test.py. Each takes the Session
(browser_session.py), starts from a fresh page and raises AssertionError (or any error) to fail, or returns Skip(reason) to skip."""

import base64
import json
import re
import urllib.request
import xml.dom.minidom
from pathlib import Path

from browser_session import TIMEOUT_MS, Skip, png_size
from tableshot_server import free_port, start_server, stop_server

# Specs the checks start from (loaded through the playground's own #spec= fragment).
HELLO = {"ios": "7", "style": "plain", "sections": [{"rows": [{"text": "Hello", "accessoryType": "disclosureIndicator"}]}]}
MODERN = {"ios": "18", "style": "insetGrouped", "width": 375, "scale": 2, "sections": [{"header": "Settings", "rows": [{"text": "Wi-Fi", "detail": "Home", "accessoryType": "disclosureIndicator"}, {"text": "Bluetooth", "accessoryType": "checkmark"}]}]}


def check_page_loads(s):
    page = s.open()
    assert page.title() == "TableShot Playground"
    shot = s.pixels()
    assert shot["width"] > 0 and shot["height"] > 0, "the preview image is empty"
    errors = list(s.console_errors)
    assert not errors, f"console errors while loading: {errors}"
    reference = page.inner_text("#reference")
    assert "accessoryType" in reference and "sections" in reference, "the reference panel was not built from /openapi.json"
    options = page.eval_on_selector_all("#pick-ios option", "os => os.map(o => JSON.parse(o.value))")
    assert options[:3] == ["6", "7", "12"] and "26" in options, f"the look picker has {options}"
    sizes = page.eval_on_selector_all("#pick-text-size option", "os => os.filter(o => o.value).length")
    assert sizes == 12, f"the text size picker has {sizes} values"
    return f"{shot['width']}×{shot['height']} px preview, {len(options)} looks"


def check_typing_updates_preview(s):
    page = s.open(HELLO)
    before = s.pixels()
    s.type_over("Hello", "Hello, world")
    assert s.status() == "valid", s.status_text()
    after = s.pixels()
    assert after["hash"] != before["hash"], "the preview did not change after typing"
    assert "Hello, world" in page.url or "#spec=" in page.url, "the link was not updated"
    return "pixels changed"


def check_invalid_value_is_marked(s):
    page = s.open(HELLO)
    s.type_over('"plain"', '"bogus"')
    assert s.status() == "invalid", f"status is {s.status_text()}"
    marks = page.eval_on_selector_all(".code-backdrop .problem-mark", "ms => ms.map(m => m.textContent)")
    assert marks == ['"bogus"'], f"marked {marks}"
    problem = page.inner_text("#problem-list")
    assert "/style" in problem and 'found "bogus"' in problem, problem
    line = s.text()[: s.text().index('"bogus"')].count("\n") + 1
    gutter = page.eval_on_selector_all(".gutter-lines .has-problem", "ds => ds.map(d => d.textContent)")
    assert gutter == [str(line)], f"gutter marks {gutter}, expected line {line}"
    # The message on hover, and clicking the problem moves the caret to it.
    box = page.eval_on_selector(".code-backdrop .problem-mark", "m => { const r = m.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }")
    page.mouse.move(*box)
    page.wait_for_selector(".code-tooltip:not([hidden])", timeout=TIMEOUT_MS)
    assert "bogus" in page.inner_text(".code-tooltip")
    page.click("#problem-list .problem")
    caret = page.evaluate("document.querySelector('#editor-input').selectionStart")
    assert caret == s.text().index('"bogus"'), f"caret at {caret}"
    assert "found" in page.inner_text(".preview-error"), "the preview does not show the server's error"
    return "marked at /style"


def check_syntax_error_is_marked(s):
    page = s.open(HELLO)
    text = s.text()
    s.type_over('"rows"', '"rows" [')  # a missing colon
    offset = s.text().index('"rows" [') + len('"rows" ')
    problems = page.inner_text("#problem-list")
    assert "JSON syntax error" in problems and "expected ':'" in problems, problems
    marks = page.eval_on_selector_all(".code-backdrop .problem-mark", "ms => ms.map(m => m.textContent)")
    assert marks == ["["], f"marked {marks}"
    start = page.evaluate("window.playground.editor.problems[0].start")
    assert start == offset, f"mark at {start}, expected {offset}"
    assert s.status() == "invalid" and text != s.text()
    return f"marked at offset {offset}"


def check_picker_switches_dark_mode(s):
    page = s.open(MODERN)
    light = s.pixels()
    before = s.renders()
    page.select_option("#pick-appearance", value='"dark"')
    s.wait_renders(before)
    assert '"userInterfaceStyle": "dark"' in s.text(), "the picker did not write the JSON"
    dark = s.pixels()
    assert dark["hash"] != light["hash"] and dark["luma"] < light["luma"] - 60, f"luma {light['luma']:.0f} → {dark['luma']:.0f}"
    # The JSON drives the picker too, and the server's refusal of dark mode in the iOS 7 look is shown.
    before = s.renders()
    page.select_option("#pick-ios", value='"7"')
    s.wait_renders(before)
    assert '"ios": "7"' in s.text()
    assert "dark mode arrived in iOS 13" in page.inner_text(".preview-error"), page.inner_text(".preview-error")
    s.type_over('"dark"', '"light"')
    assert page.eval_on_selector("#pick-appearance", "s => s.value") == '"light"', "the picker did not follow the JSON"
    return f"luma {light['luma']:.0f} → {dark['luma']:.0f}"


def check_inspector_shows_a_frame(s):
    page = s.open(HELLO)
    box = page.eval_on_selector(".stage-frame", "f => { const r = f.getBoundingClientRect(); return [r.x, r.y, r.width]; }")
    zoom = box[2] / 320
    page.mouse.move(box[0] + 60 * zoom, box[1] + 22 * zoom)  # over the first cell's text
    page.wait_for_selector(".box-hover:not([hidden])", timeout=TIMEOUT_MS)
    details = page.inner_text("#inspect-details")
    assert re.search(r"frame\s*\(\d+(\.\d+)? \d+(\.\d+)?; \d+(\.\d+)? \d+(\.\d+)?\)", details), details
    assert "textLabel" in details, details
    page.mouse.click(box[0] + 60 * zoom, box[1] + 22 * zoom)
    selected = page.evaluate("(() => { const t = document.querySelector('#editor-input'); return t.value.slice(t.selectionStart, t.selectionEnd); })()")
    assert selected == '"Hello"', f"clicking selected {selected!r}"
    # A cell selected in the layers list maps to its row.
    page.locator("#layers .layer", has_text=re.compile(r"^cell \[0, 0\]$")).click()
    selected = page.evaluate("(() => { const t = document.querySelector('#editor-input'); return t.value.slice(t.selectionStart, t.selectionEnd); })()")
    assert json.loads(selected) == HELLO["sections"][0]["rows"][0], f"the cell selected {selected!r}"
    return details.splitlines()[0]


def check_gallery_loads_an_example(s):
    page = s.open(HELLO)
    before = s.renders()
    page.click("#open-gallery")
    page.wait_for_selector("#gallery-dialog[open] [data-example='classic-settings']", timeout=TIMEOUT_MS)
    page.wait_for_selector("img[data-thumb='classic-settings'][src]", timeout=TIMEOUT_MS)
    page.click("[data-example='classic-settings']")
    s.wait_renders(before)
    assert page.eval_on_selector("#gallery-dialog", "d => !d.open"), "the dialog stayed open"
    assert '"ios": "6"' in s.text(), "the example was not loaded"
    assert s.status() == "valid", s.status_text()
    return "classic-settings"


def check_download_png_at_2x(s):
    page = s.open(HELLO)
    height = page.evaluate("window.playground.preview.tree.height")
    page.click("#download-menu summary")
    with page.expect_download() as info:
        page.click("#download-menu [data-format=png][data-scale='2']")
    path = info.value.path()
    size = png_size(Path(path).read_bytes())
    expected = (320 * 2, int(-(-height * 2 // 1)))
    assert size == expected, f"PNG is {size}, expected {expected}"
    assert info.value.suggested_filename == "table@2x.png", info.value.suggested_filename
    return f"{size[0]}×{size[1]} px"


def vector_download(s, fmt, extension=None):
    """Downloads `fmt` from the page's download menu: `(response, bytes)` of the file the browser saved, which must
    be named `table.<extension>` (the format's name by default)."""
    page = s.open(HELLO)
    downloads = []
    page.on("download", lambda download: downloads.append(download))
    page.click("#download-menu summary")
    with page.expect_response(lambda r: f"/v1/render?format={fmt}" in r.url, timeout=TIMEOUT_MS) as answer:
        page.click(f"#download-menu [data-format={fmt}]")
    response = answer.value
    assert response.status == 200, f"POST /v1/render?format={fmt} answered {response.status}"
    for _ in range(100):
        if downloads:
            break
        page.wait_for_timeout(100)
    assert downloads, "no file was downloaded"
    expected = f"table.{extension or fmt}"
    assert downloads[0].suggested_filename == expected, downloads[0].suggested_filename
    return response, Path(downloads[0].path()).read_bytes()


def check_download_pdf(s):
    response, data = vector_download(s, "pdf")
    assert response.headers.get("content-type", "").startswith("application/pdf"), response.headers.get("content-type")
    assert data.startswith(b"%PDF-"), data[:8]
    box = re.search(rb"/MediaBox \[\s*0 0 ([0-9.]+) ([0-9.]+)\s*\]", data)
    assert box, "the PDF has no MediaBox"
    width = float(box.group(1))
    assert width == 320, f"the PDF page is {width} pt wide, expected the spec's 320"
    return f"{len(data)} bytes, {box.group(1).decode()}×{box.group(2).decode()} pt"


def check_download_svg(s):
    response, data = vector_download(s, "svg")
    assert response.headers.get("content-type", "").startswith("image/svg+xml"), response.headers.get("content-type")
    document = xml.dom.minidom.parseString(data)
    root = document.documentElement
    assert root.tagName.endswith("svg"), root.tagName
    width = root.getAttribute("width")
    assert width.removesuffix("pt") == "320", f"the SVG is {width!r} wide, expected the spec's 320"
    return f"{len(data)} bytes, {width} × {root.getAttribute('height')}"


def check_download_svg_with_text(s):
    """The SVG with editable text: saved as `table.text.svg`, its layers named after the table, its label a
    `<text>` in UIKit's font rather than outlines."""
    response, data = vector_download(s, "svg-text", extension="text.svg")
    assert response.headers.get("content-type", "").startswith("image/svg+xml"), response.headers.get("content-type")
    document = xml.dom.minidom.parseString(data)
    ids = [g.getAttribute("id") for g in document.getElementsByTagName("g") if g.getAttribute("id")]
    assert "section-0-row-0" in ids, f"no layer section-0-row-0 among {ids[:12]}"
    texts = document.getElementsByTagName("text")
    assert texts and texts[0].getAttribute("font-family"), "the label is not a <text> with its font"
    return f"{len(data)} bytes, {len(ids)} named layers, {len(texts)} texts"


def check_share_link_round_trips(s):
    page = s.open(MODERN)
    page.click("#share-link")
    # The click's handler is asynchronous (it awaits the clipboard): read the link once it has been shown.
    page.wait_for_function("() => document.querySelector('#share-title').textContent === 'Share link' && "
                           "document.querySelector('#share-url').value !== ''", timeout=TIMEOUT_MS)
    link = page.input_value("#share-url")
    assert "#spec=" in link, link
    page.click("#copy-image-url")
    page.wait_for_function("() => document.querySelector('#share-title').textContent === 'Image URL'", timeout=TIMEOUT_MS)
    image_url = page.input_value("#share-url")
    answer = page.request.get(image_url)
    assert answer.status == 200 and answer.body()[:8] == b"\x89PNG\r\n\x1a\n", f"{image_url} answered {answer.status}"
    s.open(path="/" + link.split("/", 3)[3])
    assert json.loads(s.text()) == MODERN, "the link did not round-trip"
    long_spec = {"ios": "7", "sections": [{"rows": [{"text": f"Row {i} " + "x" * 40} for i in range(160)]}]}
    page = s.open(long_spec)
    page.click("#copy-image-url")
    page.wait_for_function("() => document.querySelector('#share-title').textContent === 'Image URL'", timeout=TIMEOUT_MS)
    message = page.inner_text("#share-message")
    assert "too long" in message and "8 KB" in message, message
    return "link and image URL work; long specs are refused with a message"


def check_compare_shows_a_diff(s):
    page = s.open(HELLO)
    before = s.renders()
    page.click("#compare-toggle")
    s.wait_renders(before)
    page.wait_for_selector("#compare-summary.is-match", timeout=TIMEOUT_MS)
    s.type_over('"disclosureIndicator"', '"checkmark"')
    page.wait_for_selector("#compare-summary.is-different", timeout=TIMEOUT_MS)
    summary = page.inner_text("#compare-summary")
    changes = page.inner_text("#compare-changes")
    assert "pixels differ" in summary, summary
    assert "accessoryType" in changes and "checkmark" in changes, changes
    diff = page.get_attribute("#compare-diff", "src")
    assert diff.startswith("data:image/png;base64,"), diff[:40]
    # A PNG as the baseline: the current render itself matches, and there are no changes in words.
    png = page.request.post(s.base + "/v1/render", data=s.text(), headers={"Content-Type": "application/json"}).body()
    path = s.out_dir / "baseline-upload.png"
    path.write_bytes(png)
    page.set_input_files("#baseline-upload", str(path))
    page.wait_for_function("() => document.querySelector('#baseline-source').textContent.startsWith('PNG')", timeout=TIMEOUT_MS)
    page.wait_for_selector("#compare-summary.is-match", timeout=TIMEOUT_MS)
    assert "need two specs" in page.inner_text("#compare-changes"), page.inner_text("#compare-changes")
    path.unlink()
    return changes.splitlines()[0] + "; an uploaded PNG matches"


def check_completion_offers_keys(s):
    page = s.open(HELLO)
    before = s.renders()
    offset = s.text().index('"text"')
    page.evaluate(f"(() => {{ const t = document.querySelector('#editor-input'); t.focus(); t.setSelectionRange({offset}, {offset}); }})()")
    page.keyboard.type('"accessoryV')
    page.wait_for_selector("#completions:not([hidden]) [role=option]", timeout=TIMEOUT_MS)
    first = page.inner_text("#completions [role=option][aria-selected=true] .completion-label")
    assert first == "accessoryView", first
    page.keyboard.press("Escape")
    s.wait_renders(before)
    return "accessoryView offered"


def check_keyboard_reaches_the_editor(s):
    page = s.open(HELLO)
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.className") == "skip-link"
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "editor-input"
    page.keyboard.press("Control+o")
    page.wait_for_selector("#gallery-dialog[open]", timeout=TIMEOUT_MS)
    page.keyboard.press("Escape")
    return "skip link, Ctrl+O"


def check_json_pointer_locator(s):
    """The page's own JSON-with-positions parser and JSON Pointer locator, on the cases the server's paths need."""
    page = s.open(HELLO)
    failures = page.evaluate(
        r"""async () => {
          const { parseWithPositions, locate, pointerAt, contextAt, JSONSyntaxError } = await import('/playground/json.js');
          const out = [];
          const expect = (name, actual, expected) => {
            if (JSON.stringify(actual) !== JSON.stringify(expected)) out.push(`${name}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
          };
          const text = String.raw`{"a/b": {"~k": [10, {"s": "x\"y\u00e9"}]}, "n": null}`;
          const root = parseWithPositions(text);
          const slice = (p) => { const r = locate(root, p); return text.slice(r.start, r.end); };
          expect('escaped tokens', slice('/a~1b/~0k/1/s'), String.raw`"x\"y\u00e9"`);
          expect('array item', slice('/a~1b/~0k/0'), '10');
          expect('null', slice('/n'), 'null');
          expect('string value', root.value['a/b']['~k'][1].s, 'x\"y\u00e9');
          const missing = locate(root, '/a~1b/~0k/1/t');
          expect('missing key falls back to its parent', [missing.found, text.slice(missing.start, missing.end)], [false, '{']);
          expect('missing at the top', [locate(root, '/ios').found, locate(root, '/ios').start], [false, 0]);
          expect('pointer at an offset', pointerAt(root, text.indexOf('10')), '/a~1b/~0k/0');
          for (const [bad, offset] of [['{"a": 1,}', 8], ['{"a" 1}', 5], ['[1 2]', 3], ['{"a": "x\n"}', 8], ['{"a": 01}', 7], ['', 0]]) {
            try { parseWithPositions(bad); out.push(`no error for ${JSON.stringify(bad)}`); }
            catch (e) { expect(`error offset in ${JSON.stringify(bad)}`, [e instanceof JSONSyntaxError, e.offset], [true, offset]); }
          }
          const typed = '{"sections": [{"rows": [{"st';
          const ctx = contextAt(typed, typed.length);
          expect('completion context', [ctx.path, ctx.position, ctx.prefix], [['sections', 0, 'rows', 0], 'key', 'st']);
          return out;
        }"""
    )
    assert not failures, "; ".join(failures)
    return "escapes, missing keys, syntax error offsets, completion context"


def check_accessible_at_every_width(s):
    page = s.open(HELLO)
    unlabelled = page.evaluate(
        """() => [...document.querySelectorAll('input, select, textarea, button')]
          .filter(el => !el.closest('[hidden]') && el.type !== 'file')
          .filter(el => !(el.labels?.length || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.textContent.trim()))
          .map(el => el.outerHTML.slice(0, 80))"""
    )
    assert not unlabelled, f"controls without a label: {unlabelled}"
    for width in (1280, 1024, 760, 480):
        page.set_viewport_size({"width": width, "height": 800})
        page.wait_for_timeout(100)
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"the page is {overflow} px wider than a {width} px window"
    return "every control labelled; no horizontal overflow from 1280 to 480 px"


API_KEY = "playground-check-key-0123456789"


def check_key_prompt(s):
    """A server started with --api-keys: the page asks for a key on its first 401 (a labelled field, focused),
    says so when a key is refused, renders once it has the right one, keeps it for the tab (not in links) and
    sends it on every call (the gallery's too)."""
    if not s.binary:
        return Skip("needs the tableshot binary to start a server with API keys (Scripts/browser-test.py passes it)")
    port = free_port()
    server = start_server(s.binary, port, s.out_dir / "key-server.log", ["--api-keys", API_KEY])
    try:
        with s.serving(f"http://127.0.0.1:{port}"):
            page = s.open(HELLO, settle=False)
            page.wait_for_selector("#key-panel:not([hidden])", timeout=TIMEOUT_MS)
            assert page.evaluate("document.activeElement.id") == "key-input", "the key field is not focused"
            label = page.evaluate("document.querySelector('#key-input').labels[0]?.textContent")
            assert label == "API key", f"the key field's label is {label!r}"
            assert s.renders() == 0, "the page settled without a key"
            page.fill("#key-input", "wrong-key-0123456789abc")
            page.press("#key-input", "Enter")
            page.wait_for_function("() => document.querySelector('#key-message').classList.contains('is-error') && "
                                   "!document.querySelector('#key-panel').hidden", timeout=TIMEOUT_MS)
            assert "did not accept" in page.inner_text("#key-message"), page.inner_text("#key-message")
            assert page.evaluate("sessionStorage.getItem('tableshot.apiKey')") is None, "a refused key was kept"
            page.fill("#key-input", API_KEY)
            page.press("#key-input", "Enter")
            s.wait_renders(0)
            assert s.status() == "valid", s.status_text()
            assert page.is_hidden("#key-panel"), "the key field stayed open"
            assert page.evaluate("sessionStorage.getItem('tableshot.apiKey')") == API_KEY
            assert API_KEY not in page.url, "the key is in the page's URL"
            page.reload()
            page.wait_for_selector("body[data-ready=true]", timeout=TIMEOUT_MS)
            s.wait_renders(0)
            assert s.status() == "valid" and page.is_hidden("#key-panel"), "the tab's key was not used after a reload"
            page.click("#open-gallery")
            page.wait_for_selector("img[data-thumb='classic-settings'][src]", timeout=TIMEOUT_MS)
            page.click("#gallery-dialog [data-close]")
            page.click("#copy-image-url")
            page.wait_for_function("() => document.querySelector('#share-title').textContent === 'Image URL'", timeout=TIMEOUT_MS)
            assert API_KEY not in page.input_value("#share-url"), "the image URL carries the key"
            assert "API key" in page.inner_text("#share-message"), page.inner_text("#share-message")
    finally:
        stop_server(server)
    return "asked, refused a wrong key, rendered with the right one, kept it for the tab"


def check_vector_document_opens_sandboxed(s):
    """A rendered SVG opened on its own (`GET /v1/render?format=svg`) under its sandboxing content security policy
    draws its text and its embedded PNG (a data: URI the policy allows), and nothing is blocked or reported."""
    spec = {"ios": "7", "width": 200, "sections": [{"rows": [{"text": "Sandboxed", "image": "icon-blue"}]}]}
    page = s.open(HELLO)
    encoded = base64.urlsafe_b64encode(json.dumps(spec).encode()).decode().rstrip("=")
    errors = len(s.console_errors)
    response = page.goto(f"{s.base}/v1/render?format=svg&spec={encoded}")
    policy = response.headers.get("content-security-policy", "")
    assert response.status == 200 and "sandbox" in policy and "default-src 'none'" in policy, (response.status, policy)
    assert response.headers.get("x-content-type-options") == "nosniff"
    assert page.evaluate("() => document.documentElement.localName") == "svg"
    shot = base64.b64encode(page.screenshot(clip={"x": 0, "y": 0, "width": 200, "height": 44})).decode()
    s.open(HELLO)
    blue = s.page.evaluate(
        """async (data) => {
          const img = new Image();
          img.src = 'data:image/png;base64,' + data;
          await img.decode();
          const c = document.createElement('canvas');
          c.width = img.naturalWidth; c.height = img.naturalHeight;
          const g = c.getContext('2d');
          g.drawImage(img, 0, 0);
          const d = g.getImageData(0, 0, c.width, c.height).data;
          let blue = 0, dark = 0;
          for (let i = 0; i < d.length; i += 4) {
            if (d[i + 2] > d[i] + 80) blue++;
            if (d[i] + d[i + 1] + d[i + 2] < 200) dark++;
          }
          return { blue, dark };
        }""",
        shot,
    )
    assert blue["blue"] > 100, f"the embedded image was not drawn: {blue}"
    assert blue["dark"] > 50, f"the text was not drawn: {blue}"
    assert len(s.console_errors) == errors, f"errors: {s.console_errors[errors:]}"
    return f"{policy}; {blue['blue']} blue and {blue['dark']} dark pixels"


def check_other_origins_read_only_when_allowed(s):
    """Issue 28 from a real page: a server with `--cors-origins` naming the playground's origin answers its JSON
    POST and lets it read TableShot's headers; a server without refuses the preflight (the fetch fails), and the
    request a page may send without asking (`mode: "no-cors"`, a body without a Content-Type) is refused with 415,
    never rendered."""
    if not s.binary:
        return Skip("needs the tableshot binary to start servers of its own (Scripts/browser-test.py passes it)")
    allowed_port, closed_port = free_port(), free_port()
    allowed = start_server(s.binary, allowed_port, s.out_dir / "cors-server.log", ["--cors-origins", s.base])
    closed = start_server(s.binary, closed_port, s.out_dir / "closed-server.log")
    try:
        # A page of the playground's origin without the playground's policy (which allows no other origin): a JSON
        # answer of the same server.
        page = s.open(HELLO)
        page.goto(s.base + "/healthz")
        errors = len(s.console_errors)
        result = page.evaluate(
            """async ([allowed, closed, spec]) => {
              const post = (base, init) => fetch(base + '/v1/render', { method: 'POST', ...init });
              const json = { headers: { 'Content-Type': 'application/json', 'X-Request-ID': 'cors-check' }, body: spec };
              const answer = await post(allowed, json);
              const out = { status: answer.status, id: answer.headers.get('X-Request-ID'),
                            cache: answer.headers.get('X-Cache'), size: (await answer.arrayBuffer()).byteLength };
              try { await post(closed, json); out.closed = 'read'; } catch (error) { out.closed = error.name; }
              const blind = await post(closed, { mode: 'no-cors', body: new Blob([spec]) });
              const text = await post(closed, { mode: 'no-cors', body: spec });
              out.blind = [blind.type, text.type];
              return out;
            }""",
            [f"http://127.0.0.1:{allowed_port}", f"http://127.0.0.1:{closed_port}", json.dumps(HELLO)],
        )
        # The refused fetch is logged by the browser ("blocked by CORS policy"), and these servers are off the
        # playground's: expected here.
        s.console_errors[errors:] = [
            e for e in s.console_errors[errors:] if str(closed_port) not in e and "/favicon.ico" not in e
        ]
        ours = (f"127.0.0.1:{allowed_port}/", f"127.0.0.1:{closed_port}/")
        s.external_requests = [url for url in s.external_requests if not any(port in url for port in ours)]
        assert result["status"] == 200 and result["size"] > 0, result
        assert result["id"] == "cors-check" and result["cache"] in ("hit", "miss"), f"headers not exposed: {result}"
        assert result["closed"] == "TypeError", f"a server without CORS was read: {result}"
        assert result["blind"] == ["opaque", "opaque"], result
        with urllib.request.urlopen(f"http://127.0.0.1:{closed_port}/metrics", timeout=10) as answer:
            metrics = answer.read().decode()
        # Its render route answered the refused preflight 405 and the two blind posts 415, and rendered nothing.
        answered = dict(re.findall(r'tableshot_http_requests_total\{route="render",status="(\d+)"\} (\d+)', metrics))
        assert answered.get("415") == "2" and "200" not in answered, f"the server without CORS answered {answered}"
    finally:
        stop_server(allowed)
        stop_server(closed)
    return "allowed origin read its render and headers; others refused; no-cors posts 415, never rendered"


def check_a_rebound_name_is_misdirected(s):
    """DNS rebinding in a real browser (Chromium maps rebound.test to 127.0.0.1, as a rebinding attacker's DNS
    would): with `--allowed-hosts`, a page of that name gets 421 for `/version`, while the server's own address
    still serves the playground."""
    if not s.binary:
        return Skip("needs the tableshot binary to start a server of its own (Scripts/browser-test.py passes it)")
    port = free_port()
    server = start_server(s.binary, port, s.out_dir / "hosts-server.log", ["--allowed-hosts", "tableshot.internal"])
    context = s.browser.new_context()
    try:
        page = context.new_page()
        rebound = page.goto(f"http://rebound.test:{port}/version")
        assert rebound.status == 421, f"rebound.test got {rebound.status}: {page.content()[:200]}"
        assert "Misdirected Request" in page.content()
        by_address = page.goto(f"http://127.0.0.1:{port}/version")
        assert by_address.status == 200, by_address.status
    finally:
        context.close()
        stop_server(server)
    return "rebound.test → 421, 127.0.0.1 → 200"


def check_no_console_errors_or_external_requests(s):
    assert not s.external_requests, f"requests off the server: {s.external_requests}"
    assert not s.console_errors, f"console errors: {s.console_errors}"
    return "none"


CHECKS = [
    check_page_loads,
    check_typing_updates_preview,
    check_invalid_value_is_marked,
    check_syntax_error_is_marked,
    check_picker_switches_dark_mode,
    check_inspector_shows_a_frame,
    check_gallery_loads_an_example,
    check_download_png_at_2x,
    check_download_pdf,
    check_download_svg,
    check_download_svg_with_text,
    check_share_link_round_trips,
    check_compare_shows_a_diff,
    check_completion_offers_keys,
    check_keyboard_reaches_the_editor,
    check_json_pointer_locator,
    check_accessible_at_every_width,
    check_key_prompt,
    check_vector_document_opens_sandboxed,
    check_other_origins_read_only_when_allowed,
    check_a_rebound_name_is_misdirected,
]
