"""A judge's verdict on one run of a contestant's program: what the run gave (`Outcome`,
as a runner tells it), the verdict on it (`judge_run`), and how a failed run ended, in
words. The stress loop (`stress`), the runners and the page share them."""

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .checker import Difference, first_difference
from .i18n import NOTHING_SAID, Said, mark, said, t

STDERR_TAIL_LINES = 20
STDERR_TAIL_CHARS = 2000
COMPILER_CHARS = 20_000  # of a compiler's messages, the last ones kept
# A run that writes more than this (to stdout or to stderr) is stopped, and
# is a runtime error. Runners read it when they run, so tests may lower it.
OUTPUT_LIMIT = 64 * 2**20
ALLOCATION_FAILED = ("MemoryError", "std::bad_alloc")


class Verdict(Enum):
    """How one run of a solution went, as a judge says it."""

    ACCEPTED = "accepted"
    WRONG_ANSWER = "wrong-answer"
    RUNTIME_ERROR = "runtime-error"
    TIME_LIMIT = "time-limit"
    MEMORY_LIMIT = "memory-limit"
    COMPILE_ERROR = "compile-error"

    @property
    def words(self) -> str:
        """The verdict in the reader's words ("wrong answer")."""
        return t(VERDICT_WORDS[self])


VERDICT_WORDS = {
    Verdict.ACCEPTED: mark("accepted"),
    Verdict.WRONG_ANSWER: mark("wrong answer"),
    Verdict.RUNTIME_ERROR: mark("runtime error"),
    Verdict.TIME_LIMIT: mark("time limit"),
    Verdict.MEMORY_LIMIT: mark("memory limit"),
    Verdict.COMPILE_ERROR: mark("compile error"),
}


@dataclass(frozen=True)
class Outcome:
    """What one run of the solution gave.

    `status` is the exit status, minus the signal's number when a signal ended
    it (as `subprocess` says). `ending` says in words how a run that did not
    exit normally ended ("killed by SIGSEGV", "ran out of memory"), when the
    runner knows, in the language of the moment it is read. A program that does
    not compile never ran: `compiled` is false and `stderr` holds the compiler's
    messages. `memory_limit` when the runner saw the run go past its memory limit
    (the page's: an allocation that failed).
    `memory_kb` is its peak memory (resident set, in KiB; 0 when the runner cannot tell).
    """

    stdout: str = ""
    stderr: str = ""
    status: int = 0
    timed_out: bool = False
    seconds: float = 0.0
    ending: Said = NOTHING_SAID
    compiled: bool = True
    memory_limit: bool = False
    memory_kb: int = 0

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Outcome":
        """An outcome from the page's plain values; unknown keys are ignored."""
        return cls(
            stdout=str(data.get("stdout", "")),
            stderr=str(data.get("stderr", "")),
            status=int(data.get("status", 0)),
            timed_out=bool(data.get("timed_out", False)),
            seconds=float(data.get("seconds", 0.0)),
            ending=ending_from_json(data.get("ending")),
            compiled=bool(data.get("compiled", True)),
            memory_limit=bool(data.get("memory_limit", False)),
            # The page's compiled programs say their memory in bytes.
            memory_kb=int(data.get("memory_kb", int(data.get("memory", 0)) // 1024)),
        )


# How a run in the page ended, named by the page (its JS) with the fields each message
# takes, and said here, so that a report told again in another language says it anew.
PAGE_ENDINGS = {
    "python-timeout": mark("it was still running after {seconds} s; its Python worker was stopped"),
    "python-crash": mark("its Python worker crashed ({reason})"),
    "timeout": mark("it was still running after {seconds} s; its worker was stopped"),
    "crash": mark("its worker crashed ({reason})"),
    "crash-unexplained": mark("its worker crashed"),
    "not-compiled": mark("it does not compile"),
    "allocation-failed": mark(
        "an allocation failed: it asked for more than the memory limit of {size} MB"
    ),
    "stack": mark(
        "it ran out of stack: it needed more than the {size} MB a judge gives (deep recursion"
        " or big local arrays)"
    ),
    "call-stack": mark(
        "the stack ran out: in this browser, WebAssembly calls go only about {depth} deep (its"
        " own limit, which no flag moves); the command line has no such limit"
        " (cardjudge stress GAME -- ./a.out)"
    ),
    "call-stack-unmeasured": mark(
        "the stack ran out: this browser lets WebAssembly calls go only so deep (its own limit,"
        " which no flag moves); the command line has no such limit"
        " (cardjudge stress GAME -- ./a.out)"
    ),
    "output": mark("it wrote more than {size} MB of output"),
    "unsupported": mark(
        "it called {name}, which programs here do not have (only standard input and output,"
        " the clock and random numbers)"
    ),
    "abort": mark("it called abort()"),
    "out-of-bounds": mark("it read or wrote memory outside its own (out-of-bounds memory access)"),
    "unreachable": mark(
        "it reached code marked unreachable (often a function that ends without returning its"
        " value)"
    ),
    "divide-by-zero": mark("it divided an integer by zero"),
    "divide-overflow": mark("it divided the smallest integer by -1 (an overflow)"),
    "integer-overflow": mark(
        "an integer overflowed: it divided the smallest integer by -1, or converted a"
        " floating-point number too big for its integer type"
    ),
    "float-range": mark("it converted a floating-point number too big for its integer type"),
    "bad-pointer": mark("it called a function through a bad pointer"),
    "trap": mark("it stopped with a WebAssembly error: {message}"),
}


def ending_from_json(value: object) -> Said:
    """A run's ending as the page sends it: `Said.json` (from the program's Python) or a
    kind of PAGE_ENDINGS with its fields (from the page's JS); plain words as they are."""
    if isinstance(value, dict):
        fields = {str(name): field for name, field in dict(value.get("fields") or {}).items()}
        kind = str(value.get("kind", ""))
        if kind and kind not in PAGE_ENDINGS:
            return said(PAGE_ENDINGS["trap"], message=kind)
        message = PAGE_ENDINGS[kind] if kind else str(value.get("message", ""))
        return said(message, **fields)
    words = str(value or "")
    return Said(words.replace("{", "{{").replace("}", "}}"))


@dataclass(frozen=True)
class Judgement:
    """The verdict on one run, with what explains it.

    A wrong answer has its first `difference`; a runtime error or a time limit
    has a `detail`: how the run ended and the tail of its stderr.
    """

    verdict: Verdict
    difference: Difference | None = None
    detail: str = ""


def judge_run(answer: str, outcome: Outcome, memory_mb: int | None = None) -> Judgement:
    """The verdict on a run whose right answer is `answer`, under a memory limit of
    `memory_mb` when given: a peak past it is *memory limit*, however the run ended, and so
    is a crash on an allocation that failed (the runner caps the address space well above
    the limit, `runner.MEMORY_GUARD`, so such an allocation asked for more than the limit)."""
    if not outcome.compiled:
        return Judgement(Verdict.COMPILE_ERROR, detail=outcome.stderr[-COMPILER_CHARS:])
    if outcome.memory_limit:
        return Judgement(Verdict.MEMORY_LIMIT, detail=ending_of(outcome))
    if memory_mb is not None and (
        outcome.memory_kb > memory_mb * 1024 or (outcome.status != 0 and out_of_memory(outcome))
    ):
        return Judgement(Verdict.MEMORY_LIMIT, detail=memory_said(outcome, memory_mb))
    if outcome.timed_out:
        return Judgement(Verdict.TIME_LIMIT, detail=ending_of(outcome))
    if outcome.status != 0:
        return Judgement(Verdict.RUNTIME_ERROR, detail=ending_of(outcome))
    difference = first_difference(answer, outcome.stdout)
    if difference is None:
        return Judgement(Verdict.ACCEPTED)
    return Judgement(Verdict.WRONG_ANSWER, difference)


def ending_of(outcome: Outcome) -> str:
    """How a run that failed ended, as a sentence, and the last lines it wrote to stderr."""
    tail = stderr_tail(outcome.stderr)
    return sentence(how_it_ended(outcome)) + (f"\n{tail}" if tail else "")


def how_it_ended(outcome: Outcome) -> str:
    """How a run that failed ended, as a clause ("it exited with status 1")."""
    if outcome.ending:
        return str(outcome.ending)
    if outcome.timed_out:
        return t("it was still running at the time limit")
    if outcome.status < 0:
        return t("it was killed by signal {number}", number=-outcome.status)
    return t("it exited with status {status}", status=outcome.status)


def sentence(clause: str) -> str:
    """A clause as a sentence of its own: a capital first, a full stop last."""
    return t("{clause}.", clause=clause[:1].upper() + clause[1:])


def too_much_output() -> Said:
    """How a run that passed OUTPUT_LIMIT ended."""
    return said(PAGE_ENDINGS["output"], size=f"{OUTPUT_LIMIT / 2**20:g}")


def memory_said(outcome: Outcome, memory_mb: int) -> str:
    """A run past the memory limit, as a sentence, and the last lines it wrote to stderr."""
    words = {"peak": megabytes(outcome.memory_kb), "limit": memory_mb}
    if outcome.memory_kb > memory_mb * 1024:
        said = t(
            "Its peak memory was {peak} MB, past the memory limit here of {limit} MB.", **words
        )
    else:
        said = t(
            "An allocation failed: it asked for far more than the memory limit here of {limit} MB "
            "(its peak was {peak} MB).",
            **words,
        )
    tail = stderr_tail(outcome.stderr)
    return said + (f"\n{tail}" if tail else "")


def out_of_memory(outcome: Outcome) -> bool:
    """Whether a failed run says an allocation failed (Python's MemoryError, C++'s
    std::bad_alloc) in the last lines of its stderr."""
    tail = stderr_tail(outcome.stderr)
    return any(word in tail for word in ALLOCATION_FAILED)


def megabytes(kb: int) -> str:
    """KiB as MB, to one decimal."""
    return f"{kb / 1024:.1f}"


def stderr_tail(stderr: str) -> str:
    """The end of a run's stderr, short enough to show."""
    lines = stderr.rstrip().splitlines()[-STDERR_TAIL_LINES:]
    tail = "\n".join(lines)
    return tail if len(tail) <= STDERR_TAIL_CHARS else "…" + tail[-STDERR_TAIL_CHARS:]
