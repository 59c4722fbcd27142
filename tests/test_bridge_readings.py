"""Bridge's readings: each one changes the bids it should and no other, and the judge
keeps its tables apart by reading. (A default stress run tells them apart:
test_readings_stress.py.)"""

import random

import pytest
from test_readings_stress import stress_deals

from cardjudge.games.bridge import GAME, deals, edges
from cardjudge.games.bridge.cards import CARDS
from cardjudge.readings import UnknownReading, following

NAMES = [reading.name for reading in GAME.readings]


def hand(spades: str = "", hearts: str = "", diamonds: str = "", clubs: str = "") -> str:
    """A hand written suit by suit, as judge input."""
    held = (spades, hearts, diamonds, clubs)
    cards = [suit + rank for suit, ranks in zip("SHDC", held, strict=True) for rank in ranks]
    assert len(cards) == 13, cards
    return " ".join(cards) + "\n"


def judged(text: str, reading: str | None) -> str:
    with following(reading):
        return GAME.judge(text)


# One hand for each reading, at the point it reads another way: the bid under the
# statement's reading, and under that reading.
HANDS = {
    # 9 hcp, 6 spades and 7 diamonds: no rule 3 (the 7 cards are a minor), no rule 4
    # (the longest suit is not 6 cards), so Pass; read as "a 6-card major", 2 Spades.
    "rule-4-six-or-more": (hand("AK5432", "", "Q765432", ""), "Pass", "2 Spades"),
    # 16 hcp, 4-3-3-3: spades stopped by the ace, hearts by K-x-x, diamonds by K-Q-x-x:
    # 1 No Trump. Read exactly, only spades are stopped: rule 9b, 1 of the longer minor.
    "stoppers-exact": (hand("AKJ", "K43", "KQ54", "765"), "1 No Trump", "1 Diamonds"),
    # 13 hcp, 4-3-3-3 with 4 spades: rule 9b with 3 diamonds and 3 clubs.
    "rule-9b-tie-lower": (hand("AKQ2", "432", "K32", "J32"), "1 Diamonds", "1 Clubs"),
    # 18 hcp, 4-4-3-2 with 4 spades and 4 diamonds: rule 10 with two longest suits.
    "rule-10-tie-higher": (hand("AKQ2", "A32", "KQ32", "32"), "1 Diamonds", "1 Spades"),
}


def test_the_game_names_its_readings_in_the_statements_order() -> None:
    assert list(HANDS) == NAMES
    assert GAME.reading("stoppers-exact").name == "stoppers-exact"
    with pytest.raises(UnknownReading):
        GAME.reading("six-or-more")


@pytest.mark.parametrize("name", NAMES)
def test_a_reading_changes_the_bid_of_its_hand(name: str) -> None:
    text, bid, other = HANDS[name]
    assert judged(text, None) == f"Hand #1: {bid}\n"
    assert judged(text, name) == f"Hand #1: {other}\n"


def test_each_reading_changes_its_own_hand_and_no_other() -> None:
    text = "".join(cards for cards, _, _ in HANDS.values())
    statement = [bid for _, bid, _ in HANDS.values()]
    for name in NAMES:
        bids = [other if hand_name == name else bid for hand_name, (_, bid, other) in HANDS.items()]
        assert judged(text, name) == "".join(
            f"Hand #{n}: {bid}\n" for n, bid in enumerate(bids, start=1)
        )
    assert judged(text, None) == "".join(
        f"Hand #{n}: {bid}\n" for n, bid in enumerate(statement, start=1)
    )


def test_the_story_says_the_rule_the_reading_applies() -> None:
    text, _, _ = HANDS["rule-4-six-or-more"]
    (result,) = GAME.results(text)
    assert GAME.steps(result)[-1].explain == "Rule 11 (pass) applies: bid Pass."
    with following("rule-4-six-or-more"):
        (result,) = GAME.results(text)
        words = GAME.steps(result)[-1].explain
    assert words == "Rule 4 (weak two with a 6-card major) applies: bid 2 Spades."


def test_the_valuation_says_the_suits_the_reading_stops() -> None:
    text, _, _ = HANDS["stoppers-exact"]
    (result,) = GAME.results(text)
    assert "stopped suits: Spades, Hearts, Diamonds." in GAME.steps(result)[0].explain
    with following("stoppers-exact"):
        (result,) = GAME.results(text)
        assert GAME.steps(result)[0].explain.endswith("stopped suits: Spades.")


def test_the_statements_answers_stay_after_judging_under_every_reading() -> None:
    """The tables keep each reading's decisions apart: judging under the readings leaves the
    statement's answers as they were, and judging again under a reading gives its own."""
    rng = random.Random(27)
    text = "".join(" ".join(rng.sample(sorted(CARDS), 13)) + "\n" for _ in range(3000))
    before = judged(text, None)
    under = {name: judged(text, name) for name in NAMES}
    assert judged(text, None) == before
    assert {name: judged(text, name) for name in reversed(NAMES)} == under


@pytest.mark.parametrize("name", [None, *NAMES])
def test_under_a_reading_the_tables_the_rules_and_the_edges_agree(name: str | None) -> None:
    """For every hand of the stress deals: the bid from the tables is the one the rules give
    tried one by one (the story's steps), and the edges it reaches are the game's."""
    with following(name):
        for text in stress_deals("bridge"):
            for result in GAME.results(text):
                checks = result.checks
                assert (result.bid, result.rule) == (checks[-1].bid, len(checks) - 1)
                assert GAME.line_steps(result) == [len(GAME.steps(result)) - 1]
                assert set(edges.reached(result)) <= set(GAME.edge_names)


def test_a_seed_deals_the_same_hand_whichever_reading_dealt_before() -> None:
    """Aimed deals start from the shapes where the statement's rule bids, whatever reading
    is in force: rule 4 read as "a 6-card major" bids on 7-6-0-0 hands too."""
    deals.rule_distributions.cache_clear()
    first = GAME.deal(5, target="rule-4")
    deals.rule_distributions.cache_clear()
    with following("rule-4-six-or-more"):
        GAME.deal(5, target="rule-4")
    assert GAME.deal(5, target="rule-4") == first
