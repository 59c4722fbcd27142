"""UNO for four players (HUST 2012, "CardGame").

Each round deals a 108-card deck seven cards apiece, flips the first non-wild
card, and the players follow fixed priorities until one goes out or a draw
cannot be made in full (a draw game).

The game's rooms:
- cards.py: the colours, the contents, their priorities, the card codes and the deck.
- rules.py: the deal, what fits, the picks, a turn, a round played out; `play`, `render`.
- notation.py: the input text, `parse` and `write`.
- story.py: the viewer's story, `steps` and `line_steps`.
- edges.py: the rule edges, `EDGES` and `reached`.
- deals.py: random, aimed and shrunk deals, `generate`, `aim`, `shrink`, `measure`.
"""

from ...engine import Game
from ...i18n import mark
from .deals import aim, generate, measure, shrink
from .edges import EDGES, reached
from .notation import parse, write
from .rules import play, render
from .story import line_steps, steps

GAME = Game(
    name="uno",
    title="UNO",
    source=mark("HUST 2012: CardGame"),
    summary=mark(
        "Four players play UNO with fixed priorities from a given 108-card deck.\n"
        "Who goes out first, or is it a draw game when the deck runs short?"
    ),
    parse=parse,
    play=play,
    render=render,
    steps=steps,
    line_steps=line_steps,
    generate=generate,
    write=write,
    shrink=shrink,
    edges=EDGES,
    reached=reached,
    aim=aim,
    measure=measure,
)
