"""The command line: `cardjudge GAME [FILE]` prints the judge's answer."""

import argparse
import gc
import sys
from typing import Any, TextIO

from .engine import Game
from .errors import InputError
from .games import GAMES

USAGE_ERROR = 2


def build_parser() -> argparse.ArgumentParser:
    games = ", ".join(GAMES)
    parser = argparse.ArgumentParser(
        prog="cardjudge",
        description=f"Judge-exact card-game simulators. Games: {games}.",
        epilog="Also: cardjudge generate GAME [--seed N] prints a random valid input; "
        "cardjudge stress GAME [options] -- COMMAND stress-tests a program (see its --help).",
    )
    parser.add_argument("game", metavar="GAME", help=f"one of: {games}")
    parser.add_argument("file", metavar="FILE", nargs="?", help="input file (default: stdin)")
    parser.add_argument(
        "--explain",
        metavar="LINE",
        type=line_number,
        help="instead of the answer, the step that produced its line LINE, and why",
    )
    return parser


def line_number(word: str) -> int:
    if not word.isdigit() or int(word) < 1:
        raise argparse.ArgumentTypeError(f"expected a line number from 1, got {word!r}")
    return int(word)


def build_generate_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardjudge generate", description="Print a random valid input for a game."
    )
    parser.add_argument("game", metavar="GAME", choices=list(GAMES), help=", ".join(GAMES))
    parser.add_argument("--seed", type=int, default=0, help="seed of the deal (default 0)")
    parser.add_argument(
        "--cheats", action="store_true", help="deal some illegal plays where the game can (hearts)"
    )
    return parser


def main(
    argv: list[str],
    stdin: TextIO = sys.stdin,
    stdout: TextIO = sys.stdout,
    stderr: TextIO = sys.stderr,
) -> int:
    """Run the command line on `argv`; returns the exit status."""
    if argv[:1] == ["stress"]:
        # Imported here: the stress machinery (processes, timers) would only slow
        # down the start of the judge, which most runs are.
        from . import cli_stress

        return cli_stress.main(argv[1:], stdout, stderr)
    if argv[:1] == ["generate"]:
        args = build_generate_parser().parse_args(argv[1:])
        stdout.write(GAMES[args.game].deal(args.seed, args.cheats))
        return 0
    args = build_parser().parse_intermixed_args(argv)
    game = GAMES.get(args.game)
    if game is None:
        stderr.write(f"cardjudge: unknown game {args.game!r}; choose from {', '.join(GAMES)}\n")
        return USAGE_ERROR
    try:
        text = read_input(args.file, stdin)
    except OSError as error:
        stderr.write(f"cardjudge: cannot read {args.file}: {error.strerror}\n")
        return USAGE_ERROR
    try:
        results = game.results(text)
    except InputError as error:
        stderr.write(f"{error}\n")
        return USAGE_ERROR
    if args.explain is None:
        stdout.write(game.render(results))
        return 0
    return explain(game, results, args.explain, stdout, stderr)


def explain(game: Game, results: list[Any], line: int, stdout: TextIO, stderr: TextIO) -> int:
    """Print line `line` of the answer, the step that produced it and its explanation."""
    answer = game.render(results).splitlines()
    found = game.explain(results, line)
    if found is None:
        stderr.write(f"cardjudge: there is no line {line}: the answer has {len(answer)} lines\n")
        return USAGE_ERROR
    stdout.write(f"Line {line}: {answer[line - 1]}\n")
    stdout.write(f"{found.heading(len(results))}\n{found.shown.explain}\n")
    return 0


def read_input(path: str | None, stdin: TextIO) -> str:
    if path is None or path == "-":
        return stdin.read()
    with open(path, encoding="utf-8", errors="replace", newline="") as f:
        return f.read()


def run() -> None:
    """Entry point of the `cardjudge` console script."""
    # One judgement, then the process ends: the cycle collector would only
    # walk the hundreds of thousands of live cards, hands and plays again
    # and again (a third of Bridge's time on 100,000 hands).
    gc.disable()
    # Undecodable bytes become U+FFFD, which every parser rejects with a place.
    sys.stdin.reconfigure(encoding="utf-8", errors="replace")
    sys.stdout.reconfigure(newline="\n")
    sys.exit(main(sys.argv[1:]))
