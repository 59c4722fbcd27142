# The page's web worker: the engines run here so the page never freezes.
# It exports what the page calls; web.judge and web.trace serve Python callers.
# The user's own program never runs here: it has a worker of its own (solution.py).
from cardjudge import web

games = web.games
run = web.run
steps = web.steps
chart = web.chart
origin = web.origin
generate = web.generate
check = web.check
stress_start = web.stress_start
stress_next = web.stress_next
stress_plan = web.stress_plan
stress_tell = web.stress_tell
stress_stop = web.stress_stop
stress_hand_at_limits = web.stress_hand_at_limits
stress_deal_at_limits = web.stress_deal_at_limits
language = web.language
reading = web.reading
cover = web.cover
retell = web.retell
topcoder = web.topcoder

__export__ = [
    "games",
    "run",
    "steps",
    "chart",
    "origin",
    "generate",
    "check",
    "stress_start",
    "stress_next",
    "stress_plan",
    "stress_tell",
    "stress_stop",
    "stress_hand_at_limits",
    "stress_deal_at_limits",
    "language",
    "reading",
    "cover",
    "retell",
    "topcoder",
]
