"""A standings note read once (issue 37): every form a format writes reads back to the
value it was written from, a decided knock-out names its rounds, and a note this version
does not know is kept as it is."""

from __future__ import annotations

import pytest

from daifugo_gui.tournament.standing_notes import (
    NoteKind,
    StageNote,
    final_round,
    places_in_words,
    read_note,
    read_notes,
)

WRITTEN = [
    (StageNote(NoteKind.CHAMPION), "champion"),
    (StageNote(NoteKind.ROUND, 2, 2), "R2 #2"),
    (StageNote(NoteKind.ROUND, None, 3), "R3"),  # that game not played yet
    (StageNote(NoteKind.STAGE, 3, stage="semi_final"), "semi_final #3"),
    (StageNote(NoteKind.STAGE, 1, stage="third_place"), "third_place #1"),
    (StageNote(NoteKind.STAGE, None, stage="final"), "final"),
    (StageNote(NoteKind.LAST, 2, players=16), "last_16 #2"),
    (StageNote(NoteKind.FINAL_PLACE, 4), "F4"),
    (StageNote(NoteKind.GROUP, 2, group="B"), "B2"),
]


@pytest.mark.parametrize(("note", "stored"), WRITTEN, ids=[s for _n, s in WRITTEN])
def test_what_a_format_writes_reads_back(note: StageNote, stored: str) -> None:
    assert note.stored() == stored
    assert read_note(stored) == note


def test_a_decided_knockout_names_its_last_three_rounds() -> None:
    notes = ["champion", "R6 #2", "R5 #3", "R4 #1", "R3 #2", "A1"]
    assert final_round(notes) == 6 and final_round(notes[1:]) is None
    read = read_notes(notes)
    assert [n.stage for n in read[1:4]] == ["final", "semi_final", "quarter_final"]
    assert read[4] == StageNote(NoteKind.ROUND, 2, 3)  # before the quarter-final: its number
    # Named, the note is still stored as the knock-out wrote it.
    assert [n.stored() for n in read] == notes


def test_the_places_said_in_words_are_the_final_and_the_placing_table() -> None:
    assert places_in_words(read_note("R6 #2", 6)) and places_in_words(read_note("third_place #1"))
    assert places_in_words(read_note("F3"))
    assert not places_in_words(read_note("R5 #3", 6)) and not places_in_words(read_note("final"))


def test_an_unknown_note_is_kept_and_no_note_is_none() -> None:
    assert read_note("") == StageNote(NoteKind.NONE)
    assert read_note("withdrawn?") == StageNote(NoteKind.OTHER, text="withdrawn?")
    assert read_note("withdrawn?").stored() == "withdrawn?"
