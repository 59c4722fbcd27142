"""Cirno with a planted crash: the plain solution (cirno_plain.py) whose deck guard is off by
one, so that it stops with an error when the last loser's three new cards are the deck's last
ones, as a judge's deck always ends. Any game whose deck ends there shows it: one player and
two plays are enough."""

import sys

from cirno_plain import judge

sys.stdout.write(judge(sys.stdin.read(), frozenset({"last-draw-guard"})))
