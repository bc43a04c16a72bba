"""The main window carries every tool and passes a known game's hands between them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from prompts_fake import FakePrompts

from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.rules import Settings
from daifugo_gui.rules.situations import complete_deal
from daifugo_gui.ui.main_window import MainWindow


def window_with_known_game(qtbot, tmp_path: Path, prompts: FakePrompts | None = None) -> MainWindow:
    live = LiveGame(tmp_path / "journal.jsonl")
    window = MainWindow(live=live, prompts=prompts)
    qtbot.addWidget(window)
    hands, deck = complete_deal({"Aki": "S2 S3 H7", "Ben": "D5 C9 HK"}, settings=Settings(hand_size=3))
    live.new_game(NewGame(players=["Aki", "Ben"], settings=Settings(hand_size=3), hands={p: list(h) for p, h in hands.items()}, deck=list(deck)))
    return window


def test_every_tool_has_a_tab(qtbot, tmp_path: Path) -> None:
    window = MainWindow(live=LiveGame(tmp_path / "journal.jsonl"))
    qtbot.addWidget(window)
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert titles == ["Game console", "Tournament", "Prime tools", "Tanhinmin", "Hexad"]


def test_known_hand_goes_to_prime_tools_and_position_to_tanhinmin(qtbot, tmp_path: Path) -> None:
    # the consideration time (D6) runs: each hand-off asks whether to pause it (issue 27),
    # through the one prompts object the window was given
    prompts = FakePrompts().answer(False, False)
    window = window_with_known_game(qtbot, tmp_path, prompts)
    assert window.console.prompts.inner is prompts  # held while it asks (issue 37)
    assert window.send_hand_to_prime_tools()
    assert window.tabs.currentWidget() is window.primes_tab
    assert "S2" in window.primes_tab.cards_edit.text() and "H7" in window.primes_tab.cards_edit.text()
    assert window.send_position_to_tanhinmin()
    assert window.tanhinmin_tab.mover_edit.text() == "2 3 7"
    assert window.tanhinmin_tab.opponent_edit.text() == "5 9 13"
    assert prompts.kinds() == ["confirm", "confirm"] and "consideration" in prompts.asked[0].text


def test_counted_game_cannot_be_analysed(qtbot, tmp_path: Path) -> None:
    live = LiveGame(tmp_path / "journal.jsonl")
    window = MainWindow(live=live)
    qtbot.addWidget(window)
    live.new_game(NewGame(players=["Aki", "Ben"], settings=Settings()))
    assert not window.send_hand_to_prime_tools()
    assert "counted" in window.statusBar().currentMessage()


def test_finished_game_keeps_wall_clock_times_for_the_score_sheet(qtbot, tmp_path: Path) -> None:
    live = LiveGame(tmp_path / "journal.jsonl")
    window = MainWindow(live=live)
    qtbot.addWidget(window)
    hands, deck = complete_deal({"Aki": "S2", "Ben": "D5 C9"})
    live.new_game(NewGame(players=["Aki", "Ben"], settings=Settings(),
                          hands={p: list(h) for p, h in hands.items()}, deck=list(deck)))
    live.begin_play()
    assert "ended_at" not in live.record()["meta"]
    live.play("S2")  # Aki goes out: two players, so the game is over
    assert live.game.finished
    meta = live.record()["meta"]
    assert meta["started_at"] <= meta["ended_at"] and meta["ended_at"][:4].isdigit()


def test_main_window_fits_a_1280_pixel_laptop_screen_in_both_languages(qapp, qtbot, tmp_path: Path) -> None:
    from daifugo_gui.ui.widgets import i18n
    from daifugo_gui.ui.main import install_japanese_font

    install_japanese_font(qapp)  # the width of Japanese labels depends on the shipped font
    try:
        for language in ("en", "ja"):
            i18n.install_language(qapp, language)
            window = MainWindow(live=LiveGame(tmp_path / f"{language}.jsonl"))
            qtbot.addWidget(window)
            assert window.minimumSizeHint().width() <= 1280, language
            assert window.minimumSizeHint().height() <= 720, language
    finally:
        i18n.install_language(qapp, "en")


def test_tanhinmin_hand_off_carries_the_revolution_and_refuses_a_multi_card_field(qtbot, tmp_path: Path) -> None:
    """Issue 18: never treat a multi-card field as empty; a revolution turns strengths around."""
    live = LiveGame(tmp_path / "journal.jsonl")
    prompts = FakePrompts()  # nothing is asked until the hand-off below
    window = MainWindow(live=live, prompts=prompts)
    qtbot.addWidget(window)
    hands, deck = complete_deal({"Aki": "SA S7 H2 S9 X", "Ben": "D5 C9 HK H3"}, settings=Settings(hand_size=5))
    live.new_game(NewGame(players=["Aki", "Ben"], settings=Settings(hand_size=5),
                          hands={p: list(h) for p, h in hands.items()}, deck=list(deck)))
    live.begin_play()
    live.play("SA S7 H2 S9")  # 1729: revolution, Ben to move against a four-card field
    assert live.game.revolution and live.game.count_to_match == 4
    assert not window.send_position_to_tanhinmin()
    assert "4 cards" in window.statusBar().currentMessage()
    live.pass_turn()  # Ben passes: the field is flushed, Aki leads in the revolution
    assert live.game.count_to_match is None and live.game.to_move == "Aki"
    # the game runs: the hand-off asks whether to pause meanwhile (issue 27); the judge says no
    prompts.answer(False)
    assert window.send_position_to_tanhinmin()
    assert prompts.kinds() == ["confirm"] and not live.clocks.paused
    assert window.tanhinmin_tab.mover_edit.text() == "14"  # the joker: strongest either way
    assert window.tanhinmin_tab.opponent_edit.text() == "1 5 9 11"  # 14 - rank (K weakest), sorted


def test_a_tournament_table_is_judged_in_the_console_and_recorded_back(qtbot, tmp_path: Path) -> None:
    """Issue 14: start a console game for a given table; its result goes to that table."""
    from PySide6.QtCore import Qt

    window = MainWindow(live=LiveGame(tmp_path / "journal.jsonl"))
    qtbot.addWidget(window)
    tab = window.tournament_tab
    assert tab.new_tournament(tmp_path / "cup.sqlite", "杯", seed=1, settings={"hand_size": 3})
    for name in ("𠮷田", "髙橋", "山﨑", "鈴木"):
        tab.add_player(name)
    view = tab.seat_next_round()
    table = view.tables[0]
    names = [p.name for p in table.players]
    tab.tables_tree.setCurrentItem(tab.tables_tree.topLevelItem(0))
    seen = {}

    def accept(dialog):
        seen["players"] = dialog.seats()
        seen["hand_size"] = dialog.settings_form.settings().hand_size
        return dialog.spec()

    fake = window.console.prompts = FakePrompts().answer(False)  # "record it later"
    tab.tableGameRequested.disconnect()
    tab.tableGameRequested.connect(lambda r, t: window.judge_table(r, t, ask=accept))
    qtbot.mouseClick(tab.judge_table_button, Qt.MouseButton.LeftButton)
    assert seen == {"players": names, "hand_size": 3}
    live = window.live
    assert window.tabs.currentWidget() is window.console and list(live.game.players) == names
    live.begin_play()
    while not live.game.finished:  # everyone passes until the thousand-day rule stops it
        live.pass_turn()
    assert live.record()["meta"]["round"] == 1 and live.record()["meta"]["table"] == table.number
    asked = fake.questions()
    assert len(asked) == 1 and window.live.pending.games()  # issue 24: asked once, kept waiting meanwhile
    assert window.record_game_in_tournament()
    assert tab.tournament.round(1).table(table.number).game is not None
    assert window.live.pending.games() == []
    # Once more for the same table, through the window's own wiring: the desk refuses it
    # before any dialog, the tab says why, the game stays.
    tab.tableGameRequested.disconnect()
    tab.tableGameRequested.connect(window.judge_table)
    window.tabs.setCurrentWidget(tab)
    game = live.game
    qtbot.mouseClick(tab.judge_table_button, Qt.MouseButton.LeftButton)
    assert "has a result" in tab.status.text() and live.game is game and window.tabs.currentWidget() is tab


def test_the_prompts_the_window_is_given_ask_in_the_tournament_tab_too(qtbot, tmp_path: Path) -> None:
    """Issue 37: the tab made its own Qt dialogs, so a scripted window met a real modal there."""
    prompts = FakePrompts().answer(None)  # "Open tournament…": the organiser cancels
    window = MainWindow(live=LiveGame(tmp_path / "journal.jsonl"), prompts=prompts)
    qtbot.addWidget(window)
    window.tournament_tab.ask_open()
    assert prompts.kinds() == ["open_file"] and window.tournament_tab.tournament is None


def _cup_with_players(window: MainWindow, tmp_path: Path):  # noqa: ANN202 - the tab
    tab = window.tournament_tab
    assert tab.new_tournament(tmp_path / "cup.sqlite", "杯", seed=1, settings={"hand_size": 3})
    for name in ("Aki", "Ben", "Chie"):
        assert tab.add_player(name)
    return tab


@pytest.mark.timeout(60)  # the old tab's own Qt dialog would wait here for a click that never comes
def test_the_tournament_tab_asks_through_the_desk_and_uses_the_scripted_answer(qtbot, tmp_path: Path) -> None:
    """Issue 37 item 3: the desk owns the one tournament session, asking through the window's
    Prompts; the tab shows that session instead of making its own with its own dialogs."""
    prompts = FakePrompts().answer(True)  # "Withdraw Ben?" yes
    window = MainWindow(live=LiveGame(tmp_path / "journal.jsonl"), prompts=prompts)
    qtbot.addWidget(window)
    tab = _cup_with_players(window, tmp_path)
    assert tab.session is window.desk.tournament()
    tab.player_pick.setCurrentIndex(tab.player_pick.findData("Ben"))
    qtbot.mouseClick(tab.withdraw_button, Qt.MouseButton.LeftButton)
    assert prompts.kinds() == ["confirm"] and "Withdraw Ben?" in prompts.asked[0].text
    assert [p.name for p in tab.session.withdrawn_players()] == ["Ben"]
    assert "Ben withdraws" in tab.status.text()


@pytest.mark.timeout(60)
def test_prompts_put_on_the_console_later_answer_the_tournament_tab_too(qtbot, tmp_path: Path) -> None:
    """A window built with Qt dialogs, then given a scripted stand-in (as most window tests
    do): the tab's questions go to the stand-in too, even when the tab was built before."""
    window = MainWindow(live=LiveGame(tmp_path / "journal.jsonl"))
    qtbot.addWidget(window)
    tab = _cup_with_players(window, tmp_path)
    window.console.prompts = prompts = FakePrompts().answer(False)  # "Withdraw Aki?" no
    tab.player_pick.setCurrentIndex(tab.player_pick.findData("Aki"))
    qtbot.mouseClick(tab.withdraw_button, Qt.MouseButton.LeftButton)
    assert prompts.kinds() == ["confirm"] and tab.session.withdrawn_players() == []
