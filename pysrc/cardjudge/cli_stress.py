"""`cardjudge stress GAME ... -- COMMAND`: stress-test a program, shrink its first failure.

Exit status 0 when the program agreed with the judge on every deal, 1 when a
failing deal was found (it is printed and written to --out), 2 for a bad
command line or a command that cannot be started.
"""

import argparse
import random
import shlex
import textwrap
import time
from typing import TextIO

from .checker import Difference
from .engine import Game
from .games import GAMES
from .runner import Runner
from .stress import DEFAULT_RUNS, Probe, Report, Stress, Verdict, drive

USAGE_ERROR = 2
FOUND = 1
# Lines of an answer shown before and after its first difference.
BEFORE, AFTER = 8, 3
PROGRESS_EVERY = 1.0  # seconds between progress lines on stderr


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardjudge stress",
        description="Run COMMAND on random deals of GAME, compare its output with the judge's "
        "answer, and shrink the first deal it fails on to a smallest one.",
        epilog="Example: cardjudge stress cirno --runs 500 -- python3 mine.py",
    )
    parser.add_argument("game", metavar="GAME", choices=list(GAMES), help=", ".join(GAMES))
    parser.add_argument(
        "--runs", type=positive, default=DEFAULT_RUNS, help=f"deals (default {DEFAULT_RUNS})"
    )
    parser.add_argument("--seed", type=int, help="seed of the deals (default: a random one)")
    parser.add_argument(
        "--timeout", type=seconds, default=2.0, help="time limit per run in seconds (default 2)"
    )
    parser.add_argument(
        "--memory", type=positive, metavar="MB", help="cap the program's memory (address space)"
    )
    parser.add_argument(
        "--out",
        default="stress-failing.in",
        help="where to write the failing input (default stress-failing.in)",
    )
    parser.add_argument("command", metavar="COMMAND", nargs="+", help="the program, after --")
    return parser


def positive(word: str) -> int:
    value = int(word)
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, got {word!r}")
    return value


def seconds(word: str) -> float:
    value = float(word)
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError(f"expected seconds between 0 and 3600, got {word!r}")
    return value


def main(argv: list[str], stdout: TextIO, stderr: TextIO) -> int:
    args = build_parser().parse_args(argv)
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    runner = Runner(args.command, args.timeout, args.memory)
    stress = Stress(GAMES[args.game], seed, args.runs)
    again = repeat_command(args, seed)
    stdout.write(
        f"Stress test: {args.runs} {args.game} deals from seed {seed}, "
        f"{args.timeout:g} s a run, of: {shlex.join(args.command)}\n"
    )
    stdout.flush()
    progress = Progress(stderr, args.runs)
    try:
        report = drive(stress, runner.run, progress.show)
    except OSError as error:
        progress.clear()
        stderr.write(f"cardjudge stress: cannot run {args.command[0]!r}: {error.strerror}\n")
        return USAGE_ERROR
    except KeyboardInterrupt:
        report = stress.stop()
    progress.clear()
    stdout.write(describe(report))
    if report.failure is not None:
        with open(args.out, "w", encoding="utf-8", newline="") as f:
            f.write(report.failure.input)
        stdout.write(f"\nThe failing input is in {args.out}.\n")
    stdout.write(f"Repeat this run: {again}\n")
    return FOUND if report.failure is not None else 0


def repeat_command(args: argparse.Namespace, seed: int) -> str:
    words = ["cardjudge", "stress", args.game, "--runs", str(args.runs), "--seed", str(seed)]
    words += ["--timeout", f"{args.timeout:g}"]
    if args.memory:
        words += ["--memory", str(args.memory)]
    return shlex.join([*words, "--", *args.command])


class Progress:
    """A line on stderr about once a second on long runs: the deal, the time so far."""

    def __init__(self, stream: TextIO, runs: int) -> None:
        self.stream = stream
        self.runs = runs
        self.started = self.last = time.monotonic()
        self.live = stream.isatty()
        self.shown = False

    def show(self, stress: Stress, probe: Probe) -> None:
        now = time.monotonic()
        if now - self.last < PROGRESS_EVERY:
            return
        self.last = now
        elapsed = f"{now - self.started:.1f} s"
        if probe.shrinking:
            steps = f"{stress.steps} step{'s' * (stress.steps != 1)}"
            line = f"shrinking deal {probe.deal}: {steps} in {stress.tries} runs, {elapsed}"
        else:
            line = f"deal {probe.deal} of {self.runs}, {elapsed}"
        self.stream.write(f"\r\x1b[Kstress: {line}" if self.live else f"stress: {line}\n")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.live and self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()


# -- the report ---------------------------------------------------------------------


def describe(report: Report) -> str:
    """What a user needs from a stress run, as text."""
    failure = report.failure
    if failure is None:
        if report.stopped:
            return f"Stopped after {report.dealt} of {report.runs} deals: all accepted so far.\n"
        return f"Accepted: the program agreed with the judge on all {report.runs} deals.\n"
    judgement = failure.judgement
    parts = [
        f"Deal {report.deal} of {report.runs}: {report.verdict.words}.",
        shrunk(report),
        indent(failure.input),
    ]
    if judgement.verdict is Verdict.WRONG_ANSWER:
        where, *answers = wrong_answer(failure.answer, failure.outcome.stdout, judgement.difference)
        parts += [where, *why(GAMES[report.game], failure.input, judgement.difference), *answers]
    else:
        failed = f"Your program failed: {judgement.detail[:1].lower()}{judgement.detail[1:]}"
        parts += [failed, "The judge's answer:\n" + numbered(failure.answer, None)]
    return "\n\n".join(parts) + "\n"


def shrunk(report: Report) -> str:
    assert report.failure is not None and report.found is not None
    tail = " (stopped while shrinking)" if report.stopped else ""
    runs = f"{report.tries} run{'s' * (report.tries != 1)}"
    steps = f"{report.steps} step{'s' * (report.steps != 1)}"
    if report.steps == 0:
        return f"No smaller input fails the same way ({runs} tried){tail}. The input:"
    sizes = f"{len(report.found.encode())} to {len(report.failure.input.encode())} bytes"
    return f"Shrunk from {sizes} in {steps} ({runs}){tail}:"


def wrong_answer(answer: str, output: str, difference: Difference | None) -> list[str]:
    assert difference is not None  # a wrong answer always has one
    line, col = difference.line, difference.col
    return [
        f"The first difference is at line {line}, column {col}:\n"
        f"  expected: {shown(difference.expected)}\n"
        f"  got:      {shown(difference.got)}",
        "The judge's answer:\n" + numbered(answer, line),
        "Your program's output:\n" + numbered(output, line),
    ]


def why(game: Game, text: str, difference: Difference | None) -> list[str]:
    """The step behind the judge's line at the first difference, and its explanation."""
    assert difference is not None
    results = game.results(text)
    found = game.explain(results, difference.line)
    if found is None:  # the program printed more lines than the judge
        return []
    return [
        f"Why the judge's line {difference.line} says so: {found.heading(len(results))}.\n"
        + textwrap.fill(found.shown.explain, 100, initial_indent="  ", subsequent_indent="  ")
    ]


def shown(line: str | None) -> str:
    return "(no line)" if line is None else line


def indent(text: str) -> str:
    return "\n".join(f"    {line}" for line in text.rstrip("\n").split("\n"))


def numbered(text: str, mark: int | None) -> str:
    """The text's lines, numbered; around line `mark` (marked with >) when the text is long."""
    lines = text.rstrip("\n").split("\n") if text.strip() else []
    if not lines:
        return "    (nothing)"
    if mark is None:
        first, last = 1, min(len(lines), BEFORE + AFTER + 1)
    else:
        first, last = max(1, mark - BEFORE), min(len(lines), mark + AFTER)
    out = []
    if first > 1:
        out.append(f"    … {first - 1} lines before")
    for number in range(first, last + 1):
        pointer = ">" if number == mark else " "
        out.append(f"  {pointer} {number:4}  {lines[number - 1]}")
    if last < len(lines):
        out.append(f"    … {len(lines) - last} more lines")
    return "\n".join(out)
