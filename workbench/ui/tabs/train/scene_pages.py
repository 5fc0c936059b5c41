"""How a demo scene sets up the Fine-tuning tab's wizard pages (workbench/ui/tabs/train/tab.py walks them up
to the scene's step, page by page as a user would) and scrolls each page to what the scene's checks read: at
projector zoom the count of weights that learn, the learning-rate warning or the recipe's summary lie below
the fold of their page."""

from __future__ import annotations

from workbench.core.sessions.train import RUN_SETTINGS
from workbench.core.training.recipes import RECOMMENDED

# The widget of each page that shows a check kind's figure (attribute names on the tab's pages).
POINTED = {
    "trainable": ("method_page", "count_label"),
    "lora": ("method_page", "count_label"),
    "lr_warning": ("settings_page", "warning"),
    "mlm_head": ("settings_page", "summary"),
}


def apply_scene_page(tab, step: int, state: dict) -> None:
    """Set page ``step`` (1 data ... 4 settings) of ``tab``'s wizard as ``state`` says."""
    if step == 1:  # a scene points at how the model reads the data: its word pieces, windows or tokens
        page = tab.data_page
        page.reveal(page.tagged_preview.reading, page.qa_preview.reading, page.chat_preview.reading)
    elif step == 2 and state.get("model"):
        tab.model_page.select(state["model"])
    elif step == 3:
        page = tab.method_page
        if state.get("method") in page.buttons and page.buttons[state["method"]].isEnabled():
            page.choose(state["method"])
        for key, box in (
            ("freeze_layers", page.freeze_spin),
            ("lora_r", page.lora_r),
            ("lora_alpha", page.lora_alpha),
        ):
            if state.get(key) is not None:
                box.setValue(int(state[key]))
        if "baseline" in state and not page.baseline.isHidden():  # hidden for language models
            page.baseline.setChecked(bool(state["baseline"]) and page.baseline.isEnabled())
    elif step == 4:
        page = tab.settings_page
        # Every scene starts from its own settings: what it does not name is the recipe's for its method,
        # never what the scene before left on the page (a LoRA scene's learning rate, say).
        preset = state.get("preset") or ""
        page.apply_preset(preset if page.preset.findText(preset) >= 0 else RECOMMENDED)
        names = ("epochs", *(setting.name for setting in RUN_SETTINGS), "early_stopping")
        values = {k: state[k] for k in names if state.get(k) is not None}
        if state.get("learning_rate") is not None:
            values["learning_rate"] = f"{float(state['learning_rate']):g}"
        page.set_values(**values)


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
