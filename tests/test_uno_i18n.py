"""UNO's words in Chinese: the steps of the sample and the input errors, the answer unchanged."""

from pathlib import Path

import pytest

import cardjudge.games.uno as uno
from cardjudge import i18n
from cardjudge.errors import InputError
from cardjudge.games.uno import rules, story
from cardjudge.games.uno.cards import CARDS

DATA = Path(__file__).parent / "data" / "uno"
SAMPLE = (DATA / "sample1.in").read_text(encoding="utf-8")
FIRST_DECK = SAMPLE.split()[1:109]


def told(text: str, case: int = 0) -> list[tuple[str, str]]:
    result = uno.GAME.results(text)[case]
    return [(step.title, step.explain) for step in story.steps(result)]


def error(text: str) -> str:
    with pytest.raises(InputError) as caught:
        uno.GAME.judge(text)
    return str(caught.value)


def test_the_steps_of_the_sample_in_chinese() -> None:
    with i18n.speaking("zh-CN"):
        steps = told(SAMPLE)
    assert steps[0] == (
        "发牌",
        "每人 7 张牌，按 SheepGod、jianhe25、tclsm、lkq 的顺序一次一张发牌。",
    )
    assert steps[1] == ("第一张牌", "SheepGod 翻开 R2（红色2）作为第一张牌。")
    assert steps[2] == (
        "第 1 回合：jianhe25 出牌",
        "jianhe25 打出 R9（红色9），按优先顺序先于 R7、R2、R4。",
    )
    assert steps[6] == (
        "第 5 回合：jianhe25 出牌",
        "jianhe25 打出 YD（黄色+2），按优先顺序先于 Y8。下一位玩家摸 2 张牌，并失去这一回合。",
    )
    assert steps[7] == (
        "第 6 回合：tclsm 罚摸两张",
        "tclsm 必须摸 2 张牌（B6 B9），并失去这一回合。",
    )
    assert steps[-1][1] == (
        "SheepGod 打出 G2（绿色2），这是唯一能出的牌。这是 SheepGod 的最后一张牌：SheepGod 获胜！"
    )
    assert steps[-1][0].endswith("SheepGod 获胜")


def test_every_kind_of_turn_is_said_in_chinese() -> None:
    with i18n.speaking("zh-CN"):
        steps = [step for case in (0, 1) for step in told(SAMPLE, case)]
        for name in ("draw_one", "draw_two", "draw_four"):
            steps += told((DATA / f"{name}.in").read_text(encoding="utf-8"))
    said = " ".join(explain for _, explain in steps)
    for words in (
        "被刚打出的跳过牌跳过",  # Skip
        "出牌方向变为逆时针",  # Reverse
        "必须摸 4 张牌",  # Wild Draw Four
        "手中没有当前颜色的牌",
        "指定",  # a colour called after a wild
        "于是摸牌",
        "必须立即打出",
        "仍然不能打出",
        "平局",
    ):
        assert words in said, words
    for title, explain in steps:
        assert not any(word in title + explain for word in (" plays ", " draws ", " wins", "Turn "))


def test_a_draw_game_in_chinese() -> None:
    with i18n.speaking("zh-CN"):
        last = told((DATA / "draw_four.in").read_text(encoding="utf-8"))[-1]
    assert last == ("第 147 回合：平局", "jianhe25 必须摸 4 张牌，但牌堆只剩 1 张：平局。")


def test_wilds_put_aside_at_the_flip_in_chinese() -> None:
    hands = [[CARDS[c]] for c in ("B1", "B2", "B3", "B4")]
    deck = [CARDS[c] for c in ("WC", "WF", "R5")]
    with i18n.speaking("zh-CN"):
        flip = story.steps(rules.play_from(hands, deck))[1].explain
    assert flip == "翻出 WC WF（2 张万能牌），放到一边。SheepGod 翻开 R5（红色5）作为第一张牌。"


@pytest.mark.parametrize(
    ("text", "english", "chinese"),
    [
        (
            "0\n",
            "input:1:1: expected the number of rounds T, 1 to 100, got '0'",
            "input:1:1: 应为局数 T（1 到 100），实际为 '0'",
        ),
        (
            "1\nR5 R5 Q7\n",
            "input:2:7: expected a card: R, Y, G or B then 0-9, D, S or R; or WC or WF"
            " (round #1), got 'Q7'",
            "input:2:7: 应为一张牌：R、Y、G 或 B 后接 0-9、D、S 或 R；或 WC、WF（第 1 局），"
            "实际为 'Q7'",
        ),
        (
            "1\n" + " ".join(FIRST_DECK[:107]) + "\n",
            "input:2:321: expected card 108 of 108 in round #1 (it has only 107), got end of input",
            "input:2:321: 应为第 1 局的第 108 张牌（共 108 张，这一局只有 107 张），但输入已结束",
        ),
        (
            "1\n" + " ".join(["R5", *FIRST_DECK[1:]]) + "\n",
            "input:2:304: expected the 108-card UNO deck in round #1, got 'R5' copy 3 of 2;"
            " missing GS; surplus R5",
            "input:2:304: 第 1 局应为 108 张的 UNO 整副牌，但 'R5' 出现了第 3 张（只有 2 张）；"
            "缺少 GS；多出 R5",
        ),
        (
            "1\n" + " ".join(FIRST_DECK) + " R5\n",
            "input:2:325: expected end of input after 1 round, got 'R5'",
            "input:2:325: 应为全部 1 局之后的输入结束，实际为 'R5'",
        ),
    ],
)
def test_input_errors_in_both_languages(text: str, english: str, chinese: str) -> None:
    assert error(text) == english
    with i18n.speaking("zh-CN"):
        assert error(text) == chinese


def test_the_answer_is_the_same_in_both_languages() -> None:
    english = uno.GAME.judge(SAMPLE)
    with i18n.speaking("zh-CN"):
        assert uno.GAME.judge(SAMPLE) == english
    assert english == (DATA / "sample1.out").read_text(encoding="utf-8")


def test_the_source_and_summary_in_chinese() -> None:
    with i18n.speaking("zh-CN"):
        assert i18n.t(uno.GAME.source) == "HUST 2012（第七届华中科技大学程序设计竞赛）：CardGame"
        assert i18n.t(uno.GAME.summary).startswith("四名玩家按固定的优先规则")
