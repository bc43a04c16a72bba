"""The standings as a read-only Qt table model (the Tournament tab's standings)."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from daifugo_gui.reports.standings import round_cell
from daifugo_gui.tournament.standing_notes import NoteKind, StageNote, places_in_words, read_notes
from daifugo_gui.tournament import StandingRow
from daifugo_gui.app.translation import fill


class StandingsModel(QAbstractTableModel):
    """The standings rows as a read-only table."""

    # Points right after the name: on a 1366-pixel screen the columns after the first few
    # are off to the right, and the points are what everyone looks for.
    COLUMNS = ("place", "name", "points", "reading", "affiliation", "rank_score",
               "head_to_head", "opposition", "wins", "games", "largest_prime", "rounds", "note")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[StandingRow] = []
        self._notes: list[StageNote] = []
        self._headers = {
            "place": self.tr("Place"),
            "name": self.tr("Player"),
            "reading": self.tr("Reading"),
            "affiliation": self.tr("Affiliation"),
            "points": self.tr("Points"),
            "rank_score": self.tr("Rank score"),
            "head_to_head": self.tr("Head-to-head"),
            "opposition": self.tr("Opposition"),
            "wins": self.tr("Wins"),
            "games": self.tr("Games"),
            "largest_prime": self.tr("Largest prime"),
            "rounds": self.tr("Rounds (rank/seats)"),
            "note": self.tr("Stage"),
        }

    def set_rows(self, rows: Sequence[StandingRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._notes = read_notes([row.note for row in self._rows])  # a decided knock-out names its rounds
        self.endResetModel()

    def row_at(self, index: int) -> StandingRow:
        return self._rows[index]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        key = self.COLUMNS[index.column()]
        value = self._rounds(row) if key == "rounds" else getattr(row, key)
        if role == Qt.ItemDataRole.DisplayRole:
            if value is None:
                return ""
            if key == "head_to_head" and value:
                return f"{value:+d}"
            if key == "rank_score":
                return f"{value:.2f}"
            if key == "note":
                return self._stage(self._notes[index.row()], row.place)
            if key == "name" and row.withdrawn_from is not None:
                return fill(self.tr("%1 (withdrew from round %2)"), value, str(row.withdrawn_from))
            return str(value)
        if role == Qt.ItemDataRole.ToolTipRole and key in ("name", "reading", "affiliation", "rounds") and value:
            return str(value)  # the whole text of a column cut to the screen's width
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, int):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _stage(self, note: StageNote, place: int) -> str:
        """A standings note in the screen's words (issue 37: an undecided knock-out's
        "R2 #2" and a group's "A2" showed as stored, in Japanese too): a knock-out round
        by its name or number, a group, each with the rank there ("Semi-final #3",
        準決勝 3位); the final's and the 3rd-place match's players by their finishing place
        in words ("Runner-up", "3rd place"), as the printed standings say it (issue 39)."""
        if note.kind is NoteKind.CHAMPION:  # the stored note is an id: it showed as "champion" in Japanese too
            return self.tr("Champion")
        if places_in_words(note):
            if place == 1:
                return self.tr("Champion")
            if place == 2:
                return self.tr("Runner-up")
            suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
            return fill(self.tr("%1%2 place"), str(place), suffix)
        names = {"final": self.tr("Final"), "semi_final": self.tr("Semi-final"),
                 "quarter_final": self.tr("Quarter-final"), "third_place": self.tr("3rd place")}
        if note.kind is NoteKind.STAGE and note.stage is not None:
            where = names.get(note.stage, note.stage)
        elif note.kind is NoteKind.LAST:
            where = fill(self.tr("Last %1", "the knock-out round of the last 16 players"), str(note.players))
        elif note.kind is NoteKind.ROUND:
            where = fill(self.tr("Round %1", "a knock-out round by its number"), str(note.round))
        elif note.kind is NoteKind.FINAL_PLACE:
            where = names["final"]
        elif note.kind is NoteKind.GROUP:
            where = fill(self.tr("Group %1"), note.group or "")
        else:
            return note.text
        if not note.rank:
            return where
        return fill(self.tr("%1 #%2", "a stage and the rank at its table: Semi-final #3"), where, str(note.rank))

    def _rounds(self, row: StandingRow) -> str:
        """Each round's rank with the size of its table ("2/4"): a 2nd of 4 is not a 2nd of 3."""
        sizes = row.round_sizes or (None,) * len(row.round_ranks)
        bye = self.tr("bye")
        return " ".join(round_cell(rank, size, bye) for rank, size in zip(row.round_ranks, sizes))

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._headers[self.COLUMNS[section]]
        return str(section + 1)
