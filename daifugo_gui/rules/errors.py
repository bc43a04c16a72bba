"""The engine's error types."""

from __future__ import annotations

from daifugo_gui.rules.reasons import Code, Reason, english


class Explained(Exception):
    """An error that carries what went wrong as a :class:`Reason`; ``str()`` is its English.

    Given text instead (an operating system's or a driver's words, or words a screen has
    already put in its language), the reason is that text verbatim.
    """

    def __init__(self, what: Reason | str, *args: object) -> None:
        self.reason: Reason = what if isinstance(what, Reason) else Reason.of(Code.VERBATIM, text=str(what))
        super().__init__(english(self.reason), *args)

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class RuleViolation(Exception):
    """An action that is not allowed now. The state is left untouched.

    ``reason`` says what was refused and why, as a value; ``str()`` is its English.
    """

    def __init__(self, reason: Reason) -> None:
        super().__init__(english(reason))
        self.reason = reason


class RecordError(Explained, ValueError):
    """A malformed record or setting; the reason names the key, event index or token."""
