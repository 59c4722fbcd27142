"""Fingerprint every behaviour of one game through the engine contract, to compare two
versions of the code that must not differ (a change of layout, a speed-up):

    python benchmarks/fingerprint.py GAME PYSRC [SAMPLES] [DEALS] > before.txt

prints, for every sample in the folder SAMPLES, DEALS random deals of every size
(Hearts' with cheats on every other) and two deals aimed at each rule edge: a hash of
the judge's answer, the measure, the edges reached, the line steps, a hash of the steps
in English and in Chinese, of `write` and of the first 60 shrink moves; then the
answers to a few bad inputs, the edges and the game's words. Run it on both versions
and compare the files (`cmp`).
"""

import hashlib
import json
import pathlib
import sys

sys.path.insert(0, sys.argv[2])
from cardjudge import i18n
from cardjudge.games import GAMES

STEPS_HASHED = 40  # the first steps of a case, with its middle and last
SHRINK_MOVES = 60
BAD_INPUTS = ("", "x", "1\n", "AA BB\n", "\x00", "3\n1 2 3\n")


def fingerprint(game, text: str, label: str) -> list[str]:
    try:
        results = game.results(text)
    except Exception as error:
        return [f"{label} error {type(error).__name__} {error}"]
    lines = [
        f"{label} judge {digest(game.render(results))}",
        f"{label} measure {game.measure(results)}",
    ]
    for result in results:
        lines.append(f"{label} reached {sorted(set(game.reached(result)))}")
        lines.append(f"{label} line_steps {list(game.line_steps(result))}")
        for language in ("en", "zh-CN"):
            with i18n.speaking(language):
                lines.append(f"{label} {language} steps {steps_digest(game.steps(result))}")
    cases = game.parse(text)
    lines.append(f"{label} write {digest(game.write(cases))}")
    moves = list(zip(range(SHRINK_MOVES), game.shrink(cases[0]), strict=False))
    lines.append(f"{label} shrink {len(moves)} {digest(''.join(repr(m) for _, m in moves))}")
    return lines


def steps_digest(steps) -> str:
    count = len(steps)
    shown = sorted({0, count - 1, count // 2, *range(min(count, STEPS_HASHED))})
    told = [steps[i].as_json() for i in shown if 0 <= i < count]
    return f"{count} {digest(json.dumps(told, sort_keys=True, ensure_ascii=False))}"


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def bad_inputs(game) -> list[str]:
    lines = []
    for bad in BAD_INPUTS:
        for language in ("en", "zh-CN"):
            with i18n.speaking(language):
                try:
                    said = f"answered {digest(game.judge(bad))}"
                except Exception as error:
                    said = f"{type(error).__name__} {error}"
            lines.append(f"bad {bad!r} {language} {said}")
    return lines


def main() -> None:
    game = GAMES[sys.argv[1]]
    samples = pathlib.Path(sys.argv[3]) if len(sys.argv) > 3 else None
    deals = int(sys.argv[4]) if len(sys.argv) > 4 else 120
    lines = []
    for sample in sorted(samples.glob("*.in")) if samples else []:
        lines += fingerprint(game, sample.read_text(), f"sample {sample.name}")
    for seed in range(deals):
        size = (seed % 11) / 10
        text = game.deal(seed, cheats=seed % 2 == 1, size=size)
        lines += fingerprint(game, text, f"deal {seed} {size}")
    for edge in game.edge_names:
        for seed in range(2):
            lines += fingerprint(
                game, game.deal(seed, target=edge, size=seed / 2), f"aim {edge} {seed}"
            )
    lines += bad_inputs(game)
    lines.append(f"edges {[(edge.name, edge.words) for edge in game.edges]}")
    lines.append(f"game {game.name} {game.title} {game.source} {game.summary}")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
