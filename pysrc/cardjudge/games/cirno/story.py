"""Cirno's story for the viewer: `steps`, the deal, each round's start and each play
with the words that explain it, and `line_steps`, the step of each line of the answer.

The steps are lazy: each is made when it is asked for, from the nearest table
that `play` kept (see rules.Table), so that any step of a 300,000-play game is
made in about the time of a few thousand quick plays; `column` reads p and the
round of every step straight from the trace.

Under a reading (readings.py) the story reads what the rules decided from the
trace and the tables, so it follows the reading; `line_steps` asks the judge's
lines how many each play printed when a reading prints them otherwise.

Imports cards, rules and readings.
"""

import operator
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from itertools import chain, islice, pairwise, repeat
from typing import overload

from ...engine import Step
from ...i18n import join, mark, t, tn
from ...readings import follows
from .cards import CARD_NAMES, COUNTERS, Card
from .readings import COUNTERS_UNPRINTED, LOSING_PLAY_PRINTED
from .rules import (
    HANDS,
    LARGEST_FIRST,
    LIMIT,
    P_SHIFT,
    SMALLEST_FIRST,
    Choice,
    Moment,
    PlayLines,
    Reason,
    Result,
    Table,
)


def steps(result: Result) -> "Story":
    return Story(result)


class Story(Sequence[Step]):
    """The viewer's steps of one game: the deal, then each round's start and its plays.

    A step is made when it is asked for, from the nearest kept table, so a
    game of 300,000 plays opens at once and any step costs about the same.
    `column` gives p or the round of every step straight from the trace.
    """

    def __init__(self, result: Result) -> None:
        self.result = result
        self.names = [player.name for player in result.case.players]
        starts = (0, *result.round_ends[:-1])
        # The index of each round's first step: the deal, the rounds before and their plays.
        self.round_steps = [first + number for number, first in enumerate(starts, start=1)]
        self.kept_at = [table.played for table in result.tables]

    def __len__(self) -> int:
        return 1 + len(self.result.round_ends) + len(self.result.plays)

    @overload
    def __getitem__(self, index: int) -> Step: ...
    @overload
    def __getitem__(self, index: slice) -> list[Step]: ...
    def __getitem__(self, index: int | slice) -> Step | list[Step]:
        if isinstance(index, slice):
            start, stop, stride = index.indices(len(self))
            if stride != 1:
                return [self[i] for i in range(start, stop, stride)]
            return list(islice(self.told_from(start), max(0, stop - start)))
        if not -len(self) <= index < len(self):
            raise IndexError("step index out of range")
        return next(self.told_from(index % len(self)))

    def __iter__(self) -> Iterator[Step]:
        return self.told_from(0)

    def told_from(self, index: int) -> Iterator[Step]:
        """The steps from number `index` on."""
        if index == 0:
            yield self.deal()
            index = 1
        number = bisect_right(self.round_steps, index)
        play = index - number - (index > self.round_steps[number - 1])
        result = self.result
        table = result.tables[bisect_right(self.kept_at, play) - 1].copy()
        table.advance(result, play - table.played)
        if index > self.round_steps[number - 1]:  # a play step: its round's start is behind
            yield self.play_step(table.tell(result), table)
        while table.played < len(result.plays):
            if table.turn == 0:
                yield self.round_step(table)
            yield self.play_step(table.tell(result), table)

    def deal(self) -> Step:
        case = self.result.case
        said = tn(
            "{players} players hold three cards each; the deck has {cards} cards and the game"
            " lasts {count} round.",
            "{players} players hold three cards each; the deck has {cards} cards and the game"
            " lasts {count} rounds.",
            case.rounds,
            players=len(case.players),
            cards=len(case.deck),
        )
        return Step(t("Deal"), said, self.round_state(self.result.tables[0]))

    def round_step(self, table: Table) -> Step:
        number, starter = table.round, self.names[table.cur]
        if number == 1:
            said = t(
                "Round {round} begins with p = 0, play clockwise and no DOUBLE. {starter} starts.",
                round=number,
                starter=starter,
            )
        else:
            said = t(
                "Round {round} begins with p = 0, play clockwise and no DOUBLE. {starter} starts,"
                " as the loser of round {previous}.",
                round=number,
                starter=starter,
                previous=number - 1,
            )
        return Step(t("Round {round}", round=number), said, self.round_state(table))

    def round_state(self, table: Table) -> dict[str, object]:
        return {
            "players": self.names,
            **round_start(table.round, self.names[table.cur]),
            "hands": self.hands_shown(table),
            "deck_left": len(self.result.case.deck) - table.top,
        }

    @staticmethod
    def hands_shown(table: Table) -> list[list[str]]:
        return [SHOWN_HANDS[key >> 1] for key in table.hands]

    def play_step(self, moment: Moment, after: Table) -> Step:
        names, played, nxt = self.names, moment.played, moment.next_player
        lost = played.lost
        state = {
            "players": names,
            "round": moment.round,
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
            "why": moment.choice.reason.value,
            "hands": self.hands_shown(after),
            "deck_left": moment.deck_left,
        }
        title = t("Round {round}, turn {turn}", round=moment.round, turn=moment.turn)
        return Step(title, explain(moment, names, self.result.case.rounds), state)

    def column(self, key: str) -> list[object]:
        """Every step's value of `key`; p and the round come straight from the trace."""
        if key == "p":
            return self.p_column()
        if key == "round":
            rounds = enumerate(pairwise((0, *self.result.round_ends)), start=1)
            return [
                1,
                *chain.from_iterable(
                    [number] * (1 + end - start) for number, (start, end) in rounds
                ),
            ]
        return [step.state.get(key) for step in self]

    def p_column(self) -> list[int]:
        """p at every step: 0 at the deal and as a round starts, p after each play (before it
        when she lost)."""
        values = [0]
        after = list(map(operator.rshift, self.result.plays, repeat(P_SHIFT)))
        for start, end in pairwise((0, *self.result.round_ends)):
            values.append(0)
            values += after[start : end - 1]
            values.append(after[end - 2] if end - start > 1 else 0)
        return values


SHOWN_HANDS = tuple([CARD_NAMES[card] for card in hand] for hand in HANDS)


def line_steps(result: Result) -> Sequence[int]:
    """`Round r:` is that round's first step and each play its own; step 0, the
    deal, prints nothing. So line i (from 0) is step i + 1, unless a reading prints
    no line for some plays or two for a losing one: then each play's lines count."""
    if not (follows(COUNTERS_UNPRINTED) or follows(LOSING_PLAY_PRINTED)):
        return range(1, len(result.plays) + len(result.round_ends) + 1)
    lines = PlayLines([player.name for player in result.case.players])
    steps, step, start = [], 1, 0
    for end in result.round_ends:
        steps.append(step)
        for packed in result.plays[start:end]:
            step += 1
            steps += [step] * lines[packed].count("\n")
        step, start = step + 1, end
    return steps


def round_start(number: int, starter: str) -> dict[str, object]:
    """The viewer's table fields as a round begins: p = 0, clockwise, no DOUBLE."""
    return {
        "round": number,
        "turn": 0,
        "player": None,
        "card": None,
        "p_before": 0,
        "p": 0,
        "direction": "clockwise",
        "double": None,
        "next": starter,
        "lost": None,
        "drew": [],
        "discarded": [],
        "why": None,
    }


def explain(moment: Moment, names: Sequence[str], rounds: int) -> str:
    """What a play did and why, in words."""
    if moment.choice.reason is Reason.LOSES:
        return explain_loss(moment, names, rounds)
    if moment.played.card in COUNTERS:
        return explain_counter(moment, names)
    return explain_basic(moment, names)


def explain_loss(moment: Moment, names: Sequence[str], rounds: int) -> str:
    first, second = moment.discarded
    fields = {
        "name": names[moment.player],
        "round": moment.round,
        "p": moment.p_before,
        "results": join(f"{c} → {q}" for c, q in moment.choice.options),
        "card": moment.played.card,
        "first": first,
        "second": second,
        "drawn": join(moment.drew),
    }
    if moment.round < rounds:
        return t(
            "{name} loses round {round}: at p = {p} every card she holds passes 99 ({results});"
            " she plays {card}. She discards {first} and {second}, draws {drawn}, and starts"
            " round {next}.",
            next=moment.round + 1,
            **fields,
        )
    return t(
        "{name} loses round {round}: at p = {p} every card she holds passes 99 ({results});"
        " she plays {card}. She discards {first} and {second}, draws {drawn}, and the game is"
        " over.",
        **fields,
    )


def options_said(choice: Choice) -> str:
    """Each basic card held, with p after it, marked when it passes 99."""
    return join(
        t("{card} → {p} (over 99)", card=c, p=q) if q > LIMIT else f"{c} → {q}"
        for c, q in choice.options
    )


# What a counter card does: PASS and DOUBLE by (card, under DOUBLE), TURN by
# (clockwise after it, under DOUBLE). Each has the field {next}.
COUNTER_EFFECTS = {
    (Card.PASS, False): mark("PASS skips her turn; {next} plays next"),
    (Card.PASS, True): mark(
        "PASS skips her turn; {next} plays next and takes the DOUBLE over: {next} must play"
        " two cards"
    ),
    (Card.DOUBLE, False): mark("DOUBLE skips her turn, and {next} must play two cards"),
    (Card.DOUBLE, True): mark(
        "DOUBLE skips her turn, and {next} must play two cards (a DOUBLE does not stack)"
    ),
}
TURN_EFFECTS = {
    (True, False): mark("TURN reverses the order, so play now goes clockwise; {next} plays next"),
    (False, False): mark(
        "TURN reverses the order, so play now goes counterclockwise; {next} plays next"
    ),
    (True, True): mark(
        "TURN reverses the order, so play now goes clockwise; {next} plays next and takes the"
        " DOUBLE over: {next} must play two cards"
    ),
    (False, True): mark(
        "TURN reverses the order, so play now goes counterclockwise; {next} plays next and takes"
        " the DOUBLE over: {next} must play two cards"
    ),
}


def explain_counter(moment: Moment, names: Sequence[str]) -> str:
    name, choice, card = names[moment.player], moment.choice, moment.played.card
    if choice.reason is Reason.DOUBLED_COUNTER:
        why = t("{name} is under DOUBLE and holds a counter card, which comes first", name=name)
    elif choice.options:
        why = t(
            "Every basic card {name} holds would pass 99 ({options})",
            name=name,
            options=options_said(choice),
        )
    else:
        why = t("{name} holds no basic card", name=name)
    if card is Card.TURN:
        effect = TURN_EFFECTS[moment.clockwise, moment.doubled]
    else:
        effect = COUNTER_EFFECTS[card, moment.doubled]
    assert moment.next_player is not None  # a counter card never ends the game
    return t(
        "{why}, so she plays {card} (counter cards are checked PASS, TURN, DOUBLE). {effect};"
        " p stays {p}. She draws {drawn}.",
        why=why,
        card=card,
        effect=t(effect, next=names[moment.next_player]),
        p=moment.p_before,
        drawn=moment.drew[0],
    )


def explain_basic(moment: Moment, names: Sequence[str]) -> str:
    choice, card = moment.choice, moment.played.card
    fields = {
        "name": names[moment.player],
        "options": options_said(choice),
        "card": card,
        "before": moment.p_before,
        "after": choice.p,
        "drawn": moment.drew[0],
    }
    smallest = choice.reason is Reason.SMALLEST
    tied = [c for c, q in choice.options if q == choice.p and c is not card]
    if not tied:
        if smallest:
            return t(
                "{name} is under DOUBLE with no counter card, so she plays the card that makes p"
                " smallest while staying at or under 99 ({options}): {card}, p {before} →"
                " {after}. She draws {drawn}. She plays again, now choosing as usual.",
                **fields,
            )
        return t(
            "{name} plays the card that makes p largest while staying at or under 99"
            " ({options}): {card}, p {before} → {after}. She draws {drawn}.",
            **fields,
        )
    order = join(t(kind.value) for kind in (SMALLEST_FIRST if smallest else LARGEST_FIRST))
    if len(tied) == 1:
        tie = t(
            "{tied} also gives {p}, and the order {order} decides",
            tied=tied[0],
            p=choice.p,
            order=order,
        )
    else:
        tie = t(
            "{tied} and {other} also gives {p}, and the order {order} decides",
            tied=tied[0],
            other=tied[1],
            p=choice.p,
            order=order,
        )
    if smallest:
        return t(
            "{name} is under DOUBLE with no counter card, so she plays the card that makes p"
            " smallest while staying at or under 99 ({options}); {tie}: {card}, p {before} →"
            " {after}. She draws {drawn}. She plays again, now choosing as usual.",
            tie=tie,
            **fields,
        )
    return t(
        "{name} plays the card that makes p largest while staying at or under 99 ({options});"
        " {tie}: {card}, p {before} → {after}. She draws {drawn}.",
        tie=tie,
        **fields,
    )
