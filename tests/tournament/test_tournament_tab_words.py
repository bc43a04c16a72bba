"""The Tournament tab never leaves stale words (issue 39 item 5), driven with real clicks
and keys: the player picker after a reinstatement and after opening another tournament,
"Pause a round…" with no tournament, "Create" on an unreachable server, and the
paper-result dialog's header."""

from __future__ import annotations

import socket
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from daifugo_gui.tournament import PaperRow, Tournament
from daifugo_gui.ui.tournament.paper_result_dialog import PaperResultDialog
from daifugo_gui.ui.tournament.server_dialog import ServerDialog, recent_servers


def _pick(qtbot, tab, text: str) -> None:  # type: ignore[no-untyped-def]
    """Choose a player in the picker (QTest cannot type kanji: the item is chosen)."""
    index = tab.player_pick.findData(text)
    assert index >= 0
    tab.player_pick.setCurrentIndex(index)


def test_the_picker_follows_a_reinstatement_and_forgets_the_last_tournament(
        make_tab, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    tab = make_tab("ja", shown=True)
    assert tab.new_tournament(tmp_path / "one.sqlite", "一日目", seed=5)
    for name in ("伊藤 美咲", "佐藤 一郎", "鈴木 花子"):
        assert tab.add_player(name)
    _pick(qtbot, tab, "伊藤 美咲")
    tab.prompts.answer(True)
    qtbot.mouseClick(tab.withdraw_button, Qt.MouseButton.LeftButton)
    withdrawn = tab.player_pick.currentText()
    assert withdrawn.startswith("伊藤 美咲") and withdrawn != "伊藤 美咲"  # marked withdrawn
    tab.prompts.answer("伊藤 美咲", True)
    qtbot.mouseClick(tab.reinstate_button, Qt.MouseButton.LeftButton)
    assert tab.tournament is not None and tab.tournament.player("伊藤 美咲").dropped_from_round is None
    # Still picked, under her own name again: not the stale "伊藤 美咲 (棄権)".
    assert tab.player_pick.currentText() == "伊藤 美咲"
    _pick(qtbot, tab, "佐藤 一郎")
    other = Tournament.create(tmp_path / "two.sqlite", "二日目", seed=6)
    other.add_players((n,) for n in ("山田 太郎", "田中 次郎"))
    other.close()
    assert tab.open_tournament(tmp_path / "two.sqlite")
    assert tab.player_pick.currentText() == "" and tab.override_player.currentText() == ""
    assert [tab.player_pick.itemData(i) for i in range(tab.player_pick.count())] == ["山田 太郎", "田中 次郎"]


def test_pause_a_round_waits_for_a_tournament(make_tab, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    tab = make_tab("en", shown=True)
    assert not tab.pause_button.isEnabled()
    qtbot.mouseClick(tab.pause_button, Qt.MouseButton.LeftButton)
    assert tab.prompts.asked == []
    assert tab.new_tournament(tmp_path / "cup.sqlite", "Cup", seed=5)
    assert tab.pause_button.isEnabled()


def _closed_port() -> int:
    """A port on this machine nobody listens on: a server that is not there."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_create_on_an_unreachable_server_says_so_and_keeps_what_was_typed(
        qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = ServerDialog(settings, create=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    port = _closed_port()
    qtbot.keyClicks(dialog.recent.lineEdit(), f"postgresql://judge@127.0.0.1:{port}/cup")
    qtbot.keyClick(dialog.recent.lineEdit(), Qt.Key.Key_Tab)
    qtbot.keyClicks(dialog.password, "secret")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    # The server is asked first (off the UI thread); the dialog waits open for its answer.
    assert dialog.isVisible() and not dialog.ok_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.ok_button.isEnabled(), timeout=20000)
    assert dialog.isVisible() and dialog.result() != ServerDialog.DialogCode.Accepted
    assert dialog.problem.text() and "secret" not in dialog.problem.text()
    assert (dialog.host.text(), dialog.port.value(), dialog.database.text(), dialog.user.text(),
            dialog.password.text()) == ("127.0.0.1", port, "cup", "judge", "secret")
    assert recent_servers(settings) == []  # it did not work: not offered next time


def test_create_on_an_empty_database_goes_on_to_the_form(qtbot, tmp_path: Path, pg_url: str) -> None:  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = ServerDialog(settings, create=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.recent.lineEdit().setText(pg_url)
    qtbot.keyClick(dialog.recent.lineEdit(), Qt.Key.Key_Tab)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.result() == ServerDialog.DialogCode.Accepted, timeout=20000)
    # A database already holding a tournament is not created over: said, dialog open.
    Tournament.create(pg_url, "既存", seed=1).close()
    again = ServerDialog(settings, create=True)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    again.recent.lineEdit().setText(pg_url)
    qtbot.keyClick(again.recent.lineEdit(), Qt.Key.Key_Tab)
    qtbot.mouseClick(again.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.ok_button.isEnabled(), timeout=20000)
    assert again.isVisible() and "既存" in again.problem.text()


def _outside(widget: QWidget, dialog: QWidget) -> QRect:
    return QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())


def test_nothing_sits_over_the_paper_result_dialogs_header(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QComboBox, QLineEdit

    cases = [dict(), dict(first_mover="山田"), dict(correcting=True,
                                                  recorded=[PaperRow("山田", 1, 0, 0, 0, False, None),
                                                            PaperRow("佐藤", 2, 3, 0, 0, False, None)])]
    for options in cases:
        dialog = PaperResultDialog("Round 1 table 2", ["山田", "佐藤"], lambda *a: None, **options)  # type: ignore[arg-type]
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        header = dialog.table.horizontalHeader()
        header_box = QRect(header.mapTo(dialog, QPoint(0, 0)), header.size())
        boxes = [w for w in dialog.findChildren(QLineEdit) + dialog.findChildren(QComboBox)
                 if w.parent() is dialog and w.isVisible()]
        assert all(not _outside(w, dialog).intersects(header_box) for w in boxes), options
        # Every heading is drawn whole: its section is as wide as its words.
        for column in range(dialog.table.columnCount()):
            words = dialog.table.horizontalHeaderItem(column).text()
            assert header.sectionSize(column) >= header.fontMetrics().horizontalAdvance(words), words
        dialog.close()


def test_the_paper_dialog_asks_who_allowed_another_first_mover(make_tab, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from daifugo_gui.tournament.formats import FormatOptions

    tab = make_tab("en", shown=True)
    assert tab.new_tournament(tmp_path / "m.sqlite", "M", seed=6, table_size=2, min_table_size=2,
                              options=FormatOptions(match_games=3, match_kind="best_of", first_move="alternate"))
    for name in ("Ann", "Bob"):
        assert tab.add_player(name)
    view = tab.seat_next_round()
    a, b = (p.name for p in view.tables[0].players)
    tab.tables_tree.setCurrentItem(tab.tables_tree.topLevelItem(0))
    dialog = tab.paper_result_dialog()
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.allowed_by.isEnabled()  # the rule's opener: nothing to allow
    dialog.first.setCurrentIndex(dialog.first.findData(b))
    assert dialog.allowed_by.isEnabled() and dialog.because.isEnabled()
    qtbot.keyClicks(dialog.because, "seats swapped")
    qtbot.keyClicks(dialog.allowed_by, "Chief judge Lee")
    dialog.ranks[0].setValue(1)
    dialog.ranks[1].setValue(2)
    qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert dialog.error.text() == ""
    note = tab.tournament.match_game_records(1, 1)[0].exception
    assert note is not None and (note.rule, note.played, note.because, note.by) == (a, b, "seats swapped",
                                                                                    "Chief judge Lee")


def test_a_refused_creation_brings_the_form_back_as_typed(make_tab, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from daifugo_gui.ui.tournament.new_tournament_dialog import NewTournamentDialog

    tab = make_tab("en", shown=True)
    taken = tmp_path / "taken.sqlite"
    taken.write_text("not a tournament", encoding="utf-8")  # creating here is refused
    seen: list[str] = []

    def visible() -> NewTournamentDialog | None:
        return next((w for w in QApplication.topLevelWidgets()
                     if isinstance(w, NewTournamentDialog) and w.isVisible()), None)

    def second() -> None:
        dialog = visible()
        if dialog is None:
            QTimer.singleShot(10, second)
            return
        seen.append(dialog.name_edit.text())
        qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel),
                         Qt.MouseButton.LeftButton)

    def first() -> None:
        dialog = visible()
        if dialog is None:
            QTimer.singleShot(10, first)
            return
        qtbot.keyClicks(dialog.name_edit, "Spring Open")
        QTimer.singleShot(10, second)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, first)
    assert not tab.ask_name_and_format(str(taken))
    assert seen == ["Spring Open"]  # the form came back with what was typed
    assert tab.tournament is None and tab.status.text()
