"""The hexad tab's research panels show the analysis' numbers, and the paper's where it
prints them (seed 004): Theorem 2.5's sizes, a_i per labeling, the t = 1 and t = 3 tables,
the 19 labelings whose energy 1 is an S(5,6,12), Figure 4 and the energies."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtWidgets import QTableView, QTableWidget  # noqa: E402

from hexad_paper import THEOREM_2_5

from daifugo_gui.analysis.hexad import HexadGame, shuffle_hexads  # noqa: E402
from daifugo_gui.analysis.hexad_research import (  # noqa: E402
    HexadResearch,
    block_sums,
    energy_histogram,
    hexad_research,
)
from daifugo_gui.analysis.labelings import labeling_table  # noqa: E402
from daifugo_gui.ui.analysis.hexad_tab import HexadTab  # noqa: E402

# Issue 28: seconds of CPU per test; left out of the fast loop (pytest -m "not slow").
pytestmark = pytest.mark.slow



@pytest.fixture(scope="module")
def research() -> HexadResearch:
    return hexad_research()


@pytest.fixture
def tab(qtbot, research: HexadResearch):  # type: ignore[no-untyped-def]
    widget = HexadTab(seed=3, research=lambda progress: research)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitUntil(lambda: widget.research is not None, timeout=30_000)
    yield widget
    widget.shutdown()


def _open(qtbot, tab: HexadTab, title: str) -> None:  # type: ignore[no-untyped-def]
    """Click the panel's tab as a person would."""
    tabs = tab.panels.tabs
    index = next(i for i in range(tabs.count()) if tabs.tabText(i) == title)
    bar = tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert tabs.currentIndex() == index


def _view_rows(view: QTableView) -> list[list[object]]:
    model = view.model()
    return [
        [model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(model.rowCount())
    ]


def _headers(view: QTableView | QTableWidget) -> list[str]:
    model = view.model()
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def test_panels_wait_then_fill(qtbot, research: HexadResearch) -> None:  # type: ignore[no-untyped-def]
    widget = HexadTab(seed=3, research=lambda progress: research)
    qtbot.addWidget(widget)
    assert widget.chart.values == {} and widget.panels.labelings_view.model() is None
    assert widget.panels.progress.isVisibleTo(widget)
    # the two pages that need no table are there at once
    assert widget.panels.figure_4_chart.values and widget.panels.energy_chart.values
    widget.show()
    qtbot.waitUntil(lambda: widget.research is not None, timeout=30_000)
    assert not widget.panels.progress.isVisibleTo(widget)
    widget.shutdown()


def test_sizes_are_theorem_2_5(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    _open(qtbot, tab, "Sizes")
    assert tab.chart.values == THEOREM_2_5
    assert tab.chart.highlight == frozenset({905})
    assert "905 positions" in tab.chart.caption


def test_a_i_per_labeling_equals_the_analysis(qtbot, tab: HexadTab, research: HexadResearch) -> None:  # type: ignore[no-untyped-def]
    _open(qtbot, tab, "a₀…a₆ per labeling")
    view = tab.panels.labelings_view
    assert _headers(view) == ["No.", "|L(D)|", "a₀", "a₁", "a₂", "a₃", "a₄", "a₅", "a₆", "Energy 1"]
    rows = _view_rows(view)
    table = labeling_table(5)  # recomputed here, not the tab's copy
    assert rows == [[n, p.size, *p.a, p.energy_one_count] for n, p in enumerate(table.profiles, start=1)]
    shuffle = rows[research.shuffle_number - 1]
    assert shuffle[:9] == [5040, 905, 19, 54, 207, 232, 207, 54, 19]  # docs/hexad.md, Theorem 2.5
    summary = tab.panels.a_summary.text()
    assert "hold for 5040 of 5040 labelings" in summary
    assert "smallest game 905: labeling No. 5040, the only one" in summary
    assert "905: 1  906: 10  907: 42" in summary


def test_sorting_a_column_sorts_numbers(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    _open(qtbot, tab, "a₀…a₆ per labeling")
    view = tab.panels.labelings_view
    header = view.horizontalHeader()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(header.sectionViewportPosition(1) + 5, header.height() // 2))  # fmt: skip
    sizes = [row[1] for row in _view_rows(view)]
    assert sizes in (sorted(sizes), sorted(sizes, reverse=True))
    assert sizes[0] in (905, 916) and sizes[-1] in (905, 916)


def test_a0_classes(qtbot, tab: HexadTab, research: HexadResearch) -> None:  # type: ignore[no-untyped-def]
    _open(qtbot, tab, "a₀…a₆ per labeling")
    table = tab.panels.a0_table
    rows = [[table.item(r, c).data(Qt.ItemDataRole.DisplayRole) for c in range(5)] for r in range(table.rowCount())]
    assert rows == [[c.a0, c.size, c.labelings, c.largest_a1, c.with_largest_a1] for c in research.a0_classes]
    assert {row[1]: row[2] for row in rows} == THEOREM_2_5
    assert all(row[4] == 1 for row in rows if row[0] % 2 == 0)  # §2.3


def test_the_t_1_and_t_3_tables(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    _open(qtbot, tab, "S(1,2,4), S(3,4,8)")
    one = tab.panels.small_views[1]
    assert _headers(one) == ["No.", "|L(D)|", "a₀", "a₁", "a₂", "Energy 1", "Blocks"]
    assert _view_rows(one) == [[1, 6, 0, 4, 0, 2, "01  23"], [2, 5, 1, 2, 1, 2, "02  13"], [3, 4, 2, 0, 2, 1, "03  12"]]
    three = tab.panels.small_views[3]
    rows = _view_rows(three)
    expected = labeling_table(3)
    assert [row[:-1] for row in rows] == [
        [n, p.size, *p.a, p.energy_one_count] for n, p in enumerate(expected.profiles, start=1)
    ]
    assert all(len(row[-1].split()) == 14 for row in rows)
    summary = tab.panels.small_summaries[3].text()
    assert "63: 1  64: 3  65: 5  66: 6  67: 6  68: 5  69: 3  70: 1" in summary
    assert "smallest game 63: labeling No. 30, the only one" in summary
    assert "largest game 70: labeling No. 1, the only one" in summary  # Theorem 2.6
    assert "(Theorem 2.6)" in tab.panels.small_summaries[1].text()


def test_the_19_labelings(qtbot, tab: HexadTab, research: HexadResearch) -> None:  # type: ignore[no-untyped-def]
    _open(qtbot, tab, "Energy 1")
    table = tab.panels.energy_one_table
    assert table.rowCount() == 19  # the paper's count
    assert _headers(table)[-3:] == ["Energy 1", "S(5,6,12)", "They are No."]
    rows = [[table.item(r, c).data(Qt.ItemDataRole.DisplayRole) for c in range(table.columnCount())]
            for r in range(19)]  # fmt: skip
    assert rows == [
        [e.number, e.profile.size, *e.profile.a, 132, "yes", e.same_as] for e in research.energy_one
    ]
    assert "19 labelings" in tab.panels.energy_one_summary.text()
    # a click on a row shows that labeling's blocks and its 132 energy-1 positions
    rect = table.visualRect(table.model().index(2, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    text = tab.panels.energy_one_detail.toPlainText()
    chosen = research.energy_one[2]
    assert text.startswith(f"Labeling No. {chosen.number}, its blocks (energy 0):")
    blocks_line, ones_line = text.split("\n")[1], text.split("\n")[-1]
    read = lambda line: {frozenset(map(int, b.split(","))) for b in line.split()}  # noqa: E731
    assert read(blocks_line) == set(chosen.profile.blocks) and read(ones_line) == set(chosen.energy_one)
    assert len(read(ones_line)) == 132


def test_figure_4(qtbot, tab: HexadTab, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    _open(qtbot, tab, "Figure 4")
    chart = tab.panels.figure_4_chart
    sums = block_sums(shuffle_hexads())
    assert {s: n for s, n in chart.values.items() if n} == sums
    assert list(chart.values) == list(range(21, 46))  # sums no hexad has are bars of 0
    assert chart.values[22] == chart.values[23] == chart.values[43] == chart.values[44] == 0
    assert chart.values[21] == 11 and chart.values[45] == 11  # the paper's caption
    assert sum(chart.values.values()) == 132
    assert chart.highlight == frozenset({21, 45})
    assert "11 and 11 hexads" in chart.caption
    image = chart.grab().toImage()
    assert image.pixelColor(chart.bar_rect(21).center().toPoint()).name() == "#d0452e"
    assert image.pixelColor(chart.bar_rect(33).center().toPoint()).name() == "#4a7ab7"


def test_energy_histogram(qtbot, tab: HexadTab) -> None:  # type: ignore[no-untyped-def]
    _open(qtbot, tab, "Energies")
    chart = tab.panels.energy_chart
    assert chart.values == energy_histogram(HexadGame())
    assert chart.values[0] == 132 and sum(chart.values.values()) == 905  # Theorem 1.1
    assert "905 positions" in chart.caption and "the 132 hexads" in chart.caption
    # taller bars for larger counts: the picture says what the numbers say
    assert chart.bar_rect(0).height() > chart.bar_rect(1).height() > chart.bar_rect(15).height() > 0


def test_a_sample_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    from daifugo_gui.analysis.hexad_research import sample_research

    widget = HexadTab(seed=3, research=sample_research)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitUntil(lambda: widget.research is not None, timeout=30_000)
    assert widget.panels.progress_label.text() == "A sample: 1 of the 5040 labelings."
    widget.shutdown()
