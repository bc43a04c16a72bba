"""The event day's desk (issue 37, item 3): the one place where a table's live game and the
tournament meet.

A judge's questions go through one :class:`Prompts`; the live game is a
:class:`TableSession`, the open tournament a :class:`TournamentSession`. What crosses them
lives here, Qt-free, so a script or a test runs it headless:

- a tournament table's game has ended → the judge confirms its result → it is recorded in
  the tournament, or stays where it is kept (``pending``, or its journal aside);
- a waiting game recorded later, or given up with a reason;
- before anything replaces the live game's journal: the finished table game is kept first;
- judge this table: the table's game, seated as the tournament has it, started in the table
  session (:meth:`Desk.judge_table`).

The window only shows what these return. The desk owns the one tournament session too,
made the first time something needs it (:meth:`Desk.tournament`): the tournament's
imports (SQLAlchemy, reportlab) must not load before the console's first paint, and the
Tournament tab that shows the session is itself built when first shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from daifugo_gui.app.pending import PendingGame
from daifugo_gui.app.prompts import Prompts, Tone
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.app.table_session import NewGame, TableSession
from daifugo_gui.app.translation import QT_TRANSLATE_NOOP, fill
from daifugo_gui.rules.reasons import Reason, english as english_reason

if TYPE_CHECKING:  # the tournament (SQLAlchemy, reportlab) loads when first used, not before the console paints
    from daifugo_gui.app.tournament_session import Result, TableGame, TournamentSession
    from daifugo_gui.tournament.views import StoredGame, StoredMatchGame

    Stored: TypeAlias = StoredGame | StoredMatchGame

CONTEXT = "Desk"
# The judge's look at a table's game before it starts (the new-game dialog on screen, the
# seats read-only): the game to start, or None when the judge cancels.
Review = Callable[[NewGame], "NewGame | None"]


def english(context: str, source: str) -> str:
    """The translation a caller without a catalog gets: the source text."""
    del context
    return source


@dataclass(frozen=True)
class Kept:
    """Where a finished table game stays while the tournament does not have it (words: ``where``)."""

    game: PendingGame
    where: Reason


class Desk:
    """The judge's prompts, the table's session and the tournament's, and the use cases
    that cross them."""

    def __init__(self, prompts: Prompts, table: TableSession, tournament: TournamentSession | None = None, *,
                 describe: Callable[[Reason], str] = english_reason,
                 translate: Callable[[str, str], str] = english) -> None:
        """``tournament``: a session already made (a script's, a test's); else the desk
        makes one, asking through ``prompts``, the first time it is needed.
        ``translate``: Qt's on screen (the "Desk" and "TournamentSession" contexts)."""
        self._prompts = prompts
        self.table = table
        self._tournament = tournament
        self.describe = describe
        self.translate = translate

    @property
    def prompts(self) -> Prompts:
        """The one way the judge is asked anything: the table's questions and the tournament's."""
        return self._prompts

    @prompts.setter
    def prompts(self, prompts: Prompts) -> None:
        # One Prompts for the whole desk: a scripted stand-in put here after the tournament
        # session exists must answer its questions too, or a test meets a real modal there.
        self._prompts = prompts
        if self._tournament is not None:
            self._tournament.prompts = prompts

    def tournament(self) -> TournamentSession:
        """The tournament session (one per desk), made now if nothing needed it before."""
        if self._tournament is None:
            from daifugo_gui.app.tournament_session import TournamentSession

            self._tournament = TournamentSession(self.prompts, translate=self.translate, describe=self.describe)
        return self._tournament

    def _t(self, source: str) -> str:
        return self.translate(CONTEXT, source)

    # -- a table game ended, recorded or kept --------------------------------------------------
    def table_game_ended(self, game: PendingGame) -> Result[Stored] | Kept:
        """The judge confirms the result of a table game that just ended; confirmed, it is
        recorded (what the tournament said is returned), else it stays where it is kept."""
        ranks = ", ".join(f"{n}. {name}" for n, name in enumerate(game.record_ranking(), start=1))
        question = self.describe(Reason.of(JournalCode.CONFIRM_RESULT, round=game.round, table=game.table,
                                           ranks=ranks))
        if self.prompts.confirm(self._t(QT_TRANSLATE_NOOP("Desk", "Record the result")), question, default_yes=True):
            return self.record(game)
        return Kept(game, self.table.where_kept(game))

    def record(self, game: PendingGame) -> Result[Stored]:
        """Store a finished table game in the open tournament; stored, it waits no more
        (the journal says so). Refused, it stays where it was kept."""
        stored = self.tournament().record_finished(game.record)
        if stored.value is not None:
            self.table.recorded(game)
        return stored

    def record_live_game(self) -> Result[Stored] | None:
        """Game ▸ Record the finished game in the tournament: the live game's own waiting
        record, else the finished live game itself (None: no finished game to record)."""
        waiting = self.table.unrecorded()
        if waiting is not None:
            return self.record(waiting)
        game = self.table.game
        if game is None or not game.finished:
            return None
        return self.tournament().record_finished(self.table.record())

    def discard(self, game: PendingGame) -> Reason | None:
        """The organiser gives a waiting game up, only with a reason, which is logged; what
        to tell (None: no reason given, nothing done)."""
        reason = self.prompts.ask_text(
            self._t(QT_TRANSLATE_NOOP("Desk", "Discard the game")),
            fill(self._t(QT_TRANSLATE_NOOP("Desk", "Why is the game of round %1, table %2 given up? (logged)")),
                 str(game.round), str(game.table)))
        if not reason or not reason.strip():
            return None
        kept: Path = self.table.discard_pending(game, reason.strip())
        return Reason.of(JournalCode.DISCARDED, round=game.round, table=game.table, reason=reason.strip(),
                         kept=str(kept))

    # -- before the live game is replaced --------------------------------------------------------
    def keep_finished_first(self) -> bool:
        """Before anything replaces the live game's journal (a new game, Judge this table, a
        continued record) or the console closes: a finished table game not yet in the
        tournament is kept on disk first, and the judge is told where. False when it could
        be kept nowhere: the judge is told to record it first, and the caller does not go on."""
        return self._keep_first() is None

    def _keep_first(self) -> Reason | None:
        """:meth:`keep_finished_first`, saying why not (None: kept, or nothing waited)."""
        waiting = self.table.unrecorded()
        if waiting is None:
            return None
        refused = self.table.secure_result()
        title = self._t(QT_TRANSLATE_NOOP("Desk", "Games waiting to be recorded"))
        if refused is not None:
            self.prompts.inform(title, self.describe(refused), Tone.WARNING)
            return refused
        self.prompts.inform(title, self.describe(self.table.where_kept(self.table.pending_game or waiting)))
        return None

    # -- judge this table ----------------------------------------------------------------------
    def judge_table(self, round_number: int, table: int, review: Review) -> Result[TableGame]:
        """Judge a tournament table at this console: its game, with the players in the order
        the tournament seats them (at a match, the rule's first mover first) and its game
        settings, starts in the table session and its result goes back to that table.

        The finished game the journal holds is kept first; a running game is closed only if
        the judge agrees, its clocks standing while the judge reviews the new one. Done: the
        table's game is live. Refused: why (the tournament's words, or the journal's); not
        done otherwise (the judge cancelled, or the table session said why itself)."""
        from daifugo_gui.app.tournament_session import Result, Status, reason_of
        from daifugo_gui.rules import Settings
        from daifugo_gui.rules.errors import RecordError

        seated = self.tournament().table_game(round_number, table)
        if not seated.done:
            return seated  # no tournament, no such table, or it has its result already
        game = seated.get()
        try:
            settings = Settings.from_dict(dict(game.settings))
        except RecordError as bad:
            return Result(Status.REFUSED, reason=reason_of(bad))
        # Refused before the review: the finished game at risk must be kept somewhere first.
        refused = self._keep_first() if self.table.result_at_risk() is not None else None
        if refused is not None:
            return Result(Status.REFUSED, reason=refused)
        held = False
        running = self.table.game
        if running is not None and not running.finished:
            if not self.prompts.confirm(self._t(QT_TRANSLATE_NOOP("Desk", "New game")), self._t(QT_TRANSLATE_NOOP(
                    "Desk", "A game is running. Close it and start a new one?"))):
                return Result(Status.CANCELLED)
            held = self._hold_clocks(self._t(QT_TRANSLATE_NOOP("Desk", "new game dialog")))
        spec = review(NewGame(list(game.players), settings, table=(round_number, table)))
        if spec is None:
            if held:
                self.table.resume_clocks()  # cancelled: the old game goes on where it was
            return Result(Status.CANCELLED)
        refused = self._keep_first()
        if refused is not None:
            return Result(Status.REFUSED, reason=refused)
        # Whatever the review changed, the game is this table's: its result goes back there.
        if not self.table.new_game(replace(spec, table=(round_number, table))):
            return Result(Status.CANCELLED)  # the table session told the judge why (its listeners)
        return Result(Status.DONE, value=game)

    def _hold_clocks(self, why: str) -> bool:
        """A running game's clocks stand while the judge looks at another game (written, as a
        pause); True when this call paused them, so the caller resumes them if cancelled."""
        clocks, game = self.table.clocks, self.table.game
        if clocks is None or game is None or game.finished or clocks.paused:
            return False
        self.table.pause(why)
        return bool(self.table.clocks is not None and self.table.clocks.paused)
