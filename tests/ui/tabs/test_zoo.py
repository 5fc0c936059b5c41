"""The zoo tab with the real catalogue and the embedded models."""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.support.spanish_numbers import spanish_numbers  # noqa: F401 - fixture
from tests.support.tiny_models import save_tiny_bert
from tests.ui.test_i18n import spanish  # noqa: F401 - fixture


def _zoo(main_window):
    return main_window.zoo_tab


def test_catalogue_is_listed_and_availability_is_checked(qtbot, main_window) -> None:
    zoo = _zoo(main_window)
    assert zoo.table_model.rowCount() >= 25
    zoo.refresh_availability()
    qtbot.waitUntil(lambda: zoo.table_model.checked, timeout=20000)
    statuses = {row.entry.id: row.status for row in zoo.table_model.rows}
    assert statuses["smollm2-135m"] == "embedded" and statuses["minilm-l6"] == "embedded"
    assert statuses["bert-base-uncased"] == "downloadable"


def test_search_and_filters(qtbot, main_window) -> None:
    zoo = _zoo(main_window)
    total = zoo.table_model.rowCount()
    zoo.search.setText("gpt")
    names = [row.entry.name.lower() for row in zoo.table_model.rows]
    assert 0 < len(names) < total and all(
        "gpt" in n or "gpt" in r.entry.family.lower()
        for n, r in zip(names, zoo.table_model.rows, strict=True)
    )
    zoo.search.clear()
    zoo.type_filter.setCurrentIndex(zoo.type_filter.findData("decoder"))
    assert {row.entry.architecture for row in zoo.table_model.rows} == {"decoder"}
    zoo.type_filter.setCurrentIndex(0)
    zoo.offline_only.setChecked(True)
    assert {row.entry.id for row in zoo.table_model.rows} == {
        "smollm2-135m",
        "minilm-l6",
        "workbench-mini-mlm",
    }
    assert "3 of" in zoo.count_label.text()


def test_details_and_component_counts(qtbot, main_window) -> None:
    zoo = _zoo(main_window)
    assert zoo.select("minilm-l6")
    assert "6 layers × 12 attention heads" in zoo.details.toPlainText()
    qtbot.waitUntil(lambda: zoo.components.rowCount() > 3, timeout=20000)
    parts = [zoo.components.item(i, 0).text() for i in range(zoo.components.rowCount())]
    assert sum(1 for p in parts if p.lower().startswith("layer")) == 6
    assert any("embedding" in p.lower() for p in parts)


def test_the_table_sorts_by_layers_heads_and_hidden_size_and_compares_the_selected(
    qtbot, main_window
) -> None:
    from PySide6.QtCore import QItemSelectionModel, Qt

    from workbench.ui.tabs.zoo.table import COLUMNS

    zoo = _zoo(main_window)
    headers = [header for header, _, _ in COLUMNS]
    layers = headers.index("Layers")
    zoo.table.sortByColumn(layers, Qt.SortOrder.DescendingOrder)
    shown = [int(zoo.proxy.index(i, layers).data()) for i in range(zoo.proxy.rowCount())]
    assert shown == sorted(shown, reverse=True) and shown[0] == 32  # SmolLM2-360M is the deepest listed
    assert {"Heads", "Hidden size", "Licence"} <= set(headers)
    zoo.select("minilm-l6")  # its parameter count starts in the background...
    other = next(i for i, r in enumerate(zoo.table_model.rows) if r.entry.id == "smollm2-135m")
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    zoo.table.selectionModel().select(zoo.proxy.mapFromSource(zoo.table_model.index(other, 0)), flags)
    assert zoo.model_name.text() == "Comparing 2 models"
    zoo.refresh_availability()  # the table is filled again: the two stay selected
    qtbot.waitUntil(lambda: zoo.table_model.checked, timeout=20000)
    assert main_window.tasks.wait_all(20000)
    qtbot.wait(50)  # ...and its late answer is not drawn under the comparison
    assert zoo.model_name.text() == "Comparing 2 models"
    shown = zoo.details.toPlainText()
    for fact in (
        "all-MiniLM-L6-v2",
        "SmolLM2 135M Instruct",
        "6 layers × 12 attention heads",
        "30 layers × 9 attention heads",
        "Apache-2.0",
    ):
        assert fact in shown
    assert not zoo.load_button.isEnabled() and zoo.components.rowCount() == 0  # acting needs one model


def test_load_an_embedded_model_updates_the_status_bar(qtbot, main_window) -> None:
    zoo = _zoo(main_window)
    zoo.select("minilm-l6")
    assert zoo.load_button.isEnabled()
    with qtbot.waitSignal(main_window.models.loaded, timeout=60000):
        zoo.load_button.click()
    assert "MiniLM" in main_window.models_label.text()
    assert zoo.load_button.text() == "Loaded"


def test_opening_a_bad_folder_explains_the_problem(qtbot, main_window, tmp_path: Path) -> None:
    (tmp_path / "holiday-photos").mkdir()
    with qtbot.waitSignal(main_window.models.load_failed, timeout=20000) as blocker:
        _zoo(main_window).load_folder(tmp_path / "holiday-photos")
    ref, failure = blocker.args
    assert failure.expected and "no config.json" in failure.message
    qtbot.waitUntil(lambda: main_window.findChild(object, "errorDialog") is not None, timeout=5000)


def test_opening_a_good_folder_loads_it(qtbot, main_window, tmp_path: Path) -> None:
    folder = save_tiny_bert(tmp_path / "my-model")
    with qtbot.waitSignal(main_window.models.loaded, timeout=20000) as blocker:
        _zoo(main_window).load_folder(folder)
    assert blocker.args[0].source.folder == folder.resolve()
    assert "my-model" in main_window.models_label.text()


def test_built_on_its_own_the_tab_reads_its_session_from_the_filters(standalone) -> None:
    from workbench.core.sessions.zoo import ZooSession
    from workbench.ui.tabs.zoo.tab import ZooTab

    tab = standalone(ZooTab)
    tab.type_filter.setCurrentIndex(tab.type_filter.findData("encoder"))
    assert tab.select("minilm-l6") and tab.model_name.text() == tab.selected_row().entry.name
    assert tab.session == ZooSession(type="encoder", model="minilm-l6")


def test_a_scene_brings_the_fact_it_is_about_into_view_until_another_model_is_chosen(
    qtbot, standalone
) -> None:
    """The LoRA scene points at the details' LoRA row, which a longer language pushes below a short pane's
    fold: the scene's ``details_at`` scrolls the pane to it, the session keeps it, and another model's
    details start from their top again."""
    from PySide6.QtCore import QPoint

    from workbench.ui.tabs.zoo.tab import ZooTab

    tab = standalone(ZooTab)
    tab.resize(900, 420)  # a pane too short for every fact
    tab.show()
    qtbot.waitExposed(tab)
    tab.apply_scene_state({"model": "bert-base-uncased", "details_at": "LoRA adapters"})
    bar = tab.details.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=5000)
    top = tab.details.cursorForPosition(QPoint(12, 12)).block().text()
    assert top.startswith("LoRA adapters"), top  # the row at the pane's top
    assert tab.session.details_at == "LoRA adapters" and tab.session.model == "bert-base-uncased"
    tab.apply_scene_state({"model": "bert-base-uncased"})  # the next scene, on the same model: from the top
    qtbot.waitUntil(lambda: bar.value() == 0, timeout=5000)
    tab.apply_scene_state({"model": "bert-base-uncased", "details_at": "LoRA adapters"})
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=5000)
    assert tab.select("minilm-l6")
    qtbot.waitUntil(lambda: bar.value() == 0, timeout=5000)
    assert tab.session.details_at == ""


def test_a_long_kind_breaks_after_its_hyphen_so_the_columns_fit_without_scrolling(qtbot) -> None:
    """Spanish's "codificador-decodificador" made the type column so wide that shortening the names was not
    enough and the table scrolled its last columns out of view: the kind gives up width too, on two lines."""
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import QSplitter, QTableView, QWidget

    from workbench.ui.tabs.zoo.table import fit_columns

    rows = [
        ("all-MiniLM-L6-v2 (sentence embeddings)", "codificador", "23M", "6", "12"),
        ("BART base", "codificador-decodificador", "139M", "6", "12"),
        ("BERT base (uncased)", "codificador", "110M", "12", "12"),
    ]
    model = QStandardItemModel(0, 5)
    model.setHorizontalHeaderLabels(["Modelo", "Tipo", "Parámetros", "Capas", "Cabezas"])
    for row in rows:
        model.appendRow([QStandardItem(text) for text in row])
    splitter, table = QSplitter(), QTableView()
    table.setModel(model)
    splitter.addWidget(table)
    splitter.addWidget(QWidget())
    qtbot.addWidget(splitter)
    table.resizeColumnsToContents()
    header, metrics = table.horizontalHeader(), table.fontMetrics()
    full = [header.sectionSize(c) for c in range(5)]
    frame = table.verticalScrollBar().sizeHint().width() + 2 * table.frameWidth() + 4
    names_short = sum(full) - full[0] + metrics.horizontalAdvance("BERT base (uncased) ") + frame
    splitter.resize((names_short - 30) * 3 // 2, 400)  # shorter names alone are not enough
    splitter.show()
    qtbot.waitExposed(splitter)
    fit_columns(table, splitter, name_column=0, kind_column=1)
    qtbot.wait(50)  # the scroll bar follows the new widths
    assert header.sectionSize(1) < metrics.horizontalAdvance("codificador-decodificador")
    assert header.sectionSize(1) > metrics.horizontalAdvance("decodificador")
    assert header.sectionSize(0) > metrics.horizontalAdvance("BERT base (uncased)")
    assert table.wordWrap() and table.horizontalScrollBar().maximum() == 0, "every column in view"


@pytest.mark.usefixtures("spanish_numbers")
def test_the_details_write_numbers_and_sizes_as_spanish_does() -> None:
    from workbench.core.models.catalogue import get_entry
    from workbench.core.models.zoo import ZooRow
    from workbench.ui.tabs.zoo.table import COLUMNS, ZooTableModel, facts

    said = dict(facts(ZooRow(get_entry("gpt2-medium"), "downloadable")))
    assert said["LoRA adapters"].endswith(
        "32.768 numbers beside each 1024×1024 weight instead of its 1.048.576 (3%)"
    )
    assert said["Parameters"] == "354.823.168 (355M)" and said["Download size"] == "1,5 GB"
    assert said["Hidden size"] == "1.024" and said["Longest input"] == "1.024 tokens"
    model = ZooTableModel()
    model.set_rows([ZooRow(get_entry("tinyllama-1.1b-chat"), "downloadable")], True)
    shown = {header: model.index(0, c).data() for c, (header, _, _) in enumerate(COLUMNS)}
    assert (shown["Parameters"], shown["Hidden size"], shown["Download"]) == ("1,1B", "2.048", "2,2 GB")
    assert model.index(0, 3).data(Qt.ItemDataRole.UserRole) == 1_100_048_384  # sorted by the number


@pytest.mark.usefixtures("spanish")
def test_the_parts_and_the_device_read_in_spanish(qtbot) -> None:
    """The per-part table names the parts in Spanish (the counts stay the model's), and the status bar's
    device is a Spanish sentence."""
    from workbench.core.models.devices import DeviceInfo
    from workbench.ui.tabs.zoo.table import ComponentsTable

    table = ComponentsTable()
    qtbot.addWidget(table)
    table.show_parts([("embeddings", 23_837_184), ("decoder layer 0", 7_087_872), ("total", 109_482_240)])
    rows = [(table.item(i, 0).text(), table.item(i, 1).text()) for i in range(table.rowCount())]
    assert rows == [
        ("embeddings", "23.837.184"),
        ("capa 0 del decodificador", "7.087.872"),
        ("total", "109.482.240"),
    ]
    assert DeviceInfo("cpu", "CPU (2 threads)", None, True, 2).describe_translated() == "CPU (2 hilos)"
    assert DeviceInfo("cpu", "CPU (1 thread)", None, True, 1).describe_translated() == "CPU (1 hilo)"
    assert (
        DeviceInfo("cuda", "NVIDIA H200", 150_000_000_000, True).describe_translated()
        == "NVIDIA H200 · 140 GB"
    )


def test_the_device_line_in_english_keeps_its_singular() -> None:
    """Without an English translation file "%n threads" gives "1 threads": one thread has its own text."""
    from workbench.core.models.devices import DeviceInfo

    assert DeviceInfo("cpu", "CPU (1 thread)", None, True, 1).describe_translated() == "CPU (1 thread)"
    assert DeviceInfo("cpu", "CPU (2 threads)", None, True, 2).describe_translated() == "CPU (2 threads)"
