"""Bridge opening bids: every rule, its boundaries, its tie-breaks and the rule order."""

import itertools
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardjudge.errors import InputError
from cardjudge.games.bridge import GAME, rules, story
from cardjudge.games.bridge.cards import (
    CARD_CODES,
    CARD_ORDER,
    CARDS,
    HCP,
    Hand,
    Suit,
    cards_of,
    hand_of,
)
from cardjudge.games.bridge.deals import generate
from cardjudge.games.bridge.notation import parse, two_byte_codes
from cardjudge.games.bridge.rules import STOPPERS, Valuation, play, tried, two_clubs, value

DATA = Path(__file__).parent / "data" / "bridge"


def hand(spades: str = "", hearts: str = "", diamonds: str = "", clubs: str = "") -> str:
    """A hand written suit by suit, as judge input."""
    cards = [
        suit + rank
        for suit, ranks in zip("SHDC", (spades, hearts, diamonds, clubs), strict=True)
        for rank in ranks
    ]
    assert len(cards) == 13, cards
    return " ".join(cards)


def bid(text: str) -> str:
    return str(play(parse(text)[0]).bid)


def test_sample_is_byte_exact() -> None:
    text = (DATA / "sample1.in").read_text()
    assert GAME.judge(text) == (DATA / "sample1.out").read_text()


def test_sample_run_together_on_one_line_as_the_statement_prints_it() -> None:
    one_line = " ".join((DATA / "sample1.in").read_text().split())
    assert GAME.judge(one_line) == (DATA / "sample1.out").read_text()


def test_statement_example_hand_values() -> None:
    v = value(parse(hand("A2", "KJT92", "3", "KQ743"))[0])
    assert (v.hcp, v.distribution, v.balanced) == (13, (5, 5, 2, 1), False)
    assert bid(hand("A2", "KJT92", "3", "KQ743")) == "1 Hearts"


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        # Rule 1: at least 10 hcp and 8 or more cards in a suit: 4 of it.
        (hand("AKQJ5432", "32", "32", "2"), "4 Spades"),
        (hand("2", "2", "32", "AKQJ65432"), "4 Clubs"),
        (hand("AKQJT987", "AK", "AK", "A"), "4 Spades"),  # 28 hcp: before rule 8
        # Rule 2: 10-13 hcp and a 7-card longest suit: 3 of it.
        (hand("32", "A2", "AKQ5432", "32"), "3 Diamonds"),  # 13 hcp
        (hand("32", "AKQ5432", "32", "J2"), "3 Hearts"),  # 10 hcp; before rule 9
        # Rule 3: 8-9 hcp and 7 or more cards in Spades or Hearts: 2 of it.
        (hand("32", "AKQ5432", "32", "32"), "2 Hearts"),
        (hand("AKQ65432", "32", "32", "2"), "2 Spades"),  # 9 hcp, 8 spades
        (hand("AKQ5432", "765432", "", ""), "2 Spades"),  # 7-6-0-0
        # Rule 4: 8-11 hcp, longest suit 6 and a 6-card major: the higher 6-card suit.
        (hand("32", "AKQ543", "432", "32"), "2 Hearts"),
        (hand("Q65432", "AKJ432", "", "2"), "2 Spades"),
        (hand("", "765432", "AKQ543", "2"), "2 Hearts"),
        (hand("32", "AKQ543", "Q32", "32"), "2 Hearts"),  # 11 hcp
        # Rule 5: 11-15 hcp, 4-4-4-1 or 5-4-4-0 and 4+ spades: 2 Diamonds.
        (hand("AK32", "KQ32", "Q432", "2"), "2 Diamonds"),
        (hand("AK432", "KQ32", "Q432", ""), "2 Diamonds"),  # before rule 9a
        (hand("A432", "KQ32", "Q432", "2"), "2 Diamonds"),  # 11 hcp
        # Rule 6: 15-17 hcp, balanced, three suits stopped: 1 No Trump.
        (hand("AKQ2", "AQ3", "J432", "54"), "1 No Trump"),  # J and three others
        (hand("AKQ2", "AQ3", "Q43", "543"), "1 No Trump"),  # Q and two others
        (hand("K2", "AKQ", "K432", "5432"), "1 No Trump"),  # K and one other, 15 hcp
        # Rule 7: 20-22 hcp and balanced: 2 No Trump.
        (hand("AKQ2", "AK3", "K43", "Q32"), "2 No Trump"),
        (hand("AKQ2", "AK3", "KJ3", "Q32"), "2 No Trump"),  # 22 hcp: before rule 8
        # Rule 8: at least 22 hcp: 2 Clubs.
        (hand("AKQ32", "AKJ3", "KQ3", "2"), "2 Clubs"),  # 22 hcp, not balanced
        (hand("AKQ2", "AK3", "AK3", "Q32"), "2 Clubs"),  # 23 hcp, balanced
        # Rule 9a: 13-16 hcp and a 5-card major: the longer; equal length, Spades.
        (hand("AKQ32", "AJ432", "2", "32"), "1 Spades"),
        (hand("AK432", "AQ5432", "2", "2"), "1 Hearts"),
        (hand("32", "AKJ32", "AK2", "432"), "1 Hearts"),
        # Rule 9b: 13-16 hcp, no 5-card major: the longer minor; equal length, Diamonds.
        (hand("AK32", "A32", "Q32", "432"), "1 Diamonds"),  # 4-3-3-3, 13 hcp
        (hand("AK32", "32", "A32", "K432"), "1 Clubs"),
        (hand("AKQ2", "A32", "QJ", "5432"), "1 Clubs"),  # 16 hcp: only 2 stops
        # Rule 10: at least 17 hcp: the longest suit; on a tie the lowest ranking.
        (hand("AKQ2", "AQ32", "Q4", "543"), "1 Hearts"),  # Q and one other: 2 stops
        (hand("AKQ32", "AQ", "K32", "432"), "1 Spades"),  # 5-3-3-2, 18 hcp
        (hand("AK32", "AK32", "AK32", "2"), "1 Diamonds"),  # 21 hcp, 4-4-4-1
        # Rule 11: none of the above.
        (hand("K32", "Q32", "J432", "432"), "Pass"),  # 6 hcp
        (hand("AK32", "Q32", "J432", "32"), "Pass"),  # 10 hcp, 4-4-3-2
        (hand("2", "32", "432", "AKQ5432"), "Pass"),  # 9 hcp, 7 clubs: no weak two
        (hand("32", "765432", "2", "AKQ5"), "2 Hearts"),  # rule 4: the honours may be elsewhere
    ],
)
def test_rules(cards: str, expected: str) -> None:
    assert bid(cards) == expected


def test_seven_six_is_not_a_six_card_distribution() -> None:
    # READINGS: "6-x-x-x" means the longest suit has exactly 6 cards. With 9 hcp,
    # seven clubs and six hearts, rule 4 would bid 2 Hearts; it must not apply.
    result = play(parse(hand("", "765432", "", "AKQ5432"))[0])
    rule4 = next(c for c in result.checks if c.number == "4")
    assert rule4.bid is None and "not 6" in rule4.why
    assert str(result.bid) == "Pass"


def test_six_card_minor_without_a_six_card_major_is_no_weak_two() -> None:
    assert bid(hand("76543", "32", "AKQ543", "")) == "Pass"


@pytest.mark.parametrize(
    ("ranks", "stopped"),
    [
        ("A", True),
        ("K", False),
        ("K2", True),
        ("Q2", False),
        ("Q32", True),
        ("J32", False),
        ("J432", True),
        ("T9876", False),
    ],
)
def test_stoppers(ranks: str, stopped: bool) -> None:
    others = [suit + rank for suit in "HDC" for rank in "5432"]
    cards = ["S" + rank for rank in ranks] + others[: 13 - len(ranks)]
    valuation = value(parse(" ".join(cards))[0])
    assert (Suit.SPADES in valuation.stopped) is stopped


def test_first_rule_that_applies_wins() -> None:
    # 22 hcp, balanced: rules 7 and 8 both apply; 7 comes first and ends the list.
    valuation = value(parse(hand("AKQ2", "AK3", "KJ3", "Q32"))[0])
    assert two_clubs(valuation)[0] is not None
    result = play(parse(hand("AKQ2", "AK3", "KJ3", "Q32"))[0])
    assert [c.number for c in result.checks] == ["1", "2", "3", "4", "5", "6", "7"]
    assert [c.bid is not None for c in result.checks].count(True) == 1
    assert str(result.bid) == "2 No Trump"


def test_trace_tells_valuation_and_each_rule_until_the_bid() -> None:
    text = (DATA / "sample1.in").read_text()
    result = play(parse(text)[1])
    steps = story.steps(result)
    assert steps[0].state["hcp"] == 17
    assert steps[0].state["distribution"] == "4-4-3-2"
    assert steps[0].state["balanced"] is True
    assert steps[0].state["stopped"] == ["Spades", "Diamonds", "Clubs"]
    assert "17 hcp" in steps[0].explain and "Spades, Diamonds, Clubs" in steps[0].explain
    assert [s.title for s in steps[1:]] == [f"Rule {n}" for n in "123456"]
    assert steps[1].explain == (
        "Rule 1 (preemptive bid at the 4 level) does not apply: "
        "longest suit has 4 cards, not 8 or more."
    )
    assert steps[5].explain == ("Rule 5 (Mini Roman Convention) does not apply: 17 hcp, not 11-15.")
    assert steps[-1].explain == "Rule 6 (1 No Trump) applies: bid 1 No Trump."
    assert steps[-1].state["applies"] is True
    assert steps[0].state["hand"][:2] == ["SK", "SQ"]


def test_crlf_trailing_spaces_blank_lines_and_no_final_newline() -> None:
    text = (DATA / "sample1.in").read_text().replace("\n", "  \r\n\r\n").rstrip()
    assert GAME.judge(text) == (DATA / "sample1.out").read_text()


def test_empty_input_has_no_hands() -> None:
    assert GAME.judge("\n\n") == ""


@pytest.mark.parametrize(
    ("text", "line", "col", "words"),
    [
        ("SA S2 HK HJ HT H9 H2 D3 CK CQ C7 C4 C3\nSK SX", 2, 4, "got 'SX'"),
        ("SA S2 HK HJ HT H9 H2 D3 CK CQ C7 C4 C10", 1, 37, "got 'C10'"),
        ("sa S2 HK HJ HT H9 H2 D3 CK CQ C7 C4 C3", 1, 1, "got 'sa'"),
        ("SA S2 HK HJ HT H9 H2 D3 CK CQ C7 SA C3", 1, 34, "card 'SA' twice in hand #1"),
        ("SA S2 HK HJ HT H9 H2 D3 CK CQ C7 C4 C3\nSK SQ\n", 2, 6, "card 3 of 13 in hand #2"),
    ],
)
def test_bad_input_is_located(text: str, line: int, col: int, words: str) -> None:
    with pytest.raises(InputError) as caught:
        parse(text)
    assert (caught.value.line, caught.value.col) == (line, col)
    assert words in str(caught.value)
    assert str(caught.value).startswith(f"input:{line}:{col}: ")


@pytest.mark.parametrize("seed", range(20))
def test_generated_deals_parse_and_play(seed: int) -> None:
    text = generate(random.Random(seed))
    hands = parse(text)
    assert len(hands) == 5
    assert GAME.judge(text).count("\n") == 5


def test_every_bid_is_a_rule_bid() -> None:
    # Seeded sweep: the bid is always the first applying rule's, and every
    # 13-card hand gets exactly one answer.
    rng = random.Random(7)
    for _ in range(2000):
        h = parse(generate(rng, hands=1))[0]
        result = play(h)
        first = next(c for c in result.checks if c.bid is not None)
        assert result.bid == first.bid
        assert sum(result.valuation.lengths) == 13


# -- the judge's short cuts ------------------------------------------------------------------


def every_valuation() -> dict[Valuation, Hand]:
    """A hand for each valuation there is: for every four lengths that make 13, each
    way the suits can add up to some points with some of them stopped."""
    spots = "T98765432"
    ways: dict[int, dict[tuple[int, bool], str]] = {n: {} for n in range(14)}
    for length in range(14):
        for count in range(min(length, 4) + 1):
            for honours in itertools.combinations("AKQJ", count):
                if length - count <= len(spots):
                    points = sum(HCP[honour] for honour in honours)
                    stopped = any(length > n for h, n in STOPPERS if h in honours)
                    ranks = "".join(honours) + spots[: length - count]
                    ways[length].setdefault((points, stopped), ranks)
    found = {}
    for lengths in itertools.product(range(14), repeat=4):
        if sum(lengths) != 13:
            continue
        # (points so far, stopped suits so far) -> the cards dealt so far
        dealt: dict[tuple[int, tuple[bool, ...]], list[str]] = {(0, ()): []}
        for suit, length in zip("SHDC", lengths, strict=True):
            dealt = {
                (total + points, (*flags, stopped)): [*cards, *(suit + r for r in ranks)]
                for (total, flags), cards in dealt.items()
                for (points, stopped), ranks in ways[length].items()
            }
        for cards in dealt.values():
            hand = hand_of(cards)
            found[value(hand)] = hand
    return found


def test_every_valuation_bids_as_its_rules_say(monkeypatch) -> None:
    """The judge's bid and its rule, through its bands, shapes and tables, are the ones
    the rules give (tried one by one, with their reasons) for every valuation there is."""
    monkeypatch.setattr(rules, "BIDS", {})
    monkeypatch.setattr(rules, "SHAPE_BIDS", {})
    valuations = every_valuation()
    assert len(valuations) == 79_524
    for valuation, hand in valuations.items():
        checks = list(tried(valuation))
        result = play(hand)
        assert (result.bid, result.rule) == (checks[-1].bid, len(checks) - 1), valuation


def test_a_hand_is_one_number_holding_its_cards_and_counts() -> None:
    rng = random.Random(3)
    for _ in range(300):
        cards = rng.sample(sorted(CARDS), 13)
        hand = hand_of(cards)
        assert cards_of(hand) == sorted(cards, key=CARD_ORDER.index)
        valuation = value(hand)
        assert valuation.hcp == sum(HCP.get(card[1], 0) for card in cards)
        assert valuation.lengths == tuple(sum(c[0] == s for c in cards) for s in "SHDC")


@pytest.mark.parametrize("copies", [2, 3, 13])
def test_a_card_given_more_than_once_is_found_wherever_it_is(copies: int) -> None:
    rng = random.Random(copies)
    for _ in range(200):
        cards = rng.sample(sorted(CARDS), 13)
        twice = rng.choice(cards)
        for index in rng.sample([i for i, c in enumerate(cards) if c != twice], copies - 1):
            cards[index] = twice
        text = "SA SK SQ SJ ST S9 S8 S7 S6 S5 S4 S3 S2\n" + " ".join(cards) + "\n"
        with pytest.raises(InputError) as caught:
            parse(text)
        assert caught.value.line == 2
        assert f"card {twice!r} twice in hand #2" in str(caught.value)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(sorted(CARDS)),
            st.text(alphabet="SHDCAKQJT2x1\u00e9\u3000", min_size=1, max_size=3),
        ),
        max_size=40,
    ),
    st.lists(
        st.sampled_from([" ", "  ", "\t", "\n", "\r\n", "\r", "\x0b", "\x0c", "\x1c", "\x1f"])
    ),
)
def test_reading_cards_from_the_bytes_reads_what_splitting_reads(words, gaps) -> None:
    gaps = gaps or [" "]
    text = "".join(word + gaps[i % len(gaps)] for i, word in enumerate(words))
    split = list(map(CARD_CODES.get, text.split()))
    quick = two_byte_codes(text)
    assert quick is None or quick == split
    if text.isascii() and all(len(word) == 2 for word in text.split()):
        assert quick == split  # the quick way is taken whenever it can be
