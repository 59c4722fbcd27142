"""The message catalogs against the code: every message in both languages, alike in fields."""

import ast
import string
from pathlib import Path

import pytest

from cardjudge import i18n
from cardjudge.i18n import CHINESE, t, tn

PACKAGE = Path(__file__).resolve().parents[1] / "pysrc" / "cardjudge"
SAYING = {"t": 1, "mark": 1, "tn": 2, "said": 1}  # the functions that take messages, and how many


def messages_in_code() -> dict[str, set[str]]:
    """Each message the package says, with the named fields its English forms use
    (for `tn`, the singular and the plural together, and {count})."""
    found: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        if "locale" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name not in SAYING or not node.args:
                continue
            texts = node.args[: SAYING[name]]
            where = f"{path.relative_to(PACKAGE)}:{node.lineno}"
            marked = isinstance(texts[0], ast.Name | ast.Attribute | ast.Subscript)
            if name in ("t", "said") and marked:
                continue  # a message marked where it is written
            assert all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in texts), (
                f"{where}: {name}() takes its message as a plain string literal (no f-string)"
            )
            fields = set().union(*(fields_of(a.value) for a in texts))
            found[texts[0].value] = fields | ({"count"} if name == "tn" else set())
    return found


def fields_of(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field is not None}


CODE = messages_in_code()
CHINESE_CATALOG = i18n.catalog(CHINESE)


def test_the_code_says_messages_through_the_catalogs() -> None:
    assert ", " in CODE


@pytest.mark.parametrize("message", sorted(CODE))
def test_every_message_has_chinese_with_the_same_fields(message: str) -> None:
    assert message in CHINESE_CATALOG, f"no zh-CN for {message!r}"
    chinese = CHINESE_CATALOG[message]
    assert chinese.strip(), f"empty zh-CN for {message!r}"
    assert fields_of(chinese) == CODE[message], f"other fields in zh-CN for {message!r}"


def test_no_catalog_entry_is_left_over() -> None:
    assert sorted(set(CHINESE_CATALOG) - set(CODE)) == []


def test_no_message_is_in_two_catalog_parts() -> None:
    seen: dict[str, str] = {}
    for part in i18n.CATALOG_PARTS:
        module = __import__(f"cardjudge.locale.zh_CN.{part}", fromlist=["MESSAGES"])
        for message in module.MESSAGES:
            assert message not in seen, f"{message!r} in both {seen[message]} and {part}"
            seen[message] = part


@pytest.mark.parametrize(
    ("tag", "spoken"),
    [
        ("zh", CHINESE),
        ("zh-CN", CHINESE),
        ("zh_CN.UTF-8", CHINESE),
        ("zh-Hans", CHINESE),
        ("zh-TW", CHINESE),
        ("en-US", "en"),
        ("C", "en"),
        ("", "en"),
        (None, "en"),
        ("fr_FR.UTF-8", "en"),
    ],
)
def test_language_tags(tag: str | None, spoken: str) -> None:
    assert i18n.supported(tag) == spoken


def test_the_environment_in_posix_order() -> None:
    assert i18n.from_environment({"LANG": "zh_CN.UTF-8"}) == CHINESE
    assert i18n.from_environment({"LANG": "zh_CN.UTF-8", "LC_MESSAGES": "C"}) == "en"
    assert i18n.from_environment({"LC_ALL": "zh_CN", "LC_MESSAGES": "C"}) == CHINESE
    assert i18n.from_environment({"LC_ALL": "", "LANG": "zh_CN"}) == CHINESE
    assert i18n.from_environment({}) == "en"


def test_speaking_says_the_list_separator_and_restores_the_language() -> None:
    with i18n.speaking("zh-CN"):
        assert i18n.join(["A", "B"]) == "A、B"
    assert i18n.language() == "en"
    assert i18n.join(["A", "B"]) == "A, B"


def test_a_message_missing_from_a_catalog_falls_back_to_english() -> None:
    with i18n.speaking("zh-CN"):
        assert t("no such message, {n}", n=3) == "no such message, 3"
        assert tn("{count} thing", "{count} things", 2) == "2 things"
    assert tn("{count} thing", "{count} things", 1) == "1 thing"


def test_sentences_follow_one_another_as_each_language_writes() -> None:
    assert i18n.sentences(["One.", "", "Two."]) == "One. Two."
    with i18n.speaking("zh-CN"):
        assert i18n.sentences(["一。", "", "二。"]) == "一。二。"
