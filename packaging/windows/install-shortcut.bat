@echo off
rem Double-click to add LM Workbench to the Start menu (no administrator rights needed).
powershell -NoProfile -ExecutionPolicy Bypass -File "%~dp0install-shortcut.ps1" %*
pause
