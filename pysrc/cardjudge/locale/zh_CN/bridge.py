"""Chinese words of Bridge (桥牌叫牌)."""

MESSAGES: dict[str, str] = {}
