"""Screenshots of the real console for the user guides, in both languages.

    Xvfb :99 -screen 0 1366x768x24 -nolisten tcp &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python packaging/make_screenshots.py [--out docs/screenshots]

(offscreen works too, without a display; the screen is then Qt's offscreen one). The
console fills a 1366×768 laptop screen; with another tab in front the clock strip is
grabbed from the whole screen, and a second run at QT_SCALE_FACTOR=2 takes the console
as that laptop shows it at 200 %.

Plays a short demonstration game with counted hands (a Grothendieck cut, a prime, a
composite with its factor field, a foul) and grabs the console, the audience display in
high contrast, the preferences and a row of card faces, once in Japanese and once in
English (``guide_<what>_<lang>.png``).
"""

from __future__ import annotations

import argparse
import importlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtGui import QColor, QPainter, QPixmap  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

# The demonstration: (player action, field, factor field).
DEMO = [
    ("play", "5 7", None),  # 57: Grothendieck cut, Aki leads again
    ("play", "1 3", None),  # 13: prime
    ("play", "2 9", None),  # 29: prime
    ("play", "6 3", "3 ^ 2 * 7"),  # 63 = 3^2 * 7: composite play
    ("draw", None, None),
    ("play", "8 1", None),  # 81 without its factor field: foul
]


TABS = [
    ("daifugo_gui.ui.tournament.tournament_tab", "TournamentTab", "tournament"),
    ("daifugo_gui.ui.analysis.primes_tab", "PrimeToolsTab", "primes"),
    ("daifugo_gui.ui.analysis.tanhinmin_tab", "TanhinminTab", "tanhinmin"),
    ("daifugo_gui.ui.analysis.hexad_tab", "HexadTab", "hexad"),
]


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def card_row() -> QPixmap:
    from daifugo_gui.rules.cards import JOKER, Card, Suit, parse_tokens
    from daifugo_gui.ui.widgets.assets import CardImages

    images = CardImages()
    cards = [Card(1, Suit.SPADES), Card(10, Suit.HEARTS), Card(11, Suit.DIAMONDS), Card(12, Suit.CLUBS),
             Card(13, Suit.SPADES), Card(7), JOKER, parse_tokens("X=7")[0], None]
    height, gap = 196, 12
    width = len(cards) * (round(height * 250 / 350) + gap) + gap
    row = QPixmap(width, height + 2 * gap)
    row.fill(QColor("#1B5E20"))
    painter = QPainter(row)
    x = gap
    for card in cards:
        face = images.pixmap(card, height)
        painter.drawPixmap(x, gap, face)
        x += face.width() + gap
    painter.end()
    return row


def demo_window(app: QApplication, tmp: Path):  # noqa: ANN201 (MainWindow, imported late)
    """The main window filling the screen, after the demonstration game (ending in a foul)."""
    from daifugo_gui.app.live_game import NewGame
    from daifugo_gui.rules import Settings
    from daifugo_gui.ui.main_window import MainWindow

    window = MainWindow(journal_path=tmp / "journal.jsonl")
    screen = app.primaryScreen()
    if screen is not None:
        window.setGeometry(screen.availableGeometry())  # 1366×768: the laptop the guide shows
    window.show()
    settle(app)
    if screen is not None:  # again: the window fits itself to the screen once it is shown
        window.setGeometry(screen.availableGeometry())
    window.activateWindow()
    live = window.live
    live.new_game(NewGame(players=["Aki", "Ben", "Chie"], settings=Settings(game_limit_s=1800)))
    live.begin_play()
    for action, field, factors in DEMO:
        if action == "draw":
            live.draw()
        else:
            live.play(field, factors)
    settle(app)
    return window


def shoot_at_200(app: QApplication, out: Path) -> list[Path]:
    """The console as a 1366×768 laptop at 200 % shows it (run with QT_SCALE_FACTOR=2)."""
    from daifugo_gui.ui.widgets import i18n

    written = []
    for language in ("ja", "en"):
        i18n.install_language(app, language)
        with tempfile.TemporaryDirectory() as tmp:
            window = demo_window(app, Path(tmp))
            path = out / f"guide_console_200_{language}.png"
            window.grab().save(str(path))
            written.append(path)
            window.live.close_game()
            window.live.shutdown()
            window.close()
    return written


def shoot(app: QApplication, language: str, out: Path) -> list[Path]:
    from daifugo_gui.ui.widgets import i18n, theme
    from daifugo_gui.ui.preferences import PreferencesDialog

    i18n.install_language(app, language)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        window = demo_window(app, Path(tmp))
        live = window.live
        path = out / f"guide_console_{language}.png"
        window.grab().save(str(path))
        written.append(path)

        # Another tab in front: the clock strip floats above it in the screen's corner.
        window.tabs.setCurrentWidget(window.primes_tab)
        settle(app)
        screen = window.screen()
        if window.floating_clocks.strip.isVisible() and screen is not None:
            path = out / f"guide_console_strip_{language}.png"
            screen.grabWindow(0).save(str(path))
            written.append(path)
        window.tabs.setCurrentWidget(window.console)
        settle(app)

        window.console.toggle_audience()
        audience = window.console.audience
        if audience is not None:
            audience.resize(1280, 720)
            theme.apply_high_contrast(audience, True)
            theme.apply_font_scale(audience, 1.25)
            window.console.refresh()
            settle(app)
            path = out / f"guide_audience_high_contrast_{language}.png"
            audience.grab().save(str(path))
            written.append(path)
            window.console.toggle_audience()

        for module, name, stem in TABS:
            try:
                cls = getattr(importlib.import_module(module), name)
            except (ImportError, AttributeError):
                continue  # a tab that has not landed in this checkout
            if name == "HexadTab":  # the whole labelings table is tools/hexad_screenshots.py's
                from daifugo_gui.analysis.hexad_research import sample_research

                tab = cls(research=sample_research)
            else:
                tab = cls()
            tab.resize(1280, 800)
            tab.show()
            settle(app)
            path = out / f"guide_{stem}_{language}.png"
            tab.grab().save(str(path))
            written.append(path)
            tab.close()

        try:
            from daifugo_gui.ui.console.new_game_dialog import NewGameDialog
        except ImportError:
            NewGameDialog = None  # noqa: N806 (not landed in this checkout)
        if NewGameDialog is not None:
            new_game = NewGameDialog()
            new_game.show()
            settle(app)
            path = out / f"guide_new_game_{language}.png"
            new_game.grab().save(str(path))
            written.append(path)
            new_game.close()

        dialog = PreferencesDialog(QSettings(str(Path(tmp) / "prefs.ini"), QSettings.Format.IniFormat))
        dialog.show()
        settle(app)
        path = out / f"guide_preferences_{language}.png"
        dialog.grab().save(str(path))
        written.append(path)
        dialog.close()
        live.close_game()
        live.shutdown()
        window.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--at-200", action="store_true", help="only the console at 200 %% (QT_SCALE_FACTOR=2 is set)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from daifugo_gui.ui.main import install_japanese_font

    install_japanese_font(app)
    if args.at_200:
        for path in shoot_at_200(app, args.out):
            print(path)
        return 0
    written = []
    for language in ("ja", "en"):
        written += shoot(app, language, args.out)
    # Qt's scale is fixed when the application starts: 200 % is another process.
    subprocess.run([sys.executable, __file__, "--at-200", "--out", str(args.out)], check=True,
                   env=dict(os.environ, QT_SCALE_FACTOR="2"))
    path = args.out / "guide_cards.png"
    card_row().save(str(path))
    written.append(path)
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
