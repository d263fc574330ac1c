"""The playground checks' Session (browser_session.py) in Firefox: a fresh user context and tab per check, driven
over WebDriver BiDi (firefox_bidi.py) through `FirefoxPage`, the part of Playwright's Page that the checks of
firefox_checks.py use, with Playwright's meaning (keys and the pointer are real input events, clicks land on the
element's centre after scrolling it into view), so those checks run unchanged."""

import base64
import json
import re
import time
from types import SimpleNamespace

from browser_session import TIMEOUT_MS, Session, fragment
from firefox_bidi import deserialize, serialize

POLL_S = 0.05
# WebDriver's key codes for the named keys the checks press.
KEYS = {"Tab": "\ue004", "Enter": "\ue007", "Escape": "\ue00c", "Backspace": "\ue003", "Control": "\ue009", "Shift": "\ue008", "Alt": "\ue00a", "Meta": "\ue03d"}
VISIBLE = "el => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'"


class FirefoxPage:
    """One tab: the Playwright Page methods the checks call, over BiDi."""

    def __init__(self, firefox, context):
        self.firefox = firefox
        self.context = context
        self.keyboard = SimpleNamespace(type=self.type, press=self.press)
        self.mouse = SimpleNamespace(move=self.move, click=self.mouse_click)

    # Script.

    def _call(self, function, *args):
        answer = self.firefox.send(
            "script.callFunction",
            {
                "functionDeclaration": function,
                "arguments": [serialize(a) for a in args],
                "target": {"context": self.context},
                "awaitPromise": True,
                "resultOwnership": "none",
            },
        )
        if answer["type"] == "exception":
            details = answer["exceptionDetails"]
            raise RuntimeError(f"page error: {details.get('text')} (in {function[:80]!r})")
        return deserialize(answer["result"])

    def evaluate(self, expression, arg=None):
        """As Playwright: a function (source) is called with `arg`, anything else is evaluated; promises awaited."""
        return self._call(f"async (arg) => {{ const v = (\n{expression}\n); return typeof v === 'function' ? await v(arg) : await v; }}", arg)

    def eval_on_selector(self, selector, expression, arg=None):
        return self._call(
            f"async (selector, arg) => {{ const el = document.querySelector(selector); if (!el) throw new Error('no element matches ' + selector); return await (\n{expression}\n)(el, arg); }}",
            selector,
            arg,
        )

    def eval_on_selector_all(self, selector, expression, arg=None):
        return self._call(f"async (selector, arg) => await (\n{expression}\n)([...document.querySelectorAll(selector)], arg)", selector, arg)

    def wait_for_function(self, expression, timeout=TIMEOUT_MS):
        return self._poll(lambda: self.evaluate(expression), f"waiting for {expression}", timeout)

    def wait_for_selector(self, selector, timeout=TIMEOUT_MS):
        visible = f"(s) => ({VISIBLE})(document.querySelector(s))"
        return self._poll(lambda: self._call(visible, selector), f"waiting for {selector} to be visible", timeout)

    def wait_for_timeout(self, ms):
        time.sleep(ms / 1000)

    def _poll(self, probe, what, timeout):
        deadline = time.monotonic() + timeout / 1000
        while True:
            value = probe()
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out after {timeout / 1000:.0f} s {what}")
            time.sleep(POLL_S)

    # Reading.

    def title(self):
        return self.evaluate("document.title")

    @property
    def url(self):
        return self.evaluate("location.href")

    def inner_text(self, selector):
        return self.eval_on_selector(selector, "el => el.innerText")

    def input_value(self, selector):
        return self.eval_on_selector(selector, "el => el.value")

    def get_attribute(self, selector, name):
        return self.eval_on_selector(selector, "(el, name) => el.getAttribute(name)", name)

    # Input: real key and pointer events (input.performActions).

    def _actions(self, *sources):
        self.firefox.send("input.performActions", {"context": self.context, "actions": list(sources)})

    def type(self, text, delay=0):
        actions = []
        for char in text:
            actions += [{"type": "keyDown", "value": char}, {"type": "keyUp", "value": char}]
            if delay:
                actions.append({"type": "pause", "duration": delay})
        self._actions({"type": "key", "id": "keyboard", "actions": actions})

    def press(self, keys):
        """`Tab`, `Control+o`: modifiers down, the key pressed, modifiers up, as Playwright's keyboard.press."""
        *modifiers, key = keys.split("+")
        codes = [KEYS[m] for m in modifiers]
        main = KEYS.get(key, key)
        actions = [{"type": "keyDown", "value": c} for c in codes]
        actions += [{"type": "keyDown", "value": main}, {"type": "keyUp", "value": main}]
        actions += [{"type": "keyUp", "value": c} for c in reversed(codes)]
        self._actions({"type": "key", "id": "keyboard", "actions": actions})

    def _pointer(self, *actions):
        self._actions({"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": list(actions)})

    def move(self, x, y):
        self._pointer({"type": "pointerMove", "x": round(x), "y": round(y)})

    def mouse_click(self, x, y):
        self._pointer({"type": "pointerMove", "x": round(x), "y": round(y)}, {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0})

    def click(self, selector):
        self.wait_for_selector(selector)
        self._click_centre("(s) => document.querySelector(s)", selector)

    def _click_centre(self, finder, arg):
        box = self._call(
            f"""(arg) => {{
              const el = ({finder})(arg);
              el.scrollIntoView({{ block: 'center', inline: 'center' }});
              const r = el.getBoundingClientRect();
              return [r.x + r.width / 2, r.y + r.height / 2];
            }}""",
            arg,
        )
        self.mouse_click(*box)

    def locator(self, selector, has_text):
        """The elements matching `selector` whose text matches the regular expression `has_text` (click only)."""
        return FirefoxLocator(self, selector, has_text)

    def select_option(self, selector, value):
        """As Playwright: the option selected, then `input` and `change` dispatched."""
        found = self.eval_on_selector(
            selector,
            """(el, value) => {
              if (![...el.options].some(o => o.value === value)) return false;
              el.value = value;
              el.dispatchEvent(new Event('input', { bubbles: true }));
              el.dispatchEvent(new Event('change', { bubbles: true }));
              return true;
            }""",
            value,
        )
        assert found, f"{selector} has no option {value!r}"

    def set_viewport_size(self, size):
        self.firefox.send("browsingContext.setViewport", {"context": self.context, "viewport": dict(size)})

    def screenshot(self, path):
        data = self.firefox.send("browsingContext.captureScreenshot", {"context": self.context})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))


class FirefoxLocator:
    def __init__(self, page, selector, pattern):
        self.page = page
        self.selector = selector
        self.pattern = pattern if isinstance(pattern, re.Pattern) else re.compile(re.escape(pattern))

    def click(self):
        flags = ("i" if self.pattern.flags & re.IGNORECASE else "") + ("s" if self.pattern.flags & re.DOTALL else "")
        finder = f"""(s) => {{
          const pattern = new RegExp({json.dumps(self.pattern.pattern)}, {json.dumps(flags)});
          const el = [...document.querySelectorAll(s)].find(e => pattern.test(e.innerText.trim()));
          if (!el) throw new Error('no element matches ' + s + ' with text ' + pattern);
          return el;
        }}"""
        self.page._click_centre(finder, self.selector)


class FirefoxSession(Session):
    """The checks' Session over one Firefox: every check opens a fresh user context (no storage shared) and tab."""

    def __init__(self, firefox, base, out_dir):
        super().__init__(firefox, base, out_dir)
        self.firefox = firefox
        self.user_context = None
        firefox.listeners.append(self._on_event)
        firefox.send("session.subscribe", {"events": ["log.entryAdded", "network.beforeRequestSent"]})

    def open(self, spec=None, *, path="/", color_scheme="light", expect_valid=True):
        assert color_scheme == "light", "the Firefox session shows the light scheme only (its profile pins it)"
        self.close_page()
        self.user_context = self.firefox.send("browser.createUserContext")["userContext"]
        context = self.firefox.send("browsingContext.create", {"type": "tab", "userContext": self.user_context})["context"]
        page = FirefoxPage(self.firefox, context)
        self.page = page
        page.set_viewport_size({"width": 1280, "height": 800})
        url = self.base + path + (fragment(spec) if spec is not None else "")
        self.firefox.send("browsingContext.navigate", {"context": context, "url": url, "wait": "complete"})
        page.wait_for_function("document.body?.dataset.ready === 'true'")
        self.wait_renders(0)
        if expect_valid:
            assert self.status() in ("valid", "warning"), f"the spec did not render: {self.status_text()}"
        return page

    def close_page(self):
        if self.user_context:
            self.firefox.send("browser.removeUserContext", {"userContext": self.user_context})
            self.user_context = None
            self.page = None

    def drain_events(self):
        """Takes in the events Firefox sent before now (they are read while a command waits for its answer)."""
        self.firefox.send("session.status")

    def _on_event(self, method, params):
        if method == "network.beforeRequestSent":
            self._on_request(SimpleNamespace(url=params["request"]["url"]))
        elif method == "log.entryAdded" and params.get("level") == "error":
            where = ""
            frames = (params.get("stackTrace") or {}).get("callFrames") or []
            if frames:
                where = f" ({frames[0].get('url', '')}:{frames[0].get('lineNumber', 0) + 1})"
            kind = "page error" if params.get("type") == "javascript" else "console error"
            self.console_errors.append(f"{kind}: {params.get('text')}{where}")

    def screenshot(self, path):
        try:
            if self.page:
                self.page.screenshot(path)
                return path
        except Exception:  # noqa: BLE001 - a failed screenshot must not hide the failure itself
            return None
        return None
