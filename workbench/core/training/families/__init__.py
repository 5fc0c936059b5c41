"""The task families, one folder each: everything that is one family's own (its recipe, what kind of model
it trains, its data side and its objective).  Each folder registers its families with ``registry``, which the
rest of the app asks; nothing here is imported but through it.
"""
