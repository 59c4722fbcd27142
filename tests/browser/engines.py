"""The page driven the same way in Chromium, Firefox ESR and WebKitGTK.

Each engine gives a few primitives: go to a URL, run a JavaScript function in
the page, click an element, take a screenshot, and the URLs it requested from
other origins. What a user does (type, pick, press, read, wait) is built once
on these, in `EnginePage`.

- Chromium: Playwright over Debian's /usr/bin/chromium (pagehelp.launch_chromium).
- Firefox ESR: puppeteer-core over WebDriver BiDi, in a Node process (firefox.mjs)
  that takes one JSON command a line.
- WebKitGTK: Selenium and WebKitWebDriver, which starts MiniBrowser, in an Xvfb
  display of its own. WebDriver classic shows no requests, so every request for
  another origin goes through a proxy (ForeignTrap) that writes it down and answers
  none.
"""

import contextlib
import json
import os
import re
import shutil
import socket
import socketserver
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

from pagehelp import READY, START_TIMEOUT, Visit, origin_of
from selenium import webdriver
from selenium.webdriver.common.proxy import Proxy
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

# Debian's Firefox ESR, else a Firefox on PATH (GitHub's Ubuntu runners have one).
FIREFOX = shutil.which("firefox-esr") or shutil.which("firefox") or "/usr/bin/firefox-esr"
WEBKIT_DRIVER = shutil.which("WebKitWebDriver") or "/usr/bin/WebKitWebDriver"
MINIBROWSER = next(
    (str(path) for path in Path("/usr/lib").glob("*/webkit2gtk-4.1/MiniBrowser")),
    "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
)
FIREFOX_SCRIPT = Path(__file__).with_name("firefox.mjs")
# MiniBrowser now and then dies as it starts (a segfault in libc, seen on a busy machine),
# and WebKitWebDriver then waits for it for ever: each WebDriver command gets this long,
# and a session that does not start is tried again, up to WEBKIT_STARTS times. Commands
# are short (a script gets WebDriver's own 30 s at most).
WEBKIT_COMMAND_TIMEOUT = 120  # s
WEBKIT_STARTS = 3
WIDTH, HEIGHT = 1280, 900

T = TypeVar("T")


class EnginePage:
    """One tab of the site in one browser engine."""

    name: str

    def goto(self, url: str) -> None:
        raise NotImplementedError

    def evaluate(self, script: str, arg: object = None) -> Any:
        """Run `script`, the text of a JavaScript function of one argument, with `arg`;
        its result, awaited when it is a promise."""
        raise NotImplementedError

    def click(self, selector: str) -> None:
        raise NotImplementedError

    def screenshot(self, path: Path) -> None:
        raise NotImplementedError

    def foreign_requests(self) -> list[str]:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    # -- what a user does, in every engine alike ---------------------------------------

    def open(self, url: str) -> None:
        """Go to `url` and wait until the page says it is ready."""
        self.goto(url)
        self.wait(
            lambda: self.evaluate(f"() => Boolean(document.querySelector({READY!r}))"),
            "the page to be ready",
            START_TIMEOUT / 1000,
        )

    def wait(self, check: Callable[[], T], what: str | Callable[[], str], timeout: float = 60) -> T:
        """Ask `check` again and again until it answers something true; that answer.
        `what` says what was awaited (a function: asked only if the wait fails). A wait
        that fails leaves a screenshot of the page in the temporary folder."""
        end = time.monotonic() + timeout
        while not (answer := check()):
            if time.monotonic() > end:
                awaited = what() if callable(what) else what
                shot = Path(tempfile.gettempdir()) / f"engines-{self.name}-failed.png"
                self.screenshot(shot)
                raise AssertionError(f"{self.name}: waited {timeout:g} s for {awaited} ({shot})")
            time.sleep(0.1)
        return answer

    def text(self, testid: str, within: str = "") -> str:
        return self.evaluate(
            "(s) => document.querySelector(s)?.textContent ?? ''", _at(testid, within)
        )

    def value(self, testid: str) -> str:
        return self.evaluate("(s) => document.querySelector(s).value", _at(testid))

    def attribute(self, testid: str, name: str) -> str | None:
        return self.evaluate(
            "([s, name]) => document.querySelector(s).getAttribute(name)", [_at(testid), name]
        )

    def fill(self, testid: str, text: str) -> None:
        """Put `text` in a box as a paste would (typing a program takes long over WebDriver)."""
        self.evaluate(_SET_VALUE, [_at(testid), text])

    def select(self, testid: str, value: str) -> None:
        self.evaluate(_SET_VALUE, [_at(testid), value])

    def usable(self, testid: str, within: str = "") -> bool:
        """Whether the user can press it: it is shown and enabled."""
        return self.evaluate(
            "(s) => { const b = document.querySelector(s);"
            " return Boolean(b?.checkVisibility() && !b.disabled); }",
            _at(testid, within),
        )

    def press(self, testid: str, within: str = "") -> None:
        """Click a button once the user can."""
        self.wait(lambda: self.usable(testid, within), f"{testid} to be usable")
        self.click(_at(testid, within))

    def wait_for_text(
        self, testid: str, pattern: str, timeout: float = 60, within: str = ""
    ) -> str:
        """Wait until the element's text matches `pattern` (re.search); the text."""
        found = re.compile(pattern)
        return self.wait(
            lambda: (said := self.text(testid, within)) and found.search(said) and said,
            lambda: f"{testid} to match {pattern!r} (it says {self.text(testid, within)!r})",
            timeout,
        )


def _at(testid: str, within: str = "") -> str:
    inner = f"[data-testid={testid}]"
    return f"[data-testid={within}] {inner}" if within else inner


_SET_VALUE = """([selector, value]) => {
  const box = document.querySelector(selector);
  box.value = value;
  box.dispatchEvent(new Event("input", { bubbles: true }));
  box.dispatchEvent(new Event("change", { bubbles: true }));
}"""


class ChromiumPage(EnginePage):
    """A fresh context of the session's Playwright Chromium; Playwright sees every request."""

    name = "chromium"

    def __init__(self, browser: Any, site: str) -> None:
        self.context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
        self.visit = Visit(self.context.new_page(), origin_of(site))

    def goto(self, url: str) -> None:
        self.visit.page.goto(url)

    def evaluate(self, script: str, arg: object = None) -> Any:
        return self.visit.page.evaluate(script, arg)

    def click(self, selector: str) -> None:
        self.visit.page.click(selector)

    def screenshot(self, path: Path) -> None:
        self.visit.page.screenshot(path=path)

    def foreign_requests(self) -> list[str]:
        return self.visit.foreign_requests()

    def close(self) -> None:
        self.context.close()


class FirefoxPage(EnginePage):
    """Firefox ESR through firefox.mjs; puppeteer sees the requests of the page and its workers."""

    name = "firefox"

    def __init__(self, site: str) -> None:
        self.origin = origin_of(site)
        self.node = subprocess.Popen(
            ["node", str(FIREFOX_SCRIPT), FIREFOX],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.version = self._reply()

    def _send(self, command: str, **args: object) -> Any:
        self.node.stdin.write(json.dumps({"command": command, **args}) + "\n")
        self.node.stdin.flush()
        return self._reply()

    def _reply(self) -> Any:
        line = self.node.stdout.readline()
        if not line:
            raise RuntimeError(f"firefox.mjs ended (exit status {self.node.wait()})")
        reply = json.loads(line)
        if "error" in reply:
            raise RuntimeError(f"firefox: {reply['error']}")
        return reply["value"]

    def goto(self, url: str) -> None:
        self._send("goto", url=url)

    def evaluate(self, script: str, arg: object = None) -> Any:
        return self._send("evaluate", script=script, arg=arg)

    def click(self, selector: str) -> None:
        self._send("click", selector=selector)

    def screenshot(self, path: Path) -> None:
        self._send("screenshot", path=str(path))

    def foreign_requests(self) -> list[str]:
        return [
            url
            for url in self._send("requests")
            if not url.startswith(("blob:", "data:")) and origin_of(url) != self.origin
        ]

    def close(self) -> None:
        self.node.stdin.close()
        self.node.wait(timeout=60)


class WebKitPage(EnginePage):
    """MiniBrowser (WebKitGTK) under WebKitWebDriver, on an Xvfb display of its own."""

    name = "webkit"

    def __init__(self, site: str) -> None:
        self.display, self.xvfb = start_xvfb()
        self.trap = ForeignTrap()
        try:
            self.driver = self._start(site)
        except BaseException:
            self._stop_helpers()
            raise
        self.driver.set_window_size(WIDTH, HEIGHT)
        self.version = self.driver.capabilities.get("browserVersion")

    def _start(self, site: str) -> webdriver.WebKitGTK:
        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        options.proxy = Proxy(
            {
                "proxyType": "manual",
                "httpProxy": self.trap.address,
                "sslProxy": self.trap.address,
                "noProxy": [urlsplit(site).hostname],
            }
        )
        for start in range(1, WEBKIT_STARTS + 1):
            service = Service(WEBKIT_DRIVER, env={**os.environ, "DISPLAY": self.display})
            try:
                with command_timeout(WEBKIT_COMMAND_TIMEOUT):
                    return webdriver.WebKitGTK(options, service)
            except Exception:  # the driver has stopped WebKitWebDriver (and MiniBrowser)
                if start == WEBKIT_STARTS:
                    raise
        raise AssertionError("unreachable")

    def goto(self, url: str) -> None:
        self.driver.get(url)

    def evaluate(self, script: str, arg: object = None) -> Any:
        return self.driver.execute_script(f"return ({script})(arguments[0]);", arg)

    def click(self, selector: str) -> None:
        self.driver.find_element("css selector", selector).click()

    def screenshot(self, path: Path) -> None:
        self.driver.save_screenshot(str(path))

    def foreign_requests(self) -> list[str]:
        return list(self.trap.seen)

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            self._stop_helpers()

    def _stop_helpers(self) -> None:
        self.trap.close()
        self.xvfb.terminate()
        self.xvfb.wait(timeout=30)


@contextlib.contextmanager
def command_timeout(seconds: float) -> Iterator[None]:
    """Every request to a driver made inside gets `seconds`: Selenium takes its timeout
    from the socket module's default when it connects."""
    before = socket.getdefaulttimeout()
    socket.setdefaulttimeout(seconds)
    try:
        yield
    finally:
        socket.setdefaulttimeout(before)


def start_xvfb() -> tuple[str, subprocess.Popen]:
    """A new Xvfb server on the first free display; its DISPLAY and its process."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(write),
            "-screen",
            "0",
            f"{WIDTH}x{HEIGHT + 100}x24",
            "-nolisten",
            "tcp",
        ],
        pass_fds=[write],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as said:
        number = said.readline().strip()
    if not number:
        raise RuntimeError(f"Xvfb did not start (exit status {xvfb.wait()})")
    return f":{number}", xvfb


class ForeignTrap(socketserver.ThreadingTCPServer):
    """A proxy on localhost that answers nothing and writes down what it was asked: the
    request line of a plain-HTTP request, or that an HTTPS connection was tried (WebKit
    speaks TLS to the proxy itself, so the host is not to be read)."""

    daemon_threads = True

    def __init__(self) -> None:
        self.seen: list[str] = []
        trap = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                first = self.rfile.readline(1000)
                words = first.decode("latin-1").split()
                plain = len(words) == 3 and words[2].startswith("HTTP/")
                trap.seen.append(" ".join(words[:2]) if plain else "an HTTPS request")

        super().__init__(("127.0.0.1", 0), Handler)
        self.address = f"127.0.0.1:{self.server_address[1]}"
        threading.Thread(target=self.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.shutdown()
        self.server_close()
