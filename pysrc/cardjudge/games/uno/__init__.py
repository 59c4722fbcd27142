"""UNO for four players (HUST 2012, "CardGame").

Each round deals a 108-card deck seven cards apiece, flips the first non-wild
card, and the players follow fixed priorities until one goes out or a draw
cannot be made in full (a draw game).
"""

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

from ...dealing import Unreached, up_to
from ...engine import Edge, Game, Step
from ...i18n import join, mark, sentences, t, tn
from ...text import Words, expected_got

PLAYERS = ("SheepGod", "jianhe25", "tclsm", "lkq")  # clockwise, dealing order
HAND_SIZE = 7
DECK_SIZE = 108
MAX_ROUNDS = 100


class Colour(Enum):
    """Card colours; the four real ones in call priority, Red first."""

    RED = "R"
    YELLOW = "Y"
    GREEN = "G"
    BLUE = "B"
    WILD = "W"

    @property
    def title(self) -> str:
        """The colour's name in the reader's language: "Red", 红色."""
        return t(COLOUR_NAMES[self])


COLOUR_NAMES = {
    Colour.RED: mark("Red"),
    Colour.YELLOW: mark("Yellow"),
    Colour.GREEN: mark("Green"),
    Colour.BLUE: mark("Blue"),
    Colour.WILD: mark("Wild"),
}


class Content(Enum):
    """Card contents in play priority, highest first."""

    DRAW_TWO = "D"
    SKIP = "S"
    REVERSE = "R"
    NINE = "9"
    EIGHT = "8"
    SEVEN = "7"
    SIX = "6"
    FIVE = "5"
    FOUR = "4"
    THREE = "3"
    TWO = "2"
    ONE = "1"
    ZERO = "0"
    WILD = "C"
    WILD_DRAW_FOUR = "F"

    @property
    def title(self) -> str:
        """The content's name in the reader's language: "Skip", 跳过; a number as it is."""
        return t(TITLES[self]) if self in TITLES else self.value


TITLES = {
    Content.DRAW_TWO: mark("Draw Two"),
    Content.SKIP: mark("Skip"),
    Content.REVERSE: mark("Reverse"),
    Content.WILD: mark("Wild Change Color"),
    Content.WILD_DRAW_FOUR: mark("Wild Draw Four"),
}
COLOURS = (Colour.RED, Colour.YELLOW, Colour.GREEN, Colour.BLUE)  # call and tie priority
CONTENTS = tuple(Content)  # play priority
WILDS = (Content.WILD, Content.WILD_DRAW_FOUR)
ORDINARY = tuple(c for c in Content if c not in WILDS)
# How many of each card one colour has: one 0, two of everything else; four of each wild.
COPIES_PER_COLOUR = {content: 1 if content is Content.ZERO else 2 for content in ORDINARY}
WILD_COPIES = 4
# The cards a player must take (and lose the turn) after these are played at him.
PENALTY_DRAWS = {Content.SKIP: 0, Content.DRAW_TWO: 2, Content.WILD_DRAW_FOUR: 4}


class Direction(Enum):
    """Seat step of the rotation."""

    CLOCKWISE = 1
    COUNTER_CLOCKWISE = -1

    @property
    def title(self) -> str:
        """The direction as the viewer's state names it: "clockwise", "counter-clockwise"."""
        return self.name.lower().replace("_", "-")

    def reversed(self) -> "Direction":
        return Direction(-self.value)


@dataclass(frozen=True)
class Card:
    colour: Colour
    content: Content

    def __str__(self) -> str:
        return self.colour.value + self.content.value

    @property
    def is_wild(self) -> bool:
        return self.colour is Colour.WILD

    @property
    def title(self) -> str:
        """The card's name in the reader's language: "Red Skip", 红色跳过."""
        if self.is_wild:
            return self.content.title
        return t("{colour} {content}", colour=self.colour.title, content=self.content.title)

    @property
    def priority(self) -> tuple[int, int]:
        """Sort key of the play priority: content first, then colour (smaller plays first)."""
        return CONTENT_RANK[self.content], COLOUR_RANK[self.colour]


CONTENT_RANK = {content: i for i, content in enumerate(CONTENTS)}
COLOUR_RANK = {colour: i for i, colour in enumerate(Colour)}

# The full deck, one entry per copy, in a tidy order (used to name missing cards).
FULL_DECK: tuple[Card, ...] = tuple(
    [Card(c, k) for c in COLOURS for k in ORDINARY for _ in range(COPIES_PER_COLOUR[k])]
    + [Card(Colour.WILD, k) for k in WILDS for _ in range(WILD_COPIES)]
)
DECK_COUNTS = Counter(FULL_DECK)
CARDS = {str(card): card for card in DECK_COUNTS}  # notation -> card
assert len(FULL_DECK) == DECK_SIZE


class Action(Enum):
    """What a player's turn came to."""

    FLIPPED = "flipped"  # the first card of the pile, counted as SheepGod's play
    PLAYED = "played"
    DREW = "drew"  # drew one card and could not play it
    DREW_AND_PLAYED = "drew and played"
    SKIPPED = "skipped"
    DREW_TWO = "drew two"
    DREW_FOUR = "drew four"
    COULD_NOT_DRAW = "could not draw"  # the deck was too short: a draw game

    @property
    def said(self) -> str:
        """What the turn came to, in the reader's language (a step's title)."""
        return t(ACTION_WORDS[self])


# The viewer's state keeps the English value; a step's title says it with these.
ACTION_WORDS = {
    Action.FLIPPED: mark("flipped"),
    Action.PLAYED: mark("played"),
    Action.DREW: mark("drew"),
    Action.DREW_AND_PLAYED: mark("drew and played"),
    Action.SKIPPED: mark("skipped"),
    Action.DREW_TWO: mark("drew two"),
    Action.DREW_FOUR: mark("drew four"),
    Action.COULD_NOT_DRAW: mark("could not draw"),
}


@dataclass(frozen=True)
class Deck:
    """One round's 108 cards, top of the deck first."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Turn:
    """One turn as it ended; `number` 0 is the flip of the first card."""

    number: int
    seat: int
    action: Action
    card: Card | None  # the card played or flipped
    drawn: tuple[Card, ...]  # cards taken from the deck this turn
    needed: int  # cards the turn had to draw (for a failed draw: more than the deck held)
    options: tuple[Card, ...]  # the playable cards the player chose from
    called: Colour | None  # the colour called after a wild
    top: Card | None  # the top of the pile
    colour: Colour | None  # the active colour
    direction: Direction
    hands: tuple[tuple[Card, ...], ...]
    deck_left: int

    @property
    def player(self) -> str:
        return PLAYERS[self.seat]

    @property
    def content(self) -> Content | None:
        return self.top.content if self.top else None


@dataclass(frozen=True)
class Result:
    dealt: tuple[tuple[Card, ...], ...]
    discarded: tuple[Card, ...]  # wilds turned up (and put aside) before the first card
    turns: tuple[Turn, ...]  # the trace, the flip first
    winner: int | None  # seat of the player who went out; None for a draw game

    @property
    def winner_name(self) -> str | None:
        return None if self.winner is None else PLAYERS[self.winner]


# -- the rules -----------------------------------------------------------------


def playable(card: Card, hand: Sequence[Card], top: Card, colour: Colour) -> bool:
    """A wild never matches by content; Wild Draw Four needs a hand without the active colour."""
    if card.content is Content.WILD:
        return True
    if card.content is Content.WILD_DRAW_FOUR:
        return not any(c.colour is colour for c in hand)
    return card.colour is colour or card.content is top.content


def choose(options: Sequence[Card]) -> Card | None:
    """The card priority picks: content first (Draw Two ... Wild Draw Four), then colour."""
    return min(options, key=lambda card: card.priority, default=None)


def call_colour(hand: Sequence[Card]) -> Colour:
    """The colour held most once the wild is played; ties (and no colour at all) by R, Y, G, B."""
    counts = Counter(card.colour for card in hand)
    return max(COLOURS, key=lambda colour: (counts[colour], -COLOUR_RANK[colour]))


def deal(cards: Sequence[Card]) -> list[list[Card]]:
    """One card at a time to SheepGod, jianhe25, tclsm, lkq, seven times over."""
    seats = len(PLAYERS)
    return [list(cards[seat : seats * HAND_SIZE : seats]) for seat in range(seats)]


class Table:
    """The round in progress: the hands, the undealt deck, the pile's top and the rotation."""

    def __init__(self, hands: Sequence[Sequence[Card]], deck: Sequence[Card]) -> None:
        self.hands = [list(hand) for hand in hands]
        self.deck = list(deck)
        self.drawn_so_far = 0
        self.top: Card | None = None
        self.colour: Colour | None = None
        self.direction = Direction.CLOCKWISE
        self.penalty: Content | None = None  # a Skip, Draw Two or Wild Draw Four for the next seat

    @property
    def deck_left(self) -> int:
        return len(self.deck) - self.drawn_so_far

    def draw(self, count: int) -> tuple[Card, ...] | None:
        """The top `count` cards of the deck, or None when it holds fewer."""
        if self.deck_left < count:
            return None
        start = self.drawn_so_far
        self.drawn_so_far += count
        return tuple(self.deck[start : start + count])

    def next_seat(self, seat: int) -> int:
        return (seat + self.direction.value) % len(PLAYERS)

    def fits(self, card: Card, hand: Sequence[Card]) -> bool:
        assert self.top is not None and self.colour is not None, "the first card is down"
        return playable(card, hand, self.top, self.colour)

    def options(self, hand: Sequence[Card]) -> list[Card]:
        return [card for card in hand if self.fits(card, hand)]

    def lay(self, card: Card, hand: Sequence[Card]) -> Colour | None:
        """Put `card` on the pile and let it act; returns the colour called after a wild."""
        called = call_colour(hand) if card.is_wild else None
        self.top = card
        self.colour = called or card.colour
        if card.content is Content.REVERSE:
            self.direction = self.direction.reversed()
        self.penalty = card.content if card.content in PENALTY_DRAWS else None
        return called

    def record(
        self,
        number: int,
        seat: int,
        action: Action,
        *,
        card: Card | None = None,
        drawn: tuple[Card, ...] = (),
        needed: int = 0,
        options: Sequence[Card] = (),
        called: Colour | None = None,
    ) -> Turn:
        """The turn just taken, with the table as it now stands."""
        return Turn(
            number=number,
            seat=seat,
            action=action,
            card=card,
            drawn=drawn,
            needed=needed,
            options=tuple(options),
            called=called,
            top=self.top,
            colour=self.colour,
            direction=self.direction,
            hands=tuple(tuple(hand) for hand in self.hands),
            deck_left=self.deck_left,
        )


def play(deck: Deck) -> Result:
    """Deal the round and play it out."""
    dealt = len(PLAYERS) * HAND_SIZE
    return play_from(deal(deck.cards), deck.cards[dealt:])


def play_from(hands: Sequence[Sequence[Card]], deck: Sequence[Card]) -> Result:
    """Play a round from dealt hands (seat order) and the undealt deck (top first).

    A round always ends: each turn plays a card, draws one, or is the penalty of a
    card just played, and nothing returns to the deck, so a round lasts at most
    2 * (cards in hands) + 3 * (cards in the deck) turns.
    """
    return play_table(Table(hands, deck))


def play_table(table: Table) -> Result:
    """Play a round from the table as dealt: flip the first card, then turn after turn."""
    dealt = tuple(tuple(hand) for hand in table.hands)
    discarded: list[Card] = []
    while (flipped := table.draw(1)) is not None and flipped[0].is_wild:
        discarded.append(flipped[0])
    if flipped is None:
        turn = table.record(0, 0, Action.COULD_NOT_DRAW, needed=1)
        return Result(dealt, tuple(discarded), (turn,), None)
    table.lay(flipped[0], ())
    turns = [table.record(0, 0, Action.FLIPPED, card=flipped[0])]
    winner = play_on(table, 0, turns)
    return Result(dealt, tuple(discarded), tuple(turns), winner)


def play_on(table: Table, seat: int, turns: list[Turn]) -> int | None:
    """Play on after `seat`'s turn, the last of `turns` (each turn taken is added), until
    someone goes out (his seat) or a draw cannot be made (None: a draw game)."""
    while True:
        seat = table.next_seat(seat)
        turn = take_turn(table, seat, len(turns))
        turns.append(turn)
        if turn.action is Action.COULD_NOT_DRAW:
            return None
        if turn.card is not None and not table.hands[seat]:
            return seat


def take_turn(table: Table, seat: int, number: int) -> Turn:
    """One player's turn: take a pending penalty, else play, else draw (and play if it fits)."""
    hand = table.hands[seat]
    penalty, table.penalty = table.penalty, None
    if penalty is Content.SKIP:
        return table.record(number, seat, Action.SKIPPED)
    if penalty is not None:
        needed = PENALTY_DRAWS[penalty]
        cards = table.draw(needed)
        if cards is None:
            return table.record(number, seat, Action.COULD_NOT_DRAW, needed=needed)
        hand.extend(cards)
        action = Action.DREW_TWO if needed == 2 else Action.DREW_FOUR
        return table.record(number, seat, action, drawn=cards, needed=needed)
    options = table.options(hand)
    card = choose(options)
    if card is not None:
        hand.remove(card)
        called = table.lay(card, hand)
        return table.record(number, seat, Action.PLAYED, card=card, options=options, called=called)
    cards = table.draw(1)
    if cards is None:
        return table.record(number, seat, Action.COULD_NOT_DRAW, needed=1)
    hand.extend(cards)
    if not table.fits(cards[0], hand):
        return table.record(number, seat, Action.DREW, drawn=cards, needed=1)
    hand.remove(cards[0])
    called = table.lay(cards[0], hand)
    return table.record(
        number, seat, Action.DREW_AND_PLAYED, card=cards[0], drawn=cards, needed=1, called=called
    )


# -- the rules' edges ------------------------------------------------------------------
# Every rule above and the edges of its conditions, as a round can reach them:
# `reached` reads them from the turns (the decisions the steps tell), `aim`
# deals a round that reaches one. Draw games need the deck to run out, which
# random rounds seldom do: `aim` stacks the deck for them.

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
    """The draw that could not be made: how many, and how many cards the deck had."""
    if last.needed == 1:
        return "draw-game-one"
    short = last.needed - last.deck_left
    if last.needed == 2:
        return "draw-game-two-one-short" if short == 1 else "draw-game-two-empty"
    return "draw-game-four-one-short" if short == 1 else "draw-game-four-short"


# -- the engine contract -------------------------------------------------------


def parse(text: str) -> list[Deck]:
    """T, then T decks of exactly 108 cards each; line breaks between cards do not matter."""
    words = Words(text)
    rounds = words.integer(t("the number of rounds T, 1 to {most}", most=MAX_ROUNDS), 1, MAX_ROUNDS)
    decks = []
    for n in range(1, rounds + 1):
        start = words.index
        tokens = words.words[start : start + DECK_SIZE]
        cards = []
        for i, token in enumerate(tokens):
            card = CARDS.get(token)
            if card is None:
                expected = t(
                    "a card: R, Y, G or B then 0-9, D, S or R; or WC or WF (round #{round})",
                    round=n,
                )
                raise words.error(start + i, expected_got(expected, token))
            cards.append(card)
        if len(cards) < DECK_SIZE:
            raise words.error_at_end(
                t(
                    "card {card} of {size} in round #{round} (it has only {count})",
                    card=len(cards) + 1,
                    size=DECK_SIZE,
                    round=n,
                    count=len(cards),
                )
            )
        words.index = start + DECK_SIZE
        check_deck(cards, words, start, n)
        decks.append(Deck(tuple(cards)))
    words.expect_end(
        tn("end of input after {count} round", "end of input after {count} rounds", rounds)
    )
    return decks


def check_deck(cards: Sequence[Card], words: Words, start: int, n: int) -> None:
    """The round's cards must be exactly the UNO deck; the error sits at the first extra copy."""
    counts = Counter(cards)
    if counts == DECK_COUNTS:
        return
    missing = DECK_COUNTS - counts
    surplus = counts - DECK_COUNTS
    seen: Counter[Card] = Counter()
    for i, card in enumerate(cards):
        seen[card] += 1
        if seen[card] > DECK_COUNTS[card]:
            raise words.error(
                start + i,
                t(
                    "expected the {size}-card UNO deck in round #{round}, got {card} copy {copy}"
                    " of {most}; missing {missing}; surplus {surplus}",
                    size=DECK_SIZE,
                    round=n,
                    card=repr(str(card)),
                    copy=seen[card],
                    most=DECK_COUNTS[card],
                    missing=tally(missing),
                    surplus=tally(surplus),
                ),
            )


def tally(counts: Counter[Card]) -> str:
    """Cards in deck order, 'R5' or 'R5 x2'."""
    return join(
        str(card) + (f" x{counts[card]}" if counts[card] > 1 else "")
        for card in DECK_COUNTS
        if counts[card]
    )


def render(results: Sequence[Result]) -> str:
    return "".join(f"Case #{n}: {verdict(r)}\n" for n, r in enumerate(results, start=1))


def verdict(result: Result) -> str:
    return "Draw game!" if result.winner is None else f"Winner is {result.winner_name}!"


def steps(result: Result) -> list[Step]:
    first = result.turns[0]
    deck_at_deal = first.deck_left + len(result.discarded) + (1 if first.card else 0)
    dealt = t(
        "{count} cards each, dealt one at a time to {players}.",
        count=HAND_SIZE,
        players=join(PLAYERS),
    )
    state = {
        **blank_state(),
        "action": "dealt",
        "hands": hands_state(result.dealt),
        "deck": deck_at_deal,
    }
    shown = [Step(t("Deal"), dealt, state)]
    previous: Turn | None = None
    for turn in result.turns:
        last = turn is result.turns[-1]
        won = last and result.winner is not None
        shown.append(
            Step(
                title(turn, won),
                explain(turn, previous, result.discarded, won),
                turn_state(turn, result, last),
            )
        )
        previous = turn
    return shown


def line_steps(result: Result) -> list[int]:
    """A round's one line is how it ended: its last turn (the deal is step 0)."""
    return [len(result.turns)]


def blank_state() -> dict[str, object]:
    return {
        "turn": None,
        "player": None,
        "action": None,
        "card": None,
        "drawn": [],
        "called": None,
        "top": None,
        "colour": None,
        "content": None,
        "direction": Direction.CLOCKWISE.title,
        "hands": [],
        "deck": 0,
        "discarded": [],
        "winner": None,
        "draw_game": False,
    }


def turn_state(turn: Turn, result: Result, last: bool) -> dict[str, object]:
    """The table after `turn`, as plain values for the viewer."""
    return {
        "turn": turn.number,
        "player": turn.player,
        "action": turn.action.value,
        "card": str(turn.card) if turn.card else None,
        "drawn": [str(c) for c in turn.drawn],
        "called": turn.called.value if turn.called else None,
        "top": str(turn.top) if turn.top else None,
        "colour": turn.colour.value if turn.colour else None,
        "content": turn.content.value if turn.content else None,
        "direction": turn.direction.title,
        "hands": hands_state(turn.hands),
        "deck": turn.deck_left,
        "discarded": [str(c) for c in result.discarded],
        "winner": result.winner_name if last else None,
        "draw_game": last and result.winner is None,
    }


def hands_state(hands: Sequence[Sequence[Card]]) -> list[dict[str, object]]:
    return [
        {"player": name, "cards": [str(c) for c in hand]}
        for name, hand in zip(PLAYERS, hands, strict=True)
    ]


def title(turn: Turn, won: bool) -> str:
    if turn.number == 0:
        return t("First card")
    if won:
        return t("Turn {number}: {player} wins", number=turn.number, player=turn.player)
    if turn.action is Action.COULD_NOT_DRAW:
        return t("Turn {number}: draw game", number=turn.number)
    return t(
        "Turn {number}: {player} {action}",
        number=turn.number,
        player=turn.player,
        action=turn.action.said,
    )


def explain(turn: Turn, previous: Turn | None, discarded: Sequence[Card], won: bool) -> str:
    """What the turn did and why, in words."""
    who = turn.player
    if previous is None:
        return explain_flip(turn, discarded)
    if turn.action is Action.SKIPPED:
        return t("{player} is skipped by the Skip just played and loses the turn.", player=who)
    if turn.action in (Action.DREW_TWO, Action.DREW_FOUR):
        return t(
            "{player} must draw {count} ({cards}) and loses the turn.",
            player=who,
            count=turn.needed,
            cards=" ".join(map(str, turn.drawn)),
        )
    assert previous.top is not None and previous.colour is not None
    if turn.action is Action.COULD_NOT_DRAW and turn.needed == 1:
        return t(
            "{player} has nothing to play on {top} and the deck is empty: a draw game.",
            player=who,
            top=previous.top,
        )
    if turn.action is Action.COULD_NOT_DRAW:
        return t(
            "{player} must draw {count} but the deck has only {left}: a draw game.",
            player=who,
            count=turn.needed,
            left=turn.deck_left,
        )
    stuck = {"player": who, "top": previous.top, "colour": previous.colour.title}
    if turn.action is Action.DREW:
        return t(
            "{player} has nothing to play on {top} with {colour} active, so draws {card},"
            " which cannot be played either.",
            card=turn.drawn[0],
            **stuck,
        )
    assert turn.card is not None
    if turn.action is Action.DREW_AND_PLAYED:
        words = t(
            "{player} has nothing to play on {top} with {colour} active, so draws {card}"
            " ({name}), which fits and must be played at once.",
            card=turn.card,
            name=turn.card.title,
            **stuck,
        )
    else:
        others = [str(c) for c in turn.options if c != turn.card]
        played = {"player": who, "card": turn.card, "name": turn.card.title}
        if others:
            words = t(
                "{player} plays {card} ({name}), ahead of {others} by priority.",
                others=join(others),
                **played,
            )
        else:
            words = t("{player} plays {card} ({name}), the only card to fit.", **played)
    if won:
        return sentences([words, t("It was {player}'s last card: {player} wins!", player=who)])
    return sentences([words, *effect(turn)])


def effect(turn: Turn) -> list[str]:
    """What the card just laid does to the game, in sentences."""
    assert turn.card is not None
    content = turn.card.content
    said = []
    if content is Content.WILD_DRAW_FOUR and turn.called is not None:
        said.append(t("No card of the active colour was held."))
    if turn.called is not None:
        held = sum(c.colour is turn.called for c in turn.hands[turn.seat])
        said.append(
            t(
                "Calls {colour}, the colour held most ({count} in hand).",
                colour=turn.called.title,
                count=held,
            )
        )
    if content is Content.SKIP:
        said.append(t("The next player is skipped."))
    elif content is Content.REVERSE and turn.direction is Direction.CLOCKWISE:
        said.append(t("Play turns clockwise."))
    elif content is Content.REVERSE:
        said.append(t("Play turns counter-clockwise."))
    elif content in PENALTY_DRAWS:
        said.append(
            t(
                "The next player draws {count} and loses the turn.",
                count=PENALTY_DRAWS[content],
            )
        )
    return said


def explain_flip(turn: Turn, discarded: Sequence[Card]) -> str:
    put_aside = ""
    if discarded:
        put_aside = tn(
            "{cards} turned up and was put aside (wild).",
            "{cards} turned up and were put aside (wild).",
            len(discarded),
            cards=" ".join(map(str, discarded)),
        )
    if turn.card is None:
        return sentences([put_aside, t("No card is left to flip: a draw game.")])
    flip = t(
        "SheepGod flips {card} ({name}) as the first card.", card=turn.card, name=turn.card.title
    )
    return sentences([put_aside, flip, *effect(turn)])


# -- rounds aimed at an edge ------------------------------------------------------------

AIM_TRIES = 2000
DRAW_FOUR = Card(Colour.WILD, Content.WILD_DRAW_FOUR)
# The draw-game edges and the exact draws: the penalty card a stuck player draws (None:
# no penalty, the deck just runs out) and how many cards are left once it is drawn.
ENDINGS: dict[str, tuple[Content | None, tuple[int, ...]]] = {
    "draw-exact-one": (None, (0,)),
    "draw-game-one": (None, (0,)),
    "draw-exact-two": (Content.DRAW_TWO, (2,)),
    "draw-game-two-one-short": (Content.DRAW_TWO, (1,)),
    "draw-game-two-empty": (Content.DRAW_TWO, (0,)),
    "draw-exact-four": (Content.WILD_DRAW_FOUR, (4,)),
    "draw-game-four-one-short": (Content.WILD_DRAW_FOUR, (3,)),
    "draw-game-four-short": (Content.WILD_DRAW_FOUR, (0, 1, 2)),
}
# The first card for each flip edge, and how many wilds turn up before it.
FLIPS: dict[str, tuple[tuple[Content, ...], int]] = {
    "flip-number": (ORDINARY[3:], 0),
    "flip-skip": ((Content.SKIP,), 0),
    "flip-reverse": ((Content.REVERSE,), 0),
    "flip-draw-two": ((Content.DRAW_TWO,), 0),
    "flip-wild-put-aside": (ORDINARY, 1),
    "flip-wilds-put-aside": (ORDINARY, 2),
}


class Stacked(Table):
    """A table whose deck is laid as the round goes: each card when it is drawn, chosen by
    `pick` from the cards not yet laid (the `pool`). The deck it lays, then the pool,
    is a deck that plays the same round."""

    def __init__(
        self,
        hands: Sequence[Sequence[Card]],
        pool: Sequence[Card],
        pick: "Callable[[Stacked, int], Card]",
    ) -> None:
        super().__init__(hands, ())
        self.dealt = [list(hand) for hand in hands]
        self.pool = list(pool)
        self.pick = pick
        self.seat = 0  # who draws next

    def next_seat(self, seat: int) -> int:
        self.seat = super().next_seat(seat)
        return self.seat

    def draw(self, count: int) -> tuple[Card, ...] | None:
        while self.deck_left < count and self.pool:
            card = self.pick(self, count)
            self.pool.remove(card)
            self.deck.append(card)
        return super().draw(count)


TableT = TypeVar("TableT", bound=Table)


def going_on(table: Table, ahead: TableT) -> TableT:
    """`ahead`, a table with the hands and the deck of its own, with the pile and the
    rotation of `table`: to play a round on from where `table` stands."""
    ahead.top, ahead.colour, ahead.direction = table.top, table.colour, table.direction
    return ahead


def stacked_deck(table: Stacked) -> Deck:
    """The 108 cards in order: the hands as dealt, the deck as laid, the rest."""
    dealt = [hand[i] for i in range(HAND_SIZE) for hand in table.dealt]
    return Deck(tuple(dealt + table.deck + table.pool))


class RunOut:
    """Picks that run the deck down before anyone goes out, and end the round at one of
    ENDINGS: when `left` + 1 cards are left, a stuck player draws the penalty card kept for
    `last` (a Wild Draw Four fits whoever is stuck; a Draw Two must be of the active colour).

    A stuck player draws a number card that leaves the next player stuck too, so the deck
    runs down while the hands stay; a card that fits nothing when her own hand is short;
    and, when the next player is down to his last cards, one that makes him draw or skips
    him; of these, the first after which no hand is short some turns on (`played_ahead`).
    Near the end no card that makes anyone draw is laid, so the deck runs down a card a
    turn, and the last cards are those with which most rounds played out end at the edge."""

    def __init__(self, rng: random.Random, edge: str) -> None:
        penalty, lefts = ENDINGS[edge]
        self.rng, self.edge, self.left = rng, edge, rng.choice(lefts)
        colour = rng.choice(COLOURS) if penalty is Content.DRAW_TWO else Colour.WILD
        self.last = None if penalty is None else Card(colour, penalty)

    def __call__(self, table: Stacked, count: int) -> Card:
        cards = list(dict.fromkeys(table.pool))
        self.rng.shuffle(cards)
        if self.last in table.pool and len(table.pool) == self.left + 1:
            return self.last
        if self.last is not None and table.pool.count(self.last) == 1 and len(cards) > 1:
            cards.remove(self.last)
        if table.top is None:  # the first card: no wild, so the round starts at once
            return next((card for card in cards if not card.is_wild), cards[0])
        if count > 1:
            return cards[0]
        if len(table.pool) <= self.left + ENDGAME:
            ending = self.ending(table, cards)
            if ending is not None:
                return ending
        hand = table.hands[table.seat]
        fits = [card for card in cards if table.fits(card, [*hand, card])]
        wanted = list(dict.fromkeys(self.wanted(table, cards, fits)))[:LOOKED_AT]
        colour = self.last.colour if self.last is not None else Colour.WILD
        steer = colour is not Colour.WILD and len(table.pool) <= self.left + STEERED
        ahead = {}
        for card in wanted:  # the first that leaves no hand short, else the longest hands
            ahead[card] = played_ahead(table, card)
            shortest, active = ahead[card]
            if shortest > SHORT_HAND and (not steer or active is colour):
                return card
        if steer:  # the Draw Two laid last must fit: its colour first
            return max(wanted, key=lambda card: (ahead[card][1] is colour, ahead[card][0] > 0))
        return max(wanted, key=lambda card: ahead[card][0])

    def ending(self, table: Stacked, cards: list[Card]) -> Card | None:
        """Near the end, the card with which most rounds played out (the rest of the deck
        in a random order) end at the edge; None if none does."""
        ends = {card: sum(self.ends_so(table, card) for _ in range(ROLLOUTS)) for card in cards}
        best = max(cards, key=ends.__getitem__)
        return best if ends[best] else None

    def ends_so(self, table: Stacked, card: Card) -> bool:
        """Whether the round, the stuck player drawing `card` and the rest of the deck
        coming in a random order (the card kept for last where it goes), ends at the edge."""
        rest = list(table.pool)
        rest.remove(card)
        if self.last in rest:
            rest.remove(self.last)
            self.rng.shuffle(rest)
            rest.insert(len(rest) - self.left, self.last)
        else:
            self.rng.shuffle(rest)
        ahead = going_on(table, Table(table.hands, (card, *rest)))
        turns = [take_turn(ahead, table.seat, 0)]
        out = turns[0].card is not None and not ahead.hands[table.seat]
        winner = table.seat if out else play_on(ahead, table.seat, turns)
        return self.edge in set(ending_edges(turns, winner))

    def wanted(self, table: Stacked, cards: list[Card], fits: list[Card]) -> list[Card]:
        """The cards a stuck player may draw, the best for running the deck down first."""
        near = len(table.pool) <= self.left + NEAR
        calm = [card for card in cards if not (near and card.content in DRAWING)]
        kept = [card for card in calm if card not in fits]
        if near and self.last is not None and table.colour is not self.last.colour:
            # The Draw Two laid last must fit: its colour comes up.
            turning = [card for card in fits if card.colour is self.last.colour]
            return turning + [card for card in fits if card.is_wild] + kept + calm + cards
        following = table.hands[Table.next_seat(table, table.seat)]
        guards = sorted(
            (card for card in fits if card in calm and card.content in GUARDS),
            key=lambda card: GUARDS.index(card.content),
        )
        passed_on = [
            card for card in fits if card.content in NUMBERS and stuck(following, card, card.colour)
        ]
        if len(following) <= SHORT_HAND:
            return guards + kept + passed_on + calm + cards
        if len(table.hands[table.seat]) <= SHORT_HAND:
            return kept + passed_on + guards + calm + cards
        return passed_on + kept + guards + calm + cards


LOOKED_AT = 8  # the cards a stuck player may draw whose round is played ahead
NEAR = 12  # the last cards, laid without any that makes a player draw
ENDGAME = 10  # the last cards, chosen by the rounds they end in
ROLLOUTS = 4  # rounds played out for each card near the end
STEERED = 6  # the last cards, when the active colour is steered to the last Draw Two's
HORIZON = 12  # the turns played ahead


def played_ahead(table: Stacked, card: Card) -> tuple[int, Colour | None]:
    """The stuck player drawing `card`, the shortest hand and the active colour after the
    next HORIZON turns, or at the next draw near the end, stuck players drawing cards that
    do not fit (0: someone goes out before)."""
    pool = list(table.pool)
    pool.remove(card)
    ahead = going_on(table, Stacked(table.hands, pool, not_fitting))
    ahead.deck.append(card)
    seat = table.seat
    for number in range(HORIZON):
        turn = take_turn(ahead, seat, number)
        if turn.action is Action.COULD_NOT_DRAW:
            break
        if turn.card is not None and not ahead.hands[seat]:
            return 0, None
        seat = ahead.next_seat(seat)
    return min(map(len, ahead.hands)), ahead.colour


def not_fitting(table: Stacked, count: int) -> Card:
    """A card that does not fit the stuck player's hand, if the pool has one."""
    hand = table.hands[table.seat]
    return next((card for card in table.pool if not table.fits(card, [*hand, card])), table.pool[0])


SHORT_HAND = 2
DRAWING = (Content.WILD_DRAW_FOUR, Content.DRAW_TWO)
GUARDS = (*DRAWING, Content.SKIP, Content.REVERSE)  # what keeps the next player from going out
NUMBERS = ORDINARY[3:]


def stuck(hand: Sequence[Card], top: Card, colour: Colour) -> bool:
    return not any(playable(card, hand, top, colour) for card in hand)


def run_out(rng: random.Random, edge: str) -> Deck | None:
    """A deck whose round ends as `edge` says (one of ENDINGS), or None if this try failed."""
    pick = RunOut(rng, edge)
    cards = shuffled(rng)
    if pick.last is not None:  # the card laid last is not dealt
        cards.remove(pick.last)
        cards.append(pick.last)
    dealt = len(PLAYERS) * HAND_SIZE
    table = Stacked(deal(cards), cards[dealt:], pick)
    play_table(table)
    return stacked_deck(table)


def flipped(rng: random.Random, edge: str) -> Deck:
    """A shuffled deck whose first card (after wilds, as many as `edge` wants) is of the
    contents `edge` wants."""
    contents, wilds = FLIPS[edge]
    cards = shuffled(rng)
    first = rng.choice([card for card in cards if card.content in contents])
    put_aside = rng.sample([card for card in cards if card.is_wild], wilds)
    on_top = [*put_aside, first]
    rest = list(cards)
    for card in on_top:
        rest.remove(card)
    dealt = len(PLAYERS) * HAND_SIZE
    return Deck(tuple(rest[:dealt] + on_top + rest[dealt:]))


def shuffled(rng: random.Random) -> list[Card]:
    cards = list(FULL_DECK)
    rng.shuffle(cards)
    return cards


def aim(rng: random.Random, edge: str, size: float = 0.0) -> str:
    """A round that reaches `edge`, as short as a few tries find at size 0 (longer ones as
    `size` grows): the deck stacked for the edges of the deck running out, the first card
    set for those of the flip, else shuffled until the round reaches it."""
    short = up_to(SHORT_ROUND * 3, size, SHORT_ROUND)
    if edge in ENDINGS:  # a round that runs the deck out is never short: the first will do
        dealing, short = run_out, MOST_TURNS
    elif edge in FLIPS:
        dealing = flipped
    else:
        dealing = lambda rng, edge: Deck(tuple(shuffled(rng)))  # noqa: E731
    shortest: tuple[int, Deck] | None = None
    for tried in range(AIM_TRIES):
        deck = dealing(rng, edge)
        result = play(deck)
        if edge in set(reached(result)):
            if len(result.turns) <= short:
                return write([deck])
            if shortest is None or len(result.turns) < shortest[0]:
                shortest = (len(result.turns), deck)
        if shortest is not None and tried >= SHORT_TRIES:
            return write([shortest[1]])
    raise Unreached(f"no round reached {edge} in {AIM_TRIES} tries")


SHORT_ROUND = 30  # turns: a short round, which an aimed deal at size 0 looks for
SHORT_TRIES = 100  # rounds dealt looking for a short one
MOST_TURNS = 2 * len(PLAYERS) * HAND_SIZE + 3 * DECK_SIZE  # more than any round lasts


# -- shorter rounds, for shrinking ------------------------------------------------------


def shrink(deck: Deck) -> Iterator[Deck]:
    """Rounds of fewer turns: the deck kept as it was up to a point of the round (so the
    round goes the same way that far), and the cards drawn after it laid to end the round
    soon (see `Finish`), the earliest point first; then a card of the winner's hand swapped
    with one of the deck, the shortest rounds first. A deck has all 108 cards: a round gets
    smaller by its turns, which is what a person reads."""
    result = play(deck)
    most = len(result.turns)
    for kept in cut_points(result):
        shorter = finished(deck, kept)
        if shorter != deck and len(play(shorter).turns) < most:
            yield shorter
    if result.winner is not None:
        yield from winner_swaps(deck, result.winner, most)


def winner_swaps(deck: Deck, winner: int, most: int) -> Iterator[Deck]:
    """The deck with a card dealt to the winner swapped with an undealt one, for the SWAPS
    swaps whose rounds are the shortest, if shorter than `most` turns, the shortest first
    (so a failure that no swap keeps costs a few runs, not hundreds)."""
    dealt = len(PLAYERS) * HAND_SIZE
    shorter = []
    for held in range(winner, dealt, len(PLAYERS)):  # where the winner's cards are dealt
        for undealt in range(dealt, DECK_SIZE):
            cards = list(deck.cards)
            cards[held], cards[undealt] = cards[undealt], cards[held]
            if cards[held] != cards[undealt]:
                swapped = Deck(tuple(cards))
                turns = len(play(swapped).turns)
                if turns < most:
                    shorter.append((turns, held, undealt, swapped))
    shorter.sort(key=lambda found: found[:3])
    yield from (swapped for *_, swapped in shorter[:SWAPS])


SWAPS = 40


def cut_points(result: Result) -> list[int]:
    """How many cards of the undealt deck to keep as they were: as many as the round had
    drawn after each of some of its turns, from the first turns to the last (at most
    CUTS of them, spread over the round)."""
    undealt = DECK_SIZE - len(PLAYERS) * HAND_SIZE
    drawn = sorted({undealt - turn.deck_left for turn in result.turns})
    step = max(1, len(drawn) // CUTS)
    return drawn[::step]


CUTS = 12


def finished(deck: Deck, kept: int) -> Deck:
    """The deck with its first `kept` undealt cards as they were, and the rest laid so that
    someone goes out soon."""
    dealt = len(PLAYERS) * HAND_SIZE
    table = Stacked(deal(deck.cards), deck.cards[dealt:], Finish(kept))
    play_table(table)
    return stacked_deck(table)


class Finish:
    """Picks that lay the deck as it was for its first `kept` cards, then end the round soon:
    a stuck player draws, of the first cards that fit (or of any if none does), the one
    after which someone goes out soonest, stuck players then drawing cards that fit."""

    def __init__(self, kept: int) -> None:
        self.kept = kept

    def __call__(self, table: Stacked, count: int) -> Card:
        if len(table.deck) < self.kept or count > 1 or table.top is None:
            return table.pool[0]  # the next card as the deck had it
        hand = table.hands[table.seat]
        cards = list(dict.fromkeys(table.pool))
        fits = [card for card in cards if table.fits(card, [*hand, card])]
        return min((fits or cards)[:FINISHES], key=lambda card: turns_to_go_out(table, card))


FINISHES = 16  # the cards a stuck player may draw whose round is played ahead
FINISH_HORIZON = 24  # the turns played ahead


def turns_to_go_out(table: Stacked, card: Card) -> tuple[int, int]:
    """The stuck player drawing `card`, the turns until someone goes out, stuck players
    drawing cards that fit (at most FINISH_HORIZON turns); then the shortest hand."""
    pool = list(table.pool)
    pool.remove(card)
    ahead = going_on(table, Stacked(table.hands, pool, fitting))
    ahead.deck.append(card)
    seat = table.seat
    for number in range(FINISH_HORIZON):
        turn = take_turn(ahead, seat, number)
        if turn.action is Action.COULD_NOT_DRAW:
            break
        if turn.card is not None and not ahead.hands[seat]:
            return number, 0
        seat = ahead.next_seat(seat)
    return FINISH_HORIZON, min(map(len, ahead.hands))


def fitting(table: Stacked, count: int) -> Card:
    """A card that fits the stuck player's hand, if the pool has one."""
    hand = table.hands[table.seat]
    return next((card for card in table.pool if table.fits(card, [*hand, card])), table.pool[0])


def measure(results: Sequence[Result]) -> int:
    """What a person reads of rounds: their turns."""
    return sum(len(result.turns) for result in results)


def generate(rng: random.Random, rounds: int | None = None, size: float = 1.0) -> str:
    """`rounds` shuffled decks; by default 1 to 3 as `size` grows to 1."""
    decks = []
    for _ in range(rounds if rounds is not None else up_to(3, size)):
        decks.append(Deck(tuple(shuffled(rng))))
    return write(decks)


def write(decks: Sequence[Deck]) -> str:
    """T, then each deck on a line of its own."""
    return "".join([f"{len(decks)}\n", *(" ".join(map(str, d.cards)) + "\n" for d in decks)])


GAME = Game(
    name="uno",
    title="UNO",
    source=mark("HUST 2012: CardGame"),
    summary=mark(
        "Four players play UNO with fixed priorities from a given 108-card deck.\n"
        "Who goes out first, or is it a draw game when the deck runs short?"
    ),
    parse=parse,
    play=play,
    render=render,
    steps=steps,
    line_steps=line_steps,
    generate=generate,
    write=write,
    shrink=shrink,
    edges=EDGES,
    reached=reached,
    aim=aim,
    measure=measure,
)
