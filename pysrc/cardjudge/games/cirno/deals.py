"""Cirno's deals: `generate`, a random game; `aim`, a small game that reaches a named
edge; `shrink`, smaller and simpler games for a failing one; and `measure`, how much
of a game a person reads.

Imports cards, rules, notation and edges.
"""

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from ...dealing import runs, up_to
from ...errors import InputError
from .cards import CARDS, COUNTERS, HAND_SIZE, Card, Kind
from .edges import SHORT
from .notation import deal_text
from .rules import HANDS, MAX_NAME, MAX_PLAYERS, MAX_ROUNDS, Case, Player, Result, play

# -- random deals --------------------------------------------------------------------

NAMES = (
    "Cirno", "Reimu", "Marisa", "Sakuya", "Remilia", "Flandre", "Meiling", "Patchouli",
    "Youmu", "Yuyuko", "Sanae", "Aya", "Koishi", "Satori", "Nitori", "Daiyousei",
)  # fmt: skip
BIS = tuple(name + "Bis" for name in NAMES)  # more names, for more than sixteen players
THREE_A99 = (Card.A99,) * HAND_SIZE  # a hand that loses at any p above 0
# How often each card is dealt: counter cards and cards that keep p low are common
# enough for rounds of some length, A99 and C2 make them end.
WEIGHTS = (3, 3, 3, 4, 4, 4, 5, 4, 4, 3, 4, 4, 2, 3, 2, 3, 2, 2)


def generate(rng: random.Random, size: float = 1.0) -> str:
    """A game of 2 to 6 players and 1 to 4 rounds whose deck is just long enough.

    The most players and rounds grow with `size`, to 6 and 4 at 1. Random
    cards, then A99s so that rounds end; the deck is cut just after the last
    card the game draws.
    """
    n, rounds = rng.randint(2, up_to(6, size, 2)), rng.randint(1, up_to(4, size))
    names = rng.sample(NAMES, n)
    for _ in range(100):
        hands = [tuple(rng.choices(CARDS, WEIGHTS, k=HAND_SIZE)) for _ in names]
        deck = rng.choices(CARDS, WEIGHTS, k=30 * n * rounds) + [Card.A99] * (30 * n * rounds)
        players = tuple(map(Player, names, hands))
        try:
            result = play(Case(players, rounds, tuple(deck)))
        except InputError:  # the deck ran out, or p ran away: deal again
            continue
        return deal_text(players, rounds, deck[: result.drawn + rng.randint(0, 3)])
    # Never reached in practice; this deal always works (four cards a round).
    players = tuple(Player(name, (Card.A99,) * HAND_SIZE) for name in names)
    return deal_text(players, rounds, [Card.A99] * (4 * rounds))


# -- smaller games, for shrinking ---------------------------------------------------


def shrink(case: Case) -> Iterator[Case]:
    """Smaller and simpler games, biggest cuts first (see `moves`), none with more plays
    to read than `case`, and a game with a player more only if it has fewer plays: each
    step makes the game shorter or simpler to read, so shrinking ends."""
    most = len(play(case).plays)
    for smaller, seated in moves(case):
        try:
            plays = len(play(smaller).plays)
        except InputError:  # the deck ran out: a game that can no longer be played
            continue
        if plays < most or (plays == most and not seated):
            yield smaller


def moves(case: Case) -> Iterator[tuple[Case, bool]]:
    """Smaller and simpler games, biggest cuts first, each with its deck cut just after
    the cards it draws, and whether it seats a player more:

    - the game from a later round on, its earlier rounds dropped;
    - a round fewer at the end; a player fewer;
    - a player holding three A99s seated anywhere, who ends a round as soon as p is
      above 0 at her turn (the game has more players but fewer plays);
    - the game ended early: A99s past a point of the deck;
    - runs of deck cards dropped, from halves down to single cards (delta debugging);
    - a player's hand made A99s, then a single hand card, then runs of deck cards;
    - the deck as drawn, then without its last card (the deck running out).
    """
    if case.rounds > 1:
        result = play(case)
        for number in range(case.rounds, 1, -1):
            yield cut_deck(from_round(result, number)), False
        yield cut_deck(replace(case, rounds=case.rounds - 1)), False
    if len(case.players) > 1:
        for i in range(len(case.players)):
            yield cut_deck(replace(case, players=case.players[:i] + case.players[i + 1 :])), False
    if len(case.players) < MAX_PLAYERS:
        used = {player.name for player in case.players}
        loser = Player(next(name for name in NAMES + BIS if name not in used), THREE_A99)
        for i in range(len(case.players) + 1):
            seated = (*case.players[:i], loser, *case.players[i:])
            yield cut_deck(replace(case, players=seated)), True
    for kept in sorted({len(case.deck) * eighth // 8 for eighth in range(8)}):
        early = ended_early(case, kept)
        if len(early.deck) < len(case.deck):
            yield early, False
    for start, stop in runs(len(case.deck), from_end=True):
        yield cut_deck(replace(case, deck=case.deck[:start] + case.deck[stop:])), False
    yield from ((simpler, False) for simpler in simpler_cards(case))
    cut = cut_deck(case)
    if cut != case:
        yield cut, False
    yield replace(case, deck=case.deck[:-1]), False


def from_round(result: Result, number: int) -> Case:
    """The game from the start of round `number` on: the seats turned so that its first
    player sits first, each holding the cards she held then, and the deck as it stood."""
    case = result.case
    table = result.tables[0].copy()
    table.advance(result, result.round_ends[number - 2])
    n = len(case.players)
    seats = [(table.cur + i) % n for i in range(n)]
    players = tuple(Player(case.players[i].name, HANDS[table.hands[i] >> 1]) for i in seats)
    return Case(players, case.rounds - number + 1, case.deck[table.top :])


T = TypeVar("T")


def simpler_cards(case: Case) -> Iterator[Case]:
    """The game with cards made A99s: a player's whole hand, a single hand card, runs
    of deck cards (halves down to single cards)."""
    a99 = Card.A99
    for i, player in enumerate(case.players):
        for hand in ((a99,) * HAND_SIZE, *(swapped(player.hand, j, a99) for j in range(3))):
            if hand != player.hand:
                seated = replace(player, hand=hand)
                yield cut_deck(replace(case, players=swapped(case.players, i, seated)))
    deck = case.deck
    for start, stop in runs(len(deck), from_end=True):
        if any(card is not a99 for card in deck[start:stop]):
            yield cut_deck(replace(case, deck=deck[:start] + (a99,) * (stop - start) + deck[stop:]))


def swapped(items: tuple[T, ...], index: int, item: T) -> tuple[T, ...]:
    """`items` with the one at `index` replaced by `item`."""
    return (*items[:index], item, *items[index + 1 :])


def measure(results: Sequence[Result]) -> int:
    """The plays of a game: what a person reads of it."""
    return sum(len(result.plays) for result in results)


def ended_early(case: Case, kept: int) -> Case:
    """The game with its deck past the first `kept` cards made of A99s, which end
    rounds fast (a player holding only A99s loses at any p above 0)."""
    enough = 30 * len(case.players) * case.rounds  # as many as `generate` deals
    return cut_deck(replace(case, deck=case.deck[:kept] + (Card.A99,) * enough))


def cut_deck(case: Case) -> Case:
    """The game with its deck cut just after the last card it draws (as it was, if
    it cannot be played)."""
    try:
        drawn = play(case).drawn
    except InputError:
        return case
    return replace(case, deck=case.deck[:drawn])


# -- games aimed at an edge ---------------------------------------------------------


@dataclass(frozen=True)
class Scene:
    """A small game set up to reach an edge in its first turns.

    Players who each hold three of one `setup` card play them in turn and bring
    p where it must be; then, if `doubled`, a player with three DOUBLEs; then
    the player the edge is about, holding `hand`; then `others` (when None, up
    to two with random cards, more at a larger size). The deck gives her `draws`
    after her first card, and A99s all around, which end every round soon.
    """

    hand: tuple[Card, ...]
    setup: tuple[Card, ...] = ()
    doubled: bool = False
    draws: tuple[Card, ...] = ()
    others: tuple[tuple[Card, ...], ...] | None = None
    rounds: int = 1
    left: int = 0  # deck cards left over at the end
    long_names: bool = False  # every name as long as the statement allows


def names(rng: random.Random, count: int) -> list[str]:
    """`count` names for the players, from NAMES, and past them with a suffix."""
    return rng.sample(NAMES if count <= len(NAMES) else NAMES + BIS, count)


def staged(rng: random.Random, scene: Scene, size: float) -> str:
    """The judge input of a scene, its deck cut just after the cards the game draws."""
    hands = [(card,) * HAND_SIZE for card in scene.setup]
    hands += [(Card.DOUBLE,) * HAND_SIZE] * scene.doubled + [scene.hand]
    if scene.others is None:
        count = rng.randint(0, up_to(2, size, 0))
        hands += [tuple(rng.choices(CARDS, WEIGHTS, k=HAND_SIZE)) for _ in range(count)]
    else:
        hands += scene.others
    chosen = names(rng, len(hands))
    if scene.long_names:
        chosen = [name.ljust(MAX_NAME, name[-1]) for name in chosen]
    players = tuple(map(Player, chosen, hands))
    first = [Card.A99] * (len(scene.setup) + scene.doubled)  # drawn before her first card
    deck = [*first, *scene.draws, *[Card.A99] * (30 * len(players) * scene.rounds)]
    drawn = play(Case(players, scene.rounds, tuple(deck))).drawn
    return deal_text(players, scene.rounds, deck[: drawn + scene.left])


ADDITIONS = (Card.A1, Card.A2, Card.A5, Card.A9, Card.A19, Card.A49, Card.A99)
SUBTRACTIONS = (Card.B1, Card.B9, Card.B19)
FIXED_VALUES = (Card.E0, Card.E49, Card.E99)
BASICS = tuple(card for card in CARDS if card not in COUNTERS)
A, B, C2, D2, E = ADDITIONS, SUBTRACTIONS, Card.C2, Card.D2, FIXED_VALUES
PASS, TURN, DOUBLE = COUNTERS

# Where two kinds of card tie: the setup that brings p there, and a card of each kind.
TIE_SPOTS: dict[frozenset[Kind], tuple[tuple[tuple[Card, ...], Card, Card], ...]] = {
    frozenset((Kind.MUL, Kind.ADD)): tuple(((a,), C2, a) for a in A[:-1]),  # C2 at x = Ax at x
    frozenset((Kind.MUL, Kind.SUB)): tuple(((b,), C2, b) for b in B),  # C2 at -x = Bx at -x
    frozenset((Kind.MUL, Kind.DIV)): (((), C2, D2),),  # both 0 at 0
    frozenset((Kind.MUL, Kind.SET)): (((), C2, E[0]),),
    frozenset((Kind.ADD, Kind.DIV)): (
        ((B[0], B[0]), A[0], D2),  # -1 at -2
        ((B[0],) * 4, A[1], D2),  # -2 at -4
        ((B[1], B[0]), A[2], D2),  # -5 at -10
        ((B[1], B[1]), A[3], D2),  # -9 at -18
        ((B[2], B[2]), A[4], D2),  # -19 at -38
    ),
    frozenset((Kind.ADD, Kind.SET)): (
        ((), A[5], E[1]),  # 49 at 0
        ((), A[6], E[2]),  # 99 at 0
        ((A[5], B[0]), A[0], E[1]),  # 49 at 48
    ),
    frozenset((Kind.SUB, Kind.DIV)): (
        ((A[0],), B[0], D2),  # 0 at 1
        ((A[1],), B[0], D2),  # 1 at 2
        ((A[3], A[3]), B[1], D2),  # 9 at 18
        ((A[4], A[4]), B[2], D2),  # 19 at 38
    ),
    frozenset((Kind.SUB, Kind.SET)): (
        ((A[0],), B[0], E[0]),  # 0 at 1
        ((A[5], A[0]), B[0], E[1]),  # 49 at 50
        ((A[5], A[3]), B[1], E[1]),  # 49 at 58
        ((A[5], A[4]), B[2], E[1]),  # 49 at 68
    ),
    frozenset((Kind.DIV, Kind.SET)): (
        ((), D2, E[0]),  # 0 at 0
        ((A[0],), D2, E[0]),  # 0 at 1
        ((A[6],), D2, E[1]),  # 49 at 99
        ((A[5], A[5]), D2, E[1]),  # 49 at 98
    ),
}


def tie_scene(rng: random.Random, edge: str, size: float) -> Scene:
    """A player (under DOUBLE for the smallest p) holding two kinds of card that tie; the
    smallest deals take the tie with the fewest plays before it."""
    _, mode, first, second = edge.split("-")
    kinds = {kind for kind, short in SHORT.items() if short in (first, second)}
    spots = sorted(TIE_SPOTS[frozenset(kinds)], key=lambda spot: len(spot[0]))
    setup, a, b = rng.choice(spots[: up_to(len(spots), size)])
    hand = (a, b, rng.choice((a, b)))
    return Scene(tuple(rng.sample(hand, HAND_SIZE)), setup, doubled=mode == "smallest")


def any_of(rng: random.Random, cards: Sequence[Card]) -> tuple[Card, ...]:
    """Three cards drawn from `cards`."""
    return tuple(rng.choices(cards, k=HAND_SIZE))


def three(card: Card) -> tuple[Card, ...]:
    return (card,) * HAND_SIZE


# For each edge that is not a tie, a scene that reaches it, from a seeded rng.
SCENES: dict[str, Callable[[random.Random], Scene]] = {
    "play-addition": lambda rng: Scene(any_of(rng, A)),
    "play-subtraction": lambda rng: Scene(any_of(rng, B)),
    "play-multiplication": lambda rng: Scene(three(C2), (rng.choice(A[:-1]),)),
    "play-division": lambda rng: Scene(three(D2), (rng.choice(A + B),)),
    "play-fixed-value": lambda rng: Scene(any_of(rng, E)),
    "play-pass": lambda rng: Scene(three(PASS)),
    "play-turn": lambda rng: Scene(three(TURN)),
    "play-double": lambda rng: Scene(three(DOUBLE)),
    "p-exactly-99": lambda rng: rng.choice(
        (Scene(three(A[6])), Scene(three(E[2])), Scene(three(A[5]), (A[5], A[0])))
    ),
    "lose-at-100": lambda rng: rng.choice(
        (
            Scene(THREE_A99, (A[0],)),  # A99 at 1
            Scene((A[5], A[5], A[6]), (A[5], A[1])),  # A49 at 51
            Scene(three(C2), (A[5], A[0])),  # C2 at 50
        )
    ),
    "p-negative": lambda rng: Scene(any_of(rng, B), doubled=rng.random() < 0.5),
    "largest-negative": lambda rng: Scene(any_of(rng, B)),
    "division-positive-odd": lambda rng: Scene(three(D2), (rng.choice((A[0], *A[2:])),)),
    "division-negative-odd": lambda rng: Scene(
        three(D2), rng.choice(((B[0],), (B[1],), (B[2],), (B[0],) * 3))
    ),
    "multiplication-negative": lambda rng: Scene(three(C2), (rng.choice(B),)),
    "fixed-value-lowers": lambda rng: rng.choice(
        (
            Scene((E[1], A[6], A[6]), (A[5], A[4])),  # E49 at 68
            Scene((E[0], A[0], A[0]), (A[6],)),  # E0 at 99
        )
    ),
    "tie-three-kinds": lambda rng: Scene(
        *rng.choice((((C2, D2, E[0]), ()), ((B[0], D2, E[0]), (A[0],)))),
        doubled=rng.random() < 0.5,
    ),
    "basic-before-counter": lambda rng: Scene(
        (rng.choice(BASICS), rng.choice(COUNTERS), rng.choice(COUNTERS))
    ),
    "counter-all-basic-lose": lambda rng: Scene(
        (rng.choice((*A, C2)), rng.choice(COUNTERS), rng.choice((*A, C2))), (A[6],)
    ),
    "counter-only": lambda rng: Scene(any_of(rng, COUNTERS)),
    "counter-pass-before-turn": lambda rng: Scene((PASS, TURN, rng.choice(COUNTERS))),
    "counter-pass-before-double": lambda rng: Scene((DOUBLE, PASS, rng.choice(COUNTERS))),
    "counter-turn-before-double": lambda rng: Scene((DOUBLE, TURN, rng.choice((TURN, DOUBLE)))),
    "turn-twice": lambda rng: Scene(three(TURN), others=(THREE_A99, three(TURN))),
    "turn-with-two-players": lambda rng: Scene(three(TURN), others=(any_of(rng, A),)),
    "double-counter-before-basic": lambda rng: Scene(
        (rng.choice(BASICS), rng.choice(COUNTERS), rng.choice(BASICS)), doubled=True
    ),
    "double-smallest": lambda rng: Scene(tuple(rng.sample(A + B, HAND_SIZE)), doubled=True),
    "smallest-99": lambda rng: rng.choice(
        (
            Scene(any_of(rng, (A[6], E[2])), doubled=True),
            Scene((A[5], A[6], A[6]), (A[5], A[0]), True),
        )
    ),
    "double-second-card": lambda rng: Scene(
        tuple(rng.sample(A[:-1], HAND_SIZE)), doubled=True, draws=(rng.choice(A[:-1]),)
    ),
    "double-second-counter": lambda rng: Scene(
        (rng.choice(B), A[6], A[6]), (A[5], A[5]), True, (rng.choice(COUNTERS),)
    ),
    "double-second-loses": lambda rng: Scene(
        (rng.choice(B), A[6], A[6]), (A[5], A[5]), True, (A[6],)
    ),
    "double-first-loses": lambda rng: Scene(any_of(rng, (*A, C2)), (A[6],), True),
    "double-passed-by-pass": lambda rng: Scene((PASS, *any_of(rng, BASICS)[:2]), doubled=True),
    "double-passed-by-turn": lambda rng: Scene((TURN, *any_of(rng, BASICS)[:2]), doubled=True),
    "double-does-not-stack": lambda rng: Scene((DOUBLE, *any_of(rng, BASICS)[:2]), doubled=True),
    "double-on-herself": lambda rng: Scene(three(DOUBLE), others=()),
    "round-lost": lambda rng: Scene(any_of(rng, A)),
    "round-starts-with-loser": lambda rng: Scene(  # she loses, keeping none of her cards
        THREE_A99, others=(any_of(rng, A[3:6]),), draws=(A[6], *any_of(rng, A[:3])), rounds=2
    ),
    "round-starts-clockwise": lambda rng: Scene(
        three(TURN), others=(THREE_A99, THREE_A99), rounds=2
    ),
    "double-ends-with-round": lambda rng: Scene(any_of(rng, (*A, C2)), (A[6],), True, rounds=2),
    "most-players": lambda rng: Scene(THREE_A99, others=(THREE_A99,) * (MAX_PLAYERS - 1)),
    "most-rounds": lambda rng: Scene(THREE_A99, others=(THREE_A99,), rounds=MAX_ROUNDS),
    "one-player": lambda rng: Scene(tuple(rng.choices(CARDS, WEIGHTS, k=HAND_SIZE)), others=()),
    "longest-name": lambda rng: Scene(any_of(rng, A), long_names=True),
    "deck-exactly-used": lambda rng: Scene(any_of(rng, A)),
    "deck-cards-left": lambda rng: Scene(any_of(rng, A), left=rng.randint(1, 3)),
}


def aim(rng: random.Random, edge: str, size: float = 0.0) -> str:
    """A small game that reaches `edge` (a name in EDGES) in its first turns."""
    tie = edge.startswith("tie-") and edge != "tie-three-kinds"
    scene = tie_scene(rng, edge, size) if tie else None
    return staged(rng, scene or SCENES[edge](rng), size)
