"""What a tournament refuses, as reasons a judge can act on (no driver's exception leaks).

Each error carries a :class:`~daifugo_gui.rules.reasons.Reason` (``.reason``) with a
:class:`~daifugo_gui.tournament.reasons.TournamentCode`; ``str()`` is its English.
"""

from __future__ import annotations

from daifugo_gui.rules.errors import Explained


class TournamentError(Explained):
    """A request the tournament cannot honour; the reason says what and where."""


class RecordImportError(TournamentError):
    """A record file that cannot be imported; the reason names the file and the problem."""


class PasswordNeeded(TournamentError):
    """The server wants a password the location did not carry: ask for it and try again."""


class Clash(TournamentError):
    """Another console's write got in first; nothing of this one was saved."""


class SettingProblem(TournamentError, ValueError):
    """Tournament settings (points, tie-breaks, presets) that make no sense."""
