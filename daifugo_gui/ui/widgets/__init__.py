"""What every feature's widgets share: assets, theme, key map, translation and reason text."""
