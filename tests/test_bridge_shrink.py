"""Shrinking a Bridge deal: one hand, and its spot cards the lowest, as a person would."""

import sys
from pathlib import Path

from cardjudge.games.bridge import GAME
from cardjudge.games.bridge.cards import Hand
from cardjudge.games.bridge.deals import shrink
from cardjudge.games.bridge.notation import parse, write
from cardjudge.games.bridge.rules import value
from cardjudge.stress import Stress, candidates, drive
from cardjudge.verdicts import Outcome, Verdict, judge_run

sys.path.insert(0, str(Path(__file__).parent / "solutions"))
import bridge_independent as independent


def hand(text: str) -> Hand:
    (parsed,) = parse(text)
    return parsed


def test_every_smaller_hand_is_valid_and_values_the_same() -> None:
    original = hand("SA SK ST S8 HQ H9 H7 D6 D5 CJ CT C9 C8")
    simpler = list(shrink(original))
    assert write([simpler[0]]) == "SA SK S3 S2 HQ H3 H2 D3 D2 CJ C4 C3 C2\n"
    assert len(set(simpler)) == len(simpler)
    for smaller in simpler:
        assert parse(write([smaller])) == [smaller]  # 13 different cards
        assert value(smaller) == value(original)
        assert smaller != original


def test_a_hand_of_the_lowest_spot_cards_is_as_simple_as_it_gets() -> None:
    assert list(shrink(hand("SA SK S3 S2 HQ H3 H2 D3 D2 CJ C4 C3 C2"))) == []
    assert list(shrink(hand("SA SK SQ SJ HA HK HQ HJ DA DK DQ DJ CA"))) == []


def test_the_measure_is_the_hands() -> None:
    text = "SA SK S3 S2 HQ H3 H2 D3 D2 CJ C4 C3 C2\n" * 3
    assert GAME.measure(GAME.results(text)) == 3


def failing_shrunk(solve, seed: int = 1) -> str:
    report = drive(Stress(GAME, seed, 100), lambda text: Outcome(stdout=solve(text)))
    assert report.verdict is Verdict.WRONG_ANSWER
    return report.failure.input


def test_a_wrong_solution_is_shrunk_to_one_hand_of_the_lowest_spot_cards() -> None:
    wrong = independent.TwoClubsFromTwentyThree()
    for seed in range(5):
        shrunk = failing_shrunk(wrong.answer, seed)
        (only,) = parse(shrunk)
        assert list(shrink(only)) == []
        assert value(only).hcp == 22 and not value(only).balanced


def test_a_program_that_reads_the_spot_cards_is_shrunk_one_minimal() -> None:
    def wrong_with_a_nine(text: str) -> str:
        right = GAME.judge(text)
        return right.replace("Hand", "Hnad") if any(w[1] == "9" for w in text.split()) else right

    shrunk = failing_shrunk(wrong_with_a_nine)
    cards = shrunk.split()
    assert len(cards) == 13 and [card[1] for card in cards].count("9") == 1
    for smaller in candidates(GAME, parse(shrunk)):
        text = GAME.write(smaller)
        verdict = judge_run(GAME.judge(text), Outcome(stdout=wrong_with_a_nine(text))).verdict
        assert verdict is Verdict.ACCEPTED, text
