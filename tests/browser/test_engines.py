"""What a user does most, in Chromium, Firefox ESR and WebKitGTK alike (issue 29).

One tab per engine for the whole module, through the thin drivers of engines.py:
load the page, run a sample against its expected output, step through the
viewer, a Python stress failure shrunk and shown why, the page in Chinese, a C++
program compiled and caught by a stress test, and a reload with the server down
(the service worker answers). The other browser tests go deeper, in Chromium
only. No request may leave the origin: Playwright and puppeteer see every
request; for WebKit a proxy sees what would have gone elsewhere (engines.py).
"""

import json
import re
from collections.abc import Iterator

import pytest
from engines import ChromiumPage, EnginePage, FirefoxPage, WebKitPage
from pagehelp import FINISHED, GAMES, Server, origin_of, sample
from test_cpp_run import FAR_BEYOND, PLANTED, RECURSION
from test_show_why import explanation
from test_solution import CIRNO_WRONG

from cardjudge import i18n, web

# Selenium's own WebKitGTK driver calls Selenium in a way Selenium now deprecates.
pytestmark = pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning")

BRIDGE = sample("bridge", "sample1")
COMPILE_TIMEOUT = 600  # s: the toolchain downloads and warms up; WebKit compiles slowly
STRESS_TIMEOUT = 120


@pytest.fixture(scope="module", params=["chromium", "firefox", "webkit"])
def page(request: pytest.FixtureRequest, site: str) -> Iterator[EnginePage]:
    """The site, loaded in one tab of the engine, for every test of the module."""
    if request.param == "chromium":
        tab = ChromiumPage(request.getfixturevalue("browser"), site)
    else:
        tab = FirefoxPage(site) if request.param == "firefox" else WebKitPage(site)
    try:
        canary = requests_elsewhere_are_seen(tab, origin_of(site))
        tab.open(site)
        yield tab
        assert tab.foreign_requests()[len(canary) :] == []
    finally:
        tab.close()


def requests_elsewhere_are_seen(page: EnginePage, origin: str) -> list[str]:
    """Check that the engine's record of requests to other origins would show one, from
    a page and from its worker; what it recorded. The site's own policy forbids such
    requests, so this is done on the server's folder listing."""
    page.goto(origin + "/")
    page.evaluate(CANARY)
    seen = page.foreign_requests()
    for source in ("page", "worker"):
        assert any(f"//canary.invalid/{source}" in url for url in seen), (source, seen)
    return seen


CANARY = """async () => {
  await fetch("http://canary.invalid/page").catch(() => null);
  const work = "fetch('http://canary.invalid/worker').catch(() => 0).then(() => postMessage(0))";
  const worker = new Worker(URL.createObjectURL(new Blob([work])));
  await new Promise((done) => { worker.onmessage = done; });
}"""


def steps_of(game: str, text: str) -> list[dict]:
    return json.loads(web.trace(game, text))["cases"][0]


def run_bridge_sample(page: EnginePage) -> None:
    """Pick Bridge, load Sample 1 with its expected output, press Run, wait for the end."""
    page.select("game", "bridge")
    page.press("sample-sample1")
    assert page.value("input") == BRIDGE["input"]
    page.press("run")
    page.wait_for_text("status", FINISHED.pattern)


def stress(page: EnginePage, game: str, program: str, runs: int, wait: float) -> str:
    """Paste `program`, stress-test it on `runs` deals; the verdict shown."""
    page.select("game", game)
    page.fill("solution", program)
    page.fill("stress-runs", str(runs))
    page.press("stress")
    page.wait(
        lambda: page.attribute("stress-result", "data-verdict"),
        lambda: f"a verdict (the page says {page.text('stress-status')!r})",
        wait,
    )
    page.wait(lambda: page.usable("stress"), "Stress test to be usable again")
    return page.attribute("stress-result", "data-verdict")


def test_the_page_loads_ready(page: EnginePage) -> None:
    assert re.match(r"^Ready \(\d+ ms\)\.$", page.text("status"))
    games = page.evaluate("() => [...document.querySelector('#game').options].map(o => o.value)")
    assert games == list(GAMES)


def test_a_sample_matches_its_expected_output(page: EnginePage) -> None:
    run_bridge_sample(page)
    assert page.text("verdict") == "Accepted: the output matches the expected output."
    assert page.text("output") == BRIDGE["output"]


def test_the_viewer_steps_through_the_engines_story(page: EnginePage) -> None:
    run_bridge_sample(page)
    steps = steps_of("bridge", BRIDGE["input"])
    total = len(steps)

    def shows(position: int) -> None:
        page.wait_for_text("step-index", f"^{position} / {total}$")
        assert page.text("step-title") == steps[position - 1]["title"]
        assert page.text("step-explain") == steps[position - 1]["explain"]

    shows(1)
    page.press("step-next")
    shows(2)
    page.press("step-last")
    shows(total)
    page.press("step-prev")
    shows(total - 1)
    page.press("step-first")
    shows(1)
    assert page.text("table")  # the hand, drawn


def test_a_python_stress_failure_is_shrunk_and_shown_why(page: EnginePage) -> None:
    page.select("solution-language", "python")
    assert stress(page, "cirno", CIRNO_WRONG, runs=60, wait=STRESS_TIMEOUT) == "wrong-answer"
    page.wait_for_text("stress-result", r"Wrong answer on deal \d+ of 60")
    shrunk = page.text("stress-input")
    line = int(re.search(r"first difference is at line (\d+)", page.text("stress-result"))[1])
    page.press("show-why", within="stress-result")
    why = explanation("cirno", shrunk, line)
    page.wait_for_text("step-index", f"^{why.step + 1} / {why.count}$")
    assert page.text("step-explain") == why.shown.explain
    assert "plays DOUBLE" in why.shown.explain
    assert page.value("input") == shrunk
    assert page.text("output") == GAMES["cirno"].judge(shrunk)


def test_the_page_in_chinese(page: EnginePage) -> None:
    page.select("language", "zh-CN")
    try:
        page.wait(lambda: page_language(page) == "zh-CN", "the page to speak Chinese")
        assert page.text("run") == "运行"
        run_bridge_sample(page)
        assert page.text("verdict") == "答案正确：输出与期望输出一致。"
        assert re.match(r"^完成，用时 \d+ 毫秒。$", page.text("status"))
        assert page.text("output") == BRIDGE["output"]
        with i18n.speaking("zh-CN"):
            steps = steps_of("bridge", BRIDGE["input"])
        page.wait_for_text("step-explain", "^" + re.escape(steps[0]["explain"]) + "$")
    finally:
        page.select("language", "en")
    page.wait(lambda: page_language(page) == "en", "the page to speak English again")
    assert page.text("run") == "Run"


def page_language(page: EnginePage) -> str:
    """The language the page says it speaks (Chinese's table loads when first asked for)."""
    return page.evaluate("() => document.documentElement.lang")


def test_a_cpp_program_compiles_and_a_stress_test_catches_its_bug(page: EnginePage) -> None:
    page.select("solution-language", "cpp")
    try:
        verdict = stress(page, "bridge", PLANTED["bridge"], runs=200, wait=COMPILE_TIMEOUT)
        assert verdict == "wrong-answer", page.text("stress-result")
        page.wait_for_text("stress-result", r"Wrong answer on deal \d+ of 200")
        shrunk = page.text("stress-input")
        assert len(GAMES["bridge"].parse(shrunk)) == 1
        assert GAMES["bridge"].judge(shrunk) == "Hand #1: 1 Diamonds\n"
        assert "1 Clubs" in page.text("stress-output")
    finally:
        page.select("solution-language", "python")


# C++ programs that trap, and the words every engine must say for them, though each
# engine names its traps in words of its own (and Chromium's changed over the years).
TRAPPING = [
    (
        "#include <cstdio>\n"
        'int main() { volatile int zero = 0; std::printf("%d\\n", 7 / zero); }\n',
        "It divided an integer by zero.",
    ),
    (
        "int main() { void (*volatile call)() = nullptr; call(); }\n",
        "It called a function through a bad pointer.",
    ),
]


@pytest.mark.parametrize(("program", "words"), TRAPPING)
def test_a_cpp_programs_trap_is_said_in_the_same_words(
    page: EnginePage, program: str, words: str
) -> None:
    runs_to_a_runtime_error(page, program, words)


# How deep each engine lets WebAssembly calls go, as the page says (benchmarks/call_depth.py).
CALL_DEPTHS = {"chromium": "8,000", "firefox": "13,000", "webkit": "48,000"}


def test_a_deep_recursion_is_said_with_this_browsers_depth(page: EnginePage) -> None:
    program = RECURSION % FAR_BEYOND + "int main() { return deep < 0; }\n"
    depth = CALL_DEPTHS[page.name]
    runs_to_a_runtime_error(page, program, f"WebAssembly calls go only about {depth} deep")


def runs_to_a_runtime_error(page: EnginePage, program: str, words: str) -> None:
    """Run the C++ `program` once on Bridge's sample: a runtime error, said in `words`."""
    page.select("solution-language", "cpp")
    try:
        page.select("game", "bridge")
        page.fill("solution", program)
        page.fill("input", BRIDGE["input"])
        page.press("solution-run")
        page.wait_for_text("stress-result", re.escape(words), COMPILE_TIMEOUT)
        assert page.attribute("stress-result", "data-verdict") == "runtime-error"
        page.wait(lambda: page.usable("solution-run"), "Run my solution to be usable again")
    finally:
        page.select("solution-language", "python")


def test_a_reload_with_the_server_down_still_judges(
    page: EnginePage, server: Server, site: str
) -> None:
    """Last: the service worker, in control since the first visit, serves the whole site."""
    page.wait(
        lambda: page.evaluate("() => Boolean(navigator.serviceWorker.controller)"),
        "the service worker to take control",
    )
    hits = dict(server.hits)
    server.down = True
    try:
        page.open(site)
        run_bridge_sample(page)
        assert page.text("verdict") == "Accepted: the output matches the expected output."
    finally:
        server.down = False
    # The browser may check for a new sw.js (and finds none, the server being down).
    asked = {path for path in server.hits if server.hits[path] != hits.get(path)}
    assert asked <= {"/card-judge/sw.js"}
