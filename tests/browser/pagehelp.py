"""What the browser tests share: the served site, the browser, and what a user
does again and again (pick, type, run, step)."""

import contextlib
import functools
import http.server
import re
import shutil
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import expect, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "pysrc"))
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from cardjudge.games import GAMES  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
READY = "body[data-ready=true]"
START_TIMEOUT = 90_000
# How the status line says a run ended, in English and in Chinese.
FINISHED = re.compile(
    r"^(Done in|The input has an error|Failed|Cancelled|The Python worker"
    r"|完成|输入有错误|失败|已取消|Python 工作线程)"
)
SAMPLES = build.samples()


def chromium_options() -> dict[str, object]:
    """Debian's Chromium when it is installed, else Playwright's own."""
    options: dict[str, object] = {"args": CHROMIUM_FLAGS}
    if Path(CHROMIUM).exists():
        options["executable_path"] = CHROMIUM
    return options


def launch_chromium(playwright):
    return playwright.chromium.launch(**chromium_options())


def open_profile(playwright, folder: Path, **context_options: object):
    """A browser context on a profile kept in `folder`: a normal one, not incognito."""
    return playwright.chromium.launch_persistent_context(
        folder, **chromium_options(), **context_options
    )


def registered_samples() -> list[tuple[str, str]]:
    """(game, sample name) for every sample of every game the registry lists."""
    return [(game, s["name"]) for game in GAMES for s in SAMPLES.get(game, [])]


def sample(game: str, name: str) -> dict[str, str]:
    return next(s for s in SAMPLES[game] if s["name"] == name)


def find(page, name: str):
    return page.get_by_test_id(name)


def choose(
    page, game: str, program: str, runs: int = 30, timeout: float = 2, limits: bool = False
) -> None:
    """Pick the game, paste the program, set the stress panel (the limits phase is off
    unless asked: it takes seconds)."""
    page.select_option("[data-testid=game]", game)
    page.fill("[data-testid=solution]", program)
    page.fill("[data-testid=stress-runs]", str(runs))
    page.fill("[data-testid=stress-timeout]", str(timeout))
    page.set_checked("[data-testid=stress-limits]", limits)


def set_expected(page, text: str) -> None:
    page.locator("#expected-box").evaluate("box => { box.open = true }")
    page.fill("[data-testid=expected]", text)


def put_input(page, text: str) -> None:
    """Type the input; a long one is pasted in one go (typing it would take minutes)."""
    if len(text) < 20_000:
        page.fill("[data-testid=input]", text)
        return
    page.locator("[data-testid=input]").evaluate(
        "(area, text) => { area.value = text;"
        " area.dispatchEvent(new Event('input', { bubbles: true })); }",
        text,
    )


def run(page, game: str, text: str, expected: str | None = None) -> None:
    """Pick the game, type the input (and the expected output), press Run and wait for the end."""
    page.select_option("[data-testid=game]", game)
    put_input(page, text)
    if expected is not None:
        set_expected(page, expected)
    click_run(page)


def click_run(page) -> None:
    page.click("[data-testid=run]")
    expect(find(page, "status")).to_have_text(FINISHED, timeout=60_000)


def share_link(page) -> str:
    """Press Share; the link it copied (also the page's address now)."""
    page.evaluate("() => document.getElementById('toast')?.replaceChildren()")
    page.click("[data-testid=share]")
    expect(page.locator("#toast")).to_have_text("Link copied.")
    link = page.evaluate("() => navigator.clipboard.readText()")
    assert link == page.url
    return link


def output_text(page) -> str:
    return page.text_content("[data-testid=output]")


def wait_for_steps(page, timeout: float = 30_000) -> int:
    """Wait for the viewer to show step 1; the number of steps."""
    expect(find(page, "viewer")).to_be_visible(timeout=timeout)
    index = find(page, "step-index")
    expect(index).to_have_text(re.compile(r"^1 / \d+$"), timeout=timeout)
    return int(index.text_content().split("/")[1])


def step_to(page, position: int) -> None:
    """Move the slider to step `position` (from 1) and wait until it is shown."""
    total = int(find(page, "step-index").text_content().split("/")[1])
    page.locator("[data-testid=step-slider]").evaluate(
        "(slider, value) => { slider.value = value;"
        " slider.dispatchEvent(new Event('input', { bubbles: true })); }",
        str(position),
    )
    expect(find(page, "step-index")).to_have_text(f"{position} / {total}")


def explain(page) -> str:
    return find(page, "step-explain").text_content()


class Server:
    """The built site under /card-judge/, counting the requests for each path. While
    `down` is true it answers none of them (as a network that is down). With `max_age`,
    every answer may be kept that many seconds in the browser's HTTP cache (GitHub Pages
    says 600). With `compress_core`, clang's module goes out gzip-compressed, as GitHub
    Pages sends WebAssembly (`build.CompressingSiteHandler`)."""

    def __init__(self, dist: Path, max_age: int | None = None, compress_core: bool = False) -> None:
        self.root = dist.parent / "dist-served"
        if self.root.exists():
            shutil.rmtree(self.root)
        self.root.mkdir()
        (self.root / "card-judge").symlink_to(dist)
        self.hits: dict[str, int] = {}
        self.down = False
        server = self

        site = build.CompressingSiteHandler if compress_core else build.SiteHandler

        class Handler(site):  # type: ignore[valid-type,misc]
            def do_GET(self) -> None:
                path = urlsplit(self.path).path
                server.hits[path] = server.hits.get(path, 0) + 1
                if server.down:
                    self.close_connection = True
                    return
                super().do_GET()

            def end_headers(self) -> None:
                if max_age is not None:
                    self.send_header("Cache-Control", f"max-age={max_age}")
                super().end_headers()

        handler = functools.partial(Handler, directory=str(self.root))
        self.http = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.http.serve_forever, daemon=True)
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.http.server_address[1]}/card-judge/"

    def close(self) -> None:
        self.http.shutdown()
        shutil.rmtree(self.root)


class Visit:
    """A page with every URL its context requested (workers and service worker
    included) and every console error."""

    def __init__(self, page: object, origin: str) -> None:
        self.page = page
        self.origin = origin
        self.requests: list[str] = []
        self.errors: list[str] = []
        page.context.on("request", lambda request: self.requests.append(request.url))
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.errors.append(f"pageerror: {error}"))

    def _console(self, message: object) -> None:
        if message.type == "error":
            self.errors.append(message.text)

    def foreign_requests(self) -> list[str]:
        return [
            url
            for url in self.requests
            if not url.startswith(("blob:", "data:")) and origin_of(url) != self.origin
        ]


def opened(browser, url: str) -> Visit:
    """`url` opened in a fresh context of `browser`, the page ready (close its context)."""
    context = browser.new_context()
    seen = Visit(context.new_page(), origin_of(url))
    seen.page.goto(url)
    seen.page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    return seen


@contextlib.contextmanager
def site_page(dist: Path, timeout: float = START_TIMEOUT) -> Iterator:
    """The site built in `dist`, served and opened in headless Chromium, ready: its page
    (for the benchmarks, which time what a user does on it)."""
    server = Server(dist.resolve())
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            page = browser.new_page()
            page.goto(server.url)
            page.wait_for_selector(READY, state="attached", timeout=timeout)
            yield page
            browser.close()
    finally:
        server.close()


def origin_of(url: str) -> str:
    return "{0.scheme}://{0.netloc}".format(urlsplit(url))


@contextlib.contextmanager
def reloaded_offline(page, server: Server) -> Iterator[None]:
    """`page` reloaded with the network off (every request aborted) and ready; the body
    runs offline, then the network comes back. The server must have served nothing new
    meanwhile (but sw.js: Chromium's own update check, see test_offline.py)."""
    context = page.context
    context.set_offline(True)
    context.route(re.compile(".*"), lambda route: route.abort())
    hits = dict(server.hits)
    try:
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
        yield
    finally:
        context.unroute(re.compile(".*"))
        context.set_offline(False)
    sw = "/card-judge/sw.js"
    assert {**server.hits, sw: 0} == {**hits, sw: 0}
