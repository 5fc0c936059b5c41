"""What the embedded SmolLM2 is asked to write for the mini masked LM's corpus (see ``corpus``).

Stories: one request for each everyday scene in each writing style.  Lists: short plain sentences about
everyday topics, asked for in a few ways; the second stage of training adds ``MORE_TOPICS``.  The requests
come in a seeded order, every pair used once before any repeats.
"""

from __future__ import annotations

import random

SCENES = (
    "going to the supermarket to buy milk and bread",
    "a rainy morning at the bus stop",
    "cooking dinner for the family",
    "a visit to the doctor",
    "the first day at a new school",
    "a trip to the beach in summer",
    "playing football in the park",
    "a birthday party at home",
    "walking the dog before work",
    "a train journey to see grandparents",
    "fixing a flat bicycle tyre",
    "a busy day at a small bakery",
    "moving to a new flat",
    "learning to swim",
    "a thunderstorm at night",
    "planting vegetables in the garden",
    "a lost cat coming home",
    "a job interview",
    "a snowy winter day",
    "cleaning the house on Saturday",
    "a picnic by the river",
    "a day at the zoo",
    "a library visit",
    "waiting at the airport",
    "a wedding in the village",
    "a camping trip in the mountains",
    "a teacher marking homework",
    "a family eating breakfast",
    "buying new shoes",
    "a hospital nurse at work",
    "a farmer feeding the animals",
    "a child losing a tooth",
    "a football match on television",
    "a power cut in the evening",
    "baking a cake for a friend",
    "a museum trip with the class",
    "a morning at the post office",
    "a long drive on the motorway",
    "making friends at a new job",
    "a visit to the dentist",
    "shopping at the market for fruit",
    "an old man reading the newspaper",
    "a student studying for exams",
    "a restaurant waiter on a busy night",
    "a broken washing machine",
    "a holiday in a hotel by the sea",
    "a cold that keeps someone at home",
    "a school concert",
    "a fire drill at the office",
    "a baby learning to walk",
    "a walk in the forest in autumn",
    "a bus driver's day",
    "a police officer helping a lost child",
    "a pizza delivered late",
    "a family watching a film together",
    "writing a letter to a friend",
    "a queue at the bank",
    "a neighbour's noisy party",
    "a girl learning to ride a bike",
    "a boy who forgot his homework",
    "the weather forecast for the weekend",
    "a shop assistant helping a customer",
    "a day at the farm",
    "the morning rush on the underground",
    "a man cooking breakfast",
    "a hairdresser cutting hair",
    "a mother reading a bedtime story",
    "a storm that closes the school",
    "a picnic ruined by rain",
    "a village fair",
    "a phone that will not charge",
    "a chef in a hot kitchen",
    "the last day of term",
    "a plane that is delayed",
    "a puppy's first day at home",
    "a sports day at school",
    "a grandmother knitting a scarf",
    "a car that will not start",
    "a student's first day at university",
    "a friend who moves abroad",
    "a visit to the hairdresser",
    "a fisherman at sunrise",
    "the kitchen after a big meal",
    "a doctor explaining medicine",
    "a child who is afraid of the dark",
    "a family buying a Christmas tree",
    "a runner training for a race",
    "a music lesson",
    "a customer returning a broken toaster",
    "a long queue at the cinema",
    "a man who lost his keys",
    "a woman painting her kitchen",
    "the office coffee machine",
    "a day without internet",
    "a cat sleeping in the sun",
    "an ice cream van in summer",
    "a child's first visit to the sea",
    "a science lesson about plants",
    "a hospital visit to a sick friend",
    "a city bus in the rain",
)
STYLES = (
    "Write a short, simple story about {scene}.",
    "Describe {scene} in a few plain sentences.",
    "Write a short diary entry about {scene}.",
    "Tell a children's story about {scene}.",
    "Write a short conversation between two people about {scene}.",
    "Explain to a child what happens during {scene}.",
)

TOPICS = (
    "the kitchen", "the bathroom", "the bedroom", "the living room", "the garden", "a house", "furniture",
    "breakfast", "lunch and dinner", "fruit", "vegetables", "bread and baking", "drinks", "cooking",
    "knives, forks and spoons", "shopping", "money and prices", "a supermarket", "clothes", "shoes",
    "school", "a classroom", "homework and exams", "teachers", "a library", "books and reading",
    "families", "brothers, sisters, aunts and uncles", "babies", "grandparents", "friends", "neighbours",
    "the human body", "hands and feet", "teeth", "eyes and ears", "health", "a doctor", "a hospital",
    "sleeping", "the morning routine", "the evening routine", "washing and cleaning",
    "the weather", "rain and storms", "snow and winter", "summer", "the four seasons", "the sun and the moon",
    "the sky", "days of the week", "months of the year", "time and clocks", "birthdays", "holidays",
    "Christmas", "numbers and counting", "simple sums", "shapes", "colours", "sizes", "opposites", "feelings",
    "pets", "cats", "dogs", "farm animals", "wild animals", "birds", "insects", "fish and the sea",
    "trees and flowers", "rivers and lakes", "mountains", "cars", "buses and trains", "aeroplanes",
    "bicycles", "roads and traffic", "a city", "a village", "jobs", "firefighters", "the police",
    "shops and markets", "a restaurant", "a cafe", "sports", "football", "music", "toys and games",
    "films and television", "phones and computers", "letters and the post", "travel", "the beach", "camping",
    "fire and water",
)  # fmt: skip
# The second stage of training reads a second set of lists, over these topics as well as the ones above and
# with another seed: new sentences about the places, people, objects and habits of an ordinary day.
MORE_TOPICS = (
    "the fridge and the freezer", "the oven and the cooker", "plates, cups and bowls", "a dining table",
    "doors, windows and keys", "the stairs and the roof", "lights and electricity", "a bath and a shower",
    "a bed and pillows", "soap, towels and toothbrushes", "a sofa and armchairs", "the washing machine",
    "milk, cheese and eggs", "meat and fish", "rice and pasta", "sugar, salt and pepper", "tea and coffee",
    "sandwiches", "soup", "cakes and biscuits", "a packed lunch", "a shopping list", "a bakery", "a butcher",
    "a chemist", "a post office", "a bank", "a petrol station", "a hotel", "an airport", "a railway station",
    "a bus stop", "a car park", "a hairdresser", "a dentist", "a vet", "a zoo", "a park", "a playground",
    "a swimming pool", "a museum", "a cinema", "a farm", "a church", "a factory", "an office",
    "mothers and fathers", "sons and daughters", "husbands and wives", "cousins, nephews and nieces",
    "a wedding", "a new baby", "getting older", "men, women and children", "a teacher's day", "a nurse's day",
    "a farmer's day", "a cook's day", "a driver's day", "a builder's day", "a shop assistant's day",
    "hours, minutes and seconds", "morning, afternoon and night", "yesterday, today and tomorrow",
    "hot and cold", "wet and dry", "heavy and light", "fast and slow", "big and small", "old and new",
    "being hungry and thirsty", "being tired", "being ill", "being happy and sad", "being afraid",
    "washing hands", "brushing teeth", "getting dressed", "walking to school", "catching a bus",
    "writing with a pen and pencil", "paper and scissors", "a calendar", "a clock and a watch",
    "an umbrella", "a coat, a hat and gloves", "a bag and a wallet", "glasses and sunglasses",
    "horses and cows", "sheep and pigs", "chickens and ducks", "mice and rats", "bees and butterflies",
    "lions and tigers", "elephants and giraffes", "monkeys", "spiders", "snakes", "the ocean", "the desert",
    "the countryside", "the forest", "islands", "the wind", "clouds and fog", "ice", "rainbows", "stars",
)  # fmt: skip
FACT_STYLES = (
    "Write ten short, simple sentences about {topic}. Each sentence states one plain everyday fact.",
    "Write ten simple sentences a child could read about {topic}.",
    "Write eight sentences about {topic} using common everyday words.",
    "List ten true, simple facts about {topic}, one full sentence each.",
)


def story_prompts(count: int, seed: int) -> list[str]:
    """``count`` (scene, style) requests in a seeded order, every pair used before any repeats."""
    return _shuffled_rounds([style.format(scene=scene) for scene in SCENES for style in STYLES], count, seed)


def fact_prompts(count: int, seed: int, topics: tuple[str, ...] = TOPICS) -> list[str]:
    """``count`` (topic, style) requests for lists of plain everyday sentences, in a seeded order."""
    return _shuffled_rounds(
        [style.format(topic=topic) for topic in topics for style in FACT_STYLES], count, seed
    )


def _shuffled_rounds(pairs: list[str], count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    prompts: list[str] = []
    while len(prompts) < count:
        round_ = pairs[:]
        rng.shuffle(round_)
        prompts += round_
    return prompts[:count]
