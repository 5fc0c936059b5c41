"""The Attention tab driven like a lecturer would, on the embedded MiniLM and SmolLM2."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication, QImage

from tests.support.slides import check_slide, svg_text
from tests.ui.test_i18n import spanish  # noqa: F401 - fixture
from workbench.core.explore.attention import attention_view, extract_attention
from workbench.ui.tabs.attention import export as attention_export
from workbench.ui.widgets import view_export
from workbench.ui.widgets.slide import slide_size

pytestmark = pytest.mark.slow


def ready(tab) -> bool:
    return {"encoder", "decoder"} <= tab.results.keys() and tab.lens is not None and tab.words is not None


@pytest.fixture
def attention_tab(qtbot, main_window, converted_smollm2):
    tab = main_window.tab("Attention")
    main_window.tabs.setCurrentIndex(main_window.tabs.indexOf(tab.parentWidget()))
    qtbot.waitUntil(lambda: ready(tab), timeout=120000)
    return tab


def test_tab_builds_idle_with_a_sensible_minimum_size_and_closes(qtbot, main_window) -> None:
    from workbench.ui.tabs import TABS

    titles = [entry.title for entry in TABS]
    # the explorers (Fill, Next token, Surprise) come first, then Attention, then Fine-tuning
    assert titles.index("Next token") < titles.index("Attention") == titles.index("Fine-tuning") - 1
    tab = main_window.tab("Attention")
    hint = tab.minimumSizeHint()
    assert 0 < hint.width() < 1000 and 0 < hint.height() < 600
    assert tab.views.count() == 6  # the sixth, before and after training: test_attention_before_after.py
    assert not tab._started  # nothing loads until the tab is first shown


def test_closing_while_it_computes_stops_cleanly(qtbot, main_window, converted_smollm2) -> None:
    tab = main_window.tab("Attention")
    main_window.tabs.setCurrentIndex(main_window.tabs.indexOf(tab.parentWidget()))
    qtbot.waitUntil(lambda: "encoder" in tab.loaded, timeout=120000)
    tab.text.setText("A different sentence to look at")
    tab.query()
    assert main_window.tasks.is_busy()
    main_window.close()
    assert not main_window.isVisible() and not main_window.tasks.is_busy()


def test_head_view_shows_the_chosen_matrix_with_exact_weights(qtbot, attention_tab) -> None:
    tab = attention_tab
    result = tab.results["encoder"]
    expected = extract_attention(tab.loaded["encoder"], tab.text.text())
    np.testing.assert_array_equal(result.attentions, expected.attentions)
    heatmap = tab.head_view.heatmap
    np.testing.assert_allclose(heatmap.view.matrix, result.attentions[0].mean(axis=0), atol=1e-7)
    tab.head_view.picker.set_selection(1, 2)
    np.testing.assert_array_equal(heatmap.view.matrix, result.attentions[1, 2])
    assert heatmap.view.labels[0] == "[CLS]" and "animal" in heatmap.view.labels

    # Hover a cell: its exact weight; click it: the query token's row and column are outlined.
    grid = heatmap._geometry(heatmap.rect().toRectF())["grid"]
    cell = grid.width() / len(heatmap.view.labels)
    point = QPoint(int(grid.left() + 2.5 * cell), int(grid.top() + 1.5 * cell))
    with qtbot.waitSignal(heatmap.hovered, timeout=5000) as hovered:
        qtbot.mouseMove(heatmap, point)
    assert f"{result.attentions[1, 2, 1, 2]:.4f}" in hovered.args[0]
    assert "“the” → “animal”" in hovered.args[0]
    with qtbot.waitSignal(heatmap.token_selected) as selected:
        qtbot.mouseClick(heatmap, Qt.MouseButton.LeftButton, pos=point)
    assert selected.args == [1] and heatmap.selected == 1
    # The selected token's label is drawn bold: the room for labels is measured in bold (in the labels' font,
    # which may be smaller than the widget's), so the longest one selected still ends before the axis title.
    geometry = heatmap._geometry(heatmap.rect().toRectF())
    bold = QFont(geometry["fit"].font)
    bold.setBold(True)
    longest = max(QFontMetricsF(bold).horizontalAdvance(label) for label in geometry["labels"])
    assert geometry["label_w"] >= longest + geometry["pad"]

    tab.hide_special.setChecked(True)
    assert "[CLS]" not in heatmap.view.labels and "not rescaled" in tab.head_view.note.text()
    tab.which.setCurrentIndex(tab.which.findData("decoder"))
    assert heatmap.view.causal and heatmap.view.labels[0] == "The"


def test_encoder_next_to_decoder_shows_a_full_square_and_an_empty_future(qtbot, attention_tab) -> None:
    panel = attention_tab.side_by_side
    encoder, decoder = panel.heatmaps["encoder"], panel.heatmaps["decoder"]
    n_enc, n_dec = len(encoder.view.labels), len(decoder.view.labels)
    upper_enc = np.triu(np.ones((n_enc, n_enc), dtype=bool), k=1)
    upper_dec = np.triu(np.ones((n_dec, n_dec), dtype=bool), k=1)
    assert not encoder.view.causal and encoder.view.matrix[upper_enc].min() > 0
    assert decoder.view.causal and np.all(decoder.view.matrix[upper_dec] == 0)
    np.testing.assert_allclose(
        decoder.view.matrix, attention_view(attention_tab.results["decoder"], 0).matrix
    )
    # The masked future is drawn white, not as the colour of a zero weight.
    assert np.all(decoder._rgba[upper_dec][:, :3] == 255)
    assert np.all(decoder._rgba[~upper_dec][:, :3].min(axis=-1) < 255)
    assert "diagonal" in panel.lesson.text() and "future" in panel.lesson.text()
    panel.pickers["decoder"].set_selection(29, 8)
    np.testing.assert_array_equal(decoder.view.matrix, attention_tab.results["decoder"].attentions[29, 8])


def test_model_view_has_a_thumbnail_per_head_and_opens_one(qtbot, attention_tab) -> None:
    tab = attention_tab
    grid = tab.model_view.grid
    qtbot.waitUntil(grid.is_ready, timeout=10000)
    assert grid.count == len(grid.images) == 6 * 12
    with qtbot.waitSignal(grid.ready, timeout=10000):
        tab.which.setCurrentIndex(tab.which.findData("decoder"))
    assert (grid.layers, grid.heads) == (30, 9) and len(grid.images) == 270
    tab.views.setCurrentIndex(1)
    rect = grid.cell_rect(4, 7)
    with qtbot.waitSignal(grid.head_clicked) as clicked:
        qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert clicked.args == [4, 7]
    assert tab.views.currentIndex() == 0 and tab.head_view.heatmap.view.title == "layer 5 · head 8"


def test_word_in_context_and_layer_by_layer_tables(qtbot, attention_tab) -> None:
    tab = attention_tab
    words = tab.words
    assert words.word == "bank" and len(words.uses) == 4
    lines = tab.word_view.plot.lines()
    assert len(lines) == 6 and all(len(ys) == 7 for _, ys in lines)
    assert lines[0][1][-1] == pytest.approx(float(words.similarities[0, -1]))
    assert "At the top layer" in tab.word_view.summary.text()
    tab.word_view.word.setText("river")
    with qtbot.waitSignal(tab.tasks.finished, timeout=60000):
        tab.word_view.compare.click()
    assert "not in sentences 2, 3, 4" in tab.word_view.summary.text() and tab.words is None

    table = tab.lens_view.table
    assert table.rowCount() == 31
    from workbench.core.explore.next_token import next_token

    top = next_token(tab.loaded["decoder"], tab.text.text()).predictions[0]
    assert table.item(30, 0).text() == "layer 30"
    assert table.item(30, 1).text() == ("␣" + top.token[1:] if top.token.startswith(" ") else top.token)
    assert "predicts" in tab.lens_view.headline.text()


def test_export_png_svg_csv_and_clipboard(qtbot, attention_tab, tmp_path: Path) -> None:
    """Every view exports the chart alone under a header (the view, the sentence, the model), never the
    layer and head boxes, the sentences' editor or the hints beside it; its CSV carries the same context."""
    tab = attention_tab
    sentence, exporter = tab.text.text(), tab.export_button.exporter
    encoder, decoder = tab.loaded["encoder"].name, tab.loaded["decoder"].name
    says = {
        0: [sentence, encoder, "key: the token looked at", "weight"],
        1: [sentence, encoder, "layer 1", "head 1"],
        2: [sentence, encoder, decoder, "Encoder", "Decoder"],
        3: ["[bank]", encoder, "cosine similarity"],
        4: [sentence, decoder, "embeddings", "Top next token"],
    }
    leaves_out = ["average of all", "Point at a cell", "Compare", "The encoder lets every token"]
    for index in says:  # the sixth view needs a training run: test_attention_before_after.py exports it
        tab.views.setCurrentIndex(index)
        check_slide(exporter, tmp_path, f"view{index}", says[index], leaves_out)
    tab.views.setCurrentIndex(0)
    view = tab.head_view.heatmap.view
    lines = (tmp_path / "view0.csv").read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(view.labels) + 1 and lines[1].startswith("[CLS],")
    assert lines[1].endswith(f",{encoder},shown")  # the sentence, the view, the model and the hiding follow
    svg, text = (tmp_path / "view0.svg").read_text(encoding="utf-8"), svg_text(tmp_path / "view0.svg")
    assert "<rect" in svg and "Layer" not in text.split()  # the cells stay vectors; the layer box stays out
    assert f"{encoder} · layer" not in text  # the header names the model and the head, the heatmap does not
    view_export.copy_image(tab.export_source()[0], 1.0, exporter.what())
    plot = tab.word_view.plot  # its own right-click menu says the same as the Export button
    assert (
        plot.exporter.what() == attention_export.export_context(tab, 3)
        and "[bank]" in plot.exporter.what().text
    )
    assert not QGuiApplication.clipboard().image().isNull()


def test_zoom_makes_the_heatmap_text_bigger(qtbot, attention_tab, main_window) -> None:
    heatmap = attention_tab.head_view.heatmap
    before_font, before_size = heatmap.font().pointSizeF(), heatmap.minimumSize()
    try:
        main_window.apply_zoom(1.75)  # the application font reaches the widgets through the event loop
        qtbot.waitUntil(lambda: heatmap.font().pointSizeF() > before_font, timeout=5000)
        assert heatmap.minimumSize().width() > before_size.width()
    finally:
        main_window.apply_zoom(1.0)
    qtbot.waitUntil(lambda: heatmap.font().pointSizeF() == before_font, timeout=5000)


def test_a_model_without_attention_weights_offers_eager_reload(qtbot, attention_tab) -> None:
    tab = attention_tab
    encoder = tab.loaded["encoder"]
    encoder.model.set_attn_implementation("sdpa")
    with qtbot.waitSignal(tab.tasks.finished, timeout=60000):
        tab.query("encoder")
    qtbot.waitUntil(lambda: "encoder" not in tab.results, timeout=10000)
    assert "eager" in tab.message.text() and tab.reload_button.isVisibleTo(tab)
    assert tab.head_view.heatmap.view is None
    tab.reload_button.click()
    qtbot.waitUntil(lambda: "encoder" in tab.results, timeout=60000)
    assert tab.loaded["encoder"].attention_implementation == "eager" and not tab.reload_button.isVisibleTo(
        tab
    )


def test_the_export_menu_asks_for_a_resolution_and_a_file(
    qtbot, attention_tab, tmp_path: Path, monkeypatch
) -> None:
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    tab = attention_tab
    button = tab.export_button
    target = {"path": ""}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (target["path"], ""))
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: (view_export.PNG_SCALES[2][0], True))
    target["path"] = str(tmp_path / "head")  # no suffix: the format's own is added
    button.ask_png()
    image = QImage(str(tmp_path / "head.png"))
    assert image.width() == 3 * slide_size(tab.head_view.heatmap, tab.export_context()).width()
    assert "head.png" in tab.status.toolTip()
    target["path"] = str(tmp_path / "head.svg")
    button.ask_svg()
    target["path"] = str(tmp_path / "head.csv")
    button.ask_csv()
    assert (tmp_path / "head.svg").is_file() and (tmp_path / "head.csv").is_file()
    target["path"] = ""  # cancelled: nothing written, nothing said
    button.ask_csv()
    assert "head.csv" in tab.status.toolTip()
    button.copy()
    assert "clipboard" in tab.status.text()


def test_built_on_its_own_the_tab_reads_its_session_from_the_views(standalone) -> None:
    from workbench.core.sessions.attention import VIEWS, AttentionSession
    from workbench.ui.tabs.attention.tab import AttentionTab

    tab = standalone(AttentionTab)
    tab.views.setCurrentIndex(VIEWS.index("layers"))
    tab.hide_special.setChecked(True)
    assert tab.session == AttentionSession(view="layers", hide_special=True)
    tab.run()  # no model yet: nothing to compute
    assert not tab.results and tab.lens is None


@pytest.mark.usefixtures("spanish")
def test_the_logit_lens_table_writes_spanish_numbers_and_layers(qtbot) -> None:
    from workbench.core.explore.logit_lens import LensGuess, LogitLensResult, LogitLensRow
    from workbench.ui.tabs.attention.logit_lens_table import LogitLensTable

    paris = LensGuess(" Paris", 3, 0.625)
    low = LogitLensRow(0, "embeddings", LensGuess(" a", 1, 0.0312), (LensGuess(" b", 2, 0.25),), 0.0049, 1234)
    top = LogitLensRow(1, "layer 1", paris, (), 0.625, 1)
    table = LogitLensTable()
    qtbot.addWidget(table)
    table.set_result(LogitLensResult("m", "t", " the", (low, top), paris, 1))
    assert [table.item(0, c).text() for c in (2, 3, 4)] == ["3,1%", "␣b 25%", "puesto 1.234, 0,5%"]
    assert [table.item(1, c).text() for c in (0, 2)] == ["capa 1", "62,5%"]
    assert table.item(1, 2).toolTip() == "capa 1: ␣Paris con 62,50%"
