"""The one lock that every creation of a model's modules takes: loading a checkpoint, converting the embedded
decoder, or building fresh random weights from a config.

transformers builds models under process-wide switches (weights first placed on the "meta" device, the
usual random initialisation turned off while a checkpoint fills them in, a default dtype), so two models
built at once in two threads can break each other ("Cannot copy out of meta tensor", or random weights
left uninitialised).  Builds therefore take turns; code that only uses a model already built never waits.
"""

from __future__ import annotations

import threading

MODEL_BUILDING = threading.RLock()
