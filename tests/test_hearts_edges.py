"""Hearts' rule edges: what the statement's examples and hand-built games reach, and the
contestants' mistakes at each edge that the stress test's first deals catch (made by a plain
solution written from the statement, tests/solutions/hearts_plain.py, which must first agree
with the judge)."""

import functools
import random
import sys
from pathlib import Path

import planted
import pytest

from cardjudge.games.hearts import GAME, edges
from cardjudge.games.hearts.cards import QUEEN_OF_SPADES, Suit
from cardjudge.games.hearts.deals import generate
from cardjudge.verdicts import Outcome

sys.path.insert(0, str(Path(__file__).parent / "solutions"))
import hearts_plain

DATA = Path(__file__).parent / "data" / "hearts"


def reached(text: str) -> set[str]:
    (result,) = GAME.results(text)
    return set(edges.reached(result))


def example(number: int) -> str:
    return (DATA / f"example{number}.in").read_text(encoding="utf-8")


# -- what a game reaches -----------------------------------------------------------------


def test_example_5_reaches_what_its_explanation_tells() -> None:
    # "Player 3 ... played a heart on the first trick while he had exactly one
    # non-scoring card."
    assert reached(example(5)) == {
        "won-by-leader", "won-by-second", "won-by-third", "won-by-fourth",
        "higher-off-suit",
        "discard", "discard-points",
        "cheat-first-trick-heart", "cheat-first-trick-one-other",
        "hearts-broken-by-cheat",  # player 3's HA on the first trick
        "heart-lead-broken",
        "one-cheater",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("number", "edges"),
    [
        (1, {"moon", "first-trick-points-forced", "first-trick-discard", "no-cheater"}),
        (3, {"moon", "queen-wins", "no-cheater"}),
        (6, {"cheat-first-trick-queen", "cheat-first-trick-one-other", "one-cheater"}),
        (
            7,
            {
                "moon", "moon-by-cheater", "moon-with-cheater",  # player 2 shoots, 4 cheats too
                "cheat-heart-lead", "cheat-heart-lead-one-other",  # player 2 leads H7 holding DA
                "cheat-follow-suit", "cheat-follow-suit-last-card", "cheats-twice",
                "several-cheaters",
            },
        ),
        (4, {"all-cheaters", "cheat-two-rules", "cheat-first-trick-heart"}),
        (2, {"cheat-follow-suit", "several-cheaters", "heart-lead-just-broken"}),
    ],
)  # fmt: skip
def test_the_examples_reach_their_edges(number: int, edges: set[str]) -> None:
    assert edges <= reached(example(number))


@pytest.mark.parametrize("seed", range(3))
def test_the_queen_of_spades_led_before_hearts_are_broken_is_no_cheat(seed: int) -> None:
    # The player holding CA takes the first trick, then leads the Queen of Spades.
    (result,) = GAME.results(GAME.deal(seed, target="queen-led-unbroken"))
    second = result.tricks[1]
    assert second.cards[0] is QUEEN_OF_SPADES and not second.hearts_broken
    assert not result.cheats and "cheat-heart-lead" not in set(edges.reached(result))


def test_a_hand_of_hearts_only_may_lead_one_before_they_are_broken() -> None:
    # Player 2 holds CA and twelve hearts: after the first trick he can lead only hearts.
    rng = random.Random(5)
    text = GAME.deal(rng.random(), target="heart-lead-only-hearts")
    (result,) = GAME.results(text)
    second = result.tricks[1]
    assert second.cards[0].suit is Suit.HEARTS and not second.hearts_broken
    assert not second.cheats


@pytest.mark.parametrize("edge", GAME.aimed_edge_names)
def test_an_aimed_game_is_one_game(edge: str) -> None:
    assert len(GAME.parse(GAME.deal(3, target=edge, size=0.0))) == 1


def test_every_edge_is_reached_by_some_game_and_the_examples_miss_some() -> None:
    seen = set().union(*(reached(example(n)) for n in range(8)))
    assert seen < set(GAME.edge_names)
    assert "queen-led-unbroken" not in seen and "moon-short-queen" not in seen


# -- mistakes at the edges ----------------------------------------------------------------


def test_the_plain_solution_agrees_with_the_judge() -> None:
    for seed in range(300):
        text = generate(random.Random(seed), cheat_chance=0.15 * (seed % 2))
        assert hearts_plain.judge(text) == GAME.judge(text), text
    for edge in GAME.aimed_edge_names:
        text = GAME.deal(0, target=edge)
        assert hearts_plain.judge(text) == GAME.judge(text), edge


# The edge at which each mistake shows.
SHOWN_BY = {
    "off-suit-wins": "higher-off-suit",
    "queen-is-heart": "queen-led-unbroken",
    "only-hearts-cheat": "heart-lead-only-hearts",
    "discarded-heart-cheat": "hearts-broken",
    "forced-points-cheat": "first-trick-points-forced",
    "queen-free-first-trick": "cheat-first-trick-queen",
    "moon-at-25": "moon-short-one-heart",
    "moon-by-hearts": "moon-short-queen",
    "moon-cheater-scores": "moon-by-cheater",
    "moon-others-26": "moon-with-cheater",
}


def plain_run(text: str, bug: str) -> Outcome:
    return Outcome(stdout=hearts_plain.judge(text, frozenset([bug])))


def test_every_mistake_is_shown_by_an_edge() -> None:
    assert set(SHOWN_BY) == set(hearts_plain.BUGS)
    assert set(SHOWN_BY.values()) <= set(GAME.edge_names)


@pytest.mark.parametrize(("bug", "edge"), SHOWN_BY.items())
def test_a_mistake_fails_on_the_game_aimed_at_its_edge(bug: str, edge: str) -> None:
    run = functools.partial(plain_run, bug=bug)
    assert planted.agreeing_aimed_deals(GAME, edge, run, range(3)) == []


@pytest.mark.parametrize("bug", hearts_plain.BUGS)
def test_the_first_hundred_stress_deals_catch_every_mistake(bug: str) -> None:
    run = functools.partial(plain_run, bug=bug)
    assert [seed for seed in range(5) if not planted.caught(GAME, run, seed)] == []
