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
</TS>
