"""The shape every game shares: parse text into cases, play each case, render.

A game is a package, ``cardjudge.games.<game>``, whose files hold the parts
below, named alike in every game: ``cards.py`` (the cards and their order),
``rules.py`` (``play`` and ``render``: the rules, reading like the statement),
``notation.py`` (``parse`` and ``write``), ``story.py`` (``steps`` and
``line_steps``, with the words of each step), ``edges.py`` (``edges`` and
``reached``) and ``deals.py`` (``generate``, ``aim``, ``shrink``, ``measure``);
its ``__init__.py`` wires them into one `Game`, ``GAME`` (see `rooms`). The rules import
nothing of the others; what the deals of several games share is in `dealing`.

The parts:

- ``parse(text) -> list[Case]``: typed cases; bad input raises `InputError`
  with the line, the column and what was expected.
- ``play(case) -> Result``: the outcome of one case; the result carries its
  trace (the events of the game, in order, as the game's own typed records).
- ``render(results) -> str``: the judge text for all cases, exactly as the
  judge expects it (every line ending in ``\\n``).
- ``steps(result) -> Sequence[Step]``: the trace told step by step for the
  viewer: a list, or for a game that can run to hundreds of thousands of steps
  a lazy sequence that makes a step only when it is asked for. Such a sequence
  may also have ``column(key)``: every step's value of one state key, worked
  out without making the steps (see `column`).
- ``line_steps(result) -> Sequence[int]``: for each line `render` prints for
  the result, the index of the step that produced it (a case's or a round's
  header line belongs to its first step). Cheap: it never makes the steps.
- ``generate(rng, size=1.0) -> str``: a fresh valid input dealt from a seeded
  ``random.Random`` (never the global one); `size` from 0 to 1 grows it from
  the smallest deal the generator makes to its usual ones.
- ``write(cases) -> str``: cases back as input text (``parse`` reads them again).
- ``shrink(case)``, optional: smaller valid variants of a case, biggest cuts
  first, for the stress test's shrinking (a game whose cases have a fixed
  size has none).
- ``edges``: the game's rules and the edges of their conditions, as `Edge`
  values in the order of the rules, each read with the rule it names.
  ``reached(result)``: the names of the edges a played case reached, read
  from what the play decided (the same decisions its steps tell).
  ``reached_at_scale(result)``, optional: the edges of scale (`Edge.scale`) among
  them, found cheaply (from the case's size, not its plays): the stress test's
  limits phase counts only these (`Game.cover_scale`). Most cases is the engine's.
  ``aim(rng, edge, size)``: a small valid input (one case) that reaches the
  edge named `edge`. Coverage (`Game.cover`) and the stress test's directed
  deals are built on these three.
- ``measure(results)``, optional: how big a played input is to a person
  reading it: its plays, turns, tricks or hands (by default its cases). The
  shrinking benchmark compares shrunk deals by it.
- ``limits.py``, the statement's limits: ``LIMITS`` (a `Limits`: its sizes, its
  time and memory limits, and what is assumed where it gives none) and
  ``at_limits(rng)``: a valid input at those limits, shaped for the most work.
  The stress test's limits phase runs a program on such deals.

The judge text and the viewer are both made from the same `Result`, so they
cannot disagree, and every line of the text knows the step that explains it.
"""

import functools
import inspect
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from .dealing import nothing_smaller
from .i18n import mark, t
from .readings import Reading, UnknownReading, following


@dataclass(frozen=True)
class Step:
    """One step of a game as the viewer shows it.

    `title` is short ("Trick 3"), `explain` says in words what happened and
    why, `state` is the table as it stands, in plain JSON-ready values
    (str, int, bool, None, lists and dicts of them).
    """

    title: str
    explain: str
    state: Mapping[str, Any] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {"title": self.title, "explain": self.explain, "state": dict(self.state)}


@dataclass(frozen=True)
class Origin:
    """Where a line of the judge text comes from: a case and a step of it (both from 0)."""

    case: int
    step: int


@dataclass(frozen=True)
class Explanation:
    """The step behind a line of the judge text: case and step (from 0), the case's steps."""

    case: int
    step: int
    count: int
    shown: Step

    def heading(self, cases: int) -> str:
        """ "Case 2, step 5 of 40: Trick 4", as the viewer counts (from 1)."""
        where = {"step": self.step + 1, "count": self.count, "title": self.shown.title}
        if cases > 1:
            return t("Case {case}, step {step} of {count}: {title}", case=self.case + 1, **where)
        return t("Step {step} of {count}: {title}", **where)


def column(steps: Sequence[Step], key: str) -> list[Any]:
    """Every step's value of one state key (None where a step lacks it), for charts."""
    own = getattr(steps, "column", None)
    return own(key) if own else [step.state.get(key) for step in steps]


BYTE_ORDER_MARK = "\ufeff"

# The chance of each cheatable play being a cheat in a deal with cheats.
CHEAT_CHANCE = 0.15


@dataclass(frozen=True)
class Edge:
    """A rule of a game, or an edge of one of its conditions, that a case can reach.

    `name` is short, stable and typed on the command line (``rule-7-high``);
    `words` says what a case that reaches it does, in a line (English, marked
    for the catalogs: say it with `i18n.t`). An edge of `scale` (the largest deck, the
    longest name) is reached by deals at the statement's limits (`Game.deal(at_limits=True)`),
    too big for the stress test's aimed deals.
    """

    name: str
    words: str
    scale: bool = False


def reached_nothing(result: Any) -> Iterable[str]:
    """The edges reached by a case of a game that names none."""
    return ()


@dataclass(frozen=True)
class Bound:
    """One size the statement bounds: what it is, in words marked for the catalogs
    ("players (n)"), and its largest value ("30")."""

    what: str
    most: str


@dataclass(frozen=True)
class Limits:
    """A statement's limits, as a judge applies them.

    `sizes` are the bounds on the input; `seconds` and `memory_mb` the time limit
    (for one input file) and the memory limit. Where the statement gives a limit,
    `time_stated` or `memory_stated` is true; where it gives none, the value is the
    one this tool assumes and `assumed` says so and why (marked for the catalogs).
    """

    sizes: tuple[Bound, ...]
    seconds: float
    memory_mb: int
    time_stated: bool = False
    memory_stated: bool = False
    assumed: str = ""
    cases: int = 0  # the most cases an input holds, for a game of several a file

    def said(self) -> list[str]:
        """The limits in words, one a line, in the language in force."""
        lines = [t("{what}: at most {most}", what=t(b.what), most=b.most) for b in self.sizes]
        time = t("Time limit: {seconds} s", seconds=f"{self.seconds:g}")
        memory = t("Memory limit: {memory} MB", memory=self.memory_mb)
        lines.append(time if self.time_stated else t("{limit} (assumed)", limit=time))
        lines.append(memory if self.memory_stated else t("{limit} (assumed)", limit=memory))
        return lines + ([t(self.assumed)] if self.assumed else [])


# The edge of scale of every game whose input holds several cases (`Limits.cases`).
MOST_CASES = Edge(
    "most-cases", mark("An input of as many cases as the limits allow (cardjudge limits)."), True
)


class UnknownEdge(KeyError):
    """An edge name the game does not have."""


def rooms(
    notation: ModuleType,
    rules: ModuleType,
    story: ModuleType,
    edges: ModuleType,
    deals: ModuleType,
    readings: ModuleType | None = None,
    limits: ModuleType | None = None,
) -> dict[str, Any]:
    """A game's parts, as `Game` takes them, from the modules of its package: each part
    from the room that holds it in every game."""
    return {
        "readings": readings.READINGS if readings else (),
        "parse": notation.parse,
        "write": notation.write,
        "play": rules.play,
        "render": rules.render,
        "steps": story.steps,
        "line_steps": story.line_steps,
        "edges": edges.EDGES + ((MOST_CASES,) if limits and limits.LIMITS.cases else ()),
        "reached": edges.reached,
        "reached_at_scale": getattr(edges, "reached_at_scale", reached_nothing),
        "generate": deals.generate,
        "aim": deals.aim,
        "shrink": deals.shrink,
        "measure": deals.measure,
        **({"limits": limits.LIMITS, "at_limits": limits.at_limits} if limits else {}),
    }


@dataclass(frozen=True)
class Game:
    """A game as the CLI and the page see it."""

    name: str
    title: str
    source: str
    summary: str
    parse: Callable[[str], Sequence[Any]]
    play: Callable[[Any], Any]
    render: Callable[[Sequence[Any]], str]
    steps: Callable[[Any], Sequence[Step]]
    generate: Callable[..., str]
    write: Callable[[Sequence[Any]], str]
    line_steps: Callable[[Any], Sequence[int]]
    shrink: Callable[[Any], Iterator[Any]] = nothing_smaller
    edges: tuple[Edge, ...] = ()
    reached: Callable[[Any], Iterable[str]] = reached_nothing
    reached_at_scale: Callable[[Any], Iterable[str]] = reached_nothing
    aim: Callable[[random.Random, str, float], str] | None = None
    measure: Callable[[Sequence[Any]], int] = len
    # What `measure` counts, singular and plural, with {count} (marked for the catalogs).
    measured_in: tuple[str, str] = (mark("{count} case"), mark("{count} cases"))
    readings: tuple[Reading, ...] = ()
    limits: Limits | None = None
    at_limits: Callable[[random.Random], str] | None = None

    def results(self, text: str) -> list[Any]:
        """Every case of the input played. A byte-order mark at the start (which Windows
        editors write) is no part of the input."""
        return [self.play(case) for case in self.parse(text.removeprefix(BYTE_ORDER_MARK))]

    def judge(self, text: str) -> str:
        """The judge's answer to an input text."""
        return self.render(self.results(text))

    def origin(self, results: Sequence[Any], line: int) -> "Origin | None":
        """The case and step that produced line `line` (from 1) of the judge text, if any."""
        before = 0
        for case, result in enumerate(results):
            steps = self.line_steps(result)
            if line <= before + len(steps):
                return Origin(case, steps[line - before - 1]) if line > before else None
            before += len(steps)
        return None

    def explain(self, results: Sequence[Any], line: int) -> "Explanation | None":
        """The step that produced line `line` (from 1) of the judge text, if any."""
        origin = self.origin(results, line)
        if origin is None:
            return None
        steps = self.steps(results[origin.case])
        return Explanation(origin.case, origin.step, len(steps), steps[origin.step])

    @functools.cached_property
    def can_cheat(self) -> bool:
        """Whether the generator can deal illegal plays (Hearts' cheats)."""
        return "cheat_chance" in inspect.signature(self.generate).parameters

    def deal(
        self,
        seed: int | str,
        cheats: bool = False,
        size: float = 1.0,
        target: str | None = None,
        at_limits: bool = False,
    ) -> str:
        """A random valid input from `seed`; with `cheats`, some illegal plays where it can.

        `size` (0 to 1) grows the deal from the smallest the game deals to its usual ones.
        With `target`, a deal of one case that reaches the edge of that name (for an edge
        of scale, the deal at the limits). With
        `at_limits`, a deal at the statement's limits (`Limits`), shaped for the most work.
        """
        rng = random.Random(seed)
        if target is not None and any(e.scale and e.name == target for e in self.edges):
            at_limits = True  # an edge of scale: only a deal at the limits reaches it
        if at_limits:
            if self.at_limits is None:
                raise NotImplementedError(f"{self.name} deals nothing at its limits yet")
            with following(None):
                return self.at_limits(rng)
        if target is not None and (self.aim is None or target not in self.edge_names):
            raise UnknownEdge(target)
        # Deals are staged by the statement's own rules, whatever reading then judges them:
        # the same deals from a seed under every reading (an edge is aimed at as it reads).
        with following(None):
            if target is not None:
                return self.aim(rng, target, size)  # type: ignore[misc]
            options = {"cheat_chance": CHEAT_CHANCE} if cheats and self.can_cheat else {}
            return self.generate(rng, size=size, **options)

    def size_said(self, results: Sequence[Any]) -> str:
        """How big a played input is, in the game's own words ("9 plays")."""
        return self.count_said(self.measure(results))

    def count_said(self, count: int) -> str:
        """A size measured as `measure` measures it, in the game's own words ("9 plays")."""
        one, many = self.measured_in
        size = one if count == 1 else many
        return t(size, count=count)

    def reading(self, name: str) -> Reading:
        """The reading of that name; UnknownReading if the game has none."""
        for reading in self.readings:
            if reading.name == name:
                return reading
        raise UnknownReading(name)

    @functools.cached_property
    def edge_names(self) -> tuple[str, ...]:
        return tuple(edge.name for edge in self.edges)

    @property
    def aimed_edge_names(self) -> tuple[str, ...]:
        """The edges a small deal can be aimed at: all but those of scale."""
        return tuple(edge.name for edge in self.edges if not edge.scale)

    def cover(self, results: Iterable[Any]) -> dict[str, int]:
        """How many cases of one input reached each edge, every edge in the game's order (0
        for none); the most cases the limits allow is reached by the input as a whole."""
        counts = dict.fromkeys(self.edge_names, 0)
        played = list(results)
        for result in played:
            for name in set(self.reached(result)):
                counts[name] += 1  # a name not in `edges` is a bug: KeyError
        most = self.limits.cases if self.limits is not None else 0
        if MOST_CASES.name in counts and 0 < most <= len(played):  # a game copied with edges
            counts[MOST_CASES.name] += 1
        return counts

    def cover_scale(self, results: Sequence[Any]) -> dict[str, int]:
        """`cover` of the edges of scale only (every other edge 0), without reading the
        plays: what a deal at the limits is for, and cheap enough for every one of them
        (`cover` of Cirno's 300,000 plays takes longer than judging them)."""
        counts = dict.fromkeys(self.edge_names, 0)
        scale = {edge.name for edge in self.edges if edge.scale}
        for result in results:
            for name in set(self.reached_at_scale(result)):
                if name not in scale:
                    raise KeyError(name)  # reached_at_scale names edges of scale only
                counts[name] += 1
        most = self.limits.cases if self.limits is not None else 0
        if MOST_CASES.name in counts and 0 < most <= len(results):
            counts[MOST_CASES.name] += 1
        return counts

    def coverage(self, counts: Mapping[str, int]) -> list[tuple[Edge, int]]:
        """Each edge with its count (from `cover`), those never reached first."""
        rows = [(edge, counts[edge.name]) for edge in self.edges]
        return sorted(rows, key=lambda row: row[1] > 0)  # stable: the game's order within
