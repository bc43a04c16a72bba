"""The values a tournament hands out: players, rounds, tables and stored games.

Small frozen dataclasses, read from the database by :mod:`queries` and given to the
screens and prints; nothing here touches the database.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Mapping

from daifugo_gui.rules.reasons import Reason
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.matches import MatchState
from daifugo_gui.tournament.options import FormatOptions, RoundMethod
from daifugo_gui.tournament.scoring import PlayerInfo, ScoringRules
from daifugo_gui.tournament.summary import GameSummary
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason


@dataclass(frozen=True)
class Player:
    id: int
    name: str
    reading: str = ""
    affiliation: str = ""
    dropped_from_round: int | None = None

    def info(self) -> PlayerInfo:
        return PlayerInfo(self.id, self.name, self.reading, self.affiliation, self.dropped_from_round)


@dataclass(frozen=True)
class TournamentInfo:
    name: str
    format: str
    seed: int
    table_size: int
    min_table_size: int
    advance: int
    scoring: ScoringRules
    settings: dict[str, Any]
    created_at: str
    schema_version: int
    options: FormatOptions = FormatOptions()  # the format's own numbers (v3)


@dataclass(frozen=True)
class Correction:
    """One line of the corrections log: a recorded result changed, by whom, when and why.

    ``before`` and ``after`` are the result's lines (``PaperRow.to_dict()``: player, rank,
    cards_left, fouls, timeouts, disqualified, largest_prime), best first."""

    id: int
    at: str
    who: str
    round: int
    table: int
    why: str
    before: tuple[Mapping[str, Any], ...]
    after: tuple[Mapping[str, Any], ...]
    # A whole record that a re-imported one replaced (v6); None when the judged record
    # stayed in place (a correction typed from the sheet) or the file predates v6.
    replaced_record: Mapping[str, Any] | None = None

    def changes(self) -> list[tuple[str, str, Any, Any]]:
        """What changed, as (player, field, before, after), in the order of the sheet."""
        old = {r["player"]: r for r in self.before}
        out = []
        for row in self.after:
            was = old.get(row["player"], {})
            for key, value in row.items():
                if key != "player" and was.get(key) != value:
                    out.append((row["player"], key, was.get(key), value))
        return out


@dataclass(frozen=True)
class StoredGame:
    id: int
    round: int
    table: int
    summary: GameSummary
    points: Mapping[str, int]
    record: dict[str, Any]
    recorded_at: str
    source: str | None
    # The latest correction of this result (schema v6): ``summary`` and ``points`` are the
    # corrected result, ``record`` what was judged.
    correction: Correction | None = None
    # Set when the stored record cannot be read (damaged on disk): the reason names the
    # round and table; ``record`` is then a stand-in and the result comes from ``results``.
    damage: Reason | None = None


@dataclass(frozen=True)
class TableView:
    number: int
    players: tuple[Player, ...]
    overridden: tuple[bool, ...]
    game: StoredGame | None = None
    match: MatchState | None = None  # a table of two playing a match: its games so far

    def match_score(self, name: str) -> tuple[int, int] | None:
        """At a match with a game played: games won and lost by ``name`` (else None)."""
        if self.match is None or not self.match.games:
            return None
        for p in self.players:
            if p.name == name:
                won = self.match.wins(p.id)
                return won, len(self.match.games) - won
        return None

    def match_text(self, name: str) -> str:
        """``name``'s match score as printed ("2–1"), "" where the table plays one game."""
        score = self.match_score(name)
        return f"{score[0]}–{score[1]}" if score is not None else ""


@dataclass(frozen=True)
class StoredMatchGame:
    """One game of a match stored; ``result`` is the table's once the match is decided."""

    round: int
    table: int
    number: int
    match: MatchState
    result: StoredGame | None


@dataclass(frozen=True)
class RoundView:
    number: int
    method: RoundMethod | str  # a word no version wrote stays text
    seed: int | None
    tables: tuple[TableView, ...]
    byes: tuple[Player, ...] = ()
    # Of ``byes``, the players who asked to sit this round out (schema v7): scored as any
    # bye, shown as asked for.
    requested: tuple[Player, ...] = ()

    @property
    def complete(self) -> bool:
        return all(t.game is not None for t in self.tables)

    def table(self, number: int) -> TableView:
        for t in self.tables:
            if t.number == number:
                return t
        raise TournamentError(reason(TC.NO_TABLE, round=self.number, table=number))


@dataclass(frozen=True)
class SeatDifference:
    table: int
    position: int
    drawn: str
    seated: str


def same_name(name: str) -> str:
    """A name as compared between a record and the register: NFKC (full-width letters and
    the ideographic space become plain ones) and single spaces, so "山田　太郎" typed on
    one laptop matches "山田 太郎" registered on another."""
    return " ".join(unicodedata.normalize("NFKC", name).split())


def now_text() -> str:
    return datetime.now(timezone.utc).astimezone().isoformat(timespec="seconds")
