"""The Surprise tab's folder: the tab (tab.py); its coloured strip (workbench/ui/widgets/surprise_strip.py)
stays with the shared widgets, as the Next token tab's decoding panel shows it too.  Its session is
workbench/core/sessions/surprise.py."""
