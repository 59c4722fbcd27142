"""UNO's rounds dealt to be short, and the scene of an edge staged in them: wilds in one
hand, the four 0s beside wilds, a wild drawn by a stuck player, Wild Draw Four on Wild
Draw Four. `STAGED` says which edges `deals.aim` deals so.

Of the game's modules it imports cards, rules, edges and stacking.
"""

import itertools
import random
from collections.abc import Callable, Sequence

from .cards import COLOURS, FULL_DECK, ORDINARY, Card, Colour, Content
from .edges import call_edges
from .rules import HAND_SIZE, PLAYERS, Deck, call_colour, deal, play_table
from .stacking import Stacked, shuffled, stacked_deck

NUMBERS = ORDINARY[3:]

WILDS = tuple(card for card in FULL_DECK if card.is_wild)  # the eight, Wild Change Color first
# Wilds in one hand of most aimed deals: with two the round is short 1.5 times as often as
# a shuffle's (21% against 14%), and a mistake changes the answer as often; with more, the
# rounds are shorter still but the wilds' holder wins whatever the others do.
HELD_WILDS = 2
ZEROS = tuple(Card(colour, Content.ZERO) for colour in COLOURS)


def handed(
    rng: random.Random, wanted: dict[int, Sequence[Card]], top: Sequence[Card] = ()
) -> list[Card]:
    """A shuffled deck with the `wanted` cards dealt to their seats (the rest of the hands
    as the shuffle deals them) and the undealt deck starting with `top`."""
    cards = shuffled(rng)
    for card in itertools.chain(*wanted.values(), top):
        cards.remove(card)
    rest = iter(cards)
    given = {seat: iter(hand) for seat, hand in wanted.items()}
    dealt = len(PLAYERS) * HAND_SIZE
    laid = [next(given.get(at % len(PLAYERS), iter(())), None) for at in range(dealt)]
    return [card if card is not None else next(rest) for card in laid] + [*top, *rest]


def wild_hand(
    count: int, seat: int | None = None, wilds: Sequence[Card] = WILDS
) -> "Callable[[random.Random, str], Deck]":
    """Deals with `count` of `wilds` in one hand (`seat`'s, else a random one's): a hand
    that can always play goes out soon, and the round is short twice as often as a
    shuffle's."""

    def dealing(rng: random.Random, edge: str) -> Deck:
        holder = rng.randrange(len(PLAYERS)) if seat is None else seat
        return Deck(tuple(handed(rng, {holder: rng.sample(wilds, count)})))

    return dealing


def answered(
    flipped: Sequence[Content], content: Content
) -> "Callable[[random.Random, str], Deck]":
    """Deals with a card of `flipped` contents flipped and the player to move after it
    holding a card of `content` of its colour, with wilds to go out soon."""

    def dealing(rng: random.Random, edge: str) -> Deck:
        flip = rng.choice([card for card in FULL_DECK if card.content in flipped])
        held = [Card(flip.colour, content), *rng.sample(WILDS, HELD_WILDS)]
        mover = 3 if flip.content is Content.REVERSE else 1  # lkq after a Reverse
        return Deck(tuple(handed(rng, {mover: held}, [flip])))

    return dealing


def content_twice(rng: random.Random, edge: str) -> Deck:
    """A number flipped, and jianhe25, first to move, holding two cards of its content in
    two other colours (the colour priority picks one), with wilds to go out soon."""
    flip = rng.choice([card for card in FULL_DECK if card.content in NUMBERS[:-1]])
    colours = [colour for colour in COLOURS if colour is not flip.colour]
    held = [Card(colour, flip.content) for colour in rng.sample(colours, 2)]
    return Deck(tuple(handed(rng, {1: [*held, *rng.sample(WILDS, HELD_WILDS)]}, [flip])))


def zeros_and_wilds(rng: random.Random, edge: str) -> Deck:
    """Deals with the four 0s and three wilds (a Wild Change Color among them) in one hand:
    on his first turn a 0 of the active colour fits beside the wild, and he goes out soon."""
    wilds = [WILDS[0], *rng.sample(WILDS[1:], 2)]
    return Deck(tuple(handed(rng, {rng.randrange(len(PLAYERS)): [*ZEROS, *wilds]})))


class Planted(Exception):
    """The card a `Plant` lays, after which the deck is laid as it was shuffled."""

    def __init__(self, card: Card) -> None:
        super().__init__(card)
        self.card = card


class Plant:
    """Picks that lay the deck as it was shuffled but for one card: at the first draw of a
    stuck player (who plays it at once) for which `when` holds, the wild `wild`."""

    def __init__(self, wild: Card, when: "Callable[[Stacked], bool]") -> None:
        self.wild, self.when = wild, when

    def __call__(self, table: Stacked, count: int) -> Card:
        if count == 1 and table.top is not None and self.wild in table.pool and self.when(table):
            raise Planted(self.wild)
        return table.pool[0]


def planted(cards: list[Card], plant: Plant) -> Deck:
    """`cards` with `plant`'s card moved up to the draw it picks (the deck as it was if no
    draw of the round is one)."""
    dealt = len(PLAYERS) * HAND_SIZE
    table = Stacked(deal(cards), cards[dealt:], plant)
    try:
        play_table(table)
    except Planted as planting:  # the rest of the deck as it was: no need to play on
        table.pool.remove(planting.card)
        table.deck.append(planting.card)
    return stacked_deck(table)


def wild_drawn(rng: random.Random, edge: str) -> Deck:
    """Deals with HELD_WILDS wilds in a random hand, and the first stuck player draws a
    wild (and plays it)."""
    wilds = rng.sample(WILDS, HELD_WILDS + 1)
    cards = handed(rng, {rng.randrange(len(PLAYERS)): wilds[1:]})
    return planted(cards, Plant(wilds[0], lambda table: True))


def tie_without_red(table: Stacked) -> bool:
    """Whether a wild played now by the player to draw calls a colour tied, Red not."""
    return "call-tie-without-red" in set(call_edges(table.hands[table.seat]))


def tie_called(rng: random.Random, edge: str) -> Deck:
    """A stuck player whose colours other than Red tie draws a wild (and plays it)."""
    return planted(shuffled(rng), Plant(WILDS[0], tie_without_red))


FOUR = Card(Colour.WILD, Content.WILD_DRAW_FOUR)
FOURS = tuple(card for card in WILDS if card is FOUR)


def four_on_four(rng: random.Random, edge: str) -> Deck:
    """The scene in the first turns: a number card flipped; jianhe25, with no card of its
    colour or content, draws a Wild Draw Four and plays it; tclsm draws four; lkq holds a
    Wild Draw Four and a card of the colour called (and FOUR_ON_FOUR_WILDS Wild Change
    Colors, to go out soon)."""
    pool = shuffled(rng)
    flip = taken(pool, lambda card: card.content in NUMBERS)
    drawn, held = (taken(pool, lambda card: card == FOUR) for _ in range(2))
    stuck = [
        taken(pool, lambda card: not card.is_wild and not shares(card, flip))
        for _ in range(HAND_SIZE)
    ]
    answer = [held, taken(pool, lambda card: card.colour is call_colour(stuck))]
    answer += [
        taken(pool, lambda card: card.content is Content.WILD) for _ in range(FOUR_ON_FOUR_WILDS)
    ]
    return dealt_with(rng, pool, {1: stuck, 3: answer}, [flip, drawn])


FOUR_ON_FOUR_WILDS = 2


def shares(card: Card, other: Card) -> bool:
    """Whether `card` has the colour or the content of `other`."""
    return card.colour is other.colour or card.content is other.content


def taken(pool: list[Card], wanted: Callable[[Card], bool]) -> Card:
    """The first card of `pool` that is `wanted`, taken out of it."""
    card = next(card for card in pool if wanted(card))
    pool.remove(card)
    return card


def dealt_with(
    rng: random.Random, pool: list[Card], hands: dict[int, list[Card]], top: list[Card]
) -> Deck:
    """The deck that deals `hands` (each filled up from `pool`, in a random order) and then
    `top` first, the rest of `pool` after it."""
    full = []
    for seat in range(len(PLAYERS)):
        hand = hands.get(seat, [])
        hand = hand + [pool.pop() for _ in range(HAND_SIZE - len(hand))]
        rng.shuffle(hand)
        full.append(hand)
    dealt = [hand[at] for at in range(HAND_SIZE) for hand in full]
    return Deck(tuple(dealt + top + pool))


NO_COLOUR_WILDS = 4
# The edges whose rounds are dealt otherwise than with wilds in a random hand.
STAGED: dict[str, Callable[[random.Random, str], Deck]] = {
    "priority-zero-before-wild": zeros_and_wilds,
    "call-tie": zeros_and_wilds,
    "call-tie-without-red": zeros_and_wilds,
    "draw-and-play-wild": wild_drawn,
    "call-no-colour": wild_hand(NO_COLOUR_WILDS),  # a hand left with wilds only
    "wild-draw-four-on-wild-draw-four": four_on_four,
    "win-sheepgod": wild_hand(HELD_WILDS + 1, 0),  # the last to move at first
    "win-tclsm": wild_hand(HELD_WILDS, 2),
    "win-lkq": wild_hand(HELD_WILDS, 3),
    "win-jianhe25": wild_hand(HELD_WILDS, 1),
    "win-with-wild": wild_hand(HELD_WILDS + 1),
    "win-with-penalty": wild_hand(HELD_WILDS, wilds=FOURS),  # played last of all
    "skip-counter-clockwise": answered([Content.REVERSE], Content.SKIP),
    "reverse-back": answered([Content.REVERSE], Content.REVERSE),
    "draw-two": answered(NUMBERS, Content.DRAW_TWO),
    "draw-four": wild_hand(HELD_WILDS, wilds=FOURS),
    "play-wild-draw-four": wild_hand(HELD_WILDS, wilds=FOURS),
    "priority-colour": content_twice,
}
