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
        <translation>La vista (a), el modelo enmascarado incluido, pone «car» en primer lugar con más de la mitad de la probabilidad, y el simulador elige el 15 % de los tokens con la regla 80/10/10.</translation>
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
        <translation>La búsqueda en haz conserva 3 secuencias en cada paso y termina siendo más probable, token a token, que la voraz; los dos textos muestreados son distintos; el paso 1 del haz pone primero «␣time», −1,95 (en torno al 14 %).</translation>
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
        <translation>La capa 1 no tiene franjas, solo la diagonal limpia de la cabeza 3 (cada token mira a su vecino); todas las capas superiores tienen una cabeza con una franja brillante: muchos tokens mirando a uno solo.</translation>
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
        <translation>En la capa superior, los dos usos como verbo se parecen más entre sí, y los dos usos como sustantivo también, que cualquier uso como verbo a cualquier uso como sustantivo.</translation>
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
        <translation>10% de calentamiento</translation>
    </message>
    <message>
        <source>weight decay 0.01</source>
        <translation>decaimiento de pesos 0.01</translation>
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
        <translation>El primer par se lee como una sola secuencia: [CLS] al principio y exactamente dos [SEP], uno tras cada frase; todos los tokens hasta el primer [SEP] tienen id de segmento 0, y todos los posteriores, 1.</translation>
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
        <translation>A través de la plantilla de chat de SmolLM2, la pérdida del primer ejemplo cuenta exactamente los tokens de la respuesta y la marca de fin que la cierra: nada del mensaje de sistema, de la pregunta ni de las demás marcas.</translation>
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
        <translation>24,576 números junto a cada peso de 768×768</translation>
    </message>
    <message>
        <source>589,824</source>
        <translation>589,824</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>Adaptadores LoRA</translation>
    </message>
    <message>
        <source>On 16, 32 and 64 plain reviews, freezing the bottom layers never beats fine-tuning everything (median of 3 seeds); the head alone stays 15+ points behind; LoRA is within 3 points.</source>
        <translation>Con 16, 32 y 64 reseñas sencillas, congelar las capas inferiores nunca supera a ajustarlo todo (mediana de 3 semillas); solo la cabeza se queda más de 15 puntos por detrás; LoRA queda a 3 puntos o menos.</translation>
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
        <source>Fine-tune everything (recorded</source>
        <translation>Ajustar todo (grabado</translation>
    </message>
    <message>
        <source>1,507 kWh</source>
        <translation>1,507 kWh</translation>
    </message>
    <message>
        <source>8 million times</source>
        <translation>8 millones de veces</translation>
    </message>
    <message>
        <source>Each task&apos;s recipe sits beside the course&apos;s: chat and summaries differ in method and learning rate, sentiment (classify) and QA in learning rate and epochs, the rest only in epochs.</source>
        <translation>La receta de cada tarea aparece junto a la del curso: el chat y los resúmenes difieren en el método y la tasa de aprendizaje; el sentimiento (clasificar) y QA, en la tasa de aprendizaje y las épocas, y el resto, solo en las épocas.</translation>
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
        <translation>En la primera frase de muestra hay cuatro palabras partidas en trozos; la etiqueta de cada palabra va solo en su primer trozo, y todos los demás trozos, [CLS] y [SEP] incluidos, se ignoran (-100).</translation>
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
        <translation>10 · Una tasa de aprendizaje demasiado grande olvida</translation>
    </message>
    <message>
        <source>A learning rate of 1e-2, two hundred times the usual 5e-5, is far too large for a pre-trained model: its steps overwrite what pre-training learned (catastrophic forgetting). Note the warning over the recorded run: the loss jumps and the model ends no better than guessing; press Start training to see it happen live.</source>
        <translation>Una tasa de aprendizaje de 1e-2, doscientas veces la habitual de 5e-5, es demasiado grande para un modelo preentrenado: sus pasos sobrescriben lo que aprendió en el preentrenamiento (olvido catastrófico). Fíjate en el aviso sobre el entrenamiento grabado: la pérdida se dispara y el modelo acaba sin ser mejor que adivinar al azar; pulsa Iniciar entrenamiento para verlo en directo.</translation>
    </message>
    <message>
        <source>The settings page warns that 1e-2 overwrites what pre-training learned; trained, the loss jumps and the model ends no better than guessing.</source>
        <translation>La página de ajustes avisa de que 1e-2 sobrescribe lo que aprendió el preentrenamiento; al entrenar, la pérdida se dispara y el modelo acaba sin ser mejor que adivinar al azar.</translation>
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
        <translation>Tras adaptar el mini MLM a las notas de apicultura, al menos dos de colony, cell y comb suben a las cinco primeras opciones en frases del campo, y la perplejidad en las notas apartadas baja.</translation>
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
        <translation>El zoo muestra juntos codificadores, decodificadores y codificadores-decodificadores, cada uno con su tamaño, sus capas y sus cabezas; el panel de al lado dice cómo se preentrenó el elegido, BERT base.</translation>
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
        <translation>Preentrenar BERT base costó unos 1500 kWh según una estimación publicada, más de cien mil veces la energía del ajuste fino grabado que aparece primero (el de la escena 18).</translation>
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
        <translation>Ajustado con las mismas 16 reseñas, SmolLM2 supera de media por al menos 10 puntos al prompting con ellas; el prompting sin ejemplos (zero-shot), sin entrenar, queda al menos 10 puntos por encima del azar.</translation>
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
