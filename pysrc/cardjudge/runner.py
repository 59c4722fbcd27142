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

A run's peak memory is the largest resident set of the program's own process
(`ru_maxrss` of the rusage its reaping gives, with any children it waited for);
other processes of its group are not counted. The kernel counts in it the memory
of the process that started it, up to its exec (Linux keeps the larger), and this
process may hold hundreds of MB after judging a deal at the limits. So the program
is started by a small launcher (`LAUNCHER`, a Python without site packages, about
10 MB): it leads the process group, starts the program, reaps it with wait4, writes
its peak memory and time to a file of ours, and ends as the program ended (the same
exit status, or the same signal). The launcher also sets the memory cap, so no
function runs in the child before exec (which would mean a full fork of this
process instead of a vfork).
"""

import contextlib
import errno
import math
import os
import resource
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import BinaryIO, Protocol

from . import stress
from .i18n import t
from .stress import Outcome, Probe

# Whether to watch a run's end through a pidfd (Linux 5.3+); tests turn it off to try the
# waiting thread.
USE_PIDFD = hasattr(os, "pidfd_open")
# A run at the limits may reach this many times the memory limit (address space) before
# its allocations fail: a peak past the limit is *memory limit* all the same, and a program
# that would take the machine's memory is stopped.
MEMORY_GUARD = 4
# ru_maxrss is in KiB on Linux, in bytes on macOS.
MAXRSS_UNIT = 1024 if sys.platform == "darwin" else 1

# argv: the address-space cap in bytes (0: none), the file descriptor to write to (the
# program's pid once started; at its end, its peak memory (ru_maxrss) and time in
# seconds), then the program's argv.
LAUNCHER = """\
import os, resource, signal, sys, time
cap, told = int(sys.argv[1]), int(sys.argv[2])
if cap:
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
started = time.perf_counter()
try:
    pid = os.posix_spawnp(sys.argv[3], sys.argv[3:], os.environ)
except OSError as error:
    os.write(told, b"error %d" % error.errno)
    os._exit(127)
os.write(told, b"%d " % pid)
_, status, usage = os.wait4(pid, 0)
os.write(told, b"%d %r" % (usage.ru_maxrss, time.perf_counter() - started))
code = os.waitstatus_to_exitcode(status)
if code >= 0:
    os._exit(code)
resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
signal.signal(-code, signal.SIG_DFL)
os.kill(os.getpid(), -code)
"""


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
        if shutil.which(self.command[0]) is None:
            raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), self.command[0])
        return Run(self, text)

    def start_probe(self, probe: Probe) -> "Run":
        """Start a run on a stress probe, under its time limit and memory limit if it has
        them (those of the limits phase)."""
        runner = self
        if probe.timeout is not None:
            runner = replace(runner, timeout=probe.timeout)
        if probe.memory_mb is not None:
            runner = replace(runner, memory_mb=probe.memory_mb * MEMORY_GUARD)
        return runner.start(probe.input)

    def launched(self, told: int) -> list[str]:
        """The command line that starts the program through the launcher, which writes its
        figures to the file descriptor `told`."""
        cap = self.memory_mb * 2**20 if self.memory_mb is not None else 0
        python = [sys.executable, "-I", "-S", "-c", LAUNCHER]
        return [*python, str(cap), str(told), *self.command]


class Run:
    """One run of the program, started: wait for its `outcome`, or `kill` it before its end."""

    def __init__(self, runner: Runner, text: str) -> None:
        self.timeout = runner.timeout
        # The files outlive this call: `outcome` closes them.
        self.files = contextlib.ExitStack()
        stdin, self.stdout, self.stderr, self.told = (
            self.files.enter_context(tempfile.TemporaryFile())  # noqa: SIM115
            for _ in range(4)
        )
        stdin.write(text.encode())
        stdin.seek(0)
        try:
            with output_capped():
                self.process = subprocess.Popen(
                    runner.launched(self.told.fileno()),
                    stdin=stdin,
                    stdout=self.stdout,
                    stderr=self.stderr,
                    pass_fds=(self.told.fileno(),),
                    start_new_session=True,  # its own process group, to kill whole
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
        killed_at = self._peak_so_far() if timed_out else 0
        status = self._reap()
        memory_kb, ran = self._told()
        if ran is not None and not timed_out:
            seconds = ran
        memory_kb = memory_kb or killed_at
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
            memory_kb=memory_kb,
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

    def _told(self) -> tuple[int, float | None]:
        """What the launcher wrote: the program's peak memory in KiB and its time (0 and None
        when it was killed first). OSError when the program could not be started."""
        words = self._words()
        if words[:1] == [b"error"]:
            self.files.close()
            number = int(words[1])
            raise OSError(number, os.strerror(number))
        if len(words) != 3:
            return 0, None
        return int(words[1]) // MAXRSS_UNIT, float(words[2])

    def _words(self) -> list[bytes]:
        self.told.seek(0)
        return self.told.read().split()

    def _peak_so_far(self) -> int:
        """The peak memory (KiB) of a program still running, before it is killed: the high
        water mark Linux keeps of its resident set (0 elsewhere, or if it is gone)."""
        words = self._words()
        if len(words) != 1:
            return 0
        try:
            with open(f"/proc/{int(words[0])}/status", "rb") as status:
                for line in status:
                    if line.startswith(b"VmHWM:"):
                        return int(line.split()[1])
        except OSError:
            pass
        return 0


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
