"""Tournaments: players, rounds, tables, games and standings in one database (pure Python).

A tournament is one SQLite file by default (any SQLAlchemy URL works, e.g. PostgreSQL).
See docs/tournaments.md.
"""

from typing import TYPE_CHECKING

from daifugo_gui.lazy_exports import lazy_attributes

# Each name from the module that holds it, imported when first asked for: importing a
# small module of this package (its reason codes, for the console's messages) must not
# load SQLAlchemy and the store (issue 29, start-up).
_HOMES = {
    "PaperRow": "paper",
    "ScoringRules": "scoring",
    "StandingRow": "scoring",
    "Correction": "views",
    "Player": "views",
    "RecordImportError": "errors",
    "RoundView": "views",
    "StoredGame": "views",
    "StoredMatchGame": "views",
    "TableView": "views",
    "Tournament": "store",
    "TournamentError": "errors",
    "TournamentInfo": "views",
    "TournamentSnapshot": "snapshot",
    "GameSummary": "summary",
    "RecordProblem": "summary",
    "summarize_record": "summary",
}

if TYPE_CHECKING:
    from daifugo_gui.tournament.paper import PaperRow
    from daifugo_gui.tournament.scoring import ScoringRules, StandingRow
    from daifugo_gui.tournament.errors import RecordImportError, TournamentError
    from daifugo_gui.tournament.snapshot import TournamentSnapshot
    from daifugo_gui.tournament.store import Tournament
    from daifugo_gui.tournament.views import (
        Correction,
        Player,
        RoundView,
        StoredGame,
        StoredMatchGame,
        TableView,
        TournamentInfo,
    )
    from daifugo_gui.tournament.summary import (
        GameSummary,
        RecordProblem,
        summarize_record,
    )


__getattr__ = lazy_attributes(__name__, _HOMES, globals())

__all__ = [
    "Correction",
    "GameSummary",
    "PaperRow",
    "Player",
    "RecordImportError",
    "RecordProblem",
    "RoundView",
    "ScoringRules",
    "StandingRow",
    "StoredGame",
    "StoredMatchGame",
    "TableView",
    "Tournament",
    "TournamentError",
    "TournamentInfo",
    "TournamentSnapshot",
    "summarize_record",
]
