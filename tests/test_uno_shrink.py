"""Shrinking UNO rounds as a person would: fewer turns to read, the round the same up to the
point that shows the mistake, and a 1-minimal round at the end."""

import random
from collections import Counter
from collections.abc import Callable

import pytest

import cardjudge.games.uno as uno
from cardjudge.stress import Outcome, Stress, Verdict, drive

GAME = uno.GAME


def turns(deck: uno.Deck) -> int:
    return len(uno.play(deck).turns)


def shuffled(seed: int) -> uno.Deck:
    return uno.Deck(tuple(uno.shuffled(random.Random(seed))))


@pytest.mark.parametrize("seed", range(10))
def test_every_shrunk_deck_is_a_whole_deck_of_a_shorter_round(seed: int) -> None:
    deck = shuffled(seed)
    for smaller in uno.shrink(deck):
        (parsed,) = uno.parse(uno.write([smaller]))
        assert Counter(parsed.cards) == uno.DECK_COUNTS
        assert turns(parsed) < turns(deck)


@pytest.mark.parametrize("seed", range(5))
def test_a_finished_deck_plays_as_the_deck_did_up_to_its_cut(seed: int) -> None:
    deck = shuffled(seed)
    before = uno.play(deck)
    undealt = uno.DECK_SIZE - len(uno.PLAYERS) * uno.HAND_SIZE
    for kept in uno.cut_points(before):
        after = uno.play(uno.finished(deck, kept))
        same = [
            t
            for t in before.turns
            if undealt - t.deck_left <= kept and t.action is not uno.Action.COULD_NOT_DRAW
        ]
        assert after.turns[: len(same)] == tuple(same)


def test_long_rounds_get_much_shorter() -> None:
    for seed in range(20):
        deck = shuffled(seed)
        if turns(deck) >= 60:
            assert min(map(turns, uno.shrink(deck))) <= 40
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
    return max(reversed(uno.COLOURS), key=lambda colour: counts[colour])


def with_call(call: Callable) -> Callable[[str], Outcome]:
    def run(text: str) -> Outcome:
        right = uno.call_colour
        uno.call_colour = call
        try:
            return Outcome(stdout=GAME.judge(text))
        finally:
            uno.call_colour = right

    return run


def crashing_at(edge: str) -> Callable[[str], Outcome]:
    def run(text: str) -> Outcome:
        results = GAME.results(text)
        if any(edge in set(uno.reached(result)) for result in results):
            return Outcome(stderr=f"reached {edge}", status=1)
        return Outcome(stdout=GAME.render(results))

    return run


@pytest.mark.parametrize("seed", range(3))
def test_the_colour_call_bug_shrinks_to_a_short_round_that_is_1_minimal(seed: int) -> None:
    run = with_call(calling_blue_first)
    report = drive(Stress(GAME, seed, 100), run)
    assert report.verdict is Verdict.WRONG_ANSWER
    (found,) = uno.parse(report.failure.input)
    assert turns(found) <= 35
    for smaller in uno.shrink(found):  # 1-minimal: no smaller round fails
        text = uno.write([smaller])
        assert run(text) == Outcome(stdout=GAME.judge(text))


@pytest.mark.parametrize("edge", ["call-no-colour", "priority-zero-before-wild", "win-tclsm"])
def test_a_crash_at_an_edge_shrinks_to_a_short_round_reaching_it(edge: str) -> None:
    report = drive(Stress(GAME, 0, 100), crashing_at(edge))
    assert report.verdict is Verdict.RUNTIME_ERROR
    (found,) = uno.parse(report.failure.input)
    assert edge in set(uno.reached(uno.play(found)))
    assert turns(found) <= 40 and report.tries < 200


def test_a_winners_card_swapped_with_a_deck_card_gives_shorter_rounds_shortest_first() -> None:
    deck = shuffled(4)
    result = uno.play(deck)
    swapped = list(uno.winner_swaps(deck, result.winner, len(result.turns)))
    lengths = [turns(d) for d in swapped]
    assert lengths and lengths == sorted(lengths) and max(lengths) < len(result.turns)
    for other in swapped:
        moved = [i for i, (a, b) in enumerate(zip(deck.cards, other.cards, strict=True)) if a != b]
        assert len(moved) == 2 and moved[0] % len(uno.PLAYERS) == result.winner
