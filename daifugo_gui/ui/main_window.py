"""The console's main window: the game console first, then one tab per tool.

Only the console is built with the window. The other tabs (tournament, prime tools,
Tanhinmin, hexad) are built the first time they are shown or asked for, so their imports
(SQLAlchemy, reportlab, sympy) and widgets cost nothing until then (issue 29): the judge
waits for the console alone.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMessageBox, QWidget

from daifugo_gui.app.board_publisher import BoardPublisher

from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.app.pending import PendingGame
from daifugo_gui.rules.events import StopReason
from daifugo_gui.app.desk import Desk, Kept
from daifugo_gui.app.prompts import HoldingPrompts, Prompts
from daifugo_gui.ui.console.clock_hold import ClockHold, offer_hold
from daifugo_gui.ui.console.clock_strip import ClockStripWatcher, read_strip
from daifugo_gui.ui.widgets.qt_prompts import QtPrompts
from daifugo_gui.ui.console.compact import arrange_compact
from daifugo_gui.ui.console.screen_size import wants_compact
from daifugo_gui.ui.widgets.tab_keys import install_tab_keys
from daifugo_gui.ui.console.console import GameConsole
from daifugo_gui.ui.help_menu import GuideWindow, about_text
from daifugo_gui.ui.widgets.reason_text import render
from daifugo_gui.app.translation import fill
from daifugo_gui.ui.widgets.screen_fit import PageTabs, available_area, fit_window

if TYPE_CHECKING:
    from daifugo_gui.app.desk import Stored
    from daifugo_gui.app.tournament_session import Result
    from daifugo_gui.ui.analysis.hexad_tab import HexadTab
    from daifugo_gui.ui.analysis.primes_tab import PrimeToolsTab
    from daifugo_gui.ui.analysis.tanhinmin_tab import TanhinminTab
    from daifugo_gui.ui.tournament.tournament_tab import TournamentTab


class PendingTab(QWidget):
    """Stands in the tab bar for a tab not built yet; ``builds`` names the tab's class."""

    def __init__(self, builds: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.builds = builds


def _tournament_tab(window: MainWindow) -> QWidget:
    from daifugo_gui.ui.tournament.tournament_tab import TournamentTab

    # The desk's tournament session, made now if nothing needed it yet: the tab shows it and
    # asks through the desk's one Prompts (the window's, or a test's scripted one).
    tab = TournamentTab(window, session=window.desk.tournament())
    tab.tableGameRequested.connect(window.judge_table)
    tab.pending_box.recordRequested.connect(window.record_pending)
    tab.pending_box.discardRequested.connect(window.ask_discard_pending)
    tab.pending_box.show_games(window.live.session.pending.games())
    return tab


def _primes_tab(window: MainWindow) -> QWidget:
    from daifugo_gui.ui.analysis.primes_tab import PrimeToolsTab

    return PrimeToolsTab(window)


def _tanhinmin_tab(window: MainWindow) -> QWidget:
    from daifugo_gui.ui.analysis.tanhinmin_tab import TanhinminTab

    return TanhinminTab(window)


def _hexad_tab(window: MainWindow) -> QWidget:
    from daifugo_gui.ui.analysis.hexad_tab import HexadTab  # sympy comes with it

    return HexadTab(window)

PREFERRED_SIZE = QSize(1280, 800)


class MainWindow(QMainWindow):
    """Holds the tabs; the lead adds the analysis and tournament tabs with :meth:`add_tab`."""

    def __init__(self, live: LiveGame | None = None, journal_path: str | Path | None = None,
                 prompts: Prompts | None = None) -> None:
        """``prompts``: every question and message of the console, of this window and of its
        Tournament tab (``self.console.prompts``, which holds the clocks while it asks; Qt
        dialogs when None, a FakePrompts in tests)."""
        super().__init__()
        self.setWindowTitle(self.tr("Prime Daifugo judge console — 素数大富豪"))
        self.live = live or LiveGame(journal_path, parent=self)
        # Pages scroll where the screen is too small for them (a laptop at 150–200 %)
        self.tabs = PageTabs(self)
        self.setCentralWidget(self.tabs)
        # The event day's desk: the one Prompts, the table's session and the tournament's
        # (made when first needed), and what crosses them (app/desk.py).
        self.desk = Desk(HoldingPrompts(prompts if prompts is not None else QtPrompts(self), self.live.session),
                         self.live.session, describe=render, translate=QCoreApplication.translate)
        self.console = GameConsole(self.live, self, desk=self.desk)
        # A laptop at 150–200 %: the judge's controls first, the table below (compact.py).
        if wants_compact(available_area(self)):
            arrange_compact(self.console)
        self.add_tab(self.console, self.tr("Game console"))
        # name -> (placeholder, builder) until first shown; then name -> the tab
        self._pending: dict[str, tuple[PendingTab, Callable[[MainWindow], QWidget]]] = {}
        self._built: dict[str, QWidget] = {}
        self._add_pending("tournament_tab", "TournamentTab", _tournament_tab, self.tr("Tournament"))
        self._add_pending("primes_tab", "PrimeToolsTab", _primes_tab, self.tr("Prime tools"))
        self._add_pending("tanhinmin_tab", "TanhinminTab", _tanhinmin_tab, self.tr("Tanhinmin"))
        self._add_pending("hexad_tab", "HexadTab", _hexad_tab, self.tr("Hexad"))
        self.tabs.currentChanged.connect(self._build_shown_tab)
        # Finished table games: confirmed and recorded when they end, listed while they wait.
        self.live.tableGameFinished.connect(self._table_game_finished)
        self.live.pendingChanged.connect(self.show_pending)
        # A tournament table's game, offered to the players' web view (docs/web.md).
        self.board_publisher = BoardPublisher(self.live, self._tournament_target, self)
        self._menus()
        self._analysis_menu()
        self._help_menu()
        # The live clocks on every tab: a game's clock never runs unseen behind another tab.
        self.clock_strip = QLabel("", self)
        self.clock_strip.setStyleSheet("font-weight: bold; padding: 0 8px;")
        self.statusBar().addPermanentWidget(self.clock_strip)
        self.live.ticked.connect(self._show_clock_strip)
        self.live.changed.connect(self._show_clock_strip)
        self._show_clock_strip()
        # ...and above every other window while the console is out of sight (a dialog,
        # another tab or program, the console minimised): ui/console/clock_strip.py.
        self.floating_clocks = ClockStripWatcher(self.live, self, self.console)
        self.tabs.currentChanged.connect(self.floating_clocks.soon)
        # Sending the judge elsewhere during a live game asks whether to pause the turn
        # clock meanwhile (ui/console/clock_hold.py), through the console's prompts.
        self._tab_holds: list[ClockHold] = []
        self.tabs.currentChanged.connect(self._console_back)
        self._tab_keys = install_tab_keys(self, self.tabs)
        self._fitted = False
        fit_window(self, PREFERRED_SIZE)
        self.show_pending()

    def _prompts_over(self, window: QWidget) -> Prompts:
        """The console's prompts, asking over ``window`` (another top-level window in front)."""
        prompts = self.console.prompts
        if isinstance(prompts.inner, QtPrompts):
            return HoldingPrompts(prompts.inner.over(window), self.live.session)
        return prompts

    def _hold_for_tab(self, opening: str) -> None:
        """Before a hand-off switches the tab: the judge may pause until the console is back."""
        hold = offer_hold(self.live, self.console.prompts, opening)
        if hold is not None:
            self._tab_holds.append(hold)

    def _console_back(self, _index: int) -> None:
        if self.tabs.currentWidget() is not self.console:
            return
        # By mouse the tab bar took the keys, by keyboard they stayed on the tab left:
        # either way the console's keys and shortcuts were dead until a click (issue 35).
        self.console.focus_play()
        if self._tab_holds:
            holds, self._tab_holds = self._tab_holds, []
            for hold in holds:
                hold.release()

    def import_suhu_dialog(self) -> list[QWidget]:
        """Game → Import 数譜: the replay window, and the judge's choice to pause meanwhile."""
        opened = self.console.import_suhu_dialog()
        for window in opened:
            hold = offer_hold(self.live, self._prompts_over(window), self.tr("the 数譜 replay"))
            if hold is not None and isinstance(window, QDialog):
                window.finished.connect(lambda _result, h=hold: h.release())
            elif hold is not None:
                window.destroyed.connect(lambda _gone=None, h=hold: h.release())
        return opened

    def _show_clock_strip(self) -> None:
        reading = read_strip(self.live)
        self.clock_strip.setText(reading.text)
        self.clock_strip.setStyleSheet(
            "font-weight: bold; padding: 0 8px;" + (" color: white; background: #b71c1c;" if reading.danger else ""))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self._fitted:  # once, with the real frame of this screen's window manager
            self._fitted = True
            fit_window(self, self.size())

    def add_tab(self, widget: QWidget, title: str) -> int:
        return self.tabs.addTab(widget, title)

    # --- tabs built on first show ------------------------------------------------------

    def _add_pending(self, name: str, builds: str, builder: Callable[[MainWindow], QWidget], title: str) -> None:
        placeholder = PendingTab(builds, self)
        self._pending[name] = (placeholder, builder)
        self.add_tab(placeholder, title)

    def _build_shown_tab(self, index: int) -> None:
        shown = self.tabs.widget(index)
        for name, (placeholder, _builder) in list(self._pending.items()):
            if placeholder is shown:
                self._tab(name)

    def _tab(self, name: str) -> QWidget:
        """The tab called ``name``, built now if it was not yet, in its placeholder's place."""
        built = self._built.get(name)
        if built is not None:
            return built
        placeholder, builder = self._pending.pop(name)
        tab = builder(self)
        # Swapping the page moves the current index for a moment: no tab is "shown" then.
        blocked = self.tabs.blockSignals(True)
        try:
            self.tabs.replace_page(self.tabs.indexOf(placeholder), tab)  # the placeholder goes with its page
        finally:
            self.tabs.blockSignals(blocked)
        self._built[name] = tab
        return tab

    def built_tabs(self) -> list[str]:
        """The names of the tabs built so far (the console is always there)."""
        return list(self._built)

    @property
    def tournament_tab(self) -> TournamentTab:
        return self._tab("tournament_tab")  # type: ignore[return-value]

    @property
    def primes_tab(self) -> PrimeToolsTab:
        return self._tab("primes_tab")  # type: ignore[return-value]

    @property
    def tanhinmin_tab(self) -> TanhinminTab:
        return self._tab("tanhinmin_tab")  # type: ignore[return-value]

    @property
    def hexad_tab(self) -> HexadTab:
        return self._tab("hexad_tab")  # type: ignore[return-value]

    def _menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        for text, shortcut, slot in (
            (self.tr("&New game…"), "Ctrl+N", self.console.new_game_from_dialog),
            (self.tr("&Save record…"), "Ctrl+S", self.console.save_dialog),
            (self.tr("&Open record (replay)…"), "Ctrl+O", self.console.open_replay_dialog),
            (self.tr("&Continue a saved game…"), "", self.console.continue_record_dialog),
            (self.tr("&Import 数譜…"), "", self.import_suhu_dialog),
            (self.tr("&Review the finished game"), "", self.console.review_finished_game),
            (self.tr("&Export 数譜…"), "", self.console.export_suhu_dialog),
            (self.tr("&Audience display"), "F11", self.console.toggle_audience),
            (self.tr("Stop the game now (judge's decision)…"), "", self._stop_game),
            # After a resume the clocks stand as at the crash; the judge may count the downtime.
            (self.tr("Count the downtime on the clocks"), "", self.live.session.charge_downtime),
            (self.tr("&Close the game"), "", self.console.close_game),
        ):
            action = QAction(text, self)
            if shortcut:
                # The console's own shortcuts handle the keys; the menu only shows them
                # (two shortcuts on one key would be ambiguous and fire neither).
                action.setText(f"{text}\t{QKeySequence(shortcut).toString()}")
            action.triggered.connect(slot)
            game.addAction(action)
        preferences = QAction(self.tr("&Preferences…"), self)
        preferences.triggered.connect(self._preferences)
        game.addAction(preferences)
        game.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        quit_action.triggered.connect(self.close)  # closeEvent keeps the game resumable
        game.addAction(quit_action)
        self.quit_action = quit_action

    def _help_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Help"))
        guide = QAction(self.tr("&User guide"), self)
        guide.setShortcut(QKeySequence.StandardKey.HelpContents)
        guide.triggered.connect(self.show_guide)
        menu.addAction(guide)
        about = QAction(self.tr("&About Prime Daifugo…"), self)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        about.triggered.connect(self.show_about)
        menu.addAction(about)
        self.help_actions = (guide, about)

    def show_about(self) -> None:
        import daifugo_gui

        from daifugo_gui.diagnostics import log_dir
        from daifugo_gui.ui.widgets.reason_text import fill

        version = fill(self.tr("Version %1"), daifugo_gui.build_version())
        logs = fill(self.tr("Log folder: %1"), log_dir())
        QMessageBox.about(
            self, self.tr("About Prime Daifugo"), about_text(version, self.tr("MIT licence (see LICENSE)."), logs)
        )

    def show_guide(self) -> "GuideWindow":
        """The user guide in the console's language, in its own window."""
        from PySide6.QtWidgets import QApplication

        from daifugo_gui.ui.widgets.i18n import current_language

        app = QApplication.instance()
        window = GuideWindow(current_language(app) if app is not None else "en", self)
        window.show()
        self.guide_window = window
        return window

    def _preferences(self) -> None:
        from daifugo_gui.ui.preferences import PreferencesDialog

        dialog = PreferencesDialog(parent=self)
        dialog.changed.connect(lambda _prefs: self.console.apply_audience_preferences())
        dialog.changed.connect(lambda _prefs: self.console.apply_sound_preferences())
        dialog.exec()

    def _analysis_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Analysis"))
        for text, slot in (
            (self.tr("Hand of the player to move → Prime tools"), self.send_hand_to_prime_tools),
            (self.tr("Two-player position → Tanhinmin"), self.send_position_to_tanhinmin),
            (self.tr("Record the finished game in the tournament"), self.record_game_in_tournament),
        ):
            action = QAction(text, self)
            action.triggered.connect(slot)
            menu.addAction(action)

    def _known_game(self):
        """The running game when its hands are known, else a message saying why not."""
        game = self.live.session.game
        if game is None:
            self._inform(self.tr("No game is running."))
            return None
        if not game.known:
            self._inform(self.tr("Hands are counted, not known: only open hands or a typed deal can be analysed."))
            return None
        return game

    def send_hand_to_prime_tools(self) -> bool:
        game = self._known_game()
        if game is None or game.to_move is None:
            return False
        self.primes_tab.load_hand(list(game.hand(game.to_move)))
        self._hold_for_tab(self.tr("Prime tools"))
        self.tabs.setCurrentWidget(self.primes_tab)
        return True

    def send_position_to_tanhinmin(self) -> bool:
        game = self._known_game()
        if game is None:
            return False
        if len(game.active) != 2 or game.to_move not in game.active:
            self._inform(self.tr("Tanhinmin needs exactly two players still in the game."))
            return False
        if game.count_to_match is not None and game.count_to_match > 1:
            # Tanhinmin plays one card at a time: a multi-card field has no place in it.
            self._inform(
                fill(self.tr("Tanhinmin plays single cards, but the field holds a play of %1 cards. "
                        "Send the position when the field is empty or holds one card."), str(game.count_to_match))
            )
            return False
        mover = game.to_move
        opponent = next(p for p in game.active if p != mover)
        if any(c.rank < 0 for p in (mover, opponent) for c in game.hand(p)):
            self._inform(self.tr("Some cards of these hands are not known: Tanhinmin needs every card."))
            return False
        flip = game.revolution

        def strength(rank: int) -> int:
            # A joker alone is the strongest card in either state (R3); a revolution
            # turns the ranks' order around (A strongest, K weakest).
            if rank == 0:
                return 14
            return 14 - rank if flip else rank

        field = strength(game.value_to_beat) if game.count_to_match == 1 and game.value_to_beat is not None else None
        self.tanhinmin_tab.load_position(
            [strength(c.rank) for c in game.hand(mover)], [strength(c.rank) for c in game.hand(opponent)], field
        )
        self._hold_for_tab(self.tr("Tanhinmin"))
        self.tabs.setCurrentWidget(self.tanhinmin_tab)
        return True

    def _tournament_target(self) -> str | None:
        # Asked on every game change: a Tournament tab never opened has no tournament, and
        # is not built just to say so.
        tab = self._built.get("tournament_tab")
        tournament = getattr(tab, "tournament", None) if tab is not None else None
        return tournament.target if tournament is not None else None

    def judge_table(self, round_number: int, table: int,
                    ask: Callable[[object], NewGame | None] | None = None) -> bool:
        """Judge this table (the Tournament tab's button): one call to the desk, which keeps
        the finished game first, seats the table's game as the tournament has it and starts
        it; the console shows it, or the tab says why not. ``ask``: the new-game dialog's
        answer (tests), else the judge's."""
        judged = self.desk.judge_table(round_number, table,
                                       lambda spec: self.console.review_table_game(spec, ask))
        if judged.done:
            self.console.table_game_started()
            self.tabs.setCurrentWidget(self.console)
        else:
            self.tournament_tab.took(judged)
        return judged.done

    # -- finished table games: recorded once the judge confirms, else kept waiting -----------------
    def show_pending(self) -> None:
        games = self.live.session.pending.games()
        self.console.show_pending(games)
        tab = self._built.get("tournament_tab")
        if tab is not None:  # a tab built later lists them as it is built
            tab.pending_box.show_games(games)  # type: ignore[attr-defined]

    def _table_game_finished(self, game: PendingGame) -> None:
        ended = self.desk.table_game_ended(game)  # the judge confirms; recorded, or kept
        if isinstance(ended, Kept):
            self._inform(render(ended.where))
        else:
            self._show_recorded(ended, game)

    def _show_recorded(self, stored: Result[Stored], game: PendingGame | None) -> bool:
        """What the tournament said, in the Tournament tab; where the game stays if not stored."""
        shown = self.tournament_tab.show_recorded(stored)
        if shown is None and game is not None:
            self._inform(render(self.live.session.where_kept(game)))
        return shown is not None

    def record_pending(self, game: PendingGame) -> bool:
        """Store a waiting game in the open tournament; while that fails it keeps waiting."""
        return self._show_recorded(self.desk.record(game), game)

    def ask_discard_pending(self, game: PendingGame) -> bool:
        """The organiser gives a waiting game up: only with a reason, which is logged."""
        told = self.desk.discard(game)
        if told is not None:
            self._inform(render(told))
        return told is not None

    def record_game_in_tournament(self) -> bool:
        waiting = self.live.session.unrecorded()
        stored = self.desk.record_live_game()
        if stored is None:
            self._inform(self.tr("Only a finished game can be recorded."))
            return False
        recorded = self._show_recorded(stored, waiting)
        self.tabs.setCurrentWidget(self.tournament_tab)
        return recorded

    def _inform(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _stop_game(self) -> None:
        if self.live.session.game is None:
            return
        # The judge's own stop: recorded and shown as the judge's, not as D11's time limit.
        if self.console.ask(self.tr("Stop the game"), self.tr("Stop the game now and rank the players still in by D12?")):
            # owed short-deck discards come first: the stop waits for them, as D11's does
            if not self.live.session.stop_after_discards(StopReason.JUDGE):
                self.live.session.stop(StopReason.JUDGE)
        self.console.focus_play()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        # The journal already holds every action; quitting leaves the game resumable, and a
        # finished table game not yet recorded waits on disk (the judge is told where). One
        # that could be kept nowhere makes the judge choose (issue 37).
        if not self.console.keep_unrecorded() and not self.console.prompts.confirm(
                self.tr("Quit"), self.tr("Quit anyway? The finished game is not in the tournament and could not be "
                                         "kept on disk: after quitting, only the autosave may still hold it.")):
            event.ignore()
            return
        self.live.shutdown()
        self.board_publisher.stop()
        tournament = self._built.get("tournament_tab")
        if tournament is not None:
            tournament.stop_phones_view()  # type: ignore[attr-defined]  # the web view's child process ends too
            tournament.close()  # its live feed's watcher thread ends with the window
        for name in ("hexad_tab", "primes_tab", "tanhinmin_tab"):
            tab = self._built.get(name)
            if tab is not None:  # a tab never shown has nothing running
                tab.shutdown()  # type: ignore[attr-defined]
        if self.console.audience is not None:
            self.console.audience.close()
        self.floating_clocks.close()
        super().closeEvent(event)
