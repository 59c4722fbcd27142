"""Cirno's plain solution (cirno_plain.py) with a mistake only the statement's limits show:
the deck is a list whose drawn cards are cut off its front, so every draw copies the rest
of the deck. Right on every input, and quadratic in the deck's length: on a deck of 300,000
cards it takes minutes. As a program: `python cirno_slow.py < input`."""

import sys

import cirno_plain


class FrontDeck(cirno_plain.Deck):
    def draw(self, count: int = 1) -> list[str]:
        if count > len(self.cards) - self.guard:
            raise SystemExit("the deck ran out")
        drawn, self.cards = self.cards[:count], self.cards[count:]
        return drawn


if __name__ == "__main__":
    cirno_plain.Deck = FrontDeck  # type: ignore[misc]
    sys.stdout.write(cirno_plain.judge(sys.stdin.read()))
