"""The analysis tabs: prime tools, Tanhinmin and the hexad game."""
