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
</TS>
