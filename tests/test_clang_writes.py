"""The toolchain's file writes as build.py ships them (build.growing_writes).

The pinned @yowasp/clang copies a whole file on each 4 KB write, so an object file
with big zero-initialised globals took minutes to write; the site's copy of its
bundle.js grows a buffer instead. These tests check that the replacement still
applies to the pinned release, and that clang under Node, with the site's bundle
and with the package's own, writes the same object and links the same program.
"""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

# A program whose object file is over 1 MB, most of it zeros, written in many
# 4 KB pieces; it reads a number and prints what it made of it.
PROGRAM = r"""#include <cstdio>
char board[1000][1200];
int primes[] = {2, 3, 5, 7, 11, 13};
int main() {
  int n = 0;
  if (std::scanf("%d", &n) != 1) return 1;
  for (int i = 0; i < 1000; i++) board[i][n % 1200] = 'a' + i % 26;
  long sum = 0;
  for (int i = 0; i < 1000; i++) sum += board[i][n % 1200] * primes[i % 6];
  std::printf("%ld\n", sum);
}
"""

# Compiles and links PROGRAM with each bundle given, and prints a JSON list of
# [size of the object, sha-256 of the object, sha-256 of the program], one a bundle.
RUNNER = """
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
const [program, ...bundles] = process.argv.slice(1);
const quiet = { decodeASCII: false, fetchProgress: () => {}, stdout: () => {}, stderr: () => {} };
const digest = (bytes) => createHash("sha256").update(bytes).digest("hex");
const made = [];
for (const bundle of bundles) {
  const { runClang } = await import(pathToFileURL(bundle).href);
  const compiled = await runClang(
    ["clang++", "-std=gnu++17", "-O2", "-fno-exceptions", "-c", "main.cpp", "-o", "main.o"],
    { "main.cpp": program },
    quiet,
  );
  const object = compiled["main.o"];
  const linked = await runClang(
    ["clang++", "-fno-exceptions", "main.o", "-o", "main.wasm", "-Wl,--stack-first"],
    { "main.o": object },
    quiet,
  );
  made.push([object.length, digest(object), digest(linked["main.wasm"])]);
}
console.log(JSON.stringify(made));
"""


def test_the_replacement_applies_to_the_pinned_release():
    bundle = (build.CLANG / "bundle.js").read_text(encoding="utf-8")
    grown = build.growing_writes(bundle)
    assert build.COPYING_WRITE not in grown
    assert grown.count(build.GROWING_WRITE) == 1
    assert "var GROWN = new WeakMap();" in grown


def test_another_release_is_refused():
    with pytest.raises(RuntimeError):
        build.growing_writes("var WriteStream = class { write() {} };")


@pytest.mark.skipif(shutil.which("node") is None, reason="the toolchain runs under Node")
def test_the_same_object_and_program_are_written(tmp_path):
    shipped = tmp_path / "gen"
    shipped.mkdir()
    for path in build.CLANG.iterdir():
        if path.name != "bundle.js":
            (shipped / path.name).symlink_to(path)
    bundle = (build.CLANG / "bundle.js").read_text(encoding="utf-8")
    (shipped / "bundle.js").write_text(build.growing_writes(bundle), encoding="utf-8")
    command = ["node", "--input-type=module", "-e", RUNNER, PROGRAM]
    done = subprocess.run(
        [*command, str(shipped / "bundle.js"), str(build.CLANG / "bundle.js")],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    ours, theirs = json.loads(done.stdout.strip().splitlines()[-1])
    assert ours[0] > 1_000_000  # many writes, most of them zeros
    assert ours == theirs


def test_the_headers_are_made_with_the_growing_writes(tmp_path):
    # build.py precompiles bits/stdc++.h with this copy of the toolchain (the same bytes
    # as the package's makes, faster): its bundle.js ours, every other file the package's.
    bundle = build.growing_toolchain(tmp_path)
    assert bundle == tmp_path / "bundle.js"
    assert build.GROWING_WRITE in bundle.read_text(encoding="utf-8")
    others = sorted(path.name for path in build.CLANG.iterdir() if path.name != "bundle.js")
    assert sorted(path.name for path in tmp_path.iterdir() if path.is_symlink()) == others
