"""Where a demo scene scrolls the Fine-tuning tab's wizard pages (workbench/ui/tabs/train/tab.py sets its
session and walks the pages up to the scene's step, each showing the session on ``enter()``): to what the
scene's checks read, which at projector zoom (the count of weights that learn, the learning-rate warning or
the recipe's summary) lies below the fold of its page."""

from __future__ import annotations

# The widget of each page that shows a check kind's figure (attribute names on the tab's pages).
POINTED = {
    "trainable": ("method_page", "count_label"),
    "lora": ("method_page", "count_label"),
    "lr_warning": ("settings_page", "warning"),
    "mlm_head": ("settings_page", "summary"),
}


def reveal_reading(tab) -> None:
    """The data page, as a scene shows it: scrolled to how the model reads the data (its word pieces,
    windows or tokens, or a pair as one input)."""
    page = tab.data_page
    page.reveal(
        page.tagged_preview.reading,
        page.qa_preview.reading,
        page.chat_preview.reading,
        page.data_preview.pair_view,
    )


def point_at(tab, kinds: set[str]) -> None:
    """The method and settings pages scroll to the figure a scene's check reads (kept in view while the page
    fills in); a page the scene does not point at starts at its top."""
    wanted: dict[str, list] = {"method_page": [], "settings_page": []}
    for kind in kinds:
        if kind in POINTED:
            page, widget = POINTED[kind]
            wanted[page].append(getattr(getattr(tab, page), widget))
    for name, widgets in wanted.items():
        page = getattr(tab, name)
        page.reveal(*widgets) if widgets else page.start_at_top()
