"""Issue 26: a requested bye ("pause one round"). A player asks to sit out a round not
yet seated; seating it leaves them out with a bye, scored as every bye (points, rank,
the Buchholz's virtual opponent) once the round is recorded; the request can be taken
back until the round is seated; the refusals are reasons."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from daifugo_gui.tournament import Tournament, TournamentError
from daifugo_gui.tournament import schema
from daifugo_gui.tournament.demo import finished_record, play_round
from daifugo_gui.tournament.options import FormatOptions
from daifugo_gui.tournament.reasons import TournamentCode as TC
from daifugo_gui.tournament.scoring import ScoringRules

NAMES = ["Aoi", "Bun", "Chika", "Daiki", "Emi", "Fumi", "Gen", "Hana"]


def make(tmp_path: Path, **kwargs) -> Tournament:  # type: ignore[no-untyped-def]
    t = Tournament.create(tmp_path / "cup.sqlite", "pause cup", seed=5, **kwargs)
    t.add_players((name, "", "") for name in NAMES)
    return t


def refused(code: TC, action) -> TournamentError:  # type: ignore[no-untyped-def]
    with pytest.raises(TournamentError) as err:
        action()
    assert err.value.reason.code is code, err.value.reason
    return err.value


def seated_names(view) -> set[str]:  # type: ignore[no-untyped-def]
    return {p.name for t in view.tables for p in t.players}


def row(t: Tournament, name: str):  # type: ignore[no-untyped-def]
    return next(r for r in t.standings() if r.name == name)


def test_a_requested_bye_leaves_the_player_out_and_scores_as_a_bye(tmp_path: Path) -> None:
    t = make(tmp_path, scoring=ScoringRules(bye_points=3))
    rng = random.Random(2)
    play_round(t, rng)
    t.request_bye("Aoi", 2)
    assert t.requested_byes(2) == ["Aoi"] and t.requested_byes(3) == []
    before = row(t, "Aoi")
    view = t.seat_round()
    assert "Aoi" not in seated_names(view)
    assert [p.name for p in view.byes] == ["Aoi"] and [p.name for p in view.requested] == ["Aoi"]
    assert sorted(len(table.players) for table in view.tables) == [3, 4]  # the other seven play
    # Seating does not move the standings; the bye counts once the round is recorded.
    assert row(t, "Aoi").points == before.points
    for table in view.tables:
        t.record_game(2, table.number, finished_record([p.name for p in table.players]))
    after = row(t, "Aoi")
    assert after.points == before.points + 3 and after.byes == 1
    # The round lists the bye as asked for wherever rounds are read.
    assert [p.name for p in t.round(2).requested] == ["Aoi"]
    assert [p.name for p in t.snapshot(2).round.requested] == ["Aoi"]


def test_requested_bye_points_follow_the_bye_setting(tmp_path: Path) -> None:
    t = make(tmp_path, scoring=ScoringRules(bye_points=1))
    t.request_bye("Hana", 1)
    view = t.seat_round()
    for table in view.tables:
        t.record_game(1, table.number, finished_record([p.name for p in table.players]))
    assert row(t, "Hana").points == 1


def test_a_request_for_round_1_leaves_the_draw_checkable(tmp_path: Path) -> None:
    t = make(tmp_path)
    t.request_bye("Chika", 1)
    view = t.seat_round()
    assert "Chika" not in seated_names(view) and [p.name for p in view.byes] == ["Chika"]
    assert t.verify_draw(1) == []  # the draw was dealt without her, and checks so


def test_cancelling_before_the_round_is_seated_seats_the_player(tmp_path: Path) -> None:
    t = make(tmp_path)
    t.request_bye("Bun", 1)
    t.request_bye("Emi", 1)
    t.cancel_requested_bye("Bun", 1)
    assert t.requested_byes(1) == ["Emi"]
    assert t.snapshot().requested_for(1) == tuple(p for p in t.players() if p.name == "Emi")
    view = t.seat_round()
    assert "Bun" in seated_names(view) and "Emi" not in seated_names(view)


def test_taking_back_a_seating_keeps_the_request(tmp_path: Path) -> None:
    t = make(tmp_path)
    t.request_bye("Gen", 1)
    t.seat_round()
    t.delete_last_round()
    assert t.requested_byes(1) == ["Gen"]
    assert "Gen" not in seated_names(t.seat_round())


def test_refusals_are_reasons_and_change_nothing(tmp_path: Path) -> None:
    t = make(tmp_path)
    refused(TC.NO_PLAYER, lambda: t.request_bye("Nobody", 1))
    t.drop_player("Fumi")
    refused(TC.BYE_WITHDRAWN, lambda: t.request_bye("Fumi", 1))
    t.request_bye("Aoi", 2)
    refused(TC.BYE_ALREADY_REQUESTED, lambda: t.request_bye("Aoi", 2))
    refused(TC.BYE_NOT_REQUESTED, lambda: t.cancel_requested_bye("Bun", 2))
    play_round(t, random.Random(1))
    refused(TC.BYE_ROUND_SEATED, lambda: t.request_bye("Bun", 1))
    t.seat_round()
    refused(TC.BYE_ROUND_SEATED, lambda: t.cancel_requested_bye("Aoi", 2))  # seated: the bye stands
    refused(TC.BYE_ROUND_PAST, lambda: t.request_bye("Bun", 1))
    assert t.requested_byes(2) == ["Aoi"] and t.requested_byes(1) == []


def test_a_player_withdrawn_later_may_still_ask_for_an_earlier_round(tmp_path: Path) -> None:
    t = make(tmp_path)
    t.drop_player("Daiki", from_round=3)
    t.request_bye("Daiki", 2)
    refused(TC.BYE_WITHDRAWN, lambda: t.request_bye("Daiki", 3))


def test_formats_that_seat_everyone_refuse(tmp_path: Path) -> None:
    rr = Tournament.create(tmp_path / "rr.sqlite", "rr", format="round_robin", seed=1, table_size=2,
                           min_table_size=2)
    rr.add_players((name, "", "") for name in NAMES[:4])
    refused(TC.BYE_FORMAT, lambda: rr.request_bye("Aoi", 1))
    ko = Tournament.create(tmp_path / "ko.sqlite", "ko", format="knockout", seed=1)
    ko.add_players((name, "", "") for name in NAMES)
    refused(TC.BYE_FORMAT, lambda: ko.request_bye("Aoi", 1))


def test_a_final_cannot_leave_a_finalist_out(tmp_path: Path) -> None:
    t = Tournament.create(tmp_path / "cup.sqlite", "final cup", format="swiss_final", seed=4,
                          options=FormatOptions(swiss_rounds=1, final_size=4, final_table_size=4))
    t.add_players((name, "", "") for name in NAMES)
    play_round(t, random.Random(3))
    finalist = t.standings()[0].name
    t.request_bye(finalist, 2)
    refused(TC.BYE_KNOCKOUT, t.seat_round)
    assert t.round_numbers() == [1]  # nothing seated
    t.cancel_requested_bye(finalist, 2)
    assert finalist in seated_names(t.seat_round())


def _as_v6(path: Path) -> None:
    with sqlite3.connect(path) as db:  # the file as schema v6 wrote it
        db.execute("DROP TABLE requested_byes")
        db.execute("UPDATE schema_version SET version = 6")


def test_a_v6_file_migrates_to_v7_and_takes_requests(tmp_path: Path) -> None:
    t = make(tmp_path)
    play_round(t, random.Random(4))
    before = (t.players(), t.rounds(), t.standings())
    t.close()
    path = tmp_path / "cup.sqlite"
    _as_v6(path)
    reader = Tournament.open(path, read_only=True)  # a report reads an upgraded copy
    assert reader.info().schema_version == schema.CURRENT_VERSION and reader.requested_byes(2) == []
    reader.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version FROM schema_version").fetchone() == (6,)  # left as it was
    opened = Tournament.open(path)
    assert opened.info().schema_version == schema.CURRENT_VERSION
    assert (opened.players(), opened.rounds(), opened.standings()) == before
    opened.request_bye("Hana", 2)
    assert "Hana" not in seated_names(opened.seat_round())
    opened.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version FROM schema_version").fetchone() == (schema.CURRENT_VERSION,)
        assert db.execute("SELECT COUNT(*) FROM requested_byes").fetchone() == (1,)


def test_the_round_list_shows_the_bye_as_asked(make_tab, tmp_path: Path) -> None:
    t = make(tmp_path)
    t.request_bye("Aoi", 1)
    t.seat_round()
    t.close()
    tab = make_tab("en")
    assert tab.open_tournament(tmp_path / "cup.sqlite")
    items = [tab.tables_tree.topLevelItem(i) for i in range(tab.tables_tree.topLevelItemCount())]
    byes = [item for item in items if item.text(0) == "Byes"]
    assert len(byes) == 1 and byes[0].text(1) == "Aoi (asked)"


@pytest.mark.parametrize(("lang", "shown"), [("en", "Byes: Aoi (asked)"), ("ja", "不戦: Aoi (本人希望)")])
def test_the_round_print_shows_the_bye_as_asked(tmp_path: Path, lang: str, shown: str) -> None:
    from pdf_reading import pdf_text

    from daifugo_gui.reports import round_results_pdf

    t = make(tmp_path)
    t.request_bye("Aoi", 1)
    view = t.seat_round()
    round_results_pdf(tmp_path / "r1.pdf", view, lang=lang, tournament="pause cup")
    assert shown in " ".join(pdf_text(tmp_path / "r1.pdf").split())


def test_the_round_list_shows_byes_asked_for_rounds_not_seated(make_tab, tmp_path: Path) -> None:
    t = make(tmp_path)
    t.request_bye("Bun", 1)
    t.request_bye("Aoi", 1)
    t.close()
    tab = make_tab("en")
    assert tab.open_tournament(tmp_path / "cup.sqlite")
    item = tab.tables_tree.topLevelItem(0)
    assert tab.tables_tree.topLevelItemCount() == 1  # nothing seated yet: only the requests
    assert (item.text(0), item.text(1)) == ("Round 1: byes asked", "Aoi, Bun")  # registration order
    tab.tournament.cancel_requested_bye("Bun", 1)
    tab.refresh()
    assert tab.tables_tree.topLevelItem(0).text(1) == "Aoi"
    tab.seat_next_round()
    texts = [tab.tables_tree.topLevelItem(i).text(0) for i in range(tab.tables_tree.topLevelItemCount())]
    assert "Round 1: byes asked" not in texts and texts[-1] == "Byes"  # seated: the bye, as asked


@pytest.mark.parametrize(("lang", "shown"), [("en", "Byes: Aoi (asked), Bun (asked)"),
                                             ("ja", "不戦: Aoi (本人希望)、Bun (本人希望)")])
def test_the_round_print_lists_the_byes_as_the_language_does(tmp_path: Path, lang: str, shown: str) -> None:
    """The Japanese print joined its byes with an English comma."""
    from pdf_reading import pdf_text

    from daifugo_gui.reports import round_results_pdf

    t = make(tmp_path)
    t.request_bye("Aoi", 1)
    t.request_bye("Bun", 1)
    view = t.seat_round()
    round_results_pdf(tmp_path / "r1.pdf", view, lang=lang, tournament="pause cup")
    assert shown in " ".join(pdf_text(tmp_path / "r1.pdf").split())


@pytest.mark.parametrize(("lang", "shown"), [("en", "Aoi, Bun"), ("ja", "Aoi、Bun")])
def test_the_round_list_joins_names_as_the_language_does(qapp, make_tab, tmp_path: Path, lang: str,
                                                         shown: str) -> None:
    from daifugo_gui.ui.widgets import i18n

    t = make(tmp_path)
    t.request_bye("Bun", 1)
    t.request_bye("Aoi", 1)
    t.close()
    i18n.install_language(qapp, lang)
    try:
        tab = make_tab(lang)
        assert tab.open_tournament(tmp_path / "cup.sqlite")
        assert tab.tables_tree.topLevelItem(0).text(1) == shown
    finally:
        i18n.install_language(qapp, "en")
