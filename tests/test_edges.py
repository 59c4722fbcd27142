"""Every game's rule edges: named well, reached as the game says, and dealt on demand."""

import re

import pytest

from cardjudge.engine import Edge, Game, UnknownEdge
from cardjudge.games import GAMES
from cardjudge.i18n import CHINESE, catalog
from cardjudge.stress import Stress, drive
from cardjudge.verdicts import Outcome

EDGES = [(name, edge) for name, game in GAMES.items() for edge in game.aimed_edge_names]
SCALE = [(name, e.name) for name, game in GAMES.items() for e in game.edges if e.scale]
AIM_SEEDS = (0, 1, 2)
STRESS_SEEDS = range(5)  # benchmarks/coverage.py runs 20


@pytest.mark.parametrize("game", GAMES.values(), ids=list(GAMES))
def test_edges_are_named_once_each_and_said_in_both_languages(game: Game) -> None:
    names = game.edge_names
    assert len(set(names)) == len(names)
    for edge in game.edges:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", edge.name), edge.name
        assert edge.words and edge.words in catalog(CHINESE), edge.words


@pytest.mark.parametrize(("game", "edge"), EDGES)
@pytest.mark.parametrize("seed", AIM_SEEDS)
def test_an_aimed_deal_is_one_case_that_reaches_its_edge(game: str, edge: str, seed: int) -> None:
    judge = GAMES[game]
    text = judge.deal(seed, target=edge)
    (result,) = judge.results(text)
    assert edge in set(judge.reached(result))
    assert text == judge.deal(seed, target=edge)  # the same seed, the same deal


@pytest.mark.parametrize("game", GAMES.values(), ids=list(GAMES))
def test_an_unknown_edge_is_refused(game: Game) -> None:
    with pytest.raises(UnknownEdge):
        game.deal(1, target="no-such-edge")


@pytest.mark.parametrize("game", GAMES.values(), ids=list(GAMES))
@pytest.mark.parametrize("seed", STRESS_SEEDS)
def test_the_first_hundred_stress_deals_reach_every_edge_but_those_of_scale(
    game: Game, seed: int
) -> None:
    report = drive(Stress(game, seed, 100), lambda text: Outcome(stdout=game.judge(text)))
    missed = [name for name, count in report.covered.items() if not count]
    assert missed == [edge.name for edge in game.edges if edge.scale]


@pytest.mark.parametrize(("game", "edge"), SCALE)
def test_a_deal_at_the_limits_reaches_every_edge_of_scale(game: str, edge: str) -> None:
    judge = GAMES[game]
    results = judge.results(judge.deal(0, at_limits=True))
    covered = judge.cover(results)
    assert covered[edge] > 0
    # The limits phase counts them alone, cheaply: the same counts, every other edge 0.
    scale = {e.name for e in judge.edges if e.scale}
    assert judge.cover_scale(results) == {e: n if e in scale else 0 for e, n in covered.items()}
    assert judge.deal(0, target=edge) == judge.deal(0, at_limits=True)


def test_coverage_lists_the_edges_never_reached_first() -> None:
    game = Game(
        "toy", "Toy", "", "", *([lambda *a: None] * 7),
        edges=(Edge("a", "A"), Edge("b", "B"), Edge("c", "C")),
        reached=lambda result: result,
    )  # fmt: skip
    rows = game.coverage(game.cover([["b"], ["b", "b"]]))
    assert [(edge.name, count) for edge, count in rows] == [("a", 0), ("c", 0), ("b", 2)]
