"""The GitHub Actions workflows: zizmor finds nothing, every action is pinned to a
commit with its release tag beside it, and both run the README's test command."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = ROOT / ".github" / "workflows"
PINNED = re.compile(r"^[\w.-]+/[\w.-]+(/[\w./-]+)?@[0-9a-f]{40} # v\d+\.\d+\.\d+$")


def workflow(name: str) -> str:
    return (WORKFLOWS / name).read_text(encoding="utf-8")


def test_zizmor_finds_nothing() -> None:
    # zizmor comes with the test extra, beside this Python (tests/run installs it).
    zizmor = shutil.which("zizmor", path=str(Path(sys.executable).parent)) or shutil.which("zizmor")
    assert zizmor, "zizmor is missing: pip install -e '.[test]'"
    done = subprocess.run(
        [zizmor, "--offline", "--no-progress", ".github/workflows"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "No findings" in done.stdout


def test_every_action_is_pinned_to_a_full_commit_hash_with_its_tag() -> None:
    uses = [
        line.split("uses:", 1)[1].strip()
        for path in sorted(WORKFLOWS.glob("*.yml"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip().startswith(("uses:", "- uses:"))
    ]
    assert len(uses) >= 6
    assert [use for use in uses if not PINNED.match(use)] == []


def test_both_workflows_run_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "```sh\nbash tests/run\n```" in readme
    for name in ("tests.yml", "pages.yml"):
        assert re.search(r"^\s+- run: bash tests/run$", workflow(name), re.M), name


def test_the_pages_workflow_deploys_what_build_py_builds() -> None:
    pages = workflow("pages.yml")
    steps = ["run: python build.py", "upload-pages-artifact@", "path: dist/", "deploy-pages@"]
    where = [pages.find(step) for step in steps]
    assert -1 not in where and where == sorted(where), dict(zip(steps, where, strict=True))
    # No job gets a permission it does not name; two deploys never overlap.
    assert re.search(r"^permissions: \{\}$", pages, re.M)
    assert "  group: pages\n  cancel-in-progress: false\n" in pages
