"""The Fine-tuning tab's results page (results_page.py) and what it shows: a classifier's plain-words parts
(plain_results.py), each family's own view (ner_results.py, qa_results.py, chat_results.py, score_results.py),
what comes after a run (after_run.py), its corrections (run_corrections.py), its costs (run_costs.py), the
"Try it" box (try_it.py) and the before-and-after of an adapted language model (before_after.py)."""
