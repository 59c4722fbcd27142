"""Hearts scoring with cheater detection (TopCoder SRM 220, "HeartsGame").

A game is given as its 13 tricks, four cards each in playing order. The trick
winners tell who played every card, so a player's hand at any trick is the
cards he has still to play; that is all it takes to catch the three ways to cheat.
"""

import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ..engine import Game, Step, up_to
from ..errors import InputError
from ..i18n import join, mark, sentences, t, tn
from ..text import end_of_input, expected_got, lines


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


def deal_and_play(rng: random.Random, cheat_chance: float = 0.0) -> Deal:
    """Shuffle, deal 13 cards each and play a game with random (mostly legal) choices."""
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [deck[i::PLAYERS] for i in range(PLAYERS)]
    leader = next(i for i, hand in enumerate(hands) if TWO_OF_CLUBS in hand)
    broken = False
    tricks = []
    for k in range(TRICKS):
        cards: list[Card] = []
        for i in range(PLAYERS):
            hand = hands[(leader + i) % PLAYERS]
            led = cards[0].suit if cards else None
            legal = legal_cards(hand, led, k == 0, broken)
            illegal = [c for c in hand if c not in legal]
            if k == 0 and not cards:
                card = TWO_OF_CLUBS  # the input must start with it
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
)
