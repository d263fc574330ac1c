"""A small WebDriver BiDi client for Firefox: starts `firefox --headless --remote-debugging-port=0` with a fresh
profile, opens a BiDi session over its WebSocket (the `websockets` package's sync client) and sends commands,
keeping every event it receives.

Playwright cannot drive Debian's firefox-esr 153: its BiDi backend sends `emulation.setMediaFeaturesOverride` for
every new page, which that Firefox does not implement ("unknown command"), whatever the launch or context options.
The protocol is https://w3c.github.io/webdriver-bidi/; only what the playground checks need is here.
"""

import json
import math
import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from websockets.sync.client import connect

COMMAND_TIMEOUT_S = 60
# The remote agent applies its recommended prefs once it is up; these hold from the first moment: the page's
# light scheme (as the Chromium run's color_scheme="light") and no start-up traffic (remote settings, Shield,
# telemetry, updates).
PREFS = {
    "layout.css.prefers-color-scheme.content-override": 1,
    "services.settings.server": "data:,#remote-settings-dummy/v1",
    "app.normandy.api_url": "",
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.disabledForTesting": True,
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
}


class BiDiError(Exception):
    """An error answer to a command: `method`, the protocol's `error` code and its message."""

    def __init__(self, method, error, message):
        super().__init__(f"{method}: {error}: {message}")
        self.error = error


class Firefox:
    """One headless Firefox and one BiDi session with it. `send` runs a command; `events` keeps every event."""

    def __init__(self, executable, log_path, start_timeout=60):
        self.log_path = Path(log_path)
        self.home = Path(tempfile.mkdtemp(prefix="tableshot-firefox-"))
        profile = self.home / "profile"
        profile.mkdir()
        (profile / "user.js").write_text("".join(f"user_pref({json.dumps(k)}, {json.dumps(v)});\n" for k, v in PREFS.items()))
        env = dict(os.environ, HOME=str(self.home), XDG_CACHE_HOME=str(self.home / "cache"), MOZ_CRASHREPORTER_DISABLE="1")
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen(
            [executable, "--headless", "--remote-debugging-port=0", "--profile", str(profile), "about:blank"],
            stdout=self.log,
            stderr=subprocess.STDOUT,
            env=env,
        )
        self.ws = None
        self.next_id = 0
        self.events = []
        self.listeners = []
        try:
            url = self._wait_for_endpoint(start_timeout)
            self.ws = connect(url + "/session", max_size=None, proxy=None, compression=None, ping_interval=None, open_timeout=10)
            self.capabilities = self.send("session.new", {"capabilities": {}})["capabilities"]
        except BaseException:
            self.close()
            raise

    @property
    def version(self):
        return f"{self.capabilities.get('browserName', 'firefox')} {self.capabilities.get('browserVersion', '?')}"

    def _wait_for_endpoint(self, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = re.search(r"WebDriver BiDi listening on (ws://\S+)", self.log_path.read_text(errors="replace"))
            if found:
                return found.group(1)
            if self.process.poll() is not None:
                raise RuntimeError(f"firefox exited with {self.process.returncode}; see {self.log_path}")
            time.sleep(0.05)
        raise RuntimeError(f"firefox did not open its BiDi endpoint within {timeout} s; see {self.log_path}")

    def send(self, method, params=None, timeout=COMMAND_TIMEOUT_S):
        """Sends a command and returns its result; events that arrive meanwhile go to `events` and listeners."""
        self.next_id += 1
        ident = self.next_id
        self.ws.send(json.dumps({"id": ident, "method": method, "params": params or {}}))
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{method}: no answer within {timeout} s")
            message = json.loads(self.ws.recv(timeout=left))
            if message.get("type") == "event":
                self.events.append(message)
                for listener in self.listeners:
                    listener(message["method"], message["params"])
            elif message.get("id") == ident:
                if message.get("type") == "error":
                    raise BiDiError(method, message.get("error"), message.get("message"))
                return message.get("result", {})
            elif message.get("id") is None and message.get("type") == "error":
                raise BiDiError(method, message.get("error"), message.get("message"))

    def close(self):
        if self.ws is not None:
            try:
                self.send("browser.close", timeout=5)
            except Exception:  # noqa: BLE001 - the connection closes as the browser goes
                pass
            try:
                self.ws.close()
            except Exception:  # noqa: BLE001
                pass
            self.ws = None
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()
        shutil.rmtree(self.home, ignore_errors=True)


def serialize(value):
    """A Python value as a BiDi LocalValue (JSON-like values only)."""
    if value is None:
        return {"type": "null"}
    if isinstance(value, bool):
        return {"type": "boolean", "value": value}
    if isinstance(value, (int, float)):
        if isinstance(value, float) and not math.isfinite(value):
            return {"type": "number", "value": "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")}
        return {"type": "number", "value": value}
    if isinstance(value, str):
        return {"type": "string", "value": value}
    if isinstance(value, (list, tuple)):
        return {"type": "array", "value": [serialize(v) for v in value]}
    if isinstance(value, dict):
        return {"type": "object", "value": [[str(k), serialize(v)] for k, v in value.items()]}
    raise TypeError(f"cannot pass {type(value).__name__} to the page")


def deserialize(remote):
    """A BiDi RemoteValue as a Python value; nodes, windows and other handles are returned as they came."""
    kind = remote.get("type")
    value = remote.get("value")
    if kind in ("undefined", "null"):
        return None
    if kind in ("string", "boolean"):
        return value
    if kind == "number":
        return {"NaN": math.nan, "-0": -0.0, "Infinity": math.inf, "-Infinity": -math.inf}.get(value, value) if isinstance(value, str) else value
    if kind == "bigint":
        return int(value)
    if kind in ("array", "set"):
        return [deserialize(v) for v in value or []]
    if kind in ("object", "map"):
        return {(k if isinstance(k, str) else str(deserialize(k))): deserialize(v) for k, v in value or []}
    return remote
