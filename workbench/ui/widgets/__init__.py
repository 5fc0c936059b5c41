"""Widgets that two or more users share: tabs, the main window, the scene bar and player, the command line's
pictures.  A widget that serves one tab lives in that tab's folder (workbench/ui/tabs/<tab>/); these import no
tab's folder and no tab's session (a contract in pyproject.toml)."""
