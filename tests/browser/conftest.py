"""Build dist/ once, serve it on localhost, and drive it with Chromium.

Every page records the requests it makes; a test fails if any of them went
to another origin. Most tests share one loaded page (`shared`, reset before
each test) because starting Python takes seconds; tests that need a fresh
start, a service worker or a broken worker open their own (`visit`,
`open_site`).
"""

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from pagehelp import (  # noqa: E402
    READY,
    START_TIMEOUT,
    Server,
    Visit,
    launch_chromium,
    origin_of,
)

import build  # noqa: E402


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def server() -> Iterator[Server]:
    """The built site served on localhost, under a path prefix as on GitHub Pages."""
    served = Server(build.build())
    yield served
    served.close()


@pytest.fixture(scope="session")
def site(server: Server) -> str:
    return server.url


@pytest.fixture(scope="session")
def playwright_session() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(playwright_session: object) -> Iterator[object]:
    chromium = launch_chromium(playwright_session)
    yield chromium
    chromium.close()


@pytest.fixture
def open_site(browser: object, site: str) -> Iterator[Callable[..., Visit]]:
    """Open the site in fresh browser contexts: open_site(fragment="", wait=True, **context)."""
    opened: list[tuple[object, Visit]] = []

    def open_(
        fragment: str = "",
        wait: bool = True,
        prepare: Callable[[object], None] | None = None,
        **context_options: object,
    ) -> Visit:
        context = browser.new_context(**context_options)
        if prepare:
            prepare(context)
        seen = Visit(context.new_page(), origin_of(site))
        opened.append((context, seen))
        seen.page.goto(site + fragment)
        if wait:
            seen.page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
        return seen

    yield open_
    for context, seen in opened:
        assert seen.foreign_requests() == []
        context.close()


@pytest.fixture
def visit(open_site: Callable[..., Visit]) -> Visit:
    """A fresh page of the site, ready."""
    return open_site()


@pytest.fixture(scope="session")
def _shared_page(browser: object, site: str) -> Iterator[Visit]:
    context = browser.new_context()
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=origin_of(site))
    seen = Visit(context.new_page(), origin_of(site))
    seen.page.goto(site)
    seen.page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    yield seen
    context.close()


@pytest.fixture
def shared(_shared_page: Visit, site: str) -> Iterator[Visit]:
    """The session's loaded page, reset to an empty Bridge input."""
    page = _shared_page.page
    if page.url.split("#")[0] != site or page.get_attribute("body", "data-ready") != "true":
        page.goto(site)
        page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    # The first test of the session's page may wait long on a busy machine (it once took
    # more than Playwright's 30 s before the input was editable, under a load of 10).
    page.select_option("[data-testid=game]", "bridge", timeout=START_TIMEOUT)
    page.fill("[data-testid=input]", "", timeout=START_TIMEOUT)
    page.locator("#expected-box").evaluate("box => { box.open = true }")
    page.fill("[data-testid=expected]", "")
    page.locator("#expected-box").evaluate("box => { box.open = false }")
    yield _shared_page
    assert _shared_page.foreign_requests() == []
