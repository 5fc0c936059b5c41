"""The Next token tab's folder: the tab (tab.py), its decoding comparison (decoding_panel.py) with its beam
table (beam_table.py), and its softmax-by-hand panel (softmax_panel.py); its session is
workbench/core/sessions/next_token.py."""
