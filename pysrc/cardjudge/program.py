"""Running a contestant's Python program inside this interpreter, as a judge would.

The page runs a user's program this way, in a Pyodide worker of its own (never
the judge's): the program reads its input as contest programs do (`input()`,
`sys.stdin` with `read`, `readline`, iteration and `.buffer`) and writes with
`print` or `sys.stdout.write`; `if __name__ == "__main__":` runs; every run
starts with fresh globals. Its time limit is the page's business: it ends the
worker.
"""

import builtins
import functools
import io
import linecache
import sys
import time
import traceback
from types import CodeType, TracebackType

from . import verdicts
from .i18n import Said, mark, said
from .verdicts import Outcome

FILENAME = "solution.py"
OUT_OF_MEMORY = mark("it ran out of memory (MemoryError)")


class OutputLimit(Exception):
    """The program wrote more than verdicts.OUTPUT_LIMIT bytes."""


class CappedSink(io.RawIOBase):
    """Collects what a program writes, up to verdicts.OUTPUT_LIMIT bytes."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[bytes] = []
        self.size = 0

    def writable(self) -> bool:
        return True

    def write(self, data: bytes) -> int:  # type: ignore[override]
        self.size += len(data)
        if self.size > verdicts.OUTPUT_LIMIT:
            raise OutputLimit
        self.parts.append(bytes(data))
        return len(data)

    def text(self) -> str:
        return b"".join(self.parts).decode("utf-8", errors="replace")


def text_stream(sink: CappedSink) -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BufferedWriter(sink), encoding="utf-8", write_through=True)


@functools.lru_cache(maxsize=4)
def compiled(source: str) -> CodeType:
    """The program compiled once per text (a stress run runs it hundreds of times)."""
    lines = source.splitlines(keepends=True)
    linecache.cache[FILENAME] = (len(source), None, lines, FILENAME)  # tracebacks show lines
    return compile(source, FILENAME, "exec", dont_inherit=True)


def run(source: str, stdin: str) -> Outcome:
    """Run the program on `stdin`: what it wrote and how it ended."""
    try:
        code = compiled(source)
    except (SyntaxError, ValueError) as error:  # ValueError: a NUL byte in the source
        message = "".join(traceback.format_exception_only(error))
        ending = said("it does not compile: {error}", error=type(error).__name__)
        return Outcome(stderr=message, status=1, ending=ending, compiled=False)
    out, err = CappedSink(), CappedSink()
    saved = sys.stdin, sys.stdout, sys.stderr, sys.argv
    streams = text_stream(out), text_stream(err)
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()), encoding="utf-8")
    sys.stdout, sys.stderr = streams
    sys.argv = [FILENAME]
    started = time.perf_counter()
    try:
        status, ending = execute(code)
        flush(*streams)  # the program may have put others in their place
    except OutputLimit:
        status, ending = 1, verdicts.too_much_output()
    finally:
        sys.stdin, sys.stdout, sys.stderr, sys.argv = saved
    seconds = time.perf_counter() - started
    return Outcome(out.text(), err.text(), status, seconds=seconds, ending=ending)


def ran_out_of_memory(outcome: Outcome) -> bool:
    """Whether the program ended in a MemoryError (the page then starts a fresh Python)."""
    return outcome.ending.message == OUT_OF_MEMORY


def execute(code: CodeType) -> tuple[int, Said]:
    """Run the compiled program as __main__; its exit status and, when it failed, how."""
    try:
        exec(code, {"__name__": "__main__", "__file__": FILENAME, "__builtins__": builtins})
    except SystemExit as done:
        return exit_status(done.code)
    except OutputLimit:
        raise
    except MemoryError as error:
        show_traceback(error)
        return 1, said(OUT_OF_MEMORY)
    except BaseException as error:
        show_traceback(error)
        return 1, said("it raised {error}", error=type(error).__name__)
    return 0, Said()


def exit_status(code: object) -> tuple[int, Said]:
    """What `sys.exit(code)` means: 0 for None, the number, or 1 after printing a message."""
    if code is None or code == 0:
        return 0, Said()
    if isinstance(code, int):
        return code, said("it called exit({code})", code=code)
    sys.stderr.write(f"{code}\n")
    return 1, said("it called exit() with a message")


def show_traceback(error: BaseException) -> None:
    """The traceback as Python prints it, without this module's own frame."""
    sys.stderr.write("".join(traceback.format_exception(error.with_traceback(skip_own(error)))))


def skip_own(error: BaseException) -> TracebackType | None:
    tb = error.__traceback__
    return tb.tb_next if tb is not None and tb.tb_frame.f_code.co_filename == __file__ else tb


def flush(*streams: io.TextIOWrapper) -> None:
    for stream in streams:
        if not stream.closed:
            stream.flush()
