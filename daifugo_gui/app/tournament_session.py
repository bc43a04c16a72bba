"""The Tournament tab's commands without the tab (#25): open or create a tournament,
register, withdraw, reinstate and rename players, seat rounds, record and correct games,
export and print.

Qt-free, so the tab, the command line and the tests drive the same use cases. Every
command returns a :class:`Result` (what was done, or the :class:`Reason` it was not);
every question goes through :class:`~daifugo_gui.app.prompts.Prompts`. The tab only
collects input, words the result and redraws.

The questions' words are marked here for the translation catalogs (context
``TournamentSession``) and translated by the ``translate`` function the caller gives:
the tab passes Qt's, a headless caller keeps the English.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path
from typing import Any, Generic, TypeVar, cast

from daifugo_gui.app.prompts import Prompts
from daifugo_gui.app.translation import QT_TRANSLATE_NOOP, fill
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.rules.reasons import english as english_reason
from daifugo_gui.tournament import (
    PaperRow,
    Player,
    RoundView,
    ScoringRules,
    StoredGame,
    StoredMatchGame,
    Tournament,
    TournamentError,
)
from daifugo_gui.tournament.backups import SEATED, restore_backup
from daifugo_gui.tournament.game_settings import settings_differences
from daifugo_gui.tournament.matches import MatchState
from daifugo_gui.tournament.reasons import TournamentCode
from daifugo_gui.tournament.store import read_import
from daifugo_gui.tournament.bracket import bracket_names, bracket_rounds
from daifugo_gui.tournament.commands.recording import play_order
from daifugo_gui.tournament.formats import format_of
from daifugo_gui.reports import (
    SheetHeading,
    blank_score_sheet,
    seating_list_pdf,
    standings_pdf,
)
from daifugo_gui.reports.score_sheet import round_sheets_pdf, sheet_title, sheets_pdf, table_sheet_story
from daifugo_gui.reports.standings import round_results_print, write_round_results
from daifugo_gui.words import PrintWord, Wording

T = TypeVar("T")
Translate = Callable[[str, str], str]
# A report ready to be written: the tournament's data is read already (on the caller's
# thread); calling it only draws the PDF, so it may run on a worker thread.
ReportWriter = Callable[[], object]
CONTEXT = "TournamentSession"


def run_here(work: Callable[[], Any]) -> Any:
    """A call to the tournament, run on the caller's thread (headless callers, tests)."""
    return work()


def english(context: str, source: str) -> str:
    """The translation a caller without a catalog gets: the source text."""
    del context
    return source


class Status(Enum):
    """How a command ended."""

    DONE = "done"
    REFUSED = "refused"  # the tournament or the file said no: ``reason`` says why
    NOT_NOW = "not_now"  # nothing to act on yet (no tournament, no round): ``reason`` says what
    CANCELLED = "cancelled"  # the organiser said no or closed a dialog; ``reason`` may say what was kept


@dataclass(frozen=True)
class Result(Generic[T]):
    """What a command did. ``notes`` are writes the server saved although the connection
    dropped before it said so: they must be told beside whatever is shown next.
    ``stale`` marks a refusal by the tournament itself (often another console wrote
    first): the screen should read the tournament again to show what is there."""

    status: Status
    value: T | None = None
    reason: Reason | None = None
    notes: tuple[Reason, ...] = ()
    stale: bool = False

    @property
    def done(self) -> bool:
        return self.status is Status.DONE

    def unfinished(self) -> Result[Any]:
        """This result of a step that was not done, as the result of the command it was part of."""
        return Result(self.status, reason=self.reason, notes=self.notes, stale=self.stale)

    def get(self) -> T:
        """The value of a command that was done (a programming error otherwise)."""
        if self.value is None:
            raise ValueError(f"no value: the command ended {self.status.value}")
        return self.value


@dataclass(frozen=True)
class Seated:
    """An override stored: the round and the repeat meetings it made (player, player,
    the round they met in), which the organiser should hear about."""

    round: int
    repeats: tuple[tuple[str, str, int], ...]


@dataclass(frozen=True)
class TableGame:
    """What the console needs to judge a table: its players in the order they sit (at a
    match, the rule's first mover first) and the tournament's game settings."""

    round: int
    table: int
    players: tuple[str, ...]
    settings: Mapping[str, Any]


def reason_of(error: BaseException) -> Reason:
    """The error's reason where it carries one, else its own words (the operating system's)."""
    carried = getattr(error, "reason", None)
    if isinstance(carried, Reason):
        return carried
    return Reason.of(Code.VERBATIM, text=getattr(error, "strerror", None) or str(error))


@dataclass(frozen=True)
class Pause:
    """A requested bye asked for or taken back: who, which round, and which way."""

    player: str
    round: int
    sits_out: bool


def _not_now(code: TournamentCode, **params: Any) -> Result[Any]:
    return Result(Status.NOT_NOW, reason=Reason.of(code, **params))


def _found_or(found: Result[T | None], code: TournamentCode, **params: Any) -> Result[T]:
    """``found``, or "not now" (``code``) when the reading found nothing to work on."""
    if found.done and found.value is None:
        return _not_now(code, **params)
    return cast("Result[T]", found)  # a value of None now means only "not done"


@dataclass
class TournamentSession:
    """The open tournament (one at a time) and the commands on it."""

    prompts: Prompts
    translate: Translate = english
    tournament: Tournament | None = None
    # How a reason reads in the screen's language (the tab passes its renderer); English without.
    describe: Callable[[Reason], str] = english_reason
    # How a call to the tournament (disk or server I/O) is waited for: here, by default; the
    # tab runs it on a worker while the window stays live (app/waiting.py, issue 38).
    wait: Callable[[Callable[[], Any]], Any] = run_here

    def _t(self, source: str) -> str:
        return self.translate(CONTEXT, source)

    # ------------------------------------------------------------------ running a command
    def _run(self, action: Callable[[Tournament], T]) -> Result[T]:
        """Run ``action`` on the open tournament; its refusal becomes the result, never a crash."""
        if self.tournament is None:
            return _not_now(TournamentCode.NO_TOURNAMENT_OPEN)
        return self._attempt(lambda: action(self._open()))

    def _write(self, action: Callable[[Tournament], T]) -> Result[T]:
        """:meth:`_run` for a change: waited for through :attr:`wait` (off the UI thread in
        the tab), since a server may take seconds to answer it (issue 38)."""
        if self.tournament is None:
            return _not_now(TournamentCode.NO_TOURNAMENT_OPEN)
        return self._attempt(lambda: self.wait(lambda: action(self._open())))

    def _open(self) -> Tournament:
        if self.tournament is None:
            raise TournamentError(Reason.of(TournamentCode.NO_TOURNAMENT_OPEN))
        return self.tournament

    def _attempt(self, action: Callable[[], T]) -> Result[T]:
        try:
            value = action()
        except (TournamentError, ValueError, OSError) as exc:
            return Result(Status.REFUSED, reason=reason_of(exc), notes=self._notes(),
                          stale=isinstance(exc, TournamentError) and self.tournament is not None)
        return Result(Status.DONE, value=value, notes=self._notes())

    def _notes(self) -> tuple[Reason, ...]:
        # Taking the notes may ask the server what became of an unanswered write.
        tournament = self.tournament
        if tournament is None:
            return ()
        return tuple(self.wait(tournament.take_notes) if tournament.unconfirmed() else tournament.take_notes())

    # ------------------------------------------------------------------ the tournament itself
    def adopt(self, tournament: Tournament) -> None:
        """Work on ``tournament`` from now on; the one open before is closed."""
        if self.tournament is not None and self.tournament is not tournament:
            self.tournament.close()
        self.tournament = tournament

    def close(self) -> None:
        if self.tournament is not None:
            self.tournament.close()
            self.tournament = None

    def open(self, where: str | Path) -> Result[Tournament]:
        """Open a tournament file or server database and work on it."""
        opened = self._attempt(lambda: self.wait(lambda: Tournament.open(where)))
        if opened.value is not None:
            self.adopt(opened.value)
        return opened

    def create(self, where: str | Path, name: str, **options: Any) -> Result[Tournament]:
        """A new tournament in an empty file or database, worked on from now on."""
        created = self._attempt(lambda: self.wait(lambda: Tournament.create(where, name, **options)))
        if created.value is not None:
            self.adopt(created.value)
        return created

    def ask_restore_backup(self) -> Result[Path]:
        """Write one of the backup copies beside the open tournament file to a new file the
        organiser names (issue 38); the tournament open now is not touched."""
        if self.tournament is None:
            return _not_now(TournamentCode.NO_TOURNAMENT_OPEN)
        live = self.tournament.file_path()
        copies = self.tournament.backups()
        if live is None or not copies:
            return Result(Status.NOT_NOW, reason=Reason.of(TournamentCode.NO_BACKUPS,
                                                           path=str(live or self.tournament.location)))
        seated = self._t(QT_TRANSLATE_NOOP("TournamentSession", "%1 — round %2 seated"))
        recorded = self._t(QT_TRANSLATE_NOOP("TournamentSession", "%1 — round %2, last result recorded"))
        labels = [fill(seated if c.kind == SEATED else recorded, c.taken_at.strftime("%Y-%m-%d %H:%M:%S"), str(c.round))
                  for c in copies]
        title = self._t(QT_TRANSLATE_NOOP("TournamentSession", "Restore a backup"))
        picked = self.prompts.choose_item(title, self._t(QT_TRANSLATE_NOOP(
            "TournamentSession", "Which copy? It is written to a new file; the open tournament stays as it is.")),
            labels)
        if picked is None or picked not in labels:
            return Result(Status.CANCELLED)
        chosen = copies[labels.index(picked)]
        to = self.prompts.save_file(title, self._t(QT_TRANSLATE_NOOP("TournamentSession", "Tournament (*.sqlite)")),
                                    str(live.with_name(f"{live.stem}-restored-round-{chosen.round}.sqlite")))
        if not to:
            return Result(Status.CANCELLED)
        return self._attempt(lambda: restore_backup(chosen.path, to, live=live))

    def ask_open_file(self) -> str | None:
        return self.prompts.open_file(self._t(QT_TRANSLATE_NOOP("TournamentSession", "Open tournament")),
                                      self._t(QT_TRANSLATE_NOOP("TournamentSession", "Tournament (*.sqlite);;All files (*)")))

    def ask_new_file(self) -> str | None:
        """Where a new tournament goes (its name and format are asked next, by the caller's form)."""
        return self.prompts.save_file(self._t(QT_TRANSLATE_NOOP("TournamentSession", "New tournament file")),
                                      self._t(QT_TRANSLATE_NOOP("TournamentSession", "Tournament (*.sqlite)")))

    # ------------------------------------------------------------------ players
    def add_player(self, name: str, reading: str = "", affiliation: str = "") -> Result[Player]:
        return self._write(lambda t: t.add_player(name, reading, affiliation))

    def import_players(self, path: str | Path) -> Result[list[Player]]:
        return self._write(lambda t: t.import_players_csv(path))

    def ask_import_players(self) -> Result[list[Player]]:
        path = self.prompts.open_file(self._t(QT_TRANSLATE_NOOP("TournamentSession", "Import players")),
                                      self._t(QT_TRANSLATE_NOOP("TournamentSession", "CSV (*.csv);;All files (*)")))
        return self.import_players(path) if path else Result(Status.CANCELLED)

    def withdraw(self, name: str) -> Result[str]:
        """``name`` is not seated from the next round on."""
        def drop(t: Tournament) -> str:
            t.drop_player(name)
            return name

        return self._write(drop)

    def ask_withdraw(self, name: str) -> Result[str]:
        question = fill(self._t(QT_TRANSLATE_NOOP(
            "TournamentSession", "%1 withdraws and is not seated from the next round on. Withdraw %1?")), name)
        if not self.prompts.confirm(self._t(QT_TRANSLATE_NOOP("TournamentSession", "Withdraw")), question):
            return Result(Status.CANCELLED)
        return self.withdraw(name)

    def withdrawn_players(self) -> list[Player]:
        """The players who withdrew, in the register's order (none without a tournament)."""
        if self.tournament is None:
            return []
        return [p for p in self.tournament.players() if p.dropped_from_round is not None]

    def reinstate(self, name: str) -> Result[Player]:
        """A withdrawn player is seated again from the next round on (#26)."""
        return self._write(lambda t: t.reinstate_player(name))

    def ask_reinstate(self, preferred: str | None = None) -> Result[Player]:
        """Pick one of the withdrawn players (``preferred`` offered first), confirm, reinstate."""
        if self.tournament is None:
            return _not_now(TournamentCode.NO_TOURNAMENT_OPEN)
        listed = self._attempt(self.withdrawn_players)
        if listed.value is None:
            return listed.unfinished()
        names = [p.name for p in listed.value]
        if not names:
            return _not_now(TournamentCode.NOBODY_WITHDRAWN)
        title = self._t(QT_TRANSLATE_NOOP("TournamentSession", "Reinstate a player"))
        name = self.prompts.choose_item(
            title, self._t(QT_TRANSLATE_NOOP("TournamentSession", "Withdrawn players:")), names,
            names.index(preferred) if preferred in names else 0)
        if name is None or name not in names:
            return Result(Status.CANCELLED)
        question = fill(self._t(QT_TRANSLATE_NOOP(
            "TournamentSession", "%1 comes back and is seated again from the next round on; the rounds "
                                 "missed stay missed. Reinstate %1?")), name)
        if not self.prompts.confirm(title, question):
            return Result(Status.CANCELLED)
        return self.reinstate(name)

    def next_round(self) -> int:
        """The round a request made now is for: the one after the last seated (1 before any)."""
        numbers = self.tournament.round_numbers() if self.tournament is not None else []
        return numbers[-1] + 1 if numbers else 1

    def request_bye(self, name: str, round_number: int) -> Result[Pause]:
        """``name`` sits out round ``round_number`` and is scored as a bye (#26)."""
        def ask(t: Tournament) -> Pause:
            t.request_bye(name, round_number)
            return Pause(name, round_number, sits_out=True)

        return self._write(ask)

    def cancel_requested_bye(self, name: str, round_number: int) -> Result[Pause]:
        def cancel(t: Tournament) -> Pause:
            t.cancel_requested_bye(name, round_number)
            return Pause(name, round_number, sits_out=False)

        return self._write(cancel)

    def ask_pause(self, name: str) -> Result[Pause]:
        """A player asks to sit out the next round, or takes the request back: the
        organiser confirms either way, since the seating depends on it."""
        if self.tournament is None:
            return _not_now(TournamentCode.NO_TOURNAMENT_OPEN)
        number = self.next_round()
        asked = self._attempt(lambda: self._open().requested_byes(number))
        if asked.value is None:
            return asked.unfinished()
        title = self._t(QT_TRANSLATE_NOOP("TournamentSession", "Pause one round"))
        if name in asked.value:
            question = fill(self._t(QT_TRANSLATE_NOOP(
                "TournamentSession", "%1 asked to sit out round %2. Take the request back, so %1 is seated?")),
                name, str(number))
            if not self.prompts.confirm(title, question):
                return Result(Status.CANCELLED)
            return self.cancel_requested_bye(name, number)
        question = fill(self._t(QT_TRANSLATE_NOOP(
            "TournamentSession", "%1 sits out round %2 and is scored as a bye in it. Pause %1 for round %2?")),
            name, str(number))
        if not self.prompts.confirm(title, question):
            return Result(Status.CANCELLED)
        return self.request_bye(name, number)

    def rename(self, old: str, new: str) -> Result[Player]:
        """Correct a name everywhere: the register and every recorded game."""
        return self._write(lambda t: t.rename_player(old, new))

    def ask_rename(self, old: str) -> Result[Player]:
        new = self.prompts.ask_text(self._t(QT_TRANSLATE_NOOP("TournamentSession", "Rename player")),
                                    fill(self._t(QT_TRANSLATE_NOOP("TournamentSession", "New name for %1:")), old), old)
        if new is None or not new.strip() or new.strip() == old:
            return Result(Status.CANCELLED)
        return self.rename(old, new)

    # ------------------------------------------------------------------ rounds and seats
    def seat_round(self, seed: int | None = None) -> Result[RoundView]:
        """Seat the next round; ``seed`` draws round 1 (ignored once a round is seated)."""
        return self._write(lambda t: t.seat_round(seed=seed if not t.round_numbers() else None))

    def undo_seating(self) -> Result[int]:
        """Take back the last round's seating (refused once it has a result); its number."""
        if self.tournament is None:
            return _not_now(TournamentCode.NO_TOURNAMENT_OPEN)
        numbers = self._attempt(self._open().round_numbers)
        if numbers.value is None:
            return numbers.unfinished()
        if not numbers.value:
            return _not_now(TournamentCode.NO_ROUND_TO_TAKE_BACK)
        last = numbers.value[-1]

        def delete(t: Tournament) -> int:
            t.delete_last_round()
            return last

        return self._write(delete)

    def ask_undo_seating(self, last: int | None) -> Result[int]:
        """Ask before taking back round ``last`` (the latest shown; None: there is none)."""
        if last is None:
            return _not_now(TournamentCode.NO_ROUND_TO_TAKE_BACK)
        question = fill(self._t(QT_TRANSLATE_NOOP(
            "TournamentSession", "Take back round %1's seating? Its tables and byes are removed.")), str(last))
        if not self.prompts.confirm(self._t(QT_TRANSLATE_NOOP("TournamentSession", "Undo last seating")), question):
            return Result(Status.CANCELLED)
        return self.undo_seating()

    def override_seat(self, round_number: int, table: int, position: int, player: str) -> Result[Seated]:
        """Put ``player`` in a seat; the repeat meetings it makes are reported, not refused."""
        def put(t: Tournament) -> Seated:
            t.override_seat(round_number, table, position, player)
            return Seated(round_number, tuple(t.repeat_meetings(round_number)))

        return self._write(put)

    def table_game(self, round_number: int, table: int) -> Result[TableGame]:
        """A table's players and settings for the console (refused once it has a result)."""
        def read(t: Tournament) -> TableGame | None:
            view = t.round(round_number).table(table)  # read once: its result and its players
            if view.game is not None:
                return None
            return TableGame(round_number, table, tuple(play_order(view)), dict(t.info().settings))

        return _found_or(self._run(read), TournamentCode.TABLE_HAS_RESULT, round=round_number, table=table)

    # ------------------------------------------------------------------ results
    def _settings_agreed(self, record: Mapping[str, Any]) -> Reason | None:
        """None when ``record`` was played under the tournament's settings or the organiser
        says it counts all the same; else why nothing is recorded."""
        settings = record.get("settings") or {}
        differences = settings_differences(self._open().info().settings, settings)
        if not differences:
            return None
        text = "\n".join(f"{key}: {ours} → {theirs}" for key, ours, theirs in differences)
        question = fill(self._t(QT_TRANSLATE_NOOP(
            "TournamentSession", "This game was played under other settings than the tournament's:\n%1\n\n"
                                 "Record it anyway?")), text)
        if self.prompts.confirm(self._t(QT_TRANSLATE_NOOP("TournamentSession", "Other settings")), question):
            return None
        return Reason.of(TournamentCode.OTHER_SETTINGS_DECLINED, keys=", ".join(key for key, _o, _t in differences))

    def import_record(self, path: str | Path) -> Result[StoredGame | StoredMatchGame]:
        """Record a game from a record file saved at another console."""
        if self.tournament is None:
            return _not_now(TournamentCode.NO_TOURNAMENT_OPEN)
        record = self._attempt(lambda: read_import(path))
        if record.value is None:
            return record.unfinished()
        declined = self._attempt(lambda: self._settings_agreed(record.get()))
        if not declined.done:
            return declined.unfinished()
        if declined.value is not None:
            return Result(Status.CANCELLED, reason=declined.value)
        return self._write(lambda t: t.import_record(record.get(), path))

    def ask_import_record(self) -> Result[StoredGame | StoredMatchGame]:
        path = self.prompts.open_file(self._t(QT_TRANSLATE_NOOP("TournamentSession", "Record game from file")),
                                      self._t(QT_TRANSLATE_NOOP("TournamentSession", "Game record (*.json);;All files (*)")))
        return self.import_record(path) if path else Result(Status.CANCELLED)

    def record_finished(self, record: Mapping[str, Any]) -> Result[StoredGame | StoredMatchGame]:
        """Store a game that just ended at this console.

        A match game opened by another player than the rule's stands if the judge accepts
        it and says why (kept with the game); it is never refused after the fact for that
        without asking (#26)."""
        if self.tournament is None:
            return _not_now(TournamentCode.NO_TOURNAMENT_OPEN)
        declined = self._attempt(lambda: self._settings_agreed(record))
        if not declined.done:
            return declined.unfinished()
        if declined.value is not None:
            return Result(Status.CANCELLED, reason=declined.value)
        stored = self._write(lambda t: t.record_finished(record))
        if stored.reason is None or stored.reason.code is not TournamentCode.MATCH_FIRST_MOVER:
            return stored
        because = self.ask_other_first(stored.reason)
        if not because:
            return stored
        # Who allowed it goes on the match's score sheet with the reason (issue 39).
        by = self.prompts.ask_text(
            self._t(QT_TRANSLATE_NOOP("TournamentSession", "Another first mover")),
            self._t(QT_TRANSLATE_NOOP("TournamentSession", "Who allows it? (the judge's name, kept with the game)")))
        return self._write(lambda t: t.record_finished(record, other_first=because,
                                                       other_first_by=(by or "").strip()))

    def ask_other_first(self, problem: Reason) -> str:
        """The judge's reason to accept a match game opened by another player ("" = not recorded)."""
        words = self.describe(problem)
        text = self.prompts.ask_text(
            self._t(QT_TRANSLATE_NOOP("TournamentSession", "Another first mover")),
            fill(self._t(QT_TRANSLATE_NOOP(
                "TournamentSession", "%1\n\nRecord the game all the same? Say why (kept with the game):")), words))
        return text.strip() if text is not None else ""

    def paper_result(self, round_number: int, table: int, rows: Sequence[PaperRow], *,
                     first: str | None = None, other_first: str = "",
                     other_first_by: str = "") -> Result[StoredGame | StoredMatchGame]:
        """A table's result typed from its paper score sheet (at a match: who opened, and
        when another than the rule's, why and who allowed it)."""
        return self._write(lambda t: t.record_paper_result(round_number, table, rows, first=first,
                                                           other_first=other_first, other_first_by=other_first_by))

    def correct_result(self, round_number: int, table: int, rows: Sequence[PaperRow], *,
                       who: str, why: str = "") -> Result[StoredGame | StoredMatchGame]:
        """Change a recorded result; the corrections log keeps who, when, why and what changed."""
        return self._write(lambda t: t.correct_result(round_number, table, rows, who=who, why=why))

    def undo_match_game(self, round_number: int, table: int) -> Result[MatchState]:
        """Take back a match's last game (a game stored by mistake); a decided match opens again."""
        return self._write(lambda t: t.undo_match_game(round_number, table))

    # ------------------------------------------------------------------ scoring and settings
    def scoring(self) -> Result[ScoringRules]:
        """The points and tie-breaks stored now (what an editor changes from)."""
        return self._run(lambda t: t.info().scoring)

    def set_scoring(self, scoring: ScoringRules) -> Result[ScoringRules]:
        """New points (every game re-scored in one transaction)."""
        def store(t: Tournament) -> ScoringRules:
            t.set_scoring(scoring)
            return scoring

        return self._write(store)

    def set_points(self, size: int, row: Sequence[int]) -> Result[ScoringRules]:
        """Points for ranks 1..size at tables of ``size`` seats."""
        def changed(t: Tournament) -> ScoringRules:
            current = t.info().scoring
            return replace(current, points={**current.points, size: tuple(int(v) for v in row)})

        wanted = self._run(changed)
        return self.set_scoring(wanted.value) if wanted.value is not None else wanted

    def reset_points(self, size: int | None) -> Result[ScoringRules]:
        """Back to the default points for ``size`` seats (None: every size and the bye)."""
        def reset(t: Tournament) -> ScoringRules:
            current = t.info().scoring
            if size is None:
                return ScoringRules(top_points=current.top_points, tiebreaks=current.tiebreaks)
            return replace(current, points={k: v for k, v in current.points.items() if k != size})

        wanted = self._run(reset)
        return self.set_scoring(wanted.value) if wanted.value is not None else wanted

    def set_tiebreaks(self, order: Sequence[str]) -> Result[ScoringRules]:
        """The tie-breaks after points, in this order."""
        wanted = self._run(lambda t: replace(t.info().scoring, tiebreaks=tuple(order)))
        return self.set_scoring(wanted.value) if wanted.value is not None else wanted

    def set_table_sizes(self, fewest: int, most: int) -> Result[tuple[int, int]]:
        """Seats per table for the draw (only before round 1 is seated)."""
        def store(t: Tournament) -> tuple[int, int]:
            t.set_table_sizes(fewest, most)
            return fewest, most

        return self._write(store)

    def set_preset(self, name: str) -> Result[dict[str, Any]]:
        """Play the games still to come with one of the rules' presets."""
        return self._write(lambda t: t.set_preset(name))

    # ------------------------------------------------------------------ exports and prints
    def export_standings(self, path: str | Path) -> Result[Path]:
        """The standings as CSV, or as JSON when ``path`` ends in .json."""
        def write(t: Tournament) -> Path:
            if str(path).lower().endswith(".json"):
                return t.export_standings_json(path)
            return t.export_standings_csv(path)

        return self._run(write)

    def ask_export(self, kind: str, proposed: str) -> Result[Path]:
        """Ask where the standings go (``kind``: "csv" or "json"), then write them."""
        filters = (self._t(QT_TRANSLATE_NOOP("TournamentSession", "CSV (*.csv)")) if kind == "csv"
                   else self._t(QT_TRANSLATE_NOOP("TournamentSession", "JSON (*.json)")))
        path = self.prompts.save_file(self._t(QT_TRANSLATE_NOOP("TournamentSession", "Export standings")),
                                      filters, proposed)
        return self.export_standings(path) if path else Result(Status.CANCELLED)

    def standings_report(self, path: str | Path, lang: str) -> Result[ReportWriter]:
        """The standings (順位表)."""
        def read(t: Tournament) -> ReportWriter:
            info, rows = t.info(), t.standings()
            knockout = format_of(info.format).prints_bracket_standings()
            return lambda: standings_pdf(path, rows, lang=lang, tournament=info.name, knockout=knockout,
                                         tiebreaks=info.scoring.tiebreaks)

        return self._run(read)

    def round_results_report(self, path: str | Path, round_number: int | None, lang: str) -> Result[ReportWriter]:
        """A round's results, titled with its knock-out stage where it is one (準決勝)."""
        if round_number is None:
            return _not_now(TournamentCode.SEAT_A_ROUND_FIRST)

        def read(t: Tournament) -> ReportWriter:
            data = round_results_print(t, round_number)  # the same data as `daifugo report --round`
            return lambda: write_round_results(path, data, lang=lang)

        return self._run(read)

    def seating_report(self, path: str | Path, round_number: int | None, lang: str,
                       web_url: str | None = None) -> Result[ReportWriter]:
        """"Where do I sit" for a round, by reading (kana); ``web_url``: the players' web view."""
        if round_number is None:
            return _not_now(TournamentCode.SEAT_A_ROUND_FIRST)

        def read(t: Tournament) -> ReportWriter:
            name, view = t.info().name, t.round(round_number)
            return lambda: seating_list_pdf(path, view, lang=lang, tournament=name, web_url=web_url)

        return self._run(read)

    def score_sheet_report(self, path: str | Path, round_number: int, table: int, lang: str,
                           web_url: str | None = None) -> Result[ReportWriter]:
        """The filled score sheet of a recorded table; ``web_url``: the players' web view
        (each player's own page as a code on the sheet, issue 36)."""
        def read(t: Tournament) -> ReportWriter | None:
            view = t.round(round_number).table(table)
            if view.game is None and (view.match is None or not view.match.games):
                return None  # a match under way prints its games so far
            name = t.info().name
            title = sheet_title(Wording(PrintWord, lang), False, SheetHeading(name, round_number, table))
            games = t.match_game_records(round_number, table) if view.match is not None else []
            return lambda: sheets_pdf(path, [table_sheet_story(name, round_number, view, lang=lang,
                                                               match_games=games, web_url=web_url)],
                                      lang=lang, caption=name, title=title)

        return _found_or(self._run(read), TournamentCode.TABLE_NO_RESULT, table=table)

    def round_sheets_report(self, path: str | Path, round_number: int | None, lang: str,
                            web_url: str | None = None) -> Result[ReportWriter]:
        """Every table of a round, one page each: filled where recorded, blank with the names where not;
        ``web_url``: the players' web view (each player's own page as a code on their sheet)."""
        if round_number is None:
            return _not_now(TournamentCode.SEAT_A_ROUND_FIRST)

        def read(t: Tournament) -> ReportWriter:
            name, view = t.info().name, t.round(round_number)
            games = {x.number: t.match_game_records(round_number, x.number) for x in view.tables if x.match is not None}
            return lambda: round_sheets_pdf(path, view, lang=lang, tournament=name, match_games=games,
                                            web_url=web_url)

        return self._run(read)

    def blank_sheet_report(self, path: str | Path, round_number: int | None, table: int | None,
                           lang: str, web_url: str | None = None) -> Result[ReportWriter]:
        """A sheet to fill by hand: for a table with its names, else four empty seats (no
        tournament needed); ``web_url``: the players' web view (each named player's own
        page as a code, issue 36)."""
        def read() -> ReportWriter:
            names: list[str] = []
            ids: list[int] = []
            heading = SheetHeading(self.tournament.info().name if self.tournament is not None else "")
            if self.tournament is not None and round_number is not None and table is not None:
                seated = self.tournament.round(round_number).table(table).players
                names, ids = [p.name for p in seated], [p.id for p in seated]
                heading = SheetHeading(heading.tournament, round_number, table)
            return lambda: blank_score_sheet(path, seats=len(names) or 4, lang=lang, heading=heading, players=names,
                                             player_ids=ids, web_url=web_url)

        return self._attempt(read)

    def bracket_report(self, path: str | Path, lang: str) -> Result[ReportWriter]:
        """The knock-out bracket on one landscape page."""
        from daifugo_gui.reports.bracket import bracket_pdf  # loaded when first printed, as the tab did

        def read(t: Tournament) -> ReportWriter | None:
            info = t.info()
            every = t.rounds()
            rounds = bracket_rounds(info.format, every)
            if not rounds:
                return None
            names = bracket_names(info, every)
            return lambda: bracket_pdf(path, rounds, info.advance, lang=lang, tournament=info.name, names=names)

        return _found_or(self._run(read), TournamentCode.NO_KNOCKOUT_TO_PRINT)

    def crosstable_report(self, path: str | Path, lang: str) -> Result[ReportWriter]:
        """The crosstable (対戦表): the whole field's, or one page per group."""
        from daifugo_gui.reports.crosstable import crosstable_pdf

        def read(t: Tournament) -> ReportWriter:
            tables, name = t.crosstables(), t.info().name
            return lambda: crosstable_pdf(path, tables, lang=lang, tournament=name)

        return self._run(read)

    def ask_pdf_path(self, proposed: str) -> str | None:
        """Where a printed report is saved."""
        return self.prompts.save_file(self._t(QT_TRANSLATE_NOOP("TournamentSession", "Save PDF")),
                                      self._t(QT_TRANSLATE_NOOP("TournamentSession", "PDF (*.pdf)")), proposed)
