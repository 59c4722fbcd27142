"""Shrinking Hearts games as a person would: one game of the three, and in it fewer cheats
to follow (a game has its 13 tricks and all 52 cards, so it cannot get shorter)."""

import dataclasses
import random
import sys
from pathlib import Path

import pytest

from cardjudge.engine import reached_nothing
from cardjudge.games.hearts import GAME
from cardjudge.games.hearts.cards import CARDS, TRICKS
from cardjudge.games.hearts.deals import generate, legal_instead, shrink
from cardjudge.games.hearts.notation import parse, write
from cardjudge.games.hearts.rules import play
from cardjudge.stress import Stress, drive
from cardjudge.verdicts import Outcome, Verdict

sys.path.insert(0, str(Path(__file__).parent / "solutions"))
import hearts_plain


def cheats(text: str) -> list[int]:
    return [len(result.cheats) for result in GAME.results(text)]


def plain(bug: str):
    return lambda text: Outcome(stdout=hearts_plain.judge(text, frozenset([bug])))


def shrunk_from(text: str, run) -> Stress:
    """A stress run whose first deal is `text` (dealt as it is, aimed at nothing)."""
    first = dataclasses.replace(
        GAME, edges=(), reached=reached_nothing, generate=lambda rng, size=1.0, **_: text
    )
    stress = Stress(first, 0, 1)
    drive(stress, run)
    return stress


def cheating_games(seed: int, games: int = 3, chance: float = 0.3) -> str:
    return generate(random.Random(seed), games=games, cheat_chance=chance)


# -- moves -----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(10))
def test_every_simpler_game_is_valid_and_has_fewer_cheats(seed: int) -> None:
    (case,) = parse(cheating_games(seed, 1))
    most = len(play(case).cheats)
    simpler = list(shrink(case))
    assert simpler and len(simpler) == len(set(simpler))
    for deal in simpler:
        text = write([deal])
        assert parse(text) == [deal]  # 13 tricks, every card once, C2 first
        assert len(play(deal).cheats) < most


@pytest.mark.parametrize("seed", range(10))
def test_the_first_simpler_game_is_played_by_the_rules_from_the_first_cheat(seed: int) -> None:
    (case,) = parse(cheating_games(seed, 1))
    result = play(case)
    first = min(cheat.trick for cheat in result.cheats)
    simpler = next(shrink(case))
    assert simpler.tricks[: first - 1] == case.tricks[: first - 1]
    assert play(simpler).cheats == ()


def test_a_cheat_made_legal_swaps_two_cards_of_the_cheater() -> None:
    (case,) = parse((Path(__file__).parent / "data" / "hearts" / "example5.in").read_text())
    (cheat,) = play(case).cheats  # player 3's HA on the first trick, holding D3
    legal = legal_instead(case, cheat, CARDS["D3"])
    assert legal.tricks[0] == tuple(CARDS[c] for c in ("C2", "CA", "D3", "CQ"))
    assert play(legal).cheats == ()
    assert write([legal]) in [write([deal]) for deal in shrink(case)]


def test_a_game_without_cheats_has_nothing_simpler() -> None:
    (case,) = parse(generate(random.Random(1), games=1))
    assert list(shrink(case)) == []


def test_a_game_is_measured_in_tricks() -> None:
    assert GAME.measure(GAME.results(cheating_games(2))) == 3 * TRICKS


# -- mistakes shrink to one game and only the cheats they need ------------------------------


# Mistakes that show without any cheat, and those that need one (and only one).
NEED_NO_CHEAT = ("off-suit-wins", "discarded-heart-cheat", "moon-at-25", "moon-by-hearts")
NEED_A_CHEAT = ("moon-cheater-scores", "moon-others-26")


@pytest.mark.parametrize("bug", hearts_plain.BUGS)
def test_a_mistake_shrinks_to_one_game_with_few_cheats(bug: str) -> None:
    report = drive(Stress(GAME, 0, 100), plain(bug))
    assert report.verdict is Verdict.WRONG_ANSWER and report.failure is not None
    (shrunk,) = cheats(report.failure.input)
    assert shrunk <= min(cheats(report.found))
    if bug in NEED_NO_CHEAT:
        assert shrunk == 0
    if bug in NEED_A_CHEAT:
        assert shrunk == 1


@pytest.mark.parametrize("seed", range(4))
def test_three_games_full_of_cheats_shrink_to_one_without_any(seed: int) -> None:
    # The mistake (the highest rank takes the trick, whatever its suit) needs no cheat.
    stress = shrunk_from(cheating_games(seed, chance=0.1), plain("off-suit-wins"))
    report = stress.report()
    assert max(cheats(report.found)) >= 3
    assert cheats(report.failure.input) == [0]
    assert report.tries < 60
