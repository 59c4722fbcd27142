"""UNO's rule edges: `EDGES`, the edges of every rule in rules.py, and `reached`, which
reads the edges a round reached from its turns.

Of the game's modules it imports cards and rules.
"""

import itertools
from collections import Counter
from collections.abc import Iterator, Sequence

from ...engine import Edge
from ...i18n import mark
from .cards import COLOURS, Card, Colour, Content
from .rules import Action, Direction, Result, Turn

# -- the rules' edges ------------------------------------------------------------------
# Every rule of rules.py and the edges of its conditions, as a round can reach
# them: `reached` reads them from the turns (the decisions the steps tell), `aim`
# (deals.py) deals a round that reaches one. Draw games need the deck to run out,
# which random rounds seldom do: `aim` stacks the deck for them.

# fmt: off
EDGES = (
    # The first card.
    Edge("flip-number", mark("The first card is a number card: jianhe25 plays first.")),
    Edge("flip-skip", mark("The first card is a Skip: jianhe25 is skipped, tclsm plays first.")),
    Edge("flip-reverse", mark(
        "The first card is a Reverse: play goes counter-clockwise, lkq plays first.")),
    Edge("flip-draw-two", mark(
        "The first card is a Draw Two: jianhe25 draws two and loses the turn.")),
    Edge("flip-wild-put-aside", mark(
        "A wild turns up first: it is put aside and the next card flipped.")),
    Edge("flip-wilds-put-aside", mark("Two or more wilds turn up first, one after another.")),
    # What fits.
    Edge("match-colour", mark("A card of the active colour is played on another content.")),
    Edge("match-content", mark("A card of the same content is played on another colour.")),
    Edge("match-called-colour", mark("After a wild, a card of the called colour is played.")),
    Edge("play-wild", mark("A Wild Change Color is played.")),
    Edge("play-wild-draw-four", mark(
        "A Wild Draw Four is played by a player holding no card of the active colour.")),
    Edge("wild-draw-four-held-back", mark(
        "A player holds a Wild Draw Four and a card of the active colour: the Wild Draw Four"
        " may not be played.")),
    Edge("wild-draw-four-on-wild-draw-four", mark(
        "A Wild Draw Four is on top and the player holds one too, with a card of the called"
        " colour: a wild never fits by content.")),
    # Which card, when several fit.
    Edge("priority-content", mark(
        "Cards of different contents fit: the first in Draw Two, Skip, Reverse, 9 to 0, Wild"
        " Change Color, Wild Draw Four is played.")),
    Edge("priority-colour", mark(
        "Two cards of the best content fit: Red, Yellow, Green, Blue decides.")),
    Edge("priority-zero-before-wild", mark("A 0 and a wild fit: the 0 is played.")),
    Edge("priority-wild-before-draw-four", mark(
        "Wild Change Color and Wild Draw Four both fit: Wild Change Color is played.")),
    # Drawing.
    Edge("draw-and-play", mark(
        "A player with nothing to play draws a card that fits and plays it at once.")),
    Edge("draw-and-play-wild", mark("The card drawn is a wild, played at once.")),
    Edge("draw-and-keep", mark("The card drawn does not fit: the player keeps it.")),
    # What the cards do.
    Edge("skip", mark("A Skip is played: the next player loses the turn.")),
    Edge("skip-counter-clockwise", mark(
        "A Skip is played while play goes counter-clockwise.")),
    Edge("reverse", mark("A Reverse is played: play goes counter-clockwise.")),
    Edge("reverse-back", mark(
        "A Reverse is played while play goes counter-clockwise: clockwise again.")),
    Edge("draw-two", mark("A Draw Two is played: the next player draws two and loses the turn.")),
    Edge("draw-four", mark(
        "A Wild Draw Four is played: the next player draws four and loses the turn.")),
    # The colour called after a wild.
    Edge("call-most", mark("After a wild, the one colour held most is called.")),
    Edge("call-tie", mark(
        "After a wild, two or more colours are held most: Red, Yellow, Green, Blue decides.")),
    Edge("call-tie-without-red", mark(
        "After a wild, colours other than Red tie for the most: the first of Yellow, Green,"
        " Blue is called.")),
    Edge("call-no-colour", mark("After a wild, no coloured card is left in hand: Red is called.")),
    # How a round ends.
    Edge("win-sheepgod", mark("SheepGod goes out first and wins.")),
    Edge("win-jianhe25", mark("jianhe25 goes out first and wins.")),
    Edge("win-tclsm", mark("tclsm goes out first and wins.")),
    Edge("win-lkq", mark("lkq goes out first and wins.")),
    Edge("win-with-penalty", mark(
        "The last card is a Draw Two or a Wild Draw Four: the round ends, no one draws.")),
    Edge("win-with-wild", mark("The last card is a wild: the round ends without a call.")),
    Edge("draw-exact-one", mark(
        "A player draws the last card of the deck, and someone still goes out.")),
    Edge("draw-exact-two", mark(
        "A Draw Two takes exactly the last two cards of the deck, and someone still goes out.")),
    Edge("draw-exact-four", mark(
        "A Wild Draw Four takes exactly the last four cards of the deck, and someone still goes"
        " out.")),
    Edge("draw-game-one", mark("A player must draw one, and the deck is empty: a draw game.")),
    Edge("draw-game-two-one-short", mark(
        "A player must draw two, and the deck has one card: a draw game.")),
    Edge("draw-game-two-empty", mark(
        "A player must draw two, and the deck is empty: a draw game.")),
    Edge("draw-game-four-one-short", mark(
        "A player must draw four, and the deck has three cards: a draw game.")),
    Edge("draw-game-four-short", mark(
        "A player must draw four, and the deck has two cards or fewer: a draw game.")),
)
# fmt: on

FLIP_EDGES = {
    Content.SKIP: "flip-skip",
    Content.REVERSE: "flip-reverse",
    Content.DRAW_TWO: "flip-draw-two",
}
EFFECT_EDGES = {
    Content.SKIP: "skip",
    Content.REVERSE: "reverse",
    Content.DRAW_TWO: "draw-two",
    Content.WILD_DRAW_FOUR: "draw-four",
}
EXACT_DRAWS = {1: "draw-exact-one", 2: "draw-exact-two", 4: "draw-exact-four"}


def reached(result: Result) -> Iterator[str]:
    """The edges a round reached, read from its turns: each turn with the one before it,
    which holds the table as the player found it."""
    yield from flip_edges(result)
    for before, turn in itertools.pairwise(result.turns):
        yield from turn_edges(before, turn)
    if result.winner is not None:
        yield from win_edges(result.turns[-1])
    yield from ending_edges(result.turns, result.winner)


def flip_edges(result: Result) -> Iterator[str]:
    if result.discarded:
        yield "flip-wild-put-aside" if len(result.discarded) == 1 else "flip-wilds-put-aside"
    card = result.turns[0].card
    if card is not None:
        yield FLIP_EDGES.get(card.content, "flip-number")


def turn_edges(before: Turn, turn: Turn) -> Iterator[str]:
    """The edges of one turn, `before` holding the table the player found."""
    hand = before.hands[turn.seat]
    if turn.action is Action.DREW:
        yield "draw-and-keep"
    if turn.card is None:
        return
    yield from fit_edges(before, turn, hand)
    if turn.action is Action.DREW_AND_PLAYED:
        yield "draw-and-play-wild" if turn.card.is_wild else "draw-and-play"
    else:
        yield from choice_edges(turn)
    yield from effect_edges(before, turn)


def fit_edges(before: Turn, turn: Turn, hand: Sequence[Card]) -> Iterator[str]:
    """How the card played fits the top of the pile, and a Wild Draw Four held back."""
    assert before.top is not None and turn.card is not None
    card, top = turn.card, before.top
    if card.content is Content.WILD:
        yield "play-wild"
    elif card.content is Content.WILD_DRAW_FOUR:
        yield "play-wild-draw-four"
    elif top.is_wild:
        yield "match-called-colour"
    elif card.colour is not top.colour:
        yield "match-content"
    elif card.content is not top.content:
        yield "match-colour"
    four = Card(Colour.WILD, Content.WILD_DRAW_FOUR)
    if four in hand and any(c.colour is before.colour for c in hand):
        yield "wild-draw-four-held-back"
        if top == four:
            yield "wild-draw-four-on-wild-draw-four"


def choice_edges(turn: Turn) -> Iterator[str]:
    """Which of the cards that fit was played, and what the priority decided."""
    assert turn.card is not None
    others = [card for card in turn.options if card != turn.card]
    if any(card.content is not turn.card.content for card in others):
        yield "priority-content"
    if any(
        card.content is turn.card.content and card.colour is not turn.card.colour for card in others
    ):
        yield "priority-colour"
    wilds = {card.content for card in others if card.is_wild}
    if turn.card.content is Content.ZERO and wilds:
        yield "priority-zero-before-wild"
    if turn.card.content is Content.WILD and Content.WILD_DRAW_FOUR in wilds:
        yield "priority-wild-before-draw-four"


def effect_edges(before: Turn, turn: Turn) -> Iterator[str]:
    """What the card played does: its effect and the colour called after a wild."""
    assert turn.card is not None
    content = turn.card.content
    if content in EFFECT_EDGES:
        yield EFFECT_EDGES[content]
    counter_clockwise = before.direction is Direction.COUNTER_CLOCKWISE
    if content is Content.SKIP and counter_clockwise:
        yield "skip-counter-clockwise"
    if content is Content.REVERSE and counter_clockwise:
        yield "reverse-back"
    if turn.called is not None and turn.hands[turn.seat]:
        yield from call_edges(turn.hands[turn.seat])


def call_edges(hand: Sequence[Card]) -> Iterator[str]:
    """The colour called from the hand left after a wild (a last card calls nothing)."""
    counts = Counter(card.colour for card in hand if not card.is_wild)
    most = max(counts.values(), default=0)
    tied = [colour for colour in COLOURS if counts[colour] == most]
    if not most:
        yield "call-no-colour"
    elif len(tied) == 1:
        yield "call-most"
    else:
        yield "call-tie"
        if Colour.RED not in tied:
            yield "call-tie-without-red"


def win_edges(last: Turn) -> Iterator[str]:
    assert last.card is not None
    yield f"win-{last.player.lower()}"
    if last.card.content in (Content.DRAW_TWO, Content.WILD_DRAW_FOUR):
        yield "win-with-penalty"
    if last.card.is_wild:
        yield "win-with-wild"


def ending_edges(turns: Sequence[Turn], winner: int | None) -> Iterator[str]:
    """A draw game, by the draw that could not be made; or a round won after a draw took
    the last cards of the deck (a draw game would follow it as well)."""
    if winner is None:
        yield draw_game_edge(turns[-1])
        return
    for turn in turns:
        if turn.drawn and turn.deck_left == 0:
            yield EXACT_DRAWS[len(turn.drawn)]


def draw_game_edge(last: Turn) -> str:
    """The draw that could not be made: how many, and how many cards the deck had. A draw
    of exactly the cards left, which the statement makes (a reading refuses it: readings.py),
    is the point of the exact draw's edge."""
    if last.deck_left == last.needed:
        return EXACT_DRAWS[last.needed]
    if last.needed == 1:
        return "draw-game-one"
    short = last.needed - last.deck_left
    if last.needed == 2:
        return "draw-game-two-one-short" if short == 1 else "draw-game-two-empty"
    return "draw-game-four-one-short" if short == 1 else "draw-game-four-short"
