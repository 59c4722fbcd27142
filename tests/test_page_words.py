"""The page's own words against its Chinese table (web/js/zh-CN.js): every
message the page says has Chinese with the same {named} fields, and no entry
is left over.

The page says a message through `t`, `tn` (singular and plural), `mark` (a
message written in a table, said later with `t`), `say(node, message)`, or
one of the page's wrappers that take a message first (`status`, `#say`,
`#start`, `.fail`); the static HTML marks its words with `data-i18n` and
says the placeholder, title and aria-label of every element (but for those
an element names in `data-i18n-keep`). The games' titles and the samples' labels come from the
catalog build.py writes, and are said with `t` too.
"""

import json
import re
import string
from pathlib import Path

import pytest

import build
from cardjudge.games import GAMES

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
CHINESE = WEB / "js" / "zh-CN.js"

STRING = r'"((?:[^"\\\n]|\\.)*)"'
# (pattern, number of messages it takes): the calls that say a literal message.
SAYING = [
    (re.compile(r"(?<![\w.#$])(?:t|mark)\(\s*" + STRING), 1),
    (re.compile(r"(?<![\w.#$])tn\(\s*" + STRING + r",\s*" + STRING), 2),
    (re.compile(r"(?<![\w.#$])say\(\s*[^,]+?,\s*" + STRING), 1),
    (re.compile(r"(?<![\w.#$])status\(\s*" + STRING), 1),
    (re.compile(r"#(?:say|start)\(\s*" + STRING), 1),
    (re.compile(r"\.fail\(\s*" + STRING), 1),
]


def scripts() -> list[Path]:
    return [WEB / "app.js", *sorted((WEB / "js").rglob("*.js"))]


def unescape(literal: str) -> str:
    return json.loads(f'"{literal}"')


def fields_of(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def said_in_scripts() -> dict[str, set[str]]:
    """Each literal message of the page's scripts, with its fields ({count} for `tn`)."""
    found: dict[str, set[str]] = {}
    for path in scripts():
        if path == CHINESE:
            continue
        code = path.read_text(encoding="utf-8")
        for pattern, count in SAYING:
            for match in pattern.finditer(code):
                texts = [unescape(text) for text in match.groups()[:count]]
                fields = set().union(*map(fields_of, texts)) | ({"count"} if count == 2 else set())
                found[texts[0]] = found.get(texts[0], set()) | fields
    return found


def said_in_html() -> set[str]:
    return build.page_words((WEB / "index.html").read_text(encoding="utf-8"))


def said_from_the_catalog() -> dict[str, set[str]]:
    """The games' titles and the samples' labels, which the page says with t()."""
    found = {game.title: set() for game in GAMES.values()}
    for samples in build.samples().values():
        for sample in samples:
            found[sample["label"]] = fields_of(sample["label"])
    return found


MESSAGES = said_in_scripts() | {m: fields_of(m) for m in said_in_html()} | said_from_the_catalog()
TABLE = build.chinese_table()


def test_the_page_says_its_words_through_the_table() -> None:
    some = {"Run", "Ready ({ms} ms).", "{count} step", "Tractor", "Sample {number}", "Copy"}
    assert some <= set(MESSAGES)


@pytest.mark.parametrize("message", sorted(MESSAGES))
def test_every_message_of_the_page_has_chinese_with_the_same_fields(message: str) -> None:
    assert message in TABLE, f"no zh-CN for {message!r}"
    chinese = TABLE[message]
    assert chinese.strip(), f"empty zh-CN for {message!r}"
    assert fields_of(chinese) == MESSAGES[message], f"other fields in zh-CN for {message!r}"


def test_no_entry_of_the_table_is_left_over() -> None:
    assert sorted(set(TABLE) - set(MESSAGES)) == []


def test_messages_are_plain_literals() -> None:
    """A template literal (`...${x}`) in t() would be a message no table can hold."""
    for path in scripts():
        code = path.read_text(encoding="utf-8")
        assert not re.search(r"(?<![\w.#$])(?:t|tn|mark)\(\s*`", code), path
