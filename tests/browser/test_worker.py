"""The worker's bad days (a run that never ends, a crash) and an answer of 300,000 lines.

These tests serve a changed worker.py (through Playwright's routing) the first
time the page asks for it, then the real one, as a restarted worker would.
They block the service worker, which would otherwise answer for worker.py.
"""

import re
from pathlib import Path

from pagehelp import READY, START_TIMEOUT, click_run, find, output_text, run, sample
from playwright.sync_api import expect

BRIDGE = sample("bridge", "sample1")
WORKER = Path(__file__).resolve().parents[2] / "web" / "worker.py"
BIG_LINES = 300_000


def first_worker_runs(body: str):
    """A `prepare` for open_site: the first worker.py has `run` replaced by `body`."""
    real = WORKER.read_text()
    changed = real.replace("run = web.run", body)
    assert changed != real
    served = []

    def handle(route, request) -> None:
        served.append(request.url)
        text = changed if len(served) == 1 else real
        route.fulfill(status=200, content_type="text/plain", body=text)

    def prepare(context) -> None:
        context.route(re.compile(r"/worker\.py$"), handle)

    return prepare


def open_with_worker(open_site, body: str):
    """The site with `run` replaced by `body` in the first worker; the page ready to run."""
    page = open_site(prepare=first_worker_runs(body), service_workers="block").page
    page.select_option("[data-testid=game]", "bridge")
    page.fill("[data-testid=input]", BRIDGE["input"])
    return page


def runs_again_after_the_restart(page) -> None:
    page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    expect(find(page, "loading")).to_be_hidden()
    click_run(page)
    assert output_text(page) == BRIDGE["output"]


def test_cancel_stops_a_long_run_and_starts_a_fresh_worker(open_site) -> None:
    page = open_with_worker(open_site, "def run(*args):\n    while True:\n        pass\n")
    page.click("[data-testid=run]")
    cancel = find(page, "cancel")
    expect(cancel).to_be_visible()
    expect(find(page, "status")).to_have_text("Running…")
    cancel.click()
    expect(find(page, "status")).to_have_text(re.compile("^Cancelled: a fresh Python worker"))
    expect(find(page, "loading")).to_contain_text("Run cancelled.")
    expect(cancel).to_be_hidden()
    runs_again_after_the_restart(page)


def test_a_worker_crash_is_reported_and_the_worker_restarted(open_site) -> None:
    page = open_with_worker(open_site, "def run(*args):\n    import os\n    os._exit(3)\n")
    page.click("[data-testid=run]")
    crashed = r"^The Python worker crashed \(.+\)\. It is being restarted; your input is kept\."
    expect(find(page, "error")).to_have_text(re.compile(crashed))
    assert page.input_value("[data-testid=input]") == BRIDGE["input"]
    runs_again_after_the_restart(page)


BIG_RUN = (
    "def run(game, text, expected=''):\n"
    "    import json\n"
    "    web.run(game, text)  # the steps of the real answer, for the viewer\n"
    f"    lines = ''.join(f'Line {{n}}: {{n * n}}\\n' for n in range(1, {BIG_LINES} + 1))\n"
    "    return json.dumps({'output': lines, 'cases': 1, 'verdict': None})\n"
)


def test_an_answer_of_300000_lines_is_drawn_a_screenful_at_a_time(open_site) -> None:
    page = open_site(prepare=first_worker_runs(BIG_RUN), service_workers="block").page
    run(page, "bridge", BRIDGE["input"])
    note = find(page, "output-note")
    expect(note).to_have_text(re.compile(r"^300,000 lines: only the lines in view are drawn"))
    shown = output_text(page)
    assert shown.startswith("Line 1: 1\nLine 2: 4\n")
    assert shown.count("\n") < 200
    view = page.locator("#output-view")
    view.evaluate("view => { view.scrollTop = view.scrollHeight; }")
    expect(find(page, "output")).to_contain_text(f"Line {BIG_LINES}: {BIG_LINES**2}")
    expect(find(page, "step-index")).to_have_text(re.compile(r"^1 / \d+$"))  # the viewer opens too
    with page.expect_download() as download:
        page.click("[data-testid=download]")
    text = Path(download.value.path()).read_text()
    assert text.count("\n") == BIG_LINES
    assert text.endswith(f"Line {BIG_LINES}: {BIG_LINES**2}\n")


# -- starting from the snapshot ------------------------------------------------------


def test_python_starts_from_its_snapshot_with_the_package_inside(open_site) -> None:
    visit = open_site(service_workers="block")
    fetched = [url.rsplit("/", 1)[1] for url in visit.requests]
    assert "snapshot.bin.gz" in fetched
    assert "cardjudge.zip" not in fetched  # the package came with the snapshot
    click_run_on_the_bridge_sample(visit.page)


def test_without_its_snapshot_python_starts_the_usual_way(open_site) -> None:
    def no_snapshot(context) -> None:
        context.route(re.compile(r"/snapshot\.bin\.gz$"), lambda route: route.fulfill(status=404))

    visit = open_site(prepare=no_snapshot, service_workers="block")
    assert any(url.endswith("/cardjudge.zip") for url in visit.requests)
    click_run_on_the_bridge_sample(visit.page)


def click_run_on_the_bridge_sample(page) -> None:
    run(page, "bridge", BRIDGE["input"])
    assert output_text(page) == BRIDGE["output"]
