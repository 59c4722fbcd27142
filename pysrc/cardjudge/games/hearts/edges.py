"""Hearts' rule edges: the named edges `EDGES` of each rule, and `reached`, which reads
the edges a game reached from its tricks as `play` decided them.

It imports the game's cards and rules (the rules' own names, so that each edge reads
beside its rule).
"""

from collections.abc import Iterator

from ...engine import Edge
from ...i18n import mark
from .cards import HEART_POINTS, PLAYERS, QUEEN_OF_SPADES, TRICKS, Card, Suit
from .rules import MOON, Cheat, Result, Rule, Trick, barred_from_first_trick

# -- the rules' edges ------------------------------------------------------------------
# Every rule of rules.py, and the edges of its conditions, that a game can reach: `reached`
# reads them from the tricks as `play` decided them, `aim` (in deals.py) deals a game that
# reaches one.

# fmt: off
EDGES = (
    # Who takes a trick: the highest card of the suit led, from any seat.
    Edge("won-by-leader", mark("The leader takes the trick: no one plays higher in the suit led.")),
    Edge("won-by-second", mark("The second player of a trick takes it.")),
    Edge("won-by-third", mark("The third player of a trick takes it.")),
    Edge("won-by-fourth", mark("The fourth player of a trick takes it.")),
    Edge("higher-off-suit", mark(
        "A card of another suit, higher than the winning card, does not take the trick.")),
    # Following suit, and discarding (垫牌) when void in the suit led.
    Edge("discard", mark("A player void in the suit led plays another suit.")),
    Edge("discard-points", mark(
        "After the first trick, a player void in the suit led discards a heart or the Queen "
        "of Spades.")),
    Edge("first-trick-discard", mark(
        "On the first trick, a player void in clubs discards a card that scores nothing.")),
    Edge("first-trick-points-forced", mark(
        "On the first trick, a player holding only hearts and the Queen of Spades plays one: "
        "no cheat.")),
    # The Queen of Spades.
    Edge("queen-led-unbroken", mark(
        "The Queen of Spades is led before hearts are broken: no cheat, it is no heart.")),
    Edge("queen-discarded", mark("The Queen of Spades is discarded on another suit.")),
    Edge("queen-wins", mark("The Queen of Spades takes the trick it is in.")),
    # Hearts broken, and leading hearts.
    Edge("hearts-broken", mark("Hearts are broken by a heart played by the rules.")),
    Edge("hearts-broken-by-cheat", mark("Hearts are broken by a heart played against the rules.")),
    Edge("heart-lead-just-broken", mark(
        "A heart is led on the trick just after the one that broke hearts.")),
    Edge("heart-lead-broken", mark("A heart is led, hearts broken two or more tricks before.")),
    Edge("heart-lead-only-hearts", mark(
        "A heart is led before hearts are broken by a player holding only hearts: no cheat.")),
    # The three ways to cheat, and their edges.
    Edge("cheat-follow-suit", mark("A player does not follow suit while holding the suit led.")),
    Edge("cheat-follow-suit-last-card", mark(
        "A player does not follow suit while holding exactly one card of the suit led.")),
    Edge("cheat-heart-lead", mark("A heart is led before hearts are broken, by a player holding "
                                  "a non-heart.")),
    Edge("cheat-heart-lead-one-other", mark(
        "A heart is led before hearts are broken by a player holding exactly one non-heart.")),
    Edge("cheat-first-trick-heart", mark(
        "A heart is played on the first trick by a player holding a card that scores nothing.")),
    Edge("cheat-first-trick-queen", mark(
        "The Queen of Spades is played on the first trick by a player holding a card that "
        "scores nothing.")),
    Edge("cheat-first-trick-one-other", mark(
        "A scoring card is played on the first trick by a player holding exactly one card "
        "that scores nothing.")),
    Edge("cheat-two-rules", mark("One play breaks two rules at once.")),
    # Who is shown as CHEATER!.
    Edge("no-cheater", mark("No one cheats.")),
    Edge("one-cheater", mark("Exactly one player cheats.")),
    Edge("several-cheaters", mark("Two or three players cheat.")),
    Edge("all-cheaters", mark("All four players cheat.")),
    Edge("cheats-twice", mark("A player cheats on two tricks or more, and is one cheater.")),
    # Shooting the moon, and games one card short of it.
    Edge("moon", mark("A player takes all 13 hearts and the Queen of Spades: 0 for him, 26 for "
                      "each other player.")),
    Edge("moon-by-cheater", mark("A player who cheated shoots the moon.")),
    Edge("moon-with-cheater", mark("A player shoots the moon while another player cheated.")),
    Edge("moon-short-one-heart", mark(
        "A player takes the Queen of Spades and all hearts but one: 25 points, no moon.")),
    Edge("moon-short-queen", mark(
        "A player takes all 13 hearts but not the Queen of Spades: 13 points, no moon.")),
)
# fmt: on

WON_AT_SEAT = ("won-by-leader", "won-by-second", "won-by-third", "won-by-fourth")
CHEAT_EDGES = {
    Rule.FOLLOW_SUIT: "cheat-follow-suit",
    Rule.HEARTS_NOT_BROKEN: "cheat-heart-lead",
    Rule.FIRST_TRICK: "cheat-first-trick-heart",  # the Queen of Spades: its own edge
}


def reached(result: Result) -> Iterator[str]:
    """The rule edges a game reached, read from its tricks as `play` decided them."""
    before: Trick | None = None
    for trick in result.tricks:
        yield from trick_edges(trick, before)
        for cheat in trick.cheats:
            yield from cheat_edges(cheat)
        before = trick
    yield from cheater_edges(result)
    yield from moon_edges(result)


def trick_edges(trick: Trick, before: Trick | None) -> Iterator[str]:
    yield WON_AT_SEAT[trick.players.index(trick.winner)]
    lead, winning = trick.cards[0], trick.winning_card
    if any(c.suit is not lead.suit and c.value > winning.value for c in trick.cards):
        yield "higher-off-suit"
    cheated = {cheat.card for cheat in trick.cheats}
    discards = [c for c in trick.cards[1:] if c.suit is not lead.suit and c not in cheated]
    if discards:
        yield "discard"
    if trick.number == 1:
        if any(barred_from_first_trick(c) for c in discards):
            yield "first-trick-points-forced"
        if any(not barred_from_first_trick(c) for c in discards):
            yield "first-trick-discard"
    elif any(c.scoring for c in discards):
        yield "discard-points"
    if QUEEN_OF_SPADES in trick.cards:
        yield from queen_edges(trick, cheated)
    if lead.suit is Suit.HEARTS and lead not in cheated:
        if not trick.hearts_broken:
            yield "heart-lead-only-hearts"
        elif before is not None and before.breaks_hearts:
            yield "heart-lead-just-broken"
        else:
            yield "heart-lead-broken"
    if trick.breaks_hearts:
        by_cheat = any(cheat.card in trick.broken_by for cheat in trick.cheats)
        yield "hearts-broken-by-cheat" if by_cheat else "hearts-broken"


def queen_edges(trick: Trick, cheated: set[Card]) -> Iterator[str]:
    lead = trick.cards[0]
    if lead is QUEEN_OF_SPADES and not trick.hearts_broken and lead not in cheated:
        yield "queen-led-unbroken"
    if lead.suit is not Suit.SPADES:
        yield "queen-discarded"
    if trick.winning_card is QUEEN_OF_SPADES:
        yield "queen-wins"


def cheat_edges(cheat: Cheat) -> Iterator[str]:
    rules = cheat.rules
    if len(rules) > 1:
        yield "cheat-two-rules"
    for rule in rules:
        first_queen = rule is Rule.FIRST_TRICK and cheat.card is QUEEN_OF_SPADES
        yield "cheat-first-trick-queen" if first_queen else CHEAT_EDGES[rule]
    # `legal` holds the suit led when a player did not follow it, else the hand's
    # non-hearts (a heart lead) or its cards that score nothing (the first trick).
    if len(cheat.legal) == 1:
        if Rule.FOLLOW_SUIT in rules:
            yield "cheat-follow-suit-last-card"
        elif Rule.HEARTS_NOT_BROKEN in rules:
            yield "cheat-heart-lead-one-other"
        else:
            yield "cheat-first-trick-one-other"


def cheater_edges(result: Result) -> Iterator[str]:
    count = len(result.cheaters)
    if count == 0:
        yield "no-cheater"
    elif count == 1:
        yield "one-cheater"
    elif count < PLAYERS:
        yield "several-cheaters"
    else:
        yield "all-cheaters"
    cheats = [cheat.player for cheat in result.cheats]
    if len(cheats) > len(set(cheats)):
        yield "cheats-twice"


def moon_edges(result: Result) -> Iterator[str]:
    if result.moon is not None:
        yield "moon"
        if result.moon in result.cheaters:
            yield "moon-by-cheater"
        if set(result.cheaters) - {result.moon}:
            yield "moon-with-cheater"
        return
    hearts = [0] * PLAYERS
    for trick in result.tricks:
        hearts[trick.winner - 1] += sum(c.suit is Suit.HEARTS for c in trick.cards)
    for player, points in enumerate(result.taken):
        if points == MOON - HEART_POINTS:
            yield "moon-short-one-heart"
        if hearts[player] == TRICKS and points < MOON:
            yield "moon-short-queen"
