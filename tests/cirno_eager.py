"""Cirno's viewer steps made the slow, eager way, as they were before the lazy
`cirno.steps` (issue 16): every play replayed from the deal, one after another.
The tests check the lazy steps against these, step for step."""

from collections.abc import Iterator
from itertools import islice

from cardjudge.engine import Step
from cardjudge.games.cirno.cards import CARD_NAMES, COUNTERS, HAND_SIZE, Card
from cardjudge.games.cirno.rules import Moment, Result, choose
from cardjudge.games.cirno.story import explain, round_start


def eager_replay(result: Result) -> Iterator[Moment]:
    """Walk the recorded plays again, rebuilding hands, direction and DOUBLE by the rules."""
    case = result.case
    n = len(case.players)
    hands = [tuple(sorted(player.hand)) for player in case.players]
    deck = case.deck
    top = 0
    plays = result.turns()
    cur = 0
    for number, end in enumerate(result.round_ends, start=1):
        p, clockwise, doubled = 0, True, False
        start = result.round_ends[number - 2] if number > 1 else 0
        for turn, played in enumerate(islice(plays, end - start), start=1):
            hand = hands[cur]
            choice = choose(hand, p, doubled)
            card = played.card
            after, next_doubled, player = p, False, cur
            kept = list(hand)
            kept.remove(card)
            if played.lost:  # she discards the other two and draws three
                drew, discarded = deck[top : top + HAND_SIZE], tuple(kept)
                next_player = cur if number < case.rounds else None
            else:
                drew, discarded = deck[top : top + 1], ()
                if card is Card.TURN:
                    clockwise = not clockwise
                if card in COUNTERS:
                    next_doubled = doubled or card is Card.DOUBLE
                    next_player = (cur + (1 if clockwise else -1)) % n
                elif doubled:
                    after, next_player = card.apply(p), cur
                else:
                    after = card.apply(p)
                    next_player = (cur + (1 if clockwise else -1)) % n
            top += len(drew)
            hands[cur] = tuple(sorted(drew if played.lost else (*kept, *drew)))
            yield Moment(
                round=number,
                turn=turn,
                player=player,
                played=played,
                choice=choice,
                p_before=p,
                doubled=doubled,
                clockwise=clockwise,
                next_player=next_player,
                next_doubled=next_doubled,
                drew=drew,
                discarded=discarded,
                hands=tuple(hands),
                deck_left=len(deck) - top,
            )
            p, doubled = after, next_doubled
            if next_player is not None:
                cur = next_player


def eager_steps(result: Result) -> list[Step]:
    case = result.case
    names = [player.name for player in case.players]
    shown_hands = [[CARD_NAMES[card] for card in sorted(player.hand)] for player in case.players]
    table = {
        "players": names,
        **round_start(1, names[0]),
        "hands": list(shown_hands),
        "deck_left": len(case.deck),
    }
    shown = [
        Step(
            "Deal",
            f"{len(names)} players hold three cards each; the deck has {len(case.deck)} cards "
            f"and the game lasts {case.rounds} round{'s' if case.rounds > 1 else ''}.",
            table,
        )
    ]
    starter = 0
    for moment in eager_replay(result):
        if moment.turn == 1:
            since = f", as the loser of round {moment.round - 1}" if moment.round > 1 else ""
            table = {**table, **round_start(moment.round, names[starter])}
            shown.append(
                Step(
                    f"Round {moment.round}",
                    f"Round {moment.round} begins with p = 0, play clockwise and no DOUBLE. "
                    f"{names[starter]} starts{since}.",
                    table,
                )
            )
        played = moment.played
        shown_hands[moment.player] = [CARD_NAMES[card] for card in moment.hands[moment.player]]
        lost = played.lost
        nxt = moment.next_player
        table = {
            **table,
            "turn": moment.turn,
            "player": names[moment.player],
            "card": str(played.card),
            "p_before": moment.p_before,
            "p": moment.p_before if lost else played.p,
            "direction": "clockwise" if moment.clockwise else "counterclockwise",
            "double": names[nxt] if moment.next_doubled and nxt is not None else None,
            "next": None if nxt is None else names[nxt],
            "lost": names[moment.player] if lost else None,
            "drew": [CARD_NAMES[card] for card in moment.drew],
            "discarded": [CARD_NAMES[card] for card in moment.discarded],
            "hands": list(shown_hands),
            "deck_left": moment.deck_left,
            "why": moment.choice.reason.value,
        }
        title = f"Round {moment.round}, turn {moment.turn}"
        shown.append(Step(title, explain(moment, names, case.rounds), table))
        if lost:
            starter = moment.player
    return shown
