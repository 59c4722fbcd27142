"""Chinese words of Hearts (红心大战)."""

MESSAGES: dict[str, str] = {}
