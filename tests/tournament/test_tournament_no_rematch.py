""""No rematch" (issue 26): a 21-player swiss whose round 4 seated 2 avoidable repeats
meetings; with the option set, round 4 seats nobody with a past table-mate."""

from __future__ import annotations

import random
from pathlib import Path

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import play_round
from daifugo_gui.tournament.formats import FormatOptions
from daifugo_gui.tournament.seating import Seating, met_before, rematch_free_seating, total_repeats


def _event(path: Path, no_rematch: bool) -> tuple[Tournament, int]:
    """21 players at tables of four and three, three rounds played from demo games (the
    same results either way), round 4 seated; the repeats in round 4."""
    t = Tournament.create(path, "21", seed=2, options=FormatOptions(no_rematch=no_rematch))
    for i in range(21):
        t.add_player(f"P{i:02d}")
    rng = random.Random(2)
    for _ in range(3):
        play_round(t, rng)
    rounds = t.rounds()
    met = met_before([p.id for p in table.players] for r in rounds for table in r.tables)
    view = t.seat_round()
    return t, total_repeats(Seating(tuple(tuple(p.id for p in x.players) for x in view.tables)), met)


def test_no_rematch_is_absolute_when_a_seating_without_one_exists(tmp_path: Path) -> None:
    plain, repeats = _event(tmp_path / "plain.sqlite", no_rematch=False)
    assert repeats == 2  # the case: the usual seating keeps 2 avoidable repeats
    plain.close()
    strict, repeats = _event(tmp_path / "strict.sqlite", no_rematch=True)
    assert repeats == 0
    assert strict.info().options.no_rematch  # stored with the format's options
    view = strict.round(4)
    assert sorted(len(x.players) for x in view.tables) == [3, 3, 3, 4, 4, 4] and not view.byes
    strict.close()


def test_no_seating_without_a_rematch_is_said_plainly() -> None:
    # Three players who have all met: no table of three avoids it.
    met = met_before([(1, 2, 3)])
    assert rematch_free_seating([1, 2, 3], met, [3]) is None
    assert rematch_free_seating([1, 2, 3, 4], met_before([(1, 2)]), [2, 2]) == Seating(((1, 3), (2, 4)))


def test_the_dialog_stores_no_rematch(qtbot) -> None:  # type: ignore[no-untyped-def]
    from daifugo_gui.ui.tournament.new_tournament_dialog import NewTournamentDialog

    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Cup")
    dialog.choose_format("swiss")
    assert dialog.form.isRowVisible(dialog.no_rematch)
    dialog.no_rematch.setChecked(True)
    dialog.avoid_clubs.setChecked(True)
    assert dialog.options()["options"] == FormatOptions(no_rematch=True, avoid_clubs=True)
    dialog.choose_format("round_robin")
    assert not dialog.form.isRowVisible(dialog.no_rematch) and "options" not in dialog.options()


def test_a_withdrawn_player_is_reinstated(tmp_path: Path) -> None:
    import pytest

    from daifugo_gui.tournament import TournamentError
    from daifugo_gui.tournament.demo import finished_record

    t = Tournament.create(tmp_path / "back.sqlite", "Back", seed=1)
    for name in "ABCDEFG":
        t.add_player(name)
    first = t.seat_round()
    for table in first.tables:
        t.record_game(1, table.number, finished_record([p.name for p in table.players]))
    t.drop_player("C")
    with pytest.raises(TournamentError, match="A has not withdrawn"):
        t.reinstate_player("A")
    assert t.reinstate_player("C").dropped_from_round is None
    second = t.seat_round()
    assert "C" in [p.name for x in second.tables for p in x.players] + [p.name for p in second.byes]
    t.close()


def test_club_avoidance_keeps_club_mates_apart(tmp_path: Path) -> None:
    from daifugo_gui.tournament.demo import finished_record

    def event(avoid: bool) -> list[set[str]]:
        t = Tournament.create(tmp_path / f"club{avoid}.sqlite", "Clubs", seed=4, table_size=2, min_table_size=2,
                              options=FormatOptions(avoid_clubs=avoid))
        # Two clubs; round 1 is the draw, round 2 follows the standings.
        for i, club in enumerate(["東", "東", "西", "西", "東", "西", "東", "西"]):
            t.add_player(f"P{i}", affiliation=club)
        clubs = {p.name: p.affiliation for p in t.players()}
        first = t.seat_round()
        for table in first.tables:
            t.record_game(1, table.number, finished_record([p.name for p in table.players]))
        second = t.seat_round()
        t.close()
        return [{clubs[p.name] for p in x.players} for x in second.tables]

    assert any(len(clubs) == 1 for clubs in event(False))  # by standings alone, club-mates meet
    assert all(len(clubs) == 2 for clubs in event(True))  # every table of round 2 mixes the clubs
    assert FormatOptions.from_dict(FormatOptions(avoid_clubs=True).to_dict()).avoid_clubs
