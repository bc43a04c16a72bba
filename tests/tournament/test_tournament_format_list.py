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
