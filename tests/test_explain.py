"""Every line of the judge's answer knows the step that produced it, and that step says why.

For each game, each line of each sample's answer (and of many random deals)
is asked for its step; the step's explanation must name what the line says:
the bid, the scores, the winner, the points and ranks, the card played.
"""

import random
import re
from pathlib import Path

import pytest

from cardjudge.games import GAMES

DATA = Path(__file__).parent / "data"


def samples(game: str) -> list[str]:
    return [path.read_text() for path in sorted((DATA / game).glob("*.in"))]


def explained(game: str, text: str) -> list[tuple[str, str, str]]:
    """(line, its step's title, its step's explanation) for every line of the answer."""
    chosen = GAMES[game]
    results = chosen.results(text)
    lines = chosen.render(results).splitlines()
    shown = []
    for number, line in enumerate(lines, start=1):
        origin = chosen.origin(results, number)
        assert origin is not None, (game, number)
        step = chosen.steps(results[origin.case])[origin.step]
        shown.append((line, step.title, step.explain))
    assert chosen.origin(results, len(lines) + 1) is None
    assert chosen.origin(results, 0) is None
    return shown


def names_what_it_says(game: str, line: str, title: str, explain: str) -> bool:
    """Whether the explanation says what the judge's line says."""
    if game == "bridge":
        bid = re.fullmatch(r"Hand #\d+: (.*)", line).group(1)
        return explain.endswith(f"applies: bid {bid}.") or (bid == "Pass" and "pass" in explain)
    if game == "hearts":
        return f"Result: {line}." in explain
    if game == "uno":
        if line.endswith("Draw game!"):
            return explain.endswith("a draw game.")
        winner = re.fullmatch(r"Case #\d+: Winner is (.+)!", line).group(1)
        return explain.endswith(f"It was {winner}'s last card: {winner} wins!")
    if game == "tractor":
        return tractor_names(line, title, explain)
    return cirno_names(line, title, explain)


def tractor_names(line: str, title: str, explain: str) -> bool:
    if line.startswith("Case #"):
        return title == "Deal"
    if line.isdigit():
        return title == "Hidden cards" and re.search(rf"end with {line}( points)?\.$", explain)
    if line.startswith("Winner: Team "):
        return explain.endswith(f"team {line[-1]} wins the game.")
    rank1, rank2, dealer = line.split()
    return f"Ranks now: team 1 {rank1}, team 2 {rank2}. {dealer} (" in explain


def cirno_names(line: str, title: str, explain: str) -> bool:
    if line.startswith("Round "):
        number = line[len("Round ") : -1]
        return title == f"Round {number}" and explain.startswith(f"Round {number} begins")
    lost = re.fullmatch(r"(\w+) lost the game\.", line)
    if lost:
        return explain.startswith(f"{lost.group(1)} loses round")
    name, card, p = re.fullmatch(r"(\w+) used (\w+),now p=(-?\d+)\.", line).groups()
    basic = re.search(rf": {card}, p -?\d+ → {p}\.", explain)
    counter = f"she plays {card} " in explain and f"p stays {p}." in explain
    return re.search(rf"\b{name}\b", explain) is not None and bool(basic or counter)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_line_of_every_sample_opens_the_step_that_explains_it(game: str) -> None:
    for text in samples(game):
        for line, title, explain in explained(game, text):
            assert names_what_it_says(game, line, title, explain), (line, title, explain)


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("seed", range(15))
def test_every_line_of_a_random_deal_opens_the_step_that_explains_it(game: str, seed: int) -> None:
    text = GAMES[game].deal(seed, cheats=seed % 2 == 1)
    for line, title, explain in explained(game, text):
        assert names_what_it_says(game, line, title, explain), (line, title, explain)


@pytest.mark.parametrize("game", list(GAMES))
def test_each_result_knows_as_many_lines_as_it_renders(game: str) -> None:
    rng = random.Random(4)
    for _ in range(10):
        chosen = GAMES[game]
        for result in chosen.results(chosen.generate(rng)):
            origins = chosen.line_steps(result)
            assert len(origins) == chosen.render([result]).count("\n")
            assert list(origins) == sorted(origins)
            assert max(origins) < len(chosen.steps(result))
