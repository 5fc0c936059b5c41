"""Make ``resources/sample_data/reviews_plain_large.csv``: 12,500 short, plainly worded reviews for the
lecture's data-size curve, which needs 10,000 training examples and a check set besides.

The hand-written ``reviews_plain.csv`` has 2,000; this file is composed the way they read: a verdict word
and a thing of one kind, then a reason of that kind ("Great kettle, heats up fast.", "The raincoat is
awful, lets the rain straight in."; in one review of five the reason alone: "My toaster: broke after a
week."), from the lists below, written for the project.  Every subject comes with
both verdicts, so neither the subject nor the length of a review gives its label away; every text is
different, and half are positive.  The lists are small beside 12,500 texts, so phrases recur across them (as
they do in real reviews); a model still has to learn which words carry the verdict.

    python recipes/plain_reviews_large.py      # writes the file (the same every time: seed 7)
"""

from __future__ import annotations

import csv
import random
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "sample_data" / "reviews_plain_large.csv"
TOTAL = 12_500
SEED = 7

GOOD = (
    "Great",
    "Lovely",
    "Excellent",
    "Brilliant",
    "Superb",
    "Fantastic",
    "Wonderful",
    "Solid",
    "Decent",
    "Reliable",
    "Handy",
    "Nice",
)
BAD = (
    "Awful",
    "Terrible",
    "Poor",
    "Dreadful",
    "Useless",
    "Disappointing",
    "Flimsy",
    "Cheap",
    "Rubbish",
    "Shoddy",
    "Horrible",
    "Bad",
)
GOOD_IS = (
    "great",
    "lovely",
    "excellent",
    "brilliant",
    "superb",
    "fantastic",
    "really good",
    "a joy",
    "spot on",
    "first class",
)
BAD_IS = (
    "awful",
    "terrible",
    "poor",
    "dreadful",
    "useless",
    "disappointing",
    "really bad",
    "a let-down",
    "a waste of money",
    "no good",
)
GOOD_ENDS = ("", " Highly recommended.", " Very happy.", " Love it.", " Ten out of ten.", " Really pleased.")
BAD_ENDS = ("", " Avoid.", " Never again.", " Very unhappy.", " Not worth it.", " Stay away.")

# kind -> (things of that kind, reasons to like one, reasons to dislike one)
KINDS: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "kitchen": (
        (
            "kettle",
            "toaster",
            "blender",
            "frying pan",
            "coffee maker",
            "knife set",
            "microwave",
            "teapot",
            "food mixer",
            "saucepan",
            "rice cooker",
            "chopping board",
        ),
        (
            "works perfectly every time",
            "easy to clean",
            "heats up fast",
            "feels sturdy and well made",
            "looks smart on the counter",
            "does exactly what it should",
            "quiet and quick",
            "simple to use and reliable",
        ),
        (
            "broke after a week",
            "hard to clean",
            "takes ages to heat up",
            "feels cheap and wobbly",
            "leaks all over the counter",
            "stopped working within a month",
            "loud and slow",
            "the handle came off",
        ),
    ),
    "clothes": (
        (
            "jacket",
            "pair of jeans",
            "jumper",
            "raincoat",
            "pair of trainers",
            "scarf",
            "dress",
            "shirt",
            "pair of boots",
            "hoodie",
            "coat",
            "pair of gloves",
        ),
        (
            "fits perfectly",
            "warm and comfortable",
            "the fabric feels soft",
            "still looks new after many washes",
            "keeps me dry in the rain",
            "great colour and good quality",
            "comfy all day",
            "well stitched and smart",
        ),
        (
            "fell apart after two washes",
            "the sizing is way off",
            "the fabric is scratchy",
            "the colour faded straight away",
            "lets the rain straight in",
            "the seams split on day one",
            "uncomfortable to wear",
            "shrank badly",
        ),
    ),
    "electronics": (
        (
            "phone",
            "laptop",
            "pair of headphones",
            "speaker",
            "charger",
            "tablet",
            "smartwatch",
            "keyboard",
            "mouse",
            "camera",
            "television",
            "printer",
        ),
        (
            "fast and easy to set up",
            "the battery lasts for days",
            "crisp sound and clear screen",
            "works flawlessly",
            "great value for what it does",
            "connects in seconds",
            "never lets me down",
            "quick and responsive",
        ),
        (
            "keeps crashing",
            "the battery dies in an hour",
            "the sound crackles",
            "stopped charging after a week",
            "slow and frustrating",
            "will not connect",
            "the screen cracked easily",
            "overheats constantly",
        ),
    ),
    "food": (
        (
            "pizza place",
            "curry house",
            "bakery",
            "cafe",
            "burger bar",
            "noodle shop",
            "takeaway",
            "pub",
            "sandwich shop",
            "ice cream parlour",
            "fish and chip shop",
            "deli",
        ),
        (
            "the food was delicious",
            "friendly staff and quick service",
            "generous portions and fair prices",
            "everything tasted fresh",
            "the best meal I have had in ages",
            "warm welcome and tasty dishes",
            "always hot and on time",
            "lovely food and a cosy room",
        ),
        (
            "the food was cold and bland",
            "rude staff and a long wait",
            "tiny portions and silly prices",
            "everything tasted stale",
            "the worst meal I have had in ages",
            "dirty tables and greasy food",
            "the order arrived late and wrong",
            "overcooked and tasteless",
        ),
    ),
    "travel": (
        (
            "hotel",
            "guest house",
            "campsite",
            "train company",
            "airline",
            "holiday flat",
            "hostel",
            "ferry",
            "coach trip",
            "bed and breakfast",
            "taxi firm",
            "car hire company",
        ),
        (
            "clean rooms and helpful staff",
            "on time and comfortable",
            "a great stay from start to finish",
            "easy booking and a warm welcome",
            "spotless and peaceful",
            "smooth and stress free",
            "friendly and good value",
            "comfy beds and a great breakfast",
        ),
        (
            "dirty rooms and rude staff",
            "late and overcrowded",
            "a miserable stay from start to finish",
            "the booking was a nightmare",
            "noisy and filthy",
            "delayed for hours with no help",
            "overpriced and unfriendly",
            "lumpy beds and a cold breakfast",
        ),
    ),
    "home": (
        (
            "vacuum cleaner",
            "sofa",
            "desk lamp",
            "mattress",
            "office chair",
            "bookshelf",
            "duvet",
            "kitchen table",
            "washing machine",
            "fan",
            "curtain set",
            "rug",
        ),
        (
            "comfortable and well made",
            "easy to put together",
            "works like a dream",
            "looks lovely in the room",
            "sturdy and good value",
            "does the job brilliantly",
            "quiet and powerful",
            "soft and cosy",
        ),
        (
            "uncomfortable and badly made",
            "impossible to put together",
            "broke within days",
            "looks cheap in the room",
            "wobbly and overpriced",
            "does a poor job",
            "loud and weak",
            "thin and scratchy",
        ),
    ),
    "entertainment": (
        (
            "film",
            "novel",
            "album",
            "video game",
            "board game",
            "podcast",
            "series",
            "puzzle game",
            "comedy show",
            "cookbook",
            "concert",
            "musical",
        ),
        (
            "gripping from start to finish",
            "funny and clever",
            "I enjoyed every minute",
            "beautifully made",
            "great fun with friends",
            "kept me hooked",
            "moving and well told",
            "a real treat",
        ),
        (
            "boring from start to finish",
            "silly and dull",
            "I regretted every minute",
            "badly made",
            "no fun at all",
            "I gave up halfway",
            "slow and predictable",
            "a real chore",
        ),
    ),
    "services": (
        (
            "plumber",
            "garage",
            "hairdresser",
            "dentist",
            "gym",
            "bank",
            "broadband company",
            "dry cleaner",
            "removal firm",
            "locksmith",
            "vet",
            "delivery service",
        ),
        (
            "quick, friendly and fairly priced",
            "fixed it first time",
            "always helpful and polite",
            "on time and very professional",
            "great service and easy to reach",
            "sorted everything in a day",
            "honest and good value",
            "really looked after us",
        ),
        (
            "slow, rude and overpriced",
            "made the problem worse",
            "never answers the phone",
            "late and unprofessional",
            "terrible service and hard to reach",
            "took weeks to sort anything",
            "dishonest and expensive",
            "did not care at all",
        ),
    ),
    "garden": (
        (
            "lawn mower",
            "garden hose",
            "pair of shears",
            "watering can",
            "garden bench",
            "barbecue",
            "bird feeder",
            "plant pot set",
            "leaf blower",
            "wheelbarrow",
            "parasol",
            "hedge trimmer",
        ),
        (
            "works a treat",
            "tough and easy to use",
            "made the job quick",
            "still going strong after years",
            "well built and light",
            "great for the price",
            "easy to store",
            "cuts cleanly every time",
        ),
        (
            "broke on first use",
            "flimsy and awkward",
            "made the job harder",
            "rusted within a month",
            "heavy and badly built",
            "poor for the price",
            "falls apart in the wind",
            "blunt from the start",
        ),
    ),
    "beauty": (
        (
            "shampoo",
            "face cream",
            "perfume",
            "lip balm",
            "hair dryer",
            "sun cream",
            "body wash",
            "razor",
            "toothbrush",
            "hand cream",
            "face mask",
            "conditioner",
        ),
        (
            "my skin feels lovely",
            "smells wonderful",
            "leaves my hair soft and shiny",
            "gentle and works well",
            "lasts all day",
            "worth every penny",
            "a little goes a long way",
            "no irritation at all",
        ),
        (
            "my skin broke out",
            "smells awful",
            "leaves my hair greasy and flat",
            "harsh and does nothing",
            "wears off in minutes",
            "a waste of money",
            "the tube leaked everywhere",
            "stings terribly",
        ),
    ),
}


def review(rng: random.Random, kind: str, thing: str, positive: bool) -> str:
    """One review of ``thing`` with a verdict, in one of five plain shapes (in the last only the reason
    carries it)."""
    _things, likes, dislikes = KINDS[kind]
    reason = rng.choice(likes if positive else dislikes)
    ending = rng.choice(GOOD_ENDS if positive else BAD_ENDS)
    word = rng.choice(GOOD if positive else BAD)
    shape = rng.randrange(5)
    if shape == 0:
        text = f"{word} {thing}, {reason}."
    elif shape == 1:
        text = f"The {thing} is {rng.choice(GOOD_IS if positive else BAD_IS)}, {reason}."
    elif shape == 2:
        text = f"{reason[0].upper()}{reason[1:]}. {word} {thing}."
    elif shape == 3:
        text = f"{word} {thing}. {reason[0].upper()}{reason[1:]}."
    else:
        text = f"My {thing}: {reason}."
    return text + ending


def compose(total: int = TOTAL, seed: int = SEED) -> list[tuple[str, str]]:
    """``total`` different reviews, half positive, every subject with both verdicts, shuffled."""
    rng = random.Random(seed)
    seen: set[str] = set()
    rows: list[tuple[str, str]] = []
    subjects = [(kind, thing) for kind, (things, _, _) in KINDS.items() for thing in things]
    while len(rows) < total:
        kind, thing = rng.choice(subjects)
        pair = [(review(rng, kind, thing, True), "positive"), (review(rng, kind, thing, False), "negative")]
        if any(text in seen for text, _ in pair):
            continue
        seen.update(text for text, _ in pair)
        rows += pair
    rng.shuffle(rows)
    return rows


def main() -> None:
    with OUT.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["text", "label"])
        writer.writerows(compose())
    print(f"wrote {OUT} ({TOTAL:,} reviews)")


if __name__ == "__main__":
    main()
