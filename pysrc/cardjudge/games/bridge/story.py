"""Bridge's story for the viewer: `steps` (the valuation, then each rule tried, in
words), `line_steps` and the sentences that explain each step.

It imports cards and rules.
"""

from ...engine import Step
from ...i18n import join, t
from .cards import SUITS, cards_of
from .rules import Check, Result, Valuation, dash


def steps(result: Result) -> list[Step]:
    v = result.valuation
    table = {
        "hand": cards_of(result.hand),
        "hcp": v.hcp,
        "lengths": {s.title: v.length(s) for s in SUITS},
        "distribution": dash(v.distribution),
        "balanced": v.balanced,
        "stopped": [s.title for s in v.stopped],
    }
    shown = [Step(t("Valuation"), valuation_words(v), {**table, "rule": None})]
    for check in result.checks:
        applies = check.bid is not None
        state = {**table, "rule": check.number, "applies": applies}
        shown.append(Step(t("Rule {number}", number=check.number), check_words(check), state))
    return shown


def valuation_words(v: Valuation) -> str:
    """What the player studies before bidding, in a sentence."""
    said = {
        "hcp": v.hcp,
        "distribution": dash(v.distribution),
        "stopped": join(s.said for s in v.stopped) or t("none"),
    }
    if v.balanced:
        return t(
            "{hcp} hcp; distribution {distribution} (balanced); stopped suits: {stopped}.", **said
        )
    return t(
        "{hcp} hcp; distribution {distribution} (not balanced); stopped suits: {stopped}.", **said
    )


def check_words(check: Check) -> str:
    """One rule tried, in a sentence: the bid it gives, or why it does not apply."""
    name = t(check.name)
    if check.bid is not None:
        return t(
            "Rule {number} ({name}) applies: bid {bid}.",
            number=check.number,
            name=name,
            bid=check.bid.words,
        )
    return t(
        "Rule {number} ({name}) does not apply: {why}.",
        number=check.number,
        name=name,
        why=check.why,
    )


def line_steps(result: Result) -> list[int]:
    """A hand's one line is the rule that gives its bid: the last step."""
    return [result.rule + 1]  # after the valuation, rules 0 to `rule` of RULES
