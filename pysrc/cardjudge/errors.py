"""The one error family: input that does not fit a game's format."""


class InputError(ValueError):
    """Bad input at a 1-based line and column, with what was expected there."""

    def __init__(self, line: int, col: int, expected: str) -> None:
        super().__init__(f"input:{line}:{col}: {expected}")
        self.line = line
        self.col = col
        self.expected = expected
