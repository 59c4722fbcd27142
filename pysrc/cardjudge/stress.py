"""Stress-testing a contestant's solution: random deals, and the smallest one it fails.

The loop is written once and never runs a program itself: a `Stress` says
which input to try next (a `Probe`) and is told what the solution did with it
(an `Outcome`). The command line runs the solution as a process
(`cardjudge.runner`, several at a time with `cardjudge.parallel`), the page
in a Pyodide worker of its own; both drive this same code.

Deal number i of N is dealt from the seed and i. The first deals are directed:
each aims at the first of the game's rule edges (`Game.edges`) that no deal
has reached so far, until every edge is reached (but those of scale, which only
deals at the limits reach); the rest are random, at size i / N, so the small
deals come first, but that every other one aims at an edge reached only by
chance (in a deal where it may not have decided the answer) until each edge has
had a deal aimed at it. Every deal is run, and each one's
verdict and edges kept (`diagnosis.Told`), so that the report can say what
the failing ones share (`diagnosis`); a program that fails ENOUGH_FAILURES
deals (or ENOUGH_TIME_LIMITS by the clock) is not waited out on the rest, and
with `first` the deals end at the first failure. Then the first failing deal
is shrunk: the loop keeps trying smaller valid inputs (one case alone, one
case fewer, each case made smaller by the game's own moves) and keeps any
that still fails with the same verdict, until no move gives one: the result
is 1-minimal for those moves.

What comes next depends on the program only through one question: did the
run just told fail (while shrinking: fail the same way)? So the probes that
follow while the answer is no are known before their runs end (`ahead`): a
driver may run them at once and tell their outcomes in order, and the loop
sees exactly what it would have seen one run at a time. (While the deals are
run the answer hardly matters: the next deal comes all the same, unless the
failures are enough.)

When every deal is accepted, the limits phase follows (`limits`, for a game that
states its limits): LIMITS_DEALS deals at the statement's limits
(`Game.deal(at_limits=True)`). Each is judged here, timed, when no run of the
program is going on (the judge's own time, where it runs: CPython on the command
line, Pyodide in the page), and its probe carries the time limit and memory limit
the run gets (`limits_timeout`) and asks to run `alone`: a driver runs it with
nothing beside it, so its time is fair. A run killed at that time limit is *time
limit*, one whose peak memory passes the statement's limit is *memory limit*:
neither is shrunk (a smaller deal is within the limits). A crash or a wrong answer
at the limits is shrunk as usual. Each limits deal counts the edges of scale it
reaches (`Game.cover_scale`: what those deals are for; the rule edges are the other
deals' to reach, and finding them in every play of a deal at the limits would take
longer than judging it); the limits deals stay out of the diagnosis: what fails only
at scale says nothing about the rules. A deal at the limits takes seconds to deal; a
driver with a core to spare may deal them elsewhere (`deal_at_limits`, the same deal)
and hand them over (`hand_at_limits`) before they are due.
"""

import itertools
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .background import in_background
from .diagnosis import Diagnosis, Told, diagnose, suspects_of
from .engine import Game, Limits
from .errors import InputError
from .i18n import tn
from .verdicts import Judgement, Outcome, Verdict, judge_run

DEFAULT_RUNS = 200
DEALT_AHEAD = 8  # deals made ready in the background (the command line), at most
# A program that fails this many deals, or runs out of time on this many (and on half
# the deals run or more), has shown enough to rank the rules: the deals after are not run.
ENOUGH_FAILURES = 20
ENOUGH_TIME_LIMITS = 3
# Shrinking gives up after this many runs of the solution (it never needs
# nearly as many: the moves cut big pieces first).
MOST_SHRINK_RUNS = 1000
# The limits phase: its deals, and the time limit each run gets, the larger of the
# statement's limit and the judge's own time on the same deal, each times a factor
# (README.md, "The limits phase", says why these are safe).
LIMITS_DEALS = 3
# A run at the limits is *memory limit* past this many times the statement's memory limit:
# an interpreter's own memory, and sizes this tool assumes where a statement gives none.
MEMORY_FACTOR = 2
STATEMENT_FACTOR = 3.0
JUDGE_FACTOR = 20.0


@dataclass(frozen=True)
class Probe:
    """An input for the solution: deal number `deal`, or a smaller version of it.

    A probe of the limits phase (or a smaller version of a deal of it) carries the time
    limit (`timeout`, in seconds) and the memory limit (`memory_mb`) its run gets instead
    of the driver's own; a deal of the limits phase runs `alone`, with no other run beside
    it, and `judge_seconds` is the judge's own time on it.
    """

    input: str
    deal: int
    shrinking: bool = False
    timeout: float | None = None
    memory_mb: int | None = None
    alone: bool = False
    judge_seconds: float | None = None


@dataclass(frozen=True)
class Failure:
    """An input the solution fails on: the judge's answer, the run and its verdict."""

    input: str
    answer: str
    outcome: Outcome
    judgement: Judgement
    memory_mb: int | None = None  # the memory limit it was judged under


@dataclass(frozen=True)
class Measured:
    """A deal's figure: the deal run slowest (`seconds`) or with the most memory (`memory_kb`)."""

    deal: int
    seconds: float
    memory_kb: int


@dataclass(frozen=True)
class AtLimits:
    """One deal of the limits phase: its size (`measured`, as `Game.measure` counts it, and in
    characters), the program's time and peak memory on it (`timed_out`: killed at the time
    limit), the judge's own time on it, the time limit the run had, and the statement's
    limits."""

    deal: int
    measured: int
    chars: int
    seconds: float
    memory_kb: int
    judge_seconds: float
    timeout: float
    limits: Limits
    timed_out: bool = False

    @property
    def ratio(self) -> float:
        """The program's time over the judge's."""
        return self.seconds / self.judge_seconds if self.judge_seconds > 0 else 0.0


@dataclass(frozen=True)
class Report:
    """How a stress run ended.

    With no `failure`, every deal dealt agreed with the judge. Otherwise
    `failure` is the smallest failing input found, `found` the deal it was
    shrunk from (deal number `deal`, the first of the deals `failed`), after
    `steps` successful shrink steps in `tries` runs; `sizes` says how big
    `found` and `failure` are in the game's words. `stopped` when the user
    ended the run early; `enough` when the deals ended early because the
    failures were enough to rank the rules (`diagnosis`). A failure found by the
    limits phase has a `deal` past `runs` (its deals are numbered on from them).

    `slowest` and `most_memory` are the deals (of the `runs`) run slowest and with the
    most memory; `at_limits` has the limits phase's figures on the deal it failed, else
    on its largest deal, when it ran (`limits_dealt` of its deals, `limits_handed` of them
    dealt elsewhere and handed over: `Stress.hand_at_limits`).
    """

    game: str
    seed: int
    runs: int
    dealt: int
    failure: Failure | None = None
    deal: int | None = None
    found: str | None = None
    steps: int = 0
    tries: int = 0
    stopped: bool = False
    covered: dict[str, int] = field(default_factory=dict)
    failed: tuple[int, ...] = ()
    enough: bool = False
    sizes: tuple[str, str] | None = None
    diagnosis: Diagnosis | None = None
    slowest: Measured | None = None
    most_memory: Measured | None = None
    at_limits: AtLimits | None = None
    limits_dealt: int = 0
    limits_handed: int = 0

    @property
    def verdict(self) -> Verdict:
        return self.failure.judgement.verdict if self.failure else Verdict.ACCEPTED

    @property
    def limits_deal(self) -> int | None:
        """The number of the limits phase's deal the failure was found in (from 1), if so."""
        return self.deal - self.runs if self.deal is not None and self.deal > self.runs else None


@dataclass(frozen=True)
class Plan:
    """A probe made ready before it runs: the judge's answer to its input and, for a deal,
    how many of its cases reached each edge."""

    probe: Probe
    answer: str
    covered: Mapping[str, int] = field(default_factory=dict)
    measured: int = 0  # a limits deal's size (Game.measure)

    def judged(self, outcome: Outcome) -> Judgement:
        return judge_run(self.answer, outcome, self.probe.memory_mb)

    def failed(self, outcome: Outcome, judgement: Judgement) -> Failure:
        return Failure(self.probe.input, self.answer, outcome, judgement, self.probe.memory_mb)


def deal_at_limits(game: Game, seed: int, number: int) -> str:
    """Deal `number` (from 1) of the limits phase of a stress run of `game` from `seed`."""
    return game.deal(f"limits {seed} {number}", at_limits=True)


def limits_timeout(limits: Limits, judge_seconds: float) -> float:
    """The time limit of a run at the limits: what a program at the statement's time limit
    needs here, or what one a little slower than this judge needs, whichever is more."""
    return max(limits.seconds * STATEMENT_FACTOR, judge_seconds * JUDGE_FACTOR)


def told(game: Game, plan: Plan, outcome: Outcome, judgement: Judgement) -> Told:
    """A deal as the diagnosis keeps it: its verdict, the edges it reached, and for a
    failure the edges that count against the program and its wrong output."""
    edges = frozenset(edge for edge, count in plan.covered.items() if count)
    if judgement.verdict is Verdict.ACCEPTED:
        return Told(plan.probe.deal, plan.probe.input, plan.answer, True, edges, edges)
    wrong = judgement.verdict is Verdict.WRONG_ANSWER
    line = judgement.difference.line if judgement.difference is not None else None
    suspects = suspects_of(game, plan.probe.input, line) if edges else edges
    return Told(
        plan.probe.deal,
        plan.probe.input,
        plan.answer,
        False,
        edges,
        suspects,
        output=outcome.stdout if wrong else None,
        timed_out=judgement.verdict is Verdict.TIME_LIMIT,
    )


@dataclass(eq=False)
class Stress:
    """One stress run of `runs` deals of `game` from `seed`.

    Read `probe` for the input to run, then `tell` the outcome: it answers
    the next `Probe`, or the `Report` at the end. `ahead` gives the probes
    that follow, for a driver that runs several at once.
    """

    game: Game
    seed: int
    runs: int = DEFAULT_RUNS
    first: bool = False
    limits: bool = False  # the limits phase after the deals, for a game that states its limits
    dealt: int = 0
    steps: int = 0
    tries: int = 0
    failure: Failure | None = None
    deal: int | None = None
    found: str | None = None
    covered: dict[str, int] = field(init=False)
    told: list[Told] = field(default_factory=list, init=False)
    enough: bool = False
    slowest: Measured | None = None
    most_memory: Measured | None = None
    at_limits: list[AtLimits] = field(default_factory=list, init=False)
    probe: Probe | None = field(init=False, default=None)
    _dealing: bool = field(default=True, init=False, repr=False)
    _limits_phase: bool = field(default=False, init=False, repr=False)
    _found: Probe | None = field(default=None, init=False, repr=False)
    _handed: dict[int, str] = field(default_factory=dict, init=False, repr=False)
    _limits_handed: int = field(default=0, init=False, repr=False)  # of the deals made ready
    _plans: Iterator[Plan] = field(init=False, repr=False)
    _ahead: deque[Plan] = field(default_factory=deque, init=False, repr=False)
    _told: set[str] = field(default_factory=set, init=False, repr=False)

    def __post_init__(self) -> None:
        self.covered = dict.fromkeys(self.game.edge_names, 0)
        self._plans = self._deals()
        self._advance()

    def deal_in_background(self, depth: int = DEALT_AHEAD) -> None:
        """Make the deals still to come in a thread of their own, up to `depth` ahead of
        those asked for (`background`): the same deals, in the same order, made while the
        program runs. For a driver with a core to spare; the page has no threads."""
        if self._dealing and not self._limits_phase:
            self._plans = in_background(self._plans, depth)

    def hand_at_limits(self, number: int, text: str) -> None:
        """Deal `number` (from 1) of the limits phase, dealt elsewhere by `deal_at_limits` for
        this run's game and seed: the phase takes it instead of dealing it here."""
        self._handed[number] = text

    def ahead(self, count: int) -> list[Probe]:
        """`probe` and up to `count - 1` probes after it: those that come next if no run before
        them fails (while shrinking: fails the same way). `tell` takes outcomes in this order."""
        while len(self._ahead) < count:
            if self._limits_phase and self._ahead:
                break  # a deal at the limits is judged (timed) while no run is going on
            plan = next(self._plans, None)
            if plan is None and self._dealing and self.failure is not None:
                self._dealing = False  # every deal made ready: the first failure's shrinking next
                self._plans = self._smaller_than_failure()
                continue
            if plan is None and self._dealing and not self._ahead and self._limits_due():
                self._dealing = False  # every deal accepted: the limits phase next
                self._limits_phase = True
                self._plans = self._limits_deals()
                continue
            if plan is None:
                break
            self._ahead.append(plan)
        return [plan.probe for plan in itertools.islice(self._ahead, count)]

    def tell(self, outcome: Outcome) -> Probe | Report:
        """What the solution did with `probe`; the next probe or the report."""
        if self.probe is None:
            return self.report()
        plan = self._ahead.popleft()
        judgement = plan.judged(outcome)
        if plan.probe.shrinking:
            self._shrunk(plan, outcome, judgement)
        elif plan.probe.alone:
            self._at_limits(plan, outcome, judgement)
        else:
            self._dealt(plan, outcome, judgement)
        self._advance()
        return self.probe if self.probe is not None else self.report()

    def report(self, stopped: bool = False) -> Report:
        """Where the run stands: the whole story once it has ended, else so far."""
        ended = self.probe is None
        compiled = self.failure is None or self.failure.outcome.compiled
        return Report(
            game=self.game.name,
            seed=self.seed,
            runs=self.runs,
            dealt=self.dealt,
            failure=self.failure,
            deal=self.deal,
            found=self.found,
            steps=self.steps,
            tries=self.tries,
            stopped=stopped,
            covered=dict(self.covered),
            failed=tuple(deal.deal for deal in self.told if not deal.passed),
            enough=self.enough,
            sizes=self._sizes(),
            diagnosis=diagnose(self.game, self.told) if ended and compiled else None,
            slowest=self.slowest,
            most_memory=self.most_memory,
            at_limits=self._limits_figures(),
            limits_dealt=len(self.at_limits),
            limits_handed=self._limits_handed,
        )

    def _limits_figures(self) -> AtLimits | None:
        """The limits phase's deal it failed, else its largest deal."""
        for figures in self.at_limits:
            if figures.deal == self.deal:
                return figures
        return max(self.at_limits, key=lambda figures: figures.chars, default=None)

    def _sizes(self) -> tuple[str, str] | None:
        """How big the deal found failing and the shrunk failure are, in the game's words."""
        if self.failure is None or self.found is None:
            return None
        try:
            found, shrunk = (self.game.results(text) for text in (self.found, self.failure.input))
            return self.game.size_said(found), self.game.size_said(shrunk)
        except InputError:  # a program that never compiled was given no deal
            return None

    def stop(self) -> Report:
        """End the run early: the report says how far it came."""
        self._dealing = self._limits_phase = False
        self._follow(iter(()))
        self.probe = None
        return self.report(stopped=True)

    def deals(self) -> Iterator[str]:
        """The inputs of the deals, in order, as a run deals them while every run is accepted."""
        return (plan.probe.input for plan in self._deals())

    def deal_text(self, number: int, target: str | None = None) -> str:
        """Deal `number` (from 1): aimed at the edge `target` (as small as the game deals
        it), else random, small ones first (Hearts cheats on every other)."""
        seed = f"stress {self.seed} {number}"
        if target is not None:
            return self.game.deal(seed, target=target, size=0.0)
        return self.game.deal(seed, number % 2 == 0, size=number / self.runs)

    # -- the loop --------------------------------------------------------------
    def _deals(self) -> Iterator[Plan]:
        """Every deal made ready, each aimed at the first edge no deal before it reached, while
        there is one not aimed at before; then every other deal at an edge reached only by
        chance, until each has been aimed at. The judge's work only, so it can be done ahead."""
        reached = dict.fromkeys(self.game.edge_names, 0)
        aimed = {edge.name for edge in self.game.edges if edge.scale}  # too big to aim at
        for number in range(1, self.runs + 1):
            target = next((e for e, n in reached.items() if not n and e not in aimed), None)
            if target is None and number % 2 == 0:
                # An edge reached by chance may not have decided that deal's answer: every
                # other deal is aimed at one, until each edge has had a deal aimed at it.
                target = next((e for e in reached if e not in aimed), None)
            if target is not None:
                aimed.add(target)
            text = self.deal_text(number, target)
            results = self.game.results(text)
            covered = self.game.cover(results)
            for edge, count in covered.items():
                reached[edge] += count
            yield Plan(Probe(text, number), self.game.render(results), covered)

    def _limits_due(self) -> bool:
        return self.limits and self.game.limits is not None and self.game.at_limits is not None

    def _limits_deals(self) -> Iterator[Plan]:
        """The limits phase's deals, each judged and timed as it is made ready."""
        limits = self.game.limits
        assert limits is not None
        for number in range(1, LIMITS_DEALS + 1):
            text = self._handed.pop(number, None)
            self._limits_handed += text is not None
            text = text or deal_at_limits(self.game, self.seed, number)
            started = time.perf_counter()
            results = self.game.results(text)
            answer = self.game.render(results)
            seconds = time.perf_counter() - started
            probe = Probe(
                text,
                self.runs + number,
                timeout=limits_timeout(limits, seconds),
                memory_mb=limits.memory_mb * MEMORY_FACTOR,
                alone=True,
                judge_seconds=seconds,
            )
            # The edges of scale only, read from the deal's size: finding the rule edges of
            # every play of a deal at the limits takes longer than judging it (Cirno's
            # 300,000 plays: 7 s against 1 s, loaded), and the other deals reach those.
            covered = self.game.cover_scale(results)
            yield Plan(probe, answer, covered, self.game.measure(results))

    def _dealt(self, plan: Plan, outcome: Outcome, judgement: Judgement) -> None:
        self.dealt = plan.probe.deal
        self._count(plan)
        self._measure(plan, outcome)
        self.told.append(told(self.game, plan, outcome, judgement))
        if judgement.verdict is Verdict.ACCEPTED:
            return
        if self.failure is None:
            self._failed(plan, outcome, judgement)
        if judgement.verdict is Verdict.COMPILE_ERROR:  # it never ran: nothing more to run
            self._dealing = False
            self._follow(iter(()))
        elif self.first or self._enough():
            self.enough = not self.first and self.dealt < self.runs
            self._dealing = False
            self._follow(self._smaller_than_failure())

    def _count(self, plan: Plan) -> None:
        for edge, count in plan.covered.items():
            self.covered[edge] += count

    def _measure(self, plan: Plan, outcome: Outcome) -> None:
        """Keep the deal if it ran the slowest or with the most memory so far."""
        if not outcome.compiled:
            return
        measured = Measured(plan.probe.deal, outcome.seconds, outcome.memory_kb)
        if self.slowest is None or measured.seconds > self.slowest.seconds:
            self.slowest = measured
        if self.most_memory is None or measured.memory_kb > self.most_memory.memory_kb:
            self.most_memory = measured

    def _failed(self, plan: Plan, outcome: Outcome, judgement: Judgement) -> None:
        """The first failure: the deal it was found in, to shrink from."""
        self.deal, self.found, self._found = plan.probe.deal, plan.probe.input, plan.probe
        self.failure = plan.failed(outcome, judgement)
        self._told = {plan.probe.input}

    def _at_limits(self, plan: Plan, outcome: Outcome, judgement: Judgement) -> None:
        """A deal of the limits phase told: its figures kept; a time or memory limit ends the
        run there (a smaller deal is within the limits), another failure is shrunk."""
        probe = plan.probe
        assert probe.timeout is not None and probe.judge_seconds is not None
        assert self.game.limits is not None
        self._count(plan)
        self.at_limits.append(
            AtLimits(
                probe.deal,
                plan.measured,
                len(probe.input),
                outcome.seconds,
                outcome.memory_kb,
                probe.judge_seconds,
                probe.timeout,
                self.game.limits,
                outcome.timed_out,
            )
        )
        if judgement.verdict is Verdict.ACCEPTED:
            return
        self._failed(plan, outcome, judgement)
        self._limits_phase = False
        scale = judgement.verdict in (Verdict.TIME_LIMIT, Verdict.MEMORY_LIMIT)
        self._follow(iter(()) if scale else self._smaller_than_failure())

    def _enough(self) -> bool:
        """Whether the failures so far are enough to rank the rules: ENOUGH_FAILURES of them,
        or ENOUGH_TIME_LIMITS time limits that are half the deals run or more (a program
        that hangs; one slow now and then on a busy machine is run to the end)."""
        failing = [deal for deal in self.told if not deal.passed]
        timed_out = sum(deal.timed_out for deal in failing)
        hangs = timed_out >= ENOUGH_TIME_LIMITS and 2 * timed_out >= len(self.told)
        return len(failing) >= ENOUGH_FAILURES or hangs

    def _smaller_than_failure(self) -> Iterator[Plan]:
        """The first failure's shrinking, from the start."""
        self._told = {self.found} if self.found is not None else set()
        return self._smaller()

    def _shrunk(self, plan: Plan, outcome: Outcome, judgement: Judgement) -> None:
        assert self.failure is not None
        self.tries += 1
        self._told.add(plan.probe.input)
        if judgement.verdict is self.failure.judgement.verdict:
            self.failure = plan.failed(outcome, judgement)
            self.steps += 1
            self._follow(self._smaller())

    def _follow(self, plans: Iterator[Plan]) -> None:
        """From now on the probes come from `plans`: those planned ahead no longer come."""
        self._plans = plans
        self._ahead.clear()

    def _advance(self) -> None:
        self.ahead(1)
        self.probe = self._ahead[0].probe if self._ahead else None

    def _smaller(self) -> Iterator[Plan]:
        """Smaller inputs than the failure, made ready, within what is left of the budget."""
        return itertools.islice(self._candidates(), max(0, MOST_SHRINK_RUNS - self.tries))

    def _candidates(self) -> Iterator[Plan]:
        """Each smaller input the game accepts that was not run before, biggest cuts first."""
        assert self.failure is not None
        seen = set(self._told)
        for cases in candidates(self.game, self.game.parse(self.failure.input)):
            text = self.game.write(cases)
            if text in seen:
                continue
            seen.add(text)
            try:
                answer = self.game.judge(text)
            except InputError:  # a move can make a game that cannot be played (Cirno's deck)
                continue
            found = self._found
            limits = {"timeout": found.timeout, "memory_mb": found.memory_mb} if found else {}
            yield Plan(Probe(text, self.deal or 0, shrinking=True, **limits), answer)


def coverage_said(report: Report) -> str:
    """How many of the game's rule edges the deals dealt reached, as a sentence ("" for a
    game that names none, or before any deal)."""
    if not report.covered or not report.dealt:
        return ""
    return tn(
        "This deal reached {reached} of {edges} rule edges.",
        "These {count} deals reached {reached} of {edges} rule edges.",
        report.dealt,
        reached=sum(count > 0 for count in report.covered.values()),
        edges=len(report.covered),
    )


def drive(
    stress: Stress,
    run: Callable[[str], Outcome],
    watch: Callable[[Stress, Probe], None] | None = None,
) -> Report:
    """Run the program (`run`) on every probe until the stress run ends.

    `watch` sees each probe before it runs (the command line shows progress). `run` gets
    the input alone: a run at the limits is up to it (`Probe.timeout`, `Probe.memory_mb`).
    """
    answer: Probe | Report | None = stress.probe
    while isinstance(answer, Probe):
        if watch:
            watch(stress, answer)
        answer = stress.tell(run(answer.input))
    assert isinstance(answer, Report)
    return answer


def candidates(game: Game, cases: Sequence[Any]) -> Iterator[list[Any]]:
    """Smaller inputs, biggest cuts first: one case alone, one case fewer, one case smaller."""
    cases = list(cases)
    if len(cases) > 1:
        yield from ([case] for case in cases)
        yield from (cases[:i] + cases[i + 1 :] for i in range(len(cases)))
    for i, case in enumerate(cases):
        for smaller in game.shrink(case):
            yield [*cases[:i], smaller, *cases[i + 1 :]]
