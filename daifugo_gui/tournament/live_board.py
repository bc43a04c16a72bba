"""A game in progress, published by the console judging it, for the players' web view.

The console at a table writes its game's state here after every judge action (the 数譜
lines so far, hand counts, the field, the clocks); the web view reads it. One row per
(round, table) in the table ``live_boards`` of the tournament's own database, made the
first time a console publishes, so a tournament nobody publishes to is never changed
and older files read as "no live games". The row is only a view for spectators: the
journal and the stored record stay the evidence, and a row is replaced, never trusted.
Boards are written outside the tournament's write lock and without its NOTIFY, so the
consoles' standings do not reload at every judge action; readers poll the (small) table.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import sqlalchemy as sa

from daifugo_gui.tournament.database import make_engine
from daifugo_gui.tournament.location import database_url
from daifugo_gui.tournament.views import now_text

TABLE = "live_boards"
MAX_STATE_BYTES = 256_000
"""A board larger than this is not a real game's (a game is a few hundred lines): skipped."""

_metadata = sa.MetaData()
_boards = sa.Table(
    TABLE,
    _metadata,
    sa.Column("round", sa.Integer, primary_key=True),
    sa.Column("table_number", sa.Integer, primary_key=True),
    sa.Column("updated_at", sa.Text, nullable=False),
    sa.Column("state_json", sa.Text, nullable=False),
)


@dataclass(frozen=True)
class LiveTable:
    """One table's game as its console last published it."""

    round: int
    table: int
    updated_at: str
    players: tuple[str, ...]
    to_move: str | None
    field: str  # the cards on the table, as the console shows them ("" after a clear)
    hand_counts: Mapping[str, int]
    clocks: Mapping[str, float]  # seconds left per player, when the table plays on time
    moves: tuple[str, ...]  # 数譜 lines as recorded, "name:line"
    finished: bool = False
    clock_running: bool = True  # the to-move player's clock runs (False: the judge paused it)

    def to_state(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "to_move": self.to_move,
            "field": self.field,
            "hand_counts": dict(self.hand_counts),
            "clocks": dict(self.clocks),
            "moves": list(self.moves),
            "finished": self.finished,
            "clock_running": self.clock_running,
        }


def _table_of(round_number: int, table: int, updated_at: str, state: Mapping[str, Any]) -> LiveTable | None:
    """A published row read back, or None when it does not hold a board (never raises)."""
    try:
        players = tuple(str(p) for p in state.get("players", []))
        return LiveTable(
            round=int(round_number),
            table=int(table),
            updated_at=str(updated_at),
            players=players,
            to_move=None if state.get("to_move") is None else str(state["to_move"]),
            field=str(state.get("field", "")),
            hand_counts={str(k): int(v) for k, v in dict(state.get("hand_counts", {})).items()},
            clocks={str(k): float(v) for k, v in dict(state.get("clocks", {})).items()},
            moves=tuple(str(m) for m in state.get("moves", [])),
            finished=bool(state.get("finished", False)),
            clock_running=bool(state.get("clock_running", True)),
        )
    except (TypeError, ValueError, AttributeError):
        return None


class LiveBoards:
    """The live boards of one tournament (a file path or a server URL, as opened)."""

    def __init__(self, target: str, read_only: bool = True) -> None:
        self._engine = make_engine(database_url(target), read_only=read_only)

    def close(self) -> None:
        self._engine.dispose()

    def read(self) -> list[LiveTable]:
        """Every published board; none when no console ever published (no table yet)."""
        with self._engine.connect() as conn:
            if not sa.inspect(conn).has_table(TABLE):
                return []
            rows = conn.execute(sa.select(_boards).order_by(_boards.c.round, _boards.c.table_number)).all()
        out = []
        for row in rows:
            if len(row.state_json) > MAX_STATE_BYTES:
                continue
            try:
                state = json.loads(row.state_json)
            except ValueError:
                continue
            table = _table_of(row.round, row.table_number, row.updated_at, state) if isinstance(state, dict) else None
            if table is not None:
                out.append(table)
        return out

    def publish(
        self,
        round_number: int,
        table: int,
        *,
        players: Sequence[str],
        to_move: str | None,
        field: str,
        hand_counts: Mapping[str, int],
        moves: Sequence[str],
        clocks: Mapping[str, float] | None = None,
        finished: bool = False,
        clock_running: bool = True,
    ) -> LiveTable:
        """Replace the table's board with the game as it stands (one transaction)."""
        board = LiveTable(round_number, table, now_text(), tuple(players), to_move, field,
                          dict(hand_counts), dict(clocks or {}), tuple(moves), finished, clock_running)
        text = json.dumps(board.to_state(), ensure_ascii=False)
        # A plain transaction: no tournament write lock, no NOTIFY to every console's
        # standings (a board changes with every judge action; the web view polls boards).
        with self._engine.begin() as conn:
            _metadata.create_all(conn, checkfirst=True)
            where = (_boards.c.round == round_number) & (_boards.c.table_number == table)
            conn.execute(sa.delete(_boards).where(where))
            conn.execute(sa.insert(_boards).values(
                round=round_number, table_number=table, updated_at=board.updated_at, state_json=text))
        return board

    def clear(self, round_number: int, table: int) -> None:
        """The table's game is over (its result is stored): its board goes."""
        with self._engine.begin() as conn:
            if sa.inspect(conn).has_table(TABLE):
                conn.execute(sa.delete(_boards).where(
                    (_boards.c.round == round_number) & (_boards.c.table_number == table)))
