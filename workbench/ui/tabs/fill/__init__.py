"""The Fill tab's folder: the tab (tab.py), its masking simulator (masking_simulator.py) and its padded-batch
panel (padded_batch.py); its session is workbench/core/sessions/fill.py."""
