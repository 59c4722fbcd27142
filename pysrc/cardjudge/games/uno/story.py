"""The viewer's story of an UNO round: `steps` (the deal, the first card, then each
turn with the table after it), `line_steps`, and the words that explain each step.

Of the game's modules it imports cards, rules and readings (the few words that a
reading in force changes).
"""

from collections.abc import Sequence

from ...engine import Step
from ...i18n import join, mark, sentences, t, tn
from ...readings import follows
from .cards import Card, Content
from .readings import DEAL_IN_BLOCKS, DRAWN_CARD_KEPT, FIRST_CARD_IDLE
from .rules import HAND_SIZE, PENALTY_DRAWS, PLAYERS, Action, Direction, Result, Turn


def steps(result: Result) -> list[Step]:
    first = result.turns[0]
    deck_at_deal = first.deck_left + len(result.discarded) + (1 if first.card else 0)
    dealing = (
        mark("{count} cards each, dealt {count} at a time to {players}.")
        if follows(DEAL_IN_BLOCKS)
        else mark("{count} cards each, dealt one at a time to {players}.")
    )
    dealt = t(dealing, count=HAND_SIZE, players=join(PLAYERS))
    state = {
        **blank_state(),
        "action": "dealt",
        "hands": hands_state(result.dealt),
        "deck": deck_at_deal,
    }
    shown = [Step(t("Deal"), dealt, state)]
    previous: Turn | None = None
    for turn in result.turns:
        last = turn is result.turns[-1]
        won = last and result.winner is not None
        shown.append(
            Step(
                title(turn, won),
                explain(turn, previous, result.discarded, won),
                turn_state(turn, result, last),
            )
        )
        previous = turn
    return shown


def line_steps(result: Result) -> list[int]:
    """A round's one line is how it ended: its last turn (the deal is step 0)."""
    return [len(result.turns)]


def blank_state() -> dict[str, object]:
    return {
        "turn": None,
        "player": None,
        "action": None,
        "card": None,
        "drawn": [],
        "called": None,
        "top": None,
        "colour": None,
        "content": None,
        "direction": Direction.CLOCKWISE.title,
        "hands": [],
        "deck": 0,
        "discarded": [],
        "winner": None,
        "draw_game": False,
    }


def turn_state(turn: Turn, result: Result, last: bool) -> dict[str, object]:
    """The table after `turn`, as plain values for the viewer."""
    return {
        "turn": turn.number,
        "player": turn.player,
        "action": turn.action.value,
        "card": str(turn.card) if turn.card else None,
        "drawn": [str(c) for c in turn.drawn],
        "called": turn.called.value if turn.called else None,
        "top": str(turn.top) if turn.top else None,
        "colour": turn.colour.value if turn.colour else None,
        "content": turn.content.value if turn.content else None,
        "direction": turn.direction.title,
        "hands": hands_state(turn.hands),
        "deck": turn.deck_left,
        "discarded": [str(c) for c in result.discarded],
        "winner": result.winner_name if last else None,
        "draw_game": last and result.winner is None,
    }


def hands_state(hands: Sequence[Sequence[Card]]) -> list[dict[str, object]]:
    return [
        {"player": name, "cards": [str(c) for c in hand]}
        for name, hand in zip(PLAYERS, hands, strict=True)
    ]


def title(turn: Turn, won: bool) -> str:
    if turn.number == 0:
        return t("First card")
    if won:
        return t("Turn {number}: {player} wins", number=turn.number, player=turn.player)
    if turn.action is Action.COULD_NOT_DRAW:
        return t("Turn {number}: draw game", number=turn.number)
    return t(
        "Turn {number}: {player} {action}",
        number=turn.number,
        player=turn.player,
        action=turn.action.said,
    )


def explain(turn: Turn, previous: Turn | None, discarded: Sequence[Card], won: bool) -> str:
    """What the turn did and why, in words."""
    who = turn.player
    if previous is None:
        return explain_flip(turn, discarded)
    if turn.action is Action.SKIPPED:
        return t("{player} is skipped by the Skip just played and loses the turn.", player=who)
    if turn.action in (Action.DREW_TWO, Action.DREW_FOUR):
        return t(
            "{player} must draw {count} ({cards}) and loses the turn.",
            player=who,
            count=turn.needed,
            cards=" ".join(map(str, turn.drawn)),
        )
    assert previous.top is not None and previous.colour is not None
    if turn.action is Action.COULD_NOT_DRAW and turn.deck_left == turn.needed:
        return t(
            "{player} must draw {count}, which would empty the deck: a draw game.",
            player=who,
            count=turn.needed,
        )
    if turn.action is Action.COULD_NOT_DRAW and turn.needed == 1:
        return t(
            "{player} has nothing to play on {top} and the deck is empty: a draw game.",
            player=who,
            top=previous.top,
        )
    if turn.action is Action.COULD_NOT_DRAW:
        return t(
            "{player} must draw {count} but the deck has only {left}: a draw game.",
            player=who,
            count=turn.needed,
            left=turn.deck_left,
        )
    stuck = {"player": who, "top": previous.top, "colour": previous.colour.title}
    if turn.action is Action.DREW and follows(DRAWN_CARD_KEPT):
        return t(
            "{player} has nothing to play on {top} with {colour} active, so draws {card}"
            " and keeps it.",
            card=turn.drawn[0],
            **stuck,
        )
    if turn.action is Action.DREW:
        return t(
            "{player} has nothing to play on {top} with {colour} active, so draws {card},"
            " which cannot be played either.",
            card=turn.drawn[0],
            **stuck,
        )
    assert turn.card is not None
    if turn.action is Action.DREW_AND_PLAYED:
        words = t(
            "{player} has nothing to play on {top} with {colour} active, so draws {card}"
            " ({name}), which fits and must be played at once.",
            card=turn.card,
            name=turn.card.title,
            **stuck,
        )
    else:
        others = [str(c) for c in turn.options if c != turn.card]
        played = {"player": who, "card": turn.card, "name": turn.card.title}
        if others:
            words = t(
                "{player} plays {card} ({name}), ahead of {others} by priority.",
                others=join(others),
                **played,
            )
        else:
            words = t("{player} plays {card} ({name}), the only card to fit.", **played)
    if won:
        return sentences([words, t("It was {player}'s last card: {player} wins!", player=who)])
    return sentences([words, *effect(turn)])


def effect(turn: Turn) -> list[str]:
    """What the card just laid does to the game, in sentences."""
    assert turn.card is not None
    content = turn.card.content
    said = []
    if content is Content.WILD_DRAW_FOUR and turn.called is not None:
        said.append(t("No card of the active colour was held."))
    if turn.called is not None:
        held = sum(c.colour is turn.called for c in turn.hands[turn.seat])
        said.append(
            t(
                "Calls {colour}, the colour held most ({count} in hand).",
                colour=turn.called.title,
                count=held,
            )
        )
    if content is Content.SKIP:
        said.append(t("The next player is skipped."))
    elif content is Content.REVERSE and turn.direction is Direction.CLOCKWISE:
        said.append(t("Play turns clockwise."))
    elif content is Content.REVERSE:
        said.append(t("Play turns counter-clockwise."))
    elif content in PENALTY_DRAWS:
        said.append(
            t(
                "The next player draws {count} and loses the turn.",
                count=PENALTY_DRAWS[content],
            )
        )
    return said


def explain_flip(turn: Turn, discarded: Sequence[Card]) -> str:
    put_aside = ""
    if discarded:
        put_aside = tn(
            "{cards} turned up and was put aside (wild).",
            "{cards} turned up and were put aside (wild).",
            len(discarded),
            cards=" ".join(map(str, discarded)),
        )
    if turn.card is None:
        return sentences([put_aside, t("No card is left to flip: a draw game.")])
    flip = t(
        "SheepGod flips {card} ({name}) as the first card.", card=turn.card, name=turn.card.title
    )
    if follows(FIRST_CARD_IDLE):
        return sentences(
            [put_aside, flip, t("It only sets the colour and content: jianhe25 plays first.")]
        )
    return sentences([put_aside, flip, *effect(turn)])
