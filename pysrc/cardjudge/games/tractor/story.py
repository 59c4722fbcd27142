"""Tractor's story for the viewer: `steps` tells a round as its deal, its tricks, the
hidden cards and the result, with the words that explain each step, and `line_steps`
ties the answer's lines to those steps. It tells what the rules decided, under the
reading in force (readings.py) too.

It imports the game's cards, structures, rules and readings.
"""

from collections.abc import Sequence
from typing import Any

from ...engine import Step
from ...i18n import sentences, t
from ...readings import follows
from .cards import HIDDEN, SUITS, Card, CardOrder, Player, card_order, rank_name
from .readings import HONOR_HIGHEST_CARD
from .rules import DOWN_AT, DOWN_STEP, Case, Play, Result, Trick, Why, winning_play
from .structures import Component, shape_of


def steps(result: Result) -> list[Step]:
    case, o = result.case, result.outcome
    order = card_order(case.main, case.rank)
    hands: dict[Player, list[Card]] = {p: [] for p in Player}
    for trick in result.tricks:
        for p in trick.plays:
            hands[p.player] += p.cards
    table = base_state(case)

    def state(**changes: Any) -> dict[str, Any]:
        now = {"hands": show_hands(hands, order), "trick": None, "defenders_points": 0}
        return {**table, **now, "hidden": None, "outcome": None, **changes}

    shown = [Step(t("Deal"), deal_words(case), state())]
    for trick in result.tricks:
        for p in trick.plays:
            for card in p.cards:
                hands[p.player].remove(card)
        shown.append(
            Step(
                t("Trick {number}", number=trick.number),
                trick_words(trick, case),
                state(trick=trick_state(trick, order), defenders_points=trick.defenders_total),
            )
        )
    hidden = [str(c) for c in o.hidden]
    shown.append(
        Step(
            t("Hidden cards"), hidden_words(result), state(defenders_points=o.points, hidden=hidden)
        )
    )
    end = state(defenders_points=o.points, hidden=hidden, outcome=outcome_state(result))
    shown.append(Step(t("Result"), result_words(result), end))
    return shown


def line_steps(result: Result) -> list[int]:
    """`Case #n:` is the deal, the points are the hidden cards' step (they settle
    them), the ranks or the winner the result: the deal, the tricks, then those two."""
    return [0, len(result.tricks) + 1, len(result.tricks) + 2]


def base_state(case: Case) -> dict[str, Any]:
    return {
        "players": [str(p) for p in Player],
        "teams": {str(t): [str(p) for p in Player if p.team == t] for t in (1, 2)},
        "main_suit": case.main.value if case.main else None,
        "rank": case.rank,
        "dealer": str(case.dealer),
        "declarers": case.declarers,
        "defenders": 3 - case.declarers,
        "ranks": {str(t): rank_name(case.ranks[t - 1]) for t in (1, 2)},
    }


def show_hands(hands: dict[Player, list[Card]], order: CardOrder) -> dict[str, list[str]]:
    def key(card: Card) -> tuple[int, int, int]:
        suit = -1 if order.is_trump(card) or card.suit is None else SUITS.index(card.suit)
        return (suit, *order.key(card))

    return {str(p): [str(c) for c in sorted(cards, key=key)] for p, cards in hands.items()}


def names(cards: Sequence[Card]) -> str:
    return "".join(map(str, cards))


def structure_words(structure: Sequence[Component]) -> str:
    if len(structure) == 1:
        return str(shape_of(structure))
    return t(
        "a throw of {shape} ({parts}), honor card {card}",
        shape=shape_of(structure),
        parts=" + ".join(str(c) for c in structure),
        card=structure[0].top,
    )


def deal_words(case: Case) -> str:
    d, f, rank = case.declarers, 3 - case.declarers, case.rank
    if case.main:
        trumps = t(
            "Team {declarers} declares at rank {rank} and the main suit is {suit}: the trumps "
            "are the jokers, every {rank} and every card of {suit}.",
            declarers=d,
            rank=rank,
            suit=case.main.title,
        )
    else:
        trumps = t(
            "Team {declarers} declares at rank {rank} and there is no main suit: the trumps "
            "are the jokers and every {rank}.",
            declarers=d,
            rank=rank,
        )
    deals = t(
        "{dealer} deals, hides {hidden} cards and leads the first trick.",
        dealer=case.dealer,
        hidden=HIDDEN,
    )
    defends = t(
        "Team {defenders} defends and needs {down} points to bring the declarers down.",
        defenders=f,
        down=DOWN_AT,
    )
    return sentences([trumps, deals, defends])


def trick_words(trick: Trick, case: Case) -> str:
    order = card_order(case.main, case.rank)
    lead, win = trick.plays[0], winning_play(trick)
    structure = structure_words(trick.structure)
    said = [
        t(
            "{player} leads {cards}: {structure}.",
            player=lead.player,
            cards=names(lead.cards),
            structure=structure,
        )
    ]
    for p in trick.plays[1:]:
        verdict_said = verdict(p, trick, order)
        said.append(
            t(
                "{player} plays {cards}: {verdict}.",
                player=p.player,
                cards=names(p.cards),
                verdict=verdict_said,
            )
        )
    if lead is not win:
        said.append(t("The lead's {verdict}.", verdict=verdict(lead, trick, order)))
    fields = {
        "winner": trick.winner,
        "what": compared(trick),
        "card": win.best,
        "points": trick.points,
        "total": trick.defenders_total,
    }
    if trick.to_defenders:
        said.append(
            t(
                "{winner} wins with {what} {card}. The trick holds {points} points; {winner} "
                "is a defender, so the defenders have {total}.",
                **fields,
            )
        )
    else:
        said.append(
            t(
                "{winner} wins with {what} {card}. The trick holds {points} points; {winner} "
                "is a declarer, so the defenders have {total}.",
                **fields,
            )
        )
    return sentences(said)


def compared(trick: Trick) -> str:
    """What the plays of a trick compare: the honor card of a throw, else the highest card."""
    return t("honor card") if trick.throw and not follows(HONOR_HIGHEST_CARD) else t("highest card")


def verdict(p: Play, trick: Trick, order: CardOrder) -> str:
    """Why a play won or could not win its trick, in words."""
    win, what = winning_play(trick), compared(trick)
    if p is win:
        return t("{what} {card}, the winner", what=what, card=p.best)
    if p.why in (Why.TRUMP_THROW, Why.NOT_TRUMP):
        return t("{what} {card}, but {why}", what=what, card=p.best, why=t(p.why.value))
    if p.why is not None:
        return t("cannot win, it {why}", why=t(p.why.value))
    if p.best is None or win.best is None:
        return t("cannot win, it does not compete")
    fields = {"what": what, "card": p.best, "player": win.player, "best": win.best}
    if order.level[p.best.index] == order.level[win.best.index]:
        if trick.plays.index(p) < trick.plays.index(win):
            return t("{what} {card} only ties {player}'s later {best}", **fields)
        return t("{what} {card} only ties {player}'s earlier {best}", **fields)
    return t("{what} {card} is lower than {player}'s {best}", **fields)


def trick_state(trick: Trick, order: CardOrder) -> dict[str, Any]:
    return {
        "number": trick.number,
        "leader": str(trick.leader),
        "throw": trick.throw,
        "structure": [
            {"kind": c.kind.value, "cards": [str(x) for x in c.cards]} for c in trick.structure
        ],
        "shape": str(shape_of(trick.structure)),
        "compares": compared(trick),
        "plays": [
            {
                "player": str(p.player),
                "cards": [str(c) for c in p.cards],
                "could_win": p.why is None,
                "why": p.why.value if p.why else None,
                "best": str(p.best) if p.best else None,
                "winner": p.player == trick.winner,
                "verdict": verdict(p, trick, order),
            }
            for p in trick.plays
        ],
        "winner": str(trick.winner),
        "points": trick.points,
        "to_defenders": trick.to_defenders,
    }


def hidden_words(result: Result) -> str:
    o = result.outcome
    hidden = " ".join(map(str, o.hidden)) or t("none")
    said = t(
        "The hidden cards are {cards}, worth {points} points.", cards=hidden, points=o.hidden_points
    )
    if not result.tricks:
        return said
    fields = {"player": o.last_winner, "w": o.w}
    if o.w < len(result.tricks[-1].plays[0].cards):
        last = t(
            "{player} took the last trick (its longest component has {w} cards, so w = {w})",
            **fields,
        )
    else:
        last = t("{player} took the last trick (its lead has {w} cards, so w = {w})", **fields)
    if o.last_winner.team != result.case.declarers:
        taken = t(
            "{last} for the defenders: they add {hidden} x 2^{w} = {bonus} "
            "and end with {points} points.",
            last=last,
            hidden=o.hidden_points,
            w=o.w,
            bonus=o.bonus,
            points=o.points,
        )
    else:
        taken = t(
            "{last} for the declarers: the hidden cards do not count; "
            "the defenders end with {points}.",
            last=last,
            points=o.points,
        )
    return sentences([said, taken])


def result_words(result: Result) -> str:
    case, o = result.case, result.outcome
    fields = {
        "points": o.points,
        "down": DOWN_AT,
        "team": o.team_up,
        "levels": o.levels_up,
        "before": rank_name(case.ranks[o.team_up - 1]),
        "step": DOWN_STEP,
    }
    if o.make:
        said = t(
            "The defenders took {points} points, fewer than {down}: the declarers make it and "
            "team {team} rises {levels} from {before}",
            **fields,
        )
    else:
        said = t(
            "The defenders took {points} points, at least {down}: the declarers are down and "
            "team {team} rises {levels} (one per full {step} above {down}) from {before}",
            **fields,
        )
    if o.winner is not None:
        return t("{said}, beyond Ace: team {team} wins the game.", said=said, team=o.winner)
    ranks = {
        "said": said,
        "after": rank_name(o.ranks[o.team_up - 1]),
        "first": rank_name(o.ranks[0]),
        "second": rank_name(o.ranks[1]),
        "dealer": o.next_dealer,
    }
    if o.make:
        return t(
            "{said} to {after}. Ranks now: team 1 {first}, team 2 {second}. "
            "{dealer} (the dealer's partner) deals next.",
            **ranks,
        )
    if o.next_dealer == case.dealer.right:
        return t(
            "{said} to {after}. Ranks now: team 1 {first}, team 2 {second}. "
            "{dealer} (on the dealer's right) deals next.",
            **ranks,
        )
    return t(
        "{said} to {after}. Ranks now: team 1 {first}, team 2 {second}. "
        "{dealer} (before the dealer in clockwise order) deals next.",
        **ranks,
    )


def outcome_state(result: Result) -> dict[str, Any]:
    o = result.outcome
    return {
        "hidden_points": o.hidden_points,
        "last_winner": str(o.last_winner),
        "w": o.w,
        "multiplier": o.multiplier,
        "bonus": o.bonus,
        "points": o.points,
        "make": o.make,
        "team_up": o.team_up,
        "levels_up": o.levels_up,
        "ranks": None if o.winner else {str(t): rank_name(o.ranks[t - 1]) for t in (1, 2)},
        "winner": o.winner,
        "next_dealer": None if o.winner else str(o.next_dealer),
    }
