@echo off
rem Start LM Workbench, preparing it the first time (a progress window shows the set-up).
rem Double-click this file, or use the Start-menu shortcut made by install-shortcut.bat.
where py >nul 2>nul
if %errorlevel%==0 (
    py -3 "%~dp0..\launcher.py" %*
) else (
    python "%~dp0..\launcher.py" %*
)
if errorlevel 1 pause
