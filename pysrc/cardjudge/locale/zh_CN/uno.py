"""Chinese words of UNO."""

MESSAGES: dict[str, str] = {}
