"""Issue 27: the console arranged for a small screen (ui/console/compact.py) keeps every
key and control of the judge: only where the widgets sit changes."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.rules import Settings
from daifugo_gui.ui.console.compact import arrange_compact, is_compact
from daifugo_gui.ui.console.screen_size import wants_compact
from daifugo_gui.ui.main_window import MainWindow


def compact_window(qtbot, tmp_path):  # noqa: ANN001, ANN201
    window = MainWindow(live=LiveGame(tmp_path / "j.jsonl"))
    qtbot.addWidget(window)
    arrange_compact(window.console)
    window.console.start_new_game(NewGame(["Aki", "Ben", "Chie"], Settings()))
    window.live.begin_play()
    window.show()
    qtbot.waitExposed(window)
    if QApplication.activeWindow() is not window:
        window.windowHandle().requestActivate()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def test_small_screens_go_compact_and_laptops_at_100_percent_do_not() -> None:
    assert wants_compact(QRect(0, 0, 683, 384)) and wants_compact(QRect(0, 0, 640, 400))  # 200 %
    assert wants_compact(QRect(0, 0, 911, 512))  # 1366×768 at 150 %
    assert not wants_compact(QRect(0, 0, 1366, 728)) and not wants_compact(QRect(0, 0, 1280, 760))
    assert not wants_compact(None)


def test_the_compact_console_puts_clocks_beside_the_verdict_and_the_entry_under_them(qtbot, tmp_path) -> None:
    window = compact_window(qtbot, tmp_path)
    console = window.console
    assert is_compact(console)
    arrange_compact(console)  # a second call changes nothing
    # the verdict as shown: its area (a long verdict scrolls inside it, issue 35)
    verdict, clocks, entry = console.verdict_area, console.clocks, console.entry

    def rect(widget):  # noqa: ANN001, ANN202
        return QRect(widget.mapTo(console, widget.rect().topLeft()), widget.size())

    assert rect(clocks).left() >= rect(verdict).right()  # side by side
    assert rect(entry).top() >= rect(verdict).bottom() and rect(entry).top() >= rect(clocks).bottom()
    assert rect(console.table).top() >= rect(entry).bottom()  # the table is the secondary pane below
    assert clocks.turn.pos().y() == clocks.game.pos().y()  # the two clock faces in one row
    assert console.entry.factor_slots.isHidden() and console.entry.factor_edit.isVisible()


def test_compact_keys_judge_and_f3_goes_to_the_one_line_factor_field(qtbot, tmp_path) -> None:
    window = compact_window(qtbot, tmp_path)
    console, live = window.console, window.live
    console.setFocus()
    for key in "9 1":
        qtbot.keyClick(QApplication.focusWidget(), key)
    assert console.entry.field_edit.text() == "9 1" and console.entry.field_edit.hasFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F3)
    assert console.entry.factor_edit.hasFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # 91 = 7 × 13, no factors: a foul
    assert live.game.results == ["foul"], console.verdict.headline
    assert console.verdict.headline == "FOUL"  # in the compact verdict panel


def test_compact_short_deck_discards_sit_beside_the_clocks_with_their_field(qtbot, tmp_path) -> None:
    from collections import Counter

    from daifugo_gui.rules import Phase, parse_cards, standard_deck

    aki, ben, deck = list(parse_cards("S2 S4 S6 S8")), list(parse_cards("H2")), list(parse_cards("DK"))
    chie = sorted((Counter(standard_deck(jokers=0)) - Counter(aki + ben + deck)).elements())
    window = MainWindow(live=LiveGame(tmp_path / "j.jsonl"))
    qtbot.addWidget(window)
    arrange_compact(window.console)
    live, console = window.live, window.console
    live.new_game(NewGame(["Aki", "Ben", "Chie"], Settings(jokers=0), {"Aki": aki, "Ben": ben, "Chie": chie}, deck))
    live.begin_play()
    window.show()
    qtbot.waitExposed(window)
    live.play("S2 S4 S6 S8")  # 2468: a foul on a one-card deck, discards owed (R10)
    assert live.game.phase is Phase.DISCARDING
    field = console.follow_up.cards
    qtbot.waitUntil(field.isVisible)
    at = field.mapTo(console, field.rect().topLeft())
    verdict_right = console.verdict.mapTo(console, console.verdict.rect().topRight()).x()
    clocks_bottom = console.clocks.mapTo(console, console.clocks.rect().bottomLeft()).y()
    assert at.x() > verdict_right and at.y() > clocks_bottom  # under the clocks, beside the verdict
    console.focus_play()
    qtbot.keyClicks(field, "H2")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert live.game.phase is Phase.DISCARDING and "Chie" in console.follow_up.prompt.text()  # Ben's discard taken
