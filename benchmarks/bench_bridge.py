"""Bridge: 100,000 random hands through the CLI in CPython.

python benchmarks/bench_bridge.py [--hands N] [--runs R]
"""

import argparse
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pysrc"))

from common import summary, time_cli

from cardjudge.games import bridge


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    text = bridge.generate(random.Random(2006), hands=args.hands)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bridge.in"
        path.write_text(text)
        times = time_cli("bridge", path, args.runs)
        print(f"bridge, {args.hands} hands ({len(text) / 1e6:.1f} MB): {summary(times)}")


if __name__ == "__main__":
    main()
