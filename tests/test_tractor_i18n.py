"""Tractor in Chinese: the steps and the input errors, while the judge's answer stays English."""

from pathlib import Path

import pytest
from test_tractor import HIDDEN_10, full_round

from cardjudge import i18n
from cardjudge.errors import InputError
from cardjudge.games.tractor import GAME, story
from cardjudge.games.tractor.notation import parse
from cardjudge.i18n import t

DATA = Path(__file__).parent / "data" / "tractor"
SAMPLE = (DATA / "sample1.in").read_text()
# A round where the defenders take the last trick and the hidden cards with it, and win.
DEFENDERS_TAKE_THE_LAST = full_round(
    "H Alice 2 K", ["S3S3S4S4 BJBJRJRJ S6S6S8S8 S9S9SJSJ"], HIDDEN_10
)


def explained(text: str, language: str) -> list[list[tuple[str, str]]]:
    """Each case's steps, as (title, explanation), said in `language`."""
    with i18n.speaking(language):
        return [[(s.title, s.explain) for s in story.steps(r)] for r in GAME.results(text)]


def error_of(text: str, language: str) -> str:
    with i18n.speaking(language), pytest.raises(InputError) as caught:
        parse(text)
    return str(caught.value)


def test_the_sample_is_explained_in_chinese() -> None:
    (steps,) = explained(SAMPLE, "zh-CN")
    titles = [title for title, _ in steps]
    assert titles == ["发牌"] + [f"第 {n} 墩" for n in range(1, 13)] + ["底牌", "结果"]
    assert steps[0][1] == (
        "1 队是庄家，级牌是 2，本局无主：主牌是大小王和所有的 2。"
        "Charles 坐庄，扣下 8 张底牌，并领出第一墩。"
        "2 队是闲家，需要拿到 80 分才能让庄家下台。"
    )
    assert steps[1][1] == (
        "Charles 领出 S6S6S7S7：一个 2 连对的拖拉机。"
        "David 跟出 SASKSJST：赢不了：无法组成领出的牌型。"
        "Alice 跟出 STS8S4S4：赢不了：无法组成领出的牌型。"
        "Bob 跟出 S3S5SJSQ：赢不了：无法组成领出的牌型。"
        "Charles 以最大的牌 S7 赢得本墩。本墩有 35 分；Charles 是庄家，闲家仍为 0 分。"
    )
    assert steps[4][1] == (
        "Charles 领出 SKS8S5S3：甩牌，由 4 张单牌 组成（SK + S8 + S5 + S3），关键牌 SK。"
        "David 跟出 RJC2D2H2：关键牌 RJ，获胜。"
        "Alice 跟出 C6C8CJD9：赢不了：混有不同花色的副牌。"
        "Bob 跟出 H3CKDTD5：赢不了：混有不同花色的副牌。"
        "领出的关键牌 SK 小于 David 的 RJ。"
        "David 以关键牌 RJ 赢得本墩。本墩有 40 分；David 是闲家，闲家现有 40 分。"
    )
    assert "Bob 跟出 HA：最大的牌 HA 只与 Alice 先出的 HA 打平。" in steps[9][1]
    assert "David 跟出 C4C3：赢不了：是与领出花色不同的副牌。" in steps[7][1]
    assert "David 跟出 CQCAD2：赢不了：混有主牌和副牌。" in steps[12][1]
    assert steps[12][1].startswith(
        "Charles 领出 S2S2C2：甩牌，由 1 个对子和1 张单牌 组成（S2S2 + C2），关键牌 S2。"
    )
    assert steps[-2][1] == (
        "底牌是 SQ DQ CJ CT C9 D7 H6 H4，共 10 分。"
        "Charles 赢得最后一墩（甩牌中最长的部分有 2 张牌，所以 w = 2），"
        "庄家保住了底牌：底牌的分不计；闲家最终得 50 分。"
    )
    assert steps[-1][1] == (
        "闲家得了 50 分，不足 80 分：庄家守住了，1 队从 2 升 1 级，升到 3。"
        "现在的级：1 队 3，2 队 2。下一局由 Alice（庄家的对家）坐庄。"
    )


def test_the_defenders_taking_the_hidden_cards_and_the_game_in_chinese() -> None:
    (steps,) = explained(DEFENDERS_TAKE_THE_LAST, "zh-CN")
    assert steps[0][1].startswith(
        "1 队是庄家，级牌是 2，主花色是红心：主牌是大小王、所有的 2 和所有红心牌。"
    )
    assert steps[-2][1] == (
        "底牌是 DK CQ CJ C9 C8 C6 C4 C3，共 10 分。Bob 赢得最后一墩（领出 4 张牌，所以 w = 4），"
        "闲家抠底：加上 10 × 2^4 = 160 分，最终得 160 分。"
    )
    assert steps[-1][1] == (
        "闲家得了 160 分，达到 80 分：庄家下台，2 队从 K 升 2 级（超过 80 分后每满 40 分升一级），"
        "超过了 A：2 队赢得整场游戏。"
    )


def test_english_is_unchanged_and_the_answer_is_the_same_in_both() -> None:
    (english,) = explained(SAMPLE, "en")
    assert english[0] == (
        "Deal",
        "Team 1 declares at rank 2 and there is no main suit: the trumps are the jokers and "
        "every 2. Charles deals, hides 8 cards and leads the first trick. Team 2 defends and "
        "needs 80 points to bring the declarers down.",
    )
    assert english[-1][1].endswith("Alice (the dealer's partner) deals next.")
    with i18n.speaking("zh-CN"):
        chinese_answer = GAME.judge(SAMPLE)
    assert chinese_answer == GAME.judge(SAMPLE) == (DATA / "sample1.out").read_text()


@pytest.mark.parametrize(
    ("old", "new", "english", "chinese"),
    [
        (
            "1\n",
            "x\n",
            "input:1:1: expected the number of cases T, got 'x'",
            "input:1:1: 应为数据组数 T，实际为 'x'",
        ),
        (
            "SASKSJST",
            "SASKSXST",
            "input:4:14: expected a card: suit H, S, C or D and rank 2-9, T (or 10), J, Q, K, A;"
            " or a joker BJ, RJ, got 'SX'",
            "input:4:14: 应为一张牌：花色 H、S、C 或 D 加点数 2-9、T（或 10）、J、Q、K、A；"
            "或者王 BJ、RJ，实际为 'SX'",
        ),
        (
            "O Charles",
            "O Eve",
            "input:3:3: expected the dealer Alice, Bob, Charles or David, got 'Eve'",
            "input:3:3: 应为坐庄的玩家 Alice、Bob、Charles 或 David，实际为 'Eve'",
        ),
        (
            "S6S6S7S7",
            "S6S6S7H7",
            "input:4:1: expected a lead of all trumps or all non-trumps of one suit,"
            " got 'S6S6S7H7'",
            "input:4:1: 应为全是主牌或全是同一花色副牌的领出，实际为 'S6S6S7H7'",
        ),
        (
            "SAD3",
            "S7D3",
            "input:5:16: expected each card at most twice in a case (two decks), "
            "got 'S7' a third time",
            "input:5:16: 每组数据中每张牌至多出现两次（两副牌），但 'S7' 出现了第三次",
        ),
        (
            " SAD3",
            "",
            "input:5:15: expected 4 plays, got 3 plays",
            "input:5:15: 应为 4 名玩家的出牌，实际只有 3 份",
        ),
        (
            "C3DT",
            "C3",
            "input:5:11: expected 2 cards like the lead 'S9S9', got 1 in 'C3'",
            "input:5:11: 应与领出的 'S9S9' 一样出 2 张牌，实际 'C3' 有 1 张",
        ),
        (
            "Charles 2 2",
            "Charles 2 1",
            "input:3:13: expected the rank of team 2 (2-9, T, J, Q, K, A), got '1'",
            "input:3:13: 应为2 队的级（2-9、T、J、Q、K、A），实际为 '1'",
        ),
        (
            "S2S2C2 CQCAD2 HTHJHK C9CQCA\n",
            "",
            "input:14:12: expected a trick line (case #1: each player has played 22 of 25 cards),"
            " got end of input",
            "input:14:12: 应为一行出牌（第 1 组数据：每名玩家已出 22 张牌，共 25 张），"
            "但输入已结束",
        ),
    ],
)
def test_input_errors_in_both_languages(old: str, new: str, english: str, chinese: str) -> None:
    text = SAMPLE.replace(old, new, 1)
    assert error_of(text, "en") == english
    assert error_of(text, "zh-CN") == chinese


def test_the_source_and_summary_are_said_in_chinese() -> None:
    with i18n.speaking("zh-CN"):
        assert t(GAME.source).endswith("Game Simulator")  # the official title stays
        assert "上海" in t(GAME.source)
        assert t(GAME.summary).startswith("评判一局拖拉机（升级）")
    assert t(GAME.source).startswith("ACM/ICPC Asia Regional Shanghai 2009")
