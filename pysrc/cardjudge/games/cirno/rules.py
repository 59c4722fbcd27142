"""Cirno's rules: how a player picks her card (`preference`, `choose`), the game
(`Case`), `play` and `render`, the judge's text.

`play` is the trusted fast path: it looks each turn up in a table keyed by
(p, hand, DOUBLE), filled on first need from `preference`, and records each
play as one packed int, keeping the table as it stands every CHECKPOINT_EVERY
plays. `Table` walks those plays again by the rules, and `replay` retells each
with `choose`: the story, the edges and shrinking read a game through them.

Where the statement can be read another way, the rule asks `follows` about that
reading (readings.py) and follows it there; each reading keeps its own tables.

Imports cards and readings only (of the game's modules).
"""

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import NamedTuple

from ...errors import InputError
from ...i18n import t
from ...readings import follows, in_force
from ...text import Place
from .cards import CARDS, COUNTERS, HAND_SIZE, Card, Kind
from .readings import COUNTERS_UNPRINTED, LOSING_PLAY_PRINTED

LIMIT = 99  # a play that leaves p above this loses the round
# The most players (n), rounds (m) and deck cards (k) the statement allows.
MAX_PLAYERS = 30
MAX_ROUNDS = 100
MAX_DECK = 300_000
MAX_NAME = 20  # letters in a player's name

# p is an unbounded integer, but a game whose p leaves this range (only a
# long run of C2 on a negative p gets there) is refused rather than printed.
P_BOUND = 10**100


# -- how a player picks her card ----------------------------------------------------

# Ties on p: the kind listed first is played.
LARGEST_FIRST = (Kind.MUL, Kind.ADD, Kind.SUB, Kind.DIV, Kind.SET)
SMALLEST_FIRST = (Kind.DIV, Kind.SUB, Kind.ADD, Kind.MUL, Kind.SET)


class Reason(Enum):
    """Which part of the strategy picked a card."""

    LARGEST = "the largest p that stays at or under 99"
    FALLBACK = "no basic card keeps p at or under 99, so a counter card"
    DOUBLED_COUNTER = "under DOUBLE, a counter card comes first"
    SMALLEST = "under DOUBLE with no counter card, the smallest p that stays at or under 99"
    LOSES = "every card passes 99"


@dataclass(frozen=True)
class Choice:
    """The card a player plays, p after it, and why; `p` is past 99 when she loses."""

    card: Card
    p: int
    reason: Reason
    options: tuple[tuple[Card, int], ...]  # each basic card held, with p after it
    counters: tuple[Card, ...] = ()  # the counter cards held, in the order they are checked

    @property
    def lost(self) -> bool:
        return self.reason is Reason.LOSES


def preference(card: Card, p: int, doubled: bool) -> tuple[int, int, int]:
    """How much a player at p wants to play `card`; she plays the card she wants most.

    First the tier: with no DOUBLE, basic cards that keep p at or under 99, then
    counter cards; under DOUBLE, counter cards, then those basic cards; last,
    cards that lose. Then p (largest, but smallest under DOUBLE), then the tie
    order of kinds, then PASS, TURN, DOUBLE. A losing card is any card to the
    statement; the one that passes 99 by least is taken.
    """
    kind = card.kind
    if kind is Kind.COUNTER:
        return (2 if doubled else 1, 0, -COUNTERS.index(card))
    q = card.apply(p)
    if q > LIMIT:
        return (0, -q, -SMALLEST_FIRST.index(kind))
    if doubled:
        return (1, -q, -SMALLEST_FIRST.index(kind))
    return (2, q, -LARGEST_FIRST.index(kind))


def choose(hand: Iterable[Card], p: int, doubled: bool) -> Choice:
    """The card a player holding `hand` plays at p, with p after it and why."""
    return _choose(tuple(sorted(set(hand))), p, doubled, in_force())


@lru_cache(maxsize=1 << 16)
def _choose(held: tuple[Card, ...], p: int, doubled: bool, reading: str | None) -> Choice:
    """`choose`, remembered for each reading (D2 reads by it)."""
    card = max(held, key=lambda c: preference(c, p, doubled))
    options = tuple((c, c.apply(p)) for c in held if c.kind is not Kind.COUNTER)
    counters = tuple(c for c in held if c.kind is Kind.COUNTER)
    if card.kind is Kind.COUNTER:
        reason = Reason.DOUBLED_COUNTER if doubled else Reason.FALLBACK
        return Choice(card, p, reason, options, counters)
    q = card.apply(p)
    if q > LIMIT:
        return Choice(card, q, Reason.LOSES, options, counters)
    return Choice(card, q, Reason.SMALLEST if doubled else Reason.LARGEST, options, counters)


# -- the game -------------------------------------------------------------------

TOP = Place(1, 1)


@dataclass(frozen=True)
class Player:
    name: str
    hand: tuple[Card, ...]


@dataclass(frozen=True)
class Case:
    """One game: the players in seat order (at most 30), the rounds, the deck top first."""

    players: tuple[Player, ...]
    rounds: int
    deck: tuple[Card, ...]
    header: Place = TOP  # where `n m k` stands
    deck_end: Place = TOP  # just past the last deck card


# -- the fast path ---------------------------------------------------------------
# A hand is a multiset of three cards, known by its number in HANDS. The loop
# keeps each hand as that number shifted left once, so that a table key is
# (p << 12) | hand << 1 | DOUBLE in one step.

HANDS = tuple(combinations_with_replacement(CARDS, HAND_SIZE))
HAND_KEY = {hand: i << 1 for i, hand in enumerate(HANDS)}


def hand_key(*cards: Card) -> int:
    """The key of a hand of three cards."""
    return HAND_KEY[tuple(sorted(cards))]


# (hand key << 5 | card played) -> the hand key after each card that may be
# drawn, by card number; and the same for each pair of cards kept. Filled on
# first need.
_REFILLS: dict[int, list[int]] = {}
_PAIR_REFILLS: dict[tuple[Card, ...], list[int]] = {}


def refills_for(held: int, card: Card) -> list[int]:
    """For a hand less the card played, the hand key after each card that may be drawn."""
    refills = _REFILLS.get(held << 5 | card)
    if refills is None:
        kept = list(HANDS[held >> 1])
        kept.remove(card)
        pair = tuple(kept)
        refills = _PAIR_REFILLS.get(pair)
        if refills is None:
            refills = _PAIR_REFILLS[pair] = [hand_key(*pair, new) for new in CARDS]
        _REFILLS[held << 5 | card] = refills
    return refills


# A play is packed into one int: p after it, a lost flag, the card, the player.
PLAYER_BITS = 5
CARD_BITS = 5
PLAYER_MASK = (1 << PLAYER_BITS) - 1
CARD_MASK = (1 << CARD_BITS) - 1
LOST_BIT = 1 << (PLAYER_BITS + CARD_BITS)
P_SHIFT = PLAYER_BITS + CARD_BITS + 1

# What the loop does after a play.
NEXT, AGAIN, REVERSE, LOSE = range(4)

# The loop keys its table by `p << 12 | DOUBLE` (the state of the table) or'd
# with the hand key. A Decision is (the packed play without the player, the
# state after it, the hand key after each card that may be drawn, what the loop
# does next).
Decision = tuple[int, int, list[int], int]
# (state << 5 | card) -> (how much the card is wanted, p after it, the card).
Want = tuple[tuple[int, int, int], int, Card]
_PASS, _TURN, _DOUBLE = COUNTERS  # Card.X is a slow lookup
_KEPT = 1 << 18  # the tables are emptied when they grow past this


class Tables(NamedTuple):
    """The decisions and the wants worked out so far, under one reading."""

    decisions: dict[int, Decision]
    wants: dict[int, Want]


_TABLES: dict[str | None, Tables] = {}  # by the reading they were worked out under


def decision_tables() -> Tables:
    """The tables of the reading in force: a card does not do the same under each."""
    kept = _TABLES.get(in_force())
    if kept is None:
        kept = _TABLES[in_force()] = Tables({}, {})
    return kept


class _PastBound(Exception):
    """p left (-P_BOUND, P_BOUND)."""


def want(state: int, card: Card, wants: dict[int, Want]) -> Want:
    """How much `card` is wanted in the state `p << 12 | DOUBLE`, and p after it."""
    p, doubled = state >> 12, state & 1
    wanted = wants[state << 5 | card] = (preference(card, p, bool(doubled)), card.apply(p), card)
    return wanted


def decide(state: int, held: int) -> Decision:
    """The table entry for the state `p << 12 | DOUBLE` and the hand key `held`."""
    p, doubled = state >> 12, state & 1
    decisions, known = decision_tables()
    wants = [known.get(state << 5 | card) or want(state, card, known) for card in HANDS[held >> 1]]
    _, q, card = max(wants)
    refills = refills_for(held, card)
    if card >= _PASS:
        passed = 1 if card is _DOUBLE else doubled  # a counter card passes DOUBLE on
        then = REVERSE if card is _TURN else NEXT
        decision = (card << PLAYER_BITS | p << P_SHIFT, p << 12 | passed, refills, then)
    else:
        if not -P_BOUND < q < P_BOUND:
            raise _PastBound(q)
        packed = card << PLAYER_BITS | q << P_SHIFT
        if q > LIMIT:
            decision = (packed | LOST_BIT, 0, refills, LOSE)
        else:
            decision = (packed, q << 12, refills, AGAIN if doubled else NEXT)
    if len(decisions) >= _KEPT:
        decisions.clear()
        known.clear()
    decisions[state | held] = decision
    return decision


class Turn(NamedTuple):
    """One play as the trace keeps it; `p` is past 99 when she lost."""

    player: int
    card: Card
    p: int
    lost: bool


def unpack(packed: int) -> Turn:
    return Turn(
        packed & PLAYER_MASK,
        CARDS[(packed >> PLAYER_BITS) & CARD_MASK],
        packed >> P_SHIFT,
        bool(packed & LOST_BIT),
    )


@dataclass(frozen=True)
class Result:
    """A game played: every play in order, packed (see `unpack`), and where rounds end.

    Each play keeps its player, card and p after it; p before it is the play
    before's (0 at the start of a round). `replay` rebuilds the rest of the
    table around each play: hands, direction and DOUBLE. The table as it was
    every CHECKPOINT_EVERY plays is kept too, so a retelling can start anywhere.
    """

    case: Case
    plays: tuple[int, ...]
    round_ends: tuple[int, ...]  # for each round, the index just past its losing play
    drawn: int  # deck cards drawn in the whole game
    tables: tuple["Table", ...] = field(default=(), repr=False)  # kept, the first at the deal

    def turns(self) -> Iterator[Turn]:
        return map(unpack, self.plays)


# The table is kept every this many plays: any step of a game is then at most
# this many quick plays and one window of retold ones from a kept table.
CHECKPOINT_EVERY = 2048


def play(case: Case) -> Result:
    """Play the game; an error if the deck runs out or p runs away."""
    n = len(case.players)
    clockwise = [(i + 1) % n for i in range(n)]
    counterclockwise = [(i - 1) % n for i in range(n)]
    hands = [hand_key(*player.hand) for player in case.players]
    deck = iter(case.deck)
    plays: list[int] = []
    record = plays.append
    ends: list[int] = []
    known = decision_tables().decisions.get
    state = cur = 0  # p = 0, no DOUBLE, the first player starts
    ahead, back = clockwise, counterclockwise
    tables: list[Table] = []
    try:
        while len(ends) < case.rounds:
            # The table as it stands, kept so that the viewer can start from here.
            tables.append(
                Table(
                    list(hands),
                    played=len(plays),
                    round=len(ends) + 1,
                    turn=len(plays) - (ends[-1] if ends else 0),
                    p=state >> 12,
                    clockwise=ahead is clockwise,
                    doubled=bool(state & 1),
                    cur=cur,
                    top=len(case.deck) - deck.__length_hint__(),
                )
            )
            for _ in range(CHECKPOINT_EVERY):
                decision = known(state | hands[cur])
                if decision is None:
                    decision = decide(state, hands[cur])
                packed, state, refills, then = decision
                record(packed | cur)
                if then == NEXT:
                    hands[cur] = refills[next(deck)]
                    cur = ahead[cur]
                elif then == AGAIN:
                    hands[cur] = refills[next(deck)]
                elif then == REVERSE:
                    hands[cur] = refills[next(deck)]
                    ahead, back = back, ahead
                    cur = ahead[cur]
                else:
                    hands[cur] = hand_key(next(deck), next(deck), next(deck))
                    ends.append(len(plays))
                    if len(ends) == case.rounds:
                        break
                    state = 0  # each round starts at p = 0, clockwise, with no DOUBLE
                    ahead, back = clockwise, counterclockwise
    except StopIteration:
        name = case.players[cur].name
        where = case.deck_end
        said = t(
            "the deck ran out: {name} had to draw in round {round}, but all k = {k} cards were"
            " drawn (the statement promises this never happens)",
            name=name,
            round=len(ends) + 1,
            k=len(case.deck),
        )
        raise InputError(where.line, where.col, said) from None
    except _PastBound as error:
        where = case.header
        said = t(
            "p would reach {p} in round {round} (turn {turn}), beyond the range this judge"
            " accepts (|p| < 1e100)",
            p=f"{error.args[0]:.3e}",
            round=len(ends) + 1,
            turn=len(plays) + 1,
        )
        raise InputError(where.line, where.col, said) from None
    drawn = len(case.deck) - deck.__length_hint__()
    return Result(case, tuple(plays), tuple(ends), drawn, tuple(tables))


def render(results: Sequence[Result]) -> str:
    out: list[str] = []
    for result in results:
        lines = PlayLines([player.name for player in result.case.players])
        start = 0
        for number, end in enumerate(result.round_ends, start=1):
            out.append(f"Round {number}:\n")
            out.extend(map(lines.__getitem__, result.plays[start:end]))
            start = end
    return "".join(out)


class PlayLines(dict[int, str]):
    """The judge's line for a packed play, made the first time that play is asked for."""

    def __init__(self, names: Sequence[str]) -> None:
        super().__init__()
        self.used = [[f"{name} used {card},now p=" for card in CARDS] for name in names]
        self.lost = [f"{name} lost the game.\n" for name in names]

    def __missing__(self, packed: int) -> str:
        who, card = packed & PLAYER_MASK, (packed >> PLAYER_BITS) & CARD_MASK
        used = f"{self.used[who][card]}{packed >> P_SHIFT}.\n"
        if packed & LOST_BIT:
            line = self.lost[who]
            if follows(LOSING_PLAY_PRINTED):
                line = used + line
        elif card >= _PASS and follows(COUNTERS_UNPRINTED):
            line = ""
        else:
            line = used
        self[packed] = line
        return line


# -- the table between two plays, retold -----------------------------------------


class Moment(NamedTuple):
    """One play retold by `replay`: the table around it and why the card was chosen."""

    round: int
    turn: int  # 1-based within the round
    player: int  # whose turn it was by the rules
    played: Turn  # the play as the trace recorded it
    choice: Choice  # the strategy's choice, worked out again
    p_before: int
    doubled: bool  # she was under DOUBLE when she played
    clockwise: bool  # the direction after the play
    next_player: int | None  # None when the game is over
    next_doubled: bool  # the next player is under DOUBLE
    drew: tuple[Card, ...]
    discarded: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]  # every hand after the play and the draw
    deck_left: int


@dataclass(slots=True)
class Table:
    """The table between two plays, rebuilt from the trace by the rules.

    `played` plays are done, `turn` of them in the current round; `top` deck
    cards are drawn. Hands are hand keys (see HANDS). `advance` walks plays
    quickly, `tell` walks one and retells it; copies kept now and then let
    the viewer start anywhere in a long game.
    """

    hands: list[int]
    played: int = 0
    round: int = 1
    turn: int = 0
    p: int = 0
    clockwise: bool = True
    doubled: bool = False
    cur: int = 0
    top: int = 0

    def copy(self) -> "Table":
        return replace(self, hands=list(self.hands))

    def advance(self, result: Result, count: int) -> None:
        """Walk the next `count` plays of the game: the draws, p, direction, DOUBLE, who is next."""
        deck, hands, n = result.case.deck, self.hands, len(self.hands)
        top, cur, p, turn, number = self.top, self.cur, self.p, self.turn, self.round
        clockwise, doubled = self.clockwise, self.doubled
        plays = result.plays[self.played : self.played + count]
        for packed in plays:
            card = packed >> PLAYER_BITS & CARD_MASK
            if packed & LOST_BIT:
                # She discards the other two, draws three and starts the next round.
                hands[cur] = hand_key(*deck[top : top + HAND_SIZE])
                top += HAND_SIZE
                p, turn, number, clockwise, doubled = 0, 0, number + 1, True, False
                continue
            hands[cur] = refills_for(hands[cur], card)[deck[top]]
            top += 1
            turn += 1
            if card >= _PASS:
                clockwise ^= card == _TURN
                doubled = doubled or card == _DOUBLE  # a counter card passes DOUBLE on
            elif doubled:  # she plays again
                p, doubled = packed >> P_SHIFT, False
                continue
            else:
                p = packed >> P_SHIFT
            cur = (cur + (1 if clockwise else -1)) % n
        self.played += len(plays)
        self.top, self.cur, self.p, self.turn, self.round = top, cur, p, turn, number
        self.clockwise, self.doubled = clockwise, doubled

    def tell(self, result: Result, whole: bool = True) -> Moment:
        """Walk the next play and retell it: the table around it, and why the card was chosen.
        Unless `whole`, the cards drawn and discarded and the hands are left out (empty):
        the rule edges never read them, and the hands cost a tuple per player per play."""
        played = unpack(result.plays[self.played])
        number, turn, player, p, doubled, clockwise, top = (
            self.round,
            self.turn,
            self.cur,
            self.p,
            self.doubled,
            self.clockwise,
            self.top,
        )
        hand = HANDS[self.hands[player] >> 1]
        self.advance(result, 1)
        kept = list(hand)
        kept.remove(played.card)
        over = played.lost and number == result.case.rounds
        return Moment(
            round=number,
            turn=turn + 1,
            player=player,
            played=played,
            choice=choose(hand, p, doubled),
            p_before=p,
            doubled=doubled,
            clockwise=clockwise if played.lost else self.clockwise,
            next_player=None if over else self.cur,
            next_doubled=self.doubled,
            drew=result.case.deck[top : self.top] if whole else (),
            discarded=tuple(kept) if played.lost and whole else (),
            hands=tuple(HANDS[key >> 1] for key in self.hands) if whole else (),
            deck_left=len(result.case.deck) - self.top,
        )


def replay(result: Result, whole: bool = True) -> Iterator[Moment]:
    """Walk the recorded plays again, rebuilding hands, direction and DOUBLE by the rules
    (each play retold `whole`, or without the cards drawn and discarded and the hands)."""
    table = result.tables[0].copy()
    while table.played < len(result.plays):
        yield table.tell(result, whole)
