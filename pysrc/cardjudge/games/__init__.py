"""The registry of games, shared by the command line and the page.

A game's module is imported the first time the game is asked for, so the
command line loads only the game it judges.
"""

import importlib
from collections.abc import Iterator, Mapping

from ..engine import Game

# In the order the page lists them.
NAMES = ("tractor", "bridge", "hearts", "uno", "cirno")


class Registry(Mapping[str, Game]):
    """Games by name, each module imported on first use."""

    def __getitem__(self, name: str) -> Game:
        if name not in NAMES:
            raise KeyError(name)
        return importlib.import_module(f"{__name__}.{name}").GAME

    def __iter__(self) -> Iterator[str]:
        return iter(NAMES)

    def __len__(self) -> int:
        return len(NAMES)


GAMES = Registry()
