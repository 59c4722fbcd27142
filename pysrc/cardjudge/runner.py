"""Running a contestant's program on one input, as a judge does, on the command line.

The program is untrusted: it runs in a process group of its own, with its
input in a file, its output going to files (so no pipe can fill up and block
it) capped in size, and a time limit. When it ends, or the time runs out,
the whole group is killed, so nothing it started is left running.
"""

import contextlib
import os
import resource
import signal
import subprocess
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import BinaryIO

from . import stress
from .stress import Outcome


@dataclass(frozen=True)
class Runner:
    """Runs `command` (no shell) on inputs, each run at most `timeout` seconds."""

    command: Sequence[str]
    timeout: float = 2.0
    memory_mb: int | None = None  # a cap on the address space, when asked for

    def run(self, text: str) -> Outcome:
        """One run on `text`. OSError when the command cannot be started at all."""
        with (
            tempfile.TemporaryFile() as stdin,
            tempfile.TemporaryFile() as stdout,
            tempfile.TemporaryFile() as stderr,
        ):
            stdin.write(text.encode())
            stdin.seek(0)
            started = time.perf_counter()
            process = subprocess.Popen(
                list(self.command),
                stdin=stdin,
                stdout=stdout,
                stderr=stderr,
                start_new_session=True,  # its own process group, to kill whole
                preexec_fn=self._limits,
            )
            timed_out = False
            try:
                status = process.wait(self.timeout)
            except subprocess.TimeoutExpired:
                timed_out = True
            finally:
                kill_group(process.pid)
            if timed_out:
                status = process.wait()
            seconds = time.perf_counter() - started
            how = ending(status, timed_out, self.timeout)
            # Past the limit a write fails (or the program gets SIGXFSZ).
            if not timed_out and os.fstat(stdout.fileno()).st_size >= stress.OUTPUT_LIMIT:
                status, how = status or 1, stress.too_much_output()
            return Outcome(
                stdout=read_back(stdout),
                stderr=read_back(stderr),
                status=status,
                timed_out=timed_out,
                seconds=seconds,
                ending=how,
            )

    def _limits(self) -> None:
        """In the child, before the program starts: cap what it may write (and use)."""
        limit = stress.OUTPUT_LIMIT
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
        if self.memory_mb is not None:
            cap = self.memory_mb * 2**20
            resource.setrlimit(resource.RLIMIT_AS, (cap, cap))


def kill_group(group: int) -> None:
    """Kill every process of a group; the group may be gone already."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(group, signal.SIGKILL)


def read_back(file: BinaryIO) -> str:
    file.seek(0)
    return file.read().decode("utf-8", errors="replace")


def ending(status: int, timed_out: bool, timeout: float) -> str:
    """How a run that did not exit normally ended, in words ("" when it exited 0)."""
    if timed_out:
        return f"it was still running after {timeout:g} s; its process group was killed"
    if status >= 0:
        return "" if status == 0 else f"it exited with status {status}"
    number = -status
    try:
        name = signal.Signals(number).name
    except ValueError:
        name = f"signal {number}"
    return f"it was killed by {name}"
