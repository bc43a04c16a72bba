"""The connection dialog (issue 15): recent servers are remembered without passwords."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from daifugo_gui.tournament.location import LocationError, ServerAddress, database_url, public_url
from daifugo_gui.ui.tournament.server_dialog import RECENT_MAX, ServerDialog, recent_servers, remember_server


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_a_pasted_url_fills_the_fields_and_its_password_is_never_stored(qtbot, settings: QSettings, tmp_path: Path) -> None:
    dialog = ServerDialog(settings)
    qtbot.addWidget(dialog)
    dialog.recent.setEditText("postgresql+psycopg://judge:s3cr%40t@192.168.0.10:5433/cup")
    assert (dialog.host.text(), dialog.port.value(), dialog.database.text(), dialog.user.text()) == (
        "192.168.0.10", 5433, "cup", "judge")
    assert dialog.password.text() == "s3cr@t"
    assert "s3cr" not in dialog.recent.currentText()
    dialog.accept()
    assert dialog.result() == ServerDialog.DialogCode.Accepted
    assert dialog.url() == "postgresql+psycopg://judge:s3cr%40t@192.168.0.10:5433/cup"
    settings.sync()
    text = (tmp_path / "settings.ini").read_text(encoding="utf-8")
    assert "192.168.0.10" in text and "s3cr" not in text
    assert recent_servers(settings) == ["postgresql+psycopg://judge@192.168.0.10:5433/cup"]


def test_recent_servers_come_back_newest_first_and_fill_the_dialog(qtbot, settings: QSettings) -> None:
    for i in range(RECENT_MAX + 3):
        remember_server(settings, f"postgresql://daifugo:pw{i}@10.0.0.{i}/t{i}")
    remember_server(settings, "postgresql://daifugo:x@10.0.0.2/t2")  # used again: first, not twice
    recent = recent_servers(settings)
    assert len(recent) == RECENT_MAX and recent[0] == "postgresql://daifugo@10.0.0.2/t2"
    assert len(set(recent)) == len(recent) and all(":pw" not in u and ":x@" not in u for u in recent)
    dialog = ServerDialog(settings, create=True)
    qtbot.addWidget(dialog)
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
