"""The "Test your solution" panel: a user's Python program, run once or stress-tested.

Each verdict is reached through the page as a user would: paste a program,
press a button, read the result. After every bad run (a crash, a hang, a
runaway allocation) the judge must still answer.
"""

import re

from pagehelp import (
    READY,
    START_TIMEOUT,
    choose,
    click_run,
    find,
    output_text,
    put_input,
    sample,
)
from playwright.sync_api import expect

from cardjudge.games import GAMES

UNO = sample("uno", "sample1")
BRIDGE = sample("bridge", "sample1")
STRESS_TIMEOUT = 120_000

# Correct: our own judge, which the program's worker can import.
CORRECT = """
import sys
from cardjudge.games import GAMES

sys.stdout.write(GAMES[{game!r}].judge(sys.stdin.read()))
"""

# Wrong whenever a player plays DOUBLE: says PASS instead.
CIRNO_WRONG = """
import sys
from cardjudge.games import GAMES


def main():
    answer = GAMES["cirno"].judge(sys.stdin.read())
    print(answer.replace("used DOUBLE", "used PASS"), end="")


if __name__ == "__main__":
    main()
"""

# Wrong on every hand that opens 1 Clubs.
BRIDGE_WRONG = """
from cardjudge.games import GAMES
import sys

for line in GAMES["bridge"].judge(sys.stdin.read()).splitlines():
    print(line.replace(": 1 Clubs", ": 1 Diamonds"))
"""


def stress(
    page, game: str, program: str, runs: int = 30, timeout: float = 2, limits: bool = False
) -> str:
    """Stress-test `program`; the verdict shown at the end."""
    choose(page, game, program, runs, timeout, limits)
    find(page, "stress").click()
    result = find(page, "stress-result")
    expect(result).to_have_attribute("data-verdict", re.compile("."), timeout=STRESS_TIMEOUT)
    expect(find(page, "stress")).to_be_enabled()
    return result.get_attribute("data-verdict")


def run_mine(page, game: str, program: str, text: str, timeout: float = 2) -> str:
    """Run `program` once on `text`; the verdict shown."""
    choose(page, game, program, timeout=timeout)
    put_input(page, text)
    find(page, "solution-run").click()
    result = find(page, "stress-result")
    expect(result).to_have_attribute("data-verdict", re.compile("."), timeout=STRESS_TIMEOUT)
    expect(find(page, "solution-run")).to_be_enabled()
    return result.get_attribute("data-verdict")


def judge_still_answers(page) -> None:
    page.select_option("[data-testid=game]", "bridge")
    put_input(page, BRIDGE["input"])
    click_run(page)
    assert output_text(page) == BRIDGE["output"]


def test_run_my_solution_accepts_a_correct_program(shared) -> None:
    page = shared.page
    assert run_mine(page, "uno", CORRECT.format(game="uno"), UNO["input"]) == "accepted"
    expect(find(page, "stress-result")).to_contain_text("Accepted")
    expect(find(page, "stress-input")).to_be_hidden()


def test_run_my_solution_marks_the_first_difference(shared) -> None:
    page = shared.page
    program = "print('Case #1: Winner is nobody!')\n"
    assert run_mine(page, "uno", program, UNO["input"]) == "wrong-answer"
    result = find(page, "stress-result")
    expect(result).to_contain_text("The first difference is at line 1, column 20")
    expect(find(page, "stress-answer").locator(".diff-line")).to_have_text(
        re.compile(r"^1" + re.escape(UNO["output"].splitlines()[0]) + "$")
    )
    expect(find(page, "stress-output").locator("mark.diff")).to_have_text("n")


def test_run_my_solution_on_a_bad_input_shows_the_error_beside_the_input(shared) -> None:
    page = shared.page
    choose(page, "bridge", CORRECT.format(game="bridge"))
    put_input(page, "SA SK ZZ")
    find(page, "solution-run").click()
    expect(find(page, "error")).to_contain_text("input:1:7:")
    expect(find(page, "stress-status")).to_have_text(re.compile("^The input has an error"))


def test_stress_accepts_a_correct_program(shared) -> None:
    page = shared.page
    assert stress(page, "hearts", CORRECT.format(game="hearts"), runs=8) == "accepted"
    expect(find(page, "stress-result")).to_contain_text(
        re.compile(r"Accepted: your program agreed with the judge on all 8 deals \(seed \d+\)")
    )


def test_stress_shrinks_a_cirno_failure_and_loads_it(shared) -> None:
    page = shared.page
    assert stress(page, "cirno", CIRNO_WRONG, runs=60) == "wrong-answer"
    result = find(page, "stress-result")
    expect(result).to_contain_text(re.compile(r"Wrong answer on deal \d+ of 60 \(seed \d+\)"))
    expect(result).to_contain_text("expected “")
    shrunk = find(page, "stress-input").text_content()
    assert len(GAMES["cirno"].parse(shrunk)) == 1
    answer = GAMES["cirno"].judge(shrunk)
    assert "used DOUBLE" in answer
    expect(find(page, "stress-answer").locator(".diff-line")).to_contain_text("used DOUBLE")
    expect(find(page, "stress-output").locator(".diff-line")).to_contain_text("used PASS")
    find(page, "stress-load").click()
    assert page.input_value("[data-testid=input]") == shrunk
    click_run(page)
    assert output_text(page) == answer


def test_stress_keeps_only_the_failing_hand(shared) -> None:
    page = shared.page
    assert stress(page, "bridge", BRIDGE_WRONG, runs=100) == "wrong-answer"
    shrunk = find(page, "stress-input").text_content()
    assert len(GAMES["bridge"].parse(shrunk)) == 1
    assert GAMES["bridge"].judge(shrunk) == "Hand #1: 1 Clubs\n"


def test_a_crash_is_a_runtime_error_with_its_traceback(shared) -> None:
    page = shared.page
    program = "import sys\nwords = sys.stdin.read().split()\nprint(words[1000])\n"
    assert stress(page, "uno", program, runs=5) == "runtime-error"
    result = find(page, "stress-result")
    expect(result).to_contain_text("It raised IndexError.")
    expect(result).to_contain_text('File "solution.py", line 3, in <module>')
    expect(result).to_contain_text("IndexError: list index out of range")
    judge_still_answers(page)


def test_a_hang_is_a_time_limit_and_the_page_goes_on(shared) -> None:
    page = shared.page
    assert stress(page, "bridge", "while True:\n    pass\n", runs=5, timeout=0.5) == "time-limit"
    expect(find(page, "stress-result")).to_contain_text("still running after 0.5 s")
    judge_still_answers(page)
    assert run_mine(page, "uno", CORRECT.format(game="uno"), UNO["input"]) == "accepted"


def test_a_program_that_allocates_without_bound_ends_in_a_clear_error(shared) -> None:
    page = shared.page
    hog = "chunks = []\nwhile True:\n    chunks.append(bytearray(200 * 2**20))\n"
    verdict = run_mine(page, "uno", hog, UNO["input"], timeout=20)
    assert verdict == "runtime-error"
    expect(find(page, "stress-result")).to_contain_text("It ran out of memory (MemoryError).")
    judge_still_answers(page)
    assert run_mine(page, "uno", CORRECT.format(game="uno"), UNO["input"]) == "accepted"


def test_stop_ends_a_stress_test_at_once(shared) -> None:
    page = shared.page
    slow_but_right = "import time\ntime.sleep(0.3)\n" + CORRECT.format(game="uno")
    choose(page, "uno", slow_but_right, runs=500)
    find(page, "stress").click()
    status = find(page, "stress-status")
    expect(status).to_have_text(re.compile(r"^Deal [3-9] of 500"), timeout=30_000)
    find(page, "stress-stop").click()
    result = find(page, "stress-result")
    expect(result).to_have_attribute("data-verdict", "stopped")
    expect(result).to_contain_text(re.compile(r"Stopped after \d+ of 500 deals"))
    expect(find(page, "stress-stop")).to_be_hidden()
    judge_still_answers(page)


def test_program_output_is_shown_as_text(shared) -> None:
    page = shared.page
    hostile = "print('<img src=x onerror=alert(1)><script>alert(2)</script>')\n"
    dialogs = []
    page.on("dialog", lambda dialog: dialogs.append(dialog.message))
    assert run_mine(page, "uno", hostile, UNO["input"]) == "wrong-answer"
    output = find(page, "stress-output")
    expect(output).to_contain_text("<img src=x onerror=alert(1)><script>alert(2)</script>")
    assert output.locator("img, script").count() == 0
    assert dialogs == []


def test_the_program_is_kept_per_game_across_reloads(visit) -> None:
    page = visit.page
    page.select_option("[data-testid=game]", "cirno")
    page.fill("[data-testid=solution]", CIRNO_WRONG)
    page.select_option("[data-testid=game]", "uno")
    page.fill("[data-testid=solution]", "print('uno')\n")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    page.select_option("[data-testid=game]", "cirno")
    assert page.input_value("[data-testid=solution]") == CIRNO_WRONG
    page.select_option("[data-testid=game]", "uno")
    assert page.input_value("[data-testid=solution]") == "print('uno')\n"
