"""The hexad tab's research panels: what the analysis computes, page by page.

Hexads (the P-positions), the sizes of the games the 5040 labelings generate, a_i per
labeling, the small systems S(1,2,4) and S(3,4,8), the 19 labelings whose energy-1
positions form an S(5,6,12), Figure 4's block sums and the hexad game's energies. The
numbers arrive as one :class:`~daifugo_gui.analysis.hexad_research.HexadResearch`
computed off the UI thread; until then the pages that need it say they are waiting. The
energies and Figure 4 need no table, so they are shown at once.
"""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QProgressBar,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.analysis.hexad_research import EnergyOneLabeling, HexadResearch
from daifugo_gui.analysis.labelings import LabelingTable
from daifugo_gui.analysis.maya import Position
from daifugo_gui.ui.analysis.hexad_charts import BarChart
from daifugo_gui.ui.analysis.hexad_tables import LabelingTableModel, a_name, blocks_text
from daifugo_gui.app.translation import fill

PAPER_ENERGY_ONE = 19  # §2.3: "19 個のラベリングでエネルギー 1 も S(5,6,12) になっている"


def _squares(position: Position) -> str:
    return " ".join(str(s) for s in sorted(position))


def _number_item(value: int | str) -> QTableWidgetItem:
    item = QTableWidgetItem()
    item.setData(Qt.ItemDataRole.DisplayRole, value)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    if isinstance(value, int):
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _fill(table: QTableWidget, headers: list[str], rows: list[list[int | str]]) -> None:
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            table.setItem(r, c, _number_item(value))
    table.resizeColumnsToContents()


def compact_rows(view: QAbstractItemView) -> None:
    """Rows one line of text high: the tables hold thousands of short numbers."""
    if isinstance(view, (QTableView, QTableWidget)):
        view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)


def _read_only_table(parent: QWidget) -> QTableWidget:
    table = QTableWidget(0, 0, parent)
    compact_rows(table)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    return table


def _wrapping_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class ResearchPanels(QWidget):
    """A progress line over a tab widget of research pages."""

    def __init__(self, hexads: list[Position], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.research: HexadResearch | None = None
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1000)
        self.progress_label = QLabel(self.tr("Computing the 5040 labelings of S(5,6,12)…"), self)
        self.tabs = QTabWidget(self)
        self.tabs.setUsesScrollButtons(True)
        self.tabs.addTab(self._hexads_page(hexads), self.tr("Hexads"))
        self.tabs.addTab(self._sizes_page(), self.tr("Sizes"))
        self.tabs.addTab(self._a_page(), fill(self.tr("%1 per labeling"), f"{a_name(0)}…{a_name(6)}"))
        self.tabs.addTab(self._small_page(), "S(1,2,4), S(3,4,8)")
        self.tabs.addTab(self._energy_one_page(), self.tr("Energy 1"))
        self.tabs.addTab(self._figure_4_page(), self.tr("Figure 4"))
        self.tabs.addTab(self._energies_page(), self.tr("Energies"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.progress_label)
        layout.addWidget(self.progress)
        layout.addWidget(self.tabs, 1)

    # --- pages ---------------------------------------------------------------------

    def _hexads_page(self, hexads: list[Position]) -> QWidget:
        page = QWidget(self)
        self.hexad_list = QListWidget(page)
        for hexad in hexads:
            item = QListWidgetItem(self.tr("{0}   (sum {1})").format(_squares(hexad), sum(hexad)), self.hexad_list)
            item.setData(Qt.ItemDataRole.UserRole, sorted(hexad))
        layout = QVBoxLayout(page)
        layout.addWidget(QLabel(self.tr("The 132 hexads of S(5,6,12): the P-positions"), page))
        layout.addWidget(self.hexad_list)
        return page

    def _sizes_page(self) -> QWidget:
        self.size_chart = BarChart(self)
        self.size_chart.set_texts(
            self.tr("Labelings of S(5,6,12) by the size |L(D)| of the game they generate"),
            self.tr("size |L(D)| (Theorem 2.5)"),
            self.tr("Computing the 5040 labelings…"),
        )
        return self.size_chart

    def _a_page(self) -> QWidget:
        page = QWidget(self)
        self.a_summary = _wrapping_label(page)
        self.labelings_view = QTableView(page)
        self.labelings_view.setSortingEnabled(True)
        self.labelings_view.verticalHeader().setVisible(False)
        compact_rows(self.labelings_view)
        self.labelings_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.a0_note = _wrapping_label(page)
        self.a0_table = _read_only_table(page)
        split = QSplitter(Qt.Orientation.Vertical, page)
        split.addWidget(self.labelings_view)
        lower = QWidget(split)
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(self.a0_note)
        lower_layout.addWidget(self.a0_table)
        split.addWidget(lower)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(page)
        layout.addWidget(self.a_summary)
        layout.addWidget(split, 1)
        return page

    def _small_page(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        self.small_summaries: dict[int, QLabel] = {}
        self.small_views: dict[int, QTableView] = {}
        for t in (1, 3):
            summary = _wrapping_label(page)
            view = QTableView(page)
            view.setSortingEnabled(True)
            view.verticalHeader().setVisible(False)
            compact_rows(view)
            self.small_summaries[t] = summary
            self.small_views[t] = view
            layout.addWidget(summary)
            layout.addWidget(view, 1 if t == 1 else 4)
        return page

    def _energy_one_page(self) -> QWidget:
        page = QWidget(self)
        self.energy_one_summary = _wrapping_label(page)
        self.energy_one_table = _read_only_table(page)
        self.energy_one_table.itemSelectionChanged.connect(self._show_energy_one_detail)
        self.energy_one_detail = QPlainTextEdit(page)
        self.energy_one_detail.setReadOnly(True)
        layout = QVBoxLayout(page)
        layout.addWidget(self.energy_one_summary)
        layout.addWidget(self.energy_one_table, 3)
        layout.addWidget(self.energy_one_detail, 2)
        return page

    def _figure_4_page(self) -> QWidget:
        self.figure_4_chart = BarChart(self)
        self.figure_4_chart.set_texts(
            self.tr("Figure 4: the 132 hexads of the shuffle labeling by the sum of their squares"),
            self.tr("sum of the six squares"),
        )
        return self.figure_4_chart

    def _energies_page(self) -> QWidget:
        self.energy_chart = BarChart(self)
        self.energy_chart.set_texts(self.tr("The hexad game's positions by energy"), self.tr("energy"))
        return self.energy_chart

    # --- filling them ----------------------------------------------------------------

    def show_progress(self, fraction: float) -> None:
        self.progress.setValue(round(max(0.0, fraction) * 1000))

    def show_figure_4(self, block_sums: dict[int, int]) -> None:
        caption = self.tr("Red: sums 21 and 45, %1 and %2 hexads (the paper: 11 each)")
        caption = fill(caption, str(block_sums.get(21, 0)), str(block_sums.get(45, 0)))
        # Every sum from the least to the largest, none hexads included: the gaps at 22, 23,
        # 43 and 44 are part of the figure's shape.
        every_sum = {s: block_sums.get(s, 0) for s in range(min(block_sums), max(block_sums) + 1)}
        self.figure_4_chart.set_values(every_sum, frozenset({21, 45}), caption)

    def show_energies(self, histogram: dict[int, int]) -> None:
        caption = self.tr("%1 positions; red: energy 0, the %2 hexads (the P-positions)")
        caption = fill(caption, str(sum(histogram.values())), str(histogram.get(0, 0)))
        self.energy_chart.set_values(histogram, frozenset({0}), caption)

    def show_research(self, research: HexadResearch) -> None:
        self.research = research
        self.progress.hide()
        if research.complete:
            self.progress_label.hide()
        else:
            self.progress_label.setText(
                fill(self.tr("A sample: %1 of the 5040 labelings."), str(len(research.table.profiles)))
            )
        shuffle = research.shuffle_number
        shuffle_size = research.table.profiles[shuffle - 1].size if shuffle is not None else None
        self.size_chart.set_values(
            research.table.size_distribution(),
            frozenset() if shuffle_size is None else frozenset({shuffle_size}),
            "" if shuffle_size is None else
            self.tr("Red: the shuffle labeling, whose game is the hexad game ({0} positions)").format(shuffle_size),
        )  # fmt: skip
        self._show_a(research)
        for table in research.small_tables:
            self._show_small(table)
        self._show_energy_one(research)
        self.show_figure_4(research.block_sums)
        self.show_energies(research.energy_histogram)

    def _sorted_model(self, view: QTableView, model: LabelingTableModel) -> None:
        proxy = QSortFilterProxyModel(view)
        proxy.setSourceModel(model)
        view.setModel(proxy)
        view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        view.resizeColumnsToContents()
        view.horizontalHeader().setStretchLastSection(True)

    def _extremes(self, table: LabelingTable) -> str:
        number = {id(p): n for n, p in enumerate(table.profiles, start=1)}
        parts = []
        for chosen, unique_text, shared_text in (
            (table.smallest(), self.tr("smallest game %1: labeling No. %2, the only one"),
             self.tr("smallest game %1: labelings No. %2")),
            (table.largest(), self.tr("largest game %1: labeling No. %2, the only one"),
             self.tr("largest game %1: labelings No. %2")),
        ):  # fmt: skip
            text = unique_text if len(chosen) == 1 else shared_text
            numbers = ", ".join(str(number[id(p)]) for p in chosen)
            parts.append(fill(text, str(chosen[0].size), numbers))
        return "; ".join(parts)

    def _distribution(self, table: LabelingTable) -> str:
        return "  ".join(f"{size}: {count}" for size, count in table.size_distribution().items())

    def _show_a(self, research: HexadResearch) -> None:
        table = research.table
        model = LabelingTableModel(table, with_blocks=False, highlight=research.shuffle_number)
        self._sorted_model(self.labelings_view, model)
        lines = [
            fill(self.tr("S(5,6,12): %1 labelings. |L(D)| (size: labelings): %2"), str(len(table.profiles)), self._distribution(table)),
            self._extremes(table),
            fill(self.tr("a₀ = a₆, a₁ = a₅, a₂ = a₄, a₀ + a₁ + … + a₆ = 792, 2a₂ + 6a₃ + 12a₄ + 20a₅ + 30a₆ = 5940 "
                    "and |L(D)| = 924 − a₀ hold for %1 of %2 labelings (§2.3)."), str(research.relations_hold), str(len(table.profiles))),
        ]  # fmt: skip
        if research.shuffle_number is not None:
            lines.append(
                fill(self.tr("Highlighted: the shuffle labeling, No. %1."), str(research.shuffle_number))
            )
        self.a_summary.setText("\n".join(lines))
        self.a0_note.setText(
            self.tr("Labelings by a₀ (the game has 924 − a₀ positions). For even a₀ the labeling with the "
                    "largest a₁ is unique (§2.3).")
        )  # fmt: skip
        _fill(
            self.a0_table,
            [a_name(0), "|L(D)|", self.tr("Labelings"), fill(self.tr("Largest %1"), a_name(1)),
             self.tr("Labelings with it")],
            [[c.a0, c.size, c.labelings, c.largest_a1, c.with_largest_a1] for c in research.a0_classes],
        )  # fmt: skip

    def _show_small(self, table: LabelingTable) -> None:
        name = f"S({table.t},{table.k},{table.v})"
        self.small_summaries[table.t].setText(
            fill(self.tr("%1: %2 labelings. |L(D)| (size: labelings): %3"), name, str(len(table.profiles)), self._distribution(table))
            + "\n" + self._extremes(table) + "  " + self.tr("(Theorem 2.6)")
        )  # fmt: skip
        self._sorted_model(self.small_views[table.t], LabelingTableModel(table, with_blocks=True))

    def _show_energy_one(self, research: HexadResearch) -> None:
        found = research.energy_one
        self.energy_one_summary.setText(
            fill(self.tr("%1 labelings generate a game whose energy-1 positions form an S(5,6,12) again "
                    "(the paper counts %2). Each was checked directly: every five squares lie in exactly one "
                    "of its energy-1 positions. Select a row to see them."), str(len(found)), str(PAPER_ENERGY_ONE))
        )  # fmt: skip
        headers = [self.tr("No."), "|L(D)|", *(a_name(i) for i in range(research.table.k + 1)),
                   self.tr("Energy 1"), "S(5,6,12)", self.tr("They are No.")]  # fmt: skip
        yes, no = self.tr("yes"), self.tr("no")
        rows: list[list[int | str]] = [
            [e.number, e.profile.size, *e.profile.a, e.profile.energy_one_count,
             yes if e.is_steiner else no, e.same_as if e.same_as is not None else "—"]
            for e in found
        ]  # fmt: skip
        _fill(self.energy_one_table, headers, rows)
        self.energy_one_detail.clear()

    def _show_energy_one_detail(self) -> None:
        rows = {i.row() for i in self.energy_one_table.selectedIndexes()}
        if self.research is None or len(rows) != 1:
            return
        chosen: EnergyOneLabeling = self.research.energy_one[rows.pop()]
        self.energy_one_detail.setPlainText(
            fill(self.tr("Labeling No. %1, its blocks (energy 0):"), str(chosen.number))
            + "\n" + blocks_text(chosen.profile.blocks) + "\n\n"
            + self.tr("Its energy-1 positions:") + "\n" + blocks_text(chosen.energy_one)
        )  # fmt: skip
