<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
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
</TS>
