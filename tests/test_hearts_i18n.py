"""Hearts' words in Chinese: the steps of the statement's examples, the input errors with
their line and column, the answer unchanged."""

from pathlib import Path

import pytest

from cardjudge import i18n
from cardjudge.errors import InputError
from cardjudge.games.hearts import GAME, story

DATA = Path(__file__).parent / "data" / "hearts"


def example(number: int) -> str:
    return (DATA / f"example{number}.in").read_text(encoding="utf-8")


def told(text: str) -> list[tuple[str, str]]:
    (result,) = GAME.results(text)
    return [(step.title, step.explain) for step in story.steps(result)]


def error(text: str) -> str:
    with pytest.raises(InputError) as caught:
        GAME.judge(text)
    return str(caught.value)


def test_the_steps_of_example_2_in_chinese() -> None:
    with i18n.speaking("zh-CN"):
        steps = told(example(2))
    assert steps[0] == (
        "发牌",
        "每位玩家的手牌就是他接下来要出的 13 张牌。玩家 1 持有梅花 2，领出第一墩；"
        "按顺时针方向出牌：玩家 1、2、3、4。",
    )
    assert steps[1] == (
        "第 1 墩",
        "玩家 1 领出 C2；随后玩家 2 出 C3、玩家 3 出 CK、玩家 4 出 SA。"
        "玩家 3 以 CK 赢得这一墩（CK 是领出花色梅花中最大的牌），收下 0 分。红心尚未破。"
        "玩家 4 出 SA 作弊：手中有梅花却没有跟牌。合法的出牌：CA。",
    )
    assert steps[-2] == (
        "第 13 墩",
        "玩家 4 领出 D3；随后玩家 1 出 S7、玩家 2 出 SQ、玩家 3 出 DJ。"
        "玩家 3 以 DJ 赢得这一墩（DJ 是领出花色方块中最大的牌），收下 13 分（黑桃Q）。",
    )
    assert steps[-1] == (
        "得分",
        "收下的分数：玩家 1：5 分、玩家 2：4 分、玩家 3：17 分、玩家 4：0 分。无人全收。"
        '2 名玩家作弊，记为 CHEATER!：玩家 1、4。结果：{"CHEATER!", "4", "17", "CHEATER!"}。',
    )


def test_a_moon_and_two_cheats_in_one_trick_in_chinese() -> None:
    with i18n.speaking("zh-CN"):
        steps = told(example(7))
    assert steps[2][1] == (
        "玩家 2 领出 H7；随后玩家 3 出 S2、玩家 4 出 DQ、玩家 1 出 H6。"
        "玩家 2 以 H7 赢得这一墩（H7 是领出花色红心中最大的牌），收下 2 分（2 张红心）。"
        "红心现在已破：违规打出的红心也算破红心。"
        "玩家 2 出 H7 作弊：红心未破时领出红心，而手中还有非红心的牌。合法的出牌：DA。"
        "玩家 4 出 DQ 作弊：手中有红心却没有跟牌。合法的出牌：H5。"
    )
    assert "收下 14 分（1 张红心和黑桃Q）" in steps[10][1]
    assert steps[-1][1] == (
        "收下的分数：玩家 1：0 分、玩家 2：26 分、玩家 3：0 分、玩家 4：0 分。"
        "玩家 2 收下了全部 13 张红心和黑桃Q，即全收（射月）："
        "玩家 2 得 0 分，其他每位玩家各得 26 分。"
        '2 名玩家作弊，记为 CHEATER!：玩家 2、4。结果：{"26", "CHEATER!", "26", "CHEATER!"}。'
    )


def test_a_first_trick_cheat_that_breaks_two_rules_in_chinese() -> None:
    lines = example(0).splitlines()
    lines[0], lines[3] = "C2 HK DA C9", "C6 CA C3 CK"  # player 2 keeps CA back
    with i18n.speaking("zh-CN"):
        steps = told("\n".join(lines) + "\n")
    assert (
        "玩家 2 出 HK 作弊：手中有梅花却没有跟牌，并且在第一墩垫了分牌，而手中还有非分牌。"
        in (steps[1][1])
    )


def test_the_steps_in_english_are_unchanged() -> None:
    steps = told(example(2))
    assert steps[1][1] == (
        "Player 1 leads C2; then player 2 C3, player 3 CK, player 4 SA. Player 3 wins with CK, "
        "the highest club (the suit led), and takes no points. Hearts are not broken yet. "
        "Player 4 cheated with SA: did not follow suit while holding a club. Legal plays: CA."
    )
    assert steps[-1] == (
        "Scores",
        "Points taken: player 1 5, player 2 4, player 3 17, player 4 0. No one shot the moon. "
        'Cheated, so shown as CHEATER!: players 1, 4. Result: {"CHEATER!", "4", "17", "CHEATER!"}.',
    )


@pytest.mark.parametrize("number", range(8))
def test_the_answer_is_the_same_in_both_languages(number: int) -> None:
    english = GAME.judge(example(number))
    with i18n.speaking("zh-CN"):
        assert GAME.judge(example(number)) == english
    assert english == (DATA / f"example{number}.out").read_text(encoding="utf-8")


LINES = example(0)
LITERAL = '{"' + '",\n "'.join(LINES.splitlines()) + '"}\n'


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("C2 CA DA\n", "input:1:9: 第 1 局第 1 墩应有第 4 张牌（共 4 张），实际为行尾"),
        ("C3 CA DA C9\n", "input:1:1: 第 1 局应以 'C2' 开始，实际为 'C3'"),
        ("C2 C2 DA C9\n", "input:1:4: 第 1 局中 'C2' 出现了两次（第一次在第 1 墩）"),
        ("C2 CA DA C9 S2\n", "input:1:13: 第 1 局第 1 墩应为 4 张牌，实际还有第 5 张：'S2'"),
        (
            "C2 CA DA CX\n",
            "input:1:10: 应为一张牌：花色 C、D、S 或 H，"
            "然后是点数 2-9、T、J、Q、K 或 A，实际为 'CX'",
        ),
        ("C2 CA DA C9\n\nS9 S8 S7 S5\n", "input:2:1: 应为第 1 局的第 2 墩（共 13 墩），实际为空行"),
        ("C2 CA DA C9\n", "input:1:12: 应为第 1 局的第 2 墩（共 13 墩），但输入已结束"),
        (LINES + LINES, "input:14:1: 第 1 局的 13 墩之后应为空行，实际为 'C2'"),
        ('{"C2 CA DA C9" x', "input:1:16: 应为','，然后是第 1 局的第 2 墩（共 13 墩），实际为 'x'"),
        ("{}", "input:1:2: 应为用双引号括起的第 1 局的第 1 墩（共 13 墩），实际为 '}'"),
        (
            '{"C2 CA DA C9',
            "input:1:14: 应为 '\"' 以结束第 1 局的第 1 墩（共 13 墩），但这一行已经结束",
        ),
        ('{"C2 CA DA"', "input:1:11: 第 1 局第 1 墩应有第 4 张牌（共 4 张），实际为'\"'"),
        (LITERAL.replace("}", ""), "input:13:15: 应为第 1 局第 13 墩之后的 '}'，但输入已结束"),
        (LITERAL.rstrip() + " junk\n", "input:13:17: 第 1 局之后应为 '{' 或行尾，实际为 'junk'"),
    ],
)
def test_input_errors_in_chinese_keep_their_place(text: str, said: str) -> None:
    english = error(text)
    with i18n.speaking("zh-CN"):
        assert error(text) == said
    assert english.split(": ")[0] == said.split(": ")[0]
