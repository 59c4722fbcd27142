"""Build dist/ once, serve it on localhost, and drive it with Chromium.

Every page records the requests it makes; a test fails if any of them went
to another origin.
"""

import functools
import http.server
import os
import shutil
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    """The built site served on localhost, under a path prefix as on GitHub Pages."""
    dist = build.build()
    root = dist.parent / "dist-served"
    if root.exists():
        shutil.rmtree(root)
    root.mkdir()
    (root / "card-judge").symlink_to(dist)
    handler = functools.partial(build.SiteHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/card-judge/"
    server.shutdown()
    shutil.rmtree(root)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        options: dict[str, object] = {"args": CHROMIUM_FLAGS}
        if os.path.exists(CHROMIUM):
            options["executable_path"] = CHROMIUM
        chromium = playwright.chromium.launch(**options)
        yield chromium
        chromium.close()


class Visit:
    """A page with the list of every URL it requested."""

    def __init__(self, page: object, origin: str) -> None:
        self.page = page
        self.origin = origin
        self.requests: list[str] = []
        page.on("request", lambda request: self.requests.append(request.url))

    def foreign_requests(self) -> list[str]:
        return [
            url
            for url in self.requests
            if not url.startswith(("blob:", "data:"))
            and "{0.scheme}://{0.netloc}".format(urlsplit(url)) != self.origin
        ]


@pytest.fixture
def visit(browser: object, site: str) -> Iterator[Visit]:
    context = browser.new_context()
    page = context.new_page()
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(site))
    seen = Visit(page, origin)
    page.goto(site)
    page.wait_for_selector("body[data-ready=true]", timeout=60_000)
    yield seen
    assert seen.foreign_requests() == []
    context.close()
