"""What the console's controls allow at one moment of a table's game, without Qt (#25).

The console redraws after every change; which actions can be entered, whether play may
be started, what the verdict panel should say before play and which cards the palette
offers are decisions of the rules and the clocks. They are made here, so the widget only
shows them and a headless test can check them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from daifugo_gui.rules import Game, Phase
from daifugo_gui.rules.cards import MAX_RANK, MIN_RANK, RANK_LETTERS
from daifugo_gui.timing.clocks import TableClocks

JOKER_TEXT = "X"
RANK_TEXTS = tuple(RANK_LETTERS.get(rank, str(rank)) for rank in range(MIN_RANK, MAX_RANK + 1))
"""A game whose hands are not known: the palette offers every rank and the joker."""


class VerdictNote(Enum):
    """What the verdict panel says when the controls change (KEEP: the last verdict stays)."""

    IDLE = "idle"  # no game
    CONSIDERATION = "consideration"  # the consideration time before the first action (D6)
    CLEAR = "clear"  # nothing played yet (or everything undone): no verdict to show
    KEEP = "keep"


@dataclass(frozen=True)
class Actions:
    """Which of the judge's actions can be entered for the player to move."""

    draw: bool = False
    play: bool = False
    pass_: bool = False
    timeout: bool = False
    late_refusal: bool = False  # a time-out for a refusal after the time ran out (R13)


@dataclass(frozen=True)
class TableControls:
    """The console's controls for one state of the game.

    ``follow_up``: the palette's cards go to the discard/declaration field. ``palette``:
    the cards to offer (None: leave it as it is).
    """

    actions: Actions
    start_play: bool  # "Start play now" is offered: the consideration time runs
    note: VerdictNote
    mover: str = ""
    live: bool = False  # a game is there (without one the entry keeps its palette and target)
    follow_up: bool = False
    palette: tuple[str, ...] | None = None


NO_GAME = TableControls(Actions(), start_play=False, note=VerdictNote.IDLE)


def table_controls(game: Game | None, clocks: TableClocks | None) -> TableControls:
    """The controls the console shows for ``game`` with ``clocks``."""
    if game is None:
        return NO_GAME
    mover = game.to_move or ""
    considering = clocks is not None and not clocks.game.running and not game.finished
    return TableControls(
        actions=_actions(game, mover),
        start_play=considering,
        note=_note(game, considering),
        mover=mover,
        live=True,
        # The palette shows the cards of whoever must act; during discards and
        # declarations its clicks go to the follow-up field.
        follow_up=game.phase in (Phase.DISCARDING, Phase.DECLARING),
        palette=_palette(game),
    )


def _actions(game: Game, mover: str) -> Actions:
    if game.phase is not Phase.PLAYING or not mover:
        return Actions()
    return Actions(
        draw=game.can_draw(mover),
        play=True,
        pass_=game.can_pass(mover),
        timeout=game.can_timeout(mover),
        late_refusal=game.can_timeout(mover, late_refusal=True),
    )


def _note(game: Game, considering: bool) -> VerdictNote:
    if game.events:
        return VerdictNote.KEEP
    return VerdictNote.CONSIDERATION if considering else VerdictNote.CLEAR


def _palette(game: Game) -> tuple[str, ...] | None:
    if game.finished:
        return ()
    if not game.known:
        return RANK_TEXTS + (JOKER_TEXT,)
    if game.to_move is not None:
        return tuple(card.text() for card in game.hand(game.to_move))
    return None  # known hands, nobody to move: the palette stays as it was
