"""A plain solution to Bridge Bidding, the yardstick for the Bridge benchmark.

    python benchmarks/bridge_plain.py [FILE]   # stdin when no FILE

Written the way a contestant would: for each hand, count the points, the
suit lengths and the stopped suits, then try the rules in order. No caches,
no input checks. The benchmark (bench_bridge.py) times the CLI against it.
"""

import sys

SUITS = "SHDC"  # highest ranking first
NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}
BALANCED = ([4, 3, 3, 3], [4, 4, 3, 2], [5, 3, 3, 2])


def stopped(ranks: list[str]) -> bool:
    n = len(ranks)
    return (
        "A" in ranks
        or ("K" in ranks and n >= 2)
        or ("Q" in ranks and n >= 3)
        or ("J" in ranks and n >= 4)
    )


def bid(hand: list[str]) -> str:
    ranks = {suit: [] for suit in SUITS}
    hcp = 0
    for card in hand:
        ranks[card[0]].append(card[1])
        hcp += POINTS.get(card[1], 0)
    length = {suit: len(ranks[suit]) for suit in SUITS}
    shape = sorted(length.values(), reverse=True)
    longest = shape[0]
    first_longest = next(suit for suit in SUITS if length[suit] == longest)
    balanced = shape in BALANCED
    stops = sum(stopped(ranks[suit]) for suit in SUITS)

    if hcp >= 10 and longest >= 8:
        return f"4 {NAMES[first_longest]}"
    if 10 <= hcp <= 13 and longest == 7:
        return f"3 {NAMES[first_longest]}"
    if 8 <= hcp <= 9 and longest >= 7 and first_longest in "SH":
        return f"2 {NAMES[first_longest]}"
    if 8 <= hcp <= 11 and longest == 6 and (length["S"] == 6 or length["H"] == 6):
        return f"2 {NAMES[first_longest]}"
    if 11 <= hcp <= 15 and shape in ([4, 4, 4, 1], [5, 4, 4, 0]) and length["S"] >= 4:
        return "2 Diamonds"
    if 15 <= hcp <= 17 and balanced and stops >= 3:
        return "1 No Trump"
    if 20 <= hcp <= 22 and balanced:
        return "2 No Trump"
    if hcp >= 22:
        return "2 Clubs"
    if 13 <= hcp <= 16:
        if length["S"] >= 5 or length["H"] >= 5:
            return "1 Spades" if length["S"] >= length["H"] else "1 Hearts"
        return "1 Diamonds" if length["D"] >= length["C"] else "1 Clubs"
    if hcp >= 17:
        lowest_longest = next(suit for suit in reversed(SUITS) if length[suit] == longest)
        return f"1 {NAMES[lowest_longest]}"
    return "Pass"


def main() -> None:
    if len(sys.argv) > 1:
        with open(sys.argv[1]) as f:
            text = f.read()
    else:
        text = sys.stdin.read()
    cards = text.split()
    out = []
    for number, start in enumerate(range(0, len(cards), 13), start=1):
        out.append(f"Hand #{number}: {bid(cards[start : start + 13])}\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
