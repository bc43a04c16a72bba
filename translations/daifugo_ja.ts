<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="145"/>
        <source>Sum of the squares: {0} (must stay at least 21)</source>
        <translation>コインのあるマス番号の和: {0} (21 以上でなければならない)</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="46"/>
        <source>%1 draws a card and holds %2: out of the game</source>
        <translation>%1 が山札から1枚引き、手札が %2 枚になりました: ゲームから脱落</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="47"/>
        <source>%1 draws a card</source>
        <translation>%1 が山札から1枚引きました</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="48"/>
        <source>%1 is prime</source>
        <translation>%1 は素数です</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="49"/>
        <source>Composite play accepted: %1</source>
        <translation>合成数出し成立: %1</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="50"/>
        <source>Grothendieck cut (57): the field is flushed</source>
        <translation>グロタンカット (57): 場を流します</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="51"/>
        <source>∞: the field is flushed</source>
        <translation>∞: 場を流します</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="52"/>
        <source>Ramanujan revolution (1729): now smaller numbers win</source>
        <translation>ラマヌジャン革命 (1729): 革命状態になり、小さい数ほど強くなります</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="53"/>
        <source>Ramanujan revolution (1729): back to normal, larger numbers win</source>
        <translation>ラマヌジャン革命 (1729): 平常状態に戻り、大きい数ほど強くなります</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="54"/>
        <source>%1 has no cards left and goes out (rank %2)</source>
        <translation>%1 は手札がなくなり、あがりです (%2 位)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="55"/>
        <source>%1 goes out (rank %2)</source>
        <translation>%1 はあがりです (%2 位)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="56"/>
        <source>%1 leads again</source>
        <translation>%1 がもう一度出します</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="57"/>
        <source>FOUL: %1</source>
        <translation>反則: %1</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="58"/>
        <source>%1: take back %2 card(s) and draw the %3 card(s) left in the deck</source>
        <translation>%1: 出した %2 枚を手札に戻し、山札に残っている %3 枚を引きます</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="59"/>
        <source>%1: take back %2 card(s) and draw nothing (the deck is empty)</source>
        <translation>%1: 出した %2 枚を手札に戻します (山札が空なので引きません)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="60"/>
        <source>%1: take back %2 card(s) and draw %3</source>
        <translation>%1: 出した %2 枚を手札に戻し、山札から %3 枚引きます</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="61"/>
        <source>%1: put %2 card(s) at the bottom of the deck</source>
        <translation>%1: 手札から %2 枚を山札の一番下に置きます</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="62"/>
        <source>%1 puts %2 card(s) at the bottom of the deck</source>
        <translation>%1 が %2 枚を山札の一番下に置きました</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="63"/>
        <source>%1 passes</source>
        <translation>%1 はパスしました</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="64"/>
        <source>Everyone else passed: the field is flushed</source>
        <translation>他の全員がパスしました: 場を流します</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="66"/>
        <source>Time! %1 was told the play cannot be made only after the time ran out: forced pass (R14)</source>
        <translation>時間切れ! %1 への「出せない」の指摘が時間切れの後だったため、強制パスです (R14)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="72"/>
        <source>Time! %1: forced pass (D8)</source>
        <translation>時間切れ! %1: 強制パス (D8)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="73"/>
        <source>Time! %1 is disqualified (D8)</source>
        <translation>時間切れ! %1 は失格です (D8)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="74"/>
        <source>%1 is disqualified by the judge</source>
        <translation>%1 は素数判定員の判断で失格です</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="75"/>
        <source>The game stops: the game time is up (D11)</source>
        <translation>ゲームを中断します: ゲームの制限時間に達しました (D11)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="76"/>
        <source>The game stops: thousand-day rule (D18)</source>
        <translation>ゲームを中断します: 千日手 (D18)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="78"/>
        <source>Each remaining player forms one number from all their cards (D12, MathPower 2016)</source>
        <translation>残りのプレイヤーは手札すべてを使って数を1つ作ります (D12, MathPower 2016)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="82"/>
        <source>%1 declares %2: not prime</source>
        <translation>%1 の宣言: %2 (素数ではありません)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="83"/>
        <source>%1 declares %2: prime</source>
        <translation>%1 の宣言: %2 (素数)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="84"/>
        <source>Cannot be played: %1</source>
        <translation>出せません: %1</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="85"/>
        <source>%1 declares again</source>
        <translation>%1 はもう一度宣言してください</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="87"/>
        <source>no cards were played</source>
        <translation>カードが出されていません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="89"/>
        <source>the joker at position %1 needs a declared value (X=0 … X=13) inside a play of two or more cards</source>
        <translation>2枚以上で出すときは、%1 枚目のジョーカーの値を宣言してください (X=0 … X=13)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="95"/>
        <source>D15: a joker played alone stands for a value here; declare it (X=1 … X=13)</source>
        <translation>D15: この設定ではジョーカー1枚出しは数の代わりです。値を宣言してください (X=1 … X=13)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="97"/>
        <source>D15: a joker played alone is ∞ and takes no declared value</source>
        <translation>D15: ジョーカー1枚出しは ∞ で、値は宣言できません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="98"/>
        <source>a play cannot start with 0 (leading zero, R5)</source>
        <translation>先頭が 0 になる出し方はできません (R5)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="99"/>
        <source>D3 allows at most %1 field cards, this play has %2</source>
        <translation>D3 により場に出せるのは %1 枚までですが、%2 枚あります</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="100"/>
        <source>the field holds plays of %1 card(s); this play has %2</source>
        <translation>場は %1 枚出しですが、%2 枚出そうとしています</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="101"/>
        <source>%1 does not beat %2 in revolution (it must be smaller)</source>
        <translation>革命中なので %1 は %2 に勝てません (より小さい数が必要)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="102"/>
        <source>%1 does not beat %2 (it must be greater)</source>
        <translation>%1 は %2 に勝てません (より大きい数が必要)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="104"/>
        <source>the joker at factor position %1 needs a declared value (X=0 … X=13)</source>
        <translation>素因数場の %1 枚目のジョーカーの値を宣言してください (X=0 … X=13)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="106"/>
        <source>a number in the factor field cannot start with 0 (leading zero, R5)</source>
        <translation>素因数場の数は 0 から始められません (R5)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="107"/>
        <source>D17: a player may not go out with ∞</source>
        <translation>D17: プレイヤーは ∞ であがることはできません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="108"/>
        <source>D17: going out with ∞ is a foul</source>
        <translation>D17: ∞ であがるのは反則です</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="109"/>
        <source>%1 is not composite, so it takes no factor field</source>
        <translation>%1 は合成数ではないので、素因数場は出せません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="110"/>
        <source>every number in the factor field must be at least 2, not %1</source>
        <translation>素因数場の数はすべて 2 以上でなければなりません (%1 があります)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="111"/>
        <source>the base %1 is not prime</source>
        <translation>底 %1 が素数ではありません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="112"/>
        <source>the factor field %1 is larger than %2</source>
        <translation>素因数場 %1 は %2 より大きくなります</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="113"/>
        <source>the factor field %1 makes %2, not %3</source>
        <translation>素因数場 %1 は %2 で、%3 になりません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="114"/>
        <source>∞ takes no factor field</source>
        <translation>∞ には素因数場を付けられません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="115"/>
        <source>1 is not prime</source>
        <translation>1 は素数ではありません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="116"/>
        <source>%1 is not prime and no factor field was given</source>
        <translation>%1 は素数ではなく、素因数場も出されていません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="117"/>
        <source>the play is empty: type at least one card</source>
        <translation>カードが入力されていません: 1枚以上入力してください</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="118"/>
        <source>the play is empty: give at least one card</source>
        <translation>カードがありません: 1枚以上出してください</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="120"/>
        <source>&quot;%1&quot; is not a player in this game</source>
        <translation>「%1」はこのゲームのプレイヤーではありません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="121"/>
        <source>the game is over; %1 cannot %2</source>
        <translation>ゲームは終了しています (%1)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="122"/>
        <source>%1 must first put %2 card(s) at the bottom of the deck</source>
        <translation>先に %1 が %2 枚を山札の一番下に置く必要があります</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="123"/>
        <source>the game has stopped: the remaining players declare their numbers</source>
        <translation>ゲームは中断しました: 残りのプレイヤーが数を宣言します</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="124"/>
        <source>it is %1&apos;s turn, not %2&apos;s</source>
        <translation>今は %1 の手番です (%2 ではありません)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="125"/>
        <source>%1 has already drawn this turn (R4: at most once)</source>
        <translation>%1 はこの手番ですでに引いています (R4: 1回まで)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="126"/>
        <source>the deck is empty: nothing to draw</source>
        <translation>山札が空なので引けません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="127"/>
        <source>%1 holds only %2 card(s), not %3</source>
        <translation>%1 の手札は %2 枚しかありません (%3 枚必要)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="128"/>
        <source>no cards are owed to the deck now</source>
        <translation>今は山札に置くカードはありません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="129"/>
        <source>%1 puts cards to the deck first (turn order)</source>
        <translation>手番の順で、先に %1 が山札にカードを置きます</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="130"/>
        <source>%1 must put exactly %2 card(s), not %3</source>
        <translation>%1 はちょうど %2 枚置く必要があります (%3 枚ではありません)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="131"/>
        <source>%1 does not hold &quot;%2&quot;</source>
        <translation>%1 は「%2」を持っていません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="132"/>
        <source>the game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="133"/>
        <source>finish the penalty or the declarations first</source>
        <translation>先にペナルティの処理か数の宣言を済ませてください</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="134"/>
        <source>%1 is no longer in the game</source>
        <translation>%1 はもうゲームに残っていません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="135"/>
        <source>the game has already ended</source>
        <translation>ゲームはすでに終了しています</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="136"/>
        <source>numbers are declared only after a MathPower 2016 stop (D12)</source>
        <translation>数の宣言は MathPower 2016 方式で中断した後だけです (D12)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="137"/>
        <source>%1 is not among the players still in</source>
        <translation>%1 は残っているプレイヤーではありません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="138"/>
        <source>%1 has already declared</source>
        <translation>%1 はすでに宣言しています</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="139"/>
        <source>%1 holds %2 cards and must use all of them, not %3</source>
        <translation>%1 の手札は %2 枚で、すべて使う必要があります (%3 枚ではありません)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="140"/>
        <source>every joker in the number needs its value (X=0 … X=13)</source>
        <translation>数の中のジョーカーにはすべて値が必要です (X=0 … X=13)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="141"/>
        <source>the number cannot start with 0</source>
        <translation>数を 0 から始めることはできません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="143"/>
        <source>unknown card &quot;%1&quot; (token %2, column %3)</source>
        <translation>不明なカード「%1」(%2 番目、%3 文字目)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="145"/>
        <source>joker value %1 in &quot;%2&quot; is out of range 0-13 (token %3, column %4)</source>
        <translation>「%2」のジョーカーの値 %1 は 0〜13 の範囲外です (%3 番目、%4 文字目)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="148"/>
        <source>&quot;%1&quot; belongs in a factor field, not here (token %2, column %3)</source>
        <translation>「%1」は素因数場でだけ使えます (%2 番目、%3 文字目)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="149"/>
        <source>&quot;%1&quot; needs cards before it (token %2, column %3)</source>
        <translation>「%1」の前にカードが必要です (%2 番目、%3 文字目)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="150"/>
        <source>&quot;%1&quot; needs cards after it (token %2, column %3)</source>
        <translation>「%1」の後にカードが必要です (%2 番目、%3 文字目)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="151"/>
        <source>the factor field is empty</source>
        <translation>素因数場が空です</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/engine_text.py" line="155"/>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
</context>
<context>
    <name>HexadTab</name>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="254"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="256"/>
        <source>Computer starts</source>
        <translation>コンピュータが先手</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="258"/>
        <source>Show the energy of every move</source>
        <translation>すべての手のエネルギーを表示</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="262"/>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="262"/>
        <source>Energy after</source>
        <translation>着手後のエネルギー</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="271"/>
        <source>{0}   (sum {1})</source>
        <translation>{0}   (和 {1})</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="286"/>
        <source>Hexad game (mathematical blackjack)</source>
        <translation>ヘキサッドゲーム (数学的ブラックジャック)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="291"/>
        <source>The 132 hexads of S(5,6,12): the P-positions</source>
        <translation>S(5,6,12) の 132 個のヘキサッド: P 局面</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="294"/>
        <source>Hexads</source>
        <translation>ヘキサッド</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="320"/>
        <source>The shuffle labeling generates the hexad game, the unique smallest: {0} positions</source>
        <translation>シャッフルラベリングが生成するヘキサッドゲームは唯一の最小ゲーム: {0} 局面</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="340"/>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="350"/>
        <source>Not allowed: {0}</source>
        <translation>その手は指せません: {0}</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="371"/>
        <source>{0} → {1}</source>
        <translation>{0} → {1}</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="377"/>
        <source>0 (winning)</source>
        <translation>0 (勝ち)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="405"/>
        <source>The computer moved {0} → {1}.</source>
        <translation>コンピュータの手: {0} → {1}。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="408"/>
        <source>You win: the computer has no move left.</source>
        <translation>あなたの勝ち: コンピュータに指せる手がありません。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="410"/>
        <source>The computer wins: you have no move left.</source>
        <translation>コンピュータの勝ち: 指せる手がありません。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="412"/>
        <source>Your move: click a coin, then an empty square to its left.</source>
        <translation>あなたの番: コインをクリックし、その左の空いているマスをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="416"/>
        <source>Energy 0: this is a hexad, every move loses against perfect play.</source>
        <translation>エネルギー 0: ヘキサッドです。最善手を指す相手にはどの手も負けます。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="418"/>
        <source>Energy {0}: a move to energy 0 (a hexad) wins.</source>
        <translation>エネルギー {0}: エネルギー 0 (ヘキサッド) にする手が勝ちです。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="11"/>
        <source>Prime Daifugo judge console</source>
        <translation>素数大富豪 素数判定員コンソール</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="14"/>
        <source>素数大富豪 — Prime Daifugo</source>
        <translation>素数大富豪 — Prime Daifugo</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="15"/>
        <source>Welcome</source>
        <translation>ようこそ</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="107"/>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="112"/>
        <source>System default (%1)</source>
        <translation>システムに従う (%1)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="118"/>
        <source>&amp;High contrast</source>
        <translation>ハイコントラスト(&amp;H)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="121"/>
        <source>High &amp;contrast (white on black)</source>
        <translation>ハイコントラスト・黒地に白(&amp;C)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="124"/>
        <source>Console</source>
        <translation>コンソール</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="126"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="127"/>
        <source>A new language takes effect when the console restarts.</source>
        <translation>言語の変更はコンソールを再起動すると反映されます。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="130"/>
        <source>&amp;Font size:</source>
        <translation>文字の大きさ(&amp;F):</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="133"/>
        <source>Audience display</source>
        <translation>観客用画面</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="135"/>
        <source>Font si&amp;ze:</source>
        <translation>文字の大きさ(&amp;Z):</translation>
    </message>
</context>
<context>
    <name>PrimeToolsTab</name>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="71"/>
        <source>Cards, e.g. SK 7 X 10 A 3</source>
        <translation>カード 例: SK 7 X 10 A 3</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="76"/>
        <source>Cards:</source>
        <translation>カード:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="80"/>
        <source>Number</source>
        <translation>数</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="81"/>
        <source>Largest prime</source>
        <translation>最大素数</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="82"/>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="88"/>
        <source>Ready.</source>
        <translation>準備完了。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="89"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="114"/>
        <source>A number (1729) or a play as cards (K 8 X=0 7)</source>
        <translation>数 (1729) またはカードの組 (K 8 X=0 7)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="117"/>
        <source>Factor field to judge (optional), e.g. 2 ^ 3 * 7</source>
        <translation>判定する素因数場 (任意) 例: 2 ^ 3 * 7</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="119"/>
        <source>Check</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="136"/>
        <source>Prime</source>
        <translation>素数</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="136"/>
        <source>Exponent</source>
        <translation>指数</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="136"/>
        <source>Cards for the prime</source>
        <translation>素数のカード</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="136"/>
        <source>Cards for the exponent</source>
        <translation>指数のカード</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="150"/>
        <source>Find the largest prime using every card once</source>
        <translation>すべてのカードを1回ずつ使う最大の素数を探す</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="161"/>
        <source>Prime:</source>
        <translation>素数:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="162"/>
        <source>Card order:</source>
        <translation>カードの並び:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="163"/>
        <source>Search:</source>
        <translation>探索:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="178"/>
        <source>Analyse hand</source>
        <translation>手札を分析</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="181"/>
        <source>Primes of up to</source>
        <translation>素数: 最大</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="183"/>
        <source>cards; composite fields of up to</source>
        <translation>枚、合成数出しの場: 最大</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="185"/>
        <source>cards</source>
        <translation>枚</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="194"/>
        <source>Cards</source>
        <translation>枚数</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="194"/>
        <source>Primes</source>
        <translation>素数</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="194"/>
        <source>Weakest</source>
        <translation>最弱</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="194"/>
        <source>Strongest</source>
        <translation>最強</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="206"/>
        <source>Primes by number of cards</source>
        <translation>枚数別の素数</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="218"/>
        <source>Field</source>
        <translation>場</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="218"/>
        <source>Factor field</source>
        <translation>素因数場</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="218"/>
        <source>Cards used</source>
        <translation>使うカード</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="226"/>
        <source>Composite plays (field and factor field)</source>
        <translation>合成数出し (場と素因数場)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="258"/>
        <source>Cards: %1</source>
        <translation>カード: %1</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="281"/>
        <source>plays make numbers from 1 up</source>
        <translation>出せる数は 1 以上です</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="283"/>
        <source>Cannot read this: %1</source>
        <translation>読み取れません: %1</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="290"/>
        <source>Checking %1 …</source>
        <translation>%1 を判定中…</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="300"/>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="409"/>
        <source>Factor field: %1</source>
        <translation>素因数場: %1</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="303"/>
        <source>valid composite play</source>
        <translation>正しい合成数出し</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="304"/>
        <source>foul</source>
        <translation>反則</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="305"/>
        <source>cannot be played</source>
        <translation>出せない</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="309"/>
        <source>Ruling: %1 (%2)</source>
        <translation>判定: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="351"/>
        <source>Working…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="368"/>
        <source>Done.</source>
        <translation>完了。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="375"/>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="375"/>
        <source>Stopped: time limit.</source>
        <translation>中止: 制限時間に達しました。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="379"/>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="388"/>
        <source>%1 is prime.</source>
        <translation>%1 は素数です。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="389"/>
        <source>%1 is composite.</source>
        <translation>%1 は合成数です。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="390"/>
        <source>%1 is neither prime nor composite (a foul, R10).</source>
        <translation>%1 は素数でも合成数でもありません (反則、R10)。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="394"/>
        <source>(BPSW probable prime: no counterexample is known.)</source>
        <translation>(BPSW 確率的素数: 反例は知られていません。)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="397"/>
        <source>Played alone it is a Grothendieck cut (R7).</source>
        <translation>単独で出すとグロタンカットです (R7)。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="399"/>
        <source>Played alone it is a Ramanujan revolution (R8).</source>
        <translation>単独で出すとラマヌジャン革命です (R8)。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="402"/>
        <source>Factoring stopped early; unfactored: %1</source>
        <translation>素因数分解を途中で打ち切りました。未分解: %1</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="414"/>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="416"/>
        <source> or </source>
        <translation> または </translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="422"/>
        <source>No prime uses all of these cards.</source>
        <translation>これらのカードをすべて使う素数はありません。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="426"/>
        <source>%1 (%2 digits)</source>
        <translation>%1 (%2 桁)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="429"/>
        <source>%1 candidates tested in decreasing order; the first prime is the largest.</source>
        <translation>大きい順に %1 個の候補を調べました。最初に見つかった素数が最大です。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="443"/>
        <source>Grothendieck cut (57): %1</source>
        <translation>グロタンカット (57): %1</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="443"/>
        <source>Grothendieck cut (57): not in reach</source>
        <translation>グロタンカット (57): 作れません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="446"/>
        <source>Ramanujan revolution (1729): %1</source>
        <translation>ラマヌジャン革命 (1729): %1</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="448"/>
        <source>Ramanujan revolution (1729): not in reach</source>
        <translation>ラマヌジャン革命 (1729): 作れません</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="451"/>
        <source>A joker alone plays ∞ (R3).</source>
        <translation>ジョーカー1枚出しは ∞ です (R3)。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="469"/>
        <source>%1 composite plays; showing %2, most cards first.</source>
        <translation>合成数出しは %1 通り。枚数の多い順に %2 通りを表示しています。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/primes_tab.py" line="497"/>
        <source>%1-card primes: %2 (showing the %3 strongest)</source>
        <translation>%1 枚の素数: %2 個 (強い方から %3 個を表示)</translation>
    </message>
</context>
<context>
    <name>SizeChart</name>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="171"/>
        <source>Computing the 5040 labelings…</source>
        <translation>5040 通りのラベリングを計算中…</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="184"/>
        <source>Labelings of S(5,6,12) by the size |L(D)| of the game they generate</source>
        <translation>S(5,6,12) のラベリング: 生成するゲームの大きさ |L(D)| 別</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/hexad_tab.py" line="191"/>
        <source>Red: the shuffle labeling, whose game is the hexad game ({0} positions)</source>
        <translation>赤: シャッフルラベリング (そのゲームはヘキサッドゲーム、{0} 局面)</translation>
    </message>
</context>
<context>
    <name>TanhinminTab</name>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="76"/>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="79"/>
        <source>strengths, e.g. 1 3 5</source>
        <translation>強さ 例: 1 3 5</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="81"/>
        <source>strengths, e.g. 2 4</source>
        <translation>強さ 例: 2 4</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="84"/>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="310"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="87"/>
        <source>Your hand (moves first):</source>
        <translation>あなたの手札 (先手):</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="89"/>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="151"/>
        <source>Solver&apos;s hand:</source>
        <translation>ソルバーの手札:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="91"/>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="148"/>
        <source>Field:</source>
        <translation>場:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="93"/>
        <source>You win at (c0) cards:</source>
        <translation>あなたは残り (c0) 枚で勝ち:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="95"/>
        <source>Solver wins at (c1) cards:</source>
        <translation>ソルバーは残り (c1) 枚で勝ち:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="103"/>
        <source>Analysis of the current position</source>
        <translation>現在の局面の解析</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="112"/>
        <source>To move:</source>
        <translation>手番:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="113"/>
        <source>Winner:</source>
        <translation>勝者:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="114"/>
        <source>Matchings:</source>
        <translation>マッチング:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="115"/>
        <source>Optimal plays:</source>
        <translation>最善手:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="116"/>
        <source>Passing:</source>
        <translation>パス:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="119"/>
        <source>Winner under every condition</source>
        <translation>すべての勝利条件での勝者</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="131"/>
        <source>Play against the solver</source>
        <translation>ソルバーと対戦</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="134"/>
        <source>Solver&apos;s strategy:</source>
        <translation>ソルバーの戦略:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="139"/>
        <source>Restart</source>
        <translation>最初から</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="140"/>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="141"/>
        <source>Forward ▶</source>
        <translation>進む ▶</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="142"/>
        <source>Solver&apos;s move</source>
        <translation>ソルバーの手</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="154"/>
        <source>Your hand:</source>
        <translation>あなたの手札:</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="158"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="184"/>
        <source>Alg. 2: prefer the (c0+1)-th weakest card</source>
        <translation>アルゴリズム 2: 弱い方から (c0+1) 番目のカードを優先</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="185"/>
        <source>Alg. 3: prefer the (c0+2)-th weakest card</source>
        <translation>アルゴリズム 3: 弱い方から (c0+2) 番目のカードを優先</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="186"/>
        <source>Alg. 4: switch on μ0</source>
        <translation>アルゴリズム 4: μ0 で切り替え</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="187"/>
        <source>Alg. 5: switch on μ1</source>
        <translation>アルゴリズム 5: μ1 で切り替え</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="188"/>
        <source>Alg. 6: the μ0-th strongest card</source>
        <translation>アルゴリズム 6: 強い方から μ0 番目のカード</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="189"/>
        <source>Alg. 7: the (μ1+1)-th strongest card</source>
        <translation>アルゴリズム 7: 強い方から (μ1+1) 番目のカード</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="215"/>
        <source>Your hand: {0}</source>
        <translation>あなたの手札: {0}</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="220"/>
        <source>Solver&apos;s hand: {0}</source>
        <translation>ソルバーの手札: {0}</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="223"/>
        <source>Both hands need at least one card.</source>
        <translation>両方の手札に1枚以上のカードが必要です。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="227"/>
        <source>At most {0} cards per hand here; use “daifugo tanhinmin” for larger hands.</source>
        <translation>ここでは手札は最大 {0} 枚です。それより多い手札には単貧民のコマンド「daifugo tanhinmin」を使ってください。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="283"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="283"/>
        <source>Solver</source>
        <translation>ソルバー</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="318"/>
        <source>{0} reached the target: game over.</source>
        <translation>{0} が目標に達しました: ゲーム終了。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="326"/>
        <source>{0} won</source>
        <translation>{0} の勝ち</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="337"/>
        <source>{0} (needs {1} more card(s); the other player {2})</source>
        <translation>{0} (あと {1} 枚、相手のプレイヤーは {2})</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="340"/>
        <source>{0} (with best play)</source>
        <translation>{0} (最善を尽くした場合)</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="342"/>
        <source>μ0 = {0}, μ1 = {1}, δ = {2}</source>
        <translation>μ0 = {0}, μ1 = {1}, δ = {2}</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="344"/>
        <source>every move is optimal</source>
        <translation>どの手も最善</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="345"/>
        <source>the mover loses whatever it plays</source>
        <translation>手番の側は何を出しても負け</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="347"/>
        <source>only these keep the win</source>
        <translation>勝ちを保つのはこれらの手だけ</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="348"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="349"/>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="350"/>
        <source>optimal</source>
        <translation>最善</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="350"/>
        <source>loses the win</source>
        <translation>勝ちを逃す</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="360"/>
        <source>Your move.</source>
        <translation>あなたの番です。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="361"/>
        <source>The solver is to move: press “Solver&apos;s move”.</source>
        <translation>ソルバーの番です: 「ソルバーの手」を押してください。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="372"/>
        <source>optimal play</source>
        <translation>最善手</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="383"/>
        <source>c0={0}</source>
        <translation>c0={0}</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="385"/>
        <source>c1={0}</source>
        <translation>c1={0}</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="398"/>
        <source>[{0}]</source>
        <translation>[{0}]</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="403"/>
        <source>Rows: cards the player to move ({0}) wins at; columns: the other player&apos;s. Brackets mark the current condition.</source>
        <translation>行: 手番のプレイヤー ({0}) が勝つ残り枚数、列: 相手のプレイヤーの残り枚数。括弧は現在の条件です。</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="412"/>
        <source>You pass</source>
        <translation>あなたはパス</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="412"/>
        <source>You play {0}</source>
        <translation>あなたは {0} を出す</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="414"/>
        <source>Solver passes</source>
        <translation>ソルバーはパス</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="414"/>
        <source>Solver plays {0}</source>
        <translation>ソルバーは {0} を出す</translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/tanhinmin_tab.py" line="415"/>
        <source>{0}. {1}</source>
        <translation>{0}. {1}</translation>
    </message>
</context>
</TS>
