"""Hearts: trick winners, the three ways to cheat, points, the moon, both input forms."""

import io
import json
import os
import random
from pathlib import Path

import pytest

from cardjudge import cli, web
from cardjudge.errors import InputError
from cardjudge.games.hearts import GAME
from cardjudge.games.hearts.cards import CARDS, DECK, Card, Suit
from cardjudge.games.hearts.deals import generate
from cardjudge.games.hearts.notation import format_deal, parse
from cardjudge.games.hearts.rules import (
    Result,
    Rule,
    holdings,
    legal_cards,
    play,
    rules_broken,
    seat_the_plays,
    winning_seat,
)
from cardjudge.games.hearts.story import steps

DATA = Path(__file__).parent / "data" / "hearts"
EXAMPLES = range(8)


def game(*tricks: str) -> str:
    """A game in the line form, from its 13 tricks."""
    assert len(tricks) == 13
    return "\n".join(tricks) + "\n"


def judge(text: str) -> str:
    return GAME.judge(text)


def result(text: str) -> Result:
    (deal,) = parse(text)
    return play(deal)


def cheats(text: str) -> list[tuple[int, int, str, tuple[Rule, ...], str]]:
    """(trick, player, card, rules, legal cards) of every cheat."""
    return [
        (c.trick, c.player, str(c.card), c.rules, " ".join(map(str, c.legal)))
        for c in result(text).cheats
    ]


def cards(text: str) -> list[Card]:
    return [CARDS[word] for word in text.split()]


def example(n: int) -> str:
    return (DATA / f"example{n}.in").read_text()


# -- the statement ------------------------------------------------------------------


@pytest.mark.parametrize("n", EXAMPLES)
def test_statement_examples_are_byte_exact(n: int) -> None:
    assert judge(example(n)) == (DATA / f"example{n}.out").read_text()


def test_statement_array_literals_as_printed_are_byte_exact() -> None:
    # The eight literals copied from the statement, one after another; example 3
    # is printed as `{ "C2 C9 CA CT",`, with a space after the brace.
    text = (DATA / "statement.in").read_text()
    assert '{ "C2 C9 CA CT"' in text
    assert judge(text) == (DATA / "statement.out").read_text()


def test_all_examples_in_one_input_give_one_line_each() -> None:
    text = "\n".join(example(n) for n in EXAMPLES)
    assert judge(text) == "".join((DATA / f"example{n}.out").read_text() for n in EXAMPLES)


def test_literals_run_together_on_one_line() -> None:
    text = (DATA / "statement.in").read_text().replace("\n", "")
    assert judge(text) == (DATA / "statement.out").read_text()


def test_both_forms_mix_in_one_input() -> None:
    literal = format_deal(parse(example(2))[0], literal=True)
    text = example(0) + "\n" + literal + "\n" + example(5)
    expected = [(DATA / f"example{n}.out").read_text() for n in (0, 2, 5)]
    assert judge(text) == "".join(expected)


def test_crlf_trailing_spaces_extra_blank_lines_and_no_final_newline() -> None:
    messy = "\r\n\r\n" + example(0).replace("\n", "  \r\n") + "\r\n\r\n\r\n" + example(7).rstrip()
    assert judge(messy) == '{"6", "0", "20", "0"}\n{"26", "CHEATER!", "26", "CHEATER!"}\n'
    assert judge(example(0).replace(" ", "\t  ")) == '{"6", "0", "20", "0"}\n'


def test_empty_input_has_no_games() -> None:
    assert judge("") == ""
    assert judge("\n  \n") == ""


def test_statement_example0_leaders_and_last_winner() -> None:
    # "The players who led each trick were: 1 2 2 2 1 1 3 1 3 1 3 3 3.
    # And player 4 took the last trick."
    r = result(example(0))
    assert [t.leader for t in r.tricks] == [1, 2, 2, 2, 1, 1, 3, 1, 3, 1, 3, 3, 3]
    assert r.tricks[-1].winner == 4
    assert r.taken == (6, 0, 20, 0) and r.moon is None and r.cheaters == ()


def test_statement_example2_cheats_are_at_the_right_tricks() -> None:
    # "Player 4 turned out to have a club even though he didn't play it in the
    # first trick and player 1 turns out to have a spade that he should have
    # played on the fourth trick."
    found = cheats(example(2))
    assert found[0] == (1, 4, "SA", (Rule.FOLLOW_SUIT,), "CA")
    assert (4, 1, "CQ", (Rule.FOLLOW_SUIT,), "S7") in found
    assert {c[1] for c in found} == {1, 4}
    assert all(rules == (Rule.FOLLOW_SUIT,) for _, _, _, rules, _ in found)


def test_statement_example5_heart_on_the_first_trick_with_one_non_scoring_card() -> None:
    assert cheats(example(5)) == [(1, 3, "HA", (Rule.FIRST_TRICK,), "D3")]


def test_statement_example6_queen_of_spades_on_the_first_trick() -> None:
    assert cheats(example(6)) == [(1, 2, "SQ", (Rule.FIRST_TRICK,), "D7")]


def test_statement_example7_cheater_shoots_the_moon() -> None:
    r = result(example(7))
    assert r.moon == 2 and r.taken == (0, 26, 0, 0) and r.scores == (26, 0, 26, 26)
    assert r.cheaters == (2, 4)
    assert cheats(example(7))[0] == (2, 2, "H7", (Rule.HEARTS_NOT_BROKEN,), "DA")


def test_statement_example1_only_hearts_may_go_on_the_first_trick() -> None:
    # Player 4 holds 13 hearts: H2 on the first trick is no cheat.
    r = result(example(1))
    assert r.cheaters == () and r.moon == 1 and r.entries == ("0", "26", "26", "26")


# -- games built for one rule at a time -----------------------------------------------

# Each game below lists the hands, then the tricks in playing order.

# Player 2 plays D2 on the first trick while holding C3: follow suit, alone.
# P1 C2 C4-CA D3; P2 C3 D2 D4-DA; P3 all spades; P4 all hearts.
FOLLOW_SUIT_ALONE = game(
    "C2 D2 S2 H2",  # P1 wins; P2 holds C3
    "C4 C3 S3 H3",
    "C5 D4 S4 H4",
    "C6 D5 S5 H5",
    "C7 D6 S6 H6",
    "C8 D7 S7 H7",
    "C9 D8 S8 H8",
    "CT D9 S9 H9",
    "CJ DT ST HT",
    "CQ DJ SJ HJ",
    "CK DQ SQ HQ",
    "CA DK SK HK",
    "D3 DA SA HA",  # P2 wins the last trick: 1 point
)

# Player 2 leads H2 at trick 2, hearts unbroken, holding D3: the lead rule, alone.
# P1 C2-CK D2; P2 CA D3 H2-HQ; P3 HA D4 S2-SQ; P4 SK SA D5-DA HK.
HEARTS_LED_ALONE = game(
    "C2 CA S2 D5",  # P2 wins
    "H2 HA HK C3",  # P2 leads a heart too early; P3 wins 3
    "S3 SA C4 H3",  # P4 wins 1
    "SK C5 H4 S4",  # P4 wins 1
    "D6 D2 D3 D4",
    "D7 C6 H5 S5",
    "D8 C7 H6 S6",
    "D9 C8 H7 S7",
    "DT C9 H8 S8",
    "DJ CT H9 S9",
    "DQ CJ HT ST",
    "DK CQ HJ SJ",
    "DA CK HQ SQ",  # P4 takes 8 hearts and the Queen from trick 6 on
)

# Player 3 plays HA on the first trick holding spades and D4 (no clubs): first-trick
# rule, alone. The heart breaks hearts, so player 2 may lead H2 next while holding D3.
# P1 C2-CK D2; P2 CA D3 H2-HQ; P3 HA D4 S2-SQ; P4 HK SK SA D5-DA.
BROKEN_BY_AN_ILLEGAL_HEART = game(
    "C2 CA HA D5",  # P2 wins 1 point thanks to P3's cheat
    "H2 S2 HK C3",  # a legal lead: hearts are broken; P4 wins 2
    "SK C4 H3 S3",
    "SA C5 H4 S4",
    "D6 D2 D3 D4",
    "D7 C6 H5 S5",
    "D8 C7 H6 S6",
    "D9 C8 H7 S7",
    "DT C9 H8 S8",
    "DJ CT H9 S9",
    "DQ CJ HT ST",
    "DK CQ HJ SJ",
    "DA CK HQ SQ",
)

# Example 1 with SQ and S2 swapped: player 3 dumps the Queen on the first trick
# while holding twelve other spades. Player 1 still takes everything: the moon.
QUEEN_ON_THE_FIRST_TRICK = example(1).replace("S2", "XX").replace("SQ", "S2").replace("XX", "SQ")

# Player 4 discards H2 on the first trick holding C3: two rules at once.
# P1 C2 C4-CA H3; P2 all diamonds; P3 all spades; P4 C3 H2 H4-HA.
TWO_RULES_AT_ONCE = game(
    "C2 D2 S2 H2",
    "C4 D3 S3 C3",
    "C5 D4 S4 H4",
    "C6 D5 S5 H5",
    "C7 D6 S6 H6",
    "C8 D7 S7 H7",
    "C9 D8 S8 H8",
    "CT D9 S9 H9",
    "CJ DT ST HT",
    "CQ DJ SJ HJ",
    "CK DQ SQ HQ",
    "CA DK SK HK",
    "H3 DA SA HA",  # P1 may lead H3: it is all he holds, and hearts are broken
)

# Player 2 holds nothing but hearts after trick 1: he may lead them unbroken.
# P1 C2-CK H2; P2 CA H3-HA; P3 all spades; P4 all diamonds. P2 shoots the moon.
ONLY_HEARTS_LEFT = game(
    "C2 CA S2 D2",
    "H3 S3 D3 H2",
    "H4 S4 D4 C3",
    "H5 S5 D5 C4",
    "H6 S6 D6 C5",
    "H7 S7 D7 C6",
    "H8 S8 D8 C7",
    "H9 S9 D9 C8",
    "HT ST DT C9",
    "HJ SJ DJ CT",
    "HQ SQ DQ CJ",
    "HK SK DK CQ",
    "HA SA DA CK",
)

# The same player 2, but holding D2 when he leads H4 at trick 2: he cheats and
# still takes all 26 points. P1 C2-CK H2; P2 CA D2 H4-HA; P3 spades; P4 D3-DA H3.
CHEATER_SHOOTS_THE_MOON = game(
    "C2 CA S2 D3",
    "H4 S3 H3 H2",
    "H5 S4 D4 C3",
    "H6 S5 D5 C4",
    "H7 S6 D6 C5",
    "H8 S7 D7 C6",
    "H9 S8 D8 C7",
    "HT S9 D9 C8",
    "HJ ST DT C9",
    "HQ SJ DJ CT",
    "HK SQ DQ CJ",
    "HA SK DK CQ",
    "D2 SA DA CK",  # P4 wins a pointless last trick
)

# Player 2 leads H4 at trick 2 holding only hearts and the Queen of Spades: the
# Queen is a non-heart, so that is a cheat. P1 C2-CK H2; P2 CA SQ H4-HA;
# P3 H3 and spades but the Queen; P4 all diamonds.
QUEEN_IS_A_NON_HEART = game(
    "C2 CA S2 D2",
    "H4 H3 D3 H2",
    "H5 S3 D4 C3",
    "H6 S4 D5 C4",
    "H7 S5 D6 C5",
    "H8 S6 D7 C6",
    "H9 S7 D8 C7",
    "HT S8 D9 C8",
    "HJ S9 DT C9",
    "HQ ST DJ CT",
    "HK SJ DQ CJ",
    "HA SK DK CQ",
    "SQ SA DA CK",  # P3 takes the Queen with SA
)


@pytest.mark.parametrize(
    ("text", "expected", "found"),
    [
        (
            FOLLOW_SUIT_ALONE,
            '{"25", "CHEATER!", "0", "0"}',
            [(1, 2, "D2", (Rule.FOLLOW_SUIT,), "C3")],
        ),
        (
            HEARTS_LED_ALONE,
            '{"0", "CHEATER!", "3", "23"}',
            [(2, 2, "H2", (Rule.HEARTS_NOT_BROKEN,), "D3")],
        ),
        (
            BROKEN_BY_AN_ILLEGAL_HEART,
            '{"0", "1", "CHEATER!", "25"}',
            [(1, 3, "HA", (Rule.FIRST_TRICK,), "D4 S2 S3 S4 S5 S6 S7 S8 S9 ST SJ")],
        ),
        (
            QUEEN_ON_THE_FIRST_TRICK,
            '{"0", "26", "CHEATER!", "26"}',
            [(1, 3, "SQ", (Rule.FIRST_TRICK,), "S2 S3 S4 S5 S6 S7 S8 S9 ST SJ SK SA")],
        ),
        (
            TWO_RULES_AT_ONCE,
            '{"24", "0", "0", "CHEATER!"}',
            [(1, 4, "H2", (Rule.FOLLOW_SUIT, Rule.FIRST_TRICK), "C3")],
        ),
        (ONLY_HEARTS_LEFT, '{"26", "0", "26", "26"}', []),
        (
            CHEATER_SHOOTS_THE_MOON,
            '{"26", "CHEATER!", "26", "26"}',
            [(2, 2, "H4", (Rule.HEARTS_NOT_BROKEN,), "D2")],
        ),
        (
            QUEEN_IS_A_NON_HEART,
            '{"0", "CHEATER!", "13", "0"}',
            [(2, 2, "H4", (Rule.HEARTS_NOT_BROKEN,), "SQ")],
        ),
    ],
    ids=[
        "follow-suit",
        "hearts-led-early",
        "broken-by-illegal-heart",
        "queen-on-first-trick",
        "two-rules-at-once",
        "only-hearts-left",
        "cheater-shoots-moon",
        "queen-is-a-non-heart",
    ],
)
def test_constructed_games(text: str, expected: str, found: list[object]) -> None:
    assert judge(text) == expected + "\n"
    assert cheats(text) == found


def test_points_are_kept_by_whoever_takes_them_even_from_a_cheat() -> None:
    r = result(BROKEN_BY_AN_ILLEGAL_HEART)
    assert r.tricks[0].winner == 2 and r.tricks[0].points == 1
    assert r.taken == (0, 1, 0, 25)


def test_hearts_are_broken_by_any_earlier_heart() -> None:
    illegal = result(BROKEN_BY_AN_ILLEGAL_HEART).tricks
    assert [t.hearts_broken for t in illegal[:3]] == [False, True, True]
    assert illegal[0].breaks_hearts and not illegal[1].breaks_hearts
    early = result(HEARTS_LED_ALONE).tricks
    assert [t.hearts_broken for t in early[:3]] == [False, False, True]


def test_a_cheater_who_shoots_the_moon_still_gives_26_to_the_others() -> None:
    r = result(CHEATER_SHOOTS_THE_MOON)
    assert (r.taken, r.moon, r.scores) == ((0, 26, 0, 0), 2, (26, 0, 26, 26))


def test_25_points_is_not_the_moon() -> None:
    r = result(FOLLOW_SUIT_ALONE)
    assert r.moon is None and r.taken == (25, 1, 0, 0) and r.scores == r.taken


def test_trick_winner_is_the_highest_card_of_the_suit_led() -> None:
    # Trick 5 of example 0: "DQ HQ D9 D5" led by player 1; HQ is off suit.
    trick = result(example(0)).tricks[4]
    assert (trick.leader, trick.winner, str(trick.winning_card)) == (1, 1, "DQ")
    assert trick.points == 1
    assert winning_seat(cards("S2 SA HK S3")) == 1
    assert winning_seat(cards("DT D9 CA HA")) == 0


def test_hands_are_the_cards_still_to_play() -> None:
    deal = parse(example(0))[0]
    orders, _ = seat_the_plays(deal)
    hands = holdings(deal, orders)
    assert [len(h) for h in hands[0]] == [13] * 4
    assert [len(h) for h in hands[12]] == [1] * 4
    assert list(map(str, hands[12][3])) == ["SJ"]  # player 4 wins the last trick with SJ
    assert sorted(map(str, hands[11][3])) == ["C5", "SJ"]  # trick 12: HA C5 D7 C8, led by 3


def test_legal_cards_agree_with_the_rules_on_random_hands() -> None:
    rng = random.Random(220)
    for _ in range(2000):
        hand = rng.sample(DECK, rng.randint(1, 13))
        first, broken = rng.random() < 0.3, rng.random() < 0.5
        # The first trick is always led with the 2 of clubs.
        led = rng.choice([None, Suit.CLUBS] if first else [None, *Suit])
        legal = legal_cards(hand, led, first, broken)
        assert legal, hand
        for card in hand:
            assert (card in legal) == (not rules_broken(card, hand, led, first, broken))


# -- bad input -------------------------------------------------------------------------

LITERAL0 = format_deal(parse((DATA / "example0.in").read_text())[0], literal=True)
LINES0 = (DATA / "example0.in").read_text()


@pytest.mark.parametrize(
    ("text", "line", "col", "words"),
    [
        (LINES0.replace("ST S6 S3 S4", "ST S6 S3 S1"), 3, 10, "got 'S1'"),
        (LINES0.replace("C2 CA", "c2 CA"), 1, 1, "got 'c2'"),
        (LINES0.replace("D6 SK DJ H8", "D6 SK D10 H8"), 7, 7, "got 'D10'"),
        (LINES0.replace("D8 CJ", "D8 C9"), 10, 4, "'C9' is played twice in game #1"),
        (LINES0.replace("S9 S8 S7 S5", "S9 S8 S9 S5"), 2, 7, "'S9' is played twice"),
        (LINES0.replace("S9 S8 S7 S5", "S9 S8 S7"), 2, 9, "card 4 of 4 in trick 2"),
        (LINES0.replace("S9 S8 S7 S5", "S9 S8 S7 S5 S6"), 2, 13, "got a 5th: 'S6'"),
        (LINES0.replace("C2 CA DA C9", "CA C2 DA C9"), 1, 1, "start with 'C2', got 'CA'"),
        (LINES0.replace("C2 CA DA C9", "C9 CA DA C2"), 1, 1, "start with 'C2', got 'C9'"),
        (LINES0.rsplit("S2", 1)[0], 12, 12, "trick 13 of 13 in game #1, got end of input"),
        (LINES0.replace("S2 SJ DK C4\n", "\n") + LINES0, 13, 1, "got a blank line"),
        (LINES0 + LINES0, 14, 1, "expected a blank line after the 13 tricks of game #1"),
        (LINES0 + "\n" + LINES0.replace("C2 CA", "C2 SA"), 24, 10, "'SA' is played twice in game"),
        (LINES0 + "\n\n" + LINES0[:36], 18, 12, "trick 4 of 13 in game #2, got end of input"),
        (LITERAL0.replace('"D6 SK', '"D6 SX'), 7, 6, "got 'SX'"),
        (LITERAL0.replace('"H5 H2 H6 H3",', '"H5 H2 H6 H3,'), 8, 15, "expected '\"' to close"),
        (LITERAL0.replace('"H5 H2 H6 H3",', '"H5 H2 H6 H3"'), 9, 2, "expected ',' and trick 9"),
        (LITERAL0.replace('C8",\n "S2 SJ DK C4"}', 'C8"}'), 12, 15, "',' and trick 13 of 13"),
        (LITERAL0.replace('C4"}', 'C4", "S3 S4 S5 S6"}'), 13, 17, "expected '}' after trick 13"),
        (LITERAL0.rstrip() + " junk\n", 13, 17, "expected '{' or the end of the line"),
        (LITERAL0.rsplit('"S2', 1)[0], 12, 16, "trick 13 of 13 in game #1, got end of input"),
        (LITERAL0.replace("}", ""), 13, 15, "expected '}' after trick 13 of game #1, got end"),
        (LITERAL0.replace('"S9 S8 S7 S5"', '""'), 2, 3, "card 1 of 4 in trick 2 of game #1"),
        (LITERAL0.replace('"S9 S8 S7 S5"', '"S9 S8 S7"'), 2, 11, "card 4 of 4 in trick 2"),
        (LITERAL0.replace('"S9 S8 S7 S5"', "S9"), 2, 2, "trick 2 of 13 in game #1 in double"),
        (LITERAL0.replace('{"C2 CA', '{"CA C2'), 1, 3, "start with 'C2', got 'CA'"),
        ("{}", 1, 2, "expected trick 1 of 13 in game #1 in double quotes, got '}'"),
        ("{", 1, 2, "expected trick 1 of 13 in game #1, got end of input"),
        (LITERAL0 + LINES0.replace("C2 CA", "C2 C2"), 14, 4, "'C2' is played twice in game #2"),
    ],
)
def test_bad_input_is_located(text: str, line: int, col: int, words: str) -> None:
    with pytest.raises(InputError) as caught:
        parse(text)
    error = caught.value
    assert (error.line, error.col) == (line, col), str(error)
    assert words in str(error)
    assert str(error).startswith(f"input:{line}:{col}: ")


def test_unknown_card_message_says_what_a_card_is() -> None:
    with pytest.raises(InputError, match="suit C, D, S or H, then rank 2-9, T, J, Q, K or A"):
        parse(LINES0.replace("HA C5", "HA C1"))


def test_a_trailing_comma_in_the_literal_is_accepted() -> None:
    assert judge(LITERAL0.replace('C4"}', 'C4",}')) == '{"6", "0", "20", "0"}\n'


def test_mangled_input_raises_only_input_errors() -> None:
    rng = random.Random(4)
    sources = [LINES0, LITERAL0, example(7) + "\n" + LITERAL0]
    alphabet = ' \n\r\t{}",CDSHXT23AQ0'
    for _ in range(3000):
        text = list(rng.choice(sources))
        for _ in range(rng.randint(1, 4)):
            at = rng.randrange(len(text) + 1)
            if rng.random() < 0.5 and at < len(text):
                del text[at]
            else:
                text.insert(at, rng.choice(alphabet))
        mangled = "".join(text)
        try:
            for deal in parse(mangled):
                play(deal)
        except InputError as error:
            assert 1 <= error.line <= mangled.count("\n") + mangled.count("\r") + 1
            assert error.col >= 1


# -- round trips and generated games ------------------------------------------------------


@pytest.mark.parametrize("n", EXAMPLES)
def test_format_and_parse_round_trip(n: int) -> None:
    deal = parse(example(n))[0]
    for literal in (False, True):
        assert parse(format_deal(deal, literal)) == [deal]


@pytest.mark.parametrize("seed", range(6))
def test_generated_games_are_legal_and_score_26(seed: int) -> None:
    text = generate(random.Random(seed), games=20)
    results = [play(deal) for deal in parse(text)]
    assert len(results) == 20
    for r in results:
        assert r.cheaters == ()
        assert sum(r.taken) == 26
        assert sum(r.scores) == (78 if r.moon else 26)


def test_generated_games_with_cheats_are_caught() -> None:
    text = generate(random.Random(7), games=20, cheat_chance=1.0)
    for r in map(play, parse(text)):
        assert r.cheaters
        assert "CHEATER!" in r.entries
        for cheat in r.cheats:
            assert cheat.card not in cheat.legal and cheat.legal


def test_generated_literal_form_is_the_same_games() -> None:
    lines = parse(generate(random.Random(9)))
    literal = parse(generate(random.Random(9), literal=True))
    assert lines == literal and len(lines) == 3


def test_generate_is_repeatable_from_its_seed() -> None:
    assert generate(random.Random(3)) == generate(random.Random(3))
    assert generate(random.Random(3)) != generate(random.Random(4))


# -- the viewer's steps --------------------------------------------------------------------


def story(r: Result) -> str:
    return "".join(f"{s.title}: {s.explain}\n" for s in steps(r))


@pytest.mark.parametrize("n", EXAMPLES)
def test_steps_tell_the_golden_story(n: int) -> None:
    """The step texts of each example, kept in tests/data/hearts/exampleN.story.

    HEARTS_REGENERATE=1 rewrites the files after a deliberate change.
    """
    path = DATA / f"example{n}.story"
    told = story(result(example(n)))
    if os.environ.get("HEARTS_REGENERATE"):
        path.write_text(told)
    assert told == path.read_text()


def test_steps_show_the_table_trick_by_trick() -> None:
    r = result(example(7))
    shown = steps(r)
    assert [s.title for s in shown] == ["The deal"] + [f"Trick {k}" for k in range(1, 14)] + [
        "Scores"
    ]
    json.dumps([s.as_json() for s in shown])  # plain JSON values only
    keys = set(shown[0].state)
    assert all(set(s.state) == keys for s in shown)
    assert [len(h) for h in shown[0].state["hands"]] == [13] * 4
    assert [len(h) for h in shown[5].state["hands"]] == [8] * 4
    assert shown[0].state["played"] == [None] * 4

    trick2 = shown[2].state
    assert trick2["order"] == [2, 3, 4, 1] and trick2["leader"] == 2 and trick2["winner"] == 2
    assert trick2["played"] == ["H6", "H7", "S2", "DQ"]
    assert trick2["hearts_broken_at_lead"] is False and trick2["hearts_broken"] is True
    assert trick2["cheats"][0] == {
        "player": 2,
        "card": "H7",
        "rules": [Rule.HEARTS_NOT_BROKEN.value],
        "legal": ["DA"],
    }
    assert "DA" in trick2["hands"][1]  # the legal card is still in the cheater's hand
    assert trick2["cheaters"] == [2, 4] and trick2["points"] == [0, 2, 0, 0]
    assert "Player 2 cheated with H7" in shown[2].explain and "DA" in shown[2].explain

    end = shown[-1].state
    assert end["points"] == [0, 26, 0, 0] and end["moon"] == 2
    assert end["verdicts"] == ["26", "CHEATER!", "26", "CHEATER!"]
    assert "shoots the moon" in shown[-1].explain


def test_steps_say_why_the_winner_won_and_when_hearts_break() -> None:
    shown = steps(result(BROKEN_BY_AN_ILLEGAL_HEART))
    assert "Player 2 wins with CA, the highest club" in shown[1].explain
    assert "broken now: a heart breaks them even when played illegally" in shown[1].explain
    assert "Player 3 cheated with HA" in shown[1].explain
    assert "Hearts are" not in shown[2].explain  # already broken at the lead
    assert shown[-1].state["points"] == [0, 1, 0, 25]


# -- the command line and the page's door ---------------------------------------------------


@pytest.mark.parametrize("n", EXAMPLES)
def test_cli_answers_every_example_byte_exact(n: int) -> None:
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(["hearts", str(DATA / f"example{n}.in")], io.StringIO(), out, err)
    assert (status, out.getvalue(), err.getvalue()) == (
        0,
        (DATA / f"example{n}.out").read_text(),
        "",
    )


def test_cli_reports_a_located_error_with_status_2() -> None:
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(["hearts"], io.StringIO("C2 CA DA\n"), out, err)
    assert (status, out.getvalue()) == (2, "")
    assert (
        err.getvalue() == "input:1:9: expected card 4 of 4 in trick 1 of game #1, got end of line\n"
    )


def test_page_trace_gives_the_output_and_the_steps() -> None:
    answer = json.loads(web.trace("hearts", (DATA / "statement.in").read_text()))
    assert answer["output"] == (DATA / "statement.out").read_text()
    assert len(answer["cases"]) == 8 and all(len(case) == 15 for case in answer["cases"])
    error = json.loads(web.judge("hearts", "C2 CA DA C9\nS9 S8 S7\n"))["error"]
    assert (error["line"], error["col"]) == (2, 9)
