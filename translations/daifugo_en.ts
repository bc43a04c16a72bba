<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AnalysisText</name>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="373"/>
        <source>%1&apos;s hand: strength %2 is below 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="374"/>
        <source>field: strength %1 is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="375"/>
        <source>cannot play %1 on a field of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="376"/>
        <source>the mover holds no card of strength %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="377"/>
        <source>%1 (token %2) is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="378"/>
        <source>strength %1 (token %2) must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="379"/>
        <source>strategy parameter c=%1 must satisfy 0 &lt;= c &lt;= %2=%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="380"/>
        <source>c0=%1 must satisfy 0 &lt;= c0 &lt; %2 (the mover&apos;s cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="381"/>
        <source>c1=%1 must satisfy 0 &lt;= c1 &lt; %2 (the opponent&apos;s cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="382"/>
        <source>condition (%1, %2) is outside the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="383"/>
        <source>both hands must hold at least one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="384"/>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="385"/>
        <source>%1 is not a legal play here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="386"/>
        <source>a hands file holds two lines, the mover&apos;s strengths and then the opponent&apos;s; this one has %1 line(s) with strengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="387"/>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="388"/>
        <source>give the target of exactly one player (c0 or c1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="389"/>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="390"/>
        <source>%1: is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="391"/>
        <source>%1: cannot be read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="392"/>
        <source>%1: larger than %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="393"/>
        <source>%1: not UTF-8 text (byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="394"/>
        <source>token %1 %2: not a square number (0-11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="395"/>
        <source>token %1 %2: square out of range 0-11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="396"/>
        <source>token %1 %2: square %3 holds two coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="397"/>
        <source>%1 coins given (%2); the hexad game has 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="398"/>
        <source>the squares %1 sum to %2, below 21: not a hexad-game position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="399"/>
        <source>%1 is not a hexad-game position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="400"/>
        <source>it is the computer&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="401"/>
        <source>the computer can only be asked to start a fresh game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="402"/>
        <source>it is your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="403"/>
        <source>moving the coin on %1 to %2 is not a legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="404"/>
        <source>there is no move to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="405"/>
        <source>plays make numbers from 1 up, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="406"/>
        <source>joker &quot;%1&quot; needs a value (X=0 … X=13) inside a play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="407"/>
        <source>no cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AudienceWindow</name>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="29"/>
        <source>Prime Daifugo — 素数大富豪</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="117"/>
        <source>素数大富豪 Prime Daifugo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="125"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="128"/>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="138"/>
        <source>deck %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="141"/>
        <source>REVOLUTION 革命</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="144"/>
        <source>Normal 平常</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_board.py" line="141"/>
        <source>Setting up: click a square to put a coin there or take it away. %1 coins, sum %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_board.py" line="144"/>
        <source>Sum of the squares: {0} (must stay at least 21)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BracketView</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/bracket_view.py" line="49"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/bracket_view.py" line="49"/>
        <source>Final (round %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/bracket_view.py" line="65"/>
        <source>The bracket appears once a round is seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/bracket_view.py" line="87"/>
        <source>Byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/bracket_view.py" line="87"/>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/bracket_view.py" line="105"/>
        <source>Champion: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClockPanel</name>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="101"/>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="121"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="102"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="125"/>
        <source>PAUSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="127"/>
        <source>Consideration (D6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="128"/>
        <source>study your hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="132"/>
        <source>Turn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="133"/>
        <source>PAUSED — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="135"/>
        <source>Turn clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="136"/>
        <source>stopped: no turn running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="138"/>
        <source>no turn limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="141"/>
        <source>bank %1 + %2 a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="143"/>
        <source>byo-yomi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="149"/>
        <source>Game time played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="150"/>
        <source>no game limit (D11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="152"/>
        <source>Game (D11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="153"/>
        <source>never stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="160"/>
        <source>%1%2 seconds left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="162"/>
        <source>Game: %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="164"/>
        <source>%1bank spent — byo-yomi %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="166"/>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="167"/>
        <source>TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="166"/>
        <source>GAME TIME OVER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="166"/>
        <source>START</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConsoleText</name>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="337"/>
        <source>%1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="338"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="339"/>
        <source>cannot read the journal %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="340"/>
        <source>not a journal entry (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="341"/>
        <source>not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="342"/>
        <source>a journal starts with its game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="343"/>
        <source>journal format %1; this console reads %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="344"/>
        <source>undo with no event to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="345"/>
        <source>unknown entry kind %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="346"/>
        <source>the journal is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="347"/>
        <source>an entry must be an object with a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="348"/>
        <source>a %1 entry needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="349"/>
        <source>&apos;clocks&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="350"/>
        <source>the clocks&apos; &apos;banks&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="351"/>
        <source>clock times must be finite numbers of seconds, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="352"/>
        <source>an event needs its action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="353"/>
        <source>&apos;banks&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="354"/>
        <source>no free autosave journal beside %1: this console keeps no autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="355"/>
        <source>the autosave could not be written to %1: %2. Nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="356"/>
        <source>%1 is in use by another console (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="357"/>
        <source>the line&apos;s checksum does not match: a byte of it was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="358"/>
        <source>line %1 of the journal was found here: a line is repeated, missing or out of order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="359"/>
        <source>the line has no checksum, unlike the rest of the journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="360"/>
        <source>the event reads but the rules do not replay it (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="361"/>
        <source>The autosave was damaged: %1. Lines %2 to %3 were not resumed; the %4 events before them are offered. The damaged file was kept as %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="362"/>
        <source>The autosave was damaged: %1. Lines %2 to %3 were not resumed; the %4 events before them are offered. The damaged file could not be moved aside (%5), so nothing more is written to it: choose another place for the autosave at the first action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="363"/>
        <source>The autosave cannot be read: %1. Nothing could be resumed from it; it was kept as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="364"/>
        <source>The autosave cannot be read: %1. Nothing could be resumed from it, and it could not be moved aside (%2); it stays where it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="365"/>
        <source>The last line of the autosave was cut short by a crash while it was being written: that action was never shown and is not resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="366"/>
        <source>An unfinished game (%1, %2 events) was autosaved by another console in %3, and no running console has it open. Resume it here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="367"/>
        <source>These unfinished games stay on disk and will be offered again at the next start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="368"/>
        <source>From now on the game is autosaved to %1. %2 is marked as moved, so the next start follows the game there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="369"/>
        <source>From now on the game is autosaved to %1. %2 could not be marked as moved: after a restart, open it with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="370"/>
        <source>The autosave %1 had been moved to %2 after a failed write; the game there is offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="371"/>
        <source>The autosave %1 had been moved to %2 after a failed write, but %2 is not there (is its medium plugged in?). The older copy at %1 is offered instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="372"/>
        <source>The autosave %1 had been moved to %2, which another console has open (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorrectionsView</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="18"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="18"/>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="18"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="18"/>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="21"/>
        <source>rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="21"/>
        <source>cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="21"/>
        <source>fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="22"/>
        <source>time-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="22"/>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="23"/>
        <source>largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="30"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="30"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="36"/>
        <source>Round %1 table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="39"/>
        <source>%1: %2 %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrosstableView</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/crosstable_view.py" line="40"/>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/crosstable_view.py" line="45"/>
        <source>○ won, × lost against the column&apos;s player; at larger tables both ranks, the row&apos;s first (1-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/crosstable_view.py" line="48"/>
        <source>Print crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/crosstable_view.py" line="67"/>
        <source>Group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/crosstable_view.py" line="86"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/crosstable_view.py" line="86"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="68"/>
        <source>%1 draws a card and holds %2: out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="67"/>
        <source>%1 draws a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="53"/>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="71"/>
        <source>%1 is prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="73"/>
        <source>Grothendieck cut (57): the field is flushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="74"/>
        <source>∞: the field is flushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="75"/>
        <source>Ramanujan revolution (1729): now smaller numbers win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="76"/>
        <source>Ramanujan revolution (1729): back to normal, larger numbers win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="78"/>
        <source>%1 has no cards left and goes out (rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="77"/>
        <source>%1 goes out (rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="79"/>
        <source>%1 leads again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="80"/>
        <source>FOUL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="82"/>
        <source>%1: take back %2 card(s) and draw the %3 card(s) left in the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="83"/>
        <source>%1: take back %2 card(s) and draw nothing (the deck is empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="81"/>
        <source>%1: take back %2 card(s) and draw %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="84"/>
        <source>%1: put %2 card(s) at the bottom of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="85"/>
        <source>%1 puts %2 card(s) at the bottom of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="86"/>
        <source>%1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="87"/>
        <source>Everyone else passed: the field is flushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="88"/>
        <source>Time! %1 was told the play cannot be made only after the time ran out: forced pass (R14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="89"/>
        <source>Time! %1: forced pass (D8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="90"/>
        <source>Time! %1 is disqualified (D8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="91"/>
        <source>%1 is disqualified by the judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="92"/>
        <source>The game stops: the game time is up (D11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="93"/>
        <source>The game stops: thousand-day rule (D18)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="94"/>
        <source>Each remaining player forms one number from all their cards (D12, MathPower 2016)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="98"/>
        <source>%1 declares %2: not prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="97"/>
        <source>%1 declares %2: prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="69"/>
        <source>Cannot be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="70"/>
        <source>%1 declares again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="35"/>
        <source>no cards were played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="38"/>
        <source>the joker at position %1 needs a declared value (X=0 … X=13) inside a play of two or more cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="39"/>
        <source>D15: a joker played alone stands for a value here; declare it (X=1 … X=13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="40"/>
        <source>D15: a joker played alone is ∞ and takes no declared value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="41"/>
        <source>a play cannot start with 0 (leading zero, R5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="43"/>
        <source>D3 allows at most %1 field cards, this play has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="44"/>
        <source>the field holds plays of %1 card(s); this play has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="46"/>
        <source>%1 does not beat %2 in revolution (it must be smaller)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="45"/>
        <source>%1 does not beat %2 (it must be greater)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="47"/>
        <source>the joker at factor position %1 needs a declared value (X=0 … X=13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="48"/>
        <source>a number in the factor field cannot start with 0 (leading zero, R5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="49"/>
        <source>D17: a player may not go out with ∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="66"/>
        <source>D17: going out with ∞ is a foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="61"/>
        <source>%1 is not composite, so it takes no factor field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="62"/>
        <source>every number in the factor field must be at least 2, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="63"/>
        <source>the base %1 is not prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="64"/>
        <source>the factor field %1 is larger than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="65"/>
        <source>the factor field %1 makes %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="60"/>
        <source>∞ takes no factor field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="58"/>
        <source>1 is not prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="59"/>
        <source>%1 is not prime and no factor field was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="36"/>
        <source>the play is empty: type at least one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="37"/>
        <source>the play is empty: give at least one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="99"/>
        <source>&quot;%1&quot; is not a player in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="100"/>
        <source>the game is over; %1 cannot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="101"/>
        <source>%1 must first put %2 card(s) at the bottom of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="102"/>
        <source>the game has stopped: the remaining players declare their numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="103"/>
        <source>it is %1&apos;s turn, not %2&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="107"/>
        <source>%1 has already drawn this turn (R4: at most once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="109"/>
        <source>the deck is empty: nothing to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="51"/>
        <source>%1 holds only %2 card(s), not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="119"/>
        <source>no cards are owed to the deck now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="120"/>
        <source>%1 puts cards to the deck first (turn order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="121"/>
        <source>%1 must put exactly %2 card(s), not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="50"/>
        <source>%1 does not hold &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="42"/>
        <source>%1 joker(s) still without a value (X=0 … X=13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="52"/>
        <source>there are not that many &quot;%1&quot; among the cards in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="54"/>
        <source>57: Grothendieck cut, the field is flushed and the same player leads again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="55"/>
        <source>1729: Ramanujan revolution, the order of strength turns over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="56"/>
        <source>∞: the field is flushed and the same player leads again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="57"/>
        <source>%1 = %2: composite play accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="72"/>
        <source>Composite play accepted: %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="95"/>
        <source>Declarations closed: the time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="96"/>
        <source>Not declared, ranked as not prime: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="108"/>
        <source>%1&apos;s play was refused: only a play or a pass may follow, not a draw (R4a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="110"/>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="175"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="111"/>
        <source>%1: %2 card(s) expected, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="113"/>
        <source>the card drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="114"/>
        <source>the penalty cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="115"/>
        <source>penalty cards go with a foul; this play is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="116"/>
        <source>hands are counted, not known: only their sizes are tracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="117"/>
        <source>hands are counted, not known: only the deck size is tracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="118"/>
        <source>with counted hands the short-deck discards are applied by count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="122"/>
        <source>no play of %1&apos;s was refused this turn: a late refusal needs one (R14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="123"/>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="124"/>
        <source>finish the penalty or the declarations first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="125"/>
        <source>%1 is no longer in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="126"/>
        <source>a stop is for &quot;time&quot; or &quot;thousand_day&quot;, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="127"/>
        <source>the game has already ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="128"/>
        <source>the game has already stopped: the remaining players are declaring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="129"/>
        <source>numbers are declared only after a MathPower 2016 stop (D12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="130"/>
        <source>%1 is not among the players still in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="131"/>
        <source>%1 has already declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="132"/>
        <source>%1 holds %2 cards and must use all of them, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="133"/>
        <source>every joker in the number needs its value (X=0 … X=13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="134"/>
        <source>the number cannot start with 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="135"/>
        <source>no game is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="136"/>
        <source>more than %1 cards in one text: no game has that many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="137"/>
        <source>unknown card &quot;%1&quot; (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="138"/>
        <source>joker value %1 in &quot;%2&quot; is out of range 0-13 (token %3, column %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="139"/>
        <source>&quot;%1&quot; belongs in a factor field, not here (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="140"/>
        <source>a joker in a hand or deck has no value: &quot;%1&quot; (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="142"/>
        <source>&quot;%1&quot; needs cards before it (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="143"/>
        <source>&quot;%1&quot; needs cards after it (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="141"/>
        <source>the factor field is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="104"/>
        <source>&quot;%1&quot; is not a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="105"/>
        <source>&quot;%1&quot; has not shown a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="106"/>
        <source>%1 showed cards of equal strength: they show again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="112"/>
        <source>card %1 from the top of the deck is &quot;%2&quot;, which the record does not name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="144"/>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="145"/>
        <source>the line is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="146"/>
        <source>expected &quot;name:&quot; at the start of the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="147"/>
        <source>&quot;%1&quot; is not a card letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="148"/>
        <source>&quot;%1&quot; is not a card letter (A 2-9 T J Q K X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="149"/>
        <source>a hand is written as (cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="150"/>
        <source>a second hand for &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="151"/>
        <source>&quot;%1&quot; has no hand in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="152"/>
        <source>a game needs the hands of at least two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="153"/>
        <source>no game found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="154"/>
        <source>JSON, but not a match file of 数譜 games (their games[].raw_block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="155"/>
        <source>nothing after &quot;%1:&quot;: write a play, D(card), % or %%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="156"/>
        <source>cannot read &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="157"/>
        <source>cannot read &quot;%1&quot;: a play, D(card), % or %% comes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="158"/>
        <source>a draw alone has no verdict: [..] and # follow a play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="159"/>
        <source>%1 joker(s) in the play but %2 value(s) after |X=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="160"/>
        <source>数譜 needs the initial hands: this record has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="161"/>
        <source>event %1: 数譜 names every card drawn; this one is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="162"/>
        <source>event %1: &quot;%2&quot; has no 数譜 form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="163"/>
        <source>event %1: 数譜 names the penalty cards of a foul; these are not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="164"/>
        <source>cannot write this record as 数譜: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="165"/>
        <source>%1: that is the file being read; choose another name for the output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="166"/>
        <source>%1: is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="167"/>
        <source>%1: already exists and holds %2, not %3: not replaced (choose another name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="168"/>
        <source>a tournament file (SQLite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="169"/>
        <source>a PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="170"/>
        <source>a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="171"/>
        <source>binary data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="172"/>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="173"/>
        <source>CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="174"/>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="176"/>
        <source>event %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="177"/>
        <source>larger than %1 MB: not a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="178"/>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="179"/>
        <source>is a folder, not a record file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="180"/>
        <source>not UTF-8 text (byte %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="181"/>
        <source>not JSON (line %1, column %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="182"/>
        <source>not valid JSON: %1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="183"/>
        <source>JSON nested too deeply to be a record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="184"/>
        <source>a number in the JSON has more than %1 digits, too long to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="185"/>
        <source>a record is a JSON object, this is not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="186"/>
        <source>&quot;format&quot; must be &quot;%1&quot;, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="187"/>
        <source>unknown key &quot;%1&quot; in the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="188"/>
        <source>&quot;players&quot; must be a list of names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="189"/>
        <source>&quot;deck&quot; needs &quot;hands&quot;: a known deck goes with known hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="190"/>
        <source>&quot;hands&quot; must be an object of card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="191"/>
        <source>the hand of &quot;%1&quot; must be card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="192"/>
        <source>the hand of &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="193"/>
        <source>the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="194"/>
        <source>&quot;deck&quot; must be card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="195"/>
        <source>&quot;events&quot; must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="196"/>
        <source>&quot;events&quot; has %1 entries; a record holds at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="197"/>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="198"/>
        <source>&quot;meta&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="199"/>
        <source>&quot;settings&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="200"/>
        <source>unknown setting &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="201"/>
        <source>setting &quot;%1&quot; must be one of %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="202"/>
        <source>setting &quot;%1&quot; must be true or false, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="203"/>
        <source>setting &quot;%1&quot; must be a whole number, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="204"/>
        <source>setting &quot;%1&quot; must be at least %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="205"/>
        <source>setting &quot;%1&quot; must be at most %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="206"/>
        <source>setting &quot;%1&quot; must be at most %2, not a %3-digit number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="207"/>
        <source>setting &quot;%1&quot; must be at most %2, not a huge number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="208"/>
        <source>setting &quot;burst_at&quot; (%1) must be more than &quot;hand_size&quot; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="209"/>
        <source>a game needs at least two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="210"/>
        <source>player &quot;%1&quot; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="211"/>
        <source>&quot;hands&quot; has no hand for player &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="212"/>
        <source>&quot;hands&quot; names &quot;%1&quot;, who is not a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="213"/>
        <source>the hands hold more &quot;%1&quot; than the cards in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="214"/>
        <source>the hand of &quot;%1&quot; has &quot;%2&quot; without a suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="215"/>
        <source>the deck has &quot;%1&quot; without a suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="216"/>
        <source>hands and deck must hold exactly the cards in play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="217"/>
        <source>too many %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="218"/>
        <source>missing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="219"/>
        <source>too many %1; missing %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="220"/>
        <source>%1 hands of %2 need %3 cards; only %4 are in play (add a deck or deal fewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="221"/>
        <source>%1: &quot;%2&quot; is not left to deal (it is named twice or not in play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="222"/>
        <source>an event must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="223"/>
        <source>&quot;reason&quot; must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="224"/>
        <source>unknown action %1 (expected one of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="225"/>
        <source>a &quot;%1&quot; event needs a &quot;player&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="226"/>
        <source>a &quot;%1&quot; event needs &quot;%2&quot; as card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="227"/>
        <source>&quot;%1&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="228"/>
        <source>&quot;%1&quot; must be card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="229"/>
        <source>a player&apos;s name must be non-empty text, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="230"/>
        <source>a player&apos;s name has at most %1 characters, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="231"/>
        <source>the name %1 has a control character (U+%2) at position %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="232"/>
        <source>%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="411"/>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="200"/>
        <source>cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="201"/>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="202"/>
        <source>forced pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="203"/>
        <source>to the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="204"/>
        <source>the game stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="205"/>
        <source>declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="605"/>
        <source>— resumed from the autosave —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="607"/>
        <source>(the console was down %1 s; the clocks are paused until the judge resumes them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="740"/>
        <source>— clocks paused —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="752"/>
        <source>— clocks running again —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="834"/>
        <source>— undone: %1 —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="858"/>
        <source>(redone)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FactorGroup</name>
    <message>
        <location filename="../daifugo_gui/ui/console/factor_slots.py" line="113"/>
        <source>Add an exponent slot (type ^ in a slot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/factor_slots.py" line="118"/>
        <source>Remove this factor (Backspace in its empty base slot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/factor_slots.py" line="128"/>
        <source>exp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/factor_slots.py" line="128"/>
        <source>base</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FactorSlots</name>
    <message>
        <location filename="../daifugo_gui/ui/console/factor_slots.py" line="164"/>
        <source>+ factor  [*]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/factor_slots.py" line="166"/>
        <source>Add a factor (type * in a slot)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FollowUpPanel</name>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="268"/>
        <source>OK  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="302"/>
        <source>%1: choose %2 card(s) to put at the bottom of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="306"/>
        <source>holds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="308"/>
        <source>then: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="317"/>
        <source>%1: declare one number using all %2 cards (D12, MathPower 2016)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="331"/>
        <source>Final ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="339"/>
        <source>Game over: the game time ran out (D11); ranked by D12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="341"/>
        <source>Game over: thousand-day rule (D18) — the same turns came round 4 times; ranked by D12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="342"/>
        <source>Game over: only one player is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="346"/>
        <source>(disqualified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="348"/>
        <source>(went out)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormatPages</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="35"/>
        <source>Crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="41"/>
        <source>Take back the match&apos;s last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="42"/>
        <source>The selected table&apos;s match loses its last game; a decided match opens again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="83"/>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="95"/>
        <source>Seat next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="85"/>
        <source>Seat the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="87"/>
        <source>Seat the knock-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="90"/>
        <source>Round robin complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="92"/>
        <source>Knock-out complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="94"/>
        <source>Final played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="97"/>
        <source>Seat group round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="99"/>
        <source>Seat round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="100"/>
        <source>Seat round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="107"/>
        <source>Select a table first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="113"/>
        <source>Round %1 table %2: the match&apos;s last game taken back (match %3–%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="138"/>
        <source>Group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="143"/>
        <source>match %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameConsole</name>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="71"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="333"/>
        <source>Pause clocks (dispute)  [Space]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="75"/>
        <source>reason for the pause (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="77"/>
        <source>Disqualify…  [Ctrl+Shift+D]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="82"/>
        <source>Undo  [Ctrl+Z]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="83"/>
        <source>Redo  [Ctrl+Y]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="86"/>
        <source>&lt;deal&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="92"/>
        <source>NOT AUTOSAVED: a crash would lose this game. Save the record (Ctrl+S) often.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="116"/>
        <source>Undo history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="290"/>
        <source>Factorizing %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="299"/>
        <source>Disqualify %1 (judge&apos;s decision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="333"/>
        <source>Resume clocks  [Space]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="401"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="427"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="401"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="427"/>
        <source>A game is running. Close it and start a new one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="486"/>
        <source>An unfinished game (%1, %2 events) was autosaved. Resume it where it was?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="448"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="455"/>
        <source>Resume game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="69"/>
        <source>Start play now  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="258"/>
        <source>Close this game? It is not finished, and it will not be offered for resuming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="262"/>
        <source>Close the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="412"/>
        <source>Round %1, table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="511"/>
        <source>Cannot resume: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="513"/>
        <source>The autosave was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="527"/>
        <source>Save the game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="527"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="533"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="634"/>
        <source>Game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="533"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="541"/>
        <source>Open a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="550"/>
        <source>Autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="558"/>
        <source>Autosave failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="559"/>
        <source>Choose another place for the autosave, or play on in memory (a crash would then lose the game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="560"/>
        <source>Choose another place…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="561"/>
        <source>Play on in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="568"/>
        <source>Autosave to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="568"/>
        <source>Autosave journals (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="581"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="606"/>
        <source>Import a game in 数譜</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="581"/>
        <source>数譜 text (*.txt);;Match files of 数譜 games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="616"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="627"/>
        <source>Export the game in 数譜</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="616"/>
        <source>数譜 text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="634"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="641"/>
        <source>Continue a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="676"/>
        <source>Audience display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="676"/>
        <source>Show it on which screen?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location filename="../daifugo_gui/ui/help_menu.py" line="26"/>
        <source>User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/help_menu.py" line="33"/>
        <source>The user guide is not installed with this copy. It is docs/guide.%1.md in the source.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HallWindow</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="78"/>
        <source>Hall display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="81"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="88"/>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="89"/>
        <source>Where do I sit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="93"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="93"/>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="94"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="93"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="93"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="94"/>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="94"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="94"/>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="140"/>
        <source>Round 1 is not seated yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="142"/>
        <source>%1 of %2 tables finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="143"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="153"/>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="157"/>
        <source>Updated %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="161"/>
        <source>Not up to date: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HexadTab</name>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="75"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="77"/>
        <source>Computer starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="79"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="80"/>
        <source>Take back your last move and the computer&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="82"/>
        <source>Show the energy of every move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="86"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="86"/>
        <source>Energy after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="126"/>
        <source>Hexad game (mathematical blackjack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="115"/>
        <source>Legal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="115"/>
        <source>Moves played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="166"/>
        <source>The labelings could not be computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="173"/>
        <source>Setting up a position: type its squares or click the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="208"/>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="220"/>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="231"/>
        <source>Not allowed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="235"/>
        <source>Your move and the computer&apos;s answer were taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="237"/>
        <source>Your move was taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="239"/>
        <source>The computer&apos;s move was taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="266"/>
        <source>{0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="271"/>
        <source>0 (winning)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="298"/>
        <source>The computer moved {0} → {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="301"/>
        <source>You win: the computer has no move left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="303"/>
        <source>The computer wins: you have no move left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="305"/>
        <source>Your move: click a coin, then an empty square to its left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="309"/>
        <source>Energy 0: this is a hexad, every move loses against perfect play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="311"/>
        <source>Energy {0}: a move to energy 0 (a hexad) wins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabelingTableModel</name>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tables.py" line="48"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tables.py" line="48"/>
        <source>|L(D)|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tables.py" line="50"/>
        <source>Energy 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tables.py" line="52"/>
        <source>Blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tables.py" line="89"/>
        <source>The shuffle labeling: its game is the hexad game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveGame</name>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="332"/>
        <source>The autosave %1 cannot be used: %2. Choose another place when the first action asks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="344"/>
        <source>The autosave %1 is in use by another console (%2). This console autosaves to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="787"/>
        <source>The clocks hit an error and go on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="904"/>
        <source>No game is running.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="26"/>
        <source>Prime Daifugo judge console — 素数大富豪</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="31"/>
        <source>Game console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="34"/>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="36"/>
        <source>Prime tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="38"/>
        <source>Tanhinmin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="40"/>
        <source>Hexad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="50"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="52"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="53"/>
        <source>&amp;Save record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="54"/>
        <source>&amp;Open record (replay)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="55"/>
        <source>&amp;Continue a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="56"/>
        <source>&amp;Import 数譜…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="57"/>
        <source>&amp;Export 数譜…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="58"/>
        <source>&amp;Audience display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="59"/>
        <source>Stop the game now (D11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="60"/>
        <source>&amp;Close the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="69"/>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="73"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="81"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="82"/>
        <source>&amp;User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="86"/>
        <source>&amp;About Prime Daifugo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="95"/>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="96"/>
        <source>About Prime Daifugo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="96"/>
        <source>MIT licence (see LICENSE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="119"/>
        <source>&amp;Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="121"/>
        <source>Hand of the player to move → Prime tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="122"/>
        <source>Two-player position → Tanhinmin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="123"/>
        <source>Record the finished game in the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="133"/>
        <source>No game is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="136"/>
        <source>Hands are counted, not known: only open hands or a typed deal can be analysed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="153"/>
        <source>Tanhinmin needs exactly two players still in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="158"/>
        <source>Tanhinmin plays single cards, but the field holds a play of %1 cards. Send the position when the field is empty or holds one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="165"/>
        <source>Some cards of these hands are not known: Tanhinmin needs every card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="201"/>
        <source>Only a finished game can be recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="215"/>
        <source>Stop the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="216"/>
        <source>Stop the game now and rank the players still in by D12?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main.py" line="54"/>
        <location filename="../daifugo_gui/ui/main.py" line="57"/>
        <source>Autosave</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="158"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="158"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="158"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="168"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="168"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="169"/>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MovesModel</name>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_moves_model.py" line="56"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_moves_model.py" line="56"/>
        <source>After it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_moves_model.py" line="57"/>
        <source>Cor. 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_moves_model.py" line="57"/>
        <source>Alg. 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_moves_model.py" line="57"/>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_moves_model.py" line="76"/>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_moves_model.py" line="86"/>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_moves_model.py" line="86"/>
        <source>loses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="143"/>
        <source>deal line %1: write &quot;Name: cards&quot; or &quot;deck: cards&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="148"/>
        <source>deal line %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="154"/>
        <source>deal line %1: &quot;%2&quot; is not a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="157"/>
        <source>the deal has no hand for &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="159"/>
        <source>the deal needs a &quot;deck:&quot; line (top card first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="178"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="180"/>
        <source>one name a line, in seat order (clockwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="191"/>
        <source>Counted hands (live play: only the numbers of cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="192"/>
        <source>Known hands, dealt here (open hands D19)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="193"/>
        <source>Known hands, deal typed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="199"/>
        <source>Aki: S2 H7 …
Ben: …
Chie: …
deck: SA H2 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="202"/>
        <source>Declared first player (rock-paper-scissors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="203"/>
        <source>Shown-card method (appendix): each shows a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="217"/>
        <source>Players (seat order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="219"/>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="225"/>
        <source>Turn order (D5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="239"/>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="291"/>
        <source>card shown, e.g. SK or X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="306"/>
        <source>%1 has not shown a card yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="310"/>
        <source>%1&apos;s shown card: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="312"/>
        <source>%1 shows exactly one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="327"/>
        <source>Deal %1 cards to each of %2 players; %3 stay in the deck (%4 in play).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="333"/>
        <source>The shown cards then go to the bottom of the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="337"/>
        <source>Not enough cards: %1 players × %2 &gt; %3. Add a deck or deal fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="342"/>
        <source>Turn order: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="35"/>
        <source>New tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="37"/>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="91"/>
        <source>Tournament name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="40"/>
        <source>Swiss (rounds seated by standings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="41"/>
        <source>Knock-out (winners go on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="42"/>
        <source>Round robin (everyone meets everyone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="43"/>
        <source>Swiss, then a final of the top players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="44"/>
        <source>Groups, then a knock-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="47"/>
        <source>Tables of two: each pair plays once (circle method)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="56"/>
        <source>Players who go on from each table (every table knocks one out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="63"/>
        <source>The best players by the swiss standings who play the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="67"/>
        <source>More finalists than seats: several final tables, seeded like a snake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="71"/>
        <source>Players are dealt to the groups like a snake, in registration order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="80"/>
        <source>At tables of two: 1 is a single game, more a match recorded game by game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="82"/>
        <source>Best of (first to a majority)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="83"/>
        <source>Fixed number of games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="85"/>
        <source>Alternate (seat 1 opens odd games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="86"/>
        <source>Loser of the previous game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="92"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="94"/>
        <source>Fewest seats at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="95"/>
        <source>Most seats at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="96"/>
        <source>Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="97"/>
        <source>Going on from each group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="98"/>
        <source>Seats at a knock-out table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="99"/>
        <source>Going on from each table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="100"/>
        <source>Games per match at tables of two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="101"/>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="102"/>
        <source>Who moves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="103"/>
        <source>Swiss rounds before the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="104"/>
        <source>Players in the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="105"/>
        <source>Seats at a final table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="187"/>
        <source>Round 1 is a seeded draw; later rounds seat players of like standing together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="189"/>
        <source>The best players of each table go on to the next round; the round with one table is the final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="191"/>
        <source>Rounds are seated in order until every player has met every other; the crosstable shows who beat whom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="193"/>
        <source>Each group plays a round robin; then the best of each group play a knock-out, group winners meeting other groups&apos; runners-up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="196"/>
        <source>Swiss rounds, then the best players by the swiss standings play the final; its result ranks them ahead of everyone else.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaperResultDialog</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="57"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="57"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="57"/>
        <source>Cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="57"/>
        <source>Fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="57"/>
        <source>Time-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="58"/>
        <source>Disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="58"/>
        <source>Largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="83"/>
        <source>digits, if any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="93"/>
        <source>the judge or organiser correcting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="94"/>
        <source>Corrected by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="95"/>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="126"/>
        <source>Give every player a rank (missing: %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="44"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="45"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="46"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="47"/>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="71"/>
        <source>out — rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="73"/>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="75"/>
        <source>burst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="77"/>
        <source>must put cards to the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="79"/>
        <source>declares a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="81"/>
        <source>to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="81"/>
        <source> (has drawn)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionEntry</name>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="57"/>
        <source>Six squares 0-11, e.g. 0 1 2 3 4 11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="60"/>
        <source>&amp;Set up on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="62"/>
        <source>Click squares to put coins on them or take them away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="65"/>
        <source>You move first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="66"/>
        <source>The computer moves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="67"/>
        <source>&amp;Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="73"/>
        <source>P&amp;osition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="142"/>
        <source>A position (sum %1). Play from here, or press Enter, to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="145"/>
        <source>Not a position: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="134"/>
        <source>The calls play through the system&apos;s sound program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="135"/>
        <source>No program to play sounds was found, so the calls use the system beep (the user guide says what to install).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="150"/>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="155"/>
        <source>System default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="161"/>
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="164"/>
        <source>High &amp;contrast (white on black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="167"/>
        <source>&amp;Mute every clock sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="169"/>
        <source>Call at &amp;30 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="171"/>
        <source>Call at 1&amp;0 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="173"/>
        <source>&amp;Alarm when time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="179"/>
        <source>Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="181"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="182"/>
        <source>A new language takes effect when the console restarts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="185"/>
        <source>&amp;Font size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="188"/>
        <source>Audience display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="190"/>
        <source>Font si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="193"/>
        <source>Clock sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="202"/>
        <source>Console keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="206"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="206"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="206"/>
        <source>Time-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="207"/>
        <source>Late refusal (forced pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="207"/>
        <source>Start play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="208"/>
        <source>Pause clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="219"/>
        <source>New keys take effect when the console restarts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="274"/>
        <source>%1: %2 is not one key, or it starts card text (a digit, A J Q K T, S H D C, X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="276"/>
        <source>Two actions cannot share one key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrimeToolsTab</name>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="81"/>
        <source>Cards, e.g. SK 7 X 10 A 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="86"/>
        <source>Cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="90"/>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="91"/>
        <source>Largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="92"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="98"/>
        <source>Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="99"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="124"/>
        <source>A number (1729) or a play as cards (K 8 X=0 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="127"/>
        <source>Factor field to judge (optional), e.g. 2 ^ 3 * 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="129"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="146"/>
        <source>Prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="146"/>
        <source>Exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="146"/>
        <source>Cards for the prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="146"/>
        <source>Cards for the exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="160"/>
        <source>Find the largest prime using every card once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="171"/>
        <source>Prime:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="172"/>
        <source>Card order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="173"/>
        <source>Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="188"/>
        <source>Analyse hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="191"/>
        <source>Primes of up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="193"/>
        <source>cards; composite fields of up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="195"/>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="204"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="204"/>
        <source>Primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="204"/>
        <source>Weakest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="204"/>
        <source>Strongest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="216"/>
        <source>Primes by number of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="228"/>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="228"/>
        <source>Factor field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="228"/>
        <source>Cards used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="236"/>
        <source>Composite plays (field and factor field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="268"/>
        <source>Cards: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="291"/>
        <source>plays make numbers from 1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="293"/>
        <source>Cannot read this: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="300"/>
        <source>Checking %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="310"/>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="426"/>
        <source>Factor field: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="313"/>
        <source>valid composite play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="314"/>
        <source>foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="315"/>
        <source>cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="319"/>
        <source>Ruling: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="361"/>
        <source>Working…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="378"/>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="385"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="385"/>
        <source>Stopped: time limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="389"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="398"/>
        <source>%1 is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="399"/>
        <source>%1 is composite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="400"/>
        <source>%1 is neither prime nor composite (a foul, R10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="404"/>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="450"/>
        <source>(BPSW probable prime: no counterexample is known.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="407"/>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="452"/>
        <source>(proven prime, not only BPSW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="410"/>
        <source>Played alone it is a Grothendieck cut (R7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="412"/>
        <source>Played alone it is a Ramanujan revolution (R8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="415"/>
        <source>No factor of %1 found in %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="417"/>
        <source>Factoring stopped early; unfactored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="424"/>
        <source>Factor field: %1 (uses %2 joker(s))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="428"/>
        <source>No factor field of this number can be made from one set of 52 cards and 2 jokers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="436"/>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="438"/>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="444"/>
        <source>No prime uses all of these cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="448"/>
        <source>%1 (%2 digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="456"/>
        <source>%1 candidates tested in decreasing order; the first prime is the largest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="468"/>
        <source>Grothendieck cut (57): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="468"/>
        <source>Grothendieck cut (57): not in reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="471"/>
        <source>Ramanujan revolution (1729): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="473"/>
        <source>Ramanujan revolution (1729): not in reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="476"/>
        <source>A joker alone plays ∞ (R3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="494"/>
        <source>%1 composite plays; showing %2, most cards first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="520"/>
        <source>%1-card primes: %2 (showing the %3 strongest)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="154"/>
        <source>Replay %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="121"/>
        <source>To the deal  [Home]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="36"/>
        <source>Line %1 (%2) cannot be replayed: %4. The replay stops before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="37"/>
        <source>Line %1 (%2): the record says %4, the engine rules %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="38"/>
        <source>Line %1 (%2) marks %3 as going out (#), but %3 still holds 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="39"/>
        <source>Line %1 (%2) marks %3 as going out (#), but %3 still holds %4 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="40"/>
        <source>Line %1 (%2): %3 goes out here, but the line has no #.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="41"/>
        <source>The record ends while the game goes on: %3 is to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="105"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="122"/>
        <source>One event back  [←]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="123"/>
        <source>One event on  [→]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="124"/>
        <source>To the end  [End]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="159"/>
        <source>Event %1 cannot be replayed: %2. The replay stops before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="190"/>
        <source>Move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="194"/>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResearchPanels</name>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="93"/>
        <source>Computing the 5040 labelings of S(5,6,12)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="96"/>
        <source>Hexads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="97"/>
        <source>Sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="98"/>
        <source>%1 per labeling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="100"/>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="308"/>
        <source>Energy 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="101"/>
        <source>Figure 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="102"/>
        <source>Energies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="115"/>
        <source>{0}   (sum {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="118"/>
        <source>The 132 hexads of S(5,6,12): the P-positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="125"/>
        <source>Labelings of S(5,6,12) by the size |L(D)| of the game they generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="126"/>
        <source>size |L(D)| (Theorem 2.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="127"/>
        <source>Computing the 5040 labelings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="189"/>
        <source>Figure 4: the 132 hexads of the shuffle labeling by the sum of their squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="190"/>
        <source>sum of the six squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="196"/>
        <source>The hexad game&apos;s positions by energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="196"/>
        <source>energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="205"/>
        <source>Red: sums 21 and 45, %1 and %2 hexads (the paper: 11 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="213"/>
        <source>%1 positions; red: energy 0, the %2 hexads (the P-positions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="224"/>
        <source>A sample: %1 of the 5040 labelings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="232"/>
        <source>Red: the shuffle labeling, whose game is the hexad game ({0} positions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="253"/>
        <source>smallest game %1: labeling No. %2, the only one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="254"/>
        <source>smallest game %1: labelings No. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="255"/>
        <source>largest game %1: labeling No. %2, the only one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="256"/>
        <source>largest game %1: labelings No. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="271"/>
        <source>S(5,6,12): %1 labelings. |L(D)| (size: labelings): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="273"/>
        <source>a₀ = a₆, a₁ = a₅, a₂ = a₄, a₀ + a₁ + … + a₆ = 792, 2a₂ + 6a₃ + 12a₄ + 20a₅ + 30a₆ = 5940 and |L(D)| = 924 − a₀ hold for %1 of %2 labelings (§2.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="278"/>
        <source>Highlighted: the shuffle labeling, No. %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="282"/>
        <source>Labelings by a₀ (the game has 924 − a₀ positions). For even a₀ the labeling with the largest a₁ is unique (§2.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="287"/>
        <source>Labelings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="287"/>
        <source>Largest %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="288"/>
        <source>Labelings with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="295"/>
        <source>%1: %2 labelings. |L(D)| (size: labelings): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="296"/>
        <source>(Theorem 2.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="303"/>
        <source>%1 labelings generate a game whose energy-1 positions form an S(5,6,12) again (the paper counts %2). Each was checked directly: every five squares lie in exactly one of its energy-1 positions. Select a row to see them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="307"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="308"/>
        <source>They are No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="309"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="309"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="324"/>
        <source>Labeling No. %1, its blocks (energy 0):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="326"/>
        <source>Its energy-1 positions:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="60"/>
        <source>New tournament on a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="60"/>
        <source>Open a tournament on a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="69"/>
        <source>the server laptop&apos;s address, e.g. 192.168.0.10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="77"/>
        <source>The password is not saved: it is asked each time a tournament is opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="83"/>
        <source>Recent servers or URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="84"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="85"/>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="86"/>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="87"/>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="88"/>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="90"/>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="90"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="134"/>
        <source>Give the server&apos;s address, the database and the user name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingChoice</name>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="23"/>
        <source>Forced pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="26"/>
        <source>After every foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="36"/>
        <source>Cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="37"/>
        <source>A foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="22"/>
        <source>Disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="24"/>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="25"/>
        <source>On the fouling player&apos;s request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="27"/>
        <source>To the bottom, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="28"/>
        <source>Shuffled, to the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="29"/>
        <source>Shuffled with the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="30"/>
        <source>Fewer cards first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="31"/>
        <source>MathPower 2016 (declare a number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="32"/>
        <source>∞ (strongest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="33"/>
        <source>A value 1–13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="34"/>
        <source>∞ or a value 1–13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="35"/>
        <source>Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="38"/>
        <source>As many as played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="39"/>
        <source>Field cards only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="40"/>
        <source>One card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="41"/>
        <source>The others put cards to the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="42"/>
        <source>Draw what is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="46"/>
        <source>Official rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="47"/>
        <source>MathPower 2016</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="48"/>
        <source>Byo-yomi: 300 s bank, then 15 s a turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="42"/>
        <source>Decks combined (R1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="43"/>
        <source>D1 Jokers per deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="44"/>
        <source>D2 Remove even cards of H and D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="45"/>
        <source>D3 Most field cards in one play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="46"/>
        <source>D4 Cards in each hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="47"/>
        <source>D6 Consideration time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="48"/>
        <source>D7 Turn limit (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="49"/>
        <source>Bank per player (s, byo-yomi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="50"/>
        <source>D8 At time-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="51"/>
        <source>D9 Disclose the factorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="52"/>
        <source>D10 Flushing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="53"/>
        <source>D11 Game time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="54"/>
        <source>D12 Ranking at a stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="55"/>
        <source>D14 Flush when a player goes out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="56"/>
        <source>D15 A joker alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="57"/>
        <source>D16 Two jokers strongest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="58"/>
        <source>D17 Going out with ∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="59"/>
        <source>D18 Thousand-day rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="60"/>
        <source>D19 Open hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="61"/>
        <source>Foul penalty (variant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="62"/>
        <source>Deck too short for a penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="63"/>
        <source>Start in revolution (variant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="64"/>
        <source>Burst at this many cards (variant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="65"/>
        <source>Shuffle seed (D10 replays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="91"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="24"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="25"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="26"/>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="27"/>
        <source>Affiliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="28"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="29"/>
        <source>Rank score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="30"/>
        <source>Head-to-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="31"/>
        <source>Opposition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="32"/>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="33"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="34"/>
        <source>Largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="35"/>
        <source>Rounds (rank/seats)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="36"/>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="67"/>
        <source>%1 (withdrew from round %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="77"/>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="136"/>
        <source>To beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="145"/>
        <source>Field (oldest first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="149"/>
        <source>Event log (record notation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="155"/>
        <source>No game — Ctrl+N starts one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="167"/>
        <source>%1  (%2 cards, by %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="170"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="171"/>
        <source>Empty field: any play leads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="173"/>
        <source>REVOLUTION: play smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="176"/>
        <source>Normal: play larger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="178"/>
        <source>Deck: %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="188"/>
        <source>%1 holds: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TanhinminTab</name>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="183"/>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="186"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="396"/>
        <source>strengths, e.g. 1 3 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="188"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="397"/>
        <source>strengths, e.g. 2 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="191"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="635"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="194"/>
        <source>Your hand (moves first):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="196"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="314"/>
        <source>Solver&apos;s hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="198"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="311"/>
        <source>Field:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="200"/>
        <source>You win at (c0) cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="202"/>
        <source>Solver wins at (c1) cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="228"/>
        <source>Analysis of the current position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="240"/>
        <source>To move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="241"/>
        <source>Winner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="242"/>
        <source>Matchings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="243"/>
        <source>Optimal plays:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="244"/>
        <source>Passing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="162"/>
        <source>Winner under every condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="161"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="204"/>
        <source>&amp;Load hands from file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="206"/>
        <source>A text file with your strengths on one line and the solver&apos;s on the next; lines starting with # are notes. Any size: large hands are solved in the background.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="209"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="245"/>
        <source>γ (Algorithm 1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="246"/>
        <source>Algorithm 1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="247"/>
        <source>Corollary 6:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="248"/>
        <source>Corollary 7:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="268"/>
        <source>δ′ = μ′0 − μ′1 + 1 after the move (green: the player to move wins after it). Cor. 6: the moves that lower δ least; Alg. 1: the optimal moves; Strategy: the solver&apos;s strategy with its c, in the mover&apos;s place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="288"/>
        <source>Play against the solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="291"/>
        <source>Solver&apos;s strategy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="296"/>
        <source>Parameter c:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="299"/>
        <source>The free c of Algorithms 3–7 (0 ≤ c ≤ c0 or c1); the largest is the default. Every value is optimal; they differ in which card they pick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="302"/>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="303"/>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="304"/>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="305"/>
        <source>Solver&apos;s move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="317"/>
        <source>Your hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="321"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="335"/>
        <source>Alg. 2: prefer the (c0+1)-th weakest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="336"/>
        <source>Alg. 3: prefer the (c0+2)-th weakest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="337"/>
        <source>Alg. 4: switch on μ0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="338"/>
        <source>Alg. 5: switch on μ1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="339"/>
        <source>Alg. 6: the μ0-th strongest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="340"/>
        <source>Alg. 7: the (μ1+1)-th strongest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="368"/>
        <source>Reading %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="389"/>
        <source>Load hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="389"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="411"/>
        <source>Your hand: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="416"/>
        <source>Solver&apos;s hand: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="419"/>
        <source>Both hands need at least one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="593"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="593"/>
        <source>Solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="644"/>
        <source>{0} reached the target: game over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="652"/>
        <source>{0} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="690"/>
        <source>{0} (needs {1} more card(s); the other player {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="693"/>
        <source>{0} (with best play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="695"/>
        <source>μ0 = {0}, μ1 = {1}, δ = {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="697"/>
        <source>every move is optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="698"/>
        <source>the mover loses whatever it plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="700"/>
        <source>only these keep the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="702"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="725"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="703"/>
        <source>{0} — {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="704"/>
        <source>optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="704"/>
        <source>loses the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="673"/>
        <source>Your move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="451"/>
        <source>Solving %1 + %2 cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="542"/>
        <source>Hands file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="565"/>
        <source>from the file (type here to replace it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="575"/>
        <source>Hands from %1: you %2 cards, the solver %3 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="583"/>
        <source>Analysis cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="587"/>
        <source>Analysis failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="674"/>
        <source>The solver is to move: press “Solver&apos;s move”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="681"/>
        <source>Over %1 cards in a hand: no table of every condition here; “daifugo tanhinmin --win C0,C1” answers any one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="684"/>
        <source>Hands over %1 cards: the analysis only; playing needs smaller hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="710"/>
        <source>%1, pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="710"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="732"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="737"/>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="711"/>
        <source>%1 (δ′ = %2, δ = %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="722"/>
        <source>δ ≠ 1: every move is optimal (line 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="724"/>
        <source>no card play is optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="726"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="727"/>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="728"/>
        <source>[%1, %2]; weakest c0+1 cards (lines 3–4): %3; the rest (lines 5–6): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="738"/>
        <source> (all such: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="740"/>
        <source>optimal whatever the other&apos;s target: %1%2; whatever the mover&apos;s own: %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="747"/>
        <source>%1 strengths from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="757"/>
        <source>optimal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="768"/>
        <source>c0={0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="770"/>
        <source>c1={0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="783"/>
        <source>[{0}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="788"/>
        <source>Rows: cards the player to move ({0}) wins at; columns: the other player&apos;s. Brackets mark the current condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="797"/>
        <source>You pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="797"/>
        <source>You play {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="799"/>
        <source>Solver passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="799"/>
        <source>Solver plays {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="800"/>
        <source>{0}. {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TiebreakList</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="42"/>
        <source>Tie-breaks after points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="45"/>
        <source>Tie-breaks in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="56"/>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="57"/>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="58"/>
        <source>Reset to default order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="66"/>
        <source>Players still equal after the tie-breaks ticked share the place (listed in registration order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="87"/>
        <source>Rank score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="88"/>
        <source>Each game&apos;s rank as (rank − 1) / (seats − 1), summed; lower first (a win counts 0 and last place 1 at any table size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="91"/>
        <source>Head-to-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="92"/>
        <source>Games between the tied players: +1 for finishing above another of them, −1 for finishing below; higher first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="95"/>
        <source>Opposition (Buchholz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="96"/>
        <source>The points of every opponent met, summed; higher first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="97"/>
        <source>Largest prime played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="98"/>
        <source>The largest prime played in any game; larger first, none played last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="156"/>
        <source>Choose a tie-break to move it; untick it to leave it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="159"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentPrints</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="139"/>
        <source>Writing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="150"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="155"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="283"/>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="168"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="266"/>
        <source>A PDF is still being written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="194"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="204"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="237"/>
        <source>Seat a round first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="219"/>
        <source>Select a table first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="222"/>
        <source>Table %1 has no result yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="263"/>
        <source>Printing needs QtPdf (PySide6-Addons); the PDF opens instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="288"/>
        <source>Printed %n page(s)</source>
        <translation>
            <numerusform>Printed %n page</numerusform>
            <numerusform>Printed %n pages</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="300"/>
        <source>There is no knock-out to print yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentSettingsPanel</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="51"/>
        <source>Game settings for the games still to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="60"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="63"/>
        <source>Fewest seats at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="64"/>
        <source>Most seats at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="72"/>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="74"/>
        <source>seats (fixed once round 1 is seated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="76"/>
        <source>Tables of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="77"/>
        <source>Games already recorded keep the settings in their own record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="82"/>
        <source>Points per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="84"/>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="86"/>
        <source>Rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="89"/>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="94"/>
        <source>%1 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="101"/>
        <source>Points for rank %1 at %2 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="110"/>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="111"/>
        <source>Back to the default points for %1 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="117"/>
        <source>Bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="121"/>
        <source>Points for a bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="124"/>
        <source>points, counted as rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="128"/>
        <source>Rank a bye counts as in the sum of ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="132"/>
        <source>Reset all to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="138"/>
        <source>Changes are saved in the tournament file at once and every recorded game is scored again; the standings follow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="175"/>
        <source>Custom settings (set outside this tab)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentTab</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="88"/>
        <source>No tournament open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="89"/>
        <source>New tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="90"/>
        <source>Open tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="110"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="114"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="131"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="115"/>
        <source>Reading (kana)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="116"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="133"/>
        <source>Affiliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="117"/>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="118"/>
        <source>Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="132"/>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="146"/>
        <source>Rounds and tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="154"/>
        <source>Seed of the first round&apos;s draw: the same seed repeats the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="155"/>
        <source>Seat next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="161"/>
        <source>Table / seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="161"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="161"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="164"/>
        <source>Put in selected seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="166"/>
        <source>Record game from file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="177"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="182"/>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="266"/>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="211"/>
        <source>Japanese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="94"/>
        <source>New on server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="95"/>
        <source>Open on server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="98"/>
        <source>Hall display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="99"/>
        <source>Standings and where each player sits, full screen, updated by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="125"/>
        <source>Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="126"/>
        <source>The player is not seated from the next round on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="127"/>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="157"/>
        <source>Undo last seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="158"/>
        <source>Take back the last round&apos;s seating while none of its games is recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="168"/>
        <source>Judge this table in the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="169"/>
        <source>A new game with this table&apos;s players and the tournament&apos;s settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="171"/>
        <source>Result from paper sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="172"/>
        <source>Type the selected table&apos;s result from its score sheet, or correct a recorded result (logged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="212"/>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="217"/>
        <source>Print standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="218"/>
        <source>Print round results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="219"/>
        <source>Print score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="220"/>
        <source>Print blank sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="221"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="222"/>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="223"/>
        <source>Print all sheets of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="225"/>
        <source>One page per table of the round chosen on the left: filled where recorded, blank with names where not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="228"/>
        <source>Print seating list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="229"/>
        <source>Where do I sit: the round chosen on the left, by reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="231"/>
        <source>Language of the printed PDFs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="232"/>
        <source>Results of the round chosen on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="233"/>
        <source>The filled score sheet of the table selected on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="235"/>
        <source>A sheet to fill by hand: for the selected table with its names, else four empty seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="246"/>
        <source>PDF language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="262"/>
        <source>Send to a printer (print dialog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="273"/>
        <source>Scoring and game settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="279"/>
        <source>Print bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="288"/>
        <source>Bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="291"/>
        <source>Corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="318"/>
        <source>Open or create a tournament first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="329"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="370"/>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="378"/>
        <source>%n player(s) registered</source>
        <translation>
            <numerusform>%n player registered</numerusform>
            <numerusform>%n players registered</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="386"/>
        <source>%1 (withdrawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="395"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="419"/>
        <source>Corrections (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="434"/>
        <source>Not following other consoles: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="459"/>
        <source>recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="459"/>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="464"/>
        <source>corrected by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="466"/>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="475"/>
        <source>%1 (was %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="477"/>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="487"/>
        <source>Byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="506"/>
        <source>Created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="514"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="554"/>
        <source>Added %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="569"/>
        <source>Imported %n player(s)</source>
        <translation>
            <numerusform>Imported %n player</numerusform>
            <numerusform>Imported %n players</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="581"/>
        <source>Table %1 has a result already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="595"/>
        <source>%1 withdraws: not seated from the next round on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="603"/>
        <source>%1 is now %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="611"/>
        <source>Rename player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="611"/>
        <source>New name for %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="618"/>
        <source>No round to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="622"/>
        <source>Round %1&apos;s seating taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="636"/>
        <source>Round %1 seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="642"/>
        <source>Seat a round first</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="652"/>
        <source>Warning: %1 and %2 already met in round %3 (%n repeat meeting(s) in this round)</source>
        <translation>
            <numerusform>Warning: %1 and %2 already met in round %3 (%n repeat meeting in this round)</numerusform>
            <numerusform>Warning: %1 and %2 already met in round %3 (%n repeat meetings in this round)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="659"/>
        <source>Select a seat first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="674"/>
        <source>Round %1 table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="675"/>
        <source>Correct the result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="675"/>
        <source>Result from the paper sheet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="683"/>
        <source>Corrected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="683"/>
        <source>Recorded %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="698"/>
        <source>Other settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="699"/>
        <source>This game was played under other settings than the tournament&apos;s:
%1

Record it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="715"/>
        <source>Not recorded: the game was played under other settings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="726"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="738"/>
        <source>Recorded round %1 table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="749"/>
        <source>Scoring saved; standings updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="791"/>
        <source>Tables of %1 to %2 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="799"/>
        <source>Game settings saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="811"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="577"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="668"/>
        <source>Select a table first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="816"/>
        <source>New tournament file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="817"/>
        <source>Tournament (*.sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="842"/>
        <source>Open tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="843"/>
        <source>Tournament (*.sqlite);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="848"/>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="849"/>
        <source>CSV (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="854"/>
        <source>Record game from file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="855"/>
        <source>Game record (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="869"/>
        <source>Save PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="869"/>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="874"/>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="874"/>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="875"/>
        <source>Export standings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentText</name>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="233"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="234"/>
        <source>round %1 table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="235"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="236"/>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="237"/>
        <source>player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="238"/>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="239"/>
        <source>empty file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="240"/>
        <source>already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="241"/>
        <source>already holds a tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="242"/>
        <source>the file is damaged (%1); keep it as it is and use a backup copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="243"/>
        <source>empty database, not a tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="244"/>
        <source>made by an older version (schema %1); open it once in the Tournament tab to upgrade it, then print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="245"/>
        <source>schema version %1 is newer than this program understands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="246"/>
        <source>schema version %1 is newer than this program understands (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="247"/>
        <source>not a tournament database (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="248"/>
        <source>not a tournament database (tables %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="249"/>
        <source>schema_version table is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="250"/>
        <source>empty database: create the tournament first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="251"/>
        <source>the tournament file is busy: another console kept it for over %1 s. Nothing was saved; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="252"/>
        <source>the tournament file cannot be written (read-only medium or opened for reading)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="253"/>
        <source>opened for reading only; nothing can be changed there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="254"/>
        <source>the server has no such database (create it first, e.g. with daifugo server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="255"/>
        <source>the server asks for a password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="256"/>
        <source>the server refused the user name or password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="257"/>
        <source>cannot reach the tournament server. Is it running, and is this laptop on its network?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="258"/>
        <source>the connection to the tournament server was lost. Nothing of this change was saved; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="259"/>
        <source>lost the connection to the tournament server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="260"/>
        <source>%1: cannot watch the tournament file for changes (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="261"/>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="262"/>
        <source>another console changed the tournament at the same moment; nothing was saved. Try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="263"/>
        <source>another console saved a change at the same moment: %1. Nothing was saved; look again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="264"/>
        <source>another console removed what this change refers to at the same moment. Nothing was saved; look again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="265"/>
        <source>another console saved a conflicting change at the same moment. Nothing was saved; look again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="266"/>
        <source>that table already has a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="267"/>
        <source>that round has just been seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="268"/>
        <source>that name is already registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="269"/>
        <source>that seat is already taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="270"/>
        <source>that player already has a bye in this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="271"/>
        <source>that game already has this player&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="272"/>
        <source>not a database URL (postgresql://user@host:port/database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="273"/>
        <source>not a database URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="274"/>
        <source>only PostgreSQL servers are supported (postgresql://…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="275"/>
        <source>name the server and the database (postgresql://user@host:port/database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="276"/>
        <source>not a PostgreSQL server URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="277"/>
        <source>a server needs a host, a database and a user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="278"/>
        <source>port %1: must be 1..65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="279"/>
        <source>line 1: no name column (header %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="280"/>
        <source>neither UTF-8 nor Shift_JIS text (byte %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="281"/>
        <source>format %1: choose one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="282"/>
        <source>table sizes %1..%2 make no sense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="283"/>
        <source>advance %1: must be 1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="284"/>
        <source>swiss rounds before the final: %1; at least one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="285"/>
        <source>players in the final: %1; choose 2..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="286"/>
        <source>seats at a final table: %1; choose 2..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="287"/>
        <source>groups: %1; choose 1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="288"/>
        <source>players going on from each group: %1; at least one, and two in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="289"/>
        <source>seats at a knock-out table: %1; choose 2..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="290"/>
        <source>%1 players in %2 groups leave a group of %3: too few for %4 to go on from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="291"/>
        <source>games per match: %1; choose 1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="292"/>
        <source>match %1: choose one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="293"/>
        <source>first move %1: choose one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="294"/>
        <source>a best-of match needs an odd number of games, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="295"/>
        <source>table sizes are fixed once round 1 is seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="296"/>
        <source>tables of %1 seats: %2 go on from each, need more seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="297"/>
        <source>game settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="298"/>
        <source>preset %1: choose one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="299"/>
        <source>tie-breaks must be distinct names from %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="300"/>
        <source>points for %1 seats: need %1 numbers, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="301"/>
        <source>unknown scoring key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="302"/>
        <source>empty name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="303"/>
        <source>a name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="304"/>
        <source>%1 is already registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="305"/>
        <source>no player named %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="306"/>
        <source>no round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="307"/>
        <source>round %1 has no table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="308"/>
        <source>round %1 is not finished: no result yet for table(s) %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="309"/>
        <source>need at least two players to seat a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="310"/>
        <source>the knock-out is over: the final has been played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="311"/>
        <source>the final has been played: the tournament is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="312"/>
        <source>the round robin is over: every player has met every other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="313"/>
        <source>registered after round 1, so not in the round robin&apos;s schedule: %1. Withdraw them to seat the next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="314"/>
        <source>table %1: %2 is not seated there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="315"/>
        <source>no round to delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="316"/>
        <source>round %1 already has results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="317"/>
        <source>round %1 table %2 already has a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="318"/>
        <source>table %1 has seats 1..%2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="319"/>
        <source>%1 played at table %2, which has a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="320"/>
        <source>round %1 was not a random draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="321"/>
        <source>the game is not over (%1 events, %2 to move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="322"/>
        <source>the record&apos;s players (%1) are not those seated at %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="323"/>
        <source>the record ranks only %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="324"/>
        <source>%1 already has a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="325"/>
        <source>no table without a result seats exactly %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="326"/>
        <source>game %1 of the match at %2: %3 moves first by the match&apos;s rule, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="327"/>
        <source>the match at %1 is decided already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="328"/>
        <source>%1 plays a match: take back its last game, then record it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="329"/>
        <source>the match at %1 has no game to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="330"/>
        <source>the sheet&apos;s players (%1) are not those seated at %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="331"/>
        <source>%1: the ranks must be 1 to %2, each once (given %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="332"/>
        <source>%1: %2 cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="333"/>
        <source>%1: %2 is not a prime number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="334"/>
        <source>say who makes the correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="335"/>
        <source>%1 has no result to correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="336"/>
        <source>%1: the corrected result is the same as the recorded one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnEntry</name>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="66"/>
        <source>&amp;Draw  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="67"/>
        <source>&amp;Pass  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="68"/>
        <source>&amp;Time-out  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="69"/>
        <source>Late refusal: forced pass  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="71"/>
        <source>R14: the refused play was pointed out only after the time ran out, so the time-out is a forced pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="73"/>
        <source>&amp;Judge  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="93"/>
        <source>play, e.g. 5 7 or K X=0 1  (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="95"/>
        <source>or type the whole factor field: 2 ^ 3 * 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="137"/>
        <source>⌫ card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="140"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="147"/>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="150"/>
        <source>Factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="272"/>
        <source>Type the cards played first (F2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="28"/>
        <source>PRIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="29"/>
        <source>GROTHENDIECK CUT — 57</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="30"/>
        <source>∞ — FIELD FLUSHED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="31"/>
        <source>RAMANUJAN REVOLUTION — 1729</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="32"/>
        <source>COMPOSITE — OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="33"/>
        <source>FOUL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="34"/>
        <source>Cannot be played — declare again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="35"/>
        <source>Drew a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="36"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="37"/>
        <source>TIME — FORCED PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="38"/>
        <source>DISQUALIFIED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="39"/>
        <source>Cards put to the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="40"/>
        <source>GAME STOPPED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="41"/>
        <source>Number declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="56"/>
        <source>TIME — DISQUALIFIED</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="112"/>
        <source>Player asks for the factorization (D9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="163"/>
        <source>Waiting for the first action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="187"/>
        <source>Factorizing %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="195"/>
        <source>Consideration time (D6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="197"/>
        <source>Players study their hands. %1 moves first. %2 starts play now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="203"/>
        <source>Resumed — clocks paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="205"/>
        <source>The console was down %1 s. Check the table, then resume the clocks (Space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="207"/>
        <source>%1 is to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="213"/>
        <source>No game running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="214"/>
        <source>Ctrl+N starts a new game; Ctrl+O opens a record to replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="220"/>
        <source>Not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="237"/>
        <source>%1 = %2 × … (no further factor found in %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="239"/>
        <source>%1: no factor found in %3 s (it is composite)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="38"/>
        <source>∞ (a joker alone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="40"/>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="40"/>
        <source>Which value does the joker take?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
