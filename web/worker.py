# The page's web worker: the engines run here so the page never freezes.
from cardjudge import web

games = web.games
judge = web.judge
trace = web.trace
run = web.run
steps = web.steps
column = web.column
generate = web.generate

__export__ = ["games", "judge", "trace", "run", "steps", "column", "generate"]
