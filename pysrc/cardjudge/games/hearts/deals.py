"""Hearts' deals: `generate` plays random games, `aim` deals games until one reaches a
rule edge, `shrink` offers simpler games with fewer cheats, and `measure` says how much
a person reads of a case.

It imports the game's cards, rules, notation and edges.
"""

import random
from collections.abc import Callable, Iterator, Sequence

from ...dealing import deal_until, up_to
from .cards import CARDS, DECK, PLAYERS, QUEEN_OF_SPADES, RANKS, TRICKS, TWO_OF_CLUBS, Card, Suit
from .edges import reached
from .notation import parse, write
from .rules import (
    Cheat,
    Deal,
    Result,
    breaks_hearts,
    holdings,
    legal_cards,
    play,
    winning_seat,
)

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
            if k == 0 and not cards:
                card = TWO_OF_CLUBS  # the input must start with it
            elif planned.get(seat):
                card = planned[seat].pop(0)
            elif len(legal) < len(hand) and cheat_chance > 0 and rng.random() < cheat_chance:
                card = rng.choice([c for c in hand if c not in legal])  # some card is illegal
            else:
                card = rng.choice(legal)
            hand.remove(card)
            cards.append(card)
        leader = (leader + winning_seat(cards)) % PLAYERS
        broken = broken or any(map(breaks_hearts, cards))
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
        broken = broken or any(map(breaks_hearts, cards))
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
