"""An independent Bridge Bidding solution, and wrong ones with a boundary bug each.

    python tests/solutions/bridge_independent.py [BUG] < input

Written apart from Card Judge's module, the plain way (it imports nothing of
ours): count the points, the lengths and the stopped suits, then try the
rules in order. `Bidder` is right; each class in `WRONG` changes one
condition the way a contestant might get an edge wrong (a bound off by one,
a tie broken the other way, a shape forgotten). tests/test_bridge_edges.py
checks that the first 100 stress deals catch every one of them.
"""

import sys
from typing import ClassVar

SUITS = "SHDC"  # highest ranking first
NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


class Hand:
    def __init__(self, cards: list[str]) -> None:
        self.ranks = {suit: [card[1] for card in cards if card[0] == suit] for suit in SUITS}
        self.hcp = sum(POINTS.get(card[1], 0) for card in cards)
        self.length = {suit: len(ranks) for suit, ranks in self.ranks.items()}
        self.shape = sorted(self.length.values(), reverse=True)
        self.longest = self.shape[0]

    def first_of_length(self, length: int) -> str:
        return next(suit for suit in SUITS if self.length[suit] == length)


class Bidder:
    """The rules as the statement lists them."""

    # A suit is stopped by an honour with more than this many other cards beside it.
    OTHERS: ClassVar[dict[str, int]] = {"A": 0, "K": 1, "Q": 2, "J": 3}

    def stopped(self, ranks: list[str]) -> bool:
        return any(honour in ranks and len(ranks) > n for honour, n in self.OTHERS.items())

    def balanced(self, hand: Hand) -> bool:
        return hand.shape in ([4, 3, 3, 3], [4, 4, 3, 2], [5, 3, 3, 2])

    def stops(self, hand: Hand) -> int:
        return sum(self.stopped(ranks) for ranks in hand.ranks.values())

    def rule1(self, h: Hand) -> str | None:
        if h.hcp >= 10 and h.longest >= 8:
            return f"4 {NAMES[h.first_of_length(h.longest)]}"
        return None

    def rule2(self, h: Hand) -> str | None:
        if 10 <= h.hcp <= 13 and h.longest == 7:
            return f"3 {NAMES[h.first_of_length(7)]}"
        return None

    def rule3(self, h: Hand) -> str | None:
        if 8 <= h.hcp <= 9 and h.longest >= 7 and h.first_of_length(h.longest) in "SH":
            return f"2 {NAMES[h.first_of_length(h.longest)]}"
        return None

    def rule4(self, h: Hand) -> str | None:
        if 8 <= h.hcp <= 11 and h.longest == 6 and 6 in (h.length["S"], h.length["H"]):
            return f"2 {NAMES[h.first_of_length(6)]}"
        return None

    def rule5(self, h: Hand) -> str | None:
        if 11 <= h.hcp <= 15 and h.shape in ([4, 4, 4, 1], [5, 4, 4, 0]) and h.length["S"] >= 4:
            return "2 Diamonds"
        return None

    def rule6(self, h: Hand) -> str | None:
        if 15 <= h.hcp <= 17 and self.balanced(h) and self.stops(h) >= 3:
            return "1 No Trump"
        return None

    def rule7(self, h: Hand) -> str | None:
        if 20 <= h.hcp <= 22 and self.balanced(h):
            return "2 No Trump"
        return None

    def rule8(self, h: Hand) -> str | None:
        return "2 Clubs" if h.hcp >= 22 else None

    def rule9(self, h: Hand) -> str | None:
        if not 13 <= h.hcp <= 16:
            return None
        spades, hearts = h.length["S"], h.length["H"]
        if spades >= 5 or hearts >= 5:
            return "1 Spades" if spades >= hearts else "1 Hearts"
        return "1 Diamonds" if h.length["D"] >= h.length["C"] else "1 Clubs"

    def rule10(self, h: Hand) -> str | None:
        if h.hcp >= 17:
            return f"1 {NAMES[next(s for s in reversed(SUITS) if h.length[s] == h.longest)]}"
        return None

    def bid(self, cards: list[str]) -> str:
        hand = Hand(cards)
        rules = (self.rule1, self.rule2, self.rule3, self.rule4, self.rule5, self.rule6)
        rules += (self.rule7, self.rule8, self.rule9, self.rule10)
        return next((said for rule in rules if (said := rule(hand))), "Pass")

    def answer(self, text: str) -> str:
        cards = text.split()
        hands = [cards[start : start + 13] for start in range(0, len(cards), 13)]
        return "".join(f"Hand #{n}: {self.bid(hand)}\n" for n, hand in enumerate(hands, start=1))


# -- wrong at one edge each ----------------------------------------------------------------


class EightCardSuitMissed(Bidder):
    """Rule 1 from 9 cards: an eight-card suit with ten or more points goes on down the list."""

    def rule1(self, h: Hand) -> str | None:
        return super().rule1(h) if h.longest > 8 else None


class PreemptFromEleven(Bidder):
    def rule1(self, h: Hand) -> str | None:
        return super().rule1(h) if h.hcp > 10 else None


class ThreeLevelUpToTwelve(Bidder):
    def rule2(self, h: Hand) -> str | None:
        return super().rule2(h) if h.hcp < 13 else None


class WeakTwoSevenCardsOnly(Bidder):
    def rule3(self, h: Hand) -> str | None:
        return super().rule3(h) if h.longest == 7 else None


class WeakTwoUpToTen(Bidder):
    """Rule 4 to 10 points: 11 points with a six-card major passes."""

    def rule4(self, h: Hand) -> str | None:
        return super().rule4(h) if h.hcp < 11 else None


class WeakTwoSixOrLonger(Bidder):
    """Rule 4 on any six-card major, a seven-card minor beside it or not."""

    def rule4(self, h: Hand) -> str | None:
        if 8 <= h.hcp <= 11 and 6 in (h.length["S"], h.length["H"]):
            return f"2 {NAMES[h.first_of_length(6)]}"
        return None


class MiniRomanFourFourFourOneOnly(Bidder):
    def rule5(self, h: Hand) -> str | None:
        return super().rule5(h) if h.shape == [4, 4, 4, 1] else None


class MiniRomanExactlyFourSpades(Bidder):
    def rule5(self, h: Hand) -> str | None:
        return super().rule5(h) if h.length["S"] == 4 else None


class MiniRomanUpToSixteen(Bidder):
    def rule5(self, h: Hand) -> str | None:
        if 11 <= h.hcp <= 16 and h.shape in ([4, 4, 4, 1], [5, 4, 4, 0]) and h.length["S"] >= 4:
            return "2 Diamonds"
        return None


class NoTrumpFromFourteen(Bidder):
    def rule6(self, h: Hand) -> str | None:
        if 14 <= h.hcp <= 17 and self.balanced(h) and self.stops(h) >= 3:
            return "1 No Trump"
        return None


class NoTrumpExactlyThreeStops(Bidder):
    def rule6(self, h: Hand) -> str | None:
        return super().rule6(h) if self.stops(h) == 3 else None


class FiveThreeThreeTwoUnbalanced(Bidder):
    def balanced(self, hand: Hand) -> bool:
        return hand.shape in ([4, 3, 3, 3], [4, 4, 3, 2])


class NoShortSuitIsBalanced(Bidder):
    """Balanced as "no singleton or void": 5-4-2-2 and 6-3-2-2 count too."""

    def balanced(self, hand: Hand) -> bool:
        return min(hand.shape) >= 2


class KingNeedsTwoOthers(Bidder):
    OTHERS: ClassVar[dict[str, int]] = {**Bidder.OTHERS, "K": 2}


class QueenWithOneOtherStops(Bidder):
    OTHERS: ClassVar[dict[str, int]] = {**Bidder.OTHERS, "Q": 1}


class QueenNeedsThreeOthers(Bidder):
    OTHERS: ClassVar[dict[str, int]] = {**Bidder.OTHERS, "Q": 3}


class JackWithTwoOthersStops(Bidder):
    OTHERS: ClassVar[dict[str, int]] = {**Bidder.OTHERS, "J": 2}


class JackNeedsFourOthers(Bidder):
    OTHERS: ClassVar[dict[str, int]] = {**Bidder.OTHERS, "J": 4}


class TwoNoTrumpUpToTwentyOne(Bidder):
    def rule7(self, h: Hand) -> str | None:
        return super().rule7(h) if h.hcp < 22 else None


class TwoClubsFromTwentyThree(Bidder):
    """Rule 8 from 23 points: a hand of exactly 22 points that is not balanced reverses."""

    def rule8(self, h: Hand) -> str | None:
        return "2 Clubs" if h.hcp > 22 else None


class EqualMajorsBidHearts(Bidder):
    def rule9(self, h: Hand) -> str | None:
        said = super().rule9(h)
        if said == "1 Spades" and h.length["S"] == h.length["H"]:
            return "1 Hearts"
        return said


class FirstFiveCardMajor(Bidder):
    """Rule 9a bids Spades with five of them, however long the hearts."""

    def rule9(self, h: Hand) -> str | None:
        said = super().rule9(h)
        return "1 Spades" if said == "1 Hearts" and h.length["S"] >= 5 else said


class EqualMinorsBidClubs(Bidder):
    def rule9(self, h: Hand) -> str | None:
        said = super().rule9(h)
        return "1 Clubs" if said == "1 Diamonds" and h.length["D"] == h.length["C"] else said


class OneOfASuitUpToFifteen(Bidder):
    def rule9(self, h: Hand) -> str | None:
        return super().rule9(h) if h.hcp < 16 else None


class ReverseBidsTheHighestOfEqualSuits(Bidder):
    def rule10(self, h: Hand) -> str | None:
        return f"1 {NAMES[h.first_of_length(h.longest)]}" if h.hcp >= 17 else None


class ReverseFromEighteen(Bidder):
    def rule10(self, h: Hand) -> str | None:
        return super().rule10(h) if h.hcp > 17 else None


WRONG = {
    cls.__name__: cls
    for cls in (
        EightCardSuitMissed,
        PreemptFromEleven,
        ThreeLevelUpToTwelve,
        WeakTwoSevenCardsOnly,
        WeakTwoUpToTen,
        WeakTwoSixOrLonger,
        MiniRomanFourFourFourOneOnly,
        MiniRomanExactlyFourSpades,
        MiniRomanUpToSixteen,
        NoTrumpFromFourteen,
        NoTrumpExactlyThreeStops,
        FiveThreeThreeTwoUnbalanced,
        NoShortSuitIsBalanced,
        KingNeedsTwoOthers,
        QueenWithOneOtherStops,
        QueenNeedsThreeOthers,
        JackWithTwoOthersStops,
        JackNeedsFourOthers,
        TwoNoTrumpUpToTwentyOne,
        TwoClubsFromTwentyThree,
        EqualMajorsBidHearts,
        FirstFiveCardMajor,
        EqualMinorsBidClubs,
        OneOfASuitUpToFifteen,
        ReverseBidsTheHighestOfEqualSuits,
        ReverseFromEighteen,
    )
}


if __name__ == "__main__":
    bidder = WRONG[sys.argv[1]]() if len(sys.argv) > 1 else Bidder()
    sys.stdout.write(bidder.answer(sys.stdin.read()))
