"""The Fine-tuning tab's tools over a user's files, each a dialog or a row with its background job
(file_job.py): use a trained model on a file or test it on one (use_model.py), find the names in a file
(find_names.py), check a data file's labels (label_check.py) and export a run's weights (export_row.py); with
the tables two of them share with the results (correction_list.py, confusion_matrix.py)."""
