"""Cirno's ⑨ cards (Luogu P7506, "Wdsr-2.5" Cirno's Arithmetic Game).

Players in a circle play cards that change a number p; whoever cannot keep p
at or under 99 loses the round, discards, draws three and starts the next one.

The rooms:
- cards: the eighteen cards, their kinds, and what each does to p.
- rules: how a player picks her card, the game, `play`, `render`, the table retold.
- notation: the input, read with located errors (`parse`) and written (`write`).
- story: the viewer's steps, made lazily from the tables `play` kept, and their words.
- edges: the named rule edges, and which of them a game reached.
- deals: random deals, deals aimed at an edge, shrinking and measuring.
- limits: the statement's limits, and a game at them that draws nearly the whole deck.
- readings: the points of the statement a program can read another way, as switches
  of the rules.
"""

from ...engine import Game, rooms
from ...i18n import mark
from . import deals, edges, limits, notation, readings, rules, story

GAME = Game(
    name="cirno",
    title="Cirno's ⑨ cards",
    source=mark('Luogu P7506: "Wdsr-2.5" Cirno\'s Arithmetic Game'),
    summary=mark(
        "Players add, subtract, multiply, divide and set p; who must pass 99 loses the round.\n"
        "Every card played is printed with the new p, round by round."
    ),
    measured_in=(mark("{count} play"), mark("{count} plays")),
    **rooms(notation, rules, story, edges, deals, readings, limits),
)
