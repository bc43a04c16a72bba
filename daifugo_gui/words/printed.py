"""The words printed on the reports (score sheets, standings, results, brackets, the
crosstable), each with its English; the Japanese is in the Qt catalog (context
``PrintText``) and, for the Qt-free reports, in the generated ``words/japanese.py``."""

from __future__ import annotations

from daifugo_gui.words.word import Word

CONTEXT = "PrintText"


class PrintWord(Word):
    """A printed word; its value is the English, ``{name}`` a value filled in."""

    SCORE_SHEET = "Score sheet"
    BLANK_SCORE_SHEET = "Score sheet (to fill in by hand)"
    SCORE_SHEET_OF = "Score sheet: round {round}, table {table}"
    BLANK_SCORE_SHEET_OF = "Score sheet to fill in: round {round}, table {table}"
    STANDINGS = "Standings"
    FINAL_STANDINGS = "Final standings"
    ROUND_RESULTS = "Round {n} results"
    SEATING_LIST = "Round {n}: where to sit"
    NAME_SEPARATOR = ", "  # between the names of a list, e.g. the byes (、 in Japanese)
    ROUND = "Round"
    TABLE = "Table"
    SEAT = "Seat"
    TOURNAMENT = "Tournament"
    JUDGE = "Prime judge"
    STARTED = "Start"
    ENDED = "End"
    DURATION = "Duration"
    MINUTES = "{n} min"
    RANK = "Rank"
    PLACE = "Place"
    PLAYER = "Player"
    READING = "Reading"
    AFFILIATION = "Affiliation"
    CARDS_LEFT = "Cards left"
    FOULS = "Fouls"
    TIMEOUTS = "Time-outs"
    LARGEST_PRIME = "Largest prime"
    LARGEST_PRIME_GAME = "Largest prime of the game"
    BY = "by {name}"
    NONE = "none"
    POINTS = "Points"
    RANK_SUM = "Rank sum"
    HEAD_TO_HEAD = "H2H"
    WINS = "Wins"
    GAMES = "Games"
    BYES = "Byes"
    BYE = "bye"
    BYES_LIST = "Byes: {names}"
    BYE_ASKED = "{name} (asked)"
    SIGNATURE = "Signature"
    JUDGE_SIGNATURE = "Judge's signature"
    DISQUALIFIED = "DQ"
    FINISHED = "Result"
    FINISHED_NORMAL = "played to the end"
    STOP_TIME = "stopped: time limit (D11)"
    STOP_THOUSAND_DAY = "stopped: thousand-day rule"
    STOP_JUDGE = "stopped: the judge's decision"
    SETTINGS = "Settings"
    DEFAULTS = "official defaults"
    TURNS = "Turns"
    MOVES = "Moves (数譜)"
    CORRECTED = "Corrected: the result above replaces the judged one"
    CORRECTED_BY = "{when}, by {who}: {why}"
    CORRECTED_CHANGE = "{player}: {field} {before} → {after}"
    YES = "yes"
    NO = "no"
    NOTES = "Notes"
    PAGE = "Page {n}"
    PRINTED = "Printed {when}"
    ROUNDS_PLAYED = "{n} rounds"
    TIE_BREAKS = "Ties after points, in order: {order}."
    TIE_BREAKS_NONE = "No tie-breaks: players equal on points share the place."
    TB_RANK_SCORE = "rank score (each rank as (rank−1)/(seats−1), summed; lower first)"
    TB_HEAD_TO_HEAD = "head-to-head"
    TB_OPPOSITION = "opposition (opponents' points, summed)"
    TB_LARGEST_PRIME = "largest prime"
    TB_BUCHHOLZ_CUT1 = "Buchholz cut 1 (without the weakest round's opponents)"
    TB_MEDIAN_BUCHHOLZ = "median Buchholz (without the weakest and the strongest round)"
    TB_PROGRESSIVE = "progressive score (running totals summed)"
    TB_MOST_WINS = "most first places"
    TB_GAME_POINTS = "game points (match games won)"
    MATCH_SCORE = "Match (games won–lost over {games} games): {score}"
    MATCH_GAMES = "Every game of the match"
    MATCH_GAME = "Game {n}: {first} moved first, {winner} won; match score after it {score} ({source})"
    SOURCE_CONSOLE = "judged at the console"
    SOURCE_PAPER = "from the paper sheet"
    SOURCE_FILE = "from a record file"
    MATCH_EXCEPTIONS = "First-mover exceptions accepted by the judge"
    MATCH_EXCEPTION = (
        "Game {n}: by the match's rule {rule} moves first, {played} did. Allowed by {who}, {when}. Why: {why}"
    )
    MATCH_EXCEPTIONS_NONE = "First mover: every game was opened by the player the match's rule names."
    WHO_NOT_RECORDED = "the judge at this table (name not recorded)"
    GAME_MOVES = "Moves of game {n} (数譜)"
    NO_MOVES_PAPER = "Result from a paper sheet: no moves recorded."
    RANK_SCORE = "Rank score"
    OPPOSITION = "Opp."
    KNOCKOUT = "Knock-out"
    STAGE = "Stage"
    CHAMPION = "Champion"
    RUNNER_UP = "Runner-up"
    TABLE_CORRECTED = "* Table {table}: result corrected {when} by {who}. Why: {why}"
    TABLE_DAMAGED = (
        "! Table {table}: its stored game record is damaged (it changed after it was written); the result above is the one stored beside it, and the moves are not printed."
    )
    RANK_WAS = "(was {rank})"
    MATCH_CARDS_LEGEND = (
        'Matches: "cards left" is the sum over the match\'s games; each game\'s in brackets, game 1 first (5 (1+4+0)).'
    )
    PLACE_N = "{n}{suffix} place"
    STAGE_FINAL = "Final"
    STAGE_SEMI_FINAL = "Semi-final"
    STAGE_QUARTER_FINAL = "Quarter-final"
    STAGE_THIRD_PLACE = "3rd place"
    STAGE_LAST_N = "Last {n}"
    NOTE_RANKED = "{where} #{rank}"
    NO_RESULTS = "No results yet."
    LEGEND_FOULS = "Mark each foul and time-out as it happens."
    GOES_ON_LEGEND = "→ goes on to round {n}"
    WITHDRAWN_MARK = "(withdrew from R{n})"
    BRACKET = "Knock-out bracket"
    BRACKET_ROUND = "Round {n}"
    BRACKET_FINAL = "Final (round {n})"
    BRACKET_CHAMPION = "Champion: {name}"
    ROUND_CELL_LEGEND = "R1, R2 …: rank / players at the table (2/4 = second of four)."
    ROUNDS_BLOCK = "Results by round, rounds {first}–{last} (the players in the order above)"
    WEB_VIEW = "Standings, seats and results on your phone, updated live: scan the code or open {url}"
    WEB_VIEW_OWN = (
        "On your phone, updated live: scan the code beside your name for your own page (your table and seat every "
        "round, your results and place), with the standings, seats and results a tap away; or open {url}"
    )
    OWN_PAGE = "Your page"
    OWN_PAGES = "Your own page on your phone (table and seat every round, results, place): scan the code above your name"
    CROSSTABLE = "Crosstable"
    CROSSTABLE_GROUP = "Group {name}"
    CROSSTABLE_COLUMNS = "columns {first}–{last}"
    CROSSTABLE_LEGEND = (
        "{won} won, {lost} lost against the column's player; at larger tables both ranks, the row's player first (1-3)."
    )


# Ids the tournament hands the reports, and the word each is printed as (tests check that
# every id the tournament can hand has one).
TIE_BREAKS: dict[str, PrintWord] = {
    "rank_score": PrintWord.TB_RANK_SCORE, "head_to_head": PrintWord.TB_HEAD_TO_HEAD,
    "opposition": PrintWord.TB_OPPOSITION, "largest_prime": PrintWord.TB_LARGEST_PRIME,
    "buchholz_cut1": PrintWord.TB_BUCHHOLZ_CUT1, "median_buchholz": PrintWord.TB_MEDIAN_BUCHHOLZ,
    "progressive": PrintWord.TB_PROGRESSIVE, "most_wins": PrintWord.TB_MOST_WINS,
    "game_points": PrintWord.TB_GAME_POINTS,
}
"""A tie-break (``tournament.scoring.TIEBREAKS``) as the standings' legend names it."""

STAGES: dict[str, PrintWord] = {
    "final": PrintWord.STAGE_FINAL, "semi_final": PrintWord.STAGE_SEMI_FINAL,
    "quarter_final": PrintWord.STAGE_QUARTER_FINAL, "third_place": PrintWord.STAGE_THIRD_PLACE,
}
"""A knock-out stage (``tournament.standing_notes.STAGE_KEYS``, and the placing table)."""

STOPS: dict[str, PrintWord] = {
    "time": PrintWord.STOP_TIME, "thousand_day": PrintWord.STOP_THOUSAND_DAY, "judge": PrintWord.STOP_JUDGE,
}
"""Why a game was stopped, as its record says (``time``, ``thousand_day``, ``judge``)."""

SOURCES: dict[str, PrintWord] = {
    "console": PrintWord.SOURCE_CONSOLE, "paper": PrintWord.SOURCE_PAPER, "file": PrintWord.SOURCE_FILE,
}
"""Where a match game's result came from."""

RESULT_FIELDS: dict[str, PrintWord] = {
    "rank": PrintWord.RANK, "cards_left": PrintWord.CARDS_LEFT, "fouls": PrintWord.FOULS,
    "timeouts": PrintWord.TIMEOUTS, "disqualified": PrintWord.DISQUALIFIED,
    "largest_prime": PrintWord.LARGEST_PRIME,
}
"""A field of a result line (``PaperRow.to_dict()``), as a correction names what changed."""
