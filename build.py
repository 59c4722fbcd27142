"""Build the static site into dist/, or build and serve it on localhost.

    python build.py                 # writes dist/
    python build.py serve [--port N] [--no-build]

The site is the page from web/, our package as one zip, and only the
Pyodide and PyScript files the page loads, copied from node_modules (which
`npm ci` fills when it is missing). Every URL in the site is relative, so it
works under any path prefix, and nothing is fetched from another origin.

index.html gets two things written into it: preload links for every module
the page imports at start-up, and the catalog (the games as the picker shows
them and the samples from web/samples/<game>/NAME.in with NAME.out), so the
picker works before Python has started. sw.js gets the list of the site's
files with a hash of each.

Python starts faster from bytecode than from source, and Pyodide ships its
standard library as source only. So the build runs the pinned Pyodide once
under Node to compile what the page imports at start-up: the standard
library modules Python and our package import (python_stdlib.zip keeps the
rest as source) and our package (bytecode beside the source in
cardjudge.zip). Without Node, or with --no-compile, the files stay as they
come.
"""

import argparse
import contextlib
import functools
import hashlib
import html
import http.server
import json
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
SAMPLES = WEB / "samples"
PACKAGE = ROOT / "pysrc" / "cardjudge"
NODE_MODULES = ROOT / "node_modules"
# Files at least this big are cached by the service worker as they are first
# downloaded (with progress), not when it installs: the Python runtime.
BIG_FILE = 200_000
DIST = ROOT / "dist"

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
# such as the code editor and the terminal, stay out) and the unzipper that
# unpacks our package. TOML, MicroPython and the rest are left out.
PYSCRIPT_ON_DEMAND = (
    "deprecations-manager",
    "donkey",
    "error",
    "py-editor",
    "py-game",
    "py-terminal",
    "zip",
)


def ensure_node_modules() -> None:
    if (
        not (NODE_MODULES / "pyodide" / "pyodide.mjs").exists()
        or not (NODE_MODULES / "@pyscript" / "core" / "dist" / "core.js").exists()
    ):
        print("node_modules is missing: running npm ci", flush=True)
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)


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


def zip_package(target: Path, bytecode: Path | None = None) -> None:
    """Our package as one zip, with the compiled files from `bytecode` when there are any."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(PACKAGE.rglob("*.py")):
            archive.write(path, path.relative_to(PACKAGE.parent).as_posix())
        for path in sorted(bytecode.rglob("*.pyc")) if bytecode else ():
            archive.write(path, path.relative_to(bytecode).as_posix())


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

# Inside Pyodide: import what the page's worker imports (every game included), then
# write the standard library zip with those modules compiled, and our package's bytecode.
COMPILER = """
import importlib._bootstrap_external as bootstrap, pathlib, sys, zipfile
sys.path.insert(0, "/work/src")
import cardjudge.web
games = [cardjudge.web.GAMES[name] for name in cardjudge.web.GAMES]
STDLIB = "python%d%d.zip/" % sys.version_info[:2]
used = {m.__spec__.origin.split(STDLIB, 1)[1] for m in list(sys.modules.values())
        if getattr(m, "__spec__", None) and STDLIB in (m.__spec__.origin or "")}
def bytecode(source, name):
    code = compile(source, name, "exec", dont_inherit=True)
    return bytes(bootstrap._code_to_hash_pyc(code, bytes(8), checked=False))
with zipfile.ZipFile("/lib/" + STDLIB[:-1]) as old, \\
        zipfile.ZipFile("/work/python_stdlib.zip", "w", zipfile.ZIP_DEFLATED) as new:
    for entry in old.infolist():
        if entry.filename in used:
            new.writestr(entry.filename + "c", bytecode(old.read(entry), entry.filename))
        else:
            new.writestr(entry, old.read(entry))
for source in pathlib.Path("/work/src").rglob("*.py"):
    relative = source.relative_to("/work/src")
    cached = pathlib.Path(bootstrap.cache_from_source(str(relative)))
    target = pathlib.Path("/work/bytecode") / cached
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(bytecode(source.read_bytes(), str(relative)))
"""


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
    """Every game's samples: name, label, input and expected output (None when absent)."""
    found: dict[str, list[dict[str, str | None]]] = {}
    for folder in sorted(p for p in SAMPLES.iterdir() if p.is_dir()):
        found[folder.name] = [
            {
                "name": path.stem,
                "label": label(path.stem),
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


def label(stem: str) -> str:
    """ "sample1" -> "Sample 1", "three-players" -> "Three players"."""
    words = re.sub(r"(\D)(\d)", r"\1 \2", stem).replace("-", " ").replace("_", " ")
    return words[:1].upper() + words[1:]


def natural(stem: str) -> list[str | int]:
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", stem)]


def games() -> list[dict[str, object]]:
    """The games as the picker shows them, from the package being built."""
    sys.path.insert(0, str(PACKAGE.parent))
    try:
        from cardjudge import web
    finally:
        sys.path.remove(str(PACKAGE.parent))
    return json.loads(web.games())


def write_into_page(index: Path, preloads: list[str], catalog: dict[str, object]) -> None:
    """Fill index.html's two markers: the preload links and the catalog."""
    links = "\n  ".join(
        f'<link rel="modulepreload" href="{html.escape(href)}">' for href in preloads
    )
    # JSON in a data block: only "</" could end it early.
    data = json.dumps(catalog, ensure_ascii=False).replace("</", "<\\/")
    block = f'<script type="application/json" id="catalog">{data}</script>'
    page = index.read_text(encoding="utf-8")
    page = page.replace("<!-- preloads -->", links).replace("<!-- catalog -->", block)
    index.write_text(page, encoding="utf-8")


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
    files = sorted(p for p in root.rglob("*") if p.is_file() and p.name != "sw.js")
    manifest = {p.relative_to(root).as_posix(): file_hash(p) for p in files}
    sizes = {
        p.relative_to(root).as_posix(): p.stat().st_size
        for p in files
        if p.stat().st_size >= BIG_FILE
    }
    worker = root / "sw.js"
    code = worker.read_text(encoding="utf-8")
    for name, value in (("MANIFEST", manifest), ("SIZES", sizes), ("VERSION", version)):
        found = re.search(rf"^const {name} = .*?;", code, flags=re.M)
        assert found, name
        code = f"{code[: found.start()]}const {name} = {json.dumps(value)};{code[found.end() :]}"
    worker.write_text(code, encoding="utf-8")


def build(compile_ahead: bool = True) -> Path:
    ensure_node_modules()
    if DIST.exists():
        shutil.rmtree(DIST)
    shutil.copytree(WEB, DIST, ignore=shutil.ignore_patterns("samples", "__pycache__"))
    (DIST / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(NODE_MODULES / "pyodide" / name, DIST / "pyodide" / name)
    with tempfile.TemporaryDirectory() as temporary:
        work = Path(temporary)
        compiled = compile_ahead and compile_python(work)
        if compiled:
            shutil.copy2(work / "python_stdlib.zip", DIST / "pyodide" / "python_stdlib.zip")
        zip_package(DIST / "cardjudge.zip", work / "bytecode" if compiled else None)
    (DIST / "pyscript").mkdir()
    for path in pyscript_files():
        shutil.copy2(path, DIST / "pyscript" / path.name)
    catalog: dict[str, object] = {"games": games(), "samples": samples()}
    catalog["version"] = version_of(DIST, json.dumps(catalog))
    # app.js imports PyScript only once the service worker is in control (see js/runtime.js).
    graph = module_graph(DIST / "app.js")[1:] + module_graph(DIST / "pyscript" / "core.js")
    write_into_page(DIST / "index.html", [p.relative_to(DIST).as_posix() for p in graph], catalog)
    write_service_worker(DIST, str(catalog["version"]))
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    print(f"built {DIST} ({size / 1e6:.1f} MB), version {catalog['version']}")
    return DIST


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".py": "text/plain",
    }

    def log_message(self, format: str, *args: object) -> None:
        pass


def serve(port: int) -> None:
    handler = functools.partial(SiteHandler, directory=str(DIST))
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
