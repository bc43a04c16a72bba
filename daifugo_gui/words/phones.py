"""The words of the phones' pages (the players' web view), each with its English; the
Japanese is in the Qt catalog (context ``WebText``) and, for the Qt-free web server, in the
generated ``words/japanese.py``. Shorter than the printed words where a phone's column
is narrow ("Pts", "H2H"), so a family of their own."""

from __future__ import annotations

from daifugo_gui.words.word import Word

CONTEXT = "WebText"


class WebWord(Word):
    """A word of the web pages; its value is the English, ``{name}`` a value filled in."""

    LANG_NAME = "English"
    OTHER_LANG = "日本語"
    STANDINGS = "Standings"
    SEATING = "Where do I sit"
    RESULTS = "Results"
    CROSSTABLE = "Crosstable"
    BRACKET = "Bracket"
    PLAYING = "Tables playing"
    ROUND_N = "Round {n}"
    ROUND_RESULTS = "Round {n}: results"
    SEATING_ROUND = "Round {n}: where to sit"
    TABLE_N = "Table {n}"
    SEAT_N = "seat {n}"
    PLACE = "#"
    PLAYER = "Player"
    POINTS = "Pts"
    GAMES = "Games"
    WINS = "1st"
    RANK_SUM = "Rank sum"
    RANK_SCORE = "Rank score"
    HEAD_TO_HEAD = "H2H"
    OPPOSITION = "Opp."
    LARGEST_PRIME = "Largest prime"
    # Column heads of the other tie-breaks, named as scoring.TIEBREAKS names them: the
    # standings template heads each tie-break's column with the word of its name.
    BUCHHOLZ_CUT1 = "Buchholz C1"
    MEDIAN_BUCHHOLZ = "Median B."
    PROGRESSIVE = "Prog."
    MOST_WINS = "Wins"
    GAME_POINTS = "GP"
    TB_RANK_SCORE = "rank score (each rank as (rank−1)/(seats−1), summed; lower first)"
    TB_HEAD_TO_HEAD = "head-to-head among the tied players"
    TB_OPPOSITION = "opposition (opponents' points, summed; higher first)"
    TB_LARGEST_PRIME = "largest prime played (larger first)"
    TB_BUCHHOLZ_CUT1 = "Buchholz cut 1 (opponents' points without the weakest round's; higher first)"
    TB_MEDIAN_BUCHHOLZ = "median Buchholz (without the weakest and the strongest round's opponents; higher first)"
    TB_PROGRESSIVE = "progressive score (the running total after each round, summed; higher first)"
    TB_MOST_WINS = "most first places"
    TB_GAME_POINTS = "game points (games won in matches; more first)"
    TIE_BREAKS = "Equal points are separated by, in order: {order}."
    LIST_SEPARATOR = "; "  # between the tie-breaks of that sentence (、 in Japanese)
    NAME_SEPARATOR = ", "  # between the names of a list, e.g. the byes (、 in Japanese)
    TIE_BREAKS_NONE = "No tie-breaks: players equal on points share the place."
    NO_ROUNDS = "No round has been seated yet."
    NO_RESULTS = "No results yet."
    SEARCH = "Name, kana or romaji"
    SEARCH_BUTTON = "Find"
    NO_MATCH = "Nobody by that name in this round."
    BYE = "bye"
    BYES = "Byes: {names}"
    RANK = "Rank"
    CARDS_LEFT = "Cards left"
    FOULS = "Fouls"
    STILL_PLAYING = "still playing"
    ALL_DONE = "Every table of round {n} has its result."
    TABLES_LEFT = "{left} of {all} tables still playing."
    WATCH_LIVE = "watch live"
    LIVE_NONE = "This table's console does not publish its game; the result appears when it is recorded."
    TO_MOVE = "To move"
    FIELD = "Field"
    HAND = "Cards in hand"
    CLOCK = "Clock"
    MOVES = "Moves (数譜)"
    EMPTY_FIELD = "(empty)"
    FINISHED = "finished"
    CHAMPION = "Champion: {name}"
    GOES_ON = "goes on"
    UPDATED = "Updated live"
    RECONNECTING = "Connection lost: reconnecting…"
    STATIC_NOTE = "Saved copy; not updated."
    NOT_FOUND = "Not found."
    READ_ONLY = "Read-only view of the tournament."
    WITHDRAWN = "withdrew from round {n}"
    GROUP = "Group {name}"
    STAGE = "Stage"
    FILE_GONE = (
        "The tournament file was deleted from the computer serving these pages: they show the last results read, and no longer update."
    )
    FILE_UNREADABLE = (
        "The tournament file was replaced by one that cannot be read: these pages show the last results read, and no longer update."
    )
    MENU = "Pages"
    NOT_UPDATED = "Not updated: see the note at the top"
    NOTE_CHAMPION = "Champion"
    NOTE_RANK = "#{rank}"
    STAGE_FINAL = "Final"
    STAGE_SEMI_FINAL = "Semi-final"
    STAGE_QUARTER_FINAL = "Quarter-final"
    STAGE_THIRD_PLACE = "3rd place"
    STAGE_LAST_N = "Last {n}"
    BRACKET_FINAL = "Final (round {n})"
    SEATED_NOW = "Round {n} is seated: your new place is below."
    NOT_SEATED = "Not seated this round."
    MY_PLACE = "Place {place} of {all}, {points} points"
    MY_RESULTS = "Your rounds"
    ROUND = "Round"
    TABLE = "Table"
    NOTIFY_ME = "Tell me when I am seated"
    NOTIFY_TITLE = "Round {n}: {where}"
    CROSS_LEGEND = (
        "Each cell: the row's rank, then the column's, for every game they shared (○ won, × lost at a table of two)."
    )
    REVIEW_HEADING = "Review (every decision, with the plays there were)"
    REVIEW_PREPARING = "The review of this game is being prepared: reload the page in a moment."


# Ids the tournament hands the pages, and the word each is shown as (tests check that every
# id the tournament can hand has one).
TIE_BREAKS: dict[str, WebWord] = {
    "rank_score": WebWord.TB_RANK_SCORE, "head_to_head": WebWord.TB_HEAD_TO_HEAD,
    "opposition": WebWord.TB_OPPOSITION, "largest_prime": WebWord.TB_LARGEST_PRIME,
    "buchholz_cut1": WebWord.TB_BUCHHOLZ_CUT1, "median_buchholz": WebWord.TB_MEDIAN_BUCHHOLZ,
    "progressive": WebWord.TB_PROGRESSIVE, "most_wins": WebWord.TB_MOST_WINS,
    "game_points": WebWord.TB_GAME_POINTS,
}
"""A tie-break (``tournament.scoring.TIEBREAKS``) as the standings' note explains it; its
column head is the word of the same name (``WebWord.RANK_SCORE``)."""

STAGES: dict[str, WebWord] = {
    "final": WebWord.STAGE_FINAL, "semi_final": WebWord.STAGE_SEMI_FINAL,
    "quarter_final": WebWord.STAGE_QUARTER_FINAL, "third_place": WebWord.STAGE_THIRD_PLACE,
}
"""A knock-out stage (``tournament.standing_notes.STAGE_KEYS``, and the placing table)."""
