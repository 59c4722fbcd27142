"""An iterator's items made in a thread of their own, a few ahead of the one asked for.

The command line's stress run deals this way (`Stress.deal_in_background`): with one
job, its runs leave a core free, and a deal that is slow to make (an aimed one) is made
there while the program runs, not between two runs. The page has no threads and never
uses it.
"""

import queue
import threading
from collections.abc import Iterator
from typing import TypeVar

T = TypeVar("T")
WAIT = 0.05  # seconds a full queue is waited on before the thread looks whether to stop


class _End:
    """The thread made every item."""


class _Failed:
    """Making the next item raised `error`: raised again where that item is asked for."""

    def __init__(self, error: BaseException) -> None:
        self.error = error


def in_background(items: Iterator[T], depth: int) -> Iterator[T]:
    """`items` in order, made by a thread up to `depth` ahead of the one asked for. The
    thread starts with the first item asked for and stops once the iterator returned is
    closed (or dropped): nothing is made that no one may ask for."""
    made: queue.Queue[T | _End | _Failed] = queue.Queue(depth)
    stop = threading.Event()

    def put(item: T | _End | _Failed) -> bool:
        while not stop.is_set():
            try:
                made.put(item, timeout=WAIT)
                return True
            except queue.Full:
                continue
        return False

    def make() -> None:
        try:
            for item in items:
                if not put(item):
                    return
            put(_End())
        except BaseException as error:  # told where the item is asked for
            put(_Failed(error))

    threading.Thread(target=make, name="cardjudge-deal", daemon=True).start()
    try:
        while not isinstance(item := made.get(), _End):
            if isinstance(item, _Failed):
                raise item.error
            yield item
    finally:
        stop.set()
