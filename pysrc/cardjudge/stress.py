"""Stress-testing a contestant's solution: random deals, and the smallest one it fails.

The loop is written once and never runs a program itself: a `Stress` says
which input to try next (a `Probe`) and is told what the solution did with it
(an `Outcome`). The command line runs the solution as a process
(`cardjudge.runner`), the page in a Pyodide worker of its own; both drive this
same code.

Deal number i of N is dealt from the seed and i. The first deals are directed:
each aims at the first of the game's rule edges (`Game.edges`) that no deal
has reached so far, until every edge is reached; the rest are random, at size
i / N, so the small deals come first. At the first failure the deal is shrunk: the loop keeps
trying smaller valid inputs (one case alone, one case fewer, each case made
smaller by the game's own moves) and keeps any that still fails with the same
verdict, until no move gives one: the result is 1-minimal for those moves.
"""

from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from .checker import Difference, first_difference
from .engine import Game
from .errors import InputError

DEFAULT_RUNS = 200
# Shrinking gives up after this many runs of the solution (it never needs
# nearly as many: the moves cut big pieces first).
MOST_SHRINK_RUNS = 1000
STDERR_TAIL_LINES = 20
STDERR_TAIL_CHARS = 2000
COMPILER_CHARS = 20_000  # of a compiler's messages, the last ones kept
# A run that writes more than this (to stdout or to stderr) is stopped, and
# is a runtime error. Runners read it when they run, so tests may lower it.
OUTPUT_LIMIT = 64 * 2**20


class Verdict(Enum):
    """How one run of a solution went, as a judge says it."""

    ACCEPTED = "accepted"
    WRONG_ANSWER = "wrong-answer"
    RUNTIME_ERROR = "runtime-error"
    TIME_LIMIT = "time-limit"
    COMPILE_ERROR = "compile-error"

    @property
    def words(self) -> str:
        return self.value.replace("-", " ")


@dataclass(frozen=True)
class Outcome:
    """What one run of the solution gave.

    `status` is the exit status, minus the signal's number when a signal ended
    it (as `subprocess` says). `ending` says in words how a run that did not
    exit normally ended ("killed by SIGSEGV", "ran out of memory"), when the
    runner knows. A program that does not compile never ran: `compiled` is
    false and `stderr` holds the compiler's messages.
    """

    stdout: str = ""
    stderr: str = ""
    status: int = 0
    timed_out: bool = False
    seconds: float = 0.0
    ending: str = ""
    compiled: bool = True

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Outcome":
        """An outcome from the page's plain values; unknown keys are ignored."""
        return cls(
            stdout=str(data.get("stdout", "")),
            stderr=str(data.get("stderr", "")),
            status=int(data.get("status", 0)),
            timed_out=bool(data.get("timed_out", False)),
            seconds=float(data.get("seconds", 0.0)),
            ending=str(data.get("ending", "")),
            compiled=bool(data.get("compiled", True)),
        )


@dataclass(frozen=True)
class Judgement:
    """The verdict on one run, with what explains it.

    A wrong answer has its first `difference`; a runtime error or a time limit
    has a `detail`: how the run ended and the tail of its stderr.
    """

    verdict: Verdict
    difference: Difference | None = None
    detail: str = ""


def judge_run(answer: str, outcome: Outcome) -> Judgement:
    """The verdict on a run whose right answer is `answer`."""
    if not outcome.compiled:
        return Judgement(Verdict.COMPILE_ERROR, detail=outcome.stderr[-COMPILER_CHARS:])
    if outcome.timed_out:
        return Judgement(Verdict.TIME_LIMIT, detail=ending_of(outcome))
    if outcome.status != 0:
        return Judgement(Verdict.RUNTIME_ERROR, detail=ending_of(outcome))
    difference = first_difference(answer, outcome.stdout)
    if difference is None:
        return Judgement(Verdict.ACCEPTED)
    return Judgement(Verdict.WRONG_ANSWER, difference)


def ending_of(outcome: Outcome) -> str:
    """How a run that failed ended, and the last lines of what it wrote to stderr."""
    if outcome.ending:
        how = outcome.ending
    elif outcome.timed_out:
        how = "it was still running at the time limit"
    elif outcome.status < 0:
        how = f"it was killed by signal {-outcome.status}"
    else:
        how = f"it exited with status {outcome.status}"
    tail = stderr_tail(outcome.stderr)
    return f"{how[:1].upper()}{how[1:]}." + (f"\n{tail}" if tail else "")


def too_much_output() -> str:
    """How a run that passed OUTPUT_LIMIT ended."""
    return f"it wrote more than {OUTPUT_LIMIT / 2**20:g} MB of output"


def stderr_tail(stderr: str) -> str:
    """The end of a run's stderr, short enough to show."""
    lines = stderr.rstrip().splitlines()[-STDERR_TAIL_LINES:]
    tail = "\n".join(lines)
    return tail if len(tail) <= STDERR_TAIL_CHARS else "…" + tail[-STDERR_TAIL_CHARS:]


@dataclass(frozen=True)
class Probe:
    """An input for the solution: deal number `deal`, or a smaller version of it."""

    input: str
    deal: int
    shrinking: bool = False


@dataclass(frozen=True)
class Failure:
    """An input the solution fails on: the judge's answer, the run and its verdict."""

    input: str
    answer: str
    outcome: Outcome
    judgement: Judgement


@dataclass(frozen=True)
class Report:
    """How a stress run ended.

    With no `failure`, every deal dealt agreed with the judge. Otherwise
    `failure` is the smallest failing input found, `found` the deal it was
    shrunk from (deal number `deal`), after `steps` successful shrink steps
    in `tries` runs. `stopped` when the user ended the run early.
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

    @property
    def verdict(self) -> Verdict:
        return self.failure.judgement.verdict if self.failure else Verdict.ACCEPTED


@dataclass
class Stress:
    """One stress run of `runs` deals of `game` from `seed`.

    Read `probe` for the input to run, then `tell` the outcome: it answers
    the next `Probe`, or the `Report` at the end.
    """

    game: Game
    seed: int
    runs: int = DEFAULT_RUNS
    dealt: int = 0
    steps: int = 0
    tries: int = 0
    failure: Failure | None = None
    deal: int | None = None
    found: str | None = None
    covered: dict[str, int] = field(init=False)
    _tried: set[str] = field(default_factory=set, init=False, repr=False, compare=False)
    _aimed: set[str] = field(default_factory=set, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.covered = dict.fromkeys(self.game.edge_names, 0)
        self._flow = self._loop()
        self.probe: Probe | None = next(self._flow)

    def tell(self, outcome: Outcome) -> Probe | Report:
        """What the solution did with `probe`; the next probe or the report."""
        try:
            self.probe = self._flow.send(outcome)
        except StopIteration:
            self.probe = None
            return self.report()
        return self.probe

    def report(self, stopped: bool = False) -> Report:
        """Where the run stands: the whole story once it has ended, else so far."""
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
        )

    def stop(self) -> Report:
        """End the run early: the report says how far it came."""
        self._flow.close()
        self.probe = None
        return self.report(stopped=True)

    def deal_text(self, number: int) -> str:
        """Deal `number` (from 1): aimed at the first edge not reached yet, while there is
        one not aimed at before; else random, small ones first (Hearts cheats on every other)."""
        seed = f"stress {self.seed} {number}"
        target = next((e for e, n in self.covered.items() if not n and e not in self._aimed), None)
        if target is not None:
            self._aimed.add(target)
            return self.game.deal(seed, target=target, size=0.0)
        return self.game.deal(seed, number % 2 == 0, size=number / self.runs)

    # -- the loop --------------------------------------------------------------
    def _loop(self) -> Generator[Probe, Outcome, None]:
        for number in range(1, self.runs + 1):
            text = self.deal_text(number)
            results = self.game.results(text)
            answer = self.game.render(results)
            for edge, count in self.game.cover(results).items():
                self.covered[edge] += count
            outcome = yield Probe(text, number)
            self.dealt = number
            judgement = judge_run(answer, outcome)
            if judgement.verdict is not Verdict.ACCEPTED:
                self.deal, self.found = number, text
                self.failure = Failure(text, answer, outcome, judgement)
                if judgement.verdict is not Verdict.COMPILE_ERROR:  # no input would help
                    yield from self._shrink()
                return

    def _shrink(self) -> Generator[Probe, Outcome, None]:
        """Keep taking the first smaller input that fails the same way, until none does."""
        assert self.failure is not None
        verdict = self.failure.judgement.verdict
        self._tried = {self.failure.input}
        cases = list(self.game.parse(self.failure.input))
        while True:
            for text, answer in self._valid(candidates(self.game, cases)):
                if self.tries >= MOST_SHRINK_RUNS:
                    return
                outcome = yield Probe(text, self.deal or 0, shrinking=True)
                self.tries += 1
                judgement = judge_run(answer, outcome)
                if judgement.verdict is verdict:
                    self.failure = Failure(text, answer, outcome, judgement)
                    self.steps += 1
                    cases = list(self.game.parse(text))
                    break
            else:
                return

    def _valid(self, inputs: Iterator[list[Any]]) -> Iterator[tuple[str, str]]:
        """Each new input the game accepts, as its text and the judge's answer."""
        for cases in inputs:
            text = self.game.write(cases)
            if text in self._tried:
                continue
            self._tried.add(text)
            try:
                yield text, self.game.judge(text)
            except InputError:  # a move can make a game that cannot be played (Cirno's deck)
                continue


def drive(
    stress: Stress,
    run: Callable[[str], Outcome],
    watch: Callable[[Stress, Probe], None] | None = None,
) -> Report:
    """Run the program (`run`) on every probe until the stress run ends.

    `watch` sees each probe before it runs (the command line shows progress).
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
