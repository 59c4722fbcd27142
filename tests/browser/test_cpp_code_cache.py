"""clang's module from a host that sends it compressed, as GitHub Pages sends WebAssembly:
the page compiles it from clang/llvm.core.wasm itself, through the browser's HTTP cache
(beside which Chromium keeps the code it optimised, so that a returning visitor's first
compile runs warm: BENCHMARKS.md measures it), not from its gzipped copy; the download is
the same size, and offline the browser's copy serves. A host that does not compress
(every other test's) gets the gzipped copy: test_cpp_compile.py."""

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from pagehelp import READY, START_TIMEOUT, Server, find, opened
from playwright.sync_api import expect
from test_cpp_compile import (
    COMPILE,
    COMPILE_TIMEOUT,
    RECORD_PROGRESS,
    SUM,
    toolchain_hits,
    wait_for_control,
)

CORE = "/card-judge/clang/llvm.core.wasm"
PROGRESS = r"Downloading the C\+\+ compiler \(only this once\): ([\d.]+) of ([\d.]+) MB"


@pytest.fixture
def compressing(tmp_path: Path, server: Server) -> Iterator[Server]:
    (tmp_path / "dist").symlink_to(server.root / "card-judge")
    served = Server(tmp_path / "dist", max_age=600, compress_core=True)
    yield served
    served.close()


def test_clang_is_compiled_from_its_own_file_where_the_host_compresses_it(
    browser, compressing: Server
) -> None:
    seen = opened(browser, compressing.url)
    page = seen.page
    context = page.context
    wait_for_control(page)
    page.evaluate(RECORD_PROGRESS)
    page.select_option("[data-testid=solution-language]", "cpp")
    page.wait_for_function("() => window.progressSeen.texts.length > 0")
    expect(find(page, "cpp-download")).to_be_hidden(timeout=COMPILE_TIMEOUT)
    said = [
        re.fullmatch(PROGRESS, text) for text in page.evaluate("() => window.progressSeen.texts")
    ]
    assert said and all(said)
    loaded, total = float(said[-1][1]), float(said[-1][2])
    assert loaded == total and 30 < total <= 34.1  # the same download as the gzipped copy
    built = page.evaluate(COMPILE, [SUM, "c++17"])
    assert built["ok"] and built["pch"], built["messages"]
    hits = toolchain_hits(compressing.hits)
    assert hits.get(CORE) == 1 and f"{CORE}.gz" not in hits, hits
    # Offline, a new page: clang's module from the browser's own copy.
    context.set_offline(True)
    try:
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
        built = page.evaluate(COMPILE, [SUM.replace("total = 0", "total = 0 + 0"), "c++17"])
        assert built["ok"], built["messages"]
    finally:
        context.set_offline(False)
    assert toolchain_hits(compressing.hits) == hits
    assert seen.foreign_requests() == []
    context.close()
