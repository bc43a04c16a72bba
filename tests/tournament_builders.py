"""Tournaments and records the tournament tests build again and again: eight players with
Japanese and Latin names, a file exactly as schema v1 wrote it, a two-player game record."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from daifugo_gui.tournament import Tournament, schema
from daifugo_gui.tournament.demo import finished_record
from daifugo_gui.tournament.scoring import ScoringRules

NAMES = ["山田 太郎", "佐藤 花子", "鈴木 一郎", "高橋 次郎", "Alice", "Bob", "Carol", "Dai"]


def make(tmp_path: Path, n: int = 8, **kwargs) -> Tournament:
    t = Tournament.create(tmp_path / "cup.sqlite", "第1回 素数大富豪大会", seed=11, **kwargs)
    t.add_players((name, f"よみ{i}", "東京素数会" if i % 2 else "") for i, name in enumerate(NAMES[:n]))
    return t


def create_v1_file(path: Path) -> None:
    """A tournament file exactly as schema v1 wrote it, with one game."""
    engine = sa.create_engine(f"sqlite:///{path}")
    md, tables = schema.build_metadata(1)
    with engine.begin() as conn:
        schema.create_schema(conn, version=1)
        conn.execute(sa.insert(tables["tournament"]).values(
            id=1, name="旧大会", format="swiss", seed=5, table_size=4, min_table_size=3, advance=1,
            scoring_json=json.dumps(ScoringRules().to_dict()), settings_json="{}",
            created_at="2025-01-01T10:00:00+09:00"))
        for pid, name in enumerate(["甲", "乙", "丙"], start=1):
            conn.execute(sa.insert(tables["players"]).values(
                id=pid, name=name, reading="", affiliation="", registered_at="2025-01-01"))
        conn.execute(sa.insert(tables["rounds"]).values(
            id=1, number=1, method="random", seed=5, created_at="2025-01-01"))
        conn.execute(sa.insert(tables["game_tables"]).values(id=1, round_id=1, number=1))
        for pos in (1, 2, 3):
            conn.execute(sa.insert(tables["seats"]).values(table_id=1, position=pos, player_id=pos))
        record = finished_record(["乙", "甲", "丙"])
        conn.execute(sa.insert(tables["games"]).values(
            id=1, table_id=1, record_json=json.dumps(record, ensure_ascii=False), settings_json="{}",
            recorded_at="2025-01-01", finished=True))
        for rank, pid in enumerate([2, 1, 3], start=1):
            conn.execute(sa.insert(tables["results"]).values(
                game_id=1, player_id=pid, rank=rank, points=[6, 3, 0][rank - 1], cards_left=0,
                fouls=0, timeouts=0, disqualified=False, largest_prime=None))
    engine.dispose()


def game(first: str, second: str, winner: str) -> dict[str, Any]:
    """A real two-player record: ``first`` moves first and ``winner`` goes out (when it is
    the second player, the first draws and passes)."""
    if winner == first:
        events = [{"player": first, "action": "play", "field": "2"}]
    else:
        events = [{"player": first, "action": "draw"}, {"player": first, "action": "pass"},
                  {"player": second, "action": "play", "field": "3"}]
    return {"format": "prime-daifugo-record/1", "settings": {"hand_size": 1}, "players": [first, second],
            "events": events}
