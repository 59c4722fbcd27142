"""Chinese words of the command line's own messages."""

MESSAGES: dict[str, str] = {}
