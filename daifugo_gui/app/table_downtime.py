"""Time nobody is charged for unless the judge says so (issue 27, issue 37): a part the
table session owns, with its own state.

Two things stop a table's clocks without a ruling: a crash (the console was down) and a
question to the judge (the clocks are held while it is open). :class:`Downtime` counts
both, remembers whose turn the time was lost in, and holds and releases the clocks for
the questions; the session decides when the judge's answer charges the time.
"""

from __future__ import annotations

from typing import Callable

from daifugo_gui.timing.clocks import TableClocks

HELD_NOTED_S = 1.0
"""A question open this long is offered to the judge as uncounted time (the clocks show whole
seconds: a shorter one is a click, not time anybody lost)."""


class Downtime:
    """The uncounted time waiting for the judge's word, and the questions holding the clocks."""

    def __init__(self, now: Callable[[], float]) -> None:
        self._now = now
        self.seconds: float | None = None  # uncounted time offered to the judge (None: none)
        self.turn: str | None = None  # whose turn it was lost in
        self._questions = 0  # questions to the judge open now
        self._held: TableClocks | None = None
        self._since: float | None = None
        self._held_turn: str | None = None

    @property
    def asking(self) -> bool:
        """A question to the judge is open now."""
        return self._questions > 0

    def crashed(self, seconds: float | None, turn: str | None) -> None:
        """A resume: the console was down this long (None: unknown), in this turn."""
        self.seconds, self.turn = seconds, turn

    def forget(self) -> None:
        """Charged, or another game: nothing waits for the judge."""
        self.seconds = None

    def question_opened(self, clocks: TableClocks | None, running: bool) -> None:
        """The first open question holds ``clocks`` (``running``: a game that is not over)."""
        self._questions += 1
        if self._questions > 1 or clocks is None or not running or clocks.held:
            return
        clocks.hold()
        self._held, self._since, self._held_turn = clocks, self._now(), clocks.turn.player

    def question_closed(self, live: TableClocks | None, running: bool) -> float | None:
        """The last open question releases the clocks it held. Returns how long they stood
        when that time is worth offering: the same game still running (``live`` is its
        clocks) and at least :data:`HELD_NOTED_S`; it is then added to :attr:`seconds`."""
        self._questions -= 1
        if self._questions:
            return None
        clocks, since = self._held, self._since
        self._held = self._since = None
        if clocks is None or since is None:
            return None
        clocks.release()
        held = self._now() - since
        if clocks is not live or not running or held < HELD_NOTED_S:
            return None
        if not clocks.game.running:
            return None  # the consideration time (D6) stood and goes on where it was: no game time to count
        self.seconds = (self.seconds or 0.0) + held
        self.turn = self._held_turn
        return held
