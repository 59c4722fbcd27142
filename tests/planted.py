"""Mistakes planted at the rule edges: a plain solution with one mistake switched on, run
on the deals the stress test makes (the edge tests of several games share these)."""

from collections.abc import Callable, Iterable

from cardjudge.engine import Game
from cardjudge.stress import Report, Stress
from cardjudge.verdicts import Outcome

Run = Callable[[str], Outcome]


def agreeing_aimed_deals(game: Game, edge: str, run: Run, seeds: Iterable[int]) -> list[str]:
    """The small deals aimed at `edge` on which `run` still agrees with the judge."""
    texts = [game.deal(seed, target=edge, size=0.0) for seed in seeds]
    return [text for text in texts if run(text) == Outcome(stdout=game.judge(text))]


def caught(game: Game, run: Run, seed: int, deals: int = 100) -> bool:
    """Whether a stress run of `deals` deals from `seed` finds a deal `run` fails (no shrinking)."""
    stress = Stress(game, seed, deals)
    probe = stress.probe
    while probe is not None and not probe.shrinking:
        told = stress.tell(run(probe.input))
        probe = None if isinstance(told, Report) else told
    return stress.deal is not None
