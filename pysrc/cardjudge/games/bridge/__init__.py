"""Bridge opening-bid suggestion (Rocky Mountain 2006, "Bridge Bidding").

Each hand of 13 cards is valued (high card points, distribution, stoppers)
and the first of eleven rules that applies gives the opening bid.

An input may hold 100,000 hands but only some thousands of different bids
to work out: a hand is one number (the sum of its cards' codes), whose points
band, lengths and stoppers decide its bid (see "what decides a bid" in rules),
and each such bid key is bid once. The rules' reasons (why a rule does not
apply) are worked out only for the hands the viewer shows.

The game's rooms:
- cards: the suits, ranks and points, and a hand as one number of card codes
- rules: the valuation, the eleven rules, the bid cache, `play` and `render`
- notation: the input text, `parse` (with its ASCII fast path) and `write`
- story: the viewer's steps and the sentences that explain them
- edges: the named rule edges `EDGES` and `reached`
- deals: random hands, hands aimed at an edge, shrinking and `measure`
- limits: the statement's limits, `LIMITS`, and `at_limits`, the most hands a file holds
- readings: the points of the statement read another way, each a switch of the judge
"""

from ...engine import Game, rooms
from ...i18n import mark
from . import deals, edges, limits, notation, readings, rules, story

GAME = Game(
    name="bridge",
    title="Bridge",
    source=mark("Rocky Mountain 2006: Bridge Bidding"),
    summary=mark(
        "Suggest the opening bid for each 13-card hand.\n"
        "High card points, distribution and stoppers decide which of eleven rules applies."
    ),
    measured_in=(mark("{count} hand"), mark("{count} hands")),
    **rooms(notation, rules, story, edges, deals, readings, limits),
)
