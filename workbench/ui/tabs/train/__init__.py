"""The Fine-tuning tab's folder: the tab (tab.py), what every wizard page has (page.py), the runs behind the
run page (runner.py), what the charts' exports say they are of (export_context.py), its help texts
(help_texts.py) and how a demo scene sets the pages up (scene_pages.py); and beside them, by what they do,
the wizard's pages and their parts (wizard/), the results page and each family's results (results/), the
history with the lecture's experiments (history/), the tools over a user's files (files/) and the one way each
kind of text is marked (marks/).  The folders import only downwards: history, results, wizard, files, marks,
then the modules here (pyproject.toml's contract says so).  What is not Qt lives in
workbench/core/sessions/train/: the session (its __init__.py), what the pages gather together (wizard.py),
the data readers the data page runs in the background (data.py), the rows and curves of the runs list
(history.py) and the named jobs the pages submit to the TaskController (jobs.py)."""
