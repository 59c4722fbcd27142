# The page's web worker: the engines run here so the page never freezes.
# It exports what the page calls; web.judge and web.trace serve Python callers.
from cardjudge import web

games = web.games
run = web.run
steps = web.steps
column = web.column
generate = web.generate

__export__ = ["games", "run", "steps", "column", "generate"]
