"""Installing the site as an app: Chromium's own check, the manifest and its icons."""

import pytest
from pagehelp import READY, START_TIMEOUT, Visit, open_profile, origin_of

MANIFEST = """async () => {
  const link = document.querySelector("link[rel=manifest]");
  const response = await fetch(link.href);
  return { url: response.url, type: response.headers.get("content-type"),
           manifest: await response.json() };
}"""

BACKGROUND = "() => getComputedStyle(document.body).backgroundColor"

# The theme colour the page gives the browser for the scheme it is shown in.
THEME = """() => [...document.querySelectorAll("meta[name=theme-color]")]
  .find((meta) => matchMedia(meta.media || "all").matches)?.content"""

# Each icon of the manifest as the browser decodes it: its size and the alpha of its corner.
ICONS = """async (icons) => Promise.all(icons.map(async (icon) => {
  const image = new Image();
  image.src = new URL(icon.src, new URL("manifest.webmanifest", location.href));
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0);
  const corner = context.getImageData(0, 0, 1, 1).data[3];
  return { src: icon.src, size: `${image.naturalWidth}x${image.naturalHeight}`, corner };
}))"""


def rgb(hex_colour: str) -> str:
    red, green, blue = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgb({red}, {green}, {blue})"


def test_chromium_finds_the_page_installable_in_a_normal_profile(
    playwright_session, site: str, tmp_path
) -> None:
    context = open_profile(playwright_session, tmp_path / "profile")
    try:
        seen = Visit(context.new_page(), origin_of(site))
        seen.page.goto(site)
        seen.page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
        devtools = context.new_cdp_session(seen.page)
        assert devtools.send("Page.getInstallabilityErrors") == {"installabilityErrors": []}
        manifest = devtools.send("Page.getAppManifest")
        assert manifest["url"] == site + "manifest.webmanifest"
        assert manifest["errors"] == []
        assert seen.foreign_requests() == []
    finally:
        context.close()


def test_the_manifest_is_relative_so_the_app_lives_under_any_path(visit) -> None:
    found = visit.page.evaluate(MANIFEST)
    manifest = found["manifest"]
    assert found["type"] == "application/manifest+json"
    assert manifest["start_url"] == manifest["scope"] == "./"
    assert manifest["display"] == "standalone"
    assert manifest["name"] == "Card Judge" and manifest["short_name"]
    assert manifest["description"]
    # Relative to the manifest, "./" is the folder the site is served from.
    assert found["url"].rsplit("/", 1)[0] + "/" == visit.page.url.split("#")[0]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_app_colours_are_the_page_colours(open_site, scheme: str) -> None:
    page = open_site(color_scheme=scheme).page
    manifest = page.evaluate(MANIFEST)["manifest"]
    if scheme == "dark":
        manifest = manifest["user_preferences"]["color_scheme_dark"]
    background = page.evaluate(BACKGROUND)
    assert rgb(manifest["background_color"]) == background
    assert rgb(manifest["theme_color"]) == background
    assert rgb(page.evaluate(THEME)) == background


def test_the_icons_have_the_sizes_the_manifest_says(visit) -> None:
    icons = visit.page.evaluate(MANIFEST)["manifest"]["icons"]
    kinds = sorted((icon["purpose"], icon["sizes"], icon["type"]) for icon in icons)
    assert kinds == [
        ("any", "192x192", "image/png"),
        ("any", "512x512", "image/png"),
        ("maskable", "512x512", "image/png"),
    ]
    decoded = visit.page.evaluate(ICONS, icons)
    assert [icon["size"] for icon in decoded] == [icon["sizes"] for icon in icons]
    # A maskable icon fills its square; the others are a card on a transparent ground.
    corners = {icon["src"]: icon["corner"] for icon in decoded}
    assert corners == {icon["src"]: 255 if icon["purpose"] == "maskable" else 0 for icon in icons}
