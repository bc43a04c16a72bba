"""Whole games driven through the console with the keyboard (pytest-qt, offscreen, qasync).

The clocks run on a fake monotonic clock the tests advance; the qasync loop polls them
exactly as in the app, so a time-out happens through the same path as at the table.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from daifugo_gui.app.live_game import NewGame
from daifugo_gui.rules import PRESETS, Phase, Settings, parse_cards, standard_deck
from console_driving import PLAYERS, advance, focus, headline, keys, known_deal, type_and_enter
from prompts_fake import FakePrompts

def test_whole_known_game_by_keyboard(qtbot, make_window, clock) -> None:
    """Cut (R7), revolution (R8), a foul on a short deck with walked-through discards (R10),
    undo/redo, a time-out (D8 disqualify, R14), going out and the final ranking (R13)."""
    window = make_window()
    console = window.console
    hands, deck = known_deal()
    console.start_new_game(NewGame(PLAYERS, Settings(), hands, deck))
    live = console.live
    assert console.start_button.isVisible()  # the consideration time (D6) runs first
    assert console.clocks.turn.title.text().startswith("Consideration")
    qtbot.keyClick(console, Qt.Key.Key_F9)  # go: end the consideration time
    assert live.clocks.game.running and live.clocks.turn.player == "Aki"

    # Typing a card anywhere jumps into the play field; Enter judges.
    type_and_enter(qtbot, console, "S5 S7")
    assert headline(window).startswith("GROTHENDIECK CUT")
    assert live.game.to_move == "Aki" and live.game.field_text == ""  # Aki leads again
    assert console.entry.field_edit.text() == ""

    focus(qtbot, console)
    type_and_enter(qtbot, console, "SA H7 S2 S9")
    assert headline(window).startswith("RAMANUJAN REVOLUTION")
    assert live.game.revolution and "REVOLUTION" in console.table.state.text()

    focus(qtbot, console)
    type_and_enter(qtbot, console, "HA H2 H3 H4")
    assert headline(window) == "FOUL"
    assert any(item.startswith("Ben: take back 4 cards") for item in console.verdict.checklist_items)
    # The short-deck discards are walked through player by player.
    follow = console.follow_up
    assert live.game.phase is Phase.DISCARDING and follow.mode == "discard"
    assert follow.prompt.text().startswith("Chie: choose 1 card")
    assert "then: Aki: 1" in follow.queue.text()
    chie_card = live.game.hand("Chie")[0].text()
    # the palette now shows Chie's hand and its clicks fill the discard field
    console.entry.click_card(chie_card)
    assert follow.cards.text().strip() == chie_card
    qtbot.waitUntil(follow.cards.hasFocus)  # the judge types the discards at once
    type_and_enter(qtbot, follow.cards, "")
    assert follow.prompt.text().startswith("Aki: choose 1 card")
    # a card typed anywhere in the console goes to the discard field, Enter submits it
    focus(qtbot, console)
    type_and_enter(qtbot, console, "C4")
    assert live.game.phase is Phase.PLAYING and live.game.to_move == "Chie"
    assert not follow.isVisible()

    # Undo the last discard, then redo it, by keyboard.
    focus(qtbot, console)
    qtbot.keyClick(console, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert live.game.phase is Phase.DISCARDING and live.game.to_move == "Aki"
    assert "C4" in [c.text() for c in live.game.hand("Aki")]
    qtbot.keyClick(console, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert live.game.to_move == "Chie" and "C4" not in [c.text() for c in live.game.hand("Aki")]

    # Chie lets the turn clock run out: calls at 30 and 10 s, then D8 (disqualify).
    advance(qtbot, clock, window, 31, lambda: "30 seconds" in console.clocks.call.text())
    advance(qtbot, clock, window, 20, lambda: "10 seconds" in console.clocks.call.text())
    advance(qtbot, clock, window, 10, lambda: "Chie" in live.game.disqualified)
    assert headline(window) == "TIME — DISQUALIFIED"
    assert console.clocks.turn.flashing  # the visual alarm
    assert live.game.to_move == "Aki"

    focus(qtbot, console)
    type_and_enter(qtbot, console, "S3 SK")
    assert headline(window) == "PRIME"
    assert live.game.finished
    assert live.game.ranking() == ["Aki", "Ben", "Chie"]
    assert console.follow_up.mode == "over"
    assert "only one player is left" in console.follow_up.prompt.text()
    assert "1. Aki" in console.follow_up.ranking.text() and "3. Chie  (disqualified)" in console.follow_up.ranking.text()
    results = live.game.results
    assert results == [
        "grothendieck_cut",
        "ramanujan_revolution",
        "foul",
        "discarded",
        "discarded",
        "disqualified",
        "prime",
    ]


def test_cannot_play_is_a_gentle_refusal_and_keeps_the_clock(qtbot, make_window, clock) -> None:
    """R5: nothing changes but the log, the turn clock keeps running; a later time-out in
    that turn is a forced pass even under D8 = disqualify (R14)."""
    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, Settings()))
    live.begin_play()
    type_and_enter(qtbot, console, "7")
    assert headline(window) == "PRIME"
    clock.t += 20
    focus(qtbot, console)
    type_and_enter(qtbot, console, "5")  # 5 < 7 in the normal state
    assert headline(window).startswith("Cannot be played")
    assert live.game.to_move == "Ben" and live.game.hand_counts()["Ben"] == 11
    assert console.entry.field_edit.text() == "5"  # kept, so the judge can correct it
    assert live.clocks.turn.reading().left == pytest.approx(40)  # the same turn goes on
    # instant validation says so while typing
    assert console.entry.hint.text() != ""
    # R14: the refusal was pointed out in time, so running out of time follows D8
    advance(qtbot, clock, window, 41, lambda: live.game.to_move == "Chie")
    assert live.game.results[-1] == "disqualified" and "Ben" in live.game.disqualified


@pytest.mark.parametrize("on_timeout, result", [("disqualify", "disqualified"), ("pass", "forced_pass")])
def test_timeout_under_each_d8_setting(qtbot, make_window, clock, on_timeout, result) -> None:
    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, Settings(on_timeout=on_timeout, turn_limit_s=20)))
    qtbot.keyClick(console, Qt.Key.Key_F9)
    advance(qtbot, clock, window, 20.5, lambda: len(live.game.results) == 1)
    assert live.game.results == [result]
    assert live.game.to_move == "Ben"
    assert live.clocks.turn.player == "Ben" and live.clocks.turn.reading().left == pytest.approx(20)


def test_timeout_with_byoyomi_bank(qtbot, make_window, clock) -> None:
    """The byo-yomi preset: 300 s bank spent first, then 15 s a turn, then D8."""
    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, PRESETS["byoyomi"]))
    live.begin_play()
    clock.t += 100
    qtbot.keyClick(console, Qt.Key.Key_F6)
    assert live.clocks.turn.banks["Aki"] == pytest.approx(200)
    qtbot.keyClick(console, Qt.Key.Key_F6)  # Ben passes at once
    qtbot.keyClick(console, Qt.Key.Key_F6)  # Chie too
    assert live.game.to_move == "Aki"
    assert "bank 3:20" in console.clocks.turn.detail.text()
    advance(qtbot, clock, window, 190, lambda: "30 seconds" in console.clocks.call.text())
    advance(qtbot, clock, window, 11, lambda: "byo-yomi" in console.clocks.call.text())
    assert console.clocks.turn.detail.text() == "byo-yomi"
    assert live.game.results[-1] == "pass"
    advance(qtbot, clock, window, 15, lambda: live.game.results[-1] == "disqualified")
    assert live.game.disqualified == ["Aki"]


def test_draw_pass_and_shortcuts_grey_out(qtbot, make_window, clock) -> None:
    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, Settings()))
    live.begin_play()
    qtbot.keyClick(console, Qt.Key.Key_F5)
    assert live.game.results == ["drawn"] and live.game.hand_counts()["Aki"] == 12
    assert not console.entry.draw_button.isEnabled()  # R4: at most once a turn
    qtbot.keyClick(console, Qt.Key.Key_F5)
    assert live.game.results == ["drawn"]
    qtbot.keyClick(console, Qt.Key.Key_F6)
    assert live.game.to_move == "Ben" and console.entry.draw_button.isEnabled()
    # F2 into the play field, Esc back out, and the one-key actions work again
    qtbot.keyClick(console, Qt.Key.Key_F2)
    assert QApplication.focusWidget() is console.entry.field_edit
    keys(qtbot, "D5")  # in the field, D is a diamond, not a draw
    assert console.entry.field_edit.text() == "D5" and live.game.results[-1] == "pass"
    qtbot.keyClick(console.entry.field_edit, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is console
    qtbot.keyClick(console, Qt.Key.Key_F8)  # the judge calls the time
    assert live.game.results[-1] == "disqualified" and live.game.disqualified == ["Ben"]


def test_composite_with_factor_field_and_live_number(qtbot, make_window, clock) -> None:
    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, Settings(disclose_factors="always")))
    live.begin_play()
    entry = console.entry
    focus(qtbot, console)
    keys(qtbot, "K 8")  # 138 = 2 × 3 × 23
    assert entry.number.text() == "138"
    qtbot.keyClick(entry.field_edit, Qt.Key.Key_F3)
    qtbot.keyClicks(entry.factor_edit, "2 * 3 * 2 3")
    assert entry.factor_number.text() == "2 × 3 × 23 = 138"
    qtbot.keyClick(entry.factor_edit, Qt.Key.Key_Return)
    assert headline(window) == "COMPOSITE — OK"
    assert live.game.hand_counts()["Aki"] == 11 - 2 - 4
    # a wrong factorization is a foul, and D9 "always" shows the factorization off-thread
    focus(qtbot, console)
    keys(qtbot, "K K")
    qtbot.keyClick(entry.field_edit, Qt.Key.Key_F3)
    type_and_enter(qtbot, entry.factor_edit, "7 * 1 9 ^ 2")
    assert headline(window) == "FOUL"
    qtbot.waitUntil(lambda: "1313 = 13 × 101" in console.verdict.factors.text(), timeout=3000)


def test_joker_asks_for_its_value(qtbot, make_window, clock) -> None:
    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, Settings()))
    live.begin_play()
    asked: list[bool] = []

    def ask(parent, alone: bool) -> str:
        asked.append(alone)
        return "X=1"

    console.entry.ask_joker = ask
    focus(qtbot, console)
    keys(qtbot, "1 X")
    qtbot.keyClick(console.entry.field_edit, Qt.Key.Key_Return)
    assert asked == [False]
    assert live.game.events[-1].field == "1 X=1" and headline(window) == "PRIME"  # 11


def test_mathpower_game_clock_stop_and_declarations(qtbot, make_window, clock) -> None:
    """D11 never stops; at zero the game stops and MathPower 2016 D12 collects each number."""
    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(["Aki", "Ben"], PRESETS["mathpower"].replace(hand_size=2)))
    live.begin_play()
    live.pause("dispute")  # a dispute does not stop the game clock (R18)
    clock.t += 400
    live.resume_clocks()
    assert live.clocks.game.remaining() == pytest.approx(500)
    for _ in range(10):  # passes; forced passes on time-out keep everyone in
        clock.t += 50
        qtbot.keyClick(console, Qt.Key.Key_F6)
    advance(qtbot, clock, window, 1, lambda: live.game.phase is Phase.DECLARING)
    assert "GAME TIME OVER" in console.clocks.call.text() or live.game.stop_reason == "time"
    follow = console.follow_up
    assert follow.mode == "declare" and follow.prompt.text().startswith("Aki")
    type_and_enter(qtbot, follow.cards, "2 9")  # 29 prime
    type_and_enter(qtbot, follow.cards, "3 3")  # 33 not prime
    assert live.game.finished
    assert live.game.ranking() == ["Aki", "Ben"]
    assert "game time ran out" in follow.prompt.text()


def test_game_end_wins_over_a_simultaneous_turn_timeout(qtbot, make_window, clock) -> None:
    window = make_window()
    live = window.live
    window.console.start_new_game(NewGame(PLAYERS, PRESETS["mathpower"].replace(turn_limit_s=60)))
    live.begin_play()
    clock.t += 900  # both the game (D11) and Aki's turn (D7) are over at this poll
    live.poll_clocks()
    assert live.game.results == ["stopped"] and live.game.phase is Phase.DECLARING


def test_thousand_day_rule_stops_the_game(qtbot, make_window, clock) -> None:
    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, Settings()))
    live.begin_play()
    for _ in range(9):
        qtbot.keyClick(console, Qt.Key.Key_F6)
    assert live.game.finished and live.game.stop_reason == "thousand_day"
    assert "thousand-day" in console.follow_up.prompt.text()
    assert live.clocks.turn.player is None


def test_pause_is_recorded_and_freezes_the_turn_clock(qtbot, make_window, clock, tmp_path) -> None:
    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, Settings()))
    live.begin_play()
    clock.t += 10
    console.pause_reason.setText("factorization disputed")
    qtbot.keyClick(console, Qt.Key.Key_Space)
    assert live.clocks.paused and console.pause_button.isChecked()
    clock.t += 500
    qtbot.wait(150)
    assert live.game.results == []  # no time-out while paused
    qtbot.keyClick(console, Qt.Key.Key_Space)
    assert live.clocks.turn.reading().left == pytest.approx(50)
    state = live.journal.read()
    assert state.pauses[0]["reason"] == "factorization disputed"
    out = tmp_path / "game.json"
    live.save_record(out)
    saved = json.loads(out.read_text())
    assert saved["meta"]["pauses"][0]["reason"] == "factorization disputed"


def test_kill_and_resume_from_the_autosave(qtbot, make_window, clock) -> None:
    """Drop the app object mid-game; a new one on the same journal resumes exactly there."""
    first = make_window()
    hands, deck = known_deal()
    first.console.start_new_game(NewGame(PLAYERS, PRESETS["byoyomi"], hands, deck))
    live = first.live
    live.begin_play()
    clock.t += 40
    live.play("S5 S7")
    live.play("SA H7 S2 S9")
    live.play("HA H2 H3 H4")
    live.discard("Chie", live.game.hand("Chie")[0].text())
    before = live.game.to_record()
    counts, to_move, phase = live.game.hand_counts(), live.game.to_move, live.game.phase
    bank_aki = live.clocks.turn.banks["Aki"]
    first.close()  # the app object is dropped: nothing but the journal survives
    first.live.shutdown()

    second = make_window()
    second.console.prompts = FakePrompts().answer(True)
    assert second.console.offer_resume()
    assert "Aki, Ben, Chie" in second.console.prompts.questions()[0]
    game = second.live.game
    assert game.to_record() == before
    assert (game.hand_counts(), game.to_move, game.phase) == (counts, to_move, phase)
    assert second.live.clocks.turn.banks["Aki"] == pytest.approx(bank_aki)
    assert second.console.follow_up.mode == "discard"
    type_and_enter(qtbot, second.console.follow_up.cards, "C4")
    assert second.live.game.to_move == "Chie"


def test_closed_game_is_not_offered_again(qtbot, make_window, clock) -> None:
    window = make_window()
    window.console.start_new_game(NewGame(PLAYERS, Settings()))
    window.live.close_game()
    window.console.prompts = FakePrompts()  # nothing to offer: a question would fail the test
    assert window.console.offer_resume() is False


def test_undo_everything_back_to_the_deal(qtbot, make_window, clock) -> None:
    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, Settings()))
    live.begin_play()
    live.draw()
    live.play("7")
    live.pass_turn()
    assert live.undo_stack.count() == 3
    for _ in range(3):
        qtbot.keyClick(console, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert live.game.events == [] and live.game.to_move == "Aki"
    assert live.journal.read().events == []
    for _ in range(3):
        qtbot.keyClick(console, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert live.game.results == ["drawn", "prime", "pass"]
    assert [e["action"] for e in live.journal.read().events] == ["draw", "play", "pass"]


def test_big_factorization_runs_off_thread_and_a_new_action_cancels_it(qtbot, make_window, clock) -> None:
    """D9: a 40-digit number is factored in a worker thread; the screen stays live."""
    window = make_window()
    live = window.live
    window.console.start_new_game(NewGame(PLAYERS, Settings()))
    got: list[tuple[str, str]] = []
    live.factorized.connect(lambda n, text: got.append((n, text)))
    n = 1000003 * 1000033 * 998244353 * 1000000007
    live.request_factors(n)
    assert got == []  # not on the UI thread
    qtbot.waitUntil(lambda: got != [], timeout=10000)
    assert got == [(str(n), "1000003 × 1000033 × 998244353 × 1000000007")]


def test_import_and_export_suhu(qtbot, make_window, tmp_path, monkeypatch) -> None:
    """Issue 11: File ▸ Import 数譜 opens each game for replay; Export writes the live game."""
    from daifugo_gui.rules.suhu import parse_suhu

    window = make_window()
    console = window.console
    source = tmp_path / "games.txt"
    source.write_text(
        "### one\nA:(57A3)\nB:(2468)\nA:57[GC]\nA:A3#\n### two\nA:(57)\nB:(34)\nA:D(9)57[GC]#\n", encoding="utf-8"
    )
    (dialog,) = console.import_suhu(str(source))  # one window, a list picks the game
    assert [dialog.chooser.itemText(i) for i in range(dialog.chooser.count())] == ["1. one", "2. two"]
    dialog.seek(dialog.stepper.total)
    assert dialog.stepper.game.finished and dialog.stepper.results == ["grothendieck_cut", "prime"]
    dialog.chooser.setCurrentIndex(1)
    assert dialog.stepper.position == 0 and dialog.stepper.total == 2 and "two" in dialog.windowTitle()
    # Game one agrees with its written findings; game two's # is wrong (A drew a 9 first)
    # and the window says where, in the judge's words.
    assert dialog.note.text() == "Line 9 (D(9)57[GC]#) marks A as going out (#), but A still holds 1 card."
    dialog.chooser.setCurrentIndex(0)
    assert dialog.note.isHidden()
    dialog.close()
    console.prompts = FakePrompts()
    (tmp_path / "bad.txt").write_text("A:(57)\nB:(3Z)\n", encoding="utf-8")
    imported = console.import_suhu(str(tmp_path / "bad.txt"))
    warnings = console.prompts.messages()
    assert imported == [] and "line 2, column 5" in warnings[-1]
    # A match file of the record database opens as its games.
    match = Path(__file__).parents[1] / "data" / "primeqk" / "金剛戦-第1期-match-001.json"
    (dialog,) = console.import_suhu(str(match))
    assert dialog.chooser.count() == 16 and dialog.chooser.itemText(0).startswith("1. 241022金剛戦数譜.docx | game 1")
    dialog.close()
    (tmp_path / "other.json").write_text('{"format": "prime-daifugo-record/1"}', encoding="utf-8")
    imported = console.import_suhu(str(tmp_path / "other.json"))
    warnings = console.prompts.messages()
    assert imported == [] and "not a match file" in warnings[-1]

    hands = {"Aki": parse_cards("S5 S7 SA S2"), "Ben": parse_cards("H3 H4 H6 H8")}
    deck = [c for c in standard_deck() if c not in (*hands["Aki"], *hands["Ben"])]
    console.start_new_game(NewGame(["Aki", "Ben"], Settings(), hands, deck))
    console.live.begin_play()
    console.live.draw()
    console.live.play("5 7")
    assert console.export_suhu(str(tmp_path / "out.txt"))
    (game,) = parse_suhu((tmp_path / "out.txt").read_text(encoding="utf-8"))
    assert game.hands == {"Aki": "57A2", "Ben": "3468"}
    assert [t.text() for t in game.turns] == ["D(3)57[GC]"]


# --- issue 12: typing is never rewritten, Enter judges once, keys never act while typing ----


def _started(make_window, settings: Settings | None = None):
    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, settings or Settings()))
    live.begin_play()
    return window, console, live


def test_typed_factor_field_is_never_rewritten_and_enter_judges_once(qtbot, make_window) -> None:
    window, console, live = _started(make_window)
    focus(qtbot, console)
    keys(qtbot, "8 1")  # Aki: 81 = 3^4
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F3)
    keys(qtbot, "3^4")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert live.game.events[-1].to_json() == {"player": "Aki", "action": "play", "field": "8 1", "factors": "3 ^ 4"}
    assert live.game.results == ["composite"]
    assert console.entry.hint.text() == ""  # no false "Type the cards played first"
    assert [json.loads(line)["kind"] for line in live.journal.path.read_text().splitlines()].count("event") == 1


def test_a_tower_typed_as_1_1_hat_2(qtbot, make_window) -> None:
    window, console, live = _started(make_window)
    focus(qtbot, console)
    keys(qtbot, "1 2 1")  # 121 = 11^2
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F3)
    keys(qtbot, "1 1^2")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert live.game.events[-1].factors == "1 1 ^ 2" and live.game.results == ["composite"]


def test_cannot_play_is_recorded_once_per_enter(qtbot, make_window) -> None:
    window, console, live = _started(make_window)
    type_and_enter(qtbot, console, "7")
    type_and_enter(qtbot, console, "5")  # Ben: 5 < 7
    assert live.game.results == ["prime", "cannot_play"]
    assert live.undo_stack.count() == 2


def test_t_and_d_start_card_text_they_are_not_actions(qtbot, make_window) -> None:
    window, console, live = _started(make_window)
    focus(qtbot, console)
    keys(qtbot, "T 3")  # ten, three: 103
    assert console.entry.field_edit.text().upper() == "T 3"
    assert live.game.events == [] and not live.game.disqualified
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert live.game.events[-1].field.upper() == "T 3" and live.game.results == ["prime"]
    focus(qtbot, console)
    keys(qtbot, "D")  # a diamond card begins, no draw
    assert live.game.events[-1].action == "play" and console.entry.field_edit.text().upper() == "D"
    console.entry.reset_text()
    focus(qtbot, console)
    qtbot.keyClick(console, Qt.Key.Key_F5)  # the draw key
    assert live.game.results[-1] == "drawn"


def test_refused_text_does_not_carry_into_the_next_turn_and_undo_clears_the_verdict(qtbot, make_window) -> None:
    window, console, live = _started(make_window)
    type_and_enter(qtbot, console, "7")
    type_and_enter(qtbot, console, "5")  # refused, kept for correction
    assert console.entry.field_edit.text() == "5"
    assert not console.entry.draw_button.isEnabled()  # R4a: no draw after a refusal
    focus(qtbot, console)
    qtbot.keyClick(console, Qt.Key.Key_F6)  # Ben passes
    assert console.entry.field_edit.text() == "" and live.game.to_move == "Chie"
    qtbot.keyClick(console, Qt.Key.Key_F8)  # the judge calls Chie's time: D8 disqualifies
    assert headline(window) == "TIME — DISQUALIFIED" and console.verdict.who.text() == "Chie"
    qtbot.keyClick(console, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Chie" not in live.game.disqualified and "DISQUALIFIED" not in headline(window)


def test_late_refusal_key_is_a_forced_pass(qtbot, make_window) -> None:
    """R14: the refusal was pointed out after the time ran out: the judge presses Shift+F8."""
    window, console, live = _started(make_window)
    assert not console.entry.late_button.isVisible()
    type_and_enter(qtbot, console, "X=0 3")  # leading zero: cannot be played
    assert console.entry.late_button.isVisible()
    focus(qtbot, console)
    qtbot.keyClick(console, Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)
    assert live.game.results[-1] == "forced_pass" and live.game.events[-1].late_refusal is True
    assert not live.game.disqualified


def test_close_the_game_asks_first(qtbot, make_window) -> None:
    window, console, live = _started(make_window)
    console.prompts = FakePrompts().answer(False, True)
    assert not console.close_game() and live.game is not None
    assert console.close_game() and live.game is None
