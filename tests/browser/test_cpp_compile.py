"""C++ in the "Test your solution" panel: picking it, compiling, and compile errors.

The toolchain (@yowasp/clang, ~26 MB to download) starts once for this module:
one page in one browser context, under its service worker, is used by every
test but the first (a Python-only visit, which must not download it). Each
program is compiled once; the same text again is a cached build. After every
test the judge must still answer.
"""

import re
from collections.abc import Iterator

import pytest
from pagehelp import (
    READY,
    START_TIMEOUT,
    Visit,
    click_run,
    find,
    origin_of,
    output_text,
    reloaded_offline,
    sample,
)
from playwright.sync_api import expect
from test_accessibility import serious_violations

BRIDGE = sample("bridge", "sample1")
COMPILE_TIMEOUT = 300_000  # a first compile downloads and starts the toolchain; CI is slow
TOOLCHAIN = ("/card-judge/clang/", "/card-judge/cpp/")

# push_bak: the first error, on line 5, column 5.
MISSPELT = """#include <bits/stdc++.h>
using namespace std;
int main() {
  vector<int> v;
  v.push_bak(1);
  cout << v.size() << endl;
}
"""
# Compiles as C++20 only.
CONSTEVAL = "consteval int one() { return 1; }\nint main() { return one() - 1; }\n"
# A global named like std::count: fine with <cstdio> alone, ambiguous under the whole
# bits/stdc++.h precompiled in front of it (the compiler must then do without it).
OWN_COUNT = """#include <cstdio>
using namespace std;
int count;
int main() {
  count++;
  printf("%d\\n", count);
}
"""
SUM = """#include <bits/stdc++.h>
using namespace std;
int main() {
  long long total = 0, x;
  while (cin >> x) total += x;
  cout << total << "\\n";
}
"""
# std::max of a long long and an int: no candidate fits (clang's notes point into libc++).
MIXED_MAX = """#include <bits/stdc++.h>
using namespace std;
int main() {
  long long a = 1; int b = 2; cout << max(a, b) << endl;
}
"""
# Declared, never defined: the linker refuses it.
UNDEFINED = "int twice(int);\nint main() { return twice(1); }\n"
PYTHON = "import sys\nprint(sum(map(int, sys.stdin.read().split())))\n"

# The large-stack build is linked when asked for (largeBuild), after the compile.
COMPILE = """async ([source, standard]) => {
  const { compile, largeBuild } = await import("./js/compiler.js");
  const built = await compile(source, { standard });
  const large = built.ok ? await largeBuild(source, { standard }) : null;
  const magic = (bytes) => Array.from(new Uint8Array(bytes.slice(0, 4)));
  return {
    ok: built.ok, cached: built.cached, pch: built.pch, line: built.line ?? null,
    messages: built.messages ?? "", seconds: built.seconds,
    small: built.ok ? magic(built.small) : null, large: built.ok ? magic(large) : null,
    sizes: built.ok ? [built.small.byteLength, large.byteLength] : null,
  };
}"""
WASM = [0, 0x61, 0x73, 0x6D]  # "\\0asm"
SELECTED = """() => {
  const box = document.querySelector("#solution");
  return box.value.slice(box.selectionStart, box.selectionEnd);
}"""
RECORD_PROGRESS = """() => {
  const seen = (window.progressSeen = { texts: [], shown: false });
  const box = document.querySelector("#cpp-download");
  const words = document.querySelector("#cpp-progress-words");
  new MutationObserver(() => {
    if (!box.hidden) seen.shown = true;
    const text = words.textContent;
    if (text && text !== seen.texts.at(-1)) seen.texts.push(text);
  }).observe(box, { attributes: true, childList: true, subtree: true, characterData: true });
}"""


def wait_for_control(page) -> None:
    page.wait_for_function("() => Boolean(navigator.serviceWorker.controller)", timeout=30_000)


def still_judges(page) -> None:
    page.select_option("[data-testid=game]", "bridge")
    page.fill("[data-testid=input]", BRIDGE["input"])
    click_run(page)
    assert output_text(page) == BRIDGE["output"]


def toolchain_hits(hits: dict[str, int]) -> dict[str, int]:
    return {path: count for path, count in hits.items() if path.startswith(TOOLCHAIN)}


@pytest.fixture(scope="module")
def cpp(browser, site) -> Iterator[Visit]:
    """The module's page, its service worker in control (so the toolchain is cached)."""
    context = browser.new_context()
    seen = Visit(context.new_page(), origin_of(site))
    seen.page.goto(site)
    seen.page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    wait_for_control(seen.page)
    yield seen
    assert seen.foreign_requests() == []
    context.close()


@pytest.fixture
def page(cpp: Visit):
    yield cpp.page
    still_judges(cpp.page)
    assert cpp.foreign_requests() == []


PREPARE_AND_COMPILE = """async (source) => {
  const { compile, prepare } = await import("./js/compiler.js");
  const [ready, built] = await Promise.all([prepare(), compile(source)]);
  return { warmedUp: "seconds" in ready, ok: built.ok, messages: built.messages ?? "" };
}"""


def test_a_compile_asked_for_with_the_download_does_not_wait_for_the_warm_up(open_site) -> None:
    # prepare() warms clang up with a program of its own while the user writes; a
    # compile already asked for when the toolchain is ready goes first instead.
    page = open_site().page
    page.set_default_timeout(600_000)
    answer = page.evaluate(PREPARE_AND_COMPILE, SUM)
    assert answer["ok"], answer["messages"]
    assert not answer["warmedUp"]


def test_a_python_only_user_never_downloads_the_compiler(open_site, server) -> None:
    before = toolchain_hits(server.hits)
    seen = open_site()
    page = seen.page
    wait_for_control(page)
    expect(find(page, "solution-language")).to_have_value("python")
    expect(find(page, "solution-flags")).to_be_hidden()
    page.select_option("[data-testid=game]", "bridge")
    page.fill("[data-testid=input]", BRIDGE["input"])
    page.fill("[data-testid=solution]", PYTHON)
    find(page, "solution-run").click()
    expect(find(page, "stress-result")).to_have_attribute(
        "data-verdict", re.compile("."), timeout=120_000
    )
    still_judges(page)
    # The service worker has filled its cache by now, or is still at it: let it finish.
    page.wait_for_timeout(2_000)
    cached = page.evaluate(
        "async () => (await Promise.all((await caches.keys()).map(async (name) =>"
        " (await (await caches.open(name)).keys()).map((request) => request.url)))).flat()"
    )
    assert cached and not [url for url in cached if re.search(r"/(clang|cpp)/", url)]
    assert toolchain_hits(server.hits) == before
    assert not [url for url in seen.requests if re.search(r"/card-judge/(clang|cpp)/", url)]


def test_picking_cpp_downloads_the_compiler_once_with_its_progress_in_mb(page, server) -> None:
    # Every text the progress shows, and whether its box was ever shown: a download
    # from localhost can be over before a test polls.
    page.evaluate(RECORD_PROGRESS)
    before = toolchain_hits(server.hits)  # what other test modules' pages fetched
    page.select_option("[data-testid=solution-language]", "cpp")
    page.wait_for_function("() => window.progressSeen.texts.length > 0")
    expect(find(page, "cpp-download")).to_be_hidden(timeout=COMPILE_TIMEOUT)
    seen = page.evaluate("() => window.progressSeen")
    assert seen["shown"]
    said = [
        re.fullmatch(
            r"Downloading the C\+\+ compiler \(only this once\): ([\d.]+) of ([\d.]+) MB", text
        )
        for text in seen["texts"]
    ]
    assert all(said), seen["texts"]
    loaded = [float(match[1]) for match in said]
    total = float(said[-1][2])
    assert loaded == sorted(loaded) and loaded[0] < total and loaded[-1] == total
    # The toolchain's files (25.1 MB) and bits/stdc++.h precompiled for C++17 with its
    # text (8.6 MB), from a server that does not compress: at most 8 MB more than the
    # toolchain's files before the header came with them (26.2 MB).
    assert 30 < total <= 34.1
    # Ready: asked again, the toolchain answers at once, and without an error.
    prepared = page.evaluate("async () => (await import('./js/compiler.js')).prepare()")
    assert prepared == {"ok": True}
    first = toolchain_hits(server.hits)
    fetched = {path: n - before.get(path, 0) for path, n in first.items()}
    fetched = {path: n for path, n in fetched.items() if n}
    assert fetched.get("/card-judge/clang/llvm.core.wasm.gz") == 1
    assert all(count == 1 for count in fetched.values()), fetched
    # Picked again: nothing more to download, no progress.
    page.select_option("[data-testid=solution-language]", "python")
    page.select_option("[data-testid=solution-language]", "cpp")
    page.wait_for_timeout(500)
    expect(find(page, "cpp-download")).to_be_hidden()
    assert toolchain_hits(server.hits) == first


def test_the_program_is_kept_per_game_and_per_language(page) -> None:
    box = find(page, "solution")
    page.select_option("[data-testid=game]", "cirno")
    page.select_option("[data-testid=solution-language]", "python")
    box.fill(PYTHON)
    page.select_option("[data-testid=solution-language]", "cpp")
    expect(box).to_have_value("")
    expect(box).to_have_attribute("placeholder", re.compile("#include <bits/stdc\\+\\+.h>"))
    expect(box).to_have_attribute("aria-label", "Your C++ program")
    expect(find(page, "solution-file")).to_have_attribute("accept", re.compile(r"^\.cpp,"))
    expect(find(page, "solution-flags")).to_have_text("-std=gnu++17 -O2, memory limit 256 MB")
    box.fill(SUM)
    page.select_option("[data-testid=game]", "uno")
    expect(box).to_have_value("")
    page.select_option("[data-testid=game]", "cirno")
    expect(box).to_have_value(SUM)
    page.select_option("[data-testid=solution-standard]", "c++20")
    expect(find(page, "solution-flags")).to_have_text("-std=gnu++20 -O2, memory limit 256 MB")
    page.select_option("[data-testid=solution-standard]", "c++17")
    page.select_option("[data-testid=solution-language]", "python")
    expect(box).to_have_value(PYTHON)
    expect(box).to_have_attribute("aria-label", "Your Python program")
    expect(find(page, "solution-flags")).to_be_hidden()
    expect(find(page, "solution-standard")).to_be_hidden()
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    expect(find(page, "solution-language")).to_have_value("python")
    page.select_option("[data-testid=game]", "cirno")
    page.select_option("[data-testid=solution-language]", "cpp")
    expect(box).to_have_value(SUM)


def test_a_compile_error_shows_clangs_messages_and_marks_the_first_errors_line(page) -> None:
    page.select_option("[data-testid=solution-language]", "cpp")
    page.fill("[data-testid=solution]", MISSPELT)
    find(page, "solution-run").click()
    result = find(page, "stress-result")
    expect(result).to_have_attribute("data-verdict", "compile-error", timeout=COMPILE_TIMEOUT)
    expect(result).to_contain_text(
        "Compile error: your program does not compile with -std=gnu++17 -O2."
    )
    expect(result).to_contain_text("main.cpp:5:5: error: no member named 'push_bak'")
    expect(result).to_contain_text("The first error is at line 5 of your program.")
    marked = find(page, "compile-line").locator(".diff-line")
    expect(marked).to_have_text("5  v.push_bak(1);")
    expect(marked.locator("mark")).to_have_text("p")
    selected = SELECTED
    assert page.evaluate(selected) == "  v.push_bak(1);"
    page.evaluate("() => document.querySelector('#solution').setSelectionRange(0, 0)")
    result.get_by_role("button", name="Show it in the program").click()
    assert page.evaluate(selected) == "  v.push_bak(1);"
    expect(find(page, "solution")).to_be_focused()
    assert serious_violations(page) == []
    expect(find(page, "stress-status")).to_have_text(
        re.compile(r"^It did not compile \(clang took [\d.]+ s\)\.$")
    )
    # Stress test says the same, before dealing anything.
    find(page, "stress").click()
    expect(find(page, "stress-status")).to_have_text(
        re.compile("^It did not compile"), timeout=COMPILE_TIMEOUT
    )
    expect(result).to_have_attribute("data-verdict", "compile-error")
    # In Chinese.
    page.select_option("[data-testid=language]", "zh-CN")
    expect(result).to_contain_text("编译错误：你的程序用 -std=gnu++17 -O2 编译不通过。")
    expect(result).to_contain_text("第一个错误在你的程序第 5 行。")
    expect(find(page, "solution-flags")).to_have_text("-std=gnu++17 -O2，内存限制 256 MB")
    page.select_option("[data-testid=language]", "en")


def test_a_program_compiles_once_and_its_build_is_cached(page) -> None:
    first = page.evaluate(COMPILE, [SUM, "c++17"])
    assert first["ok"] and not first["cached"], first["messages"]
    assert first["small"] == WASM and first["large"] == WASM
    again = page.evaluate(COMPILE, [SUM, "c++17"])
    assert again["ok"] and again["cached"]
    assert again["seconds"] == first["seconds"] and again["sizes"] == first["sizes"]
    # Another standard is another build.
    other = page.evaluate(COMPILE, [SUM, "c++20"])
    assert other["ok"] and not other["cached"]


LARGE_ONLY = """async (source) => {
  const { largeBuild } = await import("./js/compiler.js");
  return Array.from(new Uint8Array((await largeBuild(source)).slice(0, 4)));
}"""


def test_a_large_stack_build_is_linked_even_when_its_object_is_no_longer_kept(page) -> None:
    # Never compiled by compile(): the worker compiles it again, then links it.
    program = SUM.replace("total = 0", "total = 0 * 3")
    assert page.evaluate(LARGE_ONLY, program) == WASM


def test_the_standard_picked_is_the_one_compiled(page) -> None:
    older = page.evaluate(COMPILE, [CONSTEVAL, "c++17"])
    assert not older["ok"] and older["line"] == 1 and "consteval" in older["messages"]
    newer = page.evaluate(COMPILE, [CONSTEVAL, "c++20"])
    assert newer["ok"], newer["messages"]


def test_a_program_the_linker_refuses_does_not_compile(page) -> None:
    built = page.evaluate(COMPILE, [UNDEFINED, "c++17"])
    assert not built["ok"] and built["line"] is None
    assert "undefined symbol: twice(int)" in built["messages"]


def test_bits_stdcpp_comes_precompiled_from_the_site_for_every_standard(page, server) -> None:
    # build.py made it: in dist/, named with the flags the page compiles with.
    offered = page.evaluate("async () => (await fetch('./clang/pch.json')).json()")
    assert sorted(offered) == ["c++17", "c++20"]
    assert offered["c++17"]["flags"] == "-std=gnu++17 -O2 -fno-exceptions"
    # Downloaded with the toolchain (the default standard's) and used at once: the first
    # compile of a program in each standard uses it, and the page never makes one.
    for standard, change in (("c++17", "0 * 1"), ("c++20", "0 * 2")):
        program = SUM.replace("total = 0", f"total = {change}")
        built = page.evaluate(COMPILE, [program, standard])
        assert built["ok"] and built["pch"], built["messages"]
        assert server.hits.get(f"/card-judge/clang/pch/{standard}.pch.gz", 0) >= 1
        # ...with the preprocessed bits/stdc++.h it was made from: clang's source for it.
        assert server.hits.get(f"/card-judge/clang/pch/{standard}.ii.gz", 0) >= 1
    # A program the whole header clashes with is compiled without it.
    own = page.evaluate(COMPILE, [OWN_COUNT, "c++17"])
    assert own["ok"] and not own["pch"], own["messages"]


def test_messages_about_the_precompiled_header_quote_the_standard_headers(page) -> None:
    # The header is made from bits/stdc++.h preprocessed: clang's notes still name
    # libc++'s own files and lines, and quote the line (its macros expanded).
    built = page.evaluate(COMPILE, [MIXED_MAX, "c++17"])
    assert not built["ok"] and built["pch"] and built["line"] == 4
    assert "no matching function for call to 'max'" in built["messages"]
    notes = re.findall(
        r"^/usr/include/c\+\+/v1/__algorithm/max\.h:(\d+):\d+: note:", built["messages"], re.M
    )
    assert notes, built["messages"]
    assert re.search(r"^ +\d+ \| .*\bmax\(", built["messages"], re.M), built["messages"]


def test_cpp_compiles_offline_after_its_first_use(cpp: Visit, server) -> None:
    page = cpp.page
    with reloaded_offline(page, server):
        expect(find(page, "solution-language")).to_have_value("cpp")
        page.fill("[data-testid=solution]", MISSPELT.replace("push_bak", "push_bax"))
        find(page, "solution-run").click()
        result = find(page, "stress-result")
        expect(result).to_have_attribute("data-verdict", "compile-error", timeout=COMPILE_TIMEOUT)
        expect(result).to_contain_text("no member named 'push_bax'")
        built = page.evaluate(COMPILE, [SUM.replace("total = 0", "total = 0 + 0"), "c++17"])
        assert built["ok"] and built["pch"], built["messages"]  # cached with the toolchain
        still_judges(page)
