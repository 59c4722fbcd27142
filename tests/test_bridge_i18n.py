"""Bridge in Chinese: the steps and the input errors, while the judge's answer stays English."""

from pathlib import Path

import pytest

from cardjudge import i18n
from cardjudge.errors import InputError
from cardjudge.games.bridge import GAME, story
from cardjudge.games.bridge.notation import parse
from cardjudge.i18n import t

DATA = Path(__file__).parent / "data" / "bridge"
SAMPLE = (DATA / "sample1.in").read_text()


def explained(text: str, language: str) -> list[list[tuple[str, str]]]:
    """Each hand's steps, as (title, explanation), said in `language`."""
    with i18n.speaking(language):
        return [[(s.title, s.explain) for s in story.steps(r)] for r in GAME.results(text)]


def error_of(text: str, language: str) -> str:
    with i18n.speaking(language), pytest.raises(InputError) as caught:
        parse(text)
    return str(caught.value)


def test_the_sample_is_explained_in_chinese() -> None:
    first, second, third = explained(SAMPLE, "zh-CN")
    assert first[0] == (
        "牌力评估",
        "大牌点 13；牌型 5-5-2-1（非均型）；有止张的花色：黑桃、红心、梅花。",
    )
    assert first[1] == ("规则 1", "规则 1（4 阶阻击叫）不适用：最长套只有 5 张，不足 8 张。")
    assert first[3] == (
        "规则 3",
        "规则 3（7 张或更长高花的弱二）不适用：大牌点 13，不在 8-9 之间。",
    )
    assert first[5][1] == "规则 5（迷你罗马约定叫）不适用：牌型 5-5-2-1，不是 4-4-4-1 或 5-4-4-0。"
    assert first[8][1] == "规则 8（2 梅花）不适用：大牌点 13，不足 22。"
    assert first[-1] == ("规则 9a", "规则 9a（1 阶开叫 5 张高花）适用：开叫 1 红心。")
    assert second[0][1] == "大牌点 17；牌型 4-4-3-2（均型）；有止张的花色：黑桃、方块、梅花。"
    assert second[-1][1] == "规则 6（1 无将）适用：开叫 1 无将。"
    assert third[-1][1] == "规则 10（逆叫）适用：开叫 1 梅花。"


@pytest.mark.parametrize(
    ("spades", "hearts", "diamonds", "clubs", "rule", "chinese"),
    [
        ("2", "32", "432", "AKQ5432", "3", "不适用：7 张长套是梅花，不是黑桃或红心。"),
        ("76543", "32", "AKQ543", "", "4", "不适用：黑桃和红心都不是 6 张。"),
        ("AKQ32", "AK3", "QJ32", "5", "5", "不适用：大牌点 19，不在 11-15 之间。"),
        ("AK3", "432", "A432", "K32", "5", "不适用：牌型 4-3-3-3，不是 4-4-4-1 或 5-4-4-0。"),
        ("2", "AK32", "A432", "K432", "5", "不适用：黑桃只有 1 张，不足 4 张。"),
        ("K432", "AQ32", "K432", "A", "6", "不适用：牌型 4-4-4-1 不是均型。"),
        ("AKQ2", "A32", "QJ", "5432", "6", "不适用：只有 2 门花色有止张，不足 3 门。"),
        ("AKQ2", "A32", "QJ", "5432", "9a", "不适用：黑桃和红心都没有 5 张或更长的套。"),
        ("K32", "Q32", "J432", "432", "11", "适用：不叫。"),
        ("3", "AKQ2", "KQJ2", "A432", "10", "适用：开叫 1 梅花。"),
        ("AK3", "A32", "Q32", "5432", "9b", "适用：开叫 1 梅花。"),
        ("AKQJ5432", "A", "32", "32", "1", "适用：开叫 4 黑桃。"),
    ],
)
def test_every_kind_of_reason_is_said_in_chinese(
    spades: str, hearts: str, diamonds: str, clubs: str, rule: str, chinese: str
) -> None:
    held = (spades, hearts, diamonds, clubs)
    cards = [suit + rank for suit, ranks in zip("SHDC", held, strict=True) for rank in ranks]
    (steps,) = explained(" ".join(cards), "zh-CN")
    said = {title: explain for title, explain in steps}
    assert said[f"规则 {rule}"].endswith(chinese)


def test_english_is_unchanged_and_the_answer_is_the_same_in_both() -> None:
    english = explained(SAMPLE, "en")
    assert english[0][0] == (
        "Valuation",
        "13 hcp; distribution 5-5-2-1 (not balanced); stopped suits: Spades, Hearts, Clubs.",
    )
    assert english[0][-1] == ("Rule 9a", "Rule 9a (1 of a 5-card major) applies: bid 1 Hearts.")
    assert english[2][-1][1] == "Rule 10 (reverse) applies: bid 1 Clubs."
    with i18n.speaking("zh-CN"):
        chinese_answer = GAME.judge(SAMPLE)
    assert chinese_answer == GAME.judge(SAMPLE) == (DATA / "sample1.out").read_text()


@pytest.mark.parametrize(
    ("text", "english", "chinese"),
    [
        (
            "SA S2 SX",
            "input:1:7: expected a card: suit S, H, D or C then rank A-K-Q-J-T-9..2, got 'SX'",
            "input:1:7: 应为一张牌：花色 S、H、D 或 C，后跟点数 A、K、Q、J、T、9…2，实际为 'SX'",
        ),
        (
            "SA S2 S3 S4 S5 S6 S7 S8 S9 ST SJ SQ S2",
            "input:1:37: card 'S2' twice in hand #1",
            "input:1:37: 第 1 手牌中 'S2' 出现了两次",
        ),
        (
            "SA S2",
            "input:1:6: expected card 3 of 13 in hand #1, got end of input",
            "input:1:6: 应为第 1 手牌的第 3 张牌（每手 13 张），但输入已结束",
        ),
    ],
)
def test_input_errors_in_both_languages(text: str, english: str, chinese: str) -> None:
    assert error_of(text, "en") == english
    assert error_of(text, "zh-CN") == chinese


def test_the_source_and_summary_are_said_in_chinese() -> None:
    with i18n.speaking("zh-CN"):
        assert t(GAME.source).endswith("Bridge Bidding")  # the official title stays
        assert "落基山" in t(GAME.source)
        assert t(GAME.summary).startswith("为每手 13 张牌给出建议的开叫。\n")
    assert t(GAME.source) == "Rocky Mountain 2006: Bridge Bidding"
