<#
.SYNOPSIS
  Adds "LM Workbench" to the current user's Start menu (and, with -Desktop, to the desktop).
.DESCRIPTION
  The shortcut runs packaging\windows\lm-workbench.pyw with pythonw.exe, so no console window opens; the
  first start prepares the app with a progress window, later starts open it at once.  -Remove deletes the
  shortcuts again.  No administrator rights are needed.
#>
param([switch]$Desktop, [switch]$Remove)
$ErrorActionPreference = "Stop"

$here = Split-Path -Parent $MyInvocation.MyCommand.Path
$root = (Resolve-Path (Join-Path $here "..\..")).Path
$entry = Join-Path $here "lm-workbench.pyw"
$icon = Join-Path $root "resources\icons\lm-workbench.ico"
$startMenu = Join-Path ([Environment]::GetFolderPath("Programs")) "LM Workbench.lnk"
$onDesktop = Join-Path ([Environment]::GetFolderPath("Desktop")) "LM Workbench.lnk"

if ($Remove) {
    foreach ($link in @($startMenu, $onDesktop)) {
        if (Test-Path $link) { Remove-Item $link; Write-Host "Removed $link" }
    }
    exit 0
}

# Find Python 3.11 or newer: the py launcher first, then python on the PATH.
$python = $null
foreach ($candidate in @(@("py", "-3"), @("python"))) {
    $exe = $candidate[0]
    if (Get-Command $exe -ErrorAction SilentlyContinue) {
        $pyArgs = @($candidate | Select-Object -Skip 1) + @("-c", "import sys; print(sys.executable if sys.version_info >= (3, 11) else '')")
        $found = (& $exe @pyArgs 2>$null | Select-Object -Last 1)
        if ($found) { $python = $found.Trim(); break }
    }
}
if (-not $python) {
    Write-Host "LM Workbench needs Python 3.11 or newer. Install it from python.org (tick 'Add python.exe to PATH'), then run this again."
    exit 2
}
$pythonw = Join-Path (Split-Path -Parent $python) "pythonw.exe"
if (-not (Test-Path $pythonw)) { $pythonw = $python }

$shell = New-Object -ComObject WScript.Shell
$targets = @($startMenu)
if ($Desktop) { $targets += $onDesktop }
foreach ($link in $targets) {
    $shortcut = $shell.CreateShortcut($link)
    $shortcut.TargetPath = $pythonw
    $shortcut.Arguments = '"' + $entry + '"'
    $shortcut.WorkingDirectory = $root
    $shortcut.IconLocation = "$icon,0"
    $shortcut.Description = "Explore and fine-tune pre-trained language models"
    $shortcut.Save()
    Write-Host "Created $link"
}
Write-Host "LM Workbench is in the Start menu. The first start prepares it (a few minutes, once)."
