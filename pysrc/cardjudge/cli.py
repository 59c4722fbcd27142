"""The command line: `cardjudge GAME [FILE]` prints the judge's answer.

Also `cardjudge generate` (a random input, one aimed at a rule's edge, or one at
the statement's limits), `cardjudge limits` (the statement's limits), `cardjudge
cover` (the rules and edges an input reaches) and `cardjudge stress`
(`cli_stress`). `--lang en|zh-CN`, anywhere before a `--`, picks the language of
everything said around the answer (explanations, errors, reports); without it
the locale's (LC_ALL, LC_MESSAGES, LANG). The judge's answer is never translated.
"""

import argparse
import gc
import json
import os
import sys
from collections.abc import Mapping, Sequence
from typing import Any, TextIO

from . import i18n, readings, topcoder
from .cli_shared import (
    LANGUAGE_OPTION,
    READING_OPTION,
    USAGE_ERROR,
    add_language_option,
    add_reading_option,
    edge_table,
    reading_table,
    unknown_reading,
)
from .dealing import Unreached
from .engine import Game, UnknownEdge
from .errors import InputError
from .games import GAMES
from .i18n import t, tn


def build_parser() -> argparse.ArgumentParser:
    games = i18n.join(GAMES)
    parser = argparse.ArgumentParser(
        prog="cardjudge",
        description=t("Judge-exact card-game simulators. Games: {games}.", games=games),
        epilog=t(
            "Also: cardjudge generate GAME prints a random valid input (--target EDGE: one that "
            "reaches a rule's edge; --limits: one at the statement's limits); cardjudge cover "
            "GAME [FILE] lists the rules and edges an input reaches; cardjudge limits GAME lists "
            "the statement's limits; cardjudge readings GAME lists the other readings of its "
            "statement (--reading NAME judges under one); cardjudge stress GAME [options] -- "
            "COMMAND stress-tests a program; cardjudge topcoder hearts FILE makes a program of "
            "a class in TopCoder's form. Each has its own --help."
        ),
    )
    parser.add_argument("game", metavar="GAME", help=t("one of: {games}", games=games))
    parser.add_argument("file", metavar="FILE", nargs="?", help=t("input file (default: stdin)"))
    parser.add_argument(
        "--explain",
        metavar="LINE",
        type=line_number,
        help=t("instead of the answer, the step that produced its line LINE, and why"),
    )
    add_language_option(parser)
    add_reading_option(parser)
    return parser


def line_number(word: str) -> int:
    if not word.isdigit() or int(word) < 1:
        raise argparse.ArgumentTypeError(
            t("expected a line number from 1, got {word}", word=repr(word))
        )
    return int(word)


def build_generate_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardjudge generate", description=t("Print a random valid input for a game.")
    )
    parser.add_argument("game", metavar="GAME", choices=list(GAMES), help=i18n.join(GAMES))
    parser.add_argument("--seed", type=int, default=0, help=t("seed of the deal (default 0)"))
    parser.add_argument(
        "--cheats",
        action="store_true",
        help=t("deal some illegal plays where the game can (hearts)"),
    )
    kind = parser.add_mutually_exclusive_group()
    kind.add_argument(
        "--target",
        metavar="EDGE",
        help=t("deal one case that reaches this rule edge (cardjudge cover lists them)"),
    )
    kind.add_argument(
        "--limits",
        action="store_true",
        help=t(
            "deal an input at the statement's limits, shaped for the most work "
            "(cardjudge limits GAME lists them)"
        ),
    )
    parser.add_argument(
        "--size",
        type=size_fraction,
        default=1.0,
        help=t("from 0, the smallest deal the game makes, to 1, its usual ones (default 1)"),
    )
    add_language_option(parser)
    add_reading_option(parser)
    return parser


def size_fraction(word: str) -> float:
    try:
        value = float(word)
    except ValueError:
        value = -1.0
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(
            t("expected a number from 0 to 1, got {word}", word=repr(word))
        )
    return value


def build_cover_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardjudge cover",
        description=t(
            "For an input, each rule and edge of the game with the number of cases that "
            "reached it, those never reached first."
        ),
    )
    parser.add_argument("game", metavar="GAME", choices=list(GAMES), help=i18n.join(GAMES))
    parser.add_argument("file", metavar="FILE", nargs="?", help=t("input file (default: stdin)"))
    parser.add_argument("--json", action="store_true", help=t("print JSON, for tools"))
    add_language_option(parser)
    add_reading_option(parser)
    return parser


def main(
    argv: list[str],
    stdin: TextIO = sys.stdin,
    stdout: TextIO = sys.stdout,
    stderr: TextIO = sys.stderr,
    environ: Mapping[str, str] | None = None,
) -> int:
    """Run the command line on `argv`; returns the exit status."""
    chosen, argv = taken_option(argv, LANGUAGE_OPTION)
    reading, argv = taken_option(argv, READING_OPTION)
    if chosen is None:
        chosen = i18n.from_environment(os.environ if environ is None else environ)
    elif chosen not in i18n.LANGUAGES:
        stderr.write(
            t(
                "cardjudge: --lang takes {languages}, got {word}",
                languages=i18n.join(i18n.LANGUAGES),
                word=repr(chosen),
            )
            + "\n"
        )
        return USAGE_ERROR
    with i18n.speaking(chosen), readings.following(reading):
        return command(argv, stdin, stdout, stderr)


def taken_option(argv: Sequence[str], option: str) -> tuple[str | None, list[str]]:
    """The value of an option every command takes (--lang, --reading), and the arguments
    without it. Arguments after "--" are the stress test's program's own: left alone."""
    chosen, rest = None, []
    words = iter(argv)
    for word in words:
        if word == "--":
            rest += [word, *words]
        elif word == option:
            chosen = next(words, "")
        elif word.startswith(option + "="):
            chosen = word.partition("=")[2]
        else:
            rest.append(word)
    return chosen, rest


def command(argv: list[str], stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    if argv[:1] == ["stress"]:
        # Imported here: the stress machinery (processes, timers) would only slow
        # down the start of the judge, which most runs are.
        from . import cli_stress

        return cli_stress.main(argv[1:], stdout, stderr)
    if argv[:1] == ["generate"]:
        return generate(build_generate_parser().parse_args(argv[1:]), stdout, stderr)
    if argv[:1] == ["cover"]:
        return cover(build_cover_parser().parse_args(argv[1:]), stdin, stdout, stderr)
    if argv[:1] == ["limits"]:
        return list_limits(build_limits_parser().parse_args(argv[1:]), stdout)
    if argv[:1] == ["readings"]:
        return list_readings(build_readings_parser().parse_args(argv[1:]), stdout)
    if argv[:1] == ["topcoder"]:
        return topcoder_program(build_topcoder_parser().parse_args(argv[1:]), stdout, stderr)
    return judge(build_parser().parse_intermixed_args(argv), stdin, stdout, stderr)


def judge(args: argparse.Namespace, stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    game = GAMES.get(args.game)
    if game is None:
        stderr.write(
            t(
                "cardjudge: unknown game {game}; choose from {games}",
                game=repr(args.game),
                games=i18n.join(GAMES),
            )
            + "\n"
        )
        return USAGE_ERROR
    if wrong := unknown_reading(game):
        stderr.write(wrong)
        return USAGE_ERROR
    results = played(game, args.file, stdin, stderr)
    if results is None:
        return USAGE_ERROR
    if args.explain is None:
        stdout.write(game.render(results))
        return 0
    return explain(game, results, args.explain, stdout, stderr)


def played(game: Game, path: str | None, stdin: TextIO, stderr: TextIO) -> list[Any] | None:
    """Every case of the input played; None after saying why there is none (a file that
    cannot be read, an input error)."""
    try:
        text = read_input(path, stdin)
    except OSError as error:
        stderr.write(
            t("cardjudge: cannot read {path}: {reason}", path=path, reason=error.strerror) + "\n"
        )
        return None
    try:
        return game.results(text)
    except InputError as error:
        stderr.write(f"{error}\n")
        return None


def explain(game: Game, results: list[Any], line: int, stdout: TextIO, stderr: TextIO) -> int:
    """Print line `line` of the answer, the step that produced it and its explanation."""
    answer = game.render(results).splitlines()
    found = game.explain(results, line)
    if found is None:
        stderr.write(
            tn(
                "cardjudge: there is no line {line}: the answer has {count} line",
                "cardjudge: there is no line {line}: the answer has {count} lines",
                len(answer),
                line=line,
            )
            + "\n"
        )
        return USAGE_ERROR
    stdout.write(t("Line {line}: {text}", line=line, text=answer[line - 1]) + "\n")
    stdout.write(f"{found.heading(len(results))}\n{found.shown.explain}\n")
    return 0


def read_input(path: str | None, stdin: TextIO) -> str:
    if path is None or path == "-":
        return stdin.read()
    with open(path, encoding="utf-8", errors="replace", newline="") as f:
        return f.read()


# -- generate ------------------------------------------------------------------------


def generate(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    """A random valid input, or one case aimed at a rule's edge."""
    game = GAMES[args.game]
    if wrong := unknown_reading(game):
        stderr.write(wrong)
        return USAGE_ERROR
    try:
        dealt = game.deal(
            args.seed, args.cheats, size=args.size, target=args.target, at_limits=args.limits
        )
        stdout.write(dealt)
    except UnknownEdge:
        stderr.write(unknown_edge(game, args.target))
        return USAGE_ERROR
    except Unreached:
        stderr.write(
            t(
                "cardjudge generate: no deal from seed {seed} reached {edge}; try another seed",
                seed=args.seed,
                edge=args.target,
            )
            + "\n"
        )
        return 1
    return 0


def unknown_edge(game: Game, edge: str) -> str:
    """The usage error for an edge the game does not name, with the edges it does."""
    if not game.edges:
        return t("cardjudge generate: {game} names no rule edges yet", game=game.name) + "\n"
    said = t(
        "cardjudge generate: {game} has no edge {edge}; its edges:", game=game.name, edge=repr(edge)
    )
    return said + "\n" + edge_table([(edge, None) for edge in game.edges]) + "\n"


# -- limits --------------------------------------------------------------------------


def build_limits_parser() -> argparse.ArgumentParser:
    return game_parser(
        "cardjudge limits",
        t(
            "The limits of a game's statement: the sizes of its input, its time and memory "
            "limits, and what is assumed where it gives none. cardjudge generate GAME "
            "--limits deals an input at them."
        ),
    )


def game_parser(prog: str, description: str) -> argparse.ArgumentParser:
    """The parser of a command that takes a game and the language only."""
    parser = argparse.ArgumentParser(prog=prog, description=description)
    parser.add_argument("game", metavar="GAME", choices=list(GAMES), help=i18n.join(GAMES))
    add_language_option(parser)
    return parser


def list_limits(args: argparse.Namespace, stdout: TextIO) -> int:
    limits = GAMES[args.game].limits
    lines = limits.said() if limits is not None else [t("(none)")]
    stdout.write("".join(f"  {line}\n" for line in lines))
    return 0


# -- readings ------------------------------------------------------------------------


def build_readings_parser() -> argparse.ArgumentParser:
    return game_parser(
        "cardjudge readings",
        t(
            "The points of a game's statement that can be read more than one way: each "
            "other reading's name, what a judge that reads it so does, and what this judge "
            "does instead. Any command takes --reading NAME to follow one."
        ),
    )


def list_readings(args: argparse.Namespace, stdout: TextIO) -> int:
    stdout.write(reading_table(GAMES[args.game]) + "\n")
    return 0


# -- cover ---------------------------------------------------------------------------


def cover(args: argparse.Namespace, stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    """Each rule and edge of the game with the cases of the input that reached it."""
    game = GAMES[args.game]
    if wrong := unknown_reading(game):
        stderr.write(wrong)
        return USAGE_ERROR
    results = played(game, args.file, stdin, stderr)
    if results is None:
        return USAGE_ERROR
    counts = game.cover(results)
    if args.json:
        from .web import coverage_json  # the page's shape: tools read the same

        shown = {"game": game.name, "cases": len(results), **coverage_json(game, counts)}
        stdout.write(json.dumps(shown, ensure_ascii=False, indent=1) + "\n")
        return 0
    if not game.edges:
        stdout.write(t("{game} names no rule edges yet.", game=game.name) + "\n")
        return 0
    stdout.write(edge_table(game.coverage(counts)) + "\n")
    reached = sum(count > 0 for count in counts.values())
    summary = tn(
        "{reached} of {edges} edges reached by the input's {count} case.",
        "{reached} of {edges} edges reached by the input's {count} cases.",
        len(results),
        reached=reached,
        edges=len(game.edges),
    )
    stdout.write(summary + "\n")
    return 0


# -- topcoder ------------------------------------------------------------------------


def build_topcoder_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardjudge topcoder",
        description=t(
            "Print the whole program to compile and stress for a solution in TopCoder's form "
            "(the problem's class and method, no main): the class with its CUT HERE sections "
            "dropped, then a driver that reads the judge input and prints the judge's answer."
        ),
    )
    parser.add_argument(
        "game", metavar="GAME", choices=list(topcoder.PROBLEMS), help=i18n.join(topcoder.PROBLEMS)
    )
    parser.add_argument("file", metavar="FILE", help=t("the class, in Python, C++ or Java"))
    parser.add_argument(
        "--language",
        choices=[language.value for language in topcoder.Language],
        help=t("the program's language (default: from FILE's ending: .py, .cpp, .java)"),
    )
    add_language_option(parser)
    return parser


def topcoder_program(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    if args.language:
        language = topcoder.Language(args.language)
    elif (language := topcoder.SUFFIXES.get(os.path.splitext(args.file)[1].lower())) is None:
        stderr.write(
            t(
                "cardjudge topcoder: which language is {path}? Name it with --language",
                path=args.file,
            )
            + "\n"
        )
        return USAGE_ERROR
    try:
        source = read_input(args.file, sys.stdin)
    except OSError as error:
        stderr.write(
            t("cardjudge: cannot read {path}: {reason}", path=args.file, reason=error.strerror)
            + "\n"
        )
        return USAGE_ERROR
    made = topcoder.submission(args.game, source, language)
    if made is None:
        problem = topcoder.PROBLEMS[args.game]
        stderr.write(
            t(
                "cardjudge topcoder: {path} is not in TopCoder's form: it needs class {name} "
                "with method {method} and no main (nor reading of stdin) outside the CUT HERE "
                "sections",
                path=args.file,
                name=problem.class_name,
                method=problem.method,
            )
            + "\n"
        )
        return USAGE_ERROR
    stdout.write(made.program)
    return 0


def run() -> None:
    """Entry point of the `cardjudge` console script."""
    # One judgement, then the process ends: the cycle collector would only
    # walk the hundreds of thousands of live cards, hands and plays again
    # and again (a third of Bridge's time on 100,000 hands).
    gc.disable()
    # Undecodable bytes become U+FFFD, which every parser rejects with a place.
    sys.stdin.reconfigure(encoding="utf-8", errors="replace")
    # Chinese words on a terminal that cannot show them: escapes, not a crash.
    sys.stdout.reconfigure(newline="\n", errors="backslashreplace")
    sys.stderr.reconfigure(errors="backslashreplace")
    sys.exit(main(sys.argv[1:]))
