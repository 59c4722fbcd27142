"""The toolchain's file system as build.py ships it (build.for_the_page).

The pinned @yowasp/clang's llvm-resources.tar holds headers no compile in the page
reads (other targets', libc++'s C++03 copy, the std modules' sources): the site's
copy leaves them out. These tests check that what a wasm32-wasi C or C++ compile
reads is all still there, byte for byte, and that the trimmed tar is the same bytes
every build.
"""

import io
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

KEPT = [
    "include/c++/v1/vector",
    "include/c++/v1/__algorithm/sort.h",
    "include/wasm32-wasip1/stdio.h",
    "include/stdint.h",
    "include/wasm_simd128.h",
    "include/immintrin.h",  # its own message says it is for x86 only
    "lib/wasm32-wasip1/libc.a",
    "lib/wasm32-wasip1/libc++.a",
    "lib/wasm32-unknown-wasip1/libclang_rt.builtins.a",
]
LEFT_OUT = [
    "include/c++/v1/__cxx03/vector",
    "include/opencl-c.h",
    "include/cuda_wrappers/new",
    "include/altivec.h",
    "include/arm_acle.h",
    "share/libc++/v1/std.cppm",
]


def members(tar: bytes) -> dict[str, bytes | None]:
    with tarfile.open(fileobj=io.BytesIO(tar)) as opened:
        return {
            m.name: opened.extractfile(m).read() if m.isfile() else None
            for m in opened.getmembers()
        }


def test_the_page_gets_what_its_compiles_read_and_not_the_rest():
    package = (build.CLANG / build.RESOURCES).read_bytes()
    trimmed = build.for_the_page(package)
    assert trimmed == build.for_the_page(package)  # the same bytes every build
    # Headers copied as they were: the toolchain's reader needs a directory named as the
    # package names it ("include", no trailing slash).
    assert trimmed[: tarfile.BLOCKSIZE] == package[: tarfile.BLOCKSIZE]
    theirs, ours = members(package), members(trimmed)
    for name in KEPT + LEFT_OUT:
        assert name in theirs, name  # still in the pinned release
    for name in KEPT:
        assert ours[name] == theirs[name], name
    assert not set(LEFT_OUT) & set(ours)
    # Every file kept is the package's, and every libc++ header but the C++03 copy.
    assert all(theirs[name] == data for name, data in ours.items())
    libcxx = {n for n in theirs if n.startswith("include/c++/v1/") and "__cxx03" not in n}
    assert libcxx <= set(ours)
    assert not any(n.startswith("lib/") for n in set(theirs) - set(ours))
