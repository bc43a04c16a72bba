"""Matches that can always be recorded (issue 26): a paper sheet takes its game's first
mover (the rule's by default), and a console game opened by another player than the
rule's is stored once the judge accepts it, with the reason kept as an audit note."""

from __future__ import annotations

from pathlib import Path

import pytest

from daifugo_gui.tournament import PaperRow, StoredGame, StoredMatchGame, Tournament, TournamentError
from daifugo_gui.tournament.formats import FormatOptions
from tab_prompts import TabPrompts
from tournament_builders import game


def sheet(winner: str, loser: str) -> list[PaperRow]:
    return [PaperRow(winner, 1, 0, 0, 0, False, None), PaperRow(loser, 2, 3, 0, 0, False, None)]


def _event(tmp_path: Path, first_move: str) -> tuple[Tournament, str, str]:
    t = Tournament.create(tmp_path / f"{first_move}.sqlite", "M", seed=6, table_size=2, min_table_size=2,
                          options=FormatOptions(match_games=3, match_kind="best_of", first_move=first_move))
    t.add_players((n,) for n in ("山田", "佐藤"))
    view = t.seat_round()
    a, b = (p.name for p in view.tables[0].players)
    return t, a, b


@pytest.mark.parametrize("first_move", ["alternate", "loser"])
def test_a_match_from_paper_sheets_when_seat_2_opens(tmp_path: Path, first_move: str) -> None:
    t, a, b = _event(tmp_path, first_move)
    # Game 1: seat 1 (a) opens and wins; under both rules seat 2 (b) opens game 2.
    t.record_paper_result(1, 1, sheet(a, b))
    assert t.next_game_order(1, 1) == [b, a]
    # Game 2 from paper with no first mover given: the rule's (b) — refused before issue 26.
    second = t.record_paper_result(1, 1, sheet(b, a))
    assert isinstance(second, StoredMatchGame) and second.match.score == (1, 1)
    assert second.match.games[-1].first == next(p.id for p in t.players() if p.name == b)
    # Game 3: alternate gives seat 1 (a); loser gives the loser of game 2 (a) as well.
    third = t.record_paper_result(1, 1, sheet(a, b), first=a)
    assert isinstance(third, StoredMatchGame) and third.match.decided
    assert isinstance(third.result, StoredGame) and third.result.summary.ranking == (a, b)
    assert third.result.record["meta"]["match"]["score"] == {a: 2, b: 1}
    t.close()


def test_a_paper_sheet_naming_another_first_mover_needs_the_judges_reason(tmp_path: Path) -> None:
    t, a, b = _event(tmp_path, "alternate")
    t.record_paper_result(1, 1, sheet(a, b))
    with pytest.raises(TournamentError, match=f"{b} moves first by the match's rule, not {a}"):
        t.record_paper_result(1, 1, sheet(b, a), first=a)
    assert len(t.match(1, 1).games) == 1  # type: ignore[union-attr]  # nothing stored
    stored = t.record_paper_result(1, 1, sheet(b, a), first=a, other_first="the sheet says 山田 opened")
    assert isinstance(stored, StoredMatchGame) and stored.match.score == (1, 1)
    t.close()


@pytest.mark.parametrize("first_move", ["alternate", "loser"])
def test_a_console_game_opened_by_another_player_is_stored_with_an_audit_note(tmp_path: Path,
                                                                            first_move: str) -> None:
    t, a, b = _event(tmp_path, first_move)
    t.record_finished(game(a, b, winner=a))  # game 1: the rule's opener
    # The judge let a open game 2 (the rule says b): refused without a reason, nothing stored ...
    with pytest.raises(TournamentError, match=f"game 2 of the match at round 1 table 1: {b} moves first"):
        t.record_finished(game(a, b, winner=b))
    assert len(t.match(1, 1).games) == 1  # type: ignore[union-attr]
    # ... and stored once the judge accepts it, the reason kept in the game's record.
    because = "the players swapped seats; the judge let the game stand"
    second = t.record_finished(game(a, b, winner=b), other_first=because)
    assert isinstance(second, StoredMatchGame) and second.match.score == (1, 1)
    # Game 3 by the rule again (alternate: a; loser: a lost game 2), deciding the match.
    third = t.record_finished(game(a, b, winner=a))
    assert isinstance(third, StoredMatchGame) and isinstance(third.result, StoredGame)
    import json

    import sqlalchemy as sa

    from daifugo_gui.tournament.schema import TABLES

    with t._engine.connect() as conn:
        records = [json.loads(r) for r in conn.execute(
            sa.select(TABLES["match_games"].c.record_json).order_by(TABLES["match_games"].c.number)).scalars()]
    note = records[1]["meta"]["first_mover"]
    assert (note["rule"], note["played"], note["accepted_because"]) == (b, a, because)
    assert "first_mover" not in records[0].get("meta", {}) and "first_mover" not in records[2].get("meta", {})
    t.close()


def test_the_paper_dialog_and_the_console_at_a_match(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from daifugo_gui.ui.tournament.tournament_tab import TournamentTab

    tab = TournamentTab(lang="en")
    tab.prints.open_after_print = False
    tab.prompts = prompts = TabPrompts(other_settings_ok=True)  # the demo record's hand size
    qtbot.addWidget(tab)
    tab.show()
    assert tab.new_tournament(tmp_path / "tab.sqlite", "M", seed=6, table_size=2, min_table_size=2,
                              options=FormatOptions(match_games=3, match_kind="best_of", first_move="alternate"))
    for name in ("山田", "佐藤"):
        assert tab.add_player(name)
    view = tab.seat_next_round()
    assert view is not None
    a, b = (p.name for p in view.tables[0].players)
    item = tab.tables_tree.topLevelItem(0)
    assert item.data(0, Qt.ItemDataRole.UserRole) == (1, 0)
    tab.tables_tree.setCurrentItem(item)
    # Game 1 from paper: the dialog offers the rule's opener (seat 1) and asks no reason.
    dialog = tab.paper_result_dialog()
    assert dialog is not None and dialog.first_mover() == a and not dialog.because.isEnabled()
    for i, rank in enumerate((1, 2)):
        dialog.ranks[i].setValue(rank)
    dialog.accept()
    assert dialog.error.text() == "" and tab.tournament.match(1, 1).score == (1, 0)  # type: ignore[union-attr]
    # Game 2: the rule says b (seat 2) opens; the dialog preselects b and stores it.
    tab.tables_tree.setCurrentItem(tab.tables_tree.topLevelItem(0))
    dialog = tab.paper_result_dialog()
    assert dialog is not None and dialog.first_mover() == b
    dialog.ranks[0].setValue(2)
    dialog.ranks[1].setValue(1)
    dialog.accept()
    assert dialog.error.text() == "" and tab.tournament.match(1, 1).score == (1, 1)  # type: ignore[union-attr]
    # Game 3 at the console, opened by b although the rule says a: the judge is asked,
    # accepts with a reason, and the game is stored (the match decided).
    prompts.answer("seats swapped", "主審 高橋")  # why, and who allows it (issue 39)
    stored = tab.record_finished_game(game(b, a, winner=b))
    asked = [q.text for q in prompts.asked if q.kind == "ask_text"]
    assert asked and a in asked[0]
    note = tab.tournament.match_game_records(1, 1)[-1].exception  # type: ignore[union-attr]
    assert note is not None and (note.because, note.by) == ("seats swapped", "主審 高橋")
    assert stored is not None and tab.tournament.round(1).table(1).game is not None  # type: ignore[union-attr]
    assert tab.tournament.round(1).table(1).game.summary.ranking == (b, a)  # type: ignore[union-attr]


def test_the_match_score_on_the_prints_and_as_game_points(tmp_path: Path) -> None:
    from pypdf import PdfReader

    from daifugo_gui.reports.bracket import bracket_pdf
    from daifugo_gui.reports.crosstable import crosstable_pdf
    from daifugo_gui.reports.score_sheet import round_sheets_pdf
    from daifugo_gui.reports.standings import round_results_pdf
    from daifugo_gui.tournament.scoring import ScoringRules

    t = Tournament.create(tmp_path / "score.sqlite", "M", format="round_robin", seed=6, table_size=2,
                          min_table_size=2, options=FormatOptions(match_games=3, match_kind="best_of",
                                                                  first_move="alternate"),
                          scoring=ScoringRules(tiebreaks=("game_points",)))
    t.add_players((n,) for n in ("Ann", "Bob"))
    view = t.seat_round()
    a, b = (p.name for p in view.tables[0].players)
    t.record_finished(game(a, b, winner=a))
    t.record_finished(game(b, a, winner=b))
    t.record_finished(game(a, b, winner=a))
    table = t.round(1).table(1)
    assert (table.match_text(a), table.match_text(b)) == ("2–1", "1–2")
    rows = {r.name: r for r in t.standings()}
    assert (rows[a].game_points, rows[b].game_points) == (2, 1)
    assert t.crosstable().text(rows[a].player_id, rows[b].player_id) == "○2–1"

    def text(path: Path) -> str:
        return "".join(page.extract_text() for page in PdfReader(path).pages)

    round_results_pdf(tmp_path / "r.pdf", t.round(1), lang="en", tournament="M")
    assert "1 (2–1)" in text(tmp_path / "r.pdf") and "2 (1–2)" in text(tmp_path / "r.pdf")
    round_sheets_pdf(tmp_path / "s.pdf", t.round(1), lang="en", tournament="M")
    assert f"{a} 2–1" in text(tmp_path / "s.pdf")
    crosstable_pdf(tmp_path / "c.pdf", [t.crosstable()], lang="en", tournament="M")
    assert "2–1" in text(tmp_path / "c.pdf")
    bracket_pdf(tmp_path / "b.pdf", t.rounds(), advance=1, lang="en", tournament="M")
    assert "(2–1)" in text(tmp_path / "b.pdf")
    t.close()
