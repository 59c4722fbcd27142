"""Card Judge: judge-exact simulators of five card-game contest problems."""

__version__ = "0.1.0"
