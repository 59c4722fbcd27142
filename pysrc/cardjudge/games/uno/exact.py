"""UNO's rounds that run the deck out, laid on a hold: `exact` deals a round in which a
draw takes the deck's last cards and then the finisher goes out (draw-exact-one, -two,
-four), or a draw cannot be made in full (the draw games); `ENDINGS` names them.

The hold. The finisher is dealt her last card (`keep`, Blue) and six numbers to shed;
each other player seven Blue cards of four contents that are his (`owns`). Every wild
but the edge's Wild Draw Four is put aside at the flip. Then the deck is laid by a
depth-first search that plays the round as it goes (`search`, `drawn`, `chain`): the
player to draw is stuck, and each card he may draw is tried, laid at once if it fits,
else kept; the players after him lay cards from their hands as the rules make them, or
are stuck and draw next. A branch ends where someone would lay a Blue card or anything
but a number from his hand: so only the finisher can go out, and only at the end.

The end. One colour is the end's (`ending`): its Skips, Reverses and numbers are laid
only once at most PLANNED cards of the others are left, in random order, a few
searches of PLANS draws (`planned`); the search before it lays the others first, the
end's numbers only where no other card will do. The last cards (`final`) are laid after
them all, from the card of the last draw on. For draw-exact-one and -two the
finisher's last card is a Blue Draw Two: the player three before her (one) or two
before her (two) draws a Draw Two of the end's colour and lays it; its victim takes the
other and a number of the end's colour (one; the player after him, stuck, then draws
the last card, a number of another colour, and keeps it) or the other and her last
card's twin, the last two (two); and she lays her Draw Two on it. For -four, the
player two before her draws the Wild Draw Four and calls Blue, the next takes the last
four (both Draw Twos among them) and she lays her Blue card. For the draw games, the
penalty card is drawn and laid, and its victim cannot take as many as it says; for
draw-game-one the player to draw once the deck is out cannot. The deck is then played
by the rules before it is dealt (`deals.aim`), and kept only if it reaches the edge: the
search plays the round as the rules do (a test checks that its decks reach their edges).

Of the game's modules it imports cards, rules, stacking and staging.
"""

import random

from ...dealing import Unreached
from .cards import FULL_DECK, ORDINARY, Card, Colour, Content
from .rules import HAND_SIZE, PLAYERS, Deck, call_colour, choose, playable
from .stacking import MOVES_NEXT
from .staging import FOUR, NUMBERS

SEATS = len(PLAYERS)
BLUE = Colour.BLUE
LAID = (Colour.RED, Colour.YELLOW, Colour.GREEN)  # the colours laid; Blue is held
DRAWN = {"draw-exact-one": 1, "draw-exact-two": 2, "draw-exact-four": 4}  # the last draw
# The edges of the deck running out: the penalty card drawn for the last draw (None: no
# penalty, the deck just runs out) and how many cards are left once it is drawn.
ENDINGS: dict[str, tuple[Content | None, tuple[int, ...]]] = {
    "draw-exact-one": (None, (0,)),
    "draw-game-one": (None, (0,)),
    "draw-exact-two": (Content.DRAW_TWO, (2,)),
    "draw-game-two-one-short": (Content.DRAW_TWO, (1,)),
    "draw-game-two-empty": (Content.DRAW_TWO, (0,)),
    "draw-exact-four": (Content.WILD_DRAW_FOUR, (4,)),
    "draw-game-four-one-short": (Content.WILD_DRAW_FOUR, (3,)),
    "draw-game-four-short": (Content.WILD_DRAW_FOUR, (0, 1, 2)),
}
DRAWN_LAST = ("draw-exact-one", "draw-exact-two")  # she goes out on a Draw Two
TWIN_LAST = ("draw-exact-two", "draw-exact-four")  # her last card's twin drawn last
TURNING = (Content.SKIP, Content.REVERSE)
ACTIONS = (Content.DRAW_TWO, *TURNING)

PLANNED = 10  # cards of other colours left when the last cards are searched
BUDGET = 150  # the draws a search tries before it gives up
RESTARTS = 5  # searches of the last cards
PLANS = 60  # the draws each tries
FLIPS = 2  # first cards tried
CHAIN = 3  # cards laid from hands one after another, at most
TRIES = 200  # deals tried before `exact` gives up


class Hold:
    """One try at a deck for `edge`: the hands dealt for the hold, the final cards set
    aside, and the search that lays the rest; `deck()` is None if it fails."""

    def __init__(self, rng: random.Random, edge: str) -> None:
        self.rng, self.edge = rng, edge
        self.finisher = rng.randrange(SEATS)
        # her last card's content: a number with two Blue copies, or a Draw Two (two)
        self.content = Content.DRAW_TWO if edge in DRAWN_LAST else rng.choice(NUMBERS[:-1])
        self.keep = Card(BLUE, self.content)
        self.owns: list[set[Content]] = [set() for _ in range(SEATS)]
        self.owns[self.finisher].add(self.content)
        self.hands: list[list[Card]] = [[] for _ in range(SEATS)]
        spares = self.deal_blue()
        self.ending = rng.choice(LAID)
        laid = [card for card in FULL_DECK if card.colour in LAID]
        self.final = self.final_cards(laid)
        self.deal_finisher(laid)
        self.pool: dict[Card, int] = {}  # the cards drawn in play, the last cards aside
        for card in laid + spares:
            self.pool[card] = self.pool.get(card, 0) + 1
        self.aside = [card for card in FULL_DECK if card.is_wild]  # put aside at the flip
        if FOUR in self.final:
            self.aside.remove(FOUR)

    @property
    def others(self) -> list[int]:
        return [(self.finisher + away) % SEATS for away in (1, 2, 3)]

    def deal_blue(self) -> list[Card]:
        """Seven Blue cards to each other player: three pairs and a single of his own
        contents (the single's twin a spare for him to keep); the spares."""
        opposite = self.others[1]
        pairs = [content for content in ORDINARY if content not in (self.content, Content.ZERO)]
        self.rng.shuffle(pairs)
        singles = [Content.ZERO, pairs.pop(), pairs.pop()]
        self.rng.shuffle(singles)
        spares = []
        if self.edge not in TWIN_LAST:  # her last card's twin, the opposite player's
            spares.append(self.keep)
            self.owns[opposite].add(self.content)
        for n, seat in enumerate(self.others):
            own = [*pairs[3 * n : 3 * n + 3], singles[n]]
            self.owns[seat].update(own)
            self.hands[seat] = [Card(BLUE, content) for content in own[:3] for _ in range(2)]
            self.hands[seat].append(Card(BLUE, singles[n]))
            if singles[n] is not Content.ZERO:
                spares.append(Card(BLUE, singles[n]))
        for hand in self.hands:
            self.rng.shuffle(hand)
        return spares

    def final_cards(self, laid: list[Card]) -> list[Card]:
        """The last cards, drawn once all others are: the penalty card of the last draw
        and the cards left after it (its victim takes them: both Draw Twos of the end's
        colour first, so no one else must keep cards for them; for an exact draw her last
        card's twin last); for draw-exact-one, a Draw Two, the two cards its victim
        takes and the last card, which the next player keeps; for draw-game-one, none."""
        penalty, lefts = ENDINGS[self.edge]
        draw_two = Card(self.ending, Content.DRAW_TWO)
        if self.edge == "draw-exact-one":
            opposite = self.owns[self.others[1]]  # hers to shed: the opposite player's
            kept = [card for card in laid if card.colour is not self.ending]
            kept = [card for card in kept if card.content in NUMBERS]
            kept = [card for card in kept if card.content not in opposite]
            numbers = [card for card in laid if card.colour is self.ending]
            numbers = [card for card in numbers if card.content in NUMBERS]
            final = [draw_two, draw_two, self.rng.choice(numbers), self.rng.choice(kept)]
        elif penalty is None:
            final = []
        else:
            first = draw_two if penalty is Content.DRAW_TWO else FOUR
            numbers = [card for card in laid if card.colour is self.ending]
            numbers = [card for card in numbers if card.content in NUMBERS]
            self.rng.shuffle(numbers)
            taken = [draw_two, draw_two][first is draw_two :] + numbers
            twin = [self.keep] if self.edge in TWIN_LAST else []
            final = [first, *taken[: self.rng.choice(lefts) - len(twin)], *twin]
        for card in final:
            if card in laid:
                laid.remove(card)
        return final

    def deal_finisher(self, laid: list[Card]) -> None:
        """Her last card and six numbers she may lay whoever moves next (of her last
        card's content, or of the opposite player's), none of the end's colour."""
        sheds = [card for card in laid if self.may_keep(card, self.finisher)]
        chosen = self.rng.sample(sheds, HAND_SIZE - 1)
        for card in chosen:
            laid.remove(card)
        self.hands[self.finisher] = [self.keep, *chosen]
        self.rng.shuffle(self.hands[self.finisher])

    # -- the deck laid by a search ---------------------------------------------------

    def deck(self) -> Deck | None:
        """The deck, if a search lays one whose round ends at the edge (as the search
        plays it: `aim` plays the deck by the rules before it deals it)."""
        dealt = [self.hands[seat][i] for i in range(HAND_SIZE) for seat in range(SEATS)]
        firsts = [card for card in self.pool if card.colour in LAID and card.content in NUMBERS]
        self.rng.shuffle(firsts)
        for first in firsts[:FLIPS]:
            order = self.laid_after(first)
            if order is not None:
                return Deck(tuple([*dealt, *self.aside, first, *order, *self.final]))
        return None

    def is_early(self, card: Card) -> bool:
        """Whether `card` is laid before the last cards (which are of the end's colour)."""
        return card.colour is not self.ending or card.content is Content.DRAW_TWO

    def laid_after(self, first: Card) -> list[Card] | None:
        """The cards drawn after `first`, the first card, in a round that ends at the
        edge, or None if the search finds none."""
        self.model = [list(hand) for hand in self.hands]
        self.counts = dict(self.pool)
        self.counts[first] -= 1
        self.count = sum(self.counts.values())
        self.early = {card for card in self.counts if self.is_early(card)}
        self.early_left = sum(count for card, count in self.counts.items() if card in self.early)
        self.left = dict.fromkeys(LAID, 0)
        for card, count in self.counts.items():
            if card.colour in self.left:
                self.left[card.colour] += count
        self.order: list[Card] = []
        self.late, self.tries, self.budget = False, 0, BUDGET
        self.failed: set[tuple] = set()  # states of the end from which no order ends it
        return self.order if self.chain(1, 1, first, first.colour) else None  # jianhe25 next

    def search(self, seat: int, step: int, top: Card, colour: Colour) -> bool:
        """Whether the cards left, `seat` (stuck) drawing first, can be laid to end the
        round at the edge; if so, `order` holds them."""
        if not self.late and self.early_left <= PLANNED:
            return self.planned(seat, step, top, colour)
        self.tries += 1
        if self.tries > self.budget:
            return False
        if not self.count:
            return self.ends(seat, step, top, colour)
        state = (
            (seat, step, top, *self.counts.values(), *map(tuple, self.model)) if self.late else None
        )
        if state in self.failed:
            return False
        for card in self.ranked(seat, step, top, colour):
            self.lay(card)
            if self.drawn(card, seat, step, top, colour):
                return True
            self.unlay(card)
            if self.tries > self.budget:
                return False
        if state is not None:  # every card was tried
            self.failed.add(state)
        return False

    def planned(self, seat: int, step: int, top: Card, colour: Colour) -> bool:
        """The end: searches of PLANS draws each, RESTARTS of them, in random orders; if
        none ends at the edge, the deal is given up (no search goes on)."""
        self.late = True
        for _ in range(RESTARTS):
            self.tries, self.budget = 0, PLANS
            if self.search(seat, step, top, colour):
                return True
        self.budget = -1
        return False

    def ranked(self, seat: int, step: int, top: Card, colour: Colour) -> list[Card]:
        """The cards `seat` may draw, the likeliest to end at the edge first. At the end
        any order. Before it: one after which the finisher sheds a card; not one of the
        end's colour, which are kept for the end (its numbers bridge two colours when no
        other card will do); a Draw Two, Skip or Reverse; one of the colour most left; a
        Blue spare, kept, early."""
        if self.late:  # the cards that must be laid first
            cards = [card for card, count in self.counts.items() if count]
            self.rng.shuffle(cards)
            return sorted(cards, key=lambda card: card not in self.early)
        cards = [
            card
            for card, count in self.counts.items()
            if count and (card.colour is BLUE or playable(card, (), top, colour))
        ]
        self.rng.shuffle(cards)
        shedding = len(self.model[self.finisher]) > 1
        ranked = []
        for card in cards:
            if card.colour is not BLUE:
                if card.content in TURNING and card not in self.early:
                    continue
                mover = self.moves(seat, step, card)[0]
                sheds = shedding and self.sheds_on(mover, card, card.colour)
                rank = (
                    not sheds,
                    card not in self.early,
                    card.content not in ACTIONS,
                    -self.left[card.colour],
                )
            elif self.may_keep(card, seat) and not playable(card, (), top, colour):
                sheds = shedding and self.sheds_on((seat + step) % SEATS, top, colour)
                rank = (not sheds, False, False, -len(FULL_DECK))
            else:
                continue
            ranked.append((rank, card))
        ranked.sort(key=lambda pair: pair[0])
        return [card for _, card in ranked]

    def lay(self, card: Card) -> None:
        self.counts[card] -= 1
        self.count -= 1
        self.early_left -= card in self.early
        if card.colour in self.left:
            self.left[card.colour] -= 1
        self.order.append(card)

    def unlay(self, card: Card) -> None:
        self.order.pop()
        self.counts[card] += 1
        self.count += 1
        self.early_left += card in self.early
        if card.colour in self.left:
            self.left[card.colour] += 1

    def drawn(self, card: Card, seat: int, step: int, top: Card, colour: Colour) -> bool:
        """Whether the round ends at the edge once stuck `seat` draws `card`."""
        hand = self.model[seat]
        if not playable(card, (), top, colour):  # kept
            if not self.may_keep(card, seat):
                return False
            hand.append(card)
            if self.chain((seat + step) % SEATS, step, top, colour):
                return True
            hand.pop()
            return False
        if card.colour is BLUE:  # never laid but the finisher's last card
            return False
        mover, after = self.moves(seat, step, card)
        if card.content is not Content.DRAW_TWO:
            return self.chain(mover, after, card, card.colour)
        victim = (seat + step) % SEATS
        kept = [
            held
            for held, n in self.counts.items()
            if n and self.may_keep(held, victim, victim=True)
        ]
        kept.sort(key=lambda held: self.crowding(held, victim))
        kept = [held for held in kept for _ in range(self.counts[held])][:2]
        if len(kept) < 2:
            return False
        for held in kept:
            self.lay(held)
        self.model[victim].extend(kept)
        if self.chain(mover, after, card, card.colour):
            return True
        del self.model[victim][-2:]
        for held in reversed(kept):
            self.unlay(held)
        return False

    def moves(self, seat: int, step: int, card: Card) -> tuple[int, int]:
        """Who moves after `seat` lays `card`, and the direction then."""
        after = -step if card.content is Content.REVERSE else step
        return (seat + MOVES_NEXT[card.content] * step) % SEATS, after

    def may_keep(self, card: Card, seat: int, victim: bool = False) -> bool:
        """Whether `seat` may keep `card`: a Blue spare of his own (not the finisher), or a
        number of his own that he may lay later (the finisher: of her last card's content
        or the opposite player's, whom the player after her never is), not of the end's
        colour unless he takes it as a Draw Two's victim."""
        if card.colour is BLUE:
            return seat != self.finisher and card.content in self.owns[seat]
        if card.content not in NUMBERS or (card.colour is self.ending and not victim):
            return False
        if seat == self.finisher:
            return card.content is self.content or card.content in self.owns[self.others[1]]
        return card.content in self.owns[seat]

    def crowding(self, card: Card, seat: int) -> int:
        """How many hands besides `seat`'s hold a card of `card`'s colour (-1: Blue)."""
        if card.colour is BLUE:
            return -1
        return sum(
            any(held.colour is card.colour for held in hand)
            for at, hand in enumerate(self.model)
            if at != seat
        )

    def chain(self, mover: int, step: int, top: Card, colour: Colour, depth: int = 0) -> bool:
        """Whether the round ends at the edge from `top` laid with `mover` to move: he
        draws if stuck, else lays a number he holds (never Blue), and so on."""
        hand = self.model[mover]
        options = [card for card in hand if playable(card, (), top, colour)]
        if not options:
            return self.search(mover, step, top, colour)
        card = choose(options)
        assert card is not None
        if card.colour is BLUE or card.content not in NUMBERS or depth >= CHAIN:
            return False
        at = hand.index(card)
        del hand[at]
        if self.chain((mover + step) % SEATS, step, card, card.colour, depth + 1):
            return True
        hand.insert(at, card)
        return False

    def sheds_on(self, mover: int, top: Card, colour: Colour) -> bool:
        """Whether the finisher moves next and lays a card on `top`."""
        return mover == self.finisher and any(
            playable(card, (), top, colour) for card in self.model[self.finisher]
        )

    def ends(self, seat: int, step: int, top: Card, colour: Colour) -> bool:
        """Whether the final cards, drawn from `seat` on, end the round at the edge: he
        lays the first (the deck runs out: a draw game), its victim takes the rest, and
        the finisher, with her last card alone, moves next (draw-exact-one: after the
        player who draws the last card)."""
        if not self.final:
            return True  # he cannot draw
        first, hand = self.final[0], self.model[seat]
        if first is FOUR:
            if any(card.colour is colour for card in hand):
                return False
            if self.edge in DRAWN and call_colour(hand) is not BLUE:
                return False
        elif not playable(first, (), top, colour):
            return False
        if self.edge not in DRAWN:
            return True  # the victim cannot draw in full
        if len(self.model[self.finisher]) != 1:
            return False  # she has not shed her cards
        if self.edge == "draw-exact-one":  # the player after the victim keeps the last card
            drawer = (seat + 2 * step) % SEATS
            if any(playable(card, (), first, first.colour) for card in self.model[drawer]):
                return False
            return (drawer + step) % SEATS == self.finisher
        return (seat + 2 * step) % SEATS == self.finisher


def exact(rng: random.Random, edge: str) -> Deck:
    """A deck laid for `edge` (one of ENDINGS): the first hold of TRIES that lays one."""
    for _ in range(TRIES):
        deck = Hold(rng, edge).deck()
        if deck is not None:
            return deck
    raise Unreached(f"no deck laid for {edge} in {TRIES} tries")
