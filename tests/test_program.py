"""Running a user's Python program in this interpreter, as the page's worker does."""

import sys

import pytest

from cardjudge import program, verdicts


def test_input_and_print() -> None:
    ran = program.run("a = int(input())\nb = int(input())\nprint(a + b)\n", "2\n3\n")
    assert (ran.stdout, ran.stderr, ran.status, str(ran.ending)) == ("5\n", "", 0, "")


def test_every_way_contest_programs_read() -> None:
    source = """
import sys
first = sys.stdin.readline()
second = next(iter(sys.stdin))
rest = [line.split() for line in sys.stdin]
print(first.strip(), second.strip(), rest)
"""
    assert program.run(source, "a b\nc\nd e\nf\n").stdout == "a b c [['d', 'e'], ['f']]\n"
    assert program.run("import sys\nprint(len(sys.stdin.read().split()))", "1 2\n3").stdout == "3\n"
    source = "import sys\ndata = sys.stdin.buffer.read()\nsys.stdout.buffer.write(data.upper())"
    assert program.run(source, "é ab\r\n").stdout == "é AB\r\n"  # bytes as they are


def test_input_at_the_end_raises_eof_like_a_real_stdin() -> None:
    ran = program.run("input()\ninput()\n", "one line\n")
    assert ran.status == 1
    assert ran.stderr.splitlines()[-1] == "EOFError: EOF when reading a line"


def test_sys_stdout_write_and_crlf_input() -> None:
    source = "import sys\nfor line in sys.stdin:\n    sys.stdout.write(line.rstrip() + '|')\n"
    assert program.run(source, "a\r\nb\r\n").stdout == "a|b|"


def test_main_guard_runs() -> None:
    source = "def main():\n    print('ran', __name__)\n\nif __name__ == '__main__':\n    main()\n"
    assert program.run(source, "").stdout == "ran __main__\n"


def test_each_run_starts_with_fresh_globals() -> None:
    source = "print(counter if 'counter' in globals() else 'fresh')\ncounter = 1\n"
    assert program.run(source, "").stdout == "fresh\n"
    assert program.run(source, "").stdout == "fresh\n"


def test_exit_statuses() -> None:
    done = program.run("import sys\nprint(1)\nsys.exit()", "")
    assert (done.stdout, done.stderr, done.status) == ("1\n", "", 0)
    assert program.run("exit(0)", "").status == 0
    stopped = program.run("import sys\nsys.exit(3)", "")
    assert (stopped.status, str(stopped.ending)) == (3, "it called exit(3)")
    said = program.run("raise SystemExit('giving up')", "")
    assert (said.status, said.stderr) == (1, "giving up\n")


def test_a_crash_gives_its_traceback_with_the_program_line() -> None:
    ran = program.run("x = 1\ny = [0]\nprint(y[x])\n", "")
    assert (ran.status, str(ran.ending)) == (1, "it raised IndexError")
    lines = ran.stderr.splitlines()
    assert lines[:3] == [
        "Traceback (most recent call last):",
        '  File "solution.py", line 3, in <module>',
        "    print(y[x])",
    ]
    assert lines[-1] == "IndexError: list index out of range"
    assert "program.py" not in ran.stderr


def test_a_syntax_error_does_not_compile() -> None:
    ran = program.run("def f(:\n    pass\n", "")
    assert (ran.status, str(ran.ending)) == (1, "it does not compile: SyntaxError")
    assert not ran.compiled
    assert "SyntaxError" in ran.stderr and 'File "solution.py", line 1' in ran.stderr


def test_running_out_of_memory_is_said_plainly() -> None:
    ran = program.run("raise MemoryError\n", "")
    assert (ran.status, str(ran.ending)) == (1, program.OUT_OF_MEMORY)


def test_output_past_the_limit_stops_the_program(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(verdicts, "OUTPUT_LIMIT", 1000)
    ran = program.run("while True:\n    print('x' * 100)\n", "")
    assert (ran.status, str(ran.ending)) == (1, "it wrote more than 0.000953674 MB of output")
    assert len(ran.stdout) <= 1000


def test_the_interpreter_is_itself_again_after_a_run() -> None:
    streams = sys.stdin, sys.stdout, sys.stderr, sys.argv
    program.run("import sys\nsys.argv.append('x')\nprint(1/0)", "")
    program.run("import sys\nsys.stdout = None", "")
    assert (sys.stdin, sys.stdout, sys.stderr, sys.argv) == streams
