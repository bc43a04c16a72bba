"""The console's main window: the game console first, then one tab per tool."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QWidget

from daifugo_gui.app.live_game import LiveGame
from daifugo_gui.ui.console.console import GameConsole
from daifugo_gui.ui.help_menu import GuideWindow, about_text
from daifugo_gui.ui.analysis.hexad_tab import HexadTab
from daifugo_gui.ui.analysis.primes_tab import PrimeToolsTab
from daifugo_gui.ui.analysis.tanhinmin_tab import TanhinminTab
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab
from daifugo_gui.timing.clocks import format_seconds
from daifugo_gui.ui.widgets.reason_text import render_error
from daifugo_gui.ui.widgets.screen_fit import PageTabs, fit_window

PREFERRED_SIZE = QSize(1280, 800)


class MainWindow(QMainWindow):
    """Holds the tabs; the lead adds the analysis and tournament tabs with :meth:`add_tab`."""

    def __init__(self, live: LiveGame | None = None, journal_path: str | Path | None = None) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Prime Daifugo judge console — 素数大富豪"))
        self.live = live or LiveGame(journal_path, parent=self)
        # Pages scroll where the screen is too small for them (a laptop at 150–200 %)
        self.tabs = PageTabs(self)
        self.setCentralWidget(self.tabs)
        self.console = GameConsole(self.live, self)
        self.add_tab(self.console, self.tr("Game console"))
        self.tournament_tab = TournamentTab(self)
        self.tournament_tab.tableGameRequested.connect(self.judge_table)
        self.add_tab(self.tournament_tab, self.tr("Tournament"))
        self.primes_tab = PrimeToolsTab(self)
        self.add_tab(self.primes_tab, self.tr("Prime tools"))
        self.tanhinmin_tab = TanhinminTab(self)
        self.add_tab(self.tanhinmin_tab, self.tr("Tanhinmin"))
        self.hexad_tab = HexadTab(self)
        self.add_tab(self.hexad_tab, self.tr("Hexad"))
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
        self._fitted = False
        fit_window(self, PREFERRED_SIZE)

    def _show_clock_strip(self) -> None:
        clocks, game = self.live.clocks, self.live.game
        if clocks is None or game is None or game.finished:
            self.clock_strip.setText("")
            return
        reading = clocks.turn.reading()
        parts = []
        if reading.player is not None:
            parts.append(self.tr("%1 to move %2").replace("%1", reading.player).replace(
                "%2", format_seconds(reading.left if reading.left is not None else clocks.turn.turn_elapsed())))
        remaining = clocks.game.remaining()
        parts.append(self.tr("game %1").replace("%1", format_seconds(remaining if remaining is not None else clocks.game.elapsed())))
        if clocks.paused:
            parts.append(self.tr("PAUSED"))
        self.clock_strip.setText("   ".join(parts))
        danger = reading.left is not None and reading.left <= 10 and not clocks.paused
        self.clock_strip.setStyleSheet(
            "font-weight: bold; padding: 0 8px;" + (" color: white; background: #b71c1c;" if danger else ""))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self._fitted:  # once, with the real frame of this screen's window manager
            self._fitted = True
            fit_window(self, self.size())

    def add_tab(self, widget: QWidget, title: str) -> int:
        return self.tabs.addTab(widget, title)

    def _menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        for text, shortcut, slot in (
            (self.tr("&New game…"), "Ctrl+N", self.console.new_game_from_dialog),
            (self.tr("&Save record…"), "Ctrl+S", self.console.save_dialog),
            (self.tr("&Open record (replay)…"), "Ctrl+O", self.console.open_replay_dialog),
            (self.tr("&Continue a saved game…"), "", self.console.continue_record_dialog),
            (self.tr("&Import 数譜…"), "", self.console.import_suhu_dialog),
            (self.tr("&Export 数譜…"), "", self.console.export_suhu_dialog),
            (self.tr("&Audience display"), "F11", self.console.toggle_audience),
            (self.tr("Stop the game now (judge's decision)…"), "", self._stop_game),
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

        version = self.tr("Version %1").replace("%1", daifugo_gui.__version__)
        QMessageBox.about(self, self.tr("About Prime Daifugo"), about_text(version, self.tr("MIT licence (see LICENSE).")))

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
        game = self.live.game
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
                self.tr("Tanhinmin plays single cards, but the field holds a play of %1 cards. "
                        "Send the position when the field is empty or holds one card.")
                .replace("%1", str(game.count_to_match))
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
        self.tabs.setCurrentWidget(self.tanhinmin_tab)
        return True

    def judge_table(self, round_number: int, table: int, players: list, settings: dict, ask=None) -> bool:
        """From the tournament tab: a console game for that table, its result going back there."""
        from daifugo_gui.rules import Settings
        from daifugo_gui.rules.errors import RecordError

        try:
            rules = Settings.from_dict(settings)
        except RecordError as bad:
            self._inform(render_error(bad))
            return False
        started = self.console.new_game_for_table(round_number, table, list(players), rules, ask)
        if started:
            self.tabs.setCurrentWidget(self.console)
        return started

    def record_game_in_tournament(self) -> bool:
        game = self.live.game
        if game is None or not game.finished:
            self._inform(self.tr("Only a finished game can be recorded."))
            return False
        stored = self.tournament_tab.record_finished_game(self.live.record())
        self.tabs.setCurrentWidget(self.tournament_tab)
        return stored is not None

    def _inform(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _stop_game(self) -> None:
        if self.live.game is None:
            return
        # The judge's own stop: recorded and shown as the judge's, not as D11's time limit.
        if self.console.ask(self.tr("Stop the game"), self.tr("Stop the game now and rank the players still in by D12?")):
            self.live.stop("judge")

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        # The journal already holds every action; quitting leaves the game resumable.
        self.live.shutdown()
        self.hexad_tab.shutdown()
        self.primes_tab.shutdown()
        self.tanhinmin_tab.shutdown()
        if self.console.audience is not None:
            self.console.audience.close()
        super().closeEvent(event)
