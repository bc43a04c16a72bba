"""Issue 35, item 1: after a refusal the play and its factor field are one unit.

A refused composite used to leave its factor field behind: the play text was selected
and replaced by the next key, the factor slots were not, so the next declaration — a
prime — was judged with the old factor field and became a FOUL. Here the judge's keys
go to the real window (normal and compact arrangements) as at the table.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from daifugo_gui.app.live_game import NewGame
from daifugo_gui.rules import Settings
from daifugo_gui.ui import main_window
from daifugo_gui.ui.console.compact import is_compact
from console_driving import key, keys


PLAYERS = ["Aki", "Ben", "Chie"]
CTRL = Qt.KeyboardModifier.ControlModifier


def started(make_window, compact: bool, monkeypatch=None):  # noqa: ANN001, ANN201
    """A running game; ``compact``: the window is built as on a laptop at 200 % (the
    main window arranges its console for the screen it finds, before it is shown)."""
    if compact:
        assert monkeypatch is not None
        monkeypatch.setattr(main_window, "wants_compact", lambda _area: True)
    window = make_window()
    assert is_compact(window.console) is compact
    window.console.start_new_game(NewGame(PLAYERS, Settings()))
    window.live.begin_play()
    window.console.setFocus()
    return window, window.console, window.live


def declare(qtbot, cards: str, factors: str) -> None:  # noqa: ANN001
    """The cards, F3, the factor field (``*`` opens the next factor), Enter."""
    keys(qtbot, cards)
    if factors:
        key(qtbot, Qt.Key.Key_F3)
        keys(qtbot, factors)
    key(qtbot, Qt.Key.Key_Return)


def factor_texts(console) -> tuple[str, str]:  # noqa: ANN001
    entry = console.entry
    return entry.factor_edit.text(), entry.factor_slots.text()


@pytest.mark.parametrize("compact", [False, True], ids=["normal", "compact"])
def test_a_prime_after_a_refused_composite_is_judged_without_the_old_factor_field(
    qtbot, make_window, compact, monkeypatch  # noqa: ANN001
) -> None:
    window, console, live = started(make_window, compact, monkeypatch)
    field = console.entry.field_edit
    declare(qtbot, "9 1", "7 * 1 3")  # 91 = 7 × 13 on the table, two cards
    assert live.game.results == ["composite"] and live.game.to_move == "Ben"
    declare(qtbot, "8 5", "5 * 1 7")  # 85 = 5 × 17 does not beat 91: refused
    assert live.game.results[-1] == "cannot_play"
    # the play and its factor field stay, both selected, the keys in the play field
    assert QApplication.focusWidget() is field
    assert field.selectedText() == "8 5"
    assert console.entry.factor_edit.selectedText() == "5 * 1 7"
    assert console.entry.factor_held()
    keys(qtbot, "9 7")  # the first key replaces both
    assert field.text() == "9 7"
    assert factor_texts(console) == ("", "")
    assert not console.entry.factor_held()
    key(qtbot, Qt.Key.Key_Return)
    assert live.game.results[-1] == "prime", console.verdict.headline
    assert live.game.events[-1].factors is None and live.game.field_text == "9 7"
    assert live.game.to_move == "Chie"


@pytest.mark.parametrize("compact", [False, True], ids=["normal", "compact"])
def test_an_r9a_refusal_does_not_lend_its_factor_field_to_the_next_play(
    qtbot, make_window, compact, monkeypatch  # noqa: ANN001
) -> None:
    """R9a: `9 9` with `A * 3 * 3 3` cannot be played; `9 7` next is a prime, not `97 = A × 3 × 33`."""
    window, console, live = started(make_window, compact, monkeypatch)
    declare(qtbot, "9 9", "A * 3 * 3 3")
    assert live.game.results[-1] == "cannot_play"
    keys(qtbot, "9")
    assert factor_texts(console) == ("", "")
    keys(qtbot, " 7")
    key(qtbot, Qt.Key.Key_Return)
    assert live.game.results[-1] == "prime"
    assert live.game.events[-1].factors is None


def test_backspace_after_a_refusal_empties_both(qtbot, make_window) -> None:
    window, console, live = started(make_window, False)
    declare(qtbot, "9 9", "A * 3 * 3 3")
    assert live.game.results[-1] == "cannot_play"
    key(qtbot, Qt.Key.Key_Backspace)
    assert console.entry.field_edit.text() == "" and factor_texts(console) == ("", "")


def test_correcting_only_the_factor_field_after_a_refusal_keeps_the_play(qtbot, make_window, monkeypatch) -> None:
    """F3 after the refusal: the judge edits the factor field they now see; the play stays."""
    window, console, live = started(make_window, True, monkeypatch)  # the one-line factor field
    declare(qtbot, "9 9", "A * 3 * 3 3")  # R9a: A is 1
    assert live.game.results[-1] == "cannot_play"
    key(qtbot, Qt.Key.Key_F3)
    assert QApplication.focusWidget() is console.entry.factor_edit
    assert not console.entry.factor_held()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_A, CTRL)
    keys(qtbot, "3 ^ 2 * J")  # 99 = 3^2 × 11
    assert console.entry.field_edit.text() == "9 9"
    key(qtbot, Qt.Key.Key_Return)
    assert live.game.results[-1] == "composite", console.verdict.headline
    assert live.game.events[-1].factors == "3 ^ 2 * J"


def test_enter_again_after_a_refusal_judges_the_same_unit(qtbot, make_window) -> None:
    window, console, live = started(make_window, False)
    declare(qtbot, "9 9", "A * 3 * 3 3")
    key(qtbot, Qt.Key.Key_Return)
    assert live.game.results[-2:] == ["cannot_play", "cannot_play"]
    assert live.game.events[-1].factors == "A * 3 * 3 3"


def test_a_palette_click_after_a_refusal_replaces_both(qtbot, make_window) -> None:
    """A click on the palette is a new key too: the refused unit goes, the card starts the play."""
    from PySide6.QtWidgets import QPushButton

    window, console, live = started(make_window, False)
    declare(qtbot, "9 9", "A * 3 * 3 3")
    assert live.game.results[-1] == "cannot_play"
    seven = next(b for b in console.entry.palette_box.findChildren(QPushButton) if b.text() == "7")
    qtbot.mouseClick(seven, Qt.MouseButton.LeftButton)
    assert console.entry.field_edit.text().split() == ["7"]
    assert factor_texts(console) == ("", "")
    key(qtbot, Qt.Key.Key_Return)
    assert live.game.results[-1] == "prime" and live.game.events[-1].factors is None


def test_a_card_typed_after_esc_still_replaces_the_refused_unit(qtbot, make_window) -> None:
    """Esc leaves the field (its selection goes with it); the next card still starts anew."""
    window, console, live = started(make_window, False)
    declare(qtbot, "8 5", "5 * 1 7")  # 85 = 5 × 17 on an empty field: a composite
    declare(qtbot, "8 1", "3 ^ 4")  # 81 does not beat 85: refused
    assert live.game.results[-1] == "cannot_play"
    key(qtbot, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is console
    keys(qtbot, "8 9")
    assert console.entry.field_edit.text() == "8 9" and factor_texts(console) == ("", "")
    key(qtbot, Qt.Key.Key_Return)
    assert live.game.results[-1] == "prime"


def test_moving_in_the_refused_play_then_typing_corrects_it(qtbot, make_window) -> None:
    """→ in the play field: the judge edits the play; the factor field still leaves (the first key)."""
    window, console, live = started(make_window, False)
    declare(qtbot, "9 9", "A * 3 * 3 3")
    key(qtbot, Qt.Key.Key_End)
    keys(qtbot, " 7")
    assert console.entry.field_edit.text() == "9 9 7" and factor_texts(console) == ("", "")


# --- item 2: R9b at the table ---------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "ja"])
def test_r9b_a_one_number_factor_field_is_refused_at_the_table_without_a_penalty(
    qtbot, qapp, make_window, language  # noqa: ANN001
) -> None:
    """`6` with the factor field `6`: not a factor field (R9b), so the play cannot be made —
    no foul, no cards drawn, the same player declares again; both languages say R9b."""
    from PySide6.QtWidgets import QLabel

    from daifugo_gui.ui.widgets import i18n

    i18n.install_language(qapp, language)
    try:
        window, console, live = started(make_window, False)
        hands_before = live.game.hand_counts()
        keys(qtbot, "6")
        key(qtbot, Qt.Key.Key_F3)
        keys(qtbot, "6")
        assert "R9b" in console.entry.hint.text()  # said while typing, before Enter
        key(qtbot, Qt.Key.Key_Return)
        assert live.game.results == ["cannot_play"] and live.game.to_move == "Aki"
        assert live.game.hand_counts() == hands_before
        shown = " ".join(label.text() for label in console.verdict.findChildren(QLabel) if label.isVisible())
        assert "R9b" in shown
        if language == "ja":
            assert "素因数場ではありません" in shown and "FOUL" not in shown and "反則" not in shown
        else:
            assert "not a factor field" in shown and "FOUL" not in shown
    finally:
        i18n.install_language(qapp, "en")
