"""The bookkeeping of beam search, step for step as ``transformers``' ``generate(num_beams=B)`` does it.

Each step: add every beam's log-probabilities for the next token to its running total, take the best
K = max(2, 1 + number of end-of-text tokens) * B continuations over all beams, and

- continue with the best B of them that did not end (by end-of-text token or by reaching the length limit);
- among the best B, move those that ended to the finished list, scored by their total divided by
  ``length ** length_penalty``, if they beat the worst of the B finished so far;
- stop when the finished list is full and ``early_stopping`` is True, or when no running beam can beat the
  worst finished one any more (with the default ``early_stopping=False``, judged at the current length), or
  when the length limit is reached.

Scores are kept in float32 torch tensors and compared with the same operations, so ties and rounding resolve
as they do in ``generate``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

_FAR = -1.0e9  # what generate adds to rule a candidate out


@dataclass(frozen=True)
class BeamNode:
    step: int  # 0 for the first generated token
    beam: int  # its place in this step's list; running beams come first, best first
    parent: int | None  # the ``beam`` it extends in the previous step's list (None at step 0)
    token_id: int
    token: str
    token_log_probability: float  # log-probability of this token given its beam
    log_probability: float  # summed over the beam's tokens so far
    finished: bool = False  # the beam ended here (end-of-text token, or the length limit) and was kept
    score: float | None = None  # for finished beams: log_probability / length ** length_penalty


@dataclass(frozen=True)
class Beam:
    tokens: tuple[int, ...]
    log_probability: float  # summed over ``tokens``
    last_log_probability: float  # of the last token given the ones before
    path: tuple[int, ...]  # its node index in each step of the tree
    score: float | None = None  # finished beams: log_probability / length ** length_penalty


class BeamState:
    """Running and finished beams of one beam search, and the tree of every beam kept at each step."""

    def __init__(
        self, width: int, n_eos: int, max_new: int, length_penalty: float, early_stopping: bool | str
    ):
        import torch

        self.width, self.max_new = width, max_new
        self.length_penalty, self.early_stopping = length_penalty, early_stopping
        self.keep = max(2, 1 + n_eos) * width
        self.running = [Beam((), 0.0, 0.0, ())] * width
        self.running_scores = torch.full((width,), _FAR)
        self.running_scores[0] = 0.0  # only the first beam is live at the start: the rest are copies of it
        self.finished: list[Beam | None] = [None] * width
        self.finished_scores = torch.full((width,), _FAR)
        self.is_finished = torch.zeros(width, dtype=torch.bool)
        self.improvable = True
        self.step = 0
        self.done = False
        self.tree: list[list[Any]] = []

    def advance(self, log_probs: Any, eos: tuple[int, ...], tokenizer: Any) -> list[int]:
        """Take one step with each running beam's next-token log-probabilities (width x vocabulary); returns,
        for each new running beam, the running beam it came from (to reorder the key/value cache)."""
        import torch

        log_probs = log_probs.float().cpu()
        vocab = log_probs.shape[-1]
        totals = (log_probs + self.running_scores[:, None]).reshape(-1)
        cand_scores, cand_index = torch.topk(totals, k=self.keep)
        parents = (cand_index // vocab).tolist()
        tokens = (cand_index % vocab).tolist()
        length = self.step + 1
        at_limit = length >= self.max_new
        hits = torch.tensor([at_limit or t in eos for t in tokens])

        def grown(k: int, node: int, score: float | None = None) -> Beam:
            parent = self.running[parents[k]]
            step_lp = float(log_probs[parents[k], tokens[k]])
            total = float(cand_scores[k])
            return Beam((*parent.tokens, tokens[k]), total, step_lp, (*parent.path, node), score)

        # Continue with the best beams that did not end.
        run_scores = cand_scores + hits.to(torch.float32) * _FAR
        next_index = torch.topk(run_scores, k=self.width)[1].tolist()
        chosen = [parents[k] for k in next_index]
        new_running = [grown(k, node) for node, k in enumerate(next_index)]

        # Among the best `width`, those that ended may join the finished beams.
        just_finished = hits & (torch.arange(self.keep) < self.width)
        fin_scores = cand_scores / (length**self.length_penalty)
        full = bool(self.is_finished.all()) and self.early_stopping is True
        fin_scores = fin_scores + float(full) * _FAR + float(not self.improvable) * _FAR
        fin_scores = fin_scores + (~just_finished).to(torch.float32) * _FAR
        merged_scores = torch.cat((self.finished_scores, fin_scores))
        merged_flags = torch.cat((self.is_finished, just_finished))
        top = torch.topk(merged_scores, k=self.width)[1].tolist()
        # At the length limit every candidate has ended: there are no running beams left to show.
        kept = [] if at_limit else list(enumerate(next_index))
        nodes = [self._node(b, parents[k], tokens[k], tokenizer, new_running[b]) for b, k in kept]
        finished, finished_nodes = [], []
        for slot in top:
            if slot < self.width:
                finished.append(self.finished[slot])
                continue
            k = slot - self.width
            if bool(just_finished[k]) and float(fin_scores[k]) > _FAR / 2:  # not one ruled out above
                beam = grown(k, len(nodes) + len(finished_nodes), float(fin_scores[k]))
                finished_nodes.append(self._node(beam.path[-1], parents[k], tokens[k], tokenizer, beam))
                finished.append(beam)
            else:
                finished.append(None)
        self.finished = finished
        self.finished_scores = merged_scores[top]
        self.is_finished = merged_flags[top]
        self.running = new_running
        self.running_scores = run_scores[next_index]
        self.tree.append(nodes + finished_nodes)
        self.step = length
        self._check_stop(bool(hits.all()))
        return chosen

    def _node(self, index: int, parent: int, token: int, tokenizer: Any, beam: Beam) -> Any:
        return BeamNode(
            step=self.step,
            beam=index,
            parent=None if self.step == 0 else self.running[parent].path[-1],
            token_id=token,
            token=tokenizer.decode([token]),
            token_log_probability=beam.last_log_probability,
            log_probability=beam.log_probability,
            finished=beam.score is not None,
            score=beam.score,
        )

    def _check_stop(self, every_candidate_ended: bool) -> None:
        import torch

        if self.early_stopping == "never" and self.length_penalty > 0.0:
            best_length = self.max_new
        else:
            best_length = self.step
        best_possible = self.running_scores[:1] / (best_length**self.length_penalty)
        worst_finished = torch.where(self.is_finished, self.finished_scores.min(), torch.tensor(_FAR))
        self.improvable = self.improvable and bool(torch.any(best_possible > worst_finished))
        all_full = bool(self.is_finished.all()) and self.early_stopping is True
        self.done = not self.improvable or all_full or every_candidate_ended

    def best(self) -> Beam:
        """The beam ``generate`` would return: the best finished one."""
        return next((beam for beam in self.finished if beam is not None), self.running[0])

    def path(self, beam: Beam) -> list[int]:
        return list(beam.path)
