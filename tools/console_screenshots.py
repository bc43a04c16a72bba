"""Take the console's screenshots (docs/screenshots/console-*.png).

Run on a virtual screen for real window decorations and fonts:

    Xvfb :99 -screen 0 1280x800x24 -nolisten tcp &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb PYTHONPATH=. python tools/console_screenshots.py OUTDIR

(``QT_QPA_PLATFORM=offscreen`` works too.) The clocks run on a fake clock, so every
picture shows the same times.
"""

from __future__ import annotations

import sys
import tempfile
from collections import Counter
from pathlib import Path

from PySide6.QtWidgets import QApplication

from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.rules import PRESETS, Settings, parse_cards, standard_deck
from daifugo_gui.ui.console.audience import AudienceWindow
from daifugo_gui.ui.main import install_japanese_font
from daifugo_gui.ui.main_window import MainWindow
from daifugo_gui.ui.console.new_game_dialog import NewGameDialog
from daifugo_gui.ui.console.replay_view import ReplayDialog
from daifugo_gui.ui.widgets.qt_prompts import QtPrompts


class _SaysYes(QtPrompts):
    """The judge agrees to resume the game; every other dialog shows as usual."""

    def confirm(self, title: str, question: str, *, default_yes: bool = False) -> bool:
        return True


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def settle(app: QApplication, rounds: int = 5) -> None:
    for _ in range(rounds):
        app.processEvents()


def known_deal() -> tuple[dict, list]:
    aki = list(parse_cards("S5 S7 SA H7 S2 S9 C4 S3 SK"))
    ben = list(parse_cards("HA H2 H3 H4"))
    deck = list(parse_cards("DK"))
    rest = sorted((Counter(standard_deck()) - Counter(aki + ben + deck)).elements())
    return {"Aki": aki, "Ben": ben + rest[:16], "Chie": rest[16:]}, deck


def main(out: Path, language: str = "") -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    install_japanese_font(app)
    if language:
        from daifugo_gui.ui.widgets.i18n import install_language

        install_language(app, language)
    tmp = Path(tempfile.mkdtemp())
    clock = FakeClock()

    def shot(widget, name: str) -> None:
        settle(app)
        widget.grab().save(str(out / f"console-{name}.png"))

    dialog = NewGameDialog()
    dialog.players_edit.setPlainText("Aki\nBen\nChie")
    dialog.order_shown.setChecked(True)
    for name, card in (("Aki", "HK"), ("Ben", "S9"), ("Chie", "SK")):
        dialog.shown_edits[name].setText(card)
    dialog.show()
    shot(dialog, "new-game")
    dialog.close()

    live = LiveGame(tmp / "journal.jsonl", now=clock)
    window = MainWindow(live=live)
    window.show()
    console = window.console
    hands, deck = known_deal()
    console.start_new_game(NewGame(["Aki", "Ben", "Chie"], Settings(disclose_factors="always"), hands, deck))
    clock.t += 17
    live.poll_clocks()
    shot(window, "consideration")
    live.begin_play()
    clock.t += 12
    live.poll_clocks()
    console.entry.field_edit.setText("S5 S7")
    shot(window, "typing")
    # the factor slots: 57 = 3 × 19, typed slot by slot (the second factor being filled)
    console.entry.factor_edit.setText("S3 * SA S9")
    console.entry.factor_slots.all_slots()[-1].setFocus()
    shot(window, "factor-slots")
    console.entry.factor_edit.setText("S3 ^ S2 * S7")
    shot(window, "factor-tower")
    console.entry.factor_edit.clear()
    console._judge("S5 S7", "")
    live.poll_clocks()
    shot(window, "cut")
    console._judge("SA H7 S2 S9", "")
    clock.t += 22
    live.poll_clocks()
    console.entry.field_edit.setText("HA H2 H3 H4")
    console._judge("HA H2 H3 H4", "")
    settle(app)
    import time

    deadline = time.monotonic() + 3
    while "=" not in console.verdict.factors.text() and time.monotonic() < deadline:
        settle(app)
        time.sleep(0.02)
    shot(window, "foul-discards")
    live.discard("Chie", live.game.hand("Chie")[0].text())
    live.discard("Aki", "C4")
    clock.t += 5
    console.entry.field_edit.setText("S3")
    console._judge("S3", "")
    live.poll_clocks()
    shot(window, "cannot-play")
    console.entry.field_edit.clear()
    clock.t += 60
    live.poll_clocks()
    settle(app)
    console.clocks.turn._flash_on = True
    console.clocks.turn._apply_style()
    shot(window, "timeout")
    console.clocks.turn._flash_timer.stop()
    console.clocks.turn._flash_on = False
    console.clocks.turn._apply_style()
    console._judge("S3 SK", "")
    live.disqualify("Chie")  # the judge's decision (D13): Ben is the last one left
    shot(window, "game-over")
    record = tmp / "game.json"
    live.save_record(record)

    audience = AudienceWindow()
    console.audience = audience
    audience.resize(1280, 720)
    audience.show()
    live.undo()
    live.undo()
    live.undo()
    clock.t += 3
    live.poll_clocks()
    console.refresh()
    console._tick()
    shot(audience, "audience")
    audience.close()
    console.audience = None

    replay = ReplayDialog.from_path(record)
    replay.show()
    replay.seek(3)
    shot(replay, "replay")
    replay.close()
    live.close_game()

    # byo-yomi and the MathPower stop, counted hands
    live2 = LiveGame(tmp / "journal2.jsonl", now=clock)
    window2 = MainWindow(live=live2)
    window2.show()
    window2.console.start_new_game(NewGame(["Aki", "Ben", "Chie"], PRESETS["byoyomi"]))
    live2.begin_play()
    clock.t += 95
    live2.pass_turn()
    clock.t += 4
    live2.play("1 3")
    clock.t += 8
    live2.poll_clocks()
    shot(window2, "byoyomi")
    window2.console.pause_reason.setText("Ben disputes 13")
    window2.console.toggle_pause()
    clock.t += 30
    live2.poll_clocks()
    shot(window2, "paused")
    live2.close_game()

    live3 = LiveGame(tmp / "journal3.jsonl", now=clock)
    window3 = MainWindow(live=live3)
    window3.show()
    window3.console.start_new_game(NewGame(["Aki", "Ben", "Chie"], PRESETS["mathpower"].replace(hand_size=3)))
    live3.begin_play()
    live3.play("7")
    clock.t += 900
    live3.poll_clocks()
    live3.declare(live3.game.to_move, "K 2 7")
    shot(window3, "mathpower-declare")
    live3.close_game()
    # A resume after a crash: paused, the whole history back, the downtime said.
    live4 = LiveGame(tmp / "crash.jsonl", now=clock)
    live4.new_game(NewGame(["Aki", "Ben", "Chie"], Settings()))
    live4.begin_play()
    for field in ("7", "1 1"):
        live4.play(field)
    live4.play("1 3")
    live4.shutdown()
    live5 = LiveGame(tmp / "crash.jsonl", now=clock)
    window5 = MainWindow(live=live5)
    window5.show()
    window5.console.prompts = _SaysYes(window5.console)
    window5.console.offer_resume()
    shot(window5, "resume")
    for w in (window, window2, window3, window5):
        w.close()
        w.live.shutdown()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots"), sys.argv[2] if len(sys.argv) > 2 else "")
