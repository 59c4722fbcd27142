# The worker that runs the user's program: a Python of its own, never the
# judge's worker. The page ends this worker when a run passes its time limit,
# and after a run that ran out of memory (WebAssembly memory never shrinks).
# How a run ended goes back as a message with its fields (`i18n.Said`): the
# judge's worker says it, in the language the page has when it is read.
import dataclasses
import json

from cardjudge import program


def run(source, stdin, measure=False):
    """Run the program on `stdin`. With `measure` (a run at the statement's limits, in a fresh
    worker), `memory_kb` is this Python's peak memory: the top of its heap after the run."""
    outcome = program.run(source, stdin)
    if measure:
        outcome = dataclasses.replace(outcome, memory_kb=heap_top() // 1024)
    restart = program.ran_out_of_memory(outcome)
    return json.dumps({**dataclasses.asdict(outcome), "restart": restart})


def heap_top():
    """The break of this Python's allocator, in bytes: how far its heap has ever reached
    (the allocator never gives memory back), Pyodide's own memory included; 0 if unknown."""
    try:
        import pyodide_js

        return int(pyodide_js._module._sbrk(0))
    except Exception:
        return 0


__export__ = ["run"]
