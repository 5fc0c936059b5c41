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
    <name>ExportRow</name>
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
        <source>Finding names lists encoders (BERT-style) only: each word&apos;s tag depends on the words after it as well, which a next-word model does not see. (The command line can still train a decoder: --task ner --model.)</source>
        <translation>Para encontrar nombres solo se listan codificadores (tipo BERT): la etiqueta de cada palabra depende también de las palabras que la siguen, que un modelo de palabra siguiente no ve. (La línea de órdenes puede entrenar igualmente un decodificador: --task ner --model.)</translation>
    </message>
    <message>
        <source>Answering questions lists encoders (BERT-style) only: where an answer starts and ends depends on the words on both sides. Each gets a new answer head: two numbers per token, the start and the end.</source>
        <translation>Para responder preguntas solo se listan codificadores (tipo BERT): dónde empieza y dónde acaba una respuesta depende de las palabras de ambos lados. Cada uno recibe una cabeza de respuesta nueva: dos números por token, el inicio y el final.</translation>
    </message>
    <message>
        <source>Summaries list next-word models, taught with your texts as instructions, and encoder-decoders (T5, BART) once downloaded: those read the whole text and learn to write its summary (sequence to sequence).</source>
        <translation>Para los resúmenes se listan modelos de palabra siguiente, a los que se enseña con los textos como instrucciones, y codificadores-decodificadores (T5, BART) una vez descargados: estos leen el texto entero y aprenden a escribir su resumen (secuencia a secuencia).</translation>
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
        <translation>{steps} pasos de aprendizaje son menos que los {min_steps} que da la receta a este modelo con esta cantidad de datos ({epochs} épocas): un modelo que da demasiado pocos pasos acaba inseguro de sus respuestas. Con «Máxima calidad» se usa la receta.</translation>
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
        <translation>tasa de aprendizaje {rate}, calentamiento (warm-up) del {warmup}, decaimiento de pesos (weight decay) {decay}</translation>
    </message>
    <message>
        <source>{recipe}, stopping early when the checking score stalls</source>
        <translation>{recipe}, con parada temprana cuando la puntuación de comprobación deja de mejorar</translation>
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
    <name>TrainingCurves</name>
    <message>
        <source>share correct</source>
        <translation>proporción de aciertos</translation>
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
        <translation>línea fina: pérdida de entrenamiento en cada paso · línea discontinua con puntos: validación, en cada comprobación</translation>
    </message>
    <message>
        <source>epoch</source>
        <translation>época</translation>
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
        <source>Validation accuracy</source>
        <translation>Exactitud (validación)</translation>
    </message>
    <message>
        <source>Entity F1 (validation)</source>
        <translation>F1 de entidades (validación)</translation>
    </message>
    <message>
        <source>Answer F1 (validation)</source>
        <translation>F1 de respuestas (validación)</translation>
    </message>
    <message>
        <source>Blanks guessed right (validation)</source>
        <translation>Huecos acertados (validación)</translation>
    </message>
    <message>
        <source>Next words guessed right (validation)</source>
        <translation>Palabras siguientes acertadas (validación)</translation>
    </message>
    <message>
        <source>Answer words guessed right (validation)</source>
        <translation>Palabras de respuesta acertadas (validación)</translation>
    </message>
    <message>
        <source>Summaries&apos; ROUGE-L (validation)</source>
        <translation>ROUGE-L de los resúmenes (validación)</translation>
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
