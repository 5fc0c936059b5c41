"""Windows entry without a console window: double-click, or the Start-menu shortcut, runs the launcher."""

import runpy
import sys
from pathlib import Path

LAUNCHER = Path(__file__).resolve().parents[1] / "launcher.py"

if __name__ == "__main__":
    sys.argv[0] = str(LAUNCHER)
    runpy.run_path(str(LAUNCHER), run_name="__main__")
