"""Tractor (Asia Regional Shanghai 2009, SPOJ TRACTOR): judge one round of the game.

Four players in two teams play 25 tricks with two decks of 54 cards. The round's
main suit and current rank order the cards; a trick goes to the highest card or,
for a throw, to the highest honor card. The defenders' points, with the hidden
cards when they take the last trick, move the teams' ranks and pick the next dealer.

The game's rooms:
- cards: the suits, the players, the double deck and the order a round gives the cards.
- structures: singles, pairs, tractors and throws, and how a follow is matched to a lead.
- rules: who wins a trick, the round's points, ranks and next dealer; `play`, `render`.
- notation: the input text: `parse` and `write` (the game's `write`).
- story: the viewer's story: `steps`, `line_steps` and their words.
- edges: the named rule edges `EDGES` and `reached`.
- deals: random rounds, rounds aimed at an edge, shrinking and `measure`.
- limits: the statement's limits, `LIMITS`, and `at_limits`, a file of the rounds with
  the most throws.
- readings: the points of the statement a program can read another way, as switches
  of the rules.
"""

from ...engine import Game, rooms
from ...i18n import mark
from . import deals, edges, limits, notation, readings, rules, story

GAME = Game(
    name="tractor",
    title="Tractor",
    source=mark("ACM/ICPC Asia Regional Shanghai 2009 (SPOJ TRACTOR): Game Simulator"),
    summary=mark(
        "Judge one round of Tractor: who wins each trick, the defenders' points.\n"
        "Then the new ranks, or the team that wins the game, and the next dealer."
    ),
    measured_in=(mark("{count} trick"), mark("{count} tricks")),
    **rooms(notation, rules, story, edges, deals, readings, limits),
)
