"""A match's score sheet prints every game (issue 39 item 2): the earlier games' moves
from the console, their paper results, the running match score, and every first-mover
exception the judge accepted, with who allowed it and why."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from daifugo_gui.app.tournament_session import TournamentSession
from pdf_reading import pdf_text
from print_events import best_of_three_with_exception
from prompts_fake import FakePrompts

WORDS = {
    "ja": {"game": "第{n}ゲーム", "console": "コンソールで審判", "paper": "紙の成績表から", "moves": "第{n}ゲームの数譜",
           "exceptions": "審判が認めた先手の例外", "who": "認めた人", "no_moves": "数譜の記録なし"},
    "en": {"game": "Game {n}:", "console": "judged at the console", "paper": "from the paper sheet",
           "moves": "Moves of game {n}", "exceptions": "First-mover exceptions accepted by the judge",
           "who": "Allowed by", "no_moves": "no moves recorded"},
}


def _flat(text: str) -> str:
    """The text without line breaks and spaces, as a reader reads across wrapped lines."""
    return "".join(text.split())


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("how", ["one_table", "whole_round"])
def test_every_game_of_the_match_is_on_its_sheet(tmp_path: Path, lang: str, how: str) -> None:
    source = tmp_path / "match.sqlite"
    t, a, b = best_of_three_with_exception(source)
    match = t.match(1, 1)
    assert match is not None and match.decided and match.score == (1, 2)
    t.close()
    session = TournamentSession(FakePrompts())
    assert session.open(source).done
    out = tmp_path / f"sheet-{how}-{lang}.pdf"
    writer = (session.score_sheet_report(out, 1, 1, lang) if how == "one_table"
              else session.round_sheets_report(out, 1, lang))
    assert writer.done
    writer.get()()
    subprocess.run(["pdftoppm", "-r", "60", "-png", str(out), str(out.with_suffix(""))], check=False)
    text = pdf_text(out)
    flat = _flat(text)
    w = WORDS[lang]
    for n in (1, 2, 3):
        assert _flat(w["game"].format(n=n)) in flat
    # The running score after each game, seat 1 first.
    for score in ("1–0", "1–1", "1–2"):
        assert _flat(f"{a} {score} {b}") in flat, score
    # Games 1 and 3 were judged at the console: their moves; game 2 came on paper.
    assert _flat(w["moves"].format(n=1)) in flat and _flat(w["moves"].format(n=3)) in flat
    assert _flat(w["moves"].format(n=2)) not in flat and _flat(w["no_moves"]) in flat
    assert flat.count(_flat(w["console"])) == 2 and flat.count(_flat(f"（{w['paper']}）" if lang == "ja" else f"({w['paper']})")) == 1
    # Game 2's paper lines: 𠮷田 won with 1009 and a foul, 山田 had 4 cards and a time-out.
    assert "1009" in text
    # The exception: the rule's opener, who opened, who allowed it and the reason.
    assert _flat(w["exceptions"]) in flat and _flat(w["who"]) in flat
    assert _flat("席を取り違えて先に出した") in flat and _flat("主審 高橋") in flat
    assert session.tournament is not None
    session.tournament.close()


def test_a_match_without_exceptions_says_so(tmp_path: Path) -> None:
    from daifugo_gui.reports.score_sheet import round_sheets_pdf
    from daifugo_gui.tournament import Tournament
    from daifugo_gui.tournament.formats import FormatOptions
    from print_events import two_player_record

    t = Tournament.create(tmp_path / "m.sqlite", "M", seed=6, table_size=2, min_table_size=2,
                          options=FormatOptions(match_games=3, match_kind="best_of", first_move="alternate"))
    t.add_players((n,) for n in ("Ann", "Bob"))
    a, b = (p.name for p in t.seat_round().tables[0].players)
    t.record_game(1, 1, two_player_record(a, b, winner=a))
    t.record_game(1, 1, two_player_record(b, a, winner=a))
    out = tmp_path / "m.pdf"
    round_sheets_pdf(out, t.round(1), lang="en", tournament="M",
                     match_games={1: t.match_game_records(1, 1)})
    flat = _flat(pdf_text(out))
    assert _flat("every game was opened by the player the match's rule names") in flat
    assert _flat(f"{a} 2–0 {b}") in flat and _flat("Game 2:") in flat
    t.close()
