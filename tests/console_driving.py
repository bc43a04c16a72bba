"""Driving the real console as a judge does: real key events, a known deal, a fake
monotonic clock the test advances. The console tests share these; the ``clock`` and
``make_window`` fixtures built on them are in ``tests/console/conftest.py``."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from daifugo_gui.app.live_game import NewGame
from daifugo_gui.rules import Phase, Settings, parse_cards, standard_deck
from daifugo_gui.ui import main_window
from daifugo_gui.ui.console.compact import is_compact
from daifugo_gui.ui.main_window import MainWindow

PLAYERS = ["Aki", "Ben", "Chie"]


class FakeClock:
    """A monotonic clock that moves only when a test moves ``t``."""

    def __init__(self) -> None:
        self.t = 5000.0

    def __call__(self) -> float:
        return self.t


def known_deal() -> tuple[dict, list]:
    """Aki can cut (57), revolt (1729), discard C4 and go out with 313; Ben's 1234 is a foul.

    The deck holds one card: after the cut puts 2 more under it, Ben's 4-card foul meets
    a short deck (3 < 4) and Chie and Aki each owe one card (R10).
    """
    aki = list(parse_cards("S5 S7 SA H7 S2 S9 C4 S3 SK"))
    ben = list(parse_cards("HA H2 H3 H4"))
    deck = list(parse_cards("DK"))
    rest = sorted((Counter(standard_deck()) - Counter(aki + ben + deck)).elements())
    return {"Aki": aki, "Ben": ben + rest[:16], "Chie": rest[16:]}, deck


def activate(qtbot, window) -> None:  # noqa: ANN001
    if QApplication.activeWindow() is not window:
        window.windowHandle().requestActivate()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def focus(qtbot, widget) -> None:  # noqa: ANN001
    """Give ``widget`` the keyboard focus in an active window (offscreen, a completer
    popup can leave no window active)."""
    window = widget.window()
    if QApplication.activeWindow() is not window:
        window.activateWindow()
        qtbot.wait(50)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    widget.setFocus()
    assert QApplication.focusWidget() is widget


def keys(qtbot, text: str) -> None:  # noqa: ANN001
    """Type as the judge does: every key goes to whichever widget has the focus now."""
    for ch in text:
        qtbot.keyClick(QApplication.focusWidget(), ch)
        QApplication.processEvents()  # a person's keys arrive with the event loop running between them


def key(qtbot, k, modifiers=Qt.KeyboardModifier.NoModifier) -> None:  # noqa: ANN001
    """One key (with modifiers) to whichever widget has the focus now."""
    qtbot.keyClick(QApplication.focusWidget(), k, modifiers)
    QApplication.processEvents()


def type_and_enter(qtbot, widget, text: str) -> None:  # noqa: ANN001
    focus(qtbot, widget)
    keys(qtbot, text)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)


def headline(window: MainWindow) -> str:
    return window.console.verdict.headline


def advance(qtbot, clock: FakeClock, window: MainWindow, seconds: float, until) -> None:  # noqa: ANN001
    clock.t += seconds
    qtbot.waitUntil(until, timeout=3000)


# --- a short deck: a foul that leaves discards owed (R10) ------------------------------------


def short_deck_deal() -> tuple[dict, list]:
    """Aki holds four even spades, Ben one card, the deck one card, Chie all the rest."""
    aki, ben, deck = list(parse_cards("S2 S4 S6 S8")), list(parse_cards("H2")), list(parse_cards("DK"))
    chie = sorted((Counter(standard_deck(jokers=0)) - Counter(aki + ben + deck)).elements())
    return {"Aki": aki, "Ben": ben, "Chie": chie}, deck


def window_for(make_window, monkeypatch, compact: bool):  # noqa: ANN001, ANN201
    """A window from the ``make_window`` fixture, in the compact layout or the normal one."""
    monkeypatch.setattr(main_window, "wants_compact", lambda _area: compact)
    window = make_window()
    assert is_compact(window.console) is compact
    return window


def short_deck_game(make_window, monkeypatch, compact: bool = False, **settings):  # noqa: ANN001, ANN201
    window = window_for(make_window, monkeypatch, compact)
    hands, deck = short_deck_deal()
    window.console.start_new_game(NewGame(PLAYERS, Settings(jokers=0, **settings), hands, deck))
    window.live.begin_play()
    window.console.setFocus()
    return window, window.console, window.live


def foul_with_discards_owed(qtbot, console, live) -> None:  # noqa: ANN001
    keys(qtbot, "S2 S4 S6 S8")  # 2468: a foul of 4 cards, one card left in the deck (R10)
    key(qtbot, Qt.Key.Key_Return)
    assert live.game.phase is Phase.DISCARDING
    assert QApplication.focusWidget() is console.follow_up.cards
