"""Tractor with a planted bug: exactly 40 points still lets the declarers rise two ranks."""

import sys

from cardjudge.games import tractor

tractor.MAKE_STEPS = ((1, 3), (45, 2), (80, 1))  # the statement's second step is below 40
sys.stdout.write(tractor.GAME.judge(sys.stdin.read()))
