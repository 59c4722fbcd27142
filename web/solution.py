# The worker that runs the user's program: a Python of its own, never the
# judge's worker. The page ends this worker when a run passes its time limit,
# and after a run that ran out of memory (WebAssembly memory never shrinks).
import dataclasses
import json

from cardjudge import i18n, program


def run(source, stdin):
    outcome = program.run(source, stdin)
    restart = program.ran_out_of_memory(outcome)
    return json.dumps({**dataclasses.asdict(outcome), "restart": restart})


def language(tag):
    """Say how runs end in the language of `tag` (the page's choice) from now on."""
    return json.dumps({"language": i18n.use(tag)})


__export__ = ["run", "language"]
