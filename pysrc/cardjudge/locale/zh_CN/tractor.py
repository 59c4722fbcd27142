"""Chinese words of Tractor (升级/拖拉机)."""

MESSAGES: dict[str, str] = {}
