"""The benchmark inputs: for each game, its largest valid input, shaped for the most work.

Every input is dealt from a seeded `random.Random`, so a run measures the same
text as the last one. `WORKLOADS` lists the makers of each game's inputs; each
returns the text and a line saying what it holds.
"""

import importlib
import itertools
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pysrc"))

from cardjudge.games import GAMES, bridge, cirno, tractor, uno
from cardjudge.games.cirno.cards import Card


@dataclass(frozen=True)
class Workload:
    game: str
    text: str
    about: str  # what the input holds, in a few words
    name: str = ""  # the maker's name, for files: "bridge_hands"


# -- Tractor: 200 full rounds, the ones with the most throws --------------------

TRACTOR_ROUNDS = 200
TRACTOR_POOL = 1000  # random rounds to choose from


def tractor_rounds(rng: random.Random) -> Workload:
    """Full rounds (every card played) from `tractor.deals.deal`, keeping the most throws."""
    cases = [tractor.deals.deal(rng) for _ in range(TRACTOR_POOL)]
    results = [tractor.rules.play(case) for case in cases]
    throws = [sum(trick.throw for trick in result.tricks) for result in results]
    chosen = sorted(range(len(cases)), key=lambda i: -throws[i])[:TRACTOR_ROUNDS]
    tricks = sum(len(results[i].tricks) for i in chosen)
    return Workload(
        "tractor",
        tractor.notation.write([cases[i] for i in chosen]),
        f"{TRACTOR_ROUNDS} full rounds, {tricks:,} tricks, "
        f"{sum(throws[i] for i in chosen):,} throws",
    )


# -- Bridge: 100,000 hands -------------------------------------------------------

BRIDGE_HANDS = 100_000


def bridge_hands(rng: random.Random) -> Workload:
    """Random hands: about 19,000 different valuations among them."""
    return Workload(
        "bridge", bridge.deals.generate(rng, hands=BRIDGE_HANDS), "100,000 random hands"
    )


def bridge_valuations(rng: random.Random) -> Workload:
    """Every valuation a hand can have, once each, then random ones of them up to
    100,000 hands: the most different bids for the judge to work out."""
    ways = {length: suit_holdings(length) for length in range(bridge.cards.HAND_SIZE + 1)}
    hands: dict[bridge.rules.Valuation, list[str]] = {}
    for lengths in itertools.product(
        range(bridge.cards.HAND_SIZE + 1), repeat=len(bridge.cards.SUITS)
    ):
        if sum(lengths) != bridge.cards.HAND_SIZE:
            continue
        for holdings in itertools.product(*(ways[length] for length in lengths)):
            cards = [
                letter + rank
                for letter, ranks in zip(bridge.cards.SUIT_LETTERS, holdings, strict=True)
                for rank in ranks
            ]
            hands.setdefault(bridge.rules.value(bridge.cards.hand_of(cards)), cards)
    every = list(hands.values())
    chosen = every + rng.choices(every, k=BRIDGE_HANDS - len(every))
    rng.shuffle(chosen)
    text = "".join(" ".join(rng.sample(cards, len(cards))) + "\n" for cards in chosen)
    return Workload("bridge", text, f"100,000 hands, all {len(every):,} possible valuations")


def bridge_long_suits(rng: random.Random) -> Workload:
    """Hands with a long suit (6 to 12 cards, any suit), where the preemptive and
    weak-two rules decide: the rest of each hand is dealt from the other suits."""
    lines = []
    for _ in range(BRIDGE_HANDS):
        long_suit = rng.choice(bridge.cards.SUIT_LETTERS)
        length = rng.randint(6, 12)
        cards = [long_suit + rank for rank in rng.sample(bridge.cards.RANKS, length)]
        others = [c for c in sorted(bridge.cards.CARDS) if c[0] != long_suit]
        cards += rng.sample(others, bridge.cards.HAND_SIZE - length)
        rng.shuffle(cards)
        lines.append(" ".join(cards))
    return Workload("bridge", "\n".join(lines) + "\n", "100,000 hands with a 6- to 12-card suit")


def suit_holdings(length: int) -> list[str]:
    """The ranks of a suit of that length, one way for each (points, stopped) it can show."""
    ways: dict[tuple[int, bool], str] = {}
    spots = "T98765432"
    for count in range(min(length, len(bridge.cards.HONOURS)) + 1):
        for honours in itertools.combinations(bridge.cards.HONOURS, count):
            if length - count > len(spots):
                continue
            ranks = "".join(honours) + spots[: length - count]
            points = sum(bridge.cards.HCP[h] for h in honours)
            stopped = any(length > others for h, others in bridge.rules.STOPPERS if h in honours)
            ways.setdefault((points, stopped), ranks)
    return list(ways.values())


# -- Hearts: 10,000 games ----------------------------------------------------------

HEARTS_GAMES = 10_000
HEARTS_CHEAT_CHANCE = 0.02  # so that the cheat checks run too


def hearts_games(rng: random.Random) -> Workload:
    hearts = importlib.import_module("cardjudge.games.hearts.deals")  # listed in GAMES by now
    text = hearts.generate(rng, HEARTS_GAMES, HEARTS_CHEAT_CHANCE)
    return Workload("hearts", text, f"{HEARTS_GAMES:,} games, some with a cheat")


# -- UNO: 100 decks that run long ------------------------------------------------

UNO_POOL = 5000  # shuffles to choose from


def uno_decks(rng: random.Random) -> Workload:
    """The `uno.notation.MAX_ROUNDS` shuffles with the most turns among `UNO_POOL`."""
    decks = []
    for _ in range(UNO_POOL):
        cards = list(uno.cards.FULL_DECK)
        rng.shuffle(cards)
        deck = uno.rules.Deck(tuple(cards))
        decks.append((len(uno.rules.play(deck).turns), deck))
    decks.sort(key=lambda pair: -pair[0])
    chosen = decks[: uno.notation.MAX_ROUNDS]
    text = f"{len(chosen)}\n" + "".join(" ".join(map(str, d.cards)) + "\n" for _, d in chosen)
    turns = sum(n for n, _ in chosen)
    return Workload(
        "uno", text, f"{len(chosen)} decks, the longest of {UNO_POOL:,}: {turns:,} turns"
    )


# -- Cirno: n = 30, m = 100, k = 300,000, long rounds ---------------------------

# Cards that keep p at or under 99, most of the deck; some others for variety.
CIRNO_SAFE = (Card.B1, Card.B9, Card.B19, Card.D2, Card.E0, Card.E49)
CIRNO_OTHERS = (
    Card.A1,
    Card.A2,
    Card.A5,
    Card.A9,
    Card.C2,
    Card.PASS,
    Card.TURN,
    Card.DOUBLE,
)
CIRNO_SAFE_SHARE = 0.85


def cirno_names(n: int) -> list[str]:
    """n distinct names of letters only."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    return [f"Player{letters[i // 26].upper()}{letters[i % 26]}" for i in range(n)]


def cirno_game(rng: random.Random) -> Workload:
    """A game whose rounds share the deck evenly; the deck is dealt as the game asks for it.

    The game is played here, card by card, with `cirno.choose`, and every card a
    player draws is picked at that moment: an ordinary card (a safe one if her hand
    would hold no card that keeps p at or under 99), except that once the round has
    had its share of the deck, the next player to draw becomes the victim and draws
    only A99 until she loses. Nearly the whole deck is used: close to 300,000 lines.
    """
    n, rounds, k = cirno.rules.MAX_PLAYERS, cirno.rules.MAX_ROUNDS, cirno.rules.MAX_DECK
    deck: list[Card] = []

    def ordinary(hand: list[Card]) -> Card:
        safe = rng.random() < CIRNO_SAFE_SHARE
        card = rng.choice(CIRNO_SAFE) if safe else rng.choice(CIRNO_OTHERS)
        if not any(c in CIRNO_SAFE or c in cirno.cards.COUNTERS for c in [*hand, card]):
            card = rng.choice(CIRNO_SAFE)
        deck.append(card)
        return card

    start_hands = [[rng.choice(CIRNO_SAFE) for _ in range(3)] for _ in range(n)]
    hands = [list(hand) for hand in start_hands]
    reserve = 10 * n  # cards the last round needs, at most, once A99 comes
    cur = 0
    for left in range(rounds, 0, -1):
        share = (k - len(deck)) // left - reserve
        p, step, doubled, turns, victim = 0, 1, False, 0, None
        while True:
            turns += 1
            choice = cirno.rules.choose(hands[cur], p, doubled)
            if choice.lost:
                hands[cur] = []
                hands[cur] = [ordinary(hands[cur]) for _ in range(3)]
                break
            hands[cur].remove(choice.card)
            if turns >= share and victim is None:
                victim = cur
            if cur == victim:
                hands[cur].append(Card.A99)
                deck.append(Card.A99)
            else:
                hands[cur].append(ordinary(hands[cur]))
            if choice.card in cirno.cards.COUNTERS:
                step = -step if choice.card is Card.TURN else step
                doubled = doubled or choice.card is Card.DOUBLE
                cur = (cur + step) % n
            elif doubled:
                p, doubled = choice.p, False
            else:
                p, cur = choice.p, (cur + step) % n
    if len(deck) > k:
        raise SystemExit(f"the cirno game needed {len(deck)} cards, more than k = {k}")
    filler = [Card.E49] * (k - len(deck))
    lines = [f"{n} {rounds} {k}"]
    players = zip(cirno_names(n), start_hands, strict=True)
    lines += [" ".join([name, *map(str, hand)]) for name, hand in players]
    lines.append(" ".join(map(str, deck + filler)))
    return Workload(
        "cirno",
        "\n".join(lines) + "\n",
        f"n = {n}, m = {rounds}, k = {k:,}; {len(deck):,} cards drawn",
    )


# In the registry's order; hearts only once the registry lists it. Bridge has three:
# the random hands its target speaks of, the worst case for its caches, and hands
# with long suits.
Maker = Callable[[random.Random], Workload]
MAKERS: dict[str, tuple[Maker, ...]] = {
    "tractor": (tractor_rounds,),
    "bridge": (bridge_hands, bridge_valuations, bridge_long_suits),
    "hearts": (hearts_games,),
    "uno": (uno_decks,),
    "cirno": (cirno_game,),
}
WORKLOADS = {game: MAKERS[game] for game in GAMES if game in MAKERS}
SEED = 2026


def make(game: str, seed: int = SEED) -> list[Workload]:
    return [replace(maker(random.Random(seed)), name=maker.__name__) for maker in WORKLOADS[game]]
