"""Running a contestant's program on one input, as a judge does, on the command line.

The program is untrusted: it runs in a process group of its own, with its
input in a file, its output going to files (so no pipe can fill up and block
it) capped in size, and a time limit. When it ends, or the time runs out,
the whole group is killed, so nothing it started is left running.

Its end is noticed at once, not at the next tick of a polling loop: on Linux
poll() watches a pidfd of the process, which becomes readable when it ends;
elsewhere a thread waits for it. Either way the ended process is left a
zombie until its group has been killed, so the group's number cannot have
passed to another process in between.
"""

import contextlib
import math
import os
import resource
import select
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import BinaryIO, Protocol

from . import stress
from .i18n import t
from .stress import Outcome

# Whether to watch a run's end through a pidfd (Linux 5.3+); tests turn it off to try the
# waiting thread.
USE_PIDFD = hasattr(os, "pidfd_open")


@dataclass(frozen=True)
class Runner:
    """Runs `command` (no shell) on inputs, each run at most `timeout` seconds."""

    command: Sequence[str]
    timeout: float = 2.0
    memory_mb: int | None = None  # a cap on the address space, when asked for

    def run(self, text: str) -> Outcome:
        """One run on `text`. OSError when the command cannot be started at all."""
        return self.start(text).outcome()

    def start(self, text: str) -> "Run":
        """Start a run on `text` and return at once; OSError when the command cannot start."""
        return Run(self, text)

    def memory_cap(self) -> None:
        """In the child, before the program starts: cap its address space."""
        assert self.memory_mb is not None
        cap = self.memory_mb * 2**20
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))


class Run:
    """One run of the program, started: wait for its `outcome`, or `kill` it before its end."""

    def __init__(self, runner: Runner, text: str) -> None:
        self.timeout = runner.timeout
        # The files outlive this call: `outcome` closes them.
        self.files = contextlib.ExitStack()
        stdin, self.stdout, self.stderr = (
            self.files.enter_context(tempfile.TemporaryFile())  # noqa: SIM115
            for _ in range(3)
        )
        stdin.write(text.encode())
        stdin.seek(0)
        try:
            with output_capped():
                self.process = subprocess.Popen(
                    list(runner.command),
                    stdin=stdin,
                    stdout=self.stdout,
                    stderr=self.stderr,
                    start_new_session=True,  # its own process group, to kill whole
                    # Only when asked: a function to run in the child means a full fork of
                    # this process instead of a vfork, which costs milliseconds a run.
                    preexec_fn=runner.memory_cap if runner.memory_mb is not None else None,
                )
        except BaseException:
            self.files.close()
            raise
        self.started = time.perf_counter()
        self.end = watch_end(self.process)
        self.lock = threading.Lock()  # `kill` from another thread never races the reaping
        self.reaped = False

    def outcome(self) -> Outcome:
        """Wait for the end, at most until the time limit; kill what is left of the group;
        what the program wrote and how it ended."""
        timed_out = not self.end.wait(self.started + self.timeout - time.perf_counter())
        seconds = time.perf_counter() - self.started
        status = self._reap()
        how = ending(status, timed_out, self.timeout)
        # Past the limit a write fails (or the program gets SIGXFSZ).
        if not timed_out and os.fstat(self.stdout.fileno()).st_size >= stress.OUTPUT_LIMIT:
            status, how = status or 1, stress.too_much_output()
        outcome = Outcome(
            stdout=read_back(self.stdout),
            stderr=read_back(self.stderr),
            status=status,
            timed_out=timed_out,
            seconds=seconds,
            ending=how,
        )
        self.files.close()
        return outcome

    def kill(self) -> None:
        """End the run now, its outcome no longer wanted (`outcome` then returns soon)."""
        with self.lock:
            if not self.reaped:
                kill_group(self.process.pid)

    def _reap(self) -> int:
        """Kill the group while its leader is still a zombie, then reap the leader."""
        with self.lock:
            kill_group(self.process.pid)
            self.end.wait(None)
            self.end.close()
            self.reaped = True
            return self.process.wait()


class End(Protocol):
    """The end of a process, awaited."""

    def wait(self, seconds: float | None) -> bool:
        """Whether the process has ended within `seconds` (None: however long it takes)."""
        ...

    def close(self) -> None: ...


class PidfdEnd:
    """The end of a process seen through its pidfd, which poll() finds readable once it
    has ended (Linux 5.3 and later)."""

    def __init__(self, pid: int) -> None:
        self.fd = os.pidfd_open(pid)
        self.poller = select.poll()
        self.poller.register(self.fd, select.POLLIN)

    def wait(self, seconds: float | None) -> bool:
        timeout = None if seconds is None else max(0, math.ceil(seconds * 1000))
        return bool(self.poller.poll(timeout))

    def close(self) -> None:
        os.close(self.fd)


class ThreadEnd:
    """The end of a process seen by a thread that waits for it, where there is no pidfd."""

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        self.ended = threading.Event()
        self.thread = threading.Thread(target=self._wait, args=(process,), daemon=True)
        self.thread.start()

    def _wait(self, process: subprocess.Popen[bytes]) -> None:
        if hasattr(os, "waitid"):  # WNOWAIT: it stays a zombie for `Run` to reap
            with contextlib.suppress(ChildProcessError):
                os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOWAIT)
        else:  # macOS before Python 3.13: reaped here, its group killed just after
            process.wait()
        self.ended.set()

    def wait(self, seconds: float | None) -> bool:
        return self.ended.wait(None if seconds is None else max(0.0, seconds))

    def close(self) -> None:
        self.thread.join()


def watch_end(process: subprocess.Popen[bytes]) -> End:
    if USE_PIDFD:
        with contextlib.suppress(OSError):  # a kernel older than 5.3
            return PidfdEnd(process.pid)
    return ThreadEnd(process)


# One child is spawned at a time while this process's own limit is lowered.
_spawning = threading.Lock()


@contextlib.contextmanager
def output_capped() -> Iterator[None]:
    """This process's soft limit on file size lowered to the output cap while a child is
    spawned, which inherits it: setting it in the child instead (preexec_fn) would make every
    run a full fork of this process. Only the spawning thread writes files meanwhile."""
    with _spawning:
        soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
        cap = stress.OUTPUT_LIMIT
        if hard != resource.RLIM_INFINITY:
            cap = min(cap, hard)
        resource.setrlimit(resource.RLIMIT_FSIZE, (cap, hard))
        try:
            yield
        finally:
            resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))


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
        return t(
            "it was still running after {seconds} s; its process group was killed",
            seconds=f"{timeout:g}",
        )
    if status >= 0:
        return "" if status == 0 else t("it exited with status {status}", status=status)
    number = -status
    try:
        return t("it was killed by {signal}", signal=signal.Signals(number).name)
    except ValueError:
        return t("it was killed by signal {number}", number=number)
