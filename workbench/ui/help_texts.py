"""Plain-language help for every control: a short tooltip and a What's This text ("What is temperature?").

``HELP`` is keyed by the class that owns a control, then by the attribute that holds it (``buttons[lora]``
for one entry of a dict), so the texts stay together here, in one voice, and the tabs stay free of them.
``describe_controls(tab)`` runs once when a tab is built (see ``shortcuts.TabShortcuts.prepare_tab``): it
gives each listed control its What's This text and, where the tab has not set a sharper one, its tooltip.
Press Shift+F1 and click a control to read its What's This text.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

# owner class -> attribute -> (tooltip, What's This)
HELP: dict[str, dict[str, tuple[str, str]]] = {
    "ModelPicker": {
        "combo": ("Which model this view uses.",
                  "Which pre-trained model answers here. Models on this computer load at once; others are "
                  "downloaded the first time when you are online."),
    },
    "ZooTab": {
        "search": ("Type part of a model's name, family or use to filter the list.",
                   "Filters the catalogue as you type: a name (bert), a family (GPT-2) or a use (sentiment)."),
        "offline_only": ("Show only models already on this computer.",
                         "Hides models that would have to be downloaded first, e.g. when there is no network."),
        "table": ("The model zoo: click a model for its details. Right-click to save the table as CSV.",
                  "Every model the workbench knows: its architecture (encoder, decoder or both), how it was "
                  "pre-trained, its size and whether it is on this computer."),
        "details": ("What this model is, how it was trained, what it is good for and its licence.",
                    "A model's card in plain words: architecture, pre-training objective, layers, heads, "
                    "parameters, size on disk, best uses and licence."),
        "components": ("How many numbers (parameters) each part of the model has.",
                       "The model's parameters by part: embeddings, the transformer layers and the head. "
                       "Right-click to save as CSV."),
        "load_button": ("Load this model so the other tabs can use it.",
                        "Loads the selected model into memory; the fill, next-token and attention tabs can "
                        "then use it."),
        "download_button": ("Download this model into the Hugging Face cache (needs the network).",
                            "Fetches the model's files once; afterwards it works offline."),
        "cancel_button": ("Stop the download; what was fetched is kept for next time.",
                          "Stops downloading. Finished files stay in the cache."),
        "import_button": ("Load a model saved in a folder on this computer.",
                          "Opens a folder with a saved model (config and weights), e.g. one you fine-tuned."),
    },
    "FillTab": {
        "text": ("Type a sentence with a blank: ___ or [MASK]. Enter predicts at once.",
                 "The sentence to complete. Mark the missing word with ___ or [MASK]; the models guess it."),
        "seed": ("The random seed of the masking simulator: change it to hide other words.",
                 "What is a seed? The starting number of the random draw; the same seed hides the same "
                 "words again, so a lesson can be repeated exactly."),
        "resample": ("Hide a different random 15% of the words (next seed).",
                     "Draws the masking again: 15% of tokens are chosen; 80% of those become [MASK], 10% a "
                     "random token and 10% stay as they were."),
    },
    "NextTokenTab": {
        "text": ("The start of a sentence; the bars show what could come next. Enter predicts at once.",
                 "The prompt. The model reads it left to right and gives a probability to every possible "
                 "next token."),
        "temperature": ("Temperature: below 1 sharpens the bars, above 1 flattens them.",
                        "What is temperature? The logits are divided by it before the softmax. 0.5 makes "
                        "the likeliest token even likelier; 2.0 spreads the chances out."),
        "top_k": ("Top-k: sampling only considers the k most likely tokens (off = all).",
                  "What is top-k? Only the k best tokens may be drawn; the rest are cut (grey bars)."),
        "top_p": ("Top-p: keep the fewest best tokens whose probabilities add up to p (1.0 = all).",
                  "What is top-p (nucleus sampling)? Keep the best tokens until their probabilities add up "
                  "to p and cut the tail, however many tokens that is."),
        "step_button": ("Append the most likely token and predict again (greedy, one step).",
                        "Greedy decoding by hand: adds the top bar's token to the text."),
        "undo_button": ("Take back the last token you added (Ctrl+Z).",
                        "Steps back one token, so a different choice can be tried."),
        "bars": ("Click a bar to add that token to the text. Right-click to export the chart.",
                 "The model's probability for each likely next token, best first. Grey bars are cut by "
                 "top-k or top-p."),
    },
    "GenerationPanel": {
        "strategy": ("How to choose each new token: greedy, sampling or beam search.",
                     "Greedy always takes the top token; sampling draws one by its probability; beam "
                     "search keeps the best few whole sequences and returns the best one."),
        "max_tokens": ("How many tokens to add at most.",
                       "The length of the continuation, in tokens (a token is a word or a piece of one)."),
        "seed": ("The same seed draws the same tokens again; change it to draw others.",
                 "What is a seed? The starting number of the random draw, so a sampled text can be repeated."),
        "beams": ("How many sequences beam search keeps at each step.",
                  "What is a beam? One candidate sequence. More beams search wider but take longer."),
        "generate_button": ("Write a continuation of the prompt with the settings above.",
                            "Generates text token by token; the new tokens appear as they are written."),
        "stop_button": ("Stop generating; what was written so far stays.",
                        "Stops after the current token."),
        "output": ("The prompt and, in colour, the text the model added.",
                   "The generated continuation; the prompt is plain, the new text bold and coloured."),
        "tree": ("Every beam kept at each step; the bold path is the answer. Right-click to export.",
                 "Beam search's tree: each line a token and the sequence's log-probability so far."),
    },
    "SoftmaxPanel": {
        "words": ("The words the logits belong to, separated by commas.",
                  "The candidate words of the worked example: sat, ran, jumped, slept."),
        "logits": ("A model's raw scores, one per word, separated by commas.",
                   "What are logits? The model's raw scores before the softmax turns them into "
                   "probabilities that add up to 1."),
        "table": ("Every step from logits to probabilities. Right-click to save as CSV.",
                  "Each logit is divided by the temperature, raised as a power of e, and divided by the sum."),
    },
    "AttentionTab": {
        "text": ("The sentence whose attention is shown. Enter redraws at once.",
                 "Type any text; both models read it and the views show how their tokens attend."),
        "which": ("Whose heads the head view and the model view show.",
                  "Switch between the encoder (sees the whole text) and the decoder (sees only the past)."),
        "hide_special": ("Leave out [CLS], [SEP], <s>… from the heatmaps.",
                         "What are special tokens? Markers the tokenizer adds, such as [CLS] at the start and "
                         "[SEP] at the end. They often soak up attention; hiding them shows the words."),
        "reload_button": ("Reload the model with eager attention, which keeps the weights to draw.",
                          "Fast attention does not return its weights; eager attention does."),
        "views": ("The attention views: one head, every head, encoder against decoder, and more.",
                  "Pick a view; each is explained under its picture."),
        "export_button": ("Save the view shown as PNG or SVG, its numbers as CSV, or copy it.",
                          "Exports the current view; PNG at 2x suits slides."),
    },
    "LayerHeadPicker": {
        "layer_box": ("Which layer: 1 is nearest the input.",
                      "What is a layer? One transformer block. Lower layers hold general features, upper "
                      "layers more task-specific ones."),
        "head_box": ("One attention head, or the average of all heads of the layer.",
                     "What is a head? One of the parallel attention patterns in a layer. Averaging the "
                     "heads shows the layer's overall pattern."),
    },
    "WordInContextPanel": {
        "sentences": ("Two or more sentences that use the word, one a line.",
                      "Each line is read separately; the word's vector is taken from every sentence."),
        "word": ("The word to compare across the sentences. Enter compares.",
                 "What is a contextual embedding? The vector a model gives a word depends on its sentence: "
                 "'bank' of a river and a bank account get different vectors."),
        "model": ("Which model's vectors to compare.",
                  "The encoder sees the whole sentence; the decoder only the words before."),
        "compare": ("Compare the word's vectors between the sentences, layer by layer.",
                    "Draws the cosine similarity of each pair of uses at every layer (1 = the same direction)."),
        "plot": ("Similarity of the word's vectors, layer by layer. Right-click to export.",
                 "Each line is a pair of sentences; lower means the model tells the two uses apart."),
    },
    "LogitLensPanel": {
        "table": ("What each layer would predict next. Right-click to save as CSV.",
                  "What is the logit lens? The last position's vector after each layer is read out as if it "
                  "were the final layer, showing where the model settles on its answer."),
    },
    "TrainTab": {
        "wizard_button": ("Set up and run a new fine-tuning run, step by step.",
                          "A wizard: task, data, model, method, settings, training, results."),
        "history_button": ("Earlier runs, side by side, and the lecture's experiments.",
                           "Compare runs, overlay their curves and run the data-size experiment."),
        "steps": ("The wizard's steps; click one you have reached to go back to it.",
                  "Each step must be complete before the next one opens."),
        "back_button": ("Go back one step.", "Returns to the previous step; nothing is lost."),
        "next_button": ("Go on to the next step (Ctrl+Enter).",
                        "Opens the next step once this one is complete; the note beside it says what is missing."),
    },
    "TaskPage": {
        "buttons[classify]": ("Teach the model to sort texts into your classes.",
                              "Fine-tuning for classification: a small head on top of the pre-trained body."),
        "buttons[mlm]": ("Continue masked pre-training on your own texts (domain adaptation).",
                         "What is domain adaptation? More fill-in-the-blank training on your kind of text "
                         "before fine-tuning, which helps when it differs from books and Wikipedia."),
        "buttons[clm]": ("Continue next-word training on your own texts.",
                         "Adapts a left-to-right model to the style and words of your texts."),
    },
    "DataPage": {
        "sample_combo": ("A ready-made data set to try the wizard with.",
                         "Small labelled data sets that come with the workbench."),
        "sample_button": ("Use the sample data chosen beside it.", "Loads the sample as if it were your file."),
        "preview": ("The first rows of the data as read. Right-click to save as CSV.",
                    "Check that the text and label columns were read correctly."),
        "understood": ("Tick to go on despite the warnings above.",
                       "Warnings (a tiny class, duplicates…) do not stop training, but read them first."),
        "split_slider": ("How much of the data is kept aside to check the model.",
                         "What is a validation split? Examples the model never trains on, used to measure "
                         "it honestly and to stop early."),
        "limit_check": ("Train on only part of the data, e.g. to compare 100 with 1,000 examples.",
                        "Uses a random subset of the training examples of the size beside it."),
        "limit_spin": ("How many training examples to use.",
                       "Pre-trained models do well even on a few hundred examples; try 100, then 1,000."),
    },
    "ModelPage": {
        "table": ("The models that can be fine-tuned for this task.",
                  "Pick a pre-trained model; smaller ones train faster on a laptop."),
        "methods": ("An estimate of each method's trainable numbers and time.",
                    "How many parameters each method trains and roughly how long an epoch takes here."),
    },
    "MethodPage": {
        "buttons[full]": ("Every weight learns: best results, most memory and time.",
                          "What is full fine-tuning? All of the pre-trained weights and the new head are "
                          "trained, with a small learning rate."),
        "buttons[frozen]": ("The bottom layers keep their pre-trained values; the top ones learn.",
                            "What is freezing? Frozen layers do not change. Lower layers hold general "
                            "features, so freezing them helps on very small data."),
        "freeze_spin": ("How many of the bottom layers stay frozen.",
                        "E.g. freeze 6, 8 or 10 of 12 layers; the rest and the head learn."),
        "buttons[head]": ("Only the new head learns (feature extraction): fastest.",
                          "The whole pre-trained body is frozen; its features feed a small trained head."),
        "buttons[lora]": ("Small low-rank adapters learn; the model's own weights stay frozen.",
                          "What is LoRA? Two thin matrices added to the attention weights; for a 768x768 "
                          "weight at rank 16 they hold about 4% as many numbers."),
        "lora_r": ("The adapters' rank: higher means more trainable numbers (8 or 16 is usual).",
                   "What is the LoRA rank r? The width of the adapter matrices: 2 x 768 x r numbers per "
                   "768x768 weight."),
        "lora_alpha": ("Scales the adapters' effect (alpha / r). Twice the rank is the usual choice.",
                       "What is LoRA alpha? A scale for the adapters' output; alpha / r multiplies it."),
        "buttons[scratch]": ("Random weights, no pre-training: the baseline that shows what pre-training buys.",
                             "Same architecture, trained only on your data. Compare it with fine-tuning."),
        "baseline": ("Also train the same model from scratch, so the curves can be compared.",
                     "Runs a second training from random weights with the same data and settings."),
    },
    "SettingsPage": {
        "preset": ("Start from a well-known recipe, then change what you like.",
                   "The recommended recipe suits the model, the way of training and the amount of data; the "
                   "careful and quick presets take smaller or fewer steps."),
        "learning_rate": ("How big each learning step is (2e-5 to 5e-5 for pre-trained models).",
                          "What is the learning rate? How far each step moves the weights. Too high (1e-2) "
                          "destroys what pre-training learned."),
        "epochs": ("How many times the model sees every training example (2 to 4 is usual).",
                   "What is an epoch? One pass over all training examples."),
        "batch": ("Examples per learning step (16 or 32). Larger batches need more memory.",
                  "What is a batch? The examples averaged together for one step."),
        "warmup": ("Share of the steps at the start with a slowly rising learning rate (10%).",
                   "What is warm-up? The learning rate starts near zero and rises, which keeps the first "
                   "steps from undoing pre-training."),
        "decay": ("Pulls weights gently towards zero to avoid over-fitting (0.01).",
                  "What is weight decay? A small penalty on large weights, applied at every step."),
        "max_length": ("Texts longer than this are cut. Shorter is faster.",
                       "The most tokens of each text the model reads."),
        "early": ("Stop when the checking score has not improved for 2 checks in a row.",
                  "What is early stopping? Training ends once the validation score stops improving, and "
                  "the best weights are kept."),
    },
    "TrainingPage": {
        "cancel_button": ("Stop training; the best weights so far are kept.",
                          "Stops cleanly after the current step."),
        "curves": ("Loss and accuracy as training goes. Right-click to export.",
                   "Watch the validation loss: when it rises while the training loss falls, the model is "
                   "over-fitting."),
    },
    "ResultsPage": {
        "comparison": ("Scores of this run and its baseline. Right-click to save as CSV.",
                       "Accuracy and macro-F1 of each run on the checking examples."),
        "per_class": ("Precision, recall and F1 of each class. Right-click to save as CSV.",
                      "Precision: how often the answer is right when given; recall: how many of the class "
                      "are found; F1 combines both."),
        "wrong_table": ("Checking examples the model got wrong. Right-click to save as CSV.",
                        "Read them: wrong labels in the data often show up here."),
        "try_text": ("Type a text to classify it with the trained model.", "Enter classifies."),
        "try_button": ("Classify the text with the trained model.",
                       "Shows the model's answer and its probability for each class."),
    },
    "ExperimentPanel": {
        "sizes": ("Training-set sizes to compare, separated by commas.",
                  "The data-size experiment: fine-tuned and from-scratch runs at each size."),
        "seeds": ("How many times each size is trained each way.",
                  "Each seed draws another sample of the data and another random start; the table shows the "
                  "mean and the range, so one lucky run does not decide the lesson."),
        "run_button": ("Run the experiment: several trainings, one after the other.",
                       "Shows how much pre-training is worth at each size, all runs checked on the same texts."),
        "cancel_button": ("Stop the experiment after the current run.", "The runs that finished stay in the table."),
        "table": ("Mean accuracy per size and way, with the lowest and highest run.",
                  "One row per data size: pre-trained, from scratch, and the gap between their means."),
        "chart": ("Accuracy on the check set against the number of training examples.",
                  "Points are the mean of the seeds; bars reach from the lowest to the highest run."),
    },
    "HistoryPage": {
        "refresh_button": ("Read the list of runs again.", "Picks up runs started from the command line."),
        "start_from_button": ("A new run in the wizard with the selected run's data, model, method and settings.",
                              "The one way to reuse a run's own values: a plain new run starts from the "
                              "recommended recipe."),
        "table": ("Every run; select several (Ctrl+click) to compare. Right-click to save as CSV.",
                  "The run history: status, model, method, data size and scores."),
        "compare": ("The selected runs' numbers side by side. Right-click to save as CSV.",
                    "Settings and scores of the selected runs."),
        "curves": ("The selected runs' curves overlaid. Right-click to export.", "One colour per run."),
    },
}  # fmt: skip


def _resolve(owner: object, key: str) -> QWidget | None:
    name, _, item = key.partition("[")
    value = getattr(owner, name, None)
    if item and isinstance(value, dict):
        value = value.get(item.rstrip("]"))
    return value if isinstance(value, QWidget) else None


def describe_controls(root: QWidget) -> int:
    """Give every control listed in ``HELP`` under ``root`` its What's This text and, if it has none, its
    tooltip.  Returns how many controls were described."""
    count = 0
    for owner in [root, *root.findChildren(QWidget)]:
        entries = HELP.get(type(owner).__name__)
        if not entries:
            continue
        for key, (tip, whats_this) in entries.items():
            widget = _resolve(owner, key)
            if widget is None:
                continue
            if not widget.toolTip():
                widget.setToolTip(tip)
            widget.setWhatsThis(whats_this)
            count += 1
    return count
