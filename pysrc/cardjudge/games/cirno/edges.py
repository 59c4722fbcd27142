"""Cirno's rule edges: `EDGES`, each named and said in words, and `reached`, the
edges a game reached, read from its plays as `replay` retells them (of them, the edge
of scale, `reached_at_scale`, is read from the deck's size alone).

Imports cards and rules.
"""

from collections.abc import Iterator

from ...engine import Edge
from ...i18n import mark
from .cards import COUNTERS, Card, Kind
from .rules import (
    LIMIT,
    MAX_DECK,
    MAX_NAME,
    MAX_PLAYERS,
    MAX_ROUNDS,
    Choice,
    Moment,
    Reason,
    Result,
    replay,
)

# -- the rules' edges ------------------------------------------------------------------
# Every rule of rules.py, and the edges of its conditions, that a game can reach:
# `reached` reads them from the plays as `replay` retells them, `aim` (in deals.py)
# deals a small game that reaches one.

# fmt: off
EDGES = (
    # Each kind of card.
    Edge("play-addition", mark("An addition card (A1 to A99) is played: p goes up by its number.")),
    Edge("play-subtraction", mark(
        "A subtraction card (B1, B9, B19) is played: p goes down by its number.")),
    Edge("play-multiplication", mark("A multiplication card (C2) is played: p is doubled.")),
    Edge("play-division", mark("A division card (D2) is played: p is halved, rounded down.")),
    Edge("play-fixed-value", mark(
        "A fixed-value card (E0, E49, E99) is played: p is set to its number.")),
    Edge("play-pass", mark("PASS is played: she skips her turn.")),
    Edge("play-turn", mark("TURN is played: the order of play is reversed.")),
    Edge("play-double", mark("DOUBLE is played: the next player must play two cards.")),
    # p against 99 and 0, and what the cards do at the edges.
    Edge("p-exactly-99", mark("A card leaves p at exactly 99, which is still allowed.")),
    Edge("lose-at-100", mark("The losing card takes p to exactly 100, one past 99.")),
    Edge("p-negative", mark("A card takes p below 0.")),
    Edge("largest-negative", mark("With no DOUBLE, the largest p she can reach is below 0.")),
    Edge("division-positive-odd", mark("D2 halves an odd positive p, rounding down (7 → 3).")),
    Edge("division-negative-odd", mark(
        "D2 halves an odd negative p, rounding toward negative infinity (-3 → -2, -1 → -1).")),
    Edge("multiplication-negative", mark("C2 doubles a negative p, which makes it smaller.")),
    Edge("fixed-value-lowers", mark("A fixed-value card sets p lower than it was.")),
    # Ties on the largest p: multiplication, addition, subtraction, division, fixed-value.
    Edge("tie-largest-mul-add", mark(
        "With no DOUBLE, a multiplication and an addition card tie on the largest p: the"
        " multiplication card is played.")),
    Edge("tie-largest-mul-sub", mark(
        "With no DOUBLE, a multiplication and a subtraction card tie on the largest p: the"
        " multiplication card is played.")),
    Edge("tie-largest-mul-div", mark(
        "With no DOUBLE, a multiplication and a division card tie on the largest p: the"
        " multiplication card is played.")),
    Edge("tie-largest-mul-set", mark(
        "With no DOUBLE, a multiplication and a fixed-value card tie on the largest p: the"
        " multiplication card is played.")),
    Edge("tie-largest-add-div", mark(
        "With no DOUBLE, an addition and a division card tie on the largest p: the addition"
        " card is played.")),
    Edge("tie-largest-add-set", mark(
        "With no DOUBLE, an addition and a fixed-value card tie on the largest p: the"
        " addition card is played.")),
    Edge("tie-largest-sub-div", mark(
        "With no DOUBLE, a subtraction and a division card tie on the largest p: the"
        " subtraction card is played.")),
    Edge("tie-largest-sub-set", mark(
        "With no DOUBLE, a subtraction and a fixed-value card tie on the largest p: the"
        " subtraction card is played.")),
    Edge("tie-largest-div-set", mark(
        "With no DOUBLE, a division and a fixed-value card tie on the largest p: the division"
        " card is played.")),
    # Ties on the smallest p, under DOUBLE: division, subtraction, addition, multiplication,
    # fixed-value.
    Edge("tie-smallest-div-sub", mark(
        "Under DOUBLE, a division and a subtraction card tie on the smallest p: the division"
        " card is played.")),
    Edge("tie-smallest-div-add", mark(
        "Under DOUBLE, a division and an addition card tie on the smallest p: the division"
        " card is played.")),
    Edge("tie-smallest-div-mul", mark(
        "Under DOUBLE, a division and a multiplication card tie on the smallest p: the"
        " division card is played.")),
    Edge("tie-smallest-div-set", mark(
        "Under DOUBLE, a division and a fixed-value card tie on the smallest p: the division"
        " card is played.")),
    Edge("tie-smallest-sub-mul", mark(
        "Under DOUBLE, a subtraction and a multiplication card tie on the smallest p: the"
        " subtraction card is played.")),
    Edge("tie-smallest-sub-set", mark(
        "Under DOUBLE, a subtraction and a fixed-value card tie on the smallest p: the"
        " subtraction card is played.")),
    Edge("tie-smallest-add-mul", mark(
        "Under DOUBLE, an addition and a multiplication card tie on the smallest p: the"
        " addition card is played.")),
    Edge("tie-smallest-add-set", mark(
        "Under DOUBLE, an addition and a fixed-value card tie on the smallest p: the addition"
        " card is played.")),
    Edge("tie-smallest-mul-set", mark(
        "Under DOUBLE, a multiplication and a fixed-value card tie on the smallest p: the"
        " multiplication card is played.")),
    Edge("tie-three-kinds", mark(
        "Three kinds of card tie on p (C2, D2 and E0 at 0, say): the tie order decides among"
        " all three.")),
    # Counter cards with no DOUBLE, and their order.
    Edge("basic-before-counter", mark(
        "With no DOUBLE, she plays a basic card that keeps p at or under 99 before any"
        " counter card she holds.")),
    Edge("counter-all-basic-lose", mark(
        "Every basic card she holds would pass 99, so she plays a counter card instead.")),
    Edge("counter-only", mark("She holds only counter cards, and plays one.")),
    Edge("counter-pass-before-turn", mark(
        "She holds PASS and TURN and plays PASS: counter cards are checked PASS, TURN,"
        " DOUBLE.")),
    Edge("counter-pass-before-double", mark("She holds PASS and DOUBLE and plays PASS.")),
    Edge("counter-turn-before-double", mark(
        "She holds TURN and DOUBLE but no PASS, and plays TURN.")),
    Edge("turn-twice", mark("A second TURN in a round sets play clockwise again.")),
    Edge("turn-with-two-players", mark(
        "TURN with two players: the same player plays next either way.")),
    # DOUBLE.
    Edge("double-counter-before-basic", mark(
        "Under DOUBLE, she plays a counter card though a basic card would keep p at or under"
        " 99.")),
    Edge("double-smallest", mark(
        "Under DOUBLE with no counter card, she plays the card giving the smallest p, not the"
        " largest.")),
    Edge("smallest-99", mark("Under DOUBLE, the smallest p she can reach is exactly 99.")),
    Edge("double-second-card", mark(
        "Her second card under DOUBLE is chosen as usual, by the largest p, which differs"
        " from the smallest.")),
    Edge("double-second-counter", mark(
        "Her second card under DOUBLE is a counter card, as no basic card keeps p at or under"
        " 99.")),
    Edge("double-second-loses", mark(
        "Her second card under DOUBLE passes 99: she loses the round.")),
    Edge("double-first-loses", mark(
        "Under DOUBLE, her first card already passes 99: she loses the round.")),
    Edge("double-passed-by-pass", mark(
        "Under DOUBLE, she plays PASS: the next player must play the two cards.")),
    Edge("double-passed-by-turn", mark(
        "Under DOUBLE, she plays TURN: play reverses, and the new next player must play two"
        " cards.")),
    Edge("double-does-not-stack", mark(
        "Under DOUBLE, she plays DOUBLE: the next player plays two cards, not four.")),
    Edge("double-on-herself", mark(
        "The only player plays DOUBLE, so she herself must play two cards.")),
    # Rounds, players and the deck.
    Edge("round-lost", mark(
        "Every card she holds passes 99: she loses the round, discards her other two cards"
        " and draws three.")),
    Edge("round-starts-with-loser", mark(
        "A later round starts with the last round's loser, who is not the first player.")),
    Edge("round-starts-clockwise", mark(
        "A round ended counterclockwise; the next one starts clockwise again.")),
    Edge("double-ends-with-round", mark(
        "A round ends under DOUBLE; the next round starts without it.")),
    Edge("one-player", mark("A game of one player, who plays every turn.")),
    Edge("most-players", mark("A game of 30 players, the most the statement allows.")),
    Edge("most-rounds", mark("A game of 100 rounds, the most the statement allows.")),
    Edge("longest-name", mark("A player's name of 20 letters, the longest the statement allows.")),
    Edge("largest-deck", mark(
        "A deck of 300,000 cards, the most the statement allows."), scale=True),
    Edge("deck-exactly-used", mark(
        "The last loser's three new cards are the last cards of the deck.")),
    Edge("deck-cards-left", mark("The game ends with cards left in the deck.")),
)
# fmt: on


# -- the edges a game reached ------------------------------------------------------

SHORT = {Kind.MUL: "mul", Kind.ADD: "add", Kind.SUB: "sub", Kind.DIV: "div", Kind.SET: "set"}


def reached(result: Result) -> Iterator[str]:
    """The rule edges a game reached, read from its plays as `replay` retells them."""
    case = result.case
    n = len(case.players)
    if n == 1:
        yield "one-player"
    if n == MAX_PLAYERS:
        yield "most-players"
    if case.rounds == MAX_ROUNDS:
        yield "most-rounds"
    if any(len(player.name) == MAX_NAME for player in case.players):
        yield "longest-name"
    yield from reached_at_scale(result)
    yield "deck-exactly-used" if result.drawn == len(case.deck) else "deck-cards-left"
    before: Moment | None = None
    for moment in replay(result, whole=False):
        if before is not None and before.choice.reason is Reason.SMALLEST:
            yield from second_card_edges(moment)
        if moment.turn == 1 and before is not None:
            yield from next_round_edges(moment, before, n)
        if moment.choice.lost:
            yield from loss_edges(moment, case.rounds)
        elif moment.played.card in COUNTERS:
            yield from counter_edges(moment, n)
        else:
            yield from basic_edges(moment)
        before = moment


def reached_at_scale(result: Result) -> Iterator[str]:
    """The edge of scale a game reached: a deck as large as the statement allows."""
    if len(result.case.deck) == MAX_DECK:
        yield "largest-deck"


def spread(choice: Choice) -> bool:
    """Whether the basic cards that keep p at or under 99 give more than one p."""
    safe = {q for _, q in choice.options if q <= LIMIT}
    return len(safe) > 1


def basic_edges(moment: Moment) -> Iterator[str]:
    choice, card, before = moment.choice, moment.played.card, moment.p_before
    p, kind = choice.p, card.kind
    yield f"play-{kind.value}"
    if p == LIMIT:
        yield "p-exactly-99"
    if p < 0:
        yield "p-negative"
    if choice.reason is Reason.LARGEST:
        if p < 0:
            yield "largest-negative"
        if choice.counters:
            yield "basic-before-counter"
    elif spread(choice):
        yield "double-smallest"
    if choice.reason is Reason.SMALLEST and p == LIMIT:
        yield "smallest-99"
    if card is Card.D2 and before % 2:
        yield "division-positive-odd" if before > 0 else "division-negative-odd"
    if card is Card.C2 and before < 0:
        yield "multiplication-negative"
    if kind is Kind.SET and p < before:
        yield "fixed-value-lowers"
    tied = [c for c, q in choice.options if q == p and c is not card]
    mode = "smallest" if choice.reason is Reason.SMALLEST else "largest"
    for other in tied:
        yield f"tie-{mode}-{SHORT[kind]}-{SHORT[other.kind]}"
    if len(tied) > 1:
        yield "tie-three-kinds"


def counter_edges(moment: Moment, n: int) -> Iterator[str]:
    choice, card = moment.choice, moment.played.card
    yield f"play-{card.name.lower()}"
    if choice.reason is Reason.FALLBACK:
        yield "counter-all-basic-lose" if choice.options else "counter-only"
    else:
        if any(q <= LIMIT for _, q in choice.options):
            yield "double-counter-before-basic"
        yield {
            Card.PASS: "double-passed-by-pass",
            Card.TURN: "double-passed-by-turn",
            Card.DOUBLE: "double-does-not-stack",
        }[card]
    for later in choice.counters[choice.counters.index(card) + 1 :]:
        yield f"counter-{card.name.lower()}-before-{later.name.lower()}"
    if card is Card.TURN:
        if moment.clockwise:
            yield "turn-twice"
        if n == 2:
            yield "turn-with-two-players"
    if card is Card.DOUBLE and n == 1:
        yield "double-on-herself"


def loss_edges(moment: Moment, rounds: int) -> Iterator[str]:
    yield "round-lost"
    if moment.choice.p == LIMIT + 1:
        yield "lose-at-100"
    if moment.doubled:
        yield "double-first-loses"
        if moment.round < rounds:
            yield "double-ends-with-round"


def second_card_edges(moment: Moment) -> Iterator[str]:
    """Her second card under DOUBLE, after a first one chosen by the smallest p."""
    if moment.choice.lost:
        yield "double-second-loses"
    elif moment.played.card in COUNTERS:
        yield "double-second-counter"
    elif spread(moment.choice):
        yield "double-second-card"


def next_round_edges(moment: Moment, loss: Moment, n: int) -> Iterator[str]:
    """The first play of a round after the first, `loss` being the last round's end."""
    if moment.player != 0:
        yield "round-starts-with-loser"
    if n > 2 and not loss.clockwise:
        yield "round-starts-clockwise"
