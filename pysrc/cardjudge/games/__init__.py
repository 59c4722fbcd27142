"""The registry of games, shared by the command line and the page."""

from ..engine import Game
from . import bridge, cirno, hearts, tractor, uno

# In the order the page lists them.
GAMES: dict[str, Game] = {
    game.name: game for game in (tractor.GAME, bridge.GAME, hearts.GAME, uno.GAME, cirno.GAME)
}
