"""`cardjudge stress GAME ... -- COMMAND`: stress-test a program, shrink its first failure.

Exit status 0 when the program agreed with the judge on every deal, 1 when a
failing deal was found (it is printed and written to --out), 2 for a bad
command line or a command that cannot be started.
"""

import argparse
import json
import os
import random
import shlex
import textwrap
import time
from typing import TextIO

from . import diagnosis, i18n, parallel, readings
from .checker import Difference
from .cli_shared import (
    USAGE_ERROR,
    add_language_option,
    add_reading_option,
    edge_table,
    unknown_reading,
)
from .engine import Game
from .games import GAMES
from .i18n import t, tn
from .runner import Runner
from .stress import (
    DEFAULT_RUNS,
    JUDGE_FACTOR,
    LIMITS_DEALS,
    MEMORY_FACTOR,
    STATEMENT_FACTOR,
    AtLimits,
    Probe,
    Report,
    Stress,
    coverage_said,
)
from .verdicts import Verdict, how_it_ended, megabytes, stderr_tail

FOUND = 1
# Lines of an answer shown before and after its first difference.
BEFORE, AFTER = 8, 3
# Of an input longer than LONGEST_INPUT characters, the first lines shown, each cut.
LONGEST_INPUT, MOST_LINES, LONGEST_LINE = 20_000, 60, 200
PROGRESS_EVERY = 1.0  # seconds between progress lines on stderr


def build_parser() -> argparse.ArgumentParser:
    games = i18n.join(GAMES)
    parser = argparse.ArgumentParser(
        prog="cardjudge stress",
        description=t(
            "Run COMMAND on random deals of GAME, compare its output with the judge's answer, "
            "and shrink the first deal it fails on to a smallest one."
        ),
        epilog=t(
            "Example: {example}", example="cardjudge stress cirno --runs 500 -- python3 mine.py"
        ),
    )
    parser.add_argument("game", metavar="GAME", choices=list(GAMES), help=games)
    parser.add_argument(
        "--runs",
        type=positive,
        default=DEFAULT_RUNS,
        help=t("deals (default {runs})", runs=DEFAULT_RUNS),
    )
    parser.add_argument("--seed", type=int, help=t("seed of the deals (default: a random one)"))
    parser.add_argument(
        "--timeout", type=seconds, default=2.0, help=t("time limit per run in seconds (default 2)")
    )
    parser.add_argument(
        "--memory",
        type=positive,
        metavar="MB",
        help=t("cap the program's memory (address space)"),
    )
    parser.add_argument(
        "--jobs",
        type=positive,
        default=cores(),
        metavar="N",
        help=t(
            "runs at once (default: the machine's cores, {cores}); the result is the same "
            "for any N",
            cores=cores(),
        ),
    )
    parser.add_argument(
        "--out",
        default="stress-failing.in",
        help=t("where to write the failing input (default stress-failing.in)"),
    )
    parser.add_argument(
        "--first",
        action="store_true",
        help=t("stop dealing at the first deal it fails (the rest are not run or ranked)"),
    )
    parser.add_argument(
        "--no-limits",
        action="store_true",
        help=t(
            "skip the limits phase (after the deals, a few deals at the statement's limits, "
            "run one at a time against its time and memory limits)"
        ),
    )
    parser.add_argument(
        "--json", action="store_true", help=t("print the whole report as one JSON object")
    )
    add_language_option(parser)
    add_reading_option(parser)
    parser.add_argument("command", metavar="COMMAND", nargs="+", help=t("the program, after --"))
    return parser


def cores() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def positive(word: str) -> int:
    if not word.isdigit() or int(word) < 1:
        raise argparse.ArgumentTypeError(
            t("expected a whole number of at least 1, got {word}", word=repr(word))
        )
    return int(word)


def seconds(word: str) -> float:
    try:
        value = float(word)
    except ValueError:
        value = 0.0
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError(
            t("expected seconds between 0 and 3600, got {word}", word=repr(word))
        )
    return value


def main(argv: list[str], stdout: TextIO, stderr: TextIO) -> int:
    args = build_parser().parse_args(argv)
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    game = GAMES[args.game]
    if wrong := unknown_reading(game):
        stderr.write(wrong)
        return USAGE_ERROR
    runner = Runner(args.command, args.timeout, args.memory)
    stress = Stress(game, seed, args.runs, first=args.first, limits=not args.no_limits)
    again = repeat_command(args, seed)
    said = stderr if args.json else stdout  # with --json, stdout is the JSON alone
    said.write(
        t(
            "Stress test: {runs} {game} deals from seed {seed}, {timeout} s a run, of: {command}",
            runs=args.runs,
            game=args.game,
            seed=seed,
            timeout=f"{args.timeout:g}",
            command=shlex.join(args.command),
        )
        + "\n"
    )
    said.flush()
    progress = Progress(stderr, args.runs)
    try:
        report = parallel.drive(stress, runner.start_probe, args.jobs, progress.show)
    except OSError as error:
        progress.clear()
        said = t(
            "cannot run {command}: {reason}", command=repr(args.command[0]), reason=error.strerror
        )
        stderr.write(f"cardjudge stress: {said}\n")
        return USAGE_ERROR
    except KeyboardInterrupt:
        report = stress.stop()
    progress.clear()
    if report.failure is not None:
        with open(args.out, "w", encoding="utf-8", newline="") as f:
            f.write(report.failure.input)
    if args.json:
        from .web import report_json  # the page's shape: tools read the same

        shown = {**report_json(report), "command": again, "out": args.out}
        stdout.write(json.dumps(shown, ensure_ascii=False, indent=1) + "\n")
        return FOUND if report.failure is not None else 0
    stdout.write(describe(report))
    if report.failure is not None:
        stdout.write("\n" + t("The failing input is in {path}.", path=args.out) + "\n")
    stdout.write(t("Repeat this run: {command}", command=again) + "\n")
    return FOUND if report.failure is not None else 0


def repeat_command(args: argparse.Namespace, seed: int) -> str:
    words = ["cardjudge", "stress", args.game, "--runs", str(args.runs), "--seed", str(seed)]
    words += ["--timeout", f"{args.timeout:g}"]
    if args.memory:
        words += ["--memory", str(args.memory)]
    if args.first:
        words += ["--first"]
    if args.no_limits:
        words += ["--no-limits"]
    if readings.in_force():
        words += ["--reading", str(readings.in_force())]
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
        elapsed = f"{now - self.started:.1f}"
        if probe.alone:
            line = t(
                "deal {deal} of {count} at the statement's limits, {seconds} s",
                deal=probe.deal - self.runs,
                count=LIMITS_DEALS,
                seconds=elapsed,
            )
        elif probe.shrinking:
            line = t(
                "shrinking deal {deal}: {steps} in {runs}, {seconds} s",
                deal=probe.deal,
                steps=steps_said(stress.steps),
                runs=runs_said(stress.tries),
                seconds=elapsed,
            )
        else:
            line = t(
                "deal {deal} of {runs}, {seconds} s",
                deal=probe.deal,
                runs=self.runs,
                seconds=elapsed,
            )
        self.stream.write(f"\r\x1b[Kstress: {line}" if self.live else f"stress: {line}\n")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.live and self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()


def steps_said(count: int) -> str:
    return tn("{count} step", "{count} steps", count)


def runs_said(count: int) -> str:
    return tn("{count} run", "{count} runs", count)


# -- the report ---------------------------------------------------------------------


def describe(report: Report) -> str:
    """What a user needs from a stress run, as text."""
    parts = [
        *verdict_parts(report),
        *limits_parts(report),
        *measured_parts(report),
        *diagnosis_parts(report),
        *coverage_parts(report),
    ]
    return "\n\n".join(parts) + "\n"


def measured_parts(report: Report) -> list[str]:
    """The deal run slowest and the one run with the most memory."""
    slowest, most = report.slowest, report.most_memory
    if slowest is None or most is None:
        return []
    return [
        t(
            "The slowest deal: {deal} ({seconds} s). The most memory: deal {most} ({memory} MB).",
            deal=slowest.deal,
            seconds=f"{slowest.seconds:.2f}",
            most=most.deal,
            memory=megabytes(most.memory_kb),
        )
    ]


def limits_parts(report: Report) -> list[str]:
    """The limits phase's figures: the program's time and memory on its largest deal (or the
    one it failed), the judge's time on it, the statement's limits and the time limit here."""
    figures = report.at_limits
    if figures is None:
        return []
    size = GAMES[report.game].count_said(figures.measured)
    if report.limits_deal is not None:
        heading = t(
            "At the statement's limits, deal {deal} of {count} ({size}, {chars} characters):",
            deal=report.limits_deal,
            count=LIMITS_DEALS,
            size=size,
            chars=figures.chars,
        )
    else:
        heading = tn(
            "At the statement's limits, {count} deal accepted; the largest ({size}, {chars} "
            "characters):",
            "At the statement's limits, {count} deals accepted; the largest ({size}, {chars} "
            "characters):",
            report.limits_dealt,
            size=size,
            chars=figures.chars,
        )
    return [heading + "\n" + "\n".join(limits_lines(figures))]


def limits_lines(figures: AtLimits) -> list[str]:
    limits = figures.limits
    stated = t("{seconds} s, {memory} MB", seconds=f"{limits.seconds:g}", memory=limits.memory_mb)
    assumed = limits.assumed
    if not (limits.time_stated and limits.memory_stated) and assumed:
        stated += " (" + t(assumed) + ")"
    words = {
        "seconds": f"{figures.seconds:.2f}",
        "memory": megabytes(figures.memory_kb),
        "judge": f"{figures.judge_seconds:.2f}",
        "ratio": f"{figures.ratio:.2f}",
    }
    if figures.timed_out:
        program = t("  your program:        killed at {seconds} s, {memory} MB by then", **words)
        judge = t(
            "  this judge (CPython): {judge} s; your program took more than {ratio} times as long",
            **words,
        )
    else:
        program = t("  your program:        {seconds} s, {memory} MB", **words)
        judge = t(
            "  this judge (CPython): {judge} s; your program took {ratio} times as long", **words
        )
    return [
        program,
        judge,
        t("  the statement:       {limits}", limits=stated),
        t(
            "  the time limit here: {timeout} s (the larger of {statement} x the statement's "
            "and {judge} x the judge's)",
            timeout=f"{figures.timeout:.1f}",
            statement=f"{STATEMENT_FACTOR:g}",
            judge=f"{JUDGE_FACTOR:g}",
        ),
        t(
            "  the memory limit here: {memory} MB ({factor} x the statement's)",
            memory=limits.memory_mb * MEMORY_FACTOR,
            factor=MEMORY_FACTOR,
        ),
        *past_the_statement(figures),
    ]


def past_the_statement(figures: AtLimits) -> list[str]:
    """A warning for a peak past the statement's memory limit but within the limit here."""
    limits = figures.limits
    if figures.memory_kb <= limits.memory_mb * 1024:
        return []
    return [
        t(
            "  Its peak memory passes the statement's {limit} MB: a judge that counts memory "
            "as this tool does may say memory limit.",
            limit=limits.memory_mb,
        )
    ]


def diagnosis_parts(report: Report) -> list[str]:
    """How many deals failed, and what they share (`diagnosis`)."""
    if report.diagnosis is None:
        return []
    counts = failed_said(report)
    return [t("What your program gets wrong:") + " " + counts, *diagnosis.said(report.diagnosis)]


def failed_said(report: Report) -> str:
    """ "It failed 14 of the 100 deals run." and why the deals ended early, if they did."""
    said = tn(
        "It failed {failed} of the {count} deal run.",
        "It failed {failed} of the {count} deals run.",
        report.dealt,
        failed=len(report.failed),
    )
    if report.enough:
        said += " " + t(
            "Those are enough to rank the rules: the other {left} deals were not run.",
            left=report.runs - report.dealt,
        )
    return said


def verdict_parts(report: Report) -> list[str]:
    """The verdict, and for a failure the shrunk input and what tells why it fails."""
    failure = report.failure
    if failure is None:
        if report.stopped:
            return [
                t(
                    "Stopped after {dealt} of {runs} deals: all accepted so far.",
                    dealt=report.dealt,
                    runs=report.runs,
                )
            ]
        return [
            tn(
                "Accepted: the program agreed with the judge on the {count} deal.",
                "Accepted: the program agreed with the judge on all {count} deals.",
                report.runs,
            )
        ]
    judgement = failure.judgement
    verdict = judgement.verdict
    said = t(
        "Deal {deal} of {runs}: {verdict}.",
        deal=report.deal,
        runs=report.runs,
        verdict=verdict.words,
    )
    if report.limits_deal is not None:
        said = t(
            "Deal {deal} of {count} at the statement's limits: {verdict}.",
            deal=report.limits_deal,
            count=LIMITS_DEALS,
            verdict=verdict.words,
        )
    if verdict is Verdict.COMPILE_ERROR:  # it never ran: no input, no answers
        return [said, t("Your program does not compile:") + "\n" + judgement.detail.rstrip()]
    if verdict is Verdict.TIME_LIMIT and report.limits_deal is not None:
        return [said, too_slow(report)]
    if verdict is Verdict.MEMORY_LIMIT:
        return [said, judgement.detail.rstrip() + "\n" + not_shrunk()]
    parts = [said, shrunk(report), indent(failure.input)]
    if verdict is Verdict.WRONG_ANSWER:
        where, *answers = wrong_answer(failure.answer, failure.outcome.stdout, judgement.difference)
        return [
            *parts,
            where,
            *why(GAMES[report.game], failure.input, judgement.difference),
            *answers,
        ]
    failed = t("Your program failed: {how}.", how=how_it_ended(failure.outcome))
    tail = stderr_tail(failure.outcome.stderr)
    return [
        *parts,
        failed + (f"\n{tail}" if tail else ""),
        t("The judge's answer:") + "\n" + numbered(failure.answer, None),
    ]


def too_slow(report: Report) -> str:
    """Why a run at the limits is *time limit*: how far past the judge's time it got."""
    figures = report.at_limits
    assert figures is not None
    said = t(
        "Your program was still running after {timeout} s, the time limit here: more than "
        "{ratio} times the judge's {judge} s on this deal.",
        timeout=f"{figures.timeout:.1f}",
        ratio=f"{figures.timeout / figures.judge_seconds:.0f}" if figures.judge_seconds else "?",
        judge=f"{figures.judge_seconds:.2f}",
    )
    return said + "\n" + not_shrunk()


def not_shrunk() -> str:
    return t("A smaller deal is within the limits: this one is not shrunk.")


def shrunk(report: Report) -> str:
    assert report.failure is not None and report.found is not None
    runs = runs_said(report.tries)
    if report.steps == 0:
        if report.stopped:
            return t(
                "No smaller input failed the same way ({runs} tried) before you stopped it. "
                "The input:",
                runs=runs,
            )
        return t("No smaller input fails the same way ({runs} tried). The input:", runs=runs)
    found, size = report.sizes or ("?", "?")
    sizes = {"found": found, "size": size, "steps": steps_said(report.steps), "runs": runs}
    if report.stopped:
        return t(
            "Shrunk from {found} to {size} in {steps} ({runs}) before you stopped it:", **sizes
        )
    return t("Shrunk from {found} to {size} in {steps} ({runs}):", **sizes)


def coverage_parts(report: Report) -> list[str]:
    """The rule edges the deals dealt reached; after all the deals, also those they missed, by
    name and words (a run that ended early on a failure would list most edges, and push the
    failure out of sight)."""
    said = coverage_said(report)
    if not said:
        return []
    missed = [edge for edge, count in GAMES[report.game].coverage(report.covered) if not count]
    if not missed or report.dealt < report.runs:
        return [said]
    listed = edge_table([(edge, None) for edge in missed])
    return [i18n.sentences([said, t("Not reached:")]) + "\n" + listed]


def wrong_answer(answer: str, output: str, difference: Difference | None) -> list[str]:
    assert difference is not None  # a wrong answer always has one
    where = t(
        "The first difference is at line {line}, column {col}:",
        line=difference.line,
        col=difference.col,
    )
    expected = t("  expected: {line}", line=shown(difference.expected))
    got = t("  got:      {line}", line=shown(difference.got))
    return [
        f"{where}\n{expected}\n{got}",
        t("The judge's answer:") + "\n" + numbered(answer, difference.line),
        t("Your program's output:") + "\n" + numbered(output, difference.line),
    ]


def why(game: Game, text: str, difference: Difference | None) -> list[str]:
    """The step behind the judge's line at the first difference, and its explanation."""
    assert difference is not None
    results = game.results(text)
    found = game.explain(results, difference.line)
    if found is None:  # the program printed more lines than the judge
        return []
    heading = t(
        "Why the judge's line {line} says so: {heading}.",
        line=difference.line,
        heading=found.heading(len(results)),
    )
    return [heading + "\n" + wrapped(found.shown.explain)]


def wrapped(text: str) -> str:
    """A paragraph indented, and wrapped at 100 columns; Chinese, which has no spaces to
    break at, is left to the terminal to wrap."""
    if i18n.language() == i18n.CHINESE:
        return "  " + text
    return textwrap.fill(text, 100, initial_indent="  ", subsequent_indent="  ")


def shown(line: str | None) -> str:
    return t("(no line)") if line is None else line


def indent(text: str) -> str:
    """The input, indented; of a long one (a deal at the limits), the start of its first lines."""
    lines = text.rstrip("\n").split("\n")
    if len(text) <= LONGEST_INPUT:
        return "\n".join(f"    {line}" for line in lines)
    shown = [line if len(line) <= LONGEST_LINE else line[:LONGEST_LINE] + " …" for line in lines]
    if len(shown) > MOST_LINES:
        left = len(shown) - MOST_LINES
        shown = [*shown[:MOST_LINES], tn("… {count} more line", "… {count} more lines", left)]
    return "\n".join(f"    {line}" for line in shown)


def numbered(text: str, mark: int | None) -> str:
    """The text's lines, numbered; around line `mark` (marked with >) when the text is long."""
    lines = text.rstrip("\n").split("\n") if text.strip() else []
    if not lines:
        return "    " + t("(nothing)")
    if mark is None:
        first, last = 1, min(len(lines), BEFORE + AFTER + 1)
    else:
        first, last = max(1, mark - BEFORE), min(len(lines), mark + AFTER)
    out = []
    if first > 1:
        out.append("    " + tn("… {count} line before", "… {count} lines before", first - 1))
    for number in range(first, last + 1):
        pointer = ">" if number == mark else " "
        out.append(f"  {pointer} {number:4}  {lines[number - 1]}")
    if last < len(lines):
        out.append("    " + tn("… {count} more line", "… {count} more lines", len(lines) - last))
    return "\n".join(out)
