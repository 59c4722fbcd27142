"""The page's door into the engines: JSON strings in, JSON strings out.

The web worker exports the page's functions (`games`, `run`, `steps`,
`chart`, `generate`) unchanged; keeping them here lets CPython test exactly
what the page receives. `judge` and `trace` answer a whole input at once, for
Python callers and tests. Errors come back as data
(``{"error": {...}}``), never as exceptions.

The page runs an input with `run`, which keeps that run's results so the
step viewer can then ask for the steps of one case a window at a time
(`steps`) and for a chart of one value over every step (`chart`): a case of
300,000 turns is never sent across whole, and a game whose steps are made
lazily (Cirno) never makes more of them than are shown.
"""

import dataclasses
import functools
import itertools
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import groupby, pairwise
from typing import Any

from . import diagnosis, i18n, readings
from .checker import first_difference
from .engine import Game, Limits, Step, column
from .errors import InputError
from .games import GAMES
from .i18n import t
from .stress import (
    JUDGE_FACTOR,
    LIMITS_DEALS,
    MEMORY_FACTOR,
    STATEMENT_FACTOR,
    AtLimits,
    Measured,
    Probe,
    Report,
    Stress,
    coverage_said,
    deal_at_limits,
)
from .topcoder import Language, submission
from .verdicts import Judgement, Outcome, judge_run


def games() -> str:
    """The games, in the page's order, with what the picker shows of them."""
    return json.dumps([describe(g) for g in GAMES.values()])


def describe(game: Game) -> dict[str, Any]:
    return {
        "name": game.name,
        "title": game.title,
        "source": t(game.source),
        "summary": t(game.summary),
        "cheats": game.can_cheat,
        "readings": [reading.said() for reading in game.readings],
        "limits": limits_said(game.limits),
    }


def limits_said(limits: Limits | None) -> str:
    """The statement's limits as the page shows them under the summary: the sizes on a
    line, the time and memory limits on the next, then what is assumed."""
    if limits is None:
        return ""
    lines = limits.said()
    sizes = len(limits.sizes)
    return "\n".join(
        [" · ".join(lines[:sizes]), " · ".join(lines[sizes : sizes + 2]), *lines[sizes + 2 :]]
    )


def judge(game: str, text: str) -> str:
    """The judge text for `text`, or the located input error."""
    return _answer(game, lambda g: {"output": g.judge(text)})


def trace(game: str, text: str) -> str:
    """The judge text and, for every case, its steps for the viewer."""

    def play_all(g: Game) -> dict[str, Any]:
        results = g.results(text)
        return {
            "output": g.render(results),
            "cases": [[step.as_json() for step in g.steps(r)] for r in results],
        }

    return _answer(game, play_all)


# -- a run kept for the viewer ----------------------------------------------------


@dataclass
class Run:
    """The results of the page's latest run, and the steps of the case viewed last
    (as the game gives them: a list, or a sequence that makes each step when asked)."""

    game: Game
    results: list[Any]
    steps: dict[int, Sequence[Step]] = field(default_factory=dict)

    def case_steps(self, case: int) -> Sequence[Step]:
        if case not in self.steps:
            self.steps.clear()  # one case at a time: a long game's steps are large
            self.steps[case] = self.game.steps(self.results[case])
        return self.steps[case]


_latest: Run | None = None


def run(game: str, text: str, expected: str = "") -> str:
    """The judge text, how it compares with `expected` (when given), and the number of cases.

    The results stay in the worker for `steps` and `chart`.
    """

    def play(g: Game) -> dict[str, Any]:
        global _latest
        _latest = None
        results = g.results(text)
        output = g.render(results)
        _latest = Run(g, results)
        return {
            "output": output,
            "cases": len(results),
            "verdict": compare(expected, output) if expected.strip() else None,
        }

    return _answer(game, play)


def steps(case: int, start: int, stop: int) -> str:
    """Steps start..stop-1 of one case of the latest run, and how many steps it has."""

    def window(shown: Sequence[Step]) -> dict[str, Any]:
        first = max(0, min(start, len(shown)))
        chosen = [step.as_json() for step in shown[first:stop]]
        return {"case": case, "count": len(shown), "start": first, "steps": chosen}

    return _from_latest(case, window)


def chart(case: int, key: str, group: str, columns: int) -> str:
    """A chart `columns` wide of one state value over every step of a case.

    For each column, the lowest and highest value of the steps under it (each
    step has a column of its own when there are no more steps than columns),
    so that no extreme is lost however long the game; and each run of steps of
    one `group` (Cirno's rounds) as [its value, its first step].
    """

    def draw(shown: Sequence[Step]) -> dict[str, Any]:
        values = column(shown, key)
        bounds = column_bounds(len(values), max(1, int(columns)))
        extremes = [lowest_and_highest(values[a:b]) for a, b in pairwise(bounds)]
        return {
            "count": len(values),
            "low": [low for low, _ in extremes],
            "high": [high for _, high in extremes],
            "groups": runs(column(shown, group)),
        }

    return _from_latest(case, draw)


def column_bounds(count: int, columns: int) -> list[int]:
    """Where each column's steps begin, and the end: a step a column when they fit."""
    if count <= columns:
        return list(range(count + 1))
    return [number * count // columns for number in range(columns + 1)]


def lowest_and_highest(values: list[Any]) -> tuple[Any, Any]:
    """The least and the greatest of the values that are there (None for none)."""
    present = [v for v in values if v is not None] if None in values else values
    return (min(present), max(present)) if present else (None, None)


def runs(values: list[Any]) -> list[list[Any]]:
    """[value, index of its first step] for each run of equal values."""
    found, first = [], 0
    for value, run in groupby(values):
        found.append([value, first])
        first += len(list(run))
    return found


def origin(line: int) -> str:
    """The case and step (from 0) of the latest run that produced line `line` (from 1)
    of its answer; the case is null for a line past the answer's end."""
    if _latest is None:
        return _error(t("no run to explain: press Run first"))
    try:
        found = _latest.game.origin(_latest.results, int(line))
    except Exception as error:  # a bug in a game's line mapping must not kill the page
        return _internal(_latest.game.name, error)
    where = {"case": found.case, "step": found.step} if found else {"case": None, "step": None}
    return json.dumps({"line": int(line), **where})


def _from_latest(case: int, answer: Callable[[Sequence[Step]], dict[str, Any]]) -> str:
    if _latest is None or not 0 <= case < len(_latest.results):
        return _error(t("no case #{case} in the latest run", case=case + 1))
    try:
        return json.dumps(answer(_latest.case_steps(case)))
    except Exception as error:  # a bug in a game's steps must not kill the page
        return _internal(_latest.game.name, error)


def language(tag: str) -> str:
    """Say steps, explanations and errors in the language of `tag` from now on (the page's
    choice: "en" or "zh-CN"); the steps of the latest run are told again when next asked for."""
    chosen = i18n.use(tag)
    if _latest is not None:
        _latest.steps.clear()
    return json.dumps({"language": chosen})


def reading(game: str, name: str | None) -> str:
    """Judge under the game's reading `name` from now on (None or "": the statement's own,
    as READINGS.md decides): runs, steps, deals and stress runs alike."""

    def follow(g: Game) -> dict[str, Any]:
        chosen = g.reading(name).name if name else None  # UnknownReading: an internal error
        readings.use(chosen)
        if _latest is not None:
            _latest.steps.clear()
        return {"reading": chosen}

    return _answer(game, follow)


def cover(game: str, text: str) -> str:
    """The game's rule edges, each with its words and the number of the input's cases that
    reached it, those never reached first."""

    def count(g: Game) -> dict[str, Any]:
        results = g.results(text)
        return {"cases": len(results), **coverage_json(g, g.cover(results))}

    return _answer(game, count)


def coverage_json(game: Game, counts: dict[str, int]) -> dict[str, Any]:
    """Cases per edge as the page shows them: those never reached first, with their words."""
    edges = [{"name": e.name, "words": t(e.words), "cases": n} for e, n in game.coverage(counts)]
    return {"reached": sum(n > 0 for n in counts.values()), "edges": edges}


# -- comparing with the expected output --------------------------------------------


def compare(expected: str, actual: str) -> dict[str, Any]:
    """Accepted, or the first line and column (from 1) where the texts differ (see `checker`)."""
    difference = first_difference(expected, actual)
    if difference is None:
        return {"accepted": True}
    return {"accepted": False, **dataclasses.asdict(difference)}


# -- testing the user's solution ------------------------------------------------------
# The user's program runs in a worker of its own (web/solution.py); the page
# hands its outcomes (JSON) to these functions, which judge them with the
# stress loop the command line uses.

_stress: Stress | None = None
# The latest result of the user's program (a check or a stress report), made again
# by `retell` when the page's language changes.
_told: Callable[[], dict[str, Any]] | None = None


def check(game: str, text: str, outcome: str) -> str:
    """The verdict on one run of the user's program on `text`, with the judge's answer."""

    def verdict(g: Game) -> dict[str, Any]:
        global _told
        answer = g.judge(text)
        ran = Outcome.from_json(json.loads(outcome))
        _told = functools.partial(verdict, g)
        return {"answer": answer, **judgement_json(judge_run(answer, ran)), "output": ran.stdout}

    return _answer(game, verdict)


def retell() -> str:
    """The latest check or stress report again, said in the current language."""
    if _told is None:
        return _error(t("no result of your program to tell again"))
    try:
        return json.dumps(_told())
    except Exception as error:  # a bug here must not kill the page
        return _internal("stress", error)


def stress_start(game: str, seed: int, runs: int, limits: bool = False, batch: int = 1) -> str:
    """Start a stress run: the first input for the user's program (`probe`), and the batch
    of inputs to run before telling their outcomes (`probes`, see `stress_tell`; with
    `batch` 1, the first input alone). With `limits`, the
    limits phase follows the deals: its probes carry `timeout`, `memory_mb` and `alone`,
    which the page's driver must honour (run alone, under that time limit), and the outcome
    it tells has `memory_kb`, the run's peak memory, where the page can measure it."""

    def start(g: Game) -> dict[str, Any]:
        global _stress, _batch
        _stress = Stress(g, int(seed), max(1, int(runs)), limits=bool(limits))
        assert _stress.probe is not None
        _batch = _next_batch(_stress, max(1, int(batch)))
        return {"probe": probe_json(_stress, _stress.probe), "probes": _batch_json(_stress)}

    return _answer(game, start)


# The probes the page was last given to run, in order (`stress_tell` takes their outcomes).
_batch: list[Probe] = []


def _next_batch(stress: Stress, count: int) -> list[Probe]:
    """The next probes to run before telling any: up to `count` deals made ready, those
    that come next whatever the runs give unless one fails; a probe that shrinks a failure
    or runs at the statement's limits comes alone (what follows it depends on its run)."""
    probes = stress.ahead(count)
    if probes and comes_alone(probes[0]):
        return probes[:1]
    return list(itertools.takewhile(lambda probe: not comes_alone(probe), probes))


def comes_alone(probe: Probe) -> bool:
    """Whether what follows `probe` depends on its run: it shrinks a failure, or runs at
    the statement's limits."""
    return probe.shrinking or probe.alone


def _outcomes(told: str) -> list[Outcome]:
    """The page's outcomes of a batch's runs, from their JSON."""
    return [Outcome.from_json(outcome) for outcome in json.loads(told)]


def _batch_json(stress: Stress) -> list[dict[str, Any]]:
    return [probe_json(stress, probe) for probe in _batch]


def stress_plan(count: int) -> str:
    """Make the next `count` probes ready (deal and judge them) without telling anything:
    the page asks while the user's program runs the batch it has, so that the judge's work
    is done beside the runs and `stress_tell` only hands the probes over. Nothing is made
    ready past a probe that shrinks a failure or runs at the limits: what follows it
    depends on its run."""
    probe = _stress.probe if _stress is not None else None
    if _stress is None or probe is None or comes_alone(probe):
        return json.dumps({"planned": 0})
    stress = _stress
    try:
        return json.dumps({"planned": len(stress.ahead(max(1, int(count))))})
    except Exception as error:  # a bug here must not kill the page
        return _internal(stress.game.name, error)


def stress_tell(outcomes: str, batch: int = 1) -> str:
    """What the program did with the probes of the last batch, in their order (those it
    ran: the page may end a batch early, after a run it sees fail): the next batch of up
    to `batch` probes (`probes`), or the report at the end. The outcomes are told one by one,
    exactly as `stress_next` would be; once a run changes what comes next (a failure), the
    outcomes of the batch's later probes, which no longer come, are dropped."""
    global _batch
    if _stress is None or _stress.probe is None:
        return _error(t("no stress run is going on"))
    stress = _stress
    try:
        told = _tell_batch(stress, _outcomes(outcomes))
        if isinstance(told, Report):
            _batch = []
            return _report(told)
        _batch = _next_batch(stress, max(1, int(batch)))
        return json.dumps({"probes": _batch_json(stress)})
    except Exception as error:  # a bug here must not kill the page
        return _internal(stress.game.name, error)


def _tell_batch(stress: Stress, outcomes: list[Outcome]) -> Probe | Report | None:
    """Tell the outcomes of the batch's probes in order, while each is the probe the run
    asks for next."""
    told: Probe | Report | None = stress.probe
    for probe, outcome in zip(_batch, outcomes, strict=False):
        if told is not probe:
            break  # a run before it failed: this probe no longer comes
        told = stress.tell(outcome)
    return told


def stress_next(outcome: str) -> str:
    """What the program did with the last input: the next input, or the report at the end."""
    if _stress is None or _stress.probe is None:
        return _error(t("no stress run is going on"))
    stress = _stress
    try:
        told = stress.tell(Outcome.from_json(json.loads(outcome)))
    except Exception as error:  # a bug here must not kill the page
        return _internal(stress.game.name, error)
    if isinstance(told, Report):
        return _report(told)
    return json.dumps({"probe": probe_json(stress, told)})


def stress_deal_at_limits(game: str, seed: int, number: int) -> str:
    """Deal `number` (from 1) of the limits phase of a stress run of `game` from `seed`, as
    the run deals it: the page's second judge worker deals them while the run goes on,
    and hands each to the run (`stress_hand_at_limits`) before it is due."""
    return _answer(game, lambda g: {"text": deal_at_limits(g, int(seed), int(number))})


def stress_hand_at_limits(game: str, seed: int, number: int, text: str) -> str:
    """Hand the stress run going on deal `number` of its limits phase, dealt by
    `stress_deal_at_limits`, if the run is of `game` from `seed` (else it is another's: dropped)."""
    ours = _stress is not None and (_stress.game.name, _stress.seed) == (game, int(seed))
    if ours:
        _stress.hand_at_limits(int(number), str(text))
    return json.dumps({"handed": ours})


def stress_stop(outcomes: str = "[]") -> str:
    """End the stress run early: the report so far (with the smallest failure found),
    after telling the outcomes of the runs of the last batch that ended (`stress_tell`)."""
    if _stress is None:
        return _error(t("no stress run is going on"))
    try:
        if _stress.probe is not None:
            told = _tell_batch(_stress, _outcomes(outcomes))
            if isinstance(told, Report):  # those runs ended it: the whole story
                return _report(told)
    except Exception as error:  # a bug here must not kill the page
        return _internal(_stress.game.name, error)
    return _report(_stress.stop())


def _report(report: Report) -> str:
    global _told
    _told = functools.partial(_report_answer, report)
    return json.dumps(_told())


def _report_answer(report: Report) -> dict[str, Any]:
    return {"report": report_json(report)}


def probe_json(stress: Stress, probe: Probe) -> dict[str, Any]:
    return {
        "input": probe.input,
        "deal": probe.deal,
        "runs": stress.runs,
        "shrinking": probe.shrinking,
        "steps": stress.steps,
        "tries": stress.tries,
        # The limits phase's: the run's time limit (s) and memory limit (MB), whether it
        # runs alone, and the judge's own time on it (s); null for the other probes.
        "timeout": probe.timeout,
        "memory_mb": probe.memory_mb,
        "alone": probe.alone,
        "judge_seconds": probe.judge_seconds,
        "limits_deals": LIMITS_DEALS,
        "failing": stress.failure is not None,  # a failure found: no limits phase follows
    }


def report_json(report: Report) -> dict[str, Any]:
    shown: dict[str, Any] = {
        "verdict": report.verdict.value,
        "seed": report.seed,
        "runs": report.runs,
        "dealt": report.dealt,
        "deal": report.deal,
        "steps": report.steps,
        "tries": report.tries,
        "stopped": report.stopped,
        "coverage": {
            **coverage_json(GAMES[report.game], report.covered),
            "said": coverage_said(report),
        },
        "reading": readings.in_force(),
        "deals": report.dealt,
        "failed": list(report.failed),
        "enough": report.enough,
        "shrunk": report.failure.input if report.failure else None,
        "sizes": list(report.sizes) if report.sizes else None,
        "diagnosis": diagnosis_json(report),
        "slowest": measured_json(report.slowest),
        "most_memory": measured_json(report.most_memory),
        "limits_dealt": report.limits_dealt,
        "limits_handed": report.limits_handed,
        "limits_deal": report.limits_deal,
        "at_limits": at_limits_json(report.at_limits, GAMES[report.game]),
    }
    failure = report.failure
    if failure is not None:
        # Judged again (the same verdict) for its words in the current language.
        shown |= judgement_json(judge_run(failure.answer, failure.outcome, failure.memory_mb))
        shown |= {
            "input": failure.input,
            "found": report.found,
            "answer": failure.answer,
            "output": failure.outcome.stdout,
        }
    return shown


def measured_json(measured: Measured | None) -> dict[str, Any] | None:
    """The deal run slowest, or with the most memory: {deal, seconds, memory_kb}."""
    return dataclasses.asdict(measured) if measured else None


def at_limits_json(figures: AtLimits | None, game: Game) -> dict[str, Any] | None:
    """The limits phase's figures on its largest deal (or the one it failed): {deal, size,
    chars, seconds, memory_kb, judge_seconds, timeout, timed_out, ratio, deals (of the phase),
    memory_limit_mb (the run's), factors: {statement, judge, memory}, limits: {seconds,
    memory_mb, time_stated, memory_stated, assumed}}; `size` and `assumed` in the reader's
    language."""
    if figures is None:
        return None
    limits = figures.limits
    assumed = limits.assumed
    return {
        **{key: value for key, value in dataclasses.asdict(figures).items() if key != "limits"},
        "size": game.count_said(figures.measured),
        "ratio": figures.ratio,
        "deals": LIMITS_DEALS,
        "memory_limit_mb": limits.memory_mb * MEMORY_FACTOR,
        "factors": {"statement": STATEMENT_FACTOR, "judge": JUDGE_FACTOR, "memory": MEMORY_FACTOR},
        "limits": {
            "seconds": limits.seconds,
            "memory_mb": limits.memory_mb,
            "time_stated": limits.time_stated,
            "memory_stated": limits.memory_stated,
            "assumed": t(assumed) if assumed else "",
        },
    }


def diagnosis_json(report: Report) -> dict[str, Any]:
    """What the failing deals share, in the reader's language: the edges best first and
    the readings the program's answers follow (both empty without a failure)."""
    shown = diagnosis.as_json(report.diagnosis)
    return shown or {"failed": 0, "passed": report.dealt, "edges": [], "readings": [], "said": []}


def judgement_json(judgement: Judgement) -> dict[str, Any]:
    difference = judgement.difference
    return {
        "verdict": judgement.verdict.value,
        "difference": dataclasses.asdict(difference) if difference else None,
        "detail": judgement.detail,
    }


# -- random deals -------------------------------------------------------------------


def generate(game: str, seed: int, cheats: bool = False, target: str | None = None) -> str:
    """A random valid input dealt from `seed`, as `cardjudge generate GAME --seed N` prints it.

    With `cheats`, games whose generator can cheat (Hearts) deal some illegal plays. With
    `target`, one small case that reaches the rule edge of that name (`--target EDGE`).
    """

    def deal(g: Game) -> dict[str, Any]:
        return {
            "input": g.deal(seed, cheats, size=0.0 if target else 1.0, target=target),
            "seed": seed,
        }

    return _answer(game, deal)


# -- TopCoder's form ----------------------------------------------------------------


def topcoder(game: str, language: str, source: str) -> str:
    """The whole program to run for `source` when it is `game`'s class in TopCoder's form
    (cardjudge.topcoder): {program, cut, name, method}; else {program: null}."""
    known = {form.value: form for form in Language}.get(language)
    made = submission(game, source, known) if known else None
    if made is None:
        return json.dumps({"program": None})
    problem = made.problem
    shown = {"program": made.program, "cut": made.cut}
    return json.dumps({**shown, "name": problem.class_name, "method": problem.method})


# -- answers as JSON ----------------------------------------------------------------


def _answer(game: str, work: Callable[[Game], dict[str, Any]]) -> str:
    try:
        chosen = GAMES.get(game)  # imports the game's module on first use
        if chosen is None:
            return _error(t("unknown game {game}", game=repr(game)))
        return json.dumps(work(chosen))
    except InputError as error:
        return _error(str(error), error.line, error.col)
    except Exception as error:  # a bug in an engine must not kill the page
        return _internal(game, error)


def _error(message: str, line: int = 0, col: int = 0, **more: Any) -> str:
    return json.dumps({"error": {"message": message, "line": line, "col": col, **more}})


def _internal(game: str, error: Exception) -> str:
    message = t(
        "internal error in the {game} judge: {kind}: {error}",
        game=game,
        kind=type(error).__name__,
        error=error,
    )
    return _error(message, internal=True)
