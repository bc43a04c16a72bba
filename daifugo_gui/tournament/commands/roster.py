"""The players' register: registering, withdrawing, re-instating and renaming players.
Each function is one unit of work on a connection inside a write transaction."""

from __future__ import annotations

import json
from typing import Any, Iterable, Sequence

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from daifugo_gui.rules.names import name_problem
from daifugo_gui.rules.reasons import Reason
from daifugo_gui.tournament import queries as q
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.reasons import TournamentCode as TC, at, reason
from daifugo_gui.tournament.schema import TABLES as T
from daifugo_gui.tournament.views import Player, now_text, same_name


def add_players(conn: Connection, rows: Iterable[Sequence[str]], where: str = "") -> list[Player]:
    """Register players, all or none. ``where`` prefixes error messages (a file name)."""
    added = []
    taken = {same_name(r[0]) for r in conn.execute(sa.select(T["players"].c.name))}
    for index, row in enumerate(rows, start=1):
        name, given_reading, given_affiliation = (list(row) + ["", ""])[:3]
        name = (name or "").strip()
        reading, affiliation = (given_reading or "").strip(), (given_affiliation or "").strip()
        problem = _entry_problem(name, (given_reading, given_affiliation), taken)
        if problem is not None:
            place = reason(TC.PLAYER_NUMBER, number=index) if not where else line_of(row, index)
            located = at(place, problem)
            raise TournamentError(at(where, located) if where else located)
        taken.add(same_name(name))
        pid = conn.execute(  # type: ignore[index]  # an INSERT's key is never None
            sa.insert(T["players"]).values(name=name, reading=reading, affiliation=affiliation,
                                           registered_at=now_text())
        ).inserted_primary_key[0]
        added.append(Player(pid, name, reading, affiliation))
    return added


def _entry_problem(name: str, others: Sequence[str], taken: set[str]) -> Reason | None:
    """What is wrong with a register line: an empty name, a character a name may not hold
    (in the name, its reading or affiliation), or a name already registered."""
    if not name:
        return reason(TC.EMPTY_NAME)
    for text in (name, *(o or "" for o in others)):
        problem = name_problem(text) if text else None
        if problem is not None:
            return problem
    if same_name(name) in taken:
        return reason(TC.ALREADY_REGISTERED, player=name)
    return None


def line_of(row: Sequence[str], index: int) -> Reason:
    """Where a register line came from: its file line when known, else its row."""
    line = getattr(row, "line", None)
    return reason(TC.LINE, line=line) if line is not None else reason(TC.ROW, row=index)


def drop_player(conn: Connection, name: str, from_round: int | None = None) -> None:
    """A player withdraws: not seated from ``from_round`` on (default: the next round)."""
    player = q.find_player(conn, name)
    start = from_round if from_round is not None else q.last_round(conn) + 1
    conn.execute(sa.update(T["players"]).where(T["players"].c.id == player.id).values(dropped_from_round=start))


def reinstate_player(conn: Connection, name: str) -> None:
    """A withdrawn player comes back, seated again from the next round on."""
    player = q.find_player(conn, name)
    if player.dropped_from_round is None:
        raise TournamentError(reason(TC.NOT_WITHDRAWN, player=player.name))
    conn.execute(sa.update(T["players"]).where(T["players"].c.id == player.id).values(dropped_from_round=None))


def checked_new_name(new: str) -> str:
    """A new name, stripped and checked as at entry (no control characters, not empty)."""
    new = (new or "").strip()
    problem = name_problem(new) if new else reason(TC.NAME_CANNOT_BE_EMPTY)
    if problem is not None:
        raise TournamentError(problem)
    return new


def rename_player(conn: Connection, old: str, new: str) -> str:
    """Correct a player's name in the register and in every recorded game (records name
    their players; each is rewritten in the same transaction); the new name as stored."""
    new = checked_new_name(new)
    player = q.find_player(conn, old)
    taken = {same_name(r[0]) for r in conn.execute(sa.select(T["players"].c.name)) if r[0] != player.name}
    if same_name(new) in taken:
        raise TournamentError(reason(TC.ALREADY_REGISTERED, player=new))
    conn.execute(sa.update(T["players"]).where(T["players"].c.id == player.id).values(name=new))
    for games in (T["games"], T["match_games"]):  # a match's games name their players too
        for row in conn.execute(sa.select(games.c.id, games.c.record_json, games.c.record_digest)).all():
            # Checked against its digest: a rename must not seal a changed byte as sound.
            record = q.parsed_record(row.record_json, row.record_digest)
            if record is None or player.name not in record.get("players", []):
                continue  # a damaged record is left as it is, for the organiser to see
            text = json.dumps(renamed(record, player.name, new), ensure_ascii=False)
            values: dict[str, Any] = {"record_json": text, "record_digest": q.record_digest(text)}
            conn.execute(sa.update(games).where(games.c.id == row.id).values(**values))
    return new


def renamed(record: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """A record with one player's name changed wherever the record names players."""
    out = dict(record)
    out["players"] = [new if p == old else p for p in record.get("players", [])]
    if isinstance(record.get("hands"), dict):
        out["hands"] = {new if p == old else p: h for p, h in record["hands"].items()}
    if isinstance(record.get("paper"), list):
        out["paper"] = [{**r, "player": new} if isinstance(r, dict) and r.get("player") == old else r
                        for r in record["paper"]]
    out["events"] = [
        {**e, "player": new} if isinstance(e, dict) and e.get("player") == old else e for e in record.get("events", [])
    ]
    return out
