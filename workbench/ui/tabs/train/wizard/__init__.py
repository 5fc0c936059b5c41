"""The Fine-tuning wizard's pages, one module each (task_page.py, data_page.py, model_page.py,
method_page.py, settings_page.py, run_page.py), and their parts: the data page's columns, split, words and
previews (data_columns.py, data_split.py, data_texts.py, data_preview.py, pair_view.py, chat_preview.py,
qa_preview.py, tagged_preview.py), the method page's layer diagram (layer_stack.py), the settings page's
run-time box (run_time.py), and the run page's curves and sample answers (training_curves.py,
sample_answers.py).  Each page writes the user's choices into the shared ``WizardState`` only through
``state.choose``."""
