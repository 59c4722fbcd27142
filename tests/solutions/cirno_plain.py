"""A plain Cirno's ⑨ cards solution (Luogu P7506), written from the statement alone, apart
from our judge: the tests check the judge against it. Given `bugs`, it makes the mistakes a
contestant makes at the rules' edges (see BUGS), so the tests can check that the stress
test's deals catch each one. As a program: `python cirno_plain.py [BUG ...] < input`."""

import sys

LIMIT = 99
COUNTERS = ("PASS", "TURN", "DOUBLE")  # the order a player checks them
LARGEST_FIRST = "CABDE"  # ties on the largest p: multiplication, addition, ...
SMALLEST_FIRST = "DBACE"  # ties on the smallest p, under DOUBLE: division, subtraction, ...

BUGS = {
    "division-toward-zero": "D2 rounds toward zero, as C's / does (-3 / 2 = -1)",
    "limit-98": "p may not reach 99",
    "limit-100": "p may reach 100",
    "largest-from-0": "the largest p is searched from 0: a hand whose best p is below 0 finds none",
    "smallest-below-99": "the smallest p is searched below 99, so a best p of 99 is missed",
    "largest-mul-after-add": "ties on the largest p: addition before multiplication",
    "largest-div-before-sub": "ties on the largest p: division before subtraction",
    "largest-set-before-div": "ties on the largest p: fixed-value before division",
    "smallest-sub-before-div": "ties on the smallest p: subtraction before division",
    "smallest-mul-before-add": "ties on the smallest p: multiplication before addition",
    "smallest-set-before-mul": "ties on the smallest p: fixed-value before multiplication",
    "counters-reversed": "counter cards are checked DOUBLE, TURN, PASS",
    "basic-first-under-double": "under DOUBLE, a safe basic card comes before a counter card",
    "double-not-passed-on": "a counter card played under DOUBLE ends the DOUBLE",
    "double-stacks": "a DOUBLE played under DOUBLE gives the next player three cards",
    "second-card-smallest": "the second card under DOUBLE is chosen by the smallest p too",
    "no-draw-after-counter": "a player draws no card after a counter card",
    "loser-draws-four": "the loser draws a card for her losing play, then three",
    "loser-keeps-two": "the loser keeps her other two cards and draws one",
    "next-player-starts": "the player after the loser starts the next round",
    "direction-kept": "a round starts in the direction the last one ended",
    "double-kept": "a DOUBLE pending at the end of a round carries into the next",
    "last-draw-guard": "the deck guard is off by one: it stops the game when the last loser's"
    " three new cards are the deck's last",
}


def after(card: str, p: int, bugs: frozenset[str]) -> int:
    """p after a basic card."""
    kind, number = card[0], int(card[1:])
    if kind == "A":
        return p + number
    if kind == "B":
        return p - number
    if kind == "C":
        return p * number
    if kind == "D":
        return int(p / number) if "division-toward-zero" in bugs else p // number
    return number


def tie_order(bugs: frozenset[str], doubled: bool) -> str:
    order = SMALLEST_FIRST if doubled else LARGEST_FIRST
    swaps = {
        "largest-mul-after-add": (False, "CA"),
        "largest-div-before-sub": (False, "BD"),
        "largest-set-before-div": (False, "DE"),
        "smallest-sub-before-div": (True, "DB"),
        "smallest-mul-before-add": (True, "AC"),
        "smallest-set-before-mul": (True, "CE"),
    }
    for bug, (under_double, pair) in swaps.items():
        if bug in bugs and under_double == doubled:
            order = order.replace(pair, pair[::-1])
    return order


def pick(hand: list[str], p: int, doubled: bool, bugs: frozenset[str]) -> tuple[str, bool]:
    """The card a player plays (see the statement's Strategy), and whether she stays in the
    round: False when she found no card to keep p at or under 99."""
    limit = LIMIT - ("limit-98" in bugs) + ("limit-100" in bugs)
    checked = COUNTERS[::-1] if "counters-reversed" in bugs else COUNTERS
    counters = [card for card in checked if card in hand]
    basics = [card for card in hand if card not in COUNTERS]
    safe = [card for card in basics if after(card, p, bugs) <= limit]
    if "largest-from-0" in bugs and not doubled:
        safe = [card for card in safe if after(card, p, bugs) >= 0]
    if "smallest-below-99" in bugs and doubled:
        safe = [card for card in safe if after(card, p, bugs) < 99]
    if doubled and counters and "basic-first-under-double" not in bugs:
        return counters[0], True
    order = tie_order(bugs, doubled)
    if safe and doubled:
        return min(safe, key=lambda card: (after(card, p, bugs), order.index(card[0]))), True
    if safe:
        return max(safe, key=lambda card: (after(card, p, bugs), -order.index(card[0]))), True
    if counters:
        return counters[0], True
    return basics[0], False  # every card passes 99: any card loses


class Deck:
    def __init__(self, cards: list[str], bugs: frozenset[str]) -> None:
        self.cards, self.top = cards, 0
        self.guard = "last-draw-guard" in bugs

    def draw(self, count: int = 1) -> list[str]:
        if self.top + count > len(self.cards) - self.guard:
            raise SystemExit("the deck ran out")
        self.top += count
        return self.cards[self.top - count : self.top]


class Game:
    """One game as the statement tells it, with the `bugs` asked for."""

    def __init__(self, text: str, bugs: frozenset[str]) -> None:
        words = text.split()
        n, self.rounds, k = map(int, words[:3])
        self.names = words[3 : 3 + 4 * n : 4]
        self.hands = [words[4 + 4 * i : 7 + 4 * i] for i in range(n)]
        self.deck = Deck(words[3 + 4 * n : 3 + 4 * n + k], bugs)
        self.bugs = bugs
        self.out: list[str] = []
        self.cur, self.step, self.owed, self.p = 0, 1, 0, 0

    def play(self) -> str:
        for number in range(1, self.rounds + 1):
            self.out.append(f"Round {number}:")
            self.p = 0
            if "direction-kept" not in self.bugs:
                self.step = 1
            if "double-kept" not in self.bugs:
                self.owed = 0
            while not self.turn():
                self.cur = (self.cur + self.step) % len(self.names)
        return "".join(line + "\n" for line in self.out)

    def turn(self) -> bool:
        """The current player's turn: one card, or the cards a DOUBLE asks; True if she lost."""
        must, doubled, self.owed = self.owed or 1, self.owed > 0, 0
        for played in range(must):
            smallest = doubled and (played == 0 or "second-card-smallest" in self.bugs)
            card, stays = pick(self.hands[self.cur], self.p, smallest, self.bugs)
            if not stays:
                self.lose(card)
                if doubled and played == 0 and "double-kept" in self.bugs:
                    self.owed = must  # she starts the next round
                return True
            if card in COUNTERS:
                self.counter(card, doubled and played == 0, must)
                return False
            self.p = after(card, self.p, self.bugs)
            self.said(card)
            self.hands[self.cur] += self.deck.draw()
        return False

    def counter(self, card: str, doubled: bool, must: int) -> None:
        """A counter card: she skips, and TURN reverses; DOUBLE, or one played under DOUBLE,
        gives the next player two cards."""
        self.said(card)
        if "no-draw-after-counter" not in self.bugs:
            self.hands[self.cur] += self.deck.draw()
        if card == "TURN":
            self.step = -self.step
        if card == "DOUBLE":
            self.owed = must + 1 if doubled and "double-stacks" in self.bugs else 2
        elif doubled and "double-not-passed-on" not in self.bugs:
            self.owed = must

    def lose(self, card: str) -> None:
        """She loses the round: she discards the other two cards and draws three."""
        self.out.append(f"{self.names[self.cur]} lost the game.")
        hand = self.hands[self.cur]
        if "loser-keeps-two" in self.bugs:
            hand.remove(card)
            hand += self.deck.draw()
        else:
            if "loser-draws-four" in self.bugs:
                self.deck.draw()
            self.hands[self.cur] = self.deck.draw(3)
        if "next-player-starts" in self.bugs:
            self.cur = (self.cur + 1) % len(self.names)

    def said(self, card: str) -> None:
        self.hands[self.cur].remove(card)
        self.out.append(f"{self.names[self.cur]} used {card},now p={self.p}.")


def judge(text: str, bugs: frozenset[str] = frozenset()) -> str:
    return Game(text, bugs).play()


if __name__ == "__main__":
    sys.stdout.write(judge(sys.stdin.read(), frozenset(sys.argv[1:])))
