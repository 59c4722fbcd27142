"""Cirno's words in Chinese: the steps of sample 1 and the input errors, the answer unchanged."""

from pathlib import Path

import pytest

import cardjudge.games.cirno as cirno
from cardjudge import i18n
from cardjudge.errors import InputError

DATA = Path(__file__).parent / "data" / "cirno"
SAMPLE = (DATA / "sample1.in").read_text(encoding="utf-8")


def told(text: str) -> list[tuple[str, str]]:
    (result,) = cirno.GAME.results(text)
    return [(step.title, step.explain) for step in cirno.story.steps(result)]


def error(text: str) -> str:
    with pytest.raises(InputError) as caught:
        cirno.GAME.judge(text)
    return str(caught.value)


def test_the_steps_of_sample_1_in_chinese() -> None:
    with i18n.speaking("zh-CN"):
        steps = told(SAMPLE)
    assert steps[0] == ("发牌", "2 名玩家各有三张手牌；牌堆有 10 张牌，游戏共进行 1 局。")
    assert steps[1] == (
        "第 1 局",
        "第 1 局开始：p = 0，按顺时针方向出牌，没有 DOUBLE 效果。JoesSR 先出牌。",
    )
    assert steps[3] == (
        "第 1 局，第 2 回合",
        "Cirno 打出让 p 不超过 99 且尽可能大的牌（A49 → 148（超过 99）、C2 → 198（超过 99）、"
        "D2 → 49）：D2，p 从 99 变为 49。她摸了一张 DOUBLE。",
    )
    assert steps[5][1] == (
        "Cirno 打出让 p 不超过 99 且尽可能大的牌（A49 → 98、C2 → 98）；A49 也让 p 变为 98，"
        "按乘法牌、加法牌、减法牌、除法牌、定值牌的优先顺序决定：C2，p 从 49 变为 98。"
        "她摸了一张 A19。"
    )
    assert steps[8][1] == (
        "JoesSR 受到 DOUBLE 效果且手中有功能牌，功能牌优先，所以她打出 PASS"
        "（功能牌按 PASS、TURN、DOUBLE 的顺序查看）。PASS 跳过她的回合，轮到 Cirno 出牌，"
        "DOUBLE 效果转移给 Cirno：Cirno 必须出两张牌；p 仍为 89。她摸了一张 A99。"
    )
    assert steps[-1][1] == (
        "Cirno 输掉了第 1 局：p = 89 时，她的每张手牌都会让 p 超过 99（A19 → 108、A49 → 138、"
        "A99 → 188），她打出 A19。她弃掉 A49 和 A99，从牌堆顶依次摸了 A99、A99、A99，游戏结束。"
    )


def test_the_steps_in_english_are_unchanged() -> None:
    steps = told(SAMPLE)
    assert steps[0] == (
        "Deal",
        "2 players hold three cards each; the deck has 10 cards and the game lasts 1 round.",
    )
    assert steps[5][1] == (
        "Cirno plays the card that makes p largest while staying at or under 99 (A49 → 98, "
        "C2 → 98); A49 also gives 98, and the order multiplication, addition, subtraction, "
        "division, fixed-value decides: C2, p 49 → 98. She draws A19."
    )
    assert steps[-1][1] == (
        "Cirno loses round 1: at p = 89 every card she holds passes 99 (A19 → 108, A49 → 138, "
        "A99 → 188); she plays A19. She discards A49 and A99, draws A99, A99, A99, and the game "
        "is over."
    )


def test_every_step_of_a_long_game_is_said_in_chinese() -> None:
    text = (DATA / "three-players.in").read_text(encoding="utf-8")
    with i18n.speaking("zh-CN"):
        steps = told(text)
    assert steps[-3] == (
        "第 2 局",
        "第 2 局开始：p = 0，按顺时针方向出牌，没有 DOUBLE 效果。Ka 是第 1 局的败者，由她先出牌。",
    )
    turn = next(explain for _, explain in steps if "打出 TURN" in explain)
    assert "TURN 反转出牌顺序，现在按逆时针方向出牌，轮到 Su 出牌；p 仍为 41。" in turn
    for _, explain in steps:
        assert not any(word in explain for word in (" plays ", " draws ", " loses ", "DOUBLE."))


@pytest.mark.parametrize(
    ("text", "english", "chinese"),
    [
        (
            "2 1\n",
            "input:1:4: expected k, the number of deck cards, got end of line",
            "input:1:4: 应为牌堆的牌数 k，但这一行已经结束",
        ),
        (
            "31 1 10\n",
            "input:1:1: expected n, the number of players (1 to 30), got '31'",
            "input:1:1: 应为玩家人数 n（1 到 30），实际为 '31'",
        ),
        (
            "2 1 10\nJoesSR B9 A98 PASS\n",
            "input:2:11: expected a card (A1, A2, A5, A9, A19, A49, A99, B1, B9, B19, C2, D2, E0,"
            " E49, E99, PASS, TURN, DOUBLE), got 'A98'",
            "input:2:11: 应为一张牌（A1, A2, A5, A9, A19, A49, A99, B1, B9, B19, C2, D2, E0,"
            " E49, E99, PASS, TURN, DOUBLE），实际为 'A98'",
        ),
        (
            "2 1 10\nJoesSR B9 A99\n",
            "input:2:14: expected three cards for 'JoesSR', got 2 before the end of the line",
            "input:2:14: 'JoesSR' 应有三张手牌，但这一行结束前只有 2 张",
        ),
        (
            "2 1 10\nJoesSR B9 A99 PASS\n",
            "input:2:19: expected player 2 of 2: a name and three cards, got end of input",
            "input:2:19: 应为第 2 名玩家（共 2 名）的名字和三张手牌，但输入已结束",
        ),
        (
            "2 1 3\nAnn B1 B1 B1\nBea B1 B1 B1\nB1 B1 B1\n",
            "input:4:9: the deck ran out: Bea had to draw in round 1, but all k = 3 cards were"
            " drawn (the statement promises this never happens)",
            "input:4:9: 牌堆已经摸完：Bea 在第 1 局需要摸牌，但 k = 3 张牌都已摸完"
            "（题面保证这种情况不会发生）",
        ),
    ],
)
def test_input_errors_in_both_languages(text: str, english: str, chinese: str) -> None:
    assert error(text) == english
    with i18n.speaking("zh-CN"):
        assert error(text) == chinese


def test_the_answer_is_the_same_in_both_languages() -> None:
    english = cirno.GAME.judge(SAMPLE)
    with i18n.speaking("zh-CN"):
        assert cirno.GAME.judge(SAMPLE) == english
    assert english == (DATA / "sample1.out").read_text(encoding="utf-8")


def test_the_source_and_summary_in_chinese() -> None:
    with i18n.speaking("zh-CN"):
        assert i18n.t(cirno.GAME.source) == "洛谷 P7506「Wdsr-2.5」琪露诺的算术游戏"
        assert i18n.t(cirno.GAME.summary).startswith("玩家依次出牌，对 p 做加、减、乘、除")
