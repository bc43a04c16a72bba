"""Which object runs each stored format. Adding a format: write its module (a class
on :class:`~.base.FormatBase` with ``FORMAT = …``), add it to ``_MODULES`` below, and
give the new-tournament dialog its page (``ui/tournament/new_tournament_dialog.py``)."""

from __future__ import annotations

from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.formats import groups_knockout, knockout, round_robin, swiss, swiss_final, swiss_knockout
from daifugo_gui.tournament.formats.base import TournamentFormat
from daifugo_gui.tournament.options import Format
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason

_MODULES = (swiss, knockout, round_robin, swiss_final, groups_knockout, swiss_knockout)

_BY_KEY = {m.FORMAT.key: m.FORMAT for m in _MODULES}
if set(_BY_KEY) != {f.value for f in Format}:  # a format without its module, or a module without its word
    raise RuntimeError(f"formats: the stored words {[f.value for f in Format]} and the modules {list(_BY_KEY)} differ")

REGISTRY: dict[str, TournamentFormat] = {f.value: _BY_KEY[f.value] for f in Format}
"""Every format, in :class:`~daifugo_gui.tournament.options.Format`'s order."""

FORMATS: tuple[str, ...] = tuple(REGISTRY)


def format_of(key: str) -> TournamentFormat:
    """The format stored as ``key``; an unknown one is named with the choices."""
    try:
        return REGISTRY[key]
    except KeyError:
        raise TournamentError(reason(TC.FORMAT_UNKNOWN, format=repr(key), choices=", ".join(FORMATS))) from None
