"""What the console's own files (the autosave journal) report, as values.

The same pattern as ``rules/reasons.py`` and ``tournament/reasons.py``: a code whose value
is its English template, rendered by the console through Qt (``ui/widgets/reason_text.py``,
context ``ConsoleText``) and by everything else in English.
"""

from __future__ import annotations

from daifugo_gui.rules.reasons import ReasonCode


class JournalCode(ReasonCode):
    """Why an autosave journal cannot be read (or written)."""

    AT_LINE = "{path}, line {line}: {why}"
    IN_FILE = "{path}: {why}"
    CANNOT_READ = "cannot read the journal {path}: {detail}"
    NOT_AN_ENTRY = "not a journal entry ({detail})"
    NOT_UTF8 = "not UTF-8 text"
    STARTS_WITH_GAME = "a journal starts with its game"
    OTHER_FORMAT = "journal format {found}; this console reads {expected}"
    UNDO_NOTHING = "undo with no event to take back"
    UNKNOWN_KIND = "unknown entry kind {kind}"
    EMPTY = "the journal is empty"
    ENTRY_OBJECT = "an entry must be an object with a kind"
    ENTRY_NEEDS = "a {kind} entry needs {key}"
    CLOCKS_OBJECT = "'clocks' must be an object"
    CLOCK_BANKS_OBJECT = "the clocks' 'banks' must be an object"
    CLOCK_TIMES = "clock times must be finite numbers of seconds, 0 or more"
    EVENT_ACTION = "an event needs its action"
    BANKS_OBJECT = "'banks' must be an object"
    NO_FREE_JOURNAL = "no free autosave journal beside {path}: this console keeps no autosave"
    UNEXPECTED = "The console hit an error it did not expect ({detail}). Nothing was changed; the log file has the details"
    CLOCKS_ERROR = "The clocks hit an error and go on: {detail}"
    EARLIER_ACTION_WAITS = "An earlier action could not be autosaved and waits for the judge's choice (another place, playing on in memory, or cancel): this action was not applied"
    WRITE_FAILED = "the autosave could not be written to {path}: {detail}. Nothing was changed"
    IN_USE = "{path} is in use by another console ({holder})"
    CHECKSUM = "the line's checksum does not match: a byte of it was changed"
    OUT_OF_PLACE = "line {found} of the journal was found here: a line is repeated, missing or out of order"
    NO_CHECKSUM = "the line has no checksum, unlike the rest of the journal"
    OTHER_GAME = "the line belongs to game {found}, not to this journal's game {expected}: it was copied in from another autosave"
    FIRST_LINE_OTHER_GAME = "the first line starts game {found}, but the lines after it belong to game {expected}: two autosaves were mixed (a copy or a sync tool), so no deal here can be trusted"
    DOES_NOT_REPLAY = "the event reads but the rules do not replay it ({why})"
    DAMAGED = "The autosave was damaged: {why}. Lines {first} to {last} were not resumed; the {events} events before them are offered. The damaged file was kept as {kept}"
    DAMAGED_NOT_MOVED = "The autosave was damaged: {why}. Lines {first} to {last} were not resumed; the {events} events before them are offered. The damaged file could not be moved aside ({detail}), so nothing more is written to it: choose another place for the autosave at the first action"
    UNREADABLE = "The autosave cannot be read: {why}. Nothing could be resumed from it; it was kept as {kept}"
    UNREADABLE_NOT_MOVED = "The autosave cannot be read: {why}. Nothing could be resumed from it, and it could not be moved aside ({detail}); it stays where it is"
    TORN = "The last line of the autosave was cut short by a crash while it was being written: that action was never shown and is not resumed"
    OTHER_UNFINISHED = "An unfinished game ({players}, {events} events) was autosaved by another console in {path}, and no running console has it open. Resume it here?"
    STILL_WAITING = "These unfinished games stay on disk and will be offered again at the next start: {paths}"
    MOVED_NOTED = "From now on the game is autosaved to {new}. {old} is marked as moved, so the next start follows the game there"
    MOVED_NOT_NOTED = "From now on the game is autosaved to {new}. {old} could not be marked as moved: after a restart, open it with {command}"
    MOVED_FOLLOWED = "The autosave {old} had been moved to {new} after a failed write; the game there is offered"
    MOVED_MISSING = "The autosave {old} had been moved to {new} after a failed write, but {new} is not there (is its medium plugged in?). The older copy at {old} is offered instead"
    MOVED_HELD = "The autosave {old} had been moved to {new}, which another console has open ({holder})"
    PENDING_FAILED = "The finished game of round {round}, table {table} could not be kept as waiting to be recorded ({detail}): record it now, or save its record"
    RESULT_KEPT_ASIDE = "Round {round}, table {table}: the finished game is not recorded in the tournament yet, and it could not be kept as waiting to be recorded ({detail}). Its journal is kept aside as {kept}; it joins the games waiting to be recorded at the next start"
    RESULT_AT_RISK = "Round {round}, table {table}: the finished game is not recorded in the tournament, and it could be kept neither as waiting to be recorded nor aside ({detail}). Record it in the tournament first (Game menu), or free the disk"
    PENDING_KEPT = "Round {round}, table {table}: the finished game is not recorded in the tournament yet. It is kept as a game waiting to be recorded (Tournament tab)"
    PENDING_LIST = "{count} {count|game|games} waiting to be recorded: {tables}"
    PENDING_TABLE = "round {round}, table {table} ({players})"
    CONFIRM_RESULT = "Round {round}, table {table} is over: {ranks}. Record this result in the tournament?"
    DISCARDED = "The game of round {round}, table {table} was discarded ({reason}); its record is kept as {kept}"

