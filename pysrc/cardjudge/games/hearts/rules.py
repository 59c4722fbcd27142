"""Hearts' rules as the statement gives them: who played each card, who took each trick,
the three ways to cheat, the points and shooting the moon; `play` decides a game and
`render` writes the judge's answer.

Where the statement can be read another way (readings.py), the rule asks `follows(...)`
beside the point it decides. It imports only the game's cards and readings.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ...readings import follows
from .cards import PLAYERS, QUEEN_OF_SPADES, Card, Suit, hand_order
from .readings import (
    CHEATER_NO_MOON,
    ILLEGAL_HEART_NO_BREAK,
    QUEEN_BREAKS_HEARTS,
    QUEEN_LEADS_AS_HEART,
    QUEEN_ON_FIRST_TRICK,
)

MOON = 26  # all thirteen hearts and the Queen of Spades
CHEATER = "CHEATER!"


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
    broken_by: tuple[Card, ...]  # the cards that broke hearts in this trick, if it did
    cheats: tuple[Cheat, ...]

    @property
    def leader(self) -> int:
        return self.players[0]

    @property
    def winning_card(self) -> Card:
        return self.cards[self.players.index(self.winner)]

    @property
    def breaks_hearts(self) -> bool:
        """The trick that broke hearts: the first with a heart in it."""
        return bool(self.broken_by)


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


def heart_to_lead(card: Card) -> bool:
    """A heart, as the rule on leading hearts counts them: the Queen of Spades is none."""
    return card.suit is Suit.HEARTS or (card is QUEEN_OF_SPADES and follows(QUEEN_LEADS_AS_HEART))


def barred_from_first_trick(card: Card) -> bool:
    """A card the first trick forbids: a scoring card, a heart or the Queen of Spades."""
    return card.scoring and not (card is QUEEN_OF_SPADES and follows(QUEEN_ON_FIRST_TRICK))


def breaks_hearts(card: Card) -> bool:
    """A card that breaks hearts when played: a heart, the Queen of Spades being a spade."""
    return card.suit is Suit.HEARTS or (card is QUEEN_OF_SPADES and follows(QUEEN_BREAKS_HEARTS))


def hearts_broken_by(cards: Sequence[Card], cheats: Sequence[Cheat]) -> tuple[Card, ...]:
    """The cards of a trick that break hearts: its hearts, "including illegally playing a
    heart"."""
    found = tuple(filter(breaks_hearts, cards))
    if found and follows(ILLEGAL_HEART_NO_BREAK):
        found = tuple(c for c in found if all(cheat.card is not c for cheat in cheats))
    return found


def rules_broken(
    card: Card, hand: Sequence[Card], led: Suit | None, first: bool, broken: bool
) -> tuple[Rule, ...]:
    """The rules a play breaks. `hand` holds `card` too; `led` is None for the lead."""
    rules = []
    if led is None:
        if not broken and heart_to_lead(card) and not all(map(heart_to_lead, hand)):
            rules.append(Rule.HEARTS_NOT_BROKEN)
    elif card.suit is not led and any(c.suit is led for c in hand):
        rules.append(Rule.FOLLOW_SUIT)
    if first and barred_from_first_trick(card) and not all(map(barred_from_first_trick, hand)):
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
        options = [c for c in hand if broken or not heart_to_lead(c)] or list(hand)
    else:
        options = [c for c in hand if c.suit is led] or list(hand)
    if first:
        options = [c for c in options if not barred_from_first_trick(c)] or options
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
        broken_by = () if broken else hearts_broken_by(cards, cheats)
        trick = Trick(k + 1, order, cards, winners[k], points, broken, broken_by, tuple(cheats))
        tricks.append(trick)
        broken = broken or bool(broken_by)
    cheaters = tuple(sorted({cheat.player for trick in tricks for cheat in trick.cheats}))
    moon = taken.index(MOON) + 1 if MOON in taken else None
    if moon in cheaters and follows(CHEATER_NO_MOON):
        moon = None
    if moon is None:
        scores = tuple(taken)
    else:
        scores = tuple(0 if p == moon else MOON for p in range(1, PLAYERS + 1))
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


# -- the judge's answer -------------------------------------------------------------


def render(results: Sequence[Result]) -> str:
    return "".join(
        "{" + ", ".join(f'"{entry}"' for entry in result.entries) + "}\n" for result in results
    )
