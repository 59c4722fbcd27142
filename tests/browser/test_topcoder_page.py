"""The page's panel for TopCoder's form and for C: a Hearts class with no main (Python
or C++, with or without CUT HERE sections) runs through the judge's driver, says so in
a note, and is accepted; a planted mistake in it is caught and shrunk; a C program is
compiled as C, its planted mistake caught; a malloc past the limit is a memory limit.

One page for the module, so the compiler starts once.
"""

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from pagehelp import READY, START_TIMEOUT, Visit, find, origin_of, put_input
from playwright.sync_api import expect

from cardjudge.games import GAMES

SOLUTIONS = Path(__file__).resolve().parents[1] / "solutions"
PYTHON = (SOLUTIONS / "topcoder" / "hearts.py").read_text(encoding="utf-8")
CPP = (SOLUTIONS / "topcoder" / "hearts.cpp").read_text(encoding="utf-8")
C = (SOLUTIONS / "c" / "hearts.c").read_text(encoding="utf-8")
GREED_HARNESS = """
# CUT begin
if __name__ == "__main__":
    print(HeartsGame().score(input().split(",")))
# CUT end
"""
SAMPLE = (Path(__file__).resolve().parents[1] / "data" / "hearts" / "example0.in").read_text()
TIMEOUT = 240_000  # the first compile downloads and starts the toolchain
NOTE = "TopCoder form: class HeartsGame, run through the judge's driver"
# malloc past the 256 MB limit: it returns NULL, and the program goes on as if it had not.
PAST_THE_LIMIT = """
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    char *cards = malloc(300u << 20);
    if (!cards) cards = (char *)16;
    cards[0] = 1;
    printf("{\\"6\\", \\"0\\", \\"20\\", \\"0\\"}\\n");
    return 0;
}
"""
# Small allocations, one after another, until none is left (kept in a volatile: clang
# may take an allocation whose pointer is never used for one that cannot fail).
GROWING = """
#include <stdio.h>
#include <stdlib.h>
char *volatile last;
int main(void) {
    long taken = 0;
    while ((last = malloc(1 << 20)) != NULL) taken++;
    printf("%ld\\n", taken);
    return 0;
}
"""


@pytest.fixture(scope="module")
def visit(browser: object, site: str) -> Iterator[Visit]:
    context = browser.new_context()
    seen = Visit(context.new_page(), origin_of(site))
    seen.page.goto(site)
    seen.page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    seen.page.select_option("[data-testid=game]", "hearts")
    yield seen
    assert seen.foreign_requests() == []
    context.close()


@pytest.fixture
def page(visit: Visit) -> object:
    return visit.page


def verdict(page, language: str, program: str, button: str = "stress", runs: int = 60) -> str:
    page.select_option("[data-testid=solution-language]", language)
    page.fill("[data-testid=solution]", program)
    page.fill("[data-testid=stress-runs]", str(runs))
    page.fill("[data-testid=stress-timeout]", "5")
    page.set_checked("[data-testid=stress-limits]", False)  # test_limits_page.py tests it
    find(page, button).click()
    result = find(page, "stress-result")
    expect(result).to_have_attribute("data-verdict", re.compile("."), timeout=TIMEOUT)
    expect(find(page, button)).to_be_enabled()
    return result.get_attribute("data-verdict")


def seeded(page, seed: int) -> None:
    """Make the page's next stress test deal from `seed` (it draws one at random).

    The planted mistakes below differ from the judge only when the Queen of Spades played
    on the first trick is the player's only cheat. A seed whose random deals reach that
    edge with another cheat beside it aims at it only after every other edge: seed 3
    catches the Python one on deal 42. Seed 0 catches both on deal 10, so a run is short
    (`cardjudge stress hearts --seed 0`)."""
    page.evaluate(
        """(seed) => {
          const draw = crypto.getRandomValues.bind(crypto);
          crypto.getRandomValues = (array) => {
            crypto.getRandomValues = draw;
            array[0] = seed;
            return array;
          };
        }""",
        seed,
    )


def shrunk_to_one_game(page) -> str:
    shrunk = find(page, "stress-input").text_content()
    assert len(GAMES["hearts"].parse(shrunk)) == 1
    return shrunk


@pytest.mark.parametrize(
    ("language", "program", "cut"),
    [
        ("python", PYTHON, False),
        ("python", PYTHON + GREED_HARNESS, True),
        ("cpp", CPP, True),
        ("cpp", CPP[: CPP.index("// BEGIN CUT HERE")], False),
    ],
    ids=["python", "python-greed-cut", "cpp-cut-here", "cpp-plain"],
)
def test_a_class_in_topcoders_form_is_run_through_the_driver_and_accepted(
    page, language: str, program: str, cut: bool
) -> None:
    assert verdict(page, language, program) == "accepted"
    note = find(page, "topcoder-note")
    expect(note).to_be_visible()
    expect(note).to_have_text(
        NOTE + ("; CUT HERE sections dropped." if cut else "."),
    )


def test_a_program_of_its_own_gets_no_note(page) -> None:
    program = (SOLUTIONS / "hearts_plain.py").read_text(encoding="utf-8")
    assert verdict(page, "python", program, runs=5) == "accepted"
    expect(find(page, "topcoder-note")).to_be_hidden()


def test_the_note_is_said_in_chinese(page) -> None:
    assert verdict(page, "cpp", CPP, runs=3) == "accepted"
    page.select_option("[data-testid=language]", "zh-CN")
    try:
        expect(find(page, "topcoder-note")).to_have_text(
            "TopCoder 格式：类 HeartsGame，通过评测的驱动程序运行；已去掉 CUT HERE 段落。"
        )
        page.locator("#solution-panel").screenshot(path="/tmp/topcoder-note-zh.png")
    finally:
        page.select_option("[data-testid=language]", "en")
    page.locator("#solution-panel").screenshot(path="/tmp/topcoder-note-en.png")


@pytest.mark.parametrize(
    ("language", "program", "mistake"),
    [
        ("cpp", CPP, ("first && points(card) > 0", "first && card[0] == 'H'")),
        ("python", PYTHON, ("scoring = self.points(card) > 0", "scoring = card[0] == 'H'")),
    ],
    ids=["cpp", "python"],
)
def test_a_planted_mistake_in_the_class_is_caught_and_shrunk(
    page, language: str, program: str, mistake: tuple[str, str]
) -> None:
    assert mistake[0] in program
    seeded(page, 0)
    assert verdict(page, language, program.replace(*mistake), runs=100) == "wrong-answer"
    expect(find(page, "stress-result")).to_contain_text("(seed 0)")
    expect(find(page, "topcoder-note")).to_be_visible()
    shrunk = shrunk_to_one_game(page)
    assert "SQ" in shrunk.splitlines()[0]  # the Queen of Spades on the first trick


def test_c_is_compiled_as_c_and_its_planted_mistake_caught(page) -> None:
    assert verdict(page, "c", C, runs=40) == "accepted"
    expect(find(page, "solution-flags")).to_have_text("-x c -std=gnu17 -O2, memory limit 256 MB")
    expect(find(page, "topcoder-note")).to_be_hidden()
    planted = "#define QUEEN_FREE_FIRST_TRICK\n" + C
    assert verdict(page, "c", planted, runs=100) == "wrong-answer"
    # A point card on the first trick: the Queen taken for free, or a heart beside her.
    assert re.search(r"SQ|H", shrunk_to_one_game(page).splitlines()[0])


def test_c_that_is_not_cpp_compiles_as_c(page) -> None:
    program = "#include <stdio.h>\nint main(void) { int new = 1, class = 1; return new - class; }\n"
    put_input(page, SAMPLE)
    assert verdict(page, "c", program, button="solution-run") == "wrong-answer"


@pytest.mark.parametrize("program", [PAST_THE_LIMIT, GROWING], ids=["300-MB", "1-MB-at-a-time"])
def test_a_malloc_past_the_limit_is_a_memory_limit(page, program: str) -> None:
    put_input(page, SAMPLE)
    assert verdict(page, "c", program, button="solution-run") == "memory-limit"
    result = find(page, "stress-result")
    expect(result).to_contain_text("Memory limit exceeded on this input.")
    expect(result).to_contain_text("An allocation failed: it asked for more than the memory limit")


def test_a_stress_test_names_the_memory_limit_and_shrinks_the_deal(page) -> None:
    assert verdict(page, "c", PAST_THE_LIMIT, runs=20) == "memory-limit"
    expect(find(page, "stress-result")).to_contain_text(
        re.compile(r"Memory limit exceeded on deal 1 of 20")
    )
    shrunk_to_one_game(page)


def test_programs_are_kept_per_language(page) -> None:
    page.select_option("[data-testid=solution-language]", "c")
    page.fill("[data-testid=solution]", "/* C */")
    page.select_option("[data-testid=solution-language]", "cpp")
    page.fill("[data-testid=solution]", "// C++")
    page.select_option("[data-testid=solution-language]", "c")
    expect(find(page, "solution")).to_have_value("/* C */")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    page.select_option("[data-testid=game]", "hearts")
    expect(find(page, "solution-language")).to_have_value("c")
    expect(find(page, "solution")).to_have_value("/* C */")
