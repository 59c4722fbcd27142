"""UNO's rules as the statement gives them: the four players and the deal, what fits
the pile, the card a player picks and the colour called, a turn, and a round played out;
the case (a deck) and the result (its turns), and the judge's answer.

Where the statement can be read another way (readings.py), the rule asks `follows` and
does the other reading beside its own.

Of the game's modules it imports cards and readings.
"""

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeVar

from ...i18n import mark, t
from ...readings import follows
from .cards import COLOUR_RANK, COLOURS, Card, Colour, Content
from .readings import (
    CALL_TIES_BLUE_FIRST,
    DEAL_IN_BLOCKS,
    DRAW_GAME_WHEN_EMPTIED,
    DRAWN_CARD_KEPT,
    FIRST_CARD_IDLE,
    LAST_CARD_PENALTY,
)

PLAYERS = ("SheepGod", "jianhe25", "tclsm", "lkq")  # clockwise, dealing order
HAND_SIZE = 7
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
    if follows(CALL_TIES_BLUE_FIRST):
        return max(COLOURS, key=lambda colour: (counts[colour], COLOUR_RANK[colour]))
    return max(COLOURS, key=lambda colour: (counts[colour], -COLOUR_RANK[colour]))


def deal(cards: Sequence[Card]) -> list[list[Card]]:
    """One card at a time to SheepGod, jianhe25, tclsm, lkq, seven times over."""
    seats = len(PLAYERS)
    if follows(DEAL_IN_BLOCKS):
        return [list(cards[seat * HAND_SIZE : (seat + 1) * HAND_SIZE]) for seat in range(seats)]
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
        if self.deck_left == count and follows(DRAW_GAME_WHEN_EMPTIED):
            return None
        start = self.drawn_so_far
        self.drawn_so_far += count
        return tuple(self.deck[start : start + count])

    def next_seat(self, seat: int) -> int:
        # The direction's step, without Enum's `value` (a Python-level descriptor).
        return (seat + (1 if self.direction is Direction.CLOCKWISE else -1)) % len(PLAYERS)

    def fits(self, card: Card, hand: Sequence[Card]) -> bool:
        assert self.top is not None and self.colour is not None, "the first card is down"
        return playable(card, hand, self.top, self.colour)

    def options(self, hand: Sequence[Card]) -> list[Card]:
        """The cards of `hand` that fit (`playable` for each, without a call per card)."""
        top, colour = self.top, self.colour
        assert top is not None and colour is not None, "the first card is down"
        matched, four, fitting = top.content, None, []
        for card in hand:
            content = card.content
            if content is Content.WILD_DRAW_FOUR:  # never by content: by the hand's colours
                if four is None:
                    four = not any(held.colour is colour for held in hand)
                if four:
                    fitting.append(card)
            elif content is Content.WILD or card.colour is colour or content is matched:
                fitting.append(card)
        return fitting

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
        return made(
            Turn,
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
            hands=tuple(map(tuple, self.hands)),
            deck_left=self.deck_left,
        )


FrozenT = TypeVar("FrozenT")


def made(kind: type[FrozenT], **fields: Any) -> FrozenT:
    """An instance of the frozen dataclass `kind` with these fields, all of them (no
    defaults, no __post_init__), put in its dict at once: its own __init__ sets them one
    by one through object.__setattr__, which took a third of a round's time (a Turn a
    turn). Equal to `kind(**fields)`."""
    instance = object.__new__(kind)
    instance.__dict__.update(fields)
    return instance


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
    if follows(FIRST_CARD_IDLE):
        table.direction, table.penalty = Direction.CLOCKWISE, None
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
            if PENALTY_DRAWS.get(table.penalty) and follows(LAST_CARD_PENALTY):
                # The next player draws for the last card: a draw game if he cannot.
                penalised = take_turn(table, table.next_seat(seat), len(turns))
                if penalised.action is Action.COULD_NOT_DRAW:
                    turns.append(penalised)
                    return None
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
    if not table.fits(cards[0], hand) or follows(DRAWN_CARD_KEPT):
        return table.record(number, seat, Action.DREW, drawn=cards, needed=1)
    hand.remove(cards[0])
    called = table.lay(cards[0], hand)
    return table.record(
        number, seat, Action.DREW_AND_PLAYED, card=cards[0], drawn=cards, needed=1, called=called
    )


# -- the judge's answer ------------------------------------------------------


def render(results: Sequence[Result]) -> str:
    return "".join(f"Case #{n}: {verdict(r)}\n" for n, r in enumerate(results, start=1))


def verdict(result: Result) -> str:
    return "Draw game!" if result.winner is None else f"Winner is {result.winner_name}!"
