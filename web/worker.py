# The page's web worker: the engines run here so the page never freezes.
from cardjudge import web

games = web.games
judge = web.judge
trace = web.trace

__export__ = ["games", "judge", "trace"]
