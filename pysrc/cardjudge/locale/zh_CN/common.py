"""Chinese words of what every game shares: input errors, steps and the page's worker."""

MESSAGES: dict[str, str] = {
    ", ": "、",
}
