"""The commands that change a tournament, one unit of work each.

Every command is a function taking an open connection inside a write transaction
(:func:`~daifugo_gui.tournament.database.write_transaction`, which the façade
:class:`~daifugo_gui.tournament.store.Tournament` opens): it reads what the last commit
left, decides, and writes, all or nothing. Modules by what they change:

- :mod:`.recording`: a finished game, a paper sheet, a correction; :mod:`.match_games`
  the games of a match at a table of two;
- :mod:`.rounds`: seating a round, overriding a seat, taking back the last seating;
- :mod:`.roster`: registering, withdrawing, re-instating and renaming players;
- :mod:`.byes`: requested byes ("pause one round");
- :mod:`.settings`: points, table sizes, game settings.
"""
