"""Swiss, then a knock-out (issue 26): the top N of the swiss go to semi-final tables,
their best to one final table (and, if asked, the others to a 3rd-place table), so the
tables' winners meet instead of being ranked by swiss points."""

from __future__ import annotations

import random
from pathlib import Path

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import finished_record, play_round
from daifugo_gui.tournament.formats import FormatOptions, Step, format_of
from daifugo_gui.tournament.formats.swiss_knockout import knockout_plan


def test_the_plan_of_knockout_rounds() -> None:
    assert knockout_plan(8, 4) == [8, 4]  # two semi-final tables of four, two go on from each
    assert knockout_plan(4, 2) == [4, 2]  # semi-finals of two, a final of two
    assert knockout_plan(16, 4) == [16, 4]
    assert knockout_plan(32, 4) == [32, 8, 4]
    assert knockout_plan(4, 4) == [4]  # the finalists fit one table: straight to the final


def test_swiss_then_knockout_end_to_end(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "sk.sqlite", "Swiss KO", format="swiss_knockout", seed=21,
                          options=FormatOptions(swiss_rounds=3, final_size=8, final_table_size=4, third_place=True))
    assert format_of(t.info().format).key == "swiss_knockout"
    assert t.info().options.third_place
    for i in range(21):
        t.add_player(f"P{i:02d}")
    rng = random.Random(4)
    for _round in range(1, 4):
        assert t.next_step().step in (Step.SEAT_FIRST, Step.SEAT_NEXT)
        play_round(t, rng)
    swiss = t.standings()
    top8 = [r.name for r in swiss[:8]]
    assert t.next_step().step is Step.SEAT_KNOCKOUT
    semis = t.seat_round()
    assert semis.method == "knockout_round" and [len(x.players) for x in semis.tables] == [4, 4]
    # Snake seeding: seeds 1 and 2 at different tables, every top-8 player seated.
    seated = [p.name for x in semis.tables for p in x.players]
    assert sorted(seated) == sorted(top8)
    assert top8[0] in [p.name for p in semis.tables[0].players]
    assert top8[1] in [p.name for p in semis.tables[1].players]
    # Seating the semi-finals does not move the swiss points (they do not count).
    assert [(r.name, r.points) for r in t.standings()[8:]] == [(r.name, r.points) for r in swiss[8:]]
    for table in semis.tables:
        t.record_game(semis.number, table.number, finished_record([p.name for p in table.players]))
    assert t.next_step().step is Step.SEAT_FINAL
    final = t.seat_round()
    semi_rank = [[p.name for p in x.players] for x in semis.tables]
    finalists = {names[0] for names in semi_rank} | {names[1] for names in semi_rank}
    placing = {names[2] for names in semi_rank} | {names[3] for names in semi_rank}
    assert final.method == "knockout_final" and len(final.tables) == 2
    assert {p.name for p in final.tables[0].players} == finalists  # the tables' best meet
    assert {p.name for p in final.tables[1].players} == placing  # the 3rd-place table
    order = [p.name for p in final.tables[0].players][::-1]
    t.record_game(final.number, 1, finished_record(order))
    third = [p.name for p in final.tables[1].players]
    t.record_game(final.number, 2, finished_record(third))
    assert t.next_step().step is Step.OVER
    rows = t.standings()
    assert [r.name for r in rows[:8]] == order + third
    assert rows[0].note == "champion" and rows[1].note == "final #2" and rows[4].note == "third_place #1"
    assert [r.place for r in rows[:9]] == list(range(1, 10))
    # The rest keep their swiss order below the knock-out.
    assert [r.name for r in rows[8:]] == [r.name for r in swiss if r.name not in set(top8)]
    t.close()


def test_the_dialog_says_what_the_setup_will_do(qtbot) -> None:  # type: ignore[no-untyped-def]
    from daifugo_gui.ui.tournament.new_tournament_dialog import NewTournamentDialog

    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Cup")
    dialog.choose_format("swiss_knockout")
    dialog.swiss_rounds.setValue(5)
    dialog.final_size.setValue(8)
    dialog.final_seats.setValue(4)
    dialog.third_place.setChecked(True)
    words = dialog.help_label.text()
    assert "5 swiss rounds" in words
    assert "best 8 by the swiss standings play 2 knock-out tables of up to 4" in words
    assert "best 4 play one final table" in words and "places after the final's" in words
    options = dialog.options()
    assert options["format"] == "swiss_knockout"
    assert options["options"] == FormatOptions(swiss_rounds=5, final_size=8, final_table_size=4, third_place=True)
    assert dialog.form.isRowVisible(dialog.third_place) and not dialog.form.isRowVisible(dialog.groups_spin)
    dialog.choose_format("swiss")
    assert not dialog.form.isRowVisible(dialog.third_place)


def test_knockout_rounds_are_named_on_screen_and_in_print() -> None:
    from daifugo_gui.words import PrintWord, Wording
    from daifugo_gui.reports.standings import stage_text
    from daifugo_gui.tournament.standing_notes import read_note

    ja, en = Wording(PrintWord, "ja"), Wording(PrintWord, "en")

    def say(note: str, words: Wording[PrintWord]) -> str:
        return stage_text(read_note(note), words)

    # Issue 37: the rank reads 3位 in Japanese ("準決勝 #3" and a group's "A2" were the
    # stored notes' own forms); English keeps the phones' "#3".
    assert say("semi_final #3", ja) == "準決勝 3位" and say("quarter_final #1", ja) == "準々決勝 1位"
    assert say("final #2", ja) == "決勝 2位" and say("final #2", en) == "Final #2"
    assert say("champion", ja) == "優勝" and say("A2", ja) == "Aグループ 2位" and say("A2", en) == "Group A #2"
    assert say("last_16 #2", ja) == "ベスト16 2位" and say("R2", ja) == "第2回戦"


def test_a_decided_knockout_shows_round_names_instead_of_round_numbers(tmp_path: Path) -> None:
    from daifugo_gui.tournament.standing_notes import NoteKind, StageNote, final_round, read_note
    from daifugo_gui.ui.tournament.standings_model import StandingsModel

    # Stored notes stay as they were ("R2 #2"); the screen and the print name the rounds.
    assert final_round(["champion", "R6 #2", "R5 #3", "A1"]) == 6
    assert final_round(["R6 #2"]) is None  # not decided yet: the numbers stay
    # One reading of a note for every surface (issue 37; it was a string "final #2" made
    # from "R6 #2" by knockout.stage_note, read again by a pattern in each surface).
    assert read_note("R6 #2", 6) == StageNote(NoteKind.STAGE, 2, 6, stage="final")
    assert read_note("R5 #3", 6).stage == "semi_final" and read_note("R4 #1", 6).stage == "quarter_final"
    assert read_note("R3 #1", 6) == StageNote(NoteKind.ROUND, 1, 3) == read_note("R3 #1")
    t = Tournament.create(tmp_path / "ko.sqlite", "KO", format="knockout", seed=5, table_size=2, min_table_size=2)
    for name in "ABCDEFGH":
        t.add_player(name)
    while t.next_step().step is not Step.OVER:
        view = t.seat_round()
        for table in view.tables:
            t.record_game(view.number, table.number, finished_record([p.name for p in table.players]))
    rows = t.standings()
    assert rows[1].note == "R3 #2"
    model = StandingsModel()
    model.set_rows(rows)
    column = StandingsModel.COLUMNS.index("note")
    shown = [model.data(model.index(i, column)) for i in range(len(rows))]
    assert shown[0] == "Champion" and shown[1] == "Runner-up"  # a place in words (issue 39)
    assert shown[2:4] == ["Semi-final #2", "Semi-final #2"] and shown[4:] == ["Quarter-final #2"] * 4
    t.close()
