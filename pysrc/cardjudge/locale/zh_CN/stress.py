"""Chinese words of the stress test and its report."""

MESSAGES: dict[str, str] = {}
