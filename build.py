"""Build the static site into dist/, or build and serve it on localhost.

    python build.py                 # writes dist/
    python build.py serve [--port N] [--no-build]

The site is the page from web/, our package as one zip, and only the
Pyodide and PyScript files the page loads, copied from node_modules (which
`npm ci` fills when it is missing). Every URL in the site is relative, so it
works under any path prefix, and nothing is fetched from another origin.

index.html gets preload links for every module the page imports at start-up and
the first game's source, summary and limits; its Content-Security-Policy gets
the hash of its one inline script, which decides the reader's language before
the first paint. js/catalog.js gets the catalog (the games as the picker shows
them, in every language the page speaks, and the samples from
web/samples/<game>/NAME.in with NAME.out), so the picker works before Python
has started. js/first-words.js gets the Chinese of the words index.html shows as
written (from js/zh-CN.js) and of the games, which a Chinese reader's page has
before its first paint.
sw.js gets the list of the site's files with a hash of each.

Python starts faster from bytecode than from source, and Pyodide ships its
standard library as source only. So the build runs the pinned Pyodide once
under Node to compile what the page imports at start-up: the standard
library modules Python and our package import (python_stdlib.zip keeps the
rest as source) and our package (bytecode beside the source in
cardjudge.zip). Then it runs the site's own Pyodide files once more, imports
our package and every game, and saves Pyodide's memory as it then stands
(pyodide/snapshot.bin.gz): the worker starts from it (pyodide/loader.mjs)
instead of starting Python. Without Node, or with --no-compile, the files
stay as they come and there is no snapshot.

The C++ toolchain goes into clang/ gzipped, with bits/stdc++.h precompiled by the
pinned clang under Node for each standard the page offers (clang/pch/), so that no
compile in the page waits for a header to be precompiled.
"""

import argparse
import base64
import contextlib
import fcntl
import functools
import gzip
import hashlib
import html
import http
import http.server
import io
import json
import math
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import zipfile
import zlib
from collections.abc import Callable, Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
SAMPLES = WEB / "samples"
PACKAGE = ROOT / "pysrc" / "cardjudge"
NODE_MODULES = ROOT / "node_modules"
# Files at least this big are cached by the service worker as they are first
# downloaded (with progress), not when it installs: the Python runtime.
BIG_FILE = 200_000
DIST = ROOT / "dist"
# The C++ toolchain (clang and lld for WebAssembly), loaded by the page only when
# a user picks C++. Its files go into dist/clang/ gzip-compressed, so that a
# first use downloads about a quarter of their size even from a server that
# does not compress; the page inflates them (web/js/compiler-worker.js).
# package.json pins @yowasp/clang to the release 21.1.4-3: the registry's
# `latest` is a development snapshot of clang 22, and the precompiled header the
# page makes, the link flags and the sysroot's headers are checked against 21.
CLANG = NODE_MODULES / "@yowasp" / "clang" / "gen"
# Compressing ~100 MB takes seconds: each result is kept here, named by the hash
# of what was compressed, for the next build.
PACKED = NODE_MODULES / ".cache" / "card-judge-gzip"

# The Pyodide runtime: the loader, the WebAssembly module and its glue, the
# standard library and the package index it reads at start-up.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

# PyScript chunks loaded on demand, named without their content hash: the
# plugins core.js imports at start-up (small; the heavy parts they could load,
# such as the code editor and the terminal, stay out). TOML, MicroPython, the
# unzipper (pyodide/loader.mjs unpacks our package itself when it must) and the
# rest are left out.
PYSCRIPT_ON_DEMAND = (
    "deprecations-manager",
    "donkey",
    "error",
    "py-editor",
    "py-game",
    "py-terminal",
)


def ensure_node_modules() -> None:
    """Run npm ci when node_modules lacks a package of package.json at its pinned version
    (the site's runtime, and the tests' tools such as axe-core)."""
    if missing_packages():
        print(f"node_modules lacks {', '.join(missing_packages())}: running npm ci", flush=True)
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)


def missing_packages() -> list[str]:
    """The packages of package.json that node_modules does not hold at their pinned version."""
    wanted = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    pinned = wanted.get("dependencies", {}) | wanted.get("devDependencies", {})
    missing = []
    for name, version in pinned.items():
        found = NODE_MODULES / name / "package.json"
        there = json.loads(found.read_text(encoding="utf-8")) if found.exists() else {}
        if there.get("version") != version:
            missing.append(f"{name}@{version}")
    return missing


def module_graph(entry: Path, also: Callable[[str], list[str]] = lambda code: []) -> list[Path]:
    """entry and every module it imports statically (relative imports), with `also(code)`."""
    wanted: list[Path] = []
    pending = [entry]
    while pending:
        path = pending.pop()
        if path in wanted:
            continue
        wanted.append(path)
        code = path.read_text(encoding="utf-8")
        static = re.findall(r'(?:from|import)\s*"(\.{1,2}/[\w./-]+\.js)"', code)
        pending += [(path.parent / name).resolve() for name in static + also(code)]
    return wanted


def pyscript_files() -> list[Path]:
    """core.js, the chunks it imports statically, and the on-demand chunks we use."""

    def on_demand(code: str) -> list[str]:
        dynamic = re.findall(r'import\("(\./[\w.-]+\.js)"\)', code)
        return [name for name in dynamic if name[2:].rsplit("-", 1)[0] in PYSCRIPT_ON_DEMAND]

    return module_graph(NODE_MODULES / "@pyscript" / "core" / "dist" / "core.js", on_demand)


# Every file in the zips the build writes has this date, so that an unchanged
# package makes the same bytes (and a new build, the same files to download).
ZIP_DATE = (2020, 1, 1, 0, 0, 0)


def zip_package(target: Path, bytecode: Path | None = None) -> None:
    """Our package as one zip, with the compiled files from `bytecode` when there are any."""
    files = [(path, path.relative_to(PACKAGE.parent)) for path in sorted(PACKAGE.rglob("*.py"))]
    if bytecode:
        files += [(path, path.relative_to(bytecode)) for path in sorted(bytecode.rglob("*.pyc"))]
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, name in files:
            entry = zipfile.ZipInfo(name.as_posix(), ZIP_DATE)
            archive.writestr(entry, path.read_bytes(), zipfile.ZIP_DEFLATED)


# Runs the pinned Pyodide under Node: argv is the Pyodide folder, a work folder
# (mounted at /work) and the Python code to run.
NODE_RUNNER = """
import { pathToFileURL } from "node:url";
const [folder, work, code] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(`${folder}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${folder}/` });
pyodide.FS.mkdirTree("/work");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: work }, "/work");
pyodide.runPython(code);
"""

# What the page's Python workers import: the judge's (web/worker.py), every game
# included, and the one that runs the user's program (web/solution.py); and the
# message catalogs of every language, which i18n reads at first use. (A worker
# started from the snapshot has no files of our package: it imports nothing later.)
WORKER_IMPORTS = """
import cardjudge.i18n, cardjudge.program, cardjudge.web
[cardjudge.web.GAMES[name] for name in cardjudge.web.GAMES]
[cardjudge.i18n.catalog(language) for language in cardjudge.i18n.LANGUAGES]
"""

# Inside Pyodide: import what the page's workers import, then write the standard
# library zip with those modules compiled, and our package's bytecode.
COMPILER = f"""
import importlib._bootstrap_external as bootstrap, pathlib, sys, zipfile
sys.path.insert(0, "/work/src")
{WORKER_IMPORTS}
STDLIB = "python%d%d.zip/" % sys.version_info[:2]
used = {{m.__spec__.origin.split(STDLIB, 1)[1] for m in list(sys.modules.values())
        if getattr(m, "__spec__", None) and STDLIB in (m.__spec__.origin or "")}}
def bytecode(source, name):
    code = compile(source, name, "exec", dont_inherit=True)
    return bytes(bootstrap._code_to_hash_pyc(code, bytes(8), checked=False))
with zipfile.ZipFile("/lib/" + STDLIB[:-1]) as old, \\
        zipfile.ZipFile("/work/python_stdlib.zip", "w", zipfile.ZIP_DEFLATED) as new:
    for entry in old.infolist():
        if entry.filename in used:
            compiled = zipfile.ZipInfo(entry.filename + "c", entry.date_time)
            new.writestr(compiled, bytecode(old.read(entry), entry.filename), zipfile.ZIP_DEFLATED)
        else:
            new.writestr(entry, old.read(entry))
for source in pathlib.Path("/work/src").rglob("*.py"):
    relative = source.relative_to("/work/src")
    cached = pathlib.Path(bootstrap.cache_from_source(str(relative)))
    target = pathlib.Path("/work/bytecode") / cached
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(bytecode(source.read_bytes(), str(relative)))
"""


# Starts the site's Pyodide under Node, copies our package to where the page's
# workers would unpack it (/home/pyodide), runs the Python code given and writes
# the gzipped memory snapshot: argv is the site's Pyodide folder, our package
# folder, the file to write and the code.
# The snapshot is the memory of a Python that started and imported our package: for
# two builds to write the same bytes, everything that start-up reads from outside must
# be the same each time. So the runner gives it entropy from a fixed seed (mimalloc
# keys its heap with it), a wall clock stopped at one instant (file times), a monotonic
# clock that ticks once a call (mimalloc's weak seed), no `_` variable (Node's path)
# and no hash randomization; and the build runs it from one fixed folder (see
# `snapshot_folder`), since Pyodide keeps its own path in memory. None of this reaches
# the page: a worker that starts from the snapshot seeds `random` afresh, and every
# visitor of a site shares one snapshot however it was made.
SNAPSHOT_RUNNER = """
import nodeCrypto from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
let state = 0x9e3779b9; // xorshift32: entropy from a fixed seed
nodeCrypto.randomFillSync = (view) => {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  for (let i = 0; i < bytes.length; i++) {
    state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
    bytes[i] = state & 255;
  }
  return view;
};
const STOPPED = Date.UTC(2020, 0, 1);
Date.now = () => STOPPED;
let ticks = 0;
performance.now = () => (ticks += 1);
const [folder, source, target, code] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(`${folder}/pyodide.mjs`).href);
const pyodide = await loadPyodide({
  indexURL: `${folder}/`,
  _makeSnapshot: true,
  env: { PYTHONHASHSEED: "0", _: undefined },
});
function copy(from, to) {
  pyodide.FS.mkdirTree(to);
  for (const name of readdirSync(from).sort()) {
    const path = join(from, name);
    if (name === "__pycache__") continue;
    if (statSync(path).isDirectory()) copy(path, `${to}/${name}`);
    else if (name.endsWith(".py")) pyodide.FS.writeFile(`${to}/${name}`, readFileSync(path));
  }
}
copy(source, "/home/pyodide/cardjudge");
pyodide.runPython(code);
writeFileSync(target, gzipSync(pyodide.makeMemorySnapshot())); // level 6: inflates faster than 9
"""


# What the snapshot holds: the workers' imports. (random is seeded afresh when the
# snapshot is loaded; here, the same each build.)
SNAPSHOT_CODE = WORKER_IMPORTS + "import gc, random\nrandom.seed(0)\ngc.collect()\n"


def snapshot_python(folder: Path, target: Path) -> bool:
    """Write the worker's memory snapshot, made with the site's Pyodide files in `folder`.

    False (and a warning) when Node cannot do it.
    """
    source = ROOT / "pysrc" / PACKAGE.name
    try:
        with snapshot_folder(folder) as fixed:
            command = ["node", "--input-type=module", "-e", SNAPSHOT_RUNNER, str(fixed)]
            command += [str(source), str(target), SNAPSHOT_CODE]
            subprocess.run(command, check=True, capture_output=True, timeout=600)
    except (OSError, subprocess.SubprocessError) as error:
        print(f"not making a Python snapshot: {error}", file=sys.stderr)
        return False
    return True


SNAPSHOT_FOLDER = Path(tempfile.gettempdir()) / "card-judge-snapshot" / "pyodide"


@contextlib.contextmanager
def snapshot_folder(folder: Path) -> Iterator[Path]:
    """The Pyodide files of `folder` copied to SNAPSHOT_FOLDER, the same path in every
    build, held for one build at a time (a lock beside it) and removed after."""
    SNAPSHOT_FOLDER.parent.mkdir(parents=True, exist_ok=True)
    with open(SNAPSHOT_FOLDER.parent / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        shutil.rmtree(SNAPSHOT_FOLDER, ignore_errors=True)
        shutil.copytree(folder, SNAPSHOT_FOLDER, ignore=shutil.ignore_patterns("snapshot.*"))
        try:
            yield SNAPSHOT_FOLDER
        finally:
            shutil.rmtree(SNAPSHOT_FOLDER, ignore_errors=True)


def compile_python(work: Path) -> bool:
    """Write work/python_stdlib.zip and work/bytecode/ with the pinned Pyodide.

    False (and a warning) when Node cannot do it.
    """
    skip = shutil.ignore_patterns("__pycache__")
    shutil.copytree(PACKAGE, work / "src" / PACKAGE.name, ignore=skip)
    folder = NODE_MODULES / "pyodide"
    command = ["node", "--input-type=module", "-e", NODE_RUNNER, str(folder), str(work), COMPILER]
    try:
        subprocess.run(command, check=True, capture_output=True, timeout=600)
    except (OSError, subprocess.SubprocessError) as error:
        print(f"not compiling Python ahead of time: {error}", file=sys.stderr)
        return False
    return True


def samples() -> dict[str, list[dict[str, str | None]]]:
    """Every game's samples: name, label (an English message the page translates, with
    the field {number}), number, input and expected output (None when absent)."""
    found: dict[str, list[dict[str, str | None]]] = {}
    for folder in sorted(p for p in SAMPLES.iterdir() if p.is_dir()):
        found[folder.name] = [
            {
                "name": path.stem,
                **label(path.stem),
                "input": path.read_text(encoding="utf-8"),
                "output": (
                    out.read_text(encoding="utf-8")
                    if (out := path.with_suffix(".out")).exists()
                    else None
                ),
            }
            for path in sorted(folder.glob("*.in"), key=lambda p: natural(p.stem))
        ]
    return found


def label(stem: str) -> dict[str, str]:
    """A sample's button: "sample1" -> "Sample {number}" with number "1",
    "three-players" -> "Three players" with none."""
    words, number = re.fullmatch(r"(.*?)(\d*)", stem).groups()  # type: ignore[union-attr]
    words = words.replace("-", " ").replace("_", " ").strip()
    text = words[:1].upper() + words[1:] + (" {number}" if number else "")
    return {"label": text, "number": number}


def natural(stem: str) -> list[str | int]:
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", stem)]


def games() -> dict[str, list[dict[str, object]]]:
    """The games as the picker shows them, in each language the page speaks, from the
    package being built: {language: games}."""
    sys.path.insert(0, str(PACKAGE.parent))
    try:
        from cardjudge import i18n, web
    finally:
        sys.path.remove(str(PACKAGE.parent))
    said = {}
    for language in i18n.LANGUAGES:
        with i18n.speaking(language):
            said[language] = json.loads(web.games())
    return said


# -- the page's words: index.html's own, and their Chinese in js/zh-CN.js ---------------

CHINESE = WEB / "js" / "zh-CN.js"
TRANSLATED = ("placeholder", "title", "aria-label")  # the attributes js/i18n.js translates


class StaticWords(HTMLParser):
    """The messages of index.html: the text of each data-i18n element (text only:
    js/i18n.js sets it whole), and the placeholder, title and aria-label attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.messages: set[str] = set()
        self.reading: list[str] | None = None  # the text of the data-i18n element being read

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        assert self.reading is None, f"<{tag}> inside an element marked data-i18n"
        named = dict(attrs)
        kept = (named.get("data-i18n-keep") or "").split()
        self.messages |= {
            normalise(named[a] or "") for a in TRANSLATED if a in named and a not in kept
        }
        if "data-i18n" in named:
            self.reading = []

    def handle_endtag(self, tag: str) -> None:
        if self.reading is not None:
            self.messages.add(normalise("".join(self.reading)))
            self.reading = None

    def handle_data(self, data: str) -> None:
        if self.reading is not None:
            self.reading.append(data)


def normalise(text: str) -> str:
    return " ".join(text.split())


def page_words(page: str) -> set[str]:
    parser = StaticWords()
    parser.feed(page)
    return parser.messages


def chinese_table() -> dict[str, str]:
    """zh-CN.js's MESSAGES: a JSON object (but for whole-line comments) after
    `export const MESSAGES =`, each message once."""
    code = CHINESE.read_text(encoding="utf-8")
    found = re.search(r"export const MESSAGES = (\{.*\});\s*$", code, flags=re.S)
    assert found, "zh-CN.js holds `export const MESSAGES = {...};` (JSON but for comments) last"
    lines = [line for line in found[1].splitlines() if not line.strip().startswith("//")]
    return json.loads("\n".join(lines), object_pairs_hook=once)


def once(pairs: list[tuple[str, str]]) -> dict[str, str]:
    table: dict[str, str] = {}
    for message, chinese in pairs:
        assert message not in table, f"{message!r} twice in zh-CN.js"
        table[message] = chinese
    return table


def first_words(page: str) -> dict[str, str]:
    """The Chinese of the words `page` shows as written, sorted by their English: what
    js/first-words.js puts in before a Chinese reader's first paint."""
    table = chinese_table()
    return {message: table[message] for message in sorted(page_words(page)) if message in table}


def fill_constants(script: Path, values: dict[str, object]) -> None:
    """Set each `const NAME = ...;` line of `script` to the JSON of values[NAME]."""
    code = script.read_text(encoding="utf-8")
    for name, value in values.items():
        found = re.search(rf"^( *)const {name} = .*?;", code, flags=re.M)
        assert found, name
        said = json.dumps(value, ensure_ascii=False)
        code = f"{code[: found.start()]}{found[1]}const {name} = {said};{code[found.end() :]}"
    script.write_text(code, encoding="utf-8")


def allow_inline_script(page: str) -> str:
    """`page` with its one inline script allowed by its hash in the Content-Security-Policy."""
    scripts = re.findall(r"<script>(.*?)</script>", page, flags=re.S)
    assert len(scripts) == 1, "index.html has one inline script"
    hashed = base64.b64encode(hashlib.sha256(scripts[0].encode()).digest()).decode()
    policy = "script-src 'self'"
    assert page.count(policy) == 1, policy
    return page.replace(policy, f"{policy} 'sha256-{hashed}'")


def write_into_page(index: Path, preloads: list[str], catalog: dict[str, object]) -> None:
    """Fill index.html's markers: the preload links and the picker showing the first
    game, so that the first paint has it and nothing moves when app.js runs. (The catalog
    itself goes to js/catalog.js: in the page it would double what comes before the
    first paint.)"""
    links = "\n  ".join(
        f'<link rel="modulepreload" href="{html.escape(href)}">' for href in preloads
    )
    games = catalog["games"]["en"]  # type: ignore[index]
    assert isinstance(games, list) and games
    options = "".join(
        f'<option value="{html.escape(game["name"])}">{html.escape(game["title"])}</option>'
        for game in games
    )
    page = index.read_text(encoding="utf-8")
    for marker, text in (
        ("preloads", links),
        ("games", options),
        ("game-source", html.escape(games[0]["source"])),
        ("game-summary", html.escape(games[0]["summary"])),
        ("game-limits", html.escape(games[0]["limits"])),
    ):
        page = page.replace(f"<!-- {marker} -->", text)
    index.write_text(allow_inline_script(page), encoding="utf-8")


# -- the app's icons: drawn here as PNGs (the build fetches nothing) --------------------

# A playing card with a heart, as in favicon.svg. Colours: the page's accent (style.css
# --accent), a white card and the favicon's red.
ACCENT = (0x1A, 0x5F, 0xB4)
CARD = (0xFF, 0xFF, 0xFF)
HEART = (0xC0, 0x1C, 0x28)

# File name in dist/icons/: size in pixels, and whether the accent fills the square. A
# maskable icon is cut to any shape the system likes, keeping only the circle of 40% of
# its size around the centre: its card fits in there. Apple's touch icon is cut too.
ICONS = {
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
    "apple-touch-icon.png": (180, True),
}


def write_icons(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    assert all(size % 2 == 0 for size, _ in ICONS.values()), "draw_icon mirrors halves"
    for name, (size, full_bleed) in ICONS.items():
        (folder / name).write_bytes(png(size, draw_icon(size, full_bleed)))


def draw_icon(size: int, full_bleed: bool) -> list[bytearray]:
    """The icon's rows of RGBA pixels: the card, its border and the heart, smoothed at the edges."""
    if full_bleed:
        card = (0.24, 0.305, 0.045)  # half width, half height, corner radius (share of size)
        border = 0.0
    else:
        card = (0.36, 0.46, 0.08)
        border = 0.045
    half_width, half_height, radius = (value * size for value in card)
    edge = border * size
    middle = size / 2

    def card_pixel(across: float, down: float) -> bytes:
        """The card alone, `across` and `down` pixels from the middle."""
        pixel = (*ACCENT, 1.0) if full_bleed else (0, 0, 0, 0.0)
        # From the pixel's centre to the card's outline, in pixels (negative inside).
        outside = rounded_box(across, down, half_width, half_height, radius)
        if edge:
            pixel = over(pixel, ACCENT, cover(outside))
        return rgba(over(pixel, CARD, cover(outside + edge)))

    def card_row(down: float) -> bytearray:
        """A row of the card alone, `down` pixels above or below the middle: the left half
        mirrored, its pixels between the corners all alike."""
        centre = card_pixel(0.0, down)
        left = [
            centre if across <= half_width - radius else card_pixel(across, down)
            for across in (middle - x - 0.5 for x in range(size // 2))
        ]
        return bytearray(b"".join(left) + b"".join(reversed(left)))

    # Rows at the same distance from the middle are alike, and so are all the rows that
    # cross only the card's straight sides, and all the rows that miss the card.
    straight = min(half_height - radius, half_height - edge - 1)
    rows: dict[float, bytearray] = {}
    drawn = []
    for y in range(size):
        down = abs(y + 0.5 - middle)
        key = -1.0 if down <= straight else min(down, half_height + 0.5)
        if key not in rows:
            rows[key] = card_row(down)
        drawn.append(bytearray(rows[key]))
    solid = bytes((*HEART, 255))
    for (x, y), share in heart_coverage(middle, 0.55 * half_width).items():
        below = (*drawn[y][4 * x : 4 * x + 3], 1.0)  # the card is opaque under the heart
        drawn[y][4 * x : 4 * x + 4] = solid if share == 1 else rgba(over(below, HEART, share))
    return drawn


def rgba(pixel: tuple[float, ...]) -> bytes:
    red, green, blue, alpha = pixel
    return bytes((round(red), round(green), round(blue), round(alpha * 255)))


def rounded_box(x: float, y: float, half_width: float, half_height: float, radius: float) -> float:
    """Signed distance from (x, y) to a rectangle centred on 0 with rounded corners."""
    across = abs(x) - half_width + radius
    down = abs(y) - half_height + radius
    return math.hypot(max(across, 0.0), max(down, 0.0)) + min(max(across, down), 0.0) - radius


def cover(distance: float) -> float:
    """How much of a pixel a shape covers, from the distance of its centre to the outline."""
    return min(1.0, max(0.0, 0.5 - distance))


def over(pixel: tuple[float, ...], colour: tuple[int, int, int], share: float) -> tuple[float, ...]:
    """`colour` laid over `pixel` (straight RGB, alpha from 0 to 1) on `share` of its area."""
    if share <= 0:
        return pixel
    *below, alpha = pixel
    total = share + alpha * (1 - share)
    mixed = (
        (c * share + b * alpha * (1 - share)) / total for c, b in zip(colour, below, strict=True)
    )
    return (*mixed, total)


def heart_coverage(middle: float, half_width: float) -> dict[tuple[int, int], float]:
    """{(x, y): share covered} for the pixels the heart covers, centred at (middle, middle).

    The heart is the curve (u² + v² - 1)³ = u² v³, 2.277 wide from -1.1385 to 1.1385 and
    from v = -1 up to 1.236. A pixel whose four corners agree is all in or all out; one on
    the outline is sampled 4 × 4.
    """
    scale = half_width / 1.1385
    top = middle - 1.118 * scale  # v = 1.236 lands 1.118 above the middle: centred

    def inside(x: float, y: float) -> bool:
        u = (x - middle) / scale
        v = 1.236 - (y - top) / scale
        ring = u * u + v * v - 1
        return ring * ring * ring <= u * u * v * v * v

    first = math.floor(middle - half_width) - 1
    last = math.ceil(middle + half_width) + 1
    corners = {(x, y): inside(x, y) for x in range(first, last + 1) for y in range(first, last + 1)}
    shares = {}
    for x in range(first, last):
        for y in range(first, last):
            seen = {corners[x, y], corners[x + 1, y], corners[x, y + 1], corners[x + 1, y + 1]}
            if seen == {True}:
                shares[x, y] = 1.0
            elif len(seen) == 2:
                steps = [(i + 0.5) / 4 for i in range(4)]
                hits = sum(inside(x + dx, y + dy) for dx in steps for dy in steps)
                shares[x, y] = hits / 16
    return shares


def png(size: int, rows: list[bytearray]) -> bytes:
    """A square RGBA PNG file: 8 bits a channel, each row unfiltered."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        checksum = struct.pack(">I", zlib.crc32(kind + data))
        return struct.pack(">I", len(data)) + kind + data + checksum

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    pixels = b"".join(b"\0" + bytes(row) for row in rows)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(pixels, 9))
        + chunk(b"IEND", b"")
    )


def copy_clang(target: Path) -> None:
    """The toolchain's module (its file writes made linear: growing_writes), its
    WebAssembly and its file system (headers, libraries) gzipped, and clang/files.json:
    {name: compressed size} for the page's download progress."""
    target.mkdir(parents=True)
    bundle = (CLANG / "bundle.js").read_text(encoding="utf-8")
    (target / "bundle.js").write_text(growing_writes(bundle), encoding="utf-8")
    sizes = {}
    for path in sorted(CLANG.iterdir()):
        if path.suffix in (".wasm", ".tar"):
            packed = target / f"{path.name}.gz"
            data = path.read_bytes()
            packed.write_bytes(gzipped(for_the_page(data) if path.name == RESOURCES else data))
            sizes[path.name] = packed.stat().st_size
    (target / "files.json").write_text(json.dumps(sizes, sort_keys=True), encoding="utf-8")
    # clang's module also as it is, for a host that sends it compressed: the page compiles
    # it from the browser's HTTP cache, whose response the browser keeps optimised code
    # beside (web/js/compiler-worker.js, `cachedCore`); the service worker leaves it alone.
    shutil.copyfile(CLANG / CORE, target / CORE)
    core = {"size": (CLANG / CORE).stat().st_size, "version": file_hash(CLANG / CORE)}
    (target / "core.json").write_text(json.dumps(core), encoding="utf-8")


# The toolchain's file system (headers, libraries) as the package ships it holds what
# no compile in the page reads: the headers of other targets (GPUs, OpenCL, HLSL,
# PowerPC, s390, Hexagon, LoongArch, MIPS, RISC-V, ARM, VE), the OpenMP, CUDA, libc and
# z/OS wrappers, the sanitizer, fuzzer, profile and ORC runtimes' headers (no such
# runtime here), libc++'s frozen C++03 headers (used only with -std=c++03 and
# _LIBCPP_USE_FROZEN_CXX03_HEADERS; the page offers C, C++17 and C++20) and share/
# (the std modules' sources and wasi-libc's symbol lists). Left out, it is 4.26 ->
# 3.18 MB gzipped. The x86 intrinsics headers stay: a program that includes one
# gets their own message that they are for x86 only, not a file not found.
RESOURCES = "llvm-resources.tar"
CORE = "llvm.core.wasm"  # clang's own module
UNCACHED = f"clang/{CORE}"  # the one file the service worker never answers
NOT_FOR_THE_PAGE = re.compile(
    r"^include/(c\+\+/v1/__cxx03|cuda_wrappers|hlsl|openmp_wrappers|ppc_wrappers"
    r"|llvm_libc_wrappers|llvm_offload_wrappers|zos_wrappers|sanitizer|fuzzer|profile|orc)(/|$)"
    r"|^include/(__clang_(cuda|hip|spirv)_|opencl-c|altivec\.h|vecintrin\.h|s390intrin|htm"
    r"|hexagon_|hvx_|lasxintrin|lsxintrin|larchintrin|msa\.h|velintrin|riscv_|sifive_"
    r"|andes_|arm|amdgpuintrin|nvptxintrin|gpuintrin|hlsl\.h)"
    r"|^share(/|$)"
)


def for_the_page(tar: bytes) -> bytes:
    """The toolchain's tar without the files of NOT_FOR_THE_PAGE: every other member's
    blocks copied as they were (headers, extended headers and bytes: the toolchain's
    own reader takes a directory's name as the package writes it, with no trailing
    slash, which tarfile would add), then the two zero blocks that end a tar."""
    kept = bytearray()
    with tarfile.open(fileobj=io.BytesIO(tar)) as source:
        for member in source.getmembers():
            if not NOT_FOR_THE_PAGE.match(member.name):
                end = member.offset_data + -(-member.size // tarfile.BLOCKSIZE) * tarfile.BLOCKSIZE
                kept += tar[member.offset : end]
    return bytes(kept + bytes(2 * tarfile.BLOCKSIZE))


# The toolchain's in-memory file system copies the whole file on every write, and
# clang writes its output 4 KB at a time: writing an object file of n bytes copies
# about n * n / 8 KB bytes. WebAssembly object files hold zero-initialised globals
# as bytes (a contest program's `char board[300005][25]` is 7.5 MB of zeros), so
# an object of 30-45 MB took minutes to write. growing_writes() gives the write a
# buffer that doubles when full instead (a file's bytes are a view of it; a buffer
# grown for one file is never written through another's), the same bytes written.
COPYING_WRITE = """  write(contents) {
    const offset = Number(this.offset);
    const newData = new Uint8Array(Math.max(this.file.data.length, offset + contents.length));
    newData.set(this.file.data);
    newData.subarray(offset).set(contents);
    this.file.data = newData;
    this.offset += BigInt(contents.length);
  }"""
GROWING_WRITE = """  write(contents) {
    const offset = Number(this.offset);
    const end = offset + contents.length;
    let data = this.file.data;
    if (GROWN.get(data.buffer) !== this.file || end > data.buffer.byteLength) {
      // A buffer of this file's own, with room to grow: the old bytes are never written.
      const room = new Uint8Array(Math.max(end, 2 * data.length, 4096));
      room.set(data);
      GROWN.set(room.buffer, this.file);
      data = room.subarray(0, Math.max(end, data.length));
    } else if (end > data.length) {
      data = new Uint8Array(data.buffer, 0, end);
    }
    data.set(contents, offset);
    this.file.data = data;
    this.offset += BigInt(contents.length);
  }"""
WRITE_STREAM = "var WriteStream = class"


def growing_writes(bundle: str) -> str:
    """The toolchain's bundle.js with COPYING_WRITE replaced by GROWING_WRITE (an
    error if the pinned release no longer has it exactly once)."""
    if bundle.count(COPYING_WRITE) != 1 or bundle.count(WRITE_STREAM) != 1:
        raise RuntimeError("@yowasp/clang's WriteStream.write is not the one build.py replaces")
    bundle = bundle.replace(COPYING_WRITE, GROWING_WRITE)
    # Which file grew each buffer: buffer -> file (a WeakMap keeps neither alive).
    return bundle.replace(WRITE_STREAM, f"var GROWN = new WeakMap();\n{WRITE_STREAM}")


# bits/stdc++.h precompiled for each C++ standard the page offers, with exactly the
# flags the page compiles with (web/js/compiler.js `flagsOf`, and the worker's
# -fno-exceptions): a compile with -include-pch needs the same options, and the
# worker uses a header only when clang/pch.json names the flags it compiles with.
# -fno-pch-timestamp keeps file times out of the header (it is the same bytes every
# build); the header is made in clang's own in-memory tree, so no path of this
# machine goes in either. -fpch-instantiate-templates does in the header the template
# instantiations its own code asks for, which every program's compile did again:
# about 10-15% less CPU a compile of a contest program (benchmarks/contest), its
# object file the same code (the order of two functions and string constants may
# differ), the header 0.3 MB bigger gzipped.
#
# The header is precompiled from bits/stdc++.h preprocessed (`clang -E -dD`: the
# code with every macro expanded, each #define and #undef kept where it was, line
# markers naming each standard header), not from the headers themselves: a header
# made from them records where every one of libc++'s ~250,000 macro expansions
# came from (_LIBCPP_HIDE_FROM_ABI and the like), a third of its bytes. Made from
# the preprocessed text it is 12.1 -> 8.2 MB gzipped for C++17, and a program's
# object file is byte for byte the same (benchmarks/contest). The preprocessed
# text (0.4 MB gzipped) ships beside the header, since clang reads it as the
# header's source: for the lines its messages quote (with the original file
# names and line numbers, from the line markers) and to check the header's input
# is the one it was made from (its size). The predefined macros clang writes first
# are left out: the compile that uses the header has them already.
PCH_FLAGS = {
    "c++17": ["-std=gnu++17", "-O2", "-fno-exceptions"],
    "c++20": ["-std=gnu++20", "-O2", "-fno-exceptions"],
}
HEADER = WEB / "cpp" / "include" / "bits" / "stdc++.h"
# Precompiling takes about half a minute a standard: each header is kept here,
# named by the hash of everything it is made from, for the next build.
PRECOMPILED = NODE_MODULES / ".cache" / "card-judge-pch"

# Runs the pinned clang under Node: argv is the toolchain's bundle.js, the header,
# then one job as JSON for each header to make: {flags, source, header, into}, where
# `source` is the path of the preprocessed text in clang's tree (pch/STANDARD.ii: the
# worker gives it the same path), `header` and `into` the files to write the header
# and that text to.
PCH_RUNNER = """
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [bundle, header, ...jobs] = process.argv.slice(1);
const { runClang } = await import(pathToFileURL(bundle).href);
const quiet = { decodeASCII: false, fetchProgress: () => {}, stdout: () => {} };
const FIRST = '# 1 "<built-in>" 1';
const BACK = '# 1 "include/bits/stdc++.h" 2';
for (const job of jobs.map((text) => JSON.parse(text))) {
  const tree = { include: { bits: { "stdc++.h": readFileSync(header, "utf8") } } };
  const args = ["clang++", ...job.flags, "-x", "c++-header", "include/bits/stdc++.h"];
  const expanded = await runClang([...args, "-E", "-dD", "-o", "stdc++.ii"], tree, quiet);
  const lines = new TextDecoder().decode(expanded["stdc++.ii"]).split("\\n");
  // The predefined macros (<built-in>, <command line>) come between these two lines.
  const [from, to] = [lines.indexOf(FIRST), lines.indexOf(BACK)];
  if (from < 0 || to < from) throw new Error("clang -E -dD no longer starts as PCH_RUNNER expects");
  const text = [...lines.slice(0, from), ...lines.slice(to + 1)].join("\\n");
  const [folder, name] = job.source.split("/");
  const flags = [...job.flags, "-fpch-instantiate-templates", "-Xclang", "-fno-pch-timestamp"];
  const made = ["clang++", ...flags, "-x", "c++-header", job.source, "-o", "stdc++.pch"];
  const files = await runClang(made, { [folder]: { [name]: text } }, quiet);
  writeFileSync(job.header, files["stdc++.pch"]);
  writeFileSync(job.into, text);
}
"""


def growing_toolchain(folder: Path) -> Path:
    """The toolchain in `folder` with its writes made linear (growing_writes), its
    other files linked to node_modules': its bundle.js. The header clang writes is the
    same bytes (tests/test_clang_writes.py), made in a fraction of the time."""
    for path in CLANG.iterdir():
        if path.name != "bundle.js":
            (folder / path.name).symlink_to(path)
    bundle = folder / "bundle.js"
    text = (CLANG / "bundle.js").read_text(encoding="utf-8")
    bundle.write_text(growing_writes(text), encoding="utf-8")
    return bundle


def precompile_headers(target: Path) -> None:
    """clang/pch/STANDARD.pch.gz for each standard of PCH_FLAGS, the preprocessed
    header it was made from beside it (STANDARD.ii.gz), and clang/pch.json: {standard:
    {flags, size}} (size: the compressed bytes of both, for the download's progress)."""
    clang = json.loads((CLANG.parent / "package.json").read_text(encoding="utf-8"))["version"]
    made = {}
    for standard, flags in PCH_FLAGS.items():
        key = hashlib.sha256(f"{clang}\n{flags}\n{PCH_RUNNER}\n".encode() + HEADER.read_bytes())
        made[standard] = PRECOMPILED / f"{key.hexdigest()}.pch"
    missing = [(standard, path) for standard, path in made.items() if not path.exists()]
    if missing:
        PRECOMPILED.mkdir(parents=True, exist_ok=True)
        jobs = []
        for standard, path in missing:
            job = {"flags": PCH_FLAGS[standard], "source": f"pch/{standard}.ii"}
            job |= {"header": f"{path}.part", "into": f"{path.with_suffix('.ii')}.part"}
            jobs.append(json.dumps(job))
        with tempfile.TemporaryDirectory() as folder:
            bundle = growing_toolchain(Path(folder))
            command = ["node", "--input-type=module", "-e", PCH_RUNNER, str(bundle)]
            subprocess.run([*command, str(HEADER), *jobs], check=True, timeout=1800)
        for _, path in missing:
            Path(f"{path.with_suffix('.ii')}.part").replace(path.with_suffix(".ii"))
            Path(f"{path}.part").replace(path)
    (target / "pch").mkdir()
    listed = {}
    for standard, path in made.items():
        size = 0
        for made_from, suffix in ((path, "pch"), (path.with_suffix(".ii"), "ii")):
            packed = target / "pch" / f"{standard}.{suffix}.gz"
            packed.write_bytes(gzipped(made_from.read_bytes()))
            size += packed.stat().st_size
        listed[standard] = {"flags": " ".join(PCH_FLAGS[standard]), "size": size}
    (target / "pch.json").write_text(json.dumps(listed, sort_keys=True), encoding="utf-8")


# The allocation watch linked beside every program (web/cpp/watch.c), compiled here
# once rather than in the page: the page's first compile then runs clang once, not
# twice (the second time cold, in C).
WATCH = WEB / "cpp" / "watch.c"
WATCH_FLAGS = ["-x", "c", "-O2"]
WATCH_RUNNER = """
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [bundle, source, flags, into] = process.argv.slice(1);
const { runClang } = await import(pathToFileURL(bundle).href);
const quiet = { decodeASCII: false, fetchProgress: () => {}, stdout: () => {} };
const args = ["clang", ...JSON.parse(flags), "-c", "watch.c", "-o", "watch.o"];
const files = await runClang(args, { "watch.c": readFileSync(source, "utf8") }, quiet);
writeFileSync(into, files["watch.o"]);
"""


def compile_watch(target: Path) -> None:
    """clang/watch.o: web/cpp/watch.c compiled by the pinned clang under Node."""
    clang = json.loads((CLANG.parent / "package.json").read_text(encoding="utf-8"))["version"]
    key = f"{clang}\n{WATCH_FLAGS}\n{WATCH_RUNNER}\n".encode() + WATCH.read_bytes()
    made = PRECOMPILED / f"{hashlib.sha256(key).hexdigest()}.o"
    if not made.exists():
        PRECOMPILED.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as folder:
            bundle = growing_toolchain(Path(folder))
            command = ["node", "--input-type=module", "-e", WATCH_RUNNER, str(bundle), str(WATCH)]
            command += [json.dumps(WATCH_FLAGS), f"{made}.part"]
            subprocess.run(command, check=True, timeout=600)
        Path(f"{made}.part").replace(made)
    shutil.copyfile(made, target / "watch.o")


def gzipped(data: bytes) -> bytes:
    """`data` gzipped at the best level, with no date in it (the same bytes every build)."""
    kept = PACKED / f"{hashlib.sha256(data).hexdigest()}.gz"
    if kept.exists():
        return kept.read_bytes()
    packed = gzip.compress(data, compresslevel=9, mtime=0)
    PACKED.mkdir(parents=True, exist_ok=True)
    kept.write_bytes(packed)
    return packed


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def version_of(root: Path, extra: str) -> str:
    """A short hash of every file of the site and `extra`: it changes whenever the site does."""
    digest = hashlib.sha256(extra.encode())
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(file_hash(path).encode())
    return digest.hexdigest()[:12]


def write_service_worker(root: Path, version: str) -> None:
    """Fill sw.js with the version and the manifest: every other file and its content hash."""
    files = sorted(
        p
        for p in root.rglob("*")
        if p.is_file() and p.name != "sw.js" and p.relative_to(root).as_posix() != UNCACHED
    )
    manifest = {p.relative_to(root).as_posix(): file_hash(p) for p in files}
    sizes = {
        p.relative_to(root).as_posix(): p.stat().st_size
        for p in files
        if p.stat().st_size >= BIG_FILE
    }
    fill_constants(root / "sw.js", {"MANIFEST": manifest, "SIZES": sizes, "VERSION": version})


def build(compile_ahead: bool = True) -> Path:
    ensure_node_modules()
    if DIST.exists():
        shutil.rmtree(DIST)
    shutil.copytree(WEB, DIST, ignore=shutil.ignore_patterns("samples", "__pycache__"))
    write_icons(DIST / "icons")
    copy_clang(DIST / "clang")
    precompile_headers(DIST / "clang")
    compile_watch(DIST / "clang")
    (DIST / "pyodide").mkdir(exist_ok=True)  # web/pyodide holds our loader
    for name in PYODIDE_FILES:
        shutil.copy2(NODE_MODULES / "pyodide" / name, DIST / "pyodide" / name)
    with tempfile.TemporaryDirectory() as temporary:
        work = Path(temporary)
        compiled = compile_ahead and compile_python(work)
        if compiled:
            shutil.copy2(work / "python_stdlib.zip", DIST / "pyodide" / "python_stdlib.zip")
        zip_package(DIST / "cardjudge.zip", work / "bytecode" if compiled else None)
    if compiled:
        snapshot_python(DIST / "pyodide", DIST / "pyodide" / "snapshot.bin.gz")
    (DIST / "pyscript").mkdir()
    for path in pyscript_files():
        shutil.copy2(path, DIST / "pyscript" / path.name)
    words = first_words((WEB / "index.html").read_text(encoding="utf-8"))
    catalog: dict[str, object] = {"games": games(), "samples": samples()}
    catalog["version"] = version_of(DIST, json.dumps(catalog))
    # app.js imports PyScript only once the service worker is in control (see js/runtime.js).
    graph = module_graph(DIST / "app.js")[1:] + module_graph(DIST / "pyscript" / "core.js")
    write_into_page(DIST / "index.html", [p.relative_to(DIST).as_posix() for p in graph], catalog)
    fill_constants(DIST / "js" / "catalog.js", {"CATALOG": catalog})
    chinese = [
        {part: game[part] for part in ("name", "title", "source", "summary", "limits")}
        for game in catalog["games"]["zh-CN"]  # type: ignore[index]
    ]
    fill_constants(DIST / "js" / "first-words.js", {"WORDS": words, "GAMES": chinese})
    write_service_worker(DIST, str(catalog["version"]))
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    print(f"built {DIST} ({size / 1e6:.1f} MB), version {catalog['version']}")
    print(f"digest {digest(DIST)}")
    return DIST


def digest(root: Path) -> str:
    """The SHA-256 of a whole folder, every file's path and bytes: two builds of one commit
    print the same, and so can a site checked against the commit it says it comes from."""
    whole = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        whole.update(path.relative_to(root).as_posix().encode() + b"\0")
        whole.update(hashlib.sha256(path.read_bytes()).digest())
    return whole.hexdigest()


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".py": "text/plain",
    }

    # Send clang/llvm.core.wasm gzip-compressed (its .gz beside it), as GitHub Pages sends
    # WebAssembly: the page then compiles clang from it (compiler-worker.js, `cachedCore`).
    compress_core = False

    def log_message(self, format: str, *args: object) -> None:
        pass

    def send_head(self) -> Any:
        path = Path(self.translate_path(self.path))
        packed = path.with_name(f"{CORE}.gz")
        accepted = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (self.compress_core and path.name == CORE and accepted and packed.is_file()):
            return super().send_head()
        modified = self.date_time_string(int(packed.stat().st_mtime))
        if self.headers.get("If-Modified-Since") == modified:
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", "application/wasm")
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(packed.stat().st_size))
        self.send_header("Last-Modified", modified)
        self.end_headers()
        return packed.open("rb")


class CompressingSiteHandler(SiteHandler):
    compress_core = True


def serve(port: int) -> None:
    handler = functools.partial(CompressingSiteHandler, directory=str(DIST))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"serving {DIST} at http://127.0.0.1:{server.server_address[1]}/", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Build (and serve) the Card Judge site.")
    parser.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    parser.add_argument("--port", type=int, default=8000, help="port for serve (default 8000)")
    parser.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    parser.add_argument(
        "--no-compile", action="store_true", help="ship Python as source (no Node step)"
    )
    args = parser.parse_args(argv)
    if not (args.command == "serve" and args.no_build):
        build(compile_ahead=not args.no_compile)
    if args.command == "serve":
        serve(args.port)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
