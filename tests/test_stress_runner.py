"""The runner: programs started by a spawner kept between runs, which tells their ends.

Exit statuses, signals, the time limit with the whole group killed, a run killed
early, the output cap the program's and not this process's, the peak memory of a
killed run, no file of the runner's left open in the program, and one spawner for
every run under the same memory cap.
"""

import os
import resource
import sys
import threading
import time
from pathlib import Path

import pytest
from test_stress_cli import assert_gone

from cardjudge import runner as runner_module
from cardjudge import verdicts
from cardjudge.runner import Runner


def python(source: str, timeout: float = 5.0) -> Runner:
    return Runner([sys.executable, "-c", source], timeout)


def test_runs_under_one_memory_cap_share_a_spawner_that_ends_with_its_socket() -> None:
    first, second = python("pass").start(""), python("pass").start("")
    capped = Runner([sys.executable, "-c", "pass"], memory_mb=512).start("")
    assert [run.outcome().status for run in (first, second, capped)] == [0, 0, 0]
    spawner = runner_module.spawner(0)
    assert spawner is runner_module.spawner(0) is not runner_module.spawner(512 * 2**20)
    running = python("import time\ntime.sleep(60)", timeout=60).start("")
    spawner.close()  # what it runs is killed, and the next run starts a new one
    assert running.outcome().status == -9
    assert runner_module.spawner(0) is not spawner
    assert python("pass").run("").status == 0


def test_a_killed_run_has_its_peak_memory() -> None:
    hog = "import time\nx = b'x' * (100 * 2**20)\nprint(flush=True)\ntime.sleep(60)"
    ran = python(hog, timeout=60).start("")
    while not os.fstat(ran.stdout.fileno()).st_size:
        time.sleep(0.05)
    ran.kill()
    killed = ran.outcome()
    assert killed.status == -9 and killed.memory_kb > 100 * 1024


def test_the_program_has_no_other_file_of_the_runner_open() -> None:
    ran = python("import os\nprint(sorted(os.listdir('/proc/self/fd')))").run("")
    if Path("/proc/self/fd").exists():
        assert ran.stdout == "['0', '1', '2', '3']\n"  # 3: the folder being listed


def test_input_output_and_exit_status() -> None:
    source = "import sys\ntext = sys.stdin.read()\nprint(text.upper())\nsys.exit(3)"
    ran = python(source).run("abc é\n")
    assert (ran.stdout, ran.status, ran.timed_out) == ("ABC É\n\n", 3, False)
    assert str(ran.ending) == "it exited with status 3"


def test_a_signal_is_named() -> None:
    ran = python("import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)").run("")
    assert (ran.status, str(ran.ending)) == (-11, "it was killed by SIGSEGV")


def test_the_time_limit_kills_the_whole_group(tmp_path: Path) -> None:
    pid_file = tmp_path / "child.pid"
    source = (
        "import subprocess, sys, time\n"
        "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
        f"open({str(pid_file)!r}, 'w').write(str(child.pid))\n"
        "time.sleep(60)\n"
    )
    ran = python(source, timeout=1.0).run("")
    assert ran.timed_out and 1.0 <= ran.seconds < 30
    assert str(ran.ending) == "it was still running after 1 s; its process group was killed"
    assert_gone(int(pid_file.read_text()))


def test_what_the_program_left_running_is_killed_when_it_ends(tmp_path: Path) -> None:
    pid_file = tmp_path / "child.pid"
    source = (
        "import subprocess, sys\n"
        "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
        f"open({str(pid_file)!r}, 'w').write(str(child.pid))\n"
    )
    ran = python(source).run("")
    assert (ran.status, ran.timed_out) == (0, False)
    assert_gone(int(pid_file.read_text()))


def test_a_run_killed_early_ends_without_waiting_for_its_time_limit() -> None:
    run = python("import time\ntime.sleep(60)", timeout=60).start("")
    threading.Timer(0.2, run.kill).start()
    ran = run.outcome()
    assert (ran.status, ran.timed_out, str(ran.ending)) == (-9, False, "it was killed by SIGKILL")
    assert ran.seconds < 30


def test_the_output_cap_is_the_programs_and_not_this_process(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(verdicts, "OUTPUT_LIMIT", 100_000)
    before = resource.getrlimit(resource.RLIMIT_FSIZE)
    flood = "import sys\nwhile True:\n    sys.stdout.write('x' * 1000)\n"
    ran = python(flood).run("")
    # A write past the cap fails (Python ignores SIGXFSZ): the program stops with an error.
    assert (ran.status, str(ran.ending)) == (1, "it wrote more than 0.0953674 MB of output")
    assert len(ran.stdout) == 100_000
    assert resource.getrlimit(resource.RLIMIT_FSIZE) == before


def test_runs_at_once_each_get_their_own_outcome() -> None:
    echo = python("import sys\nsys.stdout.write(sys.stdin.read())")
    runs = [echo.start(f"run {n}\n") for n in range(6)]
    assert [run.outcome().stdout for run in reversed(runs)] == [
        f"run {n}\n" for n in range(5, -1, -1)
    ]


def test_a_command_that_cannot_start_raises_and_leaves_no_file_open() -> None:
    before = len(os.listdir("/proc/self/fd")) if Path("/proc/self/fd").exists() else None
    with pytest.raises(FileNotFoundError):
        Runner(["/no/such/program"]).start("x")
    if before is not None:
        assert len(os.listdir("/proc/self/fd")) == before
