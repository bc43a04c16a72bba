"""Opened by tests/console/test_console_screen_fit.py in a subprocess on a virtual laptop screen.

Opens the main window (a game running), the new-game dialog and the audience display in
each language, and prints one JSON object: what lies outside the screen, and which page
or dialog needs a horizontal scrollbar.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget


def visible_rect(widget: QWidget) -> QRect:
    """The part of ``widget`` a person can see, in screen coordinates (clipped by its parents)."""
    rect = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None:
        rect = rect.intersected(QRect(parent.mapToGlobal(QPoint(0, 0)), parent.size()))
        if parent.isWindow():
            break
        parent = parent.parentWidget()
    return rect


def outside(window: QWidget, screen: QRect) -> list[str]:
    found = []
    frame = window.frameGeometry()
    if not screen.contains(frame):
        found.append(f"{type(window).__name__} frame {frame.getRect()} beyond {screen.getRect()}")
    for child in [window, *window.findChildren(QWidget)]:
        if not child.isVisible() or child.window() is not window:
            continue
        seen = visible_rect(child)
        if not seen.isEmpty() and not screen.contains(seen):
            found.append(f"{type(child).__name__} {child.objectName()} at {seen.getRect()}")
    return found


def controls_out_of_view(window) -> list[str]:
    """The console's main controls (verdict, clocks, play field, palette) that the judge
    could only reach by scrolling the page: each must lie inside the page's viewport."""
    area = window.tabs.scroll_area(0)
    viewport = area.viewport()
    seen = QRect(viewport.mapToGlobal(QPoint(0, 0)), viewport.size())
    console = window.console
    found = []
    back, clear = console.entry._op_buttons
    essentials = [("verdict", console.verdict_area), ("turn clock", console.clocks.turn),
                  ("game clock", console.clocks.game), ("number to beat", console.table_line)]
    if console.follow_up.cards.isVisible():  # discards or declarations owed: typed there
        essentials += [("follow-up field", console.follow_up.cards), ("follow-up OK", console.follow_up.ok)]
    if console.entry.field_edit.isEnabled() or not console.follow_up.cards.isVisible():
        essentials += [("play field", console.entry.field_edit), ("palette", console.entry.palette_box),
                       ("judge button", console.entry.judge_button), ("⌫", back), ("Clear", clear)]
    for name, widget in essentials:
        if not widget.isVisible():
            continue
        rect = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
        if not seen.contains(rect):
            found.append(f"{name} at {rect.getRect()} outside the page's view {seen.getRect()}")
    return found


KEPT: list = []  # the windows, alive until the probe ends (as in the program, none is collected mid-run)


def hard_states(app, language: str, report: dict, settle) -> None:  # noqa: ANN001
    """Issue 35: a refusal and a two-line foul, a short-deck foul's three-line checklist with
    the discards owed, and the MathPower declarations: the essentials stay in view."""
    from collections import Counter

    from daifugo_gui.app.live_game import LiveGame, NewGame
    from daifugo_gui.rules import PRESETS, Settings, parse_cards, standard_deck
    from daifugo_gui.ui.main_window import MainWindow

    class Clock:
        t = 1000.0

        def __call__(self) -> float:
            return self.t

    def check(window, what: str) -> None:  # noqa: ANN001
        KEPT.append(window)
        settle()
        report["controls"] += [f"{language} {what}: {c}" for c in controls_out_of_view(window)]
        if len(sys.argv) > 1:
            window.grab().save(str(Path(sys.argv[1]) / f"{what}-{language}.png"))

    live = LiveGame(Path(tempfile.mkdtemp()) / "j.jsonl")
    window = MainWindow(live=live)
    window.show()
    window.console.start_new_game(NewGame(["Aki", "Ben", "Chie"], Settings()))
    live.begin_play()
    live.play("9 1", "7 * 1 3")
    window.console._judge("8 5", "5 * 1 7")  # refused: 85 does not beat 91
    check(window, "refusal")
    window.console._judge("9 3", "")  # 93 = 3 × 31 without its factor field: a foul
    check(window, "foul")
    live.shutdown()
    window.close()

    aki, ben, deck = list(parse_cards("S2 S4 S6 S8")), list(parse_cards("H2 H3")), list(parse_cards("DK"))
    chie = sorted((Counter(standard_deck(jokers=0)) - Counter(aki + ben + deck)).elements())
    live = LiveGame(Path(tempfile.mkdtemp()) / "j.jsonl")
    window = MainWindow(live=live)
    window.show()
    window.console.start_new_game(NewGame(["Aki", "Ben", "Chie"], Settings(jokers=0, game_limit_s=600),
                                          {"Aki": aki, "Ben": ben, "Chie": chie}, deck))
    live.begin_play()
    window.console._judge("S2 S4 S6 S8", "")  # a foul on a one-card deck: discards owed
    check(window, "short-deck foul")
    live.shutdown()
    window.close()

    clock = Clock()
    live = LiveGame(Path(tempfile.mkdtemp()) / "j.jsonl", now=clock)
    window = MainWindow(live=live)
    window.show()
    window.console.start_new_game(NewGame(["Aki", "Ben", "Chie"], PRESETS["mathpower"].replace(hand_size=18)))
    live.begin_play()
    live.play("7")
    clock.t += 2000
    live.poll_clocks()
    live.declare(live.game.to_move, "K 2 7 9 9 9 8 8 8 7 7 6 6 6 5 5 5 4")
    check(window, "mathpower declarations")
    live.shutdown()
    window.close()


def main() -> None:
    app = QApplication(sys.argv)
    from daifugo_gui.app.live_game import LiveGame, NewGame
    from daifugo_gui.rules import Settings
    from daifugo_gui.ui.console.audience import AudienceWindow
    from daifugo_gui.ui.console.new_game_dialog import NewGameDialog
    from daifugo_gui.ui.main import install_japanese_font
    from daifugo_gui.ui.main_window import MainWindow
    from daifugo_gui.ui.widgets.i18n import install_language
    from daifugo_gui.ui.widgets.screen_fit import screen_of

    install_japanese_font(app)
    screen = app.primaryScreen().availableGeometry()
    report: dict[str, object] = {"screen": screen.getRect(), "outside": [], "scrollbars": [], "controls": [],
                                 "sizes": {}}

    def settle() -> None:
        for _ in range(5):
            app.processEvents()

    for language in ("en", "ja"):
        install_language(app, language)
        live = LiveGame(Path(tempfile.mkdtemp()) / "j.jsonl")
        window = MainWindow(live=live)
        window.console.start_new_game(NewGame(["Aki", "Ben", "Chie"], Settings(game_limit_s=300)))
        live.begin_play()
        window.console.entry.field_edit.setText("1 3")
        window.show()
        settle()
        report["outside"] += [f"{language} main: {w}" for w in outside(window, screen)]  # type: ignore[operator]
        page = window.tabs.scroll_area(0)
        report["sizes"][f"{language} main"] = window.frameGeometry().getRect()  # type: ignore[index]
        if page is not None and page.horizontalScrollBar().isVisible():
            report["scrollbars"].append(f"{language} console page")  # type: ignore[union-attr]
        report["controls"] += [f"{language}: {c}" for c in controls_out_of_view(window)]  # type: ignore[operator]
        live.play("8")  # a foul: the verdict grows (headline, message, the cards to draw)
        settle()
        report["controls"] += [f"{language} after a foul: {c}" for c in controls_out_of_view(window)]  # type: ignore[operator]
        report["outside"] += [f"{language} main after a foul: {w}" for w in outside(window, screen)]  # type: ignore[operator]
        dialog = NewGameDialog(window)
        dialog.show()
        settle()
        report["sizes"][f"{language} dialog"] = dialog.frameGeometry().getRect()  # type: ignore[index]
        report["outside"] += [f"{language} new game: {w}" for w in outside(dialog, screen)]  # type: ignore[operator]
        if dialog.body_scroll.horizontalScrollBar().isVisible():
            report["scrollbars"].append(f"{language} new-game dialog")  # type: ignore[union-attr]
        inner = [a for a in dialog.findChildren(QAbstractScrollArea) if a is not dialog.body_scroll and a.isVisible()
                 and a.horizontalScrollBar().isVisible()]
        report["scrollbars"] += [f"{language} new-game dialog inner {type(a).__name__}" for a in inner]  # type: ignore[operator]
        dialog.close()
        audience = AudienceWindow()
        window.console.audience = audience
        audience.set_user_scale(2.0)  # the largest audience font of the preferences (issue 35)
        audience.show_on_screen(None, screen_of(window))
        window.console.refresh()
        window.console._tick()
        settle()
        report["sizes"][f"{language} audience"] = audience.frameGeometry().getRect()  # type: ignore[index]
        report["outside"] += [f"{language} audience: {w}" for w in outside(audience, screen)]  # type: ignore[operator]
        for face in (audience.clocks.turn, audience.clocks.game):
            digits = face.digits
            needed = digits.fontMetrics().horizontalAdvance(digits.text())
            if needed > digits.width():
                report["outside"].append(f"{language} audience clock cut: {digits.text()!r} needs {needed} of {digits.width()}")  # type: ignore[union-attr]
        for label in (audience.counts, audience.turn, audience.field):
            needed = label.heightForWidth(label.width())
            if label.text() and needed > label.height():
                report["outside"].append(f"{language} audience {label.text()!r} needs {needed} of {label.height()} px")  # type: ignore[union-attr]
        if len(sys.argv) > 1:  # a folder: keep pictures to look at
            out = Path(sys.argv[1])
            out.mkdir(parents=True, exist_ok=True)
            window.grab().save(str(out / f"main-{language}.png"))
            dialog.show()
            settle()
            dialog.grab().save(str(out / f"dialog-{language}.png"))
            dialog.close()
            audience.grab().save(str(out / f"audience-{language}.png"))
        audience.close()
        window.console.audience = None
        live.shutdown()
        window.close()
        settle()
        hard_states(app, language, report, settle)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
