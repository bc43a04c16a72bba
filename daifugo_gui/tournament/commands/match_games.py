"""Recording one game of a match at a table of two (one step of recording a game).

The match rule says who moves first in each game; a game opened by another player is
stored only with the judge's reason, kept as an audit note. Once the match is decided the
table's result is the match's (:func:`match_result`).
"""

from __future__ import annotations

import json
from dataclasses import replace as replace_field
from typing import Any, Mapping

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from daifugo_gui.rules.reasons import Reason
from daifugo_gui.tournament import queries as q
from daifugo_gui.tournament.errors import TournamentError
from daifugo_gui.tournament.matches import MatchState, match_state
from daifugo_gui.tournament.options import FormatOptions
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason
from daifugo_gui.tournament.schema import TABLES as T
from daifugo_gui.tournament.summary import GameSummary, prime_key
from daifugo_gui.tournament.views import now_text, same_name


def open_match(
    conn: Connection, options: FormatOptions, table_id: int, seated: Mapping[str, int], where: Reason
) -> MatchState:
    """The table's match before the game being recorded; refused once it is decided."""
    games = q.read_match_games(conn, [table_id]).get(table_id, [])
    state = match_state(options, list(seated.values()), games)  # seat order
    if state.decided:
        raise TournamentError(reason(TC.MATCH_DECIDED, where=where))
    return state


def first_mover_noted(
    state: MatchState,
    seated: Mapping[str, int],
    where: Reason,
    record: Mapping[str, Any],
    summary: GameSummary,
    other_first: str,
    other_first_by: str = "",
) -> Mapping[str, Any]:
    """A match game's record, checked for its first mover in the match ``state`` (from
    :func:`open_match`): the rule's passes unchanged; another is refused (naming who
    should have opened) unless the judge gave a reason, which is then kept in the record
    as an audit note (``meta.first_mover``), with who allowed it when they are named
    (``allowed_by``, printed on the match's score sheet)."""
    names = {pid: name for name, pid in seated.items()}
    first = seated[same_name(summary.players[0])]
    if first == state.next_first:
        return record
    if not other_first.strip():
        raise TournamentError(reason(TC.MATCH_FIRST_MOVER, game=state.next_number, where=where,
                                     player=names[state.next_first], given=names[first]))
    note = {"rule": names[state.next_first], "played": names[first], "accepted_because": other_first.strip(),
            "at": now_text()}
    if other_first_by.strip():
        note["allowed_by"] = other_first_by.strip()
    return {**dict(record), "meta": {**dict(record.get("meta") or {}), "first_mover": note}}


def store_match_game(
    conn: Connection,
    options: FormatOptions,
    table_id: int,
    seated: Mapping[str, int],
    state: MatchState,
    record: Mapping[str, Any],
    summary: GameSummary,
    source: str,
) -> tuple[int, MatchState]:
    """Store one game of a match open in ``state`` (:func:`open_match`); its number and
    the match after it.

    The first mover was checked (:func:`first_mover_noted`): whoever opened is stored.
    """
    first = seated[same_name(summary.players[0])]
    results = {
        str(seated[same_name(name)]): {
            "cards_left": int(summary.cards_left.get(name, 0)),
            "fouls": int(summary.fouls.get(name, 0)),
            "timeouts": int(summary.timeouts.get(name, 0)),
            "largest_prime": summary.primes.get(name),
        }
        for name in summary.ranking
    }
    winner = seated[same_name(summary.ranking[0])]
    text = json.dumps(dict(record), ensure_ascii=False)
    conn.execute(sa.insert(T["match_games"]).values(
        table_id=table_id, number=state.next_number, record_json=text, record_digest=q.record_digest(text),
        first_id=first, winner_id=winner, results_json=json.dumps(results),
        started_at=summary.started_at, ended_at=summary.ended_at, recorded_at=now_text(), source=source,
    ))
    games = q.read_match_games(conn, [table_id]).get(table_id, [])
    return state.next_number, match_state(options, list(seated.values()), games)


def match_result(
    conn: Connection,
    table_id: int,
    seated: Mapping[str, int],
    state: MatchState,
    record: Mapping[str, Any],
    summary: GameSummary,
) -> tuple[dict[str, Any], GameSummary]:
    """The table's result once its match is decided: ranked by the match, each player's
    cards left, fouls and time-outs summed over its games, their largest prime of any;
    the record kept is the deciding game's, with the match's games in ``meta.match``."""
    m = T["match_games"]
    names = {pid: name for name, pid in seated.items()}
    by_name = {same_name(n): n for n in summary.players}  # the record's spelling of each name
    rows = conn.execute(sa.select(m.c.number, m.c.first_id, m.c.winner_id, m.c.results_json)
                        .where(m.c.table_id == table_id).order_by(m.c.number)).all()
    totals = _match_totals(rows, names, by_name, seated)
    ranking = tuple(by_name[names[pid]] for pid in state.ranking())
    best = max(((t["prime"], n) for n, t in totals.items() if t["prime"]), key=lambda x: prime_key(x[0]),
               default=None)
    match_summary = replace_field(
        summary,
        ranking=ranking,
        cards_left={n: t["cards_left"] for n, t in totals.items()},
        fouls={n: t["fouls"] for n, t in totals.items()},
        timeouts={n: t["timeouts"] for n, t in totals.items()},
        disqualified=(),  # a disqualification loses that game, not the match
        primes={n: t["prime"] for n, t in totals.items() if t["prime"]},
        largest_prime=best[0] if best else None,
        largest_prime_by=best[1] if best else None,
    )
    kept = dict(record)
    kept["meta"] = {**dict(record.get("meta") or {}), "match": {
        "games": [{"game": row.number, "first": by_name[names[row.first_id]], "winner": by_name[names[row.winner_id]]}
                  for row in rows],
        "score": {by_name[names[pid]]: state.wins(pid) for pid in state.seats},
    }}
    return kept, match_summary


def _match_totals(rows: Any, names: Mapping[int, str], by_name: Mapping[str, str],
                  seated: Mapping[str, int]) -> dict[str, dict[str, Any]]:
    """Each player's cards left, fouls and time-outs summed over the match's games, and
    their largest prime of any, by the record's spelling of their name."""
    totals: dict[str, dict[str, Any]] = {by_name[n]: {"cards_left": 0, "fouls": 0, "timeouts": 0, "prime": None}
                                         for n in seated}
    for row in rows:
        for pid, result in json.loads(row.results_json).items():
            total = totals[by_name[names[int(pid)]]]
            for key in ("cards_left", "fouls", "timeouts"):
                total[key] += int(result.get(key, 0))
            prime = result.get("largest_prime")
            if prime and (total["prime"] is None or prime_key(prime) > prime_key(total["prime"])):
                total["prime"] = prime
    return totals


def undo_match_game(conn: Connection, round_number: int, table_number: int) -> None:
    """Take back a match's last game; a result the match had decided goes with it."""
    table_id = q.table_id(conn, round_number, table_number)
    where = reason(TC.ROUND_TABLE, round=round_number, table=table_number)
    m, g, res = T["match_games"], T["games"], T["results"]
    last = conn.execute(sa.select(sa.func.max(m.c.number)).where(m.c.table_id == table_id)).scalar()
    if last is None:
        raise TournamentError(reason(TC.MATCH_NO_GAMES, where=where))
    conn.execute(sa.delete(m).where(m.c.table_id == table_id, m.c.number == last))
    old = conn.execute(sa.select(g.c.id).where(g.c.table_id == table_id)).scalar()
    if old is not None:
        conn.execute(sa.delete(res).where(res.c.game_id == old))
        conn.execute(sa.delete(g).where(g.c.id == old))
