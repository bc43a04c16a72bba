"""The game settings a tournament plays with: presets, validation, storage (pure)."""

from __future__ import annotations

from pathlib import Path

import pytest

from daifugo_gui.rules import PRESETS
from daifugo_gui.tournament import Tournament, TournamentError
from daifugo_gui.tournament.game_settings import checked_settings, preset_of, preset_settings


def test_every_preset_is_recognised_from_its_own_keys() -> None:
    for name in PRESETS:
        assert preset_of(preset_settings(name)) == name
    assert preset_of({}) == "official"  # no keys: the official defaults


def test_settings_matching_no_preset_are_custom() -> None:
    assert preset_of({"hand_size": 5}) is None
    assert preset_of({"no_such_key": 1}) is None  # unreadable settings are not a preset
    with pytest.raises(ValueError, match="preset 'house'"):
        preset_settings("house")


def test_checked_settings_drop_default_values_and_refuse_bad_keys() -> None:
    assert checked_settings({"hand_size": 11, "turn_limit_s": 15}) == {"turn_limit_s": 15}
    with pytest.raises(ValueError, match="colour"):
        checked_settings({"colour": "red"})


def test_set_preset_is_stored_and_bad_settings_change_nothing(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite"
    with Tournament.create(path, "g", settings={"hand_size": 7}) as cup:
        assert cup.set_preset("byoyomi") == {"bank_s": 300, "turn_limit_s": 15}
        with pytest.raises(TournamentError, match='game settings: unknown setting "speed"'):
            cup.set_settings({"speed": 2})
        with pytest.raises(TournamentError, match="choose one of official"):
            cup.set_preset("nope")
    with Tournament.open(path) as again:
        assert again.info().settings == {"bank_s": 300, "turn_limit_s": 15}


def test_table_sizes_change_only_before_round_one(tmp_path: Path) -> None:
    with Tournament.create(tmp_path / "z.sqlite", "z", seed=1, format="knockout", advance=2) as cup:
        with pytest.raises(TournamentError, match="2 go on from each"):
            cup.set_table_sizes(2, 2)
        cup.set_table_sizes(2, 3)
        cup.add_players((name, "", "") for name in "ABCDEF")
        view = cup.seat_round()
        assert [len(t.players) for t in view.tables] == [3, 3]
        assert cup.verify_draw(1) == []
        with pytest.raises(TournamentError, match="fixed once round 1"):
            cup.set_table_sizes(2, 4)
        assert cup.info().table_size == 3


def test_nonsense_table_sizes_and_blank_names_are_refused_where_they_enter(tmp_path: Path) -> None:
    """One check each, at creation, in the settings command and in a rename: refused
    with the reason, nothing stored; a rename keeps the name without its spaces."""
    for smallest, largest in ((1, 3), (4, 3)):
        with pytest.raises(TournamentError, match=f"table sizes {smallest}..{largest} make no sense"):
            Tournament.create(tmp_path / f"bad{smallest}.sqlite", "x", min_table_size=smallest, table_size=largest)
    with Tournament.create(tmp_path / "y.sqlite", "y") as cup:
        before = cup.info()
        with pytest.raises(TournamentError, match="table sizes 4..3 make no sense"):
            cup.set_table_sizes(4, 3)
        assert cup.info() == before
        cup.add_players([("Aki", "", "")])
        with pytest.raises(TournamentError, match="a name cannot be empty"):
            cup.rename_player("Aki", "  ")
        assert cup.rename_player("Aki", "  Ben  ").name == "Ben"
        assert [p.name for p in cup.players()] == ["Ben"]
