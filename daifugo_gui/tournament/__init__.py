"""Tournaments: players, rounds, tables, games and standings in one database (pure Python).

A tournament is one SQLite file by default (any SQLAlchemy URL works, e.g. PostgreSQL).
See docs/tournaments.md.
"""

from daifugo_gui.tournament.paper import PaperRow
from daifugo_gui.tournament.scoring import ScoringRules, StandingRow
from daifugo_gui.tournament.errors import RecordImportError, TournamentError
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
from daifugo_gui.tournament.summary import GameSummary, RecordProblem, summarize_record

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
    "summarize_record",
]
