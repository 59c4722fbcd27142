"""TopCoder's form of a submission: a class with one method and no `main` (Hearts is
SRM 220's HeartsGame). `submission` recognises such a program in Python, C++ or Java,
drops the sections a plugin's test harness sits in (`// BEGIN CUT HERE` ... `// END CUT
HERE`, or Greed's `# CUT begin` ... `# CUT end`) and appends a driver of ours that reads
the judge input and prints the judge's text, calling the method once per case.

The drivers take every card token of the input in order (both of Hearts' input forms,
lines and array literals, have nothing else that looks like a card) and print each
return value as the judge's `render` does: `{"6", "0", "20", "0"}`.
"""

import ast
import re
from dataclasses import dataclass
from enum import Enum


class Language(Enum):
    PYTHON = "python"
    CPP = "cpp"
    JAVA = "java"


# The file name endings of each language, for the command line.
SUFFIXES = {
    ".py": Language.PYTHON,
    ".cpp": Language.CPP,
    ".cc": Language.CPP,
    ".cxx": Language.CPP,
    ".c++": Language.CPP,
    ".java": Language.JAVA,
}


@dataclass(frozen=True)
class Problem:
    """A TopCoder problem: the class and method a contestant writes."""

    game: str
    class_name: str
    method: str


PROBLEMS = {"hearts": Problem("hearts", "HeartsGame", "score")}
# The Java class our driver is, run with `java -cp DIR CardJudgeDriver`.
JAVA_DRIVER = "CardJudgeDriver"


@dataclass(frozen=True)
class Submission:
    """A program in TopCoder's form made whole: `program` is the class with its CUT
    sections blanked (so that its lines keep their numbers) and our driver after it."""

    problem: Problem
    language: Language
    program: str
    cut: int  # CUT sections dropped


# A line that opens or closes a plugin's harness: a // or # comment saying so.
_CUT_BEGIN = re.compile(r"^\s*(?://|#)\s*(?:BEGIN\s+CUT\s+HERE|CUT\s+begin)\b", re.I)
_CUT_END = re.compile(r"^\s*(?://|#)\s*(?:END\s+CUT\s+HERE|CUT\s+end)\b", re.I)


def drop_cut_sections(source: str) -> tuple[str, int]:
    """`source` with each CUT section (its marker lines too) made blank lines, and how many
    there were. A section never closed runs to the end of the program, as plugins cut it."""
    kept, sections, cutting = [], 0, False
    for line in source.splitlines(keepends=True):
        ending = line[len(line.rstrip("\r\n")) :]
        if not cutting and _CUT_BEGIN.match(line):
            cutting, sections = True, sections + 1
        if cutting:
            cutting = not _CUT_END.match(line)
            line = ending
        kept.append(line)
    return "".join(kept), sections


def submission(game: str, source: str, language: Language) -> Submission | None:
    """The whole program to run when `source` is `game`'s TopCoder class with no main of
    its own; None when it is not (another game, a program that reads its input itself)."""
    problem = PROBLEMS.get(game)
    if problem is None:
        return None
    kept, cut = drop_cut_sections(source)
    if not _RECOGNISERS[language](kept, problem):
        return None
    driver = _DRIVERS[language](kept, problem)
    joint = "" if not kept or kept.endswith("\n") else "\n"
    return Submission(problem, language, kept + joint + driver, cut)


# -- recognising the form ------------------------------------------------------------------


def python_form(source: str, problem: Problem) -> bool:
    """The class with the method, and nothing that reads stdin or runs as a script."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return False
    has_method = any(
        isinstance(node, ast.ClassDef)
        and node.name == problem.class_name
        and any(
            isinstance(item, ast.FunctionDef) and item.name == problem.method for item in node.body
        )
        for node in tree.body
    )
    return has_method and not any(_reads_itself(node) for node in ast.walk(tree))


def _reads_itself(node: ast.AST) -> bool:
    """input(), sys.stdin, open(0) or an `if __name__ == "__main__"`: a program of its own."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        if node.func.id == "input":
            return True
        if node.func.id == "open" and node.args and _is_constant(node.args[0], 0):
            return True
    if isinstance(node, ast.Attribute) and node.attr == "stdin":
        return True
    return _is_constant(node, "__main__")


def _is_constant(node: ast.AST, value: object) -> bool:
    return (
        isinstance(node, ast.Constant) and type(node.value) is type(value) and node.value == value
    )


_C_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


def cpp_form(source: str, problem: Problem) -> bool:
    """`class` or `struct` named for the problem, the method called, and no main()."""
    code = _C_COMMENT.sub(" ", source)
    named = re.search(rf"\b(?:class|struct)\s+{problem.class_name}\b", code)
    method = re.search(rf"\b{problem.method}\s*\(", code)
    return bool(named and method) and not re.search(r"\bmain\s*\(", code)


def java_form(source: str, problem: Problem) -> bool:
    """The class with the method, and no `static void main`."""
    code = _C_COMMENT.sub(" ", source)
    named = re.search(rf"\bclass\s+{problem.class_name}\b", code)
    method = re.search(rf"\b{problem.method}\s*\(", code)
    return bool(named and method) and not re.search(r"\bstatic\s+void\s+main\s*\(", code)


_RECOGNISERS = {Language.PYTHON: python_form, Language.CPP: cpp_form, Language.JAVA: java_form}

# -- the drivers ---------------------------------------------------------------------------
# Each reads every card of stdin, 52 a case, and prints each return value's strings quoted
# between braces, one line a case: the judge's own format.


def python_driver(source: str, problem: Problem) -> str:
    return f"""

# Card Judge's driver: the judge input in, {problem.method}() once a case, the judge's text out.
def _cardjudge_driver():
    import re
    import sys

    cards = re.findall(r"[CDSH][2-9TJQKA]", sys.stdin.read())
    for start in range(0, len(cards) - 51, 52):
        tricks = tuple(" ".join(cards[i : i + 4]) for i in range(start, start + 52, 4))
        scores = {problem.class_name}().{problem.method}(tricks)
        sys.stdout.write("{{" + ", ".join('"' + s + '"' for s in scores) + "}}\\n")


_cardjudge_driver()
"""


def cpp_driver(source: str, problem: Problem) -> str:
    # bits/stdc++.h already has them; a program that includes it is then compiled with it
    # precompiled in the page (an #include after the code would turn that off).
    includes = "" if re.search(r"#\s*include\s*<bits/stdc\+\+\.h>", source) else _CPP_INCLUDES
    return f"""
// Card Judge's driver: the judge input in, {problem.method}() once a case, the judge's text out.
{includes}signed main() {{  // not int: a program may #define int long long
    std::string text;
    char buffer[1 << 16];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;)
        text.append(buffer, got);
    const std::string suits = "CDSH", ranks = "23456789TJQKA";
    std::vector<std::string> cards;
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {{
        if (text[i] && text[i + 1] && suits.find(text[i]) != std::string::npos &&
            ranks.find(text[i + 1]) != std::string::npos) {{
            cards.push_back(text.substr(i, 2));
            ++i;
        }}
    }}
    std::string out;
    for (std::size_t start = 0; start + 52 <= cards.size(); start += 52) {{
        std::vector<std::string> tricks;
        for (std::size_t i = start; i < start + 52; i += 4)
            tricks.push_back(
                cards[i] + " " + cards[i + 1] + " " + cards[i + 2] + " " + cards[i + 3]);
        std::vector<std::string> scores = {problem.class_name}().{problem.method}(tricks);
        out += "{{";
        for (std::size_t p = 0; p < scores.size(); ++p)
            out += (p ? ", \\"" : "\\"") + scores[p] + "\\"";
        out += "}}\\n";
    }}
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}}
"""


_CPP_INCLUDES = "#include <cstdio>\n#include <string>\n#include <vector>\n"


def java_driver(source: str, problem: Problem) -> str:
    return f"""
// Card Judge's driver: the judge input in, {problem.method}() once a case, the judge's text out.
class {JAVA_DRIVER} {{
    public static void main(String[] args) throws java.io.IOException {{
        String text = new String(System.in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        java.util.List<String> cards = new java.util.ArrayList<>();
        java.util.regex.Matcher card =
            java.util.regex.Pattern.compile("[CDSH][2-9TJQKA]").matcher(text);
        while (card.find()) cards.add(card.group());
        StringBuilder out = new StringBuilder();
        for (int start = 0; start + 52 <= cards.size(); start += 52) {{
            String[] tricks = new String[13];
            for (int k = 0; k < 13; k++)
                tricks[k] = String.join(" ", cards.subList(start + 4 * k, start + 4 * k + 4));
            String[] scores = new {problem.class_name}().{problem.method}(tricks);
            out.append('{{');
            for (int p = 0; p < scores.length; p++)
                out.append(p > 0 ? ", \\"" : "\\"").append(scores[p]).append('"');
            out.append("}}\\n");
        }}
        System.out.print(out);
        System.out.flush();
    }}
}}
"""


_DRIVERS = {Language.PYTHON: python_driver, Language.CPP: cpp_driver, Language.JAVA: java_driver}
