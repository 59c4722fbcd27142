"""UNO for four players (HUST 2012, "CardGame").

Each round deals a 108-card deck seven cards apiece, flips the first non-wild
card, and the players follow fixed priorities until one goes out or a draw
cannot be made in full (a draw game).
"""

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ..engine import Game, Step, up_to
from ..i18n import join, mark, sentences, t, tn
from ..text import Words, expected_got

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

    It always ends: each turn plays a card, draws one, or is the penalty of a
    card just played, and nothing returns to the deck, so a round lasts at most
    2 * (cards in hands) + 3 * (cards in the deck) turns.
    """
    table = Table(hands, deck)
    dealt = tuple(tuple(hand) for hand in table.hands)
    discarded: list[Card] = []
    while (flipped := table.draw(1)) is not None and flipped[0].is_wild:
        discarded.append(flipped[0])
    if flipped is None:
        turn = table.record(0, 0, Action.COULD_NOT_DRAW, needed=1)
        return Result(dealt, tuple(discarded), (turn,), None)
    table.lay(flipped[0], ())
    turns = [table.record(0, 0, Action.FLIPPED, card=flipped[0])]
    seat = 0
    while True:
        seat = table.next_seat(seat)
        turn = take_turn(table, seat, len(turns))
        turns.append(turn)
        if turn.action is Action.COULD_NOT_DRAW:
            return Result(dealt, tuple(discarded), tuple(turns), None)
        if turn.card is not None and not table.hands[seat]:
            return Result(dealt, tuple(discarded), tuple(turns), seat)


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


def generate(rng: random.Random, rounds: int | None = None, size: float = 1.0) -> str:
    """`rounds` shuffled decks; by default 1 to 3 as `size` grows to 1."""
    decks = []
    for _ in range(rounds if rounds is not None else up_to(3, size)):
        deck = list(FULL_DECK)
        rng.shuffle(deck)
        decks.append(Deck(tuple(deck)))
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
)
