"""The registry of games, shared by the command line and the page."""

from ..engine import Game
from . import bridge, cirno, tractor, uno

# In the order the page lists them.
GAMES: dict[str, Game] = {game.name: game for game in (tractor.GAME, bridge.GAME, uno.GAME, cirno.GAME)}


def get(name: str) -> Game:
    """The game of that name; KeyError names the games there are."""
    try:
        return GAMES[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}; choose from {', '.join(GAMES)}") from None
