"""Helpers shared by the benchmark scripts: timing the CLI on a generated input."""

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def time_cli(game: str, path: Path, runs: int = 5) -> list[float]:
    """Wall times of `python -m cardjudge GAME PATH`, output discarded."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "cardjudge", game, str(path)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            env=env,
            check=False,
        )
        times.append(time.perf_counter() - start)
        if done.returncode != 0:
            raise SystemExit(f"{game} failed: {done.stderr.decode()[:500]}")
    return times


def summary(times: list[float]) -> str:
    return (
        f"median {statistics.median(times):.3f} s  "
        f"min {min(times):.3f} s  max {max(times):.3f} s  ({len(times)} runs)"
    )
