# HeartsGame (TopCoder SRM 220) in TopCoder's form: the class and its method, no main.
# Card Judge's driver runs it: cardjudge topcoder hearts hearts.py > main.py


class HeartsGame:
    RANKS = "23456789TJQKA"

    def score(self, tricks):
        plays = [trick.split() for trick in tricks]
        seats, takers, leader = [], [], 0
        for cards in plays:
            order = [(leader + i) % 4 for i in range(4)]
            best = max(
                (i for i in range(4) if cards[i][0] == cards[0][0]),
                key=lambda i: self.RANKS.index(cards[i][1]),
            )
            seats.append(order)
            leader = order[best]
            takers.append(leader)
        hands = [[] for _ in range(4)]
        for cards, order in zip(plays, seats, strict=True):
            for card, player in zip(cards, order, strict=True):
                hands[player].append(card)
        cheaters, points, hearts_broken = set(), [0] * 4, False
        for t, (cards, order) in enumerate(zip(plays, seats, strict=True)):
            for i, (card, player) in enumerate(zip(cards, order, strict=True)):
                hand = hands[player][t:]
                if self.cheats(card, hand, None if i == 0 else cards[0], t == 0, hearts_broken):
                    cheaters.add(player)
            points[takers[t]] += sum(self.points(card) for card in cards)
            hearts_broken = hearts_broken or any(card[0] == "H" for card in cards)
        if 26 in points:
            points = [0 if p == 26 else 26 for p in points]
        return tuple("CHEATER!" if p in cheaters else str(points[p]) for p in range(4))

    def points(self, card):
        return 13 if card == "SQ" else int(card[0] == "H")

    def cheats(self, card, hand, lead, first, hearts_broken):
        if lead is None:
            if card[0] == "H" and not hearts_broken and any(c[0] != "H" for c in hand):
                return True
        elif card[0] != lead[0] and any(c[0] == lead[0] for c in hand):
            return True
        scoring = self.points(card) > 0
        return first and scoring and any(self.points(c) == 0 for c in hand)
