"""Data files of LM Workbench (catalogue, icons, sample data), read with importlib.resources."""
