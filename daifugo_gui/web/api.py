"""The JSON behind the pages (docs/contracts.md, "Web view"): plain dicts of a snapshot.

Only what a player may see: names, readings, tables, ranks, points and the live boards.
No database location, file path, journal or record metadata ever goes into them.
"""

from __future__ import annotations

from typing import Any

from daifugo_gui.tournament import RoundView, StandingRow, TableView
from daifugo_gui.web.snapshot import EventSnapshot


def standing_row(row: StandingRow) -> dict[str, Any]:
    return {
        "rank": row.place,
        "name": row.name,
        "reading": row.reading,
        "affiliation": row.affiliation,
        "points": row.points,
        "games": row.games,
        "wins": row.wins,
        "rank_sum": row.rank_sum,
        "rank_score": round(row.rank_score, 3),
        "head_to_head": row.head_to_head,
        "opposition": row.opposition,
        "largest_prime": row.largest_prime,
        "byes": row.byes,
        "note": row.note,
        "withdrawn_from": row.withdrawn_from,
    }


def standings(snap: EventSnapshot) -> dict[str, Any]:
    return {
        "tournament": snap.info.name,
        "format": snap.info.format,
        "rounds": len(snap.rounds),
        "tiebreaks": list(snap.info.scoring.tiebreaks),
        "rows": [standing_row(r) for r in snap.standings],
    }


def _table(table: TableView) -> dict[str, Any]:
    out: dict[str, Any] = {
        "table": table.number,
        "seats": [p.name for p in table.players],
        "playing": table.game is None,
        "result": None,
    }
    if table.match is not None:
        out["match"] = {"score": list(table.match.score), "games": len(table.match.games),
                        "length": table.match.length, "kind": table.match.kind}
    game = table.game
    if game is not None:
        summary = game.summary
        out["result"] = {
            "ranking": list(summary.ranking),
            "rows": [
                {
                    "player": name,
                    "rank": summary.rank_of(name),
                    "points": game.points.get(name),
                    "cards_left": summary.cards_left.get(name),
                    "fouls": summary.fouls.get(name, 0),
                    "timeouts": summary.timeouts.get(name, 0),
                    "disqualified": name in summary.disqualified,
                    "largest_prime": summary.primes.get(name),
                }
                for name in summary.ranking
            ],
            "largest_prime": summary.largest_prime,
            "largest_prime_by": summary.largest_prime_by,
        }
    return out


def seating(snap: EventSnapshot) -> dict[str, Any]:
    view = snap.current
    if view is None:
        return {"tournament": snap.info.name, "round": None, "tables": [], "byes": []}
    return {
        "tournament": snap.info.name,
        "round": view.number,
        "tables": [{"table": t.number, "seats": [p.name for p in t.players]} for t in view.tables],
        "byes": [p.name for p in view.byes],
    }


def round_results(view: RoundView, snap: EventSnapshot) -> dict[str, Any]:
    return {
        "tournament": snap.info.name,
        "round": view.number,
        "complete": view.complete,
        "tables": [_table(t) for t in view.tables],
        "byes": [p.name for p in view.byes],
    }


def table_live(snap: EventSnapshot, number: int) -> dict[str, Any] | None:
    """The current round's table ``number``: seats, whether it still plays and, when its
    console publishes, the game as it stands; None when there is no such table."""
    view = snap.current
    table = next((t for t in view.tables if t.number == number), None) if view else None
    if view is None or table is None:
        return None
    board = snap.live.get(number)
    return {
        "tournament": snap.info.name,
        "round": view.number,
        "table": number,
        "seats": [p.name for p in table.players],
        "playing": table.game is None,
        "live": None if board is None or table.game is not None else {
            "updated_at": board.updated_at, **board.to_state()},
        "result": _table(table)["result"],
    }
