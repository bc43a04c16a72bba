"""The judge's console: the live game's window, entry, verdicts, clocks and audience display."""
