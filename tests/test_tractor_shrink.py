"""Shrinking a Tractor round as a person would: fewer tricks, the dull ones dealt again as
the few the dealer leads and wins, or runs of tricks played as one."""

import random

from cardjudge.games.tractor import GAME
from cardjudge.games.tractor.cards import card_order
from cardjudge.games.tractor.deals import (
    collapsed,
    collapsed_after,
    generate,
    merged_tricks,
    shrink,
)
from cardjudge.games.tractor.edges import reached
from cardjudge.games.tractor.notation import parse, write
from cardjudge.games.tractor.rules import Case, play
from cardjudge.stress import Stress, candidates, drive
from cardjudge.verdicts import Outcome, Verdict, judge_run


def round_of(seed: int) -> Case:
    (case,) = parse(generate(random.Random(seed), cases=1))
    return case


def test_every_smaller_round_is_valid_and_has_fewer_tricks() -> None:
    for seed in range(5):
        case = round_of(seed)
        smaller = list(shrink(case))
        assert smaller
        for other in smaller:
            assert parse(write([other])) == [other]
            assert len(other.tricks) < len(case.tricks)
            played = sorted(c.index for hands in other.tricks for cards in hands for c in cards)
            assert played == sorted(
                c.index for hands in case.tricks for cards in hands for c in cards
            )


def test_the_first_tricks_dealt_again_are_won_by_the_dealer() -> None:
    case = round_of(3)
    for first in (2, 5, len(case.tricks) - 1):
        for smaller in collapsed(case, first):
            kept = len(case.tricks) - first
            result = play(smaller)
            assert smaller.tricks[-kept:] == case.tricks[first:]
            assert all(t.winner == smaller.dealer for t in result.tricks[:-kept])


def test_merged_tricks_are_one_trick_of_their_cards() -> None:
    case = round_of(4)
    merges = [(i, merged_tricks(case, i, i + 2)) for i in range(len(case.tricks) - 1)]
    order = card_order(case.main, case.rank)
    for i, merged in merges:
        lead = case.tricks[i][0] + case.tricks[i + 1][0]
        one_group = len({order.group[c.index] for c in lead}) == 1
        assert (merged is not None) == one_group
        if merged is not None:
            assert merged.tricks[i][0] == lead and len(merged.tricks) == len(case.tricks) - 1


def test_the_measure_is_the_tricks() -> None:
    text = generate(random.Random(1), cases=2)
    results = GAME.results(text)
    assert GAME.measure(results) == sum(len(r.tricks) for r in results) > 2


def ruff_crash(text: str) -> Outcome:
    """A program that crashes on any round where a trump follow wins a non-trump lead."""
    results = GAME.results(text)
    if any("ruff" in set(reached(r)) for r in results):
        return Outcome(stderr="crash", status=1)
    return Outcome(stdout=GAME.render(results))


def test_a_crash_shrinks_to_a_round_of_few_tricks_that_is_1_minimal() -> None:
    for seed in range(3):
        report = drive(Stress(GAME, seed, 200), ruff_crash)
        assert report.verdict is Verdict.RUNTIME_ERROR
        (case,) = parse(report.failure.input)
        assert len(case.tricks) <= 6
        for smaller in candidates(GAME, [case]):
            text = GAME.write(smaller)
            assert judge_run(GAME.judge(text), ruff_crash(text)).verdict is Verdict.ACCEPTED


def wrong_on_a_king_taken(text: str) -> Outcome:
    """A program that counts a K taken by the defenders as 5 points, not 10."""
    right = GAME.judge(text)
    out = []
    for n, result in enumerate(GAME.results(text), 1):
        kings = sum(
            card.rank == "K"
            for trick in result.tricks
            if trick.to_defenders
            for p in trick.plays
            for card in p.cards
        )
        o = result.outcome
        out.append(f"Case #{n}:\n{o.points - 5 * kings}\n")
        out.append(right.split("\n")[3 * n - 1] + "\n")
    return Outcome(stdout="".join(out))


def test_a_wrong_answer_is_shrunk_to_fewer_tricks() -> None:
    stress = Stress(GAME, 0, 200)
    first = None

    def run(text: str) -> Outcome:
        nonlocal first
        outcome = wrong_on_a_king_taken(text)
        if first is None and outcome.stdout != GAME.judge(text):
            first = text
        return outcome

    report = drive(stress, run)
    assert report.verdict is Verdict.WRONG_ANSWER
    before = GAME.measure(GAME.results(first))
    after = GAME.measure(GAME.results(report.failure.input))
    assert after <= before and after <= 6


def test_the_last_tricks_dealt_again_are_won_by_their_leader() -> None:
    case = round_of(3)
    for start in (1, 4, len(case.tricks) - 2):
        smaller = collapsed_after(case, start)
        assert smaller is not None and smaller.tricks[:start] == case.tricks[:start]
        result = play(smaller)
        leader = result.tricks[start].leader
        assert all(t.winner == leader for t in result.tricks[start:])


def test_a_random_round_that_reaches_an_edge_shrinks_to_a_few_tricks() -> None:
    """Greedy shrinking of random rounds, as the stress test shrinks: a program that
    fails on any over-ruff sees a round of three tricks or so, not seventeen."""

    def fails(cases: list[Case]) -> bool:
        return any("over-ruff" in set(reached(play(c))) for c in cases)

    shrunk = []
    for seed in range(30):
        cases = parse(generate(random.Random(seed), cases=1))
        if not fails(cases):
            continue
        while (smaller := next((c for c in candidates(GAME, cases) if fails(c)), None)) is not None:
            assert GAME.measure([play(c) for c in smaller]) < GAME.measure([play(c) for c in cases])
            cases = smaller
        shrunk.append(len(cases[0].tricks))
    assert len(shrunk) >= 3 and max(shrunk) <= 4
