"""Where a table's journal lives and what it holds, read without Qt (#25).

The places a live game's autosave can be (moved by "Choose another place", a damaged file
kept aside) and the readings of a journal's start and events the table session needs to
resume it. Plain Python: the session, the CLI and tests use it headless.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path
from typing import Any

from daifugo_gui.app.journal import Journal, JournalError, JournalState, Recovery
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.files import replace_atomically
from daifugo_gui.rules import RuleViolation
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.reasons import Code, Reason

def wall_iso(wall: float | None) -> str | None:
    """Unix seconds as local ISO 8601 text, as the record's times are written."""
    if wall is None:
        return None
    return datetime.fromtimestamp(wall).astimezone().isoformat(timespec="seconds")


def now_iso() -> str:
    """Local time with its offset, to the second (ISO 8601), as score sheets print it."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


def write_failed(path: Path, exc: OSError) -> Reason:
    return Reason.of(JournalCode.WRITE_FAILED, path=str(path), detail=exc.strerror or str(exc))


def first_unreplayable(state: JournalState) -> tuple[int, Reason] | None:
    """The first event of the journal that the rules refuse to replay, and why (None: all replay).

    A record whose start cannot be rebuilt is not this function's to judge: it raises.
    """
    from daifugo_gui.rules.record import load_record

    game = load_record(state.record).new_game()
    for index, event in enumerate(state.events):
        try:
            game.apply_json(event)
        except (RecordError, RuleViolation, ValueError, TypeError, KeyError) as exc:
            why = getattr(exc, "reason", None)
            return index, why if isinstance(why, Reason) else Reason.of(Code.VERBATIM, text=str(exc))
    return None


def recovery_reason(recovery: Recovery) -> Reason:
    """What the judge is told about a damaged autosave: which lines were cut, why, and where the file is."""
    events = len(recovery.state.events) if recovery.state is not None else 0
    if recovery.state is None and recovery.first_cut <= 1:
        if recovery.kept_as is None:
            return Reason.of(JournalCode.UNREADABLE_NOT_MOVED, why=recovery.reason, detail=recovery.not_moved or "")
        return Reason.of(JournalCode.UNREADABLE, why=recovery.reason, kept=str(recovery.kept_as))
    if recovery.kept_as is None or recovery.not_moved:
        return Reason.of(JournalCode.DAMAGED_NOT_MOVED, why=recovery.reason, first=recovery.first_cut,
                         last=recovery.last_cut, events=events, detail=recovery.not_moved or "")
    return Reason.of(JournalCode.DAMAGED, why=recovery.reason, first=recovery.first_cut, last=recovery.last_cut,
                     events=events, kept=str(recovery.kept_as))


class MoveState(Enum):
    FOLLOWED = "followed"  # the game's new place is this console's journal now
    MISSING = "missing"  # the new place is not there (an unplugged stick?)
    HELD = "held"  # a running console judges it there


@dataclass(frozen=True)
class Move:
    """A journal whose game a failed write sent elsewhere."""

    old: Path
    new: Path
    state: MoveState
    holder: str = ""

    @property
    def reason(self) -> Reason:
        code = {MoveState.FOLLOWED: JournalCode.MOVED_FOLLOWED, MoveState.MISSING: JournalCode.MOVED_MISSING,
                MoveState.HELD: JournalCode.MOVED_HELD}[self.state]
        return Reason.of(code, old=str(self.old), new=str(self.new), holder=self.holder)


def moved_to(path: Path) -> Path | None:
    """Where the game of the journal at ``path`` was moved, by any mark left there (None: nowhere)."""
    pointer = path.with_name(path.name + ".moved-to")
    try:
        text = pointer.read_text(encoding="utf-8").strip()
        if text:
            return Path(text)
    except OSError:
        pass
    try:
        state = Journal(path).read(upto_damage=True) if path.is_file() else None
    except JournalError:
        state = None
    if state is not None and state.moved_to:
        return Path(state.moved_to)
    return None


def forget_moves(path: Path) -> None:
    """A new game begins at ``path``: its old "moved" pointer no longer applies."""
    try:
        path.with_name(path.name + ".moved-to").unlink()
    except OSError:
        pass


def leave_pointer(old: Journal, new: Path) -> Reason:
    """Mark the old journal as moved in every place that takes it; say which did."""
    left: list[str] = []
    try:
        old.append({"kind": "moved", "to": str(new)})
        left.append("line")
    except OSError:
        pass
    pointer = old.path.with_name(old.path.name + ".moved-to")
    try:
        with replace_atomically(pointer, encoding="utf-8") as handle:
            handle.write(str(new) + "\n")
        left.append("pointer")
    except OSError:
        pass  # the old pointer (if any) is as it was, and no temporary file is left
    if left:
        return Reason.of(JournalCode.MOVED_NOTED, old=str(old.path), new=str(new))
    return Reason.of(JournalCode.MOVED_NOT_NOTED, old=str(old.path), new=str(new),
                     command=f'daifugo-gui --journal "{new}"')


def wall_of(iso: str | None) -> float | None:
    """ISO 8601 text (an event's time in the record) back to Unix seconds."""
    if not iso:
        return None
    try:
        return datetime.fromisoformat(iso).timestamp()
    except ValueError:
        return None


def table_of(record: dict[str, Any]) -> tuple[int, int] | None:
    """The (round, table) a record's meta names, if it is a tournament table's game."""
    meta = record.get("meta") or {}
    r, t = meta.get("round"), meta.get("table")
    if isinstance(r, int) and isinstance(t, int) and not isinstance(r, bool) and not isinstance(t, bool):
        return r, t
    return None


def ended(state: JournalState) -> bool:
    from daifugo_gui.rules.record import game_from_record

    try:
        return game_from_record(state.record).finished
    except (RecordError, RuleViolation, ValueError, TypeError, KeyError):
        return False
