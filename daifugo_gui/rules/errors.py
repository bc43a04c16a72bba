"""The engine's error types."""

from __future__ import annotations

from daifugo_gui.rules.reasons import Reason, english


class RuleViolation(Exception):
    """An action that is not allowed now. The state is left untouched.

    ``reason`` says what was refused and why, as a value; ``str()`` is its English.
    """

    def __init__(self, reason: Reason) -> None:
        super().__init__(english(reason))
        self.reason = reason


class RecordError(ValueError):
    """A malformed record or setting; the message names the key, event index or token.

    Errors of the 数譜 notation carry a ``reason`` the console can put in its language;
    others are English text (``reason`` None).
    """

    def __init__(self, message: Reason | str) -> None:
        super().__init__(english(message) if isinstance(message, Reason) else message)
        self.reason = message if isinstance(message, Reason) else None
