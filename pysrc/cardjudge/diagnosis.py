"""What a program gets wrong: the rule edges its failing deals share, and the reading of
the statement its answers follow.

A stress run keeps each deal's verdict and the edges it reached (a `Told`). Most
wrong answers on these problems come from reading one rule differently, or from one
boundary of one rule; and a deal that reaches an edge a program gets wrong tends to
fail. So, as fault localisation ranks a program's lines by how strongly running them
goes with failing (Ochiai), the edges are ranked here by how well they separate the
deals it fails from those it passes: an edge that every failing deal reaches and no
passing one does comes first.

For a wrong answer in a deal of several cases, only the edges of the case behind the
first difference count: the other cases may be answered right.

Then the failing deals (and, if they all agree, the passing ones) are judged again under
each of the game's readings (`Game.readings`): a reading under which every answer of the
program is right is named (deals the reading cannot play left out).
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .checker import first_difference
from .engine import Edge, Game
from .errors import InputError
from .i18n import t, tn
from .readings import Reading, following

SHOWN = 3  # the edges the report names


@dataclass(frozen=True)
class Told:
    """One deal of a stress run: its number, input and judge's answer, whether the program
    got it right, the edges it reached, the edges that count against the program (those of
    the case behind a wrong answer's first difference, else all), and its output when it
    answered wrong."""

    deal: int
    input: str
    answer: str
    passed: bool
    edges: frozenset[str]
    suspects: frozenset[str]
    output: str | None = None
    timed_out: bool = False


@dataclass(frozen=True)
class Suspect:
    """An edge with how many failing and how many passing deals reach it."""

    edge: Edge
    failed: int
    passed: int


@dataclass(frozen=True)
class Diagnosis:
    """The edges that best separate the failing deals from the passing ones (best first),
    and the readings under which every answer of the program is right."""

    failed: int
    passed: int
    edges: tuple[Suspect, ...]
    readings: tuple[Reading, ...]


def suspects_of(game: Game, text: str, line: int | None) -> frozenset[str]:
    """The edges that count against a failing deal: with a wrong answer's first differing
    line, those of the case that printed it; else those of every case."""
    results = game.results(text)
    origin = game.origin(results, line) if line is not None else None
    chosen = [results[origin.case]] if origin is not None else results
    return frozenset(name for result in chosen for name in game.reached(result))


def diagnose(game: Game, told: Sequence[Told]) -> Diagnosis | None:
    """What the failing deals share, or None when none failed."""
    failing = [deal for deal in told if not deal.passed]
    if not failing:
        return None
    passing = [deal for deal in told if deal.passed]
    return Diagnosis(
        len(failing), len(passing), ranked(game, failing, passing), readings(game, told)
    )


def ranked(game: Game, failing: Sequence[Told], passing: Sequence[Told]) -> tuple[Suspect, ...]:
    """The edges some failing deal reaches, best first: by the Ochiai coefficient
    failed / sqrt(all failing * (failed + passed)), then by more failing deals, then by
    fewer passing ones, then in the game's order."""
    rows = []
    for edge in game.edges:
        failed = sum(edge.name in deal.suspects for deal in failing)
        if failed:
            passed = sum(edge.name in deal.edges for deal in passing)
            rows.append(Suspect(edge, failed, passed))
    score = {
        row.edge.name: row.failed / math.sqrt(len(failing) * (row.failed + row.passed))
        for row in rows
    }
    return tuple(sorted(rows, key=lambda row: (-score[row.edge.name], -row.failed, row.passed)))


def readings(game: Game, told: Sequence[Told]) -> tuple[Reading, ...]:
    """The readings under which the program answered every deal right: the failing deals
    are judged again first (a reading that misses one of them is dropped at once)."""
    order = [deal for deal in told if not deal.passed] + [deal for deal in told if deal.passed]
    return tuple(reading for reading in game.readings if all_right(game, reading, order))


def all_right(game: Game, reading: Reading, told: Sequence[Told]) -> bool:
    """Whether the program answered as `reading` on every deal the reading can play, and
    on at least one it failed. A deal dealt for this judge may break the statement's
    promises under another reading (Cirno's deck runs out): what a program following that
    reading does there, crash included, says nothing either way."""
    explained = False
    with following(reading.name):
        for deal in told:
            try:
                answer = game.judge(deal.input)
            except InputError:
                continue
            except Exception:  # the other reading cannot play this deal at all
                return False
            output = deal.answer if deal.passed else deal.output
            if output is None or first_difference(answer, output) is not None:
                return False  # a crash or a time limit where the reading answers, or another answer
            explained = explained or not deal.passed
    return explained


# -- in words ----------------------------------------------------------------------------


def said(diagnosis: Diagnosis) -> list[str]:
    """The diagnosis as paragraphs: the edges (at most SHOWN), then the readings."""
    if diagnosis.failed == 1:  # one failure: what it reached, claiming no more
        heading = t(
            "The one deal it gets wrong reaches these rule edges, those that fewest "
            "of the deals it gets right reach first:"
        )
    else:
        heading = t("The rule edges its failing deals share, best first:")
    lines = [heading, *("  " + suspect_said(row, diagnosis) for row in diagnosis.edges[:SHOWN])]
    return ["\n".join(lines), *readings_said(diagnosis)]


def suspect_said(row: Suspect, diagnosis: Diagnosis) -> str:
    """ "All 14 deals it gets wrong reach this edge, and 2 of the 86 it gets right: ..." """
    fields = {"edge": t(row.edge.words), "passed": row.passed, "right": diagnosis.passed}
    if diagnosis.failed == 1:
        return t(
            "It reaches this edge, and {passed} of the {right} it gets right: {edge}", **fields
        )
    if row.failed == diagnosis.failed:
        return t(
            "All {wrong} deals it gets wrong reach this edge, and {passed} of the {right} it "
            "gets right: {edge}",
            wrong=diagnosis.failed,
            **fields,
        )
    return tn(
        "{count} of the {wrong} deals it gets wrong reaches this edge, and {passed} of the "
        "{right} it gets right: {edge}",
        "{count} of the {wrong} deals it gets wrong reach this edge, and {passed} of the "
        "{right} it gets right: {edge}",
        row.failed,
        wrong=diagnosis.failed,
        **fields,
    )


def readings_said(diagnosis: Diagnosis) -> list[str]:
    """The readings its answers follow, with what this judge does instead; or that none."""
    if not diagnosis.readings:
        return [t("No other reading of the statement that this judge knows gives all its answers.")]
    return [
        t("Its answers all match another reading of the statement: {words}", words=t(reading.words))
        + "\n"
        + t("Instead: {instead}", instead=t(reading.instead))
        for reading in diagnosis.readings
    ]


def as_json(diagnosis: Diagnosis | None) -> dict[str, object] | None:
    """The diagnosis as plain values, in the reader's language (the page, --json)."""
    if diagnosis is None:
        return None
    return {
        "failed": diagnosis.failed,
        "passed": diagnosis.passed,
        "edges": [
            {
                "name": row.edge.name,
                "words": t(row.edge.words),
                "failed": row.failed,
                "passed": row.passed,
                "said": suspect_said(row, diagnosis),
            }
            for row in diagnosis.edges
        ],
        "readings": [reading.said() for reading in diagnosis.readings],
        "said": said(diagnosis),
    }
