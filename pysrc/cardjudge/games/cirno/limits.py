"""Cirno's limits: `LIMITS`, the statement's bounds on n, m, k and the names, and
`at_limits`, a game at all of them that draws nearly the whole deck.

Imports cards, rules and notation.
"""

import random

from ...engine import Bound, Limits
from ...i18n import mark
from .cards import COUNTERS, HAND_SIZE, Card
from .notation import deal_text
from .rules import MAX_DECK, MAX_NAME, MAX_PLAYERS, MAX_ROUNDS, Player, choose

# "For 100% of the testdata, 1 ≤ n ≤ 30; 1 ≤ m ≤ 100; 1 ≤ k ≤ 3×10^5" and "Player
# names ... have length at most 20". The statement gives no time or memory limit.
LIMITS = Limits(
    sizes=(
        Bound(mark("n, the number of players"), f"{MAX_PLAYERS}"),
        Bound(mark("m, the number of rounds"), f"{MAX_ROUNDS}"),
        Bound(mark("k, the number of deck cards"), f"{MAX_DECK:,}"),
        Bound(mark("letters in a player's name"), f"{MAX_NAME}"),
    ),
    seconds=1.0,
    memory_mb=128,
    assumed=mark(
        "The statement gives no time or memory limit: 1 s and 128 MB are assumed, "
        "Luogu's usual limits."
    ),
)

# Cards that keep p at or under 99, most of the deck; some others for variety.
SAFE = (Card.B1, Card.B9, Card.B19, Card.D2, Card.E0, Card.E49)
OTHERS = (Card.A1, Card.A2, Card.A5, Card.A9, Card.C2, Card.PASS, Card.TURN, Card.DOUBLE)
SAFE_SHARE = 0.85


def long_names(count: int) -> list[str]:
    """`count` distinct names of letters only, each as long as the statement allows."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    stems = [f"{letters[i // 26].upper()}{letters[i % 26]}" for i in range(count)]
    return [stem.ljust(MAX_NAME, "o") for stem in stems]


def at_limits(rng: random.Random) -> str:
    """A game of n = 30, m = 100 and k = 300,000 with 20-letter names, whose rounds share
    the deck evenly: close to 300,000 plays.

    The game is played here, card by card, with `choose`, and every card a player draws
    is picked at that moment: an ordinary card (a safe one if her hand would hold no card
    that keeps p at or under 99), except that once the round has had its share of the
    deck, the next player to draw becomes the victim and draws only A99 until she loses;
    and in the last few hundred cards everyone draws A99.
    """
    n, rounds, k = MAX_PLAYERS, MAX_ROUNDS, MAX_DECK
    deck: list[Card] = []

    def ordinary(hand: list[Card]) -> Card:
        card = rng.choice(SAFE) if rng.random() < SAFE_SHARE else rng.choice(OTHERS)
        if not any(c in SAFE or c in COUNTERS for c in [*hand, card]):
            card = rng.choice(SAFE)
        if len(deck) >= k - reserve:  # the deck nearly spent: every round ends soon
            card = Card.A99
        deck.append(card)
        return card

    start_hands = [tuple(rng.choice(SAFE) for _ in range(HAND_SIZE)) for _ in range(n)]
    hands = [list(hand) for hand in start_hands]
    reserve = 10 * n  # cards the last round needs, at most, once A99 comes
    cur = 0
    for left in range(rounds, 0, -1):
        share = (k - len(deck)) // left - reserve
        p, step, doubled, turns, victim = 0, 1, False, 0, None
        while True:
            turns += 1
            choice = choose(hands[cur], p, doubled)
            if choice.lost:
                hands[cur] = []
                hands[cur] = [ordinary(hands[cur]) for _ in range(HAND_SIZE)]
                break
            hands[cur].remove(choice.card)
            if turns >= share and victim is None:
                victim = cur
            if cur == victim:
                hands[cur].append(Card.A99)
                deck.append(Card.A99)
            else:
                hands[cur].append(ordinary(hands[cur]))
            if choice.card in COUNTERS:
                step = -step if choice.card is Card.TURN else step
                doubled = doubled or choice.card is Card.DOUBLE
                cur = (cur + step) % n
            elif doubled:
                p, doubled = choice.p, False
            else:
                p, cur = choice.p, (cur + step) % n
    assert len(deck) <= k, f"the game needed {len(deck)} cards, more than k = {k}"
    players = tuple(map(Player, long_names(n), start_hands))
    return deal_text(players, rounds, deck + [Card.E49] * (k - len(deck)))
