"""``daifugo hexad labelings --detail``: the hexad tab's research panels as text and JSON.

The text is a series of sections, each opening with a line ``## title``, then ``key:
value`` lines, then at most one table: a header line of column names and one row per
line, the columns right-aligned and separated by runs of spaces (a last ``blocks``
column holds spaces of its own: split a row at most ``columns - 1`` times). A blank line
ends each section. docs/hexad.md documents the format; tests read it back.
"""

from __future__ import annotations

from typing import Any, Sequence

from daifugo_gui.analysis.designs import Block
from daifugo_gui.analysis.hexad_research import HexadResearch
from daifugo_gui.analysis.labelings import LabelingProfile, LabelingTable

Row = Sequence[object]


def table_lines(header: Sequence[str], rows: Sequence[Row], left_last: bool = False) -> list[str]:
    """Right-aligned columns two spaces apart; ``left_last`` left-aligns the last one
    (text of any width, such as blocks)."""
    cells = [[str(c) for c in header]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
    lines = []
    for row in cells:
        parts = [cell.rjust(width) for cell, width in zip(row, widths)]
        if left_last:
            parts[-1] = row[-1]
        lines.append("  ".join(parts).rstrip())
    return lines


def blocks_text(blocks: frozenset[Block]) -> str:
    """Blocks in increasing order, points joined by commas: ``0,1 2,3``."""
    ordered = sorted(sorted(b) for b in blocks)
    return " ".join(",".join(str(x) for x in b) for b in ordered)


def _distribution(counts: dict[int, int]) -> str:
    return " ".join(f"{key}:{value}" for key, value in counts.items())


def _name(table: LabelingTable) -> str:
    return f"S({table.t},{table.k},{table.v})"


def _extremes(table: LabelingTable) -> list[str]:
    numbers = {id(p): n for n, p in enumerate(table.profiles, start=1)}
    lines = []
    for word, chosen in (("smallest", table.smallest()), ("largest", table.largest())):
        listed = " ".join(f"No. {numbers[id(p)]}" for p in chosen)
        unique = "unique" if len(chosen) == 1 else f"{len(chosen)} labelings"
        lines.append(f"{word}: size {chosen[0].size}, {unique} ({listed})")
    return lines


def _a_header(k: int) -> list[str]:
    return [f"a{i}" for i in range(k + 1)]


def _labelings_section(table: LabelingTable, title: str, with_blocks: bool, extra: list[str]) -> list[str]:
    lines = [f"## {_name(table)}: {len(table.profiles)} labelings ({title})"]
    lines.append(f"sizes: {_distribution(table.size_distribution())}")
    lines += _extremes(table)
    lines += extra
    header = ["No.", "size", *_a_header(table.k), "energy1"] + (["blocks"] if with_blocks else [])
    rows = []
    for number, p in enumerate(table.profiles, start=1):
        row: list[object] = [number, p.size, *p.a, p.energy_one_count]
        if with_blocks:
            row.append(blocks_text(p.blocks))
        rows.append(row)
    return lines + table_lines(header, rows, left_last=with_blocks)


def detail_lines(research: HexadResearch) -> list[str]:
    """Every section, in the order the tab's panels come."""
    out: list[str] = []
    for small in research.small_tables:
        out += _labelings_section(small, "Theorem 2.6", with_blocks=True, extra=[])
        out.append("")
    table = research.table
    extra = [
        f"shuffle labeling: No. {research.shuffle_number if research.shuffle_number is not None else '-'}",
        "relations a0=a6, a1=a5, a2=a4, sum a_i=792, sum i(i-1) a_i=5940, size=924-a0: "
        f"hold for {research.relations_hold} of {len(table.profiles)}",
    ]
    out += _labelings_section(table, "Theorem 2.5, a_i per labeling", with_blocks=False, extra=extra)
    out.append("")
    out.append("## labelings by a0 (game size 924 - a0)")
    out += table_lines(
        ["a0", "size", "labelings", "largest_a1", "with_largest_a1"],
        [(c.a0, c.size, c.labelings, c.largest_a1, c.with_largest_a1) for c in research.a0_classes],
    )
    out.append("")
    out.append(f"## labelings whose energy-1 positions form an {_name(table)}: {len(research.energy_one)}")
    out += table_lines(
        ["No.", "size", *_a_header(table.k), "energy1", "steiner", "same_as"],
        [
            (e.number, e.profile.size, *e.profile.a, e.profile.energy_one_count,
             "yes" if e.is_steiner else "no", e.same_as if e.same_as is not None else "-")
            for e in research.energy_one
        ],
    )  # fmt: skip
    out.append("")
    out.append("## Figure 4: block sums of the shuffle labeling")
    out.append(f"hexads: {sum(research.block_sums.values())}")
    out += table_lines(["sum", "hexads"], list(research.block_sums.items()))
    out.append("")
    out.append("## energies of the hexad game's positions")
    out.append(f"positions: {sum(research.energy_histogram.values())}")
    out += table_lines(["energy", "positions"], list(research.energy_histogram.items()))
    return out


def _profile_json(number: int, p: LabelingProfile, with_blocks: bool) -> dict[str, Any]:
    entry: dict[str, Any] = {"number": number, "size": p.size, "a": list(p.a), "energy_one": p.energy_one_count}
    if with_blocks:
        entry["blocks"] = sorted(sorted(b) for b in p.blocks)
    return entry


def _table_json(table: LabelingTable, with_blocks: bool) -> dict[str, Any]:
    return {
        "t": table.t,
        "k": table.k,
        "v": table.v,
        "sizes": {str(size): count for size, count in table.size_distribution().items()},
        "labelings": [_profile_json(n, p, with_blocks) for n, p in enumerate(table.profiles, start=1)],
    }


def detail_json(research: HexadResearch) -> dict[str, Any]:
    """The same numbers as one JSON value (keys that are numbers are strings, as in
    ``sizes``). The 5040 rows carry no blocks: 132 per labeling would make 12 MB."""
    return {
        "tables": [_table_json(t, with_blocks=True) for t in research.small_tables]
        + [_table_json(research.table, with_blocks=False)],
        "shuffle_labeling_number": research.shuffle_number,
        "relations_hold": research.relations_hold,
        "a0_classes": [
            {"a0": c.a0, "size": c.size, "labelings": c.labelings, "largest_a1": c.largest_a1,
             "with_largest_a1": c.with_largest_a1}
            for c in research.a0_classes
        ],  # fmt: skip
        "energy_one_labelings": [
            {
                **_profile_json(e.number, e.profile, with_blocks=True),
                "is_steiner": e.is_steiner,
                "same_as": e.same_as,
                "energy_one_positions": sorted(sorted(b) for b in e.energy_one),
            }
            for e in research.energy_one
        ],
        "block_sums": {str(s): n for s, n in research.block_sums.items()},
        "energy_histogram": {str(e): n for e, n in research.energy_histogram.items()},
    }
