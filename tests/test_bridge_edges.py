"""Bridge's rule edges: the hands that reach them, the ones no hand reaches, and wrong
solutions with a boundary bug each, caught by the first 100 stress deals."""

import itertools
import sys
from pathlib import Path

import pytest

import cardjudge.games.bridge.edges as bridge_edges
from cardjudge.games.bridge import GAME
from cardjudge.games.bridge.cards import SUITS
from cardjudge.games.bridge.rules import RULES, Valuation, one_major, one_minor, weak_two_long
from cardjudge.stress import Stress, drive
from cardjudge.verdicts import Outcome, Verdict

sys.path.insert(0, str(Path(__file__).parent / "solutions"))
import bridge_independent as independent

SEEDS = range(20)


def hand(spades: str = "", hearts: str = "", diamonds: str = "", clubs: str = "") -> str:
    held = (spades, hearts, diamonds, clubs)
    cards = [suit + rank for suit, ranks in zip("SHDC", held, strict=True) for rank in ranks]
    assert len(cards) == 13, cards
    return " ".join(cards)


def reached(text: str) -> set[str]:
    (result,) = GAME.results(text)
    return set(bridge_edges.reached(result))


@pytest.mark.parametrize(
    ("cards", "edges", "not_reached"),
    [
        # The three: 22 points, not balanced; 11 points and a six-card major; an
        # eight-card suit and ten or more points.
        (hand("AKQ32", "AKJ3", "KQ3", "2"), {"rule-8", "rule-8-low"}, {"rule-7-high"}),
        (hand("32", "AKQ543", "Q32", "32"), {"rule-4", "rule-4-high"}, {"rule-4-low"}),
        (hand("AKQ65432", "K", "32", "32"), {"rule-1", "rule-1-eight"}, {"rule-1-low"}),
        (hand("AKJ65432", "2", "32", "Q2"), {"rule-1-low", "rule-1-eight"}, set()),
        (hand("AKJ765432", "2", "32", "Q"), {"rule-1-low", "rule-1-nine"}, {"rule-1-eight"}),
        (hand("AKQ5432", "A", "432", "32"), {"rule-2-high", "rule-1-seven"}, {"rule-2-low"}),
        (hand("AQ65432", "K", "K32", "32"), {"rule-1-seven", "rule-2"}, {"rule-2-high"}),
        (hand("AKQ65432", "", "432", "32"), {"rule-3-eight", "rule-3-high"}, {"rule-3-low"}),
        (hand("KQ65432", "J", "Q32", "32"), {"rule-3-seven", "rule-3-low"}, {"rule-3-high"}),
        (hand("2", "32", "432", "AKQ5432"), {"rule-3-minor", "rule-2-below", "rule-11"}, set()),
        (hand("", "765432", "", "AKQ5432"), {"rule-4-seven", "rule-11"}, {"rule-4"}),
        (hand("76543", "32", "AKQ543", ""), {"rule-4-minor", "rule-11"}, {"rule-4"}),
        (hand("Q65432", "AQT432", "", "2"), {"rule-4-two-sixes", "rule-4-low"}, set()),
        (hand("AKQ4", "K432", "KJ32", "2"), {"rule-5-above", "rule-9b-high"}, {"rule-5"}),
        (hand("AKJ4", "K432", "5432", "2"), {"rule-5-low", "rule-5-4-4-4-1"}, set()),
        (hand("2", "AK43", "K432", "Q432"), {"rule-5-short-spades", "rule-11"}, {"rule-5"}),
        (hand("AK432", "KQ32", "5432", ""), {"rule-5-5-4-4-0-five-spades"}, set()),
        (hand("AK43", "KQ432", "5432", ""), {"rule-5-5-4-4-0-four-spades"}, set()),
        (hand("AKQ3", "K432", "543", "32"), {"rule-5-near-miss"}, {"rule-5"}),
        (hand("AKQ2", "AQ3", "J432", "54"), {"rule-6-jxxx", "rule-6-three-stopped"}, set()),
        (hand("AKQ2", "AQ3", "Q43", "543"), {"rule-6-qxx", "rule-6-4-3-3-3"}, set()),
        (hand("AKQ2", "A32", "QJ", "5432"), {"rule-6-qx", "rule-6-two-stopped"}, {"rule-6"}),
        (hand("AKQ2", "AK3", "J43", "543"), {"rule-6-jxx", "rule-6-two-stopped"}, {"rule-6"}),
        (hand("AKQJ", "Q32", "K2", "5432"), {"rule-6-kx", "rule-6-low"}, {"rule-6-high"}),
        (hand("AKQ32", "AQ", "K32", "432"), {"rule-6-above", "rule-10"}, set()),
        (hand("AKQ32", "AQ", "K32", "Q32"), {"rule-7-5-3-3-2", "rule-7-low"}, set()),
        (hand("AKQ2", "AK3", "KQ3", "Q32"), {"rule-7-above", "rule-8"}, {"rule-8-low"}),
        (hand("AKQ32", "AK32", "KQ", "32"), {"rule-7-semi-balanced", "rule-8-below"}, set()),
        (hand("AK432", "AQJ432", "2", "2"), {"rule-9a-longer-hearts", "rule-9a"}, set()),
        (hand("AK432", "AQ432", "2", "32"), {"rule-9a-tie", "rule-9a"}, {"rule-9a-high"}),
        (hand("AK432", "Q2", "KQ5432", ""), {"rule-9a-longer-minor", "rule-9a-five"}, set()),
        (hand("AK432", "KQ", "AJ432", "2"), {"rule-9a-above", "rule-10"}, set()),
        (hand("AK32", "AKQ2", "J32", "32"), {"rule-9b-above", "rule-6-jxx"}, {"rule-9a-above"}),
        (hand("K432", "AJ2", "Q32", "K32"), {"rule-9b-tie", "rule-9b-low"}, set()),
        (hand("K32", "Q32", "J432", "432"), {"rule-11"}, {"rule-11-low"}),
        (hand("5432", "6543", "7654", "9"), {"rule-11", "rule-11-low"}, set()),
        (hand("AK32", "AK32", "AK32", "2"), {"rule-10-tie", "rule-10"}, set()),
    ],
)
def test_hands_at_the_edges(cards: str, edges: set[str], not_reached: set[str]) -> None:
    got = reached(cards)
    assert edges <= got
    assert not (not_reached & got)


@pytest.mark.parametrize(
    ("spades", "edges"),
    [
        ("A", {"stopper-a"}),
        ("K", {"stopper-k"}),
        ("K2", {"stopper-kx"}),
        ("AK", set()),  # the ace stops it: the king at its bound decides nothing
        ("KQ", {"stopper-kx"}),
        ("Q2", {"stopper-qx"}),
        ("QJ", {"stopper-qx"}),
        ("Q32", {"stopper-qxx"}),
        ("QJ2", {"stopper-qxx"}),
        ("KJ2", set()),
        ("J32", {"stopper-jxx"}),
        ("J432", {"stopper-jxxx"}),
        ("QJ32", set()),
        ("T9876", set()),
    ],
)
def test_stoppers_at_their_length_bounds(spades: str, edges: set[str]) -> None:
    others = [suit + rank for suit in "HDC" for rank in "5432"]
    cards = ["S" + rank for rank in spades] + others[: 13 - len(spades)]
    assert {e for e in reached(" ".join(cards)) if e.startswith("stopper-")} == edges


def test_every_points_bound_has_its_edges_on_both_sides_but_those_no_hand_reaches() -> None:
    names = set(GAME.edge_names)
    for rule in RULES:
        name = f"rule-{rule.number}"
        wanted = {name, f"{name}-low", f"{name}-below"}
        if rule.high is not None:
            wanted |= {f"{name}-high", f"{name}-above"}
        assert wanted - names == UNREACHABLE.get(name, set()), name


# Bounds no hand can be one point past with another bid, and why.
UNREACHABLE = {
    "rule-3": {"rule-3-above"},  # at 10 hcp a 7+ card suit is rule 1's or rule 2's
    "rule-10": {"rule-10-below"},  # at 16 hcp rule 9a or rule 9b always bids
    "rule-11": {"rule-11-below"},  # no hand has fewer than 0 points
}


def shapes() -> list[Valuation]:
    """A valuation of every four lengths there are (no points, every suit stopped)."""
    every = itertools.product(range(14), repeat=4)
    return [Valuation(0, lengths, SUITS) for lengths in every if sum(lengths) == 13]


def test_rule_three_at_ten_points_is_never_reached() -> None:
    preempts = RULES[:2]
    for v in shapes():
        if weak_two_long(v)[0] is not None:
            assert any(rule.shape(v)[0] for rule in preempts if rule.fits(10)), v


def test_rule_ten_at_sixteen_points_is_never_reached() -> None:
    for v in shapes():
        assert one_major(v)[0] or one_minor(v)[0], v


# -- wrong solutions: each is caught by the first 100 stress deals, whatever the seed ---------


@pytest.fixture(scope="module")
def first_deals() -> dict[int, list[str]]:
    """The first 100 deals of a stress run from each seed. They are the deals any program
    gets until it fails: a deal depends on the seed and on the edges reached so far."""
    return {seed: stress_deals(seed) for seed in SEEDS}


def stress_deals(seed: int) -> list[str]:
    dealt: list[str] = []
    right = drive(Stress(GAME, seed, 100), judged, lambda _, probe: dealt.append(probe.input))
    assert right.verdict is Verdict.ACCEPTED and len(dealt) == 100
    return dealt


def judged(text: str) -> Outcome:
    return Outcome(stdout=GAME.judge(text))


def test_the_independent_solution_agrees_with_the_judge(first_deals) -> None:
    bidder = independent.Bidder()
    for deals in first_deals.values():
        assert all(bidder.answer(text) == GAME.judge(text) for text in deals)


@pytest.mark.parametrize("name", list(independent.WRONG))
def test_a_wrong_solution_is_caught_within_100_deals_for_every_seed(name, first_deals) -> None:
    wrong = independent.WRONG[name]()
    missed = [
        seed
        for seed, deals in first_deals.items()
        if all(wrong.answer(text) == GAME.judge(text) for text in deals)
    ]
    assert missed == []


def test_the_stress_loop_catches_a_wrong_solution_on_the_deal_found_above(first_deals) -> None:
    wrong = independent.TwoClubsFromTwentyThree()
    failing = next(
        n for n, text in enumerate(first_deals[3], 1) if wrong.answer(text) != GAME.judge(text)
    )
    report = drive(Stress(GAME, 3, 100), lambda text: Outcome(stdout=wrong.answer(text)))
    assert report.verdict is Verdict.WRONG_ANSWER and report.deal == failing
    assert "rule-8-low" in reached(report.failure.input)
