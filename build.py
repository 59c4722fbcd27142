"""Build the static site into dist/, or build and serve it on localhost.

    python build.py                 # writes dist/
    python build.py serve [--port N] [--no-build]

The site is the page from web/, our package as one zip, and only the
Pyodide and PyScript files the page loads, copied from node_modules (which
`npm ci` fills when it is missing). Every URL in the site is relative, so it
works under any path prefix, and nothing is fetched from another origin.
"""

import argparse
import contextlib
import functools
import http.server
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
PACKAGE = ROOT / "pysrc" / "cardjudge"
NODE_MODULES = ROOT / "node_modules"
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


def pyscript_files() -> list[Path]:
    """core.js, the chunks it imports statically, and the on-demand chunks we use."""
    source = NODE_MODULES / "@pyscript" / "core" / "dist"
    wanted: list[Path] = []
    pending = [source / "core.js"]
    while pending:
        path = pending.pop()
        if path in wanted:
            continue
        wanted.append(path)
        code = path.read_text(encoding="utf-8")
        static = re.findall(r'(?:from|import)\s*"\./([\w.-]+\.js)"', code)
        dynamic = re.findall(r'import\("\./([\w.-]+\.js)"\)', code)
        chosen = [n for n in dynamic if n.rsplit("-", 1)[0] in PYSCRIPT_ON_DEMAND]
        pending += [source / name for name in static + chosen]
    return wanted


def zip_package(target: Path) -> None:
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(PACKAGE.rglob("*.py")):
            archive.write(path, path.relative_to(PACKAGE.parent).as_posix())


def build() -> Path:
    ensure_node_modules()
    if DIST.exists():
        shutil.rmtree(DIST)
    shutil.copytree(WEB, DIST)
    zip_package(DIST / "cardjudge.zip")
    (DIST / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(NODE_MODULES / "pyodide" / name, DIST / "pyodide" / name)
    (DIST / "pyscript").mkdir()
    for path in pyscript_files():
        shutil.copy2(path, DIST / "pyscript" / path.name)
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    print(f"built {DIST} ({size / 1e6:.1f} MB)")
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
    args = parser.parse_args(argv)
    if not (args.command == "serve" and args.no_build):
        build()
    if args.command == "serve":
        serve(args.port)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
