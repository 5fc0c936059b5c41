"""`workbench attention`: the arrays it saves, the picture it draws, plain errors."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import numpy as np
import pytest

from tests.support.cli_run import run_workbench_here
from tests.support.tiny_lms import save_tiny_gpt2


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG file"
    return struct.unpack(">II", data[16:24])


@pytest.mark.slow
def test_npz_and_png_of_the_embedded_encoder(tmp_path: Path) -> None:
    npz, png = tmp_path / "weights.npz", tmp_path / "head.png"
    text = "The bank of the river was muddy."
    result = run_workbench_here(
        "attention",
        text,
        "--model",
        "minilm-l6",
        "--npz",
        str(npz),
        "--png",
        str(png),
        "--layer",
        "2",
        "--head",
        "3",
        "--scale",
        "1",
        "--json",
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    arrays = np.load(npz)
    tokens, attentions = arrays["tokens"].tolist(), arrays["attentions"]
    assert tokens[0] == "[CLS]" and tokens[-1] == "[SEP]" and "bank" in tokens
    assert attentions.dtype == np.float32 and attentions.shape == (6, 12, len(tokens), len(tokens))
    np.testing.assert_allclose(attentions.sum(axis=-1), 1.0, atol=1e-4)
    assert summary["shape"] == list(attentions.shape) and summary["causal"] is False
    assert summary["view"]["title"] == "layer 2 · head 3"
    assert summary["written"] == {"npz": str(npz), "png": str(png)}
    width, height = png_size(png)
    assert width >= 900 and height >= 860
    from PySide6.QtGui import QImage

    from tests.support.slides import ink, pixels

    assert (
        ink(pixels(QImage(str(png)))[:40]) > 300
    )  # the header's title above the heatmap, as the app exports


def test_a_decoder_saves_a_lower_triangle_and_prints_a_readable_summary(tmp_path: Path) -> None:
    folder = save_tiny_gpt2(tmp_path / "tiny-gpt2")
    npz = tmp_path / "out"  # numpy adds .npz
    result = run_workbench_here(
        "attention", "the cat sat on the mat", "--model", str(folder), "--npz", str(npz)
    )
    assert result.returncode == 0, result.stderr
    assert "2 layers x 2 heads, left-to-right (lower-triangular)" in result.stdout
    assert "where each token looks most" in result.stdout
    attentions = np.load(tmp_path / "out.npz")["attentions"]
    upper = np.triu(np.ones(attentions.shape[-2:], dtype=bool), k=1)
    assert attentions.shape[:2] == (2, 2) and np.all(attentions[..., upper] == 0)


def test_bad_inputs_give_plain_messages(tmp_path: Path) -> None:
    folder = save_tiny_gpt2(tmp_path / "tiny-gpt2")
    empty = run_workbench_here("attention", "  ", "--model", str(folder))
    assert empty.returncode == 1 and "There is no text" in empty.stderr and "Traceback" not in empty.stderr
    layer = run_workbench_here(
        "attention", "the cat", "--model", str(folder), "--png", str(tmp_path / "x.png"), "--layer", "9"
    )
    assert layer.returncode == 1 and "--layer must be between 1 and 2" in layer.stderr
    assert not (tmp_path / "x.png").exists()
