"""LM Workbench: explore and fine-tune pre-trained language models.  Imports nothing heavy."""

__version__ = "0.1.0"
