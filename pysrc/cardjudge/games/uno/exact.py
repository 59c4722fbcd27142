"""UNO's exact draws stacked on a hold: `exact` deals a round in which a draw takes the
deck's last cards and the finisher then goes out (draw-exact-one, draw-exact-two,
draw-exact-four).

The hold. One player, the finisher, is dealt her last card (`keep`, Blue) and six cards
she can lay whoever moves next; each other player is dealt seven Blue cards of four
contents, which are his (`owns`). Every wild but the edge's own Wild Draw Four is put
aside at the flip. Then the deck is laid as the round goes (`Search`): up to the last
cards, each card drawn is one after which the next player to move holds no card of the
top's content. So the others lay no Blue card and cannot go out, the top is not Blue,
and the finisher keeps her last card for the end. A player keeps only cards of his own
contents (the finisher, early on, only of her last card's).

The end. Cards of the last card's colour are kept back for the last turns, both of its
Skips and Reverses among them: near the end the count of turns says who will draw the
last cards, and a Skip or a Reverse moves it to the player the edge wants. The last
card: a card of her last card's content for the player before her (one); a Draw Two for
the player two before her, whose next draws the last two and she lays her Blue Draw Two
(two); a Wild Draw Four for that player, who calls Blue (four). In the last LOOSE cards
any card is tried, the hold or not: the rules say which end at the edge.

Of the game's modules it imports cards, rules, stacking and staging.
"""

import random
from collections.abc import Sequence

from ...dealing import Unreached
from .cards import FULL_DECK, ORDINARY, Card, Colour, Content
from .rules import HAND_SIZE, PLAYERS, Deck, play_on, play_table, take_turn
from .stacking import MOVES_NEXT, GlancingStacked
from .staging import FOUR, NUMBERS

SEATS = len(PLAYERS)
BLUE = Colour.BLUE
LAID = (Colour.RED, Colour.YELLOW, Colour.GREEN)  # the colours laid; Blue is held
PENALTIES = {2: Content.DRAW_TWO, 4: Content.WILD_DRAW_FOUR}
TURNING = (Content.SKIP, Content.REVERSE)
DRAWN = {"draw-exact-one": 1, "draw-exact-two": 2, "draw-exact-four": 4}  # the last draw

KEPT_BACK = 12  # cards of the end's colour kept back for the end
WIDE = 3  # the draws tried at each point before the end
ENDGAME = 12  # the last cards: every draw is tried
LOOSE = 6  # the last cards of all: any card at all is tried
SHED_BY = 12  # the cards left by which the finisher holds her last card alone
BUDGET = 150  # the draws a search tries before it gives up (a new deal does better)
FLIPS = 4  # the first cards tried
TRIES = 200  # deals tried before `exact` gives up


class Point:
    """A draw to make: the table as the player `seat` must draw `needed` cards, the cards
    not yet laid (`pool`, with their number), and those laid so far."""

    __slots__ = ("colour", "direction", "hands", "laid", "left", "needed", "pool", "seat", "top")

    def __init__(self, table: GlancingStacked, needed: int, pool: dict[Card, int], laid: list):
        self.hands = table.hands  # the table's own copy, which goes no further
        self.top, self.colour, self.direction = table.top, table.colour, table.direction
        self.seat, self.needed = table.seat, needed
        self.pool, self.left, self.laid = pool, sum(pool.values()), laid

    def after(self, cards: Sequence[Card]) -> "Point | int":
        """The round from here, the player drawing `cards`, up to the next draw: its
        Point, or the seat of the player who went out before it."""
        table = GlancingStacked(self.hands, (), None)
        table.top, table.colour, table.direction = self.top, self.colour, self.direction
        table.penalty = PENALTIES.get(self.needed)
        table.deck = list(cards)
        seat = table.seat = self.seat
        turns = [take_turn(table, seat, 0)]
        if turns[0].card is not None and not table.hands[seat]:
            return seat
        winner = play_on(table, seat, turns)
        if winner is not None:
            return winner
        pool = dict(self.pool)
        for card in cards:
            pool[card] -= 1
        return Point(table, turns[-1].needed, pool, self.laid + list(cards))


class Search:
    """One try at a deck for `edge`: the hands dealt for the hold, then the deck laid by a
    depth-first search over the cards drawn; `deck()` is None if it fails within BUDGET."""

    def __init__(self, rng: random.Random, edge: str) -> None:
        self.rng, self.edge, self.tried = rng, edge, 0
        self.finisher = finisher = rng.randrange(SEATS)
        # her last card's content: a number with two Blue copies, or a Draw Two (two)
        self.content = Content.DRAW_TWO if edge == "draw-exact-two" else rng.choice(NUMBERS[:-1])
        self.keep = Card(BLUE, self.content)  # her last card
        self.owns: list[set[Content]] = [set() for _ in range(SEATS)]
        self.owns[finisher].add(self.content)
        self.hands: list[list[Card]] = [[] for _ in range(SEATS)]
        spares = self.deal_blue()
        self.owner = {content: seat for seat in self.others for content in self.owns[seat]}
        self.owner[self.content] = finisher
        # The card drawn for the last draw, kept back to the end, and the cards left then.
        if edge == "draw-exact-four":
            self.last, self.last_at = FOUR, 5
        elif edge == "draw-exact-two":
            self.last, self.last_at = Card(rng.choice(LAID), Content.DRAW_TWO), 3
        else:
            self.last, self.last_at = Card(rng.choice(LAID), self.content), 1
        self.ending = self.last.colour if self.last.colour in LAID else rng.choice(LAID)
        laid = [card for card in FULL_DECK if card.colour in LAID]
        if self.last in laid:
            laid.remove(self.last)
        self.deal_finisher(laid)
        self.kept_back = self.keep_back(laid)
        # The twin of her last card: the opposite player's to keep (one), else drawn last.
        self.tail = [] if edge == "draw-exact-one" else [self.keep]
        self.pool = laid + spares + self.tail + [self.last]
        rng.shuffle(self.pool)
        for hand in self.hands:
            rng.shuffle(hand)

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
        if self.edge == "draw-exact-one":
            spares.append(self.keep)
            self.owns[opposite].add(self.content)
        for n, seat in enumerate(self.others):
            own = [*pairs[3 * n : 3 * n + 3], singles[n]]
            self.owns[seat].update(own)
            self.hands[seat] = [Card(BLUE, content) for content in own[:3] for _ in range(2)]
            self.hands[seat].append(Card(BLUE, singles[n]))
            if singles[n] is not Content.ZERO:
                spares.append(Card(BLUE, singles[n]))
        return spares

    def deal_finisher(self, laid: list[Card]) -> None:
        """Her last card and six she may lay whoever moves next: of its content, or numbers
        of the opposite player's (her neighbours move after her), none of the end's
        colour."""
        opposite = self.owns[self.others[1]]
        sheds = [
            card
            for card in laid
            if card.colour is not self.ending
            and (
                card.content is self.content
                or (card.content in opposite and card.content in NUMBERS)
            )
        ]
        chosen = self.rng.sample(sheds, HAND_SIZE - 1)
        for card in chosen:
            laid.remove(card)
        self.hands[self.finisher] = [self.keep, *chosen]

    def keep_back(self, laid: list[Card]) -> dict[Card, int]:
        """The end's cards: both its Skips and Reverses, numbers to KEPT_BACK."""
        ending = [card for card in laid if card.colour is self.ending]
        turning = [card for card in ending if card.content in TURNING]
        numbers = [card for card in ending if card.content in NUMBERS]
        kept = turning + self.rng.sample(numbers, KEPT_BACK - len(turning))
        counts: dict[Card, int] = {}
        for card in kept:
            counts[card] = counts.get(card, 0) + 1
        return counts

    def deck(self) -> Deck | None:
        wilds = [card for card in FULL_DECK if card.is_wild]  # put aside at the flip
        if self.last is FOUR:
            wilds.remove(FOUR)
        firsts = [
            card
            for card in dict.fromkeys(self.pool)
            if card.colour in LAID
            and card is not self.last
            and self.pool.count(card) > self.kept_back.get(card, 0)
        ]
        self.rng.shuffle(firsts)
        for first in firsts[:FLIPS]:
            table = GlancingStacked(self.hands, (), None)
            table.deck = [*wilds, first]
            result = play_table(table)
            mover = MOVES_NEXT[first.content] % SEATS  # from SheepGod's seat, clockwise
            if result.winner is not None or first.content in self.owns[mover]:
                continue
            pool: dict[Card, int] = {}
            for card in self.pool:
                pool[card] = pool.get(card, 0) + 1
            pool[first] -= 1
            laid = self.search(Point(table, result.turns[-1].needed, pool, [*wilds, first]))
            if laid is not None:
                dealt = [self.hands[seat][i] for i in range(HAND_SIZE) for seat in range(SEATS)]
                return Deck(tuple(dealt + laid))
            if self.tried > BUDGET:
                return None
        return None

    def search(self, point: Point) -> list[Card] | None:
        """The cards laid from `point` on to a round that ends at the edge, or None."""
        self.tried += 1
        if self.tried > BUDGET:
            return None
        draws = self.draws(point)
        for cards in draws[:WIDE] if point.left > ENDGAME else draws:
            after = point.after(cards)
            if isinstance(after, int):  # someone went out: at the edge if the deck is empty
                if point.left == len(cards) == DRAWN[self.edge] and after == self.finisher:
                    return point.laid + list(cards)
                continue
            if not after.left:
                continue
            if len(after.hands[self.finisher]) - 1 > max(0, after.left - SHED_BY) // 6:
                continue  # she sheds her cards in time
            laid = self.search(after)
            if laid is not None or self.tried > BUDGET:
                return laid
        return None

    def draws(self, point: Point) -> list[tuple[Card, ...]]:
        """What the player to draw may be given, the likeliest to reach the edge first."""
        pool, left = point.pool, point.left
        if left == self.last_at and pool.get(self.last) and self.edge != "draw-exact-one":
            return [(self.last,)]
        cards = [card for card, count in pool.items() if count]
        self.rng.shuffle(cards)  # ties go to the first
        if point.needed == 1 and left <= LOOSE:  # the rules say which of these end it
            return [(card,) for card in cards]
        if point.needed > 1:
            return self.penalty(point, cards)
        return [(card,) for card in self.ranked(point, cards)]

    def penalty(self, point: Point, cards: list[Card]) -> list[tuple[Card, ...]]:
        """A penalty's cards: the rest of the deck at the end, else cards its victim keeps."""
        if point.left == point.needed:
            return [tuple(card for card, count in point.pool.items() for _ in range(count))]
        kept = [card for card in cards if self.free(point, card) and self.keeps(point, card)]
        return [tuple(kept[: point.needed])] if len(kept) >= point.needed else []

    def free(self, point: Point, card: Card) -> bool:
        """Whether `card` may be drawn now: not the last card's copy, nor, before the end,
        one of those kept back for it."""
        reserved = (card is self.last) + (self.kept_back.get(card, 0) if self.early(point) else 0)
        return point.pool[card] > reserved

    def early(self, point: Point) -> bool:
        return point.left > KEPT_BACK + 4

    def keeps(self, point: Point, card: Card, seat: int | None = None) -> bool:
        """Whether the player to draw (or `seat`) may keep `card`: one of his own contents
        (a Blue one only if not the finisher), never of the end's colour; the finisher only
        of her last card's content, and not late."""
        seat = point.seat if seat is None else seat
        if card.colour is self.ending or card.is_wild:
            return False
        if seat == self.finisher:
            return (
                card.colour is not BLUE
                and card.content is self.content
                and point.left > SHED_BY + 6
            )
        return card.content in self.owns[seat]

    def ranked(self, point: Point, cards: list[Card]) -> list[Card]:
        """The cards the player to draw may be given, safe ones only, the most promising
        first: a number kept back for the end only if nothing else will do; near the end,
        those that bring the last draw to the player it must be; a spare he keeps, or a
        card after which the finisher sheds one of hers; near the end, of the owner with
        the most cards left; the colour most left in the deck."""
        seat, step, top, pool = point.seat, point.direction.value, point.top, point.pool
        assert top is not None
        following = (seat + step) % SEATS
        sheds = {card.colour for card in point.hands[self.finisher] if card is not self.keep}
        early = self.early(point)
        left = dict.fromkeys(LAID, 0)
        owned = dict.fromkeys(range(SEATS), 0)
        for card, count in pool.items():
            if card.colour in left:
                left[card.colour] += count
                if not early:
                    owned[self.owner[card.content]] += count
        keeping = top.content not in self.owns[following]  # the top left as it is
        victim_keeps = -1  # how many cards the next player may keep, once asked
        ranked = []
        for card in cards:
            kept_back = not self.free(point, card)
            if kept_back and (card is self.last or card.content not in NUMBERS):
                continue
            if card.colour is point.colour or card.content is top.content:  # laid at once
                mover = (seat + MOVES_NEXT[card.content] * step) % SEATS
                if card.colour is BLUE or card.content in self.owns[mover]:
                    continue
                if card.content is Content.DRAW_TWO:
                    if victim_keeps < 0:
                        victim_keeps = sum(
                            n for c, n in pool.items() if self.keeps(point, c, following)
                        )
                    if victim_keeps - self.keeps(point, card, following) < 2:
                        continue  # its victim has not two cards to keep besides it
                first = 0 if mover == self.finisher and card.colour in sheds else 1
                if not early:
                    first = -owned[self.owner[card.content]]
                rank = (kept_back, self.aimed(point, card, laid=True), first, -left[card.colour])
            elif keeping and self.keeps(point, card):
                first = -1 if card.colour is BLUE else 1
                rank = (kept_back, self.aimed(point, card, laid=False), first, -left[point.colour])
            else:
                continue
            ranked.append((rank, card))
        ranked.sort(key=lambda pair: pair[0])
        return [card for _, card in ranked]

    def aimed(self, point: Point, card: Card, laid: bool) -> int:
        """0 for a draw that keeps the end in reach. Near it: after this draw, how many
        seats the player the count makes draw the last card's draw is from the one it must
        be (4 more if the Skips and Reverses left cannot move it there); before, whether
        the top turns to the end's colour."""
        colour = card.colour if laid else point.colour
        if point.left > KEPT_BACK + 4:
            return 0 if point.left > KEPT_BACK + 12 or colour is self.ending else 1
        content = card.content if laid else None
        step = point.direction.value
        mover = (point.seat + MOVES_NEXT.get(content, 1) * step) % SEATS  # a kept card: 1
        if content is Content.REVERSE:
            step = -step
        ahead = point.left - (3 if content is Content.DRAW_TWO else 1) - self.last_at
        if ahead < 0:
            return 1
        shift = ((self.target(step) - (mover + ahead * step)) * step) % SEATS
        skips = point.pool.get(Card(self.ending, Content.SKIP), 0) - (content is Content.SKIP)
        reverses = point.pool.get(Card(self.ending, Content.REVERSE), 0) - (
            content is Content.REVERSE
        )
        movable = (
            shift == 0
            or (shift == 1 and skips >= 1)
            or (shift == 2 and (reverses >= 1 or skips >= 2))
            or (shift == 3 and skips >= 1 and reverses >= 1)
        )
        return shift + (0 if movable else SEATS)

    def target(self, step: int) -> int:
        """Who must draw the last card's draw: the player before the finisher (one), else
        the player two before her (whose next takes the last cards)."""
        if self.edge == "draw-exact-one":
            return (self.finisher - step) % SEATS
        return (self.finisher + 2) % SEATS


def exact(rng: random.Random, edge: str) -> Deck:
    """A deck whose round ends at `edge` (one of DRAWN): the first search of TRIES that
    lays one."""
    for _ in range(TRIES):
        deck = Search(rng, edge).deck()
        if deck is not None:
            return deck
    raise Unreached(f"no deck laid for {edge} in {TRIES} tries")
