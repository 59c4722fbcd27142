"""Tractor (Shanghai 2009): the sample, the statement's examples, every rule on hand-built
tricks and rounds, the honor-card search against brute force, bad input, the trace."""

import contextlib
import json
import os
import random
from collections import Counter
from pathlib import Path

import pytest

from cardjudge.errors import InputError
from cardjudge.games.tractor import GAME, story
from cardjudge.games.tractor.cards import (
    CARDS_EACH,
    DECK,
    HIDDEN,
    RANKS,
    TRUMP,
    Card,
    CardOrder,
    Player,
    Suit,
    card_order,
)
from cardjudge.games.tractor.deals import generate
from cardjudge.games.tractor.notation import parse, parse_header, parse_play, write
from cardjudge.games.tractor.rules import Judgement, Result, Why, judge_trick, play
from cardjudge.games.tractor.structures import Kind, Shape, decompose, honor, shape_of
from cardjudge.text import Line

DATA = Path(__file__).parent / "data" / "tractor"
SAMPLE = (DATA / "sample1.in").read_text()
ANSWER = (DATA / "sample1.out").read_text()


def cards(word: str) -> list[Card]:
    return [card for _, card in parse_play(Line(1, word), 1, word)]


def singles(text: str) -> list[Card]:
    return [card for word in text.split() for card in cards(word)]


def order(main: str, rank: str) -> CardOrder:
    return card_order(None if main == "O" else Suit(main), rank)


def judge(plays: str, main: str = "H", rank: str = "7") -> Judgement:
    """A trick led by Alice; plays in playing order (Alice, Bob, Charles, David)."""
    hands = [cards(word) for word in plays.split()]
    return judge_trick(Player.ALICE, hands, order(main, rank))


def structure(lead: str, main: str = "H", rank: str = "7") -> list[str]:
    """The lead's components, written kind:cards."""
    return [f"{c.kind.value}:{c}" for c in decompose(cards(lead), order(main, rank))]


def full_round(header: str, later: list[str], hidden: str) -> str:
    """A complete one-case input. Trick 1: the dealer leads every card he does not need
    later, all of one group, and each follower's cards mix trumps and non-trumps, so
    the dealer (a declarer) takes it. Then the `later` tricks, the dealer leading the
    first of them. `hidden` is the 8 cards nobody plays."""
    main, dealer, *ranks = header.split()
    player = next(p for p in Player if str(p) == dealer)
    rules = order(main, ranks[player.team - 1])
    pool = Counter({card: 2 for card in DECK})
    for word in " ".join([*later, hidden]).split():
        pool.subtract(cards(word))
    assert min(pool.values()) >= 0 and len(cards(hidden)) == HIDDEN
    size = CARDS_EACH - sum(len(cards(line.split()[0])) for line in later)
    left = sorted(pool.elements(), key=lambda c: c.index)
    groups: dict[str, list[Card]] = {}
    for card in left:
        groups.setdefault(rules.group[card.index], []).append(card)
    trumps = groups.get(TRUMP, [])
    if len(trumps) >= size + 3:
        lead = trumps[:size]
    else:
        lead = max((g for k, g in groups.items() if k != TRUMP), key=len)[:size]
    for card in lead:
        left.remove(card)
    spare_trumps = [c for c in left if rules.is_trump(c)]
    plain = [c for c in left if not rules.is_trump(c)]
    follows = [[spare_trumps.pop(), plain.pop()] for _ in range(3)]
    rest = plain + spare_trumps
    for i, follow in enumerate(follows):
        follow += rest[i * (size - 2) : (i + 1) * (size - 2)]
        assert len(follow) == size and len({rules.is_trump(c) for c in follow}) == 2
    first = " ".join("".join(map(str, play)) for play in [lead, *follows])
    return "\n".join(["1", "", header, first, *later]) + "\n"


def answer(text: str) -> str:
    return GAME.judge(text)


def result(text: str) -> Result:
    return play(parse(text)[0])


# -- the sample ----------------------------------------------------------------


def test_sample_is_byte_exact() -> None:
    assert answer(SAMPLE) == ANSWER == "Case #1:\n50\n3 2 Alice\n"


def test_sample_with_crlf_trailing_spaces_and_no_final_newline() -> None:
    text = SAMPLE.replace("\n", "  \r\n").rstrip()
    assert answer(text) == ANSWER


def test_sample_without_blank_lines_and_with_extra_ones() -> None:
    assert answer(SAMPLE.replace("\n\n", "\n")) == ANSWER
    assert answer("\n\n" + SAMPLE.replace("\n", "\n\n") + "\n\n") == ANSWER


def test_ten_is_accepted_for_t() -> None:
    assert answer(SAMPLE.replace("ST", "S10").replace("DT", "D10")) == ANSWER
    main, dealer, ranks = parse_header(Line(3, "O Charles 10 2"), 1)
    assert (main, dealer, ranks) == (None, Player.CHARLES, (10, 2))


def test_two_cases_without_a_blank_line() -> None:
    body = SAMPLE.split("\n", 2)[2]
    text = "2\n" + body + body
    assert answer(text) == ANSWER + ANSWER.replace("#1", "#2")


def test_sample_trick_by_trick() -> None:
    r = result(SAMPLE)
    rows = [(str(t.winner), t.points, t.defenders_total) for t in r.tricks]
    assert rows == [
        ("Charles", 35, 0),
        ("Charles", 10, 0),
        ("Charles", 10, 0),
        ("David", 40, 40),  # four spade singles: David's four trumps (RJ and 2s) beat them
        ("Charles", 0, 40),
        ("Charles", 20, 40),
        ("Charles", 15, 40),
        ("Charles", 20, 40),
        ("Alice", 0, 40),  # HA twice: Alice's comes first
        ("Bob", 10, 50),
        ("Charles", 10, 50),
        ("Charles", 20, 50),
    ]
    assert [str(c) for c in r.outcome.hidden] == ["SQ", "DQ", "CJ", "CT", "C9", "D7", "H6", "H4"]
    assert (r.outcome.hidden_points, r.outcome.bonus, r.outcome.w) == (10, 0, 2)


# -- the order of the cards --------------------------------------------------------


def test_statement_order_with_main_hearts_and_rank_7() -> None:
    rules = order("H", "7")
    written = singles(
        "S2 S3 S4 S5 S6 S8 S9 ST SJ SQ SK SA H2 H3 H4 H5 H6 H8 H9 HT HJ HQ HK HA S7 H7 BJ RJ"
    )
    levels = [rules.level[card.index] for card in written]
    assert levels == sorted(levels) and len(set(levels)) == len(levels)
    for same in ("S2 C2 D2", "SA CA DA", "S7 C7 D7"):
        assert len({rules.level[card.index] for card in singles(same)}) == 1
    assert [rules.is_trump(card) for card in singles("SA H2 S7 BJ")] == [False] + [True] * 3


def test_statement_order_with_no_main_suit() -> None:
    rules = order("O", "7")
    written = singles("H2 H3 H4 H5 H6 H8 H9 HT HJ HQ HK HA H7 BJ RJ")
    levels = [rules.level[card.index] for card in written]
    assert levels == sorted(levels) and len(set(levels)) == len(levels)
    assert len({rules.level[card.index] for card in singles("H7 S7 C7 D7")}) == 1
    assert not rules.is_trump(cards("HA")[0]) and rules.is_trump(cards("D7")[0])


# -- every row of the statement's table (CR 7, main suit H, Alice leads) -----------


@pytest.mark.parametrize(
    ("plays", "winner"),
    [
        ("SA S2 ST S5", "Alice"),  # the highest card SA
        ("SA S2 ST SA", "Alice"),  # the first SA
        ("SA S2 ST H2", "David"),  # the only trump
        ("SA H2 C7 D7", "Charles"),  # C7 and D7 have the same order: the first
        ("C2C2 C3C4 C7D7 RJBJ", "Alice"),  # a pair; the others play two singles
        ("D3D3 DTDT SKSK H2H3", "Bob"),  # Charles's pair is of the wrong suit
        ("D3D3 DTDT SKSK H2H2", "David"),  # the only trump pair
        ("D6D6D8D8 DJDJDKDK DTDTD2D3 HTHTBJBJ", "Alice"),  # the only tractor (7 is the CR)
        ("H6H6H8H8 H7H7BJBJ C2C2C3C4 HKHKRJRJ", "Bob"),  # Bob's tractor is higher
        ("H6H6H8H8 H7H7D7D7 C2C2C3C4 HKHKRJRJ", "Bob"),  # D7D7H7H7 is a tractor too
        ("SASK STST C2H3 S7SK", "Alice"),  # a throw
        ("SASK HKH3 HAH2 S7SK", "Charles"),  # both can beat it; HA is higher
        ("SASK HAH2 HAH3 S7SK", "Bob"),  # Bob's HA comes first
        ("S2S2S3S3SA H3H3H4H4RJ D7D7H7H7H2 S7S7SQSJS6", "Charles"),  # honor H7 beats H4
    ],
)
def test_statement_table_of_trick_winners(plays: str, winner: str) -> None:
    assert str(judge(plays).winner) == winner


def test_statement_table_reasons() -> None:
    why = Why
    assert [p.why for p in judge("SASK STST C2H3 S7SK").plays] == [
        None, why.NOT_TRUMP, why.MIXED, why.MIXED,
    ]  # fmt: skip
    assert [p.why for p in judge("D3D3 DTDT SKSK H2H3").plays] == [
        None, None, why.OFF_SUIT, why.SHAPE,
    ]  # fmt: skip
    throw = judge("S2S2S3S3SA H3H3H4H4RJ D7D7H7H7H2 S7S7SQSJS6")
    assert [str(p.best) for p in throw.plays[:3]] == ["S3", "H4", "H7"]  # RJ is not an honor


# -- structures --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lead", "main", "rank"),
    [
        ("SJSJSQSQSKSKSASA", "H", "7"),
        ("H7H7S7S7HAHA", "H", "7"),  # across the current rank, off the main suit
        ("RJRJBJBJ", "H", "7"),
        ("D6D6D8D8", "H", "7"),  # 7 is the current rank: 6 and 8 are consecutive
        ("S7S7BJBJRJRJ", "O", "7"),  # no main suit: the current rank then the jokers
        ("H2H2H3H3H4H4H5H5H6H6", "S", "7"),
    ],
)
def test_tractors(lead: str, main: str, rank: str) -> None:
    (only,) = structure(lead, main, rank)
    assert only.startswith("tractor:")


@pytest.mark.parametrize(
    ("lead", "main", "expected"),
    [
        ("S7S7C7C7", "H", ["pair:S7S7", "pair:C7C7"]),  # the same order
        ("C7C7C6C6", "H", ["pair:C7C7", "pair:C6C6"]),  # not consecutive
        ("DADAD2D2", "H", ["pair:DADA", "pair:D2D2"]),  # Ace is not one
        ("H2H2H4H4", "S", ["pair:H4H4", "pair:H2H2"]),
        ("D2D2D3", "H", ["pair:D2D2", "single:D3"]),
        ("H7H7S7S7", "O", ["pair:H7H7", "pair:S7S7"]),  # no main suit: the same order
    ],
)
def test_not_tractors(lead: str, main: str, expected: list[str]) -> None:
    assert structure(lead, main) == expected


def test_statement_throw_decomposition() -> None:
    assert structure("RJRJBJBJH7H7HQHQHJHJH9H9H6H6HAH2") == [
        "tractor:RJRJBJBJH7H7",
        "tractor:HQHQHJHJ",
        "pair:H9H9",
        "pair:H6H6",
        "single:HA",
        "single:H2",
    ]
    assert structure("CACAC8C8CK") == ["pair:CACA", "pair:C8C8", "single:CK"]


def test_longest_component_first_then_highest() -> None:
    # Pairs 2,3,4 and 8,9: the tractor of 3 comes before the higher tractor of 2.
    assert structure("S2S2S3S3S4S4S8S8S9S9") == ["tractor:S4S4S3S3S2S2", "tractor:S9S9S8S8"]
    # Two tractors of 2: the higher first.
    assert structure("S2S2S3S3S9S9STST") == ["tractor:STSTS9S9", "tractor:S3S3S2S2"]
    # HA, one off-suit 7 and H7 make the tractor; the other off-suit 7 pair stays a pair.
    assert structure("HAHAS7S7C7C7H7H7") == ["tractor:H7H7S7S7HAHA", "pair:C7C7"]


def test_statement_multiplier_example_w_is_6() -> None:
    lead = cards("RJRJBJBJH7H7HQHQHJHJH6H6HA")
    shape = shape_of(decompose(lead, order("H", "7")))
    assert (shape.tractors, shape.pairs, shape.singles, shape.longest) == ((3, 2), 1, 1, 6)


# -- follows and non-throw winners ---------------------------------------------------


def test_equal_highest_card_goes_to_the_first() -> None:
    assert str(judge("S3 C7 S7 D7").winner) == "Bob"
    assert str(judge("S3 H7 S7 H7").winner) == "Bob"


def test_no_main_suit_equal_current_ranks_and_trumps() -> None:
    assert str(judge("HA S7 H7 HK", "O").winner) == "Bob"  # H7 = S7 without a main suit
    assert str(judge("HA S7 H7 HK", "H").winner) == "Charles"  # H7 > S7 with main Hearts
    assert str(judge("HA SA CA H2", "O").winner) == "Alice"  # no trump: the lead's suit
    assert str(judge("S3 S7 BJ C7", "O").winner) == "Charles"
    assert str(judge("S3S3S4S4 S7S7BJBJ SASAS2S2 H7H7C7C7", "O").winner) == "Bob"


def test_trump_lead_against_a_non_trump_follow_of_one_suit() -> None:
    j = judge("H2 SA CA BJ")
    assert [p.why for p in j.plays] == [None, None, None, None]
    assert str(j.winner) == "David"


def test_follow_with_both_trumps_and_non_trumps_cannot_win() -> None:
    j = judge("S3S3 RJS2 H9H9 S4S4")
    assert j.plays[1].why is Why.MIXED
    assert str(j.winner) == "Charles"


def test_tractor_follow_must_be_a_tractor_of_the_same_length() -> None:
    assert str(judge("S3S3S4S4S5S5 H3H3H4H4H5H5 BJBJRJRJHAHA S6S6S8S8S9S9").winner) == "Bob"
    # Bob's pairs H3 and H5 are not consecutive; Charles's jokers are.
    j = judge("S3S3S4S4 H3H3H5H5 BJBJRJRJ S6S6S8S8")
    assert j.plays[1].why is Why.SHAPE and str(j.winner) == "Charles"
    # Two equal-order off-suit 7 pairs are not a tractor.
    assert judge("S3S3S4S4 C7C7D7D7 S5S5S6S6 C3C4C5C6").plays[1].why is Why.SHAPE


# -- throws ----------------------------------------------------------------------------


def test_a_same_suit_follow_never_beats_a_throw() -> None:
    j = judge("S3S3S8 SASASK H3H3H4 C3C3C4")
    assert j.plays[1].why is Why.NOT_TRUMP and str(j.plays[1].best) == "SA"
    assert str(j.winner) == "Charles"
    assert str(judge("S3S3S8 SASASK C2C2C3 C3C4C4").winner) == "Alice"


def test_a_trump_throw_cannot_be_beaten() -> None:
    j = judge("H3H3H9 BJBJRJ RJH2H4 S3S4S5")
    assert str(j.winner) == "Alice"
    assert j.plays[1].why is Why.TRUMP_THROW and str(j.plays[1].best) == "BJ"


def test_the_honor_card_is_in_the_longest_component() -> None:
    # A pair and a single: Bob's honor is his pair H4, not his RJ; Charles's pair H5 wins.
    j = judge("S3S3S8 H4H4RJ H5H5H3 S4S5S6")
    assert [str(p.best) for p in j.plays[:3]] == ["S3", "H4", "H5"]
    assert str(j.winner) == "Charles"


def test_a_throw_of_singles_and_a_throw_of_pairs() -> None:
    assert str(judge("SASKSQ H3H4BJ H5H6H8 C3C4C5").winner) == "Bob"  # honor BJ
    j = judge("S3S3S9S9 H3H3H4H4 H5H5H6H6 S4S4S5S5")
    assert [str(p.best) for p in j.plays] == ["S9", "H4", "H6", "S5"]  # tractors split in pairs
    assert str(j.winner) == "Charles"


def test_a_follow_arranges_its_cards_to_raise_the_honor() -> None:
    # Lead: a tractor of 2 and a pair. Bob's pairs 5, 6, 8 (7 is the rank) make the
    # tractor 6-8 and the pair 5: honor H8, not H6. Charles's HA is only his pair: honor H3.
    j = judge("S3S3S4S4S9S9 H5H5H6H6H8H8 H2H2H3H3HAHA C3C4C5C6C8C9")
    assert [str(p.best) for p in j.plays[:3]] == ["S4", "H8", "H3"]
    assert str(j.winner) == "Bob"
    j = judge("S3S3S4S4S9S9 H5H5H6H6H8H8 HQHQHKHKH2H2 C3C4C5C6C8C9")
    assert [str(p.best) for p in j.plays[:3]] == ["S4", "H8", "HK"]
    assert str(j.winner) == "Charles"


def test_two_tractors_share_the_off_suit_rank_level() -> None:
    # HA-S7 and C7-H7 are two tractors of 2: the two off-suit 7 pairs share one order.
    j = judge("D3D3D4D4D8D8D9D9 HAHAS7S7C7C7H7H7 C3C3C4C4C5C5C6C6 S3S3S4S4S5S5S6S6")
    assert str(j.plays[1].best) == "H7" and str(j.winner) == "Bob"
    # Without H7 the second tractor cannot be made.
    j = judge("D3D3D4D4D8D8D9D9 HAHAS7S7C7C7HKHQ C3C3C4C4C5C5C6C6 S3S3S4S4S5S5S6S6")
    assert j.plays[1].why is Why.SHAPE and str(j.winner) == "Alice"


def test_two_tractors_meet_at_the_off_suit_rank_below_a_higher_tractor() -> None:
    # Three tractors of 2 from HA, S7, C7, H7, BJ, RJ: BJ-RJ, HA-S7 and C7-H7. The
    # honor RJ needs the run HA..H7 used as two tractors that share the off-suit level.
    j = judge(
        "D3D3D4D4D8D8D9D9DJDJDQDQ HAHAS7S7C7C7H7H7BJBJRJRJ C3C3C4C4C5C5C6C6C8C8C9C9 "
        "S3S3S4S4S5S5S6S6S8S8S9S9"
    )
    assert str(j.plays[1].best) == "RJ"


def test_a_run_of_four_pairs_serves_as_two_tractors_of_two() -> None:
    j = judge("D3D3D4D4D8D8D9D9 H3H3H4H4H5H5H6H6 C3C3C4C4C5C5C6C6 S3S3S4S4S5S5S6S6")
    assert str(j.plays[1].best) == "H6" and str(j.winner) == "Bob"
    # Pairs 3,4,5 and A: enough pairs, but not two tractors.
    j = judge("D3D3D4D4D8D8D9D9 H3H3H4H4H5H5HAHA C3C3C4C4C5C5C6C6 S3S3S4S4S5S5S6S6")
    assert j.plays[1].why is Why.SHAPE


def test_the_longest_tractor_may_have_to_sit_below_the_top() -> None:
    # Lead: tractors of 3 and 2. Bob's pairs HK, HA, S7, C7, H7: the top tractor
    # HA-S7-H7 leaves HK and C7, which are not consecutive; HK-HA-S7 leaves C7-H7.
    j = judge("D2D2D3D3D4D4D9D9DTDT HKHKHAHAS7S7C7C7H7H7 C3C3C4C4C5C5C6C6C8C8 S3S3S4S4S5S5S6S6S8S8")
    assert str(j.plays[1].best) == "S7" and str(j.winner) == "Bob"
    # Pairs 2, 3, 4 and 9, T: the 3-tractor can only be 2-3-4.
    j = judge("D3D3D4D4D5D5D9D9DTDT H2H2H3H3H4H4H9H9HTHT C3C3C4C4C5C5C6C6C8C8 S3S3S4S4S5S5S6S6S8S8")
    assert str(j.plays[1].best) == "H4"


# -- the honor-card search against brute force -------------------------------------


def brute_honor(follow: list[Card], shape: Shape, rules: CardOrder) -> int | None:
    """The highest honor level over every arrangement of `follow` into `shape`: every
    choice of tractors and pairs (in one canonical order among equal sizes); the
    cards left over are the singles."""
    level = rules.level
    items = [2 * k for k in shape.tractors] + [2] * shape.pairs
    longest = items[0] if items else 1
    best: list[int | None] = [None]

    def components(left: Counter[int], size: int) -> list[list[int]]:
        paired = [i for i in left if left[i] >= 2]
        if size == 2:
            return [[i, i] for i in paired]
        found = []
        for i in paired:
            run = [[i]]
            for step in range(1, size // 2):
                run = [[*r, j] for r in run for j in paired if level[j] == level[i] + step]
            found += [[x for j in r for x in (j, j)] for r in run]
        return found

    def search(left: Counter[int], at: int, honor: int, after: tuple[int, ...]) -> None:
        if at == len(items):
            if longest == 1:
                honor = max(level[i] for i in left)
            best[0] = honor if best[0] is None else max(best[0], honor)
            return
        for comp in components(left, items[at]):
            key = tuple(sorted(comp))
            if at and items[at] == items[at - 1] and key < after:
                continue  # the same components in another order
            rest = left.copy()
            rest.subtract(comp)
            top = max(level[i] for i in comp) if items[at] == longest else -1
            search(+rest, at + 1, max(honor, top), key)

    search(Counter(c.index for c in follow), 0, -1, ())
    return best[0]


def random_play(rng: random.Random, rules: CardOrder, group: str, size: int) -> list:
    """Up to `size` cards of one group, rich in pairs."""
    cards_of = [c for c in DECK if rules.group[c.index] == group]
    lo = rng.randrange(len(cards_of))
    window = sorted(cards_of, key=rules.key)[lo : lo + rng.randint(3, 8)]
    play: list[Card] = []
    while len(play) < size:
        card = rng.choice(window)
        copies = 2 if rng.random() < 0.7 else 1
        play += [card] * min(copies, 2 - play.count(card), size - len(play))
        if all(play.count(c) == 2 for c in window):
            break
    return play


def test_honor_search_matches_brute_force() -> None:
    rng = random.Random(2009)
    checked = 0
    for _ in range(3000):
        main = rng.choice("HSCDO")
        rules = order(main, rng.choice(RANKS))
        groups = sorted(set(rules.group))
        lead = random_play(rng, rules, rng.choice(groups), rng.randint(2, 10))
        shape = shape_of(decompose(lead, rules))
        follow = random_play(rng, rules, rng.choice(groups), len(lead))
        if len(follow) != len(lead):
            continue
        got = honor(follow, shape, rules)
        want = brute_honor(follow, shape, rules)
        assert (None if got is None else rules.level[got.index]) == want, (lead, follow)
        checked += want is not None and shape.tractors != ()
    assert checked > 100


def test_honor_search_matches_brute_force_at_the_top_of_the_trumps() -> None:
    """Around the current rank and the jokers, where one order holds up to three pairs."""
    rng = random.Random(36)
    for _ in range(300):
        main = rng.choice("HSCD")
        rules = order(main, rng.choice(RANKS))
        top = sorted((c for c in DECK if rules.is_trump(c)), key=rules.key)[:9]
        follow: list[Card] = []
        for card in top:
            follow += [card] * rng.choice((0, 1, 2, 2, 2))
        follow = follow[:14]
        for shape in [Shape((2,) * k, p, 0) for k in (1, 2, 3) for p in (0, 1)]:
            size = 4 * len(shape.tractors) + 2 * shape.pairs
            if size > len(follow):
                continue
            shape = Shape(shape.tractors, shape.pairs, len(follow) - size)
            got = honor(follow, shape, rules)
            want = brute_honor(follow, shape, rules)
            assert (None if got is None else rules.level[got.index]) == want, (follow, shape)


def test_lead_decomposition_takes_the_longest_possible_component_first() -> None:
    rng = random.Random(7)
    for _ in range(500):
        rules = order(rng.choice("HSCDO"), rng.choice(RANKS))
        lead = random_play(rng, rules, rng.choice(sorted(set(rules.group))), rng.randint(1, 12))
        first = decompose(lead, rules)[0]
        for size in range(len(first.cards), len(lead) + 1):
            if size == 1:
                shape = Shape((), 0, len(lead))
            elif size % 2 == 0:
                pairs = ((size // 2,), 0) if size >= 4 else ((), 1)
                shape = Shape(*pairs, len(lead) - size)
            else:
                continue
            best = honor(lead, shape, rules)
            if size == len(first.cards):  # the longest: and the highest of them
                assert best is not None and rules.level[best.index] == rules.level[first.top.index]
            else:
                assert best is None, (lead, first)
        assert sorted(c.index for comp in decompose(lead, rules) for c in comp.cards) == (
            sorted(c.index for c in lead)
        )


# -- whole rounds: points, hidden cards, ranks, dealers ----------------------------

HIDDEN_10 = "DKC3C4C6C8C9CJCQ"  # 10 points
HIDDEN_30 = "DKDKCTC3C4C6C8C9"
HIDDEN_50 = "DKDKCTCTCKC3C4C6"
HIDDEN_60 = "DKDKCTCTCKCKC3C4"
TAKE_15 = "S5 RJ ST S3"  # Bob (a defender) takes 15 points with RJ
TAKE_20 = "S3 RJ ST SK"
KEEP = "RJ S3 S4 S6"  # Alice (the dealer) keeps the last trick


@pytest.mark.parametrize(
    ("last", "hidden", "expected"),
    [
        (KEEP, HIDDEN_50, "0\n5 9 Charles"),  # 0: the declarers rise 3; hidden cards lost
        (TAKE_15, HIDDEN_10, "35\n4 9 Charles"),  # 15 + 10 x 2: below 40, rise 2
        (TAKE_20, HIDDEN_10, "40\n3 9 Charles"),  # 20 + 10 x 2: rise 1
        (TAKE_15, HIDDEN_30, "75\n3 9 Charles"),  # 15 + 30 x 2: still a make
        (TAKE_20, HIDDEN_30, "80\n2 9 Bob"),  # down: nobody rises, Bob deals
        (TAKE_15, HIDDEN_50, "115\n2 9 Bob"),
        (TAKE_20, HIDDEN_50, "120\n2 T Bob"),  # the defenders rise 1
        ("S3S3 RJRJ STS5 S4S4", HIDDEN_60, "255\n2 K Bob"),  # 15 + 60 x 4: rise 4
    ],
)
def test_level_changes(last: str, hidden: str, expected: str) -> None:
    text = full_round("H Alice 2 9", [last], hidden)
    assert answer(text) == f"Case #1:\n{expected}\n"


@pytest.mark.parametrize(
    ("last", "w", "expected"),
    [
        ("S3 RJ S4 S6", 1, "20\n4 9 Charles"),  # single: x2
        ("S3S3 RJRJ S4S4 S6S6", 2, "40\n3 9 Charles"),  # pair: x4
        ("S3S3S4S4 BJBJRJRJ S6S6S8S8 S9S9SJSJ", 4, "160\n2 J Bob"),  # tractor: x16
        ("S3S3S8 RJRJBJ S4S4S6 S9S9SJ", 2, "40\n3 9 Charles"),  # throw, longest a pair: x4
        ("S3S3S4S4S8 BJBJRJRJH3 S6S6S9S9SJ SQSQSAD3D4", 4, "160\n2 J Bob"),  # x16, not x32
    ],
)
def test_hidden_card_multiplier(last: str, w: int, expected: str) -> None:
    text = full_round("H Alice 2 9", [last], HIDDEN_10)
    assert answer(text) == f"Case #1:\n{expected}\n"
    o = result(text).outcome
    assert (o.w, o.multiplier, o.hidden_points, o.bonus) == (w, 2**w, 10, 10 * 2**w)


def test_the_multiplier_counts_only_when_the_defenders_take_the_last_trick() -> None:
    # Bob takes 20, then leads S4 and Charles's BJ takes the last trick.
    text = full_round("H Alice 2 9", [TAKE_20, "S4 BJ S6 S8"], HIDDEN_60)
    assert answer(text) == "Case #1:\n20\n4 9 Charles\n"
    # Alice keeps the first, Bob takes the last: 20 + 60 x 2 = 140, one rank for team 2.
    text = full_round("H Alice 2 9", [KEEP, TAKE_20], HIDDEN_60)
    assert answer(text) == "Case #1:\n140\n2 T Bob\n"


@pytest.mark.parametrize(
    ("header", "last", "hidden", "expected"),
    [
        ("H Alice Q 9", KEEP, HIDDEN_10, "0\nWinner: Team 1"),  # Q + 3 is beyond Ace
        ("H Alice J 9", KEEP, HIDDEN_10, "0\nA 9 Charles"),  # J + 3 is Ace: no winner yet
        ("H Alice 2 K", TAKE_20, HIDDEN_50, "120\n2 A Bob"),
        ("H Alice 2 K", "S3S3S4S4 BJBJRJRJ S6S6S8S8 S9S9SJSJ", HIDDEN_10, "160\nWinner: Team 2"),
        ("H Bob 9 A", KEEP, HIDDEN_10, "0\nWinner: Team 2"),  # Bob's team declares at A
        ("H David 2 A", TAKE_20, HIDDEN_10, "40\nWinner: Team 2"),  # a make at A: 1 up
    ],
)
def test_a_team_wins_the_game(header: str, last: str, hidden: str, expected: str) -> None:
    assert answer(full_round(header, [last], hidden)) == f"Case #1:\n{expected}\n"


@pytest.mark.parametrize(
    ("dealer", "make", "down"),
    [
        ("Alice", "0\nT 8 Charles", "80\n7 8 Bob"),
        ("Bob", "0\n7 J David", "80\n7 8 Charles"),
        ("Charles", "0\nT 8 Alice", "80\n7 8 David"),
        ("David", "0\n7 J Bob", "80\n7 8 Alice"),
    ],
)
def test_each_dealer(dealer: str, make: str, down: str) -> None:
    header = f"H {dealer} 7 8"
    assert answer(full_round(header, [KEEP], HIDDEN_30)) == f"Case #1:\n{make}\n"
    assert answer(full_round(header, [TAKE_20], HIDDEN_30)) == f"Case #1:\n{down}\n"


def test_no_main_suit_round() -> None:
    # HA is not a trump; S7 and H7 have the same order, so Bob's S7 (first) wins.
    text = full_round("O Alice 7 9", ["HA S7 H7 HK"], HIDDEN_10)
    assert answer(text) == "Case #1:\n30\n9 9 Charles\n"
    # With Hearts as main suit H7 is higher: Charles (a declarer) takes it.
    text = full_round("H Alice 7 9", ["HA S7 H7 HK"], HIDDEN_10)
    assert answer(text) == "Case #1:\n0\nT 9 Charles\n"


def test_points_of_every_trick_won_by_the_defenders_add_up() -> None:
    # Trick 2: Bob takes 20. Trick 3, Bob leading: David takes D5 and DT and DK, 25.
    # Trick 4, David leading: Alice (a declarer) takes it, so the hidden cards do not count.
    later = ["S3 RJ ST SK", "D5 DT RJ DK", "C6 BJ C5 CA"]
    text = full_round("H Alice 2 9", later, HIDDEN_10)
    r = result(text)
    assert [str(t.leader) for t in r.tricks] == ["Alice", "Alice", "Bob", "David"]
    assert [str(t.winner) for t in r.tricks] == ["Alice", "Bob", "David", "Alice"]
    assert [t.defenders_total for t in r.tricks] == [0, 20, 45, 45]
    assert answer(text) == "Case #1:\n45\n3 9 Charles\n"


# -- bad input ---------------------------------------------------------------------


def error(text: str) -> InputError:
    with pytest.raises(InputError) as caught:
        parse(text)
    return caught.value


def sample_with(old: str, new: str) -> str:
    assert old in SAMPLE
    return SAMPLE.replace(old, new, 1)


@pytest.mark.parametrize(
    ("text", "line", "col", "words"),
    [
        ("", 1, 1, "expected the number of cases T, got end of input"),
        ("x\n", 1, 1, "expected the number of cases T, got 'x'"),
        ("1 2\n", 1, 3, "expected only the number of cases T, got '2'"),
        (sample_with("SASKSJST", "SASKSXST"), 4, 14, "got 'SX'"),
        (sample_with("SASKSJST", "SASKSJS1"), 4, 16, "got 'S1'"),
        (sample_with("DA DQ DK D4", "DA DQ DK D"), 6, 10, "got 'D'"),
        (sample_with("SAD3", "S7D3"), 5, 16, "got 'S7' a third time"),
        (sample_with("C3DT", "C3"), 5, 11, "expected 2 cards like the lead 'S9S9', got 1 in 'C3'"),
        (sample_with(" SAD3", ""), 5, 15, "expected 4 plays, got 3 plays"),
        (sample_with("SAD3", "SAD3 D4"), 5, 21, "expected 4 plays, got 'D4'"),
        (sample_with("S6S6S7S7", "S6S6S7H7"), 4, 1, "all non-trumps of one suit, got 'S6S6S7H7'"),
        (sample_with("O Charles", "X Charles"), 3, 1, "main suit H, S, C, D or O, got 'X'"),
        (sample_with("O Charles", "OO Charles"), 3, 1, "got 'OO'"),
        (sample_with("Charles", "Eve"), 3, 3, "dealer Alice, Bob, Charles or David, got 'Eve'"),
        (sample_with("Charles 2", "Charles 1"), 3, 11, "team 1 (2-9, T, J, Q, K, A), got '1'"),
        (sample_with("Charles 2 2", "Charles 2 11"), 3, 13, "rank of team 2"),
        (sample_with("Charles 2 2", "Charles 2 2 2"), 3, 15, "got '2'"),
        (sample_with("O Charles 2 2", "O Charles 2"), 3, 12, "got 3 fields"),
        (SAMPLE.replace("1\n", "2\n", 1), 15, 28, "the header of case #2"),
        (SAMPLE.replace("1\n", "0\n", 1), 3, 1, "expected end of input after 0 cases, got 'O'"),
        (SAMPLE + "\nO Alice 2 2\n", 17, 1, "expected end of input after 1 case, got 'O'"),
    ],
)
def test_bad_input_is_located(text: str, line: int, col: int, words: str) -> None:
    e = error(text)
    assert (e.line, e.col) == (line, col), str(e)
    assert words in str(e)
    assert str(e).startswith(f"input:{line}:{col}: expected")


def test_a_player_with_too_many_cards() -> None:
    e = error(sample_with("S2S2C2 CQCAD2 HTHJHK C9CQCA", "S2S2C2H2 CQCAD2DJ HTHJHKH3 C9CQCAC3"))
    assert (e.line, e.col) == (15, 1)
    assert "at most 3 cards in each play (each player plays exactly 25), got 4 in 'S2S2C2H2'" in (
        str(e)
    )


def test_a_player_with_too_few_cards() -> None:
    short = SAMPLE.replace("S2S2C2 CQCAD2 HTHJHK C9CQCA\n", "")
    e = error(short)
    assert (e.line, e.col) == (14, 12)
    assert "each player has played 22 of 25 cards), got end of input" in str(e)
    e = error("2\n" + short.split("\n", 2)[2] + SAMPLE.split("\n", 2)[2])
    assert (e.line, e.col) == (14, 1)
    assert "has played 22 of 25 cards), got 'O Charles 2 2'" in str(e)


def test_no_exception_but_input_error_on_mangled_input() -> None:
    rng = random.Random(5)
    base = SAMPLE
    for _ in range(400):
        chars = list(base)
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(chars))
            chars[i] = rng.choice("HSCDRBJ0123456789TQKAO \n\r\t10x")
        text = "".join(chars)
        with contextlib.suppress(InputError):
            GAME.judge(text)


# -- the trace and the viewer's steps ----------------------------------------------


def trace_text(r: Result) -> str:
    rows = []
    for t in r.tricks:
        plays = " | ".join(
            f"{p.player} {''.join(map(str, p.cards))} "
            f"{p.why.name if p.why else 'ok'} {p.best or '-'}"
            for p in t.plays
        )
        parts = " + ".join(f"{c.kind.value} {c}" for c in t.structure)
        rows.append(
            f"{t.number} {t.leader} [{parts}] {plays} => {t.winner} {t.points} {t.defenders_total}"
        )
    o = r.outcome
    rows.append(
        f"hidden {' '.join(map(str, o.hidden))} = {o.hidden_points} w {o.w} bonus {o.bonus} "
        f"points {o.points} make {o.make} team {o.team_up} +{o.levels_up} next {o.next_dealer}"
    )
    return "\n".join(rows) + "\n"


def test_golden_trace_of_the_sample() -> None:
    """TRACTOR_REGEN=1 rewrites the file after a deliberate change."""
    text = trace_text(result(SAMPLE))
    if os.environ.get("TRACTOR_REGEN"):
        (DATA / "sample1.trace").write_text(text)
    assert text == (DATA / "sample1.trace").read_text()


def test_steps_of_the_sample() -> None:
    steps = story.steps(result(SAMPLE))
    assert [s.title for s in steps] == ["Deal"] + [f"Trick {n}" for n in range(1, 13)] + [
        "Hidden cards",
        "Result",
    ]
    json.dumps([s.as_json() for s in steps])
    deal, first, fourth = steps[0], steps[1], steps[4]
    assert sorted(len(h) for h in deal.state["hands"].values()) == [25] * 4
    assert "Charles deals" in deal.explain and "no main suit" in deal.explain
    assert first.state["trick"]["winner"] == "Charles"
    assert [len(h) for h in first.state["hands"].values()] == [21] * 4
    assert "cannot be arranged" in first.explain
    assert fourth.state["trick"]["throw"] and fourth.state["defenders_points"] == 40
    assert "David wins with honor card RJ" in fourth.explain
    plays = fourth.state["trick"]["plays"]
    assert [(p["player"], p["could_win"], p["best"]) for p in plays] == [
        ("Charles", True, "SK"),
        ("David", True, "RJ"),
        ("Alice", False, None),
        ("Bob", False, None),
    ]
    assert "Alice's earlier HA" in steps[9].explain
    assert steps[-2].state["hidden"] == ["SQ", "DQ", "CJ", "CT", "C9", "D7", "H6", "H4"]
    assert "do not count" in steps[-2].explain
    end = steps[-1].state["outcome"]
    assert (end["points"], end["ranks"], end["next_dealer"]) == (50, {"1": "3", "2": "2"}, "Alice")
    assert "Alice (the dealer's partner) deals next" in steps[-1].explain


def test_steps_when_the_defenders_take_the_hidden_cards_and_win() -> None:
    text = full_round("H Alice 2 K", ["S3S3S4S4 BJBJRJRJ S6S6S8S8 S9S9SJSJ"], HIDDEN_10)
    steps = story.steps(result(text))
    assert "10 x 2^4 = 160" in steps[-2].explain
    assert "team 2 wins the game" in steps[-1].explain
    assert steps[-1].state["outcome"]["winner"] == 2


# -- generated deals ---------------------------------------------------------------


@pytest.mark.parametrize("seed", range(12))
def test_generated_deals_parse_play_and_round_trip(seed: int) -> None:
    text = generate(random.Random(seed))
    cases = parse(text)
    assert len(cases) == 3
    assert write(cases) == text
    for case in cases:
        r = play(case)
        assert len(r.outcome.hidden) == HIDDEN
        assert sum(t.points for t in r.tricks) + r.outcome.hidden_points == 200
        assert story.steps(r)[-1].title == "Result"


def test_generated_deals_follow_suit_and_structure_where_they_can() -> None:
    results = GAME.results(generate(random.Random(99), cases=20))
    whys = Counter(p.why for r in results for t in r.tricks for p in t.plays)
    assert whys[None] > sum(n for why, n in whys.items() if why is not None)
    assert sum(t.throw for r in results for t in r.tricks) > 10
    tractors = [t for r in results for t in r.tricks if t.structure[0].kind is Kind.TRACTOR]
    assert len(tractors) >= 2


def test_adversarial_twenty_card_throw_with_a_twenty_card_trump_follow() -> None:
    # A 20-card spade throw (four tractors of 2 and four singles) against 20 trumps
    # whose pair runs (3-5, 7-9, J-K and a lone C2 pair) hold only three tractors of 2.
    lead = "S3S3S4S4S6S6S7S7S9S9STSTSQSQSKSKS5SJSAS8"
    bob = "H3H3H4H4H5H5H7H7H8H8H9H9HJHJHQHQHKHKC2C2"
    charles = "D3D4D5D6D7D8D9DTDJDQDKDAC3C4C5C6C7C8C9CT"
    david = "S2S2D2D2H2H2BJBJRJRJH6H6HTHTHAHADJCJCQCK"
    j = judge(f"{lead} {bob} {charles} {david}", rank="2")
    why = Why
    assert [p.why for p in j.plays] == [None, why.SHAPE, why.SUITS, why.MIXED]
    assert str(j.winner) == "Alice"
    # With HT for C2 the pairs 7 to K run unbroken and hold three tractors of 2: Bob wins.
    bob = "H3H3H4H4H5H5H7H7H8H8H9H9HJHJHQHQHKHKHTHT"
    j = judge(f"{lead} {bob} {charles} {david.replace('HTHT', 'C2C2')}", rank="2")
    assert j.plays[1].why is None and str(j.plays[1].best) == "HK" and str(j.winner) == "Bob"
