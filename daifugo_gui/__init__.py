"""daifugo_gui: the prime judge's console for Prime Daifugo (素数大富豪)."""

__version__ = "0.1.0"
