"""Shrinking Cirno's games as a person would: fewer plays to read, simpler cards, and the crash
of issue 23 (a solution that stops when the last loser's three cards end the deck) shown in
two plays."""

import dataclasses
import io
import random
import sys
from pathlib import Path

import pytest

import cardjudge.games.cirno as cirno
from cardjudge import cli
from cardjudge.dealing import runs
from cardjudge.engine import reached_nothing
from cardjudge.stress import Stress, drive
from cardjudge.verdicts import Outcome, Verdict

SOLUTIONS = Path(__file__).parent / "solutions"
sys.path.insert(0, str(SOLUTIONS))
import cirno_plain  # noqa: E402

GAME = cirno.GAME
TWO_PLAYS = "1 1 4\n{name} A99 A99 A99\nA99 A99 A99 A99\n"  # A99 to 99, then she loses


def plays(text: str) -> int:
    return GAME.measure(GAME.results(text))


def plain(bug: str):
    def run(text: str) -> Outcome:
        try:
            return Outcome(stdout=cirno_plain.judge(text, frozenset([bug])))
        except (SystemExit, IndexError) as error:
            return Outcome(stderr=str(error), status=1)

    return run


def long_games(count: int) -> list[str]:
    """Random games of 40 plays or more whose deck ends with the last loser's cards."""
    found = []
    for seed in range(1000):
        text = cirno.deals.generate(random.Random(seed))
        (result,) = GAME.results(text)
        if result.drawn == len(result.case.deck) and len(result.plays) >= 40:
            found.append(text)
        if len(found) == count:
            return found
    raise AssertionError("too few long games")


def shrunk_from(text: str, run) -> Stress:
    """A stress run whose first deal is `text` (the game dealt as it is, aimed at nothing)."""
    first = dataclasses.replace(
        GAME, edges=(), reached=reached_nothing, generate=lambda rng, size=1.0: text
    )
    stress = Stress(first, 0, 1)
    drive(stress, run)
    return stress


# -- the crash of issue 23 ---------------------------------------------------------------------


@pytest.mark.parametrize("text", long_games(4))
def test_the_deck_guard_crash_shrinks_from_a_long_game_to_two_plays(text: str) -> None:
    stress = shrunk_from(text, plain("last-draw-guard"))
    report = stress.report()
    assert report.verdict is Verdict.RUNTIME_ERROR and plays(report.found) >= 40
    (case,) = cirno.notation.parse(report.failure.input)
    assert report.failure.input == TWO_PLAYS.format(name=case.players[0].name)
    assert report.tries < 30


def test_the_crash_program_is_shrunk_to_two_plays_by_the_command_line(tmp_path: Path) -> None:
    out, err = io.StringIO(), io.StringIO()
    command = [sys.executable, str(SOLUTIONS / "cirno_crash.py")]
    failing = tmp_path / "failing.in"
    status = cli.main(
        ["stress", "cirno", "--runs", "5", "--out", str(failing), "--", *command],
        stdout=out,
        stderr=err,
    )
    assert status == 1, err.getvalue()
    assert "runtime error" in out.getvalue() and "the deck ran out" in out.getvalue()
    assert plays(failing.read_text()) == 2


# -- moves ----------------------------------------------------------------------------------


def test_runs_go_from_halves_to_single_cards_the_last_first() -> None:
    assert list(runs(5, from_end=True)) == [
        (3, 5), (0, 3),  # halves
        (4, 5), (2, 4), (0, 2),  # quarters, as runs of two
        (4, 5), (3, 4), (2, 3), (1, 2), (0, 1),  # single cards
    ]  # fmt: skip
    assert list(runs(1, from_end=True)) == [(0, 1)]
    assert list(runs(0, from_end=True)) == []


@pytest.mark.parametrize("seed", range(20))
def test_a_game_from_a_later_round_plays_as_those_rounds_did(seed: int) -> None:
    (case,) = cirno.notation.parse(cirno.deals.generate(random.Random(seed)))
    result = cirno.rules.play(case)
    lines = cirno.rules.render([result]).splitlines()
    rounds = [i for i, line in enumerate(lines) if line.startswith("Round ")]
    for number in range(2, case.rounds + 1):
        later = cirno.deals.from_round(result, number)
        assert later.rounds == case.rounds - number + 1
        again = cirno.rules.render([cirno.rules.play(later)]).splitlines()
        kept = [line for line in lines[rounds[number - 1] :] if not line.startswith("Round ")]
        assert [line for line in again if not line.startswith("Round ")] == kept


def test_a_player_holding_a99s_is_seated_only_when_the_game_gets_shorter() -> None:
    text = "1 1 6\nSolo A49 E49 E49\nA99 A99 A99 A99 A99 A99\n"  # four plays
    (case,) = cirno.notation.parse(text)
    smaller = list(cirno.deals.shrink(case))
    seated = [game for game in smaller if len(game.players) == 2]
    assert seated and all(len(cirno.rules.play(game).plays) < 4 for game in seated)
    after_her = "2 1 4\nSolo A49 E49 E49\nCirno A99 A99 A99\nA99 A99 A99 A99\n"  # two plays
    assert after_her in [cirno.notation.write([game]) for game in seated]


def test_cards_are_made_a99s_hand_by_hand_then_card_by_card() -> None:
    (case,) = cirno.notation.parse("1 1 6\nSolo A1 A2 A5\nA9 A19 A49 A99 A99 A99\n")
    hands = [game.players[0].hand for game in cirno.deals.simpler_cards(case)]
    assert [" ".join(map(str, hand)) for hand in hands[:4]] == [
        "A99 A99 A99", "A99 A2 A5", "A1 A99 A5", "A1 A2 A99"
    ]  # fmt: skip


# -- mistakes at the rules' edges shrink to a handful of plays -------------------------------

# Mistakes shown in two plays, the fewest a game has: the first player's A99 or A49 and
# the second player's loss.
IN_TWO_PLAYS = {"limit-98", "loser-draws-four", "last-draw-guard"}


@pytest.mark.parametrize("bug", cirno_plain.BUGS)
def test_a_mistake_shrinks_to_a_handful_of_plays(bug: str) -> None:
    report = drive(Stress(GAME, 0, 100), plain(bug))
    assert report.failure is not None
    shrunk = plays(report.failure.input)
    assert shrunk <= min(plays(report.found), 7)
    if bug in IN_TWO_PLAYS:
        assert shrunk == 2
