<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="11"/>
        <source>Prime Daifugo judge console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="14"/>
        <source>素数大富豪 — Prime Daifugo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/main_window.py" line="15"/>
        <source>Welcome</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="107"/>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="112"/>
        <source>System default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="118"/>
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="121"/>
        <source>High &amp;contrast (white on black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="124"/>
        <source>Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="126"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="127"/>
        <source>A new language takes effect when the console restarts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="130"/>
        <source>&amp;Font size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="133"/>
        <source>Audience display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../daifugo_gui/ui/preferences.py" line="135"/>
        <source>Font si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
