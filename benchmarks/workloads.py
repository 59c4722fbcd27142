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


@dataclass(frozen=True)
class Workload:
    game: str
    text: str
    about: str  # what the input holds, in a few words
    name: str = ""  # the maker's name, for files: "bridge_hands"


# -- Tractor: 200 full rounds, the ones with the most throws --------------------


def tractor_rounds(rng: random.Random) -> Workload:
    """Full rounds (every card played), the most throws of 1,000: `tractor.limits`."""
    text = tractor.limits.at_limits(rng)
    results = tractor.GAME.results(text)
    throws = sum(trick.throw for result in results for trick in result.tricks)
    tricks = sum(len(result.tricks) for result in results)
    return Workload(
        "tractor", text, f"{len(results)} full rounds, {tricks:,} tricks, {throws:,} throws"
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
    hands = [bridge.limits.long_suit_hand(rng, 12) for _ in range(BRIDGE_HANDS)]
    return Workload(
        "bridge", bridge.notation.lines(hands), "100,000 hands with a 6- to 12-card suit"
    )


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


def hearts_games(rng: random.Random) -> Workload:
    """10,000 games, some with a cheat: `hearts.limits`."""
    limits = importlib.import_module("cardjudge.games.hearts.limits")  # listed in GAMES by now
    return Workload("hearts", limits.at_limits(rng), f"{limits.GAMES:,} games, some with a cheat")


# -- UNO: 100 decks that run long ------------------------------------------------


def uno_decks(rng: random.Random) -> Workload:
    """The 100 shuffles with the most turns of 5,000: `uno.limits`."""
    text = uno.limits.at_limits(rng)
    results = uno.GAME.results(text)
    turns = sum(len(result.turns) for result in results)
    return Workload(
        "uno", text, f"{len(results)} decks, the longest of {uno.limits.POOL:,}: {turns:,} turns"
    )


# -- Cirno: n = 30, m = 100, k = 300,000, long rounds ---------------------------


def cirno_game(rng: random.Random) -> Workload:
    """The game at the statement's limits that draws nearly the whole deck, with 20-letter
    names: `cirno.limits`."""
    text = cirno.limits.at_limits(rng)
    (result,) = cirno.GAME.results(text)
    n, rounds, k = len(result.case.players), result.case.rounds, len(result.case.deck)
    return Workload(
        "cirno", text, f"n = {n}, m = {rounds}, k = {k:,}; {result.drawn:,} cards drawn"
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
