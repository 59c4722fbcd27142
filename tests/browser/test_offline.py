"""The service worker: the site works offline after one visit, and updates when it changes."""

import re
import shutil
from pathlib import Path

import pytest
from pagehelp import (
    READY,
    START_TIMEOUT,
    Server,
    click_run,
    find,
    opened,
    output_text,
    sample,
)
from playwright.sync_api import expect

import build

BRIDGE = sample("bridge", "sample1")


def wait_for_control(page) -> None:
    for _ in range(100):
        if page.evaluate("() => Boolean(navigator.serviceWorker.controller)"):
            return
        page.wait_for_timeout(100)
    raise AssertionError("the service worker never took control")


def run_bridge(page) -> None:
    page.select_option("[data-testid=game]", "bridge")
    page.fill("[data-testid=input]", BRIDGE["input"])
    click_run(page)
    assert output_text(page) == BRIDGE["output"]


def test_after_one_visit_the_site_works_with_the_network_off(open_site, server) -> None:
    seen = open_site()
    page = seen.page
    wait_for_control(page)
    run_bridge(page)
    page.context.set_offline(True)
    page.context.route(re.compile(".*"), lambda route: route.abort())
    hits = dict(server.hits)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    run_bridge(page)
    page.click("[data-testid=step-last]")
    expect(find(page, "step-explain")).to_contain_text("bid 1 Hearts")
    for path in ("manifest.webmanifest", *(f"icons/{name}" for name in build.ICONS)):
        assert page.evaluate("async (path) => (await fetch(path)).ok", path), path
    # Nothing reached the server but, at times, the browser's own update check of
    # sw.js, which Chromium's offline emulation does not stop (a real offline
    # browser fails it quietly and keeps the cached site).
    sw = "/card-judge/sw.js"
    assert {**server.hits, sw: 0} == {**hits, sw: 0}


@pytest.fixture
def own_site(tmp_path: Path, server):
    """A copy of the built site on its own server, to change it as a new version would. It
    lets the browser keep every file 10 minutes, as GitHub Pages does."""
    copy = tmp_path / "dist"
    shutil.copytree(server.root / "card-judge", copy)
    served = Server(copy, max_age=600)
    yield served, copy
    served.close()


def test_a_new_version_of_the_site_replaces_the_cached_one(browser, own_site) -> None:
    served, root = own_site
    seen = opened(browser, served.url)
    page = seen.page
    context = page.context
    wait_for_control(page)
    catalog = root / "js" / "catalog.js"
    old = re.search(r'"version": "(\w+)"', catalog.read_text())[1]
    expect(page.locator("#version")).to_have_text(f"Version {old}.")

    newer = catalog.read_text().replace(f'"version": "{old}"', '"version": "new0version"')
    catalog.write_text(newer)
    build.write_service_worker(root, "new0version")
    page.reload()
    expect(page.locator("#toast")).to_contain_text("A new version", timeout=30_000)
    page.reload()
    expect(page.locator("#version")).to_have_text("Version new0version.")
    page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    run_bridge(page)
    wasm = "/card-judge/pyodide/pyodide.asm.wasm"
    assert served.hits[wasm] == 1  # unchanged files are not downloaded again
    assert seen.foreign_requests() == []
    context.close()
