"""The browser session the playground checks share: one Chromium, a fresh page per check, every console
error and every request off the server recorded, and the helpers the checks type and look with."""

import base64
import contextlib
import json
import re
import struct
from urllib.parse import urlsplit

TIMEOUT_MS = 30000


class Skip:
    def __init__(self, reason):
        self.reason = reason


def fragment(spec):
    text = json.dumps(spec, separators=(",", ":"))
    return "#spec=" + base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


class Session:
    """One browser; a fresh page per check; every console error and every request off the server recorded."""

    def __init__(self, browser, base, out_dir, binary=None):
        self.browser = browser
        self.binary = binary  # the tableshot executable, for checks that start a server of their own
        self.base = base
        self.host = urlsplit(base).netloc
        self.out_dir = out_dir
        self.page = None
        self.context = None
        self.console_errors = []
        self.external_requests = []

    def open(self, spec=None, *, path="/", color_scheme="light", expect_valid=True, settle=True):
        if self.context:
            self.context.close()
        self.context = self.browser.new_context(viewport={"width": 1280, "height": 800}, accept_downloads=True, color_scheme=color_scheme)
        self.context.on("request", self._on_request)
        page = self.context.new_page()
        page.on("console", lambda m: self._on_console(m))
        page.on("pageerror", lambda e: self.console_errors.append(f"page error: {e}"))
        self.page = page
        page.goto(self.base + path + (fragment(spec) if spec is not None else ""))
        page.wait_for_selector("body[data-ready=true]", timeout=TIMEOUT_MS)
        if not settle:  # the check waits for what it needs (a page waiting for an API key has not settled)
            return page
        self.wait_renders(0)
        if expect_valid:
            assert self.status() in ("valid", "warning"), f"the spec did not render: {self.status_text()}"
        return page

    @contextlib.contextmanager
    def serving(self, base):
        """Opens pages from another server (`base`) inside the block, its requests not counted as external;
        the block's page is closed at its end (saved first as `serving-failure.png` when the block fails)."""
        saved = (self.base, self.host)
        self.base, self.host = base, urlsplit(base).netloc
        try:
            yield
        except BaseException:
            self.screenshot(self.out_dir / "serving-failure.png")
            raise
        finally:
            if self.context:
                self.context.close()
                self.context = None
                self.page = None
            self.base, self.host = saved

    def _on_request(self, request):
        parts = urlsplit(request.url)
        if parts.scheme in ("http", "https", "ws", "wss") and parts.netloc != self.host:
            self.external_requests.append(request.url)

    def _on_console(self, message):
        if message.type != "error":
            return
        # Chromium logs every 4xx answer to fetch() as "Failed to load resource"; the checks ask for those
        # (invalid specs are 400, formats the server lacks 406, a server that needs an API key 401) and test what
        # the page shows instead.
        if re.search(r"Failed to load resource: the server responded with a status of (400|401|406|422)", message.text):
            return
        self.console_errors.append(f"console error: {message.text} ({message.location.get('url', '')})")

    def renders(self):
        return int(self.page.evaluate("Number(document.body.dataset.renders ?? 0)"))

    def wait_renders(self, after):
        """Waits until more than `after` checks have settled (each edit or load ends in one)."""
        self.page.wait_for_function(f"() => Number(document.body.dataset.renders ?? 0) > {after}", timeout=TIMEOUT_MS)

    def status(self):
        return self.page.get_attribute("#spec-status", "data-kind")

    def status_text(self):
        return self.page.inner_text("#spec-status")

    def text(self):
        return self.page.input_value("#editor-input")

    def select_text(self, needle, occurrence=0):
        """Selects `needle` in the editor (the `occurrence`-th one)."""
        start = -1
        for _ in range(occurrence + 1):
            start = self.text().index(needle, start + 1)
        self.page.evaluate(
            "([s, e]) => { const t = document.querySelector('#editor-input'); t.focus(); t.setSelectionRange(s, e); }",
            [start, start + len(needle)],
        )
        return start

    def type_over(self, needle, replacement, occurrence=0):
        """Types `replacement` over `needle` as a person would, and waits for the check it triggers."""
        before = self.renders()
        self.select_text(needle, occurrence)
        self.page.keyboard.type(replacement, delay=5)
        self.wait_renders(before)

    def pixels(self):
        """Size and a hash of the preview image's pixels."""
        return self.page.evaluate(
            """async () => {
              const img = document.querySelector('.stage-image');
              await img.decode();
              const c = document.createElement('canvas');
              c.width = img.naturalWidth; c.height = img.naturalHeight;
              const g = c.getContext('2d');
              g.drawImage(img, 0, 0);
              const d = g.getImageData(0, 0, c.width, c.height).data;
              let h = 0, luma = 0;
              for (let i = 0; i < d.length; i += 4) { h = (h * 31 + d[i] + d[i + 1] * 7 + d[i + 2] * 13) >>> 0; luma += d[i] + d[i + 1] + d[i + 2]; }
              return { width: c.width, height: c.height, hash: h, luma: luma / (3 * d.length / 4) };
            }"""
        )

    def screenshot(self, path):
        try:
            if self.page:
                self.page.screenshot(path=str(path))
                return path
        except Exception:  # noqa: BLE001 - a failed screenshot must not hide the failure itself
            return None
        return None


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG signature"
    return struct.unpack(">II", data[16:24])
