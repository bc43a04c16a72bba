"""Where a table session autosaves (#25, issue 37): one console per journal, and the
judge's way out when the disk says no (another place, or playing on in memory).

:class:`JournalPlaces` is a part the session owns, with its own state: the journal in use,
its lock, the left-over journals being offered, whether it autosaves at all. It tells the
session's listeners through the ``notify`` it is given, and is tested without a session."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from daifugo_gui.app.journal import Journal, JournalLock, JournalState, NoFreeJournal, Recovery
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.app.table_journal import (
    Move, MoveState, first_unreplayable, leave_pointer, moved_to, recovery_reason, write_failed,
)
from daifugo_gui.app.table_notices import AutosaveChanged, JournalFailed, MoveNoted, Notice
from daifugo_gui.rules import RuleViolation
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.reasons import Reason


@dataclass(frozen=True)
class JournalClaim:
    """Why this console does not autosave where it was asked to (the screen says it in words).

    ``holder`` set: another console holds ``path``, this one autosaves to ``instead``.
    Otherwise ``path`` cannot be used at all (``detail`` says why).
    """

    path: Path
    holder: str = ""
    instead: Path | None = None
    detail: str = ""


@dataclass(frozen=True)
class Unfinished:
    """An unfinished game a journal holds, offered to the judge for resuming.

    ``journal`` is None for this console's own journal, else another console's left-over
    one (locked for this console while the judge is asked); ``path`` is where it is.
    """

    journal: Journal | None
    state: JournalState
    path: Path

    @property
    def players(self) -> str:
        return ", ".join(self.state.start.get("players", []))

    @property
    def events(self) -> int:
        """How many events resuming brings back: those before the first the rules refuse to
        replay (issue 38: the question offered the journal's count, the resume cut it)."""
        try:
            failed = first_unreplayable(self.state)
        except (RecordError, RuleViolation, ValueError, TypeError, KeyError):
            return 0  # the game itself does not rebuild: resuming says so, nothing comes back
        return len(self.state.events) if failed is None else failed[0]

    @property
    def torn(self) -> bool:
        """The journal ends in a line a crash cut short (the judge is told before being asked)."""
        return self.state.torn


@dataclass
class ResumeOffer:
    """What the console offers at start-up: what to tell the judge first (a game followed to
    another place, damaged journals kept aside), then the games to offer, in order."""

    told: list[Reason] = field(default_factory=list)
    games: list[Unfinished] = field(default_factory=list)


class JournalPlaces:
    """Claiming, offering, moving and following the session's journal."""

    def __init__(self, journal_path: str | Path, notify: Callable[[Notice], None]) -> None:
        self.journal = Journal(journal_path)
        self.base = self.journal.path  # the numbered journals of other consoles sit beside it
        self.autosave = True  # False once the judge chose to play on in memory
        self._notify = notify
        self._lock: JournalLock | None = None
        self._others: list[tuple[Journal, JournalLock]] = []  # left-over journals being offered

    def claim_journal(self) -> JournalClaim | None:
        """Lock the journal for this console; if another holds it, use a journal of our own.

        Returns None, or what the judge must be told: the other console and our journal, or
        that the journal's place cannot be written at all.
        """
        lock = JournalLock(self.journal.path)
        try:
            holder = lock.acquire()
        except OSError as exc:
            return JournalClaim(self.journal.path, detail=exc.strerror or str(exc))
        if holder is None:
            self._lock = lock
            return None
        base = self.journal.path
        for n in range(2, 100):
            other = base.with_name(f"{base.stem}-{n}{base.suffix}")
            lock = JournalLock(other)
            if lock.acquire() is None:
                self._lock = lock
                self.journal = Journal(other)
                return JournalClaim(base, holder=holder, instead=other)
        raise NoFreeJournal(Reason.of(JournalCode.NO_FREE_JOURNAL, path=str(base)))

    def other_journals(self) -> list[tuple[Journal, JournalLock]]:
        """The other autosave journals beside ours (``live-game.jsonl``, ``live-game-2.jsonl`` …)
        that no running console holds, each locked for us while the judge is asked about it.

        Release the ones not taken with :meth:`release_others`.
        """
        base = self.base
        names = [base] + [base.with_name(f"{base.stem}-{n}{base.suffix}") for n in range(2, 100)]
        found: list[tuple[Journal, JournalLock]] = []
        for path in names:
            if path == self.journal.path or not path.is_file():
                continue
            lock = JournalLock(path)
            try:
                if lock.acquire() is not None:
                    continue  # a running console judges it
            except OSError:
                continue
            found.append((Journal(path), lock))
        self._others = found
        return found

    def release_others(self, keep: Journal | None = None) -> None:
        for journal, lock in self._others:
            if journal is not keep:
                lock.release()
        self._others = []

    def take_journal(self, journal: Journal) -> None:
        """Autosave to another console's left-over journal from now on (to resume its game)."""
        lock = next(lock for j, lock in self._others if j is journal)
        self.release_others(keep=journal)
        self.release_journal()
        self.journal, self._lock = journal, lock

    def release_journal(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def recover_journal(self) -> Recovery | None:
        """A damaged journal is kept aside; what came before the damage can be resumed."""
        return self.journal.recover()

    def move_journal(self, path: str | Path, state: Callable[[], JournalState] | None) -> bool:
        """Autosave to another place from now on: the whole game so far is written there first.

        The old place is then marked, so that a restart follows the game to its new place
        instead of offering the stale copy: a closing "moved" line in the old journal and a
        pointer file beside it (``live-game.jsonl.moved-to``); ``move_noted`` tells the judge
        whether either could be left (if not, how to open the new place after a restart).
        ``state``: the live game's whole journal (None: no game is live).
        """
        journal, lock = Journal(path), JournalLock(path)
        try:
            holder = lock.acquire()
        except OSError as exc:
            self._notify(JournalFailed(write_failed(Path(path), exc)))
            return False
        if holder is not None:
            self._notify(JournalFailed(Reason.of(JournalCode.IN_USE, path=str(path), holder=holder)))
            return False
        try:
            if state is not None:
                journal.rewrite(state())
        except OSError as exc:
            lock.release()
            self._notify(JournalFailed(write_failed(Path(path), exc)))
            return False
        old = self.journal
        self.release_journal()
        self.journal, self._lock = journal, lock
        self.autosave = True
        self._notify(AutosaveChanged(True))
        if old.path != journal.path:
            self._notify(MoveNoted(leave_pointer(old, journal.path)))
        return True

    def follow_moves(self) -> Move | None:
        """At start-up: where a "Choose another place" sent this journal's game, if anywhere.

        Follows the marks :meth:`move_journal` left (several moves in a row too). When the
        game's place exists and no running console holds it, this console autosaves there
        from now on (its game is then offered as this console's own).
        """
        start = self.journal.path
        target = start
        for _hop in range(10):
            ahead = moved_to(target)
            if ahead is None or ahead == target:
                break
            target = ahead
        if target == start:
            return None
        if not target.is_file():
            return Move(start, target, MoveState.MISSING)
        lock = JournalLock(target)
        try:
            holder = lock.acquire()
        except OSError:
            holder = "?"
        if holder is not None:
            return Move(start, target, MoveState.HELD, holder)
        self.release_journal()
        self.journal, self._lock = Journal(target), lock
        return Move(start, target, MoveState.FOLLOWED)

    def resume_offer(self) -> ResumeOffer:
        """At start-up: the unfinished games to offer, this console's own journal first, then
        every journal another console left unfinished and no running console holds (issue 24:
        a second console's autosave is offered again).

        Follows a "Choose another place" first; a damaged journal is kept aside and what came
        before its damage is offered like any unfinished game. Call :meth:`settle_offer`
        with the judge's choice afterwards: the other journals stay locked until then.
        """
        offer = ResumeOffer()
        move = self.follow_moves()
        if move is not None:
            offer.told.append(move.reason)
        recovery = self.recover_journal()
        if recovery is not None:
            offer.told.append(recovery_reason(recovery))
        own = self._own_unfinished(move)
        if own is not None:
            offer.games.append(Unfinished(None, own, self.journal.path))
        for journal, _lock in self.other_journals():
            try:
                damaged = journal.recover()
            except OSError:
                damaged = None  # a journal this console cannot even read is not its to offer
            if damaged is not None:
                offer.told.append(recovery_reason(damaged))
            other = journal.unfinished()
            if other is not None:
                offer.games.append(Unfinished(journal, other, journal.path))
        return offer

    def _own_unfinished(self, move: Move | None) -> JournalState | None:
        """This console's own unfinished game, after following where a move sent it."""
        if move is not None and move.state is MoveState.HELD:
            return None  # its game is being judged elsewhere: the stale copy is not offered
        return self.journal.unfinished(moved_too=move is not None and move.state is MoveState.MISSING)

    def settle_offer(self, offer: ResumeOffer, chosen: Unfinished | None) -> Reason | None:
        """The judge chose ``chosen`` (None: none of them). Autosave to its journal from now on
        when it is another console's, release the rest, and say which games still wait to be
        offered again at the next start (None: nothing to say)."""
        left = [game.path for game in offer.games if chosen is None or game is not chosen]
        if chosen is not None and chosen.journal is not None:
            self.take_journal(chosen.journal)
        else:
            self.release_others()
        if chosen is None or not left:
            return None
        return Reason.of(JournalCode.STILL_WAITING, paths=", ".join(map(str, left)))

    def play_in_memory(self) -> None:
        """Go on without an autosave (the console shows a warning all the time)."""
        self.autosave = False
        self._notify(AutosaveChanged(False))

