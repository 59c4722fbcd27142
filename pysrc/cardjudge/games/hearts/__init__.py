"""Hearts scoring with cheater detection (TopCoder SRM 220, "HeartsGame").

A game is given as its 13 tricks, four cards each in playing order. The trick
winners tell who played every card, so a player's hand at any trick is the
cards he has still to play; that is all it takes to catch the three ways to cheat.

The game's rooms:
- cards: the suits, the 52 cards and their order, what each card scores.
- rules: who played each card, who took each trick, the cheats, the scores; `play`, `render`.
- notation: the input text: `parse` and `write`.
- story: the viewer's story: `steps`, `line_steps` and their words.
- edges: the rule edges `EDGES` and `reached`.
- deals: random games, games aimed at an edge, shrinking and `measure`.
- limits: the limits a TopCoder problem runs under, `LIMITS`, and `at_limits`, the most
  games a file holds.
- readings: the points of the statement a program can read another way, each a switch.
"""

from ...engine import Game, rooms
from ...i18n import mark
from . import deals, edges, limits, notation, readings, rules, story

GAME = Game(
    name="hearts",
    title="Hearts",
    source=mark("TopCoder SRM 220: HeartsGame"),
    summary=mark(
        "Score each game of Hearts from its 13 tricks, shooting the moon included.\n"
        "Players who did not follow suit, led hearts too early or dumped points "
        "on the first trick are CHEATER!"
    ),
    measured_in=(mark("{count} trick"), mark("{count} tricks")),
    **rooms(notation, rules, story, edges, deals, readings, limits),
)
