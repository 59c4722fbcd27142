"""Does knowing each answer line's step cost the judge anything? (issue 17)

    python benchmarks/bench_explain.py [--runs 7] [--before REV] [--after REV] [--games G,H]

Takes the package from two commits of this repository (by default the one
before "Every line of the judge text knows its step" and the one after
"cardjudge GAME --explain LINE", which differ only by that work) and runs
both CLIs as fresh processes, taking turns, on every game's largest inputs
(workloads.py); their answers must be the same bytes. Prints the wall and
CPU time of each (median, min-max) and after / before: the median of the
ratios of the pairs of runs taken one after the other. Then, with the
package of this tree, the time of `--explain` for a line near the end of
each answer against the plain judge. Bytecode is compiled once and kept
(outside the tree), whatever PYTHONDONTWRITEBYTECODE says. Prints numbers;
asserts nothing.
"""

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_bridge import Side, timed
from common import ENV, ROOT, Spread, load_average, machine
from workloads import WORKLOADS, make

BEFORE = "4b17a46^"
AFTER = "f46dfec"
LIMIT = 1.05  # issue 17: the largest inputs no more than 5% slower


def package_of(revision: str, folder: Path) -> Path:
    """The pysrc/ folder of `revision`, unpacked into `folder`."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", revision, "pysrc"], capture_output=True, check=True
    )
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)
    return folder / "pysrc"


def command(game: str, path: Path, *more: str) -> list[str]:
    return [sys.executable, "-m", "cardjudge", game, *more, str(path)]


def side(pairs: list[tuple[float, float]]) -> Side:
    return Side(Spread(tuple(w for w, _ in pairs)), Spread(tuple(c for _, c in pairs)))


def compare(game: str, path: Path, trees: dict[str, Path], runs: int) -> tuple[Side, Side, Spread]:
    """Both packages' CLIs on one input, in turns, after one untimed run of each."""
    envs = {name: {**ENV, "PYTHONPATH": str(tree)} for name, tree in trees.items()}
    answers = {name: timed(command(game, path), env)[2] for name, env in envs.items()}
    if answers["before"] != answers["after"]:
        raise SystemExit(f"the two commits disagree on {path.name}")
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in envs}
    for _ in range(runs):
        for name, env in envs.items():
            wall, cpu, _ = timed(command(game, path), env)
            times[name].append((wall, cpu))
    pairs = zip(times["after"], times["before"], strict=True)
    ratios = Spread(tuple(after[0] / before[0] for after, before in pairs))
    return side(times["before"]), side(times["after"]), ratios


def explain_time(game: str, path: Path, runs: int) -> tuple[int, Side, Side]:
    """This tree's judge and its `--explain` of a line near the end, in turns."""
    lines = subprocess.run(command(game, path), env=ENV, capture_output=True, check=True)
    line = max(1, lines.stdout.count(b"\n") - 5)
    plain, explained = [], []
    for _ in range(runs):
        plain.append(timed(command(game, path), ENV)[:2])
        explained.append(timed(command(game, path, "--explain", str(line)), ENV)[:2])
    return line, side(plain), side(explained)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--before", default=BEFORE)
    parser.add_argument("--after", default=AFTER)
    parser.add_argument("--games", default=",".join(WORKLOADS), help="comma-separated")
    args = parser.parse_args()
    print(machine(), f"Load average before: {load_average()}.", sep="\n")
    print(
        f"\nCLI of {args.before} (before) and {args.after} (after), {args.runs} runs each "
        "in turns, bytecode kept.\n"
    )
    print(
        "| game | input | before: wall | after: wall | after / before (min-max) "
        "| CPU before / after |"
    )
    print("|---|---|---|---|---|---|")
    explained = []
    with tempfile.TemporaryDirectory() as work:
        trees = {}
        for name, revision in (("before", args.before), ("after", args.after)):
            (Path(work) / name).mkdir()
            trees[name] = package_of(revision, Path(work) / name)
        for game in args.games.split(","):
            for workload in make(game):
                print(f"{game}: {workload.about}...", file=sys.stderr, flush=True)
                path = Path(work) / f"{workload.name}.in"
                path.write_text(workload.text, encoding="utf-8")
                before, after, ratio = compare(game, path, trees, args.runs)
                print(
                    f"| {game} | {workload.about} | {before.wall} | {after.wall} "
                    f"| {ratio.median:.3f} ({ratio.low:.3f}-{ratio.high:.3f}) "
                    f"| {before.cpu.median:.3f} / {after.cpu.median:.3f} s |"
                )
                explained.append((game, workload.about, *explain_time(game, path, args.runs)))
    print(f"\nThis tree: the judge against `--explain LINE` near the end, {args.runs} runs each.\n")
    print("| game | input | line | judge: wall | --explain: wall |")
    print("|---|---|---|---|---|")
    for game, about, line, plain, why in explained:
        print(f"| {game} | {about} | {line:,} | {plain.wall} | {why.wall} |")
    print(f"\nLoad average after: {load_average()}. Target: after / before <= {LIMIT}.")


if __name__ == "__main__":
    main()
