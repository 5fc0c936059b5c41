"""The Fine-tuning tab's folder: the tab (tab.py) and one file per wizard page (task_page.py, model_page.py,
data_page.py, method_page.py, settings_page.py, run_page.py, results_page.py, history_page.py), on what every
page has (page.py); the runs behind the run page (runner.py); the pieces the pages show (previews, results,
charts, the layer diagram, the confusion matrix, corrections, exports); its help texts (help_texts.py) and how
a demo scene sets the pages up (scene_pages.py).  What is not Qt lives in workbench/core/sessions/train/: the
session (its __init__.py), what the pages gather together (wizard.py), the data readers the data page runs
in the background (data.py), the rows and curves of the runs list (history.py) and the named jobs the pages
submit to the TaskController (jobs.py)."""
