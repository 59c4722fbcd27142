"""What the stress loop adds to each run of a program, and what a second job gains.

    python benchmarks/stress_overhead.py [--game uno] [--deals 100] [--repeats 3]
        [--busy-ms 50] [--jobs 1,2]

The program is a correct solution that spends `--busy-ms` of CPU time in all
(Python's start-up, our judge, then a busy loop up to that time), so that it
costs the same on every deal. The same deals are run three ways, each timed
on the wall clock from the first run to the last:

- plain loop: `subprocess.run(program, input=...)` deal after deal, nothing
  judged or compared: what the program costs by itself;
- stress, one at a time: `stress.drive` with `Runner.run`, the loop as it was
  before the parallel driver (each deal dealt and judged between two runs);
- stress, N jobs: `parallel.drive` (what `cardjudge stress --jobs N` runs):
  runs started N at a time, the next deal judged while they run.

First, what one run costs by itself: `true` run 200 times through
`Runner.run`, and through `subprocess.run`. Then prints the medians (min-max) of
`--repeats` rounds, the time the stress loop
adds per deal over the plain loop (target: at most 2 ms with 1 job) and the
speed-up of each N jobs over 1 job (target: at least 1.7 with 2 jobs on 2
cores, for a 50 ms program); beside the wall times, the CPU time per deal of
the programs (those the runner's spawner started included, read from /proc)
and of this process (dealing, judging, starting and awaiting
runs), which a busy machine changes much less. Asserts nothing.
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pysrc"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from common import ENV, load_average, machine  # noqa: E402

from cardjudge import parallel, runner, stress  # noqa: E402
from cardjudge.games import GAMES  # noqa: E402
from cardjudge.runner import Runner  # noqa: E402

SEED = 2026
PROGRAM = """import sys, time
from cardjudge.games import GAMES

sys.stdout.write(GAMES[{game!r}].judge(sys.stdin.read()))
sys.stdout.flush()
while time.process_time() < {seconds}:  # the CPU time of this process since it started
    pass
"""


def plain_loop(command: list[str], inputs: list[str]) -> float:
    started = time.perf_counter()
    for text in inputs:
        subprocess.run(command, input=text, env=ENV, capture_output=True, text=True, check=True)
    return time.perf_counter() - started


def one_at_a_time(game: str, command: list[str], deals: int) -> float:
    run = Runner(command, timeout=60).run
    started = time.perf_counter()
    report = stress.drive(stress.Stress(GAMES[game], SEED, deals), run)
    took = time.perf_counter() - started
    assert report.failure is None, report.failure
    return took


def with_jobs(game: str, command: list[str], deals: int, jobs: int) -> float:
    start = Runner(command, timeout=60).start_probe
    started = time.perf_counter()
    report = parallel.drive(stress.Stress(GAMES[game], SEED, deals), start, jobs)
    took = time.perf_counter() - started
    assert report.failure is None, report.failure
    return took


def runs_of_true(runs: int = 200) -> None:
    """The wall time of one run of `true`, through the runner and `subprocess.run`."""
    run = Runner(["true"]).run
    run("")  # the spawner started, untimed
    for name, once in [
        ("Runner.run", lambda: run("")),
        ("subprocess.run", lambda: subprocess.run(["true"], input=b"", capture_output=True)),
    ]:
        times = []
        for _ in range(runs):
            started = time.perf_counter()
            once()
            times.append(time.perf_counter() - started)
        print(f"a run of `true` through {name}: median {statistics.median(times) * 1000:.2f} ms")


def timed(way: str, work, cpu: dict[str, list[tuple[float, float]]]) -> float:
    """The wall time of `work()`; its CPU time (the programs', this process's) kept in `cpu`."""
    before = [cpu_time(who) for who in (resource.RUSAGE_CHILDREN, resource.RUSAGE_SELF)]
    took = work()
    after = [cpu_time(who) for who in (resource.RUSAGE_CHILDREN, resource.RUSAGE_SELF)]
    cpu.setdefault(way, []).append((after[0] - before[0], after[1] - before[1]))
    return took


def cpu_time(who: int) -> float:
    used = resource.getrusage(who)
    seconds = used.ru_utime + used.ru_stime
    if who == resource.RUSAGE_CHILDREN:  # and the programs the runner's spawners reaped
        seconds += sum(spawned_cpu_time(spawner.process.pid) for spawner in spawners())
    return seconds


def spawners() -> list[runner.Spawner]:
    return list(runner._spawners.values())


def spawned_cpu_time(pid: int) -> float:
    """The CPU time of the children a process has reaped (Linux: /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[13]) + int(fields[14])) / os.sysconf("SC_CLK_TCK")  # cutime, cstime


def spread(times: list[float]) -> str:
    return f"{statistics.median(times):.2f} s ({min(times):.2f}-{max(times):.2f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="uno", choices=list(GAMES))
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--busy-ms", type=float, default=50.0, help="the program's CPU time")
    parser.add_argument("--jobs", default="1,2", help="the numbers of jobs to time")
    args = parser.parse_args()
    jobs = [int(n) for n in args.jobs.split(",")]
    inputs = list(stress.Stress(GAMES[args.game], SEED, args.deals).deals())
    with tempfile.TemporaryDirectory() as folder:
        program = Path(folder) / "solution.py"
        program.write_text(PROGRAM.format(game=args.game, seconds=args.busy_ms / 1000))
        command = [sys.executable, str(program)]
        # The runner's runs inherit ours: our package, its bytecode kept between runs.
        os.environ.update(ENV)
        plain_loop(command, inputs[:3])  # compile the bytecode once, untimed
        print(machine())
        print(f"load before: {load_average()}")
        runs_of_true()
        print(
            f"{args.game}, {args.deals} deals from seed {SEED}, a program of "
            f"{args.busy_ms:g} ms CPU time; medians (min-max) of {args.repeats} rounds\n"
        )
        ways = {
            "plain": lambda: plain_loop(command, inputs),
            "alone": lambda: one_at_a_time(args.game, command, args.deals),
        }
        for n in jobs:
            ways[f"jobs {n}"] = lambda n=n: with_jobs(args.game, command, args.deals, n)
        times: dict[str, list[float]] = {way: [] for way in ways}
        cpu: dict[str, list[tuple[float, float]]] = {}
        for _ in range(args.repeats):  # interleaved, so a busy moment hits every way alike
            for way, work in ways.items():
                times[way].append(timed(way, work, cpu))
    median = {way: statistics.median(t) for way, t in times.items()}
    names = {"plain": "plain loop (subprocess.run)", "alone": "stress, one at a time"}
    print("| way | wall | per deal | deals/s | CPU per deal: programs, this process |")
    print("|---|---|---|---|---|")
    for way, took in times.items():
        name = names.get(way, f"stress, {way}")
        per_deal = median[way] / args.deals * 1000
        columns = zip(*cpu[way], strict=True)
        programs, own = (statistics.median(c) / args.deals * 1000 for c in columns)
        print(
            f"| {name} | {spread(took)} | {per_deal:.1f} ms | {args.deals / median[way]:.1f} "
            f"| {programs:.1f} ms, {own:.2f} ms |"
        )
    print()
    for way in ["alone", *[f"jobs {n}" for n in jobs if n == 1]]:
        added = (median[way] - median["plain"]) / args.deals * 1000
        print(f"added per deal over the plain loop, {names.get(way, way)}: {added:+.2f} ms")
    if 1 in jobs:
        for n in jobs:
            if n > 1:
                ratio = median["jobs 1"] / median[f"jobs {n}"]
                print(f"speed-up of {n} jobs over 1 job: {ratio:.2f}x")
    print(f"\nload after: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
