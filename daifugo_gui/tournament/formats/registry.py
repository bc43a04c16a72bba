"""Which object runs each stored format. Adding a format: write its module (a class
on :class:`~.base.FormatBase` with ``FORMAT = …``), add it to ``_MODULES`` below, and
give the new-tournament dialog its page (``ui/tournament/new_tournament_dialog.py``)."""

from __future__ import annotations

from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.formats import groups_knockout, knockout, round_robin, swiss, swiss_final, swiss_knockout
from daifugo_gui.tournament.formats.base import TournamentFormat
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason

_MODULES = (swiss, knockout, round_robin, swiss_final, groups_knockout, swiss_knockout)

REGISTRY: dict[str, TournamentFormat] = {m.FORMAT.key: m.FORMAT for m in _MODULES}

FORMATS: tuple[str, ...] = tuple(REGISTRY)


def format_of(key: str) -> TournamentFormat:
    """The format stored as ``key``; an unknown one is named with the choices."""
    try:
        return REGISTRY[key]
    except KeyError:
        raise TournamentError(reason(TC.FORMAT_UNKNOWN, format=repr(key), choices=", ".join(FORMATS))) from None
