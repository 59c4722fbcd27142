"""Items made in a thread of their own (`cardjudge.background`): the command line's stress
run deals so while its program runs."""

import itertools
import threading
import time
from collections.abc import Iterator

import pytest

from cardjudge.background import in_background
from cardjudge.games import GAMES
from cardjudge.stress import Stress, drive
from cardjudge.verdicts import Outcome


def dealing_threads() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name == "cardjudge-deal"]


def ended_soon() -> bool:
    for thread in dealing_threads():
        thread.join(timeout=5)
    return not dealing_threads()


def test_the_items_come_in_order_and_all_of_them() -> None:
    assert list(in_background(iter(range(50)), depth=4)) == list(range(50))
    assert ended_soon()


def test_an_error_is_raised_where_its_item_is_asked_for() -> None:
    def failing() -> Iterator[int]:
        yield from (1, 2)
        raise ValueError("no third")

    items = in_background(failing(), depth=8)
    assert [next(items), next(items)] == [1, 2]
    with pytest.raises(ValueError, match="no third"):
        next(items)
    assert ended_soon()


def test_no_more_is_made_than_depth_ahead_and_none_once_closed() -> None:
    made = []

    def counting() -> Iterator[int]:
        for number in itertools.count():
            made.append(number)
            yield number

    items = in_background(counting(), depth=3)
    assert [next(items) for _ in range(5)] == [0, 1, 2, 3, 4]
    time.sleep(0.2)
    assert len(made) <= 5 + 3 + 1  # those asked for, the queue's, one waiting to go in
    items.close()
    assert ended_soon()
    so_far = len(made)
    time.sleep(0.2)
    assert len(made) == so_far


def test_a_stress_run_deals_the_same_in_the_background() -> None:
    game = GAMES["uno"]
    stress = Stress(game, 7, 40)
    stress.deal_in_background(depth=2)
    dealt: list[str] = []
    drive(
        stress,
        lambda text: Outcome(stdout=game.judge(text)),
        watch=lambda _, probe: dealt.append(probe.input),
    )
    assert dealt == list(Stress(game, 7, 40).deals())
    assert ended_soon()
