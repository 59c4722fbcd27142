"""TopCoder's form (cardjudge.topcoder, `cardjudge topcoder`): a HeartsGame class with no
main is recognised, its CUT HERE sections dropped and our driver appended; the program
made is judged exactly, through `cardjudge stress`, in Python, C++ and Java (our own
correct solutions in tests/solutions/topcoder/), and a planted mistake is caught and shrunk.
"""

import contextlib
import io
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from unittest import mock

import pytest
from planted import caught

from cardjudge import topcoder, web
from cardjudge.cli import main
from cardjudge.games import GAMES
from cardjudge.topcoder import Language
from cardjudge.verdicts import Outcome, Verdict, judge_run

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = Path(__file__).parent / "solutions" / "topcoder"
SAMPLES = sorted((Path(__file__).parent / "data" / "hearts").glob("*.in"))
PYTHON = (SOLUTIONS / "hearts.py").read_text()
CPP = (SOLUTIONS / "hearts.cpp").read_text()
JAVA = (SOLUTIONS / "HeartsGame.java").read_text()
# A harness as Greed writes it for Python, which the plugin cuts on submission.
GREED_HARNESS = """
# CUT begin
if __name__ == "__main__":
    import sys
    print(HeartsGame().score(sys.stdin.read().split("\\n")[:13]))
# CUT end
"""
# The planted mistake: the Queen of Spades may be played on the first trick.
QUEEN_FREE = ("first && points(card) > 0", "first && card[0] == 'H'")
needs_gpp = pytest.mark.skipif(shutil.which("g++") is None, reason="no g++ here")
needs_javac = pytest.mark.skipif(
    shutil.which("javac") is None or shutil.which("java") is None, reason="no javac here"
)


def cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), io.StringIO(), out, err)
    return status, out.getvalue(), err.getvalue()


def made(source: str, language: Language) -> str:
    found = topcoder.submission("hearts", source, language)
    assert found is not None
    return found.program


def stressed(command: list[str], *options: str) -> tuple[int, str]:
    status, out, err = cli("stress", "hearts", "--lang", "en", *options, "--", *command)
    return status, out + err


# -- CUT HERE --------------------------------------------------------------------------


def test_cut_sections_become_blank_lines_so_the_program_keeps_its_line_numbers() -> None:
    source = "a\n// BEGIN CUT HERE\nb\n// END CUT HERE\nc\n  #  CUT begin\nd\n# CUT end\ne\n"
    kept, cut = topcoder.drop_cut_sections(source)
    assert (kept, cut) == ("a\n\n\n\nc\n\n\n\ne\n", 2)
    assert topcoder.drop_cut_sections(CPP)[1] == 1
    assert "int main()" in CPP and "int main()" not in topcoder.drop_cut_sections(CPP)[0]


def test_a_python_harness_cut_as_codeprocessor_marks_it() -> None:
    source = "a\n# BEGIN CUT HERE\nb\n# END CUT HERE\nc\n"
    assert topcoder.drop_cut_sections(source) == ("a\n\n\n\nc\n", 1)


def test_a_cut_section_never_closed_runs_to_the_end() -> None:
    assert topcoder.drop_cut_sections("a\n// BEGIN CUT HERE\nb\nc") == ("a\n\n\n", 1)


def test_a_comment_that_only_mentions_cutting_is_kept() -> None:
    source = "x = 1  # BEGIN CUT HERE\n// we cut here\ny\n"
    assert topcoder.drop_cut_sections(source) == (source, 0)


# -- recognising the form -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "language"),
    [(PYTHON, Language.PYTHON), (CPP, Language.CPP), (JAVA, Language.JAVA)],
)
def test_our_solutions_are_in_topcoders_form(source: str, language: Language) -> None:
    found = topcoder.submission("hearts", source, language)
    assert found is not None and found.language is language
    assert found.cut == (0 if language is Language.PYTHON else 1)
    assert found.program.startswith(topcoder.drop_cut_sections(source)[0])


@pytest.mark.parametrize(
    ("source", "language"),
    [
        (PYTHON + 'if __name__ == "__main__":\n    pass\n', Language.PYTHON),
        (PYTHON + "import sys\ntricks = sys.stdin.read()\n", Language.PYTHON),
        (PYTHON + "tricks = input()\n", Language.PYTHON),
        (PYTHON + "tricks = open(0).read()\n", Language.PYTHON),
        (PYTHON.replace("class HeartsGame", "class Hearts"), Language.PYTHON),
        (PYTHON.replace("def score", "def scores"), Language.PYTHON),
        ("class HeartsGame:\n    def score(self, t)\n", Language.PYTHON),  # a syntax error
        (CPP.replace("// BEGIN CUT HERE", "// the examples"), Language.CPP),
        (CPP.replace("class HeartsGame", "class Hearts"), Language.CPP),
        ((ROOT / "tests/solutions/cpp/cirno.cpp").read_text(), Language.CPP),
        (JAVA.replace("// BEGIN CUT HERE", ""), Language.JAVA),
        ((ROOT / "tests/solutions/hearts_plain.py").read_text(), Language.PYTHON),
    ],
)
def test_a_program_of_its_own_is_not_taken_for_topcoders_form(
    source: str, language: Language
) -> None:
    assert topcoder.submission("hearts", source, language) is None


def test_only_a_topcoder_problem_has_the_form() -> None:
    assert topcoder.submission("cirno", PYTHON, Language.PYTHON) is None


def test_a_struct_in_cpp_and_greeds_python_harness_are_recognised() -> None:
    assert topcoder.submission("hearts", CPP.replace("class Hearts", "struct Hearts"), Language.CPP)
    found = topcoder.submission("hearts", PYTHON + GREED_HARNESS, Language.PYTHON)
    assert found is not None and found.cut == 1


# -- the drivers, judged exactly -------------------------------------------------------------


def all_samples() -> str:
    """Every sample game, the forms (lines, array literals) mixed, as one input."""
    return "\n".join(path.read_text() for path in SAMPLES)


def judged(text: str) -> str:
    return GAMES["hearts"].judge(text)


@pytest.mark.parametrize("harness", ["", GREED_HARNESS], ids=["plain", "greed-cut"])
def test_the_python_driver_prints_the_judges_answer_on_every_sample(
    harness: str, tmp_path: Path
) -> None:
    program = tmp_path / "main.py"
    program.write_text(made(PYTHON + harness, Language.PYTHON))
    text = all_samples()
    ran = subprocess.run([sys.executable, str(program)], input=text, capture_output=True, text=True)
    assert ran.stdout == judged(text), ran.stderr


def in_process(program: str) -> Callable[[str], Outcome]:
    """A run of `program` (Python, reading stdin) in this process, as an outcome."""
    code = compile(program, "main.py", "exec")

    def run(text: str) -> Outcome:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), mock.patch("sys.stdin", io.StringIO(text)):
            exec(code, {"__name__": "__main__"})
        return Outcome(stdout=out.getvalue())

    return run


def test_the_queen_not_counted_on_the_first_trick_is_caught_where_only_chance_reached_it() -> None:
    # From seed 3 the stress test's random deals reach the first-trick Queen edge early, in a
    # deal whose cheater also cheats elsewhere: this mistake changes no answer there. The
    # edge is then aimed at as well, and that deal (the 42nd) catches it.
    planted = PYTHON.replace("scoring = self.points(card) > 0", "scoring = card[0] == 'H'")
    assert planted != PYTHON
    run = in_process(made(planted, Language.PYTHON))
    assert caught(GAMES["hearts"], run, seed=3, deals=100)


def test_cli_writes_the_program_and_stress_accepts_it_in_python(tmp_path: Path) -> None:
    status, program, err = cli("topcoder", "hearts", str(SOLUTIONS / "hearts.py"))
    assert status == 0, err
    assert program == made(PYTHON, Language.PYTHON)
    path = tmp_path / "main.py"
    path.write_text(program)
    status, report = stressed(
        [sys.executable, str(path)], "--runs", "60", "--seed", "3", "--no-limits"
    )
    assert status == 0 and "Accepted" in report, report


def cpp_built(source: str, tmp_path: Path) -> Path:
    (tmp_path / "main.cpp").write_text(made(source, Language.CPP))
    binary = tmp_path / "hearts"
    built = subprocess.run(
        ["g++", "-O2", "-o", str(binary), str(tmp_path / "main.cpp")],
        capture_output=True,
        text=True,
    )
    assert built.returncode == 0, built.stderr
    return binary


@needs_gpp
@pytest.mark.parametrize("cut", [True, False], ids=["with-cut", "without-cut"])
def test_stress_accepts_our_cpp_class_through_the_driver(cut: bool, tmp_path: Path) -> None:
    source = CPP if cut else topcoder.drop_cut_sections(CPP)[0]
    binary = cpp_built(source, tmp_path)
    text = all_samples()
    ran = subprocess.run([str(binary)], input=text, capture_output=True, text=True)
    assert ran.stdout == judged(text)
    # The driver at the statement's limits once; the same class without its cut sections
    # differs only in what the compiler reads.
    phase = [] if cut else ["--no-limits"]
    status, report = stressed([str(binary)], "--runs", "200", "--seed", "11", *phase)
    assert status == 0 and "Accepted" in report, report


@needs_gpp
def test_the_cpp_driver_survives_define_int_long_long(tmp_path: Path) -> None:
    source = CPP.replace("using namespace std;", "using namespace std;\n#define int long long")
    binary = cpp_built(source, tmp_path)
    text = SAMPLES[0].read_text()
    ran = subprocess.run([str(binary)], input=text, capture_output=True, text=True)
    assert ran.stdout == judged(text)


@needs_gpp
def test_a_planted_mistake_in_the_cpp_class_is_caught_and_shrunk(tmp_path: Path) -> None:
    assert QUEEN_FREE[0] in CPP
    binary = cpp_built(CPP.replace(*QUEEN_FREE), tmp_path)
    failing = tmp_path / "failing.in"
    options = ["--runs", "100", "--seed", "2", "--out", str(failing)]
    status, report = stressed([str(binary)], *options)
    assert status == 1, report
    assert re.search(r"^Deal \d+ of 100: wrong answer\.$", report, re.M), report
    assert "Shrunk from" in report or "No smaller input" in report
    cases = GAMES["hearts"].parse(failing.read_text())
    assert len(cases) == 1
    assert "SQ" in failing.read_text().splitlines()[0]  # the Queen on the first trick


def test_a_planted_mistake_in_the_python_class_is_caught_and_shrunk(tmp_path: Path) -> None:
    mistake = ('13 if card == "SQ" else int(card[0] == "H")', 'int(card[0] == "H")')
    assert mistake[0] in PYTHON
    path = tmp_path / "main.py"
    path.write_text(made(PYTHON.replace(*mistake), Language.PYTHON))
    failing = tmp_path / "failing.in"
    options = ["--runs", "100", "--seed", "2", "--out", str(failing), "--first"]
    status, report = stressed([sys.executable, str(path)], *options)
    assert status == 1 and "wrong answer" in report, report
    assert len(GAMES["hearts"].parse(failing.read_text())) == 1


@needs_javac
def test_stress_accepts_our_java_class_through_the_driver(tmp_path: Path) -> None:
    status, program, err = cli("topcoder", "hearts", str(SOLUTIONS / "HeartsGame.java"))
    assert status == 0, err
    (tmp_path / "HeartsGame.java").write_text(program)
    javac = ["javac", "-d", str(tmp_path), str(tmp_path / "HeartsGame.java")]
    built = subprocess.run(javac, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    command = ["java", "-cp", str(tmp_path), topcoder.JAVA_DRIVER]
    text = all_samples()
    ran = subprocess.run(command, input=text, capture_output=True, text=True)
    assert ran.stdout == judged(text)
    # The limits phase counts the whole process against 64 MB; a JVM alone takes half of it.
    options = ["--runs", "60", "--seed", "4", "--timeout", "10", "--no-limits"]
    status, report = stressed(command, *options)
    assert status == 0 and "Accepted" in report, report


# -- the command line's errors ------------------------------------------------------------------


def test_cli_says_why_a_program_is_not_in_topcoders_form() -> None:
    status, out, err = cli("topcoder", "hearts", str(ROOT / "tests/solutions/hearts_plain.py"))
    assert (status, out) == (2, "")
    assert "not in TopCoder's form: it needs class HeartsGame with method score" in err


def test_cli_asks_for_the_language_of_an_unknown_ending(tmp_path: Path) -> None:
    path = tmp_path / "solution.txt"
    path.write_text(PYTHON)
    assert cli("topcoder", "hearts", str(path))[0] == 2
    status, out, _ = cli("topcoder", "hearts", str(path), "--language", "python")
    assert status == 0 and out == made(PYTHON, Language.PYTHON)


# -- the page ----------------------------------------------------------------------------------


def test_the_page_gets_the_whole_program_and_what_its_note_says() -> None:
    made = json.loads(web.topcoder("hearts", "cpp", CPP))
    assert made == {"program": made["program"], "cut": 1, "name": "HeartsGame", "method": "score"}
    assert made["program"] == topcoder.submission("hearts", CPP, Language.CPP).program
    assert json.loads(web.topcoder("hearts", "python", PYTHON))["cut"] == 0
    assert json.loads(web.topcoder("hearts", "c", CPP)) == {"program": None}
    assert json.loads(web.topcoder("bridge", "python", PYTHON)) == {"program": None}


def test_a_run_the_page_saw_pass_its_memory_limit_is_a_memory_limit() -> None:
    ending = "an allocation failed: it asked for more than the memory limit of 256 MB"
    ran = Outcome.from_json({"stdout": "{}\n", "status": 0, "memory_limit": True, "ending": ending})
    judged = judge_run("{}\n", ran)
    assert judged.verdict is Verdict.MEMORY_LIMIT and judged.verdict.words == "memory limit"
    assert judged.detail.startswith("An allocation failed: it asked for more")
    assert judge_run("{}\n", Outcome.from_json({"stdout": "{}\n"})).verdict is Verdict.ACCEPTED
