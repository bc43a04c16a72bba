"""The engine's error types."""

from __future__ import annotations


class RuleViolation(Exception):
    """An action that is not allowed now. The state is left untouched.

    The message is meant for a judge at the table: it says what was refused and why.
    """


class RecordError(ValueError):
    """A malformed record or setting; the message names the key, event index or token."""
