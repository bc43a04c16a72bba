"""Printed results (reportlab, no Qt): score sheets, round results, standings.

Every report takes ``lang`` ("ja" or "en") and embeds the shipped IPAex Gothic, so
Japanese renders in any PDF viewer. Each function writes one PDF and returns its page
count.
"""

from daifugo_gui.reports.labels import LANGS, labels
from daifugo_gui.reports.score_sheet import SheetHeading, blank_score_sheet, game_score_sheet
from daifugo_gui.reports.standings import round_results_pdf, seating_list_pdf, standings_pdf

__all__ = [
    "LANGS",
    "SheetHeading",
    "blank_score_sheet",
    "game_score_sheet",
    "labels",
    "round_results_pdf",
    "seating_list_pdf",
    "standings_pdf",
]
