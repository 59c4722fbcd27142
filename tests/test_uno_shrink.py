"""Shrinking UNO rounds as a person would: fewer turns to read, the round the same up to the
point that shows the mistake, and a 1-minimal round at the end."""

import random
from collections import Counter
from collections.abc import Callable

import pytest

import cardjudge.games.uno as uno
from cardjudge.games.uno import deals, edges, notation, rules
from cardjudge.games.uno.cards import COLOURS, DECK_COUNTS, DECK_SIZE
from cardjudge.stress import Stress, drive
from cardjudge.verdicts import Outcome, Verdict

GAME = uno.GAME


def turns(deck: rules.Deck) -> int:
    return len(rules.play(deck).turns)


def shuffled(seed: int) -> rules.Deck:
    return rules.Deck(tuple(deals.shuffled(random.Random(seed))))


@pytest.mark.parametrize("seed", range(10))
def test_every_shrunk_deck_is_a_whole_deck_of_a_shorter_round(seed: int) -> None:
    deck = shuffled(seed)
    for smaller in deals.shrink(deck):
        (parsed,) = notation.parse(notation.write([smaller]))
        assert Counter(parsed.cards) == DECK_COUNTS
        assert turns(parsed) < turns(deck)


@pytest.mark.parametrize("seed", range(5))
def test_a_finished_deck_plays_as_the_deck_did_up_to_its_cut(seed: int) -> None:
    deck = shuffled(seed)
    before = rules.play(deck)
    undealt = DECK_SIZE - len(rules.PLAYERS) * rules.HAND_SIZE
    for kept in deals.cut_points(before):
        after = rules.play(deals.finished(deck, kept))
        same = [
            t
            for t in before.turns
            if undealt - t.deck_left <= kept and t.action is not rules.Action.COULD_NOT_DRAW
        ]
        assert after.turns[: len(same)] == tuple(same)


def test_long_rounds_get_much_shorter() -> None:
    for seed in range(20):
        deck = shuffled(seed)
        if turns(deck) >= 60:
            assert min(map(turns, deals.shrink(deck))) <= 40
            return
    raise AssertionError("no long round in 20 seeds")


def test_measure_counts_turns() -> None:
    results = GAME.results("2\n" + "\n".join(" ".join(map(str, shuffled(s).cards)) for s in (1, 2)))
    assert GAME.measure(results) == sum(len(result.turns) for result in results)


# -- a mistake shrinks to a short round ------------------------------------------------------


def calling_blue_first(hand):
    """The planted bug of tests/solutions/uno_bug.py: a tie in the colour called goes to Blue,
    Green, Yellow, Red."""
    counts = Counter(card.colour for card in hand)
    return max(reversed(COLOURS), key=lambda colour: counts[colour])


def with_call(call: Callable) -> Callable[[str], Outcome]:
    def run(text: str) -> Outcome:
        right = rules.call_colour
        rules.call_colour = call
        try:
            return Outcome(stdout=GAME.judge(text))
        finally:
            rules.call_colour = right

    return run


def crashing_at(edge: str) -> Callable[[str], Outcome]:
    def run(text: str) -> Outcome:
        results = GAME.results(text)
        if any(edge in set(edges.reached(result)) for result in results):
            return Outcome(stderr=f"reached {edge}", status=1)
        return Outcome(stdout=GAME.render(results))

    return run


@pytest.mark.parametrize("seed", range(3))
def test_the_colour_call_bug_shrinks_to_a_short_round_that_is_1_minimal(seed: int) -> None:
    run = with_call(calling_blue_first)
    report = drive(Stress(GAME, seed, 100), run)
    assert report.verdict is Verdict.WRONG_ANSWER
    (found,) = notation.parse(report.failure.input)
    assert turns(found) <= 35
    for smaller in deals.shrink(found):  # 1-minimal: no smaller round fails
        text = notation.write([smaller])
        assert run(text) == Outcome(stdout=GAME.judge(text))


@pytest.mark.parametrize("edge", ["call-no-colour", "priority-zero-before-wild", "win-tclsm"])
def test_a_crash_at_an_edge_shrinks_to_a_short_round_reaching_it(edge: str) -> None:
    report = drive(Stress(GAME, 0, 100), crashing_at(edge))
    assert report.verdict is Verdict.RUNTIME_ERROR
    (found,) = notation.parse(report.failure.input)
    assert edge in set(edges.reached(rules.play(found)))
    assert turns(found) <= 40 and report.tries < 200


def test_a_winners_card_swapped_with_a_deck_card_gives_shorter_rounds_shortest_first() -> None:
    deck = shuffled(4)
    result = rules.play(deck)
    swapped = list(deals.winner_swaps(deck, result.winner, len(result.turns)))
    lengths = [turns(d) for d in swapped]
    assert lengths and lengths == sorted(lengths) and max(lengths) < len(result.turns)
    for other in swapped:
        moved = [i for i, (a, b) in enumerate(zip(deck.cards, other.cards, strict=True)) if a != b]
        assert len(moved) == 2 and moved[0] % len(rules.PLAYERS) == result.winner
