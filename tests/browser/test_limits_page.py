"""The page shows each game's statement limits with its summary, in the reader's
language, and judges a deal at the limits exactly as the command line does."""

import io
import re

from pagehelp import find, run
from playwright.sync_api import expect

from cardjudge.cli import main
from cardjudge.games import GAMES


def cli_answer(game: str, text: str, tmp_path) -> str:
    path = tmp_path / f"{game}.in"
    path.write_text(text, encoding="utf-8")
    out = io.StringIO()
    assert main([game, str(path)], stdout=out, stderr=io.StringIO()) == 0
    return out.getvalue()


def test_the_limits_are_shown_under_the_summary_for_each_game(shared) -> None:
    page = shared.page
    limits = find(page, "game-limits")
    page.select_option("[data-testid=game]", "uno")
    expect(limits).to_have_text(
        "T, the number of rounds: at most 100\nTime limit: 1 s · Memory limit: 128 MB"
    )
    page.select_option("[data-testid=game]", "cirno")
    expect(limits).to_contain_text("k, the number of deck cards: at most 300,000")
    expect(limits).to_contain_text("Time limit: 1 s (assumed)")
    expect(limits).to_contain_text("The statement gives no time or memory limit")


def test_the_limits_are_said_in_chinese(open_site) -> None:
    page = open_site().page
    page.select_option("[data-testid=game]", "hearts")
    page.select_option("[data-testid=language]", "zh-CN")
    limits = find(page, "game-limits")
    expect(limits).to_contain_text("时间限制：2 秒（假定）")
    expect(limits).to_contain_text("TopCoder")
    page.select_option("[data-testid=game]", "bridge")
    expect(limits).to_contain_text("最多 100,000")


def test_the_pages_answer_to_a_deal_at_the_limits_is_the_clis(shared, tmp_path) -> None:
    # The output pane draws a long answer a screenful at a time: Download gives it whole.
    page = shared.page
    for game in ("uno", "cirno"):
        text = GAMES[game].deal(3, at_limits=True)
        run(page, game, text)
        expect(find(page, "download")).to_be_enabled()
        with page.expect_download() as download:
            page.click("[data-testid=download]")
        saved = tmp_path / "answer.txt"
        download.value.save_as(saved)
        assert saved.read_bytes() == cli_answer(game, text, tmp_path).encode()


# -- the limits phase of a stress test -------------------------------------------------
# UNO is the cheapest game to test it on: its deal at the limits (100 rounds, 32 kB) is
# dealt and judged in well under a second, where Cirno's (300,000 cards) takes many.

# Correct: our own judge, which the program's worker can import.
UNO_RIGHT = """
import sys
from cardjudge.games import GAMES

sys.stdout.write(GAMES["uno"].judge(sys.stdin.read()))
"""

# Right on every input, and quadratic in the number of rounds: every round is played again
# from the first one (the answer to rounds 1..i, kept for round i), as a program that
# rescans everything it read on each step does. A few rounds, as the stress deals have,
# take no time; the 100 rounds of a deal at the limits take 50 times the judge's time.
UNO_QUADRATIC = """
import sys
from cardjudge.games import GAMES

game = GAMES["uno"]
rounds = game.parse(sys.stdin.read())
answer = ""
for last in range(1, len(rounds) + 1):
    answer = game.judge(game.write(rounds[:last]))
sys.stdout.write(answer)
"""

# Right, and it holds 300 MB on an input as long as a deal at the limits, past the 256 MB
# the phase allows (twice the statement's 128 MB).
UNO_HOG = """
import sys
from cardjudge.games import GAMES

text = sys.stdin.read()
held = bytearray(300 * 2**20) if len(text) > 20_000 else b""
sys.stdout.write(GAMES["uno"].judge(text))
"""

STRESS_TIMEOUT = 180_000


def start_uno(page, program: str, runs: int, limits: bool = True) -> None:
    """Start a stress test of `program` on UNO with the limits box as given."""
    page.select_option("[data-testid=game]", "uno")
    page.fill("[data-testid=solution]", program)
    page.fill("[data-testid=stress-runs]", str(runs))
    page.fill("[data-testid=stress-timeout]", "2")
    page.set_checked("[data-testid=stress-limits]", limits)
    find(page, "stress").click()


def stress_uno(page, program: str, runs: int, limits: bool = True) -> str:
    """Stress-test `program` on UNO with the limits box as given; the verdict shown."""
    start_uno(page, program, runs, limits)
    result = find(page, "stress-result")
    expect(result).to_have_attribute("data-verdict", re.compile("."), timeout=STRESS_TIMEOUT)
    expect(find(page, "stress")).to_be_enabled()
    return result.get_attribute("data-verdict")


def test_the_limits_box_is_checked_by_default_and_said_in_chinese(open_site) -> None:
    page = open_site().page
    box = find(page, "stress-limits")
    expect(box).to_be_checked()
    expect(page.get_by_label("Then test at the statement's limits")).to_be_visible()
    page.select_option("[data-testid=language]", "zh-CN")
    expect(page.get_by_label("然后按题面上限测试")).to_be_checked()


# Every text the stress panel's status line says from now on, kept in order.
STATUS_WATCH = """() => {
  const status = document.querySelector("[data-testid=stress-status]");
  window.cardJudgeStatuses = [];
  new MutationObserver(() => window.cardJudgeStatuses.push(status.textContent)).observe(
    status, { childList: true, characterData: true, subtree: true },
  );
}"""


def test_a_correct_program_passes_the_limits_phase_and_its_figures_show(shared) -> None:
    page = shared.page
    page.select_option("[data-testid=game]", "uno")
    page.fill("[data-testid=solution]", UNO_RIGHT)
    page.fill("[data-testid=stress-runs]", "4")
    page.set_checked("[data-testid=stress-limits]", True)
    page.evaluate(STATUS_WATCH)
    find(page, "stress").click()
    result = find(page, "stress-result")
    expect(result).to_have_attribute("data-verdict", "accepted", timeout=STRESS_TIMEOUT)
    # The phase's progress, said while it ran (a run of a few hundredths of a second, in a
    # Python started beforehand, may show it only that long: every status said is kept).
    said = page.evaluate("window.cardJudgeStatuses")
    alone = re.compile(r"^Deal [1-3] of 3 at the statement's limits, alone, time limit \d")
    assert any(alone.search(status) for status in said), said
    expect(result).to_contain_text(
        re.compile(r"Accepted: your program agreed with the judge on all 4 deals")
    )
    figures = find(page, "stress-at-limits")
    expect(figures).to_be_visible()
    expect(figures).to_contain_text(
        re.compile(
            r"At the statement's limits, 3 deals accepted; the largest \(.+, [\d,]+ characters\):"
        )
    )
    expect(find(page, "stress-at-limits-program")).to_have_text(
        re.compile(r"^Your program\d+\.\d\d s, \d+(\.\d)? MB at its peak$")
    )
    expect(find(page, "stress-at-limits-judge")).to_have_text(
        re.compile(
            r"^This judge, in this page\d+\.\d\d s: your program took \d+\.\d\d times as long$"
        )
    )
    expect(find(page, "stress-at-limits-statement")).to_have_text(
        "The statement's limits1 s, 128 MB, as stated"
    )
    expect(find(page, "stress-at-limits-time")).to_have_text(
        re.compile(r"^The time limit here\d+\.\d+ s \(the larger of 3 × the statement's and 20 ×")
    )
    expect(find(page, "stress-at-limits-memory")).to_have_text(
        "The memory limit here256 MB (2 × the statement's)"
    )
    expect(find(page, "stress-slowest")).to_have_text(
        re.compile(r"^The slowest deal: [1-4] \((\d+\.\d\d s|\d+ ms)\)\.$")
    )
    expect(find(page, "stress-most-memory")).to_have_text(
        "Memory is measured here only at the statement's limits."
    )
    # In Chinese, from the same report.
    page.select_option("[data-testid=language]", "zh-CN")
    expect(find(page, "stress-at-limits-statement")).to_have_text(
        "题面的限制1 秒，128 MB，题面给出"
    )
    page.select_option("[data-testid=language]", "en")


def test_the_deals_at_the_limits_are_dealt_beside_the_run(shared) -> None:
    """A second judge's worker (started at the first such run, kept for the next) deals the
    limits phase while the run goes on, and the run takes every deal from it (here, where
    the machine has a core to spare); the report is the run's as before."""
    page = shared.page
    assert page.evaluate("navigator.hardwareConcurrency") >= 2
    starts = "performance.getEntriesByName('card-judge:worker.py-start').length"
    # The reports the judge's worker answers, as the page parses them.
    page.evaluate(
        """() => {
          const parse = (window.cardJudgeParse = JSON.parse);
          window.cardJudgeReports = [];
          JSON.parse = (text, ...rest) => {
            const value = parse(text, ...rest);
            if (value?.report) window.cardJudgeReports.push(value.report);
            return value;
          };
        }"""
    )
    try:
        assert stress_uno(page, UNO_RIGHT, runs=3) == "accepted"
        reports = page.evaluate("window.cardJudgeReports")
    finally:
        page.evaluate("() => { JSON.parse = window.cardJudgeParse; }")
    assert page.evaluate(starts) >= 2  # the judge's worker and the dealer's
    (report,) = [report for report in reports if report.get("limits_dealt")]
    assert (report["limits_dealt"], report["limits_handed"]) == (3, 3)


def test_a_planted_quadratic_mistake_is_a_time_limit_at_the_limits(shared) -> None:
    page = shared.page
    assert stress_uno(page, UNO_QUADRATIC, runs=4) == "time-limit"
    result = find(page, "stress-result")
    expect(result).to_contain_text(
        re.compile(r"Time limit exceeded on deal 1 of 3 at the statement's limits \(seed \d+\)\.")
    )
    expect(find(page, "stress-too-slow")).to_have_text(
        re.compile(
            r"^Your program was still running after \d+\.\d+ s, the time limit here: more than "
            r"\d+ times the judge's \d+\.\d\d s on this deal \(in this page\)\.$"
        )
    )
    expect(result).to_contain_text("A smaller deal is within the limits: this one is not shrunk.")
    expect(find(page, "stress-at-limits")).to_contain_text(
        re.compile(r"At the statement's limits, deal 1 of 3 \(.+, [\d,]+ characters\):")
    )
    expect(find(page, "stress-at-limits-program")).to_have_text(
        re.compile(r"^Your programkilled at \d+\.\d+ s")
    )
    expect(find(page, "stress-at-limits-judge")).to_contain_text("your program took more than")
    # The deal is there to load, its start shown (it is long).
    expect(page.locator("#stress-found-note")).to_have_text("The deal at the statement's limits:")
    expect(find(page, "stress-input")).to_contain_text("characters in all")
    expect(find(page, "stress-load")).to_be_visible()


def test_memory_past_the_limit_at_the_limits_is_a_memory_limit(shared) -> None:
    page = shared.page
    assert stress_uno(page, UNO_HOG, runs=3) == "memory-limit"
    result = find(page, "stress-result")
    expect(result).to_contain_text(
        re.compile(r"Memory limit exceeded on deal 1 of 3 at the statement's limits \(seed \d+\)\.")
    )
    expect(result).to_contain_text(
        re.compile(r"Its peak memory was 3\d\d\.\d MB, past the memory limit here of 256 MB\.")
    )
    expect(result).to_contain_text("A smaller deal is within the limits: this one is not shrunk.")
    expect(find(page, "stress-at-limits-program")).to_have_text(
        re.compile(r"^Your program\d+\.\d\d s, 3\d\d(\.\d)? MB at its peak$")
    )
    expect(find(page, "stress-compare")).to_be_hidden()


def test_unchecking_the_box_skips_the_limits_phase(shared) -> None:
    # The quadratic program, a time limit at the limits, is accepted on the deals alone.
    page = shared.page
    assert stress_uno(page, UNO_QUADRATIC, runs=4, limits=False) == "accepted"
    expect(find(page, "stress-result")).to_contain_text(
        re.compile(r"Accepted: your program agreed with the judge on all 4 deals")
    )
    expect(find(page, "stress-at-limits")).to_be_hidden()
    expect(find(page, "stress-slowest")).to_be_visible()


def test_stop_during_the_limits_phase_ends_it_at_once(shared) -> None:
    # The quadratic program takes seconds on a deal at the limits: Stop while it runs.
    page = shared.page
    start_uno(page, UNO_QUADRATIC, runs=3)
    expect(find(page, "stress-status")).to_have_text(
        re.compile(r"^Deal 1 of 3 at the statement's limits"), timeout=STRESS_TIMEOUT
    )
    find(page, "stress-stop").click()
    result = find(page, "stress-result")
    expect(result).to_have_attribute("data-verdict", "stopped")
    expect(result).to_contain_text("Stopped after 3 of 3 deals")
    expect(find(page, "stress-stop")).to_be_hidden()
    expect(find(page, "stress")).to_be_enabled()
    # The page goes on: the same program, the phase skipped, is accepted.
    assert stress_uno(page, UNO_QUADRATIC, runs=3, limits=False) == "accepted"
