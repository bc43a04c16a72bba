"""The bracket PDF speaks in stages (issue 39 item 3): its columns are headed 準々決勝 /
準決勝 / 決勝 as the tab names the rounds, and the 3rd-place match is drawn apart,
labelled, with nothing wired into it and no arrow sending anyone on from the final."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from daifugo_gui.app.tournament_session import TournamentSession
from daifugo_gui.tournament.bracket import bracket_layout, bracket_names, bracket_rounds
from pdf_reading import pdf_pages
from print_events import knockout_with_third_place
from prompts_fake import FakePrompts


def _print_bracket(source: Path, out: Path, lang: str) -> str:
    session = TournamentSession(FakePrompts())
    assert session.open(source).done
    writer = session.bracket_report(out, lang)
    assert writer.done
    writer.get()()
    pages = pdf_pages(out)
    assert len(pages) == 1
    # Each page is looked at as a picture too (pdftoppm) when the test is run by hand.
    subprocess.run(["pdftoppm", "-r", "60", "-png", str(out), str(out.with_suffix(""))], check=False)
    return pages[0]


@pytest.mark.parametrize(("lang", "stages", "third", "old"), [
    ("ja", ("準々決勝", "準決勝", "決勝"), "3位決定戦", ("第3回戦", "第4回戦", "決勝（第5回戦）")),
    ("en", ("Quarter-final", "Semi-final", "Final"), "3rd place", ("Round 3", "Round 4", "Final (round 5)")),
])
def test_columns_are_headed_by_stage_and_the_third_place_match_stands_apart(
        tmp_path: Path, lang: str, stages: tuple[str, ...], third: str, old: tuple[str, ...]) -> None:
    source = tmp_path / "cup.sqlite"
    knockout_with_third_place(source).close()
    text = _print_bracket(source, tmp_path / f"bracket-{lang}.pdf", lang)
    heading = next(line for line in text.splitlines() if stages[0] in line)
    # Left to right in one heading line, as the columns run.
    assert heading.split() == list(stages), heading
    for word in old:
        assert word not in text
    assert text.count(third) == 1
    # The final's players are ranked, not sent on: no arrow in the last column.
    lines = text.splitlines()
    final_x = heading.rindex(stages[2])
    assert all("→" not in line[final_x - 2:] for line in lines), text


def test_the_third_place_table_is_linked_to_nothing_and_drawn_below_the_final(tmp_path: Path) -> None:
    t = knockout_with_third_place(tmp_path / "cup.sqlite")
    info, rounds = t.info(), t.rounds()
    names = bracket_names(info, rounds)
    knockout = bracket_rounds(info.format, rounds)
    final_round = knockout[-1].number
    assert names.placing == frozenset({(final_round, 2)})
    assert [names.stages[v.number] for v in knockout] == ["quarter_final", "semi_final", "final"]
    layout = bracket_layout(knockout, info.advance, names=names)
    placing = [b for b in layout.boxes if b.placing]
    assert len(placing) == 1 and placing[0].table == 2
    assert all(placing[0] is not target and placing[0] is not source for source, target in layout.links)
    final = layout.final_box
    assert final is not None and final.table == 1 and final.round == final_round
    assert placing[0].y > final.y + final.height  # under the final and its champion line
    # Nobody goes on from the final or from the 3rd-place match.
    assert not any(e.goes_on for e in final.entries + placing[0].entries)
    assert [column.stage for column in layout.columns] == ["quarter_final", "semi_final", "final"]
    t.close()


def test_a_plain_knockout_names_its_rounds_back_from_its_final(tmp_path: Path) -> None:
    from daifugo_gui.tournament import Tournament
    from daifugo_gui.tournament.demo import finished_record
    from daifugo_gui.tournament.formats import Step

    t = Tournament.create(tmp_path / "ko.sqlite", "KO", format="knockout", seed=5, table_size=2, min_table_size=2)
    for name in "ABCDEFGHIJKLMNOP":
        t.add_player(name)
    while t.next_step().step is not Step.OVER:
        view = t.seat_round()
        for table in view.tables:
            t.record_game(view.number, table.number, finished_record([p.name for p in table.players]))
    names = bracket_names(t.info(), t.rounds())
    assert names.stages == {2: "quarter_final", 3: "semi_final", 4: "final"}
    t.close()


def test_the_tabs_bracket_heads_its_columns_the_same_way(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from daifugo_gui.ui.tournament.bracket_view import BracketView

    t = knockout_with_third_place(tmp_path / "cup.sqlite")
    info, rounds = t.info(), t.rounds()
    view = BracketView()
    qtbot.addWidget(view)
    view.set_rounds(bracket_rounds(info.format, rounds), info.advance, bracket_names(info, rounds))
    assert [title for _x, title in view.round_titles] == ["Quarter-final", "Semi-final", "Final"]
    placing = [b for b in view.boxes if b.placing]
    assert len(placing) == 1 and not any(placing[0] in link for link in view.links)
    assert view.final is not None and view.final.rect.bottom() < placing[0].rect.top()
    view.resize(view.minimumSize())
    assert not view.grab().isNull()
    t.close()


def test_a_swiss_then_knockout_shows_and_prints_its_bracket_from_the_tab(make_tab, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    source = tmp_path / "cup.sqlite"
    knockout_with_third_place(source).close()
    tab = make_tab("ja", shown=True)
    assert tab.open_tournament(source)
    # The knock-out after the swiss rounds has its Bracket page, as a plain knock-out has.
    assert tab.side_tabs.isTabVisible(tab.bracket_index)
    assert [title for _x, title in tab.bracket_view.round_titles] == ["Quarter-final", "Semi-final", "Final"]
    tab.side_tabs.setCurrentIndex(tab.bracket_index)
    out = tmp_path / "bracket.pdf"
    tab.session.prompts.answer(str(out))  # where the PDF goes
    qtbot.mouseClick(tab.print_bracket_button, Qt.MouseButton.LeftButton)
    assert tab.prints.wait_for_pdf()
    text = pdf_pages(out)[0]
    assert "準々決勝" in text and "3位決定戦" in text
