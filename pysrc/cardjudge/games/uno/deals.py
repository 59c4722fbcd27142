"""UNO's deals: `generate` (shuffled decks), `aim` (a round that reaches an edge: the
deck laid on a hold for the edges of the deck running out (exact.py), the first card
set for those of the flip, else the first shuffle whose round is short and reaches it),
`shrink` (rounds of fewer turns, the deck laid as the round goes) and `measure`.

Of the game's modules it imports cards, rules, notation, edges, exact, stacking and
staging.
"""

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ...dealing import Unreached, up_to
from .cards import DECK_SIZE, FULL_DECK, ORDINARY, Card, Content
from .edges import reached
from .exact import ENDINGS, exact
from .notation import write
from .rules import (
    HAND_SIZE,
    PLAYERS,
    Action,
    Deck,
    Result,
    Table,
    Turn,
    deal,
    play,
    play_table,
    take_turn,
)
from .stacking import GlancingStacked, Stacked, going_on, shuffled, stacked_deck
from .staging import HELD_WILDS, STAGED, WILDS, handed, wild_hand

# -- rounds aimed at an edge ------------------------------------------------------------

AIM_TRIES = 2000
# The first card for each flip edge, how many wilds turn up before it, and the seat dealt
# HELD_WILDS wilds (the first to play after the first card, so the round is short).
FLIPS: dict[str, tuple[tuple[Content, ...], int, int]] = {
    "flip-number": (ORDINARY[3:], 0, 1),
    "flip-skip": ((Content.SKIP,), 0, 2),
    "flip-reverse": ((Content.REVERSE,), 0, 3),
    "flip-draw-two": ((Content.DRAW_TWO,), 0, 2),
    "flip-wild-put-aside": (ORDINARY, 1, 1),
    "flip-wilds-put-aside": (ORDINARY, 2, 1),
}


def flipped(rng: random.Random, edge: str) -> Deck:
    """A deck whose first card (after wilds, as many as `edge` wants) is of the contents
    `edge` wants, with wilds in the hand of the player to play after it."""
    contents, wilds, seat = FLIPS[edge]
    chosen = rng.sample(WILDS, wilds + HELD_WILDS)
    put_aside, held = chosen[:wilds], chosen[wilds:]
    first = rng.choice([card for card in FULL_DECK if card.content in contents])
    return Deck(tuple(handed(rng, {seat: held}, [*put_aside, first])))


def aim(rng: random.Random, edge: str, size: float = 0.0) -> str:
    """A round that reaches `edge`, of at most SHORT_ROUND turns at size 0 where SHORT_TRIES
    deals find one (longer ones as `size` grows; else the first that reaches it): the deck
    stacked for the edges of the deck running out, the first card set for those of the
    flip, else shuffled until the round reaches it."""
    short = up_to(SHORT_ROUND * 3, size, SHORT_ROUND)
    if edge in ENDINGS:  # a round that runs the deck out is never short: the first will do
        dealing, short = exact, MOST_TURNS
    elif edge in FLIPS:
        dealing = flipped
    else:
        dealing = STAGED.get(edge, wild_hand(HELD_WILDS))
    tried: list[Deck] = []
    for _ in range(AIM_TRIES):
        deck = dealing(rng, edge)
        if len(tried) <= SHORT_TRIES:
            # A round of at most `short` turns that reaches the edge is the one: no more of
            # a round is played than that. Only if none of these is one, the shortest of
            # them that reaches it (the earliest of the shortest) is, played in full.
            tried.append(deck)
            result = play_shorter(deck, short)
            if result is not None and edge in reached(result):
                return write([deck])
            if len(tried) <= SHORT_TRIES:
                continue
            reaching = [
                (len(r.turns), n) for n, r in enumerate(map(play, tried)) if edge in reached(r)
            ]
            if reaching:
                return write([tried[min(reaching)[1]]])
        elif edge in reached(play(deck)):  # then the first that reaches it
            return write([deck])
    raise Unreached(f"no round reached {edge} in {AIM_TRIES} tries")


class TooLong(Exception):
    """A round reached a turn of the number its table stops at."""


class Capped(Table):
    """A table that stops its round (TooLong) at the turn numbered `most`: the round has at
    least `most` turns by then (every turn recorded is one of the round's, but the draw
    for a last card's penalty, recorded only when it cannot be made)."""

    def __init__(self, hands: Sequence[Sequence[Card]], deck: Sequence[Card], most: int) -> None:
        super().__init__(hands, deck)
        self.most = most

    def record(self, number: int, seat: int, action: Action, **details: Any) -> Turn:
        if number >= self.most:
            raise TooLong
        return super().record(number, seat, action, **details)


def play_shorter(deck: Deck, most: int) -> Result | None:
    """The round of `deck` as `play` plays it, if it has fewer than `most` turns (else
    None, with no more of it played than that)."""
    dealt = len(PLAYERS) * HAND_SIZE
    try:
        return play_table(Capped(deal(deck.cards), deck.cards[dealt:], most))
    except TooLong:
        return None


SHORT_ROUND = 30  # turns: a short round, which an aimed deal at size 0 looks for
SHORT_TRIES = 100  # rounds dealt looking for a short one
MOST_TURNS = 2 * len(PLAYERS) * HAND_SIZE + 3 * DECK_SIZE  # more than any round lasts


# -- shorter rounds, for shrinking ------------------------------------------------------


def shrink(deck: Deck) -> Iterator[Deck]:
    """Rounds of fewer turns: the deck kept as it was up to a point of the round (so the
    round goes the same way that far), and the cards drawn after it laid to end the round
    soon (see `Finish`), the earliest point first; then a card of the winner's hand swapped
    with one of the deck, the shortest rounds first. A deck has all 108 cards: a round gets
    smaller by its turns, which is what a person reads."""
    result = play(deck)
    most = len(result.turns)
    for kept in cut_points(result):
        shorter = finished(deck, kept)
        if shorter != deck and len(play(shorter).turns) < most:
            yield shorter
    if result.winner is not None:
        yield from winner_swaps(deck, result.winner, most)


def winner_swaps(deck: Deck, winner: int, most: int) -> Iterator[Deck]:
    """The deck with a card dealt to the winner swapped with an undealt one, for the SWAPS
    swaps whose rounds are the shortest, if shorter than `most` turns, the shortest first
    (so a failure that no swap keeps costs a few runs, not hundreds)."""
    dealt = len(PLAYERS) * HAND_SIZE
    shorter = []
    for held in range(winner, dealt, len(PLAYERS)):  # where the winner's cards are dealt
        for undealt in range(dealt, DECK_SIZE):
            cards = list(deck.cards)
            cards[held], cards[undealt] = cards[undealt], cards[held]
            if cards[held] != cards[undealt]:
                swapped = Deck(tuple(cards))
                turns = len(play(swapped).turns)
                if turns < most:
                    shorter.append((turns, held, undealt, swapped))
    shorter.sort(key=lambda found: found[:3])
    yield from (swapped for *_, swapped in shorter[:SWAPS])


SWAPS = 40


def cut_points(result: Result) -> list[int]:
    """How many cards of the undealt deck to keep as they were: as many as the round had
    drawn after each of some of its turns, from the first turns to the last (at most
    CUTS of them, spread over the round)."""
    undealt = DECK_SIZE - len(PLAYERS) * HAND_SIZE
    drawn = sorted({undealt - turn.deck_left for turn in result.turns})
    step = max(1, len(drawn) // CUTS)
    return drawn[::step]


CUTS = 12


def finished(deck: Deck, kept: int) -> Deck:
    """The deck with its first `kept` undealt cards as they were, and the rest laid so that
    someone goes out soon."""
    dealt = len(PLAYERS) * HAND_SIZE
    table = GlancingStacked(deal(deck.cards), deck.cards[dealt:], Finish(kept))
    play_table(table)
    return stacked_deck(table)


class Finish:
    """Picks that lay the deck as it was for its first `kept` cards, then end the round soon:
    a stuck player draws, of the first cards that fit (or of any if none does), the one
    after which someone goes out soonest, stuck players then drawing cards that fit."""

    def __init__(self, kept: int) -> None:
        self.kept = kept

    def __call__(self, table: Stacked, count: int) -> Card:
        if len(table.deck) < self.kept or count > 1 or table.top is None:
            return table.pool[0]  # the next card as the deck had it
        hand = table.hands[table.seat]
        cards = list(dict.fromkeys(table.pool))
        fits = [card for card in cards if table.fits(card, [*hand, card])]
        return min((fits or cards)[:FINISHES], key=lambda card: turns_to_go_out(table, card))


def play_ahead(
    table: Stacked, card: Card, pick: Callable[[Stacked, int], Card], horizon: int
) -> tuple[Stacked, int | None]:
    """The table after the stuck player draws `card` and play goes on for at most `horizon`
    turns (stuck players then drawing what `pick` picks from the pool), or until a draw
    cannot be made; with the turn on which someone went out, if one did."""
    pool = list(table.pool)
    pool.remove(card)
    ahead = going_on(table, GlancingStacked(table.hands, pool, pick))
    ahead.deck.append(card)
    seat = table.seat
    for number in range(horizon):
        turn = take_turn(ahead, seat, number)
        if turn.action is Action.COULD_NOT_DRAW:
            break
        if turn.card is not None and not ahead.hands[seat]:
            return ahead, number
        seat = ahead.next_seat(seat)
    return ahead, None


FINISHES = 16  # the cards a stuck player may draw whose round is played ahead
FINISH_HORIZON = 24  # the turns played ahead


def turns_to_go_out(table: Stacked, card: Card) -> tuple[int, int]:
    """The stuck player drawing `card`, the turns until someone goes out, stuck players
    drawing cards that fit (at most FINISH_HORIZON turns); then the shortest hand."""
    ahead, out = play_ahead(table, card, fitting, FINISH_HORIZON)
    return (out, 0) if out is not None else (FINISH_HORIZON, min(map(len, ahead.hands)))


def fitting(table: Stacked, count: int) -> Card:
    """A card that fits the stuck player's hand, if the pool has one."""
    hand = table.hands[table.seat]
    return next((card for card in table.pool if table.fits(card, [*hand, card])), table.pool[0])


def measure(results: Sequence[Result]) -> int:
    """What a person reads of rounds: their turns."""
    return sum(len(result.turns) for result in results)


def generate(rng: random.Random, rounds: int | None = None, size: float = 1.0) -> str:
    """`rounds` shuffled decks; by default 1 to 3 as `size` grows to 1."""
    decks = []
    for _ in range(rounds if rounds is not None else up_to(3, size)):
        decks.append(Deck(tuple(shuffled(rng))))
    return write(decks)
