"""Hearts' story for the viewer: `steps` shows the deal, each trick as it was played and
the scores, with the words that explain each; `line_steps` finds a game's answer line.

It imports the game's cards and rules.
"""

from collections.abc import Sequence
from typing import Any

from ...engine import Step
from ...i18n import join, sentences, t, tn
from .cards import PLAYERS, QUEEN_OF_SPADES, Card, Suit, hand_order
from .rules import Cheat, Result, Rule, Trick, holdings

# -- the viewer's story ----------------------------------------------------------------


def steps(result: Result) -> list[Step]:
    """The deal, then each trick as it was played, then the scores."""
    hands = holdings(result.deal, [trick.players for trick in result.tricks])
    after = [*hands[1:], [()] * PLAYERS]  # what each player holds after each trick
    shown = [
        Step(
            t("The deal"),
            t(
                "Each player's hand is the 13 cards that player goes on to play. "
                "Player 1 holds the 2 of clubs and leads the first trick; "
                "play goes clockwise: players 1, 2, 3, 4."
            ),
            table(hands[0], None, [0] * PLAYERS, [], final=None),
        )
    ]
    running = [0] * PLAYERS
    cheaters: list[int] = []
    for trick, held in zip(result.tricks, after, strict=True):
        running[trick.winner - 1] += trick.points
        cheaters += [c.player for c in trick.cheats if c.player not in cheaters]
        shown.append(
            Step(
                t("Trick {trick}", trick=trick.number),
                tell_trick(trick),
                table(held, trick, running, cheaters, final=None),
            )
        )
    last = result.tricks[-1]
    shown.append(
        Step(t("Scores"), tell_scores(result), table(after[-1], last, running, cheaters, result))
    )
    return shown


def line_steps(result: Result) -> list[int]:
    """A game's one line is its scores: the step after the deal and the 13 tricks."""
    return [1 + len(result.tricks)]


def sort_cards(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in sorted(cards, key=hand_order)]


def table(
    hands: Sequence[Sequence[Card]],
    trick: Trick | None,
    points: list[int],
    cheaters: list[int],
    final: Result | None,
) -> dict[str, Any]:
    """The table as the viewer draws it; lists by player, player 1 first."""
    played: list[str | None] = [None] * PLAYERS
    if trick is not None:
        for player, card in zip(trick.players, trick.cards, strict=True):
            played[player - 1] = str(card)
    return {
        "trick": trick.number if trick else 0,
        "hands": [sort_cards(hand) for hand in hands],  # held after this trick
        "played": played,
        "order": list(trick.players) if trick else [1, 2, 3, 4],
        "leader": trick.leader if trick else 1,
        "led_suit": trick.cards[0].suit.value if trick else None,
        "winner": trick.winner if trick else None,
        "winning_card": str(trick.winning_card) if trick else None,
        "trick_points": trick.points if trick else 0,
        "hearts_broken_at_lead": trick.hearts_broken if trick else False,
        "hearts_broken": bool(trick and (trick.hearts_broken or trick.breaks_hearts)),
        "cheats": [cheat_state(c) for c in trick.cheats] if trick and not final else [],
        "points": list(points),  # points taken so far
        "cheaters": sorted(cheaters),
        "moon": final.moon if final else None,
        "scores": list(final.scores) if final else None,
        "verdicts": list(final.entries) if final else None,
    }


def cheat_state(cheat: Cheat) -> dict[str, Any]:
    return {
        "player": cheat.player,
        "card": str(cheat.card),
        "rules": [rule.value for rule in cheat.rules],
        "legal": [str(c) for c in cheat.legal],
    }


def tell_trick(trick: Trick) -> str:
    (leader, lead), *rest = zip(trick.players, trick.cards, strict=True)
    followers = join(t("player {player} {card}", player=p, card=c) for p, c in rest)
    led = trick.cards[0].suit
    words = [
        t(
            "Player {player} leads {card}; then {followers}.",
            player=leader,
            card=lead,
            followers=followers,
        ),
        t(
            "Player {player} wins with {card}, the highest {suit} (the suit led), "
            "and takes {points}.",
            player=trick.winner,
            card=trick.winning_card,
            suit=led.noun,
            points=points_in_words(trick),
        ),
    ]
    if trick.breaks_hearts and any(c.card in trick.broken_by for c in trick.cheats):
        words.append(t("Hearts are broken now: a heart breaks them even when played illegally."))
    elif trick.breaks_hearts:
        words.append(t("Hearts are broken now."))
    elif not trick.hearts_broken:
        words.append(t("Hearts are not broken yet."))
    words += [tell_cheat(cheat, led) for cheat in trick.cheats]
    return sentences(words)


def points_in_words(trick: Trick) -> str:
    hearts = sum(1 for c in trick.cards if c.suit is Suit.HEARTS)
    queen = QUEEN_OF_SPADES in trick.cards
    if queen and hearts:
        return tn(
            "{points} points ({count} heart and the Queen of Spades)",
            "{points} points ({count} hearts and the Queen of Spades)",
            hearts,
            points=trick.points,
        )
    if queen:
        return t("{points} points (the Queen of Spades)", points=trick.points)
    if hearts:
        return tn("{count} point ({count} heart)", "{count} points ({count} hearts)", hearts)
    return t("no points")


def tell_cheat(cheat: Cheat, led: Suit) -> str:
    why = {
        Rule.FOLLOW_SUIT: t("did not follow suit while holding a {suit}", suit=led.noun),
        Rule.HEARTS_NOT_BROKEN: t("led a heart before hearts were broken, holding a non-heart"),
        Rule.FIRST_TRICK: t("played a scoring card on the first trick, holding a non-scoring card"),
    }
    reasons = [why[rule] for rule in cheat.rules]
    if len(reasons) > 1:
        reasons = [t("{first} and {second}", first=reasons[0], second=reasons[1])]
    return t(
        "Player {player} cheated with {card}: {reasons}. Legal plays: {legal}.",
        player=cheat.player,
        card=cheat.card,
        reasons=reasons[0],
        legal=join(cheat.legal),
    )


def tell_scores(result: Result) -> str:
    taken = join(
        t("player {player} {points}", player=p, points=n) for p, n in enumerate(result.taken, 1)
    )
    words = [t("Points taken: {taken}.", taken=taken)]
    if result.moon is not None:
        words.append(
            t(
                "Player {player} took all 13 hearts and the Queen of Spades: that shoots "
                "the moon, so player {player} scores 0 and every other player 26.",
                player=result.moon,
            )
        )
    else:
        words.append(t("No one shot the moon."))
    if result.cheaters:
        words.append(
            tn(
                "Cheated, so shown as CHEATER!: player {players}.",
                "Cheated, so shown as CHEATER!: players {players}.",
                len(result.cheaters),
                players=join(result.cheaters),
            )
        )
    else:
        words.append(t("No one cheated."))
    verdicts = ", ".join(f'"{e}"' for e in result.entries)  # the judge's notation
    words.append(t("Result: {verdicts}.", verdicts="{" + verdicts + "}"))
    return sentences(words)
