"""UNO's rule edges: what hand-built rounds reach, and the stacked decks that run the deck out
at each of its edges (draws that take the last cards, and draws the deck cannot make)."""

import itertools
import random
from collections import Counter
from pathlib import Path

import pytest

import cardjudge.games.uno as uno
from cardjudge.games.uno import deals, edges, exact, notation, rules, staging
from cardjudge.games.uno.cards import CARDS, DECK_COUNTS, FULL_DECK, Card, Colour

DATA = Path(__file__).parent / "data" / "uno"
GAME = uno.GAME


def cards(text: str) -> list[Card]:
    return [CARDS[word] for word in text.split()]


def run(sheepgod: str, jianhe25: str, tclsm: str, lkq: str, deck: str) -> set[str]:
    """The edges of a hand-built table: four hands and the undealt deck, flipped first."""
    hands = [cards(hand) for hand in (sheepgod, jianhe25, tclsm, lkq)]
    return set(edges.reached(rules.play_from(hands, cards(deck))))


def reached(text: str) -> list[set[str]]:
    return [set(edges.reached(result)) for result in GAME.results(text)]


def test_the_sample_reaches_what_its_rounds_show() -> None:
    first, second = reached((DATA / "sample1.in").read_text(encoding="utf-8"))
    assert {"flip-number", "win-sheepgod", "draw-two", "priority-content"} <= first
    assert "win-lkq" in second
    assert not any(edge.startswith("draw-game") for edge in first | second)


@pytest.mark.parametrize(
    ("name", "edge"),
    [
        ("draw_one", "draw-game-one"),
        ("draw_two", "draw-game-two-one-short"),
        ("draw_four", "draw-game-four-short"),
    ],
)
def test_the_draw_games_of_the_test_data(name: str, edge: str) -> None:
    (edges,) = reached((DATA / f"{name}.in").read_text(encoding="utf-8"))
    assert {edge for edge in edges if edge.startswith("draw-game")} == {edge}


@pytest.mark.parametrize(
    ("table", "wanted", "not_wanted"),
    [
        (  # a Skip first: jianhe25 skipped; tclsm plays its 0 ahead of the wild
            ("B1", "B2 B3", "R0 WC", "B4", "RS G1"),
            {"flip-skip", "priority-zero-before-wild", "match-colour"},
            {"flip-number"},
        ),
        (  # jianhe25 holds WF and a red card: the red card
            ("B1", "WF R3 B2", "G9 G8", "Y1 B7", "R5 G1"),
            {"flip-number", "wild-draw-four-held-back", "match-colour"},
            {"play-wild-draw-four"},
        ),
        (  # WC beats WF; jianhe25 then holds G and B cards, one each: Green, by priority
            ("B1", "WC WF G2 B3", "Y9", "Y8", "R5 Y1 Y2"),
            {"priority-wild-before-draw-four", "play-wild", "call-tie", "call-tie-without-red"},
            {"call-most", "call-no-colour"},
        ),
        (  # a wild leaving only a wild: Red is called
            ("B1", "WC WC", "Y9", "Y8", "R5 Y1 Y2"),
            {"play-wild", "call-no-colour"},
            {"call-tie"},
        ),
        (  # a Reverse first, then lkq's, the same card: clockwise again
            ("R3 R4", "B2", "B3", "RR G7 G8", "RR Y1"),
            {"flip-reverse", "reverse", "reverse-back"},
            {"flip-number", "skip-counter-clockwise"},
        ),
        (  # lkq's last card is a Draw Two: the round ends, no one draws
            ("R3 R4", "B2", "B3", "RD", "RR Y1"),
            {"win-lkq", "win-with-penalty", "draw-two"},
            {"win-with-wild"},
        ),
    ],
)
def test_hand_built_tables(table: tuple[str, ...], wanted: set[str], not_wanted: set[str]) -> None:
    edges = run(*table)
    assert wanted <= edges and not (not_wanted & edges)


@pytest.mark.parametrize(
    ("table", "edge"),
    [
        (("B1", "B2", "B3", "B4", "R5 G1"), "draw-game-one"),  # jianhe25 draws G1, tclsm cannot
        (("B1", "B2", "B3", "B4", "R5"), "draw-game-one"),
        (("B1", "B2", "B3", "B4", "RD G1"), "draw-game-two-one-short"),
        (("B1", "B2", "B3", "B4", "RD"), "draw-game-two-empty"),
        # jianhe25 has no red card: Wild Draw Four; tclsm must draw four with three left.
        (("B1", "WF B2", "B3", "B4", "R5 G1 G2 G3"), "draw-game-four-one-short"),
        (("B1", "WF B2", "B3", "B4", "R5 G1 G2"), "draw-game-four-short"),
        # The last cards drawn, and then someone goes out: the round is won, not drawn.
        (("B1", "B2 B6", "R3", "B4", "R5 R7"), "draw-exact-one"),  # jianhe25 draws R7, plays it
        (("B1", "B2", "R3", "B4", "RD G1 G2"), "draw-exact-two"),
        (("B1", "WF B2", "B3", "B4", "R5 G1 G2 G3 G4"), "draw-exact-four"),  # lkq's B4: blue
    ],
)
def test_the_deck_running_out_on_the_first_turns(table: tuple[str, ...], edge: str) -> None:
    endings = {e for e in run(*table) if e.startswith(("draw-game", "draw-exact"))}
    assert endings == {edge}


def test_a_draw_that_takes_the_last_card_of_a_drawn_round_is_no_edge() -> None:
    # jianhe25 draws the last card, G1, and keeps it; tclsm cannot draw: drawn, not won.
    assert "draw-exact-one" not in run("B1", "B2", "B3", "B4", "R5 G1")


@pytest.mark.parametrize("edge", sorted(exact.ENDINGS))
def test_a_stacked_deck_is_a_whole_deck_that_plays_the_round_it_was_laid_for(edge: str) -> None:
    deck = exact.exact(random.Random(edge), edge)
    assert edge in edges_of(deck)
    (parsed,) = notation.parse(notation.write([deck]))
    assert sorted(map(str, parsed.cards)) == sorted(map(str, FULL_DECK))
    if edge.startswith("draw-game"):
        assert GAME.render([rules.play(parsed)]) == "Case #1: Draw game!\n"


@pytest.mark.parametrize("edge", sorted(exact.ENDINGS))
def test_a_hold_deals_every_card_once_for_any_seed(edge: str) -> None:
    for seed in range(1000):  # a hold of 1 in 300 once failed to deal the finisher's hand
        hold = exact.Hold(random.Random(seed), edge)
        assert [len(hand) for hand in hold.hands] == [rules.HAND_SIZE] * len(rules.PLAYERS)
        pool = [card for card, count in hold.pool.items() for _ in range(count)]
        cards = [*itertools.chain(*hold.hands), *hold.aside, *hold.final, *pool]
        assert Counter(cards) == DECK_COUNTS


@pytest.mark.parametrize("edge", sorted(exact.ENDINGS))
def test_a_deck_laid_on_a_hold_reaches_its_edge_as_the_rules_play_it(edge: str) -> None:
    for seed in range(25):
        assert edge in edges_of(exact.exact(random.Random(seed), edge))


@pytest.mark.parametrize("edge", sorted(exact.DRAWN))
def test_an_exact_draw_is_stacked_on_a_hold_and_someone_goes_out_after_it(edge: str) -> None:
    """One draw takes the deck's last cards, then the players play (or are skipped) until
    one goes out; no Blue card is laid but the winner's last (the others hold theirs)."""
    for seed in range(8):
        deck = exact.exact(random.Random(seed), edge)
        assert Counter(deck.cards) == DECK_COUNTS
        result = rules.play(deck)
        assert edge in set(edges.reached(result))
        last = max(n for n, turn in enumerate(result.turns) if turn.drawn)
        assert result.turns[last].deck_left == 0
        assert len(result.turns[last].drawn) == exact.DRAWN[edge]
        assert result.turns[-1].seat == result.winner
        after = result.turns[last + 1 :]
        assert all(turn.action in (rules.Action.PLAYED, rules.Action.SKIPPED) for turn in after)
        laid = [turn.card for turn in result.turns[:-1] if turn.card]
        assert all(card.colour is not Colour.BLUE for card in laid)
        assert result.turns[-1].card.colour is Colour.BLUE


def edges_of(deck: rules.Deck) -> set[str]:
    return set(edges.reached(rules.play(deck)))


def test_a_stacked_table_plays_as_the_deck_it_lays() -> None:
    rng = random.Random(3)
    for _ in range(5):
        table = deals.Stacked(*split(deals.shuffled(rng)), deals.Finish(rng.randrange(20)))
        laid = rules.play_table(table)
        again = rules.play(deals.stacked_deck(table))
        assert [(t.seat, t.action, t.card, t.drawn) for t in laid.turns] == [
            (t.seat, t.action, t.card, t.drawn) for t in again.turns
        ]
        assert laid.winner == again.winner


def split(deck: list[Card]) -> tuple[list[list[Card]], list[Card]]:
    dealt = len(rules.PLAYERS) * rules.HAND_SIZE
    return rules.deal(deck), deck[dealt:]


@pytest.mark.parametrize("edge", ["flip-skip", "reverse-back", "draw-game-two-empty"])
def test_an_aimed_round_is_short_at_size_0_where_it_can_be(edge: str) -> None:
    decks = [notation.parse(GAME.deal(seed, target=edge, size=0.0))[0] for seed in range(3)]
    turns = [len(rules.play(deck).turns) for deck in decks]
    if edge.startswith("draw-game"):  # the deck must run out: a long round
        assert min(turns) > 60
    else:
        assert max(turns) <= deals.SHORT_ROUND


def test_handed_deals_the_wanted_cards_to_their_seat_in_a_whole_deck() -> None:
    rng = random.Random(4)
    wanted = {2: [staging.FOUR, staging.WILDS[0]], 0: list(staging.ZEROS)}
    for _ in range(20):
        cards = staging.handed(rng, wanted, [staging.FOUR])
        assert Counter(cards) == DECK_COUNTS
        hands = rules.deal(cards)
        for seat, given in wanted.items():
            assert not Counter(given) - Counter(hands[seat])
        assert cards[len(rules.PLAYERS) * rules.HAND_SIZE] is staging.FOUR


@pytest.mark.parametrize(
    "edge", ["priority-zero-before-wild", "draw-and-play-wild", "wild-draw-four-on-wild-draw-four"]
)
def test_a_staged_scene_reaches_its_edge_nearly_always(edge: str) -> None:
    # A shuffled deck's round reaches these edges in about 10%, 48% and 12% of rounds.
    rng = random.Random(edge)
    decks = [deals.STAGED[edge](rng, edge) for _ in range(40)]
    assert all(Counter(deck.cards) == DECK_COUNTS for deck in decks)
    assert sum(edge in edges_of(deck) for deck in decks) >= 36
