"""Two builds of the same sources, in two folders, make the same site to the byte.

A deploy of an unchanged commit then changes no file for returning visitors (the
5.7 MB snapshot included), and anyone can check that a published site comes from a
given commit by building it and comparing the digest build.py prints.
"""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

SOURCES = ("build.py", "package.json", "package-lock.json", "pysrc", "web")


def built(folder: Path) -> tuple[str, Path]:
    """Build a copy of the sources in `folder` (sharing our node_modules): its digest."""
    folder.mkdir()
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(
                ROOT / name, folder / name, ignore=shutil.ignore_patterns("__pycache__")
            )
        else:
            shutil.copy2(ROOT / name, folder / name)
    (folder / "node_modules").symlink_to(build.NODE_MODULES)
    done = subprocess.run(
        [sys.executable, "build.py"], cwd=folder, capture_output=True, text=True, check=True
    )
    found = re.search(r"^digest ([0-9a-f]{64})$", done.stdout, re.M)
    assert found, done.stdout + done.stderr
    return found.group(1), folder / "dist"


@pytest.mark.skipif(shutil.which("node") is None, reason="the snapshot is made with Node")
def test_two_builds_make_the_same_site(tmp_path: Path) -> None:
    build.ensure_node_modules()
    first, first_site = built(tmp_path / "one")
    second, second_site = built(tmp_path / "two-in-a-longer-folder")
    differing = [
        path.relative_to(first_site).as_posix()
        for path in sorted(first_site.rglob("*"))
        if path.is_file()
        and path.read_bytes() != (second_site / path.relative_to(first_site)).read_bytes()
    ]
    assert differing == []
    assert first == second
    assert (
        first_site / "pyodide" / "snapshot.bin.gz"
    ).exists()  # the snapshot was made, and compared
    assert build.digest(first_site) == first
