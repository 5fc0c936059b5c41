"""How the Fine-tuning tab marks text, one way for every page that shows it: answers in their passage
(answer_marks.py), names by their type (entity_marks.py), and conversations as chat bubbles beside the tokens
the model sees (chat_bubbles.py).  Rich text for Qt labels; nothing here imports the tab's other folders."""
