"""The Fine-tuning tab's help texts (workbench/ui/tabs/train/tab.py), beside its wizard pages and panels
(workbench/ui/tabs/train/), in one voice: ``TRAIN_TAB`` is the tab's ``help``, attribute -> (tooltip, What's
This), where a page's control is named through the page (``method_page.buttons[lora]``).  The controls get
them when the tab is built (workbench/ui/help_texts.py)."""

from __future__ import annotations

from workbench.core.words import QT_TRANSLATE_NOOP
from workbench.ui.help_texts import HelpTexts

_TRAIN_TAB: HelpTexts = {
    "wizard_button": (
        QT_TRANSLATE_NOOP("Help", "Set up and run a new fine-tuning run, step by step."),
        QT_TRANSLATE_NOOP("Help", "A wizard: task, data, model, method, settings, training, results."),
    ),
    "history_button": (
        QT_TRANSLATE_NOOP("Help", "Earlier runs, side by side, and the lecture's experiments."),
        QT_TRANSLATE_NOOP("Help", "Compare runs, overlay their curves and run the data-size experiment."),
    ),
    "steps": (
        QT_TRANSLATE_NOOP("Help", "The wizard's steps; click one you have reached to go back to it."),
        QT_TRANSLATE_NOOP("Help", "Each step must be complete before the next one opens."),
    ),
    "back_button": (
        QT_TRANSLATE_NOOP("Help", "Go back one step."),
        QT_TRANSLATE_NOOP("Help", "Returns to the previous step; nothing is lost."),
    ),
    "next_button": (
        QT_TRANSLATE_NOOP("Help", "Go on to the next step (Ctrl+Enter)."),
        QT_TRANSLATE_NOOP(
            "Help", "Opens the next step once this one is complete; the note beside it says what is missing."
        ),
    ),
}

_TASK_PAGE: HelpTexts = {
    "buttons[classify]": (
        QT_TRANSLATE_NOOP("Help", "Teach the model to sort texts into your classes."),
        QT_TRANSLATE_NOOP(
            "Help", "Fine-tuning for classification: a small head on top of the pre-trained body."
        ),
    ),
    "buttons[pairs]": (
        QT_TRANSLATE_NOOP(
            "Help",
            "Teach the model to judge two texts together: entailment, paraphrase, question and answer.",
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "Sentence-pair classification: both texts go in as one input, [CLS] first [SEP] second "
            "[SEP], and the head labels the pair.",
        ),
    ),
    "buttons[score]": (
        QT_TRANSLATE_NOOP("Help", "Teach the model to give each text a number: stars, urgency, a grade."),
        QT_TRANSLATE_NOOP(
            "Help",
            "Regression: a head over the whole text with one output, trained on the squared error and judged "
            "by how far its numbers are from the true ones, on average (the mean error).",
        ),
    ),
    "buttons[ner]": (
        QT_TRANSLATE_NOOP(
            "Help", "Teach the model to mark the names in a text: people, places, organisations…"
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "Token classification: a BIO tag for every word (B-PER starts a name, I-PER continues "
            "it, O is outside names), learned on each word's first piece.",
        ),
    ),
    "buttons[qa]": (
        QT_TRANSLATE_NOOP(
            "Help", "Teach the model to answer a question with the words of a passage that answer it."
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "Extractive question answering (SQuAD-style): the model scores every passage token as the "
            "answer's start and as its end; the answer is the best span.",
        ),
    ),
    "buttons[chat]": (
        QT_TRANSLATE_NOOP(
            "Help", "Teach a chat model to answer the way you want: your tone, your length, your facts."
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "Instruction tuning: the model learns from questions and the answers you wrote. Only the "
            "answers count in the loss; the questions are context.",
        ),
    ),
    "buttons[summarize]": (
        QT_TRANSLATE_NOOP(
            "Help", "Teach a chat model to write summaries of your texts the way you want them."
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "Instruction tuning on texts and their summaries: each text is asked as “Summarise: "
            "…”, only the summary counts in the loss, and the written summaries are scored "
            "against yours (ROUGE-L).",
        ),
    ),
    "buttons[mlm]": (
        QT_TRANSLATE_NOOP("Help", "Continue masked pre-training on your own texts (domain adaptation)."),
        QT_TRANSLATE_NOOP(
            "Help",
            "What is domain adaptation? More fill-in-the-blank training on your kind of text "
            "before fine-tuning, which helps when it differs from books and Wikipedia.",
        ),
    ),
    "buttons[clm]": (
        QT_TRANSLATE_NOOP("Help", "Continue next-word training on your own texts."),
        QT_TRANSLATE_NOOP("Help", "Adapts a left-to-right model to the style and words of your texts."),
    ),
}

_DATA_PAGE: HelpTexts = {
    "sample_combo": (
        QT_TRANSLATE_NOOP("Help", "A ready-made data set to try the wizard with."),
        QT_TRANSLATE_NOOP("Help", "Small labelled data sets that come with the workbench."),
    ),
    "sample_button": (
        QT_TRANSLATE_NOOP("Help", "Use the sample data chosen beside it."),
        QT_TRANSLATE_NOOP("Help", "Loads the sample as if it were your file."),
    ),
    "preview": (
        QT_TRANSLATE_NOOP("Help", "The first rows of the data as read. Right-click to save as CSV."),
        QT_TRANSLATE_NOOP("Help", "Check that the text and label columns were read correctly."),
    ),
    "data_preview.spread": (
        QT_TRANSLATE_NOOP(
            "Help", "How the scores spread: how many texts, the lowest, highest and average score."
        ),
        QT_TRANSLATE_NOOP(
            "Help", "Few different scores (1 to 5 stars) are counted one by one in the bars under it."
        ),
    ),
    "pair_view": (
        QT_TRANSLATE_NOOP(
            "Help", "How the model reads the pair of the row chosen above: both texts as one input."
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "What is a segment id? BERT-style models are told which text each token belongs to: 0 for "
            "[CLS], the first text and its [SEP], 1 for the second text and the last [SEP].",
        ),
    ),
    "text_b_combo": (
        QT_TRANSLATE_NOOP("Help", "The column that holds the second text of each pair."),
        QT_TRANSLATE_NOOP(
            "Help", "Pairs of texts: the first and second texts are read together as one input."
        ),
    ),
    "tagged_preview.table": (
        QT_TRANSLATE_NOOP("Help", "The tagged sentences as read; click one to see its tags and word pieces."),
        QT_TRANSLATE_NOOP("Help", "Check that the names are tagged where you expect."),
    ),
    "tagged_preview.pieces": (
        QT_TRANSLATE_NOOP("Help", "Each word of the chosen sentence, its tag, and the model's pieces of it."),
        QT_TRANSLATE_NOOP(
            "Help",
            "Only a word's first piece learns its tag; the others get -100, which the "
            "loss ignores, so a long name is not counted several times.",
        ),
    ),
    "qa_preview.table": (
        QT_TRANSLATE_NOOP(
            "Help", "The questions as read, with their answers; click one to see its passage and windows."
        ),
        QT_TRANSLATE_NOOP("Help", "Check that each answer is the piece of the passage you meant."),
    ),
    "qa_preview.passage": (
        QT_TRANSLATE_NOOP("Help", "The chosen question, and its passage with the answer marked."),
        QT_TRANSLATE_NOOP(
            "Help",
            "Check that the marked words are the answer you meant: the model learns to point at exactly "
            "them.",
        ),
    ),
    "qa_preview.windows": (
        QT_TRANSLATE_NOOP(
            "Help", "How the chosen question and its passage are packed into what the model reads."
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "[CLS] question [SEP] passage [SEP], cut into overlapping windows when the passage is "
            "long; a window without the answer learns to point at [CLS].",
        ),
    ),
    "chat_preview.conversation": (
        QT_TRANSLATE_NOOP(
            "Help", "The chosen example as a chat: the question (or text) and the answer you want."
        ),
        QT_TRANSLATE_NOOP(
            "Help", "The model learns to write the answer's bubble; the question is only context."
        ),
    ),
    "understood": (
        QT_TRANSLATE_NOOP("Help", "Tick to go on despite the warnings above."),
        QT_TRANSLATE_NOOP(
            "Help", "Warnings (a tiny class, duplicates…) do not stop training, but read them first."
        ),
    ),
    "split_slider": (
        QT_TRANSLATE_NOOP("Help", "How much of the data is kept aside to check the model."),
        QT_TRANSLATE_NOOP(
            "Help",
            "What is a validation split? Examples the model never trains on, used to measure "
            "it honestly and to stop early.",
        ),
    ),
    "limit_check": (
        QT_TRANSLATE_NOOP("Help", "Train on only part of the data, e.g. to compare 100 with 1,000 examples."),
        QT_TRANSLATE_NOOP("Help", "Uses a random subset of the training examples of the size beside it."),
    ),
    "limit_spin": (
        QT_TRANSLATE_NOOP("Help", "How many training examples to use."),
        QT_TRANSLATE_NOOP(
            "Help", "Pre-trained models do well even on a few hundred examples; try 100, then 1,000."
        ),
    ),
}

_MODEL_PAGE: HelpTexts = {
    "table": (
        QT_TRANSLATE_NOOP("Help", "The models that can be fine-tuned for this task."),
        QT_TRANSLATE_NOOP("Help", "Pick a pre-trained model; smaller ones train faster on a laptop."),
    ),
    "methods": (
        QT_TRANSLATE_NOOP("Help", "An estimate of each method's trainable numbers and time."),
        QT_TRANSLATE_NOOP(
            "Help", "How many parameters each method trains and roughly how long an epoch takes here."
        ),
    ),
}

_METHOD_PAGE: HelpTexts = {
    "buttons[full]": (
        QT_TRANSLATE_NOOP("Help", "Every weight learns: best results, most memory and time."),
        QT_TRANSLATE_NOOP(
            "Help",
            "What is full fine-tuning? All of the pre-trained weights and the new head are "
            "trained, with a small learning rate.",
        ),
    ),
    "buttons[frozen]": (
        QT_TRANSLATE_NOOP("Help", "The bottom layers keep their pre-trained values; the top ones learn."),
        QT_TRANSLATE_NOOP(
            "Help",
            "What is freezing? Frozen layers do not change. Lower layers hold general "
            "features, so freezing them helps on very small data.",
        ),
    ),
    "freeze_spin": (
        QT_TRANSLATE_NOOP("Help", "How many of the bottom layers stay frozen."),
        QT_TRANSLATE_NOOP("Help", "E.g. freeze 6, 8 or 10 of 12 layers; the rest and the head learn."),
    ),
    "buttons[head]": (
        QT_TRANSLATE_NOOP("Help", "Only the new head learns (feature extraction): fastest."),
        QT_TRANSLATE_NOOP(
            "Help", "The whole pre-trained body is frozen; its features feed a small trained head."
        ),
    ),
    "buttons[lora]": (
        QT_TRANSLATE_NOOP("Help", "Small low-rank adapters learn; the model's own weights stay frozen."),
        QT_TRANSLATE_NOOP(
            "Help",
            "What is LoRA? Two thin matrices added to the attention weights; for a 768x768 "
            "weight at rank 16 they hold about 4% as many numbers.",
        ),
    ),
    "lora_r": (
        QT_TRANSLATE_NOOP(
            "Help", "The adapters' rank: higher means more trainable numbers (8 or 16 is usual)."
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "What is the LoRA rank r? The width of the adapter matrices: 2 x 768 x r numbers per 768x768 "
            "weight.",
        ),
    ),
    "lora_alpha": (
        QT_TRANSLATE_NOOP(
            "Help", "Scales the adapters' effect (alpha / r). Twice the rank is the usual choice."
        ),
        QT_TRANSLATE_NOOP(
            "Help", "What is LoRA alpha? A scale for the adapters' output; alpha / r multiplies it."
        ),
    ),
    "buttons[scratch]": (
        QT_TRANSLATE_NOOP(
            "Help", "Random weights, no pre-training: the baseline that shows what pre-training buys."
        ),
        QT_TRANSLATE_NOOP(
            "Help", "Same architecture, trained only on your data. Compare it with fine-tuning."
        ),
    ),
    "baseline": (
        QT_TRANSLATE_NOOP("Help", "Also train the same model from scratch, so the curves can be compared."),
        QT_TRANSLATE_NOOP(
            "Help", "Runs a second training from random weights with the same data and settings."
        ),
    ),
}

_SETTINGS_PAGE: HelpTexts = {
    "preset": (
        QT_TRANSLATE_NOOP("Help", "Start from a well-known recipe, then change what you like."),
        QT_TRANSLATE_NOOP(
            "Help",
            "The recommended recipe suits the model, the way of training and the amount of data; the "
            "careful and quick presets take smaller or fewer steps.",
        ),
    ),
    "learning_rate": (
        QT_TRANSLATE_NOOP("Help", "How big each learning step is (2e-5 to 5e-5 for pre-trained models)."),
        QT_TRANSLATE_NOOP(
            "Help",
            "What is the learning rate? How far each step moves the weights. Too high (1e-2) "
            "destroys what pre-training learned.",
        ),
    ),
    "epochs": (
        QT_TRANSLATE_NOOP("Help", "How many times the model sees every training example (2 to 4 is usual)."),
        QT_TRANSLATE_NOOP("Help", "What is an epoch? One pass over all training examples."),
    ),
    "boxes[batch_size]": (
        QT_TRANSLATE_NOOP("Help", "Examples per learning step (16 or 32). Larger batches need more memory."),
        QT_TRANSLATE_NOOP("Help", "What is a batch? The examples averaged together for one step."),
    ),
    "boxes[warmup_percent]": (
        QT_TRANSLATE_NOOP(
            "Help", "Share of the steps at the start with a slowly rising learning rate (10%)."
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "What is warm-up? The learning rate starts near zero and rises, which keeps the first "
            "steps from undoing pre-training.",
        ),
    ),
    "boxes[weight_decay]": (
        QT_TRANSLATE_NOOP("Help", "Pulls weights gently towards zero to avoid over-fitting (0.01)."),
        QT_TRANSLATE_NOOP(
            "Help", "What is weight decay? A small penalty on large weights, applied at every step."
        ),
    ),
    "boxes[max_length]": (
        QT_TRANSLATE_NOOP("Help", "Texts longer than this are cut. Shorter is faster."),
        QT_TRANSLATE_NOOP("Help", "The most tokens of each text the model reads."),
    ),
    "early": (
        QT_TRANSLATE_NOOP("Help", "Stop when the checking score has not improved for 2 checks in a row."),
        QT_TRANSLATE_NOOP(
            "Help",
            "What is early stopping? Training ends once the validation score stops improving, and "
            "the best weights are kept.",
        ),
    ),
}

_TRAINING_PAGE: HelpTexts = {
    "start_button": (
        QT_TRANSLATE_NOOP(
            "Help", "Train this scene's run live; its recorded curves make way for the live ones."
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "The curves shown first were recorded when the lecture was made; a live run on this computer "
            "gives "
            "much the same figures, in about the time the recording names.",
        ),
    ),
    "cancel_button": (
        QT_TRANSLATE_NOOP("Help", "Stop training; the best weights so far are kept."),
        QT_TRANSLATE_NOOP("Help", "Stops cleanly after the current step."),
    ),
    "curves": (
        QT_TRANSLATE_NOOP("Help", "Loss and accuracy as training goes. Right-click to export."),
        QT_TRANSLATE_NOOP(
            "Help",
            "Watch the validation loss: when it rises while the training loss falls, the model is "
            "over-fitting.",
        ),
    ),
    "samples.table": (
        QT_TRANSLATE_NOOP(
            "Help", "The model's answers to a few sample prompts: before training, and at the latest check."
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "Watch them change as the loss falls: the same prompts every time, so what changes comes "
            "from training.",
        ),
    ),
}

# The buttons that use a run's model on a file, the same on the results page and in the list of runs
_USE_BUTTONS: HelpTexts = {
    "use_buttons[label]": (
        QT_TRANSLATE_NOOP(
            "Help", "Label every text of a file of yours with this model; your file is not changed."
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "Saves a copy of the file with two more columns, predicted_label and confidence, "
            "and shows the rows the model is least sure of.",
        ),
    ),
    "use_buttons[test]": (
        QT_TRANSLATE_NOOP(
            "Help", "Score this model on labelled texts you kept aside, which it never learned from."
        ),
        QT_TRANSLATE_NOOP("Help", "The same scores as the results page, for your own file."),
    ),
}

_RESULTS_PAGE: HelpTexts = {
    "comparison": (
        QT_TRANSLATE_NOOP("Help", "Scores of this run and its baseline. Right-click to save as CSV."),
        QT_TRANSLATE_NOOP("Help", "Accuracy and macro-F1 of each run on the checking examples."),
    ),
    "per_class": (
        QT_TRANSLATE_NOOP("Help", "Precision, recall and F1 of each class. Right-click to save as CSV."),
        QT_TRANSLATE_NOOP(
            "Help",
            "Precision: how often the answer is right when given; recall: how many of the class "
            "are found; F1 combines both.",
        ),
    ),
    "wrong_table": (
        QT_TRANSLATE_NOOP("Help", "Checking examples the model got wrong. Right-click to save as CSV."),
        QT_TRANSLATE_NOOP(
            "Help",
            "Read them: wrong labels in the data often show up here. Correct to: a new label for "
            "the row of your file, or drop it.",
        ),
    ),
    "review.least_sure.table": (
        QT_TRANSLATE_NOOP("Help", "Checking examples the model was least sure of, right or wrong."),
        QT_TRANSLATE_NOOP("Help", "Unclear or wrongly labelled texts often show up here too."),
    ),
    "review.save_button": (
        QT_TRANSLATE_NOOP(
            "Help", "Save a corrected copy of your data file beside it, with a list of corrections."
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "NAME.corrected.csv (in your file's own format) and NAME.corrections.csv; your file is not "
            "changed.",
        ),
    ),
    "review.train_button": (
        QT_TRANSLATE_NOOP("Help", "Train this run again on the corrected copy, with the same settings."),
        QT_TRANSLATE_NOOP(
            "Help",
            "Checked on the same check texts, corrected where you corrected them, so the two scores compare.",
        ),
    ),
    "try_text": (
        QT_TRANSLATE_NOOP("Help", "Type a text to classify it with the trained model."),
        QT_TRANSLATE_NOOP("Help", "Enter classifies."),
    ),
    "try_text_b": (
        QT_TRANSLATE_NOOP("Help", "The second text of the pair; the model reads both texts together."),
        QT_TRANSLATE_NOOP(
            "Help", "A classifier of pairs judges the two texts as one input: [CLS] first [SEP] second [SEP]."
        ),
    ),
    "try_button": (
        QT_TRANSLATE_NOOP("Help", "Classify the text with the trained model."),
        QT_TRANSLATE_NOOP("Help", "Shows the model's answer and its probability for each class."),
    ),
    **_USE_BUTTONS,
    "names.per_type": (
        QT_TRANSLATE_NOOP(
            "Help", "Precision, recall and F1 of each kind of name. Right-click to save as CSV."
        ),
        QT_TRANSLATE_NOOP("Help", "A name counts as found only with exactly its words and its type."),
    ),
    "names.sentences_view": (
        QT_TRANSLATE_NOOP(
            "Help", "Checking sentences: the true names above the model's, the worst mistakes first."
        ),
        QT_TRANSLATE_NOOP("Help", "Read them: a name cut short or given the wrong type shows here."),
    ),
    "names.try_text": (
        QT_TRANSLATE_NOOP("Help", "Type a text to see the names the trained model finds in it."),
        QT_TRANSLATE_NOOP("Help", "Enter finds them."),
    ),
    "names.try_button": (
        QT_TRANSLATE_NOOP("Help", "Find the names in the text with the trained model."),
        QT_TRANSLATE_NOOP(
            "Help", "Marks each name by its type; hover over one to see how sure the model is."
        ),
    ),
    "names.file_button": (
        QT_TRANSLATE_NOOP(
            "Help", "Find the names in every text of a file of yours; your file is not changed."
        ),
        QT_TRANSLATE_NOOP("Help", "Saves NAME.entities.jsonl beside it: one line per text with its names."),
    ),
    "answers.questions_view": (
        QT_TRANSLATE_NOOP(
            "Help",
            "Checking questions: the true answer and the model's marked in the passage, the worst first.",
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "Read them: an answer a word too long or too short shows here, and gets partial credit in F1.",
        ),
    ),
    "answers.try_passage": (
        QT_TRANSLATE_NOOP("Help", "Paste a paragraph for the trained model to answer a question about."),
        QT_TRANSLATE_NOOP(
            "Help", "Any text works: the model has never seen it, as with the checking passages."
        ),
    ),
    "answers.try_question": (
        QT_TRANSLATE_NOOP("Help", "Type a question about the paragraph above."),
        QT_TRANSLATE_NOOP("Help", "Enter answers it."),
    ),
    "answers.try_button": (
        QT_TRANSLATE_NOOP("Help", "Answer the question from the paragraph with the trained model."),
        QT_TRANSLATE_NOOP("Help", "Marks the answer in the paragraph and says how sure the model is of it."),
    ),
    "scores.misses": (
        QT_TRANSLATE_NOOP("Help", "The checking texts whose score the model got furthest from the true one."),
        QT_TRANSLATE_NOOP(
            "Help",
            "Read them: texts missed by a whole star or more often say what the model has not learned yet.",
        ),
    ),
    "scores.try_text": (
        QT_TRANSLATE_NOOP("Help", "Type a text to see the score the trained model gives it."),
        QT_TRANSLATE_NOOP("Help", "Enter scores it."),
    ),
    "scores.try_button": (
        QT_TRANSLATE_NOOP("Help", "Predict the score of the text with the trained model."),
        QT_TRANSLATE_NOOP(
            "Help", "The model gives any text a number, also one outside the scores it learned from."
        ),
    ),
    "chat.chat.view": (
        QT_TRANSLATE_NOOP("Help", "Your conversation with the trained model: your messages and its answers."),
        QT_TRANSLATE_NOOP(
            "Help", "Each answer is written by the trained model, from the whole conversation so far."
        ),
    ),
    "chat.chat.input": (
        QT_TRANSLATE_NOOP("Help", "Type a message to the trained model."),
        QT_TRANSLATE_NOOP("Help", "Enter sends it."),
    ),
    "chat.chat.send_button": (
        QT_TRANSLATE_NOOP("Help", "Send the message; the trained model writes its answer."),
        QT_TRANSLATE_NOOP(
            "Help",
            "The first message also loads the model; on a processor an answer can take a "
            "minute, and the window stays usable meanwhile.",
        ),
    ),
    "chat.chat.stop_button": (
        QT_TRANSLATE_NOOP("Help", "Stop the answer being written."),
        QT_TRANSLATE_NOOP("Help", "The message stays unanswered: send it again, or another one."),
    ),
    "chat.chat.new_button": (
        QT_TRANSLATE_NOOP("Help", "Forget the conversation so far and start a new one."),
        QT_TRANSLATE_NOOP(
            "Help", "The model answers from the conversation it is shown; a new one starts empty."
        ),
    ),
}

_EXPERIMENT_PANEL: HelpTexts = {
    "sizes": (
        QT_TRANSLATE_NOOP("Help", "Training-set sizes to compare, separated by commas."),
        QT_TRANSLATE_NOOP("Help", "The data-size experiment: fine-tuned and from-scratch runs at each size."),
    ),
    "seeds": (
        QT_TRANSLATE_NOOP("Help", "How many times each size is trained each way."),
        QT_TRANSLATE_NOOP(
            "Help",
            "Each seed draws another sample of the data and another random start; the table shows the "
            "mean and the range, so one lucky run does not decide the lesson.",
        ),
    ),
    "run_button": (
        QT_TRANSLATE_NOOP("Help", "Run the experiment: several trainings, one after the other."),
        QT_TRANSLATE_NOOP(
            "Help", "Shows how much pre-training is worth at each size, all runs checked on the same texts."
        ),
    ),
    "cancel_button": (
        QT_TRANSLATE_NOOP("Help", "Stop the experiment after the current run."),
        QT_TRANSLATE_NOOP("Help", "The runs that finished stay in the table."),
    ),
    "table": (
        QT_TRANSLATE_NOOP("Help", "Mean accuracy per size and way, with the lowest and highest run."),
        QT_TRANSLATE_NOOP(
            "Help", "One row per data size: pre-trained, from scratch, and the gap between their means."
        ),
    ),
    "chart": (
        QT_TRANSLATE_NOOP("Help", "Accuracy on the check set against the number of training examples."),
        QT_TRANSLATE_NOOP(
            "Help", "Points are the mean of the seeds; bars reach from the lowest to the highest run."
        ),
    ),
}

_PROMPTING_PANEL: HelpTexts = {
    "ks": (
        QT_TRANSLATE_NOOP("Help", "Numbers of examples (k) to compare, separated by commas; 0 is zero-shot."),
        QT_TRANSLATE_NOOP(
            "Help",
            "Each k is tried by putting k labelled examples in the prompt, and by fine-tuning on the same k.",
        ),
    ),
    "seeds": (
        QT_TRANSLATE_NOOP("Help", "How many different draws of k examples each k is tried with."),
        QT_TRANSLATE_NOOP(
            "Help", "The chart shows the mean and the range, so one lucky draw does not decide the lesson."
        ),
    ),
    "model": (
        QT_TRANSLATE_NOOP(
            "Help", "The left-to-right model that is prompted, and fine-tuned with a classifier head."
        ),
        QT_TRANSLATE_NOOP("Help", "The same model both ways, so that only prompting or training differs."),
    ),
    "check_limit": (
        QT_TRANSLATE_NOOP("Help", "Every run is scored on at most this many check texts, the same for all."),
        QT_TRANSLATE_NOOP("Help", "Prompting reads a long prompt for every text; fewer texts finish sooner."),
    ),
    "run_button": (
        QT_TRANSLATE_NOOP("Help", "Run the experiment: the prompts first, then the fine-tuning runs."),
        QT_TRANSLATE_NOOP(
            "Help", "Shows when a few examples in a prompt beat training on them, and when they stop."
        ),
    ),
    "cancel_button": (
        QT_TRANSLATE_NOOP("Help", "Stop the experiment after the current run."),
        QT_TRANSLATE_NOOP("Help", "The runs that finished stay in the table."),
    ),
    "table": (
        QT_TRANSLATE_NOOP(
            "Help", "Mean accuracy per k, prompting and fine-tuning, with the lowest and highest run."
        ),
        QT_TRANSLATE_NOOP("Help", "k = 0 has no fine-tuning: there is nothing to train on."),
    ),
    "chart": (
        QT_TRANSLATE_NOOP(
            "Help", "Accuracy on the check set against k, with the chance line. Right-click to export."
        ),
        QT_TRANSLATE_NOOP(
            "Help", "Points are the mean of the seeds; bars reach from the lowest to the highest run."
        ),
    ),
}

_HISTORY_PAGE: HelpTexts = {
    "refresh_button": (
        QT_TRANSLATE_NOOP("Help", "Read the list of runs again."),
        QT_TRANSLATE_NOOP("Help", "Picks up runs started from the command line."),
    ),
    "start_from_button": (
        QT_TRANSLATE_NOOP(
            "Help", "A new run in the wizard with the selected run's data, model, method and settings."
        ),
        QT_TRANSLATE_NOOP(
            "Help",
            "The one way to reuse a run's own values: a plain new run starts from the recommended recipe.",
        ),
    ),
    "table": (
        QT_TRANSLATE_NOOP(
            "Help", "Every run; select several (Ctrl+click) to compare. Right-click to save as CSV."
        ),
        QT_TRANSLATE_NOOP("Help", "The run history: status, model, method, data size and scores."),
    ),
    "compare": (
        QT_TRANSLATE_NOOP("Help", "The selected runs' numbers side by side. Right-click to save as CSV."),
        QT_TRANSLATE_NOOP("Help", "Settings and scores of the selected runs."),
    ),
    "curves": (
        QT_TRANSLATE_NOOP("Help", "The selected runs' curves overlaid. Right-click to export."),
        QT_TRANSLATE_NOOP("Help", "One colour per run."),
    ),
    **_USE_BUTTONS,
}


def _under(path: str, texts: HelpTexts) -> HelpTexts:
    return {f"{path}.{key}": value for key, value in texts.items()}


TRAIN_TAB: HelpTexts = {
    **_TRAIN_TAB,
    **_under("task_page", _TASK_PAGE),
    **_under("data_page", _DATA_PAGE),
    **_under("model_page", _MODEL_PAGE),
    **_under("method_page", _METHOD_PAGE),
    **_under("settings_page", _SETTINGS_PAGE),
    **_under("training_page", _TRAINING_PAGE),
    **_under("results_page", _RESULTS_PAGE),
    **_under("history_page.experiment", _EXPERIMENT_PANEL),
    **_under("history_page.prompting", _PROMPTING_PANEL),
    **_under("history_page", _HISTORY_PAGE),
}
