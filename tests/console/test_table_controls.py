"""The console's controls are decided without Qt (#25): ``app/table_controls.py``.

Each test drives a headless :class:`TableSession` to a moment of the game and checks what
the console would show: the actions that can be entered, "Start play now", the verdict
panel's note before play, and the palette's cards.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from daifugo_gui.app.table_controls import NO_GAME, VerdictNote, table_controls
from daifugo_gui.app.table_session import NewGame, TableSession
from daifugo_gui.rules import Phase, Settings, parse_cards, standard_deck


def _known_deal() -> NewGame:
    aki = list(parse_cards("S2 H3 D5"))
    ben = list(parse_cards("HA H4 H6 H8 S4"))
    deck = sorted((Counter(standard_deck()) - Counter(aki + ben)).elements())
    return NewGame(["Aki", "Ben"], Settings(), hands={"Aki": aki, "Ben": ben}, deck=deck)


def test_without_a_game_nothing_can_be_entered(tmp_path: Path) -> None:
    session = TableSession(tmp_path / "j.jsonl")
    shown = table_controls(session.game, session.clocks)
    assert shown == NO_GAME and shown.note is VerdictNote.IDLE and not shown.live
    assert not any(vars(shown.actions).values()) and not shown.start_play and shown.palette is None


def test_the_consideration_time_offers_start_play_and_the_movers_cards(tmp_path: Path) -> None:
    session = TableSession(tmp_path / "j.jsonl")
    session.new_game(_known_deal())
    game = session.game
    assert game is not None
    shown = table_controls(game, session.clocks)
    assert shown.start_play and shown.note is VerdictNote.CONSIDERATION and shown.live
    assert shown.mover == game.to_move
    assert shown.palette == tuple(c.text() for c in game.hand(game.to_move or ""))
    session.begin_play()  # D6 over: the game clock runs, nothing played yet
    shown = table_controls(session.game, session.clocks)
    assert not shown.start_play and shown.note is VerdictNote.CLEAR
    assert shown.actions.play and shown.actions.draw == game.can_draw(game.to_move or "")
    session.draw()
    assert table_controls(session.game, session.clocks).note is VerdictNote.KEEP  # the verdict stays


def test_unknown_hands_offer_every_rank_and_the_joker(tmp_path: Path) -> None:
    from daifugo_gui.ui.console.turn_entry import RANKS

    session = TableSession(tmp_path / "j.jsonl")
    session.new_game(NewGame(["Aki", "Ben"], Settings()))
    shown = table_controls(session.game, session.clocks)
    assert shown.palette == tuple(RANKS + ["X"])  # as the entry's own rank keys


def test_a_finished_game_empties_the_palette_and_stops_the_actions(tmp_path: Path) -> None:
    session = TableSession(tmp_path / "j.jsonl")
    session.new_game(NewGame(["Aki", "Ben"], Settings()))
    session.begin_play()
    session.disqualify("Aki")
    game = session.game
    assert game is not None and game.phase is Phase.OVER
    shown = table_controls(game, session.clocks)
    assert shown.palette == () and not shown.actions.play and not shown.start_play
