"""The Tournament tab: rounds, standings, prints, dialogs and the hall display."""
