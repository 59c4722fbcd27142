"""Cirno with a planted bug: on a tie in p, a fixed-value card is played before an addition card
(the statement's order is multiplication, addition, subtraction, division, fixed-value)."""

import sys

from cardjudge.games import cirno
from cardjudge.games.cirno import rules
from cardjudge.games.cirno.cards import Kind

rules.LARGEST_FIRST = (Kind.MUL, Kind.SET, Kind.ADD, Kind.SUB, Kind.DIV)
sys.stdout.write(cirno.GAME.judge(sys.stdin.read()))
