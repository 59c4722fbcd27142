"""The command line: answers on stdout, located errors on stderr with status 2."""

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardjudge.cli import main
from cardjudge.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = Path(__file__).parent / "data" / "bridge" / "sample1.in"
ANSWER = (Path(__file__).parent / "data" / "bridge" / "sample1.out").read_text()
CARD = "a card: suit S, H, D or C then rank A-K-Q-J-T-9..2"


def run(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(argv, io.StringIO(stdin), out, err)
    return status, out.getvalue(), err.getvalue()


def test_file_argument() -> None:
    assert run(["bridge", str(SAMPLE)]) == (0, ANSWER, "")


def test_stdin_when_no_file() -> None:
    assert run(["bridge"], SAMPLE.read_text()) == (0, ANSWER, "")


def test_dash_means_stdin() -> None:
    assert run(["bridge", "-"], SAMPLE.read_text()) == (0, ANSWER, "")


def test_bad_input_exits_2_with_located_message_and_no_stdout() -> None:
    status, out, err = run(["bridge"], "SA S2 HK HJ HT H9 H2 D3 CK CQ C7 C4 C3\nSK SX\n")
    assert (status, out) == (2, "")
    assert err == (
        "input:2:4: expected a card: suit S, H, D or C then rank A-K-Q-J-T-9..2, got 'SX'\n"
    )


def test_unknown_game_exits_2() -> None:
    status, out, err = run(["poker"], "")
    assert (status, out) == (2, "")
    assert "unknown game 'poker'" in err


def test_missing_file_exits_2() -> None:
    status, out, err = run(["bridge", "/no/such/file"])
    assert (status, out) == (2, "")
    assert "cannot read /no/such/file" in err


def test_help_lists_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    help_text = capsys.readouterr().out
    for name in GAMES:
        assert name in help_text


@pytest.mark.parametrize("name", list(GAMES))
def test_generate_gives_input_the_game_accepts(name: str) -> None:
    status, text, err = run(["generate", name, "--seed", "3"])
    assert (status, err) == (0, "")
    assert run([name], text)[0] == 0
    assert run(["generate", name, "--seed", "3"])[1] == text  # the seed decides


def test_python_dash_m_as_the_readme_says() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    done = subprocess.run(
        [sys.executable, "-m", "cardjudge", "bridge", str(SAMPLE)],
        capture_output=True,
        env=env,
        check=False,
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, ANSWER.encode(), b"")
    bad = subprocess.run(
        [sys.executable, "-m", "cardjudge", "bridge"],
        input=b"SA S2\r\nHQ Hq\r\n",
        capture_output=True,
        env=env,
        check=False,
    )
    assert (bad.returncode, bad.stdout) == (2, b"")
    assert bad.stderr.startswith(b"input:2:4: ")


def test_undecodable_bytes_are_an_input_error_not_a_crash() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    done = subprocess.run(
        [sys.executable, "-m", "cardjudge", "bridge"],
        input=b"SA \xff\xfe S2\n",
        capture_output=True,
        env=env,
        check=False,
    )
    assert (done.returncode, done.stdout) == (2, b"")
    assert done.stderr.startswith(b"input:1:4: ")


def test_generate_with_cheats_deals_cheating_hearts_and_changes_nothing_elsewhere() -> None:
    plain = run(["generate", "hearts", "--seed", "4"])[1]
    cheating = run(["generate", "hearts", "--seed", "4", "--cheats"])[1]
    assert cheating != plain
    assert "CHEATER!" in run(["hearts"], cheating)[1]
    assert run(["generate", "uno", "--seed", "4", "--cheats"]) == run(
        ["generate", "uno", "--seed", "4"]
    )


def test_explain_prints_the_line_its_step_and_why() -> None:
    status, out, err = run(["bridge", "--explain", "2", str(SAMPLE)])
    assert (status, err) == (0, "")
    assert out == (
        "Line 2: Hand #2: 1 No Trump\n"
        "Case 2, step 7 of 7: Rule 6\n"
        "Rule 6 (1 No Trump) applies: bid 1 No Trump.\n"
    )


def test_explain_works_with_stdin_and_after_the_file() -> None:
    cirno = (Path(__file__).parent / "data" / "cirno" / "sample1.in").read_text()
    status, out, _ = run(["cirno", "--explain", "3"], cirno)
    assert status == 0
    assert out.splitlines()[:2] == [
        "Line 3: Cirno used D2,now p=49.",
        "Step 4 of 10: Round 1, turn 2",
    ]
    assert run(["bridge", str(SAMPLE), "--explain", "1"])[1].startswith(
        "Line 1: Hand #1: 1 Hearts\n"
    )


def test_explain_past_the_answer_exits_2() -> None:
    status, out, err = run(["bridge", "--explain", "4", str(SAMPLE)])
    assert (status, out) == (2, "")
    assert err == "cardjudge: there is no line 4: the answer has 3 lines\n"


def test_explain_wants_a_line_number(capsys: pytest.CaptureFixture[str]) -> None:
    for word in ("0", "x", "-1"):
        with pytest.raises(SystemExit) as done:
            main(["bridge", "--explain", word, str(SAMPLE)])
        assert done.value.code == 2
    assert "expected a line number from 1" in capsys.readouterr().err


@pytest.mark.parametrize("game", list(GAMES))
def test_a_byte_order_mark_from_a_windows_editor_is_skipped(game: str, tmp_path: Path) -> None:
    text = GAMES[game].deal(7)
    path = tmp_path / "notepad.in"
    path.write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode())
    assert run([game, str(path)]) == (0, GAMES[game].judge(text), "")


def test_an_error_on_the_first_line_after_a_byte_order_mark_counts_columns_without_it() -> None:
    status, _, err = run(["bridge"], "\ufeffSA ZZ")
    assert (status, err) == (2, f"input:1:4: expected {CARD}, got 'ZZ'\n")
