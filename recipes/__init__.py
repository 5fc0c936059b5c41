"""Build tooling run from the repository: it writes the embedded masked language model and its corpus into
the source tree (``resources/``), so it is not part of the installed app."""
