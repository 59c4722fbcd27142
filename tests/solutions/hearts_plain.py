"""Hearts written plainly from the statement (TopCoder SRM 220, HeartsGame), apart from the
judge, with mistakes a contestant makes at the rules' edges, each switched on by name.

    python hearts_plain.py [BUG ...] < games.in
"""

import sys

RANKS = "23456789TJQKA"
BUGS = (
    "off-suit-wins",  # the highest rank takes the trick, whatever its suit
    "queen-is-heart",  # the Queen of Spades counts as a heart for the leading rule
    "only-hearts-cheat",  # leading a heart with only hearts in hand is cheating
    "discarded-heart-cheat",  # discarding a heart before hearts are broken is cheating
    "forced-points-cheat",  # a point on the first trick is cheating even from a hand of points
    "queen-free-first-trick",  # the Queen of Spades may be played on the first trick
    "moon-at-25",  # 25 points or more shoot the moon
    "moon-by-hearts",  # all 13 hearts shoot the moon, the Queen or not
    "moon-cheater-scores",  # a cheater who shoots the moon is shown 0
    "moon-others-26",  # with a moon, every other player is shown 26, cheater or not
)


def points(card: str) -> int:
    if card[0] == "H":
        return 1
    return 13 if card == "SQ" else 0


def scoring(card: str, bugs: frozenset[str]) -> bool:
    return card[0] == "H" or (card == "SQ" and "queen-free-first-trick" not in bugs)


def score(tricks: list[list[str]], bugs: frozenset[str] = frozenset()) -> list[str]:
    leader, seats, winners = 0, [], []
    for cards in tricks:
        order = [(leader + i) % 4 for i in range(4)]
        best = 0
        for i in range(1, 4):
            same = cards[i][0] == cards[0][0] or "off-suit-wins" in bugs
            if same and RANKS.index(cards[i][1]) > RANKS.index(cards[best][1]):
                best = i
        leader = order[best]
        seats.append(order)
        winners.append(leader)
    cheaters, taken, hearts, broken = set(), [0] * 4, [0] * 4, False
    for t, cards in enumerate(tricks):
        for i, (card, player) in enumerate(zip(cards, seats[t], strict=True)):
            hand = [
                c
                for u in range(t, 13)
                for c, p in zip(tricks[u], seats[u], strict=True)
                if p == player
            ]
            if cheated(card, hand, cards[0] if i else None, t == 0, broken, bugs):
                cheaters.add(player)
        taken[winners[t]] += sum(points(c) for c in cards)
        hearts[winners[t]] += sum(c[0] == "H" for c in cards)
        broken = broken or any(c[0] == "H" for c in cards)
    shooter = next((p for p in range(4) if shoots(taken[p], hearts[p], bugs)), None)
    shown = [str(n) for n in taken]
    if shooter is not None:
        shown = ["0" if p == shooter else "26" for p in range(4)]
    for player in cheaters:
        if shooter is not None and "moon-cheater-scores" in bugs and player == shooter:
            continue
        if shooter is not None and "moon-others-26" in bugs and player != shooter:
            continue
        shown[player] = "CHEATER!"
    return shown


def shoots(taken: int, hearts: int, bugs: frozenset[str]) -> bool:
    if "moon-at-25" in bugs and taken >= 25:
        return True
    return taken == 26 or ("moon-by-hearts" in bugs and hearts == 13)


def cheated(
    card: str, hand: list[str], lead: str | None, first: bool, broken: bool, bugs: frozenset[str]
) -> bool:
    heart = card[0] == "H" or ("queen-is-heart" in bugs and card == "SQ")
    if lead is None:
        others = [c for c in hand if c[0] != "H" and not ("queen-is-heart" in bugs and c == "SQ")]
        if heart and not broken and (others or "only-hearts-cheat" in bugs):
            return True
    elif card[0] != lead[0]:
        if any(c[0] == lead[0] for c in hand):
            return True
        if "discarded-heart-cheat" in bugs and heart and not broken:
            return True
    if first and scoring(card, bugs):
        return any(not scoring(c, bugs) for c in hand) or "forced-points-cheat" in bugs
    return False


def judge(text: str, bugs: frozenset[str] = frozenset()) -> str:
    words = text.split()
    games = [words[i : i + 52] for i in range(0, len(words), 52)]
    lines = []
    for game in games:
        tricks = [game[i : i + 4] for i in range(0, 52, 4)]
        lines.append("{" + ", ".join(f'"{entry}"' for entry in score(tricks, bugs)) + "}\n")
    return "".join(lines)


if __name__ == "__main__":
    sys.stdout.write(judge(sys.stdin.read(), frozenset(sys.argv[1:])))
