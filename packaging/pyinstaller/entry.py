"""Entry point of the frozen (PyInstaller) build: the same as ``python -m workbench``."""

import multiprocessing

from workbench.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    raise SystemExit(main())
