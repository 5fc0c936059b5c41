"""The Attention tab's folder: the tab (tab.py); its views, the panels (panels.py), the model view's
thumbnails (thumbnails.py), the before-and-after view (before_after.py), the logit lens table
(logit_lens_table.py), the similarity plot (similarity_plot.py) and the column of labels beside a chart
(text_column.py); the work behind two of them (runs.py, words.py); and what its Export button saves
(export.py).  The head view's heatmap stays with the shared widgets
(workbench/ui/widgets/attention_heatmap.py), as the command line draws it too.  Its session is
workbench/core/sessions/attention.py."""
