"""The stress loop: verdicts, deals that grow, shrinking to a 1-minimal failing input.

These drive `Stress` with solutions written as Python functions (fast, in this
process); tests/test_stress_cli.py runs real programs through the command line.
"""

import dataclasses
import random
import threading
import time
import zlib
from collections.abc import Callable

import pytest
from toy_game import TOY, random_only

from cardjudge import parallel
from cardjudge import stress as stress_module
from cardjudge.checker import Difference
from cardjudge.dealing import nothing_smaller
from cardjudge.engine import Edge, Game
from cardjudge.errors import InputError
from cardjudge.games import GAMES, cirno
from cardjudge.stress import Probe, Report, Stress, candidates, drive
from cardjudge.verdicts import Outcome, Verdict, judge_run

Solve = Callable[[str], str]


def solved_by(solve: Solve) -> Callable[[str], Outcome]:
    return lambda text: Outcome(stdout=solve(text))


def stress(
    game: str | Game, solve: Solve | Callable[[str], Outcome], seed: int = 1, runs: int = 50
):
    """Run a stress test to its end with `solve` (its output, or a whole Outcome)."""

    def run(text: str) -> Outcome:
        got = solve(text)
        return got if isinstance(got, Outcome) else Outcome(stdout=got)

    return drive(Stress(GAMES[game] if isinstance(game, str) else game, seed, runs), run)


def judge(game: str) -> Solve:
    return GAMES[game].judge


# Cirno dealt at random only: no deals aimed at its rule edges, which are as small as can be.


# -- one run's verdict ------------------------------------------------------------


def test_a_run_with_the_answer_is_accepted_whatever_its_line_endings() -> None:
    answer = "Hand #1: Pass\nHand #2: 1 Clubs\n"
    for printed in (answer, answer.replace("\n", "\r\n"), "Hand #1: Pass  \nHand #2: 1 Clubs\n\n"):
        assert judge_run(answer, Outcome(stdout=printed)).verdict is Verdict.ACCEPTED


def test_a_different_line_is_a_wrong_answer_at_its_first_difference() -> None:
    judgement = judge_run("a\nbcd\n", Outcome(stdout="a\nbXd\n"))
    assert judgement.verdict is Verdict.WRONG_ANSWER
    assert judgement.difference == Difference(2, 2, "bcd", "bXd")


def test_a_non_zero_exit_is_a_runtime_error_even_with_the_right_output() -> None:
    ran = Outcome(
        stdout="a\n", stderr="line 1\n" + "Traceback\n" * 30 + "ZeroDivisionError\n", status=1
    )
    judgement = judge_run("a\n", ran)
    assert judgement.verdict is Verdict.RUNTIME_ERROR
    assert judgement.detail.startswith("It exited with status 1.\n")
    assert judgement.detail.endswith("ZeroDivisionError")
    assert "line 1" not in judgement.detail  # only the tail of stderr


def test_a_program_that_does_not_compile_is_a_compile_error_with_its_messages() -> None:
    messages = "solution.cpp:3:5: error: expected ';'\n"
    judgement = judge_run("a\n", Outcome(stderr=messages, status=1, compiled=False))
    assert (judgement.verdict, judgement.detail) == (Verdict.COMPILE_ERROR, messages)


def test_a_compile_error_ends_the_stress_run_at_once_and_shrinks_nothing() -> None:
    ran = []

    def broken(text: str) -> Outcome:
        ran.append(text)
        return Outcome(stderr="SyntaxError", status=1, compiled=False)

    report = stress("cirno", broken)
    assert (report.verdict, report.deal, report.tries, len(ran)) == (Verdict.COMPILE_ERROR, 1, 0, 1)


def test_a_signal_and_a_time_limit_say_how_the_run_ended() -> None:
    killed = judge_run("a\n", Outcome(status=-11))
    assert (killed.verdict, killed.detail) == (Verdict.RUNTIME_ERROR, "It was killed by signal 11.")
    late = judge_run("a\n", Outcome(timed_out=True, ending="it was still running after 2 s"))
    assert (late.verdict, late.detail) == (Verdict.TIME_LIMIT, "It was still running after 2 s.")


# -- the deals ----------------------------------------------------------------------


def deals(game: str | Game, seed: int, runs: int) -> list[str]:
    return list(Stress(GAMES[game] if isinstance(game, str) else game, seed, runs).deals())


@pytest.mark.parametrize("game", list(GAMES))
def test_deals_are_valid_and_repeatable(game: str) -> None:
    runs = len(GAMES[game].edges) + 40  # a deal aimed at each edge at most, then random ones
    dealt = deals(game, 7, runs)
    assert dealt == deals(game, 7, runs)
    assert dealt != deals(game, 8, runs)
    for text in dealt:
        GAMES[game].judge(text)  # never an InputError


@pytest.mark.parametrize("game", list(GAMES))
def test_random_deals_grow(game: str) -> None:
    sizes = [len(text) for text in deals(random_only(GAMES[game]), 7, 40)]
    assert sum(sizes[:10]) < sum(sizes[-10:])


def test_the_first_deals_are_the_smallest_shapes_and_the_last_cover_every_shape() -> None:
    game = random_only(cirno.GAME)
    shapes = [[cirno.notation.parse(text)[0] for text in deals(game, seed, 200)] for seed in (3, 4)]
    assert {(len(c.players), c.rounds) for games in shapes for c in games[:20]} == {(2, 1)}
    assert {len(c.players) for games in shapes for c in games} == {2, 3, 4, 5, 6}
    assert {c.rounds for games in shapes for c in games} == {1, 2, 3, 4}
    bridge = deals(random_only(GAMES["bridge"]), 3, 100)
    assert [len(GAMES["bridge"].parse(bridge[n - 1])) for n in (1, 50, 100)] == [1, 3, 5]


def test_about_half_the_hearts_deals_have_cheats() -> None:
    hearts = GAMES["hearts"]
    cheating = [
        any(r.cheaters for r in hearts.results(t)) for t in deals(random_only(hearts), 5, 60)
    ]
    assert not any(cheating[0::2])  # odd deals are played by the rules
    assert sum(cheating[1::2]) >= 20  # most even deals catch a cheater


# -- deals aimed at the rule edges -----------------------------------------------------


def edges_of(text: str) -> list[str]:
    return [edge for result in TOY.results(text) for edge in TOY.reached(result)]


@pytest.mark.parametrize("seed", range(3))
def test_the_first_deals_aim_at_each_edge_no_deal_has_reached_in_order(seed: int) -> None:
    dealt = list(Stress(TOY, seed, 50).deals())
    assert [edges_of(text) for text in dealt[:5]] == [[edge.name] for edge in TOY.edges]
    assert all(len(TOY.parse(text)) == 1 for text in dealt[:5])  # one small case each
    assert max(len(TOY.parse(text)) for text in dealt[5:]) > 1  # then random deals, growing


def test_an_edge_reached_only_by_chance_is_aimed_at_once_after_the_others() -> None:
    # Every hand reaches "dealt", the last edge: deal 1, aimed at "pass", reaches it too,
    # so it is not aimed at among the first five; deal 6, the first even one after them, is.
    # Then the deals are random.
    def aim(rng: random.Random, edge: str, size: float) -> str:
        return TOY.generate(rng, size=0.0) if edge == "dealt" else TOY.aim(rng, edge, size)

    game = dataclasses.replace(
        TOY,
        edges=(*TOY.edges, Edge("dealt", "a hand is dealt")),
        reached=lambda result: [*TOY.reached(result), "dealt"],
        aim=aim,
    )
    stress = Stress(game, 4, 30)
    dealt = list(stress.deals())
    assert dealt[:5] == [stress.deal_text(n, e.name) for n, e in enumerate(TOY.edges, start=1)]
    assert dealt[5] == stress.deal_text(6, "dealt") != stress.deal_text(6)
    assert dealt[6:] == [stress.deal_text(n) for n in range(7, 31)]


@pytest.mark.parametrize("seed", range(5))
def test_the_stress_report_counts_the_cases_of_each_edge_its_deals_reached(seed: int) -> None:
    stress = Stress(TOY, seed, 40)
    report = drive(stress, solved_by(TOY.judge))
    assert report.covered == TOY.cover(r for text in stress.deals() for r in TOY.results(text))
    assert all(report.covered.values())


def test_a_report_counts_only_the_deals_dealt() -> None:
    stress = Stress(TOY, 2, 40)
    for _ in range(3):
        stress.tell(Outcome(stdout=TOY.judge(stress.probe.input)))
    first = list(stress.deals())[:3]
    assert stress.stop().covered == TOY.cover(r for text in first for r in TOY.results(text))


# -- whole stress runs ----------------------------------------------------------------


@pytest.mark.parametrize("game", list(GAMES))
def test_a_correct_solution_is_accepted_on_every_deal(game: str) -> None:
    report = stress(game, judge(game), runs=30)
    assert (report.verdict, report.dealt, report.failure, report.stopped) == (
        Verdict.ACCEPTED,
        30,
        None,
        False,
    )


def test_only_the_failing_hand_is_kept() -> None:
    def wrong_on_one_clubs(text: str) -> str:
        return judge("bridge")(text).replace(": 1 Clubs", ": 1 Diamonds")

    report = stress(random_only(GAMES["bridge"]), wrong_on_one_clubs, seed=2, runs=100)
    assert report.verdict is Verdict.WRONG_ANSWER
    assert len(GAMES["bridge"].parse(report.found)) > 1
    assert report.failure.answer == "Hand #1: 1 Clubs\n"
    assert report.failure.judgement.difference == Difference(
        1, 12, "Hand #1: 1 Clubs", "Hand #1: 1 Diamonds"
    )


def wrong_on_two_or_more(text: str) -> str:
    answer = judge("uno")(text)
    return answer + "extra\n" if answer.count("\n") >= 2 else answer


def test_a_failure_that_needs_two_cases_keeps_two() -> None:
    report = stress(random_only(GAMES["uno"]), wrong_on_two_or_more, seed=3, runs=30)
    assert report.verdict is Verdict.WRONG_ANSWER
    assert len(GAMES["uno"].parse(report.failure.input)) == 2


def test_shrinking_keeps_the_kind_of_verdict() -> None:
    # Wrong on inputs of two or more games; once one was seen, one-game inputs
    # crash instead. The shrunk input must stay a wrong answer: both games.
    seen_more = []

    def solve(text: str) -> Outcome:
        games = len(GAMES["hearts"].parse(text))
        if games > 1:
            seen_more.append(text)
            return Outcome(stdout="nonsense\n")
        if seen_more:
            return Outcome(stdout=judge("hearts")(text), status=1)
        return Outcome(stdout=judge("hearts")(text))

    report = stress(random_only(GAMES["hearts"]), solve, seed=4, runs=30)
    assert report.verdict is Verdict.WRONG_ANSWER
    assert len(GAMES["hearts"].parse(report.found)) == 2
    shrunk = GAMES["hearts"].parse(report.failure.input)
    assert len(shrunk) == 2  # each game alone crashed: not kept
    assert [GAMES["hearts"].play(game).cheats for game in shrunk] == [(), ()]  # simpler games


def plays_double(text: str) -> bool:
    return "used DOUBLE" in cirno.GAME.judge(text)


def wrong_after_a_double(text: str) -> str:
    answer = cirno.GAME.judge(text)
    return answer.replace("used DOUBLE", "used PASS") if "used DOUBLE" in answer else answer


@pytest.mark.parametrize("seed", range(6))
def test_a_cirno_failure_shrinks_to_a_1_minimal_game(seed: int) -> None:
    report = stress("cirno", wrong_after_a_double, seed=seed, runs=60)
    assert report.verdict is Verdict.WRONG_ANSWER
    (case,) = cirno.notation.parse(report.failure.input)
    assert plays_double(report.failure.input)
    # Dropping any one player, the last round or the last deck card gives an
    # input that is invalid, no longer fails, or has more plays to read.
    plays = len(cirno.rules.play(case).plays)
    moves = [cirno.rules.Case(case.players, case.rounds, case.deck[:-1])]
    if case.rounds > 1:
        moves.append(cirno.rules.Case(case.players, case.rounds - 1, case.deck))
    moves += [
        cirno.rules.Case(case.players[:i] + case.players[i + 1 :], case.rounds, case.deck)
        for i in range(len(case.players))
    ]
    for move in moves:
        if not move.players:
            continue
        text = cirno.notation.write([move])
        try:
            fails = plays_double(text)
        except InputError:
            continue
        assert not fails or len(cirno.rules.play(move).plays) > plays, text
    assert len(report.failure.input) <= len(report.found)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_input_given_to_the_solution_is_valid(game: str) -> None:
    given: list[str] = []

    def solve(text: str) -> str:
        given.append(text)
        answer = judge(game)(text)
        return answer + "x\n" if len(given) > 3 else answer

    report = stress(game, solve, seed=11, runs=20)
    assert report.verdict is Verdict.WRONG_ANSWER
    assert report.tries == len(given) - report.dealt
    for text in given:
        GAMES[game].judge(text)  # the game's own parse and play accept it


def test_every_cirno_candidate_is_shorter_or_smaller_or_simpler() -> None:
    """Each candidate has fewer plays to read (it may seat a player more, who ends the
    round), or as many and is smaller, or has more A99s, the cards that end rounds."""
    game = GAMES["cirno"]

    def others(case: cirno.rules.Case) -> int:  # cards other than A99
        cards = [*case.deck, *(card for player in case.players for card in player.hand)]
        return sum(card is not cirno.cards.Card.A99 for card in cards)

    for seed in range(20):
        (case,) = game.parse(game.deal(seed))
        plays = len(cirno.rules.play(case).plays)
        size = (len(case.players), case.rounds, len(case.deck))
        for (smaller,) in candidates(game, [case]):
            fewer = len(cirno.rules.play(smaller).plays)
            assert fewer <= plays
            if fewer == plays:
                smaller_size = (len(smaller.players), smaller.rounds, len(smaller.deck))
                assert all(a <= b for a, b in zip(smaller_size, size, strict=True))
                assert smaller_size != size or others(smaller) < others(case)


def test_stopping_while_shrinking_gives_the_smallest_failure_so_far() -> None:
    run = Stress(random_only(cirno.GAME), 0, 60, first=True)  # shrinking from the first failure
    answer = run.probe
    while not answer.shrinking:
        answer = run.tell(Outcome(stdout=wrong_after_a_double(answer.input)))
    answer = run.tell(Outcome(stdout=wrong_after_a_double(answer.input)))
    report = run.stop()
    assert report.stopped and report.verdict is Verdict.WRONG_ANSWER
    assert plays_double(report.failure.input)
    assert report.deal == run.dealt


def test_stopping_before_any_failure_says_how_far_it_came() -> None:
    run = Stress(GAMES["uno"], 0, 50)
    for _ in range(7):
        run.tell(Outcome(stdout=judge("uno")(run.probe.input)))
    report = run.stop()
    assert isinstance(report, Report)
    assert (report.verdict, report.dealt, report.stopped) == (Verdict.ACCEPTED, 7, True)


def test_the_same_seed_finds_the_same_failure() -> None:
    seed = random.Random(9).randrange(1000)
    first = stress("cirno", wrong_after_a_double, seed=seed, runs=60)
    again = stress("cirno", wrong_after_a_double, seed=seed, runs=60)
    assert first == again


def test_shrinking_gives_up_after_its_budget_of_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stress_module, "MOST_SHRINK_RUNS", 2)
    report = stress(random_only(cirno.GAME), lambda text: "nonsense\n", seed=3, runs=10)
    assert report.verdict is Verdict.WRONG_ANSWER
    assert report.tries == 2


# -- several runs at once ---------------------------------------------------------------


class Ran:
    """A run of a program written as a function: it runs when its outcome is awaited (in a
    thread of the pool), after a pause that depends on its input, so runs end out of order."""

    def __init__(self, solve: Callable[[str], Outcome], text: str) -> None:
        self.solve, self.text = solve, text
        self.killed = threading.Event()

    def outcome(self) -> Outcome:
        time.sleep(zlib.crc32(self.text.encode()) % 4 / 1000)
        return self.solve(self.text)

    def kill(self) -> None:
        self.killed.set()


def in_parallel(game: str, solve: Callable[[str], Outcome], seed: int, runs: int, jobs: int):
    return parallel.drive(
        Stress(GAMES[game], seed, runs), lambda probe: Ran(solve, probe.input), jobs
    )


def outcome_of(solve: Solve) -> Callable[[str], Outcome]:
    return lambda text: Outcome(stdout=solve(text))


def crashes_on_long_inputs(text: str) -> Outcome:
    answer = GAMES["uno"].judge(text)
    return Outcome(stdout=answer, status=1) if len(text) > 400 else Outcome(stdout=answer)


RUNS = {
    "cirno-wrong": ("cirno", outcome_of(wrong_after_a_double), 60),
    "bridge-wrong": ("bridge", outcome_of(lambda t: judge("bridge")(t).replace("1 C", "1 D")), 40),
    "uno-crash": ("uno", crashes_on_long_inputs, 40),
    "uno-two-cases": ("uno", outcome_of(wrong_on_two_or_more), 40),
    "hearts-right": ("hearts", outcome_of(judge("hearts")), 20),
    "tractor-no-compile": ("tractor", lambda text: Outcome(status=1, compiled=False), 20),
}


@pytest.mark.parametrize("jobs", [1, 2, 3, 8])
@pytest.mark.parametrize("name", list(RUNS))
@pytest.mark.parametrize("seed", range(2))
def test_any_number_of_jobs_gives_the_report_of_one_at_a_time(name: str, jobs: int, seed: int):
    game, solve, runs = RUNS[name]
    one_at_a_time = stress(game, solve, seed=seed, runs=runs)
    assert in_parallel(game, solve, seed, runs, jobs) == one_at_a_time


def test_coverage_is_the_same_with_any_number_of_jobs() -> None:
    solve = outcome_of(TOY.judge)
    alone = drive(Stress(TOY, 3, 30), solve)
    together = parallel.drive(Stress(TOY, 3, 30), lambda probe: Ran(solve, probe.input), 4)
    assert together.covered == alone.covered and all(alone.covered.values())


def test_the_runs_of_probes_that_no_longer_come_are_killed() -> None:
    bridge = dataclasses.replace(GAMES["bridge"], shrink=nothing_smaller)  # a hand as it is
    first = next(Stress(bridge, 5, 10).deals())
    started: list[Ran] = []

    def start(probe: Probe) -> Ran:
        text = probe.input

        def solve(text: str) -> Outcome:
            if text == first:
                return Outcome(stdout="nonsense\n")
            assert run.killed.wait(10), "a run no one waits for was left running"
            return Outcome(status=-9)

        run = Ran(solve, text)
        started.append(run)
        return run

    report = parallel.drive(Stress(bridge, 5, 10, first=True), start, 4)  # deals end at deal 1
    assert (report.verdict, report.deal, report.tries) == (Verdict.WRONG_ANSWER, 1, 0)
    assert len(started) == 4  # deal 1, and deals 2 to 4 run beside it
    assert [run.killed.is_set() for run in started] == [False, True, True, True]


def test_ahead_gives_the_probes_that_come_while_no_run_fails() -> None:
    run = Stress(random_only(cirno.GAME), 0, 60)
    dealt = list(run.deals())
    assert [p.input for p in run.ahead(4)] == dealt[:4]
    assert run.tell(Outcome(stdout=GAMES["cirno"].judge(dealt[0]))) == run.ahead(4)[0]
    assert [p.input for p in run.ahead(4)] == dealt[1:5]
    while not run.probe.shrinking:  # the first failure: what comes next is shrinking
        run.tell(Outcome(stdout=wrong_after_a_double(run.probe.input)))
    coming = run.ahead(5)
    assert all(p.shrinking and p.deal == run.deal for p in coming)
    assert len({p.input for p in coming}) == len(coming)
    assert coming[0] == run.probe
