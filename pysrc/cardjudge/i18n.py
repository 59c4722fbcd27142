"""Words in the reader's language: English, or Chinese (zh-CN).

Everything a person reads (step titles and explanations, input errors, the
stress report, the command line's own messages) is written in English, in
full, where it is used, with named fields, and goes through `t`:

    t("{player} leads {card}", player=name, card=card)

The English text is the message's key in each language's catalog (the
modules of `cardjudge.locale.zh_CN`); a message missing from a catalog falls
back to English, never to nothing. A text that is written in one place and
said in another (a rule's name in a table) is marked with `mark` where it is
written and translated with `t` where it is said. `tn` picks the English
singular or plural by a count. `said` keeps a message with its fields to be
said when it is read: a run's ending, kept in a report that the page tells
again when its reader changes the language. The judge's answers are rules, not words:
they never go through here.

The language is chosen once per process (the command line) or per request
(the page's worker is told it), with `use` or, for a while, `speaking`.
Catalogs are plain dictionaries in Python modules, so they travel inside our
package (also in the page's zip) and are read at first use; a test checks
that every message has both languages with the same named fields.
"""

import contextlib
import importlib
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

ENGLISH = "en"
CHINESE = "zh-CN"
LANGUAGES = (ENGLISH, CHINESE)
# Each language's catalog is these modules of cardjudge.locale.<language, "_" for "-">:
# the words of each game, of what all games share, of the stress test, of the CLI.
CATALOG_PARTS = ("common", "tractor", "bridge", "hearts", "uno", "cirno", "stress", "cli")

_language = ENGLISH
_catalogs: dict[str, Mapping[str, str]] = {ENGLISH: {}}


def language() -> str:
    """The language texts are said in now."""
    return _language


def supported(tag: str | None) -> str:
    """The language we speak for a language tag or locale name: any Chinese gives
    zh-CN ("zh", "zh_CN.UTF-8", "zh-Hans", "zh-TW"), anything else English."""
    code = (tag or "").replace("_", "-").split(".")[0].split("@")[0].strip().lower()
    return CHINESE if code == "zh" or code.startswith("zh-") else ENGLISH


def from_environment(environ: Mapping[str, str]) -> str:
    """The language a Unix locale asks for: LC_ALL, else LC_MESSAGES, else LANG."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if environ.get(name):
            return supported(environ[name])
    return ENGLISH


def use(tag: str | None) -> str:
    """Say texts in the language of `tag` from now on; the language chosen."""
    global _language
    _language = supported(tag)
    return _language


@contextlib.contextmanager
def speaking(tag: str | None) -> Iterator[str]:
    """Say texts in the language of `tag` inside the block."""
    before = _language
    try:
        yield use(tag)
    finally:
        use(before)


def catalog(chosen: str) -> Mapping[str, str]:
    """Every message of one language (read at first use), by its English text."""
    if chosen not in _catalogs:
        package = f"{__package__}.locale.{chosen.replace('-', '_')}"
        merged: dict[str, str] = {}
        for part in CATALOG_PARTS:
            merged |= importlib.import_module(f"{package}.{part}").MESSAGES
        _catalogs[chosen] = merged
    return _catalogs[chosen]


def t(message: str, /, **fields: object) -> str:
    """`message` in the current language, its {named} fields filled in."""
    template = catalog(_language).get(message, message) if _language != ENGLISH else message
    return template.format(**fields)


def tn(singular: str, plural: str, count: int, /, **fields: object) -> str:
    """The singular or the plural message by `count` (also a field, {count}); a
    language without plurals has one form, under the singular's key."""
    english = singular if count == 1 else plural
    if _language == ENGLISH:
        return english.format(count=count, **fields)
    return catalog(_language).get(singular, english).format(count=count, **fields)


def mark(message: str, /) -> str:
    """`message` unchanged: marks a text for the catalogs, to be said later with `t`."""
    return message


@dataclass(frozen=True)
class Said:
    """A message and its fields, said in the language of the moment it is read
    (`str`); the empty message says nothing and is false."""

    message: str = ""
    fields: tuple[tuple[str, object], ...] = ()

    def __str__(self) -> str:
        return t(self.message, **dict(self.fields)) if self.message else ""

    def __bool__(self) -> bool:
        return bool(self.message)

    def json(self) -> dict[str, object]:
        return {"message": self.message, "fields": dict(self.fields)}


NOTHING_SAID = Said()


def said(message: str, /, **fields: object) -> Said:
    """`message` with its fields, to be said with `str` when it is read."""
    return Said(message, tuple(fields.items()))


def join(items: Iterable[object]) -> str:
    """Items as a list in a sentence: "A, B, C" in English, "A、B、C" in Chinese."""
    return t(", ").join(map(str, items))


def sentences(said: Iterable[str]) -> str:
    """Whole sentences, each already said, one after another: a space between them in
    English, none after a Chinese full stop. Empty ones are left out."""
    return ("" if _language == CHINESE else " ").join(filter(None, said))
