"""The prime tools tab, offscreen (issue 7): typed cards, load_hand, progress, Cancel."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from sympy import nextprime

from daifugo_gui.analysis.maxprime import theorem_3_1_cards
from daifugo_gui.rules.cards import parse_cards
from daifugo_gui.ui.analysis.primes_tab import PrimeToolsTab

SEMIPRIME_100 = nextprime(10**49 + 12345) * nextprime(7 * 10**49 + 6789)


@pytest.fixture
def tab(qtbot):  # type: ignore[no-untyped-def]
    widget = PrimeToolsTab()
    qtbot.addWidget(widget)
    widget.resize(1000, 720)
    widget.show()
    yield widget
    widget.shutdown()


def wait_idle(qtbot, tab: PrimeToolsTab, timeout: int = 20_000) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: not tab.runner.busy, timeout=timeout)


def test_load_hand_analyses_the_hand(qtbot, tab: PrimeToolsTab) -> None:  # type: ignore[no-untyped-def]
    tab.max_size.setValue(4)
    tab.load_hand(list(parse_cards("A 2 3 5 7 8 9 10 J K X")))
    assert tab.cards_edit.text() == "A 2 3 5 7 8 9 10 J K X"
    assert tab.tools.currentIndex() == 2
    wait_idle(qtbot, tab)
    assert tab.status.text() == "Done."
    assert tab.size_table.rowCount() == 4
    assert tab.size_table.item(0, 1).text() == "6"  # 2 3 5 7 J K
    assert tab.size_table.item(1, 3).text().startswith("1213")
    assert "5 7" in tab.special_label.text() and "1 7 2 9" in tab.special_label.text()
    assert tab.composite_table.rowCount() > 0
    assert tab.prime_list.count() == 6


def test_bad_typed_cards_name_the_token_and_disable_the_tools(qtbot, tab: PrimeToolsTab) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(tab.cards_edit, "A 2 Z")
    assert '"Z"' in tab.cards_error.text() and "token 3" in tab.cards_error.text()
    assert not tab.hand_button.isEnabled() and not tab.maxprime_button.isEnabled()
    tab.cards_edit.setText("A 2")
    assert tab.cards_error.text() == "" and tab.hand_button.isEnabled()


def test_check_number_shows_the_exponent_form(qtbot, tab: PrimeToolsTab) -> None:  # type: ignore[no-untyped-def]
    tab.number_edit.setText("56")
    qtbot.mouseClick(tab.number_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, tab)
    assert tab.number_verdict.text() == "56 is composite."
    assert tab.number_form.text() == "Factor field: 2 ^ 3 * 7"
    assert tab.factor_table.rowCount() == 2


def test_a_factor_field_gets_the_engines_ruling(qtbot, tab: PrimeToolsTab) -> None:  # type: ignore[no-untyped-def]
    tab.number_edit.setText("5 6")
    tab.factors_edit.setText("2 ^ 2 * 7")
    tab.check_number()
    assert tab.number_ruling.text().startswith("Ruling: foul (")  # R10: 28, not 56
    wait_idle(qtbot, tab)
    assert tab.number_form.text() == "Factor field: 2 ^ 3 * 7"
    tab.number_edit.setText("56")  # digits: judged as its fewest-card spelling
    tab.factors_edit.setText("2 ^ 3 * 7")
    tab.check_number()
    assert tab.number_ruling.text().startswith("Ruling: valid composite play (")
    wait_idle(qtbot, tab)
    tab.factors_edit.setText("2 ^ ")
    tab.check_number()
    assert tab.number_ruling.text().startswith("Factor field: ")
    wait_idle(qtbot, tab)


def test_check_number_reads_a_play_as_cards(qtbot, tab: PrimeToolsTab) -> None:  # type: ignore[no-untyped-def]
    tab.number_edit.setText("K 8 X=0 7")  # R2: 13807
    tab.check_number()
    wait_idle(qtbot, tab)
    assert tab.number_verdict.text().startswith("13807 is ")
    tab.number_edit.setText("K X")
    tab.check_number()
    assert "Cannot read" in tab.number_verdict.text() and not tab.runner.busy


def test_largest_prime_of_theorem_3_1(qtbot, tab: PrimeToolsTab) -> None:  # type: ignore[no-untyped-def]
    tab.cards_edit.setText(" ".join(c.text() for c in theorem_3_1_cards()))
    tab.find_max_prime()
    wait_idle(qtbot, tab)
    assert tab.maxprime_prime.text().startswith("99998888777766665555444433332222131313131313121212121111111011010101111 ")
    assert "(71 digits)" in tab.maxprime_prime.text()
    assert tab.maxprime_order.text().count("X=13") == 2


def test_cancel_stops_a_factorization_that_would_never_end(qtbot, tab: PrimeToolsTab) -> None:  # type: ignore[no-untyped-def]
    ticks = []
    timer = QTimer(tab)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    tab.number_edit.setText(str(SEMIPRIME_100))
    tab.check_number()
    assert tab.runner.busy and tab.cancel_button.isEnabled() and not tab.number_button.isEnabled()
    # The event loop kept running while the worker factored: the window did not freeze. A
    # worker holding the interpreter would deliver no tick at all before the factoring ends,
    # and this one never ends; waiting for the ticks (not a fixed 600 ms) keeps the test true
    # on a loaded machine, where 20 ms timers fire late.
    qtbot.waitUntil(lambda: len(ticks) >= 10, timeout=10_000)
    assert tab.runner.busy
    qtbot.mouseClick(tab.cancel_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, tab, timeout=5_000)
    timer.stop()
    assert tab.status.text() == "Cancelled."
    assert "Factoring stopped early" in tab.number_verdict.text()
    assert not tab.cancel_button.isEnabled() and tab.number_button.isEnabled()


def test_check_number_stops_at_its_deadline_and_says_what_it_did_not_find(qtbot, tab: PrimeToolsTab) -> None:  # type: ignore[no-untyped-def]
    """Issue 16: factoring always has a deadline; past it the tab names the unsplit part."""
    tab.number_deadline_s = 0.5
    tab.number_edit.setText(str(12 * SEMIPRIME_100))
    start = time.monotonic()
    tab.check_number()
    wait_idle(qtbot, tab, timeout=15_000)
    elapsed = time.monotonic() - start
    assert elapsed < 15.0  # seconds at most, even on a loaded machine
    assert tab.status.text() == "Stopped: time limit."
    text = tab.number_verdict.text()
    assert text.startswith(f"{12 * SEMIPRIME_100} is composite.")
    said = re.search(rf"No factor of {SEMIPRIME_100} found in (\d+) s\.", text)
    assert said and int(said.group(1)) <= round(elapsed)  # the time it really took, not more
    assert tab.factor_table.rowCount() == 2  # 2 and 3, found before the deadline


def test_cancel_stops_a_long_hand_search(qtbot, tab: PrimeToolsTab) -> None:  # type: ignore[no-untyped-def]
    tab.max_size.setValue(2)
    tab.load_hand(list(parse_cards("A 2 3")))
    wait_idle(qtbot, tab)
    assert tab.size_table.rowCount() == 2  # an earlier answer, about to be replaced
    tab.cards_edit.setText("A 3 4 6 7 8 9 J Q X X")
    tab.max_size.setValue(7)
    tab.analyse_hand()
    qtbot.wait(300)
    assert tab.runner.busy
    start = time.monotonic()
    tab.cancel()
    wait_idle(qtbot, tab, timeout=15_000)
    assert time.monotonic() - start < 15.0  # seconds at most, even on a loaded machine
    assert tab.status.text() == "Cancelled."
    assert tab.size_table.rowCount() == 0  # nothing half-done is shown


def test_progress_moves_during_a_hand_search(qtbot, tab: PrimeToolsTab) -> None:  # type: ignore[no-untyped-def]
    values = []
    tab.progress.valueChanged.connect(values.append)
    tab.cards_edit.setText("A 2 3 4 5 6 7 8 9 10 J")
    tab.analyse_hand()
    wait_idle(qtbot, tab)
    assert len(set(values)) >= 3 and values[-1] == 1000


def test_a_new_job_replaces_the_old_one(qtbot, tab: PrimeToolsTab) -> None:  # type: ignore[no-untyped-def]
    tab.number_edit.setText(str(SEMIPRIME_100))
    tab.check_number()
    tab.number_edit.setText("57")
    tab.runner.cancel()
    wait_idle(qtbot, tab, timeout=5_000)
    tab.check_number()
    wait_idle(qtbot, tab)
    assert tab.number_verdict.text().startswith("57 is composite.")
    assert "Grothendieck" in tab.number_verdict.text()


def test_grab_renders(qtbot, tab: PrimeToolsTab, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    tab.max_size.setValue(5)
    tab.load_hand(list(parse_cards("A 2 3 5 7 8 9 10 J K X")))
    wait_idle(qtbot, tab)
    path = tmp_path / "primes_tab.png"
    assert tab.grab().save(str(path))
    assert path.stat().st_size > 10_000
