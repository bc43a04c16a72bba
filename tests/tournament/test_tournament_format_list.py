"""One list of formats (issue 37, item 5): the stored words (``options.Format``), the
registry that runs them and the new-tournament dialog's pages are the same list."""

from __future__ import annotations

from daifugo_gui.tournament.formats import FORMATS, REGISTRY
from daifugo_gui.tournament.options import Format


def test_every_stored_format_word_has_its_module_in_the_same_order() -> None:
    assert FORMATS == tuple(f.value for f in Format) == tuple(REGISTRY)
    assert Format.SWISS_KNOCKOUT.value == "swiss_knockout"  # the one the enum lacked
    assert all(REGISTRY[key].key == key for key in FORMATS)


def test_the_new_tournament_dialog_offers_exactly_the_registered_formats(qtbot) -> None:
    from daifugo_gui.ui.tournament.new_tournament_dialog import NewTournamentDialog

    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    assert tuple(dialog._pages()) == FORMATS


def test_the_screens_and_prints_ask_each_format_not_its_flags() -> None:
    """Issue 37: what a format allows and shows is asked of it (one answer per question)."""
    answers = {key: (f.allows_requested_bye(), f.shows_stage(), f.prints_bracket_standings(), f.crosstabled(),
                     f.knockout_throughout(), f.plays_groups()) for key, f in REGISTRY.items()}
    assert answers["swiss"] == (True, False, False, False, False, False)
    assert answers["knockout"] == (False, True, True, False, True, False)
    assert answers["round_robin"] == (False, False, False, True, False, False)
    assert answers["groups_knockout"][5] and not answers["groups_knockout"][0]
    assert answers["swiss_knockout"][0] and answers["swiss_knockout"][1]
