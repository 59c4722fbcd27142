"""How many planted boundary bugs the stress test catches: mutants of each game module.

    python benchmarks/mutation.py [GAME ...] [--seeds 5] [--screen 1000] [--jobs N]
        [--via-cli K] [--survivors] [--equivalents] [--json FILE]

A mutant is a copy of a game's package (pysrc/cardjudge/games/GAME/) with one
change, in one of its modules, of the kind a contestant makes at a rule's edge:

- a comparison turned into its neighbour: < and <=, > and >=, == and !=;
- a whole-number constant in a comparison moved by one, up or down.

Mutants that no deal tells apart from the judge are left out as equivalent:
each is screened on `--screen` random deals of every size (Hearts: half of
them with cheats) and on three deals aimed at each of the game's rule edges
(seeds apart from the stress test's), and kept when it differs from the judge
on any of them (a different answer, an exception, or more than 2 s). A mutant
that cannot even be imported is counted apart, and not in the score.

Each kept mutant is then the user's program of a stress test: the same loop
as `cardjudge stress` (`cardjudge.stress.Stress`), once with 100 deals and
once with 200, for each of `--seeds` seeds. The program runs in this process
(the mutant's judge called directly) rather than as a process per deal, which
changes nothing in what is dealt or judged; `--via-cli K` also runs K kept
mutants through the real `cardjudge stress` command, as a program of their
own, and checks that both ways fail on the same deal.

Prints, per game, the share of (mutant, seed) runs caught within 100 and
within 200 deals; with `--survivors` each mutant some seed missed, and with
`--equivalents` each mutant no screening deal told apart (an equivalent
mutant, or one at an edge that neither random deals nor the game's named
edges reach: a sign of an edge missing from the game's list).
"""

import argparse
import ast
import importlib.util
import itertools
import json
import multiprocessing
import multiprocessing.pool
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pysrc"))

from cardjudge.engine import Game  # noqa: E402
from cardjudge.games import GAMES  # noqa: E402
from cardjudge.stress import Report, Stress  # noqa: E402
from cardjudge.verdicts import Outcome  # noqa: E402

NEIGHBOUR = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
}
SYMBOL = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!="}
TIME_LIMIT = 2.0  # seconds a mutant may take on one input, as the CLI's default
DEALS = (100, 200)
AIMED_PER_EDGE = 3


@dataclass(frozen=True)
class Site:
    """One place to mutate: the n-th Compare node of one module of the package (in
    ast.walk order), and either its k-th operator (`op`) or its k-th operand, a
    whole-number constant (`delta`)."""

    module: str  # the file's name in the game's package, "rules.py"
    compare: int
    index: int
    delta: int = 0  # 0: turn the operator into its neighbour; else move the constant by this
    line: int = 0
    said: str = ""


def compares(tree: ast.AST) -> list[ast.Compare]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Compare)]


def package(game: str) -> Path:
    return ROOT / "pysrc" / "cardjudge" / "games" / game


def modules(game: str) -> list[Path]:
    """The game's modules, in a stable order (the judge's and the tools' alike: a
    mutant in a module the judge does not run is screened out as equivalent)."""
    return sorted(package(game).glob("*.py"))


def game_sites(game: str) -> list[Site]:
    return [site for path in modules(game) for site in sites(path.name, path.read_text())]


def sites(module: str, source: str) -> list[Site]:
    found = []
    for n, node in enumerate(compares(ast.parse(source))):
        text = ast.unparse(node)
        for k, op in enumerate(node.ops):
            if type(op) in NEIGHBOUR:
                to = SYMBOL[NEIGHBOUR[type(op)]]
                said = f"{text}  ({SYMBOL[type(op)]} → {to})"
                found.append(Site(module, n, k, 0, node.lineno, said))
        for k, operand in enumerate([node.left, *node.comparators]):
            if isinstance(operand, ast.Constant) and type(operand.value) is int:
                for delta in (-1, 1):
                    said = f"{text}  ({operand.value} → {operand.value + delta})"
                    found.append(Site(module, n, k, delta, node.lineno, said))
    return found


def mutated(source: str, site: Site) -> ast.Module:
    tree = ast.parse(source)
    node = compares(tree)[site.compare]
    if site.delta:
        operand = [node.left, *node.comparators][site.index]
        operand.value += site.delta
    else:
        node.ops[site.index] = NEIGHBOUR[type(node.ops[site.index])]()
    return tree


def written(game: str, site: Site, folder: Path) -> Path:
    """The mutant package written into `folder`: the game's modules, one of them mutated."""
    shutil.copytree(package(game), folder, ignore=shutil.ignore_patterns("__pycache__"))
    source = (package(game) / site.module).read_text()
    (folder / site.module).write_text(ast.unparse(mutated(source, site)))
    return folder


def load(game: str, site: Site, number: int) -> Game:
    """The mutant package, imported beside the real one (its own tables and caches) as
    cardjudge.games._mutant_GAME_N, so that its relative imports reach our engine."""
    name = f"cardjudge.games._mutant_{game}_{number}"
    folder = written(game, site, Path(tempfile.mkdtemp(prefix="mutant-")) / game)
    spec = importlib.util.spec_from_file_location(
        name, folder / "__init__.py", submodule_search_locations=[str(folder)]
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    shutil.rmtree(folder.parent)  # imported: every module is in memory
    return module.GAME


# -- running a mutant on one input, as a judge would ------------------------------------


class TooSlow(Exception):
    pass


def on_alarm(signum: int, frame: object) -> None:
    raise TooSlow


def run(mutant: Game, text: str) -> Outcome:
    signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT)
    try:
        return Outcome(stdout=mutant.judge(text))
    except TooSlow:
        return Outcome(timed_out=True)
    except Exception as error:  # the mutant crashed: a runtime error
        return Outcome(stderr=f"{type(error).__name__}: {error}", status=1)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def screen_inputs(game: Game, count: int) -> list[str]:
    """Random deals of every size, then deals aimed at each edge (seeds of their own)."""
    rng = random.Random(f"mutation screen {game.name}")
    dealt = [game.deal(f"screen {n}", cheats=n % 2 == 1, size=rng.random()) for n in range(count)]
    for edge, n in itertools.product(game.edge_names, range(AIMED_PER_EDGE)):
        dealt.append(game.deal(f"screen aimed {n}", target=edge, size=n / AIMED_PER_EDGE))
    return dealt


def caught_on(game: Game, mutant: Game, seed: int, deals: int) -> int | None:
    """The deal of a stress run on which the mutant first fails, or None."""
    stress = Stress(game, seed, deals)
    probe = stress.probe
    while probe is not None and not probe.shrinking:
        told = stress.tell(run(mutant, probe.input))
        if isinstance(told, Report):
            break
        probe = told
    return stress.deal


# -- one mutant, in a worker process ----------------------------------------------------


@dataclass(frozen=True)
class Fate:
    site: Site
    kind: str  # "stillborn", "equivalent" or "kept"
    caught: dict[str, list[int | None]]  # "100" and "200": the failing deal of each seed
    random_only: bool = True  # kept on a random deal (not only on an aimed one)


def judge_mutant(task: tuple[str, int, Site, list[str], list[str], int, list[int]]) -> Fate:
    name, number, site, inputs, answers, random_count, seeds = task
    game = GAMES[name]
    try:
        mutant = load(name, site, number)
    except Exception:
        return Fate(site, "stillborn", {})
    differs = next(
        (n for n, (text, answer) in enumerate(zip(inputs, answers, strict=True))
         if run(mutant, text) != Outcome(stdout=answer)),
        None,
    )  # fmt: skip
    if differs is None:
        return Fate(site, "equivalent", {})
    caught = {str(d): [caught_on(game, mutant, seed, d) for seed in seeds] for d in DEALS}
    return Fate(site, "kept", caught, random_only=differs < random_count)


# -- through the real command line --------------------------------------------------------

PROGRAM = """import importlib.util, sys
name = "cardjudge.games._mutant"
spec = importlib.util.spec_from_file_location(name, {path!r} + "/__init__.py",
    submodule_search_locations=[{path!r}])
module = importlib.util.module_from_spec(spec)
sys.modules[name] = module
spec.loader.exec_module(module)
sys.stdout.write(module.GAME.judge(sys.stdin.read()))
"""


def via_cli(name: str, site: Site, seed: int, deals: int) -> int | None:
    """The failing deal `cardjudge stress` reports for the mutant run as a program."""
    with tempfile.TemporaryDirectory() as folder:
        mutant = written(name, site, Path(folder) / name)
        program = Path(folder) / "program.py"
        program.write_text(PROGRAM.format(path=str(mutant)))
        command = [sys.executable, "-m", "cardjudge", "stress", name, "--runs", str(deals)]
        command += ["--seed", str(seed), "--out", str(Path(folder) / "failing.in")]
        command += ["--lang", "en"]  # the report is read below, whatever the locale
        command += ["--", sys.executable, str(program)]
        env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
        done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    first = done.stdout.splitlines()[1] if done.returncode == 1 else ""
    return int(first.split()[1]) if first.startswith("Deal ") else None


# -- the report ---------------------------------------------------------------------------


def share(fates: list[Fate], deals: int) -> tuple[int, int]:
    runs = [deal for fate in fates for deal in fate.caught[str(deals)]]
    return sum(deal is not None for deal in runs), len(runs)


def percent(part: tuple[int, int]) -> str:
    caught, runs = part
    return f"{100 * caught / runs:.1f}% ({caught}/{runs})" if runs else "-"


def mutate_game(name: str, args: argparse.Namespace, pool: multiprocessing.pool.Pool) -> dict:
    game = GAMES[name]
    found = game_sites(name)
    inputs = screen_inputs(game, args.screen)
    answers = [game.judge(text) for text in inputs]
    seeds = list(range(args.seeds))
    tasks = [(name, n, site, inputs, answers, args.screen, seeds) for n, site in enumerate(found)]
    started = time.perf_counter()
    fates = list(pool.imap(judge_mutant, tasks))
    kept = [fate for fate in fates if fate.kind == "kept"]
    summary = {
        "game": name,
        "sites": len(found),
        "stillborn": sum(f.kind == "stillborn" for f in fates),
        "equivalent": sum(f.kind == "equivalent" for f in fates),
        "kept": len(kept),
        "kept_only_by_aimed_deals": sum(not f.random_only for f in kept),
        "edges": len(game.edges),
        "seconds": round(time.perf_counter() - started, 1),
    }
    for deals in DEALS:
        summary[f"caught_{deals}"] = share(kept, deals)
    summary["equivalents"] = [
        {"line": f"{f.site.module}:{f.site.line}", "mutant": f.site.said}
        for f in fates
        if f.kind == "equivalent"
    ]
    summary["survivors"] = [
        {
            "line": f"{f.site.module}:{f.site.line}",
            "mutant": f.site.said,
            "missed": {d: f.caught[str(d)] for d in DEALS},
        }
        for f in kept
        if None in f.caught[str(DEALS[-1])] or None in f.caught[str(DEALS[0])]
    ]
    if args.via_cli:
        rng = random.Random(name)
        checked = rng.sample(kept, min(args.via_cli, len(kept)))
        summary["via_cli"] = [
            {
                "mutant": f.site.said,
                "same": via_cli(name, f.site, 0, DEALS[-1]) == f.caught[str(DEALS[-1])][0],
            }
            for f in checked
        ]
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES), metavar="GAME")
    parser.add_argument("--seeds", type=int, default=5, help="stress seeds per mutant")
    parser.add_argument("--screen", type=int, default=1000, help="random deals to screen on")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--via-cli", type=int, default=0, metavar="K")
    parser.add_argument("--survivors", action="store_true", help="list the mutants missed")
    parser.add_argument(
        "--equivalents", action="store_true", help="list the mutants no screening deal told apart"
    )
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args()
    print(f"Mutation benchmark: {args.seeds} seeds, {args.screen} screening deals, ", end="")
    print(f"stress of {' and '.join(map(str, DEALS))} deals, {args.jobs} jobs", flush=True)
    header = f"{'game':8} {'sites':>5} {'dead':>5} {'equiv':>5} {'kept':>5} {'edges':>5}"
    print(f"{header}  {'caught in 100':>20}  {'caught in 200':>20}  time")
    results = []
    with multiprocessing.Pool(args.jobs) as pool:
        for name in args.games:
            s = mutate_game(name, args, pool)
            results.append(s)
            row = f"{name:8} {s['sites']:5} {s['stillborn']:5} {s['equivalent']:5} {s['kept']:5}"
            row += f" {s['edges']:5}  {percent(s['caught_100']):>20}"
            print(f"{row}  {percent(s['caught_200']):>20}  {s['seconds']} s", flush=True)
            if args.survivors:
                for survivor in s["survivors"]:
                    print(
                        f"    line {survivor['line']}: {survivor['mutant']}  {survivor['missed']}"
                    )
            if args.equivalents:
                for same in s["equivalents"]:
                    print(f"    equivalent, line {same['line']}: {same['mutant']}")
            for checked in s.get("via_cli", []):
                print(
                    f"    via cardjudge stress, same deal: {checked['same']}  {checked['mutant']}"
                )
    if args.json:
        args.json.write_text(json.dumps(results, indent=1, default=asdict))


if __name__ == "__main__":
    main()
