"""Chinese words of Cirno's ⑨ cards (琪露诺的⑨牌)."""

MESSAGES: dict[str, str] = {}
