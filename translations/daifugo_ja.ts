<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AnalysisText</name>
    <message>
        <source>%1&apos;s hand: strength %2 is below 1</source>
        <translation>%1 の手札: 強さ %2 は 1 未満です</translation>
    </message>
    <message>
        <source>field: strength %1 is negative</source>
        <translation>場: 強さ %1 が負の数です</translation>
    </message>
    <message>
        <source>cannot play %1 on a field of %2</source>
        <translation>強さ %2 の場に %1 は出せません</translation>
    </message>
    <message>
        <source>the mover holds no card of strength %1</source>
        <translation>手番の側は強さ %1 のカードを持っていません</translation>
    </message>
    <message>
        <source>%1 (token %2) is not a whole number</source>
        <translation>%1（%2 番目）は整数ではありません</translation>
    </message>
    <message>
        <source>strength %1 is empty: nothing between two commas (or before or after one)</source>
        <translation>%1 番目の強さが空です（カンマとカンマの間、またはカンマの前後に何もありません）</translation>
    </message>
    <message>
        <source>strength %1 (token %2) must be at least 1</source>
        <translation>強さ %1（%2 番目）は 1 以上でなければなりません</translation>
    </message>
    <message>
        <source>strategy parameter c=%1 must satisfy 0 &lt;= c &lt;= %2=%3</source>
        <translation>戦略のパラメータ c=%1 は 0 &lt;= c &lt;= %2=%3 を満たす必要があります</translation>
    </message>
    <message>
        <source>c0=%1 must satisfy 0 &lt;= c0 &lt; %2 (the mover&apos;s cards)</source>
        <translation>c0=%1 は 0 &lt;= c0 &lt; %2（手番の側の枚数）を満たす必要があります</translation>
    </message>
    <message>
        <source>c1=%1 must satisfy 0 &lt;= c1 &lt; %2 (the opponent&apos;s cards)</source>
        <translation>c1=%1 は 0 &lt;= c1 &lt; %2（相手の枚数）を満たす必要があります</translation>
    </message>
    <message>
        <source>condition (%1, %2) is outside the table</source>
        <translation>勝利条件 (%1, %2) は表の範囲外です</translation>
    </message>
    <message>
        <source>both hands must hold at least one card</source>
        <translation>両方の手札に 1 枚以上のカードが必要です</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ゲームは終わっています</translation>
    </message>
    <message>
        <source>%1 is not a legal play here</source>
        <translation>ここで %1 は出せません</translation>
    </message>
    <message>
        <source>a hands file holds two lines, the mover&apos;s strengths and then the opponent&apos;s; this one has %1 line(s) with strengths</source>
        <translation>手札ファイルは 2 行です（1 行目が手番の側の強さ、2 行目が相手の強さ）。このファイルには強さの行が %1 行あります</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>give the target of exactly one player (c0 or c1)</source>
        <translation>一方のプレイヤーの目標（c0 か c1）だけを指定してください</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: ファイルがありません</translation>
    </message>
    <message>
        <source>%1: is a folder, not a file</source>
        <translation>%1: フォルダです。ファイルではありません</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: 読み込めません（%2）</translation>
    </message>
    <message>
        <source>%1: larger than %2 MB</source>
        <translation>%1: %2 MB を超えています</translation>
    </message>
    <message>
        <source>%1: not UTF-8 text (byte %2)</source>
        <translation>%1: UTF-8 のテキストではありません（%2 バイト目）</translation>
    </message>
    <message>
        <source>token %1 %2: not a square number (0-11)</source>
        <translation>%1 番目の %2: マスの番号（0〜11）ではありません</translation>
    </message>
    <message>
        <source>token %1 %2: square out of range 0-11</source>
        <translation>%1 番目の %2: マスが 0〜11 の範囲外です</translation>
    </message>
    <message>
        <source>token %1 %2: square %3 holds two coins</source>
        <translation>%1 番目の %2: マス %3 にコインが 2 枚あります</translation>
    </message>
    <message>
        <source>%1 coins given (%2); the hexad game has 6</source>
        <translation>コインが %1 枚です（%2）。ヘキサッドゲームのコインは 6 枚です</translation>
    </message>
    <message>
        <source>the squares %1 sum to %2, below 21: not a hexad-game position</source>
        <translation>マス %1 の和は %2 で 21 未満です: ヘキサッドゲームの局面ではありません</translation>
    </message>
    <message>
        <source>%1 is not a hexad-game position</source>
        <translation>%1 はヘキサッドゲームの局面ではありません</translation>
    </message>
    <message>
        <source>it is the computer&apos;s turn</source>
        <translation>コンピュータの手番です</translation>
    </message>
    <message>
        <source>the computer can only be asked to start a fresh game</source>
        <translation>コンピュータに先手を任せられるのは新しいゲームの最初だけです</translation>
    </message>
    <message>
        <source>it is your turn</source>
        <translation>あなたの手番です</translation>
    </message>
    <message>
        <source>moving the coin on %1 to %2 is not a legal move</source>
        <translation>マス %1 のコインを %2 に動かす手は合法手ではありません</translation>
    </message>
    <message>
        <source>there is no move to take back</source>
        <translation>取り消せる手がありません</translation>
    </message>
    <message>
        <source>plays make numbers from 1 up, not %1</source>
        <translation>出せる数は 1 以上です（%1 ではなく）</translation>
    </message>
    <message>
        <source>joker &quot;%1&quot; needs a value (X=0 … X=13) inside a play</source>
        <translation>ジョーカー「%1」には数の宣言（X=0 … X=13）が必要です</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>カードがありません</translation>
    </message>
</context>
<context>
    <name>AudienceWindow</name>
    <message>
        <source>Prime Daifugo — 素数大富豪</source>
        <translation>素数大富豪 — Prime Daifugo</translation>
    </message>
    <message>
        <source>素数大富豪 Prime Daifugo</source>
        <translation>素数大富豪</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 の手番</translation>
    </message>
    <message>
        <source>deck %1</source>
        <translation>山札 %1</translation>
    </message>
    <message>
        <source>REVOLUTION 革命</source>
        <translation>革命状態</translation>
    </message>
    <message>
        <source>Normal 平常</source>
        <translation>平常状態</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Setting up: click a square to put a coin there or take it away. %1 coins, sum %2</source>
        <translation>配置中: マスをクリックするとコインを置く／取り除く。コイン %1 枚、和 %2</translation>
    </message>
    <message>
        <source>Sum of the squares: {0} (must stay at least 21)</source>
        <translation>コインのあるマス番号の和: {0} (21 以上でなければならない)</translation>
    </message>
</context>
<context>
    <name>BracketView</name>
    <message>
        <source>Round %1</source>
        <translation>第 %1 ラウンド</translation>
    </message>
    <message>
        <source>Final (round %1)</source>
        <translation>決勝 (第 %1 ラウンド)</translation>
    </message>
    <message>
        <source>The bracket appears once a round is seated</source>
        <translation>ラウンドの座席を決めるとトーナメント表が表示されます</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>不戦 (バイ)</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>第 %1 卓</translation>
    </message>
    <message>
        <source>3rd-place match</source>
        <translation>3位決定戦</translation>
    </message>
    <message>
        <source>Champion: %1</source>
        <translation>優勝: %1</translation>
    </message>
</context>
<context>
    <name>ClockHold</name>
    <message>
        <source>the consideration time</source>
        <translation>考慮時間</translation>
    </message>
    <message>
        <source>%1&apos;s turn clock</source>
        <translation>%1 の手番の時計</translation>
    </message>
    <message>
        <source>A game is running: %1 shows %2. Pause it while %3 is open?

The game clock (D11) runs on whatever you choose (R18); the clocks stay in view above every window.</source>
        <translation>対局中です: %1 は残り %2 です。%3を開いている間、一時停止しますか？

ゲームの時計 (D11) はどちらを選んでも止まりません (R18)。時計はすべてのウィンドウの上に表示されたままです。</translation>
    </message>
    <message>
        <source>Pause the clocks?</source>
        <translation>時計を一時停止しますか？</translation>
    </message>
    <message>
        <source>judge at %1</source>
        <translation>審判は%1を確認中</translation>
    </message>
</context>
<context>
    <name>ClockPanel</name>
    <message>
        <source>Turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>Consideration (D6)</source>
        <translation>考慮時間 (D6)</translation>
    </message>
    <message>
        <source>study your hands</source>
        <translation>手札を確認してください</translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <translation>手番: %1</translation>
    </message>
    <message>
        <source>PAUSED — %1</source>
        <translation>一時停止中 — %1</translation>
    </message>
    <message>
        <source>Turn clock</source>
        <translation>手番の時計</translation>
    </message>
    <message>
        <source>stopped: no turn running</source>
        <translation>停止中: 手番が始まっていません</translation>
    </message>
    <message>
        <source>no turn limit</source>
        <translation>手番の制限時間なし</translation>
    </message>
    <message>
        <source>bank %1 + %2 a turn</source>
        <translation>持ち時間 %1 + 1手番 %2</translation>
    </message>
    <message>
        <source>byo-yomi</source>
        <translation>秒読み</translation>
    </message>
    <message>
        <source>Game time played</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <source>no game limit (D11)</source>
        <translation>ゲームの制限時間なし (D11)</translation>
    </message>
    <message>
        <source>Game (D11)</source>
        <translation>ゲーム (D11)</translation>
    </message>
    <message>
        <source>never stops</source>
        <translation>止まりません</translation>
    </message>
    <message>
        <source>%1%2 seconds left</source>
        <translation>%1残り %2 秒</translation>
    </message>
    <message>
        <source>Game: %1 left</source>
        <translation>ゲーム残り %1</translation>
    </message>
    <message>
        <source>%1bank spent — byo-yomi %2 s</source>
        <translation>%1持ち時間終了 — 秒読み %2 秒</translation>
    </message>
    <message>
        <source>TIME</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>GAME TIME OVER</source>
        <translation>ゲーム時間終了</translation>
    </message>
    <message>
        <source>START</source>
        <translation>開始</translation>
    </message>
</context>
<context>
    <name>ConsoleText</name>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1 の %2 行目: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cannot read the journal %1: %2</source>
        <translation>自動保存ファイル %1 を読めません: %2</translation>
    </message>
    <message>
        <source>not a journal entry (%1)</source>
        <translation>自動保存の記録として読めません（%1）</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>UTF-8 のテキストではありません</translation>
    </message>
    <message>
        <source>a journal starts with its game</source>
        <translation>自動保存ファイルはゲームの開始から始まるはずです</translation>
    </message>
    <message>
        <source>journal format %1; this console reads %2</source>
        <translation>自動保存の形式が %1 です。このコンソールが読めるのは %2 です</translation>
    </message>
    <message>
        <source>undo with no event to take back</source>
        <translation>取り消す出来事がないのに「元に戻す」があります</translation>
    </message>
    <message>
        <source>unknown entry kind %1</source>
        <translation>知らない記録の種類 %1 です</translation>
    </message>
    <message>
        <source>the journal is empty</source>
        <translation>自動保存ファイルが空です</translation>
    </message>
    <message>
        <source>an entry must be an object with a kind</source>
        <translation>記録は種類 (kind) を持つオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>a %1 entry needs %2</source>
        <translation>%1 の記録には %2 が必要です</translation>
    </message>
    <message>
        <source>&apos;clocks&apos; must be an object</source>
        <translation>&apos;clocks&apos;（時計）はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>the clocks&apos; &apos;banks&apos; must be an object</source>
        <translation>時計の &apos;banks&apos;（持ち時間）はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>clock times must be finite numbers of seconds, 0 or more</source>
        <translation>時計の時間は 0 以上の有限の秒数でなければなりません</translation>
    </message>
    <message>
        <source>an event needs its action</source>
        <translation>出来事には action（行動）が必要です</translation>
    </message>
    <message>
        <source>&apos;banks&apos; must be an object</source>
        <translation>&apos;banks&apos;（持ち時間）はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>no free autosave journal beside %1: this console keeps no autosave</source>
        <translation>%1 の隣に使える自動保存ファイルがありません: このコンソールは自動保存しません</translation>
    </message>
    <message>
        <source>The console hit an error it did not expect (%1). Nothing was changed; the log file has the details</source>
        <translation>コンソールで想定外のエラーが起きました(%1)。何も変更されていません。詳しくはログファイルにあります</translation>
    </message>
    <message>
        <source>The clocks hit an error and go on: %1</source>
        <translation>時計の処理でエラーが起きましたが、時計は動き続けます: %1</translation>
    </message>
    <message>
        <source>An earlier action could not be autosaved and waits for the judge&apos;s choice (another place, playing on in memory, or cancel): this action was not applied</source>
        <translation>前の操作が自動保存できず、審判の選択(別の保存先・メモリ上で続行・取り消し)を待っています。この操作は適用されていません</translation>
    </message>
    <message>
        <source>the autosave could not be written to %1: %2. Nothing was changed</source>
        <translation>%1 に自動保存できませんでした: %2。何も変更していません</translation>
    </message>
    <message>
        <source>%1 is in use by another console (%2)</source>
        <translation>%1 は別のコンソール (%2) が使用中です</translation>
    </message>
    <message>
        <source>the line&apos;s checksum does not match: a byte of it was changed</source>
        <translation>この行のチェックサムが一致しません: 行のどこかのバイトが書き換わっています</translation>
    </message>
    <message>
        <source>line %1 of the journal was found here: a line is repeated, missing or out of order</source>
        <translation>ここにあるのはジャーナルの %1 行目です: 行が重複・欠落しているか、順序が入れ替わっています</translation>
    </message>
    <message>
        <source>the line has no checksum, unlike the rest of the journal</source>
        <translation>この行にはジャーナルの他の行と違ってチェックサムがありません</translation>
    </message>
    <message>
        <source>the line belongs to game %1, not to this journal&apos;s game %2: it was copied in from another autosave</source>
        <translation>この行はゲーム %1 のもので、このジャーナルのゲーム %2 のものではありません。別の自動保存からコピーされた行です</translation>
    </message>
    <message>
        <source>the first line starts game %1, but the lines after it belong to game %2: two autosaves were mixed (a copy or a sync tool), so no deal here can be trusted</source>
        <translation>1 行目はゲーム %1 を始めていますが、それ以降の行はゲーム %2 のものです。2 つの自動保存が混ざっています（コピーや同期ツール）。ここにある配札は信用できません</translation>
    </message>
    <message>
        <source>the event reads but the rules do not replay it (%1)</source>
        <translation>この記録は読めますが、ルール上再現できません (%1)</translation>
    </message>
    <message>
        <source>The autosave was damaged: %1. Lines %2 to %3 were not resumed; the %4 events before them are offered. The damaged file was kept as %5</source>
        <translation>自動保存ファイルが壊れていました: %1。%2 行目から %3 行目までは再開しません。その前の %4 手を再開できます。壊れたファイルは %5 として残しました</translation>
    </message>
    <message>
        <source>The autosave was damaged: %1. Lines %2 to %3 were not resumed; the %4 events before them are offered. The damaged file could not be moved aside (%5), so nothing more is written to it: choose another place for the autosave at the first action</source>
        <translation>自動保存ファイルが壊れていました: %1。%2 行目から %3 行目までは再開しません。その前の %4 手を再開できます。壊れたファイルを退避できなかった (%5) ため、以後このファイルには書き込みません。最初の操作のときに自動保存の保存先を選び直してください</translation>
    </message>
    <message>
        <source>The autosave cannot be read: %1. Nothing could be resumed from it; it was kept as %2</source>
        <translation>自動保存ファイルを読めません: %1。再開できる内容はありません。ファイルは %2 として残しました</translation>
    </message>
    <message>
        <source>The autosave cannot be read: %1. Nothing could be resumed from it, and it could not be moved aside (%2); it stays where it is</source>
        <translation>自動保存ファイルを読めません: %1。再開できる内容はなく、ファイルを退避することもできませんでした (%2)。ファイルは元の場所に残っています</translation>
    </message>
    <message>
        <source>The last line of the autosave was cut short by a crash while it was being written: that action was never shown and is not resumed</source>
        <translation>自動保存ファイルの最後の行は、書き込み中のクラッシュで途中までしか残っていません。その操作は画面に表示されていないため、再開しません</translation>
    </message>
    <message>
        <source>An unfinished game (%1, %2 events) was autosaved by another console in %3, and no running console has it open. Resume it here?</source>
        <translation>別のコンソールが %3 に自動保存した未完了の対局 (%1、%2 手) があり、起動中のどのコンソールも開いていません。このコンソールで再開しますか?</translation>
    </message>
    <message>
        <source>These unfinished games stay on disk and will be offered again at the next start: %1</source>
        <translation>次の未完了の対局はディスクに残り、次回の起動時にもう一度再開を尋ねます: %1</translation>
    </message>
    <message>
        <source>From now on the game is autosaved to %1. %2 is marked as moved, so the next start follows the game there</source>
        <translation>これ以降、対局は %1 に自動保存します。%2 には移動済みの印を付けたので、次回の起動時にはこの対局の移動先を開きます</translation>
    </message>
    <message>
        <source>From now on the game is autosaved to %1. %2 could not be marked as moved: after a restart, open it with %3</source>
        <translation>これ以降、対局は %1 に自動保存します。%2 に移動済みの印を付けられませんでした。再起動後は %3 で開いてください</translation>
    </message>
    <message>
        <source>The autosave %1 had been moved to %2 after a failed write; the game there is offered</source>
        <translation>自動保存ファイル %1 は書き込みの失敗後 %2 に移動されていました。移動先の対局の再開を尋ねます</translation>
    </message>
    <message>
        <source>The autosave %1 had been moved to %2 after a failed write, but %2 is not there (is its medium plugged in?). The older copy at %1 is offered instead</source>
        <translation>自動保存ファイル %1 は書き込みの失敗後 %2 に移動されていましたが、%2 が見つかりません (保存先の媒体は接続されていますか?)。代わりに %1 にある古い写しの再開を尋ねます</translation>
    </message>
    <message>
        <source>The autosave %1 had been moved to %2, which another console has open (%3)</source>
        <translation>自動保存ファイル %1 は %2 に移動されており、そのファイルは別のコンソール (%3) が開いています</translation>
    </message>
    <message>
        <source>The finished game of round %1, table %2 could not be kept as waiting to be recorded (%3): record it now, or save its record</source>
        <translation>第 %1 回戦 %2 卓の終了した対局を「記録待ち」として保存できませんでした (%3)。今すぐ記録するか、棋譜を保存してください</translation>
    </message>
    <message>
        <source>Round %1, table %2: the finished game is not recorded in the tournament yet, and it could not be kept as waiting to be recorded (%3). Its journal is kept aside as %4; it joins the games waiting to be recorded at the next start</source>
        <translation>第%1回戦 第%2卓:終わった対局はまだ大会に記録されておらず、記録待ちとして保存することもできませんでした(%3)。その記録(ジャーナル)は %4 として別に保存しました。次回の起動時に記録待ちの対局に加わります</translation>
    </message>
    <message>
        <source>Round %1, table %2: the finished game is not recorded in the tournament, and it could be kept neither as waiting to be recorded nor aside (%3). Record it in the tournament first (Game menu), or free the disk</source>
        <translation>第%1回戦 第%2卓:終わった対局は大会に記録されておらず、記録待ちとしても別ファイルとしても保存できませんでした(%3)。先に大会に記録する(「対局」メニュー)か、ディスクを空けてください</translation>
    </message>
    <message>
        <source>Round %1, table %2: the finished game is not recorded in the tournament yet. It is kept as a game waiting to be recorded (Tournament tab)</source>
        <translation>第 %1 回戦 %2 卓: 終了した対局はまだ大会に記録されていません。「記録待ちの対局」として保存してあります (大会タブ)</translation>
    </message>
    <message>
        <source>%1 game(s) waiting to be recorded: %2</source>
        <translation>記録待ちの対局 %1 件: %2</translation>
    </message>
    <message>
        <source>round %1, table %2 (%3)</source>
        <translation>第 %1 回戦 %2 卓 (%3)</translation>
    </message>
    <message>
        <source>Round %1, table %2 is over: %3. Record this result in the tournament?</source>
        <translation>第 %1 回戦 %2 卓の対局が終わりました: %3。この結果を大会に記録しますか?</translation>
    </message>
    <message>
        <source>The game of round %1, table %2 was discarded (%3); its record is kept as %4</source>
        <translation>第 %1 回戦 %2 卓の対局を破棄しました (%3)。棋譜は %4 として残してあります</translation>
    </message>
</context>
<context>
    <name>CorrectionsView</name>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>訂正者</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>cards left</source>
        <translation>残り枚数</translation>
    </message>
    <message>
        <source>fouls</source>
        <translation>反則</translation>
    </message>
    <message>
        <source>time-outs</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>largest prime</source>
        <translation>最大素数</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Round %1 table %2</source>
        <translation>%1 回戦 %2 卓</translation>
    </message>
    <message>
        <source>%1: %2 %3 → %4</source>
        <translation>%1: %2 %3 → %4</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Something went wrong inside the console; the game is saved and you can go on. No log could be written on this computer.</source>
        <translation>コンソール内部で問題が起きました。対局は保存されているので、そのまま続けられます。このコンピューターにはログを書き込めませんでした。</translation>
    </message>
    <message>
        <source>Something went wrong inside the console; you can go on. No log could be written on this computer.</source>
        <translation>コンソール内部で問題が起きましたが、そのまま続けられます。このコンピューターにはログを書き込めませんでした。</translation>
    </message>
    <message>
        <source>Something went wrong inside the console; the game is saved and you can go on. The details are in %1; please send that file with your report.</source>
        <translation>コンソール内部で問題が起きました。対局は保存されているので、そのまま続けられます。詳細は %1 にあります。報告の際はこのファイルを添えてください。</translation>
    </message>
    <message>
        <source>Something went wrong inside the console; you can go on. The details are in %1; please send that file with your report.</source>
        <translation>コンソール内部で問題が起きましたが、そのまま続けられます。詳細は %1 にあります。報告の際はこのファイルを添えてください。</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>内部エラー</translation>
    </message>
    <message>
        <source>Open the log folder</source>
        <translation>ログのフォルダーを開く</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
</context>
<context>
    <name>CrosstableView</name>
    <message>
        <source>Group</source>
        <translation>グループ</translation>
    </message>
    <message>
        <source>○ won, × lost against the column&apos;s player; at larger tables both ranks, the row&apos;s first (1-3)</source>
        <translation>○ 勝ち、× 負け (行のプレイヤーから見た列のプレイヤーとの対戦)。3 人以上の卓では両者の順位を行のプレイヤーから (1-3)</translation>
    </message>
    <message>
        <source>Print crosstable</source>
        <translation>対戦表を印刷</translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation>%1 グループ</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <source>Record the result</source>
        <translation>結果の記録</translation>
    </message>
    <message>
        <source>Discard the game</source>
        <translation>対局の破棄</translation>
    </message>
    <message>
        <source>Why is the game of round %1, table %2 given up? (logged)</source>
        <translation>第 %1 回戦 %2 卓の対局を破棄する理由は? (記録に残ります)</translation>
    </message>
    <message>
        <source>Games waiting to be recorded</source>
        <translation>記録待ちの対局</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>A game is running. Close it and start a new one?</source>
        <translation>ゲームが進行中です。終了して新しいゲームを始めますか?</translation>
    </message>
    <message>
        <source>new game dialog</source>
        <translation>新しいゲームのダイアログ</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>%1 draws a card and holds %2: out of the game</source>
        <translation>%1 が山札から1枚引き、手札が %2 枚になりました: ゲームから脱落</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 が山札から1枚引きました</translation>
    </message>
    <message>
        <source>%1 is prime</source>
        <translation>%1 は素数です</translation>
    </message>
    <message>
        <source>Grothendieck cut (57): the field is flushed</source>
        <translation>グロタンカット (57): 場を流します</translation>
    </message>
    <message>
        <source>∞: the field is flushed</source>
        <translation>∞: 場を流します</translation>
    </message>
    <message>
        <source>Ramanujan revolution (1729): now smaller numbers win</source>
        <translation>ラマヌジャン革命 (1729): 革命状態になり、小さい数ほど強くなります</translation>
    </message>
    <message>
        <source>Ramanujan revolution (1729): back to normal, larger numbers win</source>
        <translation>ラマヌジャン革命 (1729): 平常状態に戻り、大きい数ほど強くなります</translation>
    </message>
    <message>
        <source>%1 has no cards left and goes out (rank %2)</source>
        <translation>%1 は手札がなくなり、あがりです (%2 位)</translation>
    </message>
    <message>
        <source>%1 goes out (rank %2)</source>
        <translation>%1 はあがりです (%2 位)</translation>
    </message>
    <message>
        <source>%1 leads again</source>
        <translation>%1 がもう一度出します</translation>
    </message>
    <message>
        <source>FOUL: %1</source>
        <translation>反則: %1</translation>
    </message>
    <message>
        <source>%1: take back %2 card(s) and draw the %3 card(s) left in the deck</source>
        <translation>%1: 出した %2 枚を手札に戻し、山札に残っている %3 枚を引きます</translation>
    </message>
    <message>
        <source>%1: take back %2 card(s) and draw nothing (the deck is empty)</source>
        <translation>%1: 出した %2 枚を手札に戻します (山札が空なので引きません)</translation>
    </message>
    <message>
        <source>%1: take back %2 card(s) and draw %3</source>
        <translation>%1: 出した %2 枚を手札に戻し、山札から %3 枚引きます</translation>
    </message>
    <message>
        <source>%1: put %2 card(s) at the bottom of the deck</source>
        <translation>%1: 手札から %2 枚を山札の一番下に置きます</translation>
    </message>
    <message>
        <source>%1 puts %2 card(s) at the bottom of the deck</source>
        <translation>%1 が %2 枚を山札の一番下に置きました</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 はパスしました</translation>
    </message>
    <message>
        <source>Everyone else passed: the field is flushed</source>
        <translation>他の全員がパスしました: 場を流します</translation>
    </message>
    <message>
        <source>Time! %1 was told the play cannot be made only after the time ran out: forced pass (R14)</source>
        <translation>時間切れ! %1 への「出せない」の指摘が時間切れの後だったため、強制パスです (R14)</translation>
    </message>
    <message>
        <source>Time! %1: forced pass (D8)</source>
        <translation>時間切れ! %1: 強制パス (D8)</translation>
    </message>
    <message>
        <source>Time! %1 is disqualified (D8)</source>
        <translation>時間切れ! %1 は失格です (D8)</translation>
    </message>
    <message>
        <source>%1 is disqualified by the judge</source>
        <translation>%1 は素数判定員の判断で失格です</translation>
    </message>
    <message>
        <source>The game stops: the game time is up (D11)</source>
        <translation>ゲームを中断します: ゲームの制限時間に達しました (D11)</translation>
    </message>
    <message>
        <source>The game stops: thousand-day rule (D18)</source>
        <translation>ゲームを中断します: 千日手 (D18)</translation>
    </message>
    <message>
        <source>Each remaining player forms one number from all their cards (D12, MathPower 2016)</source>
        <translation>残りのプレイヤーは手札すべてを使って数を1つ作ります (D12, MathPower 2016)</translation>
    </message>
    <message>
        <source>%1 declares %2: not prime</source>
        <translation>%1 の宣言: %2 (素数ではありません)</translation>
    </message>
    <message>
        <source>%1 declares %2: prime</source>
        <translation>%1 の宣言: %2 (素数)</translation>
    </message>
    <message>
        <source>Cannot be played: %1</source>
        <translation>出せません: %1</translation>
    </message>
    <message>
        <source>%1 declares again</source>
        <translation>%1 はもう一度宣言してください</translation>
    </message>
    <message>
        <source>no cards were played</source>
        <translation>カードが出されていません</translation>
    </message>
    <message>
        <source>the joker at position %1 needs a declared value (X=0 … X=13) inside a play of two or more cards</source>
        <translation>2枚以上で出すときは、%1 枚目のジョーカーの値を宣言してください (X=0 … X=13)</translation>
    </message>
    <message>
        <source>D15: a joker played alone stands for a value here; declare it (X=1 … X=13)</source>
        <translation>D15: この設定ではジョーカー1枚出しは数の代わりです。値を宣言してください (X=1 … X=13)</translation>
    </message>
    <message>
        <source>D15: a joker played alone is ∞ and takes no declared value</source>
        <translation>D15: ジョーカー1枚出しは ∞ で、値は宣言できません</translation>
    </message>
    <message>
        <source>a play cannot start with 0 (leading zero, R5)</source>
        <translation>先頭が 0 になる出し方はできません (R5)</translation>
    </message>
    <message>
        <source>D3 allows at most %1 field cards, this play has %2</source>
        <translation>D3 により場に出せるのは %1 枚までですが、%2 枚あります</translation>
    </message>
    <message>
        <source>the field holds plays of %1 card(s); this play has %2</source>
        <translation>場は %1 枚出しですが、%2 枚出そうとしています</translation>
    </message>
    <message>
        <source>%1 does not beat %2 in revolution (it must be smaller)</source>
        <translation>革命中なので %1 は %2 に勝てません (より小さい数が必要)</translation>
    </message>
    <message>
        <source>%1 does not beat %2 (it must be greater)</source>
        <translation>%1 は %2 に勝てません (より大きい数が必要)</translation>
    </message>
    <message>
        <source>the joker at factor position %1 needs a declared value (X=0 … X=13)</source>
        <translation>素因数場の %1 枚目のジョーカーの値を宣言してください (X=0 … X=13)</translation>
    </message>
    <message>
        <source>a number in the factor field cannot start with 0 (leading zero, R5)</source>
        <translation>素因数場の数は 0 から始められません (R5)</translation>
    </message>
    <message>
        <source>D17: a player may not go out with ∞</source>
        <translation>D17: プレイヤーは ∞ であがることはできません</translation>
    </message>
    <message>
        <source>D17: going out with ∞ is a foul</source>
        <translation>D17: ∞ であがるのは反則です</translation>
    </message>
    <message>
        <source>%1 is not composite, so it takes no factor field</source>
        <translation>%1 は合成数ではないので、素因数場は出せません</translation>
    </message>
    <message>
        <source>the base %1 is not prime</source>
        <translation>底 %1 が素数ではありません</translation>
    </message>
    <message>
        <source>the factor field %1 is larger than %2</source>
        <translation>素因数場 %1 は %2 より大きくなります</translation>
    </message>
    <message>
        <source>the factor field %1 makes %2, not %3</source>
        <translation>素因数場 %1 は %2 で、%3 になりません</translation>
    </message>
    <message>
        <source>∞ takes no factor field</source>
        <translation>∞ には素因数場を付けられません</translation>
    </message>
    <message>
        <source>1 is not prime</source>
        <translation>1 は素数ではありません</translation>
    </message>
    <message>
        <source>%1 is not prime and no factor field was given</source>
        <translation>%1 は素数ではなく、素因数場も出されていません</translation>
    </message>
    <message>
        <source>the play is empty: type at least one card</source>
        <translation>カードが入力されていません: 1枚以上入力してください</translation>
    </message>
    <message>
        <source>the play is empty: give at least one card</source>
        <translation>カードがありません: 1枚以上出してください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a player in this game</source>
        <translation>「%1」はこのゲームのプレイヤーではありません</translation>
    </message>
    <message>
        <source>the game is over; %1 cannot %2</source>
        <translation>ゲームは終了しています (%1)</translation>
    </message>
    <message>
        <source>%1 must first put %2 card(s) at the bottom of the deck</source>
        <translation>先に %1 が %2 枚を山札の一番下に置く必要があります</translation>
    </message>
    <message>
        <source>the game has stopped: the remaining players declare their numbers</source>
        <translation>ゲームは中断しました: 残りのプレイヤーが数を宣言します</translation>
    </message>
    <message>
        <source>it is %1&apos;s turn, not %2&apos;s</source>
        <translation>今は %1 の手番です (%2 ではありません)</translation>
    </message>
    <message>
        <source>%1 has already drawn this turn (R4: at most once)</source>
        <translation>%1 はこの手番ですでに引いています (R4: 1回まで)</translation>
    </message>
    <message>
        <source>the deck is empty: nothing to draw</source>
        <translation>山札が空なので引けません</translation>
    </message>
    <message>
        <source>%1 holds only %2 card(s), not %3</source>
        <translation>%1 の手札は %2 枚しかありません (%3 枚必要)</translation>
    </message>
    <message>
        <source>no cards are owed to the deck now</source>
        <translation>今は山札に置くカードはありません</translation>
    </message>
    <message>
        <source>%1 puts cards to the deck first (turn order)</source>
        <translation>手番の順で、先に %1 が山札にカードを置きます</translation>
    </message>
    <message>
        <source>%1 must put exactly %2 card(s), not %3</source>
        <translation>%1 はちょうど %2 枚置く必要があります (%3 枚ではありません)</translation>
    </message>
    <message>
        <source>%1 does not hold &quot;%2&quot;</source>
        <translation>%1 は「%2」を持っていません</translation>
    </message>
    <message>
        <source>%1 joker(s) still without a value (X=0 … X=13)</source>
        <translation>まだ数を宣言していないジョーカーが %1 枚あります（X=0 … X=13）</translation>
    </message>
    <message>
        <source>there are not that many &quot;%1&quot; among the cards in play</source>
        <translation>使われているカードに「%1」はそれほど多くありません</translation>
    </message>
    <message>
        <source>57: Grothendieck cut, the field is flushed and the same player leads again</source>
        <translation>57: グロタンカット。場を流し、同じプレイヤーがもう一度出します</translation>
    </message>
    <message>
        <source>1729: Ramanujan revolution, the order of strength turns over</source>
        <translation>1729: ラマヌジャン革命。強さの順が逆になります</translation>
    </message>
    <message>
        <source>∞: the field is flushed and the same player leads again</source>
        <translation>∞: 場を流し、同じプレイヤーがもう一度出します</translation>
    </message>
    <message>
        <source>%1 = %2: composite play accepted</source>
        <translation>%1 = %2: 合成数出しを認めます</translation>
    </message>
    <message>
        <source>Composite play accepted: %1 = %2</source>
        <translation>合成数出しを認めます: %1 = %2</translation>
    </message>
    <message>
        <source>Declarations closed: the time is up</source>
        <translation>宣言を締め切りました: 時間切れです</translation>
    </message>
    <message>
        <source>Not declared, ranked as not prime: %1</source>
        <translation>宣言なし、素数でない扱いで順位を決めます: %1</translation>
    </message>
    <message>
        <source>%1&apos;s play was refused: only a play or a pass may follow, not a draw (R4a)</source>
        <translation>%1 の出しは出せませんでした: 続けられるのは出しかパスだけで、ドローはできません (R4a)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 card(s) expected, not %3</source>
        <translation>%1: %2 枚のはずが %3 枚です</translation>
    </message>
    <message>
        <source>the card drawn</source>
        <translation>引いたカード</translation>
    </message>
    <message>
        <source>the penalty cards</source>
        <translation>ペナルティのカード</translation>
    </message>
    <message>
        <source>penalty cards go with a foul; this play is %1</source>
        <translation>ペナルティのカードは反則のときだけです。この出しは %1 です</translation>
    </message>
    <message>
        <source>hands are counted, not known: only their sizes are tracked</source>
        <translation>手札は枚数だけを数えています: 中身は分かりません</translation>
    </message>
    <message>
        <source>hands are counted, not known: only the deck size is tracked</source>
        <translation>手札は枚数だけを数えています: 山札も枚数だけです</translation>
    </message>
    <message>
        <source>with counted hands the short-deck discards are applied by count</source>
        <translation>枚数だけ数える対局では、山札不足の戻しは枚数で処理します</translation>
    </message>
    <message>
        <source>no play of %1&apos;s was refused this turn: a late refusal needs one (R14)</source>
        <translation>この手番で %1 の出しは断られていません: 遅れた「出せません」には断られた出しが必要です (R14)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <source>finish the penalty or the declarations first</source>
        <translation>先にペナルティの処理か数の宣言を済ませてください</translation>
    </message>
    <message>
        <source>%1 is no longer in the game</source>
        <translation>%1 はもうゲームに残っていません</translation>
    </message>
    <message>
        <source>the game has already ended</source>
        <translation>ゲームはすでに終了しています</translation>
    </message>
    <message>
        <source>the game has already stopped: the remaining players are declaring</source>
        <translation>対局はすでに打ち切られ、残りのプレイヤーが宣言しています</translation>
    </message>
    <message>
        <source>numbers are declared only after a MathPower 2016 stop (D12)</source>
        <translation>数の宣言は MathPower 2016 方式で中断した後だけです (D12)</translation>
    </message>
    <message>
        <source>%1 is not among the players still in</source>
        <translation>%1 は残っているプレイヤーではありません</translation>
    </message>
    <message>
        <source>%1 has already declared</source>
        <translation>%1 はすでに宣言しています</translation>
    </message>
    <message>
        <source>%1 holds %2 cards and must use all of them, not %3</source>
        <translation>%1 の手札は %2 枚で、すべて使う必要があります (%3 枚ではありません)</translation>
    </message>
    <message>
        <source>every joker in the number needs its value (X=0 … X=13)</source>
        <translation>数の中のジョーカーにはすべて値が必要です (X=0 … X=13)</translation>
    </message>
    <message>
        <source>the number cannot start with 0</source>
        <translation>数を 0 から始めることはできません</translation>
    </message>
    <message>
        <source>no game is running</source>
        <translation>対局が始まっていません</translation>
    </message>
    <message>
        <source>more than %1 cards in one text: no game has that many</source>
        <translation>1 つの入力に %1 枚を超えるカードがあります: そんなに多い対局はありません</translation>
    </message>
    <message>
        <source>unknown card &quot;%1&quot; (token %2, column %3)</source>
        <translation>不明なカード「%1」(%2 番目、%3 文字目)</translation>
    </message>
    <message>
        <source>joker value %1 in &quot;%2&quot; is out of range 0-13 (token %3, column %4)</source>
        <translation>「%2」のジョーカーの値 %1 は 0〜13 の範囲外です (%3 番目、%4 文字目)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; belongs in a factor field, not here (token %2, column %3)</source>
        <translation>「%1」は素因数場でだけ使えます (%2 番目、%3 文字目)</translation>
    </message>
    <message>
        <source>a joker in a hand or deck has no value: &quot;%1&quot; (token %2, column %3)</source>
        <translation>手札や山札のジョーカーに値はありません: 「%1」(%2 番目、%3 文字目)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs cards before it (token %2, column %3)</source>
        <translation>「%1」の前にカードが必要です (%2 番目、%3 文字目)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs cards after it (token %2, column %3)</source>
        <translation>「%1」の後にカードが必要です (%2 番目、%3 文字目)</translation>
    </message>
    <message>
        <source>the factor field is empty</source>
        <translation>素因数場が空です</translation>
    </message>
    <message>
        <source>a number in the factor field must be 2 or more, not %1 (R9a)</source>
        <translation>素因数場の数は 2 以上でなければなりません (%1 は出せません, R9a)</translation>
    </message>
    <message>
        <source>%1 is one number without an exponent: not a factor field (R9b)</source>
        <translation>%1 は指数のない一つの数で、素因数場ではありません (出せません, R9b)</translation>
    </message>
    <message>
        <source>The game stops: the judge&apos;s decision</source>
        <translation>ゲーム終了: 審判の判断</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a player</source>
        <translation>「%1」はプレイヤーではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has not shown a card</source>
        <translation>「%1」はまだカードを見せていません</translation>
    </message>
    <message>
        <source>%1 showed cards of equal strength: they show again</source>
        <translation>%1 が同じ強さのカードを見せました。もう一度見せてください</translation>
    </message>
    <message>
        <source>card %1 from the top of the deck is &quot;%2&quot;, which the record does not name</source>
        <translation>山札の上から%1枚目は「%2」ですが、記録はそのカードを挙げていません</translation>
    </message>
    <message>
        <source>a stop is for &quot;time&quot;, &quot;thousand_day&quot; or &quot;judge&quot;, not &quot;%1&quot;</source>
        <translation>打ち切りの理由は &quot;time&quot;、&quot;thousand_day&quot;、&quot;judge&quot; のいずれかです (&quot;%1&quot; ではありません)</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>%1 行 %2 文字目: %3</translation>
    </message>
    <message>
        <source>the line is longer than %1 characters</source>
        <translation>行が %1 文字を超えています</translation>
    </message>
    <message>
        <source>expected &quot;name:&quot; at the start of the line</source>
        <translation>行の先頭に「名前:」が必要です</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card letter</source>
        <translation>「%1」はカードの文字ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card letter (A 2-9 T J Q K X)</source>
        <translation>「%1」はカードの文字ではありません (A 2-9 T J Q K X)</translation>
    </message>
    <message>
        <source>a hand is written as (cards)</source>
        <translation>手札は (カード) の形で書きます</translation>
    </message>
    <message>
        <source>a second hand for &quot;%1&quot;</source>
        <translation>「%1」の手札が2回書かれています</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no hand in this game</source>
        <translation>「%1」はこの対局の手札に書かれていません</translation>
    </message>
    <message>
        <source>a game needs the hands of at least two players</source>
        <translation>対局には2人以上のプレイヤーの手札が必要です</translation>
    </message>
    <message>
        <source>no game found</source>
        <translation>対局が見つかりません</translation>
    </message>
    <message>
        <source>JSON, but not a match file of 数譜 games (their games[].raw_block)</source>
        <translation>JSON ですが、数譜の対戦ファイル (games[].raw_block) ではありません</translation>
    </message>
    <message>
        <source>nothing after &quot;%1:&quot;: write a play, D(card), % or %%</source>
        <translation>「%1:」の後に何もありません: 出したカード、D(カード)、% または %% を書きます</translation>
    </message>
    <message>
        <source>cannot read &quot;%1&quot;</source>
        <translation>「%1」を読めません</translation>
    </message>
    <message>
        <source>cannot read &quot;%1&quot;: a play, D(card), % or %% comes first</source>
        <translation>「%1」を読めません: 出したカード、D(カード)、% または %% が先です</translation>
    </message>
    <message>
        <source>a draw alone has no verdict: [..] and # follow a play</source>
        <translation>ドローだけの行には判定がありません: [..] と # は出したカードの後に書きます</translation>
    </message>
    <message>
        <source>%1 joker(s) in the play but %2 value(s) after |X=</source>
        <translation>ジョーカーが %1 枚ありますが、|X= の値は %2 個です</translation>
    </message>
    <message>
        <source>数譜 needs the initial hands: this record has none</source>
        <translation>数譜には配られた手札が必要ですが、この棋譜にはありません</translation>
    </message>
    <message>
        <source>event %1: 数譜 names every card drawn; this one is not known</source>
        <translation>%1 手目: 数譜はドローしたカードを書きますが、このカードは分かりません</translation>
    </message>
    <message>
        <source>event %1: &quot;%2&quot; has no 数譜 form</source>
        <translation>%1 手目: 「%2」は数譜で書けません</translation>
    </message>
    <message>
        <source>event %1: 数譜 names the penalty cards of a foul; these are not known</source>
        <translation>%1 手目: 数譜は反則のペナルティで引いたカードを書きますが、これらは分かりません</translation>
    </message>
    <message>
        <source>cannot write this record as 数譜: %1</source>
        <translation>この記録は数譜に書けません: %1</translation>
    </message>
    <message>
        <source>%1: that is the file being read; choose another name for the output</source>
        <translation>%1: 読み込み中のファイルです。出力には別の名前を選んでください</translation>
    </message>
    <message>
        <source>%1: is a folder, not a file</source>
        <translation>%1: ファイルではなくフォルダです</translation>
    </message>
    <message>
        <source>%1: is a disk or another device, not a file: not written</source>
        <translation>%1: ディスクなどの装置で、ファイルではありません。書き込みませんでした</translation>
    </message>
    <message>
        <source>%1: already exists and holds %2, not %3: not replaced (choose another name)</source>
        <translation>%1: すでにあり、中身は%3ではなく%2です。置き換えません（別の名前を選んでください）</translation>
    </message>
    <message>
        <source>a tournament file (SQLite)</source>
        <translation>大会ファイル（SQLite データベース）</translation>
    </message>
    <message>
        <source>a PDF</source>
        <translation>PDF ファイル</translation>
    </message>
    <message>
        <source>a picture</source>
        <translation>画像</translation>
    </message>
    <message>
        <source>binary data</source>
        <translation>バイナリデータ</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON テキスト</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV ファイル</translation>
    </message>
    <message>
        <source>text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>event %1: %2</source>
        <translation>イベント %1: %2</translation>
    </message>
    <message>
        <source>event %1: %2. Event %3 gave a factor field of one number, a foul when the record was written; since R9b that play cannot be made, so the record does not replay as written</source>
        <translation>イベント %1: %2。イベント %3 は一つの数だけの素因数場で、記録が書かれたときは反則でしたが、R9b 以降は出せないため、この記録は書かれたとおりには再生できません</translation>
    </message>
    <message>
        <source>larger than %1 MB: not a game record</source>
        <translation>%1 MB を超えています: 棋譜ではありません</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>ファイルがありません</translation>
    </message>
    <message>
        <source>is a folder, not a record file</source>
        <translation>フォルダです。棋譜ファイルではありません</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1)</source>
        <translation>UTF-8 のテキストではありません (%1 バイト目)</translation>
    </message>
    <message>
        <source>not JSON (line %1, column %2: %3)</source>
        <translation>JSON ではありません (%1 行 %2 桁: %3)</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at line %2, column %3</source>
        <translation>正しい JSON ではありません: %1 (%2 行 %3 桁)</translation>
    </message>
    <message>
        <source>JSON nested too deeply to be a record</source>
        <translation>JSON の入れ子が深すぎます: 棋譜ではありません</translation>
    </message>
    <message>
        <source>a number in the JSON has more than %1 digits, too long to read</source>
        <translation>JSON の数が%1桁を超えていて、読めません</translation>
    </message>
    <message>
        <source>a record is a JSON object, this is not</source>
        <translation>棋譜は JSON のオブジェクトですが、これは違います</translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;%1&quot;, not %2</source>
        <translation>&quot;format&quot; は &quot;%1&quot; でなければなりません (%2 ではなく)</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in the record</source>
        <translation>棋譜に不明なキー &quot;%1&quot; があります</translation>
    </message>
    <message>
        <source>&quot;players&quot; must be a list of names</source>
        <translation>&quot;players&quot; は名前のリストでなければなりません</translation>
    </message>
    <message>
        <source>&quot;deck&quot; needs &quot;hands&quot;: a known deck goes with known hands</source>
        <translation>&quot;deck&quot; には &quot;hands&quot; が必要です: 山札が分かるなら手札も分かっているはずです</translation>
    </message>
    <message>
        <source>&quot;hands&quot; must be an object of card text</source>
        <translation>&quot;hands&quot; はカード表記のオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>the hand of &quot;%1&quot; must be card text</source>
        <translation>&quot;%1&quot; の手札はカード表記でなければなりません</translation>
    </message>
    <message>
        <source>the hand of &quot;%1&quot;</source>
        <translation>&quot;%1&quot; の手札</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>&quot;deck&quot; must be card text</source>
        <translation>&quot;deck&quot;（山札）はカード表記でなければなりません</translation>
    </message>
    <message>
        <source>&quot;events&quot; must be a list</source>
        <translation>&quot;events&quot; はリストでなければなりません</translation>
    </message>
    <message>
        <source>&quot;events&quot; has %1 entries; a record holds at most %2</source>
        <translation>&quot;events&quot; が %1 件あります。棋譜に入るのは最大 %2 件です</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>&quot;meta&quot; must be an object</source>
        <translation>&quot;meta&quot; はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>&quot;settings&quot; must be an object</source>
        <translation>&quot;settings&quot; はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>unknown setting &quot;%1&quot;</source>
        <translation>不明な設定 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be one of %2, not %3</source>
        <translation>設定 &quot;%1&quot; は %2 のいずれかです (%3 ではなく)</translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be true or false, not %2</source>
        <translation>設定 &quot;%1&quot; は true か false です (%2 ではなく)</translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be a whole number, not %2</source>
        <translation>設定 &quot;%1&quot; は整数です (%2 ではなく)</translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be at least %2, not %3</source>
        <translation>設定 &quot;%1&quot; は %2 以上です (%3 ではなく)</translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be at most %2, not %3</source>
        <translation>設定 &quot;%1&quot; は %2 以下です (%3 ではなく)</translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be at most %2, not a %3-digit number</source>
        <translation>設定 &quot;%1&quot; は %2 以下です (%3 桁の数ではなく)</translation>
    </message>
    <message>
        <source>setting &quot;%1&quot; must be at most %2, not a huge number</source>
        <translation>設定 &quot;%1&quot; は %2 以下です (巨大な数ではなく)</translation>
    </message>
    <message>
        <source>setting &quot;burst_at&quot; (%1) must be more than &quot;hand_size&quot; (%2)</source>
        <translation>設定 &quot;burst_at&quot; (%1) は &quot;hand_size&quot; (%2) より大きくなければなりません</translation>
    </message>
    <message>
        <source>a game needs at least two players</source>
        <translation>ゲームには 2 人以上のプレイヤーが必要です</translation>
    </message>
    <message>
        <source>player &quot;%1&quot; is listed twice</source>
        <translation>プレイヤー &quot;%1&quot; が 2 回書かれています</translation>
    </message>
    <message>
        <source>&quot;hands&quot; has no hand for player &quot;%1&quot;</source>
        <translation>&quot;hands&quot; にプレイヤー &quot;%1&quot; の手札がありません</translation>
    </message>
    <message>
        <source>&quot;hands&quot; names &quot;%1&quot;, who is not a player</source>
        <translation>&quot;hands&quot; にプレイヤーでない &quot;%1&quot; があります</translation>
    </message>
    <message>
        <source>the hands hold more &quot;%1&quot; than the cards in play</source>
        <translation>手札の &quot;%1&quot; が使用するカードより多くあります</translation>
    </message>
    <message>
        <source>the hand of &quot;%1&quot; has &quot;%2&quot; without a suit</source>
        <translation>&quot;%1&quot; の手札の &quot;%2&quot; にスートがありません</translation>
    </message>
    <message>
        <source>the deck has &quot;%1&quot; without a suit</source>
        <translation>山札の &quot;%1&quot; にスートがありません</translation>
    </message>
    <message>
        <source>hands and deck must hold exactly the cards in play: %1</source>
        <translation>手札と山札を合わせて使用するカードちょうどでなければなりません: %1</translation>
    </message>
    <message>
        <source>too many %1</source>
        <translation>%1 が多すぎます</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>%1 が足りません</translation>
    </message>
    <message>
        <source>too many %1; missing %2</source>
        <translation>%1 が多すぎ、%2 が足りません</translation>
    </message>
    <message>
        <source>%1 hands of %2 need %3 cards; only %4 are in play (add a deck or deal fewer)</source>
        <translation>%2 枚の手札 %1 人分には %3 枚必要ですが、使用するカードは %4 枚です (山札を増やすか配る枚数を減らしてください)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not left to deal (it is named twice or not in play)</source>
        <translation>%1: &quot;%2&quot; は配る残りにありません (2 回書かれているか、使用しないカードです)</translation>
    </message>
    <message>
        <source>an event must be an object</source>
        <translation>イベントはオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>&quot;reason&quot; must be text</source>
        <translation>&quot;reason&quot; はテキストでなければなりません</translation>
    </message>
    <message>
        <source>unknown action %1 (expected one of %2)</source>
        <translation>不明なアクション %1 (%2 のいずれか)</translation>
    </message>
    <message>
        <source>a &quot;%1&quot; event needs a &quot;player&quot;</source>
        <translation>&quot;%1&quot; イベントには &quot;player&quot;（プレイヤー）が必要です</translation>
    </message>
    <message>
        <source>a &quot;%1&quot; event needs &quot;%2&quot; as card text</source>
        <translation>&quot;%1&quot; イベントには &quot;%2&quot; をカード表記で書きます</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>&quot;%1&quot; は true か false です</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be card text</source>
        <translation>&quot;%1&quot; はカード表記でなければなりません</translation>
    </message>
    <message>
        <source>a player&apos;s name must be non-empty text, not %1</source>
        <translation>プレイヤー名は空でないテキストです (%1 ではなく)</translation>
    </message>
    <message>
        <source>a player&apos;s name has at most %1 characters, not %2</source>
        <translation>プレイヤー名は %1 文字までです (%2 文字ではなく)</translation>
    </message>
    <message>
        <source>the name %1 has a control character (U+%2) at position %3</source>
        <translation>名前 %1 の %3 文字目に制御文字 (U+%2) があります</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>cannot be played</source>
        <translation>出せない</translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>forced pass</source>
        <translation>強制パス</translation>
    </message>
    <message>
        <source>to the deck</source>
        <translation>山札へ</translation>
    </message>
    <message>
        <source>the game stops</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>宣言</translation>
    </message>
    <message>
        <source>stop: game time (D11)</source>
        <translation>打ち切り: 制限時間 (D11)</translation>
    </message>
    <message>
        <source>stop: thousand-day rule (D18)</source>
        <translation>打ち切り: 千日手 (D18)</translation>
    </message>
    <message>
        <source>stop: the judge&apos;s decision</source>
        <translation>打ち切り: 審判の判断</translation>
    </message>
    <message>
        <source>disqualify</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>declare %1</source>
        <translation>宣言 %1</translation>
    </message>
    <message>
        <source>to the deck: %1</source>
        <translation>山札へ: %1</translation>
    </message>
    <message>
        <source>— the clocks stood %1 s while the judge was asked; not counted unless the judge counts it —</source>
        <translation>— 確認中は時計を %1 秒停止 (加算するかは審判が決める) —</translation>
    </message>
    <message>
        <source>— resumed from the autosave —</source>
        <translation>— 自動保存から再開 —</translation>
    </message>
    <message>
        <source>(the console was down %1 s; the clocks are paused until the judge resumes them)</source>
        <translation>(コンソール停止 %1 秒。判定員が再開するまで時計は一時停止)</translation>
    </message>
    <message>
        <source>The clocks stand as at the crash; the downtime is not counted unless the judge counts it.</source>
        <translation>時計はクラッシュ時点の状態に戻しました。停止していた時間は、審判が加算しない限り計上しません。</translation>
    </message>
    <message>
        <source>— clocks paused —</source>
        <translation>— 時計を一時停止 —</translation>
    </message>
    <message>
        <source>— clocks paused: %1 —</source>
        <translation>— 時計を一時停止: %1 —</translation>
    </message>
    <message>
        <source>— clocks running again —</source>
        <translation>— 時計を再開 —</translation>
    </message>
    <message>
        <source>— undone: %1 —</source>
        <translation>— 取り消し: %1 —</translation>
    </message>
    <message>
        <source>(redone)</source>
        <translation>(やり直し)</translation>
    </message>
    <message>
        <source>— the downtime (%1 s) is counted on the clocks —</source>
        <translation>— 停止していた時間 (%1 秒) を時計に加算しました —</translation>
    </message>
</context>
<context>
    <name>FactorGroup</name>
    <message>
        <source>Add an exponent slot (type ^ in a slot)</source>
        <translation>指数の枠を足す（枠の中で ^ を打つ）</translation>
    </message>
    <message>
        <source>Remove this factor (Backspace in its empty base slot)</source>
        <translation>この因数を消す（空の底の枠で Backspace）</translation>
    </message>
    <message>
        <source>exp.</source>
        <translation>指数</translation>
    </message>
    <message>
        <source>base</source>
        <translation>底</translation>
    </message>
</context>
<context>
    <name>FactorSlots</name>
    <message>
        <source>+ factor  [*]</source>
        <translation>＋ 因数  [*]</translation>
    </message>
    <message>
        <source>Add a factor (type * in a slot)</source>
        <translation>因数を足す（枠の中で * を打つ）</translation>
    </message>
</context>
<context>
    <name>FloatingClockStrip</name>
    <message>
        <source>Live clocks</source>
        <translation>対局中の時計</translation>
    </message>
</context>
<context>
    <name>FollowUpPanel</name>
    <message>
        <source>OK  [Enter]</source>
        <translation>OK  [Enter]</translation>
    </message>
    <message>
        <source>The judge stopped the game: it stops after the discards.</source>
        <translation>判定員がゲームを止めました: 捨て札が終わったところで終了します。</translation>
    </message>
    <message numerus="yes">
        <source>%1: choose %n card(s) to put at the bottom of the deck</source>
        <translation>
            <numerusform>%1: 山札の一番下に置くカードを %n 枚選んでください</numerusform>
        </translation>
    </message>
    <message>
        <source>holds: %1</source>
        <translation>手札: %1</translation>
    </message>
    <message>
        <source>then: %1</source>
        <translation>次: %1</translation>
    </message>
    <message>
        <source>%1: declare one number using all %2 cards (D12, MathPower 2016)</source>
        <translation>%1: 手札 %2 枚すべてを使って数を1つ宣言してください (D12, MathPower 2016)</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <source>%1: %2 → prime</source>
        <translation>%1: %2 → 素数</translation>
    </message>
    <message>
        <source>%1: %2 → not prime</source>
        <translation>%1: %2 → 素数でない</translation>
    </message>
    <message>
        <source>Game over: the game time ran out (D11); ranked by D12.</source>
        <translation>ゲーム終了: ゲームの制限時間に達しました (D11)。順位は D12 で決めます。</translation>
    </message>
    <message>
        <source>Game over: the judge stopped the game; ranked by D12.</source>
        <translation>ゲーム終了: 審判が打ち切りました。D12 で順位を決めます。</translation>
    </message>
    <message>
        <source>Game over: thousand-day rule (D18) — the same turns came round 4 times; ranked by D12.</source>
        <translation>ゲーム終了: 千日手 (D18) — 同じ手番が4回回ってきました。順位は D12 で決めます。</translation>
    </message>
    <message>
        <source>Game over: only one player is left.</source>
        <translation>ゲーム終了: 残りのプレイヤーが1人になりました。</translation>
    </message>
    <message>
        <source>(disqualified)</source>
        <translation>(失格)</translation>
    </message>
    <message>
        <source>(went out)</source>
        <translation>(あがり)</translation>
    </message>
</context>
<context>
    <name>FormatPages</name>
    <message>
        <source>Final</source>
        <translation>決勝</translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation>準決勝</translation>
    </message>
    <message>
        <source>Quarter-final</source>
        <translation>準々決勝</translation>
    </message>
    <message>
        <source>Knock-out round %1</source>
        <translation>決勝トーナメント %1 回戦</translation>
    </message>
    <message>
        <source>%1 (%2 players)</source>
        <translation>%1 (%2 人)</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>対戦表</translation>
    </message>
    <message>
        <source>Take back the match&apos;s last game</source>
        <translation>対戦の最後のゲームを取り消す</translation>
    </message>
    <message>
        <source>The selected table&apos;s match loses its last game; a decided match opens again</source>
        <translation>選択した卓の対戦から最後のゲームを取り消します。決着した対戦は再開されます</translation>
    </message>
    <message>
        <source>Knock-out: %1</source>
        <translation>決勝トーナメント: %1</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>（次は %1）</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>第 %1 ラウンド · %2</translation>
    </message>
    <message>
        <source>Seat next round</source>
        <translation>次のラウンドの座席を決める</translation>
    </message>
    <message>
        <source>Seat the final</source>
        <translation>決勝の座席を決める</translation>
    </message>
    <message>
        <source>Seat the knock-out</source>
        <translation>勝ち抜き戦の座席を決める</translation>
    </message>
    <message>
        <source>Round robin complete</source>
        <translation>総当たり戦は終了</translation>
    </message>
    <message>
        <source>Knock-out complete</source>
        <translation>勝ち抜き戦は終了</translation>
    </message>
    <message>
        <source>Final played</source>
        <translation>決勝は終了</translation>
    </message>
    <message>
        <source>Seat group round %1 of %2</source>
        <translation>グループ戦 第 %1 ラウンド (全 %2) の座席を決める</translation>
    </message>
    <message>
        <source>Seat round %1 of %2</source>
        <translation>第 %1 ラウンド (全 %2) の座席を決める</translation>
    </message>
    <message>
        <source>Seat round %1</source>
        <translation>第 %1 ラウンドの座席を決める</translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation>%1 グループ</translation>
    </message>
    <message>
        <source>match %1–%2</source>
        <translation>対戦 %1–%2</translation>
    </message>
</context>
<context>
    <name>GameConsole</name>
    <message>
        <source>Disqualify…  [Ctrl+Shift+D]</source>
        <translation>失格にする…  [Ctrl+Shift+D]</translation>
    </message>
    <message>
        <source>Undo  [Ctrl+Z]</source>
        <translation>取り消し  [Ctrl+Z]</translation>
    </message>
    <message>
        <source>Redo  [Ctrl+Y]</source>
        <translation>やり直し  [Ctrl+Y]</translation>
    </message>
    <message>
        <source>&lt;deal&gt;</source>
        <translation>&lt;配札&gt;</translation>
    </message>
    <message>
        <source>NOT AUTOSAVED: a crash would lose this game. Save the record (Ctrl+S) often.</source>
        <translation>自動保存されていません: 異常終了するとこの対局は失われます。こまめに記録を保存してください (Ctrl+S)。</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>取り消し履歴</translation>
    </message>
    <message>
        <source>Factorizing %1 …</source>
        <translation>%1 を素因数分解中…</translation>
    </message>
    <message>
        <source>Disqualify %1 (judge&apos;s decision)</source>
        <translation>%1 を失格にする (素数判定員の判断)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>A game is running. Close it and start a new one?</source>
        <translation>ゲームが進行中です。終了して新しいゲームを始めますか?</translation>
    </message>
    <message>
        <source>An unfinished game (%1, %2 events) was autosaved. Resume it where it was?</source>
        <translation>終わっていないゲーム (%1、%2 件の記録) が自動保存されています。続きから再開しますか?</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>ゲームを再開</translation>
    </message>
    <message>
        <source>Start play now  [%1]</source>
        <translation>対局開始  [%1]</translation>
    </message>
    <message>
        <source>reason for the pause (optional), Enter pauses</source>
        <translation>一時停止の理由 (任意、Enter で一時停止)</translation>
    </message>
    <message>
        <source>Close this game? It is not finished, and it will not be offered for resuming.</source>
        <translation>この対局を閉じますか? まだ終わっておらず、再開の候補にも出なくなります。</translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation>対局を閉じる</translation>
    </message>
    <message>
        <source>Disqualify %1? Their cards are set aside and they rank below everyone still in.</source>
        <translation>%1 を失格にしますか？ 手札は除外され、残っている全員より下の順位になります。</translation>
    </message>
    <message>
        <source>Disqualify</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>Resume clocks  [%1]</source>
        <translation>時計を再開  [%1]</translation>
    </message>
    <message>
        <source>Pause clocks (dispute)  [%1]</source>
        <translation>時計を一時停止 (異議)  [%1]</translation>
    </message>
    <message>
        <source>new game dialog</source>
        <translation>新しいゲームのダイアログ</translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation>第 %1 ラウンド %2 卓</translation>
    </message>
    <message>
        <source>Cannot resume: %1</source>
        <translation>再開できません: %1</translation>
    </message>
    <message>
        <source>The autosave was kept as %1.</source>
        <translation>自動保存ファイルは %1 として残しました。</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>棋譜 (*.json)</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>感想戦</translation>
    </message>
    <message>
        <source>A review is for a finished game whose hands are known; while a game is played its hands stay hidden.</source>
        <translation>感想戦は手札が分かる終わった対局のためのものです。対局中は手札を伏せたままにします。</translation>
    </message>
    <message>
        <source>the finished game</source>
        <translation>終わった対局</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>自動保存</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>自動保存に失敗しました</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Choose another place for the autosave, or play on in memory (a crash would then lose the game).</source>
        <translation>自動保存の場所を選び直すか、メモリ上で続行してください (その場合、異常終了で対局が失われます)。</translation>
    </message>
    <message>
        <source>Choose another place…</source>
        <translation>別の場所を選ぶ…</translation>
    </message>
    <message>
        <source>Play on in memory</source>
        <translation>メモリ上で続行</translation>
    </message>
    <message>
        <source>Autosave to</source>
        <translation>自動保存先</translation>
    </message>
    <message>
        <source>Autosave journals (*.jsonl)</source>
        <translation>自動保存ファイル (*.jsonl)</translation>
    </message>
    <message>
        <source>Import a game in 数譜</source>
        <translation>数譜から対局を読み込む</translation>
    </message>
    <message>
        <source>数譜 text (*.txt);;Match files of 数譜 games (*.json);;All files (*)</source>
        <translation>数譜テキスト (*.txt);;数譜の対戦ファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Export the game in 数譜</source>
        <translation>対局を数譜で書き出す</translation>
    </message>
    <message>
        <source>数譜 text (*.txt)</source>
        <translation>数譜テキスト (*.txt)</translation>
    </message>
    <message>
        <source>short-deck discards</source>
        <translation>山札不足の捨て札</translation>
    </message>
    <message>
        <source>a MathPower declaration</source>
        <translation>MathPower の宣言</translation>
    </message>
    <message>
        <source>a stop</source>
        <translation>ゲームの停止</translation>
    </message>
    <message>
        <source>a disqualification</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>Continue a saved game</source>
        <translation>保存したゲームを続ける</translation>
    </message>
    <message>
        <source>Audience display</source>
        <translation>観客用画面</translation>
    </message>
    <message>
        <source>Show it on which screen?</source>
        <translation>どの画面に表示しますか?</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <source>User guide</source>
        <translation>利用者ガイド</translation>
    </message>
    <message>
        <source>The user guide is not installed with this copy. It is docs/guide.%1.md in the source.</source>
        <translation>このコピーには利用者ガイドが入っていません。ソースの docs/guide.%1.md にあります。</translation>
    </message>
</context>
<context>
    <name>HallWindow</name>
    <message>
        <source>Hall display</source>
        <translation>会場表示</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Where do I sit</source>
        <translation>座席案内</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>よみ</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Round 1 is not seated yet</source>
        <translation>第1回戦の座席はまだ決まっていません</translation>
    </message>
    <message>
        <source>%1 of %2 tables finished</source>
        <translation>%2卓中%1卓終了</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <source>%1 — updated %2</source>
        <translation>%1 — %2 更新</translation>
    </message>
    <message>
        <source>A page stays %1 s</source>
        <translation>1 ページを %1 秒表示します</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>不戦</translation>
    </message>
    <message>
        <source>Not up to date: %1</source>
        <translation>最新ではありません: %1</translation>
    </message>
</context>
<context>
    <name>HexadTab</name>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Computer starts</source>
        <translation>コンピュータが先手</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>取り消し(&amp;U)</translation>
    </message>
    <message>
        <source>Take back your last move and the computer&apos;s answer</source>
        <translation>あなたの最後の手とコンピュータの応手を取り消します</translation>
    </message>
    <message>
        <source>Show the energy of every move</source>
        <translation>すべての手のエネルギーを表示</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Energy after</source>
        <translation>着手後のエネルギー</translation>
    </message>
    <message>
        <source>Hexad game (mathematical blackjack)</source>
        <translation>ヘキサッドゲーム (数学的ブラックジャック)</translation>
    </message>
    <message>
        <source>Legal moves</source>
        <translation>指せる手</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>これまでの手</translation>
    </message>
    <message>
        <source>The labelings could not be computed: %1</source>
        <translation>ラベリングを計算できませんでした: %1</translation>
    </message>
    <message>
        <source>Setting up a position: type its squares or click the board.</source>
        <translation>局面を配置中: マス番号を入力するか、盤をクリックしてください。</translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation>その手は指せません: {0}</translation>
    </message>
    <message>
        <source>Your move and the computer&apos;s answer were taken back.</source>
        <translation>あなたの手とコンピュータの応手を取り消しました。</translation>
    </message>
    <message>
        <source>Your move was taken back.</source>
        <translation>あなたの手を取り消しました。</translation>
    </message>
    <message>
        <source>The computer&apos;s move was taken back.</source>
        <translation>コンピュータの手を取り消しました。</translation>
    </message>
    <message>
        <source>{0} → {1}</source>
        <translation>{0} → {1}</translation>
    </message>
    <message>
        <source>0 (winning)</source>
        <translation>0 (勝ち)</translation>
    </message>
    <message>
        <source>The computer moved {0} → {1}.</source>
        <translation>コンピュータの手: {0} → {1}。</translation>
    </message>
    <message>
        <source>You win: the computer has no move left.</source>
        <translation>あなたの勝ち: コンピュータに指せる手がありません。</translation>
    </message>
    <message>
        <source>The computer wins: you have no move left.</source>
        <translation>コンピュータの勝ち: 指せる手がありません。</translation>
    </message>
    <message>
        <source>Your move: click a coin, then an empty square to its left.</source>
        <translation>あなたの番: コインをクリックし、その左の空いているマスをクリックしてください。</translation>
    </message>
    <message>
        <source>Energy 0: this is a hexad, every move loses against perfect play.</source>
        <translation>エネルギー 0: ヘキサッドです。最善手を指す相手にはどの手も負けます。</translation>
    </message>
    <message>
        <source>Energy {0}: a move to energy 0 (a hexad) wins.</source>
        <translation>エネルギー {0}: エネルギー 0 (ヘキサッド) にする手が勝ちです。</translation>
    </message>
</context>
<context>
    <name>JokerDialog</name>
    <message>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <source>Which value does the joker take? Type it (0–13) or click it.</source>
        <translation>ジョーカーの値はいくつですか？ 入力 (0–13) するかクリックしてください。</translation>
    </message>
    <message>
        <source>∞ or 0–13</source>
        <translation>∞ または 0–13</translation>
    </message>
    <message>
        <source>0–13</source>
        <translation>0–13</translation>
    </message>
</context>
<context>
    <name>LabelingTableModel</name>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>|L(D)|</source>
        <translation>|L(D)|</translation>
    </message>
    <message>
        <source>Energy 1</source>
        <translation>エネルギー 1</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>ブロック</translation>
    </message>
    <message>
        <source>The shuffle labeling: its game is the hexad game</source>
        <translation>シャッフルラベリング: 生成するゲームはヘキサッドゲーム</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>LiveGame</name>
    <message>
        <source>The autosave %1 cannot be used: %2. Choose another place when the first action asks.</source>
        <translation>自動保存ファイル %1 は使えません: %2。最初の操作のときに別の保存場所を選んでください。</translation>
    </message>
    <message>
        <source>The autosave %1 is in use by another console (%2). This console autosaves to %3.</source>
        <translation>自動保存ファイル %1 は別のコンソール (%2) が使用中です。このコンソールは %3 に自動保存します。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Prime Daifugo judge console — 素数大富豪</source>
        <translation>素数大富豪 素数判定員コンソール</translation>
    </message>
    <message>
        <source>Game console</source>
        <translation>判定コンソール</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>Prime tools</source>
        <translation>素数ツール</translation>
    </message>
    <message>
        <source>Tanhinmin</source>
        <translation>単貧民</translation>
    </message>
    <message>
        <source>Hexad</source>
        <translation>ヘキサッド</translation>
    </message>
    <message>
        <source>the 数譜 replay</source>
        <translation>数譜の再生</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Save record…</source>
        <translation>棋譜を保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Open record (replay)…</source>
        <translation>棋譜を開く・再生(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Continue a saved game…</source>
        <translation>保存したゲームを続ける(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Import 数譜…</source>
        <translation>数譜を読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Review the finished game</source>
        <translation>終わった対局の感想戦(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export 数譜…</source>
        <translation>数譜を書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Audience display</source>
        <translation>観客用画面(&amp;A)</translation>
    </message>
    <message>
        <source>Stop the game now (judge&apos;s decision)…</source>
        <translation>今すぐゲームを打ち切る (審判の判断)…</translation>
    </message>
    <message>
        <source>Count the downtime on the clocks</source>
        <translation>停止していた時間を時計に加算</translation>
    </message>
    <message>
        <source>&amp;Close the game</source>
        <translation>ゲームを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>利用者ガイド(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;About Prime Daifugo…</source>
        <translation>素数大富豪について(&amp;A)…</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <source>Log folder: %1</source>
        <translation>ログフォルダー: %1</translation>
    </message>
    <message>
        <source>About Prime Daifugo</source>
        <translation>素数大富豪について</translation>
    </message>
    <message>
        <source>MIT licence (see LICENSE).</source>
        <translation>MIT ライセンス（LICENSE を参照）。</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>Hand of the player to move → Prime tools</source>
        <translation>手番のプレイヤーの手札 → 素数ツール</translation>
    </message>
    <message>
        <source>Two-player position → Tanhinmin</source>
        <translation>プレイヤー2人の局面 → 単貧民</translation>
    </message>
    <message>
        <source>Record the finished game in the tournament</source>
        <translation>終わったゲームを大会に記録</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>ゲームは進行していません。</translation>
    </message>
    <message>
        <source>Hands are counted, not known: only open hands or a typed deal can be analysed.</source>
        <translation>手札は枚数のみ管理されています。分析できるのは手札公開か配札を入力したゲームだけです。</translation>
    </message>
    <message>
        <source>Tanhinmin needs exactly two players still in the game.</source>
        <translation>単貧民の分析には、ゲームに残っているプレイヤーがちょうど2人必要です。</translation>
    </message>
    <message>
        <source>Tanhinmin plays single cards, but the field holds a play of %1 cards. Send the position when the field is empty or holds one card.</source>
        <translation>単貧民は 1 枚ずつ出すゲームですが、場には %1 枚の組が出ています。場が空か 1 枚のときに送ってください。</translation>
    </message>
    <message>
        <source>Some cards of these hands are not known: Tanhinmin needs every card.</source>
        <translation>この手札には分からないカードがあります。単貧民にはすべてのカードが必要です。</translation>
    </message>
    <message>
        <source>Only a finished game can be recorded.</source>
        <translation>記録できるのは終わったゲームだけです。</translation>
    </message>
    <message>
        <source>Stop the game</source>
        <translation>ゲームを中断</translation>
    </message>
    <message>
        <source>Stop the game now and rank the players still in by D12?</source>
        <translation>今すぐゲームを中断し、残っているプレイヤーの順位を D12 で決めますか?</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Quit anyway? The finished game is not in the tournament and could not be kept on disk: after quitting, only the autosave may still hold it.</source>
        <translation>それでも終了しますか?終わった対局は大会に記録されておらず、ディスクにも保存できませんでした。終了後は自動保存にしか残っていない可能性があります。</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>自動保存</translation>
    </message>
    <message>
        <source>The console stopped unexpectedly last time (started %1). What was saved before then is kept. The details are in %2; please send that file with your report.</source>
        <translation>前回、コンソールが予期せず終了しました（開始 %1）。それまでに保存された内容は残っています。詳細は %2 にあります。報告の際はこのファイルを送ってください。</translation>
    </message>
    <message>
        <source>The last run crashed</source>
        <translation>前回の異常終了</translation>
    </message>
    <message>
        <source>consideration %1</source>
        <translation>考慮時間 %1</translation>
    </message>
    <message>
        <source>%1 to move %2</source>
        <translation>%1 の手番 %2</translation>
    </message>
    <message>
        <source>game %1</source>
        <translation>ゲーム %1</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>一時停止中</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>MovesModel</name>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>After it</source>
        <translation>着手後</translation>
    </message>
    <message>
        <source>Cor. 6</source>
        <translation>系 6</translation>
    </message>
    <message>
        <source>Alg. 1</source>
        <translation>アルゴリズム 1</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>負け</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>deal line %1: write &quot;Name: cards&quot; or &quot;deck: cards&quot;</source>
        <translation>配り札の %1 行目:「名前: カード」か「deck: カード」（山札）の形で書いてください</translation>
    </message>
    <message>
        <source>deal line %1 (%2): %3</source>
        <translation>配り札の %1 行目（%2）: %3</translation>
    </message>
    <message>
        <source>deal line %1: &quot;%2&quot; is not a player</source>
        <translation>配り札の %1 行目:「%2」はプレイヤーではありません</translation>
    </message>
    <message>
        <source>the deal has no hand for &quot;%1&quot;</source>
        <translation>配り札に「%1」の手札がありません</translation>
    </message>
    <message>
        <source>the deal needs a &quot;deck:&quot; line (top card first)</source>
        <translation>配り札には「deck:」（または「山札:」）の行が必要です（上のカードから）</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>one name a line, in seat order (clockwise)</source>
        <translation>1行に1人、座席順 (時計回り) に</translation>
    </message>
    <message>
        <source>Same players and settings as the last game</source>
        <translation>前のゲームと同じプレイヤーと設定</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>Counted hands (live play: only the numbers of cards)</source>
        <translation>枚数のみ管理 (実戦: 手札の枚数だけを記録)</translation>
    </message>
    <message>
        <source>Known hands, dealt here (open hands D19)</source>
        <translation>手札を管理・ここで配る (手札公開 D19)</translation>
    </message>
    <message>
        <source>Known hands, deal typed in</source>
        <translation>手札を管理・配札を入力</translation>
    </message>
    <message>
        <source>Aki: S2 H7 …
Ben: …
Chie: …
deck: SA H2 …</source>
        <translation>Aki: S2 H7 …
Ben: …
Chie: …
山札: SA H2 …</translation>
    </message>
    <message>
        <source>Declared first player (rock-paper-scissors)</source>
        <translation>最初のプレイヤーを指定 (じゃんけん)</translation>
    </message>
    <message>
        <source>Shown-card method (appendix): each shows a card</source>
        <translation>カード提示方式 (追記): 各自1枚を出す</translation>
    </message>
    <message>
        <source>Players (seat order)</source>
        <translation>プレイヤー (座席順)</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Turn order (D5)</source>
        <translation>手番の順序 (D5)</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>ルール設定</translation>
    </message>
    <message>
        <source>card shown, e.g. SK or X</source>
        <translation>出したカード (例: SK、X)</translation>
    </message>
    <message>
        <source>%1 has not shown a card yet</source>
        <translation>%1 がまだカードを見せていません</translation>
    </message>
    <message>
        <source>%1&apos;s shown card: %2</source>
        <translation>%1 の見せたカード: %2</translation>
    </message>
    <message>
        <source>%1 shows exactly one card</source>
        <translation>%1 が見せるカードはちょうど 1 枚です</translation>
    </message>
    <message>
        <source>Inactive: the thousand-day rule applies only without a game time limit (D11).</source>
        <translation>無効: 千日手はゲームの制限時間 (D11) がないときだけ適用されます。</translation>
    </message>
    <message>
        <source>Deal %1 cards to each of %2 players; %3 stay in the deck (%4 in play).</source>
        <translation>%2 人に %1 枚ずつ配り、山札に %3 枚残ります (使用カード %4 枚)。</translation>
    </message>
    <message>
        <source>The shown cards then go to the bottom of the deck.</source>
        <translation>出したカードはその後、山札の一番下に加えます。</translation>
    </message>
    <message>
        <source>Not enough cards: %1 players × %2 &gt; %3. Add a deck or deal fewer.</source>
        <translation>カードが足りません: %1 人 × %2 枚 &gt; %3 枚。トランプを1組足すか、配る枚数を減らしてください。</translation>
    </message>
    <message>
        <source>Turn order: %1</source>
        <translation>手番の順序: %1</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <source>New tournament</source>
        <translation>新しい大会</translation>
    </message>
    <message>
        <source>Tournament name</source>
        <translation>大会名</translation>
    </message>
    <message>
        <source>Swiss (rounds seated by standings)</source>
        <translation>スイス式 (成績順に座席を決める)</translation>
    </message>
    <message>
        <source>Knock-out (winners go on)</source>
        <translation>勝ち抜き (勝者が進む)</translation>
    </message>
    <message>
        <source>Round robin (everyone meets everyone)</source>
        <translation>総当たり戦 (全員と 1 回ずつ対戦)</translation>
    </message>
    <message>
        <source>Swiss, then a final of the top players</source>
        <translation>スイス式の後、上位プレイヤーで決勝</translation>
    </message>
    <message>
        <source>Groups, then a knock-out</source>
        <translation>グループ戦の後、勝ち抜き戦</translation>
    </message>
    <message>
        <source>Tables of two: each pair plays once (circle method)</source>
        <translation>2 人卓: どの 2 人も 1 回ずつ対戦 (サークル方式)</translation>
    </message>
    <message>
        <source>Players who go on from each table (every table knocks one out)</source>
        <translation>各卓から次に進む人数 (どの卓でも 1 人以上が敗退)</translation>
    </message>
    <message>
        <source>The best players by the swiss standings who play the final</source>
        <translation>スイス式の順位で決勝に進む上位のプレイヤー</translation>
    </message>
    <message>
        <source>More finalists than seats: several final tables, seeded like a snake</source>
        <translation>決勝進出者が卓の人数より多いときは複数の決勝卓 (スネーク方式で配置)</translation>
    </message>
    <message>
        <source>Players are dealt to the groups like a snake, in registration order</source>
        <translation>登録順にスネーク方式でグループに振り分けます</translation>
    </message>
    <message>
        <source>At tables of two: 1 is a single game, more a match recorded game by game</source>
        <translation>2 人卓: 1 なら 1 ゲーム、2 以上なら 1 ゲームずつ記録する対戦</translation>
    </message>
    <message>
        <source>Best of (first to a majority)</source>
        <translation>先取 (過半数を先に取った方の勝ち)</translation>
    </message>
    <message>
        <source>Fixed number of games</source>
        <translation>決まったゲーム数</translation>
    </message>
    <message>
        <source>Alternate (seat 1 opens odd games)</source>
        <translation>交互 (奇数ゲームは 1 番席が先手)</translation>
    </message>
    <message>
        <source>Loser of the previous game</source>
        <translation>前のゲームの敗者</translation>
    </message>
    <message>
        <source>The semi-finals&apos; other players play for 3rd place</source>
        <translation>準決勝で敗れたプレイヤーで3位決定戦を行う</translation>
    </message>
    <message>
        <source>No rematch: never seat past table-mates together when a seating allows it</source>
        <translation>再戦なし: 可能な限り、過去に同卓したプレイヤー同士を同じ卓にしない</translation>
    </message>
    <message>
        <source>Keep players of one club apart where the standings allow</source>
        <translation>同じ所属のプレイヤーは成績の許す限り別の卓にする</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>Fewest seats at a table</source>
        <translation>1 卓の最少人数</translation>
    </message>
    <message>
        <source>Most seats at a table</source>
        <translation>1 卓の最多人数</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>グループ数</translation>
    </message>
    <message>
        <source>Going on from each group</source>
        <translation>各グループから進む人数</translation>
    </message>
    <message>
        <source>Seats at a knock-out table</source>
        <translation>勝ち抜き戦の 1 卓の人数</translation>
    </message>
    <message>
        <source>Going on from each table</source>
        <translation>各卓から進む人数</translation>
    </message>
    <message>
        <source>Games per match at tables of two</source>
        <translation>2 人卓の 1 対戦のゲーム数</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>対戦方式</translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Swiss rounds before the final</source>
        <translation>決勝前のスイス式ラウンド数</translation>
    </message>
    <message>
        <source>Players in the final</source>
        <translation>決勝に進む人数</translation>
    </message>
    <message>
        <source>Seats at a final table</source>
        <translation>決勝卓の人数</translation>
    </message>
    <message>
        <source>Round 1 is a seeded draw; later rounds seat players of like standing together.</source>
        <translation>第 1 ラウンドはシードによる抽選、以降は成績の近いプレイヤーを同じ卓にします。</translation>
    </message>
    <message>
        <source>The best players of each table go on to the next round; the round with one table is the final.</source>
        <translation>各卓の上位が次のラウンドに進み、1 卓だけのラウンドが決勝です。</translation>
    </message>
    <message>
        <source>Rounds are seated in order until every player has met every other; the crosstable shows who beat whom.</source>
        <translation>すべてのプレイヤーが互いに対戦するまで順にラウンドを組みます。対戦表に勝敗を示します。</translation>
    </message>
    <message>
        <source>Each group plays a round robin; then the best of each group play a knock-out, group winners meeting other groups&apos; runners-up first.</source>
        <translation>各グループで総当たり戦を行い、各グループの上位が勝ち抜き戦に進みます。最初はグループ 1 位と他のグループの 2 位が対戦します。</translation>
    </message>
    <message>
        <source>Knock-out rounds: %1.</source>
        <translation>決勝トーナメントの回戦: %1。</translation>
    </message>
    <message>
        <source>Swiss, then a knock-out of the top players</source>
        <translation>スイス式の後、上位によるトーナメント</translation>
    </message>
    <message>
        <source>%1 swiss rounds seat players of like standing together.</source>
        <translation>スイス式%1回戦: 成績の近いプレイヤー同士が同卓します。</translation>
    </message>
    <message>
        <source>Then the best %1 by the swiss standings</source>
        <translation>続いてスイス式の上位%1人が</translation>
    </message>
    <message>
        <source>Then the %1 going on</source>
        <translation>続いて勝ち上がった%1人が</translation>
    </message>
    <message>
        <source>%1 play %2 knock-out tables of up to %3 (seeded like a snake).</source>
        <translation>%1、最大%3人の%2卓でトーナメントを行います (スネーク方式でシード)。</translation>
    </message>
    <message>
        <source>The best %1 play one final table; its result ranks them first.</source>
        <translation>上位%1人が決勝卓で対局し、その結果で上位の順位が決まります。</translation>
    </message>
    <message>
        <source>The others of the last knock-out round play a table for the places after the final&apos;s.</source>
        <translation>決勝の前の回戦で敗れたプレイヤーは、決勝に続く順位を決める卓で対局します。</translation>
    </message>
    <message>
        <source>Swiss rounds, then the best players by the swiss standings play the final; its result ranks them ahead of everyone else.</source>
        <translation>スイス式のラウンドの後、その順位の上位プレイヤーが決勝を戦います。決勝の結果で上位の順位が決まり、他のプレイヤーはその下に並びます。</translation>
    </message>
</context>
<context>
    <name>PaperResultDialog</name>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>残り枚数</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>反則</translation>
    </message>
    <message>
        <source>Time-outs</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>Disqualified</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>Largest prime</source>
        <translation>最大素数</translation>
    </message>
    <message>
        <source>digits, if any</source>
        <translation>あれば数字で</translation>
    </message>
    <message>
        <source>why another player than the match rule&apos;s opened</source>
        <translation>マッチの規定と違うプレイヤーが先手だった理由</translation>
    </message>
    <message>
        <source>Moved first (the match rule: %1)</source>
        <translation>先手 (マッチの規定: %1)</translation>
    </message>
    <message>
        <source>Why another first mover</source>
        <translation>規定と違う先手の理由</translation>
    </message>
    <message>
        <source>the judge who allows it</source>
        <translation>認める審判</translation>
    </message>
    <message>
        <source>Allowed by</source>
        <translation>認めた人</translation>
    </message>
    <message>
        <source>the judge or organiser correcting</source>
        <translation>訂正する判定員・主催者の名前</translation>
    </message>
    <message>
        <source>Corrected by</source>
        <translation>訂正者</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Give every player a rank (missing: %1)</source>
        <translation>すべてのプレイヤーに順位を入れてください（未入力: %1）</translation>
    </message>
</context>
<context>
    <name>PendingGamesBox</name>
    <message>
        <source>Games waiting to be recorded</source>
        <translation>記録待ちの対局</translation>
    </message>
    <message>
        <source>Record in the tournament</source>
        <translation>大会に記録</translation>
    </message>
    <message>
        <source>Discard…</source>
        <translation>破棄…</translation>
    </message>
    <message>
        <source>Give the game up, with a reason (logged; its record is kept aside)</source>
        <translation>理由を添えて対局を破棄します (記録に残り、棋譜は別の場所に保存されます)</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>On your phone, updated live: %1</source>
        <translation>スマホで見られます（自動更新）: %1</translation>
    </message>
    <message>
        <source>Show on players&apos; phones</source>
        <translation>プレイヤーのスマホに表示</translation>
    </message>
    <message>
        <source>Players open the standings, where they sit and the results on their own phones. The pages only show; nothing can be changed from them.</source>
        <translation>プレイヤーが自分のスマホで順位表・座席・結果を見られます。表示するだけで、ページから何かを変えることはできません。</translation>
    </message>
    <message>
        <source>This computer only (to try it)</source>
        <translation>このコンピューターだけ（試しに見る）</translation>
    </message>
    <message>
        <source>The local network (players&apos; phones on the venue&apos;s Wi-Fi)</source>
        <translation>ローカルネットワーク（会場の Wi-Fi につないだスマホ）</translation>
    </message>
    <message>
        <source>Every device on this network can open the pages, and the traffic is not encrypted. They show names and results only.</source>
        <translation>このネットワーク上のどの機器からもページを開けます。通信は暗号化されません。表示されるのは名前と結果だけです。</translation>
    </message>
    <message>
        <source>Serve on the local network instead</source>
        <translation>代わりにローカルネットワークで公開</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <source>No QR code: %1 opens only on this computer. A phone that scanned it would look for the pages on itself. To let players&apos; phones open them, serve on the local network.</source>
        <translation>QR コードはありません: %1 はこのコンピューターでしか開けません。スマホで読み取ると、スマホ自身の中でページを探してしまいます。プレイヤーのスマホで開けるようにするには、ローカルネットワークで公開してください。</translation>
    </message>
    <message>
        <source>No QR code: this computer has no address that phones could reach. Connect it to the venue&apos;s Wi-Fi, then press Stop and Start.</source>
        <translation>QR コードはありません: このコンピューターにはスマホから届くアドレスがありません。会場の Wi-Fi につないでから、停止して開始し直してください。</translation>
    </message>
    <message>
        <source>The web view could not be started: %1</source>
        <translation>Web 表示のプログラムを起動できませんでした: %1</translation>
    </message>
    <message>
        <source>The web view did not start: %1</source>
        <translation>Web 表示を開始できませんでした: %1</translation>
    </message>
    <message>
        <source>The web view did not start in time and was stopped (%1).</source>
        <translation>Web 表示が時間内に起動しなかったため停止しました（%1）。</translation>
    </message>
    <message>
        <source>The web view stopped by itself (%1). Phones no longer see the tournament: press Start to serve it again.</source>
        <translation>Web 表示が止まりました（%1）。スマートフォンからは大会が見えなくなっています。もう一度公開するには「開始」を押してください。</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>停止しました。</translation>
    </message>
</context>
<context>
    <name>PlayerCommands</name>
    <message>
        <source>Added %1</source>
        <translation>%1 を追加しました</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s)</source>
        <translation>
            <numerusform>%n 人のプレイヤーを取り込みました</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 withdraws: not seated from the next round on</source>
        <translation>%1 が棄権: このプレイヤーには次のラウンドから座席を割り当てません</translation>
    </message>
    <message>
        <source>Pick a player from the list first</source>
        <translation>先に一覧からプレイヤーを選んでください</translation>
    </message>
    <message>
        <source>%1 sits out round %2 (bye asked)</source>
        <translation>%1 さんは第 %2 ラウンドを休みます（本人希望）</translation>
    </message>
    <message>
        <source>%1 will be seated in round %2 after all</source>
        <translation>%1 さんは第 %2 ラウンドに着席します（休み希望を取り消し）</translation>
    </message>
    <message>
        <source>%1 is back: seated again from the next round on</source>
        <translation>%1 が復帰: 次のラウンドから再び座席を割り当てます</translation>
    </message>
    <message>
        <source>%1 is now %2</source>
        <translation>%1 を %2 に直しました</translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>枚数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>out — rank %1</source>
        <translation>あがり — %1 位</translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>バースト</translation>
    </message>
    <message>
        <source>must put cards to the deck</source>
        <translation>山札にカードを置く</translation>
    </message>
    <message>
        <source>declares a number</source>
        <translation>数を宣言</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>手番</translation>
    </message>
    <message>
        <source> (has drawn)</source>
        <translation> (ドロー済み)</translation>
    </message>
</context>
<context>
    <name>PositionEntry</name>
    <message>
        <source>Six squares 0-11, e.g. 0 1 2 3 4 11</source>
        <translation>0〜11 のマスを 6 つ (例: 0 1 2 3 4 11)</translation>
    </message>
    <message>
        <source>&amp;Set up on the board</source>
        <translation>盤上で配置(&amp;S)</translation>
    </message>
    <message>
        <source>Click squares to put coins on them or take them away</source>
        <translation>マスをクリックしてコインを置く／取り除く</translation>
    </message>
    <message>
        <source>You move first</source>
        <translation>あなたが先手</translation>
    </message>
    <message>
        <source>The computer moves first</source>
        <translation>コンピュータが先手</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>この局面から対局(&amp;P)</translation>
    </message>
    <message>
        <source>P&amp;osition:</source>
        <translation>局面(&amp;O):</translation>
    </message>
    <message>
        <source>A position (sum %1). Play from here, or press Enter, to start.</source>
        <translation>局面です (和 %1)。「この局面から対局」か Enter で始めます。</translation>
    </message>
    <message>
        <source>Not a position: %1</source>
        <translation>局面ではありません: %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>The calls play through the system&apos;s sound program.</source>
        <translation>コールはシステムの音声再生プログラムで鳴ります。</translation>
    </message>
    <message>
        <source>No program to play sounds was found, so the calls use the system beep (the user guide says what to install).</source>
        <translation>音声を再生するプログラムが見つからないため、コールはシステムのビープ音になります（入れるものは利用者ガイドにあります）。</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>システムに従う (%1)</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>ハイコントラスト(&amp;H)</translation>
    </message>
    <message>
        <source>High &amp;contrast (white on black)</source>
        <translation>ハイコントラスト・黒地に白(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Mute every clock sound</source>
        <translation>時計の音をすべて消す(&amp;M)</translation>
    </message>
    <message>
        <source>Call at &amp;30 seconds</source>
        <translation>残り 30 秒のコール(&amp;3)</translation>
    </message>
    <message>
        <source>Call at 1&amp;0 seconds</source>
        <translation>残り 10 秒のコール(&amp;0)</translation>
    </message>
    <message>
        <source>&amp;Alarm when time is up</source>
        <translation>時間切れのアラーム(&amp;A)</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>コンソール</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>A new language takes effect when the console restarts.</source>
        <translation>言語の変更はコンソールを再起動すると反映されます。</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>文字の大きさ(&amp;F):</translation>
    </message>
    <message>
        <source>Audience display</source>
        <translation>観客用画面</translation>
    </message>
    <message>
        <source>Font si&amp;ze:</source>
        <translation>文字の大きさ(&amp;Z):</translation>
    </message>
    <message>
        <source>Clock sounds</source>
        <translation>時計の音</translation>
    </message>
    <message>
        <source>Console keys</source>
        <translation>コンソールのキー</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引く</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Time-out</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>Late refusal (forced pass)</source>
        <translation>指摘が時間切れ後 (強制パス)</translation>
    </message>
    <message>
        <source>Start play</source>
        <translation>対局開始</translation>
    </message>
    <message>
        <source>Pause clocks</source>
        <translation>時計の一時停止</translation>
    </message>
    <message>
        <source>New keys take effect when the console restarts.</source>
        <translation>新しいキーはコンソールの再起動後に有効になります。</translation>
    </message>
    <message>
        <source>%1: %2 is not one key, or it starts card text (a digit, A J Q K T, S H D C, X)</source>
        <translation>%1: %2 は 1 つのキーではないか、カードの入力を始めるキーです (数字、A J Q K T、S H D C、X)</translation>
    </message>
    <message>
        <source>Two actions cannot share one key.</source>
        <translation>2 つの操作に同じキーは使えません。</translation>
    </message>
</context>
<context>
    <name>PrimeToolsTab</name>
    <message>
        <source>Cards, e.g. SK 7 X 10 A 3</source>
        <translation>カード 例: SK 7 X 10 A 3</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>カード:</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数</translation>
    </message>
    <message>
        <source>Largest prime</source>
        <translation>最大素数</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>準備完了。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>A number (1729) or a play as cards (K 8 X=0 7)</source>
        <translation>数 (1729) またはカードの組 (K 8 X=0 7)</translation>
    </message>
    <message>
        <source>Factor field to judge (optional), e.g. 2 ^ 3 * 7</source>
        <translation>判定する素因数場 (任意) 例: 2 ^ 3 * 7</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Prime</source>
        <translation>素数</translation>
    </message>
    <message>
        <source>Exponent</source>
        <translation>指数</translation>
    </message>
    <message>
        <source>Cards for the prime</source>
        <translation>素数のカード</translation>
    </message>
    <message>
        <source>Cards for the exponent</source>
        <translation>指数のカード</translation>
    </message>
    <message>
        <source>Find the largest prime using every card once</source>
        <translation>すべてのカードを1回ずつ使う最大の素数を探す</translation>
    </message>
    <message>
        <source>Prime:</source>
        <translation>素数:</translation>
    </message>
    <message>
        <source>Card order:</source>
        <translation>カードの並び:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>探索:</translation>
    </message>
    <message>
        <source>Analyse hand</source>
        <translation>手札を分析</translation>
    </message>
    <message>
        <source>Primes of up to</source>
        <translation>素数: 最大</translation>
    </message>
    <message>
        <source>cards; composite fields of up to</source>
        <translation>枚、合成数出しの場: 最大</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>枚</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>枚数</translation>
    </message>
    <message>
        <source>Primes</source>
        <translation>素数</translation>
    </message>
    <message>
        <source>Weakest</source>
        <translation>最弱</translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation>最強</translation>
    </message>
    <message>
        <source>Primes by number of cards</source>
        <translation>枚数別の素数</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>場</translation>
    </message>
    <message>
        <source>Factor field</source>
        <translation>素因数場</translation>
    </message>
    <message>
        <source>Cards used</source>
        <translation>使うカード</translation>
    </message>
    <message>
        <source>Composite plays (field and factor field)</source>
        <translation>合成数出し (場と素因数場)</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>カード: %1</translation>
    </message>
    <message>
        <source>plays make numbers from 1 up</source>
        <translation>出せる数は 1 以上です</translation>
    </message>
    <message>
        <source>Cannot read this: %1</source>
        <translation>読み取れません: %1</translation>
    </message>
    <message>
        <source>Checking %1 …</source>
        <translation>%1 を判定中…</translation>
    </message>
    <message>
        <source>Factor field: %1</source>
        <translation>素因数場: %1</translation>
    </message>
    <message>
        <source>valid composite play</source>
        <translation>正しい合成数出し</translation>
    </message>
    <message>
        <source>foul</source>
        <translation>反則</translation>
    </message>
    <message>
        <source>cannot be played</source>
        <translation>出せない</translation>
    </message>
    <message>
        <source>Ruling: %1 (%2)</source>
        <translation>判定: %1 (%2)</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完了。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Stopped: time limit.</source>
        <translation>中止: 制限時間に達しました。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <source>%1 is prime.</source>
        <translation>%1 は素数です。</translation>
    </message>
    <message>
        <source>%1 is composite.</source>
        <translation>%1 は合成数です。</translation>
    </message>
    <message>
        <source>%1 is neither prime nor composite (a foul, R10).</source>
        <translation>%1 は素数でも合成数でもありません (反則、R10)。</translation>
    </message>
    <message>
        <source>(BPSW probable prime: no counterexample is known.)</source>
        <translation>(BPSW 確率的素数: 反例は知られていません。)</translation>
    </message>
    <message>
        <source>(proven prime, not only BPSW)</source>
        <translation>(BPSW だけでなく証明済みの素数)</translation>
    </message>
    <message>
        <source>Played alone it is a Grothendieck cut (R7).</source>
        <translation>単独で出すとグロタンカットです (R7)。</translation>
    </message>
    <message>
        <source>Played alone it is a Ramanujan revolution (R8).</source>
        <translation>単独で出すとラマヌジャン革命です (R8)。</translation>
    </message>
    <message>
        <source>No factor of %1 found in %2 s.</source>
        <translation>%1 の因数は %2 秒で見つかりませんでした。</translation>
    </message>
    <message>
        <source>Factoring stopped early; unfactored: %1</source>
        <translation>素因数分解を途中で打ち切りました。未分解: %1</translation>
    </message>
    <message numerus="yes">
        <source>Factor field: %1 (uses %n joker(s))</source>
        <translation>
            <numerusform>素因数場: %1 (ジョーカー %n 枚を使用)</numerusform>
        </translation>
    </message>
    <message>
        <source>No factor field of this number can be made from one set of 52 cards and 2 jokers.</source>
        <translation>この数の素因数場は、トランプ 1 組 (52 枚とジョーカー 2 枚) では作れません。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> または </translation>
    </message>
    <message>
        <source>No prime uses all of these cards.</source>
        <translation>これらのカードをすべて使う素数はありません。</translation>
    </message>
    <message>
        <source>%1 (%2 digits)</source>
        <translation>%1 (%2 桁)</translation>
    </message>
    <message>
        <source>%1 candidates tested in decreasing order; the first prime is the largest.</source>
        <translation>大きい順に %1 個の候補を調べました。最初に見つかった素数が最大です。</translation>
    </message>
    <message>
        <source>Grothendieck cut (57): %1</source>
        <translation>グロタンカット (57): %1</translation>
    </message>
    <message>
        <source>Grothendieck cut (57): not in reach</source>
        <translation>グロタンカット (57): 作れません</translation>
    </message>
    <message>
        <source>Ramanujan revolution (1729): %1</source>
        <translation>ラマヌジャン革命 (1729): %1</translation>
    </message>
    <message>
        <source>Ramanujan revolution (1729): not in reach</source>
        <translation>ラマヌジャン革命 (1729): 作れません</translation>
    </message>
    <message>
        <source>A joker alone plays ∞ (R3).</source>
        <translation>ジョーカー1枚出しは ∞ です (R3)。</translation>
    </message>
    <message>
        <source>%1 composite plays; showing %2, most cards first.</source>
        <translation>合成数出しは %1 通り。枚数の多い順に %2 通りを表示しています。</translation>
    </message>
    <message>
        <source>%1-card primes: %2 (showing the %3 strongest)</source>
        <translation>%1 枚の素数: %2 個 (強い方から %3 個を表示)</translation>
    </message>
</context>
<context>
    <name>PrintCommands</name>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
</context>
<context>
    <name>PrintText</name>
    <message>
        <source>Score sheet</source>
        <translation>成績表</translation>
    </message>
    <message>
        <source>Score sheet (to fill in by hand)</source>
        <translation>成績記入用紙</translation>
    </message>
    <message>
        <source>Score sheet: round %1, table %2</source>
        <translation>成績表&#x3000;第%1回戦 第%2卓</translation>
    </message>
    <message>
        <source>Score sheet to fill in: round %1, table %2</source>
        <translation>成績記入用紙&#x3000;第%1回戦 第%2卓</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <source>Round %1 results</source>
        <translation>第%1回戦 結果</translation>
    </message>
    <message>
        <source>Round %1: where to sit</source>
        <translation>第%1回戦 座席表</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>Prime judge</source>
        <translation>素数判定員</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>End</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1分</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>よみ</translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation>所属</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>残り枚数</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>反則</translation>
    </message>
    <message>
        <source>Time-outs</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>Largest prime</source>
        <translation>最大素数</translation>
    </message>
    <message>
        <source>Largest prime of the game</source>
        <translation>この対局の最大素数</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <source>Rank sum</source>
        <translation>順位合計</translation>
    </message>
    <message>
        <source>H2H</source>
        <translation>直接対決</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>1位</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>不戦</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>不戦</translation>
    </message>
    <message>
        <source>Byes: %1</source>
        <translation>不戦: %1</translation>
    </message>
    <message>
        <source>%1 (asked)</source>
        <translation>%1 (本人希望)</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>署名</translation>
    </message>
    <message>
        <source>Judge&apos;s signature</source>
        <translation>判定員署名</translation>
    </message>
    <message>
        <source>DQ</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>played to the end</source>
        <translation>最後まで対局</translation>
    </message>
    <message>
        <source>stopped: time limit (D11)</source>
        <translation>打ち切り: 制限時間 (D11)</translation>
    </message>
    <message>
        <source>stopped: thousand-day rule</source>
        <translation>打ち切り: 千日手</translation>
    </message>
    <message>
        <source>stopped: the judge&apos;s decision</source>
        <translation>打ち切り: 審判の判断</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>ルール設定</translation>
    </message>
    <message>
        <source>official defaults</source>
        <translation>公式ルール既定値</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Moves (数譜)</source>
        <translation>数譜</translation>
    </message>
    <message>
        <source>Corrected: the result above replaces the judged one</source>
        <translation>訂正済み：上の結果は判定時の結果を訂正したもの</translation>
    </message>
    <message>
        <source>%1, by %2: %3</source>
        <translation>%1&#x3000;%2&#x3000;理由：%3</translation>
    </message>
    <message>
        <source>%1: %2 %3 → %4</source>
        <translation>%1：%2 %3 → %4</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備考</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>%1ページ</translation>
    </message>
    <message>
        <source>Printed %1</source>
        <translation>印刷 %1</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>全%1回戦</translation>
    </message>
    <message>
        <source>Ties after points, in order: %1.</source>
        <translation>得点が同じ場合は次の順に比較: %1。</translation>
    </message>
    <message>
        <source>No tie-breaks: players equal on points share the place.</source>
        <translation>タイブレークなし: 得点が同じプレイヤーは同じ順位です。</translation>
    </message>
    <message>
        <source>rank score (each rank as (rank−1)/(seats−1), summed; lower first)</source>
        <translation>順位点 (各対局の (順位−1)/(人数−1) の合計、小さい方が上位)</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>直接対決</translation>
    </message>
    <message>
        <source>opposition (opponents&apos; points, summed)</source>
        <translation>対戦相手の得点合計</translation>
    </message>
    <message>
        <source>largest prime</source>
        <translation>最大素数</translation>
    </message>
    <message>
        <source>Buchholz cut 1 (without the weakest round&apos;s opponents)</source>
        <translation>ブッフホルツ・カット1 (最も弱い回戦の相手を除く)</translation>
    </message>
    <message>
        <source>median Buchholz (without the weakest and the strongest round)</source>
        <translation>メディアン・ブッフホルツ (最も弱い回戦と強い回戦を除く)</translation>
    </message>
    <message>
        <source>progressive score (running totals summed)</source>
        <translation>累進得点 (各回戦後の累計の合計)</translation>
    </message>
    <message>
        <source>most first places</source>
        <translation>1位の回数</translation>
    </message>
    <message>
        <source>game points (match games won)</source>
        <translation>ゲームポイント (マッチで勝ったゲーム数)</translation>
    </message>
    <message>
        <source>Match (games won–lost over %1 games): %2</source>
        <translation>マッチ (%1ゲームの勝ち–負け): %2</translation>
    </message>
    <message>
        <source>Every game of the match</source>
        <translation>マッチの全ゲーム</translation>
    </message>
    <message>
        <source>Game %1: %2 moved first, %3 won; match score after it %4 (%5)</source>
        <translation>第%1ゲーム：先手 %2、勝者 %3、このゲーム後のスコア %4（%5）</translation>
    </message>
    <message>
        <source>judged at the console</source>
        <translation>コンソールで審判</translation>
    </message>
    <message>
        <source>from the paper sheet</source>
        <translation>紙の成績表から</translation>
    </message>
    <message>
        <source>from a record file</source>
        <translation>記録ファイルから</translation>
    </message>
    <message>
        <source>First-mover exceptions accepted by the judge</source>
        <translation>審判が認めた先手の例外</translation>
    </message>
    <message>
        <source>Game %1: by the match&apos;s rule %2 moves first, %3 did. Allowed by %4, %5. Why: %6</source>
        <translation>第%1ゲーム：マッチの規定では %2 が先手、実際は %3 が先手。認めた人 %4（%5）。理由：%6</translation>
    </message>
    <message>
        <source>First mover: every game was opened by the player the match&apos;s rule names.</source>
        <translation>先手：すべてのゲームでマッチの規定どおりのプレイヤーが先手。</translation>
    </message>
    <message>
        <source>the judge at this table (name not recorded)</source>
        <translation>この卓の審判（氏名の記録なし）</translation>
    </message>
    <message>
        <source>Moves of game %1 (数譜)</source>
        <translation>第%1ゲームの数譜</translation>
    </message>
    <message>
        <source>Result from a paper sheet: no moves recorded.</source>
        <translation>紙の成績表からの結果：数譜の記録なし。</translation>
    </message>
    <message>
        <source>Rank score</source>
        <translation>順位点</translation>
    </message>
    <message>
        <source>Opp.</source>
        <translation>相手得点</translation>
    </message>
    <message>
        <source>Knock-out</source>
        <translation>トーナメント</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>到達</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>優勝</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>準優勝</translation>
    </message>
    <message>
        <source>* Table %1: result corrected %2 by %3. Why: %4</source>
        <translation>* 第%1卓：結果を訂正（%2、%3）。理由：%4</translation>
    </message>
    <message>
        <source>! Table %1: its stored game record is damaged (it changed after it was written); the result above is the one stored beside it, and the moves are not printed.</source>
        <translation>! 第%1卓：保存された対局記録が破損しています（書き込み後に変わっています）。上の結果は記録とは別に保存された結果で、手順は印刷しません。</translation>
    </message>
    <message>
        <source>(was %1)</source>
        <translation>（元 %1）</translation>
    </message>
    <message>
        <source>Matches: &quot;cards left&quot; is the sum over the match&apos;s games; each game&apos;s in brackets, game 1 first (5 (1+4+0)).</source>
        <translation>マッチ：「残り枚数」はマッチの全ゲームの合計。かっこ内は各ゲームの残り枚数（第1ゲームから順に、例 5 (1+4+0)）。</translation>
    </message>
    <message>
        <source>%1%2 place</source>
        <translation>%1位</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>決勝</translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation>準決勝</translation>
    </message>
    <message>
        <source>Quarter-final</source>
        <translation>準々決勝</translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation>3位決定戦</translation>
    </message>
    <message>
        <source>Last %1</source>
        <translation>ベスト%1</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 %2位</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>まだ結果がありません。</translation>
    </message>
    <message>
        <source>Mark each foul and time-out as it happens.</source>
        <translation>反則・時間切れは発生のたびに記入してください。</translation>
    </message>
    <message>
        <source>→ goes on to round %1</source>
        <translation>→ 第%1回戦へ勝ち上がり</translation>
    </message>
    <message>
        <source>(withdrew from R%1)</source>
        <translation>（第%1回戦から棄権）</translation>
    </message>
    <message>
        <source>Knock-out bracket</source>
        <translation>トーナメント表</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <source>Final (round %1)</source>
        <translation>決勝（第%1回戦）</translation>
    </message>
    <message>
        <source>Champion: %1</source>
        <translation>優勝: %1</translation>
    </message>
    <message>
        <source>R1, R2 …: rank / players at the table (2/4 = second of four).</source>
        <translation>R1, R2 …: 順位 / 卓の人数（2/4 は 4 人卓の 2 位）。</translation>
    </message>
    <message>
        <source>Results by round, rounds %1–%2 (the players in the order above)</source>
        <translation>回戦ごとの成績&#x3000;第%1〜%2回戦（上の表と同じ順）</translation>
    </message>
    <message>
        <source>Standings, seats and results on your phone, updated live: scan the code or open %1</source>
        <translation>順位表・座席・結果をスマホで見られます（自動更新）。コードを読み取るか %1 を開いてください。</translation>
    </message>
    <message>
        <source>On your phone, updated live: scan the code beside your name for your own page (your table and seat every round, your results and place), with the standings, seats and results a tap away; or open %1</source>
        <translation>スマホで見られます（自動更新）。自分の名前の横のコードを読み取ると自分のページ（毎回戦の卓と席、成績と順位）が開き、順位表・座席・結果にもそこから移れます。%1 を開いても見られます。</translation>
    </message>
    <message>
        <source>Your page</source>
        <translation>マイページ</translation>
    </message>
    <message>
        <source>Your own page on your phone (table and seat every round, results, place): scan the code above your name</source>
        <translation>自分のページをスマホで（毎回戦の卓と席、成績、順位）：自分の名前の上のコードを読み取ってください</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>対戦表</translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation>%1グループ</translation>
    </message>
    <message>
        <source>columns %1–%2</source>
        <translation>%1〜%2列</translation>
    </message>
    <message>
        <source>%1 won, %2 lost against the column&apos;s player; at larger tables both ranks, the row&apos;s player first (1-3).</source>
        <translation>%1 勝ち、%2 負け (行のプレイヤーから見て列のプレイヤーに対して)。3人以上の卓では両者の順位を行のプレイヤーから (1-3)。</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>フォルダ</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>ショートカット</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>場所(&amp;L):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay %1</source>
        <translation>再生 %1</translation>
    </message>
    <message>
        <source>To the deal  [Home]</source>
        <translation>配札へ  [Home]</translation>
    </message>
    <message>
        <source>Line %1 (%2) cannot be replayed: %4. The replay stops before it.</source>
        <translation>%1 行目 (%2) は再生できません: %4。再生はその手前で止まります。</translation>
    </message>
    <message>
        <source>Line %1 (%2): the record says %4, the engine rules %5.</source>
        <translation>%1 行目 (%2): 数譜は %4、判定エンジンは %5 です。</translation>
    </message>
    <message>
        <source>Line %1 (%2) marks %3 as going out (#), but %3 still holds 1 card.</source>
        <translation>%1 行目 (%2) は %3 の上がり (#) を記していますが、%3 の手札はまだ 1 枚あります。</translation>
    </message>
    <message>
        <source>Line %1 (%2) marks %3 as going out (#), but %3 still holds %4 cards.</source>
        <translation>%1 行目 (%2) は %3 の上がり (#) を記していますが、%3 の手札はまだ %4 枚あります。</translation>
    </message>
    <message>
        <source>Line %1 (%2): %3 goes out here, but the line has no #.</source>
        <translation>%1 行目 (%2): %3 はここで上がりますが、行に # がありません。</translation>
    </message>
    <message>
        <source>The record ends while the game goes on: %3 is to move.</source>
        <translation>数譜は対局の途中で終わっています: 次は %3 の番です。</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>One event back  [←]</source>
        <translation>1 手戻る  [←]</translation>
    </message>
    <message>
        <source>One event on  [→]</source>
        <translation>1 手進む  [→]</translation>
    </message>
    <message>
        <source>To the end  [End]</source>
        <translation>最後へ  [End]</translation>
    </message>
    <message>
        <source>Event %1 cannot be replayed: %2. The replay stops before it.</source>
        <translation>%1 手目は再生できません: %2。再生はその手前で止まります。</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>%1 / %2 手目</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>配札</translation>
    </message>
</context>
<context>
    <name>ResearchPanels</name>
    <message>
        <source>Computing the 5040 labelings of S(5,6,12)…</source>
        <translation>S(5,6,12) の 5040 通りのラベリングを計算中…</translation>
    </message>
    <message>
        <source>Hexads</source>
        <translation>ヘキサッド</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>大きさ</translation>
    </message>
    <message>
        <source>%1 per labeling</source>
        <translation>%1 一覧</translation>
    </message>
    <message>
        <source>Energy 1</source>
        <translation>エネルギー 1</translation>
    </message>
    <message>
        <source>Figure 4</source>
        <translation>図 4</translation>
    </message>
    <message>
        <source>Energies</source>
        <translation>エネルギー</translation>
    </message>
    <message>
        <source>{0}   (sum {1})</source>
        <translation>{0}   (和 {1})</translation>
    </message>
    <message>
        <source>The 132 hexads of S(5,6,12): the P-positions</source>
        <translation>S(5,6,12) の 132 個のヘキサッド: P 局面</translation>
    </message>
    <message>
        <source>Labelings of S(5,6,12) by the size |L(D)| of the game they generate</source>
        <translation>S(5,6,12) のラベリング: 生成するゲームの大きさ |L(D)| 別</translation>
    </message>
    <message>
        <source>size |L(D)| (Theorem 2.5)</source>
        <translation>大きさ |L(D)| (定理 2.5)</translation>
    </message>
    <message>
        <source>Computing the 5040 labelings…</source>
        <translation>5040 通りのラベリングを計算中…</translation>
    </message>
    <message>
        <source>Figure 4: the 132 hexads of the shuffle labeling by the sum of their squares</source>
        <translation>図 4: シャッフルラベリングの 132 個のブロックの和の分布</translation>
    </message>
    <message>
        <source>sum of the six squares</source>
        <translation>6 つのマス番号の和</translation>
    </message>
    <message>
        <source>The hexad game&apos;s positions by energy</source>
        <translation>ヘキサッドゲームの局面のエネルギー別の数</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>エネルギー</translation>
    </message>
    <message>
        <source>Red: sums 21 and 45, %1 and %2 hexads (the paper: 11 each)</source>
        <translation>赤: 和 21 と 45 のブロックがそれぞれ %1 個と %2 個 (論文: 11 個ずつ)</translation>
    </message>
    <message>
        <source>%1 positions; red: energy 0, the %2 hexads (the P-positions)</source>
        <translation>局面 %1 個。赤: エネルギー 0 のヘキサッド %2 個 (P 局面)</translation>
    </message>
    <message>
        <source>A sample: %1 of the 5040 labelings.</source>
        <translation>見本: 5040 通りのうち %1 通りのラベリング。</translation>
    </message>
    <message>
        <source>Red: the shuffle labeling, whose game is the hexad game ({0} positions)</source>
        <translation>赤: シャッフルラベリング (そのゲームはヘキサッドゲーム、{0} 局面)</translation>
    </message>
    <message>
        <source>smallest game %1: labeling No. %2, the only one</source>
        <translation>最小のゲーム %1: ラベリング %2 番 (唯一)</translation>
    </message>
    <message>
        <source>smallest game %1: labelings No. %2</source>
        <translation>最小のゲーム %1: ラベリング %2 番</translation>
    </message>
    <message>
        <source>largest game %1: labeling No. %2, the only one</source>
        <translation>最大のゲーム %1: ラベリング %2 番 (唯一)</translation>
    </message>
    <message>
        <source>largest game %1: labelings No. %2</source>
        <translation>最大のゲーム %1: ラベリング %2 番</translation>
    </message>
    <message>
        <source>S(5,6,12): %1 labelings. |L(D)| (size: labelings): %2</source>
        <translation>S(5,6,12): ラベリング %1 通り。|L(D)| (大きさ: ラベリング数): %2</translation>
    </message>
    <message>
        <source>a₀ = a₆, a₁ = a₅, a₂ = a₄, a₀ + a₁ + … + a₆ = 792, 2a₂ + 6a₃ + 12a₄ + 20a₅ + 30a₆ = 5940 and |L(D)| = 924 − a₀ hold for %1 of %2 labelings (§2.3).</source>
        <translation>a₀ = a₆、a₁ = a₅、a₂ = a₄、a₀ + a₁ + … + a₆ = 792、2a₂ + 6a₃ + 12a₄ + 20a₅ + 30a₆ = 5940、|L(D)| = 924 − a₀ が %2 通りのうち %1 通りのラベリングで成り立ちます (2.3 節)。</translation>
    </message>
    <message>
        <source>Highlighted: the shuffle labeling, No. %1.</source>
        <translation>色付きの行: シャッフルラベリング (%1 番)。</translation>
    </message>
    <message>
        <source>Labelings by a₀ (the game has 924 − a₀ positions). For even a₀ the labeling with the largest a₁ is unique (§2.3).</source>
        <translation>a₀ 別のラベリング (ゲームの局面は 924 − a₀ 個)。a₀ が偶数なら a₁ が最大のラベリングは唯一です (2.3 節)。</translation>
    </message>
    <message>
        <source>Labelings</source>
        <translation>ラベリング数</translation>
    </message>
    <message>
        <source>Largest %1</source>
        <translation>%1 の最大値</translation>
    </message>
    <message>
        <source>Labelings with it</source>
        <translation>最大値をとるラベリング数</translation>
    </message>
    <message>
        <source>%1: %2 labelings. |L(D)| (size: labelings): %3</source>
        <translation>%1: ラベリング %2 通り。|L(D)| (大きさ: ラベリング数): %3</translation>
    </message>
    <message>
        <source>(Theorem 2.6)</source>
        <translation>(定理 2.6)</translation>
    </message>
    <message>
        <source>%1 labelings generate a game whose energy-1 positions form an S(5,6,12) again (the paper counts %2). Each was checked directly: every five squares lie in exactly one of its energy-1 positions. Select a row to see them.</source>
        <translation>%1 通りのラベリングで、生成するゲームのエネルギー 1 の局面全体も S(5,6,12) になります (論文では %2 個)。どれも直接確かめました: どの 5 マスもエネルギー 1 の局面のちょうど 1 つに含まれます。行を選ぶとその局面を表示します。</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>They are No.</source>
        <translation>一致するラベリング</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Labeling No. %1, its blocks (energy 0):</source>
        <translation>ラベリング %1 番のブロック (エネルギー 0):</translation>
    </message>
    <message>
        <source>Its energy-1 positions:</source>
        <translation>エネルギー 1 の局面:</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>missed going out</source>
        <translation>上がり逃し</translation>
    </message>
    <message>
        <source>fouled holding a legal play</source>
        <translation>出せる手があっての反則</translation>
    </message>
    <message>
        <source>passed holding a legal play</source>
        <translation>出せる手があってのパス</translation>
    </message>
    <message>
        <source>a cut (57) was there</source>
        <translation>57 切りがあった</translation>
    </message>
    <message>
        <source>a revolution (1729) was there</source>
        <translation>1729 革命があった</translation>
    </message>
    <message>
        <source>it goes out</source>
        <translation>上がれる</translation>
    </message>
    <message>
        <source>optimal by Tanhinmin theory</source>
        <translation>単貧民の理論で最善</translation>
    </message>
    <message>
        <source>passing is optimal by Tanhinmin theory</source>
        <translation>単貧民の理論ではパスが最善</translation>
    </message>
    <message>
        <source>sheds the most cards</source>
        <translation>最も多くの札を出せる</translation>
    </message>
    <message>
        <source>no legal play</source>
        <translation>出せる手なし</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>感想戦</translation>
    </message>
    <message>
        <source>Every decision with the plays there were (hands known only)</source>
        <translation>各手番と、そのとき出せた手 (手札が分かる対局のみ)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>The hands of this game are not known: no review.</source>
        <translation>この対局の手札は分からないため、感想戦はできません。</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>感想戦を作成中…</translation>
    </message>
    <message>
        <source>The deal: step to a move to see its review.</source>
        <translation>配札: 手を進めるとその手の感想戦が出ます。</translation>
    </message>
    <message>
        <source>No decision at this event.</source>
        <translation>この出来事には手番の判断がありません。</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>%1 手目: %2</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation>手札: %1</translation>
    </message>
    <message>
        <source>Legal plays: %1</source>
        <translation>出せる手: %1 通り</translation>
    </message>
    <message>
        <source>Legal plays: at least %1 (the search ran out of time)</source>
        <translation>出せる手: %1 通り以上 (探索時間切れ)</translation>
    </message>
    <message>
        <source>Could go out: %1</source>
        <translation>上がれた: %1</translation>
    </message>
    <message>
        <source>Could not go out</source>
        <translation>上がれなかった</translation>
    </message>
    <message>
        <source>No going out found</source>
        <translation>上がりは見つからず</translation>
    </message>
    <message>
        <source>Recommended: %1 (%2)</source>
        <translation>推奨: %1 (%2)</translation>
    </message>
    <message>
        <source>Recommended: pass (%1)</source>
        <translation>推奨: パス (%1)</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>注記: %1</translation>
    </message>
    <message>
        <source>The review was stopped.</source>
        <translation>感想戦を中止しました。</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>感想戦に失敗しました: %1</translation>
    </message>
</context>
<context>
    <name>ReviewText</name>
    <message>
        <source>Review: %1</source>
        <translation>感想戦: %1</translation>
    </message>
    <message>
        <source>(each decision searched for up to %1 s; “at least” where the time ran out)</source>
        <translation>(各手番の探索は最大 %1 秒。時間切れの手番は「以上」)</translation>
    </message>
    <message>
        <source>#%1 %2: %3</source>
        <translation>#%1 %2: %3</translation>
    </message>
    <message>
        <source>hand: %1</source>
        <translation>手札: %1</translation>
    </message>
    <message>
        <source>legal plays: %1</source>
        <translation>出せる手: %1 通り</translation>
    </message>
    <message>
        <source>legal plays: at least %1</source>
        <translation>出せる手: %1 通り以上</translation>
    </message>
    <message>
        <source>could go out: %1</source>
        <translation>上がれた: %1</translation>
    </message>
    <message>
        <source>could not go out</source>
        <translation>上がれなかった</translation>
    </message>
    <message>
        <source>no going out found</source>
        <translation>上がりは見つからず</translation>
    </message>
    <message>
        <source>recommended: %1 (%2)</source>
        <translation>推奨: %1 (%2)</translation>
    </message>
    <message>
        <source>recommended: pass (%1)</source>
        <translation>推奨: パス (%1)</translation>
    </message>
    <message>
        <source>notes: %1</source>
        <translation>注記: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>まとめ</translation>
    </message>
    <message>
        <source>%1: %2 decisions, %3 fouls, %4 missed going out, %5 fouls with a legal play, %6 passes with a legal play</source>
        <translation>%1: 手番 %2、反則 %3、上がり逃し %4、出せる手があっての反則 %5、出せる手があってのパス %6</translation>
    </message>
    <message>
        <source>played %1</source>
        <translation>%1 を出した</translation>
    </message>
    <message>
        <source>played %1 = %2</source>
        <translation>%1 = %2 を出した</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>ran out of time</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>prime</source>
        <translation>素数</translation>
    </message>
    <message>
        <source>Grothendieck cut</source>
        <translation>グロタンカット</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>無限</translation>
    </message>
    <message>
        <source>Ramanujan revolution</source>
        <translation>ラマヌジャン革命</translation>
    </message>
    <message>
        <source>composite</source>
        <translation>合成数出し</translation>
    </message>
    <message>
        <source>foul</source>
        <translation>反則</translation>
    </message>
    <message>
        <source>cannot be played</source>
        <translation>出せない</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>forced pass</source>
        <translation>強制パス</translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>missed going out</source>
        <translation>上がり逃し</translation>
    </message>
    <message>
        <source>fouled holding a legal play</source>
        <translation>出せる手があっての反則</translation>
    </message>
    <message>
        <source>passed holding a legal play</source>
        <translation>出せる手があってのパス</translation>
    </message>
    <message>
        <source>a cut (57) was there</source>
        <translation>57 切りがあった</translation>
    </message>
    <message>
        <source>a revolution (1729) was there</source>
        <translation>1729 革命があった</translation>
    </message>
    <message>
        <source>it goes out</source>
        <translation>上がれる</translation>
    </message>
    <message>
        <source>optimal by Tanhinmin theory</source>
        <translation>単貧民の理論で最善</translation>
    </message>
    <message>
        <source>passing is optimal by Tanhinmin theory</source>
        <translation>単貧民の理論ではパスが最善</translation>
    </message>
    <message>
        <source>sheds the most cards</source>
        <translation>最も多くの札を出せる</translation>
    </message>
    <message>
        <source>no legal play</source>
        <translation>出せる手なし</translation>
    </message>
</context>
<context>
    <name>RoundCommands</name>
    <message>
        <source>Round %1 seated</source>
        <translation>第 %1 ラウンドの座席を決めました</translation>
    </message>
    <message>
        <source>Round %1&apos;s seating taken back</source>
        <translation>第 %1 ラウンドの座席決めを取り消しました</translation>
    </message>
    <message>
        <source>Seat a round first</source>
        <translation>先にラウンドの座席を決めてください</translation>
    </message>
    <message numerus="yes">
        <source>Warning: %1 and %2 already met in round %3 (%n repeat meeting(s) in this round)</source>
        <translation>
            <numerusform>注意: %1 と %2 は第 %3 回戦で同卓済みです (このラウンドの再戦 %n 組)</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a seat first</source>
        <translation>先に座席を選んでください</translation>
    </message>
    <message>
        <source>Pick a player from the list first</source>
        <translation>先に一覧からプレイヤーを選んでください</translation>
    </message>
    <message>
        <source>Round %1 table %2</source>
        <translation>%1 回戦 %2 卓</translation>
    </message>
    <message>
        <source>Correct the result: %1</source>
        <translation>結果の訂正: %1</translation>
    </message>
    <message>
        <source>Result from the paper sheet: %1</source>
        <translation>記入用紙からの結果: %1</translation>
    </message>
    <message>
        <source>Corrected %1</source>
        <translation>%1 を訂正しました</translation>
    </message>
    <message>
        <source>Recorded %1</source>
        <translation>%1 を記録しました</translation>
    </message>
    <message>
        <source>Recorded round %1 table %2</source>
        <translation>第 %1 ラウンド 第 %2 卓を記録しました</translation>
    </message>
    <message>
        <source>Round %1 table %2: the match&apos;s last game taken back (match %3–%4)</source>
        <translation>第 %1 ラウンド 第 %2 卓: 対戦の最後のゲームを取り消しました (対戦 %3–%4)</translation>
    </message>
</context>
<context>
    <name>RoundTree</name>
    <message>
        <source>Table %1</source>
        <translation>第 %1 卓</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 番席</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>recorded; its record is damaged</source>
        <translation>記録済み（対局記録が破損）</translation>
    </message>
    <message>
        <source>corrected by %1</source>
        <translation>訂正済み（%1）</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>記録済み</translation>
    </message>
    <message>
        <source>%1 (was %2)</source>
        <translation>%1（訂正前 %2）</translation>
    </message>
    <message>
        <source>%1 (asked)</source>
        <translation>%1 (本人希望)</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>不戦 (バイ)</translation>
    </message>
    <message>
        <source>Round %1: byes asked</source>
        <translation>第 %1 ラウンドの休み希望</translation>
    </message>
    <message>
        <source>Select a table first</source>
        <translation>先に卓を選んでください</translation>
    </message>
</context>
<context>
    <name>ScoringCommands</name>
    <message>
        <source>Scoring saved; standings updated</source>
        <comment>順位表</comment>
        <translation>得点を保存し、順位表を更新しました</translation>
    </message>
    <message>
        <source>Tables of %1 to %2 seats</source>
        <translation>卓の人数を %1〜%2 人にしました</translation>
    </message>
    <message>
        <source>Game settings saved: %1</source>
        <translation>ゲーム設定を保存しました: %1</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <source>New tournament on a server</source>
        <translation>サーバーに新しい大会を作成</translation>
    </message>
    <message>
        <source>Open a tournament on a server</source>
        <translation>サーバーの大会を開く</translation>
    </message>
    <message>
        <source>the server laptop&apos;s address, e.g. 192.168.0.10</source>
        <translation>サーバー機のアドレス (例: 192.168.0.10)</translation>
    </message>
    <message>
        <source>The password is not saved: it is asked each time a tournament is opened.</source>
        <translation>パスワードは保存されません。大会を開くたびに入力してください。</translation>
    </message>
    <message>
        <source>Recent servers or URL</source>
        <translation>最近のサーバーまたは URL</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>データベース</translation>
    </message>
    <message>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>接続を試す</translation>
    </message>
    <message>
        <source>Connect once with these details and say what the server answers</source>
        <translation>この設定で一度つないで、サーバーの答えを表示します</translation>
    </message>
    <message>
        <source>Give the server&apos;s address, the database and the user name.</source>
        <translation>サーバーのアドレス、データベース名、ユーザー名を入力してください。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>接続しています…</translation>
    </message>
    <message>
        <source>The database already holds the tournament %1: open it instead, or give another database.</source>
        <translation>このデータベースには大会「%1」がすでにあります。開くか、別のデータベースを指定してください。</translation>
    </message>
    <message>
        <source>Connected: the database holds the tournament %1</source>
        <translation>接続できました: このデータベースには大会「%1」があります</translation>
    </message>
    <message>
        <source>Connected: the database is empty (a new tournament can be created there)</source>
        <translation>接続できました: データベースは空です（新しい大会を作れます）</translation>
    </message>
</context>
<context>
    <name>SettingChoice</name>
    <message>
        <source>Forced pass</source>
        <translation>強制パス</translation>
    </message>
    <message>
        <source>After every foul</source>
        <translation>反則のたびに公開</translation>
    </message>
    <message>
        <source>Cannot be played</source>
        <translation>出せない</translation>
    </message>
    <message>
        <source>A foul</source>
        <translation>反則</translation>
    </message>
    <message>
        <source>Disqualified</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>公開しない</translation>
    </message>
    <message>
        <source>On the fouling player&apos;s request</source>
        <translation>反則したプレイヤーの要求時</translation>
    </message>
    <message>
        <source>To the bottom, in order</source>
        <translation>順に山札の下へ</translation>
    </message>
    <message>
        <source>Shuffled, to the bottom</source>
        <translation>切って山札の下へ</translation>
    </message>
    <message>
        <source>Shuffled with the deck</source>
        <translation>山札と合わせて切る</translation>
    </message>
    <message>
        <source>Fewer cards first</source>
        <translation>手札の少ない順</translation>
    </message>
    <message>
        <source>MathPower 2016 (declare a number)</source>
        <translation>MathPower 2016 (数を宣言)</translation>
    </message>
    <message>
        <source>∞ (strongest)</source>
        <translation>∞ (最強)</translation>
    </message>
    <message>
        <source>A value 1–13</source>
        <translation>1〜13 の値</translation>
    </message>
    <message>
        <source>∞ or a value 1–13</source>
        <translation>∞ または 1〜13 の値</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>認める</translation>
    </message>
    <message>
        <source>As many as played</source>
        <translation>出した枚数</translation>
    </message>
    <message>
        <source>Field cards only</source>
        <translation>場に出した枚数</translation>
    </message>
    <message>
        <source>One card</source>
        <translation>1枚</translation>
    </message>
    <message>
        <source>The others put cards to the deck</source>
        <translation>他の人が山札に戻す</translation>
    </message>
    <message>
        <source>Draw what is left</source>
        <translation>残りだけ引く</translation>
    </message>
    <message>
        <source>Official rules</source>
        <translation>公式ルール</translation>
    </message>
    <message>
        <source>MathPower 2016</source>
        <translation>MathPower 2016 採用ルール</translation>
    </message>
    <message>
        <source>Byo-yomi: 300 s bank, then 15 s a turn</source>
        <translation>秒読み: 持ち時間 300 秒、その後は1手番 15 秒</translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <source>Decks combined (R1)</source>
        <translation>使うトランプの組数 (R1)</translation>
    </message>
    <message>
        <source>D1 Jokers per deck</source>
        <translation>D1 1組あたりのジョーカーの枚数</translation>
    </message>
    <message>
        <source>D2 Remove even cards of H and D</source>
        <translation>D2 ハートとダイヤの偶数カードを除く</translation>
    </message>
    <message>
        <source>D3 Most field cards in one play</source>
        <translation>D3 場に出すカードの枚数制限</translation>
    </message>
    <message>
        <source>D4 Cards in each hand</source>
        <translation>D4 手札の枚数</translation>
    </message>
    <message>
        <source>D6 Consideration time (s)</source>
        <translation>D6 考慮時間 (秒)</translation>
    </message>
    <message>
        <source>D7 Turn limit (s)</source>
        <translation>D7 手番の制限時間 (秒)</translation>
    </message>
    <message>
        <source>Bank per player (s, byo-yomi)</source>
        <translation>プレイヤーごとの持ち時間 (秒、秒読み)</translation>
    </message>
    <message>
        <source>D8 At time-out</source>
        <translation>D8 時間切れのとき</translation>
    </message>
    <message>
        <source>D9 Disclose the factorization</source>
        <translation>D9 素因数分解の情報公開</translation>
    </message>
    <message>
        <source>D10 Flushing</source>
        <translation>D10 カードの流し方</translation>
    </message>
    <message>
        <source>D11 Game time (s)</source>
        <translation>D11 1ゲームの時間 (秒)</translation>
    </message>
    <message>
        <source>D12 Ranking at a stop</source>
        <translation>D12 中断したときの順位</translation>
    </message>
    <message>
        <source>D14 Flush when a player goes out</source>
        <translation>D14 プレイヤーがあがったら場を流す</translation>
    </message>
    <message>
        <source>D15 A joker alone</source>
        <translation>D15 ジョーカー1枚出し</translation>
    </message>
    <message>
        <source>D16 Two jokers strongest</source>
        <translation>D16 ジョーカー2枚出し最強</translation>
    </message>
    <message>
        <source>D17 Going out with ∞</source>
        <translation>D17 ∞ でのあがり</translation>
    </message>
    <message>
        <source>D18 Thousand-day rule</source>
        <translation>D18 千日手</translation>
    </message>
    <message>
        <source>D19 Open hands</source>
        <translation>D19 手札の公開</translation>
    </message>
    <message>
        <source>Foul penalty (variant)</source>
        <translation>反則のペナルティ (バリエーション)</translation>
    </message>
    <message>
        <source>Deck too short for a penalty</source>
        <translation>ペナルティに山札が足りないとき</translation>
    </message>
    <message>
        <source>Start in revolution (variant)</source>
        <translation>革命状態で開始 (バリエーション)</translation>
    </message>
    <message>
        <source>Burst at this many cards (variant)</source>
        <translation>この枚数でバースト (バリエーション)</translation>
    </message>
    <message>
        <source>Shuffle seed (D10 replays)</source>
        <translation>シャッフルのシード (D10 の再現用)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>読み</translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation>所属</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Rank score</source>
        <translation>順位点</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>直接対決</translation>
    </message>
    <message>
        <source>Opposition</source>
        <translation>相手得点</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝数</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Largest prime</source>
        <translation>最大素数</translation>
    </message>
    <message>
        <source>Rounds (rank/seats)</source>
        <translation>各回戦（順位/卓の人数）</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>ステージ</translation>
    </message>
    <message>
        <source>%1 (withdrew from round %2)</source>
        <translation>%1（第%2回戦から棄権）</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>優勝</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>準優勝</translation>
    </message>
    <message>
        <source>%1%2 place</source>
        <translation>%1位</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>決勝</translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation>準決勝</translation>
    </message>
    <message>
        <source>Quarter-final</source>
        <translation>準々決勝</translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation>3位決定戦</translation>
    </message>
    <message>
        <source>Last %1</source>
        <comment>the knock-out round of the last 16 players</comment>
        <translation>ベスト%1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <comment>a knock-out round by its number</comment>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation>%1 グループ</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <comment>a stage and the rank at its table: Semi-final #3</comment>
        <translation>%1 %2位</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>不戦</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Error: %1</source>
        <translation>エラー: %1</translation>
    </message>
</context>
<context>
    <name>TabPages</name>
    <message>
        <source>Standings</source>
        <comment>順位表</comment>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Scoring and game settings</source>
        <translation>得点とゲーム設定</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>トーナメント表</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>訂正履歴</translation>
    </message>
    <message>
        <source>No tournament open</source>
        <translation>大会が開かれていません</translation>
    </message>
    <message>
        <source>New tournament…</source>
        <translation>新しい大会…</translation>
    </message>
    <message>
        <source>Open tournament…</source>
        <translation>大会を開く…</translation>
    </message>
    <message>
        <source>New on server…</source>
        <translation>サーバーに新規作成…</translation>
    </message>
    <message>
        <source>Open on server…</source>
        <translation>サーバーの大会を開く…</translation>
    </message>
    <message>
        <source>Hall display</source>
        <translation>会場表示</translation>
    </message>
    <message>
        <source>Standings and where each player sits, full screen, updated by itself</source>
        <translation>順位と各プレイヤーの座席を全画面に表示し、自動で更新します</translation>
    </message>
    <message>
        <source>Show on players&apos; phones…</source>
        <translation>プレイヤーのスマホに表示…</translation>
    </message>
    <message>
        <source>A read-only web page of the standings, seats and results, with a QR code</source>
        <translation>順位表・座席・結果の閲覧専用 Web ページ（QR コード付き）</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Reading (kana)</source>
        <translation>読み (かな)</translation>
    </message>
    <message>
        <source>Affiliation</source>
        <translation>所属</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV を取り込む…</translation>
    </message>
    <message>
        <source>Search by name or reading</source>
        <translation>名前かよみで検索</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>棄権</translation>
    </message>
    <message>
        <source>The player is not seated from the next round on</source>
        <translation>このプレイヤーには次のラウンドから座席を割り当てません</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>名前を直す…</translation>
    </message>
    <message>
        <source>Reinstate…</source>
        <translation>復帰…</translation>
    </message>
    <message>
        <source>A withdrawn player is seated again from the next round on</source>
        <translation>棄権したプレイヤーを次のラウンドから再び着席させます</translation>
    </message>
    <message>
        <source>Pause a round…</source>
        <translation>1 ラウンド休む…</translation>
    </message>
    <message>
        <source>The player sits out the next round and is scored as a bye; press again to take it back</source>
        <translation>選んだプレイヤーは次のラウンドを休み、不戦 (バイ) として採点されます。もう一度押すと取り消します</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>読み</translation>
    </message>
    <message>
        <source>Rounds and tables</source>
        <translation>ラウンドと卓</translation>
    </message>
    <message>
        <source>Seed of the first round&apos;s draw: the same seed repeats the draw</source>
        <translation>第1ラウンドの抽選のシード: 同じシードなら同じ抽選になります</translation>
    </message>
    <message>
        <source>Seat next round</source>
        <translation>次のラウンドの座席を決める</translation>
    </message>
    <message>
        <source>Undo last seating</source>
        <translation>最後の座席決めを取り消す</translation>
    </message>
    <message>
        <source>Take back the last round&apos;s seating while none of its games is recorded</source>
        <translation>結果がまだ記録されていない最後のラウンドの座席決めを取り消します</translation>
    </message>
    <message>
        <source>Table / seat</source>
        <translation>卓 / 座席</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Put in selected seat</source>
        <translation>選択した座席に入れる</translation>
    </message>
    <message>
        <source>Record game from file…</source>
        <translation>ファイルから棋譜を記録…</translation>
    </message>
    <message>
        <source>Judge this table in the console</source>
        <translation>この卓を判定コンソールで判定する</translation>
    </message>
    <message>
        <source>A new game with this table&apos;s players and the tournament&apos;s settings</source>
        <translation>この卓のプレイヤーと大会のルール設定で新しい対局を始めます</translation>
    </message>
    <message>
        <source>Result from paper sheet…</source>
        <translation>記入用紙から結果を入力…</translation>
    </message>
    <message>
        <source>Type the selected table&apos;s result from its score sheet, or correct a recorded result (logged)</source>
        <translation>選んだ卓の結果をスコアシート（成績記入用紙）から入力します。記録済みの結果は訂正になります（履歴に残ります）</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <source>Print standings</source>
        <comment>順位表</comment>
        <translation>順位表を印刷</translation>
    </message>
    <message>
        <source>Print round results</source>
        <translation>ラウンド結果を印刷</translation>
    </message>
    <message>
        <source>Print score sheet</source>
        <translation>スコアシートを印刷</translation>
    </message>
    <message>
        <source>Print blank sheet</source>
        <translation>白紙のスコアシートを印刷</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV に書き出す…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON に書き出す…</translation>
    </message>
    <message>
        <source>Print all sheets of the round</source>
        <translation>ラウンドの全卓の成績表を印刷</translation>
    </message>
    <message>
        <source>One page per table of the round chosen on the left: filled where recorded, blank with names where not</source>
        <translation>左で選んだラウンドの卓ごとに 1 ページ: 記録済みの卓は記入済み、未記録の卓は名前入りの空欄</translation>
    </message>
    <message>
        <source>Print seating list</source>
        <translation>座席表を印刷</translation>
    </message>
    <message>
        <source>Where do I sit: the round chosen on the left, by reading</source>
        <translation>左で選んだラウンドの座席表 (よみ順)</translation>
    </message>
    <message>
        <source>Language of the printed PDFs</source>
        <translation>印刷する PDF の言語</translation>
    </message>
    <message>
        <source>Results of the round chosen on the left</source>
        <translation>左で選んだラウンドの結果</translation>
    </message>
    <message>
        <source>The filled score sheet of the table selected on the left</source>
        <translation>左で選んだ卓の記入済みスコアシート</translation>
    </message>
    <message>
        <source>A sheet to fill by hand: for the selected table with its names, else four empty seats</source>
        <translation>手書き用のシート：卓を選んでいればその卓の名前入り、選んでいなければ空欄の 4 席</translation>
    </message>
    <message>
        <source>PDF language</source>
        <translation>PDF の言語</translation>
    </message>
    <message>
        <source>Send to a printer (print dialog)</source>
        <translation>プリンターに送る (印刷ダイアログ)</translation>
    </message>
    <message>
        <source>How many backup copies stay beside the tournament file (0: none)</source>
        <translation>大会ファイルの横に残すバックアップの数（0: 作らない）</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>バックアップを復元…</translation>
    </message>
    <message>
        <source>Write a backup copy to a new file; the open tournament stays as it is</source>
        <translation>バックアップのコピーを新しいファイルに書き出します。開いている大会はそのままです</translation>
    </message>
    <message>
        <source>Backups kept</source>
        <translation>残すバックアップ数</translation>
    </message>
    <message>
        <source>Print bracket</source>
        <translation>トーナメント表を印刷</translation>
    </message>
</context>
<context>
    <name>TabRefresh</name>
    <message>
        <source>Error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) registered</source>
        <translation>
            <numerusform>%n 人のプレイヤーを登録済み</numerusform>
        </translation>
    </message>
    <message>
        <source>Corrections (%1)</source>
        <translation>訂正履歴 (%1)</translation>
    </message>
    <message>
        <source>%1 (withdrawn)</source>
        <translation>%1 (棄権)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 ラウンド</translation>
    </message>
    <message>
        <source>Not following other consoles: %1</source>
        <translation>他の卓の変更を反映できません: %1</translation>
    </message>
    <message>
        <source>Following other consoles again</source>
        <translation>他のコンソールの変更をまた追っています</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>Copy table</source>
        <translation>表をコピー</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>CSV に書き出す…</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>JSON に書き出す…</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON ファイル (*.json)</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>表の書き出し</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 を書き込めませんでした：%2</translation>
    </message>
</context>
<context>
    <name>TableLine</name>
    <message numerus="yes">
        <source>To beat: %1 (%n card(s))</source>
        <translation>
            <numerusform>場の数: %1 (%n 枚)</numerusform>
        </translation>
    </message>
    <message>
        <source>To beat: — (empty field)</source>
        <translation>場の数: — (場は空)</translation>
    </message>
    <message>
        <source>REVOLUTION: smaller wins</source>
        <translation>革命中: 小さい数が勝ち</translation>
    </message>
    <message>
        <source>normal: larger wins</source>
        <translation>平常: 大きい数が勝ち</translation>
    </message>
    <message>
        <source>deck %1</source>
        <translation>山札 %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>To beat</source>
        <translation>場の数</translation>
    </message>
    <message>
        <source>Field (oldest first)</source>
        <translation>場 (古い順)</translation>
    </message>
    <message>
        <source>Event log (record notation)</source>
        <translation>記録 (棋譜表記)</translation>
    </message>
    <message>
        <source>No game — Ctrl+N starts one</source>
        <translation>ゲームなし — Ctrl+N で開始</translation>
    </message>
    <message>
        <source>%1  (%2 cards, by %3)</source>
        <translation>%1  (%2 枚、%3)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Empty field: any play leads</source>
        <translation>場は空: どのカードでも出せます</translation>
    </message>
    <message>
        <source>REVOLUTION: play smaller</source>
        <translation>革命中: より小さい数を出す</translation>
    </message>
    <message>
        <source>Normal: play larger</source>
        <translation>平常: より大きい数を出す</translation>
    </message>
    <message>
        <source>Deck: %1 cards</source>
        <translation>山札: %1 枚</translation>
    </message>
    <message>
        <source>%1 holds: %2</source>
        <translation>%1 の手札: %2</translation>
    </message>
</context>
<context>
    <name>TanhinminTab</name>
    <message>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>strengths, e.g. 1 3 5</source>
        <translation>強さ 例: 1 3 5</translation>
    </message>
    <message>
        <source>strengths, e.g. 2 4</source>
        <translation>強さ 例: 2 4</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Your hand (moves first):</source>
        <translation>あなたの手札 (先手):</translation>
    </message>
    <message>
        <source>Solver&apos;s hand:</source>
        <translation>ソルバーの手札:</translation>
    </message>
    <message>
        <source>Field:</source>
        <translation>場:</translation>
    </message>
    <message>
        <source>You win at (c0) cards:</source>
        <translation>あなたは残り (c0) 枚で勝ち:</translation>
    </message>
    <message>
        <source>Solver wins at (c1) cards:</source>
        <translation>ソルバーは残り (c1) 枚で勝ち:</translation>
    </message>
    <message>
        <source>Analysis of the current position</source>
        <translation>現在の局面の解析</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>手番:</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>勝者:</translation>
    </message>
    <message>
        <source>Matchings:</source>
        <translation>マッチング:</translation>
    </message>
    <message>
        <source>Optimal plays:</source>
        <translation>最善手:</translation>
    </message>
    <message>
        <source>Passing:</source>
        <translation>パス:</translation>
    </message>
    <message>
        <source>Winner under every condition</source>
        <translation>すべての勝利条件での勝者</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手</translation>
    </message>
    <message>
        <source>&amp;Load hands from file…</source>
        <translation>ファイルから手札を読み込む(&amp;L)…</translation>
    </message>
    <message>
        <source>A text file with your strengths on one line and the solver&apos;s on the next; lines starting with # are notes. Any size: large hands are solved in the background.</source>
        <translation>1 行目にあなたの強さ、2 行目にソルバーの強さを書いたテキストファイル。# で始まる行はメモです。大きさに制限はなく、大きな手札はバックグラウンドで解きます。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>γ (Algorithm 1):</source>
        <translation>γ (アルゴリズム 1):</translation>
    </message>
    <message>
        <source>Algorithm 1:</source>
        <translation>アルゴリズム 1:</translation>
    </message>
    <message>
        <source>Corollary 6:</source>
        <translation>系 6:</translation>
    </message>
    <message>
        <source>Corollary 7:</source>
        <translation>系 7:</translation>
    </message>
    <message>
        <source>δ′ = μ′0 − μ′1 + 1 after the move (green: the player to move wins after it). Cor. 6: the moves that lower δ least; Alg. 1: the optimal moves; Strategy: the solver&apos;s strategy with its c, in the mover&apos;s place.</source>
        <translation>δ′ = 着手後の μ′0 − μ′1 + 1(緑: 手番のプレイヤーがその手の後も勝ち)。系 6: δ をもっとも下げない手。アルゴリズム 1: 最善手。戦略: ソルバーの戦略(その c で)が手番の側なら選ぶ手。</translation>
    </message>
    <message>
        <source>Play against the solver</source>
        <translation>ソルバーと対戦</translation>
    </message>
    <message>
        <source>Solver&apos;s strategy:</source>
        <translation>ソルバーの戦略:</translation>
    </message>
    <message>
        <source>Parameter c:</source>
        <translation>パラメータ c:</translation>
    </message>
    <message>
        <source>The free c of Algorithms 3–7 (0 ≤ c ≤ c0 or c1); the largest is the default. Every value is optimal; they differ in which card they pick.</source>
        <translation>アルゴリズム 3〜7 の自由なパラメータ c(0 ≤ c ≤ c0 または c1)。既定は最大値です。どの値も最善で、選ぶカードが異なります。</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>最初から</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>進む ▶</translation>
    </message>
    <message>
        <source>Solver&apos;s move</source>
        <translation>ソルバーの手</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>あなたの手札:</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Alg. 2: prefer the (c0+1)-th weakest card</source>
        <translation>アルゴリズム 2: 弱い方から (c0+1) 番目のカードを優先</translation>
    </message>
    <message>
        <source>Alg. 3: prefer the (c0+2)-th weakest card</source>
        <translation>アルゴリズム 3: 弱い方から (c0+2) 番目のカードを優先</translation>
    </message>
    <message>
        <source>Alg. 4: switch on μ0</source>
        <translation>アルゴリズム 4: μ0 で切り替え</translation>
    </message>
    <message>
        <source>Alg. 5: switch on μ1</source>
        <translation>アルゴリズム 5: μ1 で切り替え</translation>
    </message>
    <message>
        <source>Alg. 6: the μ0-th strongest card</source>
        <translation>アルゴリズム 6: 強い方から μ0 番目のカード</translation>
    </message>
    <message>
        <source>Alg. 7: the (μ1+1)-th strongest card</source>
        <translation>アルゴリズム 7: 強い方から (μ1+1) 番目のカード</translation>
    </message>
    <message>
        <source>Reading %1 …</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <source>Load hands</source>
        <translation>手札を読み込む</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>テキストファイル (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Your hand: {0}</source>
        <translation>あなたの手札: {0}</translation>
    </message>
    <message>
        <source>Solver&apos;s hand: {0}</source>
        <translation>ソルバーの手札: {0}</translation>
    </message>
    <message>
        <source>Both hands need at least one card.</source>
        <translation>両方の手札に1枚以上のカードが必要です。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>ソルバー</translation>
    </message>
    <message>
        <source>{0} reached the target: game over.</source>
        <translation>{0} が目標に達しました: ゲーム終了。</translation>
    </message>
    <message>
        <source>{0} won</source>
        <translation>{0} の勝ち</translation>
    </message>
    <message>
        <source>{0} (with best play)</source>
        <translation>{0} (最善を尽くした場合)</translation>
    </message>
    <message>
        <source>μ0 = {0}, μ1 = {1}, δ = {2}</source>
        <translation>μ0 = {0}, μ1 = {1}, δ = {2}</translation>
    </message>
    <message>
        <source>every move is optimal</source>
        <translation>どの手も最善</translation>
    </message>
    <message>
        <source>the mover loses whatever it plays</source>
        <translation>手番の側は何を出しても負け</translation>
    </message>
    <message>
        <source>only these keep the win</source>
        <translation>勝ちを保つのはこれらの手だけ</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>optimal</source>
        <translation>最善</translation>
    </message>
    <message>
        <source>loses the win</source>
        <translation>勝ちを逃す</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>あなたの番です。</translation>
    </message>
    <message>
        <source>Solving %1 + %2 cards…</source>
        <translation>%1 + %2 枚を解析中…</translation>
    </message>
    <message>
        <source>Hands file: %1</source>
        <translation>手札ファイル: %1</translation>
    </message>
    <message>
        <source>from the file (type here to replace it)</source>
        <translation>ファイルから(入力するとファイルの手札を置き換えます)</translation>
    </message>
    <message>
        <source>Hands from %1: you %2 cards, the solver %3 cards.</source>
        <translation>%1 の手札: あなた %2 枚、ソルバー %3 枚。</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>解析をキャンセルしました。</translation>
    </message>
    <message>
        <source>Analysis failed: %1</source>
        <translation>解析に失敗しました: %1</translation>
    </message>
    <message>
        <source>The solver is to move: press “Solver&apos;s move”.</source>
        <translation>ソルバーの番です: 「ソルバーの手」を押してください。</translation>
    </message>
    <message>
        <source>Over %1 cards in a hand: no table of every condition here; “daifugo tanhinmin --win C0,C1” answers any one of them.</source>
        <translation>手札が %1 枚を超えるため、すべての勝利条件の表は出しません。単貧民のコマンド “daifugo tanhinmin --win C0,C1” で個々の条件を調べられます。</translation>
    </message>
    <message>
        <source>Hands over %1 cards: the analysis only; playing needs smaller hands.</source>
        <translation>手札が %1 枚を超えるため解析のみです。対戦にはもっと小さな手札が必要です。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (needs %n more card(s); the other player %2)</source>
        <translation>
            <numerusform>%1 (あと %n 枚、相手のプレイヤーは %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, pass</source>
        <translation>%1、パス</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>%1 (δ′ = %2, δ = %3)</source>
        <translation>%1 (δ′ = %2、δ = %3)</translation>
    </message>
    <message>
        <source>δ ≠ 1: every move is optimal (line 2)</source>
        <translation>δ ≠ 1: すべての手が最善 (2 行目)</translation>
    </message>
    <message>
        <source>no card play is optimal</source>
        <translation>最善なカードの提出はありません</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1〜%2</translation>
    </message>
    <message>
        <source>[%1, %2]; weakest c0+1 cards (lines 3–4): %3; the rest (lines 5–6): %4</source>
        <translation>[%1, %2]。弱い方から c0+1 枚 (3〜4 行目): %3、残り (5〜6 行目): %4</translation>
    </message>
    <message>
        <source> (all such: %1)</source>
        <translation> (該当する手すべて: %1)</translation>
    </message>
    <message>
        <source>optimal whatever the other&apos;s target: %1%2; whatever the mover&apos;s own: %3%4</source>
        <translation>相手の目標によらず最善: %1%2。手番の側の目標によらず最善: %3%4</translation>
    </message>
    <message>
        <source>%1 strengths from %2 to %3</source>
        <translation>強さ %2〜%3 の %1 種類</translation>
    </message>
    <message>
        <source>optimal play</source>
        <translation>最善手</translation>
    </message>
    <message>
        <source>c0={0}</source>
        <translation>c0={0}</translation>
    </message>
    <message>
        <source>c1={0}</source>
        <translation>c1={0}</translation>
    </message>
    <message>
        <source>[{0}]</source>
        <translation>[{0}]</translation>
    </message>
    <message>
        <source>Rows: cards the player to move ({0}) wins at; columns: the other player&apos;s. Brackets mark the current condition.</source>
        <translation>行: 手番のプレイヤー ({0}) が勝つ残り枚数、列: 相手のプレイヤーの残り枚数。括弧は現在の条件です。</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>あなたはパス</translation>
    </message>
    <message>
        <source>You play {0}</source>
        <translation>あなたは {0} を出す</translation>
    </message>
    <message>
        <source>Solver passes</source>
        <translation>ソルバーはパス</translation>
    </message>
    <message>
        <source>Solver plays {0}</source>
        <translation>ソルバーは {0} を出す</translation>
    </message>
    <message>
        <source>{0}. {1}</source>
        <translation>{0}. {1}</translation>
    </message>
</context>
<context>
    <name>TiebreakList</name>
    <message>
        <source>Tie-breaks after points</source>
        <translation>得点が同じときのタイブレーク</translation>
    </message>
    <message>
        <source>Tie-breaks in order</source>
        <translation>タイブレークの順序</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Reset to default order</source>
        <translation>既定の順序に戻す</translation>
    </message>
    <message>
        <source>Players still equal after the tie-breaks ticked share the place (listed in registration order).</source>
        <translation>チェックしたタイブレークでも並んだプレイヤーは同順位です（登録順に表示）。</translation>
    </message>
    <message>
        <source>Rank score</source>
        <translation>順位点</translation>
    </message>
    <message>
        <source>Each game&apos;s rank as (rank − 1) / (seats − 1), summed; lower first (a win counts 0 and last place 1 at any table size).</source>
        <translation>各ゲームの順位を (順位 − 1) / (卓の人数 − 1) にして合計し、小さい方が上位（卓の人数によらず 1 位は 0、最下位は 1）。</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>直接対決</translation>
    </message>
    <message>
        <source>Games between the tied players: +1 for finishing above another of them, −1 for finishing below; higher first.</source>
        <translation>並んだプレイヤー同士のゲームで、相手より上の順位なら +1、下なら −1。大きい方が上位。</translation>
    </message>
    <message>
        <source>Opposition (Buchholz)</source>
        <translation>相手得点（ブッフホルツ）</translation>
    </message>
    <message>
        <source>The points of every opponent met, summed; higher first.</source>
        <translation>対戦した相手全員の得点の合計。大きい方が上位。</translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation>ブッフホルツ・カット1</translation>
    </message>
    <message>
        <source>Opposition without the round of the weakest opponents; higher first.</source>
        <translation>最も弱い相手の回戦を除いた対戦相手の得点合計。大きい方が上位。</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>メディアン・ブッフホルツ</translation>
    </message>
    <message>
        <source>Opposition without the rounds of the weakest and the strongest opponents; higher first.</source>
        <translation>最も弱い相手と最も強い相手の回戦を除いた対戦相手の得点合計。大きい方が上位。</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>累進得点</translation>
    </message>
    <message>
        <source>The running total after each round, summed: points won early weigh more; higher first.</source>
        <translation>各回戦後の累計得点の合計。早い回戦の得点ほど重くなります。大きい方が上位。</translation>
    </message>
    <message>
        <source>Most first places</source>
        <translation>1位の回数</translation>
    </message>
    <message>
        <source>The number of games won (first place at the table); more first.</source>
        <translation>勝ったゲーム (卓で1位) の数。多い方が上位。</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>ゲームポイント</translation>
    </message>
    <message>
        <source>Games won in matches at tables of two (as chess tools count them); more first.</source>
        <translation>2人卓のマッチで勝ったゲーム数 (チェスの大会ソフトと同じ数え方)。多い方が上位。</translation>
    </message>
    <message>
        <source>Largest prime played</source>
        <translation>最大素数</translation>
    </message>
    <message>
        <source>The largest prime played in any game; larger first, none played last.</source>
        <translation>いずれかのゲームで出した最大の素数。大きい方が上位、出していなければ最後。</translation>
    </message>
    <message>
        <source>Choose a tie-break to move it; untick it to leave it out.</source>
        <translation>タイブレークを選ぶと上下に移動できます。チェックを外すと使いません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>TournamentFiles</name>
    <message>
        <source>Created %1</source>
        <translation>%1 を作成しました</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <source>The backup was written to %1. The tournament open here is unchanged: open that file to use the copy.</source>
        <translation>バックアップを %1 に書き出しました。ここで開いている大会は変わっていません。コピーを使うにはそのファイルを開いてください。</translation>
    </message>
</context>
<context>
    <name>TournamentPrints</name>
    <message>
        <source>Writing %1…</source>
        <translation>%1 を書き出しています…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>A PDF is still being written</source>
        <translation>PDF をまだ書き出しています</translation>
    </message>
    <message>
        <source>Select a table first</source>
        <translation>先に卓を選んでください</translation>
    </message>
    <message>
        <source>Printing needs QtPdf (PySide6-Addons); the PDF opens instead</source>
        <translation>印刷には QtPdf (PySide6-Addons) が必要です。代わりに PDF を開きます</translation>
    </message>
    <message numerus="yes">
        <source>Printed %n page(s)</source>
        <translation>
            <numerusform>%n ページを印刷しました</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TournamentSession</name>
    <message>
        <source>Open tournament</source>
        <translation>大会を開く</translation>
    </message>
    <message>
        <source>Tournament (*.sqlite);;All files (*)</source>
        <translation>大会 (*.sqlite);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>New tournament file</source>
        <translation>新しい大会ファイル</translation>
    </message>
    <message>
        <source>Tournament (*.sqlite)</source>
        <translation>大会 (*.sqlite)</translation>
    </message>
    <message>
        <source>%1 — round %2 seated</source>
        <translation>%1 — 第 %2 ラウンドの組み合わせ後</translation>
    </message>
    <message>
        <source>%1 — round %2, last result recorded</source>
        <translation>%1 — 第 %2 ラウンドの全結果の記録後</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>バックアップの復元</translation>
    </message>
    <message>
        <source>Which copy? It is written to a new file; the open tournament stays as it is.</source>
        <translation>どのコピーを使いますか？新しいファイルに書き出します。開いている大会はそのままです。</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>プレイヤーを取り込む</translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation>CSV (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>%1 withdraws and is not seated from the next round on. Withdraw %1?</source>
        <translation>%1 は棄権し、次のラウンドから着席しなくなります。%1 を棄権にしますか？</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>棄権</translation>
    </message>
    <message>
        <source>Reinstate a player</source>
        <translation>棄権したプレイヤーを復帰させる</translation>
    </message>
    <message>
        <source>Withdrawn players:</source>
        <translation>棄権したプレイヤー:</translation>
    </message>
    <message>
        <source>%1 comes back and is seated again from the next round on; the rounds missed stay missed. Reinstate %1?</source>
        <translation>%1 は復帰し、次のラウンドから再び着席します。欠場したラウンドはそのままです。%1 を復帰させますか？</translation>
    </message>
    <message>
        <source>Pause one round</source>
        <translation>1 ラウンド休む</translation>
    </message>
    <message>
        <source>%1 asked to sit out round %2. Take the request back, so %1 is seated?</source>
        <translation>%1 さんは第 %2 ラウンドの休みを希望しています。希望を取り消して %1 さんを着席させますか？</translation>
    </message>
    <message>
        <source>%1 sits out round %2 and is scored as a bye in it. Pause %1 for round %2?</source>
        <translation>%1 さんは第 %2 ラウンドを休み、そのラウンドは不戦 (バイ) として採点されます。%1 さんを第 %2 ラウンドで休みにしますか？</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>プレイヤー名を直す</translation>
    </message>
    <message>
        <source>New name for %1:</source>
        <translation>%1 の新しい名前:</translation>
    </message>
    <message>
        <source>Take back round %1&apos;s seating? Its tables and byes are removed.</source>
        <translation>第 %1 ラウンドの座席を取り消しますか？ そのラウンドの卓と不戦勝がなくなります。</translation>
    </message>
    <message>
        <source>Undo last seating</source>
        <translation>最後の座席決めを取り消す</translation>
    </message>
    <message>
        <source>This game was played under other settings than the tournament&apos;s:
%1

Record it anyway?</source>
        <translation>この対局は大会とは異なるルール設定で行われました:
%1

それでも記録しますか？</translation>
    </message>
    <message>
        <source>Other settings</source>
        <translation>異なるルール設定</translation>
    </message>
    <message>
        <source>Record game from file</source>
        <translation>ファイルから棋譜を記録</translation>
    </message>
    <message>
        <source>Game record (*.json);;All files (*)</source>
        <translation>棋譜 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Another first mover</source>
        <translation>規定と違う先手</translation>
    </message>
    <message>
        <source>Who allows it? (the judge&apos;s name, kept with the game)</source>
        <translation>誰が認めますか？（審判の名前。ゲームと一緒に記録されます）</translation>
    </message>
    <message>
        <source>%1

Record the game all the same? Say why (kept with the game):</source>
        <translation>%1

それでもこのゲームを記録しますか？理由を入力してください (ゲームと一緒に保存されます):</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation>順位表を書き出す</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>PDF を保存</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>TournamentSettingsPanel</name>
    <message>
        <source>Game settings for the games still to play</source>
        <translation>これから行うゲームの設定</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Fewest seats at a table</source>
        <translation>1 卓の最少人数</translation>
    </message>
    <message>
        <source>Most seats at a table</source>
        <translation>1 卓の最多人数</translation>
    </message>
    <message>
        <source>to</source>
        <translation>〜</translation>
    </message>
    <message>
        <source>seats (fixed once round 1 is seated)</source>
        <translation>人 (第 1 ラウンドの座席を決めた後は変えられません)</translation>
    </message>
    <message>
        <source>Tables of</source>
        <translation>卓の人数</translation>
    </message>
    <message>
        <source>Games already recorded keep the settings in their own record.</source>
        <translation>記録済みのゲームは、それぞれの棋譜にある設定のままです。</translation>
    </message>
    <message>
        <source>Points per rank</source>
        <translation>順位ごとの得点</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>%1 位</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>既定値</translation>
    </message>
    <message>
        <source>%1 seats</source>
        <translation>%1 人卓</translation>
    </message>
    <message>
        <source>Points for rank %1 at %2 seats</source>
        <translation>%2 人卓の %1 位の得点</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>戻す</translation>
    </message>
    <message>
        <source>Back to the default points for %1 seats</source>
        <translation>%1 人卓の得点を既定値に戻します</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>不戦 (バイ)</translation>
    </message>
    <message>
        <source>Points for a bye</source>
        <translation>不戦 (バイ) の得点</translation>
    </message>
    <message>
        <source>points, counted as rank</source>
        <translation>点、順位合計では次の順位として数える:</translation>
    </message>
    <message>
        <source>Rank a bye counts as in the sum of ranks</source>
        <translation>順位合計で不戦 (バイ) を何位として数えるか</translation>
    </message>
    <message>
        <source>Reset all to defaults</source>
        <translation>すべて既定値に戻す</translation>
    </message>
    <message>
        <source>Changes are saved in the tournament file at once and every recorded game is scored again; the standings follow.</source>
        <comment>順位表</comment>
        <translation>変更はすぐに大会ファイルに保存され、記録済みのゲームがすべて採点し直されて順位表に反映されます。</translation>
    </message>
    <message>
        <source>Custom settings (set outside this tab)</source>
        <translation>カスタム設定 (このタブの外で設定)</translation>
    </message>
</context>
<context>
    <name>TournamentText</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>round %1 table %2</source>
        <translation>第 %1 回戦 %2 卓</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>%1 件目</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>プレイヤー %1</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>ファイルがありません</translation>
    </message>
    <message>
        <source>the tournament&apos;s name has a control character (U+%1) at position %2; it would show on every print, page and hall display: type the name without it</source>
        <translation>大会名の %2 文字目に制御文字 (U+%1) があります。すべての印刷物・ページ・会場表示に出てしまうので、その文字を除いて入力してください</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>空のファイルです</translation>
    </message>
    <message>
        <source>already exists</source>
        <translation>すでにあります</translation>
    </message>
    <message>
        <source>already holds a tournament</source>
        <translation>すでに大会が入っています</translation>
    </message>
    <message>
        <source>the file is damaged (%1); keep it as it is and use a backup copy</source>
        <translation>ファイルが壊れています (%1)。そのまま残し、バックアップを使ってください</translation>
    </message>
    <message>
        <source>empty database, not a tournament</source>
        <translation>空のデータベースです。大会ではありません</translation>
    </message>
    <message>
        <source>made by an older version (schema %1); open it once in the Tournament tab to upgrade it, then print</source>
        <translation>古い版で作られています (スキーマ %1)。一度「大会」タブで開いて更新してから印刷してください</translation>
    </message>
    <message>
        <source>schema version %1 is newer than this program understands</source>
        <translation>スキーマ %1 はこのプログラムより新しい版のものです</translation>
    </message>
    <message>
        <source>schema version %1 is newer than this program understands (%2)</source>
        <translation>スキーマ %1 はこのプログラム (%2) より新しい版のものです</translation>
    </message>
    <message>
        <source>not a tournament database (%1)</source>
        <translation>大会のデータベースではありません (%1)</translation>
    </message>
    <message>
        <source>not a tournament database (tables %1)</source>
        <translation>大会のデータベースではありません (テーブル %1)</translation>
    </message>
    <message>
        <source>schema_version table is empty</source>
        <translation>schema_version テーブルが空です</translation>
    </message>
    <message>
        <source>empty database: create the tournament first</source>
        <translation>空のデータベースです: 先に大会を作成してください</translation>
    </message>
    <message>
        <source>the tournament file is busy: another console kept it for over %1 s. Nothing was saved; try again.</source>
        <translation>大会ファイルが使用中です: 別のコンソールが %1 秒以上使っています。何も保存されていません。もう一度お試しください。</translation>
    </message>
    <message>
        <source>the tournament file is busy: another console kept it for over %1 s, so it could not be read. This only reads, so nothing was changed; try again.</source>
        <translation>大会ファイルが使用中です。別のコンソールが %1 秒以上使っていたため読めませんでした。読むだけの操作なので何も変わっていません。もう一度試してください。</translation>
    </message>
    <message>
        <source>the tournament file reported an error while being read (%1); nothing was changed</source>
        <translation>大会ファイルを読む途中でエラーが出ました（%1）。何も変わっていません</translation>
    </message>
    <message>
        <source>the disk holding the tournament file is full. Nothing of this change was saved (what was saved before stays); free some space, then try again.</source>
        <translation>大会ファイルのあるディスクがいっぱいです。この変更は何も保存されていません（それまでに保存したものは残っています）。空きを作ってからやり直してください。</translation>
    </message>
    <message>
        <source>the tournament file could not be read or written (the disk or medium reported an error: %1). Nothing of this change was saved; copy the file to a sound disk before going on.</source>
        <translation>大会ファイルを読み書きできませんでした（ディスクや媒体のエラー: %1）。この変更は何も保存されていません。続ける前にファイルを正常なディスクへコピーしてください。</translation>
    </message>
    <message>
        <source>the tournament file reported an error (%1); nothing of this change was saved</source>
        <translation>大会ファイルでエラーが起きました（%1）。この変更は何も保存されていません</translation>
    </message>
    <message>
        <source>the tournament file cannot be written (read-only medium or opened for reading)</source>
        <translation>大会ファイルに書き込めません (読み取り専用の媒体か、閲覧用に開いています)</translation>
    </message>
    <message>
        <source>opened for reading only; nothing can be changed there</source>
        <translation>閲覧用に開いています。変更はできません</translation>
    </message>
    <message>
        <source>the server has no such database (create it first, e.g. with daifugo server)</source>
        <translation>サーバーにそのデータベースがありません (先に daifugo server などで作成してください)</translation>
    </message>
    <message>
        <source>the server asks for a password</source>
        <translation>サーバーがパスワードを求めています</translation>
    </message>
    <message>
        <source>the server refused the user name or password</source>
        <translation>サーバーがユーザー名かパスワードを拒否しました</translation>
    </message>
    <message>
        <source>cannot reach the tournament server. Is it running, and is this laptop on its network?</source>
        <translation>大会サーバーに接続できません。サーバーは動いていますか。このノートPCは同じネットワークにつながっていますか。</translation>
    </message>
    <message>
        <source>round %1, table %2: the stored game record is damaged and cannot be read; the result stands, but keep the tournament file as it is and use the table&apos;s own record file or a backup copy</source>
        <translation>第%1回戦 第%2卓: 保存された対局記録が破損していて読めません。結果はそのままですが、大会ファイルには手を加えず、その卓の記録ファイルかバックアップを使ってください</translation>
    </message>
    <message>
        <source>the connection to the tournament server was lost; try again.</source>
        <translation>大会サーバーとの接続が切れました。やり直してください。</translation>
    </message>
    <message>
        <source>the server is not answering: this result is not confirmed. It is checked when the server answers again, and you are told whether it was saved; do not enter it again before then.</source>
        <translation>サーバーが応答しません。この結果は確定していません。サーバーが再び応答したときに確認し、保存されたかどうかをお知らせします。それまで入力し直さないでください。</translation>
    </message>
    <message>
        <source>the server is not answering, so the change was never committed: nothing of it was saved. Try again once the connection is back.</source>
        <translation>サーバーが応答しないため、変更は確定されませんでした。何も保存されていません。接続が戻ったらもう一度試してください。</translation>
    </message>
    <message>
        <source>the result the server had not answered for is checked now: it was not saved. Enter it again.</source>
        <translation>サーバーが応答していなかった結果を今確認しました。保存されていませんでした。もう一度入力してください。</translation>
    </message>
    <message>
        <source>another console holds the tournament and has not let go for %1 s (a frozen laptop or a lost connection?). Nothing of this change was saved; try again in a moment.</source>
        <translation>別のコンソールが大会を %1 秒以上つかんだまま放しません（ノートPCが固まったか、接続が切れた？）。この変更は何も保存されていません。少し待ってからもう一度試してください。</translation>
    </message>
    <message>
        <source>the server did not finish the change within %1 s. Nothing of it was saved; try again.</source>
        <translation>サーバーが %1 秒以内に変更を終えませんでした。何も保存されていません。もう一度試してください。</translation>
    </message>
    <message>
        <source>the result is saved, but the backup copy after it could not be made in %1 (%2); copy the tournament file somewhere safe by hand</source>
        <translation>結果は保存されましたが、その後のバックアップを %1 に作れませんでした（%2）。大会ファイルを手で安全な場所にコピーしてください</translation>
    </message>
    <message>
        <source>%1 already exists: a backup is restored only to a new file, never over one</source>
        <translation>%1 はすでにあります。バックアップは新しいファイルにだけ復元し、既存のファイルには上書きしません</translation>
    </message>
    <message>
        <source>the backup %1 is damaged (%2); choose another one</source>
        <translation>バックアップ %1 は壊れています（%2）。別のものを選んでください</translation>
    </message>
    <message>
        <source>the backup could not be written to %1 (%2); nothing was written</source>
        <translation>バックアップを %1 に書き出せませんでした（%2）。何も書き込んでいません</translation>
    </message>
    <message>
        <source>there is no backup copy beside %1 yet (one is made at every seating and every round&apos;s last result)</source>
        <translation>%1 の横にはまだバックアップがありません（組み合わせのたびと、各ラウンドの最後の結果の記録時に作られます）</translation>
    </message>
    <message>
        <source>the connection to the tournament server was lost during the change. Checked after reconnecting: nothing of it was saved; try again.</source>
        <translation>変更の途中で大会サーバーとの接続が切れました。再接続して確認した結果、何も保存されていません。やり直してください。</translation>
    </message>
    <message>
        <source>the connection to the tournament server was lost just as the change was committed. Checked after reconnecting: it was saved after all.</source>
        <translation>変更を確定した瞬間に大会サーバーとの接続が切れました。再接続して確認した結果、変更は保存されていました。</translation>
    </message>
    <message>
        <source>the connection to the tournament server was lost as the change was committed, and the server cannot be reached to check whether it was saved. Once it is back, look at the tournament before trying again.</source>
        <translation>変更の確定中に大会サーバーとの接続が切れ、保存されたかどうかを確認できません。サーバーが戻ったら、やり直す前に大会の状態を確かめてください。</translation>
    </message>
    <message>
        <source>no connection to the tournament server; trying again every %1 s</source>
        <translation>大会サーバーにつながっていません。%1 秒ごとにつなぎ直しています</translation>
    </message>
    <message>
        <source>%1: cannot watch the tournament file for changes (%2)</source>
        <translation>%1: 大会ファイルの変更を監視できません（%2）</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>no connection to the tournament server; the figures shown may be old. Trying again…</source>
        <translation>大会サーバーにつながっていません。表示が古いかもしれません。つなぎ直しています…</translation>
    </message>
    <message>
        <source>the tournament cannot be read right now; the figures shown may be old. Trying again…</source>
        <translation>いま大会を読み込めません。表示が古いかもしれません。読み込み直しています…</translation>
    </message>
    <message>
        <source>another console changed the tournament at the same moment; nothing was saved. Try again.</source>
        <translation>別のコンソールが同時に大会を変更しました。何も保存されていません。もう一度お試しください。</translation>
    </message>
    <message>
        <source>another console saved a change at the same moment: %1. Nothing was saved; look again.</source>
        <translation>別のコンソールが同時に変更を保存しました: %1。何も保存されていません。表示を確かめてください。</translation>
    </message>
    <message>
        <source>another console removed what this change refers to at the same moment. Nothing was saved; look again.</source>
        <translation>この変更の対象を別のコンソールが同時に削除しました。何も保存されていません。表示を確かめてください。</translation>
    </message>
    <message>
        <source>another console saved a conflicting change at the same moment. Nothing was saved; look again.</source>
        <translation>別のコンソールが同時に矛盾する変更を保存しました。何も保存されていません。表示を確かめてください。</translation>
    </message>
    <message>
        <source>that table already has a result</source>
        <translation>その卓にはすでに結果があります</translation>
    </message>
    <message>
        <source>that round has just been seated</source>
        <translation>その回戦はたった今組まれました</translation>
    </message>
    <message>
        <source>that name is already registered</source>
        <translation>その名前はすでに登録されています</translation>
    </message>
    <message>
        <source>that seat is already taken</source>
        <translation>その席はすでに埋まっています</translation>
    </message>
    <message>
        <source>that player already has a bye in this round</source>
        <translation>そのプレイヤーはこの回戦ですでに不戦勝です</translation>
    </message>
    <message>
        <source>that game already has this player&apos;s result</source>
        <translation>そのゲームにはこのプレイヤーの結果がすでにあります</translation>
    </message>
    <message>
        <source>not a database URL (postgresql://user@host:port/database)</source>
        <translation>データベースの URL ではありません (postgresql://user@host:port/database)</translation>
    </message>
    <message>
        <source>not a database URL</source>
        <translation>データベースの URL ではありません</translation>
    </message>
    <message>
        <source>only PostgreSQL servers are supported (postgresql://…)</source>
        <translation>使えるのは PostgreSQL サーバーだけです (postgresql://…)</translation>
    </message>
    <message>
        <source>name the server and the database (postgresql://user@host:port/database)</source>
        <translation>サーバーとデータベースを指定してください (postgresql://user@host:port/database)</translation>
    </message>
    <message>
        <source>not a PostgreSQL server URL</source>
        <translation>PostgreSQL サーバーの URL ではありません</translation>
    </message>
    <message>
        <source>a server needs a host, a database and a user name</source>
        <translation>サーバーにはホスト、データベース、ユーザー名が必要です</translation>
    </message>
    <message>
        <source>port %1: must be 1..65535</source>
        <translation>ポート %1: 1〜65535 でなければなりません</translation>
    </message>
    <message>
        <source>line 1: no name column (header %1)</source>
        <translation>1 行目: 名前の列がありません (見出し %1)</translation>
    </message>
    <message>
        <source>line %1: a field is longer than %2 characters; this is not a list of players</source>
        <translation>%1行目: %2文字を超える欄があります。選手一覧ではありません</translation>
    </message>
    <message>
        <source>line %1: cannot be read as CSV (%2)</source>
        <translation>%1行目: CSV として読めません（%2）</translation>
    </message>
    <message>
        <source>neither UTF-8 nor Shift_JIS text (byte %1)</source>
        <translation>UTF-8 でも Shift_JIS でもありません (%1 バイト目)</translation>
    </message>
    <message>
        <source>format %1: choose one of %2</source>
        <translation>形式 %1: %2 のいずれかを選んでください</translation>
    </message>
    <message>
        <source>table sizes %1..%2 make no sense</source>
        <translation>卓の人数 %1〜%2 は成り立ちません</translation>
    </message>
    <message>
        <source>advance %1: must be 1..%2</source>
        <translation>勝ち上がり %1: 1〜%2 でなければなりません</translation>
    </message>
    <message>
        <source>swiss rounds before the final: %1; at least one</source>
        <translation>決勝前のスイス式ラウンド数: %1。1 以上にしてください</translation>
    </message>
    <message>
        <source>players in the final: %1; choose 2..%2</source>
        <translation>決勝に進む人数: %1。2〜%2 にしてください</translation>
    </message>
    <message>
        <source>seats at a final table: %1; choose 2..%2</source>
        <translation>決勝卓の人数: %1。2〜%2 にしてください</translation>
    </message>
    <message>
        <source>groups: %1; choose 1..%2</source>
        <translation>グループ数: %1。1〜%2 にしてください</translation>
    </message>
    <message>
        <source>players going on from each group: %1; at least one, and two in all</source>
        <translation>各グループから進む人数: %1。1 人以上、合計 2 人以上にしてください</translation>
    </message>
    <message>
        <source>seats at a knock-out table: %1; choose 2..%2</source>
        <translation>勝ち抜き戦の 1 卓の人数: %1。2〜%2 にしてください</translation>
    </message>
    <message>
        <source>%1 players in %2 groups leave a group of %3: too few for %4 to go on from it</source>
        <translation>%1 人を %2 グループに分けると %3 人のグループができ、そこから %4 人が進むには少なすぎます</translation>
    </message>
    <message>
        <source>games per match: %1; choose 1..%2</source>
        <translation>1 対戦のゲーム数: %1。1〜%2 にしてください</translation>
    </message>
    <message>
        <source>match %1: choose one of %2</source>
        <translation>対戦方式 %1: %2 のいずれかにしてください</translation>
    </message>
    <message>
        <source>first move %1: choose one of %2</source>
        <translation>先手の決め方 %1: %2 のいずれかにしてください</translation>
    </message>
    <message>
        <source>a best-of match needs an odd number of games, not %1</source>
        <translation>先取の対戦のゲーム数は奇数にしてください (%1 ではなく)</translation>
    </message>
    <message>
        <source>table sizes are fixed once round 1 is seated</source>
        <translation>第 1 回戦を組んだ後は卓の人数を変えられません</translation>
    </message>
    <message>
        <source>tables of %1 seats: %2 go on from each, need more seats</source>
        <translation>%1 人卓から %2 人が勝ち上がるには席が足りません</translation>
    </message>
    <message>
        <source>game settings: %1</source>
        <translation>ゲーム設定: %1</translation>
    </message>
    <message>
        <source>preset %1: choose one of %2</source>
        <translation>プリセット %1: %2 のいずれかを選んでください</translation>
    </message>
    <message>
        <source>tie-breaks must be distinct names from %1, not %2</source>
        <translation>タイブレークは %1 から重複なく選びます (%2 ではなく)</translation>
    </message>
    <message>
        <source>points for %1 seats: need %1 numbers, got %2</source>
        <translation>%1 人卓の点数: %1 個の数が必要ですが %2 個です</translation>
    </message>
    <message>
        <source>%1 has not withdrawn: nothing to reinstate</source>
        <translation>%1 は棄権していません: 復帰させる必要はありません</translation>
    </message>
    <message>
        <source>points for %1 seats: rank %2 gets %3, more than rank %4&apos;s %5</source>
        <translation>%1人卓の得点: %2位が%3点で、%4位の%5点より多くなっています</translation>
    </message>
    <message>
        <source>unknown scoring key %1</source>
        <translation>不明な得点設定のキー %1</translation>
    </message>
    <message>
        <source>empty name</source>
        <translation>名前が空です</translation>
    </message>
    <message>
        <source>a name cannot be empty</source>
        <translation>名前は空にできません</translation>
    </message>
    <message>
        <source>%1 is already registered</source>
        <translation>%1 はすでに登録されています</translation>
    </message>
    <message>
        <source>no player named %1</source>
        <translation>%1 という名前のプレイヤーはいません</translation>
    </message>
    <message>
        <source>no round %1</source>
        <translation>第 %1 回戦はありません</translation>
    </message>
    <message>
        <source>round %1 has no table %2</source>
        <translation>第 %1 回戦に %2 卓はありません</translation>
    </message>
    <message>
        <source>round %1 is not finished: no result yet for table(s) %3</source>
        <translation>第 %1 回戦は終わっていません: %3 卓の結果がまだです</translation>
    </message>
    <message>
        <source>need at least two players to seat a round</source>
        <translation>回戦を組むには 2 人以上のプレイヤーが必要です</translation>
    </message>
    <message>
        <source>the knock-out is over: the final has been played</source>
        <translation>トーナメントは終わりました: 決勝は済んでいます</translation>
    </message>
    <message>
        <source>the final has been played: the tournament is over</source>
        <translation>決勝は終了しました: 大会は終わりです</translation>
    </message>
    <message>
        <source>the round robin is over: every player has met every other</source>
        <translation>総当たり戦は終了しました: すべてのプレイヤーが互いに対戦済みです</translation>
    </message>
    <message>
        <source>registered after round 1, so not in the round robin&apos;s schedule: %1. Withdraw them to seat the next round</source>
        <translation>第 1 ラウンドの後に登録されたため総当たり戦の組み合わせに入っていません: %1。次のラウンドの座席を決めるには棄権にしてください</translation>
    </message>
    <message>
        <source>table %1: %2 is not seated there</source>
        <translation>%1 卓: %2 はその卓にいません</translation>
    </message>
    <message>
        <source>no round to delete</source>
        <translation>取り消す回戦がありません</translation>
    </message>
    <message>
        <source>round %1 already has results</source>
        <translation>第 %1 回戦にはすでに結果があります</translation>
    </message>
    <message>
        <source>round %1 table %2 already has a result</source>
        <translation>第 %1 回戦 %2 卓にはすでに結果があります</translation>
    </message>
    <message>
        <source>table %1 has seats 1..%2, not %3</source>
        <translation>%1 卓の席は 1〜%2 です (%3 ではなく)</translation>
    </message>
    <message>
        <source>%1 played at table %2, which has a result</source>
        <translation>%1 は結果の出た %2 卓で対局しました</translation>
    </message>
    <message>
        <source>%1 withdrew (not seated from round %2 on): an override cannot seat them in round %3</source>
        <translation>%1 は棄権しています（第 %2 ラウンドから着席なし）。席の変更で第 %3 ラウンドに座らせることはできません</translation>
    </message>
    <message>
        <source>round %1 was not a random draw</source>
        <translation>第 %1 回戦は抽選ではありませんでした</translation>
    </message>
    <message>
        <source>%1 has withdrawn (not seated from round %2 on): no bye to ask for in round %3</source>
        <translation>%1 は棄権しています (第 %2 ラウンドから座席なし): 第 %3 ラウンドの休み (不戦) は申し込めません</translation>
    </message>
    <message>
        <source>round %1 is seated already: a bye can be asked for a round not yet seated</source>
        <translation>第 %1 ラウンドはすでに座席が決まっています: 休み (不戦) はまだ座席を決めていないラウンドにだけ申し込めます</translation>
    </message>
    <message>
        <source>round %1 is over: a bye can be asked for a round not yet seated (the next is round %2)</source>
        <translation>第 %1 ラウンドは終わっています: 休み (不戦) はまだ座席を決めていないラウンドにだけ申し込めます (次は第 %2 ラウンド)</translation>
    </message>
    <message>
        <source>%1 has asked for a bye in round %2 already</source>
        <translation>%1 は第 %2 ラウンドの休み (不戦) をすでに申し込んでいます</translation>
    </message>
    <message>
        <source>%1 has not asked for a bye in round %2</source>
        <translation>%1 は第 %2 ラウンドの休み (不戦) を申し込んでいません</translation>
    </message>
    <message>
        <source>round %1 is a knock-out round (or a final), which cannot leave out %2: cancel their requested byes first</source>
        <translation>第 %1 ラウンドは勝ち抜き戦 (または決勝) なので %2 を外せません: 先に休み (不戦) の申し込みを取り消してください</translation>
    </message>
    <message>
        <source>this tournament seats every player by a schedule or a bracket (round robin, groups, knock-out): it cannot leave a player out of a round</source>
        <translation>この大会は組み合わせ表か勝ち抜き表で全員の座席を決めます (総当たり戦・予選リーグ・勝ち抜き戦): プレイヤーをラウンドから外すことはできません</translation>
    </message>
    <message>
        <source>the game is not over (%1 events, %2 to move)</source>
        <translation>ゲームは終わっていません (%1 手、次は %2 の番)</translation>
    </message>
    <message>
        <source>the record&apos;s players (%1) are not those seated at %2 (%3)</source>
        <translation>棋譜のプレイヤー (%1) が %2 の着席者 (%3) と違います</translation>
    </message>
    <message>
        <source>the record ranks only %1</source>
        <translation>棋譜の順位は %1 だけです</translation>
    </message>
    <message>
        <source>%1 already has a result</source>
        <translation>%1 にはすでに結果があります</translation>
    </message>
    <message>
        <source>no table without a result seats exactly %1</source>
        <translation>結果のない卓で %1 がちょうど座っている卓はありません</translation>
    </message>
    <message>
        <source>game %1 of the match at %2: %3 moves first by the match&apos;s rule, not %4</source>
        <translation>%2 の対戦の第 %1 ゲーム: 対戦の規定で先手は %3 です (%4 ではありません)</translation>
    </message>
    <message>
        <source>the match at %1 is decided already</source>
        <translation>%1 の対戦はすでに決着しています</translation>
    </message>
    <message>
        <source>%1 plays a match: take back its last game, then record it again</source>
        <translation>%1 は対戦形式です: 最後のゲームを取り消してから記録し直してください</translation>
    </message>
    <message>
        <source>the match at %1 has no game to take back</source>
        <translation>%1 の対戦には取り消すゲームがありません</translation>
    </message>
    <message>
        <source>the sheet&apos;s players (%1) are not those seated at %2 (%3)</source>
        <translation>用紙のプレイヤー (%1) は %2 の着席者 (%3) と違います</translation>
    </message>
    <message>
        <source>%1: the ranks must be 1 to %2, each once (given %3)</source>
        <translation>%1: 順位は 1 から %2 まで一つずつです（入力: %3）</translation>
    </message>
    <message>
        <source>%1: %2 cannot be negative</source>
        <translation>%1: %2 は負の数にできません</translation>
    </message>
    <message>
        <source>%1: %2 is not a prime number</source>
        <translation>%1: %2 は素数ではありません</translation>
    </message>
    <message>
        <source>say who makes the correction</source>
        <translation>訂正者の名前を入れてください</translation>
    </message>
    <message>
        <source>%1 has no result to correct</source>
        <translation>%1 には訂正する結果がありません</translation>
    </message>
    <message>
        <source>%1: the corrected result is the same as the recorded one</source>
        <translation>%1: 訂正後の結果が記録済みの結果と同じです</translation>
    </message>
    <message>
        <source>Open or create a tournament first</source>
        <translation>先に大会を開くか作成してください</translation>
    </message>
    <message>
        <source>No round to take back</source>
        <translation>取り消すラウンドがありません</translation>
    </message>
    <message>
        <source>Seat a round first</source>
        <translation>先にラウンドの座席を決めてください</translation>
    </message>
    <message>
        <source>No player has withdrawn: there is nobody to reinstate</source>
        <translation>棄権したプレイヤーがいません: 復帰させる人はいません</translation>
    </message>
    <message>
        <source>Not recorded: the game was played under other settings (%1)</source>
        <translation>記録していません: 対局のルール設定が大会と異なります (%1)</translation>
    </message>
    <message>
        <source>Table %1 has no result yet</source>
        <translation>第 %1 卓の結果はまだありません</translation>
    </message>
    <message>
        <source>There is no knock-out to print yet</source>
        <translation>印刷するトーナメントがまだありません</translation>
    </message>
</context>
<context>
    <name>TurnEntry</name>
    <message>
        <source>&amp;Draw  [%1]</source>
        <translation>引く(&amp;D)  [%1]</translation>
    </message>
    <message>
        <source>&amp;Pass  [%1]</source>
        <translation>パス(&amp;P)  [%1]</translation>
    </message>
    <message>
        <source>&amp;Time-out  [%1]</source>
        <translation>時間切れ(&amp;T)  [%1]</translation>
    </message>
    <message>
        <source>Late refusal: forced pass  [%1]</source>
        <translation>指摘が時間切れ後: 強制パス  [%1]</translation>
    </message>
    <message>
        <source>R14: the refused play was pointed out only after the time ran out, so the time-out is a forced pass</source>
        <translation>R14: 出せないことの指摘が持ち時間の終了後だったため、時間切れは強制パスになります</translation>
    </message>
    <message>
        <source>&amp;Judge  [Enter]</source>
        <translation>判定(&amp;J)  [Enter]</translation>
    </message>
    <message>
        <source>play, e.g. 5 7 or K X=0 1  (F2)</source>
        <translation>場に出すカード 例: 5 7、K X=0 1  (F2)</translation>
    </message>
    <message>
        <source>or type the whole factor field: 2 ^ 3 * 7</source>
        <translation>素因数場をまとめて入力してもよい：2 ^ 3 * 7</translation>
    </message>
    <message>
        <source>⌫ card</source>
        <translation>⌫ 1枚消す</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>場</translation>
    </message>
    <message>
        <source>Factors</source>
        <translation>素因数場</translation>
    </message>
    <message>
        <source>Type the cards played first (F2).</source>
        <translation>先に場に出したカードを入力してください (F2)。</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>PRIME</source>
        <translation>素数</translation>
    </message>
    <message>
        <source>GROTHENDIECK CUT — 57</source>
        <translation>グロタンカット — 57</translation>
    </message>
    <message>
        <source>∞ — FIELD FLUSHED</source>
        <translation>∞ — 場を流す</translation>
    </message>
    <message>
        <source>RAMANUJAN REVOLUTION — 1729</source>
        <translation>ラマヌジャン革命 — 1729</translation>
    </message>
    <message>
        <source>COMPOSITE — OK</source>
        <translation>合成数出し — OK</translation>
    </message>
    <message>
        <source>FOUL</source>
        <translation>反則</translation>
    </message>
    <message>
        <source>Cannot be played — declare again</source>
        <translation>出せません — もう一度宣言</translation>
    </message>
    <message>
        <source>Drew a card</source>
        <translation>1枚引いた</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>TIME — FORCED PASS</source>
        <translation>時間切れ — 強制パス</translation>
    </message>
    <message>
        <source>DISQUALIFIED</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>Cards put to the deck</source>
        <translation>山札にカードを置いた</translation>
    </message>
    <message>
        <source>GAME STOPPED</source>
        <translation>ゲーム中断</translation>
    </message>
    <message>
        <source>Number declared</source>
        <translation>数の宣言</translation>
    </message>
    <message>
        <source>TIME — DISQUALIFIED</source>
        <translation>時間切れ — 失格</translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <source>Player asks for the factorization (D9)</source>
        <translation>プレイヤーが素因数分解の公開を要求 (D9)</translation>
    </message>
    <message>
        <source>Retry factoring</source>
        <translation>素因数分解をやり直す</translation>
    </message>
    <message>
        <source>Stop factoring</source>
        <translation>素因数分解を中止</translation>
    </message>
    <message>
        <source>Waiting for the first action</source>
        <translation>最初の宣言を待っています</translation>
    </message>
    <message>
        <source>%1 draws: %2</source>
        <translation>%1 が引くカード: %2</translation>
    </message>
    <message>
        <source>Factorizing %1 …</source>
        <translation>%1 を素因数分解中…</translation>
    </message>
    <message>
        <source>Consideration time (D6)</source>
        <translation>考慮時間 (D6)</translation>
    </message>
    <message>
        <source>Players study their hands. %1 moves first. %2 starts play now.</source>
        <translation>手札を確認する時間です。%1 が先手です。%2 で対局を開始します。</translation>
    </message>
    <message>
        <source>Action taken back</source>
        <translation>操作を取り消しました</translation>
    </message>
    <message>
        <source>Resumed — clocks running</source>
        <translation>再開 — 時計は動いています</translation>
    </message>
    <message>
        <source>Resumed — clocks paused</source>
        <translation>再開 — 時計は一時停止中</translation>
    </message>
    <message>
        <source>The console was down %1 s. Check the table, then resume the clocks (%2).</source>
        <translation>コンソールは %1 秒停止していました。卓を確認してから時計を再開してください (%2)。</translation>
    </message>
    <message>
        <source>%1 is to move.</source>
        <translation>%1 の手番です。</translation>
    </message>
    <message>
        <source>No game running</source>
        <translation>ゲームは進行していません</translation>
    </message>
    <message>
        <source>Ctrl+N starts a new game; Ctrl+O opens a record to replay.</source>
        <translation>Ctrl+N で新しいゲーム、Ctrl+O で棋譜を開いて再生します。</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>出せません</translation>
    </message>
    <message>
        <source>%1 s of %2 s</source>
        <translation>%1 秒 / %2 秒</translation>
    </message>
    <message>
        <source>%1 = %2 × … (factoring stopped by the judge after %3 s)</source>
        <translation>%1 = %2 × …（審判が %3 秒で素因数分解を中止）</translation>
    </message>
    <message>
        <source>%1: factoring stopped by the judge after %3 s (it is composite)</source>
        <translation>%1：審判が %3 秒で素因数分解を中止（合成数）</translation>
    </message>
    <message>
        <source>%1: the factoring process stopped unexpectedly, so no factors are shown; Retry starts it again.</source>
        <translation>%1: 素因数分解のプロセスが予期せず止まったため、因数を表示できません。「やり直す」で再開します。</translation>
    </message>
    <message>
        <source>%1 = %2 × … (no further factor found in %3 s)</source>
        <translation>%1 = %2 × …（%3 秒で残りの因数は見つからず）</translation>
    </message>
    <message>
        <source>%1: no factor found in %3 s (it is composite)</source>
        <translation>%1：%3 秒で因数は見つからず（合成数です）</translation>
    </message>
</context>
<context>
    <name>WebText</name>
    <message>
        <source>English</source>
        <translation>日本語</translation>
    </message>
    <message>
        <source>日本語</source>
        <translation>English</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Where do I sit</source>
        <translation>座席を探す</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>対戦表</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>トーナメント表</translation>
    </message>
    <message>
        <source>Tables playing</source>
        <translation>対局中の卓</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <source>Round %1: results</source>
        <translation>第%1回戦 結果</translation>
    </message>
    <message>
        <source>Round %1: where to sit</source>
        <translation>第%1回戦 座席</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>第%1卓</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>%1番席</translation>
    </message>
    <message>
        <source>#</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>勝ち点</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <source>Rank sum</source>
        <translation>順位合計</translation>
    </message>
    <message>
        <source>Rank score</source>
        <translation>順位点</translation>
    </message>
    <message>
        <source>H2H</source>
        <translation>直接対決</translation>
    </message>
    <message>
        <source>Opp.</source>
        <translation>相手得点</translation>
    </message>
    <message>
        <source>Largest prime</source>
        <translation>最大素数</translation>
    </message>
    <message>
        <source>Buchholz C1</source>
        <translation>ブッフホルツC1</translation>
    </message>
    <message>
        <source>Median B.</source>
        <translation>メディアンB</translation>
    </message>
    <message>
        <source>Prog.</source>
        <translation>累進</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>1位回数</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>ゲーム勝数</translation>
    </message>
    <message>
        <source>rank score (each rank as (rank−1)/(seats−1), summed; lower first)</source>
        <translation>順位点 (各対局の (順位−1)/(人数−1) の合計、小さい方が上位)</translation>
    </message>
    <message>
        <source>head-to-head among the tied players</source>
        <translation>同点者どうしの直接対決</translation>
    </message>
    <message>
        <source>opposition (opponents&apos; points, summed; higher first)</source>
        <translation>対戦相手の勝ち点合計 (大きい方が上位)</translation>
    </message>
    <message>
        <source>largest prime played (larger first)</source>
        <translation>出した最大素数 (大きい方が上位)</translation>
    </message>
    <message>
        <source>Buchholz cut 1 (opponents&apos; points without the weakest round&apos;s; higher first)</source>
        <translation>ブッフホルツ・カット1 (最も弱い回戦の相手を除いた対戦相手の勝ち点合計、大きい方が上位)</translation>
    </message>
    <message>
        <source>median Buchholz (without the weakest and the strongest round&apos;s opponents; higher first)</source>
        <translation>メディアン・ブッフホルツ (最も弱い回戦と最も強い回戦の相手を除いた対戦相手の勝ち点合計、大きい方が上位)</translation>
    </message>
    <message>
        <source>progressive score (the running total after each round, summed; higher first)</source>
        <translation>累進得点 (各回戦後の勝ち点の累計の合計、大きい方が上位)</translation>
    </message>
    <message>
        <source>most first places</source>
        <translation>1位の回数 (多い方が上位)</translation>
    </message>
    <message>
        <source>game points (games won in matches; more first)</source>
        <translation>ゲームポイント (マッチで勝ったゲーム数、多い方が上位)</translation>
    </message>
    <message>
        <source>Equal points are separated by, in order: %1.</source>
        <translation>勝ち点が同じ場合は次の順に比較: %1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>No tie-breaks: players equal on points share the place.</source>
        <translation>タイブレークなし: 勝ち点が同じプレイヤーは同じ順位です。</translation>
    </message>
    <message>
        <source>No round has been seated yet.</source>
        <translation>まだ組み合わせが発表されていません。</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>まだ結果がありません。</translation>
    </message>
    <message>
        <source>Name, kana or romaji</source>
        <translation>名前・よみ・ローマ字</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>探す</translation>
    </message>
    <message>
        <source>Nobody by that name in this round.</source>
        <translation>この回戦にその名前のプレイヤーはいません。</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>不戦</translation>
    </message>
    <message>
        <source>Byes: %1</source>
        <translation>不戦: %1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>残り枚数</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>反則</translation>
    </message>
    <message>
        <source>still playing</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>Every table of round %1 has its result.</source>
        <translation>第%1回戦は全卓の結果が出ました。</translation>
    </message>
    <message>
        <source>%1 of %2 tables still playing.</source>
        <translation>%2卓中%1卓が対局中です。</translation>
    </message>
    <message>
        <source>watch live</source>
        <translation>ライブで見る</translation>
    </message>
    <message>
        <source>This table&apos;s console does not publish its game; the result appears when it is recorded.</source>
        <translation>この卓の対局は配信されていません。結果は記録されしだい表示されます。</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>場</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>手札枚数</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>Moves (数譜)</source>
        <translation>数譜</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>Champion: %1</source>
        <translation>優勝: %1</translation>
    </message>
    <message>
        <source>goes on</source>
        <translation>勝ち上がり</translation>
    </message>
    <message>
        <source>Updated live</source>
        <translation>自動更新中</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>接続が切れました。再接続しています…</translation>
    </message>
    <message>
        <source>Saved copy; not updated.</source>
        <translation>保存版です（自動更新されません）。</translation>
    </message>
    <message>
        <source>Not found.</source>
        <translation>見つかりません。</translation>
    </message>
    <message>
        <source>Read-only view of the tournament.</source>
        <translation>大会の閲覧専用ページです。</translation>
    </message>
    <message>
        <source>withdrew from round %1</source>
        <translation>第%1回戦から棄権</translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation>%1組</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>到達</translation>
    </message>
    <message>
        <source>The tournament file was deleted from the computer serving these pages: they show the last results read, and no longer update.</source>
        <translation>運営側のパソコンで大会ファイルが削除されました。最後に読み込んだ結果を表示しています（更新されません）。</translation>
    </message>
    <message>
        <source>The tournament file was replaced by one that cannot be read: these pages show the last results read, and no longer update.</source>
        <translation>大会ファイルが読み込めないファイルに置き換えられました。最後に読み込んだ結果を表示しています（更新されません）。</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>ページ</translation>
    </message>
    <message>
        <source>Not updated: see the note at the top</source>
        <translation>更新停止中（上のお知らせを参照）</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>優勝</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>%1位</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>決勝</translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation>準決勝</translation>
    </message>
    <message>
        <source>Quarter-final</source>
        <translation>準々決勝</translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation>3位決定戦</translation>
    </message>
    <message>
        <source>Last %1</source>
        <translation>ベスト%1</translation>
    </message>
    <message>
        <source>Final (round %1)</source>
        <translation>決勝（第%1回戦）</translation>
    </message>
    <message>
        <source>Round %1 is seated: your new place is below.</source>
        <translation>第%1回戦の組み合わせが出ました。新しい席は下のとおりです。</translation>
    </message>
    <message>
        <source>Not seated this round.</source>
        <translation>この回戦は席がありません。</translation>
    </message>
    <message>
        <source>Place %1 of %2, %3 points</source>
        <translation>%2人中%1位、勝ち点%3</translation>
    </message>
    <message>
        <source>Your rounds</source>
        <translation>あなたの対局</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Tell me when I am seated</source>
        <translation>席が決まったら知らせる</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>第%1回戦: %2</translation>
    </message>
    <message>
        <source>Each cell: the row&apos;s rank, then the column&apos;s, for every game they shared (○ won, × lost at a table of two).</source>
        <translation>各欄は同卓した対局ごとの「行の人の順位-列の人の順位」（2人卓は ○ 勝ち、× 負け）。</translation>
    </message>
    <message>
        <source>Review (every decision, with the plays there were)</source>
        <translation>感想戦 (各手番と、そのとき出せた手)</translation>
    </message>
    <message>
        <source>The review of this game is being prepared: reload the page in a moment.</source>
        <translation>この対局の感想戦を用意しています。少ししてからページを再読み込みしてください。</translation>
    </message>
</context>
</TS>
