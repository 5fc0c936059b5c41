"""Packages for setuptools: the ``workbench`` tree plus the top-level ``resources/`` folder, installed as the
``workbench_resources`` package so that code reads it through importlib.resources wherever it is installed."""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["workbench", "workbench.*"]), "workbench_resources"],
    package_dir={"workbench_resources": "resources"},
)
