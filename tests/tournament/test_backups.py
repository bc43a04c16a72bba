"""Issue 38, item 5: the backup copies the damaged-file message promises exist.

A copy is made at every seating and at every round's last result, the newest N stay, and
"Restore a backup…" writes one to a new file, never over the live one. The faults: the
live file damaged on the disk (its pages overwritten), a backup folder that cannot be
made, a damaged copy, a restore aimed at the live file.
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path

import pytest

from daifugo_gui.tournament import Tournament, TournamentError
from daifugo_gui.tournament.backups import RECORDED, SEATED, backup_folder, list_backups, restore_backup
from daifugo_gui.tournament.demo import eventful_record

NAMES = ["Aki", "Ben", "Chie", "Dai", "Eri", "Fumi", "Gen", "Hana"]


def _play_round(t: Tournament) -> None:
    view = t.seat_round()
    for table in view.tables:
        t.record_game(view.number, table.number, eventful_record([p.name for p in table.players]))


def _cup(tmp_path: Path, kept: int = 10) -> Tournament:
    t = Tournament.create(tmp_path / "cup.sqlite", "cup", seed=1)
    t.backups_kept = kept
    t.add_players((n, "", "") for n in NAMES)
    return t


def test_a_copy_at_every_seating_and_every_rounds_last_result_and_the_newest_n_stay(tmp_path: Path) -> None:
    t = _cup(tmp_path, kept=3)
    view = t.seat_round()
    assert [(b.round, b.kind) for b in t.backups()] == [(1, SEATED)]
    t.record_game(1, 1, eventful_record([p.name for p in view.tables[0].players]))
    assert len(t.backups()) == 1  # the round is not over yet
    t.record_game(1, 2, eventful_record([p.name for p in view.tables[1].players]))
    assert [(b.round, b.kind) for b in t.backups()] == [(1, RECORDED), (1, SEATED)]
    _play_round(t)
    assert [(b.round, b.kind) for b in t.backups()] == [(2, RECORDED), (2, SEATED), (1, RECORDED)]  # N = 3
    assert len(list(backup_folder(tmp_path / "cup.sqlite").iterdir())) == 3  # older ones removed, no leftovers
    newest = Tournament.open(t.backups()[0].path, read_only=True)
    assert len(newest.rounds()) == 2 and all(x.game is not None for x in newest.round(2).tables)
    assert newest.standings() == t.standings()
    newest.close()
    t.close()


def test_no_copies_when_the_organiser_keeps_none(tmp_path: Path) -> None:
    t = _cup(tmp_path, kept=0)
    _play_round(t)
    assert t.backups() == [] and not backup_folder(tmp_path / "cup.sqlite").exists()
    t.close()


def test_a_damaged_live_file_is_recovered_from_its_backup_into_a_new_file(tmp_path: Path) -> None:
    t = _cup(tmp_path)
    _play_round(t)
    standings = t.standings()
    t.close()
    live = tmp_path / "cup.sqlite"
    data = bytearray(live.read_bytes())
    rng = random.Random(38)
    for page in range(1, len(data) // 4096):  # every page after the header: garbage
        start = page * 4096
        data[start:start + 4096] = bytes(rng.randrange(256) for _ in range(4096))
    live.write_bytes(bytes(data))
    damaged = hashlib.sha256(live.read_bytes()).hexdigest()
    with pytest.raises(TournamentError, match="damaged.*backup"):
        Tournament.open(live)
    (copy,) = [b for b in list_backups(live) if b.kind == RECORDED]
    restored = restore_backup(copy.path, tmp_path / "cup-restored.sqlite", live=live)
    again = Tournament.open(restored)
    assert again.standings() == standings
    again.close()
    assert hashlib.sha256(live.read_bytes()).hexdigest() == damaged  # kept as it is, for whoever looks


def test_a_restore_never_writes_over_a_file(tmp_path: Path) -> None:
    t = _cup(tmp_path)
    _play_round(t)
    live = tmp_path / "cup.sqlite"
    before = live.read_bytes()
    copy = t.backups()[-1]
    with pytest.raises(TournamentError, match="already exists.*new file"):
        restore_backup(copy.path, live, live=live)
    other = tmp_path / "notes.sqlite"
    other.write_bytes(b"the organiser's own file")
    with pytest.raises(TournamentError, match="already exists"):
        restore_backup(copy.path, other, live=live)
    assert live.read_bytes() == before and other.read_bytes() == b"the organiser's own file"
    t.close()


def test_a_damaged_backup_is_refused_in_words(tmp_path: Path) -> None:
    t = _cup(tmp_path)
    _play_round(t)
    copy = t.backups()[0].path
    data = bytearray(copy.read_bytes())
    data[4096:8192] = b"\xff" * 4096
    copy.write_bytes(bytes(data))
    with pytest.raises(TournamentError, match="the backup .* is damaged"):
        restore_backup(copy, tmp_path / "new.sqlite")
    assert not (tmp_path / "new.sqlite").exists() and not list(tmp_path.glob(".new.sqlite*"))
    t.close()


def test_a_backup_that_cannot_be_made_is_told_and_the_result_stands(tmp_path: Path) -> None:
    t = _cup(tmp_path)
    backup_folder(tmp_path / "cup.sqlite").write_text("a file where the folder goes")
    view = t.seat_round()
    notes = t.take_notes()
    assert len(notes) == 1 and "could not be made" in notes[0].english() and "by hand" in notes[0].english()
    assert t.round(1).tables == view.tables  # seated all the same
    t.close()


def test_restore_a_backup_from_the_tournament_tab(tmp_path: Path, qtbot) -> None:
    pytest.importorskip("PySide6")
    from daifugo_gui.ui.tournament.tournament_tab import TournamentTab
    from prompts_fake import FakePrompts

    tab = TournamentTab(lang="en")
    qtbot.addWidget(tab)
    live = tmp_path / "cup.sqlite"
    assert tab.new_tournament(live, "cup", seed=1)
    tab.tournament.add_players((n, "", "") for n in NAMES)
    _play_round(tab.tournament)
    before = live.read_bytes()
    target = tmp_path / "round-1-seated.sqlite"
    tab.prompts = FakePrompts().answer("2026-11-28 — no such copy")
    assert tab.restore_backup() is None and not target.exists()  # a choice not offered does nothing
    offered = tab.tournament.backups()
    seated = next(b for b in offered if b.kind == SEATED)
    label = f"{seated.taken_at:%Y-%m-%d %H:%M:%S} — round 1 seated"
    tab.prompts = FakePrompts().answer(label, str(target))
    assert tab.restore_backup() == target
    assert str(target) in tab.status.text() and "unchanged" in tab.status.text()
    copy = Tournament.open(target)
    assert len(copy.rounds()) == 1 and all(x.game is None for x in copy.round(1).tables)  # as seated
    copy.close()
    assert live.read_bytes() == before and tab.tournament.file_path() == live
