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

    The game is played here, card by card, and every card a player draws is picked at
    that moment: an ordinary card (a safe one if her hand would hold no card that keeps
    p at or under 99), except that once the round has had its share of the deck, the
    next player to draw becomes the victim and draws only A99 until she loses; and in
    the last few hundred cards everyone draws A99.

    Each turn's card is `choose`'s, remembered here by the cards held, p and DOUBLE (a
    hand always holds HAND_SIZE = 3 cards; `choose` reads the set of them), and the
    random numbers are drawn in the same order as ever: the same deal from a seed.
    """
    n, rounds, k = MAX_PLAYERS, MAX_ROUNDS, MAX_DECK
    deck: list[Card] = []
    keeps = frozenset((*SAFE, *COUNTERS))  # cards that keep p at or under 99, or counters
    counters = frozenset(COUNTERS)
    a99 = Card.A99
    chance, pick = rng.random, rng.choice
    reserve = 10 * n  # cards the last round needs, at most, once A99 comes
    spent = k - reserve  # past this many cards dealt, every card drawn is A99

    def ordinary(hand: list[Card] | tuple[()]) -> Card:
        card = pick(SAFE) if chance() < SAFE_SHARE else pick(OTHERS)
        if card not in keeps and not any(c in keeps for c in hand):
            card = pick(SAFE)
        if len(deck) >= spent:  # the deck nearly spent: every round ends soon
            card = a99
        deck.append(card)
        return card

    # (the cards held as a set of bits, p, DOUBLE) -> (the card played, p after it, lost)
    decided: dict[tuple[int, int, bool], tuple[Card, int, bool]] = {}

    start_hands = [tuple(pick(SAFE) for _ in range(HAND_SIZE)) for _ in range(n)]
    hands = [list(hand) for hand in start_hands]
    cur = 0
    for left in range(rounds, 0, -1):
        share = (k - len(deck)) // left - reserve
        p, step, doubled, turns, victim = 0, 1, False, 0, -1
        while True:
            turns += 1
            hand = hands[cur]
            key = (1 << hand[0] | 1 << hand[1] | 1 << hand[2], p, doubled)
            decision = decided.get(key)
            if decision is None:
                choice = choose(hand, p, doubled)
                decision = decided[key] = (choice.card, choice.p, choice.lost)
            card, after, lost = decision
            if lost:  # her new hand is drawn with none held
                hands[cur] = [ordinary(()) for _ in range(HAND_SIZE)]
                break
            hand.remove(card)
            if turns >= share and victim < 0:
                victim = cur
            if cur == victim:
                hand.append(a99)
                deck.append(a99)
            else:
                hand.append(ordinary(hand))
            if card in counters:
                step = -step if card is Card.TURN else step
                doubled = doubled or card is Card.DOUBLE
                cur = (cur + step) % n
            elif doubled:
                p, doubled = after, False
            else:
                p, cur = after, (cur + step) % n
    assert len(deck) <= k, f"the game needed {len(deck)} cards, more than k = {k}"
    players = tuple(map(Player, long_names(n), start_hands))
    return deal_text(players, rounds, deck + [Card.E49] * (k - len(deck)))
