"""A standings note read once into a value, for every surface to put in its own words.

The formats store how far a player got as a short string (``StandingRow.note``, kept as it
is in the file, the JSON feed and the CSV export): ``"champion"``; ``"R2 #2"`` (a knock-out:
reached round 2, 2nd at its table there; ``"R2"`` while that game is unplayed);
``"semi_final #3"`` (a swiss knock-out's stage, ``"last_16 #2"`` before the
quarter-final); ``"F2"`` (the place in a swiss final); ``"A2"`` (out in the groups: group
A, 2nd). The phones, the prints and the console each once had their own patterns for these
(issue 37); :func:`read_note` is the one reading, and the formats write their notes
through :meth:`StageNote.stored`, so what is written is what is read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Sequence

STAGE_KEYS = ("final", "semi_final", "quarter_final")  # by knock-out rounds still to come
PLACING = "third_place"  # the 3rd-place match beside a swiss knock-out's final


class NoteKind(Enum):
    """What a note says of the player."""

    NONE = "none"  # no note (a swiss tournament, a player below the knock-out)
    CHAMPION = "champion"
    ROUND = "round"  # reached knock-out round ``round``
    STAGE = "stage"  # reached the named ``stage`` (final, semi_final, quarter_final, third_place)
    LAST = "last"  # reached the round of the last ``players`` (a stage before the quarter-final)
    FINAL_PLACE = "final_place"  # ``rank``-th in a swiss tournament's final
    GROUP = "group"  # out in group ``group``, ``rank``-th there
    OTHER = "other"  # a note this version does not know: shown as stored


@dataclass(frozen=True)
class StageNote:
    """A standings note as a value; ``rank`` is the rank at the table (or the place in the
    final or the group), None when that game is not played yet."""

    kind: NoteKind
    rank: int | None = None
    round: int | None = None
    stage: str | None = None
    group: str | None = None
    players: int | None = None
    text: str = ""  # the stored note, for OTHER

    def stored(self) -> str:
        """The note as the tournament stores it (the inverse of :func:`read_note`)."""
        mark = f" #{self.rank}" if self.rank else ""
        if self.kind is NoteKind.CHAMPION:
            return "champion"
        if self.kind is NoteKind.ROUND:
            return f"R{self.round}{mark}"
        if self.kind is NoteKind.STAGE:  # a knock-out's round named once its final was known
            return f"R{self.round}{mark}" if self.round is not None else f"{self.stage}{mark}"
        if self.kind is NoteKind.LAST:
            return f"last_{self.players}{mark}"
        if self.kind is NoteKind.FINAL_PLACE:
            return f"F{self.rank}"
        if self.kind is NoteKind.GROUP:
            return f"{self.group}{self.rank}"
        return self.text


_ROUND = re.compile(r"R(\d+)(?: #(\d+))?$")
_STAGE = re.compile(r"(final|semi_final|quarter_final|third_place|last_(\d+))(?: #(\d+))?$")
_FINAL_PLACE = re.compile(r"F(\d+)$")
_GROUP = re.compile(r"([A-Z])(\d+)$")


def read_note(note: str, final: int | None = None) -> StageNote:
    """The note as a value. ``final``: the round of a decided knock-out's final
    (:func:`final_round`); a round note within three rounds of it is then named as
    organisers name it ("R6 #2" with the final in round 6 is the final, "R5 #3" the
    semi-final), earlier rounds and an undecided knock-out keep their number."""
    if not note:
        return StageNote(NoteKind.NONE)
    if note == "champion":
        return StageNote(NoteKind.CHAMPION)
    if m := _ROUND.match(note):
        reached, rank = int(m.group(1)), _number(m.group(2))
        if final is not None and 0 <= final - reached < len(STAGE_KEYS):
            return StageNote(NoteKind.STAGE, rank, reached, stage=STAGE_KEYS[final - reached])
        return StageNote(NoteKind.ROUND, rank, reached)
    if m := _STAGE.match(note):
        if m.group(2):
            return StageNote(NoteKind.LAST, _number(m.group(3)), players=int(m.group(2)))
        return StageNote(NoteKind.STAGE, _number(m.group(3)), stage=m.group(1))
    if m := _FINAL_PLACE.match(note):
        return StageNote(NoteKind.FINAL_PLACE, int(m.group(1)))
    if m := _GROUP.match(note):
        return StageNote(NoteKind.GROUP, int(m.group(2)), group=m.group(1))
    return StageNote(NoteKind.OTHER, text=note)


def _number(digits: str | None) -> int | None:
    return int(digits) if digits else None


def final_round(notes: Sequence[str]) -> int | None:
    """The round of a decided knock-out's final, from the standings' notes ("R6 #2" …):
    the latest round noted once a champion is known; None before."""
    if "champion" not in notes:
        return None
    read = (read_note(note) for note in notes)
    return max((n.round for n in read if n.kind is NoteKind.ROUND and n.round is not None), default=None)


def read_notes(notes: Sequence[str]) -> list[StageNote]:
    """Every note of one standings, a decided knock-out's rounds named by their stage."""
    final = final_round(notes)
    return [read_note(note, final) for note in notes]


def places_in_words(note: StageNote) -> bool:
    """Whether the note ranks the player in a final or a placing table ("final #2",
    "third_place #1", "F3"), where the standings say the finishing place in words
    (準優勝, 3位 / runner-up, 3rd place: issue 39) instead of the stage and the rank."""
    if note.kind is NoteKind.FINAL_PLACE:
        return True
    return note.kind is NoteKind.STAGE and note.stage in ("final", PLACING) and note.rank is not None
