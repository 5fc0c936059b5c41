"""The command line's ``workbench scenes``: ``check`` plays every scene and says, scene by scene, whether what
it claims the audience will see is what the models show and what the screen shows; ``export`` saves every
scene as a slide, with a handout; ``record`` trains the lecture's training scenes and writes the recordings
they show on arrival (``workbench.core.scene_recordings``).

``check`` plays each scene in the real window, offscreen, in presentation mode at the lecture's screen size
(``--size``, 1280x800 by default): a scene holds when its numbers hold (computed with the core's own
functions, ``workbench.core.scene_checks``) and the widget that shows its figure says the same, and it is on
screen when that widget is whole in view on arrival, with no scrolling.  ``--headless`` checks the numbers
alone, without a window (quicker; nothing about the screen).

Text output is one line per scene (✓ holds, ✗ does not or is off screen, – not checked here) with what the
model actually showed, then where a figure is off screen, and an indented line for a scene's textbook result
(checked when that downloadable model is on this computer).  ``--json`` prints ``{"scenes": [{"title",
"claim", "holds", "on_screen", "seconds", "detail", ...}]}`` instead (a scene with a training check also has
``recorded``). Training checks run only with ``--training``.  The exit code is 0 when no checked claim failed
and no figure was off screen, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

MARKS = {True: "✓", False: "✗", None: "–"}
PLAIN_MARKS = {True: "ok", False: "FAIL", None: "-"}


def add_parsers(sub: Any) -> None:
    """Add ``scenes`` (with its ``check`` and ``export`` commands) to the command line's subcommands."""
    scenes = sub.add_parser("scenes", help="check that every lecture scene shows what it says; export slides")
    scenes.set_defaults(handler=run_scenes)
    actions = scenes.add_subparsers(dest="scenes_command", metavar="ACTION", required=True)
    check = actions.add_parser(
        "check",
        help="play every built-in scene in the window and report whether its claim holds and is on screen",
        description="Plays each scene in the window (offscreen, presentation mode, at --size) and checks its "
        "claim: the numbers, and the figure's text and place on screen. Training checks run only with "
        "--training. Exit code 0 when every checked claim holds and is on screen, 1 otherwise.",
    )
    check.add_argument("--json", action="store_true", help="print one JSON object instead of lines")
    check.add_argument(
        "--training", action="store_true", help="also run the checks that train a model (slow)"
    )
    check.add_argument(
        "--headless", action="store_true", help="check the numbers only, without a window (no screen check)"
    )
    for command in (
        check,
        export := actions.add_parser(
            "export",
            help="save every scene as a PNG slide, with a handout",
            description="Plays each scene in the window (offscreen, presentation mode, at --size) and saves "
            "what it shows on arrival as scene-01.png, scene-02.png ... in DIR, with handout.pdf (A4: a "
            "contents page by teaching point, then each scene's picture with its narration for students) "
            "and handout.html (the same as web pages).",
        ),
    ):
        command.add_argument(
            "--deck", metavar="FILE", help="use the scenes of this file instead of the built-in lecture"
        )
        command.add_argument(
            "--size", metavar="WxH", default="1280x800", help="the screen's size in pixels (default 1280x800)"
        )
        command.add_argument(
            "--language",
            metavar="CODE",
            default="",
            help='the window\'s language for the scenes, e.g. "es" (default: English); the report itself '
            "stays English",
        )
        command.add_argument(
            "--theme",
            choices=("light", "dark"),
            default="light",
            help="the window's colours: light (default) or dark, the projector's theme for a dim room",
        )
    export.add_argument("--out", metavar="DIR", required=True, help="the folder to write the slides into")
    record = actions.add_parser(
        "record",
        help="train the lecture's training scenes and write their recordings (slow)",
        description="Trains each training scene of the built-in lecture as `scenes check --training` does "
        "and writes what it showed (curves, figures, the machine, the date) as a recording that the scene "
        "shows on arrival, in resources/scenes/recordings unless --out names another folder.",
    )
    record.add_argument("--scene", type=int, action="append", metavar="N", help="only scene N (repeatable)")
    record.add_argument("--out", metavar="DIR", help="the folder to write the recordings into")
    record.add_argument(
        "--machine", default="", help='the machine, in words, e.g. "2-core laptop CPU" (default: counted)'
    )


def run_scenes(args: argparse.Namespace) -> int:
    from workbench.core import scenes

    language = getattr(args, "language", "")
    if language:
        from workbench.ui.i18n import available_languages

        if language not in available_languages():
            known = ", ".join(available_languages())
            print(f"There is no translation for {language!r}; the languages are: {known}.", file=sys.stderr)
            return 2

    if args.scenes_command == "export":
        return run_export(args)
    if args.scenes_command == "record":
        return run_record(args)
    decks = [scenes.load_deck(Path(args.deck))] if args.deck else scenes.builtin_decks()
    if args.headless:
        return _report_numbers(args, decks)
    return _report_screen(args, decks)


def _size(args: argparse.Namespace) -> tuple[int, int] | None:
    from workbench.ui.scene_screen.player import parse_size

    try:
        return parse_size(args.size)
    except ValueError as exc:
        print(f"{exc}.", file=sys.stderr)
        return None


def _player(size: tuple[int, int], theme: str, language: str = ""):
    """The window, offscreen at ``size`` in ``theme`` and ``language``: Qt's platform is chosen before the
    first Qt import makes an app."""
    from workbench.ui.scene_screen.player import ScreenPlayer, use_offscreen_screen

    use_offscreen_screen(size)
    return ScreenPlayer(size, theme=theme, language=language)


def run_export(args: argparse.Namespace) -> int:
    from workbench.cli.progress import ProgressLine
    from workbench.core import scenes

    size = _size(args)
    if size is None:
        return 2
    deck = scenes.load_deck(Path(args.deck)) if args.deck else scenes.builtin_deck("lecture.json")
    from workbench.ui.scene_screen.export import HANDOUT, HANDOUT_PDF, export_deck

    out = Path(args.out)
    line = ProgressLine()
    player = _player(size, args.theme, args.language)
    try:
        slides = export_deck(deck, player, out, progress=line.show)
    finally:
        line.clear()
        player.close()
    for slide in slides:
        if slide.problem:
            print(f"{slide.picture}: {slide.title} — {slide.problem}", file=sys.stderr)
    print(
        f"{len(slides)} scenes written to {out} ({slides[0].picture} … {slides[-1].picture}, {HANDOUT_PDF}, "
        f"{HANDOUT})."
    )
    return 0 if not any(slide.problem for slide in slides) else 1


def run_record(args: argparse.Namespace) -> int:
    """Record every training scene of the built-in lecture (or the ``--scene`` numbers)."""
    from workbench.core import scene_recordings, scenes
    from workbench.core.scene_training import record_scene

    deck = scenes.builtin_deck("lecture.json")
    chosen = [
        (number, scene)
        for number, scene in enumerate(deck.scenes, 1)
        if any(spec["kind"] == "training" for spec in scene.checks)
        and (not args.scene or number in args.scene)
    ]
    if not chosen:
        print("No training scene was chosen.", file=sys.stderr)
        return 2
    for number, scene in chosen:
        spec = next(spec for spec in scene.checks if spec["kind"] == "training")
        print(f"Scene {number}: {scene.title} — training…", flush=True)
        recording = record_scene(scene.title, scene.state, spec, args.machine)
        path = scene_recordings.write(recording, Path(args.out) if args.out else None)
        print(f"  {recording.seconds:.0f} s: {recording.detail}\n  written to {path}", flush=True)
    return 0


def _report_screen(args: argparse.Namespace, decks) -> int:
    from workbench.cli.progress import ProgressLine

    size = _size(args)
    if size is None:
        return 2
    from workbench.ui.scene_screen.check import all_hold, check_on_screen

    line = ProgressLine()
    player = _player(size, args.theme, args.language)
    reports = []
    try:
        for deck in decks:
            reports += check_on_screen(deck, player, training=args.training, progress=line.show)
    finally:
        line.clear()
        player.close()
    if args.json:
        print(
            json.dumps(
                {"size": args.size, "theme": args.theme, "scenes": [r.to_dict() for r in reports]},
                ensure_ascii=False,
                indent=2,
            )
        )
        return 0 if all_hold(reports) else 1
    marks = MARKS if _can_write("".join(MARKS.values())) else PLAIN_MARKS
    for report in reports:
        off_screen = report.on_screen is False  # a point the room cannot see fails, whatever its numbers
        mark = marks[False if off_screen else report.holds]
        print(f"{mark} {report.title} — {report.detail}{'  [off screen]' if off_screen else ''}")
        _print_textbook(report.numbers, marks)
    off = sum(r.on_screen is False for r in reports)
    _print_totals(reports, f", {off} with their point off screen at {args.size}")
    return 0 if all_hold(reports) else 1


def _report_numbers(args: argparse.Namespace, decks) -> int:
    from workbench.cli.progress import ProgressLine
    from workbench.core.scene_checks import all_hold, check_deck

    line = ProgressLine()  # what is being checked, on a terminal
    reports = []
    for deck in decks:
        reports += check_deck(deck, training=args.training, progress=line.show)
    line.clear()
    if args.json:
        print(json.dumps({"scenes": [r.to_dict() for r in reports]}, ensure_ascii=False, indent=2))
        return 0 if all_hold(reports) else 1
    marks = MARKS if _can_write("".join(MARKS.values())) else PLAIN_MARKS
    for report in reports:
        print(f"{marks[report.holds]} {report.title} — {report.detail}")
        _print_textbook(report, marks)
    _print_totals(reports, "")
    return 0 if all_hold(reports) else 1


def _print_textbook(report, marks) -> None:
    if report.textbook_results:
        detail = "; ".join(r.detail for r in report.textbook_results)
        print(f"    textbook {marks[report.textbook_holds]} {report.textbook_claim} — {detail}")


def _print_totals(reports, note: str) -> None:
    textbook = [getattr(r, "numbers", r).textbook_holds for r in reports]
    failed = sum(r.holds is False or t is False for r, t in zip(reports, textbook, strict=True))
    held = sum(r.holds is True and t is not False for r, t in zip(reports, textbook, strict=True))
    skipped = len(reports) - failed - held
    print(
        f"{held} of {len(reports)} scenes hold, {failed} do not"
        + (f", {skipped} not checked here" if skipped else "")
        + note
        + "."
    )


def _can_write(text: str) -> bool:
    try:
        text.encode(sys.stdout.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True
