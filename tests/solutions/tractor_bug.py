"""Tractor with a planted bug: exactly 40 points still lets the declarers rise two ranks."""

import sys

from cardjudge.games.tractor import GAME, rules

rules.MAKE_STEPS = ((1, 3), (45, 2), (80, 1))  # the statement's second step is below 40
sys.stdout.write(GAME.judge(sys.stdin.read()))
