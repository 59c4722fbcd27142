"""Tractor's rules, read like the statement: who wins a trick (the lead's structure,
each follow's eligibility and competing card), then the round's points, the hidden
cards, the level change and the next dealer. `play` decides a round and `render`
writes the judge's answer. Where the statement can be read another way, the rule asks
`follows` about that reading (readings.py) and follows it there.

It imports the game's cards, structures and readings only.
"""

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ...i18n import mark
from ...readings import follows
from .cards import ACE, COPIES, DECK, TRUMP, Card, CardOrder, Player, Suit, card_order, rank_name
from .readings import (
    DOWN_DEALER_BEFORE,
    HIDDEN_POWER_LEAD_LENGTH,
    HONOR_HIGHEST_CARD,
    RANKS_AS_NUMBERS,
    THROW_BEATEN_IN_SUIT,
    TIE_LATER_WINS,
)
from .structures import Component, Shape, decompose, honor, shape_of

# -- a trick -------------------------------------------------------------------


class Why(Enum):
    """Why a play could not win its trick."""

    MIXED = mark("mixes trumps and non-trumps")
    SUITS = mark("mixes non-trumps of different suits")
    OFF_SUIT = mark("is non-trumps of another suit than the lead")
    SHAPE = mark("cannot be arranged into the lead's structure")
    TRUMP_THROW = mark("a trump throw cannot be beaten")
    NOT_TRUMP = mark("only a throw of trumps can beat a non-trump throw")


@dataclass(frozen=True)
class Play:
    """One player's cards in a trick; `best` is the card that competes (the highest
    card, or for a throw the honor card), `why` says why it could not win."""

    player: Player
    cards: tuple[Card, ...]
    why: Why | None
    best: Card | None


@dataclass(frozen=True)
class Trick:
    number: int
    leader: Player
    structure: tuple[Component, ...]  # of the lead
    plays: tuple[Play, ...]  # in playing order, the lead first
    winner: Player
    points: int
    to_defenders: bool
    defenders_total: int  # after this trick

    @property
    def throw(self) -> bool:
        return len(self.structure) > 1


def winning_play(trick: Trick) -> Play:
    """The play of the trick's winner."""
    return next(p for p in trick.plays if p.player == trick.winner)


@dataclass(frozen=True)
class Judgement:
    structure: tuple[Component, ...]
    plays: tuple[Play, ...]
    winner: Player


def judge_trick(leader: Player, hands: Sequence[Sequence[Card]], order: CardOrder) -> Judgement:
    """Who wins a trick: the highest competing card, the earliest on ties."""
    lead = hands[0]
    structure = decompose(lead, order)
    shape = shape_of(structure)
    throw = len(structure) > 1
    lead_group = order.group[lead[0].index]
    top = competing(lead, structure[0].top, order)
    plays = [Play(leader, tuple(lead), None, top)]
    winner, high = 0, order.level[top.index]
    for i in range(1, len(hands)):
        cards = hands[i]
        why, best = assess(cards, lead_group, shape, order)
        if why is None and best is not None and throw and not follows(THROW_BEATEN_IN_SUIT):
            if lead_group == TRUMP:
                why = Why.TRUMP_THROW
            elif order.group[best.index] != TRUMP:
                why = Why.NOT_TRUMP
        if why is None and best is not None and beats(order.level[best.index], high):
            winner, high = i, order.level[best.index]
        plays.append(Play(Player((leader + i) % 4), tuple(cards), why, best))
    return Judgement(structure, tuple(plays), Player((leader + winner) % 4))


def assess(
    cards: Sequence[Card], lead_group: str, shape: Shape, order: CardOrder
) -> tuple[Why | None, Card | None]:
    """A follow's eligibility and its competing card."""
    groups = {order.group[card.index] for card in cards}
    if len(groups) > 1:
        return (Why.MIXED if TRUMP in groups else Why.SUITS), None
    group = groups.pop()
    if group not in (TRUMP, lead_group) and lead_group != TRUMP:
        return Why.OFF_SUIT, None
    best = honor(cards, shape, order)
    if best is None:
        return Why.SHAPE, None
    return None, competing(cards, best, order)


def competing(cards: Sequence[Card], honor_card: Card, order: CardOrder) -> Card:
    """The card a play competes with: its honor card (for a play of one component, its
    highest card)."""
    if follows(HONOR_HIGHEST_CARD):
        return min(cards, key=order.key)
    return honor_card


def beats(level: int, high: int) -> bool:
    """Whether a later play's card of order `level` beats the highest so far: ties go to
    the one who played it first."""
    return level > high or (level == high and follows(TIE_LATER_WINS))


# -- a round -------------------------------------------------------------------

# The defenders' points: below 80 the declarers "make" and rise by the first
# matching step; from 80 on they are "down" and the defenders rise one rank
# for every full 40 points above 80.
MAKE_STEPS = ((1, 3), (40, 2), (80, 1))  # (points below, ranks up)
DOWN_AT = 80
DOWN_STEP = 40


@dataclass(frozen=True)
class Case:
    main: Suit | None
    dealer: Player
    ranks: tuple[int, int]  # teams 1 and 2, 2..14
    tricks: tuple[tuple[tuple[Card, ...], ...], ...]  # four plays each, in playing order

    @property
    def declarers(self) -> int:
        return self.dealer.team

    @property
    def rank(self) -> str:
        """The current rank of the round: the declarers' rank."""
        return rank_name(self.ranks[self.declarers - 1])


@dataclass(frozen=True)
class Outcome:
    hidden: tuple[Card, ...]
    hidden_points: int
    last_winner: Player
    w: int
    bonus: int  # hidden points times 2**w when the defenders take the last trick, else 0
    points: int  # the defenders' total
    make: bool
    team_up: int  # the team whose rank rises
    levels_up: int
    ranks: tuple[int, int]
    winner: int | None  # the team beyond Ace, if any
    next_dealer: Player

    @property
    def multiplier(self) -> int:
        return 2**self.w


@dataclass(frozen=True)
class Result:
    case: Case
    tricks: tuple[Trick, ...]  # the trace, trick by trick
    outcome: Outcome


def play(case: Case) -> Result:
    order = card_order(case.main, case.rank)
    defenders = 3 - case.declarers
    leader, total, tricks = case.dealer, 0, []
    for number, hands in enumerate(case.tricks, start=1):
        judged = judge_trick(leader, hands, order)
        points = sum(card.points for cards in hands for card in cards)
        taken = judged.winner.team == defenders
        total += points if taken else 0
        tricks.append(
            Trick(
                number, leader, judged.structure, judged.plays, judged.winner, points, taken, total
            )
        )
        leader = judged.winner
    return Result(case, tuple(tricks), settle(case, tricks, order))


def settle(case: Case, tricks: Sequence[Trick], order: CardOrder) -> Outcome:
    """Hidden cards, the level change and the next dealer."""
    hidden = hidden_cards(case, order)
    hidden_points = sum(card.points for card in hidden)
    defenders = 3 - case.declarers
    last_winner = tricks[-1].winner if tricks else case.dealer
    w = hidden_power(tricks[-1]) if tricks else 0
    bonus = hidden_points * 2**w if last_winner.team == defenders else 0
    points = (tricks[-1].defenders_total if tricks else 0) + bonus
    make, team_up, levels_up = level_change(points, case.declarers)
    ranks = list(case.ranks)
    ranks[team_up - 1] += levels_up
    return Outcome(
        hidden=hidden,
        hidden_points=hidden_points,
        last_winner=last_winner,
        w=w,
        bonus=bonus,
        points=points,
        make=make,
        team_up=team_up,
        levels_up=levels_up,
        ranks=(ranks[0], ranks[1]),
        winner=team_up if ranks[team_up - 1] > ACE else None,
        next_dealer=case.dealer.partner if make else dealer_after_down(case.dealer),
    )


def dealer_after_down(dealer: Player) -> Player:
    """The next dealer when the declarers are down: "the player on dealer's right-hand
    side", who plays next (Bob after Alice)."""
    if follows(DOWN_DEALER_BEFORE):
        return Player((dealer - 1) % 4)
    return dealer.right


def hidden_power(last: Trick) -> int:
    """w of the 2**w multiplier: the lead's size, or for a throw its longest component's."""
    if last.throw and not follows(HIDDEN_POWER_LEAD_LENGTH):
        return shape_of(last.structure).longest
    return len(last.plays[0].cards)


def level_change(points: int, declarers: int) -> tuple[bool, int, int]:
    """(make, the team that rises, by how many ranks) for the defenders' points."""
    if points < DOWN_AT:
        return True, declarers, next(up for below, up in MAKE_STEPS if points < below)
    return False, 3 - declarers, (points - DOWN_AT) // DOWN_STEP


def hidden_cards(case: Case, order: CardOrder) -> tuple[Card, ...]:
    """The double deck less the played cards (8 of them in a full round)."""
    left = Counter({card.index: COPIES for card in DECK})
    left.subtract(card.index for hands in case.tricks for cards in hands for card in cards)
    hidden = [DECK[i] for i, n in left.items() for _ in range(max(n, 0))]
    return tuple(sorted(hidden, key=order.key))


def render(results: Sequence[Result]) -> str:
    out = []
    for n, result in enumerate(results, start=1):
        o = result.outcome
        out.append(f"Case #{n}:\n{o.points}\n")
        if o.winner is not None:
            out.append(f"Winner: Team {o.winner}\n")
        else:
            out.append(f"{rank_said(o.ranks[0])} {rank_said(o.ranks[1])} {o.next_dealer}\n")
    return "".join(out)


def rank_said(value: int) -> str:
    """A rank in the answer, written as a card ("T" for 10), as the input writes it."""
    return str(value) if follows(RANKS_AS_NUMBERS) else rank_name(value)
