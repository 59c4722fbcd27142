"""Cirno's ⑨ cards: samples, every rule and tie order on hand-built games, bad input, trace."""

import io
import json
import random
from pathlib import Path

import pytest
from cirno_eager import eager_steps

import cardjudge.games.cirno as cirno
from cardjudge import cli, web
from cardjudge.errors import InputError

DATA = Path(__file__).parent / "data" / "cirno"
Card = cirno.cards.Card


def read(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


def game(players: str, deck: str, rounds: int = 1) -> str:
    """Judge input from player lines ("Name C1 C2 C3", one per line) and the deck."""
    lines = [line.strip() for line in players.strip().splitlines()]
    return f"{len(lines)} {rounds} {len(deck.split())}\n" + "\n".join(lines) + f"\n{deck}\n"


def judge(text: str) -> list[str]:
    return cirno.GAME.judge(text).splitlines()


def cards(text: str) -> list[Card]:
    return [cirno.cards.BY_NAME[word] for word in text.split()]


def error(text: str) -> InputError:
    with pytest.raises(InputError) as caught:
        cirno.GAME.judge(text)
    return caught.value


# -- samples -------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["sample1", "three-players"])
def test_sample_is_byte_exact(name: str) -> None:
    assert cirno.GAME.judge(read(f"{name}.in")) == read(f"{name}.out")


@pytest.mark.parametrize("name", ["sample1", "three-players"])
def test_sample_through_the_command_line(name: str) -> None:
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(["cirno", str(DATA / f"{name}.in")], stdout=out, stderr=err)
    assert (status, out.getvalue(), err.getvalue()) == (0, read(f"{name}.out"), "")


def test_command_line_reports_a_located_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.in"
    bad.write_text("2 1 10\nJoesSR B9 A98 PASS\n")
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(["cirno", str(bad)], stdout=out, stderr=err)
    assert (status, out.getvalue()) == (2, "")
    assert err.getvalue().startswith("input:2:11: expected a card")


@pytest.mark.parametrize(
    "change",
    [
        lambda t: t.replace("\n", "\r\n"),
        lambda t: t.replace("\n", "\r"),
        lambda t: t.replace("\n", "  \t\n"),
        lambda t: "\n\n" + t.replace("\n", "\n\n") + "\n\n",
        lambda t: t.rstrip("\n"),
    ],
    ids=["crlf", "cr", "trailing-spaces", "blank-lines", "no-final-newline"],
)
def test_sample_with_other_line_endings_and_spacing(change) -> None:
    assert cirno.GAME.judge(change(read("sample1.in"))) == read("sample1.out")


def test_deck_may_run_over_several_lines() -> None:
    text = read("three-players.in")
    head, deck = text.rsplit("\n", 2)[0], text.rsplit("\n", 2)[1]
    spread = head + "\n" + "\n".join(deck.split()) + "\n"
    assert cirno.GAME.judge(spread) == read("three-players.out")


# -- the strategy, card by card ----------------------------------------------------------


def chosen(hand: str, p: int, doubled: bool = False) -> tuple[str, int]:
    choice = cirno.rules.choose(cards(hand), p, doubled)
    return str(choice.card), choice.p


@pytest.mark.parametrize(
    ("hand", "p", "expected"),
    [
        ("A1 A9 B1", 0, ("A9", 9)),  # the largest p
        ("A1 A9 A5", 95, ("A1", 96)),  # ... that stays at or under 99
        ("A1 A2 A99", 0, ("A99", 99)),  # 99 itself is allowed
        ("B1 B9 B19", 0, ("B1", -1)),  # largest, even when below zero
        ("B1 PASS TURN", 50, ("B1", 49)),  # a safe basic card before any counter card
        ("A99 A49 PASS", 60, ("PASS", 60)),  # every basic card loses: a counter card
        ("A99 TURN PASS", 60, ("PASS", 60)),  # counter order: PASS first
        ("A99 DOUBLE TURN", 60, ("TURN", 60)),  # then TURN
        ("DOUBLE DOUBLE A99", 60, ("DOUBLE", 60)),  # then DOUBLE
        ("PASS TURN DOUBLE", 0, ("PASS", 0)),  # counter cards only
        ("E0 E49 E99", 99, ("E99", 99)),  # fixed values
        ("C2 A49 B1", 60, ("B1", 59)),  # C2 and A49 would pass 99
    ],
)
def test_strategy_without_double(hand: str, p: int, expected: tuple[str, int]) -> None:
    assert chosen(hand, p) == expected


@pytest.mark.parametrize(
    ("hand", "p", "expected"),
    [
        ("B1 PASS A1", 50, ("PASS", 50)),  # counter cards first, even with a safe basic card
        ("B1 DOUBLE TURN", 50, ("TURN", 50)),  # in the order PASS, TURN, DOUBLE
        ("B1 DOUBLE A1", 50, ("DOUBLE", 50)),
        ("A1 A9 B1", 50, ("B1", 49)),  # no counter card: the smallest p
        ("A1 A9 A19", 50, ("A1", 51)),
        ("A99 A49 A1", 60, ("A1", 61)),  # ... that stays at or under 99
        ("C2 B19 E99", 10, ("B19", -9)),
    ],
)
def test_strategy_under_double(hand: str, p: int, expected: tuple[str, int]) -> None:
    assert chosen(hand, p, doubled=True) == expected


# Every pair of kinds that can give the same p: the pair, p, and the card each order plays.
TIES = [
    ("C2 A49", 49, "C2", "A49"),  # multiplication / addition: 98
    ("C2 B1", -1, "C2", "B1"),  # multiplication / subtraction: -2
    ("C2 D2", 0, "C2", "D2"),  # multiplication / division: 0
    ("C2 E0", 0, "C2", "C2"),  # multiplication / fixed value: 0
    ("A1 D2", -2, "A1", "D2"),  # addition / division: -1
    ("A1 E49", 48, "A1", "A1"),  # addition / fixed value: 49
    ("B1 D2", 2, "B1", "D2"),  # subtraction / division: 1
    ("B1 E49", 50, "B1", "B1"),  # subtraction / fixed value: 49
    ("D2 E49", 98, "D2", "D2"),  # division / fixed value: 49
    ("E0 D2", 1, "D2", "D2"),  # division / fixed value: 0
]


@pytest.mark.parametrize(("pair", "p", "largest", "smallest"), TIES)
def test_tie_orders(pair: str, p: int, largest: str, smallest: str) -> None:
    a, b = pair.split()
    values = {cirno.cards.BY_NAME[c].apply(p) for c in (a, b)}
    assert len(values) == 1  # a real tie
    for hand in (f"{a} {b} {b}", f"{b} {a} {a}"):
        assert chosen(hand, p)[0] == largest
        assert chosen(hand, p, doubled=True)[0] == smallest


def test_tie_order_lists_match_the_statement() -> None:
    K = cirno.cards.Kind
    assert cirno.rules.LARGEST_FIRST == (K.MUL, K.ADD, K.SUB, K.DIV, K.SET)
    assert cirno.rules.SMALLEST_FIRST == (K.DIV, K.SUB, K.ADD, K.MUL, K.SET)
    assert cirno.cards.COUNTERS == (Card.PASS, Card.TURN, Card.DOUBLE)


def test_a_player_who_cannot_stay_at_or_under_99_loses() -> None:
    choice = cirno.rules.choose(cards("A99 A49 C2"), 60, False)
    assert choice.lost and choice.p > 99
    choice = cirno.rules.choose(cards("A99 A49 C2"), 60, True)
    assert choice.lost
    assert not cirno.rules.choose(cards("A99 A49 PASS"), 60, False).lost


@pytest.mark.parametrize(
    ("card", "p", "after"),
    [
        ("D2", -1, -1),  # toward negative infinity, not toward zero
        ("D2", -11, -6),
        ("D2", -3, -2),
        ("D2", 7, 3),
        ("D2", 0, 0),
        ("C2", -50, -100),
        ("A99", 0, 99),
        ("B19", 5, -14),
        ("E49", -1000, 49),
        ("E0", 99, 0),
        ("PASS", 42, 42),
    ],
)
def test_card_arithmetic(card: str, p: int, after: int) -> None:
    assert cirno.cards.BY_NAME[card].apply(p) == after


def test_fast_table_agrees_with_choose_for_every_hand() -> None:
    """`play` decides through `decide`'s table; it must pick what `choose` picks."""
    for p in (-101, -50, -11, -2, -1, 0, 1, 2, 24, 48, 49, 50, 51, 90, 98, 99):
        for doubled in (0, 1):
            for hand in cirno.rules.HANDS:
                packed, state, _, then = cirno.rules.decide(
                    p << 12 | doubled, cirno.rules.hand_key(*hand)
                )
                choice = cirno.rules.choose(hand, p, bool(doubled))
                turn = cirno.rules.unpack(packed)
                assert (turn.card, turn.p, turn.lost) == (choice.card, choice.p, choice.lost)
                assert (then == cirno.rules.LOSE) == choice.lost
                if not choice.lost:
                    assert state >> 12 == choice.p


# -- the rules, in whole games (outputs worked out by hand) -----------------------------------


def test_double_makes_the_next_player_play_two_cards_smallest_first() -> None:
    text = game(
        """
        Ann DOUBLE DOUBLE DOUBLE
        Bea A1 A9 B1
        """,
        "A99 A5 A99 A99 A99 A99 A99 A99 A99 A99",
    )
    assert judge(text) == [
        "Round 1:",
        "Ann used DOUBLE,now p=0.",
        "Bea used B1,now p=-1.",  # under DOUBLE: the smallest p
        "Bea used A9,now p=8.",  # her second card: the largest p again
        "Ann used DOUBLE,now p=8.",  # A99 would lose: a counter card
        "Bea used A1,now p=9.",
        "Bea used A5,now p=14.",
        "Ann used DOUBLE,now p=14.",
        "Bea lost the game.",  # under DOUBLE, every card passes 99
    ]


def test_a_counter_card_under_double_passes_the_double_on() -> None:
    text = game(
        """
        Ann DOUBLE DOUBLE DOUBLE
        Bea PASS B1 B1
        Cat A1 A2 A5
        """,
        "A99 A99 A9 A99 A99 A99 A99 A99 A99 A99 A99 A99",
    )
    assert judge(text) == [
        "Round 1:",
        "Ann used DOUBLE,now p=0.",
        "Bea used PASS,now p=0.",  # counter first under DOUBLE, though B1 was safe
        "Cat used A1,now p=1.",  # Cat took the DOUBLE over: two cards
        "Cat used A9,now p=10.",
        "Ann used DOUBLE,now p=10.",
        "Bea used B1,now p=9.",
        "Bea used B1,now p=8.",
        "Cat used A5,now p=13.",  # Cat plays one card: the DOUBLE left with Bea
        "Ann used DOUBLE,now p=13.",
        "Bea lost the game.",
    ]


def test_double_does_not_stack() -> None:
    text = game(
        """
        Ann DOUBLE DOUBLE DOUBLE
        Bea DOUBLE A99 A99
        Cat A1 A2 A5
        """,
        "A99 A99 A1 A99 A99 A99 A99 A99",
    )
    assert judge(text) == [
        "Round 1:",
        "Ann used DOUBLE,now p=0.",
        "Bea used DOUBLE,now p=0.",  # under DOUBLE a counter card comes before A99
        "Cat used A1,now p=1.",
        "Cat used A5,now p=6.",  # two cards, not three or four
        "Ann used DOUBLE,now p=6.",
        "Bea lost the game.",
    ]


def test_turn_reverses_and_each_round_starts_clockwise_with_the_loser() -> None:
    text = game(
        """
        Ann A1 A1 A1
        Bea TURN A99 A99
        Cat A99 A99 A99
        """,
        "A1 A99 A99 A1 A1 A1 A99 A99 A99 A99 A99",
        rounds=2,
    )
    assert judge(text) == [
        "Round 1:",
        "Ann used A1,now p=1.",
        "Bea used TURN,now p=1.",
        "Ann used A1,now p=2.",  # counterclockwise: back to Ann, then Cat
        "Cat lost the game.",
        "Round 2:",
        "Cat used A1,now p=1.",  # the loser starts, with three new cards
        "Ann used A1,now p=2.",  # clockwise again
        "Bea lost the game.",
    ]


def test_turn_under_double_reverses_and_passes_the_double_on() -> None:
    text = game(
        """
        Ann A99 A99 A99
        Bea DOUBLE A99 A99
        Cat TURN B1 B1
        """,
        "A99 B9 A99 B1 A99 A99 A99 A99",
    )
    assert judge(text) == [
        "Round 1:",
        "Ann used A99,now p=99.",
        "Bea used DOUBLE,now p=99.",
        "Cat used TURN,now p=99.",  # counter first under DOUBLE, though B1 was safe
        "Bea used B9,now p=90.",  # counterclockwise to Bea, who has the DOUBLE now
        "Bea used B1,now p=89.",
        "Ann lost the game.",  # still counterclockwise
    ]


def test_the_loser_discards_two_and_draws_the_next_three() -> None:
    text = game(
        """
        Ann A99 A1 A1
        Bea A99 A99 A5
        """,
        "A99 A2 A9 A1 A19 A99 A99 A99 A99 A99 A99 A99",
        rounds=2,
    )
    assert judge(text) == [
        "Round 1:",
        "Ann used A99,now p=99.",
        "Bea lost the game.",  # she draws A2 A9 A1, not a card for the losing play first
        "Round 2:",
        "Bea used A9,now p=9.",  # her old A99s were discarded
        "Ann used A1,now p=10.",
        "Bea used A19,now p=29.",
        "Ann used A1,now p=30.",
        "Bea used A2,now p=32.",
        "Ann lost the game.",
    ]


def test_double_does_not_carry_into_the_next_round() -> None:
    text = game(
        """
        Ann A99 DOUBLE A99
        Bea B1 A99 A99
        """,
        "A99 A99 A99 A1 A1 A1 A99 A99 A99 A99",
        rounds=2,
    )
    assert judge(text) == [
        "Round 1:",
        "Ann used A99,now p=99.",
        "Bea used B1,now p=98.",
        "Ann used DOUBLE,now p=98.",
        "Bea lost the game.",  # she lost under DOUBLE, on her first card
        "Round 2:",
        "Bea used A1,now p=1.",  # one card only
        "Ann lost the game.",
    ]


def test_division_rounds_toward_negative_infinity_in_play() -> None:
    text = game("Solo B9 B1 B1", "D2 B9 B9 D2 D2 D2 B19 B19 E99 A99 A99 A99 A99 A99 A99")
    assert judge(text) == [
        "Round 1:",
        "Solo used B1,now p=-1.",
        "Solo used D2,now p=-1.",  # not 0
        "Solo used B1,now p=-2.",
        "Solo used B9,now p=-11.",
        "Solo used D2,now p=-6.",  # not -5
        "Solo used D2,now p=-3.",
        "Solo used D2,now p=-2.",  # not -1
        "Solo used B9,now p=-11.",
        "Solo used B9,now p=-20.",
        "Solo used E99,now p=99.",
        "Solo used B19,now p=80.",
        "Solo used B19,now p=61.",
        "Solo lost the game.",
    ]


def test_p_is_not_a_32_bit_integer() -> None:
    doublings = 31
    deck = "C2 " * (4 + doublings - 1) + "E99 A99 A99 A99 A99"
    expected = [
        "Round 1:",
        "Solo used B1,now p=-1.",
        "Solo used C2,now p=-2.",  # ties with B1 at -2: multiplication first
        "Solo used B1,now p=-3.",
        "Solo used B1,now p=-4.",
    ]
    expected += [f"Solo used C2,now p={-4 * 2**i}." for i in range(1, doublings + 1)]
    expected += ["Solo used E99,now p=99.", "Solo lost the game."]
    assert judge(game("Solo B1 B1 B1", deck)) == expected
    assert expected[-3] == "Solo used C2,now p=-8589934592."


def test_one_player_plays_every_turn() -> None:
    assert judge(game("Solo PASS A99 A99", "A99 A99 A99 A99 A99")) == [
        "Round 1:",
        "Solo used A99,now p=99.",
        "Solo used PASS,now p=99.",
        "Solo lost the game.",
    ]


def test_every_round_is_printed() -> None:
    text = game("Ann A99 A99 A99\nBea A99 A99 A99", "A99 " * 30, rounds=4)
    assert judge(text) == [
        "Round 1:",
        "Ann used A99,now p=99.",
        "Bea lost the game.",
        "Round 2:",
        "Bea used A99,now p=99.",
        "Ann lost the game.",
        "Round 3:",
        "Ann used A99,now p=99.",
        "Bea lost the game.",
        "Round 4:",
        "Bea used A99,now p=99.",
        "Ann lost the game.",
    ]


# -- games that cannot be played ----------------------------------------------------------


def test_the_deck_running_out_is_an_error_at_the_end_of_the_deck() -> None:
    short = read("sample1.in").replace(" A99\n", "\n").replace("2 1 10", "2 1 9")
    problem = error(short)
    assert (problem.line, problem.col) == (4, len(short.splitlines()[3]) + 1)
    assert "deck ran out" in problem.expected and "Cirno" in problem.expected


def test_the_deck_running_out_mid_round() -> None:
    problem = error(game("Ann B1 B1 B1\nBea B1 B1 B1", "B1 B1 B1"))
    assert (problem.line, problem.col) == (4, 9)
    assert "Bea had to draw in round 1" in problem.expected


def test_p_running_away_is_an_error_not_a_hang() -> None:
    deck = "C2 " * 400
    problem = error(game("Solo B1 B1 B1", deck))
    assert (problem.line, problem.col) == (1, 1)
    assert "p would reach" in problem.expected


# -- bad input ------------------------------------------------------------------------------

SAMPLE_HEAD = "2 1 10\nJoesSR B9 A99 PASS\nCirno C2 D2 A49\n"
SAMPLE_DECK = "E49 DOUBLE PASS A19 A49 A99 A99 A99 A99 A99\n"


@pytest.mark.parametrize(
    ("text", "line", "col", "words"),
    [
        ("", 1, 1, "expected a first line 'n m k', got end of input"),
        ("   \n\n", 1, 1, "got end of input"),
        ("2 1\n", 1, 4, "expected k, the number of deck cards, got end of line"),
        ("x 1 10\n", 1, 1, "expected n, the number of players (1 to 30), got 'x'"),
        ("0 1 10\n", 1, 1, "got '0'"),
        ("31 1 10\n", 1, 1, "got '31'"),
        ("2 0 10\n", 1, 3, "expected m, the number of rounds (1 to 100), got '0'"),
        ("2 101 10\n", 1, 3, "got '101'"),
        ("2 1 300001\n", 1, 5, "expected k, the number of deck cards (1 to 300000)"),
        ("2 1 -5\n", 1, 5, "got '-5'"),
        ("2 1 １０\n", 1, 5, "got '１０'"),
        ("2 1 10 7\n", 1, 8, "expected the end of the line after 'n m k', got '7'"),
        ("\n\n2 1 x\n", 3, 5, "got 'x'"),
        ("2 1 10\n", 1, 7, "expected player 1 of 2: a name and three cards, got end of input"),
        ("2 1 10\nJ0esSR B9 A99 PASS\n", 2, 1, "expected a player name (1 to 20 letters)"),
        ("2 1 10\n" + "A" * 21 + " B9 A99 PASS\n", 2, 1, "expected a player name"),
        ("2 1 10\nB9 A99 PASS\n", 2, 1, "got 'B9'"),
        ("2 1 10\nJoesSR B9 A98 PASS\n", 2, 11, "got 'A98'"),
        ("2 1 10\nJoesSR b9 A99 PASS\n", 2, 8, "got 'b9'"),
        ("2 1 10\nJoesSR B9 A99\n", 2, 14, "expected three cards for 'JoesSR', got 2"),
        ("2 1 10\nJoesSR B9 A99  \t\n", 2, 14, "got 2 before the end of the line"),
        ("2 1 10\nJoesSR\n", 2, 7, "got 0"),
        ("2 1 10\nJoesSR B9 A99 PASS A1\n", 2, 20, "expected only three cards for 'JoesSR'"),
        ("2 1 10\nJoesSR B9 A99 PASS\nJoesSR C2 D2 A49\n", 3, 1, "'JoesSR' is used twice"),
        ("2 1 10\nJoesSR B9 A99 PASS\n", 2, 19, "expected player 2 of 2"),
        (SAMPLE_HEAD.replace("Cirno C2 D2 A49\n", "") + SAMPLE_DECK, 3, 1, "got 'E49'"),
        (SAMPLE_HEAD + SAMPLE_DECK.replace("A19", "A20"), 4, 17, "expected a deck card"),
        (SAMPLE_HEAD + SAMPLE_DECK.replace(" A99\n", "\n"), 4, 40, "expected k = 10 deck cards"),
        (SAMPLE_HEAD, 3, 16, "expected k = 10 deck cards, got 0"),
        (SAMPLE_HEAD + SAMPLE_DECK.strip() + " PASS\n", 4, 45, "expected only k = 10 deck cards"),
        (SAMPLE_HEAD + "E49 DOUBLE\nPASS A19 A49\n\n  A99 A99 A99 X A99\n", 7, 15, "got 'X'"),
        ("2 1 10\r\nJoesSR B9 A98 PASS\r\n", 2, 11, "got 'A98'"),
        ("2 1 10\rJoesSR B9 A99 PASS\rCirno C2 D2 A49\rE49 A0", 4, 5, "got 'A0'"),
    ],
)
def test_bad_input_is_located(text: str, line: int, col: int, words: str) -> None:
    problem = error(text)
    assert (problem.line, problem.col) == (line, col), str(problem)
    assert words in problem.expected, str(problem)
    assert str(problem).startswith(f"input:{line}:{col}: ")


def test_a_huge_number_is_refused_not_parsed() -> None:
    problem = error("9" * 5000 + " 1 1\n")
    assert (problem.line, problem.col) == (1, 1)
    assert len(str(problem)) < 200


def test_bad_deck_card_after_k_cards_is_reported_as_an_extra_card() -> None:
    problem = error(SAMPLE_HEAD + SAMPLE_DECK.strip() + " nonsense\n")
    assert (problem.line, problem.col) == (4, 45)
    assert "expected only k = 10 deck cards, got more: 'nonsense'" in problem.expected


# -- the trace and the story ------------------------------------------------------------------

# The statement's explanation of sample 1: each player's hand after each turn.
SAMPLE1_HANDS = [
    ("B9 E49 PASS", "C2 D2 A49"),
    ("B9 E49 PASS", "C2 DOUBLE A49"),
    ("B9 PASS PASS", "C2 DOUBLE A49"),
    ("B9 PASS PASS", "A19 DOUBLE A49"),
    ("A49 PASS PASS", "A19 DOUBLE A49"),
    ("A49 PASS PASS", "A19 A99 A49"),
    ("A49 A99 PASS", "A19 A99 A49"),
]


def sample1_steps() -> list:
    return cirno.story.steps(cirno.rules.play(cirno.notation.parse(read("sample1.in"))[0]))


def test_steps_show_the_hands_of_the_statement_explanation() -> None:
    shown = sample1_steps()
    plays = [s for s in shown if s.state["player"] is not None]
    assert len(plays) == len(SAMPLE1_HANDS) + 1  # and Cirno's losing play
    for step, (joessr, cirno_hand) in zip(plays, SAMPLE1_HANDS, strict=False):
        expected = [sorted(cards(joessr)), sorted(cards(cirno_hand))]
        assert step.state["hands"] == [[str(c) for c in hand] for hand in expected]


def test_steps_cover_the_deal_each_round_and_each_play() -> None:
    result = cirno.rules.play(cirno.notation.parse(read("three-players.in"))[0])
    shown = cirno.story.steps(result)
    assert len(shown) == 1 + 2 + len(result.plays)
    assert [s.title for s in shown[:3]] == ["Deal", "Round 1", "Round 1, turn 1"]
    assert shown[-1].state["lost"] == "Ru" and shown[-1].state["next"] is None
    json.dumps([s.as_json() for s in shown])


def test_steps_state_p_direction_and_double() -> None:
    shown = sample1_steps()
    by_title = {s.title: s.state for s in shown}
    turn6 = by_title["Round 1, turn 6"]  # Cirno plays DOUBLE
    assert (turn6["player"], turn6["card"], turn6["double"], turn6["next"]) == (
        "Cirno",
        "DOUBLE",
        "JoesSR",
        "JoesSR",
    )
    turn7 = by_title["Round 1, turn 7"]  # JoesSR passes it on with PASS
    assert (turn7["card"], turn7["double"], turn7["p_before"], turn7["p"]) == (
        "PASS",
        "Cirno",
        89,
        89,
    )
    assert by_title["Round 1, turn 4"]["p_before"] == 49
    assert by_title["Round 1, turn 4"]["p"] == 98
    assert shown[-1].state["deck_left"] == 0
    assert "A49 also gives 98" in next(s for s in shown if s.title == "Round 1, turn 4").explain
    assert "Cirno loses round 1" in shown[-1].explain

    three = cirno.story.steps(cirno.rules.play(cirno.notation.parse(read("three-players.in"))[0]))
    turn = next(s for s in three if s.state["card"] == "TURN")
    assert (turn.state["direction"], turn.state["next"]) == ("counterclockwise", "Su")
    assert three[-3].title == "Round 2"
    assert three[-3].state["direction"] == three[-2].state["direction"] == "clockwise"


def game_results(seeds: range) -> list[cirno.rules.Result]:
    return [
        cirno.rules.play(cirno.notation.parse(cirno.deals.generate(random.Random(s)))[0])
        for s in seeds
    ]


def test_replay_agrees_with_the_fast_path() -> None:
    """Each recorded play is the one the rules give: player, card and p, rebuilt slowly."""
    for result in game_results(range(60)):
        moments = list(cirno.rules.replay(result))
        assert len(moments) == len(result.plays)
        for moment in moments:
            played = moment.played
            assert played.player == moment.player
            assert played.card == moment.choice.card
            assert played.p == moment.choice.p
            assert played.lost == moment.choice.lost
            assert all(len(hand) == 3 for hand in moment.hands)
        assert moments[-1].deck_left == len(result.case.deck) - result.drawn


def test_invariants_of_generated_games() -> None:
    for result in game_results(range(60, 100)):
        turns = list(result.turns())
        assert len(result.round_ends) == result.case.rounds
        assert [i for i, t in enumerate(turns) if t.lost] == [e - 1 for e in result.round_ends]
        assert all(t.p <= 99 for t in turns if not t.lost)
        assert all(t.p > 99 for t in turns if t.lost)
        left = [s.state["deck_left"] for s in cirno.story.steps(result)]
        assert left == sorted(left, reverse=True)  # the deck only shrinks


def test_generate_is_seeded_and_accepted() -> None:
    for seed in range(30):
        text = cirno.deals.generate(random.Random(seed))
        assert text == cirno.deals.generate(random.Random(seed))
        assert cirno.GAME.judge(text).startswith("Round 1:\n")
    assert len({cirno.deals.generate(random.Random(s)) for s in range(10)}) == 10


# -- the lazy story -------------------------------------------------------------------------


@pytest.fixture
def kept_often(monkeypatch):
    """Keep the table every few plays, so that even small games start steps from kept tables."""
    monkeypatch.setattr(cirno.rules, "CHECKPOINT_EVERY", 5)


def test_lazy_steps_are_the_eager_ones_in_order_and_anywhere(kept_often) -> None:
    for seed, result in enumerate(game_results(range(120))):
        eager = eager_steps(result)
        lazy = cirno.story.steps(result)
        assert len(lazy) == len(eager)
        assert list(lazy) == eager
        rng = random.Random(seed)
        for _ in range(30):
            start = rng.randrange(len(eager))
            stop = rng.randrange(start, len(eager) + 5)
            assert lazy[start] == eager[start]
            assert lazy[start:stop] == eager[start:stop]
        assert lazy[-1] == eager[-1]
        assert lazy[::7] == eager[::7]


def test_kept_tables_are_the_table_as_replayed(kept_often) -> None:
    for result in game_results(range(20)):
        assert [table.played for table in result.tables] == list(
            range(0, len(result.plays), cirno.rules.CHECKPOINT_EVERY)
        )
        for table in result.tables:
            walked = result.tables[0].copy()
            walked.advance(result, table.played)
            assert walked == table


def test_step_index_out_of_range_is_an_index_error() -> None:
    story = cirno.story.steps(game_results(range(1))[0])
    with pytest.raises(IndexError):
        story[len(story)]
    assert story[-len(story)] == story[0]


def test_columns_come_from_the_trace_without_making_steps(monkeypatch) -> None:
    results = game_results(range(40))
    eager = [eager_steps(result) for result in results]

    def no_steps(*args: object) -> None:
        raise AssertionError("a step was made")

    monkeypatch.setattr(cirno.story.Story, "play_step", no_steps)
    monkeypatch.setattr(cirno.story.Story, "round_step", no_steps)
    for result, steps in zip(results, eager, strict=True):
        story = cirno.story.steps(result)
        for key in ("p", "round"):
            assert story.column(key) == [step.state[key] for step in steps]


def test_the_viewer_makes_only_the_steps_it_shows(monkeypatch) -> None:
    monkeypatch.setattr(cirno.rules, "CHECKPOINT_EVERY", 8)
    text = max((cirno.deals.generate(random.Random(seed)) for seed in range(30)), key=len)
    made = []
    play_step = cirno.story.Story.play_step
    monkeypatch.setattr(
        cirno.story.Story, "play_step", lambda *args: made.append(1) or play_step(*args)
    )
    web.run("cirno", text)
    count = json.loads(web.steps(0, 0, 0))["count"]
    assert count > 100
    window = json.loads(web.steps(0, count - 3, count))
    assert window["steps"][-1]["state"]["lost"] is not None
    assert len(made) == 3
