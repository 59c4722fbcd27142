"""Running a contestant's program on one input, as a judge does, on the command line.

The program is untrusted: it runs in a process group of its own, with its
input in a file, its output going to files (so no pipe can fill up and block
it) capped in size, and a time limit. When it ends, or the time runs out,
the whole group is killed, so nothing it started is left running.

Programs are started by a spawner (`SPAWNER`, a Python without site packages,
about 10 MB), started once for each memory cap and kept for later runs, so a
run costs no Python start-up of its own. Each run sends it, over a socket, the
files for the program's input and output, a socket of the run's own, and the
command with its folder and environment. The spawner sets the output cap,
starts the program (posix_spawn, in a new session and process group, under the memory cap
the spawner set on itself, which the program inherits) and tells the run the
program's pid. When the program ends (SIGCHLD, seen through a wakeup pipe),
the spawner kills its group while it is still a zombie, so the group's number
cannot have passed to another process, then reaps it with wait4 and tells the
run its exit status, peak memory and time. The run asks the spawner to kill
the group (when the time is up, or the run is no longer wanted) over its
socket: the spawner alone reaps, so a kill never reaches a reused number.

A run's peak memory is the largest resident set of the program's own process
(`ru_maxrss` of the rusage its reaping gives, with any children it waited for;
killed or not); other processes of its group are not counted. The kernel counts
in it the memory of the process that started it, up to its exec (Linux keeps
the larger), and this process may hold hundreds of MB after judging a deal at
the limits: that is why the small spawner starts the programs, not this process.
"""

import atexit
import contextlib
import errno
import marshal
import math
import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import BinaryIO

from . import verdicts
from .i18n import Said, said
from .stress import Probe
from .verdicts import Outcome

# A run at the limits may reach this many times the memory limit (address space) before
# its allocations fail: a peak past the limit is *memory limit* all the same, and a program
# that would take the machine's memory is stopped.
MEMORY_GUARD = 4
# ru_maxrss is in KiB on Linux, in bytes on macOS.
MAXRSS_UNIT = 1024 if sys.platform == "darwin" else 1

# argv: the address-space cap in bytes (0: none), the file descriptor of its control
# socket. A request on it: 4 bytes (the length of the rest), then a marshalled (output cap
# in bytes, folder, program path, argv, environment), with four file descriptors (the
# program's stdin, stdout, stderr; the run's socket). On the run's socket it writes the
# program's pid (or "error ERRNO") and a newline, then at its end its wait status, peak
# memory (ru_maxrss) and time in seconds and a newline; any byte read from that socket asks
# it to kill the program's group (so does the run's socket closing). When the control
# socket closes, it kills every group left and ends.
SPAWNER = """\
import marshal, os, resource, select, signal, socket, sys, time
cap = int(sys.argv[1])
if cap:
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
control = socket.socket(fileno=int(sys.argv[2]))
os.set_inheritable(control.fileno(), False)
wake, woken = os.pipe()
os.set_blocking(wake, False)
os.set_blocking(woken, False)
signal.set_wakeup_fd(woken, warn_on_full_buffer=False)
signal.signal(signal.SIGCHLD, lambda number, frame: None)
poller = select.poll()
poller.register(control, select.POLLIN)
poller.register(wake, select.POLLIN)
# Each program leads a session of its own (so also a process group), as a terminal's job
# would: with Linux's autogroups, programs of one session would share one CPU's worth
# of time on a busy machine, however many run at once.
own = {"setsid": True}
try:
    os.posix_spawn("/", ["/"], {}, **own)
except NotImplementedError:  # no POSIX_SPAWN_SETSID here: a process group of its own
    own = {"setpgroup": 0}
except OSError:
    pass
runs = {}  # pid: [the run's socket, the time it started, whether the run still listens]
pids = {}  # the file descriptor of a run's socket: the pid of its program


def kill(pid):
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass


def tell(run, words):
    try:
        run.sendall(words)
    except OSError:
        pass


def start():
    head, fds, _, _ = socket.recv_fds(control, 4, 4)
    if len(head) < 4:
        return False
    size = int.from_bytes(head, "big")
    body = b""
    while len(body) < size:
        more = control.recv(size - len(body))
        if not more:
            return False
        body += more
    for fd in fds:
        os.set_inheritable(fd, False)
    limit, folder, path, argv, environment = marshal.loads(body)
    run = socket.socket(fileno=fds[3])
    try:
        hard = resource.getrlimit(resource.RLIMIT_FSIZE)[1]
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, hard))
        os.chdir(folder)
        started = time.perf_counter()
        actions = [(os.POSIX_SPAWN_DUP2, fd, n) for n, fd in enumerate(fds[:3])]
        pid = os.posix_spawn(path, argv, environment, file_actions=actions, **own)
    except OSError as error:
        tell(run, b"error %d\\n" % error.errno)
        run.close()
        return True
    finally:
        for fd in fds[:3]:
            os.close(fd)
    tell(run, b"%d\\n" % pid)
    runs[pid] = [run, started, True]
    pids[run.fileno()] = pid
    poller.register(run, select.POLLIN)
    return True


def ended(pid):
    if hasattr(os, "waitid"):  # it stays a zombie until its group is killed
        return os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
    return True  # elsewhere, reaped first (below), its group killed just after


def reap(pid, block):
    if not block and not ended(pid):
        return
    if hasattr(os, "waitid"):
        kill(pid)
    got, status, usage = os.wait4(pid, 0 if block else os.WNOHANG)
    if got == 0:
        return
    kill(pid)
    run, started, listens = runs.pop(pid)
    if listens:
        poller.unregister(run)
        took = time.perf_counter() - started
        tell(run, b"%d %d %r\\n" % (status, usage.ru_maxrss, took))
    del pids[run.fileno()]
    run.close()


while True:
    for fd, _ in poller.poll():
        if fd == control.fileno():
            if not start():
                for pid in list(runs):
                    kill(pid)
                    reap(pid, True)
                sys.exit(0)
        elif fd == wake:
            try:
                while os.read(wake, 512):
                    pass
            except BlockingIOError:
                pass
            for pid in list(runs):
                reap(pid, False)
        elif fd in pids:
            pid = pids[fd]
            run = runs[pid][0]
            try:
                asked = run.recv(64)
            except OSError:
                asked = b""
            kill(pid)
            if not asked:  # the run no longer listens
                poller.unregister(run)
                runs[pid][2] = False
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
        path = shutil.which(self.command[0])
        if path is None:
            raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), self.command[0])
        return Run(self, path, text)

    def start_probe(self, probe: Probe) -> "Run":
        """Start a run on a stress probe, under its time limit and memory limit if it has
        them (those of the limits phase)."""
        runner = self
        if probe.timeout is not None:
            runner = replace(runner, timeout=probe.timeout)
        if probe.memory_mb is not None:
            runner = replace(runner, memory_mb=probe.memory_mb * MEMORY_GUARD)
        return runner.start(probe.input)

    def cap(self) -> int:
        """The cap on the program's address space in bytes (0: none)."""
        return self.memory_mb * 2**20 if self.memory_mb is not None else 0


class Spawner:
    """A running `SPAWNER`, which starts programs under one memory cap."""

    def __init__(self, cap: int) -> None:
        ours, theirs = socket.socketpair()
        with theirs:
            self.process = subprocess.Popen(
                [sys.executable, "-I", "-S", "-c", SPAWNER, str(cap), str(theirs.fileno())],
                stdin=subprocess.DEVNULL,
                pass_fds=(theirs.fileno(),),
                start_new_session=True,  # out of the terminal's reach (Ctrl-C)
            )
        self.control = ours
        self.owner = os.getpid()
        self.lock = threading.Lock()

    def alive(self) -> bool:
        return self.owner == os.getpid() and self.process.poll() is None

    def send(self, request: bytes, fds: list[int]) -> None:
        with self.lock:
            socket.send_fds(self.control, [len(request).to_bytes(4, "big"), request], fds)

    def close(self) -> None:
        """Close its socket: it kills what it still runs and ends."""
        self.control.close()
        if self.owner == os.getpid():
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


_spawners: dict[int, Spawner] = {}  # by memory cap
_spawners_lock = threading.Lock()


def spawner(cap: int) -> Spawner:
    """The spawner for programs under the memory cap `cap` (bytes, 0: none), started if it
    is not running (in this process)."""
    with _spawners_lock:
        found = _spawners.get(cap)
        if found is None or not found.alive():
            if found is not None and found.owner == os.getpid():
                found.close()
            if not _spawners:
                atexit.register(close_spawners)
            found = _spawners[cap] = Spawner(cap)
        return found


def close_spawners() -> None:
    with _spawners_lock:
        for found in _spawners.values():
            found.close()
        _spawners.clear()


class Run:
    """One run of the program, started: wait for its `outcome`, or `kill` it before its end."""

    def __init__(self, runner: Runner, path: str, text: str) -> None:
        self.timeout = runner.timeout
        # The files outlive this call: `outcome` closes them.
        self.files = contextlib.ExitStack()
        stdin, self.stdout, self.stderr = (
            self.files.enter_context(tempfile.TemporaryFile())  # noqa: SIM115
            for _ in range(3)
        )
        self.told, theirs = socket.socketpair()
        self.files.callback(self.told.close)
        self.heard = b""
        self.lock = threading.Lock()  # `kill` from another thread never races the closing
        self.closed = False
        try:
            stdin.write(text.encode())
            stdin.seek(0)
            limit = verdicts.OUTPUT_LIMIT
            request = marshal.dumps(
                (limit, os.getcwd(), path, list(runner.command), dict(os.environ))
            )
            fds = [stdin.fileno(), self.stdout.fileno(), self.stderr.fileno(), theirs.fileno()]
            with theirs:
                self.started = time.perf_counter()
                spawner(runner.cap()).send(request, fds)
            words = self._line().split()
            if words[:1] == [b"error"]:
                number = int(words[1])
                raise OSError(number, os.strerror(number))
            self.pid = int(words[0])
        except BaseException:
            self.files.close()
            raise

    def outcome(self) -> Outcome:
        """Wait for the end, at most until the time limit; kill what is left of the group;
        what the program wrote and how it ended."""
        timed_out = not self._ended(self.started + self.timeout - time.perf_counter())
        seconds = time.perf_counter() - self.started
        if timed_out:
            self.kill()
        try:
            wait_status, memory, ran = self._line().split()
        finally:
            with self.lock:
                self.closed = True
                self.told.close()
        status = os.waitstatus_to_exitcode(int(wait_status))
        if not timed_out:
            seconds = float(ran)
        how = ending(status, timed_out, self.timeout)
        # Past the limit a write fails (or the program gets SIGXFSZ).
        if not timed_out and os.fstat(self.stdout.fileno()).st_size >= verdicts.OUTPUT_LIMIT:
            status, how = status or 1, verdicts.too_much_output()
        outcome = Outcome(
            stdout=read_back(self.stdout),
            stderr=read_back(self.stderr),
            status=status,
            timed_out=timed_out,
            seconds=seconds,
            ending=how,
            memory_kb=int(memory) // MAXRSS_UNIT,
        )
        self.files.close()
        return outcome

    def kill(self) -> None:
        """End the run now, its outcome no longer wanted (`outcome` then returns soon)."""
        with self.lock:
            if not self.closed:
                with contextlib.suppress(OSError):  # the spawner has told the end already
                    self.told.send(b"k")

    def _ended(self, seconds: float) -> bool:
        """Whether the spawner has told the program's end within `seconds`."""
        if b"\n" in self.heard:
            return True
        poller = select.poll()
        poller.register(self.told, select.POLLIN)
        return bool(poller.poll(max(0, math.ceil(seconds * 1000))))

    def _line(self) -> bytes:
        """The next line the spawner tells (waiting for it)."""
        while b"\n" not in self.heard:
            more = self.told.recv(4096)
            if not more:
                raise OSError(errno.EPIPE, "the runner's spawner ended")
            self.heard += more
        line, self.heard = self.heard.split(b"\n", 1)
        return line


def read_back(file: BinaryIO) -> str:
    file.seek(0)
    return file.read().decode("utf-8", errors="replace")


def ending(status: int, timed_out: bool, timeout: float) -> Said:
    """How a run that did not exit normally ended, in words (nothing when it exited 0)."""
    if timed_out:
        return said(
            "it was still running after {seconds} s; its process group was killed",
            seconds=f"{timeout:g}",
        )
    if status >= 0:
        return Said() if status == 0 else said("it exited with status {status}", status=status)
    number = -status
    try:
        return said("it was killed by {signal}", signal=signal.Signals(number).name)
    except ValueError:
        return said("it was killed by signal {number}", number=number)
