"""A user's C++ program run and judged in the page: Run my solution, Stress
test with shrinking, Show why and Load this input, as for Python; and every
way a program can go wrong (a trap, a hang, a deep recursion, 100 MB of
output) said in words, and a 4 GB allocation a memory limit, after which the
judge still answers.

One page for the whole module, so the compiler starts once; each program is
compiled once (the same text again is a cached build).
"""

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from pagehelp import (
    READY,
    START_TIMEOUT,
    Visit,
    choose,
    click_run,
    find,
    origin_of,
    output_text,
    put_input,
    reloaded_offline,
    sample,
)
from playwright.sync_api import expect

from cardjudge.games import GAMES

SOLUTIONS = Path(__file__).resolve().parents[1] / "solutions" / "cpp"
CIRNO = (SOLUTIONS / "cirno.cpp").read_text(encoding="utf-8")
BRIDGE = (SOLUTIONS / "bridge.cpp").read_text(encoding="utf-8")
PLANTED = {
    "cirno": "#define DIVISION_TOWARD_ZERO\n" + CIRNO,
    "bridge": "#define DIAMONDS_TIE_TO_CLUBS\n" + BRIDGE,
}
BRIDGE_SAMPLE = sample("bridge", "sample1")
COMPILE_TIMEOUT = 180_000  # the first compile downloads and starts the toolchain
STRESS_TIMEOUT = 180_000

# Before main, a correct Bridge program does something heavy; the answer must still come.
BIG_LOCAL_ARRAY = """
#include <cstring>
static int touch_grid() {
    char grid[32 << 20];  // 32 MB on the stack
    memset(grid, 1, sizeof grid);
    int sum = 0;
    for (int i = 0; i < (int)sizeof grid; i += 4096) sum += grid[i];
    return sum;
}
static int touched = touch_grid();
"""
RECURSION = """
static int depth(int n, volatile int *above) {
    volatile int here[4] = {n, n, n, n};
    if (n == 0) return *above;
    return depth(n - 1, here) + here[1] - n + 1;
}
static int top = 0;
static int deep = depth(%d, &top);
"""
# Deep enough for the 64 MB stack, and within the browser's ~8,000 calls.
WITHIN = 6_000
FAR_BEYOND = 1_000_000

OUT_OF_BOUNDS = """
#include <cstdio>
int table[16];
int main() {
    volatile int *far = table + 400000000;
    *far = 1;
    printf("%d\\n", table[0]);
}
"""
ABORT = """
#include <cstdlib>
int main() { abort(); }
"""
HANG = """
int main() {
    volatile unsigned long long spins = 0;
    while (true) spins = spins + 1;
}
"""
FOUR_GB = """
#include <cstdio>
#include <cstring>
int main() {
    unsigned size = 4000000000u;
    char *all = new char[size];
    memset(all, 1, size);
    printf("%p %d\\n", (void *)all, all[size / 2]);
}
"""
SLEEP = """
#include <unistd.h>
int main() { usleep(1000); }
"""
FLOOD = """
#include <cstdio>
int main() {
    static char line[1001];
    for (int i = 0; i < 1000; i++) line[i] = 'x';
    line[1000] = '\\n';
    for (int i = 0; i < 100000; i++) fwrite(line, 1, sizeof line, stdout);
}
"""


@pytest.fixture(scope="module")
def cpp(browser: object, site: str) -> Iterator[Visit]:
    """One page for the module, C++ picked: the toolchain starts once. The
    service worker is in control first, so that the toolchain is kept for offline use."""
    context = browser.new_context()
    seen = Visit(context.new_page(), origin_of(site))
    page = seen.page
    page.goto(site)
    page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    page.wait_for_function("() => Boolean(navigator.serviceWorker.controller)", timeout=30_000)
    page.select_option("[data-testid=solution-language]", "cpp")
    yield seen
    assert seen.foreign_requests() == []
    context.close()


@pytest.fixture
def page(cpp: Visit) -> object:
    page = cpp.page
    page.select_option("[data-testid=solution-language]", "cpp")
    return page


def verdict_of(page, button: str) -> str:
    find(page, button).click()
    result = find(page, "stress-result")
    expect(result).to_have_attribute("data-verdict", re.compile("."), timeout=STRESS_TIMEOUT)
    expect(find(page, button)).to_be_enabled()
    return result.get_attribute("data-verdict")


def stress(
    page, game: str, program: str, runs: int = 30, timeout: float = 2, limits: bool = False
) -> str:
    choose(page, game, program, runs, timeout, limits)
    return verdict_of(page, "stress")


def run_mine(page, game: str, program: str, text: str, timeout: float = 2) -> str:
    choose(page, game, program, timeout=timeout)
    put_input(page, text)
    return verdict_of(page, "solution-run")


def detail(page) -> str:
    return find(page, "stress-result").text_content()


def judge_still_answers(page) -> None:
    page.select_option("[data-testid=game]", "bridge")
    put_input(page, BRIDGE_SAMPLE["input"])
    click_run(page)
    assert output_text(page) == BRIDGE_SAMPLE["output"]


def bridge_doing(before_main: str) -> str:
    """The correct Bridge program, with `before_main` run before its main."""
    return BRIDGE.replace("int main() {", before_main + "\nint main() {", 1)


@pytest.mark.parametrize("game", ["cirno", "bridge"])
def test_a_correct_program_is_accepted_on_every_deal(page, game: str) -> None:
    assert stress(page, game, CIRNO if game == "cirno" else BRIDGE, runs=40) == "accepted"
    expect(find(page, "stress-result")).to_contain_text(
        re.compile(r"Accepted: your program agreed with the judge on all 40 deals")
    )


def test_a_correct_program_passes_the_limits_phase_and_its_memory_shows(page) -> None:
    # Cirno's statement gives no time or memory limit: the report says what is assumed.
    assert stress(page, "cirno", CIRNO, runs=3, limits=True) == "accepted"
    expect(find(page, "stress-at-limits")).to_contain_text(
        re.compile(r"At the statement's limits, 3 deals accepted; the largest \(\d+ plays")
    )
    expect(find(page, "stress-at-limits-program")).to_have_text(
        re.compile(r"^Your program\d+\.\d\d s, \d+(\.\d)? MB at its peak$")
    )
    expect(find(page, "stress-at-limits-statement")).to_have_text(
        re.compile(r"^The statement's limits1 s, 128 MB, assumed \(The statement gives no ")
    )
    expect(find(page, "stress-at-limits-memory")).to_have_text(
        "The memory limit here256 MB (2 × the statement's)"
    )
    expect(find(page, "stress-most-memory")).to_have_text(
        re.compile(r"^The most memory: deal [1-3] \(\d+(\.\d)? MB\)\.$")
    )
    expect(find(page, "stress-result")).not_to_contain_text("Pyodide")


# Right, and it holds 300 MB (past the 256 MB the page allows) on a deck as large as the
# limits deal's: only the limits phase can show it.
CIRNO_HOG = CIRNO.replace(
    "    Game game;\n",
    "    Game game;\n    vector<char> held(k > 100000 ? 300u << 20 : 0, 1);\n",
    1,
)


def test_memory_past_the_limit_at_the_limits_is_a_memory_limit(page) -> None:
    assert CIRNO_HOG != CIRNO
    assert stress(page, "cirno", CIRNO_HOG, runs=3, limits=True) == "memory-limit"
    result = find(page, "stress-result")
    expect(result).to_contain_text(
        re.compile(r"Memory limit exceeded on deal 1 of 3 at the statement's limits \(seed \d+\)\.")
    )
    expect(result).to_contain_text("An allocation failed: it asked for more than the memory limit")
    expect(result).to_contain_text("A smaller deal is within the limits: this one is not shrunk.")


def test_run_my_solution_says_time_and_memory(page) -> None:
    assert run_mine(page, "bridge", BRIDGE, BRIDGE_SAMPLE["input"]) == "accepted"
    expect(find(page, "stress-status")).to_have_text(
        re.compile(
            r"^Your program ran in \d+\.\d\d s and used \d+ MB of memory \(the limit is 256 MB\)\.$"
        )
    )


def test_cirno_planted_bug_is_caught_shrunk_loaded_and_explained(page) -> None:
    assert stress(page, "cirno", PLANTED["cirno"], runs=200) == "wrong-answer"
    result = find(page, "stress-result")
    expect(result).to_contain_text(re.compile(r"Wrong answer on deal \d+ of 200"))
    note = page.locator("#stress-found-note")
    expect(note).to_have_text(re.compile(r"^(Shrunk from|No smaller input)"))
    shrunk = find(page, "stress-input").text_content()
    assert len(GAMES["cirno"].parse(shrunk)) == 1
    answer = GAMES["cirno"].judge(shrunk)
    # The bug shows only where D2 halves an odd p below zero.
    assert re.search(r"used D2,now p=-\d+\.", answer)
    expect(find(page, "stress-output").locator(".diff-line")).to_contain_text("used D2")
    find(page, "stress-load").click()
    assert page.input_value("[data-testid=input]") == shrunk
    assert verdict_of(page, "solution-run") == "wrong-answer"
    find(page, "stress-result").get_by_test_id("show-why").click()
    expect(find(page, "step-explain")).to_contain_text("D2")
    click_run(page)
    assert output_text(page) == answer


def test_bridge_planted_bug_is_shrunk_to_the_one_hand_it_gets_wrong(page) -> None:
    assert stress(page, "bridge", PLANTED["bridge"], runs=200) == "wrong-answer"
    shrunk = find(page, "stress-input").text_content()
    assert len(GAMES["bridge"].parse(shrunk)) == 1
    assert GAMES["bridge"].judge(shrunk) == "Hand #1: 1 Diamonds\n"
    expect(find(page, "stress-output").locator(".diff-line")).to_contain_text("1 Clubs")
    find(page, "stress-load").click()
    assert page.input_value("[data-testid=input]") == shrunk
    judge_still_answers(page)


def test_a_compile_error_is_its_own_verdict_and_the_page_goes_on(page) -> None:
    broken = BRIDGE.replace("int main() {", "int main() { undeclared();")
    assert stress(page, "bridge", broken, runs=5) == "compile-error"
    expect(find(page, "stress-result")).to_contain_text("undeclared")
    judge_still_answers(page)


@pytest.mark.parametrize(
    ("program", "words"),
    [
        (OUT_OF_BOUNDS, "out-of-bounds memory access"),
        (ABORT, "It called abort()."),
        (FLOOD, "It wrote more than 64 MB of output."),
        (SLEEP, "It called poll_oneoff, which programs here do not have"),
    ],
    ids=["out-of-bounds", "abort", "100-MB-output", "a-system-call-not-given"],
)
def test_a_program_that_goes_wrong_is_a_runtime_error_in_words(page, program, words) -> None:
    assert run_mine(page, "bridge", program, BRIDGE_SAMPLE["input"], timeout=10) == "runtime-error"
    said = detail(page)
    assert words in said
    assert "RangeError" not in said and "RuntimeError" not in said
    judge_still_answers(page)


def test_an_allocation_past_the_limit_is_a_memory_limit(page) -> None:
    assert run_mine(page, "bridge", FOUR_GB, BRIDGE_SAMPLE["input"], timeout=10) == "memory-limit"
    said = detail(page)
    assert "Memory limit exceeded on this input." in said
    assert "An allocation failed: it asked for more than the memory limit of 256 MB." in said
    judge_still_answers(page)


def test_recursion_beyond_the_browser_says_where_the_limit_is(page) -> None:
    program = bridge_doing(RECURSION % FAR_BEYOND)
    assert run_mine(page, "bridge", program, BRIDGE_SAMPLE["input"]) == "runtime-error"
    said = detail(page)
    assert re.search(r"about [\d,]+ deep", said)
    assert "the command line has no such limit" in said
    assert "RangeError" not in said
    judge_still_answers(page)


@pytest.mark.parametrize(
    "before_main",
    [BIG_LOCAL_ARRAY, RECURSION % WITHIN],
    ids=["32-MB-local-array", "recursion-within-the-limit"],
)
def test_what_a_judge_allows_on_its_stack_works(page, before_main: str) -> None:
    assert run_mine(page, "bridge", bridge_doing(before_main), BRIDGE_SAMPLE["input"]) == "accepted"
    judge_still_answers(page)


def test_a_hang_ends_at_the_time_limit_and_the_next_run_works(page) -> None:
    assert stress(page, "bridge", HANG, runs=3, timeout=0.5) == "time-limit"
    expect(find(page, "stress-result")).to_contain_text("still running after 0.5 s")
    judge_still_answers(page)
    assert run_mine(page, "bridge", BRIDGE, BRIDGE_SAMPLE["input"]) == "accepted"


def test_stop_ends_a_cpp_stress_test_at_once(page) -> None:
    slow_but_right = bridge_doing(
        "#include <chrono>\nusing Clock = std::chrono::steady_clock;\n"
        "static int slow = [] { auto end = Clock::now() + std::chrono::milliseconds(250);"
        " while (Clock::now() < end) {} return 0; }();"
    )
    choose(page, "bridge", slow_but_right, runs=500)
    find(page, "stress").click()
    status = find(page, "stress-status")
    expect(status).to_have_text(re.compile(r"^Deal [3-9] of 500"), timeout=COMPILE_TIMEOUT)
    find(page, "stress-stop").click()
    expect(find(page, "stress-result")).to_have_attribute("data-verdict", "stopped")
    judge_still_answers(page)


def test_cpp_runs_offline_after_its_first_use(cpp: Visit, server) -> None:
    """Last in this module: the page reloaded with the network off compiles and runs again."""
    page = cpp.page
    with reloaded_offline(page, server):
        expect(find(page, "solution-language")).to_have_value("cpp")
        offline = BRIDGE.replace("int main() {", "int main() { // offline", 1)
        assert run_mine(page, "bridge", offline, BRIDGE_SAMPLE["input"]) == "accepted"
        assert run_mine(page, "bridge", ABORT, BRIDGE_SAMPLE["input"]) == "runtime-error"
        assert "It called abort()." in detail(page)
        judge_still_answers(page)
