"""Printed results (reportlab, no Qt): score sheets, round results, standings.

Every report takes ``lang`` ("ja" or "en") and embeds the shipped IPAex Gothic, so
Japanese renders in any PDF viewer. Each function writes one PDF and returns its page
count.
"""

from typing import TYPE_CHECKING

from daifugo_gui.lazy_exports import lazy_attributes

# The languages a report is printed in; its words are daifugo_gui.words.PrintWord.
from daifugo_gui.words import LANGS

# The rest is imported when first asked for (issue 29): reportlab loads only when
# something prints.
_HOMES = {
    "SheetHeading": "score_sheet",
    "blank_score_sheet": "score_sheet",
    "game_score_sheet": "score_sheet",
    "round_results_pdf": "standings",
    "seating_list_pdf": "standings",
    "standings_pdf": "standings",
}

if TYPE_CHECKING:
    from daifugo_gui.reports.score_sheet import (
        SheetHeading,
        blank_score_sheet,
        game_score_sheet,
    )
    from daifugo_gui.reports.standings import (
        round_results_pdf,
        seating_list_pdf,
        standings_pdf,
    )


__getattr__ = lazy_attributes(__name__, _HOMES, globals())


__all__ = [
    "LANGS",
    "SheetHeading",
    "blank_score_sheet",
    "game_score_sheet",
    "round_results_pdf",
    "seating_list_pdf",
    "standings_pdf",
]
