<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AnalysisText</name>
    <message>
        <source>%1&apos;s hand: strength %2 is below 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field: strength %1 is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot play %1 on a field of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mover holds no card of strength %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (token %2) is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strength %1 is empty: nothing between two commas (or before or after one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strength %1 (token %2) must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strategy parameter c=%1 must satisfy 0 &lt;= c &lt;= %2=%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c0=%1 must satisfy 0 &lt;= c0 &lt; %2 (the mover&apos;s cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c1=%1 must satisfy 0 &lt;= c1 &lt; %2 (the opponent&apos;s cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>condition (%1, %2) is outside the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both hands must hold at least one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a legal play here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hands file holds two lines, the mover&apos;s strengths and then the opponent&apos;s; this one has %1 line(s) with strengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the target of exactly one player (c0 or c1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not UTF-8 text (byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token %1 %2: not a square number (0-11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token %1 %2: square out of range 0-11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token %1 %2: square %3 holds two coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 coins given (%2); the hexad game has 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the squares %1 sum to %2, below 21: not a hexad-game position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a hexad-game position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the computer&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computer can only be asked to start a fresh game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moving the coin on %1 to %2 is not a legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no move to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays make numbers from 1 up, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joker &quot;%1&quot; needs a value (X=0 … X=13) inside a play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AudienceWindow</name>
    <message>
        <source>Prime Daifugo — 素数大富豪</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>素数大富豪 Prime Daifugo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deck %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REVOLUTION 革命</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal 平常</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Setting up: click a square to put a coin there or take it away. %1 coins, sum %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of the squares: {0} (must stay at least 21)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BracketView</name>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final (round %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bracket appears once a round is seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd-place match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClockHold</name>
    <message>
        <source>the consideration time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game is running: %1 shows %2. Pause it while %3 is open?

The game clock (D11) runs on whatever you choose (R18); the clocks stay in view above every window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the clocks?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge at %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClockPanel</name>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consideration (D6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>study your hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAUSED — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped: no turn running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no turn limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bank %1 + %2 a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>byo-yomi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game time played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game limit (D11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game (D11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 seconds left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game: %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1bank spent — byo-yomi %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GAME TIME OVER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>START</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConsoleText</name>
    <message>
        <source>%1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the journal %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a journal entry (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a journal starts with its game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>journal format %1; this console reads %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo with no event to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown entry kind %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the journal is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an entry must be an object with a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 entry needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;clocks&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clocks&apos; &apos;banks&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clock times must be finite numbers of seconds, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an event needs its action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;banks&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no free autosave journal beside %1: this console keeps no autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console hit an error it did not expect (%1). Nothing was changed; the log file has the details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clocks hit an error and go on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An earlier action could not be autosaved and waits for the judge&apos;s choice (another place, playing on in memory, or cancel): this action was not applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the autosave could not be written to %1: %2. Nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in use by another console (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line&apos;s checksum does not match: a byte of it was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 of the journal was found here: a line is repeated, missing or out of order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line has no checksum, unlike the rest of the journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line belongs to game %1, not to this journal&apos;s game %2: it was copied in from another autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first line starts game %1, but the lines after it belong to game %2: two autosaves were mixed (a copy or a sync tool), so no deal here can be trusted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event reads but the rules do not replay it (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave was damaged: %1. Lines %2 to %3 were not resumed; the %4 events before them are offered. The damaged file was kept as %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave was damaged: %1. Lines %2 to %3 were not resumed; the %4 events before them are offered. The damaged file could not be moved aside (%5), so nothing more is written to it: choose another place for the autosave at the first action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave cannot be read: %1. Nothing could be resumed from it; it was kept as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave cannot be read: %1. Nothing could be resumed from it, and it could not be moved aside (%2); it stays where it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last line of the autosave was cut short by a crash while it was being written: that action was never shown and is not resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished game (%1, %2 events) was autosaved by another console in %3, and no running console has it open. Resume it here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These unfinished games stay on disk and will be offered again at the next start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From now on the game is autosaved to %1. %2 is marked as moved, so the next start follows the game there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From now on the game is autosaved to %1. %2 could not be marked as moved: after a restart, open it with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave %1 had been moved to %2 after a failed write; the game there is offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave %1 had been moved to %2 after a failed write, but %2 is not there (is its medium plugged in?). The older copy at %1 is offered instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave %1 had been moved to %2, which another console has open (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The finished game of round %1, table %2 could not be kept as waiting to be recorded (%3): record it now, or save its record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2: the finished game is not recorded in the tournament yet, and it could not be kept as waiting to be recorded (%3). Its journal is kept aside as %4; it joins the games waiting to be recorded at the next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2: the finished game is not recorded in the tournament, and it could be kept neither as waiting to be recorded nor aside (%3). Record it in the tournament first (Game menu), or free the disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2: the finished game is not recorded in the tournament yet. It is kept as a game waiting to be recorded (Tournament tab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 game(s) waiting to be recorded: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2 is over: %3. Record this result in the tournament?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game of round %1, table %2 was discarded (%3); its record is kept as %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorrectionsView</name>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Something went wrong inside the console; the game is saved and you can go on. No log could be written on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong inside the console; you can go on. No log could be written on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong inside the console; the game is saved and you can go on. The details are in %1; please send that file with your report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong inside the console; you can go on. The details are in %1; please send that file with your report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrosstableView</name>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>○ won, × lost against the column&apos;s player; at larger tables both ranks, the row&apos;s first (1-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <source>Record the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is the game of round %1, table %2 given up? (logged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games waiting to be recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game is running. Close it and start a new one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new game dialog</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>%1 draws a card and holds %2: out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grothendieck cut (57): the field is flushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∞: the field is flushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramanujan revolution (1729): now smaller numbers win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramanujan revolution (1729): back to normal, larger numbers win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no cards left and goes out (rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes out (rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FOUL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: take back %2 card(s) and draw the %3 card(s) left in the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: take back %2 card(s) and draw nothing (the deck is empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: take back %2 card(s) and draw %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: put %2 card(s) at the bottom of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 puts %2 card(s) at the bottom of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone else passed: the field is flushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time! %1 was told the play cannot be made only after the time ran out: forced pass (R14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time! %1: forced pass (D8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time! %1 is disqualified (D8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is disqualified by the judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game stops: the game time is up (D11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game stops: thousand-day rule (D18)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each remaining player forms one number from all their cards (D12, MathPower 2016)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares %2: not prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares %2: prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards were played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the joker at position %1 needs a declared value (X=0 … X=13) inside a play of two or more cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D15: a joker played alone stands for a value here; declare it (X=1 … X=13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D15: a joker played alone is ∞ and takes no declared value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a play cannot start with 0 (leading zero, R5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D3 allows at most %1 field cards, this play has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the field holds plays of %1 card(s); this play has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not beat %2 in revolution (it must be smaller)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not beat %2 (it must be greater)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the joker at factor position %1 needs a declared value (X=0 … X=13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number in the factor field cannot start with 0 (leading zero, R5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D17: a player may not go out with ∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D17: going out with ∞ is a foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not composite, so it takes no factor field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the base %1 is not prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the factor field %1 is larger than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the factor field %1 makes %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∞ takes no factor field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 is not prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not prime and no factor field was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the play is empty: type at least one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the play is empty: give at least one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a player in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over; %1 cannot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must first put %2 card(s) at the bottom of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game has stopped: the remaining players declare their numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is %1&apos;s turn, not %2&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already drawn this turn (R4: at most once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deck is empty: nothing to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds only %2 card(s), not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards are owed to the deck now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 puts cards to the deck first (turn order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must put exactly %2 card(s), not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not hold &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joker(s) still without a value (X=0 … X=13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there are not that many &quot;%1&quot; among the cards in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>57: Grothendieck cut, the field is flushed and the same player leads again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1729: Ramanujan revolution, the order of strength turns over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∞: the field is flushed and the same player leads again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2: composite play accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Composite play accepted: %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations closed: the time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not declared, ranked as not prime: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s play was refused: only a play or a pass may follow, not a draw (R4a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 card(s) expected, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the penalty cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penalty cards go with a foul; this play is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hands are counted, not known: only their sizes are tracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hands are counted, not known: only the deck size is tracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with counted hands the short-deck discards are applied by count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no play of %1&apos;s was refused this turn: a late refusal needs one (R14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finish the penalty or the declarations first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game has already ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game has already stopped: the remaining players are declaring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numbers are declared only after a MathPower 2016 stop (D12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not among the players still in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 cards and must use all of them, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every joker in the number needs its value (X=0 … X=13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number cannot start with 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 cards in one text: no game has that many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot; (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joker value %1 in &quot;%2&quot; is out of range 0-13 (token %3, column %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; belongs in a factor field, not here (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a joker in a hand or deck has no value: &quot;%1&quot; (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs cards before it (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs cards after it (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the factor field is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number in the factor field must be 2 or more, not %1 (R9a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is one number without an exponent: not a factor field (R9b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game stops: the judge&apos;s decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has not shown a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 showed cards of equal strength: they show again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card %1 from the top of the deck is &quot;%2&quot;, which the record does not name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stop is for &quot;time&quot;, &quot;thousand_day&quot; or &quot;judge&quot;, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;name:&quot; at the start of the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card letter (A 2-9 T J Q K X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hand is written as (cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second hand for &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no hand in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game needs the hands of at least two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON, but not a match file of 数譜 games (their games[].raw_block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing after &quot;%1:&quot;: write a play, D(card), % or %%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read &quot;%1&quot;: a play, D(card), % or %% comes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a draw alone has no verdict: [..] and # follow a play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joker(s) in the play but %2 value(s) after |X=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>数譜 needs the initial hands: this record has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event %1: 数譜 names every card drawn; this one is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event %1: &quot;%2&quot; has no 数譜 form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event %1: 数譜 names the penalty cards of a foul; these are not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write this record as 数譜: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: that is the file being read; choose another name for the output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is a disk or another device, not a file: not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already exists and holds %2, not %3: not replaced (choose another name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tournament file (SQLite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>binary data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event %1: %2. Event %3 gave a factor field of one number, a foul when the record was written; since R9b that play cannot be made, so the record does not replay as written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than %1 MB: not a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a folder, not a record file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON (line %1, column %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON nested too deeply to be a record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number in the JSON has more than %1 digits, too long to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a record is a JSON object, this is not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;%1&quot;, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;players&quot; must be a list of names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;deck&quot; needs &quot;hands&quot;: a known deck goes with known hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;hands&quot; must be an object of card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand of &quot;%1&quot; must be card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand of &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;deck&quot; must be card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;events&quot; must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;events&quot; has %1 entries; a record holds at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;meta&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;settings&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown setting &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be one of %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be true or false, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be a whole number, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be at least %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be at most %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be at most %2, not a %3-digit number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be at most %2, not a huge number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setting &quot;burst_at&quot; (%1) must be more than &quot;hand_size&quot; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game needs at least two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player &quot;%1&quot; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;hands&quot; has no hand for player &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;hands&quot; names &quot;%1&quot;, who is not a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hands hold more &quot;%1&quot; than the cards in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand of &quot;%1&quot; has &quot;%2&quot; without a suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deck has &quot;%1&quot; without a suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hands and deck must hold exactly the cards in play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many %1; missing %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hands of %2 need %3 cards; only %4 are in play (add a deck or deal fewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not left to deal (it is named twice or not in play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an event must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;reason&quot; must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown action %1 (expected one of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &quot;%1&quot; event needs a &quot;player&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &quot;%1&quot; event needs &quot;%2&quot; as card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player&apos;s name must be non-empty text, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player&apos;s name has at most %1 characters, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name %1 has a control character (U+%2) at position %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forced pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop: game time (D11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop: thousand-day rule (D18)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop: the judge&apos;s decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disqualify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declare %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the deck: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— the clocks stood %1 s while the judge was asked; not counted unless the judge counts it —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— resumed from the autosave —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the console was down %1 s; the clocks are paused until the judge resumes them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clocks stand as at the crash; the downtime is not counted unless the judge counts it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— clocks paused —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— clocks paused: %1 —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— clocks running again —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— undone: %1 —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(redone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— the downtime (%1 s) is counted on the clocks —</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FactorGroup</name>
    <message>
        <source>Add an exponent slot (type ^ in a slot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this factor (Backspace in its empty base slot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FactorSlots</name>
    <message>
        <source>+ factor  [*]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a factor (type * in a slot)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FloatingClockStrip</name>
    <message>
        <source>Live clocks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FollowUpPanel</name>
    <message>
        <source>OK  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge stopped the game: it stops after the discards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: choose %n card(s) to put at the bottom of the deck</source>
        <translation>
            <numerusform>%1: choose %n card to put at the bottom of the deck</numerusform>
            <numerusform>%1: choose %n cards to put at the bottom of the deck</numerusform>
        </translation>
    </message>
    <message>
        <source>holds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: declare one number using all %2 cards (D12, MathPower 2016)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → not prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: the game time ran out (D11); ranked by D12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: the judge stopped the game; ranked by D12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: thousand-day rule (D18) — the same turns came round 4 times; ranked by D12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: only one player is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(disqualified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(went out)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormatPages</name>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarter-final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock-out round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the match&apos;s last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected table&apos;s match loses its last game; a decided match opens again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock-out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat the knock-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round robin complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock-out complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat group round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameConsole</name>
    <message>
        <source>Disqualify…  [Ctrl+Shift+D]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo  [Ctrl+Z]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo  [Ctrl+Y]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;deal&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT AUTOSAVED: a crash would lose this game. Save the record (Ctrl+S) often.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factorizing %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disqualify %1 (judge&apos;s decision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game is running. Close it and start a new one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished game (%1, %2 events) was autosaved. Resume it where it was?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start play now  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reason for the pause (optional), Enter pauses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close this game? It is not finished, and it will not be offered for resuming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disqualify %1? Their cards are set aside and they rank below everyone still in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disqualify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume clocks  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause clocks (dispute)  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new game dialog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resume: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A review is for a finished game whose hands are known; while a game is played its hands stay hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the finished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another place for the autosave, or play on in memory (a crash would then lose the game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another place…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave journals (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a game in 数譜</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>数譜 text (*.txt);;Match files of 数譜 games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game in 数譜</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>数譜 text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short-deck discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a MathPower declaration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a disqualification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show it on which screen?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <source>User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user guide is not installed with this copy. It is docs/guide.%1.md in the source.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HallWindow</name>
    <message>
        <source>Hall display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where do I sit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 1 is not seated yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 tables finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — updated %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A page stays %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not up to date: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HexadTab</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last move and the computer&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the energy of every move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexad game (mathematical blackjack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The labelings could not be computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up a position: type its squares or click the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move and the computer&apos;s answer were taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move was taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s move was taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 (winning)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer moved {0} → {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win: the computer has no move left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer wins: you have no move left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move: click a coin, then an empty square to its left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy 0: this is a hexad, every move loses against perfect play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy {0}: a move to energy 0 (a hexad) wins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JokerDialog</name>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which value does the joker take? Type it (0–13) or click it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∞ or 0–13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0–13</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabelingTableModel</name>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|L(D)|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shuffle labeling: its game is the hexad game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveGame</name>
    <message>
        <source>The autosave %1 cannot be used: %2. Choose another place when the first action asks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave %1 is in use by another console (%2). This console autosaves to %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Prime Daifugo judge console — 素数大富豪</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prime tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tanhinmin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 数譜 replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open record (replay)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import 数譜…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review the finished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export 数譜…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Audience display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the game now (judge&apos;s decision)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the downtime on the clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Prime Daifugo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Prime Daifugo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIT licence (see LICENSE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand of the player to move → Prime tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-player position → Tanhinmin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the finished game in the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands are counted, not known: only open hands or a typed deal can be analysed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tanhinmin needs exactly two players still in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tanhinmin plays single cards, but the field holds a play of %1 cards. Send the position when the field is empty or holds one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some cards of these hands are not known: Tanhinmin needs every card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a finished game can be recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the game now and rank the players still in by D12?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit anyway? The finished game is not in the tournament and could not be kept on disk: after quitting, only the autosave may still hold it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console stopped unexpectedly last time (started %1). What was saved before then is kept. The details are in %2; please send that file with your report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last run crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consideration %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MovesModel</name>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cor. 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alg. 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>deal line %1: write &quot;Name: cards&quot; or &quot;deck: cards&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal line %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal line %1: &quot;%2&quot; is not a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deal has no hand for &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deal needs a &quot;deck:&quot; line (top card first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one name a line, in seat order (clockwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same players and settings as the last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted hands (live play: only the numbers of cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known hands, dealt here (open hands D19)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known hands, deal typed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aki: S2 H7 …
Ben: …
Chie: …
deck: SA H2 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared first player (rock-paper-scissors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown-card method (appendix): each shows a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players (seat order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order (D5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card shown, e.g. SK or X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not shown a card yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s shown card: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows exactly one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inactive: the thousand-day rule applies only without a game time limit (D11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1 cards to each of %2 players; %3 stay in the deck (%4 in play).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shown cards then go to the bottom of the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough cards: %1 players × %2 &gt; %3. Add a deck or deal fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <source>New tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss (rounds seated by standings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock-out (winners go on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round robin (everyone meets everyone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss, then a final of the top players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups, then a knock-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables of two: each pair plays once (circle method)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players who go on from each table (every table knocks one out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best players by the swiss standings who play the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More finalists than seats: several final tables, seeded like a snake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players are dealt to the groups like a snake, in registration order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At tables of two: 1 is a single game, more a match recorded game by game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best of (first to a majority)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed number of games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate (seat 1 opens odd games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loser of the previous game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The semi-finals&apos; other players play for 3rd place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rematch: never seat past table-mates together when a seating allows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep players of one club apart where the standings allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest seats at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most seats at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going on from each group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats at a knock-out table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going on from each table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games per match at tables of two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss rounds before the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players in the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats at a final table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 1 is a seeded draw; later rounds seat players of like standing together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best players of each table go on to the next round; the round with one table is the final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds are seated in order until every player has met every other; the crosstable shows who beat whom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each group plays a round robin; then the best of each group play a knock-out, group winners meeting other groups&apos; runners-up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock-out rounds: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss, then a knock-out of the top players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 swiss rounds seat players of like standing together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then the best %1 by the swiss standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then the %1 going on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 play %2 knock-out tables of up to %3 (seeded like a snake).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best %1 play one final table; its result ranks them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The others of the last knock-out round play a table for the places after the final&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss rounds, then the best players by the swiss standings play the final; its result ranks them ahead of everyone else.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaperResultDialog</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>digits, if any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>why another player than the match rule&apos;s opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved first (the match rule: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why another first mover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the judge who allows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the judge or organiser correcting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrected by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every player a rank (missing: %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PendingGamesBox</name>
    <message>
        <source>Games waiting to be recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record in the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the game up, with a reason (logged; its record is kept aside)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>On your phone, updated live: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on players&apos; phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players open the standings, where they sit and the results on their own phones. The pages only show; nothing can be changed from them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer only (to try it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local network (players&apos; phones on the venue&apos;s Wi-Fi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every device on this network can open the pages, and the traffic is not encrypted. They show names and results only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve on the local network instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No QR code: %1 opens only on this computer. A phone that scanned it would look for the pages on itself. To let players&apos; phones open them, serve on the local network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No QR code: this computer has no address that phones could reach. Connect it to the venue&apos;s Wi-Fi, then press Stop and Start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The web view could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The web view did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The web view did not start in time and was stopped (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The web view stopped by itself (%1). Phones no longer see the tournament: press Start to serve it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerCommands</name>
    <message>
        <source>Added %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s)</source>
        <translation>
            <numerusform>Imported %n player</numerusform>
            <numerusform>Imported %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 withdraws: not seated from the next round on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a player from the list first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sits out round %2 (bye asked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 will be seated in round %2 after all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is back: seated again from the next round on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out — rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>burst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must put cards to the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declares a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (has drawn)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionEntry</name>
    <message>
        <source>Six squares 0-11, e.g. 0 1 2 3 4 11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Set up on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click squares to put coins on them or take them away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You move first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer moves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;osition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A position (sum %1). Play from here, or press Enter, to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a position: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>The calls play through the system&apos;s sound program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No program to play sounds was found, so the calls use the system beep (the user guide says what to install).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High &amp;contrast (white on black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mute every clock sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call at &amp;30 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call at 1&amp;0 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alarm when time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language takes effect when the console restarts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Font si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late refusal (forced pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New keys take effect when the console restarts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not one key, or it starts card text (a digit, A J Q K T, S H D C, X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two actions cannot share one key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrimeToolsTab</name>
    <message>
        <source>Cards, e.g. SK 7 X 10 A 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number (1729) or a play as cards (K 8 X=0 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factor field to judge (optional), e.g. 2 ^ 3 * 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards for the prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards for the exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the largest prime using every card once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prime:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primes of up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards; composite fields of up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weakest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primes by number of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factor field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Composite plays (field and factor field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays make numbers from 1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read this: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factor field: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid composite play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: time limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is composite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither prime nor composite (a foul, R10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(BPSW probable prime: no counterexample is known.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(proven prime, not only BPSW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played alone it is a Grothendieck cut (R7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played alone it is a Ramanujan revolution (R8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No factor of %1 found in %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factoring stopped early; unfactored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Factor field: %1 (uses %n joker(s))</source>
        <translation>
            <numerusform>Factor field: %1 (uses %n joker)</numerusform>
            <numerusform>Factor field: %1 (uses %n jokers)</numerusform>
        </translation>
    </message>
    <message>
        <source>No factor field of this number can be made from one set of 52 cards and 2 jokers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prime uses all of these cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 candidates tested in decreasing order; the first prime is the largest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grothendieck cut (57): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grothendieck cut (57): not in reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramanujan revolution (1729): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramanujan revolution (1729): not in reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A joker alone plays ∞ (R3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 composite plays; showing %2, most cards first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-card primes: %2 (showing the %3 strongest)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintCommands</name>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintText</name>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet (to fill in by hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet: round %1, table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet to fill in: round %1, table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: where to sit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prime judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest prime of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H2H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (asked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge&apos;s signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped: time limit (D11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped: thousand-day rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped: the judge&apos;s decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>official defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves (数譜)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrected: the result above replaces the judged one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, by %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties after points, in order: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tie-breaks: players equal on points share the place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank score (each rank as (rank−1)/(seats−1), summed; lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opposition (opponents&apos; points, summed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buchholz cut 1 (without the weakest round&apos;s opponents)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median Buchholz (without the weakest and the strongest round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>progressive score (running totals summed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most first places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game points (match games won)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match (games won–lost over %1 games): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game of the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: %2 moved first, %3 won; match score after it %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judged at the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the paper sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from a record file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First-mover exceptions accepted by the judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: by the match&apos;s rule %2 moves first, %3 did. Allowed by %4, %5. Why: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First mover: every game was opened by the player the match&apos;s rule names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the judge at this table (name not recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of game %1 (数譜)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result from a paper sheet: no moves recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* Table %1: result corrected %2 by %3. Why: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>! Table %1: its stored game record is damaged (it changed after it was written); the result above is the one stored beside it, and the moves are not printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(was %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches: &quot;cards left&quot; is the sum over the match&apos;s games; each game&apos;s in brackets, game 1 first (5 (1+4+0)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarter-final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark each foul and time-out as it happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ goes on to round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(withdrew from R%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock-out bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final (round %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R1, R2 …: rank / players at the table (2/4 = second of four).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results by round, rounds %1–%2 (the players in the order above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings, seats and results on your phone, updated live: scan the code or open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On your phone, updated live: scan the code beside your name for your own page (your table and seat every round, your results and place), with the standings, seats and results a tap away; or open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own page on your phone (table and seat every round, results, place): scan the code above your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>columns %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won, %2 lost against the column&apos;s player; at larger tables both ranks, the row&apos;s player first (1-3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the deal  [Home]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 (%2) cannot be replayed: %4. The replay stops before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 (%2): the record says %4, the engine rules %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 (%2) marks %3 as going out (#), but %3 still holds 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 (%2) marks %3 as going out (#), but %3 still holds %4 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 (%2): %3 goes out here, but the line has no #.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record ends while the game goes on: %3 is to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One event back  [←]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One event on  [→]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the end  [End]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 cannot be replayed: %2. The replay stops before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResearchPanels</name>
    <message>
        <source>Computing the 5040 labelings of S(5,6,12)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per labeling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}   (sum {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 132 hexads of S(5,6,12): the P-positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labelings of S(5,6,12) by the size |L(D)| of the game they generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size |L(D)| (Theorem 2.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the 5040 labelings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure 4: the 132 hexads of the shuffle labeling by the sum of their squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sum of the six squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hexad game&apos;s positions by energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red: sums 21 and 45, %1 and %2 hexads (the paper: 11 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 positions; red: energy 0, the %2 hexads (the P-positions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sample: %1 of the 5040 labelings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red: the shuffle labeling, whose game is the hexad game ({0} positions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smallest game %1: labeling No. %2, the only one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smallest game %1: labelings No. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest game %1: labeling No. %2, the only one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest game %1: labelings No. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S(5,6,12): %1 labelings. |L(D)| (size: labelings): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a₀ = a₆, a₁ = a₅, a₂ = a₄, a₀ + a₁ + … + a₆ = 792, 2a₂ + 6a₃ + 12a₄ + 20a₅ + 30a₆ = 5940 and |L(D)| = 924 − a₀ hold for %1 of %2 labelings (§2.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlighted: the shuffle labeling, No. %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labelings by a₀ (the game has 924 − a₀ positions). For even a₀ the labeling with the largest a₁ is unique (§2.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labelings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labelings with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 labelings. |L(D)| (size: labelings): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Theorem 2.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 labelings generate a game whose energy-1 positions form an S(5,6,12) again (the paper counts %2). Each was checked directly: every five squares lie in exactly one of its energy-1 positions. Select a row to see them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They are No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labeling No. %1, its blocks (energy 0):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its energy-1 positions:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>missed going out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fouled holding a legal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed holding a legal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cut (57) was there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a revolution (1729) was there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it goes out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimal by Tanhinmin theory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passing is optimal by Tanhinmin theory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheds the most cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no legal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every decision with the plays there were (hands known only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hands of this game are not known: no review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal: step to a move to see its review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No decision at this event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal plays: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal plays: at least %1 (the search ran out of time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could go out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No going out found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended: pass (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewText</name>
    <message>
        <source>Review: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(each decision searched for up to %1 s; “at least” where the time ran out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legal plays: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legal plays: at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could go out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no going out found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recommended: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recommended: pass (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>notes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 decisions, %3 fouls, %4 missed going out, %5 fouls with a legal play, %6 passes with a legal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ran out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grothendieck cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramanujan revolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>composite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forced pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed going out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fouled holding a legal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed holding a legal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cut (57) was there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a revolution (1729) was there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it goes out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimal by Tanhinmin theory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passing is optimal by Tanhinmin theory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheds the most cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no legal play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundCommands</name>
    <message>
        <source>Round %1 seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1&apos;s seating taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat a round first</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Warning: %1 and %2 already met in round %3 (%n repeat meeting(s) in this round)</source>
        <translation>
            <numerusform>Warning: %1 and %2 already met in round %3 (%n repeat meeting in this round)</numerusform>
            <numerusform>Warning: %1 and %2 already met in round %3 (%n repeat meetings in this round)</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a seat first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a player from the list first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result from the paper sheet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded round %1 table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 table %2: the match&apos;s last game taken back (match %3–%4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundTree</name>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recorded; its record is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrected by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (was %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (asked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: byes asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a table first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringCommands</name>
    <message>
        <source>Scoring saved; standings updated</source>
        <comment>順位表</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables of %1 to %2 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game settings saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <source>New tournament on a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a tournament on a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server laptop&apos;s address, e.g. 192.168.0.10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password is not saved: it is asked each time a tournament is opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent servers or URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect once with these details and say what the server answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the server&apos;s address, the database and the user name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database already holds the tournament %1: open it instead, or give another database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected: the database holds the tournament %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected: the database is empty (a new tournament can be created there)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingChoice</name>
    <message>
        <source>Forced pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After every foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the fouling player&apos;s request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the bottom, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffled, to the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffled with the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer cards first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MathPower 2016 (declare a number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∞ (strongest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value 1–13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∞ or a value 1–13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As many as played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field cards only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The others put cards to the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw what is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Official rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MathPower 2016</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byo-yomi: 300 s bank, then 15 s a turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <source>Decks combined (R1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D1 Jokers per deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D2 Remove even cards of H and D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D3 Most field cards in one play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D4 Cards in each hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D6 Consideration time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D7 Turn limit (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank per player (s, byo-yomi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D8 At time-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D9 Disclose the factorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D10 Flushing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D11 Game time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D12 Ranking at a stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D14 Flush when a player goes out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D15 A joker alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D16 Two jokers strongest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D17 Going out with ∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D18 Thousand-day rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D19 Open hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul penalty (variant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck too short for a penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start in revolution (variant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burst at this many cards (variant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle seed (D10 replays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opposition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds (rank/seats)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (withdrew from round %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarter-final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last %1</source>
        <comment>the knock-out round of the last 16 players</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <comment>a knock-out round by its number</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <comment>a stage and the rank at its table: Semi-final #3</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TabPages</name>
    <message>
        <source>Standings</source>
        <comment>順位表</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring and game settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tournament open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New on server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open on server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings and where each player sits, full screen, updated by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on players&apos; phones…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A read-only web page of the standings, seats and results, with a QR code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading (kana)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by name or reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player is not seated from the next round on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A withdrawn player is seated again from the next round on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause a round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player sits out the next round and is scored as a bye; press again to take it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds and tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the first round&apos;s draw: the same seed repeats the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo last seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last round&apos;s seating while none of its games is recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table / seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put in selected seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record game from file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge this table in the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game with this table&apos;s players and the tournament&apos;s settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result from paper sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the selected table&apos;s result from its score sheet, or correct a recorded result (logged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print standings</source>
        <comment>順位表</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print round results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print blank sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print all sheets of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One page per table of the round chosen on the left: filled where recorded, blank with names where not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print seating list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where do I sit: the round chosen on the left, by reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the printed PDFs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results of the round chosen on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The filled score sheet of the table selected on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sheet to fill by hand: for the selected table with its names, else four empty seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to a printer (print dialog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many backup copies stay beside the tournament file (0: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a backup copy to a new file; the open tournament stays as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backups kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print bracket</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TabRefresh</name>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) registered</source>
        <translation>
            <numerusform>%n player registered</numerusform>
            <numerusform>%n players registered</numerusform>
        </translation>
    </message>
    <message>
        <source>Corrections (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (withdrawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not following other consoles: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following other consoles again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>Copy table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableLine</name>
    <message numerus="yes">
        <source>To beat: %1 (%n card(s))</source>
        <translation>
            <numerusform>To beat: %1 (%n card)</numerusform>
            <numerusform>To beat: %1 (%n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>To beat: — (empty field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REVOLUTION: smaller wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal: larger wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deck %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>To beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field (oldest first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event log (record notation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game — Ctrl+N starts one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (%2 cards, by %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty field: any play leads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REVOLUTION: play smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal: play larger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck: %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TanhinminTab</name>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strengths, e.g. 1 3 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strengths, e.g. 2 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand (moves first):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver&apos;s hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win at (c0) cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver wins at (c1) cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis of the current position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matchings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal plays:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner under every condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load hands from file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A text file with your strengths on one line and the solver&apos;s on the next; lines starting with # are notes. Any size: large hands are solved in the background.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ (Algorithm 1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm 1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corollary 6:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corollary 7:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>δ′ = μ′0 − μ′1 + 1 after the move (green: the player to move wins after it). Cor. 6: the moves that lower δ least; Alg. 1: the optimal moves; Strategy: the solver&apos;s strategy with its c, in the mover&apos;s place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against the solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver&apos;s strategy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter c:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The free c of Algorithms 3–7 (0 ≤ c ≤ c0 or c1); the largest is the default. Every value is optimal; they differ in which card they pick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver&apos;s move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alg. 2: prefer the (c0+1)-th weakest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alg. 3: prefer the (c0+2)-th weakest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alg. 4: switch on μ0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alg. 5: switch on μ1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alg. 6: the μ0-th strongest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alg. 7: the (μ1+1)-th strongest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver&apos;s hand: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both hands need at least one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} reached the target: game over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (with best play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ0 = {0}, μ1 = {1}, δ = {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every move is optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mover loses whatever it plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only these keep the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loses the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving %1 + %2 cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the file (type here to replace it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands from %1: you %2 cards, the solver %3 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver is to move: press “Solver&apos;s move”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over %1 cards in a hand: no table of every condition here; “daifugo tanhinmin --win C0,C1” answers any one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands over %1 cards: the analysis only; playing needs smaller hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (needs %n more card(s); the other player %2)</source>
        <translation>
            <numerusform>%1 (needs %n more card; the other player %2)</numerusform>
            <numerusform>%1 (needs %n more cards; the other player %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (δ′ = %2, δ = %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>δ ≠ 1: every move is optimal (line 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card play is optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1, %2]; weakest c0+1 cards (lines 3–4): %3; the rest (lines 5–6): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (all such: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimal whatever the other&apos;s target: %1%2; whatever the mover&apos;s own: %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 strengths from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c0={0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c1={0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{0}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows: cards the player to move ({0}) wins at; columns: the other player&apos;s. Brackets mark the current condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver plays {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}. {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TiebreakList</name>
    <message>
        <source>Tie-breaks after points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-breaks in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to default order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players still equal after the tie-breaks ticked share the place (listed in registration order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each game&apos;s rank as (rank − 1) / (seats − 1), summed; lower first (a win counts 0 and last place 1 at any table size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games between the tied players: +1 for finishing above another of them, −1 for finishing below; higher first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opposition (Buchholz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The points of every opponent met, summed; higher first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opposition without the round of the weakest opponents; higher first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opposition without the rounds of the weakest and the strongest opponents; higher first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The running total after each round, summed: points won early weigh more; higher first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most first places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of games won (first place at the table); more first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won in matches at tables of two (as chess tools count them); more first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest prime played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest prime played in any game; larger first, none played last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a tie-break to move it; untick it to leave it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentFiles</name>
    <message>
        <source>Created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup was written to %1. The tournament open here is unchanged: open that file to use the copy.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentPrints</name>
    <message>
        <source>Writing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PDF is still being written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a table first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printing needs QtPdf (PySide6-Addons); the PDF opens instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Printed %n page(s)</source>
        <translation>
            <numerusform>Printed %n page</numerusform>
            <numerusform>Printed %n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TournamentSession</name>
    <message>
        <source>Open tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament (*.sqlite);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New tournament file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament (*.sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — round %2 seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — round %2, last result recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which copy? It is written to a new file; the open tournament stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 withdraws and is not seated from the next round on. Withdraw %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstate a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdrawn players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 comes back and is seated again from the next round on; the rounds missed stay missed. Reinstate %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause one round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asked to sit out round %2. Take the request back, so %1 is seated?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sits out round %2 and is scored as a bye in it. Pause %1 for round %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name for %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back round %1&apos;s seating? Its tables and byes are removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo last seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was played under other settings than the tournament&apos;s:
%1

Record it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record game from file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game record (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another first mover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who allows it? (the judge&apos;s name, kept with the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Record the game all the same? Say why (kept with the game):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentSettingsPanel</name>
    <message>
        <source>Game settings for the games still to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest seats at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most seats at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seats (fixed once round 1 is seated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games already recorded keep the settings in their own record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for rank %1 at %2 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the default points for %1 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for a bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points, counted as rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank a bye counts as in the sum of ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset all to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes are saved in the tournament file at once and every recorded game is scored again; the standings follow.</source>
        <comment>順位表</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom settings (set outside this tab)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentText</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament&apos;s name has a control character (U+%1) at position %2; it would show on every print, page and hall display: type the name without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already holds a tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is damaged (%1); keep it as it is and use a backup copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty database, not a tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made by an older version (schema %1); open it once in the Tournament tab to upgrade it, then print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema version %1 is newer than this program understands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema version %1 is newer than this program understands (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a tournament database (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a tournament database (tables %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema_version table is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty database: create the tournament first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament file is busy: another console kept it for over %1 s. Nothing was saved; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament file is busy: another console kept it for over %1 s, so it could not be read. This only reads, so nothing was changed; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament file reported an error while being read (%1); nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk holding the tournament file is full. Nothing of this change was saved (what was saved before stays); free some space, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament file could not be read or written (the disk or medium reported an error: %1). Nothing of this change was saved; copy the file to a sound disk before going on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament file reported an error (%1); nothing of this change was saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament file cannot be written (read-only medium or opened for reading)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opened for reading only; nothing can be changed there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server has no such database (create it first, e.g. with daifugo server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server asks for a password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server refused the user name or password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot reach the tournament server. Is it running, and is this laptop on its network?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2: the stored game record is damaged and cannot be read; the result stands, but keep the tournament file as it is and use the table&apos;s own record file or a backup copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection to the tournament server was lost; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server is not answering: this result is not confirmed. It is checked when the server answers again, and you are told whether it was saved; do not enter it again before then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server is not answering, so the change was never committed: nothing of it was saved. Try again once the connection is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the result the server had not answered for is checked now: it was not saved. Enter it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another console holds the tournament and has not let go for %1 s (a frozen laptop or a lost connection?). Nothing of this change was saved; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server did not finish the change within %1 s. Nothing of it was saved; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the result is saved, but the backup copy after it could not be made in %1 (%2); copy the tournament file somewhere safe by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists: a backup is restored only to a new file, never over one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the backup %1 is damaged (%2); choose another one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the backup could not be written to %1 (%2); nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no backup copy beside %1 yet (one is made at every seating and every round&apos;s last result)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection to the tournament server was lost during the change. Checked after reconnecting: nothing of it was saved; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection to the tournament server was lost just as the change was committed. Checked after reconnecting: it was saved after all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection to the tournament server was lost as the change was committed, and the server cannot be reached to check whether it was saved. Once it is back, look at the tournament before trying again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no connection to the tournament server; trying again every %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot watch the tournament file for changes (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no connection to the tournament server; the figures shown may be old. Trying again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament cannot be read right now; the figures shown may be old. Trying again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another console changed the tournament at the same moment; nothing was saved. Try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another console saved a change at the same moment: %1. Nothing was saved; look again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another console removed what this change refers to at the same moment. Nothing was saved; look again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another console saved a conflicting change at the same moment. Nothing was saved; look again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that table already has a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that round has just been seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that name is already registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that seat is already taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that player already has a bye in this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that game already has this player&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a database URL (postgresql://user@host:port/database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a database URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only PostgreSQL servers are supported (postgresql://…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the server and the database (postgresql://user@host:port/database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a PostgreSQL server URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a server needs a host, a database and a user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1: must be 1..65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line 1: no name column (header %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: a field is longer than %2 characters; this is not a list of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: cannot be read as CSV (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither UTF-8 nor Shift_JIS text (byte %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format %1: choose one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table sizes %1..%2 make no sense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advance %1: must be 1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swiss rounds before the final: %1; at least one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players in the final: %1; choose 2..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seats at a final table: %1; choose 2..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>groups: %1; choose 1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players going on from each group: %1; at least one, and two in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seats at a knock-out table: %1; choose 2..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players in %2 groups leave a group of %3: too few for %4 to go on from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games per match: %1; choose 1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match %1: choose one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first move %1: choose one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a best-of match needs an odd number of games, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table sizes are fixed once round 1 is seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tables of %1 seats: %2 go on from each, need more seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preset %1: choose one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie-breaks must be distinct names from %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points for %1 seats: need %1 numbers, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not withdrawn: nothing to reinstate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points for %1 seats: rank %2 gets %3, more than rank %4&apos;s %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown scoring key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no player named %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 has no table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is not finished: no result yet for table(s) %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>need at least two players to seat a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the knock-out is over: the final has been played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the final has been played: the tournament is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the round robin is over: every player has met every other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registered after round 1, so not in the round robin&apos;s schedule: %1. Withdraw them to seat the next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1: %2 is not seated there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no round to delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 already has results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 table %2 already has a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1 has seats 1..%2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played at table %2, which has a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 withdrew (not seated from round %2 on): an override cannot seat them in round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 was not a random draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has withdrawn (not seated from round %2 on): no bye to ask for in round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is seated already: a bye can be asked for a round not yet seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is over: a bye can be asked for a round not yet seated (the next is round %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has asked for a bye in round %2 already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not asked for a bye in round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is a knock-out round (or a final), which cannot leave out %2: cancel their requested byes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this tournament seats every player by a schedule or a bracket (round robin, groups, knock-out): it cannot leave a player out of a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is not over (%1 events, %2 to move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record&apos;s players (%1) are not those seated at %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record ranks only %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no table without a result seats exactly %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 of the match at %2: %3 moves first by the match&apos;s rule, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match at %1 is decided already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays a match: take back its last game, then record it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match at %1 has no game to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet&apos;s players (%1) are not those seated at %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the ranks must be 1 to %2, each once (given %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not a prime number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say who makes the correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no result to correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the corrected result is the same as the recorded one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat a round first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player has withdrawn: there is nobody to reinstate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not recorded: the game was played under other settings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 has no result yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no knock-out to print yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnEntry</name>
    <message>
        <source>&amp;Draw  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time-out  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late refusal: forced pass  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R14: the refused play was pointed out only after the time ran out, so the time-out is a forced pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Judge  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play, e.g. 5 7 or K X=0 1  (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or type the whole factor field: 2 ^ 3 * 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⌫ card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the cards played first (F2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>PRIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROTHENDIECK CUT — 57</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∞ — FIELD FLUSHED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAMANUJAN REVOLUTION — 1729</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMPOSITE — OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FOUL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be played — declare again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drew a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TIME — FORCED PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DISQUALIFIED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards put to the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GAME STOPPED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TIME — DISQUALIFIED</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <source>Player asks for the factorization (D9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry factoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop factoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the first action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factorizing %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consideration time (D6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players study their hands. %1 moves first. %2 starts play now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed — clocks running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed — clocks paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console was down %1 s. Check the table, then resume the clocks (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N starts a new game; Ctrl+O opens a record to replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s of %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 × … (factoring stopped by the judge after %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: factoring stopped by the judge after %3 s (it is composite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the factoring process stopped unexpectedly, so no factors are shown; Retry starts it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 × … (no further factor found in %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no factor found in %3 s (it is composite)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebText</name>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>日本語</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where do I sit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: where to sit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H2H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buchholz C1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank score (each rank as (rank−1)/(seats−1), summed; lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head-to-head among the tied players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opposition (opponents&apos; points, summed; higher first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest prime played (larger first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buchholz cut 1 (opponents&apos; points without the weakest round&apos;s; higher first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median Buchholz (without the weakest and the strongest round&apos;s opponents; higher first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>progressive score (the running total after each round, summed; higher first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most first places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game points (games won in matches; more first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal points are separated by, in order: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tie-breaks: players equal on points share the place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round has been seated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, kana or romaji</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody by that name in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every table of round %1 has its result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 tables still playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watch live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table&apos;s console does not publish its game; the result appears when it is recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves (数譜)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved copy; not updated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only view of the tournament.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdrew from round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament file was deleted from the computer serving these pages: they show the last results read, and no longer update.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament file was replaced by one that cannot be read: these pages show the last results read, and no longer update.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not updated: see the note at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarter-final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final (round %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is seated: your new place is below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not seated this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1 of %2, %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell me when I am seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cell: the row&apos;s rank, then the column&apos;s, for every game they shared (○ won, × lost at a table of two).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review (every decision, with the plays there were)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review of this game is being prepared: reload the page in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
