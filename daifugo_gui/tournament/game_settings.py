"""Which game settings a tournament plays with, named by the rules' presets (pure).

A tournament stores its game settings as a record does: only the keys that differ from
the official defaults. A preset is one of :data:`daifugo_gui.rules.PRESETS`; settings
that match no preset exactly are "custom" (someone changed a key through the API).
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, Mapping

from daifugo_gui.rules import PRESETS, Settings
from daifugo_gui.tournament.errors import SettingProblem
from daifugo_gui.tournament.reasons import TournamentCode as TC, reason


def preset_settings(name: str) -> dict[str, Any]:
    """The record keys of a preset; ValueError names the presets for an unknown one."""
    if name not in PRESETS:
        raise SettingProblem(reason(TC.PRESET_UNKNOWN, preset=repr(name), choices=", ".join(PRESETS)))
    return PRESETS[name].to_dict()


def preset_of(settings: Mapping[str, Any]) -> str | None:
    """The preset these settings are, or None when they match none exactly."""
    try:
        wanted = Settings.from_dict(dict(settings)).to_dict()
    except (ValueError, TypeError):
        return None
    for name, preset in PRESETS.items():
        if preset.to_dict() == wanted:
            return name
    return None


def checked_settings(settings: Mapping[str, Any]) -> dict[str, Any]:
    """Validate record-style settings (ValueError naming the bad key) and normalise them."""
    return Settings.from_dict(dict(settings)).to_dict()


def settings_differences(tournament: Mapping[str, Any], record: Mapping[str, Any]) -> list[tuple[str, Any, Any]]:
    """Where a game's settings differ from the tournament's: (key, tournament's value, the
    game's value), by the settings' own order. Unreadable game settings give no list here:
    recording such a game reports them by itself."""
    try:
        ours, theirs = Settings.from_dict(dict(tournament)), Settings.from_dict(dict(record))
    except (ValueError, TypeError):
        return []
    return [(f.name, getattr(ours, f.name), getattr(theirs, f.name))
            for f in fields(Settings) if f.name != "seed" and getattr(ours, f.name) != getattr(theirs, f.name)]
