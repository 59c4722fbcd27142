"""UNO's readings of its statement: the judge switched to each, the statement's answers
unchanged, and each one's effect on a hand-built table, with both answers. (A default
stress run catches each: test_readings_stress.py.)"""

from collections import Counter
from pathlib import Path

import pytest
from test_readings_stress import stress_deals

import cardjudge.games.uno as uno
from cardjudge.games.uno import readings, rules
from cardjudge.games.uno.cards import CARDS, DECK_COUNTS, FULL_DECK, Card
from cardjudge.i18n import CHINESE, catalog, speaking
from cardjudge.readings import following

GAME = uno.GAME
DATA = Path(__file__).parent / "data" / "uno"
NAMES = [reading.name for reading in readings.READINGS]


def cards(text: str) -> list[Card]:
    return [CARDS[word] for word in text.split()]


def play(name: str | None, *table: str) -> rules.Result:
    """A hand-built table (four hands, the undealt deck flipped first) played under the
    reading `name` (None: the statement's)."""
    hands = [cards(hand) for hand in table[:4]]
    with following(name):
        return rules.play_from(hands, cards(table[4]))


def run(name: str | None, *table: str) -> str:
    """The verdict on a hand-built table under the reading `name`."""
    return rules.verdict(play(name, *table))


def test_the_game_has_its_readings_named_and_said_in_both_languages() -> None:
    assert GAME.readings == readings.READINGS
    assert len(set(NAMES)) == len(NAMES)
    for reading in GAME.readings:
        assert GAME.reading(reading.name) is reading
        for words in (reading.words, reading.instead):
            assert words in catalog(CHINESE), words


@pytest.mark.parametrize("name", sorted(p.stem for p in DATA.glob("*.in")))
def test_the_statements_reading_gives_the_answers_it_always_gave(name: str) -> None:
    text, answer = (DATA / f"{name}.in").read_text(), (DATA / f"{name}.out").read_text()
    assert GAME.judge(text) == answer
    with following(None):
        assert GAME.judge(text) == answer
    with following(NAMES[0]):
        GAME.judge(text)
    assert GAME.judge(text) == answer  # the reading ends with its block


# -- each reading on a small table ------------------------------------------------------


def test_a_last_draw_two_wins_or_is_drawn_for_first() -> None:
    # The first card is a Reverse: lkq plays first and goes out with his Draw Two; tclsm
    # would draw two, and the deck has one card.
    table = ("R3 R4", "B2", "B3", "RD", "RR Y1")
    assert run(None, *table) == "Winner is lkq!"
    assert run("last-card-penalty-drawn", *table) == "Draw game!"


def test_a_draw_that_takes_the_last_card_is_made_or_ends_the_round() -> None:
    # jianhe25 has nothing for R5 and draws R7, the deck's last card, and plays it; then
    # tclsm goes out with R3.
    table = ("B1", "B2 B6", "R3", "B4", "R5 R7")
    assert run(None, *table) == "Winner is tclsm!"
    assert run("draw-game-when-deck-empties", *table) == "Draw game!"


def full_deck(dealt: str, flipped: str) -> str:
    """A one-round input: the 28 cards `dealt`, then `flipped`, then the rest of the deck."""
    left = Counter(DECK_COUNTS)
    left.subtract(cards(f"{dealt} {flipped}"))
    rest = []
    for card in FULL_DECK:
        if left[card] > 0:
            rest.append(str(card))
            left[card] -= 1
    return f"1\n{dealt} {flipped} {' '.join(rest)}\n"


def test_the_deal_one_card_at_a_time_or_seven_at_once() -> None:
    text = full_deck(" ".join(f"{colour}{rank}" for colour in "RYGB" for rank in range(1, 8)), "G9")
    (result,) = GAME.results(text)
    assert list(result.dealt[0]) == cards("R1 R5 Y2 Y6 G3 G7 B4")
    assert GAME.judge(text) == "Case #1: Winner is lkq!\n"
    with following("deal-seven-at-once"):
        (result,) = GAME.results(text)
        assert list(result.dealt[0]) == cards("R1 R2 R3 R4 R5 R6 R7")
        assert GAME.judge(text) == "Case #1: Winner is SheepGod!\n"


def test_the_first_skip_skips_jianhe25_or_does_nothing() -> None:
    table = ("B1", "R2", "R3", "B4", "RS")
    assert run(None, *table) == "Winner is tclsm!"
    assert run("first-card-no-action", *table) == "Winner is jianhe25!"


def test_a_drawn_card_that_fits_is_played_or_kept() -> None:
    # jianhe25 draws RS: played, it skips tclsm and lkq goes out; kept, tclsm goes out.
    table = ("B1", "G2", "R3", "R8", "R5 RS")
    assert run(None, *table) == "Winner is lkq!"
    assert run("drawn-card-kept", *table) == "Winner is tclsm!"


def test_a_tie_of_the_colours_called_goes_to_green_or_to_blue() -> None:
    # jianhe25 plays WC and keeps G1 B2: Green is called and tclsm goes out with G7; with
    # Blue called, tclsm draws Y1 and lkq goes out with B9.
    table = ("Y2", "WC G1 B2", "G7", "B9", "R5 Y1")
    assert run(None, *table) == "Winner is tclsm!"
    assert run("call-ties-blue-first", *table) == "Winner is lkq!"


# -- the story and the edges under a reading ---------------------------------------------


def told(name: str, *table: str) -> list[str]:
    """The words of each step of a hand-built table's story, under the reading `name`."""
    with following(name):
        return [step.explain for step in GAME.steps(play(name, *table))]


def test_the_story_says_what_the_reading_does() -> None:
    flip = told("first-card-no-action", "B1", "R2", "R3", "B4", "RS")[1]
    assert flip.endswith("It only sets the colour and content: jianhe25 plays first.")
    ending = told("draw-game-when-deck-empties", "B1", "B2 B6", "R3", "B4", "R5 R7")[-1]
    assert ending == "jianhe25 must draw 1, which would empty the deck: a draw game."
    kept = told("drawn-card-kept", "B1", "G2", "R3", "R8", "R5 RS")[2]
    assert kept.endswith("so draws RS and keeps it.")
    dealt = told("deal-seven-at-once", "B1", "G2", "R3", "R8", "R5 RS")[0]
    assert dealt.startswith("7 cards each, dealt 7 at a time")


def test_a_draw_refused_at_the_last_card_reaches_the_exact_draws_edge() -> None:
    result = play("draw-game-when-deck-empties", "B1", "B2 B6", "R3", "B4", "R5 R7")
    assert "draw-exact-one" in set(GAME.reached(result))


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("language", ["en", "zh-CN"])
def test_every_round_is_told_under_every_reading(name: str, language: str) -> None:
    with following(name), speaking(language):
        for text in stress_deals("uno")[:40]:
            for result in GAME.results(text):
                assert GAME.steps(result)
                assert set(GAME.reached(result)) <= set(GAME.edge_names)
