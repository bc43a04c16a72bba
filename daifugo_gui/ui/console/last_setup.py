"""The last new game's seats and settings, kept across restarts (issue 35).

"Same players and settings as the last game" only knew the games of this session: after
a restart the judge typed the table in again. The setup is stored as JSON under one key
of the application's settings; a stored value that does not read (an older version, a
hand-edited file) is simply not offered.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings

from daifugo_gui.rules import RecordError, Settings

KEY = "new_game/last_setup"

Setup = tuple[list[str], Settings]


def save_setup(store: QSettings, seats: list[str], settings: Settings) -> None:
    store.setValue(KEY, json.dumps({"seats": list(seats), "settings": settings.to_dict()}, ensure_ascii=False))
    store.sync()


def load_setup(store: QSettings) -> Setup | None:
    raw = store.value(KEY, "")
    if not isinstance(raw, str) or not raw:
        return None
    try:
        data = json.loads(raw)
        seats = data["seats"]
        if not isinstance(seats, list) or not all(isinstance(s, str) and s for s in seats):
            return None
        return list(seats), Settings.from_dict(data["settings"])
    except (ValueError, KeyError, TypeError, RecordError):
        return None
