<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AnalysisText</name>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="343"/>
        <source>%1&apos;s hand: strength %2 is below 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="344"/>
        <source>field: strength %1 is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="345"/>
        <source>cannot play %1 on a field of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="346"/>
        <source>the mover holds no card of strength %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="347"/>
        <source>%1 (token %2) is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="348"/>
        <source>strength %1 (token %2) must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="349"/>
        <source>strategy parameter c=%1 must satisfy 0 &lt;= c &lt;= %2=%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="350"/>
        <source>c0=%1 must satisfy 0 &lt;= c0 &lt; %2 (the mover&apos;s cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="351"/>
        <source>c1=%1 must satisfy 0 &lt;= c1 &lt; %2 (the opponent&apos;s cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="352"/>
        <source>condition (%1, %2) is outside the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="353"/>
        <source>both hands must hold at least one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="354"/>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="355"/>
        <source>%1 is not a legal play here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="356"/>
        <source>a hands file holds two lines, the mover&apos;s strengths and then the opponent&apos;s; this one has %1 line(s) with strengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="357"/>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="358"/>
        <source>give the target of exactly one player (c0 or c1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="359"/>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="360"/>
        <source>%1: is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="361"/>
        <source>%1: cannot be read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="362"/>
        <source>%1: larger than %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="363"/>
        <source>%1: not UTF-8 text (byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="364"/>
        <source>token %1 %2: not a square number (0-11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="365"/>
        <source>token %1 %2: square out of range 0-11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="366"/>
        <source>token %1 %2: square %3 holds two coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="367"/>
        <source>%1 coins given (%2); the hexad game has 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="368"/>
        <source>the squares %1 sum to %2, below 21: not a hexad-game position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="369"/>
        <source>%1 is not a hexad-game position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="370"/>
        <source>it is the computer&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="371"/>
        <source>the computer can only be asked to start a fresh game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="372"/>
        <source>it is your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="373"/>
        <source>moving the coin on %1 to %2 is not a legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="374"/>
        <source>there is no move to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="375"/>
        <source>plays make numbers from 1 up, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="376"/>
        <source>joker &quot;%1&quot; needs a value (X=0 … X=13) inside a play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="377"/>
        <source>no cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AudienceWindow</name>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="28"/>
        <source>Prime Daifugo — 素数大富豪</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="116"/>
        <source>素数大富豪 Prime Daifugo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="124"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="127"/>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="137"/>
        <source>deck %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="140"/>
        <source>REVOLUTION 革命</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/audience.py" line="143"/>
        <source>Normal 平常</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_board.py" line="140"/>
        <source>Setting up: click a square to put a coin there or take it away. %1 coins, sum %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_board.py" line="143"/>
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
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="100"/>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="120"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="101"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="124"/>
        <source>PAUSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="126"/>
        <source>Consideration (D6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="127"/>
        <source>study your hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="131"/>
        <source>Turn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="132"/>
        <source>PAUSED — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="134"/>
        <source>Turn clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="135"/>
        <source>stopped: no turn running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="137"/>
        <source>no turn limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="140"/>
        <source>bank %1 + %2 a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="144"/>
        <source>byo-yomi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="150"/>
        <source>Game time played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="151"/>
        <source>no game limit (D11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="153"/>
        <source>Game (D11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="154"/>
        <source>never stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="161"/>
        <source>%1%2 seconds left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="163"/>
        <source>Game: %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="165"/>
        <source>%1bank spent — byo-yomi %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="167"/>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="168"/>
        <source>TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="167"/>
        <source>GAME TIME OVER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/clock_faces.py" line="167"/>
        <source>START</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConsoleText</name>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="325"/>
        <source>%1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="326"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="327"/>
        <source>cannot read the journal %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="328"/>
        <source>not a journal entry (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="329"/>
        <source>not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="330"/>
        <source>a journal starts with its game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="331"/>
        <source>journal format %1; this console reads %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="332"/>
        <source>undo with no event to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="333"/>
        <source>unknown entry kind %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="334"/>
        <source>the journal is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="335"/>
        <source>an entry must be an object with a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="336"/>
        <source>a %1 entry needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="337"/>
        <source>&apos;clocks&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="338"/>
        <source>the clocks&apos; &apos;banks&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="339"/>
        <source>clock times must be finite numbers of seconds, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="340"/>
        <source>an event needs its action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="341"/>
        <source>&apos;banks&apos; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="342"/>
        <source>no free autosave journal beside %1: this console keeps no autosave</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorrectionsView</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="17"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="17"/>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="17"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="17"/>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="20"/>
        <source>rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="20"/>
        <source>cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="20"/>
        <source>fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="21"/>
        <source>time-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="21"/>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="22"/>
        <source>largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="29"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="29"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="35"/>
        <source>Round %1 table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/corrections_view.py" line="38"/>
        <source>%1: %2 %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrosstableView</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/crosstable_view.py" line="39"/>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/crosstable_view.py" line="44"/>
        <source>○ won, × lost against the column&apos;s player; at larger tables both ranks, the row&apos;s first (1-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/crosstable_view.py" line="47"/>
        <source>Print crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/crosstable_view.py" line="66"/>
        <source>Group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/crosstable_view.py" line="85"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/crosstable_view.py" line="85"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="66"/>
        <source>%1 draws a card and holds %2: out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="65"/>
        <source>%1 draws a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="51"/>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="69"/>
        <source>%1 is prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="71"/>
        <source>Grothendieck cut (57): the field is flushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="72"/>
        <source>∞: the field is flushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="73"/>
        <source>Ramanujan revolution (1729): now smaller numbers win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="74"/>
        <source>Ramanujan revolution (1729): back to normal, larger numbers win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="76"/>
        <source>%1 has no cards left and goes out (rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="75"/>
        <source>%1 goes out (rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="77"/>
        <source>%1 leads again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="78"/>
        <source>FOUL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="80"/>
        <source>%1: take back %2 card(s) and draw the %3 card(s) left in the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="81"/>
        <source>%1: take back %2 card(s) and draw nothing (the deck is empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="79"/>
        <source>%1: take back %2 card(s) and draw %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="82"/>
        <source>%1: put %2 card(s) at the bottom of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="83"/>
        <source>%1 puts %2 card(s) at the bottom of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="84"/>
        <source>%1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="85"/>
        <source>Everyone else passed: the field is flushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="86"/>
        <source>Time! %1 was told the play cannot be made only after the time ran out: forced pass (R14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="87"/>
        <source>Time! %1: forced pass (D8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="88"/>
        <source>Time! %1 is disqualified (D8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="89"/>
        <source>%1 is disqualified by the judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="90"/>
        <source>The game stops: the game time is up (D11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="91"/>
        <source>The game stops: thousand-day rule (D18)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="92"/>
        <source>Each remaining player forms one number from all their cards (D12, MathPower 2016)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="96"/>
        <source>%1 declares %2: not prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="95"/>
        <source>%1 declares %2: prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="67"/>
        <source>Cannot be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="68"/>
        <source>%1 declares again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="33"/>
        <source>no cards were played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="36"/>
        <source>the joker at position %1 needs a declared value (X=0 … X=13) inside a play of two or more cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="37"/>
        <source>D15: a joker played alone stands for a value here; declare it (X=1 … X=13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="38"/>
        <source>D15: a joker played alone is ∞ and takes no declared value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="39"/>
        <source>a play cannot start with 0 (leading zero, R5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="41"/>
        <source>D3 allows at most %1 field cards, this play has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="42"/>
        <source>the field holds plays of %1 card(s); this play has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="44"/>
        <source>%1 does not beat %2 in revolution (it must be smaller)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="43"/>
        <source>%1 does not beat %2 (it must be greater)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="45"/>
        <source>the joker at factor position %1 needs a declared value (X=0 … X=13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="46"/>
        <source>a number in the factor field cannot start with 0 (leading zero, R5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="47"/>
        <source>D17: a player may not go out with ∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="64"/>
        <source>D17: going out with ∞ is a foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="59"/>
        <source>%1 is not composite, so it takes no factor field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="60"/>
        <source>every number in the factor field must be at least 2, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="61"/>
        <source>the base %1 is not prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="62"/>
        <source>the factor field %1 is larger than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="63"/>
        <source>the factor field %1 makes %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="58"/>
        <source>∞ takes no factor field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="56"/>
        <source>1 is not prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="57"/>
        <source>%1 is not prime and no factor field was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="34"/>
        <source>the play is empty: type at least one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="35"/>
        <source>the play is empty: give at least one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="97"/>
        <source>&quot;%1&quot; is not a player in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="98"/>
        <source>the game is over; %1 cannot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="99"/>
        <source>%1 must first put %2 card(s) at the bottom of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="100"/>
        <source>the game has stopped: the remaining players declare their numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="101"/>
        <source>it is %1&apos;s turn, not %2&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="105"/>
        <source>%1 has already drawn this turn (R4: at most once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="107"/>
        <source>the deck is empty: nothing to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="49"/>
        <source>%1 holds only %2 card(s), not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="116"/>
        <source>no cards are owed to the deck now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="117"/>
        <source>%1 puts cards to the deck first (turn order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="118"/>
        <source>%1 must put exactly %2 card(s), not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="48"/>
        <source>%1 does not hold &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="40"/>
        <source>%1 joker(s) still without a value (X=0 … X=13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="50"/>
        <source>there are not that many &quot;%1&quot; among the cards in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="52"/>
        <source>57: Grothendieck cut, the field is flushed and the same player leads again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="53"/>
        <source>1729: Ramanujan revolution, the order of strength turns over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="54"/>
        <source>∞: the field is flushed and the same player leads again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="55"/>
        <source>%1 = %2: composite play accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="70"/>
        <source>Composite play accepted: %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="93"/>
        <source>Declarations closed: the time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="94"/>
        <source>Not declared, ranked as not prime: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="106"/>
        <source>%1&apos;s play was refused: only a play or a pass may follow, not a draw (R4a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="108"/>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="162"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="109"/>
        <source>%1: %2 card(s) expected, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="110"/>
        <source>the card drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="111"/>
        <source>the penalty cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="112"/>
        <source>penalty cards go with a foul; this play is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="113"/>
        <source>hands are counted, not known: only their sizes are tracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="114"/>
        <source>hands are counted, not known: only the deck size is tracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="115"/>
        <source>with counted hands the short-deck discards are applied by count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="119"/>
        <source>no play of %1&apos;s was refused this turn: a late refusal needs one (R14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="120"/>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="121"/>
        <source>finish the penalty or the declarations first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="122"/>
        <source>%1 is no longer in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="123"/>
        <source>a stop is for &quot;time&quot; or &quot;thousand_day&quot;, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="124"/>
        <source>the game has already ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="125"/>
        <source>the game has already stopped: the remaining players are declaring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="126"/>
        <source>numbers are declared only after a MathPower 2016 stop (D12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="127"/>
        <source>%1 is not among the players still in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="128"/>
        <source>%1 has already declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="129"/>
        <source>%1 holds %2 cards and must use all of them, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="130"/>
        <source>every joker in the number needs its value (X=0 … X=13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="131"/>
        <source>the number cannot start with 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="132"/>
        <source>no game is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="133"/>
        <source>more than %1 cards in one text: no game has that many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="134"/>
        <source>unknown card &quot;%1&quot; (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="135"/>
        <source>joker value %1 in &quot;%2&quot; is out of range 0-13 (token %3, column %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="136"/>
        <source>&quot;%1&quot; belongs in a factor field, not here (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="137"/>
        <source>a joker in a hand or deck has no value: &quot;%1&quot; (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="139"/>
        <source>&quot;%1&quot; needs cards before it (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="140"/>
        <source>&quot;%1&quot; needs cards after it (token %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="138"/>
        <source>the factor field is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="102"/>
        <source>&quot;%1&quot; is not a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="103"/>
        <source>&quot;%1&quot; has not shown a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="104"/>
        <source>%1 showed cards of equal strength: they show again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="141"/>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="142"/>
        <source>the line is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="143"/>
        <source>expected &quot;name:&quot; at the start of the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="144"/>
        <source>&quot;%1&quot; is not a card letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="145"/>
        <source>&quot;%1&quot; is not a card letter (A 2-9 T J Q K X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="146"/>
        <source>a hand is written as (cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="147"/>
        <source>a second hand for &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="148"/>
        <source>&quot;%1&quot; has no hand in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="149"/>
        <source>a game needs the hands of at least two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="150"/>
        <source>no game found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="151"/>
        <source>JSON, but not a match file of 数譜 games (their games[].raw_block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="152"/>
        <source>nothing after &quot;%1:&quot;: write a play, D(card), % or %%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="153"/>
        <source>cannot read &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="154"/>
        <source>cannot read &quot;%1&quot;: a play, D(card), % or %% comes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="155"/>
        <source>a draw alone has no verdict: [..] and # follow a play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="156"/>
        <source>%1 joker(s) in the play but %2 value(s) after |X=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="157"/>
        <source>数譜 needs the initial hands: this record has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="158"/>
        <source>event %1: 数譜 names every card drawn; this one is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="159"/>
        <source>event %1: &quot;%2&quot; has no 数譜 form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="160"/>
        <source>event %1: 数譜 names the penalty cards of a foul; these are not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="161"/>
        <source>cannot write this record as 数譜: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="163"/>
        <source>event %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="164"/>
        <source>larger than %1 MB: not a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="165"/>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="166"/>
        <source>is a folder, not a record file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="167"/>
        <source>not UTF-8 text (byte %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="168"/>
        <source>not JSON (line %1, column %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="169"/>
        <source>not valid JSON: %1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="170"/>
        <source>JSON nested too deeply to be a record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="171"/>
        <source>a record is a JSON object, this is not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="172"/>
        <source>&quot;format&quot; must be &quot;%1&quot;, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="173"/>
        <source>unknown key &quot;%1&quot; in the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="174"/>
        <source>&quot;players&quot; must be a list of names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="175"/>
        <source>&quot;deck&quot; needs &quot;hands&quot;: a known deck goes with known hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="176"/>
        <source>&quot;hands&quot; must be an object of card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="177"/>
        <source>the hand of &quot;%1&quot; must be card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="178"/>
        <source>the hand of &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="179"/>
        <source>the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="180"/>
        <source>&quot;deck&quot; must be card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="181"/>
        <source>&quot;events&quot; must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="182"/>
        <source>&quot;events&quot; has %1 entries; a record holds at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="183"/>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="184"/>
        <source>&quot;meta&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="185"/>
        <source>&quot;settings&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="186"/>
        <source>unknown setting &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="187"/>
        <source>setting &quot;%1&quot; must be one of %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="188"/>
        <source>setting &quot;%1&quot; must be true or false, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="189"/>
        <source>setting &quot;%1&quot; must be a whole number, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="190"/>
        <source>setting &quot;%1&quot; must be at least %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="191"/>
        <source>setting &quot;%1&quot; must be at most %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="192"/>
        <source>setting &quot;%1&quot; must be at most %2, not a %3-digit number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="193"/>
        <source>setting &quot;%1&quot; must be at most %2, not a huge number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="194"/>
        <source>setting &quot;burst_at&quot; (%1) must be more than &quot;hand_size&quot; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="195"/>
        <source>a game needs at least two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="196"/>
        <source>player &quot;%1&quot; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="197"/>
        <source>&quot;hands&quot; has no hand for player &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="198"/>
        <source>&quot;hands&quot; names &quot;%1&quot;, who is not a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="199"/>
        <source>the hands hold more &quot;%1&quot; than the cards in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="200"/>
        <source>the hand of &quot;%1&quot; has &quot;%2&quot; without a suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="201"/>
        <source>the deck has &quot;%1&quot; without a suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="202"/>
        <source>hands and deck must hold exactly the cards in play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="203"/>
        <source>too many %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="204"/>
        <source>missing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="205"/>
        <source>too many %1; missing %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="206"/>
        <source>%1 hands of %2 need %3 cards; only %4 are in play (add a deck or deal fewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="207"/>
        <source>%1: &quot;%2&quot; is not left to deal (it is named twice or not in play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="208"/>
        <source>an event must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="209"/>
        <source>&quot;reason&quot; must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="210"/>
        <source>unknown action %1 (expected one of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="211"/>
        <source>a &quot;%1&quot; event needs a &quot;player&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="212"/>
        <source>a &quot;%1&quot; event needs &quot;%2&quot; as card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="213"/>
        <source>&quot;%1&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="214"/>
        <source>&quot;%1&quot; must be card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="215"/>
        <source>a player&apos;s name must be non-empty text, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="216"/>
        <source>a player&apos;s name has at most %1 characters, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="217"/>
        <source>the name %1 has a control character (U+%2) at position %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="218"/>
        <source>%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="381"/>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="85"/>
        <source>cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="86"/>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="87"/>
        <source>forced pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="88"/>
        <source>to the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="89"/>
        <source>the game stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="90"/>
        <source>declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="364"/>
        <source>— resumed from the autosave —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="366"/>
        <source>(the console was down %1 s; the clocks are paused until the judge resumes them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="487"/>
        <source>— clocks paused —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="499"/>
        <source>— clocks running again —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="581"/>
        <source>— undone: %1 —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="605"/>
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
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="267"/>
        <source>OK  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="301"/>
        <source>%1: choose %2 card(s) to put at the bottom of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="307"/>
        <source>holds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="309"/>
        <source>then: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="318"/>
        <source>%1: declare one number using all %2 cards (D12, MathPower 2016)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="334"/>
        <source>Final ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="342"/>
        <source>Game over: the game time ran out (D11); ranked by D12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="344"/>
        <source>Game over: thousand-day rule (D18) — the same turns came round 4 times; ranked by D12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="345"/>
        <source>Game over: only one player is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="349"/>
        <source>(disqualified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="351"/>
        <source>(went out)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormatPages</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="34"/>
        <source>Crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="40"/>
        <source>Take back the match&apos;s last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="41"/>
        <source>The selected table&apos;s match loses its last game; a decided match opens again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="87"/>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="97"/>
        <source>Seat next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="89"/>
        <source>Seat the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="91"/>
        <source>Seat the knock-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="94"/>
        <source>Round robin complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="95"/>
        <source>Knock-out complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="96"/>
        <source>Final played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="99"/>
        <source>Seat group round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="101"/>
        <source>Seat round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="102"/>
        <source>Seat round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="109"/>
        <source>Select a table first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="115"/>
        <source>Round %1 table %2: the match&apos;s last game taken back (match %3–%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="141"/>
        <source>Group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/format_pages.py" line="146"/>
        <source>match %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameConsole</name>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="66"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="326"/>
        <source>Pause clocks (dispute)  [Space]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="70"/>
        <source>reason for the pause (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="72"/>
        <source>Disqualify…  [Ctrl+Shift+D]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="77"/>
        <source>Undo  [Ctrl+Z]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="78"/>
        <source>Redo  [Ctrl+Y]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="81"/>
        <source>&lt;deal&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="87"/>
        <source>NOT AUTOSAVED: a crash would lose this game. Save the record (Ctrl+S) often.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="110"/>
        <source>Undo history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="283"/>
        <source>Factorizing %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="292"/>
        <source>Disqualify %1 (judge&apos;s decision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="326"/>
        <source>Resume clocks  [Space]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="392"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="420"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="392"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="420"/>
        <source>A game is running. Close it and start a new one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="444"/>
        <source>The autosave was damaged (%1). It was kept as %2; the %3 events before the damage were saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="455"/>
        <source>An unfinished game (%1, %2 events) was autosaved. Resume it where it was?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="448"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="458"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="472"/>
        <source>Resume game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="64"/>
        <source>Start play now  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="251"/>
        <source>Close this game? It is not finished, and it will not be offered for resuming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="255"/>
        <source>Close the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="403"/>
        <source>Round %1, table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="468"/>
        <source>Cannot resume: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="470"/>
        <source>The autosave was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="485"/>
        <source>Save the game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="485"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="491"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="584"/>
        <source>Game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="491"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="499"/>
        <source>Open a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="508"/>
        <source>Autosave failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="509"/>
        <source>Choose another place for the autosave, or play on in memory (a crash would then lose the game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="510"/>
        <source>Choose another place…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="511"/>
        <source>Play on in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="518"/>
        <source>Autosave to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="518"/>
        <source>Autosave journals (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="531"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="556"/>
        <source>Import a game in 数譜</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="531"/>
        <source>数譜 text (*.txt);;Match files of 数譜 games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="566"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="577"/>
        <source>Export the game in 数譜</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="566"/>
        <source>数譜 text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="584"/>
        <location filename="../daifugo_gui/ui/console/console.py" line="591"/>
        <source>Continue a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="626"/>
        <source>Audience display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/console.py" line="626"/>
        <source>Show it on which screen?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location filename="../daifugo_gui/ui/help_menu.py" line="25"/>
        <source>User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/help_menu.py" line="32"/>
        <source>The user guide is not installed with this copy. It is docs/guide.%1.md in the source.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HallWindow</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="77"/>
        <source>Hall display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="80"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="87"/>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="88"/>
        <source>Where do I sit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="92"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="92"/>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="93"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="92"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="92"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="93"/>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="93"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="93"/>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="139"/>
        <source>Round 1 is not seated yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/hall_display.py" line="141"/>
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
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="74"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="76"/>
        <source>Computer starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="78"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="79"/>
        <source>Take back your last move and the computer&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="81"/>
        <source>Show the energy of every move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="85"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="85"/>
        <source>Energy after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="125"/>
        <source>Hexad game (mathematical blackjack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="114"/>
        <source>Legal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="114"/>
        <source>Moves played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="165"/>
        <source>The labelings could not be computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="172"/>
        <source>Setting up a position: type its squares or click the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="207"/>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="219"/>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="230"/>
        <source>Not allowed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="234"/>
        <source>Your move and the computer&apos;s answer were taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="236"/>
        <source>Your move was taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="238"/>
        <source>The computer&apos;s move was taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="265"/>
        <source>{0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="270"/>
        <source>0 (winning)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="297"/>
        <source>The computer moved {0} → {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="300"/>
        <source>You win: the computer has no move left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="302"/>
        <source>The computer wins: you have no move left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="304"/>
        <source>Your move: click a coin, then an empty square to its left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="308"/>
        <source>Energy 0: this is a hexad, every move loses against perfect play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_tab.py" line="310"/>
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
        <location filename="../daifugo_gui/app/live_game.py" line="207"/>
        <source>The autosave %1 cannot be used: %2. Choose another place when the first action asks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="220"/>
        <source>The autosave %1 is in use by another console (%2). This console autosaves to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="248"/>
        <location filename="../daifugo_gui/app/live_game.py" line="267"/>
        <source>The autosave could not be written to %1: %2. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="259"/>
        <source>%1 is in use by another console (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="534"/>
        <source>The clocks hit an error and go on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/app/live_game.py" line="651"/>
        <source>No game is running.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="25"/>
        <source>Prime Daifugo judge console — 素数大富豪</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="30"/>
        <source>Game console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="33"/>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="35"/>
        <source>Prime tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="37"/>
        <source>Tanhinmin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="39"/>
        <source>Hexad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="49"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="51"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="52"/>
        <source>&amp;Save record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="53"/>
        <source>&amp;Open record (replay)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="54"/>
        <source>&amp;Continue a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="55"/>
        <source>&amp;Import 数譜…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="56"/>
        <source>&amp;Export 数譜…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="57"/>
        <source>&amp;Audience display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="58"/>
        <source>Stop the game now (D11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="59"/>
        <source>&amp;Close the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="68"/>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="72"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="80"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="81"/>
        <source>&amp;User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="85"/>
        <source>&amp;About Prime Daifugo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="94"/>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="95"/>
        <source>About Prime Daifugo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="95"/>
        <source>MIT licence (see LICENSE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="118"/>
        <source>&amp;Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="120"/>
        <source>Hand of the player to move → Prime tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="121"/>
        <source>Two-player position → Tanhinmin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="122"/>
        <source>Record the finished game in the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="132"/>
        <source>No game is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="135"/>
        <source>Hands are counted, not known: only open hands or a typed deal can be analysed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="152"/>
        <source>Tanhinmin needs exactly two players still in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="157"/>
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
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="157"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="157"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="157"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="167"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="167"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="168"/>
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
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="141"/>
        <source>deal line %1: write &quot;Name: cards&quot; or &quot;deck: cards&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="146"/>
        <source>deal line %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="152"/>
        <source>deal line %1: &quot;%2&quot; is not a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="155"/>
        <source>the deal has no hand for &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="157"/>
        <source>the deal needs a &quot;deck:&quot; line (top card first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="176"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="178"/>
        <source>one name a line, in seat order (clockwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="189"/>
        <source>Counted hands (live play: only the numbers of cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="190"/>
        <source>Known hands, dealt here (open hands D19)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="191"/>
        <source>Known hands, deal typed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="197"/>
        <source>Aki: S2 H7 …
Ben: …
Chie: …
deck: SA H2 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="200"/>
        <source>Declared first player (rock-paper-scissors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="201"/>
        <source>Shown-card method (appendix): each shows a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="215"/>
        <source>Players (seat order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="217"/>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="223"/>
        <source>Turn order (D5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="237"/>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="289"/>
        <source>card shown, e.g. SK or X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="304"/>
        <source>%1 has not shown a card yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="308"/>
        <source>%1&apos;s shown card: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="310"/>
        <source>%1 shows exactly one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="325"/>
        <source>Deal %1 cards to each of %2 players; %3 stay in the deck (%4 in play).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="332"/>
        <source>The shown cards then go to the bottom of the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="336"/>
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
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="38"/>
        <source>New tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="40"/>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="93"/>
        <source>Tournament name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="203"/>
        <source>Swiss (rounds seated by standings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="204"/>
        <source>Round 1 is a seeded draw; later rounds seat players of like standing together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="206"/>
        <source>Knock-out (winners go on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="207"/>
        <source>The best players of each table go on to the next round; the round with one table is the final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="210"/>
        <source>Round robin (everyone meets everyone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="211"/>
        <source>Rounds are seated in order until every player has met every other; the crosstable shows who beat whom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="214"/>
        <source>Swiss, then a final of the top players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="216"/>
        <source>Swiss rounds, then the best players by the swiss standings play the final; its result ranks them ahead of everyone else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="221"/>
        <source>Groups, then a knock-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="42"/>
        <source>Tables of two: each pair plays once (circle method)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="51"/>
        <source>Players who go on from each table (every table knocks one out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="58"/>
        <source>The best players by the swiss standings who play the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="62"/>
        <source>More finalists than seats: several final tables, seeded like a snake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="66"/>
        <source>Players are dealt to the groups like a snake, in registration order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="75"/>
        <source>At tables of two: 1 is a single game, more a match recorded game by game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="77"/>
        <source>Best of (first to a majority)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="78"/>
        <source>Fixed number of games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="80"/>
        <source>Alternate (seat 1 opens odd games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="81"/>
        <source>Loser of the previous game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="82"/>
        <source>The semi-finals&apos; other players play for 3rd place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="83"/>
        <source>No rematch: never seat past table-mates together when a seating allows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="85"/>
        <source>Keep players of one club apart where the standings allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="94"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="96"/>
        <source>Fewest seats at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="97"/>
        <source>Most seats at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="98"/>
        <source>Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="99"/>
        <source>Going on from each group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="100"/>
        <source>Seats at a knock-out table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="101"/>
        <source>Going on from each table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="102"/>
        <source>Games per match at tables of two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="103"/>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="104"/>
        <source>Who moves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="105"/>
        <source>Swiss rounds before the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="106"/>
        <source>Players in the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="107"/>
        <source>Seats at a final table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="223"/>
        <source>Each group plays a round robin; then the best of each group play a knock-out, group winners meeting other groups&apos; runners-up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="229"/>
        <source>Swiss, then a knock-out of the top players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="243"/>
        <source>%1 swiss rounds seat players of like standing together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="248"/>
        <source>Then the best %1 by the swiss standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="249"/>
        <source>Then the %1 going on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="251"/>
        <source>%1 play %2 knock-out tables of up to %3 (seeded like a snake).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="254"/>
        <source>The best %1 play one final table; its result ranks them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/new_tournament_dialog.py" line="257"/>
        <source>The others of the last knock-out round play a table for the places after the final&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaperResultDialog</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="63"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="63"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="63"/>
        <source>Cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="63"/>
        <source>Fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="63"/>
        <source>Time-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="64"/>
        <source>Disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="64"/>
        <source>Largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="89"/>
        <source>digits, if any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="105"/>
        <source>why another player than the match rule&apos;s opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="106"/>
        <source>Moved first (the match rule: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="107"/>
        <source>Why another first mover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="111"/>
        <source>the judge or organiser correcting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="112"/>
        <source>Corrected by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="113"/>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/paper_result_dialog.py" line="152"/>
        <source>Give every player a rank (missing: %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="42"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="43"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="44"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="45"/>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="69"/>
        <source>out — rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="71"/>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="73"/>
        <source>burst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="75"/>
        <source>must put cards to the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="77"/>
        <source>declares a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="79"/>
        <source>to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="79"/>
        <source> (has drawn)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionEntry</name>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="56"/>
        <source>Six squares 0-11, e.g. 0 1 2 3 4 11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="59"/>
        <source>&amp;Set up on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="61"/>
        <source>Click squares to put coins on them or take them away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="64"/>
        <source>You move first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="65"/>
        <source>The computer moves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="66"/>
        <source>&amp;Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="72"/>
        <source>P&amp;osition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="141"/>
        <source>A position (sum %1). Play from here, or press Enter, to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_setup.py" line="144"/>
        <source>Not a position: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="133"/>
        <source>The calls play through the system&apos;s sound program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="134"/>
        <source>No program to play sounds was found, so the calls use the system beep (the user guide says what to install).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="149"/>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="154"/>
        <source>System default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="160"/>
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="163"/>
        <source>High &amp;contrast (white on black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="166"/>
        <source>&amp;Mute every clock sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="168"/>
        <source>Call at &amp;30 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="170"/>
        <source>Call at 1&amp;0 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="172"/>
        <source>&amp;Alarm when time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="178"/>
        <source>Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="180"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="181"/>
        <source>A new language takes effect when the console restarts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="184"/>
        <source>&amp;Font size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="187"/>
        <source>Audience display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="189"/>
        <source>Font si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="192"/>
        <source>Clock sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="201"/>
        <source>Console keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="205"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="205"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="205"/>
        <source>Time-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="206"/>
        <source>Late refusal (forced pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="206"/>
        <source>Start play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="207"/>
        <source>Pause clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="218"/>
        <source>New keys take effect when the console restarts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="273"/>
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
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="80"/>
        <source>Cards, e.g. SK 7 X 10 A 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="85"/>
        <source>Cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="89"/>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="90"/>
        <source>Largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="91"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="97"/>
        <source>Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="98"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="123"/>
        <source>A number (1729) or a play as cards (K 8 X=0 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="126"/>
        <source>Factor field to judge (optional), e.g. 2 ^ 3 * 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="128"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="145"/>
        <source>Prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="145"/>
        <source>Exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="145"/>
        <source>Cards for the prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="145"/>
        <source>Cards for the exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="159"/>
        <source>Find the largest prime using every card once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="170"/>
        <source>Prime:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="171"/>
        <source>Card order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="172"/>
        <source>Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="187"/>
        <source>Analyse hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="190"/>
        <source>Primes of up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="192"/>
        <source>cards; composite fields of up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="194"/>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="203"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="203"/>
        <source>Primes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="203"/>
        <source>Weakest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="203"/>
        <source>Strongest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="215"/>
        <source>Primes by number of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="227"/>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="227"/>
        <source>Factor field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="227"/>
        <source>Cards used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="235"/>
        <source>Composite plays (field and factor field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="267"/>
        <source>Cards: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="290"/>
        <source>plays make numbers from 1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="292"/>
        <source>Cannot read this: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="299"/>
        <source>Checking %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="309"/>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="429"/>
        <source>Factor field: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="312"/>
        <source>valid composite play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="313"/>
        <source>foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="314"/>
        <source>cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="318"/>
        <source>Ruling: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="360"/>
        <source>Working…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="377"/>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="384"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="384"/>
        <source>Stopped: time limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="388"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="397"/>
        <source>%1 is prime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="398"/>
        <source>%1 is composite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="399"/>
        <source>%1 is neither prime nor composite (a foul, R10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="403"/>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="453"/>
        <source>(BPSW probable prime: no counterexample is known.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="406"/>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="455"/>
        <source>(proven prime, not only BPSW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="409"/>
        <source>Played alone it is a Grothendieck cut (R7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="411"/>
        <source>Played alone it is a Ramanujan revolution (R8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="414"/>
        <source>No factor of %1 found in %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="418"/>
        <source>Factoring stopped early; unfactored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="427"/>
        <source>Factor field: %1 (uses %2 joker(s))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="431"/>
        <source>No factor field of this number can be made from one set of 52 cards and 2 jokers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="439"/>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="441"/>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="447"/>
        <source>No prime uses all of these cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="451"/>
        <source>%1 (%2 digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="459"/>
        <source>%1 candidates tested in decreasing order; the first prime is the largest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="473"/>
        <source>Grothendieck cut (57): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="473"/>
        <source>Grothendieck cut (57): not in reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="476"/>
        <source>Ramanujan revolution (1729): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="478"/>
        <source>Ramanujan revolution (1729): not in reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="481"/>
        <source>A joker alone plays ∞ (R3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="499"/>
        <source>%1 composite plays; showing %2, most cards first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/primes_tab.py" line="527"/>
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
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="35"/>
        <source>Line %1 (%2) cannot be replayed: %4. The replay stops before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="36"/>
        <source>Line %1 (%2): the record says %4, the engine rules %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="37"/>
        <source>Line %1 (%2) marks %3 as going out (#), but %3 still holds 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="38"/>
        <source>Line %1 (%2) marks %3 as going out (#), but %3 still holds %4 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="39"/>
        <source>Line %1 (%2): %3 goes out here, but the line has no #.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="40"/>
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
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="192"/>
        <source>Move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/replay_view.py" line="196"/>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResearchPanels</name>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="92"/>
        <source>Computing the 5040 labelings of S(5,6,12)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="95"/>
        <source>Hexads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="96"/>
        <source>Sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="97"/>
        <source>%1 per labeling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="99"/>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="311"/>
        <source>Energy 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="100"/>
        <source>Figure 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="101"/>
        <source>Energies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="114"/>
        <source>{0}   (sum {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="117"/>
        <source>The 132 hexads of S(5,6,12): the P-positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="124"/>
        <source>Labelings of S(5,6,12) by the size |L(D)| of the game they generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="125"/>
        <source>size |L(D)| (Theorem 2.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="126"/>
        <source>Computing the 5040 labelings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="188"/>
        <source>Figure 4: the 132 hexads of the shuffle labeling by the sum of their squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="189"/>
        <source>sum of the six squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="195"/>
        <source>The hexad game&apos;s positions by energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="195"/>
        <source>energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="204"/>
        <source>Red: sums 21 and 45, %1 and %2 hexads (the paper: 11 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="212"/>
        <source>%1 positions; red: energy 0, the %2 hexads (the P-positions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="223"/>
        <source>A sample: %1 of the 5040 labelings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="231"/>
        <source>Red: the shuffle labeling, whose game is the hexad game ({0} positions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="252"/>
        <source>smallest game %1: labeling No. %2, the only one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="253"/>
        <source>smallest game %1: labelings No. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="254"/>
        <source>largest game %1: labeling No. %2, the only one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="255"/>
        <source>largest game %1: labelings No. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="270"/>
        <source>S(5,6,12): %1 labelings. |L(D)| (size: labelings): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="273"/>
        <source>a₀ = a₆, a₁ = a₅, a₂ = a₄, a₀ + a₁ + … + a₆ = 792, 2a₂ + 6a₃ + 12a₄ + 20a₅ + 30a₆ = 5940 and |L(D)| = 924 − a₀ hold for %1 of %2 labelings (§2.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="279"/>
        <source>Highlighted: the shuffle labeling, No. %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="283"/>
        <source>Labelings by a₀ (the game has 924 − a₀ positions). For even a₀ the labeling with the largest a₁ is unique (§2.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="288"/>
        <source>Labelings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="288"/>
        <source>Largest %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="289"/>
        <source>Labelings with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="296"/>
        <source>%1: %2 labelings. |L(D)| (size: labelings): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="298"/>
        <source>(Theorem 2.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="305"/>
        <source>%1 labelings generate a game whose energy-1 positions form an S(5,6,12) again (the paper counts %2). Each was checked directly: every five squares lie in exactly one of its energy-1 positions. Select a row to see them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="310"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="311"/>
        <source>They are No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="312"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="312"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="327"/>
        <source>Labeling No. %1, its blocks (energy 0):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/hexad_panels.py" line="329"/>
        <source>Its energy-1 positions:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="58"/>
        <source>New tournament on a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="58"/>
        <source>Open a tournament on a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="67"/>
        <source>the server laptop&apos;s address, e.g. 192.168.0.10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="75"/>
        <source>The password is not saved: it is asked each time a tournament is opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="81"/>
        <source>Recent servers or URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="82"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="83"/>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="84"/>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="85"/>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="86"/>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="88"/>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/server_dialog.py" line="88"/>
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
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="21"/>
        <source>Forced pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="24"/>
        <source>After every foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="34"/>
        <source>Cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="35"/>
        <source>A foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="20"/>
        <source>Disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="22"/>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="23"/>
        <source>On the fouling player&apos;s request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="25"/>
        <source>To the bottom, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="26"/>
        <source>Shuffled, to the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="27"/>
        <source>Shuffled with the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="28"/>
        <source>Fewer cards first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="29"/>
        <source>MathPower 2016 (declare a number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="30"/>
        <source>∞ (strongest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="31"/>
        <source>A value 1–13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="32"/>
        <source>∞ or a value 1–13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="33"/>
        <source>Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="36"/>
        <source>As many as played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="37"/>
        <source>Field cards only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="38"/>
        <source>One card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="39"/>
        <source>The others put cards to the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="40"/>
        <source>Draw what is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="44"/>
        <source>Official rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="45"/>
        <source>MathPower 2016</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/choice_labels.py" line="46"/>
        <source>Byo-yomi: 300 s bank, then 15 s a turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="40"/>
        <source>Decks combined (R1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="41"/>
        <source>D1 Jokers per deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="42"/>
        <source>D2 Remove even cards of H and D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="43"/>
        <source>D3 Most field cards in one play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="44"/>
        <source>D4 Cards in each hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="45"/>
        <source>D6 Consideration time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="46"/>
        <source>D7 Turn limit (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="47"/>
        <source>Bank per player (s, byo-yomi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="48"/>
        <source>D8 At time-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="49"/>
        <source>D9 Disclose the factorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="50"/>
        <source>D10 Flushing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="51"/>
        <source>D11 Game time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="52"/>
        <source>D12 Ranking at a stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="53"/>
        <source>D14 Flush when a player goes out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="54"/>
        <source>D15 A joker alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="55"/>
        <source>D16 Two jokers strongest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="56"/>
        <source>D17 Going out with ∞</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="57"/>
        <source>D18 Thousand-day rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="58"/>
        <source>D19 Open hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="59"/>
        <source>Foul penalty (variant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="60"/>
        <source>Deck too short for a penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="61"/>
        <source>Start in revolution (variant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="62"/>
        <source>Burst at this many cards (variant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="63"/>
        <source>Shuffle seed (D10 replays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/new_game_dialog.py" line="89"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="25"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="26"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="27"/>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="28"/>
        <source>Affiliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="29"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="30"/>
        <source>Rank score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="31"/>
        <source>Head-to-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="32"/>
        <source>Opposition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="33"/>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="34"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="35"/>
        <source>Largest prime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="36"/>
        <source>Rounds (rank/seats)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="37"/>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="71"/>
        <source>%1 (withdrew from round %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="81"/>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="81"/>
        <source>Semi-final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="82"/>
        <source>Quarter-final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="82"/>
        <source>3rd place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/standings_model.py" line="88"/>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="134"/>
        <source>To beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="143"/>
        <source>Field (oldest first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="147"/>
        <source>Event log (record notation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="153"/>
        <source>No game — Ctrl+N starts one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="165"/>
        <source>%1  (%2 cards, by %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="171"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="172"/>
        <source>Empty field: any play leads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="174"/>
        <source>REVOLUTION: play smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="177"/>
        <source>Normal: play larger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="179"/>
        <source>Deck: %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/table_view.py" line="189"/>
        <source>%1 holds: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TanhinminTab</name>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="182"/>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="185"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="395"/>
        <source>strengths, e.g. 1 3 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="187"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="396"/>
        <source>strengths, e.g. 2 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="190"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="636"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="193"/>
        <source>Your hand (moves first):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="195"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="313"/>
        <source>Solver&apos;s hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="197"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="310"/>
        <source>Field:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="199"/>
        <source>You win at (c0) cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="201"/>
        <source>Solver wins at (c1) cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="227"/>
        <source>Analysis of the current position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="239"/>
        <source>To move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="240"/>
        <source>Winner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="241"/>
        <source>Matchings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="242"/>
        <source>Optimal plays:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="243"/>
        <source>Passing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="161"/>
        <source>Winner under every condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="160"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="203"/>
        <source>&amp;Load hands from file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="205"/>
        <source>A text file with your strengths on one line and the solver&apos;s on the next; lines starting with # are notes. Any size: large hands are solved in the background.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="208"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="244"/>
        <source>γ (Algorithm 1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="245"/>
        <source>Algorithm 1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="246"/>
        <source>Corollary 6:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="247"/>
        <source>Corollary 7:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="267"/>
        <source>δ′ = μ′0 − μ′1 + 1 after the move (green: the player to move wins after it). Cor. 6: the moves that lower δ least; Alg. 1: the optimal moves; Strategy: the solver&apos;s strategy with its c, in the mover&apos;s place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="287"/>
        <source>Play against the solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="290"/>
        <source>Solver&apos;s strategy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="295"/>
        <source>Parameter c:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="298"/>
        <source>The free c of Algorithms 3–7 (0 ≤ c ≤ c0 or c1); the largest is the default. Every value is optimal; they differ in which card they pick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="301"/>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="302"/>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="303"/>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="304"/>
        <source>Solver&apos;s move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="316"/>
        <source>Your hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="320"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="334"/>
        <source>Alg. 2: prefer the (c0+1)-th weakest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="335"/>
        <source>Alg. 3: prefer the (c0+2)-th weakest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="336"/>
        <source>Alg. 4: switch on μ0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="337"/>
        <source>Alg. 5: switch on μ1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="338"/>
        <source>Alg. 6: the μ0-th strongest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="339"/>
        <source>Alg. 7: the (μ1+1)-th strongest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="367"/>
        <source>Reading %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="388"/>
        <source>Load hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="388"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="410"/>
        <source>Your hand: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="415"/>
        <source>Solver&apos;s hand: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="418"/>
        <source>Both hands need at least one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="594"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="594"/>
        <source>Solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="645"/>
        <source>{0} reached the target: game over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="653"/>
        <source>{0} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="692"/>
        <source>{0} (needs {1} more card(s); the other player {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="695"/>
        <source>{0} (with best play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="697"/>
        <source>μ0 = {0}, μ1 = {1}, δ = {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="699"/>
        <source>every move is optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="700"/>
        <source>the mover loses whatever it plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="702"/>
        <source>only these keep the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="704"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="728"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="705"/>
        <source>{0} — {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="706"/>
        <source>optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="706"/>
        <source>loses the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="674"/>
        <source>Your move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="450"/>
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
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="584"/>
        <source>Analysis cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="588"/>
        <source>Analysis failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="675"/>
        <source>The solver is to move: press “Solver&apos;s move”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="682"/>
        <source>Over %1 cards in a hand: no table of every condition here; “daifugo tanhinmin --win C0,C1” answers any one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="685"/>
        <source>Hands over %1 cards: the analysis only; playing needs smaller hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="712"/>
        <source>%1, pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="712"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="738"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="743"/>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="713"/>
        <source>%1 (δ′ = %2, δ = %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="725"/>
        <source>δ ≠ 1: every move is optimal (line 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="727"/>
        <source>no card play is optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="729"/>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="731"/>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="733"/>
        <source>[%1, %2]; weakest c0+1 cards (lines 3–4): %3; the rest (lines 5–6): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="744"/>
        <source> (all such: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="746"/>
        <source>optimal whatever the other&apos;s target: %1%2; whatever the mover&apos;s own: %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="755"/>
        <source>%1 strengths from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="766"/>
        <source>optimal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="777"/>
        <source>c0={0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="779"/>
        <source>c1={0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="792"/>
        <source>[{0}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="797"/>
        <source>Rows: cards the player to move ({0}) wins at; columns: the other player&apos;s. Brackets mark the current condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="806"/>
        <source>You pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="806"/>
        <source>You play {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="808"/>
        <source>Solver passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="808"/>
        <source>Solver plays {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/analysis/tanhinmin_tab.py" line="809"/>
        <source>{0}. {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TiebreakList</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="41"/>
        <source>Tie-breaks after points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="44"/>
        <source>Tie-breaks in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="55"/>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="56"/>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="57"/>
        <source>Reset to default order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="65"/>
        <source>Players still equal after the tie-breaks ticked share the place (listed in registration order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="88"/>
        <source>Rank score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="89"/>
        <source>Each game&apos;s rank as (rank − 1) / (seats − 1), summed; lower first (a win counts 0 and last place 1 at any table size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="92"/>
        <source>Head-to-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="93"/>
        <source>Games between the tied players: +1 for finishing above another of them, −1 for finishing below; higher first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="96"/>
        <source>Opposition (Buchholz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="97"/>
        <source>The points of every opponent met, summed; higher first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="99"/>
        <source>Buchholz cut 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="100"/>
        <source>Opposition without the round of the weakest opponents; higher first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="102"/>
        <source>Median Buchholz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="103"/>
        <source>Opposition without the rounds of the weakest and the strongest opponents; higher first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="105"/>
        <source>Progressive score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="106"/>
        <source>The running total after each round, summed: points won early weigh more; higher first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="108"/>
        <source>Most first places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="109"/>
        <source>The number of games won (first place at the table); more first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="111"/>
        <source>Game points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="112"/>
        <source>Games won in matches at tables of two (as chess tools count them); more first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="113"/>
        <source>Largest prime played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="114"/>
        <source>The largest prime played in any game; larger first, none played last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="172"/>
        <source>Choose a tie-break to move it; untick it to leave it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tiebreak_list.py" line="175"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentPrints</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="138"/>
        <source>Writing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="149"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="154"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="276"/>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="167"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="259"/>
        <source>A PDF is still being written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="187"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="197"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="230"/>
        <source>Seat a round first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="212"/>
        <source>Select a table first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="215"/>
        <source>Table %1 has no result yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="256"/>
        <source>Printing needs QtPdf (PySide6-Addons); the PDF opens instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="281"/>
        <source>Printed %n page(s)</source>
        <translation>
            <numerusform>Printed %n page</numerusform>
            <numerusform>Printed %n pages</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_prints.py" line="293"/>
        <source>There is no knock-out to print yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentSettingsPanel</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="50"/>
        <source>Game settings for the games still to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="59"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="62"/>
        <source>Fewest seats at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="63"/>
        <source>Most seats at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="71"/>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="73"/>
        <source>seats (fixed once round 1 is seated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="75"/>
        <source>Tables of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="76"/>
        <source>Games already recorded keep the settings in their own record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="81"/>
        <source>Points per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="83"/>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="85"/>
        <source>Rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="88"/>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="93"/>
        <source>%1 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="100"/>
        <source>Points for rank %1 at %2 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="109"/>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="110"/>
        <source>Back to the default points for %1 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="116"/>
        <source>Bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="120"/>
        <source>Points for a bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="123"/>
        <source>points, counted as rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="127"/>
        <source>Rank a bye counts as in the sum of ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="131"/>
        <source>Reset all to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="137"/>
        <source>Changes are saved in the tournament file at once and every recorded game is scored again; the standings follow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_settings_panel.py" line="174"/>
        <source>Custom settings (set outside this tab)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentTab</name>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="89"/>
        <source>No tournament open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="90"/>
        <source>New tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="91"/>
        <source>Open tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="111"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="115"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="132"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="116"/>
        <source>Reading (kana)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="117"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="134"/>
        <source>Affiliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="118"/>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="119"/>
        <source>Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="133"/>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="147"/>
        <source>Rounds and tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="155"/>
        <source>Seed of the first round&apos;s draw: the same seed repeats the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="156"/>
        <source>Seat next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="162"/>
        <source>Table / seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="162"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="162"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="165"/>
        <source>Put in selected seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="167"/>
        <source>Record game from file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="178"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="183"/>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="267"/>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="212"/>
        <source>Japanese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="95"/>
        <source>New on server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="96"/>
        <source>Open on server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="99"/>
        <source>Hall display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="100"/>
        <source>Standings and where each player sits, full screen, updated by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="126"/>
        <source>Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="127"/>
        <source>The player is not seated from the next round on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="128"/>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="158"/>
        <source>Undo last seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="159"/>
        <source>Take back the last round&apos;s seating while none of its games is recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="169"/>
        <source>Judge this table in the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="170"/>
        <source>A new game with this table&apos;s players and the tournament&apos;s settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="172"/>
        <source>Result from paper sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="173"/>
        <source>Type the selected table&apos;s result from its score sheet, or correct a recorded result (logged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="213"/>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="218"/>
        <source>Print standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="219"/>
        <source>Print round results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="220"/>
        <source>Print score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="221"/>
        <source>Print blank sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="222"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="223"/>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="224"/>
        <source>Print all sheets of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="226"/>
        <source>One page per table of the round chosen on the left: filled where recorded, blank with names where not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="229"/>
        <source>Print seating list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="230"/>
        <source>Where do I sit: the round chosen on the left, by reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="232"/>
        <source>Language of the printed PDFs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="233"/>
        <source>Results of the round chosen on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="234"/>
        <source>The filled score sheet of the table selected on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="236"/>
        <source>A sheet to fill by hand: for the selected table with its names, else four empty seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="247"/>
        <source>PDF language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="263"/>
        <source>Send to a printer (print dialog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="274"/>
        <source>Scoring and game settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="280"/>
        <source>Print bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="289"/>
        <source>Bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="292"/>
        <source>Corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="319"/>
        <source>Open or create a tournament first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="334"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="374"/>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="382"/>
        <source>%n player(s) registered</source>
        <translation>
            <numerusform>%n player registered</numerusform>
            <numerusform>%n players registered</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="390"/>
        <source>%1 (withdrawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="399"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="423"/>
        <source>Corrections (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="438"/>
        <source>Not following other consoles: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="463"/>
        <source>recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="463"/>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="464"/>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="471"/>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="481"/>
        <source>Byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="500"/>
        <source>Created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="508"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="548"/>
        <source>Added %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="563"/>
        <source>Imported %n player(s)</source>
        <translation>
            <numerusform>Imported %n player</numerusform>
            <numerusform>Imported %n players</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="575"/>
        <source>Table %1 has a result already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="589"/>
        <source>%1 withdraws: not seated from the next round on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="597"/>
        <source>%1 is now %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="605"/>
        <source>Rename player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="605"/>
        <source>New name for %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="612"/>
        <source>No round to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="616"/>
        <source>Round %1&apos;s seating taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="630"/>
        <source>Round %1 seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="636"/>
        <source>Seat a round first</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="646"/>
        <source>Warning: %1 and %2 already met in round %3 (%n repeat meeting(s) in this round)</source>
        <translation>
            <numerusform>Warning: %1 and %2 already met in round %3 (%n repeat meeting in this round)</numerusform>
            <numerusform>Warning: %1 and %2 already met in round %3 (%n repeat meetings in this round)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="654"/>
        <source>Select a seat first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="669"/>
        <source>Round %1 table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="670"/>
        <source>Correct the result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="670"/>
        <source>Result from the paper sheet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="678"/>
        <source>Corrected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="678"/>
        <source>Recorded %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="699"/>
        <source>Another first mover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="700"/>
        <source>%1

Record the game all the same? Say why (kept with the game):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="706"/>
        <source>Other settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="707"/>
        <source>This game was played under other settings than the tournament&apos;s:
%1

Record it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="723"/>
        <source>Not recorded: the game was played under other settings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="735"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="759"/>
        <source>Recorded round %1 table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="770"/>
        <source>Scoring saved; standings updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="812"/>
        <source>Tables of %1 to %2 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="820"/>
        <source>Game settings saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="832"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="571"/>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="663"/>
        <source>Select a table first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="837"/>
        <source>New tournament file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="838"/>
        <source>Tournament (*.sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="863"/>
        <source>Open tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="864"/>
        <source>Tournament (*.sqlite);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="869"/>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="870"/>
        <source>CSV (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="875"/>
        <source>Record game from file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="876"/>
        <source>Game record (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="890"/>
        <source>Save PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="890"/>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="895"/>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="895"/>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tournament/tournament_tab.py" line="896"/>
        <source>Export standings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentText</name>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="219"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="220"/>
        <source>round %1 table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="221"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="222"/>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="223"/>
        <source>player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="224"/>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="225"/>
        <source>empty file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="226"/>
        <source>already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="227"/>
        <source>already holds a tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="228"/>
        <source>the file is damaged (%1); keep it as it is and use a backup copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="229"/>
        <source>empty database, not a tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="230"/>
        <source>made by an older version (schema %1); open it once in the Tournament tab to upgrade it, then print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="231"/>
        <source>schema version %1 is newer than this program understands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="232"/>
        <source>schema version %1 is newer than this program understands (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="233"/>
        <source>not a tournament database (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="234"/>
        <source>not a tournament database (tables %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="235"/>
        <source>schema_version table is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="236"/>
        <source>empty database: create the tournament first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="237"/>
        <source>the tournament file is busy: another console kept it for over %1 s. Nothing was saved; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="238"/>
        <source>the tournament file cannot be written (read-only medium or opened for reading)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="239"/>
        <source>opened for reading only; nothing can be changed there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="240"/>
        <source>the server has no such database (create it first, e.g. with daifugo server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="241"/>
        <source>the server asks for a password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="242"/>
        <source>the server refused the user name or password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="243"/>
        <source>cannot reach the tournament server. Is it running, and is this laptop on its network?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="244"/>
        <source>the connection to the tournament server was lost. Nothing of this change was saved; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="245"/>
        <source>lost the connection to the tournament server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="246"/>
        <source>%1: cannot watch the tournament file for changes (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="247"/>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="248"/>
        <source>another console changed the tournament at the same moment; nothing was saved. Try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="249"/>
        <source>another console saved a change at the same moment: %1. Nothing was saved; look again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="250"/>
        <source>another console removed what this change refers to at the same moment. Nothing was saved; look again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="251"/>
        <source>another console saved a conflicting change at the same moment. Nothing was saved; look again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="252"/>
        <source>that table already has a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="253"/>
        <source>that round has just been seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="254"/>
        <source>that name is already registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="255"/>
        <source>that seat is already taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="256"/>
        <source>that player already has a bye in this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="257"/>
        <source>that game already has this player&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="258"/>
        <source>not a database URL (postgresql://user@host:port/database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="259"/>
        <source>not a database URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="260"/>
        <source>only PostgreSQL servers are supported (postgresql://…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="261"/>
        <source>name the server and the database (postgresql://user@host:port/database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="262"/>
        <source>not a PostgreSQL server URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="263"/>
        <source>a server needs a host, a database and a user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="264"/>
        <source>port %1: must be 1..65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="265"/>
        <source>line 1: no name column (header %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="266"/>
        <source>neither UTF-8 nor Shift_JIS text (byte %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="267"/>
        <source>format %1: choose one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="268"/>
        <source>table sizes %1..%2 make no sense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="269"/>
        <source>advance %1: must be 1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="270"/>
        <source>swiss rounds before the final: %1; at least one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="271"/>
        <source>players in the final: %1; choose 2..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="272"/>
        <source>seats at a final table: %1; choose 2..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="273"/>
        <source>groups: %1; choose 1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="274"/>
        <source>players going on from each group: %1; at least one, and two in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="275"/>
        <source>seats at a knock-out table: %1; choose 2..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="276"/>
        <source>%1 players in %2 groups leave a group of %3: too few for %4 to go on from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="277"/>
        <source>games per match: %1; choose 1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="278"/>
        <source>match %1: choose one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="279"/>
        <source>first move %1: choose one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="280"/>
        <source>a best-of match needs an odd number of games, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="281"/>
        <source>table sizes are fixed once round 1 is seated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="282"/>
        <source>tables of %1 seats: %2 go on from each, need more seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="283"/>
        <source>game settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="284"/>
        <source>preset %1: choose one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="285"/>
        <source>tie-breaks must be distinct names from %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="286"/>
        <source>points for %1 seats: need %1 numbers, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="287"/>
        <source>%1 has not withdrawn: nothing to reinstate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="288"/>
        <source>points for %1 seats: rank %2 gets %3, more than rank %4&apos;s %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="289"/>
        <source>unknown scoring key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="290"/>
        <source>empty name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="291"/>
        <source>a name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="292"/>
        <source>%1 is already registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="293"/>
        <source>no player named %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="294"/>
        <source>no round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="295"/>
        <source>round %1 has no table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="296"/>
        <source>round %1 is not finished: no result yet for table(s) %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="297"/>
        <source>need at least two players to seat a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="298"/>
        <source>the knock-out is over: the final has been played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="299"/>
        <source>the final has been played: the tournament is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="300"/>
        <source>the round robin is over: every player has met every other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="301"/>
        <source>registered after round 1, so not in the round robin&apos;s schedule: %1. Withdraw them to seat the next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="302"/>
        <source>table %1: %2 is not seated there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="303"/>
        <source>no round to delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="304"/>
        <source>round %1 already has results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="305"/>
        <source>round %1 table %2 already has a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="306"/>
        <source>table %1 has seats 1..%2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="307"/>
        <source>%1 played at table %2, which has a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="308"/>
        <source>round %1 was not a random draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="309"/>
        <source>the game is not over (%1 events, %2 to move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="310"/>
        <source>the record&apos;s players (%1) are not those seated at %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="311"/>
        <source>the record ranks only %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="312"/>
        <source>%1 already has a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="313"/>
        <source>no table without a result seats exactly %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="314"/>
        <source>game %1 of the match at %2: %3 moves first by the match&apos;s rule, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="315"/>
        <source>the match at %1 is decided already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="316"/>
        <source>%1 plays a match: take back its last game, then record it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="317"/>
        <source>the match at %1 has no game to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="318"/>
        <source>the sheet&apos;s players (%1) are not those seated at %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="319"/>
        <source>%1: the ranks must be 1 to %2, each once (given %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="320"/>
        <source>%1: %2 cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="321"/>
        <source>%1: %2 is not a prime number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="322"/>
        <source>say who makes the correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="323"/>
        <source>%1 has no result to correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/widgets/reason_text.py" line="324"/>
        <source>%1: the corrected result is the same as the recorded one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnEntry</name>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="65"/>
        <source>&amp;Draw  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="66"/>
        <source>&amp;Pass  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="67"/>
        <source>&amp;Time-out  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="68"/>
        <source>Late refusal: forced pass  [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="70"/>
        <source>R14: the refused play was pointed out only after the time ran out, so the time-out is a forced pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="72"/>
        <source>&amp;Judge  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="92"/>
        <source>play, e.g. 5 7 or K X=0 1  (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="94"/>
        <source>or type the whole factor field: 2 ^ 3 * 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="136"/>
        <source>⌫ card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="139"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="146"/>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="149"/>
        <source>Factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="271"/>
        <source>Type the cards played first (F2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="26"/>
        <source>PRIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="27"/>
        <source>GROTHENDIECK CUT — 57</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="28"/>
        <source>∞ — FIELD FLUSHED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="29"/>
        <source>RAMANUJAN REVOLUTION — 1729</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="30"/>
        <source>COMPOSITE — OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="31"/>
        <source>FOUL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="32"/>
        <source>Cannot be played — declare again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="33"/>
        <source>Drew a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="34"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="35"/>
        <source>TIME — FORCED PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="36"/>
        <source>DISQUALIFIED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="37"/>
        <source>Cards put to the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="38"/>
        <source>GAME STOPPED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="39"/>
        <source>Number declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="54"/>
        <source>TIME — DISQUALIFIED</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="110"/>
        <source>Player asks for the factorization (D9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="161"/>
        <source>Waiting for the first action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="185"/>
        <source>Factorizing %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="193"/>
        <source>Consideration time (D6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="195"/>
        <source>Players study their hands. %1 moves first. %2 starts play now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="202"/>
        <source>Resumed — clocks paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="204"/>
        <source>The console was down %1 s. Check the table, then resume the clocks (Space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="206"/>
        <source>%1 is to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="212"/>
        <source>No game running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="213"/>
        <source>Ctrl+N starts a new game; Ctrl+O opens a record to replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="219"/>
        <source>Not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="236"/>
        <source>%1 = %2 × … (no further factor found in %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/verdict_panel.py" line="238"/>
        <source>%1: no factor found in %3 s (it is composite)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="37"/>
        <source>∞ (a joker alone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="39"/>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/console/turn_entry.py" line="39"/>
        <source>Which value does the joker take?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
