"""Strings translated at run time (tables of headlines, columns, labels) come out in Japanese.

lupdate only sees literal strings, so such tables mark theirs with QT_TRANSLATE_NOOP;
this checks the marking reached the catalog, table by table, for the tables that have
landed here.
"""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import QCoreApplication


def _module(name: str):
    try:
        return importlib.import_module(name)
    except ImportError:
        pytest.skip(f"{name} has not landed here")


def _untranslated(context: str, texts) -> list[str]:
    return [t for t in texts if t and QCoreApplication.translate(context, t) == t]


def test_verdict_headlines(japanese) -> None:
    panel = _module("daifugo_gui.ui.console.verdict_panel")
    assert not _untranslated("Verdict", [style[0] for style in panel.STYLES.values()])


def test_player_table_columns(japanese) -> None:
    table = _module("daifugo_gui.ui.console.table_view")
    assert not _untranslated("PlayerTable", table.PlayerTable.COLUMNS)


def test_setting_labels(japanese) -> None:
    dialog = _module("daifugo_gui.ui.console.new_game_dialog")
    assert not _untranslated("SettingsForm", dialog.LABELS.values())


def test_a_decided_knockouts_stage_column_is_japanese(japanese, tmp_path) -> None:
    """The Tournament tab's standings said the stored note "champion" on a Japanese screen
    (issue 37 item 6 names it for the phones; the console had it too)."""
    import re

    from daifugo_gui.tournament import Tournament
    from daifugo_gui.tournament.demo import finished_record
    from daifugo_gui.tournament.formats import Step
    from daifugo_gui.ui.tournament.standings_model import StandingsModel

    t = Tournament.create(tmp_path / "ko.sqlite", "KO", format="knockout", seed=5, table_size=2, min_table_size=2)
    t.add_players((name,) for name in ("山田", "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "中村"))
    while t.next_step().step is not Step.OVER:
        view = t.seat_round()
        for table in view.tables:
            t.record_game(view.number, table.number, finished_record([p.name for p in table.players]))
    model = StandingsModel()
    model.set_rows(t.standings())
    column = StandingsModel.COLUMNS.index("note")
    shown = [model.data(model.index(i, column)) for i in range(model.rowCount())]
    t.close()
    # Issue 37: the rank in words too (it read "準決勝 #2").
    assert shown[:2] == ["優勝", "準優勝"] and shown[2] == "準決勝 2位"
    assert not [s for s in shown if re.search(r"[A-Za-z#]", s)], shown


def test_an_undecided_knockouts_and_a_groups_stage_column_is_japanese(japanese, tmp_path) -> None:
    """Issue 37: before the knock-out was decided the Tournament tab's standings showed the
    stored notes as they are kept ("R2 #1", "R1 #2"), and a group stage's players out in
    their group "A3"; they read 第2回戦 1位, A グループ 3位."""
    import random

    from daifugo_gui.tournament import Tournament
    from daifugo_gui.tournament.demo import finished_record, play_round
    from daifugo_gui.tournament.formats import FormatOptions
    from daifugo_gui.ui.tournament.standings_model import StandingsModel

    names = ("山田", "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "中村")
    knockout = Tournament.create(tmp_path / "ko.sqlite", "KO", format="knockout", seed=5, table_size=2,
                                 min_table_size=2)
    knockout.add_players((name,) for name in names)
    for _ in range(2):  # the semi-finals played, the final not yet
        view = knockout.seat_round()
        for table in view.tables:
            knockout.record_game(view.number, table.number, finished_record([p.name for p in table.players]))
    groups = Tournament.create(tmp_path / "g.sqlite", "G", format="groups_knockout", seed=3, table_size=2,
                               min_table_size=2, options=FormatOptions(groups=2, group_advance=2,
                                                                       knockout_table_size=2))
    groups.add_players((name,) for name in names)
    rng = random.Random(5)
    for _ in range(4):  # the three group rounds and the knock-out's first
        play_round(groups, rng)
    model = StandingsModel()
    column = StandingsModel.COLUMNS.index("note")
    shown = {}
    for t in (knockout, groups):
        model.set_rows(t.standings())
        shown[t.info().format] = [model.data(model.index(i, column)) for i in range(model.rowCount())]
        t.close()
    assert shown["knockout"] == ["第2回戦 1位"] * 2 + ["第2回戦 2位"] * 2 + ["第1回戦 2位"] * 4
    assert shown["groups_knockout"][:2] == ["第4回戦 1位"] * 2
    assert set(shown["groups_knockout"][4:]) == {"A グループ 3位", "B グループ 3位", "A グループ 4位", "B グループ 4位"}
