"""What a tournament refuses, in words a judge can act on (no driver's exception leaks)."""

from __future__ import annotations


class TournamentError(Exception):
    """A request the tournament cannot honour; the message says what and where."""


class RecordImportError(TournamentError):
    """A record file that cannot be imported; the message names the file and the problem."""


class PasswordNeeded(TournamentError):
    """The server wants a password the location did not carry: ask for it and try again."""


class Clash(TournamentError):
    """Another console's write got in first; nothing of this one was saved."""
