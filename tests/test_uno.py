"""UNO (HUST 2012, CardGame): samples, every rule on hand-built tables, bad input, trace."""

import io
import json
import os
import random
from collections import Counter
from pathlib import Path

import pytest

import cardjudge.games.uno as uno
from cardjudge import cli
from cardjudge.errors import InputError
from cardjudge.games.uno import deals, notation, rules, story
from cardjudge.games.uno.cards import (
    CARDS,
    COLOURS,
    DECK_COUNTS,
    DECK_SIZE,
    FULL_DECK,
    Card,
    Colour,
    Content,
)

DATA = Path(__file__).parent / "data" / "uno"
REGENERATE = os.environ.get("UNO_REGEN") == "1"
C, A = Content, rules.Action
RED, YELLOW, GREEN, BLUE = COLOURS
CW, CCW = rules.Direction.CLOCKWISE, rules.Direction.COUNTER_CLOCKWISE
SHEEPGOD, JIANHE25, TCLSM, LKQ = range(4)


def read(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


def cards(text: str) -> list[Card]:
    return [CARDS[word] for word in text.split()]


def run(sheepgod: str, jianhe25: str, tclsm: str, lkq: str, deck: str) -> rules.Result:
    """A hand-built table: four hands and the undealt deck, whose first card is flipped."""
    return rules.play_from([cards(h) for h in (sheepgod, jianhe25, tclsm, lkq)], cards(deck))


def full_deck(on_top: str) -> list[str]:
    """A real 108-card deck: 28 cards dealt, `on_top` next (flipped first), the rest after."""
    left = Counter(DECK_COUNTS)
    left.subtract(cards(on_top))
    assert min(left.values()) >= 0, on_top
    rest = [str(card) for card in left.elements()]
    return rest[:28] + on_top.split() + rest[28:]


def judge(words: list[str]) -> rules.Result:
    (deck,) = notation.parse("1\n" + " ".join(words) + "\n")
    return rules.play(deck)


def seats(result: rules.Result) -> list[int]:
    return [turn.seat for turn in result.turns]


def actions(result: rules.Result) -> list[rules.Action]:
    return [turn.action for turn in result.turns]


def shuffled(seed: int) -> rules.Deck:
    deck = list(FULL_DECK)
    random.Random(seed).shuffle(deck)
    return rules.Deck(tuple(deck))


# -- the samples ---------------------------------------------------------------


@pytest.mark.parametrize("name", ["sample1", "statement"])
def test_samples_byte_exact(name: str) -> None:
    assert uno.GAME.judge(read(f"{name}.in")) == read(f"{name}.out")


def test_statement_sample_is_the_sample_file_wrapped() -> None:
    assert read("statement.in").split() == read("sample1.in").split()
    assert "B2 \n" in read("statement.in")  # a trailing space, and 20 cards a line


def test_each_sample_round_alone() -> None:
    words = read("sample1.in").split()[1:]
    assert uno.GAME.judge("1\n" + " ".join(words[:108])) == "Case #1: Winner is SheepGod!\n"
    assert uno.GAME.judge("1\n" + " ".join(words[108:])) == "Case #1: Winner is lkq!\n"


@pytest.mark.parametrize("name", ["sample1", "statement"])
def test_cli_byte_exact(name: str) -> None:
    out, err = io.StringIO(), io.StringIO()
    assert cli.main(["uno", str(DATA / f"{name}.in")], stdout=out, stderr=err) == 0
    assert (out.getvalue(), err.getvalue()) == (read(f"{name}.out"), "")


def test_cli_reports_a_located_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.in"
    path.write_text("1\nR5 R5 Q7\n")
    out, err = io.StringIO(), io.StringIO()
    assert cli.main(["uno", str(path)], stdout=out, stderr=err) == 2
    assert err.getvalue().startswith("input:2:7: expected a card") and out.getvalue() == ""


def trace_text(results: list[rules.Result]) -> str:
    """One line per turn: who, what, the card, the active colour and content, hands, deck."""
    lines = []
    for n, result in enumerate(results, start=1):
        lines.append(f"Case #{n}: discarded {' '.join(map(str, result.discarded)) or '-'}")
        for t in result.turns:
            hands = " | ".join(" ".join(map(str, hand)) for hand in t.hands)
            lines.append(
                f"{t.number} {t.player} {t.action.value}: {t.card or '-'}"
                f" drew {' '.join(map(str, t.drawn)) or '-'}"
                f" called {t.called.value if t.called else '-'}"
                f" active {t.colour.value if t.colour else '-'}"
                f"{t.content.value if t.content else '-'}"
                f" {t.direction.title} deck {t.deck_left} hands {hands}"
            )
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", ["sample1", "draw_one", "draw_two", "draw_four"])
def test_golden_trace(name: str) -> None:
    """The whole trace, turn by turn; UNO_REGEN=1 rewrites the file after a deliberate change."""
    results = uno.GAME.results(read(f"{name}.in"))
    text = trace_text(results)
    if REGENERATE:
        (DATA / f"{name}.trace").write_text(text, encoding="utf-8")
    assert text == read(f"{name}.trace")


def test_sample_opening_checked_by_hand() -> None:
    """Round 1 of the sample, its first turns worked out by hand from the statement's rules."""
    (result, _) = uno.GAME.results(read("sample1.in"))
    assert [" ".join(map(str, hand)) for hand in result.dealt] == [
        "GS B9 GD R6 WC Y4 Y9",
        "YD B4 R9 R7 Y8 R2 R4",
        "R1 B5 B3 B8 Y8 WC WF",
        "G4 WC G5 G1 Y2 G1 Y1",
    ]
    t = result.turns
    assert (t[0].seat, t[0].action, str(t[0].card), t[0].deck_left) == (0, A.FLIPPED, "R2", 79)
    # jianhe25 moves first; the 9 outranks R7, R2 (content match) and R4.
    assert (t[1].seat, str(t[1].card)) == (JIANHE25, "R9")
    # tclsm holds R1 and a Wild Draw Four: the red card holds the WF back.
    assert (str(t[2].card), [str(c) for c in t[2].options]) == ("R1", ["R1", "WC"])
    # Three 1s fit: Yellow beats Green.
    assert (str(t[3].card), t[4].seat, str(t[4].card)) == ("Y1", SHEEPGOD, "Y9")
    assert str(t[5].card) == "YD"
    assert (t[6].seat, t[6].action, " ".join(map(str, t[6].drawn))) == (TCLSM, A.DREW_TWO, "B6 B9")
    assert (t[7].seat, t[6].deck_left) == (LKQ, 77)


# -- dealing and the first card ------------------------------------------------


def test_deal_one_card_at_a_time_in_seat_order() -> None:
    words = full_deck("R5")
    result = judge(words)
    assert [[str(c) for c in hand] for hand in result.dealt] == [words[s:28:4] for s in range(4)]
    assert result.turns[0].deck_left == 79


def test_first_card_wilds_are_put_aside() -> None:
    result = judge(full_deck("WC WF R5 G1"))
    first = result.turns[0]
    assert [str(c) for c in result.discarded] == ["WC", "WF"]
    assert (str(first.card), first.colour, first.deck_left) == ("R5", RED, 77)
    assert result.turns[1].seat == JIANHE25


def test_first_card_number_jianhe25_moves() -> None:
    result = judge(full_deck("R5"))
    assert (result.turns[1].seat, result.turns[1].action) == (JIANHE25, A.PLAYED)


def test_first_card_skip_skips_jianhe25() -> None:
    result = judge(full_deck("RS"))
    assert seats(result)[:3] == [SHEEPGOD, JIANHE25, TCLSM]
    assert actions(result)[1] is A.SKIPPED
    assert result.turns[1].hands == result.turns[0].hands


def test_first_card_reverse_lkq_moves() -> None:
    result = judge(full_deck("RR"))
    assert result.turns[0].direction is CCW
    assert seats(result)[:2] == [SHEEPGOD, LKQ]


def test_first_card_draw_two_jianhe25_draws() -> None:
    result = judge(full_deck("RD G1 G2"))
    t1 = result.turns[1]
    assert (t1.seat, t1.action, [str(c) for c in t1.drawn]) == (JIANHE25, A.DREW_TWO, ["G1", "G2"])
    assert [str(c) for c in t1.hands[JIANHE25][-2:]] == ["G1", "G2"]
    assert (t1.deck_left, result.turns[2].seat) == (77, TCLSM)


def test_first_card_with_no_card_to_flip_is_a_draw_game() -> None:
    result = run("R1", "R2", "R3", "R4", "WC WF")
    assert (result.winner, actions(result)) == (None, [A.COULD_NOT_DRAW])
    assert [str(c) for c in result.discarded] == ["WC", "WF"]


# -- the play priority ---------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "flip", "played"),
    [
        ("R0 R9 RS RD RR WC G5", "R5", "RD"),  # Draw Two first
        ("R0 R9 RR RS WC", "R5", "RS"),  # then Skip
        ("R0 R9 RR WC", "R5", "RR"),  # then Reverse
        ("R0 R8 R9 WC", "R5", "R9"),  # then the numbers from 9 down
        ("R2 B5", "R5", "B5"),  # the higher content, whether it matches by colour or content
        ("R0 WC", "R5", "R0"),  # 0 beats Wild Change Color
        ("B2 WF WC", "R5", "WC"),  # Wild Change Color beats Wild Draw Four
        ("B5 G5 Y5", "R5", "Y5"),  # same content: Yellow, then Green, then Blue
        ("Y7 R7", "G7", "R7"),  # Red first of all
        ("B4 G4", "Y4", "G4"),  # Green before Blue
    ],
)
def test_play_priority(hand: str, flip: str, played: str) -> None:
    turn = run("B1", hand, "B1", "B1", flip).turns[1]
    assert (turn.seat, turn.action, str(turn.card)) == (JIANHE25, A.PLAYED, played)


def test_priority_order_of_every_card() -> None:
    order = sorted(DECK_COUNTS, key=lambda card: card.priority)
    assert " ".join(map(str, order[:8])) == "RD YD GD BD RS YS GS BS"
    assert " ".join(map(str, order[-6:])) == "R0 Y0 G0 B0 WC WF"


def test_matching_by_colour_or_content_only() -> None:
    turn = run("B1", "G3 Y4 R5", "B1", "B1", "R7 B1").turns[1]
    assert (str(turn.card), turn.options) == ("R5", tuple(cards("R5")))
    other = run("B1", "G3 Y7", "B1", "B1", "R7 B1").turns[1]
    assert (str(other.card), other.options) == ("Y7", tuple(cards("Y7")))


# -- Wild Draw Four and the colour call ----------------------------------------


def test_wild_draw_four_held_back_by_a_card_of_the_active_colour() -> None:
    turn = run("B1", "WF R3", "B1", "B1", "R5").turns[1]
    assert (str(turn.card), [str(c) for c in turn.options]) == ("R3", ["R3"])
    assert not rules.playable(CARDS["WF"], cards("WF R3"), CARDS["R5"], RED)


def test_wild_draw_four_played_without_the_active_colour() -> None:
    result = run("B1", "WF B2 B3", "G9 G8", "Y1 B7", "R5 G1 G2 G3 G4 Y9")
    t1, t2, t3 = result.turns[1:4]
    assert (str(t1.card), t1.called, t1.colour, [str(c) for c in t1.options]) == (
        "WF",
        BLUE,
        BLUE,
        ["WF"],
    )
    assert (t2.seat, t2.action, [str(c) for c in t2.drawn]) == (
        TCLSM,
        A.DREW_FOUR,
        ["G1", "G2", "G3", "G4"],
    )
    assert [str(c) for c in t2.hands[TCLSM]] == ["G9", "G8", "G1", "G2", "G3", "G4"]
    assert (t3.seat, str(t3.card)) == (LKQ, "B7")


def test_a_wild_never_matches_by_content() -> None:
    # After jianhe25's WF (Blue called), lkq's WF may not follow it: lkq holds Blue.
    result = run("B1", "WF B2 B3", "G9", "WF B9", "R5 G1 G2 G3 G4")
    lkq = result.turns[3]
    assert (lkq.seat, str(lkq.card), [str(c) for c in lkq.options]) == (LKQ, "B9", ["B9"])
    # Without Blue in hand it may.
    result = run("B1", "WF B2 B3", "G9", "WF G9", "R5 G1 G2 G3 G4")
    assert str(result.turns[3].card) == "WF"


@pytest.mark.parametrize(
    ("hand", "flip", "called"),
    [
        ("WC B1 B2 G3", "R5", BLUE),  # the colour held most
        ("WC B1 B2 G3 G4", "R5", GREEN),  # a tie: Green before Blue
        ("WC Y1 G2", "R5", YELLOW),  # Yellow before Green
        ("WC R1 B2", "G5", RED),  # Red before all
        ("WC WF", "R5", RED),  # no colour left in hand: Red
        ("WC", "R5", None),  # the last card wins at once, nothing left to call for
    ],
)
def test_colour_call_after_a_wild(hand: str, flip: str, called: Colour | None) -> None:
    result = run("B1", hand, "B9", "B9", flip)
    turn = result.turns[1]
    assert str(turn.card) == "WC"
    if called is None:
        assert result.winner == JIANHE25
    else:
        assert (turn.called, turn.colour, turn.content) == (called, called, C.WILD)


def test_call_colour_counts_the_hand_left() -> None:
    assert rules.call_colour(cards("G1 B2 B3 WF")) is BLUE
    assert rules.call_colour(cards("Y1 R2 G3 B4")) is RED
    assert rules.call_colour([]) is RED


def test_called_colour_binds_the_next_player() -> None:
    result = run("B1", "WC B1 B2", "R9 B0", "B9", "R5 G1")
    t2 = result.turns[2]
    assert (t2.seat, str(t2.card), [str(c) for c in t2.options]) == (TCLSM, "B0", ["B0"])


# -- Skip, Reverse, Draw Two ---------------------------------------------------


def test_skip() -> None:
    result = run("B1 B2", "RS B3", "R1 B4", "R2 B5", "R5 G1 G2")
    assert seats(result)[:4] == [SHEEPGOD, JIANHE25, TCLSM, LKQ]
    assert actions(result)[1:4] == [A.PLAYED, A.SKIPPED, A.PLAYED]
    assert result.turns[2].hands == result.turns[1].hands
    assert str(result.turns[3].card) == "R2"


def test_reverse() -> None:
    result = run("R7 B1", "RR B2", "R1 B4", "R2 B5", "R5 G1 G2")
    assert seats(result)[:5] == [SHEEPGOD, JIANHE25, SHEEPGOD, LKQ, TCLSM]
    assert [t.direction for t in result.turns[:3]] == [CW, CCW, CCW]


def test_reverse_twice_restores_clockwise() -> None:
    result = run("YR B1", "RR B2", "Y1 B4", "Y2 B5", "R5 G1 G2")
    assert seats(result)[:4] == [SHEEPGOD, JIANHE25, SHEEPGOD, JIANHE25]
    assert result.turns[2].direction is CW


def test_draw_two() -> None:
    result = run("B1 B2", "RD B3", "R1 B4", "R2 B5", "R5 G1 G2 G3")
    t2 = result.turns[2]
    assert (t2.seat, t2.action, [str(c) for c in t2.drawn]) == (TCLSM, A.DREW_TWO, ["G1", "G2"])
    assert ([str(c) for c in t2.hands[TCLSM]], t2.deck_left) == (["R1", "B4", "G1", "G2"], 1)
    assert (result.turns[3].seat, str(result.turns[3].card)) == (LKQ, "R2")


# -- drawing -------------------------------------------------------------------


def test_drawn_card_that_fits_is_played_at_once() -> None:
    result = run("B1", "B2 G3", "R1 B4", "R2 B5", "R5 R7 G1")
    t1 = result.turns[1]
    assert (t1.action, str(t1.card), [str(c) for c in t1.drawn]) == (
        A.DREW_AND_PLAYED,
        "R7",
        ["R7"],
    )
    assert ([str(c) for c in t1.hands[JIANHE25]], t1.deck_left, t1.top) == (
        ["B2", "G3"],
        1,
        CARDS["R7"],
    )
    assert (result.turns[2].seat, str(result.turns[2].card)) == (TCLSM, "R1")


def test_drawn_card_that_does_not_fit_is_kept() -> None:
    result = run("B1", "B2 G3", "R1 B4", "R2 B5", "R5 B7 G1")
    t1 = result.turns[1]
    assert (t1.action, t1.card, [str(c) for c in t1.drawn]) == (A.DREW, None, ["B7"])
    assert ([str(c) for c in t1.hands[JIANHE25]], t1.top) == (["B2", "G3", "B7"], CARDS["R5"])
    assert (result.turns[2].seat, str(result.turns[2].card)) == (TCLSM, "R1")


def test_drawn_wild_draw_four_is_played() -> None:
    result = run("B1", "B2 G3 G4", "R1 B4", "R2 B5", "R5 WF G1 G2 G3 G4")
    t1 = result.turns[1]
    assert (t1.action, str(t1.card), t1.called) == (A.DREW_AND_PLAYED, "WF", GREEN)
    assert result.turns[2].action is A.DREW_FOUR


def test_a_player_who_can_play_does_not_draw() -> None:
    turn = run("B1", "WF B2", "R1", "R2", "R5 G1").turns[1]
    assert (turn.action, str(turn.card), turn.drawn, turn.deck_left) == (A.PLAYED, "WF", (), 1)


# -- draw games ----------------------------------------------------------------


def test_draw_game_when_the_deck_is_empty_for_an_ordinary_draw() -> None:
    result = run("B1", "B2 G3", "R1", "R2", "R5")
    last = result.turns[-1]
    assert (result.winner, last.seat, last.action, last.needed) == (
        None,
        JIANHE25,
        A.COULD_NOT_DRAW,
        1,
    )
    assert len(result.turns) == 2
    assert rules.render([result]) == "Case #1: Draw game!\n"


def test_draw_game_when_a_draw_two_cannot_be_made_in_full() -> None:
    result = run("B1", "RD B3", "R1 B4", "R2", "R5 G1")
    last = result.turns[-1]
    assert (result.winner, last.seat, last.action, last.needed) == (
        None,
        TCLSM,
        A.COULD_NOT_DRAW,
        2,
    )
    # Nothing is drawn in part: tclsm's hand and the deck are as they were.
    assert (last.hands[TCLSM], last.deck_left) == (tuple(cards("R1 B4")), 1)


def test_draw_two_with_exactly_two_cards_left_goes_on() -> None:
    result = run("B1", "RD B3", "R1 B4", "R2", "R5 G1 G2")
    assert result.turns[2].action is A.DREW_TWO
    assert result.turns[2].deck_left == 0


def test_draw_game_when_a_wild_draw_four_cannot_be_made_in_full() -> None:
    result = run("B1", "WF B3", "R1 B4", "R2", "R5 G1 G2 G3")
    last = result.turns[-1]
    assert (result.winner, last.seat, last.action, last.needed, last.deck_left) == (
        None,
        TCLSM,
        A.COULD_NOT_DRAW,
        4,
        3,
    )


def test_wild_draw_four_with_exactly_four_cards_left_goes_on() -> None:
    result = run("B1", "WF B3", "R1 B4", "R2", "R5 G1 G2 G3 G4")
    assert (result.turns[2].action, result.turns[2].deck_left) == (A.DREW_FOUR, 0)


@pytest.mark.parametrize(("name", "needed"), [("draw_one", 1), ("draw_two", 2), ("draw_four", 4)])
def test_full_decks_ending_in_each_kind_of_draw_game(name: str, needed: int) -> None:
    """Shuffled decks found by search; their last turns were checked by hand."""
    assert uno.GAME.judge(read(f"{name}.in")) == read(f"{name}.out")
    (result,) = uno.GAME.results(read(f"{name}.in"))
    last = result.turns[-1]
    assert (last.action, last.needed) == (A.COULD_NOT_DRAW, needed)
    assert last.deck_left < needed


# -- winning -------------------------------------------------------------------


def test_the_last_card_wins_at_once() -> None:
    result = run("B1", "R7", "R1", "R2", "R5")
    assert (result.winner, len(result.turns)) == (JIANHE25, 2)
    assert rules.render([result]) == "Case #1: Winner is jianhe25!\n"


def test_a_last_draw_two_wins_even_with_the_deck_empty() -> None:
    result = run("B1", "RD", "R1", "R2", "R5")
    assert (result.winner, len(result.turns), str(result.turns[-1].card)) == (JIANHE25, 2, "RD")


def test_a_last_wild_draw_four_wins_even_with_the_deck_empty() -> None:
    result = run("R1", "WF", "B1", "B2", "G5")
    assert (result.winner, len(result.turns)) == (JIANHE25, 2)


def test_a_last_card_played_after_a_draw_elsewhere_wins() -> None:
    result = run("B1", "G3", "B4 R6", "R1", "R5 G8 G9")
    # jianhe25 draws G8 and keeps it; tclsm plays R6; lkq plays R1, his last.
    assert actions(result)[1:] == [A.DREW, A.PLAYED, A.PLAYED]
    assert result.winner == LKQ


# -- a second reading of the rules, written apart, on many decks ---------------

ORDER, TINT = "DSR9876543210CF", "RYGB"


def reference(deck: list[str]) -> tuple[int | None, int]:
    """The rules again in plain strings: (winner seat or None, turns after the flip)."""
    hands = [deck[s:28:4] for s in range(4)]
    rest, i = deck[28:], 0
    while rest[i][0] == "W":
        i += 1
    colour, content = rest[i]
    i += 1
    step, seat, turns = (-1 if content == "R" else 1), 0, 0
    pending = content if content in "SD" else ""
    while True:
        seat, turns = (seat + step) % 4, turns + 1
        hand = hands[seat]
        if pending:
            need = {"S": 0, "D": 2, "F": 4}[pending]
            pending = ""
            if len(rest) - i < need:
                return None, turns
            hand += rest[i : i + need]
            i += need
            continue
        fit = [c for c in hand if fits(c, hand, colour, content)]
        if fit:
            card = min(fit, key=lambda c: (ORDER.index(c[1]), (TINT + "W").index(c[0])))
            hand.remove(card)
        elif i == len(rest):
            return None, turns
        else:
            card, i = rest[i], i + 1
            if not fits(card, hand, colour, content):
                hand.append(card)
                continue
        if not hand:
            return seat, turns
        content = card[1]
        colour = card[0]
        if colour == "W":
            colour = max(TINT, key=lambda t: (sum(c[0] == t for c in hand), -TINT.index(t)))
        step = -step if content == "R" else step
        pending = content if content in "SDF" else ""


def fits(card: str, hand: list[str], colour: str, content: str) -> bool:
    if card == "WC":
        return True
    if card == "WF":
        return all(c[0] != colour for c in hand)
    return card[0] == colour or card[1] == content


def test_engine_agrees_with_a_second_reading_on_many_decks() -> None:
    decks = [shuffled(seed) for seed in range(400)]
    for name in ("draw_one", "draw_two", "draw_four"):
        decks += notation.parse(read(f"{name}.in"))
    for deck in decks:
        result = rules.play(deck)
        assert (result.winner, len(result.turns) - 1) == reference([str(c) for c in deck.cards])


# -- invariants ----------------------------------------------------------------


def test_every_card_is_always_somewhere_and_games_are_bounded() -> None:
    limit = 2 * 28 + 3 * 80  # from play_from's docstring
    for seed in range(200):
        result = rules.play(shuffled(seed))
        assert len(result.turns) <= limit
        pile = len(result.discarded)
        for turn in result.turns:
            pile += turn.card is not None
            held = sum(len(hand) for hand in turn.hands)
            assert held + turn.deck_left + pile == DECK_SIZE


# -- parsing -------------------------------------------------------------------

CANONICAL = [str(card) for card in FULL_DECK]  # R: D D S S R R 9 9 8 8 7 7 6 6 5 5 4 4 ...


def one_round(words: list[str]) -> str:
    return "1\n" + " ".join(words) + "\n"


def error_of(text: str) -> InputError:
    with pytest.raises(InputError) as caught:
        notation.parse(text)
    return caught.value


def col(index: int) -> int:
    """Column of card `index` on a line of two-letter cards."""
    return 1 + 3 * index


def test_any_whitespace_between_cards() -> None:
    words = read("sample1.in").split()
    expected = read("sample1.out")
    variants = [
        "\r\n".join([words[0], " ".join(words[1:109]), " ".join(words[109:])]),
        "\n\n  " + "  \t ".join(words) + "   \n\n\n",
        "\n".join(words),
        "2 " + " ".join(words[1:]),
        read("statement.in").replace("\n", "\r\n"),
    ]
    for text in variants:
        assert uno.GAME.judge(text) == expected


@pytest.mark.parametrize(
    ("text", "line", "column", "quoted"),
    [
        ("", 1, 1, "end of input"),
        ("\n \n", 1, 1, "end of input"),
        ("0\n", 1, 1, "'0'"),
        ("101\n", 1, 1, "'101'"),
        ("  two\n", 1, 3, "'two'"),
    ],
)
def test_bad_number_of_rounds(text: str, line: int, column: int, quoted: str) -> None:
    error = error_of(text)
    assert (error.line, error.col) == (line, column)
    assert "number of rounds T, 1 to 100" in error.expected and quoted in error.expected


@pytest.mark.parametrize("bad", ["R10", "WD", "r5", "XX", "W", "BW", "YC", "GF", "R 5"])
def test_unknown_card(bad: str) -> None:
    words = list(CANONICAL)
    words[5] = bad
    error = error_of(one_round(words))
    assert (error.line, error.col) == (2, col(5))
    assert repr(bad.split()[0]) in error.expected and "round #1" in error.expected


def test_unknown_card_in_a_later_round_on_a_wrapped_crlf_line() -> None:
    text = read("statement.in").replace("\n", "\r\n").replace("R7 GD R9", "R7 GD Q9")
    error = error_of(text)
    line = next(n for n, s in enumerate(text.split("\r\n"), start=1) if "Q9" in s)
    assert (error.line, error.col) == (line, text.split("\r\n")[line - 1].index("Q9") + 1)
    assert "round #2" in error.expected and "'Q9'" in error.expected


def test_round_short_of_cards() -> None:
    error = error_of(one_round(CANONICAL[:107]))
    assert (error.line, error.col) == (2, col(107) - 1)
    assert "card 108 of 108 in round #1 (it has only 107)" in error.expected


def test_fewer_rounds_than_announced() -> None:
    text = "3\n" + one_round(CANONICAL)[2:] + " ".join(CANONICAL) + "\n"
    error = error_of(text)
    assert (error.line, error.col) == (3, col(108) - 1)
    assert "card 1 of 108 in round #3 (it has only 0)" in error.expected


def test_more_cards_than_announced() -> None:
    error = error_of(one_round(CANONICAL) + "R5\n")
    assert (error.line, error.col) == (3, 1)
    assert "end of input after 1 round, got 'R5'" in error.expected


def test_deck_with_a_card_too_many() -> None:
    words = list(CANONICAL)
    assert words[14:18] == ["R5", "R5", "R4", "R4"]
    words[15] = "R4"
    error = error_of(one_round(words))
    assert (error.line, error.col) == (2, col(17))  # the third R4
    assert "'R4' copy 3 of 2" in error.expected
    assert "missing R5; surplus R4" in error.expected


def test_deck_with_a_fifth_wild_and_two_missing_cards() -> None:
    words = list(CANONICAL)
    assert words[-8:] == ["WC"] * 4 + ["WF"] * 4
    words[-1] = "WC"
    words[0] = words[1] = "B0"
    error = error_of(one_round(words))
    assert (error.line, error.col) == (2, col(1))  # the second B0: only one is allowed
    assert "missing RD x2, WF; surplus B0 x2, WC" in error.expected


def test_only_a_second_round_can_be_wrong() -> None:
    words = list(CANONICAL)
    words[24] = "R1"
    assert words[24 - 2 : 25] == ["R1", "R1", "R1"]
    error = error_of("2\n" + " ".join(CANONICAL) + "\n" + " ".join(words) + "\n")
    assert (error.line, error.col) == (3, col(24))
    assert "round #2" in error.expected and "missing R0; surplus R1" in error.expected


def test_mangled_inputs_give_input_errors_only() -> None:
    rng = random.Random(5)
    base = read("statement.in")
    junk = ["", " ", "\n", "R", "WF", "B0", "R0 R0", "0", "-1", "ÿ", "\r", "W C"]
    for _ in range(400):
        text = list(base)
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(text) + 1)
            text[at : at + rng.randint(0, 3)] = rng.choice(junk)
        try:
            results = uno.GAME.results("".join(text))
        except InputError as error:
            assert error.line >= 1 and error.col >= 1
        else:
            assert rules.render(results).startswith("Case #1: ")


# -- generate and steps --------------------------------------------------------


@pytest.mark.parametrize("seed", range(5))
def test_generate_round_trip(seed: int) -> None:
    text = deals.generate(random.Random(seed))
    decks = notation.parse(text)
    assert len(decks) == 3
    assert all(Counter(d.cards) == DECK_COUNTS for d in decks)
    assert rules.render([rules.play(d) for d in decks]).count("\n") == 3
    assert deals.generate(random.Random(seed)) == text


SHEEPGOD_DEALT = ["GS", "B9", "GD", "R6", "WC", "Y4", "Y9"]


def test_steps_tell_the_whole_game() -> None:
    (result, _) = uno.GAME.results(read("sample1.in"))
    shown = story.steps(result)
    json.dumps([step.as_json() for step in shown])
    assert len(shown) == len(result.turns) + 1
    deal, flip = shown[0], shown[1]
    assert (deal.title, deal.state["deck"], flip.state["top"], flip.state["deck"]) == (
        "Deal",
        80,
        "R2",
        79,
    )
    assert deal.state["hands"][0] == {"player": "SheepGod", "cards": SHEEPGOD_DEALT}
    assert "jianhe25 plays R9" in shown[2].explain and "by priority" in shown[2].explain
    assert shown[7].state["action"] == "drew two" and shown[7].state["drawn"] == ["B6", "B9"]
    last = shown[-1]
    assert (last.state["winner"], last.state["draw_game"]) == ("SheepGod", False)
    assert "SheepGod wins" in last.explain and last.title.endswith("SheepGod wins")
    assert all(step.state["winner"] is None for step in shown[:-1])
    for step, turn in zip(shown[1:], result.turns, strict=True):
        hands = [[str(c) for c in hand] for hand in turn.hands]
        assert [h["cards"] for h in step.state["hands"]] == hands
        assert step.state["direction"] == turn.direction.title


@pytest.mark.parametrize("name", ["draw_one", "draw_two", "draw_four"])
def test_steps_of_a_draw_game(name: str) -> None:
    (result,) = uno.GAME.results(read(f"{name}.in"))
    last = story.steps(result)[-1]
    assert (last.state["winner"], last.state["draw_game"]) == (None, True)
    assert last.explain.endswith(": a draw game.")


def test_steps_explain_each_kind_of_turn() -> None:
    words = " ".join(
        step.explain for seed in range(30) for step in story.steps(rules.play(shuffled(seed)))
    )
    for said in (
        "is skipped",
        "must draw 2",
        "must draw 4",
        "which cannot be played either",
        "must be played at once",
        "Calls ",
        "Play turns counter-clockwise",
        "No card of the active colour was held",
    ):
        assert said in words
    flip = story.steps(run("B1", "B2", "B3", "B4", "WC WF R5"))[1].explain
    assert flip.startswith("WC WF turned up and were put aside (wild). SheepGod flips R5")
    last = story.steps(run("B1", "B2", "B3", "B4", "WC WF R5 B7"))[-1].explain
    assert last == "tclsm has nothing to play on R5 and the deck is empty: a draw game."
