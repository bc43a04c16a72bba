"""The connection dialog (issues 15, 26): recent servers are remembered without passwords
and only once they worked; a URL typed by hand is read when the judge leaves its box."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from daifugo_gui.tournament.location import LocationError, ServerAddress, database_url, public_url
from daifugo_gui.ui.tournament.server_dialog import RECENT_MAX, ServerDialog, recent_servers, remember_server


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def _shown(qtbot, dialog: ServerDialog) -> ServerDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.recent.lineEdit().setFocus()
    qtbot.waitUntil(dialog.recent.lineEdit().hasFocus)
    return dialog


def test_a_pasted_url_fills_the_fields_and_its_password_is_never_stored(qtbot, settings: QSettings, tmp_path: Path) -> None:
    dialog = _shown(qtbot, ServerDialog(settings))
    dialog.recent.lineEdit().setText("postgresql+psycopg://judge:s3cr%40t@192.168.0.10:5433/cup")
    qtbot.keyClick(dialog.recent.lineEdit(), Qt.Key.Key_Tab)  # the judge moves on
    assert (dialog.host.text(), dialog.port.value(), dialog.database.text(), dialog.user.text()) == (
        "192.168.0.10", 5433, "cup", "judge")
    assert dialog.password.text() == "s3cr@t"
    assert "s3cr" not in dialog.recent.currentText()
    dialog.accept()
    assert dialog.result() == ServerDialog.DialogCode.Accepted
    assert dialog.url() == "postgresql+psycopg://judge:s3cr%40t@192.168.0.10:5433/cup"
    assert recent_servers(settings) == []  # not remembered before it has worked
    remember_server(settings, dialog.url())  # what the tab does once the tournament opened
    settings.sync()
    text = (tmp_path / "settings.ini").read_text(encoding="utf-8")
    assert "192.168.0.10" in text and "s3cr" not in text
    assert recent_servers(settings) == ["postgresql+psycopg://judge@192.168.0.10:5433/cup"]


def test_a_url_typed_by_hand_is_read_when_the_judge_leaves_the_box(qtbot, settings: QSettings) -> None:
    dialog = _shown(qtbot, ServerDialog(settings))
    box = dialog.recent.lineEdit()
    url = "postgresql://judge@127.0.0.1:5433/tournament"
    for i, char in enumerate(url):
        qtbot.keyClicks(box, char)  # "…127.0.0.1:" on the way: no traceback (pytest-qt fails on one)
        assert box.text() == url[:i + 1] and box.hasFocus()  # nothing rewritten, no focus jump
        assert dialog.password.text() == "" and dialog.database.text() == "tournament"
    assert dialog.host.text() == ""  # not read while typing
    qtbot.keyClick(box, Qt.Key.Key_Tab)
    assert (dialog.host.text(), dialog.port.value(), dialog.database.text(), dialog.user.text()) == (
        "127.0.0.1", 5433, "tournament", "judge")
    assert dialog.password.text() == "" and dialog.problem.text() == ""
    # A field edited afterwards keeps the edit when the dialog is accepted.
    dialog.database.setText("cup2")
    dialog.accept()
    assert dialog.url().endswith("/cup2")


@pytest.mark.parametrize("half", ["postgresql://127.0.0.1:", "postgresql://u@127.0.0.1:54x/t", "postgresql://u@[::1/t"])
def test_a_half_typed_url_is_said_in_words(qtbot, settings: QSettings, half: str) -> None:
    dialog = _shown(qtbot, ServerDialog(settings))
    dialog.recent.lineEdit().setText(half)
    qtbot.keyClick(dialog.recent.lineEdit(), Qt.Key.Key_Tab)
    assert dialog.problem.text() and "Traceback" not in dialog.problem.text() and "int()" not in dialog.problem.text()
    assert public_url(half).startswith("postgresql://")


def test_test_connection_says_what_the_server_answered_and_remembers_only_a_working_server(
        qtbot, settings: QSettings, pg_url: str) -> None:
    import sqlalchemy as sa

    from daifugo_gui.tournament import Tournament

    Tournament.create(pg_url, "接続試験大会").close()
    parsed = sa.engine.make_url(pg_url)
    wrong = parsed.set(password="nope").render_as_string(hide_password=False)
    dialog = _shown(qtbot, ServerDialog(settings))
    dialog.recent.lineEdit().setText(wrong)
    qtbot.keyClick(dialog.recent.lineEdit(), Qt.Key.Key_Tab)
    assert dialog.test_connection()
    qtbot.waitUntil(lambda: dialog.test_button.isEnabled(), timeout=15000)
    assert "refused the user name or password" in dialog.problem.text() and "nope" not in dialog.problem.text()
    assert recent_servers(settings) == []
    dialog.password.setText(parsed.password)
    assert dialog.test_connection()
    qtbot.waitUntil(lambda: dialog.test_button.isEnabled(), timeout=15000)
    assert "接続試験大会" in dialog.problem.text()
    assert recent_servers(settings) == [public_url(pg_url)]
    assert parsed.password not in str(settings.value("tournament/recent_servers"))


def test_recent_servers_come_back_newest_first_and_fill_the_dialog(qtbot, settings: QSettings) -> None:
    for i in range(RECENT_MAX + 3):
        remember_server(settings, f"postgresql://daifugo:pw{i}@10.0.0.{i}/t{i}")
    remember_server(settings, "postgresql://daifugo:x@10.0.0.2/t2")  # used again: first, not twice
    recent = recent_servers(settings)
    assert len(recent) == RECENT_MAX and recent[0] == "postgresql://daifugo@10.0.0.2/t2"
    assert len(set(recent)) == len(recent) and all(":pw" not in u and ":x@" not in u for u in recent)
    dialog = _shown(qtbot, ServerDialog(settings, create=True))
    assert dialog.recent.count() == RECENT_MAX
    assert (dialog.host.text(), dialog.database.text(), dialog.password.text()) == ("10.0.0.2", "t2", "")


def test_a_dialog_without_a_server_says_what_is_missing(qtbot, settings: QSettings) -> None:
    dialog = ServerDialog(settings)
    qtbot.addWidget(dialog)
    dialog.accept()
    assert dialog.result() != ServerDialog.DialogCode.Accepted
    assert dialog.problem.text() and recent_servers(settings) == []


def test_locations_in_words() -> None:
    assert database_url("postgresql://a:b@h/db") == "postgresql+psycopg://a:b@h/db"
    assert public_url("postgresql+psycopg://a:b@h:1/db") == "postgresql+psycopg://a@h:1/db"
    assert public_url("cup.sqlite") == "cup.sqlite"
    with pytest.raises(LocationError, match="only PostgreSQL"):
        database_url("mysql://a:secret@h/db")
    with pytest.raises(LocationError, match="name the server and the database") as caught:
        database_url("postgresql://a:secret@/")
    assert "secret" not in str(caught.value)
    with pytest.raises(LocationError):
        ServerAddress("", 5432, "t", "u").url("pw")
    assert ServerAddress.parse("postgresql://u@h/t") == ServerAddress("h", 5432, "t", "u")


def test_check_server_names_a_database_that_is_not_a_tournament(pg_url: str) -> None:
    import sqlalchemy as sa

    from daifugo_gui.tournament.database import ServerCheck, check_server
    from daifugo_gui.tournament.errors import TournamentError

    assert check_server(pg_url) == ServerCheck(None)  # empty: a tournament can be created
    engine = sa.create_engine(pg_url)
    with engine.begin() as conn:
        conn.exec_driver_sql("CREATE TABLE tournament (other integer)")
    engine.dispose()
    with pytest.raises(TournamentError, match="not a tournament database"):
        check_server(pg_url)
    unreachable = sa.engine.make_url(pg_url).set(port=1).render_as_string(hide_password=False)
    with pytest.raises(TournamentError, match="cannot reach"):
        check_server(unreachable)
