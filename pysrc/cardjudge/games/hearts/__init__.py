"""Hearts scoring with cheater detection (TopCoder SRM 220, "HeartsGame").

A game is given as its 13 tricks, four cards each in playing order. The trick
winners tell who played every card, so a player's hand at any trick is the
cards he has still to play; that is all it takes to catch the three ways to cheat.
"""

import random
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ...dealing import deal_until, up_to
from ...engine import Edge, Game, Step
from ...errors import InputError
from ...i18n import join, mark, sentences, t, tn
from ...text import end_of_input, expected_got, lines


class Suit(Enum):
    """The four suits, in the order hands are shown."""

    CLUBS = "C"
    DIAMONDS = "D"
    SPADES = "S"
    HEARTS = "H"

    @property
    def noun(self) -> str:
        """One card of the suit in words: "club"."""
        return t(SUIT_NOUNS[self])


SUIT_NOUNS = {
    Suit.CLUBS: mark("club"),
    Suit.DIAMONDS: mark("diamond"),
    Suit.SPADES: mark("spade"),
    Suit.HEARTS: mark("heart"),
}


RANKS = "23456789TJQKA"  # lowest first
PLAYERS = 4
TRICKS = 13
HEART_POINTS = 1
QUEEN_POINTS = 13
MOON = 26  # all thirteen hearts and the Queen of Spades
CHEATER = "CHEATER!"


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One of the 52 cards of `DECK` (find them in `CARDS`): one object per card,
    so identity is equality and sets and dicts of cards stay fast."""

    suit: Suit
    rank: str
    value: int = field(init=False)  # order within the suit: 0 for the 2, 12 for the Ace
    points: int = field(init=False)  # a heart is worth 1, the Queen of Spades 13

    def __post_init__(self) -> None:
        queen = self.suit is Suit.SPADES and self.rank == "Q"
        points = HEART_POINTS if self.suit is Suit.HEARTS else QUEEN_POINTS if queen else 0
        object.__setattr__(self, "value", RANKS.index(self.rank))
        object.__setattr__(self, "points", points)

    def __str__(self) -> str:
        return self.suit.value + self.rank

    @property
    def scoring(self) -> bool:
        """Hearts and the Queen of Spades are the scoring cards."""
        return self.points > 0


DECK = tuple(Card(suit, rank) for suit in Suit for rank in RANKS)
CARDS = {str(card): card for card in DECK}
TWO_OF_CLUBS = CARDS["C2"]
QUEEN_OF_SPADES = CARDS["SQ"]
HAND_ORDER = {card: i for i, card in enumerate(DECK)}  # clubs, diamonds, spades, hearts


def hand_order(card: Card) -> int:
    """Hands are shown clubs, diamonds, spades, hearts, each from the 2 up."""
    return HAND_ORDER[card]


@dataclass(frozen=True)
class Deal:
    """One game as played: 13 tricks of 4 cards, each in playing order."""

    tricks: tuple[tuple[Card, ...], ...]


class Rule(Enum):
    """The three ways to cheat, in the statement's order."""

    FOLLOW_SUIT = "follow suit"
    HEARTS_NOT_BROKEN = "no heart lead before hearts are broken"
    FIRST_TRICK = "no points on the first trick"


@dataclass(frozen=True)
class Cheat:
    """A play that broke one or more rules, and what the player could have played."""

    trick: int
    player: int
    card: Card
    rules: tuple[Rule, ...]
    legal: tuple[Card, ...]  # the cards the player held that broke no rule, in hand order


@dataclass(frozen=True)
class Trick:
    """One trick of the trace."""

    number: int
    players: tuple[int, ...]  # who played each card: the leader, then clockwise
    cards: tuple[Card, ...]
    winner: int
    points: int
    hearts_broken: bool  # whether some earlier trick held a heart when this one was led
    cheats: tuple[Cheat, ...]

    @property
    def leader(self) -> int:
        return self.players[0]

    @property
    def winning_card(self) -> Card:
        return self.cards[self.players.index(self.winner)]

    @property
    def breaks_hearts(self) -> bool:
        """The first trick with a heart in it."""
        return not self.hearts_broken and any(c.suit is Suit.HEARTS for c in self.cards)


@dataclass(frozen=True)
class Result:
    deal: Deal
    tricks: tuple[Trick, ...]  # the trace
    taken: tuple[int, ...]  # points in the tricks each player took, player 1 first
    moon: int | None  # the player who took all 26 points
    scores: tuple[int, ...]  # after the moon, player 1 first
    cheaters: tuple[int, ...]  # players who cheated, in order

    @property
    def cheats(self) -> tuple[Cheat, ...]:
        return tuple(cheat for trick in self.tricks for cheat in trick.cheats)

    @property
    def entries(self) -> tuple[str, ...]:
        """The return value: each player's score, or "CHEATER!"."""
        return tuple(
            CHEATER if player in self.cheaters else str(score)
            for player, score in enumerate(self.scores, start=1)
        )


# -- the rules -----------------------------------------------------------------


def winning_seat(cards: Sequence[Card]) -> int:
    """Index of the highest card of the suit led."""
    led = cards[0].suit
    best = 0
    for i in range(1, len(cards)):
        if cards[i].suit is led and cards[i].value > cards[best].value:
            best = i
    return best


def rules_broken(
    card: Card, hand: Sequence[Card], led: Suit | None, first: bool, broken: bool
) -> tuple[Rule, ...]:
    """The rules a play breaks. `hand` holds `card` too; `led` is None for the lead."""
    rules = []
    if led is None:
        if card.suit is Suit.HEARTS and not broken and any(c.suit is not Suit.HEARTS for c in hand):
            rules.append(Rule.HEARTS_NOT_BROKEN)
    elif card.suit is not led and any(c.suit is led for c in hand):
        rules.append(Rule.FOLLOW_SUIT)
    if first and card.scoring and not all(c.scoring for c in hand):
        rules.append(Rule.FIRST_TRICK)
    return tuple(rules)


def legal_cards(
    hand: Sequence[Card], led: Suit | None, first: bool, broken: bool
) -> tuple[Card, ...]:
    """The cards of `hand` that break no rule, in hand order.

    The same rules as `rules_broken`, worked out for the whole hand at once. As
    the first trick is led with the 2 of clubs, some card is always legal.
    """
    if led is None:
        options = [c for c in hand if broken or c.suit is not Suit.HEARTS] or list(hand)
    else:
        options = [c for c in hand if c.suit is led] or list(hand)
    if first:
        options = [c for c in options if not c.scoring] or options
    return tuple(sorted(options, key=hand_order))


def play(deal: Deal) -> Result:
    """Seat every card, check every play against the rules, count the points."""
    orders, winners = seat_the_plays(deal)
    hands = holdings(deal, orders)
    broken = False
    taken = [0] * PLAYERS
    tricks = []
    for k, (cards, order) in enumerate(zip(deal.tricks, orders, strict=True)):
        cheats = []
        led: Suit | None = None
        for card, player in zip(cards, order, strict=True):
            hand = hands[k][player - 1]
            rules = rules_broken(card, hand, led, k == 0, broken)
            if rules:
                legal = legal_cards(hand, led, k == 0, broken)
                cheats.append(Cheat(k + 1, player, card, rules, legal))
            led = cards[0].suit  # the others must follow the lead's suit
        points = sum(c.points for c in cards)
        taken[winners[k] - 1] += points
        tricks.append(Trick(k + 1, order, cards, winners[k], points, broken, tuple(cheats)))
        broken = broken or any(c.suit is Suit.HEARTS for c in cards)
    moon = taken.index(MOON) + 1 if MOON in taken else None
    if moon is None:
        scores = tuple(taken)
    else:
        scores = tuple(0 if p == moon else MOON for p in range(1, PLAYERS + 1))
    cheaters = tuple(sorted({cheat.player for trick in tricks for cheat in trick.cheats}))
    return Result(deal, tuple(tricks), tuple(taken), moon, scores, cheaters)


def seat_the_plays(deal: Deal) -> tuple[list[tuple[int, ...]], list[int]]:
    """Who played each card of each trick, and who won each trick.

    Player 1 leads the first trick; play goes clockwise; the winner leads next.
    """
    leader = 1
    orders, winners = [], []
    for cards in deal.tricks:
        order = tuple((leader - 1 + i) % PLAYERS + 1 for i in range(PLAYERS))
        leader = order[winning_seat(cards)]
        orders.append(order)
        winners.append(leader)
    return orders, winners


def holdings(deal: Deal, orders: Sequence[tuple[int, ...]]) -> list[list[tuple[Card, ...]]]:
    """Each player's hand at each trick: the cards he plays in that trick and later."""
    held: list[list[Card]] = [[] for _ in range(PLAYERS)]
    hands: list[list[tuple[Card, ...]]] = [[] for _ in deal.tricks]
    for k in reversed(range(len(deal.tricks))):
        for card, player in zip(deal.tricks[k], orders[k], strict=True):
            held[player - 1].append(card)
        hands[k] = [tuple(cards) for cards in held]
    return hands


# -- the rules' edges ------------------------------------------------------------------
# Every rule above, and the edges of its conditions, that a game can reach: `reached`
# reads them from the tricks as `play` decided them, `aim` deals a game that reaches one.

# fmt: off
EDGES = (
    # Who takes a trick: the highest card of the suit led, from any seat.
    Edge("won-by-leader", mark("The leader takes the trick: no one plays higher in the suit led.")),
    Edge("won-by-second", mark("The second player of a trick takes it.")),
    Edge("won-by-third", mark("The third player of a trick takes it.")),
    Edge("won-by-fourth", mark("The fourth player of a trick takes it.")),
    Edge("higher-off-suit", mark(
        "A card of another suit, higher than the winning card, does not take the trick.")),
    # Following suit, and discarding (垫牌) when void in the suit led.
    Edge("discard", mark("A player void in the suit led plays another suit.")),
    Edge("discard-points", mark(
        "After the first trick, a player void in the suit led discards a heart or the Queen "
        "of Spades.")),
    Edge("first-trick-discard", mark(
        "On the first trick, a player void in clubs discards a card that scores nothing.")),
    Edge("first-trick-points-forced", mark(
        "On the first trick, a player holding only hearts and the Queen of Spades plays one: "
        "no cheat.")),
    # The Queen of Spades.
    Edge("queen-led-unbroken", mark(
        "The Queen of Spades is led before hearts are broken: no cheat, it is no heart.")),
    Edge("queen-discarded", mark("The Queen of Spades is discarded on another suit.")),
    Edge("queen-wins", mark("The Queen of Spades takes the trick it is in.")),
    # Hearts broken, and leading hearts.
    Edge("hearts-broken", mark("Hearts are broken by a heart played by the rules.")),
    Edge("hearts-broken-by-cheat", mark("Hearts are broken by a heart played against the rules.")),
    Edge("heart-lead-just-broken", mark(
        "A heart is led on the trick just after the one that broke hearts.")),
    Edge("heart-lead-broken", mark("A heart is led, hearts broken two or more tricks before.")),
    Edge("heart-lead-only-hearts", mark(
        "A heart is led before hearts are broken by a player holding only hearts: no cheat.")),
    # The three ways to cheat, and their edges.
    Edge("cheat-follow-suit", mark("A player does not follow suit while holding the suit led.")),
    Edge("cheat-follow-suit-last-card", mark(
        "A player does not follow suit while holding exactly one card of the suit led.")),
    Edge("cheat-heart-lead", mark("A heart is led before hearts are broken, by a player holding "
                                  "a non-heart.")),
    Edge("cheat-heart-lead-one-other", mark(
        "A heart is led before hearts are broken by a player holding exactly one non-heart.")),
    Edge("cheat-first-trick-heart", mark(
        "A heart is played on the first trick by a player holding a card that scores nothing.")),
    Edge("cheat-first-trick-queen", mark(
        "The Queen of Spades is played on the first trick by a player holding a card that "
        "scores nothing.")),
    Edge("cheat-first-trick-one-other", mark(
        "A scoring card is played on the first trick by a player holding exactly one card "
        "that scores nothing.")),
    Edge("cheat-two-rules", mark("One play breaks two rules at once.")),
    # Who is shown as CHEATER!.
    Edge("no-cheater", mark("No one cheats.")),
    Edge("one-cheater", mark("Exactly one player cheats.")),
    Edge("several-cheaters", mark("Two or three players cheat.")),
    Edge("all-cheaters", mark("All four players cheat.")),
    Edge("cheats-twice", mark("A player cheats on two tricks or more, and is one cheater.")),
    # Shooting the moon, and games one card short of it.
    Edge("moon", mark("A player takes all 13 hearts and the Queen of Spades: 0 for him, 26 for "
                      "each other player.")),
    Edge("moon-by-cheater", mark("A player who cheated shoots the moon.")),
    Edge("moon-with-cheater", mark("A player shoots the moon while another player cheated.")),
    Edge("moon-short-one-heart", mark(
        "A player takes the Queen of Spades and all hearts but one: 25 points, no moon.")),
    Edge("moon-short-queen", mark(
        "A player takes all 13 hearts but not the Queen of Spades: 13 points, no moon.")),
)
# fmt: on

WON_AT_SEAT = ("won-by-leader", "won-by-second", "won-by-third", "won-by-fourth")
CHEAT_EDGES = {
    Rule.FOLLOW_SUIT: "cheat-follow-suit",
    Rule.HEARTS_NOT_BROKEN: "cheat-heart-lead",
    Rule.FIRST_TRICK: "cheat-first-trick-heart",  # the Queen of Spades: its own edge
}


def reached(result: Result) -> Iterator[str]:
    """The rule edges a game reached, read from its tricks as `play` decided them."""
    before: Trick | None = None
    for trick in result.tricks:
        yield from trick_edges(trick, before)
        for cheat in trick.cheats:
            yield from cheat_edges(cheat)
        before = trick
    yield from cheater_edges(result)
    yield from moon_edges(result)


def trick_edges(trick: Trick, before: Trick | None) -> Iterator[str]:
    yield WON_AT_SEAT[trick.players.index(trick.winner)]
    lead, winning = trick.cards[0], trick.winning_card
    if any(c.suit is not lead.suit and c.value > winning.value for c in trick.cards):
        yield "higher-off-suit"
    cheated = {cheat.card for cheat in trick.cheats}
    discards = [c for c in trick.cards[1:] if c.suit is not lead.suit and c not in cheated]
    if discards:
        yield "discard"
    if trick.number == 1:
        if any(c.scoring for c in discards):
            yield "first-trick-points-forced"
        if any(not c.scoring for c in discards):
            yield "first-trick-discard"
    elif any(c.scoring for c in discards):
        yield "discard-points"
    if QUEEN_OF_SPADES in trick.cards:
        yield from queen_edges(trick)
    if lead.suit is Suit.HEARTS and lead not in cheated:
        if not trick.hearts_broken:
            yield "heart-lead-only-hearts"
        elif before is not None and before.breaks_hearts:
            yield "heart-lead-just-broken"
        else:
            yield "heart-lead-broken"
    if trick.breaks_hearts:
        by_cheat = any(cheat.card.suit is Suit.HEARTS for cheat in trick.cheats)
        yield "hearts-broken-by-cheat" if by_cheat else "hearts-broken"


def queen_edges(trick: Trick) -> Iterator[str]:
    lead = trick.cards[0]
    if lead is QUEEN_OF_SPADES and not trick.hearts_broken:
        yield "queen-led-unbroken"
    if lead.suit is not Suit.SPADES:
        yield "queen-discarded"
    if trick.winning_card is QUEEN_OF_SPADES:
        yield "queen-wins"


def cheat_edges(cheat: Cheat) -> Iterator[str]:
    rules = cheat.rules
    if len(rules) > 1:
        yield "cheat-two-rules"
    for rule in rules:
        first_queen = rule is Rule.FIRST_TRICK and cheat.card is QUEEN_OF_SPADES
        yield "cheat-first-trick-queen" if first_queen else CHEAT_EDGES[rule]
    # `legal` holds the suit led when a player did not follow it, else the hand's
    # non-hearts (a heart lead) or its cards that score nothing (the first trick).
    if len(cheat.legal) == 1:
        if Rule.FOLLOW_SUIT in rules:
            yield "cheat-follow-suit-last-card"
        elif Rule.HEARTS_NOT_BROKEN in rules:
            yield "cheat-heart-lead-one-other"
        else:
            yield "cheat-first-trick-one-other"


def cheater_edges(result: Result) -> Iterator[str]:
    count = len(result.cheaters)
    if count == 0:
        yield "no-cheater"
    elif count == 1:
        yield "one-cheater"
    elif count < PLAYERS:
        yield "several-cheaters"
    else:
        yield "all-cheaters"
    cheats = [cheat.player for cheat in result.cheats]
    if len(cheats) > len(set(cheats)):
        yield "cheats-twice"


def moon_edges(result: Result) -> Iterator[str]:
    if result.moon is not None:
        yield "moon"
        if result.moon in result.cheaters:
            yield "moon-by-cheater"
        if set(result.cheaters) - {result.moon}:
            yield "moon-with-cheater"
        return
    hearts = [0] * PLAYERS
    for trick in result.tricks:
        hearts[trick.winner - 1] += sum(c.suit is Suit.HEARTS for c in trick.cards)
    for player, points in enumerate(result.taken):
        if points == MOON - HEART_POINTS:
            yield "moon-short-one-heart"
        if hearts[player] == TRICKS and points < MOON:
            yield "moon-short-queen"


# -- reading the input -----------------------------------------------------------

CARD_EXPECTED = mark("a card: suit C, D, S or H, then rank 2-9, T, J, Q, K or A")
END_OF_LINE = mark("end of line")
_WORD = re.compile(r"\S+")
# In an array literal: a string (maybe unterminated), a brace or comma, or anything else.
_LITERAL_TOKEN = re.compile(r'"[^"]*"?|[{},]|[^\s{},"]+')


def parse(text: str) -> list[Deal]:
    """Games as 13 lines of 4 cards (a blank line between games) or as TopCoder
    array literals {"C2 CA DA C9", ...} over one or many lines; the forms may mix."""
    return Reader(text).read()


class Reader:
    """Reads every game of an input; errors name the line and column of the bad text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.rows = lines(text)
        self.deals: list[Deal] = []

    def read(self) -> list[Deal]:
        i = 0
        while i < len(self.rows):
            line = self.rows[i].text
            start = len(line) - len(line.lstrip())
            if start == len(line):
                i += 1
            elif line[start] == "{":
                i = self.read_literals(i, start)
            else:
                i = self.read_lines(i)
        return self.deals

    # -- 13 lines of 4 cards ------------------------------------------------------
    def read_lines(self, i: int) -> int:
        """A game as 13 lines; returns the index of the line after it."""
        number = len(self.deals) + 1
        seen: dict[Card, int] = {}
        tricks = []
        for k in range(1, TRICKS + 1):
            wanted = t("trick {trick} of 13 in game #{game}", trick=k, game=number)
            if i == len(self.rows):
                raise self.error_at_end(wanted)
            row = self.rows[i]
            if not row.text.strip():
                if not any(later.text.strip() for later in self.rows[i:]):
                    raise self.error_at_end(wanted)
                raise InputError(
                    row.number, 1, t("expected {expected}, got a blank line", expected=wanted)
                )
            tricks.append(self.trick(row.number, row.text, 0, k, number, seen, t(END_OF_LINE)))
            i += 1
        if i < len(self.rows) and self.rows[i].text.strip():
            col, word = next(self.rows[i].words())
            raise InputError(
                self.rows[i].number,
                col,
                t(
                    "expected a blank line after the 13 tricks of game #{game}, got {word}",
                    game=number,
                    word=repr(word),
                ),
            )
        self.deals.append(Deal(tuple(tricks)))
        return i

    # -- TopCoder array literals ----------------------------------------------------
    def read_literals(self, i: int, col: int) -> int:
        """Array literals from the "{" at rows[i][col]; returns the next line to read."""
        tokens = self.literal_tokens(i, col)
        next(tokens)  # the opening brace
        while True:
            i = self.read_literal(tokens)
            following = next(tokens, None)
            if following is None or following[0] != i:
                return i + 1
            _, col, token = following
            if token != "{":
                raise self.at(
                    i,
                    col,
                    t(
                        "expected '{{' or the end of the line after game #{game}, got {token}",
                        game=len(self.deals),
                        token=repr(token),
                    ),
                )

    def literal_tokens(self, i: int, col: int) -> Iterator[tuple[int, int, str]]:
        """(line index, 0-based column, token) from rows[i][col] on."""
        while i < len(self.rows):
            for m in _LITERAL_TOKEN.finditer(self.rows[i].text, col):
                yield i, m.start(), m.group()
            i, col = i + 1, 0

    def read_literal(self, tokens: Iterator[tuple[int, int, str]]) -> int:
        """One game from just after its "{"; returns the line index of its "}"."""
        number = len(self.deals) + 1
        seen: dict[Card, int] = {}
        tricks: list[tuple[Card, ...]] = []
        while len(tricks) < TRICKS:
            k = len(tricks) + 1
            wanted = t("trick {trick} of 13 in game #{game}", trick=k, game=number)
            if k > 1:
                comma = t("',' and {trick}", trick=wanted)
                i, col, token = self.next_token(tokens, comma)
                if token != ",":
                    raise self.at(i, col, expected_got(comma, token))
            i, col, token = self.next_token(tokens, wanted)
            if not token.startswith('"'):
                quoted = t("{trick} in double quotes", trick=wanted)
                raise self.at(i, col, expected_got(quoted, token))
            if len(token) == 1 or not token.endswith('"'):
                closed = t("expected '\"' to close {trick}, got end of line", trick=wanted)
                raise self.at(i, col + len(token), closed)
            line = self.rows[i].number
            tricks.append(self.trick(line, token[1:-1], col + 1, k, number, seen, "'\"'"))
        closing = t("'}}' after trick 13 of game #{game}", game=number)
        i, col, token = self.next_token(tokens, closing)
        if token == ",":  # a trailing comma, as Java and C++ allow
            i, col, token = self.next_token(tokens, closing)
        if token != "}":
            raise self.at(i, col, expected_got(closing, token))
        self.deals.append(Deal(tuple(tricks)))
        return i

    def next_token(
        self, tokens: Iterator[tuple[int, int, str]], expected: str
    ) -> tuple[int, int, str]:
        token = next(tokens, None)
        if token is None:
            raise self.error_at_end(expected)
        return token

    # -- one trick --------------------------------------------------------------------
    def trick(
        self, line: int, text: str, base: int, k: int, number: int, seen: dict[Card, int], end: str
    ) -> tuple[Card, ...]:
        """The four cards of trick k in `text`, which starts at 0-based column `base`.

        A fast path for good tricks; anything else goes to `checked_trick`, which
        finds and locates the first fault.
        """
        words = text.split()
        if len(words) == PLAYERS and all(word in CARDS for word in words):
            cards = tuple(CARDS[word] for word in words)
            if (
                (k > 1 or cards[0] is TWO_OF_CLUBS)
                and len(set(cards)) == PLAYERS
                and seen.keys().isdisjoint(cards)
            ):
                for card in cards:
                    seen[card] = k
                return cards
        return self.checked_trick(line, text, base, k, number, seen, end)

    def checked_trick(
        self, line: int, text: str, base: int, k: int, number: int, seen: dict[Card, int], end: str
    ) -> tuple[Card, ...]:
        where = {"trick": k, "game": number}
        cards: list[Card] = []
        for m in _WORD.finditer(text):
            col, word = base + m.start() + 1, m.group()
            if len(cards) == PLAYERS:
                raise InputError(
                    line,
                    col,
                    t(
                        "expected 4 cards in trick {trick} of game #{game}, got a 5th: {word}",
                        word=repr(word),
                        **where,
                    ),
                )
            card = CARDS.get(word)
            if card is None:
                raise InputError(line, col, expected_got(t(CARD_EXPECTED), word))
            if card in seen:
                raise InputError(
                    line,
                    col,
                    t(
                        "card {card} is played twice in game #{game} (first in trick {first})",
                        card=repr(word),
                        game=number,
                        first=seen[card],
                    ),
                )
            if k == 1 and not cards and card is not TWO_OF_CLUBS:
                raise InputError(
                    line,
                    col,
                    t(
                        "expected game #{game} to start with 'C2', got {word}",
                        game=number,
                        word=repr(word),
                    ),
                )
            seen[card] = k
            cards.append(card)
        if len(cards) < PLAYERS:
            col = base + len(text.rstrip()) + 1
            raise InputError(
                line,
                col,
                t(
                    "expected card {card} of 4 in trick {trick} of game #{game}, got {end}",
                    card=len(cards) + 1,
                    end=end,
                    **where,
                ),
            )
        return tuple(cards)

    # -- places -------------------------------------------------------------------------
    def at(self, i: int, col: int, message: str) -> InputError:
        return InputError(self.rows[i].number, col + 1, message)

    def error_at_end(self, expected: str) -> InputError:
        return end_of_input(self.text, expected)


# -- the judge's answer -------------------------------------------------------------


def render(results: Sequence[Result]) -> str:
    return "".join(
        "{" + ", ".join(f'"{entry}"' for entry in result.entries) + "}\n" for result in results
    )


def format_deal(deal: Deal, literal: bool = False) -> str:
    """A game as input text: 13 lines, or the array literal as the statement prints it."""
    rows = [" ".join(map(str, cards)) for cards in deal.tricks]
    if literal:
        return "{" + ",\n ".join(f'"{row}"' for row in rows) + "}\n"
    return "\n".join(rows) + "\n"


# -- the viewer's story ----------------------------------------------------------------


def steps(result: Result) -> list[Step]:
    """The deal, then each trick as it was played, then the scores."""
    hands = holdings(result.deal, [trick.players for trick in result.tricks])
    after = [*hands[1:], [()] * PLAYERS]  # what each player holds after each trick
    shown = [
        Step(
            t("The deal"),
            t(
                "Each player's hand is the 13 cards that player goes on to play. "
                "Player 1 holds the 2 of clubs and leads the first trick; "
                "play goes clockwise: players 1, 2, 3, 4."
            ),
            table(hands[0], None, [0] * PLAYERS, [], final=None),
        )
    ]
    running = [0] * PLAYERS
    cheaters: list[int] = []
    for trick, held in zip(result.tricks, after, strict=True):
        running[trick.winner - 1] += trick.points
        cheaters += [c.player for c in trick.cheats if c.player not in cheaters]
        shown.append(
            Step(
                t("Trick {trick}", trick=trick.number),
                tell_trick(trick),
                table(held, trick, running, cheaters, final=None),
            )
        )
    last = result.tricks[-1]
    shown.append(
        Step(t("Scores"), tell_scores(result), table(after[-1], last, running, cheaters, result))
    )
    return shown


def line_steps(result: Result) -> list[int]:
    """A game's one line is its scores: the step after the deal and the 13 tricks."""
    return [1 + len(result.tricks)]


def sort_cards(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in sorted(cards, key=hand_order)]


def table(
    hands: Sequence[Sequence[Card]],
    trick: Trick | None,
    points: list[int],
    cheaters: list[int],
    final: Result | None,
) -> dict[str, Any]:
    """The table as the viewer draws it; lists by player, player 1 first."""
    played: list[str | None] = [None] * PLAYERS
    if trick is not None:
        for player, card in zip(trick.players, trick.cards, strict=True):
            played[player - 1] = str(card)
    return {
        "trick": trick.number if trick else 0,
        "hands": [sort_cards(hand) for hand in hands],  # held after this trick
        "played": played,
        "order": list(trick.players) if trick else [1, 2, 3, 4],
        "leader": trick.leader if trick else 1,
        "led_suit": trick.cards[0].suit.value if trick else None,
        "winner": trick.winner if trick else None,
        "winning_card": str(trick.winning_card) if trick else None,
        "trick_points": trick.points if trick else 0,
        "hearts_broken_at_lead": trick.hearts_broken if trick else False,
        "hearts_broken": bool(trick and (trick.hearts_broken or trick.breaks_hearts)),
        "cheats": [cheat_state(c) for c in trick.cheats] if trick and not final else [],
        "points": list(points),  # points taken so far
        "cheaters": sorted(cheaters),
        "moon": final.moon if final else None,
        "scores": list(final.scores) if final else None,
        "verdicts": list(final.entries) if final else None,
    }


def cheat_state(cheat: Cheat) -> dict[str, Any]:
    return {
        "player": cheat.player,
        "card": str(cheat.card),
        "rules": [rule.value for rule in cheat.rules],
        "legal": [str(c) for c in cheat.legal],
    }


def tell_trick(trick: Trick) -> str:
    (leader, lead), *rest = zip(trick.players, trick.cards, strict=True)
    followers = join(t("player {player} {card}", player=p, card=c) for p, c in rest)
    led = trick.cards[0].suit
    words = [
        t(
            "Player {player} leads {card}; then {followers}.",
            player=leader,
            card=lead,
            followers=followers,
        ),
        t(
            "Player {player} wins with {card}, the highest {suit} (the suit led), "
            "and takes {points}.",
            player=trick.winner,
            card=trick.winning_card,
            suit=led.noun,
            points=points_in_words(trick),
        ),
    ]
    if trick.breaks_hearts and any(c.card.suit is Suit.HEARTS for c in trick.cheats):
        words.append(t("Hearts are broken now: a heart breaks them even when played illegally."))
    elif trick.breaks_hearts:
        words.append(t("Hearts are broken now."))
    elif not trick.hearts_broken:
        words.append(t("Hearts are not broken yet."))
    words += [tell_cheat(cheat, led) for cheat in trick.cheats]
    return sentences(words)


def points_in_words(trick: Trick) -> str:
    hearts = sum(1 for c in trick.cards if c.suit is Suit.HEARTS)
    queen = QUEEN_OF_SPADES in trick.cards
    if queen and hearts:
        return tn(
            "{points} points ({count} heart and the Queen of Spades)",
            "{points} points ({count} hearts and the Queen of Spades)",
            hearts,
            points=trick.points,
        )
    if queen:
        return t("{points} points (the Queen of Spades)", points=trick.points)
    if hearts:
        return tn("{count} point ({count} heart)", "{count} points ({count} hearts)", hearts)
    return t("no points")


def tell_cheat(cheat: Cheat, led: Suit) -> str:
    why = {
        Rule.FOLLOW_SUIT: t("did not follow suit while holding a {suit}", suit=led.noun),
        Rule.HEARTS_NOT_BROKEN: t("led a heart before hearts were broken, holding a non-heart"),
        Rule.FIRST_TRICK: t("played a scoring card on the first trick, holding a non-scoring card"),
    }
    reasons = [why[rule] for rule in cheat.rules]
    if len(reasons) > 1:
        reasons = [t("{first} and {second}", first=reasons[0], second=reasons[1])]
    return t(
        "Player {player} cheated with {card}: {reasons}. Legal plays: {legal}.",
        player=cheat.player,
        card=cheat.card,
        reasons=reasons[0],
        legal=join(cheat.legal),
    )


def tell_scores(result: Result) -> str:
    taken = join(
        t("player {player} {points}", player=p, points=n) for p, n in enumerate(result.taken, 1)
    )
    words = [t("Points taken: {taken}.", taken=taken)]
    if result.moon is not None:
        words.append(
            t(
                "Player {player} took all 13 hearts and the Queen of Spades: that shoots "
                "the moon, so player {player} scores 0 and every other player 26.",
                player=result.moon,
            )
        )
    else:
        words.append(t("No one shot the moon."))
    if result.cheaters:
        words.append(
            tn(
                "Cheated, so shown as CHEATER!: player {players}.",
                "Cheated, so shown as CHEATER!: players {players}.",
                len(result.cheaters),
                players=join(result.cheaters),
            )
        )
    else:
        words.append(t("No one cheated."))
    verdicts = ", ".join(f'"{e}"' for e in result.entries)  # the judge's notation
    words.append(t("Result: {verdicts}.", verdicts="{" + verdicts + "}"))
    return sentences(words)


# -- random games ------------------------------------------------------------------------


def generate(
    rng: random.Random,
    games: int | None = None,
    cheat_chance: float = 0.0,
    literal: bool = False,
    size: float = 1.0,
) -> str:
    """Random games of legal-looking play (every player follows the rules); by
    default 1 to 3 games as `size` grows to 1.

    With `cheat_chance` > 0, each play that could break a rule does so with that
    chance. With `literal`, the games are written as TopCoder array literals.
    """
    count = games if games is not None else up_to(3, size)
    return write([deal_and_play(rng, cheat_chance) for _ in range(count)], literal)


def write(deals: Sequence[Deal], literal: bool = False) -> str:
    """Games as input, a blank line between them."""
    return "\n".join(format_deal(deal, literal) for deal in deals)


def deal_and_play(
    rng: random.Random,
    cheat_chance: float = 0.0,
    hands: Sequence[Sequence[Card]] | None = None,
    scripts: dict[int, Sequence[Card]] | None = None,
) -> Deal:
    """Shuffle, deal 13 cards each and play a game with random (mostly legal) choices.

    `hands`, when given, are the four hands, player 1's (with the 2 of clubs) first, and
    `scripts` the cards some players (from 1) play first, in that order, legal or not.
    """
    if hands is None:
        deck = list(DECK)
        rng.shuffle(deck)
        held = [deck[i::PLAYERS] for i in range(PLAYERS)]
        leader = next(i for i, hand in enumerate(held) if TWO_OF_CLUBS in hand)
    else:
        held, leader = [list(hand) for hand in hands], 0
    planned = {player - 1: list(cards) for player, cards in (scripts or {}).items()}
    broken = False
    tricks = []
    for k in range(TRICKS):
        cards: list[Card] = []
        for i in range(PLAYERS):
            seat = (leader + i) % PLAYERS
            hand = held[seat]
            led = cards[0].suit if cards else None
            legal = legal_cards(hand, led, k == 0, broken)
            illegal = [c for c in hand if c not in legal]
            if k == 0 and not cards:
                card = TWO_OF_CLUBS  # the input must start with it
            elif planned.get(seat):
                card = planned[seat].pop(0)
            elif illegal and cheat_chance > 0 and rng.random() < cheat_chance:
                card = rng.choice(illegal)
            else:
                card = rng.choice(legal)
            hand.remove(card)
            cards.append(card)
        leader = (leader + winning_seat(cards)) % PLAYERS
        broken = broken or any(c.suit is Suit.HEARTS for c in cards)
        tricks.append(tuple(cards))
    return Deal(tuple(tricks))


# -- simpler games, for shrinking ------------------------------------------------------------


def shrink(case: Deal) -> Iterator[Deal]:
    """Simpler games, biggest cuts first, each with fewer cheating plays than `case`, so
    that shrinking ends. A game always has its 13 tricks and all 52 cards, so it cannot get
    shorter; it gets easier to read, with fewer cheats to follow:

    - the game played by the rules from a trick on (each player plays the lowest card he
      may), from the first trick with a cheat, then from each later one;
    - one cheat made legal: the cheater plays a card he was allowed to play instead, and
      the cheating card where he played that one.
    """
    result = play(case)
    most = len(result.cheats)
    numbers = sorted({cheat.trick for cheat in result.cheats})
    simpler = [by_the_rules_from(result, number) for number in numbers]
    simpler += [legal_instead(case, cheat, card) for cheat in result.cheats for card in cheat.legal]
    for deal in dict.fromkeys(simpler):  # each once, in order
        if len(play(deal).cheats) < most:
            yield deal


def by_the_rules_from(result: Result, number: int) -> Deal:
    """The game as played up to trick `number` (from 1), then by the rules: each player
    plays the lowest card of his hand he may, in hand order."""
    deal = result.deal
    k = number - 1
    hands = [list(hand) for hand in holdings(deal, [t.players for t in result.tricks])[k]]
    leader = result.tricks[k].leader
    broken = result.tricks[k].hearts_broken
    tricks = list(deal.tricks[:k])
    for n in range(k, TRICKS):
        cards: list[Card] = []
        for i in range(PLAYERS):
            hand = hands[(leader - 1 + i) % PLAYERS]
            led = cards[0].suit if cards else None
            card = legal_cards(hand, led, n == 0, broken)[0]
            hand.remove(card)
            cards.append(card)
        leader = (leader - 1 + winning_seat(cards)) % PLAYERS + 1
        broken = broken or any(c.suit is Suit.HEARTS for c in cards)
        tricks.append(tuple(cards))
    return Deal(tuple(tricks))


def legal_instead(deal: Deal, cheat: Cheat, card: Card) -> Deal:
    """The game with the cheating card and `card` (one the cheater played later) swapped."""
    swap = {cheat.card: card, card: cheat.card}
    return Deal(tuple(tuple(swap.get(c, c) for c in trick) for trick in deal.tricks))


def measure(results: Sequence[Result]) -> int:
    """The tricks of the games: what a person reads of them (13 a game)."""
    return sum(len(result.tricks) for result in results)


# -- games aimed at an edge ---------------------------------------------------------------

SCORING = tuple(card for card in DECK if card.scoring)
CLUB_ACE = CARDS["CA"]
HEART_ACE = CARDS["HA"]


def rigged(rng: random.Random, fixed: dict[int, Sequence[Card]]) -> list[list[Card]]:
    """Four hands, player 1's first: the `fixed` ones (by player, from 1) as given, the
    others dealt at random from the rest, with the 2 of clubs to player 1."""
    rest = [c for c in DECK if c is not TWO_OF_CLUBS and all(c not in h for h in fixed.values())]
    rng.shuffle(rest)
    if 1 not in fixed:
        rest.insert(0, TWO_OF_CLUBS)
    hands = []
    for player in range(1, PLAYERS + 1):
        if player in fixed:
            hands.append(list(fixed[player]))
        else:
            hands.append(rest[:TRICKS])
            del rest[:TRICKS]
    return hands


def top(suit: Suit, count: int) -> list[Card]:
    """The `count` highest cards of a suit, highest first."""
    return [CARDS[suit.value + rank] for rank in RANKS[::-1][:count]]


def shooter(rng: random.Random, spades: int, last: Card | None = None) -> list[Card]:
    """A hand that takes every trick when played in its order: the top clubs (the Ace
    takes the first trick), the top diamonds and the `spades` top spades, each suit led
    from the top down; with `last`, twelve of those, then `last`."""
    count = TRICKS - (last is not None)
    clubs = rng.randint(1, count - spades)
    diamonds = count - clubs - spades
    cards = [*top(Suit.CLUBS, clubs), *top(Suit.DIAMONDS, diamonds), *top(Suit.SPADES, spades)]
    return cards if last is None else [*cards, last]


def played(
    fixed: dict[int, Sequence[Card]], scripts: dict[int, int], chance: float = 0.0
) -> Callable[[random.Random], Deal]:
    """Games with some hands fixed (by player, from 1), the first `scripts[player]` cards
    of each played first, in order; the rest of the play random."""

    def deal(rng: random.Random) -> Deal:
        hands = rigged(rng, fixed)
        plan = {p: hands[p - 1][: scripts[p]] for p in fixed}
        return deal_and_play(rng, chance, hands, plan)

    return deal


def scene(rng: random.Random, edge: str) -> Deal:
    """One random game of the kind that reaches `edge` (often, not always)."""
    seat = rng.randint(2, PLAYERS)
    side = [c for c in DECK if c.suit is Suit.DIAMONDS or c.suit is Suit.SPADES]
    non_scoring = [c for c in side if c is not QUEEN_OF_SPADES]
    hearts = [c for c in DECK if c.suit is Suit.HEARTS]
    if edge.startswith("moon"):
        return moon_scene(rng, edge, seat)
    if edge == "first-trick-points-forced":
        return played({seat: rng.sample(SCORING, TRICKS)}, {seat: 0})(rng)
    if edge == "first-trick-discard":
        return played({seat: rng.sample(side + hearts, TRICKS)}, {seat: 0})(rng)
    if edge == "queen-led-unbroken":
        hand = [CLUB_ACE, QUEEN_OF_SPADES, *rng.sample(non_scoring, 11)]
        return played({seat: hand}, {seat: 2})(rng)
    if edge in ("heart-lead-only-hearts", "cheat-heart-lead-one-other"):
        others = 1 if edge == "cheat-heart-lead-one-other" else 0
        hand = [CLUB_ACE, *rng.sample(hearts, 12 - others), *rng.sample(non_scoring, others)]
        return played({seat: hand}, {seat: 2})(rng)
    if edge == "cheat-first-trick-queen":
        hand = [QUEEN_OF_SPADES, *rng.sample(non_scoring + hearts, 12)]  # void in clubs
        return played({seat: hand}, {seat: 1})(rng)
    if edge == "cheat-first-trick-one-other":
        hand = [*rng.sample(SCORING, 12), rng.choice(non_scoring)]
        return played({seat: hand}, {seat: 1})(rng)
    chance = CHEAT_CHANCES.get(edge, 0.0)
    return deal_and_play(rng, chance)


def moon_scene(rng: random.Random, edge: str, seat: int) -> Deal:
    """A game where the player at `seat` leads the top cards, to shoot the moon or not quite:
    his lowest card led last lets another player take the last trick, and a hand of
    twelve hearts and the Queen of Spades, the Queen kept to the end, keeps it from him."""
    queen = rng.randint(3, 6)  # the top spades he holds, the Queen among them
    fixed = {seat: shooter(rng, queen)}
    if edge == "moon-by-cheater":  # he leads the Ace of hearts second: hearts are unbroken
        hand = shooter(rng, queen, HEART_ACE)
        fixed[seat] = [hand[0], HEART_ACE, *hand[1:-1]]
    elif edge == "moon-short-one-heart":
        fixed[seat] = shooter(rng, queen, CARDS["D2"])
    elif edge == "moon-short-queen":
        fixed[seat] = shooter(rng, 0, CARDS["S2"])
        other = rng.choice([p for p in range(2, PLAYERS + 1) if p != seat])
        hearts = [c for c in DECK if c.suit is Suit.HEARTS]
        fixed[other] = [*rng.sample(hearts, 12), QUEEN_OF_SPADES]
    chance = 0.3 if edge == "moon-with-cheater" else 0.0
    return played(fixed, {p: TRICKS if p == seat else 12 for p in fixed}, chance)(rng)


CHEAT_CHANCES = {
    "hearts-broken-by-cheat": 0.3,
    "cheat-follow-suit": 0.3,
    "cheat-follow-suit-last-card": 0.3,
    "cheat-heart-lead": 0.5,
    "cheat-first-trick-heart": 0.5,
    "cheat-two-rules": 0.5,
    "one-cheater": 0.02,
    "several-cheaters": 0.1,
    "all-cheaters": 0.6,
    "cheats-twice": 0.3,
}


def aim(rng: random.Random, edge: str, size: float = 0.0) -> str:
    """A game that reaches `edge` (a name in EDGES): games of its kind dealt until one does."""
    return deal_until(
        lambda text: edge in set(reached(play(parse(text)[0]))), lambda: write([scene(rng, edge)])
    )


GAME = Game(
    name="hearts",
    title="Hearts",
    source=mark("TopCoder SRM 220: HeartsGame"),
    summary=mark(
        "Score each game of Hearts from its 13 tricks, shooting the moon included.\n"
        "Players who did not follow suit, led hearts too early or dumped points "
        "on the first trick are CHEATER!"
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
