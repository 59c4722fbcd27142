"""A stress run with several runs of the program at once, and the result of one at a time.

`Stress.ahead(n)` gives the probe due now and those that follow it as long as no
run fails (while shrinking: fails the same way). Up to `jobs` of them run at
once, each started at once in a process of its own and awaited by a thread of
a pool; their outcomes are told to the loop in order, so it sees exactly the
runs that one job would have made: the same first failing deal, the same
shrink, the same report (for a program whose output depends only on its
input). When an outcome changes what comes next, the runs of the probes that
no longer come are killed. The deals are made in a thread of their own
(`Stress.deal_in_background`), a few ahead, so that even one job keeps the
judge's work (dealing, judging, aiming at an edge) out of the time between two
runs, on the core that its runs leave free.

A probe that asks to run `alone` (a deal of the limits phase, which is timed) is started
only when no other run is going on, and none starts beside it.
"""

import sys
from collections.abc import Callable, Collection
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Protocol

from .stress import Probe, Report, Stress
from .verdicts import Outcome

SWITCH_SECONDS = 0.0005  # how long a thread keeps Python's lock while others wait


class Running(Protocol):
    """One run of the program, started (`cardjudge.runner.Run`)."""

    def outcome(self) -> Outcome:
        """Wait for the run's end; what it gave."""
        ...

    def kill(self) -> None:
        """End the run early: its outcome is no longer wanted."""
        ...


def drive(
    stress: Stress,
    start: Callable[[Probe], Running],
    jobs: int,
    watch: Callable[[Stress, Probe], None] | None = None,
) -> Report:
    """Run the stress run to its end, up to `jobs` runs at once, each started by `start`.

    `watch` sees each probe when its outcome is next to be told (the command line shows
    progress). An error from `start` (a command that cannot start) ends the run: raised.
    """
    running: dict[Probe, tuple[Running, Future[Outcome]]] = {}
    stress.deal_in_background()
    switching = sys.getswitchinterval()
    # The thread that deals gives way soon to this one when a run ends.
    sys.setswitchinterval(SWITCH_SECONDS)
    with ThreadPoolExecutor(jobs, thread_name_prefix="cardjudge-run") as pool:
        try:
            answer: Probe | Report = stress.probe or stress.report()
            while isinstance(answer, Probe):
                if watch:
                    watch(stress, answer)
                for probe in startable(stress.ahead(jobs), running):
                    run = start(probe)
                    running[probe] = run, pool.submit(run.outcome)
                if not answer.alone:
                    # The next one made ready while they run (a deal comes from the thread
                    # that deals; a smaller input while shrinking is made here).
                    stress.ahead(jobs + 1)
                answer = stress.tell(running.pop(answer)[1].result())
                call_off(running, keep=set(stress.ahead(jobs)))
        finally:
            call_off(running, keep=set())
            sys.setswitchinterval(switching)
    return answer


def startable(probes: list[Probe], running: Collection[Probe]) -> list[Probe]:
    """Of the probes due (in order), those to start now: each not running yet, up to the
    first that runs alone, which starts only when no other run is going on."""
    ready = []
    for probe in probes:
        if probe.alone:
            return ready if ready or running else [probe]
        if probe not in running:
            ready.append(probe)
    return ready


def call_off(running: dict[Probe, tuple[Running, Future[Outcome]]], keep: set[Probe]) -> None:
    """Kill the runs of the probes that no longer come; the pool's threads then end them."""
    for probe in [probe for probe in running if probe not in keep]:
        run, _ = running.pop(probe)
        run.kill()
