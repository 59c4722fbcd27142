"""Cirno's rule edges: what hand-built games reach, and the contestants' mistakes at each edge
that the stress test's first deals catch (made by a plain solution written from the statement,
tests/solutions/cirno_plain.py, which must first agree with the judge)."""

import functools
import sys
from pathlib import Path

import planted
import pytest

import cardjudge.games.cirno as cirno
from cardjudge.verdicts import Outcome

sys.path.insert(0, str(Path(__file__).parent / "solutions"))
import cirno_plain

DATA = Path(__file__).parent / "data" / "cirno"
GAME = cirno.GAME
# The edges a small game reaches: all but those of scale (the largest deck), which only
# the game at the limits reaches (tests/test_limits.py, tests/test_edges.py).
AIMED = GAME.aimed_edge_names


def reached(text: str) -> set[str]:
    (result,) = GAME.results(text)
    return set(cirno.edges.reached(result))


def game(players: str, deck: str, rounds: int = 1) -> str:
    lines = [line.strip() for line in players.strip().splitlines()]
    return f"{len(lines)} {rounds} {len(deck.split())}\n" + "\n".join(lines) + f"\n{deck}\n"


# -- what a game reaches -----------------------------------------------------------------


def test_sample_1_reaches_what_its_explanation_tells() -> None:
    assert reached((DATA / "sample1.in").read_text(encoding="utf-8")) == {
        "play-addition",  # JoesSR's A99, though she holds PASS
        "basic-before-counter",
        "play-division",  # D2 at 99
        "division-positive-odd",
        "play-fixed-value",  # E49 at 49 (over B9 at 40)
        "play-multiplication",  # C2 at 49, tied with A49 at 98
        "tie-largest-mul-add",
        "play-subtraction",
        "p-exactly-99",
        "counter-all-basic-lose",  # Cirno's DOUBLE: A19 and A49 would pass 99
        "play-double",
        "play-pass",  # JoesSR's PASS under DOUBLE passes it on to Cirno
        "double-passed-by-pass",
        "double-first-loses",  # Cirno's first card under DOUBLE
        "round-lost",
        "deck-exactly-used",
    }


@pytest.mark.parametrize(
    ("players", "deck", "rounds", "edges"),
    [
        (  # DOUBLE under DOUBLE, then two cards smallest first
            "Ann DOUBLE DOUBLE DOUBLE\nBea DOUBLE A99 A99\nCat A1 A2 A5",
            "A99 A99 A1 A99 A99 A99 A99 A99",
            1,
            {"double-does-not-stack", "double-smallest", "double-second-card", "counter-only"},
        ),
        (  # TURN, then a second round that starts with the loser, clockwise again
            "Ann A1 A1 A1\nBea TURN A99 A99\nCat A99 A99 A99",
            "A1 A99 A99 A1 A1 A1 A99 A99 A99 A99 A99",
            2,
            {"play-turn", "round-starts-with-loser", "round-starts-clockwise"},
        ),
        (  # C2 at -1, tied with B1; D2 at -3, -1 and -1
            "Solo B1 B1 B1",
            "C2 B9 D2 D2 D2 E99 A99 A99 A99 A99 A99 A99",
            1,
            {
                "one-player",
                "tie-largest-mul-sub",
                "multiplication-negative",
                "division-negative-odd",
            },
        ),
        (  # Bea loses under DOUBLE in round 1, and round 2 starts without it
            "Ann A99 DOUBLE A99\nBea B1 A99 A99",
            "A99 A99 A99 A1 A1 A1 A99 A99 A99 A99",
            2,
            {"double-first-loses", "double-ends-with-round", "basic-before-counter"},
        ),
    ],
)
def test_hand_built_games_reach_their_edges(
    players: str, deck: str, rounds: int, edges: set[str]
) -> None:
    assert edges <= reached(game(players, deck, rounds))


def test_a_tie_of_three_kinds_reaches_each_pair_and_the_three() -> None:
    text = game("Ann C2 D2 E0\nBea A99 A99 A99", "A99 A99 A99 A99 A99 A99")
    assert {"tie-largest-mul-div", "tie-largest-mul-set", "tie-three-kinds"} <= reached(text)


def test_a_deck_with_cards_left_over() -> None:
    text = game("Ann A99 A99 A99", "A99 A99 A99 A99 E0")
    assert {"deck-cards-left"} <= reached(text) and "deck-exactly-used" not in reached(text)


def test_every_edge_has_a_scene_but_the_largest_deck() -> None:
    ties = {name for name in GAME.edge_names if name.startswith("tie-")} - {"tie-three-kinds"}
    assert set(cirno.deals.SCENES) == set(AIMED) - ties


@pytest.mark.parametrize("edge", AIMED)
def test_an_aimed_game_is_small(edge: str) -> None:
    for seed in range(5):
        results = GAME.results(GAME.deal(seed, target=edge, size=0.0))
        (case,) = (result.case for result in results)
        if edge == "most-rounds":  # two plays a round
            assert (case.rounds, GAME.measure(results)) == (
                cirno.rules.MAX_ROUNDS,
                2 * cirno.rules.MAX_ROUNDS,
            )
        elif edge == "most-players":  # the first plays A99, the second loses
            assert (len(case.players), GAME.measure(results)) == (cirno.rules.MAX_PLAYERS, 2)
        else:
            assert len(case.players) <= 7 and case.rounds <= 2 and GAME.measure(results) <= 20


# -- the judge against a plain solution, and the mistakes the first deals catch ---------------


def test_the_plain_solution_agrees_with_the_judge() -> None:
    texts = [GAME.deal(seed, size=seed / 150) for seed in range(150)]
    texts += [GAME.deal(seed, target=edge) for edge in AIMED for seed in range(2)]
    texts += [
        (DATA / f"{name}.in").read_text(encoding="utf-8") for name in ("sample1", "three-players")
    ]
    for text in texts:
        assert cirno_plain.judge(text) == GAME.judge(text), text


# The edge whose aimed game shows each mistake.
SHOWN_BY = {
    "division-toward-zero": "division-negative-odd",
    "limit-98": "p-exactly-99",
    "limit-100": "lose-at-100",
    "largest-from-0": "largest-negative",
    "smallest-below-99": "smallest-99",
    "largest-mul-after-add": "tie-largest-mul-add",
    "largest-div-before-sub": "tie-largest-sub-div",
    "largest-set-before-div": "tie-largest-div-set",
    "smallest-sub-before-div": "tie-smallest-div-sub",
    "smallest-mul-before-add": "tie-smallest-add-mul",
    "smallest-set-before-mul": "tie-smallest-mul-set",
    "counters-reversed": "counter-pass-before-double",
    "basic-first-under-double": "double-counter-before-basic",
    "double-not-passed-on": "double-passed-by-pass",
    "double-stacks": "double-does-not-stack",
    "second-card-smallest": "double-second-card",
    "no-draw-after-counter": "play-pass",
    "loser-draws-four": "deck-exactly-used",
    "loser-keeps-two": "round-starts-with-loser",
    "next-player-starts": "round-starts-with-loser",
    "direction-kept": "round-starts-clockwise",
    "double-kept": "double-ends-with-round",
    "last-draw-guard": "deck-exactly-used",
}


def plain_run(text: str, bug: str) -> Outcome:
    try:
        return Outcome(stdout=cirno_plain.judge(text, frozenset([bug])))
    except (SystemExit, IndexError) as error:  # its deck guard, or a hand played empty
        return Outcome(stderr=str(error), status=1)


def test_every_mistake_is_shown_by_an_edge() -> None:
    assert set(SHOWN_BY) == set(cirno_plain.BUGS)
    assert set(SHOWN_BY.values()) <= set(GAME.edge_names)


@pytest.mark.parametrize(("bug", "edge"), SHOWN_BY.items())
def test_a_mistake_fails_on_the_game_aimed_at_its_edge(bug: str, edge: str) -> None:
    run = functools.partial(plain_run, bug=bug)
    assert planted.agreeing_aimed_deals(GAME, edge, run, range(3)) == []


@pytest.mark.parametrize("bug", cirno_plain.BUGS)
def test_the_first_hundred_stress_deals_catch_every_mistake(bug: str) -> None:
    run = functools.partial(plain_run, bug=bug)
    assert [seed for seed in (0, 1) if not planted.caught(GAME, run, seed)] == []
