"""What a scene's tab shows, computed headless: ``SceneView`` loads the models the way the tab does and calls
the tab's own core functions, so a check reads the numbers the audience would see."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import Any

from workbench.core.errors import ModelNotFound
from workbench.core.scene_models import STARTING_MODELS
from workbench.core.training.recipes import is_classifier
from workbench.core.words import translate

Progress = Callable[[str], None]
# The labelled data whose classes size a classifier's head when the scene names none (the Model zoo's LoRA
# panel counts for the built-in reviews).
COUNTED_SAMPLE = "reviews_sentiment.csv"


class SceneView:
    """What the scene's tab shows for ``state``, computed on first use with the tab's own core functions."""

    def __init__(self, tab: str, state: dict[str, Any], progress: Progress | None = None) -> None:
        self.tab = tab
        self.state = dict(state)
        self.progress = progress
        self._attention: dict[str, Any] = {}  # side -> AttentionResult

    def model(self, key: str, task: str, attention: str = "default") -> Any:
        """The model the state names under ``key`` (or the tab's first choice), loaded as the tab loads it."""
        from workbench.core.models.loading import default_cache

        ref = self.state.get(key) or self.starting_model(key)
        report = self.progress
        on_progress = (lambda fraction, message: report(f"{fraction:4.0%} {message}")) if report else None
        return default_cache().get(ref, task, attention=attention, on_progress=on_progress)

    @staticmethod
    def starting_model(key: str) -> str:
        if key == "masked_model":
            from workbench.core.explore.fill_mask import default_masked_lm

            found = default_masked_lm()
            if found is None:
                raise ModelNotFound(translate("Scenes", "No fill-in-the-blank model is on this computer."))
            return found
        return STARTING_MODELS[key]

    @property
    def text(self) -> str:
        return str(self.state.get("text", ""))

    # Fill in the blank: views (a), (b), (c), the token strip and the masking simulator.
    @cached_property
    def comparison(self) -> Any:
        from workbench.core.sessions.fill import FillModels, FillSession, fill_views

        models = FillModels(self.model("masked_model", "masked-lm"), self.model("causal_model", "causal-lm"))
        return fill_views(FillSession(text=self.text), models).comparison  # the Fill tab's own job

    @cached_property
    def simulator_tokenizer(self) -> Any:
        from workbench.core.explore.masking import simulator_tokenizer

        return simulator_tokenizer()

    # Next token: the bars, the softmax-by-hand panel and generation.
    @cached_property
    def prediction(self) -> Any:
        from workbench.core.explore.next_token import BARS_SHOWN, next_token

        return next_token(self.model("model", "causal-lm"), self.text, top_k=BARS_SHOWN)

    def surprise(self, side: str) -> Any:
        """The Surprise tab's line for ``side`` ("model" or "compare_model")."""
        from workbench.core.explore.surprise import token_surprise

        return token_surprise(self.model(side, "auto"), self.text)

    def bars(self, temperature: float | None = None) -> list[Any]:
        from workbench.core.explore.next_token import shown_bars

        s = self.state
        t = float(s.get("temperature", 1.0)) if temperature is None else temperature
        return shown_bars(self.prediction, t, int(s.get("top_k", 0)), float(s.get("top_p", 1.0)))

    @cached_property
    def decoding(self) -> Any:
        """Greedy, sampling and beam search side by side, as the tab's Generate button asks for them."""
        from workbench.core.explore.decoding import compare_decoding

        s = self.state
        seed, samples = int(s.get("seed", 0)), int(s.get("samples", 2))
        return compare_decoding(
            self.model("model", "causal-lm"),
            self.text,
            max_new_tokens=int(s.get("max_tokens", 20)),
            temperature=float(s.get("temperature", 1.0)),
            top_k=int(s.get("top_k", 0)),
            top_p=float(s.get("top_p", 1.0)),
            seeds=[seed + i for i in range(samples)],
            beams=int(s.get("beams", 3)),
        )

    # Attention: the heatmaps, the layer-by-layer read-out and a word in several sentences.
    def attention(self, side: str) -> Any:
        from workbench.core.explore.attention import extract_attention

        if side not in self._attention:
            task = "causal-lm" if side == "decoder" else "auto"
            self._attention[side] = extract_attention(
                self.model(f"{side}_model", task, attention="eager"), self.text
            )
        return self._attention[side]

    def heatmap(self, side: str, layer_key: str, head_key: str) -> Any:
        """One heatmap as the tab draws it: the state's layer and head (1-based; head null = the average)."""
        from workbench.core.explore.attention import attention_view

        result = self.attention(side)
        layer = min(max(int(self.state.get(layer_key) or 1), 1), result.layers) - 1
        head = self.state.get(head_key)
        head = None if head is None or not 1 <= int(head) <= result.heads else int(head) - 1
        return attention_view(result, layer, head, hide_special=bool(self.state.get("hide_special", False)))

    @cached_property
    def lens(self) -> Any:
        from workbench.core.explore.logit_lens import logit_lens

        return logit_lens(self.model("decoder_model", "causal-lm", attention="eager"), self.text)

    @cached_property
    def words(self) -> Any:
        from workbench.core.explore.embeddings_compare import compare_word_in_contexts

        side = self.state.get("word_model", "encoder")
        task = "causal-lm" if side == "decoder" else "auto"
        loaded = self.model(f"{side}_model", task, attention="eager")
        return compare_word_in_contexts(
            loaded, str(self.state.get("word", "")), list(self.state.get("sentences", []))
        )

    # The token strip of whichever tab the scene shows.
    @cached_property
    def tokens(self) -> tuple[tuple[str, ...], Any]:
        """(the pieces shown, the TokenizationResult they come from)."""
        from workbench.core.explore.tokens import tokenize_text

        if self.tab == "fill":
            from workbench.core.explore.fill_mask import tokenize_with_blanks

            shown = self.model("masked_model", "masked-lm")
            result = tokenize_with_blanks(shown.tokenizer, self.text, model=shown.model)
            return tuple(p.display for p in result.pieces), result
        if self.tab == "attention":
            side = self.state.get("side", "encoder")
            loaded = self.model(
                f"{side}_model", "causal-lm" if side == "decoder" else "auto", attention="eager"
            )
            return self.attention(side).tokens, tokenize_text(loaded.tokenizer, self.text, model=loaded.model)
        loaded = self.model("model", "causal-lm")
        result = tokenize_text(loaded.tokenizer, self.text, model=loaded.model)
        return tuple(p.display for p in result.pieces), result

    # Fine-tuning: the wizard's numbers before anything is trained.
    @cached_property
    def training(self) -> Any:
        """The Fine-tuning tab's choices the state sets up, typed (``TrainSession.from_scene_state``): what
        the scene leaves out is where the tab starts the task, so a check reads the defaults the tab shows
        (the task's method, its longest text, ``TrainConfig``'s LoRA rank), never defaults of its own."""
        from workbench.core.sessions.train import TrainSession

        return TrainSession.from_scene_state(self.state)

    @cached_property
    def entry(self) -> Any:
        from workbench.core.models.catalogue import get_entry

        ref = str(self.state.get("model", ""))
        entry = get_entry(ref)
        if entry is None:
            raise ModelNotFound(
                translate("Scenes", "{model} is not in the model catalogue.").format(model=ref)
                if ref
                else translate("Scenes", "The scene’s model is not in the model catalogue.")
            )
        return entry

    @cached_property
    def label_count(self) -> int:
        """Classes of the scene's sample data (what sizes the classification head)."""
        from workbench.core.training.data.labelled import load_dataset
        from workbench.core.training.data.samples import sample_path

        path = self.training.data_path or sample_path(COUNTED_SAMPLE)
        return len(load_dataset(path).label_names) or 2

    def counts(self, method: str) -> Any:
        from workbench.core.training.estimates import count_for_method

        chosen = self.training
        labels = self.label_count if is_classifier(chosen.objective) else 2
        return count_for_method(
            self.entry,
            chosen.objective,
            method,
            labels=labels,
            freeze_layers=chosen.freeze_layers,
            lora_r=chosen.lora_r,
            lora_alpha=chosen.lora_alpha,
        )
