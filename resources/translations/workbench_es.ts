<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
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
    <name>ErrorDialog</name>
    <message>
        <source>Copy details</source>
        <translation>Copiar los detalles</translation>
    </message>
</context>
<context>
    <name>Explore</name>
    <message>
        <source>The text has {total} tokens; {model} is shown for the first {shown} (at most {limit} at once).</source>
        <translation>El texto tiene {total} tokens; de {model} se muestran los {shown} primeros (lee como mucho {limit} a la vez).</translation>
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
        <source>At temperature 0 sampling always draws the top token, so it would repeat greedy.</source>
        <translation>Con temperatura 0 el muestreo siempre saca el token más probable, así que repetiría la estrategia voraz.</translation>
    </message>
    <message>
        <source>“{word}” appears {count} times; the first {most} are compared.</source>
        <translation>«{word}» aparece {count} veces; se comparan las {most} primeras.</translation>
    </message>
    <message>
        <source>{model} reads left to right: each use of “{word}” only sees the words before it.</source>
        <translation>{model} lee de izquierda a derecha: cada uso de «{word}» solo ve las palabras anteriores.</translation>
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
        <source>Only {most} new tokens fit after this text ({model} reads at most {limit} tokens at once), so at most {most} were generated.</source>
        <translation>Tras este texto solo caben {most} tokens nuevos ({model} lee como mucho {limit} tokens a la vez), así que se generaron {most} como mucho.</translation>
    </message>
    <message>
        <source>The text is too long for {model}; only its last {count} tokens were read.</source>
        <translation>El texto es demasiado largo para {model}; solo se leyeron sus últimos {count} tokens.</translation>
    </message>
    <message>
        <source>The text is longer than {model} reads at once; it read the last {count} tokens.</source>
        <translation>El texto es más largo de lo que {model} lee de una vez; leyó los últimos {count} tokens.</translation>
    </message>
    <message>
        <source>Only the first {limit} tokens were scored: the model reads no more at once.</source>
        <translation>Solo se puntuaron los {limit} primeros tokens: el modelo no lee más de una vez.</translation>
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
        <source>A model&apos;s raw scores, one per word, separated by commas.</source>
        <translation>Las puntuaciones en bruto de un modelo, una por palabra, separadas por comas.</translation>
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
        <source>Beam search keeps 3 sequences at each step and ends likelier, token for token, than greedy; the two sampled texts differ; beam step 1 puts “␣time” first, −1.95 (about 14%).</source>
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
        <source>The first pair is read as one sequence: [CLS] first, exactly two [SEP], one after each sentence; every token up to the first [SEP] has segment id 0, every token after it 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Through SmolLM2&apos;s chat template, the first example&apos;s loss counts exactly the answer&apos;s tokens and the end marker closing it: none of the system message, question or other markers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On 16, 32 and 64 plain reviews, freezing the bottom layers never beats fine-tuning everything (median of 3 seeds); the head alone stays 15+ points behind; LoRA is within 3 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each task&apos;s recipe sits beside the course&apos;s: chat and summaries differ in method and learning rate, sentiment (classify) and QA in learning rate and epochs, the rest only in epochs.</source>
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
        <source>Zoom in</source>
        <translation>Ampliar</translation>
    </message>
    <message>
        <source>Zoom in: stretch the bars to the longest one, to compare small probabilities. Off: every chart on the same 0-100 % scale, so sharper and flatter distributions look it.</source>
        <translation>Ampliar: estira las barras hasta la más larga, para comparar probabilidades pequeñas. Desactivado: todos los gráficos en la misma escala de 0 a 100 %, para que las distribuciones más agudas y más planas se vean como son.</translation>
    </message>
</context>
<context>
    <name>Recipe</name>
    <message>
        <source>Recommended for this model and data</source>
        <translation>Recomendada para este modelo y estos datos</translation>
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
    <name>Runs</name>
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
        <source>A model&apos;s raw scores, one per word, separated by commas.</source>
        <translation>Las puntuaciones en bruto de un modelo, una por palabra, separadas por comas.</translation>
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
        <source>Layer {layer}, head {head}: click to open it in the head view</source>
        <translation>Capa {layer}, cabeza {head}: haz clic para abrirla en la vista de una cabeza</translation>
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
</context>
<context>
    <name>Training</name>
    <message>
        <source>This model&apos;s tokenizer has no separator token, so texts cannot be joined.</source>
        <translation>El tokenizador de este modelo no tiene token separador, así que no se pueden unir los textos.</translation>
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
        <source>where each piece sits in the passage, which answering questions needs</source>
        <translation>dónde está cada trozo dentro del fragmento, algo que necesita la tarea de responder preguntas</translation>
    </message>
    <message>
        <source>which word each piece comes from, which finding names needs</source>
        <translation>de qué palabra sale cada trozo, algo que necesita la tarea de encontrar nombres</translation>
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
        <source>This model&apos;s tokenizer has no end-of-text token, so a trained answer could never say it is done.</source>
        <translation>El tokenizador de este modelo no tiene token de fin de texto, así que una respuesta entrenada nunca podría indicar que ha terminado.</translation>
    </message>
    <message>
        <source>Choose a causal language model such as SmolLM2 or GPT-2.</source>
        <translation>Elige un modelo de lenguaje causal, como SmolLM2 o GPT-2.</translation>
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
        <source>A learning rate of {rate} is very large for a pre-trained model: steps this big overwrite what it learned in pre-training (“catastrophic forgetting”). The usual value here is {usual}.</source>
        <translation>Una tasa de aprendizaje de {rate} es muy grande para un modelo preentrenado: pasos tan grandes sobrescriben lo que aprendió en el preentrenamiento («olvido catastrófico»). El valor habitual aquí es {usual}.</translation>
    </message>
</context>
<context>
    <name>TrainingData</name>
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
        <source>The file {name} is empty.</source>
        <translation>El archivo {name} está vacío.</translation>
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
        <source>These sub-folders hold no .txt files and were left out: {folders}.</source>
        <translation>Estas subcarpetas no contienen archivos .txt y se han dejado fuera: {folders}.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
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
        <source>{name} is a folder; questions and answers come in one file.</source>
        <translation>{name} es una carpeta; las preguntas y respuestas van en un solo archivo.</translation>
    </message>
    <message>
        <source>Choose a .jsonl, .json or .csv file of questions about passages.</source>
        <translation>Elige un archivo .jsonl, .json o .csv de preguntas sobre fragmentos de texto.</translation>
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
        <source>{which} of {name} names the field “{field}” more than once, so which value is meant cannot be told.</source>
        <translation>{which} de {name} nombra el campo «{field}» más de una vez, así que no se puede saber qué valor se quiere.</translation>
    </message>
    <message>
        <source>Give each field of a record its own name, then load the file again.</source>
        <translation>Da a cada campo de un registro su propio nombre y vuelve a cargar el archivo.</translation>
    </message>
    <message>
        <source>{name} holds an empty list.</source>
        <translation>{name} contiene una lista vacía.</translation>
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
        <source>{most} and {last}</source>
        <translation>{most} y {last}</translation>
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
        <source>All {count} questions are about one passage, so none can be kept aside for checking on a passage the model has not trained on.</source>
        <translation>Las {count} preguntas tratan de un solo fragmento, así que no se puede reservar ninguna para comprobar con un fragmento con el que el modelo no haya entrenado.</translation>
    </message>
    <message>
        <source>Add questions about at least one more passage.</source>
        <translation>Añade preguntas sobre al menos un fragmento más.</translation>
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
        <source>Starting the download of the lecture pack…</source>
        <translation>Empezando la descarga del paquete de la lección…</translation>
    </message>
    <message>
        <source>Lecture pack incomplete</source>
        <translation>Paquete de la lección incompleto</translation>
    </message>
    <message>
        <source>Download failed</source>
        <translation>La descarga falló</translation>
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
        <translation>El preentrenamiento costó</translation>
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
