"""Time the cirno judge on the largest input the statement allows.

n = 30 players, m = 100 rounds, k = 300000 deck cards, dealt so that rounds are
long: the deck is mostly cards that keep p at or under 99 (B1, B9, B19, D2, E0,
E49) with some others, and each round is ended on purpose by a run of A99 once
it has had its share of the deck. The game then uses nearly the whole deck and
prints close to 300,000 lines.

    python benchmarks/bench_cirno.py [--runs 5] [--seed 1] [--keep FILE]

Times `python -m cardjudge cirno FILE` (PYTHONPATH=pysrc) and prints the median,
min and max. It prints numbers only; it asserts nothing about them.
"""

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pysrc"))

from cardjudge.games import GAMES, cirno  # noqa: E402
from cardjudge.games.cirno import Card  # noqa: E402

N, M, K = cirno.MAX_PLAYERS, cirno.MAX_ROUNDS, cirno.MAX_DECK
SAFE = (Card.B1, Card.B9, Card.B19, Card.D2, Card.E0, Card.E49)
OTHERS = (Card.A1, Card.A2, Card.A5, Card.A9, Card.C2, Card.PASS, Card.TURN, Card.DOUBLE)
SAFE_SHARE = 0.85


def names(n: int) -> list[str]:
    """n distinct names of letters only."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    return [f"Player{letters[i // 26].upper()}{letters[i % 26]}" for i in range(n)]


def long_game(rng: random.Random, n: int = N, rounds: int = M, k: int = K) -> str:
    """A game whose rounds share the deck evenly; the deck is dealt as the game asks for it.

    The game is played here, card by card, with `cirno.choose`, and every card a
    player draws is picked at that moment: an ordinary card (a safe one if her hand
    would hold no card that keeps p at or under 99), except that once the round has
    had its share of the deck, the next player to draw becomes the victim and draws
    only A99 until she loses.
    """
    deck: list[Card] = []

    def ordinary(hand: list[Card]) -> Card:
        card = rng.choice(SAFE) if rng.random() < SAFE_SHARE else rng.choice(OTHERS)
        if not any(c in SAFE or c in cirno.COUNTERS for c in [*hand, card]):
            card = rng.choice(SAFE)
        deck.append(card)
        return card

    start_hands = [[rng.choice(SAFE) for _ in range(3)] for _ in range(n)]
    hands = [list(hand) for hand in start_hands]
    reserve = 10 * n  # cards the last round needs, at most, once A99 comes
    cur = 0
    for left in range(rounds, 0, -1):
        share = (k - len(deck)) // left - reserve
        p, step, doubled, turns, victim = 0, 1, False, 0, None
        while True:
            turns += 1
            choice = cirno.choose(hands[cur], p, doubled)
            if choice.lost:
                hands[cur] = []
                hands[cur] = [ordinary(hands[cur]) for _ in range(3)]
                break
            hands[cur].remove(choice.card)
            if turns >= share and victim is None:
                victim = cur
            if cur == victim:
                hands[cur].append(Card.A99)
                deck.append(Card.A99)
            else:
                hands[cur].append(ordinary(hands[cur]))
            if choice.card in cirno.COUNTERS:
                step = -step if choice.card is Card.TURN else step
                doubled = doubled or choice.card is Card.DOUBLE
                cur = (cur + step) % n
            elif doubled:
                p, doubled = choice.p, False
            else:
                p, cur = choice.p, (cur + step) % n
    if len(deck) > k:
        raise SystemExit(f"the game needed {len(deck)} cards, more than k = {k}")
    filler = [Card.E49] * (k - len(deck))
    lines = [f"{n} {rounds} {k}"]
    lines += [
        " ".join([name, *map(str, hand)]) for name, hand in zip(names(n), start_hands, strict=True)
    ]
    lines.append(" ".join(map(str, deck + filler)))
    return "\n".join(lines) + "\n"


# Until the registry lists cirno, the same `cli.main` is run with cirno added to it.
UNREGISTERED = (
    "import sys; from cardjudge import cli; from cardjudge.games import GAMES, cirno; "
    "GAMES.setdefault('cirno', cirno.GAME); sys.exit(cli.main(sys.argv[1:]))"
)


def cli_command(path: Path) -> list[str]:
    if "cirno" in GAMES:
        return [sys.executable, "-m", "cardjudge", "cirno", str(path)]
    return [sys.executable, "-c", UNREGISTERED, "cirno", str(path)]


def time_cli(path: Path, runs: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU (user + system) seconds of each run of the command line."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    command = cli_command(path)
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(command, env=env, stdout=subprocess.DEVNULL, check=True)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return walls, cpus


def summary(times: list[float]) -> str:
    return (
        f"median {statistics.median(times):.3f} s, min {min(times):.3f} s, max {max(times):.3f} s"
    )


def time_phases(text: str) -> dict[str, float]:
    """In-process seconds for parse, play and render (one run each)."""
    start = time.perf_counter()
    cases = cirno.parse(text)
    parsed = time.perf_counter()
    results = [cirno.play(case) for case in cases]
    played = time.perf_counter()
    cirno.render(results)
    rendered = time.perf_counter()
    return {"parse": parsed - start, "play": played - parsed, "render": rendered - played}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=Path, help="also write the input to this file")
    args = parser.parse_args()

    text = long_game(random.Random(args.seed))
    answer = cirno.GAME.judge(text)
    plays = answer.count("\n") - answer.count("Round ")
    print(f"input: n={N} m={M} k={K}, {len(text):,} bytes; output: {answer.count(chr(10)):,} lines")
    print(f"plays: {plays:,}; deck cards drawn: {cirno.play(cirno.parse(text)[0]).drawn:,}")
    phases = time_phases(text)
    print("in process, tables warm: " + ", ".join(f"{k} {v:.3f} s" for k, v in phases.items()))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "cirno-largest.in"
        path.write_text(text)
        if args.keep:
            args.keep.write_text(text)
        walls, cpus = time_cli(path, args.runs)
    how = "python -m cardjudge cirno FILE" if "cirno" in GAMES else "cli.main, cirno added"
    print(f"CLI ({how}), {args.runs} runs, wall: {summary(walls)}")
    print(f"CLI, {args.runs} runs, CPU (user + system): {summary(cpus)}")
    print(f"machine load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
