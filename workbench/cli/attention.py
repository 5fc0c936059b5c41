"""The ``attention`` command: a model's attention weights for a text, saved as arrays and as a picture.

``workbench attention TEXT [--model M] --npz OUT`` writes ``tokens`` (the token labels) and ``attentions``
(float32, [layers, heads, query, key]) plus ``token_ids`` and ``special``; ``--png OUT --layer L --head H``
draws the head view (layers and heads counted from 1; no --head: the average of the layer's heads).  The
picture is painted by the same widget as the app's head view, on Qt's offscreen platform, so no screen is
needed; Qt is imported only when a picture is asked for.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from workbench.cli.arguments import writable_file

DEFAULT_MODEL = "minilm-l6"


def add_parsers(sub: Any) -> None:
    att = sub.add_parser(
        "attention", help="a model's attention weights for a text: arrays (.npz) and pictures"
    )
    att.add_argument("text")
    att.add_argument("--model", default=DEFAULT_MODEL, help=f"any encoder or decoder ({DEFAULT_MODEL})")
    att.add_argument(
        "--npz",
        metavar="OUT",
        type=writable_file,
        help="write tokens and attentions [layers, heads, query, key]",
    )
    att.add_argument(
        "--png", metavar="OUT", type=writable_file, help="write the head view of --layer and --head as a PNG"
    )
    att.add_argument("--layer", type=int, default=1, metavar="L", help="layer for --png, from 1 (1)")
    att.add_argument(
        "--head", type=int, default=None, metavar="H", help="head for --png, from 1 (all: average)"
    )
    att.add_argument("--hide-special", action="store_true", help="--png: leave out [CLS], [SEP], <s>...")
    att.add_argument("--scale", type=float, default=2.0, help="--png resolution: 1 = 900 x 860 pixels (2)")
    att.add_argument("--json", action="store_true", help="print a JSON summary")
    att.set_defaults(handler=cmd_attention)


def cmd_attention(args: argparse.Namespace) -> int:
    import numpy as np

    from workbench.cli.models import pickles_allowed
    from workbench.cli.progress import with_progress
    from workbench.core.errors import InputError
    from workbench.core.explore.attention import attention_view, extract_attention
    from workbench.core.models.loading import load_model

    loaded = with_progress(load_model, args.model, attention="eager", allow_pickle=pickles_allowed())
    result = extract_attention(loaded, args.text)
    for warning in result.warnings:
        print(f"Note: {warning}", file=sys.stderr)
    if not 1 <= args.layer <= result.layers:
        raise InputError(f"--layer must be between 1 and {result.layers} for {result.model}.")
    if args.head is not None and not 1 <= args.head <= result.heads:
        raise InputError(f"--head must be between 1 and {result.heads} for {result.model}.")
    view = attention_view(
        result, args.layer - 1, None if args.head is None else args.head - 1, hide_special=args.hide_special
    )
    written = {}
    if args.npz:
        path = Path(args.npz)
        np.savez(
            path,
            tokens=np.array(result.tokens, dtype=str),
            attentions=result.attentions,
            token_ids=np.array(result.token_ids, dtype=np.int64),
            special=result.special,
        )
        written["npz"] = str(path if path.suffix == ".npz" else path.with_name(path.name + ".npz"))
    if args.png:
        written["png"] = str(write_png(view, Path(args.png), args.scale, result.text))
    if args.json:
        summary = {
            "model": result.model,
            "text": result.text,
            "tokens": list(result.tokens),
            "special": [bool(s) for s in result.special],
            "shape": list(result.attentions.shape),
            "layers": result.layers,
            "heads": result.heads,
            "causal": result.causal,
            "truncated": result.truncated,
            "total_tokens": result.total_tokens,
            "warnings": list(result.warnings),
            "view": {"layer": args.layer, "head": args.head, "title": view.title},
            "written": written,
        }
        print(json.dumps(summary, ensure_ascii=False))
        return 0
    kind = "left-to-right (lower-triangular)" if result.causal else "bidirectional (full square)"
    print(f"{result.model}: {result.length} tokens, {result.layers} layers x {result.heads} heads, {kind}")
    if len(view.labels) <= 40:
        print(f"{view.title}: where each token looks most")
        for label, row in zip(view.labels, view.matrix, strict=True):
            best = np.argsort(row)[::-1][:3]
            print(f"  {label:>14} → " + ",  ".join(f"{view.labels[k]} {row[k]:.2f}" for k in best))
    for kind, path in written.items():
        print(f"Wrote {kind}: {path}")
    return 0


def write_png(view: Any, path: Path, scale: float = 2.0, text: str = "") -> Path:
    """The head view of ``view`` as a PNG, painted offscreen by the app's heatmap widget, under the header the
    app's exports have (the view, the sentence ``text``, the model)."""
    from workbench.core.errors import InputError

    if scale <= 0 or scale > 8:
        raise InputError("--scale must be above 0 and at most 8.", "2 suits slides; 4 suits print.")
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["workbench", "-platform", "offscreen"])  # noqa: F841
    from workbench.ui.widgets.attention_heatmap import AttentionHeatmap
    from workbench.ui.widgets.slide import ExportContext
    from workbench.ui.widgets.view_export import save_png

    heatmap = AttentionHeatmap()
    heatmap.set_view(view)
    heatmap.resize(heatmap.minimumSize().expandedTo(QSize(900, 860)))
    if path.suffix.lower() != ".png":
        path = path.with_name(path.name + ".png")
    special = "hidden" if view.note else "shown"
    context = ExportContext(
        f"Attention, head view: {view.title}", text, details={"model": view.model, "special tokens": special}
    )
    return save_png(heatmap, path, scale, context)
