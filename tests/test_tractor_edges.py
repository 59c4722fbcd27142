"""Tractor's rule edges: rounds that reach them (and their neighbours that do not), the
staged rounds `aim` deals, and wrong judges with a boundary bug each, caught by the
first 100 stress deals."""

import random

import pytest
from test_tractor import HIDDEN_10, HIDDEN_30, HIDDEN_50, TAKE_15, TAKE_20, full_round

from cardjudge.games.tractor import GAME, rules
from cardjudge.games.tractor.cards import card_order
from cardjudge.games.tractor.deals import scene
from cardjudge.games.tractor.edges import BOUNDS, follow_edges, lead_edges
from cardjudge.games.tractor.edges import reached as edges_reached
from cardjudge.games.tractor.notation import parse
from cardjudge.stress import Stress, drive
from cardjudge.verdicts import Outcome, Verdict

SEEDS = range(5)
KEEP = "RJ S3 S4 S6"  # Alice (the dealer) keeps the last trick


def reached(text: str) -> set[str]:
    (result,) = GAME.results(text)
    return set(edges_reached(result))


def reached_after_the_first(text: str) -> set[str]:
    """The edges the tricks after `full_round`'s first reached."""
    (result,) = GAME.results(text)
    order = card_order(result.case.main, result.case.rank)
    return {
        edge
        for trick in result.tricks[1:]
        for edge in [*lead_edges(trick, order), *follow_edges(trick, order)]
    }


@pytest.mark.parametrize(
    ("header", "tricks", "edges", "not_reached"),
    [
        # Leads: Alice leads each of these tricks (the filler trick before it is hers).
        ("H Alice 2 9", ["S8 S4 S6 S3"], {"lead-single", "lead-wins"}, {"follow-wins"}),
        ("H Alice 2 9", ["S3S3 S4S4 S6S6 S8S8"], {"lead-pair"}, {"lead-tractor"}),
        ("H Alice 2 9", ["S3S3S4S4 S6S6S8S8 S9S9SJSJ SQSQSKSK"], {"lead-tractor"}, set()),
        ("H Alice 2 9", ["S3S3S4S4S5S5 S6S6S8S8S9S9 STSTSJSJSQSQ SKSKSAD3D4D6"],
         {"lead-long-tractor"}, {"lead-tractor"}),
        ("H Alice 2 9", ["S3S3S8 RJRJBJ S4S4S6 S9S9SJ"],
         {"lead-throw", "throw-with-pair", "ruff-throw", "follow-wins"}, {"lead-pair"}),
        ("H Alice 2 9", ["RJBJ S3S4 H3H4 S6D3"],
         {"lead-trump-throw", "follow-trump-throw", "follow-suits"}, {"lead-throw"}),
        # Rank 7, main H: 6-6-8-8 of spades is a tractor; 6-6-8-8 at rank 2 is not.
        ("H Alice 7 9", ["S6S6S8S8 S3S3S4S4 S9S9STST SJSJSQSQ"],
         {"tractor-across-rank", "lead-tractor"}, set()),
        ("H Alice 2 9", ["S6S6S8S8 S3S3S4S4 S9S9STST SJSJSQSQ"],
         {"lead-throw"}, {"tractor-across-rank", "lead-tractor"}),
        ("H Alice 7 9", ["S7S7H7H7 S3S3S4S4 S9S9STST SJSJSQSQ"], {"tractor-rank-cards"}, set()),
        ("H Alice 7 9", ["HAHAS7S7 S3S3S4S4 S9S9STST SJSJSQSQ"],
         {"tractor-ace-to-rank", "tractor-rank-cards"}, set()),
        ("H Alice 7 9", ["BJBJRJRJ S3S3S4S4 S9S9STST SJSJSQSQ"], {"tractor-jokers"}, set()),
        ("H Alice 7 9", ["S7S7C7C7 S3S3S4S4 S9S9STST SJSJSQSQ"],
         {"same-level-pairs", "lead-trump-throw"}, {"lead-tractor"}),
        ("H Alice 7 9", ["SASAS2S2 S3S3S4S4 S9S9STST SJSJSQSQ"], {"ace-two-no-tractor"}, set()),
        # Follows.
        ("H Alice 2 9", ["S3S3 S4RJ S6D6 S8S9"],
         {"follow-mixed", "follow-suits", "follow-shape"}, {"follow-off-suit"}),
        ("H Alice 2 9", ["S3 D4 C6 S8"], {"follow-off-suit", "follow-wins"}, {"ruff"}),
        ("H Alice 7 9", ["S3S3 S7C7 S6S6 S8D3"], {"follow-same-level-not-pair"}, set()),
        ("H Alice 2 9", ["S3S3S8 S4S4S6 S9S9SJ D3D4D6"], {"follow-same-suit-throw"}, set()),
        ("H Alice 2 9", ["S3 H3 S4 D3"], {"ruff"}, {"over-ruff"}),
        ("H Alice 2 9", ["S3 H3 D3 RJ"], {"ruff", "over-ruff"}, set()),
        ("H Alice 2 9", ["S3 S3 D3 D4"], {"tie-earlier-wins"}, {"tie-other-card"}),
        ("H Alice 7 9", ["S7 C7 D3 D4"], {"tie-earlier-wins", "tie-other-card"}, set()),
        ("H Alice 2 9", ["S3S3SA S4S4S6 S9S9SJ D3D4D6"], {"honor-below-highest"}, set()),
        ("H Alice 2 9", ["SASAS3 S6S6S4 SJSJS9 D3D4D6"], set(), {"honor-below-highest"}),
    ],
)  # fmt: skip
def test_tricks_at_the_edges(
    header: str, tricks: list[str], edges: set[str], not_reached: set[str]
) -> None:
    got = reached_after_the_first(full_round(header, tricks, HIDDEN_10))
    assert edges <= got
    assert not (not_reached & got)


@pytest.mark.parametrize(
    ("header", "last", "hidden", "edges", "not_reached"),
    [
        ("H Alice 2 9", KEEP, HIDDEN_50, {"make-3-at-0", "hidden-to-declarers"}, {"make-2-at-5"}),
        ("H Alice 2 9", TAKE_15, HIDDEN_10, {"make-2-at-35", "hidden-single"}, {"make-1-at-40"}),
        ("H Alice 2 9", TAKE_20, HIDDEN_10, {"make-1-at-40"}, {"make-2-at-35"}),
        ("H Alice 2 9", TAKE_15, HIDDEN_30, {"make-1-at-75"}, {"down-0-at-80"}),
        ("H Alice 2 9", TAKE_20, HIDDEN_30, {"down-0-at-80"}, {"make-1-at-75"}),
        ("H Alice 2 9", TAKE_15, HIDDEN_50, {"down-0-at-115"}, {"down-1-at-120"}),
        ("H Alice 2 9", TAKE_20, HIDDEN_50, {"down-1-at-120"}, {"down-0-at-115"}),
        ("H Alice 2 9", "S3S3 RJRJ S4S4 S6S6", HIDDEN_10, {"make-1-at-40", "hidden-pair"}, set()),
        ("H Alice 2 9", "S3S3S4S4 BJBJRJRJ S6S6S8S8 S9S9SJSJ", HIDDEN_10,
         {"down-2-at-160", "hidden-tractor"}, {"down-1-at-155"}),
        ("H Alice 2 9", "S3S3S8 RJRJBJ S4S4S6 S9S9SJ", HIDDEN_10, {"hidden-throw"}, set()),
        ("H Alice 2 9", "S3 RJ S4 S6", "C3C3C4C4C6C6C8C8", {"hidden-no-points"}, set()),
        ("H Alice Q 9", KEEP, HIDDEN_10, {"game-won-by-declarers"}, {"rank-reaches-ace"}),
        ("H Alice J 9", KEEP, HIDDEN_10, {"rank-reaches-ace"}, {"game-won-by-declarers"}),
        ("H Alice 2 K", TAKE_20, HIDDEN_50, {"rank-reaches-ace"}, {"game-won-by-defenders"}),
        ("H Alice 2 A", TAKE_20, HIDDEN_50, {"game-won-by-defenders"}, set()),
        ("O Alice 2 A", TAKE_20, HIDDEN_50, {"no-main", "rank-two"}, {"main-suit"}),
        ("S Alice A 2", KEEP, HIDDEN_50, {"main-suit", "rank-ace"}, {"rank-two"}),
    ],
)  # fmt: skip
def test_rounds_at_the_bounds(
    header: str, last: str, hidden: str, edges: set[str], not_reached: set[str]
) -> None:
    got = reached(full_round(header, [last], hidden))
    assert edges <= got
    assert not (not_reached & got)


def test_every_bound_of_the_level_change_has_an_edge_on_both_sides() -> None:
    for points in range(0, 200, 5):
        make, team, up = rules.level_change(points, 1)
        changes = {rules.level_change(p, 1) for p in (points - 5, points + 5) if p >= 0}
        if any(change != (make, team, up) for change in changes):
            assert points in BOUNDS or points > 160, points


@pytest.mark.parametrize("edge", GAME.aimed_edge_names)
def test_a_staged_round_has_its_dealer_win_every_trick_before_the_staged_ones(edge: str) -> None:
    text = GAME.deal(7, target=edge)
    (case,) = parse(text)
    assert GAME.write([case]) == text
    staging = scene(random.Random(7), edge)
    filler = len(case.tricks) - len(staging.tricks)
    result = rules.play(case)
    assert all(trick.winner == case.dealer for trick in result.tricks[:filler])
    assert all(not trick.to_defenders for trick in result.tricks[:filler])


def test_staged_rounds_are_small() -> None:
    sizes = [len(parse(GAME.deal(seed, target=e))[0].tricks) for e in GAME.aimed_edge_names
             for seed in range(2)]  # fmt: skip
    assert max(sizes) <= 10


# -- wrong judges: each is caught within the first 100 stress deals, whatever the seed ------


def make_up_to(bound: int):
    """`level_change` with the declarers making it up to `bound` points, not below 80."""

    def change(points: int, declarers: int) -> tuple[bool, int, int]:
        if points <= bound:
            return (
                True,
                declarers,
                next(up for below, up in ((1, 3), (40, 2), (999, 1)) if points < below),
            )
        return False, 3 - declarers, max(points - 80, 0) // 40

    return change


def steps_moved(three: int, two: int):
    """`level_change` with the 3- and 2-rank steps up to `three` and `two` points."""

    def change(points: int, declarers: int) -> tuple[bool, int, int]:
        if points < 80:
            return True, declarers, 3 if points <= three else 2 if points <= two else 1
        return False, 3 - declarers, (points - 80) // 40

    return change


def down_from(start: int):
    def change(points: int, declarers: int) -> tuple[bool, int, int]:
        if points < 80:
            return True, declarers, next(up for below, up in rules.MAKE_STEPS if points < below)
        return False, 3 - declarers, (points - start) // 40

    return change


WRONG = {
    "make-at-80": ("level_change", make_up_to(80)),
    "three-up-to-5": ("level_change", steps_moved(5, 35)),
    "two-up-to-40": ("level_change", steps_moved(0, 40)),
    "down-counted-from-75": ("level_change", down_from(75)),
    "throw-w-is-the-lead": ("hidden_power", lambda last: len(last.plays[0].cards)),
}


@pytest.fixture(scope="module")
def first_deals() -> dict[int, list[str]]:
    """The first 100 deals of a stress run from each seed: the deals any program gets
    until it fails (a deal depends on the seed and on the edges reached so far)."""
    return {seed: list(Stress(GAME, seed, 100).deals()) for seed in SEEDS}


@pytest.mark.parametrize("name", list(WRONG))
def test_a_wrong_judge_is_caught_within_100_deals(name, first_deals, monkeypatch) -> None:
    right = {seed: [GAME.judge(text) for text in deals] for seed, deals in first_deals.items()}
    monkeypatch.setattr(rules, *WRONG[name])
    missed = [
        seed
        for seed, deals in first_deals.items()
        if [GAME.judge(text) for text in deals] == right[seed]
    ]
    assert missed == []


def test_the_stress_loop_reports_a_wrong_judge_on_a_bound(monkeypatch) -> None:
    def wrong_judge(text: str) -> Outcome:
        with monkeypatch.context() as patched:
            patched.setattr(rules, "level_change", make_up_to(80))
            return Outcome(stdout=GAME.judge(text))

    report = drive(Stress(GAME, 2, 100), wrong_judge)
    assert report.verdict is Verdict.WRONG_ANSWER
    (result,) = GAME.results(report.failure.input)
    assert result.outcome.points == 80
    assert len(result.tricks) <= 6
