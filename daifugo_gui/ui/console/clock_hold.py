"""The judge's consent to pause while the console sends them elsewhere (issue 27).

Stepping through an imported 数譜 or an Analysis hand-off takes the judge away from the
table's clocks. Before that, the console asks once — No is the default, the game keeps
running — whether to pause the turn clock (D7, or D6's consideration) while the other
thing is in front. The game clock (D11) is not the console's to stop: it never stops,
not for a dispute either (R18), and the always-on-top strip (``clock_strip.py``) keeps
it in view. The pause is the console's ordinary pause: written to the journal, logged
with its reason and kept in the record's pauses; it ends when what was opened closes
(or the console's tab is back), unless the judge has resumed or paused again meanwhile.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from daifugo_gui.app.live_game import LiveGame
from daifugo_gui.app.prompts import Prompts
from daifugo_gui.app.translation import fill
from daifugo_gui.timing.clocks import format_seconds


class ClockHold:
    """One pause the judge agreed to; :meth:`release` resumes it, once, if it is still on."""

    def __init__(self, live: LiveGame, entry: dict[str, Any]) -> None:
        self.live = live
        self._entry: dict[str, Any] | None = entry  # the pause as LiveGame keeps it

    @property
    def holding(self) -> bool:
        clocks, entry = self.live.session.clocks, self._entry
        return (
            entry is not None and clocks is not None and clocks.paused
            and bool(self.live.session.pauses) and self.live.session.pauses[-1] is entry and "until" not in entry
        )

    def release(self) -> bool:
        """Resume the clocks if this pause is still the one on (True when it resumed them)."""
        holding = self.holding
        self._entry = None
        if holding:
            self.live.session.resume_clocks()
        return holding


def what_runs(live: LiveGame) -> tuple[str, float] | None:
    """The clock a pause would stop and its time: the mover's turn or the consideration."""
    clocks, game = live.session.clocks, live.session.game
    if clocks is None or game is None or game.finished or clocks.paused:
        return None
    if clocks.consideration is not None and not clocks.game.running:
        if not clocks.consideration.running:
            return None
        return QCoreApplication.translate("ClockHold", "the consideration time"), clocks.consideration.remaining()
    reading = clocks.turn.reading()
    if reading.player is None or not reading.running:
        return None
    left = reading.left if reading.left is not None else clocks.turn.turn_elapsed()
    return fill(QCoreApplication.translate("ClockHold", "%1's turn clock"), reading.player), left


def offer_hold(live: LiveGame, prompts: Prompts, opening: str) -> ClockHold | None:
    """Ask the judge whether to pause while ``opening`` (already translated: "the 数譜
    replay", "Prime tools") is in front; the pause when agreed, else None. Nothing is
    asked when no game clock runs that a pause could stop."""
    running = what_runs(live)
    if running is None:
        return None
    clock, left = running
    question = fill(
        QCoreApplication.translate(
            "ClockHold",
            "A game is running: %1 shows %2. Pause it while %3 is open?\n\n"
            "The game clock (D11) runs on whatever you choose (R18); the clocks stay in "
            "view above every window.",
        ),
        clock, format_seconds(left), opening,
    )
    title = QCoreApplication.translate("ClockHold", "Pause the clocks?")
    if not prompts.confirm(title, question, default_yes=False):
        return None
    live.session.pause(fill(QCoreApplication.translate("ClockHold", "judge at %1"), opening))
    clocks = live.session.clocks
    if clocks is None or not clocks.paused or not live.session.pauses:
        return None  # the disk refused the pause line: the clocks run on (the judge is told)
    return ClockHold(live, live.session.pauses[-1])
