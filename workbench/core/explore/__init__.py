"""Exploring pre-trained language models: tokens, fill-in-the-blank, next-token prediction, generation,
left-only versus both-sides context, BERT's masking, attention weights, a word's vectors in several contexts
and layer-by-layer predictions.  No Qt here; torch and transformers are imported
inside the functions that need them, and every result is a frozen dataclass that can cross threads.

Import from the submodules (``from workbench.core.explore.fill_mask import fill_mask``) or from here.
"""

from __future__ import annotations

from workbench.core.explore.attention import AttentionResult, AttentionView, attention_view, extract_attention
from workbench.core.explore.beams import BeamNode
from workbench.core.explore.context import ContextComparison, ScoredCandidate, WordChoice, compare_contexts
from workbench.core.explore.embeddings_compare import WordInContexts, WordUse, compare_word_in_contexts
from workbench.core.explore.fill_mask import (
    Blank,
    FillMaskResult,
    JointFill,
    MaskPrediction,
    default_masked_lm,
    fill_mask,
)
from workbench.core.explore.generation import GenerationResult, GenerationStep, append_token, generate
from workbench.core.explore.logit_lens import LogitLensResult, LogitLensRow, logit_lens
from workbench.core.explore.masking import MaskedPosition, MaskingSimulation, simulate_masking
from workbench.core.explore.next_token import (
    NextTokenPrediction,
    NextTokenResult,
    ReshapedToken,
    SoftmaxRow,
    SoftmaxTable,
    next_token,
    reshape,
    softmax_table,
)
from workbench.core.explore.tokens import TokenizationResult, TokenPiece, merge_pieces, tokenize_text

__all__ = [
    "AttentionResult",
    "AttentionView",
    "BeamNode",
    "Blank",
    "ContextComparison",
    "FillMaskResult",
    "GenerationResult",
    "GenerationStep",
    "JointFill",
    "LogitLensResult",
    "LogitLensRow",
    "MaskPrediction",
    "MaskedPosition",
    "MaskingSimulation",
    "NextTokenPrediction",
    "NextTokenResult",
    "ReshapedToken",
    "ScoredCandidate",
    "SoftmaxRow",
    "SoftmaxTable",
    "TokenPiece",
    "TokenizationResult",
    "WordChoice",
    "WordInContexts",
    "WordUse",
    "append_token",
    "attention_view",
    "compare_contexts",
    "compare_word_in_contexts",
    "extract_attention",
    "default_masked_lm",
    "fill_mask",
    "generate",
    "logit_lens",
    "merge_pieces",
    "next_token",
    "reshape",
    "simulate_masking",
    "softmax_table",
    "tokenize_text",
]
