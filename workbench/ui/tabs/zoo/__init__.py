"""The Model zoo tab's folder: the tab (tab.py), its table of the catalogue with its filters and details pane
(table.py) and its downloads row (downloads.py); its session is workbench/core/sessions/zoo.py."""
