"""Tractor (Asia Regional Shanghai 2009, SPOJ TRACTOR): judge one round of the game.

Four players in two teams play 25 tricks with two decks of 54 cards. The round's
main suit and current rank order the cards; a trick goes to the highest card or,
for a throw, to the highest honor card. The defenders' points, with the hidden
cards when they take the last trick, move the teams' ranks and pick the next dealer.

The game's rooms:
- cards: the suits, players, the double deck and the order of a round's cards.
- structures: singles, pairs, tractors and throws, and how a follow fits a lead's.
- rules: a trick's winner, the round's points, ranks and next dealer; play, render.
- notation: the input text, read (parse) and written (format_input).
- story: the viewer's steps and the words that explain them.
- edges: the named rule edges and what a round reached.
- deals: random rounds, rounds aimed at an edge, shrinking and measuring.
"""

from ...engine import Game
from ...i18n import mark
from .deals import aim, generate, measure, shrink
from .edges import EDGES, reached
from .notation import format_input, parse
from .rules import play, render
from .story import line_steps, steps

GAME = Game(
    name="tractor",
    title="Tractor",
    source=mark("ACM/ICPC Asia Regional Shanghai 2009 (SPOJ TRACTOR): Game Simulator"),
    summary=mark(
        "Judge one round of Tractor: who wins each trick, the defenders' points.\n"
        "Then the new ranks, or the team that wins the game, and the next dealer."
    ),
    parse=parse,
    play=play,
    render=render,
    steps=steps,
    line_steps=line_steps,
    generate=generate,
    write=format_input,
    edges=EDGES,
    reached=reached,
    aim=aim,
    shrink=shrink,
    measure=measure,
)
