"""The command line's ``workbench map``: the map of meaning of a classifier run, before and after fine-tuning
(``core.training.runs.meaning_map``), written as a picture and a table.

The picture is painted by the app's own map widget on Qt's offscreen platform and saved through the app's
view export (the same header and look as *Export* in the window; no screen is needed, nothing else is
installed); the CSV holds every text's 2-D point for both models, its label and the fine-tuned model's answer.
"""

from __future__ import annotations

import argparse
import csv
import json
from pathlib import Path
from typing import Any

from workbench.cli.arguments import readable_file, run_folder, writable_folder
from workbench.cli.look_alike import add_merge_option, merge_advice

PICTURE = "meaning-map.png"
TABLE = "meaning-map.csv"


def add_parsers(sub: Any) -> None:
    """Add ``map`` to the command line's subcommands."""
    parser = sub.add_parser(
        "map",
        help="the map of meaning: a classifier run's texts in the model's space, before and "
        "after fine-tuning",
        description="Place the run's check texts (or the labelled texts of --data) by the sentence vectors "
        "of the model before fine-tuning and after, projected to 2-D by PCA, coloured by their true labels, "
        "and say how well the labels are separated (a nearest-neighbour vote in the full space). Writes "
        f"{PICTURE} and {TABLE} (the 2-D points of both models) into --out.",
    )
    parser.add_argument("run", type=run_folder, help="the run's folder")
    parser.add_argument(
        "--data", type=readable_file, help="labelled texts to map (default: the run's check texts)"
    )
    parser.add_argument("--out", type=writable_folder, required=True, help="the folder to write into")
    parser.add_argument("--text-column")
    parser.add_argument("--label-column")
    parser.add_argument("--text-b-column", help="pairs of texts: the column of each pair's second text")
    add_merge_option(parser)
    parser.add_argument(
        "--scale", type=float, default=2.0, help="the picture's size against the screen's (2)"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    parser.set_defaults(handler=run_map)


def run_map(args: argparse.Namespace) -> int:
    from workbench.cli.progress import ProgressLine
    from workbench.cli.stopping import ctrl_c_cancels
    from workbench.cli.train import quiet_transformers
    from workbench.core.training.runs.meaning_map import meaning_map

    quiet_transformers()
    line = ProgressLine()
    try:
        with ctrl_c_cancels() as cancel:
            found = meaning_map(
                Path(args.run),
                Path(args.data) if args.data else None,
                line,
                cancel,
                text_column=args.text_column,
                label_column=args.label_column,
                text_b_column=args.text_b_column,
                merge_case_labels=bool(args.merge_case_labels),
            )
    finally:
        line.clear()
    out = Path(args.out).expanduser()
    out.mkdir(parents=True, exist_ok=True)
    table = write_table(found, out / TABLE)
    picture = write_picture(found, out / PICTURE, args.scale)
    summary = {**found.summary(), "picture": str(picture), "table": str(table)}
    if args.json:
        print(json.dumps(summary, indent=2))
        return 0
    print(f"The map of meaning of {len(found.texts):,} texts ({found.source}), model {found.model}:")
    for side in found.sides():
        print(
            f"  {side.which:>6}: {side.separation:.1%} of the texts have mostly their own label among their "
            f"nearest neighbours (on the 2-D map {side.separation_2d:.1%})"
        )
    print(f"  {sum(found.wrong)} texts the fine-tuned model answers wrongly (outlined)")
    for note in found.notes:
        print(f"  {note}")
    advice = merge_advice(found.look_alike) if args.data else None
    if advice:
        print(f"  {advice}")
    print(f"Wrote {picture}\nWrote {table}")
    return 0


def write_table(found: Any, path: Path) -> Path:
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(found.csv_rows())
    return path


def write_picture(found: Any, path: Path, scale: float = 2.0) -> Path:
    """Both maps as one PNG, painted offscreen by the app's map widget under the app's export header."""
    from workbench.core.errors import InputError

    if scale <= 0 or scale > 8:
        raise InputError("--scale must be above 0 and at most 8.", "2 suits slides; 4 suits print.")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["workbench", "-platform", "offscreen"])  # noqa: F841
    from workbench.ui.widgets.meaning_map_view import MeaningMapView
    from workbench.ui.widgets.view_export import save_png

    view = MeaningMapView()
    view.resize(1100, 620)
    view.show_map(found)
    view.layout().activate()
    return save_png(view, path, scale, view.export_context())
