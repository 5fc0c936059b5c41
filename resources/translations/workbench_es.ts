<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Catalogue</name>
    <message>
        <source>The classic encoder to learn how fill-in-the-blank models see English text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>masked language modelling and next-sentence prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted with its masked-LM head (the bare BertModel with pooler has 109,482,240).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BERT that keeps capital letters, useful when names and acronyms matter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bigger BERT to compare with the base model: same idea, three times the size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A smaller, faster BERT that is quick to fine-tune on a laptop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knowledge distillation from BERT with masked language modelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BERT trained longer on more text; a strong starting point for English classification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>masked language modelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half the layers of RoBERTa, about twice as fast, for quick English experiments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knowledge distillation from RoBERTa with masked language modelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows how sharing one set of weights across all twelve layers makes a model tiny.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>masked language modelling and sentence-order prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All 12 layers reuse the same weights, so the parameter table shows one shared layer group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A very small encoder that learned by spotting swapped words; cheap to fine-tune for classification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaced-token detection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted as the bare encoder; the discriminator head adds about 66 thousand parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The small fill-in-the-blank model that supplied ELECTRA&apos;s swapped words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A compact modern encoder that often beats BERT when fine-tuned for classification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted as the bare encoder: 44M in the layers plus 98M in its large vocabulary. Weights are stored in 16-bit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the strongest base-size encoders for fine-tuning on English classification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted as the bare encoder: 86M in the layers plus 98M in its large vocabulary. Weights are stored in 16-bit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One BERT for over a hundred languages; see how a shared vocabulary splits words in each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>104 languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A multilingual encoder for classifying text in many languages, including low-resource ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most of its parameters are the 250,002-entry vocabulary table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An encoder trained only on African languages such as Hausa, Swahili and Yoruba.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>11 African languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages: Afaan Oromoo, Amharic, Gahuza, Hausa, Igbo, Nigerian Pidgin, Somali, Swahili, Tigrinya and Yoruba (plus Kirundi/Kinyarwanda as Gahuza). Check the licence with the authors before commercial use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BERT that kept reading PubMed, for medical and biology text such as gene or disease names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>masked language modelling, continued on biomedical papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English (biomedical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts from BERT base cased and keeps its vocabulary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BERT trained from scratch on scientific papers, with a vocabulary of scientific words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English (scientific)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SciBERT code repository is Apache-2.0; the model card itself gives no licence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready-made sentiment classifier (positive, negative, neutral) for financial news.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>masked language modelling, then fine-tuned to classify financial sentiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English (finance)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted with its three-way sentiment head.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns sentences into vectors so that similar meanings end up close together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distillation from a larger model, then contrastive training on sentence pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ships with the app. It has no fill-in-the-blank head. Trained on inputs of up to 128 tokens; sentence-transformers cuts inputs at 256.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filling in blanks in everyday English sentences, offline: the lecture&apos;s BERT-style demo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>masked language modelling (15% of the tokens hidden), continued from all-MiniLM-L6-v2 by this project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made by this project and shipped with the app: the embedded MiniLM encoder with a fill-in-the-blank head tied to its word embeddings, trained further on WordNet&apos;s definitions and examples and on everyday stories and plain everyday sentences written by SmolLM2. Rebuild it from the project&apos;s repository with: python -m recipes.mini_mlm. Its model card (README.md in its folder) gives the corpus, settings and scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classic small text generator, for seeing how a model predicts the next word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next-token prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A larger GPT-2 to compare how size changes the quality of generated text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A half-depth GPT-2 that generates text quickly on any computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knowledge distillation from GPT-2 with next-token prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tiny modern chat model that answers short questions and is quick to fine-tune.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next-token prediction, then instruction tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ships with the app as a 4-bit file, unpacked once when the app is set up (or on first use if that could not be done). Uses grouped-query attention: 9 query heads share 3 key/value heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next size up from the embedded SmolLM2: better answers, still laptop-friendly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A small current chat model that also handles many languages and some code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>29+ languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A research model trained on public data, made for studying how language models learn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input and output word tables are separate (not tied). Checkpoints from every stage of training are published too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smallest of Meta&apos;s OPT series, released so researchers could study large models openly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Llama-style chat model of about a billion parameters; needs a few GB of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next-token prediction, then chat tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meta&apos;s smallest current chat model; you must accept its licence on Hugging Face first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officially supports English, German, French, Italian, Portuguese, Hindi, Spanish and Thai. The config here omits its long-context rope scaling, which changes no parameter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns one text into another (translate, summarise) when told the task in words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>span corruption, mixed with supervised tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English, French, Romanian, German</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 encoder layers and 6 decoder layers. Positions are relative, so 512 tokens is the training length rather than a hard limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A small T5 that follows plain instructions such as &apos;Translate to German: ...&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>span corruption, then instruction tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English and some other languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 encoder layers and 8 decoder layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stronger instruction-following T5 for summaries, questions and translation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12 encoder layers and 12 decoder layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learned to repair damaged text; a good base to fine-tune for summarising.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>denoising autoencoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 encoder layers and 6 decoder layers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window will be in {language} from the next start.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lecture</name>
    <message>
        <source>Lecture: pre-trained language models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One or more scenes for each point of the lecture notes, on the embedded models; with the lecture pack on this computer, the textbook examples play on BERT base and GPT-2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 · Pre-training hides words: masked language modelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A BERT-style model learns by guessing hidden words from both sides: here, what he parked in the garage. The small embedded model&apos;s first guess, in view (a), is “car”. Below, the simulator picks 15% of the tokens (here 1 of 7): 80% become [MASK], 10% a random token, 10% stay; only those count in the loss. With the lecture pack, BERT base shows the textbook “The [MASK] sat on the mat.”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View (a), the embedded masked model, puts “car” first with more than half of the probability, and the simulator chooses 15% of the tokens by the 80/10/10 rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A BERT-style model learns by guessing hidden words from both sides: here, what sat on the mat. BERT base&apos;s guesses, in view (a), have “cat” among the first five. Below, the simulator picks 15% of the tokens (here 1 of 6): 80% become [MASK], 10% a random token, 10% stay; only those count in the loss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View (a), BERT base, has “cat” among its first five guesses for “The [MASK] sat on the mat.”, and the simulator chooses 15% of the tokens by the 80/10/10 rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 · Pre-training by predicting the next token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPT-style model learns by predicting each next token from the ones before it: “It was a dark and stormy” → night, which the embedded SmolLM2 is almost sure of. Click the top bar to feed it back in and predict again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SmolLM2&apos;s top bar is “␣night”, with more than 90%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 · Both sides of the blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the words after the blank, “buy milk”, point to a shop. Views (a) and (b) see them and put “market”, “supermarket” and “store” first; view (c), like a model writing left to right, sees only “The man went to the” and guesses “local” first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Views (a) and (b) have market, supermarket and store as their top three; view (c) puts “local” first, not a shop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 · Attention masks: encoder vs decoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An encoder lets every token attend to every other token: a full square. A decoder&apos;s mask is lower-triangular: no token may look at the words after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cell of the encoder&apos;s heatmap has some weight; every cell of the decoder&apos;s above the diagonal is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 · Softmax by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next-token probabilities are a softmax over the logits: take e to the power of each score and divide by the sum. Logits 2.5, 1.0, 0.5, 1.5 give “sat” about 58%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The softmax panel gives “sat” 57.9%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 · Temperature 0.5: sharper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dividing the logits by a temperature below 1 sharpens the distribution: at 0.5 “sat” takes over 80%, and the model&apos;s own bars crowd onto the top few tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At temperature 0.5 the panel gives “sat” over 80%, and SmolLM2&apos;s top three bars hold more than at temperature 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 · Temperature 2.0: flatter; top-k and top-p cut the tail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At 2.0 the bars flatten (the top one falls to about 1%) and unlikely tokens get a chance. Top-k keeps only the k best tokens (here 5); top-p keeps the fewest whose probabilities add up to p (here 0.9). The greyed bars can no longer be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At temperature 2.0 SmolLM2&apos;s top bar falls to about 1%; top-k 5 keeps the first five bars and greys the other seven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 · Greedy, sampling and beam search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Generate: greedy takes the top token, sampling draws by probability (each seed its own text), beam search keeps the best 3 sequences and ends likelier, token for token, than greedy (see the figure after each text). SmolLM2 is unsure after “Once upon a”: point at “time” in the table&apos;s first step, −1.95 (about 14%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beam search keeps 3 sequences at every step and ends likelier, token for token, than greedy; the two sampled texts differ; the beam table&apos;s first step puts “␣time” first, −1.95 (about 14%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Generate: greedy takes the top token, sampling draws by probability (each seed its own text), beam search keeps the best 3 sequences at every step (see the log-probability a token after each text). After “Once upon a” GPT-2 makes “time” the clear favourite: point at it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPT-2 puts “␣time” first after “Once upon a”, with more than half of the probability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 · Which words surprise the model: perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each token coloured by the probability SmolLM2 gave it, left to right (the first words are dark too: nothing before them predicts them). After “back to the” it expects “hive”, rank 1, its first choice; “pollen” after “The bees carried” is a surprise. Both are underlined, their figures written below. Perplexity averages the surprise over the text. Below, the mini masked model reads both sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SmolLM2 makes “␣hive” its first choice and gives “␣pollen” under 1%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 · Tokens: whole words and pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WordPiece keeps common words whole (“playing”) and splits rarer ones into pieces: “pretraining” → pre, ##train, ##ing. The token strip shows the special tokens the model adds: [CLS] first, [SEP] last, [MASK] for the hidden word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token strip shows [CLS] first, “playing” whole, “pretraining” as pre ##train ##ing, the [MASK], and [SEP] last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BERT base&apos;s WordPiece keeps common words whole (“playing”) and splits rarer ones into pieces: “pretraining” → pre, ##train, ##ing. The token strip shows the special tokens BERT adds: [CLS] first, [SEP] last, [MASK] for the hidden word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BERT base&apos;s own WordPiece shows [CLS] first, “playing” whole, “pretraining” as pre ##train ##ing, the [MASK], and [SEP] last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 · Padding: a batch is a rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Texts are read in batches, and a batch is a rectangle: every row as long as the longest. Batched with “Dogs bark.”, the short text is filled with [PAD] up to the length of the long one, and the attention mask under each row says 1 for a real token and 0 for padding, so attention gives [PAD] no weight and the loss never counts it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batched with “Dogs bark.”, the short text is filled with [PAD] and its mask is 0 under every [PAD].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 · Byte-level BPE in a decoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SmolLM2 splits text with byte-level BPE: a ␣ marks a piece that starts a new word, and rare words break into several pieces: “unbelievably” becomes ␣unbelie, v, ably.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token strip is byte-level BPE, every ␣ piece starts a word, and “unbelievably” is ␣unbelie v ably.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 · Special tokens at work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the special tokens shown, this layer sends most of its attention to [CLS], a place to park it when nothing else matters; [SEP] closes the text. Note “didn&apos;t” split into didn, &apos;, t.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In layer 5 the average token gives [CLS] more than half of its attention; [SEP] is last and “didn&apos;t” is didn &apos; t.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 · Every head of every layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each thumbnail is one head of one layer, the lowest at the top. Layer 1 has no stripes, and its head 3 is one clean diagonal: each token looks at its neighbour. Every higher layer has heads with a bright stripe: many tokens looking at the same token. Click one to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer 1 has no stripes, only head 3&apos;s clean diagonal (each token looks at its neighbour); every higher layer has a head with a bright stripe: many tokens looking at one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 · Layer by layer: the answer forms at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the decoder out after each layer: the lower half guesses punctuation and small words (“.”, “a”, “is”); only its last layer settles on “Paris”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The read-out&apos;s lower half only shows punctuation and small words, and “Paris” is the top guess in the last layer only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 · One word, many vectors: “bank”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A contextual model gives “bank” a different vector in each sentence: at the top layer the river banks are alike, the money banks are alike, and the two kinds differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the top layer both river uses and both money uses are more alike than any river use and money use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 · I record the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same spelling, a verb and a noun: at the top layer the encoder&apos;s vectors for “record” group by meaning, not by spelling: the two verbs are alike, the two nouns are alike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the top layer both verb uses and both noun uses are more alike than any verb use and noun use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 · Fine-tuning: body + head, and a recipe for small data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tuning puts a small task head on the pre-trained body and trains both with small steps: learning rate 2e-5 to 5e-5, batch 16 or 32, 10% warm-up, weight decay 0.01, 2 to 4 epochs on thousands of examples. On these 240 reviews 3 epochs are only 45 steps, so the recommended recipe trains 20 epochs (300 steps) and stops early if the checking score stalls. Recipes per task: point 14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained with the recommended recipe, MiniLM gets at least 90% of the 60 held-out reviews right and is on average at least 80% sure of its right answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 · Pairs of sentences: one input, two segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To compare two sentences the model reads them as one input: [CLS] first sentence [SEP] second sentence [SEP]. Segment id 0 marks the first part, up to and including its [SEP], and 1 the second; the classifier head sits on [CLS], as for a single text. Recipes per task: point 14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mini masked model reads the first paraphrase pair as one sequence that starts with [CLS] and holds exactly two [SEP], one right after each sentence; every token up to and including the first [SEP] has segment id 0, every token after it 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 · Finding names: a tag for every word, on its first piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To find names the head is a linear layer on each token: every token gets a tag (B-PER, I-LOC, O, …). Tags belong to words, but the model reads pieces: a word&apos;s tag goes on its first piece; its other pieces, and [CLS] and [SEP], get -100, which the loss ignores. Look at Sokolova: so ##ko ##lova. Recipes per task: point 14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the first sample sentence four words are cut into pieces; each word&apos;s tag sits on its first piece only, and every other piece, [CLS] and [SEP] included, is ignored (-100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 · Answering questions: where the answer starts and ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For questions the head predicts a span: for every token of the passage, a score for “the answer starts here” and one for “it ends here”. The model reads [CLS] question [SEP] passage [SEP]; at 128 tokens this passage does not fit, so it is cut into windows that overlap, and a window without the whole answer learns to point at [CLS]. Recipes per task: point 14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At a window of 128 tokens the first question&apos;s passage is cut into 2 overlapping windows, and the answer “the River Lenn” lies whole in at least one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 · Chat: the loss counts only the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat fine-tuning shows the model questions with the answers we want, each through the model&apos;s own chat template. The loss is computed on the response tokens only: the highlighted answer and the &lt;|im_end|&gt; that closes it (so the model learns to stop), never the system message, the question or the template&apos;s markers. Recipes per task: point 14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Through SmolLM2&apos;s chat template, the loss for the first plant-care example counts exactly the answer&apos;s tokens and the end marker that closes it: nothing of the system message, the question or the other markers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 · Summaries: the loss counts only the summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summaries are the same recipe: each note is asked as “Summarise: …” and its summary is the answer. The model reads the whole note, but only the summary&apos;s tokens and the marker that closes it count in the loss: it learns to write the summary, not to copy the note. Recipes per task: point 14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the first note, the loss counts exactly the summary&apos;s tokens and the end marker that closes it: nothing of the note, the instruction or the template&apos;s markers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 · What learns: freeze the bottom layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train everything, only the upper layers, only the head, or LoRA. Here the bottom 4 of MiniLM&apos;s 6 layers keep what pre-training taught them; the count shows how many weights still learn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the embeddings and the bottom 4 of MiniLM&apos;s 6 layers frozen, fewer than a fifth of its weights still learn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 · LoRA: small low-rank matrices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA leaves the model as it is and trains small matrices beside its attention weights: at rank 16, 2 × 384 × 16 = 12,288 numbers beside each of MiniLM&apos;s 384×384 query and value weights instead of 147,456 (8%). The count shows how few of MiniLM&apos;s weights learn; the next scene does the same sum for BERT base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At rank 16 each 384×384 weight of MiniLM gets 12,288 adapter numbers, and less than 1% of the model learns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For BERT base from the zoo each 768×768 weight gets 24,576 adapter numbers instead of 589,824.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 · LoRA on a larger model: BERT base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same sum for BERT base, whose attention weights are 768×768: at rank 16 each gets 2 × 768 × 16 = 24,576 adapter numbers instead of its 589,824 (4%). The larger the model, the smaller LoRA&apos;s share; the zoo&apos;s panel counts it for every model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For BERT base the panel gives 24,576 LoRA numbers at rank 16 beside each 768×768 weight, instead of its 589,824.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 · Freezing on very small data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The course: on very little data, freeze most of the model. One click fine-tunes MiniLM on 16, 32 and 64 plain reviews four ways, 3 seeds each. Here freezing never helps: on 16 examples everything reaches 94%, frozen bottom layers 82.5%, the head alone 60%, LoRA 96%; at 64 frozen only ties. A small model on easy data has little to overfit. Live: about 15 minutes (16 alone: 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On 16, 32 and 64 plain reviews, freezing the bottom layers never beats fine-tuning everything (median of 3 seeds), the head alone stays at least 15 points behind, and LoRA is within 3 points of fine-tuning everything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 · Pre-trained vs from scratch on 100 examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only 100 training reviews, then the same architecture from random weights on the same data: expect the pre-trained model to win clearly. The curves of a recorded run are on screen; press Start training to train both live (15 epochs each, about a minute on a laptop).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained on the same 100 reviews, the pre-trained model&apos;s checking score beats the from-scratch model&apos;s by at least 10 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 · Pre-trained vs from scratch as the data grows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One click trains MiniLM on 100 and on 1,000 plainly worded reviews, from pre-trained and from random weights, twice each, every run reading its examples twice, all checked on the same 400 reviews. On 100 examples pre-training is far ahead; on 1,000 random weights have nearly caught up. Pre-training matters most when labelled data is scarce. (Plain wording on purpose: subtle reviews need more.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On 100 examples the pre-trained model leads by at least 10 points, and on 1,000 its lead is smaller (mean of 2 seeds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 · The data-size curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MiniLM fine-tuned on 100, 1,000 and 3,000 of 12,500 plain reviews, 3 seeds, each run reading its examples twice, all checked on the same 2,500: 83% at 100, 99.8% at 1,000, then flat, as easy data saturates early. 10,000 is not recorded yet (about 10 minutes a run here). For a live run type 100, 1,000 in the box: about 3 minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From 1,000 plain reviews on, MiniLM gets at least 95% of the 2,500 check reviews right, and each larger size scores higher than the one before (median of 3 seeds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 · Too large a learning rate forgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A learning rate of 1e-2, two hundred times the usual 5e-5, is far too large for a pre-trained model: its steps overwrite what pre-training learned (catastrophic forgetting). Note the warning over the recorded run: the loss jumps and the model ends no better than guessing; press Start training to see it happen live.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings page warns that 1e-2 overwrites what pre-training learned; trained, the loss jumps and the model ends no better than guessing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>11 · Adapt a model to your own text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your text differs from books and Wikipedia (tweets, tickets, notes), continue pre-training on it: no labels, the same fill-in-the-blank task. Here: 400 beekeeping notes in 64-token blocks, about 100 steps (the recorded run is on screen; Start training trains it live). In Before and after, “Mites can weaken a ___ before winter.”: the adapted model offers colony; its starting model did not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After adapting the mini MLM to the beekeeping notes, at least two of colony, cell and comb rise into the top five for sentences of the field, and the perplexity on held-out notes falls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12 · The model zoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encoders, decoders and encoder-decoders side by side, each with its size, layers and heads. Click one: the panel beside the list says how it was pre-trained, its licence and what it is best for (here BERT base).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zoo lists encoders, decoders and encoder-decoders together, each with its size, layers and heads; the panel beside it says how the chosen one, BERT base, was pre-trained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>13 · What a run costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every run lists what it cost: its time, its energy and its own peak memory. The first is scene 18&apos;s fine-tune, recorded: a fraction of a watt-hour on a laptop (estimated at 10 W per busy core). Pre-training BERT base kept 16 TPU chips busy for 4 days, about 1,500 kWh by one estimate: millions of times more. A model is pre-trained once; anyone can fine-tune it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-training BERT base took about 1,500 kWh by a published estimate, more than a hundred thousand times the energy of the recorded fine-tune listed first (scene 18&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>14 · Recipes per task: the course&apos;s and the app&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The course&apos;s table gives a recipe per task: sentiment 2e-5, QA 3e-5 for 2 epochs, NER 5e-5 for 3, dialogue 1e-5. Beside it, what this app trains with unless you change it, read from the app itself. Most differ only in epochs: a few hundred hand-labelled examples give too few steps, so each task takes at least a set number. QA learns at 1e-4, chat and summaries use LoRA at 1e-3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each task&apos;s own recipe sits beside the course&apos;s: chat and summaries differ in method and learning rate, sentiment (classify) and QA in learning rate and epochs, every other task only in its epochs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 · Prompting or fine-tuning on the same few examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One click puts k of the built-in reviews in SmolLM2&apos;s prompt and fine-tunes the same model on the same k (20 passes over them), two draws each, all checked on the same 60 reviews. With no example it already beats guessing: 70%, no weights changed. With 4 or 16 examples in the prompt these draws fall back to near guessing; trained on the same 16 it reaches 74%. In-context learning came with scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tuned on the same 16 reviews, SmolLM2 beats prompting with them by at least 10 points on average; zero-shot prompting, untrained, is at least 10 points above guessing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <source>Attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill in the blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model zoo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
