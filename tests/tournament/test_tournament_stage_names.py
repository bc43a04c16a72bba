"""Knock-out rounds named as organisers name them (準々決勝, 準決勝, 決勝 / quarter-final,
semi-final, final) from the moment the format and its cut are chosen, not only once the
knock-out is decided (issue 26): Swiss → knock-out and groups → knock-out, in the core,
the tab's round list and plan line, the new-tournament dialog and the round results print."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import play_round
from daifugo_gui.tournament.formats import FormatOptions, Step
from daifugo_gui.tournament.formats.swiss_knockout import FINAL_ROUND
from daifugo_gui.tournament.knockout import bracket_plan
from daifugo_gui.tournament.stages import next_stage, round_stages, stage_plan


def _swiss_knockout(path: Path) -> Tournament:
    """16 players, 2 swiss rounds, the best 8 to a knock-out of matches (tables of two)."""
    t = Tournament.create(path, "KO杯", format="swiss_knockout", seed=7,
                          options=FormatOptions(swiss_rounds=2, final_size=8, final_table_size=2))
    t.add_players((f"P{i:02d}",) for i in range(16))
    return t


def _groups_knockout(path: Path) -> Tournament:
    """8 players in two round-robin groups of pairs; the best 2 of each to a knock-out of pairs."""
    t = Tournament.create(path, "G杯", format="groups_knockout", seed=3, table_size=2, min_table_size=2,
                          options=FormatOptions(groups=2, group_advance=2, knockout_table_size=2))
    t.add_players((name,) for name in ("山田", "佐藤", "鈴木", "高橋", "Alice", "Bob", "Carol", "Dai"))
    return t


def _play_out(t: Tournament) -> dict[int, str | None]:
    """Play to the end; the name the plan gave each round just before it was seated."""
    rng = random.Random(5)
    before: dict[int, str | None] = {}
    while (step := t.next_step()).step is not Step.OVER:
        before[step.round] = next_stage(t.info(), t.rounds(), step)
        play_round(t, rng)
    return before


def test_the_bracket_plan_counts_the_rounds_to_the_final() -> None:
    assert bracket_plan(4, 2, 1) == [4, 2]  # semi-final pairs, a final pair
    assert bracket_plan(8, 2, 1) == [8, 4, 2]
    assert bracket_plan(8, 4, 2) == [8, 4]  # two tables of four, two going on from each
    assert bracket_plan(4, 4, 1) == [4]  # one table: straight to the final
    assert bracket_plan(1, 4, 1) == []


def test_swiss_then_knockout_names_its_rounds_before_they_are_seated(tmp_path: Path) -> None:
    t = _swiss_knockout(tmp_path / "sk.sqlite")
    plan = stage_plan(t.info())  # nothing seated yet: the cut alone decides the plan
    assert plan.players == (8, 4, 2) and plan.names == ("quarter_final", "semi_final", "final")
    before = _play_out(t)
    assert before == {1: None, 2: None, 3: "quarter_final", 4: "semi_final", 5: "final"}
    assert round_stages(t.info(), t.rounds()) == {3: "quarter_final", 4: "semi_final", 5: "final"}
    assert t.round(5).method == FINAL_ROUND  # the plan named the round the format made the final
    assert t.standings()[0].note == "champion"
    t.close()


def test_groups_then_knockout_names_its_rounds_before_they_are_seated(tmp_path: Path) -> None:
    t = _groups_knockout(tmp_path / "g.sqlite")
    plan = stage_plan(t.info())
    assert plan.players == (4, 2) and plan.names == ("semi_final", "final")
    before = _play_out(t)
    group_rounds = [n for n, name in before.items() if name is None]
    assert group_rounds == [1, 2, 3]  # round robins of four at tables of two
    assert before[4] == "semi_final" and before[5] == "final" and len(before) == 5
    assert round_stages(t.info(), t.rounds()) == {4: "semi_final", 5: "final"}
    assert len(t.round(5).tables) == 1 and not t.round(5).byes  # the planned final was the final
    t.close()


def test_formats_without_a_planned_knockout_name_nothing(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "s.sqlite", "Swiss", seed=1)
    t.add_players((f"P{i}",) for i in range(8))
    assert not stage_plan(t.info())
    play_round(t, random.Random(1))
    assert round_stages(t.info(), t.rounds()) == {} and next_stage(t.info(), t.rounds(), t.next_step()) is None
    t.close()


def test_the_tab_names_the_knockout_from_the_start(make_tab, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("PySide6")
    tab = make_tab("ja")
    assert tab.new_tournament(tmp_path / "sk.sqlite", "KO杯", format="swiss_knockout", seed=7,
                              options=FormatOptions(swiss_rounds=2, final_size=8, final_table_size=2))
    pages = tab.format_pages
    # Before any player or round: the plan line names every knock-out round.
    assert pages.plan_label.isVisibleTo(tab)
    assert pages.plan_label.text() == ("Knock-out: Quarter-final (8 players) → Semi-final (4 players) → "
                                       "Final (2 players)")
    for i in range(16):
        tab.add_player(f"P{i:02d}")
    rng = random.Random(5)
    for _ in range(2):
        play_round(tab.tournament, rng)
    tab.refresh()
    assert pages.plan_label.text().endswith("Next: Quarter-final")
    assert tab.seat_button.toolTip() == "Quarter-final"
    view = tab.seat_next_round()
    assert view is not None and view.number == 3
    assert tab.round_combo.currentText() == "Round 3 · Quarter-final"
    assert tab.round_combo.itemText(0) == "Round 1"  # swiss rounds keep their number only
    assert pages.plan_label.text().endswith("Knock-out: Quarter-final (8 players) → Semi-final (4 players) → "
                                            "Final (2 players)")  # nothing to seat while round 3 plays


def test_the_dialog_and_the_print_name_the_rounds(make_tab, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("PySide6")
    from daifugo_gui.ui.tournament.new_tournament_dialog import NewTournamentDialog
    from pdf_reading import pdf_text

    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("G杯")
    dialog.choose_format("groups_knockout")
    dialog.groups_spin.setValue(2)
    dialog.group_advance.setValue(2)
    dialog.knockout_seats.setValue(2)
    assert "Knock-out rounds: Semi-final (4 players) → Final (2 players)." in dialog.help_label.text()
    dialog.choose_format("swiss_knockout")
    dialog.final_size.setValue(8)
    dialog.final_seats.setValue(4)
    assert "Knock-out rounds: Semi-final (8 players) → Final (4 players)." in dialog.help_label.text()

    tab = make_tab("ja")
    t = _groups_knockout(tmp_path / "g.sqlite")
    rng = random.Random(5)
    for _ in range(4):  # the group stage and the semi-finals
        play_round(t, rng)
    t.close()
    assert tab.open_tournament(tmp_path / "g.sqlite")
    tab.round_combo.setCurrentIndex(tab.round_combo.findData(4))
    out = tab.prints.print_round_results(tmp_path / "semi.pdf")
    assert out is not None and tab.prints.wait_for_pdf()
    assert "準決勝" in pdf_text(out)
    tab.round_combo.setCurrentIndex(tab.round_combo.findData(3))
    out = tab.prints.print_round_results(tmp_path / "group.pdf")
    assert out is not None and tab.prints.wait_for_pdf()
    assert "決勝" not in pdf_text(out)  # a group round has no knock-out name
