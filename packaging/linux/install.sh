#!/bin/sh
# Add LM Workbench to this user's application menu (no administrator rights needed).
# Usage: sh packaging/linux/install.sh [--frozen DIR] [--uninstall]
set -e
here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
if ! command -v python3 >/dev/null 2>&1; then
    echo "LM Workbench needs Python 3.11 or newer: install python3 with your system's software centre." >&2
    exit 2
fi
exec python3 "$here/install.py" "$@"
