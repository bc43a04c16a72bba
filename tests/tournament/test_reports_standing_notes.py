"""The printed standings' stage column in words (issue 37): the Japanese standings printed
the stored notes as they are kept — "R2 #2" for a knock-out not yet decided, "A2" for a
player out in group A, "準決勝 #3" once decided. Printed as an organiser prints them (the
console's session, its PDF read back), in both languages."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Callable

import pytest

from daifugo_gui.app.tournament_session import TournamentSession
from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import finished_record, play_round
from daifugo_gui.tournament.formats import FormatOptions, Step
from pdf_reading import pdf_text
from prompts_fake import FakePrompts

NAMES = ("山田", "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "中村")


def _knockout(path: Path, rounds: int | None) -> None:
    """Eight players at tables of two; ``rounds`` played (None: to the end)."""
    t = Tournament.create(path, "KO杯", format="knockout", seed=5, table_size=2, min_table_size=2)
    t.add_players((name,) for name in NAMES)
    played = 0
    while t.next_step().step is not Step.OVER and (rounds is None or played < rounds):
        view = t.seat_round()
        for table in view.tables:
            t.record_game(view.number, table.number, finished_record([p.name for p in table.players]))
        played += 1
    t.close()


def _groups(path: Path, rounds: int | None) -> None:
    """Two round-robin groups of four, the best two of each to a knock-out of pairs."""
    t = Tournament.create(path, "G杯", format="groups_knockout", seed=3, table_size=2, min_table_size=2,
                          options=FormatOptions(groups=2, group_advance=2, knockout_table_size=2))
    t.add_players((name,) for name in NAMES)
    rng = random.Random(5)
    played = 0
    while t.next_step().step is not Step.OVER and (rounds is None or played < rounds):
        play_round(t, rng)
        played += 1
    t.close()


def _printed(source: Path, lang: str) -> tuple[list[str], str]:
    """The stored notes, and the text of the standings printed from the console's session."""
    session = TournamentSession(FakePrompts())
    assert session.open(source).done
    assert session.tournament is not None
    notes = [row.note for row in session.tournament.standings()]
    out = source.with_name(f"standings_{lang}.pdf")
    writer = session.standings_report(out, lang)
    assert writer.done
    writer.get()()
    session.tournament.close()
    return notes, re.sub(r"[ \t]+", " ", pdf_text(out))


Event = Callable[[Path, "int | None"], None]
CASES: list[tuple[str, Event, int | None, tuple[str, ...], tuple[str, ...]]] = [
    # name, event, rounds played, the words expected in Japanese, in English
    ("undecided knock-out", _knockout, 2, ("第2回戦 1位", "第1回戦 2位"), ("Round 2 #1", "Round 1 #2")),
    ("decided knock-out", _knockout, None, ("優勝", "準優勝", "準決勝 2位", "準々決勝 2位"),
     ("Champion", "Runner-up", "Semi-final #2", "Quarter-final #2")),
    ("group stage", _groups, 3, ("Aグループ 1位", "Bグループ 4位"), ("Group A #1", "Group B #4")),
    ("knock-out after the groups", _groups, 4, ("第4回戦 1位", "Aグループ 3位"), ("Round 4 #1", "Group A #3")),
]


@pytest.mark.parametrize(("event", "rounds", "japanese"), [c[1:4] for c in CASES], ids=[c[0] for c in CASES])
def test_japanese_standings_print_no_stored_note(tmp_path: Path, event: Event, rounds: int | None,
                                                 japanese: tuple[str, ...]) -> None:
    source = tmp_path / "event.sqlite"
    event(source, rounds)
    notes, text = _printed(source, "ja")
    for word in japanese:
        assert word in text, (word, text)
    assert "#" not in text and "champion" not in text
    # No stored note as a word of its own: a group's "A2", a round's "R2 #2" (a bare "R2" is
    # also the heading of round 2's column, so only the ranked ones are checked for those).
    words = set(text.split())
    kept = [n for n in notes if n and (n in words or " #" in n and n in text)]
    assert not kept, kept


@pytest.mark.parametrize(("event", "rounds", "english"), [(c[1], c[2], c[4]) for c in CASES],
                         ids=[c[0] for c in CASES])
def test_english_standings_name_the_stage_and_the_rank(tmp_path: Path, event: Event, rounds: int | None,
                                                       english: tuple[str, ...]) -> None:
    source = tmp_path / "event.sqlite"
    event(source, rounds)
    notes, text = _printed(source, "en")
    for word in english:
        assert word in text, (word, text)
    assert not [n for n in notes if n and re.search(rf"(?<![\w#]){re.escape(n)}(?!\w)", text)
                and not re.fullmatch(r"R\d+", n)]
