"""The app's icons, which build.py draws: valid PNG files showing the card where it belongs."""

import math
import struct
import zlib

import pytest

import build


def decode(data: bytes) -> tuple[int, int, list[bytes]]:
    """Width, height and RGBA rows of a PNG as build.png writes it (no filters, no interlace)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    chunks, at = {}, 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        (checksum,) = struct.unpack(">I", data[at + 8 + length : at + 12 + length])
        assert zlib.crc32(kind + body) == checksum, kind
        chunks[kind] = chunks.get(kind, b"") + body
        at += 12 + length
    assert list(chunks) == [b"IHDR", b"IDAT", b"IEND"]
    width, height, depth, colour, *rest = struct.unpack(">IIBBBBB", chunks[b"IHDR"])
    assert (depth, colour, rest) == (8, 6, [0, 0, 0])  # 8-bit RGBA
    raw = zlib.decompress(chunks[b"IDAT"])
    stride = 1 + 4 * width
    assert len(raw) == stride * height
    rows = [raw[y * stride : (y + 1) * stride] for y in range(height)]
    assert {row[0] for row in rows} == {0}
    return width, height, [row[1:] for row in rows]


def pixel(rows: list[bytes], x: int, y: int) -> tuple[int, ...]:
    return tuple(rows[y][4 * x : 4 * x + 4])


@pytest.fixture(scope="module")
def icons() -> dict[str, tuple[int, int, list[bytes]]]:
    return {
        name: decode(build.png(size, build.draw_icon(size, full_bleed)))
        for name, (size, full_bleed) in build.ICONS.items()
    }


def test_each_icon_is_a_square_png_of_its_size(icons) -> None:
    for name, (size, _) in build.ICONS.items():
        width, height, _ = icons[name]
        assert (width, height) == (size, size), name


def test_the_heart_is_in_the_middle_of_a_white_card(icons) -> None:
    for name, (size, _) in build.ICONS.items():
        rows = icons[name][2]
        middle = size // 2
        assert pixel(rows, middle, middle) == (*build.HEART, 255), name
        # Beside the heart, still on the card.
        assert pixel(rows, middle, round(size * 0.27)) == (*build.CARD, 255), name


def test_plain_icons_have_a_transparent_ground_and_a_smooth_outline(icons) -> None:
    for name, (size, full_bleed) in build.ICONS.items():
        if full_bleed:
            continue
        rows = icons[name][2]
        assert pixel(rows, 0, 0)[3] == 0, name
        alphas = {pixel(rows, x, size // 2)[3] for x in range(size // 2)}
        assert len(alphas - {0, 255}) >= 1, name  # edge pixels are partly covered


def test_maskable_icons_keep_the_card_inside_the_safe_circle(icons) -> None:
    for name, (size, full_bleed) in build.ICONS.items():
        if not full_bleed:
            continue
        rows = icons[name][2]
        ground = (*build.ACCENT, 255)
        assert pixel(rows, 0, 0) == pixel(rows, size - 1, size - 1) == ground, name
        drawn = [
            math.dist((x + 0.5, y + 0.5), (size / 2, size / 2))
            for y in range(size)
            for x in range(size)
            if pixel(rows, x, y) != ground
        ]
        assert drawn and max(drawn) <= 0.4 * size, name
