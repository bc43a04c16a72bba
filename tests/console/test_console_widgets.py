"""The console's dialogs and helpers: new game (presets, D5, deal plan), replay, audience, preview."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from daifugo_gui.rules.reasons import Code, Reason, english
from daifugo_gui.app.entry_preview import factor_preview, play_preview, replace_last_token
from daifugo_gui.app.live_game import LiveGame, NewGame, describe_event
from daifugo_gui.app.record_stepper import RecordStepper
from daifugo_gui.rules import PRESETS, Game, Settings
from daifugo_gui.rules.events import Discard, Play, Stop, event_from_json, events_to_json
from daifugo_gui.ui.console.audience import AudienceWindow
from daifugo_gui.ui.console.new_game_dialog import NewGameDialog, parse_typed_deal, shuffled_deal
from daifugo_gui.ui.console.replay_view import ReplayDialog
from daifugo_gui.ui.console.turn_entry import TurnEntry


def test_presets_fill_every_setting(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.settings_form.settings() == Settings()
    dialog.preset.setCurrentIndex(dialog.preset.findData("mathpower"))
    assert dialog.settings_form.settings() == PRESETS["mathpower"]
    dialog.preset.setCurrentIndex(dialog.preset.findData("byoyomi"))
    assert dialog.settings_form.settings() == PRESETS["byoyomi"]
    # every field of Settings has an editor (D1–D19 and the variants)
    assert set(dialog.settings_form.editors) == set(Settings.__dataclass_fields__)


def test_deal_plan_is_announced(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert "Deal 11 cards to each of 3 players; 21 stay in the deck (54 in play)" in dialog.deal_label.text()
    dialog.order_shown.setChecked(True)
    assert "Deal 12 cards to each of 3 players; 18 stay in the deck" in dialog.deal_label.text()
    assert "shown cards then go to the bottom" in dialog.deal_label.text()
    dialog.players_edit.setPlainText("A\nB\nC\nD\nE")
    dialog.order_declared.setChecked(True)
    assert "Not enough cards" in dialog.deal_label.text()


def test_turn_order_declared_and_shown_card(qtbot) -> None:
    """R17: the declared first player, or the strongest shown card (joker ∞, S > H > D > C)."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.first_player.setCurrentText("Ben")
    assert dialog.turn_order() == ["Ben", "Chie", "Aki"]
    dialog.order_shown.setChecked(True)
    with pytest.raises(ValueError, match="Aki has not shown"):
        dialog.turn_order()
    dialog.shown_edits["Aki"].setText("HK")
    dialog.shown_edits["Ben"].setText("S9")
    dialog.shown_edits["Chie"].setText("SK")
    assert dialog.turn_order() == ["Chie", "Aki", "Ben"]
    assert "Chie → Aki → Ben" in dialog.order_label.text()
    spec = dialog.spec()
    assert spec.players == ["Chie", "Aki", "Ben"] and spec.hands is None


def test_known_deals_typed_and_shuffled(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.players_edit.setPlainText("Aki\nBen")
    settings = Settings()
    hands, deck = shuffled_deal(settings, ["Aki", "Ben"], seed=7)
    typed = "\n".join(
        [f"Aki: {' '.join(c.text() for c in hands['Aki'])}", f"Ben: {' '.join(c.text() for c in hands['Ben'])}",
         f"deck: {' '.join(c.text() for c in deck)}"]
    )
    dialog.known_typed.setChecked(True)
    dialog.deal_edit.setPlainText(typed)
    dialog.accept()
    assert dialog.result_spec is not None and dialog.result_spec.hands == hands
    # a deal that loses a card is refused with the engine's reason (R19)
    dialog.deal_edit.setPlainText(typed.rsplit(" ", 1)[0])
    dialog.result_spec = None
    dialog.accept()
    assert dialog.result_spec is None and "missing" in dialog.error.text()


def test_typed_deal_errors_name_the_line() -> None:
    with pytest.raises(ValueError, match="deal line 2"):
        parse_typed_deal("Aki: S2\nBen S3", ["Aki", "Ben"])
    with pytest.raises(ValueError, match='"Dai" is not a player'):
        parse_typed_deal("Dai: S2", ["Aki", "Ben"])
    with pytest.raises(ValueError, match="deck"):
        parse_typed_deal("Aki: S2\nBen: S3", ["Aki", "Ben"])
    with pytest.raises(ValueError, match='unknown card "Z9"'):
        parse_typed_deal("Aki: Z9", ["Aki", "Ben"])


def _played_record(tmp_path) -> tuple[dict, object]:
    game = Game(["Aki", "Ben", "Chie"], Settings())
    for event in (
        {"player": "Aki", "action": "play", "field": "5 7"},
        {"player": "Aki", "action": "play", "field": "1 7 2 9"},
        {"player": "Ben", "action": "play", "field": "1 2 3 4"},
        {"player": "Chie", "action": "pass"},
    ):
        game.apply_json(event)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.to_record()))
    return game.to_record(), path


def test_record_stepper_forward_back_seek(tmp_path) -> None:
    record, path = _played_record(tmp_path)
    stepper = RecordStepper.open(path)
    assert stepper.total == 4 and stepper.game.events == []
    stepper.forward()
    stepper.forward()
    assert stepper.game.revolution and stepper.results == ["grothendieck_cut", "ramanujan_revolution"]
    stepper.back()
    assert not stepper.game.revolution and stepper.position == 1
    stepper.seek(4)
    assert stepper.results[-2:] == ["foul", "pass"]
    stepper.seek(0)
    assert stepper.position == 0 and stepper.results == []
    assert not stepper.back()


def test_a_record_with_a_refused_event_replays_up_to_it(qtbot, tmp_path) -> None:
    """A typo in a saved record (a pass out of turn) used to raise inside the
    replay window's slot: the window now stops before the event and says why."""
    record, path = _played_record(tmp_path)
    record["events"].insert(1, {"player": "Chie", "action": "pass"})  # Aki leads after her cut
    path.write_text(json.dumps(record))
    stepper = RecordStepper.open(path)
    assert stepper.total == 1 and stepper.refused is not None and stepper.refused[0] == 2
    dialog = ReplayDialog.from_path(path)
    qtbot.addWidget(dialog)
    dialog.seek(10)
    dialog.forward()
    assert "Move 1 of 1" in dialog.position.text()
    assert dialog.note.text().startswith("Event 2 cannot be replayed: it is Aki's turn, not Chie's")


def test_replay_dialog_steps_with_arrow_keys(qtbot, tmp_path) -> None:
    _, path = _played_record(tmp_path)
    dialog = ReplayDialog.from_path(path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.forward()
    dialog.forward()
    assert "Move 2 of 4" in dialog.position.text()
    assert dialog.last.text().endswith("[RR]")  # 数譜: the revolution tag
    assert dialog.table.state.text().startswith("REVOLUTION")
    dialog.seek(4)
    assert dialog.table.log.count() == 4
    dialog.back()
    assert "Move 3 of 4" in dialog.position.text()


def test_saved_record_reloads_to_the_same_game(qapp, tmp_path) -> None:
    live = LiveGame(tmp_path / "j.jsonl")
    live.new_game(NewGame(["Aki", "Ben"], Settings()))
    live.begin_play()
    live.play("7")
    live.play("1 1")
    live.pass_turn()
    out = tmp_path / "saved.json"
    live.save_record(out)
    stepper = RecordStepper.open(out)
    stepper.seek(stepper.total)
    assert stepper.game.to_record()["events"] == events_to_json(live.game.events)
    # and it continues as a live game
    other = LiveGame(tmp_path / "j2.jsonl")
    other.open_record(out)
    assert other.game.events == live.game.events and other.clocks.game.running
    assert other.journal.read().events == events_to_json(live.game.events)
    live.shutdown()
    other.shutdown()


def test_audience_window_shows_state(qtbot, qapp, tmp_path) -> None:
    live = LiveGame(tmp_path / "j.jsonl")
    live.new_game(NewGame(["Aki", "Ben"], Settings()))
    live.begin_play()
    outcome = live.play("1 7 2 9")
    window = AudienceWindow()
    qtbot.addWidget(window)
    window.show_game(live.game)
    window.show_outcome(outcome)
    window.update_clocks(live.clocks, False)
    assert window.turn.text() == "Ben to move"
    assert window.state.text().startswith("REVOLUTION")
    assert window.field.text() == "1 7 2 9" and window.value.text() == "1729"
    assert window.verdict.text().startswith("Aki: RAMANUJAN")  # who played it (issue 12)
    assert "Aki: 7" in window.counts.text()
    composite = live.play("1 8 2 6", "2 * 1 3 ^ 2 * 3 * 3 * 3 * 1 1")
    if composite is not None and composite.result == "composite":
        window.show_outcome(composite, live.game.events[-1].factors)
        assert "1826 = " in window.verdict.text()
    # Sizes follow the window: a 200 % preference in a small window still fits.
    window.show()
    window.resize(1280, 720)
    big = window.counts.font().pointSizeF()
    window.resize(640, 360)
    fit = min(window.width() / 1280, window.height() / 720)  # the layout may keep it a little larger
    assert fit < 0.9 and window.counts.font().pointSizeF() == pytest.approx(big * fit, rel=0.05)
    window.set_user_scale(2.0)
    # larger, but only as large as the space allows (issue 35: 200 % clipped the clocks
    # and the counts of a small window)
    doubled = window.counts.font().pointSizeF()
    assert big * fit < doubled <= big * fit * 2 * 1.05
    qtbot.waitUntil(lambda: window.clocks.turn.digits.width() > 0)
    for face in (window.clocks.turn, window.clocks.game):
        assert face.digits.fontMetrics().horizontalAdvance(face.digits.text()) <= face.digits.width()
    counts = window.counts
    assert counts.heightForWidth(counts.width()) <= counts.height()
    live.shutdown()


def test_audience_on_one_screen_does_not_cover_the_console(qtbot) -> None:
    from PySide6.QtGui import QGuiApplication

    window = AudienceWindow()
    qtbot.addWidget(window)
    window.show_on_screen(None)
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert not window.isFullScreen() and window.width() < area.width() and window.height() < area.height()


def test_turn_entry_palette_and_completion(qtbot) -> None:
    entry = TurnEntry()
    qtbot.addWidget(entry)
    entry.show()
    qtbot.waitExposed(entry)
    entry.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: entry.isActiveWindow())
    entry.set_palette(["S5", "H7", "X"])
    entry.ask_joker = lambda parent, alone: "X" if alone else "X=3"
    entry.click_card("X")  # alone: ∞
    assert entry.field_edit.text() == "X " and entry.number.text() == "∞"
    entry.field_edit.clear()
    entry.click_card("S5")
    entry.click_card("X")  # inside a play: asks for its value
    assert entry.field_edit.text() == "S5 X=3 " and entry.number.text() == "53"
    judged: list = []
    entry.judgeRequested.connect(lambda f, x: judged.append((f, x)))
    entry.factor_edit.setFocus()
    entry.click_card("H7")
    assert entry.factor_edit.text() == "H7 "
    qtbot.keyClick(entry.field_edit, Qt.Key.Key_Return)
    assert judged == [("S5 X=3", "H7")]


def test_entry_preview_helpers() -> None:
    assert english(play_preview("K 8 0").problem).startswith('unknown card "0"')
    assert play_preview("X=0 1").problem == Reason.of(Code.R5_LEADING_ZERO)
    assert english(play_preview("X X 3").problem) == "2 jokers still without a value (X=0 … X=13)"
    assert play_preview("A X").bare_jokers == 1
    assert factor_preview("2 ^ 10 * 3").text == "2^10 × 3 = 3072"
    assert factor_preview("K ^ K ^ K ^ K").text == "13^13^13^13"  # too big to evaluate
    assert replace_last_token("5 S", "SK") == "5 SK "


def test_describe_event_in_record_notation() -> None:
    assert describe_event(Play("Ben", "8", "2 ^ 3")) == "Ben: play 8 = 2 ^ 3"
    assert describe_event(Stop("time")) == "stop (time)"
    assert describe_event(Discard("Chie", "3 5")) == "Chie: discard 3 5"


def test_factor_slots_text_helpers() -> None:
    from daifugo_gui.app.entry_preview import factor_slots, factor_text

    assert factor_slots("2^3*7") == [["2", "3"], ["7"]]
    assert factor_slots("2 ^") == [["2", ""]]  # a half-typed tower keeps its open slot
    assert factor_text([["2", "3", ""], [""], ["1  9"]]) == "2 ^ 3 * 1 9"
    assert factor_text([["", "3"]]) == " ^ 3"  # a missing base stays, so the preview names it


def test_factor_slots_by_keyboard_and_palette(qtbot) -> None:
    """Issue 3: base and exponent slots, kept in step with the factor text line both ways."""
    entry = TurnEntry()
    qtbot.addWidget(entry)
    entry.show()
    qtbot.waitExposed(entry)
    entry.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: entry.isActiveWindow())
    entry.set_enabled_actions(True, True, True, True)
    entry.set_palette(["S2", "H3", "C7", "X"])
    entry.field_edit.setText("5 6")
    entry.focus_factors()
    slot = entry.factor_slots.all_slots()[0]
    qtbot.waitUntil(slot.hasFocus)
    qtbot.keyClicks(slot, "2^")  # ^ opens the exponent slot and moves into it
    exponent = entry.factor_slots.all_slots()[1]
    qtbot.waitUntil(exponent.hasFocus)
    qtbot.keyClicks(exponent, "3")
    assert entry.factor_slots.slot_texts() == [["2", "3"]]
    assert entry.factor_edit.text() == "2 ^ 3"
    qtbot.keyClicks(exponent, "*")  # * starts a new factor
    entry.click_card("C7")  # the palette writes into the focused slot
    assert entry.factor_edit.text() == "2 ^ 3 * C7"
    assert entry.factor_number.text() == "2^3 × 7 = 56"
    # instant validation: a bad slot turns red and says why
    seven = entry.factor_slots.all_slots()[2]
    qtbot.keyClicks(seven, "Z")
    assert "unknown card" in seven.toolTip() and seven.styleSheet()
    qtbot.keyClick(seven, Qt.Key.Key_Backspace)
    assert seven.toolTip() == ""
    # Backspace in the empty base of the second factor removes it
    seven.clear()
    qtbot.keyClick(seven, Qt.Key.Key_Backspace)
    assert entry.factor_slots.slot_texts() == [["2", "3"]] and entry.factor_edit.text() == "2 ^ 3"
    # the text line drives the slots too
    entry.factor_edit.setText("K ^ 2 ^ 2 * 1 9")
    assert entry.factor_slots.slot_texts() == [["K", "2", "2"], ["1 9"]]
    judged: list = []
    entry.judgeRequested.connect(lambda f, x: judged.append((f, x)))
    qtbot.keyClick(entry.factor_slots.all_slots()[-1], Qt.Key.Key_Return)
    assert judged == [("5 6", "K ^ 2 ^ 2 * 1 9")]
    entry.clear()
    assert entry.factor_slots.slot_texts() == [[""]] and entry.factor_edit.text() == ""


def test_typed_deal_in_japanese() -> None:
    """Issue 3: the deck line may be 山札, with full-width colons."""
    hands, deck = parse_typed_deal("Aki：S2 H7\nBen: C3\n山札：SA H2", ["Aki", "Ben"])
    assert [c.text() for c in hands["Aki"]] == ["S2", "H7"]
    assert [c.text() for c in deck] == ["SA", "H2"]
    hands, deck = parse_typed_deal("Aki: S2\nBen: C3\ndeck: SA", ["Aki", "Ben"])
    assert [c.text() for c in deck] == ["SA"]


def test_d9_past_its_deadline_says_what_was_not_found(qtbot, tmp_path) -> None:
    """Issue 16: a foul nobody can factor in time shows the primes found and "not found in N s"."""
    from daifugo_gui.analysis.primes import Factorization, Status
    from daifugo_gui.ui.console.verdict_panel import VerdictPanel

    live = LiveGame(tmp_path / "j.jsonl")
    stopped: list[tuple[str, str, int]] = []
    done: list[tuple[str, str]] = []
    live.factoringStopped.connect(lambda *a: stopped.append(a))
    live.factorized.connect(lambda *a: done.append(a))
    n = 12 * 1000000007
    live._emit_factors(Factorization(n, ((2, 2), (3, 1)), (1000000007,), Status.TIMEOUT, 10.2))
    assert stopped == [(str(n), "2^2 × 3", 10)] and done == []
    live.request_factors(56)  # small: at once, complete
    assert done == [("56", "2^3 × 7")]
    live.shutdown()

    panel = VerdictPanel()
    qtbot.addWidget(panel)
    panel._value = str(n)
    panel.show_factors_stopped(str(n), "2^2 × 3", 10)
    assert panel.factors.text() == f"{n} = 2^2 × 3 × … (no further factor found in 10 s)"
    panel.show_factors_stopped(str(n), "", 10)
    assert panel.factors.text() == f"{n}: no factor found in 10 s (it is composite)"
    panel.show_factors_stopped("99", "", 10)  # an old number: the panel moved on
    assert panel.factors.text() == f"{n}: no factor found in 10 s (it is composite)"


def test_event_log_lines_are_suhu() -> None:
    """Issue 11: the console's event log writes each event in 数譜."""
    from daifugo_gui.app.live_game import log_line, log_text
    from daifugo_gui.app.table_session import replayed_entries

    game = Game(["Aki", "Ben"])
    lines = [
        log_line(e, game.apply(e))
        for e in map(event_from_json, (
            {"player": "Aki", "action": "draw"},
            {"player": "Aki", "action": "play", "field": "5 7"},
            {"player": "Aki", "action": "play", "field": "K Q", "factors": "2 ^ 5 * 4 A"},
            {"player": "Ben", "action": "play", "field": "5"},
            {"player": "Ben", "action": "play", "field": "K K"},
        ))
    ]
    assert lines == ["Aki:D(?)", "Aki:57[GC]", "Aki:KQ=2^5*4A", "Ben:5 ×  (cannot be played)", "Ben:KK,P(…)"]
    assert [log_text(entry) for entry in replayed_entries(game)] == lines  # as an opened record shows it


def test_a_foul_on_a_short_deck_is_a_checklist_per_player(qtbot) -> None:
    """Issue 12: after a foul, what each player must do is one box each to tick off."""
    from daifugo_gui.ui.console.verdict_panel import VerdictPanel

    game = Game(["Aki", "Ben", "Chie"], Settings(hand_size=17, jokers=0))  # 1 card left
    outcome = game.play("Aki", "1 1 1 1")  # 1111 = 11 x 101 without factors: a foul of 4
    panel = VerdictPanel()
    qtbot.addWidget(panel)
    panel.show_outcome(outcome)
    assert panel.who.text() == "Aki" and panel.headline == "FOUL"
    assert panel.message.text().startswith("FOUL: 1111")
    assert panel.checklist_items == [
        "Aki: take back 4 cards and draw the 1 card left in the deck",
        "Ben: put 3 cards at the bottom of the deck",
        "Chie: put 3 cards at the bottom of the deck",
    ]
    panel.show_outcome(game.pass_turn("Ben"))
    assert panel.checklist_items == []


def test_undo_history_follows_the_stack_line_by_line(qtbot, tmp_path) -> None:
    """Issue 12: the history list is kept in step without rebuilding (QUndoView reset it)."""
    from daifugo_gui.ui.console.undo_history import UndoHistory

    live = LiveGame(tmp_path / "j.jsonl")
    history = UndoHistory(live.undo_stack, "<deal>")
    qtbot.addWidget(history)
    live.new_game(NewGame(["Aki", "Ben"], Settings()))
    live.begin_play()
    live.play("5 7")
    live.play("1 3")
    live.pass_turn()
    rows = lambda: [history.item(i).text() for i in range(history.count())]  # noqa: E731
    assert rows() == ["<deal>", "Aki:57", "Aki:A3", "Ben:%"] and history.currentRow() == 3
    first = history.item(1)
    live.undo()
    live.undo()
    assert history.currentRow() == 1 and history.count() == 4 and history.item(1) is first
    live.draw()  # a new action drops the redo side
    assert rows() == ["<deal>", "Aki:57", "Aki:D(?)"] and history.currentRow() == 2
    live.shutdown()


def test_typing_hints_speak_the_console_language(qtbot, qapp) -> None:
    """What the entry says while the judge types comes from the engine as a reason (issue 17)."""
    from daifugo_gui.ui.widgets import i18n

    i18n.install_language(qapp, "ja")
    try:
        entry = TurnEntry()
        qtbot.addWidget(entry)
        qtbot.keyClicks(entry.field_edit, "X X 3")
        assert entry.hint.text() == "まだ数を宣言していないジョーカーが 2 枚あります（X=0 … X=13）"
        entry.field_edit.clear()
        qtbot.keyClicks(entry.field_edit, "X=0 1")
        assert "0" in entry.hint.text() and "leading" not in entry.hint.text() and entry.hint.text()
    finally:
        i18n.install_language(qapp, "en")
    entry.field_edit.clear()
    qtbot.keyClicks(entry.field_edit, "X X 3")
    assert entry.hint.text() == "2 jokers still without a value (X=0 … X=13)"
