"""The fine-tuning wizard's pages and the pieces they share (the tab itself is ui/tabs/train_tab.py)."""
