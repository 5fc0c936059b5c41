"""The Fine-tuning tab's experiments and history page (history_page.py): every run on this computer, and
the lecture's experiments beside it: pre-trained against from scratch (experiment_panel.py,
experiment_chart.py), prompting against fine-tuning (prompting_panel.py, prompting_chart.py) and the recipes
per task (recipes_panel.py)."""
