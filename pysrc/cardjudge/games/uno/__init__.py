"""UNO for four players (HUST 2012, "CardGame").

Each round deals a 108-card deck seven cards apiece, flips the first non-wild
card, and the players follow fixed priorities until one goes out or a draw
cannot be made in full (a draw game).

The game's rooms:
- cards: the colours, the contents, their priorities, the card codes and the deck.
- rules: the deal, what fits, the picks, a turn, a round played out; `play`, `render`.
- notation: the input text, `parse` and `write`.
- story: the viewer's story, `steps` and `line_steps`.
- edges: the rule edges, `EDGES` and `reached`.
- deals: random, aimed and shrunk deals, `generate`, `aim`, `shrink`, `measure`.
- limits: the statement's limits, `LIMITS`, and `at_limits`, the longest rounds a file
  can hold.
- readings: the points of the statement read another way, `READINGS`, each a switch of
  the rules.
"""

from ...engine import Game, rooms
from ...i18n import mark
from . import deals, edges, limits, notation, readings, rules, story

GAME = Game(
    name="uno",
    title="UNO",
    source=mark("HUST 2012: CardGame"),
    summary=mark(
        "Four players play UNO with fixed priorities from a given 108-card deck.\n"
        "Who goes out first, or is it a draw game when the deck runs short?"
    ),
    measured_in=(mark("{count} turn"), mark("{count} turns")),
    **rooms(notation, rules, story, edges, deals, readings, limits),
)
