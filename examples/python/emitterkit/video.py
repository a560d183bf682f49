"""Clips and frames to files through `emitter render`, the command line's own path: every format
it writes (.mp4, .webm, .mov, .gif, .apng, .webp, a .png of the last frame, a folder of PNGs),
its options and its checks. The program is the one beside the library (the wheel bundles it);
video formats need ffmpeg on PATH, as the command line does."""

import math
import os
import re
import subprocess
import sys
import tempfile
import warnings

from ._library import program_path
from .display import Clip
from .errors import EmitterKitError

# render()'s keyword -> emitter render's option; the command line states and checks the values.
OPTIONS = {
    "time": "--time", "frames": "--frames", "from_time": "--from", "frame_range": "--frame-range",
    "fps": "--fps", "size": "--size", "scale": "--scale", "motion": "--motion", "seed": "--seed",
    "background": "--background", "quality": "--quality", "encoder_speed": "--encoder-speed",
    "codec": "--codec", "png_compression": "--png-compression", "renderer": "--renderer",
    "video_conversion": "--video-conversion", "memory_limit": "--memory-limit",
}
NUMBERS = {"time", "from_time", "fps", "scale"}
INTEGERS = {"frames", "seed"}

# What RenderProgress prints when stderr is not a terminal (whole lines, one a second).
STARTED = re.compile(r"^emitter: rendering (?:(\d+) frames?|frames \d+-(\d+) of \d+)")
FRAME = re.compile(r"^emitter: frame (\d+)/(\d+)")


def render(scene, out, *, time=None, frames=None, from_time=None, frame_range=None, fps=None,
           size=None, scale=None, motion=None, seed=None, background=None, quality=None,
           encoder_speed=None, codec=None, png_compression=None, renderer=None,
           video_conversion=None, memory_limit=None, strict=False, progress=True):
    """Renders `scene` (a Scene, a preset's name or a scene file's path) to `out` as `emitter
    render SCENE --out OUT` does: a video (.mp4, .webm, .mov, .gif, .apng, .webp), the last
    frame (.png) or every frame into a folder (a path ending in /). Returns a Clip, which Jupyter
    shows inline.

    Each keyword is the command line's option of that name (`encoder_speed` is
    --encoder-speed, `from_time` --from): time or frames (default 3 s), fps, size (w, h) in
    points, scale, motion (the one set_motion() set by default), seed, background ("#rrggbb",
    "#rrggbbaa", "transparent" or (r, g, b[, a]) in 0...1), quality (low, medium, high),
    encoder_speed (fast, balanced, small), codec (h264, hevc, vp9, vp8, prores, qtrle, webp,
    webp-lossless), png_compression, renderer (auto, gl, cpu), video_conversion, memory_limit.

    progress: True writes "frame N/T" to stderr as it goes, a callable gets
    progress(frames_done, frames_total), False stays quiet. A failed render raises
    EmitterKitError naming the keyword and the value; warnings about the scene become Python
    warnings."""
    from .core import current_motion

    values = dict(time=time, frames=frames, from_time=from_time, frame_range=frame_range, fps=fps,
                  size=size, scale=scale, motion=motion or current_motion(), seed=seed,
                  background=background, quality=quality, encoder_speed=encoder_speed,
                  codec=codec, png_compression=png_compression, renderer=renderer,
                  video_conversion=video_conversion, memory_limit=memory_limit)
    arguments = []
    for keyword, value in values.items():
        if value is not None:
            # --flag=value: a value starting with "-" stays a value.
            arguments.append(f"{OPTIONS[keyword]}={_option(keyword, value)}")
    if strict:
        arguments.append("--strict")
    if not (isinstance(out, (str, os.PathLike))):
        raise TypeError(f"out must be a path (str or os.PathLike), not {type(out).__name__}")
    out = _argument_text("out", os.fspath(out))
    if not (progress is True or progress is False or progress is None or callable(progress)):
        raise TypeError(f"progress must be True, False or a callable, not {type(progress).__name__}")
    program = program_path()
    if program is None:
        raise EmitterKitError(
            "render() runs the emitter program, and none was found beside the library "
            "(PREFIX/bin/emitter) or on PATH: install the wheel, which bundles it, or "
            "EmitterKit with tools/install")
    with _scene_argument(scene) as reference:
        # The scene after "--": a name starting with "-" is not taken for an option.
        _run([program, "render", f"--out={out}"] + arguments + ["--", reference], progress, out)
    if not os.path.exists(out):
        raise EmitterKitError(f"render to {out} wrote nothing (emitter render exited 0)")
    return Clip(out)


def show(scene, seconds=3.0, format="mp4", **options):
    """A clip of `seconds` of `scene` for a notebook: rendered by render() to a temporary .mp4
    (or `format`: webm, gif, apng, webp...) with `options`, kept in memory, the file deleted;
    Jupyter plays it inline, looped."""
    if not isinstance(format, str) or not format.isalnum():
        raise ValueError(f"format must be an extension such as 'mp4' or 'gif', not {format!r}")
    options.setdefault("progress", False)
    with tempfile.TemporaryDirectory(prefix="emitterkit-show-") as folder:
        path = os.path.join(folder, f"clip.{format}")
        render(scene, path, time=seconds, **options)
        with open(path, "rb") as file:
            return Clip(path, file.read())


def _option(keyword, value):
    """A keyword's value as the command line's text, or an error naming the keyword."""
    if keyword == "size" and not isinstance(value, str):
        numbers = _numbers(keyword, value, (2,))
        return f"{numbers[0]:g}x{numbers[1]:g}"
    if keyword == "background" and not isinstance(value, str):
        numbers = _numbers(keyword, value, (3, 4))
        if not all(0 <= n <= 1 for n in numbers):
            raise ValueError(f"background components must be in 0...1 (got {tuple(numbers)!r})")
        return "#" + "".join(f"{round(n * 255):02x}" for n in numbers)
    if keyword in INTEGERS:
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{keyword} must be an int, not {type(value).__name__}")
        return str(value)
    if keyword in NUMBERS:
        return repr(_finite(keyword, value))
    if not isinstance(value, str):
        raise TypeError(f"{keyword} must be a str, not {type(value).__name__}")
    return _argument_text(keyword, value)


def _argument_text(name, value):
    """`value` as a program argument can carry it (no NUL, valid UTF-8), or an error naming it."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str path, not {type(value).__name__}")
    if not value or "\0" in value:
        raise ValueError(f"{name} must be a non-empty text without NUL characters (got {value!r})")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as error:
        raise ValueError(f"{name} is not valid Unicode: {error.reason} at index {error.start}") from None
    return value


def _numbers(keyword, value, counts):
    try:
        items = list(value)
    except TypeError:
        raise TypeError(f"{keyword} must be a str or {' or '.join(map(str, counts))} numbers, "
                        f"not {type(value).__name__}") from None
    if len(items) not in counts:
        raise ValueError(f"{keyword} must be {' or '.join(map(str, counts))} finite numbers "
                         f"(got {len(items)})")
    return [_finite(f"{keyword}[{index}]", n) for index, n in enumerate(items)]


def _finite(name, value):
    """`value` as a finite float, or an error naming it (float() of a huge int overflows)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name} must be a number, not {type(value).__name__}")
    try:
        number = float(value)
    except OverflowError:
        raise ValueError(f"{name} is too large for a double (an integer of "
                         f"{value.bit_length()} bits)") from None
    if not math.isfinite(number):
        raise ValueError(f"{name} must be a finite number (got {number!r})")
    return number


class _scene_argument:
    """What `emitter render` is given for `scene`: a file's path or a preset's name; a scene
    from JSON text is written to a hidden file in the working directory for the render (its
    relative image paths resolve there, as from_json resolves them) and deleted after."""

    def __init__(self, scene):
        from .core import Scene

        self._written = None
        if isinstance(scene, Scene):
            if scene.source is None:
                raise ValueError("scene was not loaded by Scene.load, Scene.preset or "
                                 "Scene.from_json, so render() cannot hand it to emitter")
            kind, value = scene.source
            if kind == "json":
                self._written = self._write(value)
                value = self._written
            self.reference = value
        elif isinstance(scene, (str, os.PathLike)):
            self.reference = _argument_text("scene", os.fspath(scene))
        else:
            raise TypeError(f"scene must be a Scene, a preset's name or a scene file's path, not "
                            f"{type(scene).__name__}")

    @staticmethod
    def _write(text):
        folder = os.getcwd() if os.access(os.getcwd(), os.W_OK) else None
        with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".json", dir=folder,
                                         prefix=".emitterkit-scene-", delete=False) as file:
            file.write(text)
            return file.name

    def __enter__(self):
        return self.reference

    def __exit__(self, *exc):
        if self._written is not None:
            os.unlink(self._written)


def _run(command, progress, out):
    """Runs emitter, turning its progress lines into `progress` and its other lines into the
    error or warnings they are."""
    messages = []
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True, errors="replace")
    total = 0
    for line in process.stderr:
        line = line.rstrip("\n")
        started, frame = STARTED.match(line), FRAME.match(line)
        if started or frame:
            done = int(frame.group(1)) if frame else 0
            total = int(frame.group(2)) if frame else int(started.group(1) or started.group(2))
            _report(progress, done, total, out)
        elif line.startswith("warning: "):
            warnings.warn(line[len("warning: "):], stacklevel=3)
        elif line.startswith(("Help: ", "Usage: ", "  See 'emitter")):
            pass  # the command line's usage, which names its flags, not render()'s keywords
        elif line and not line.startswith("emitter: finishing"):
            messages.append(line.removeprefix("Error: "))
    status = process.wait()
    if progress is True and total:
        sys.stderr.write("\n")
    if status != 0:
        text = "\n".join(messages) or f"emitter exited with status {status}"
        for keyword, flag in OPTIONS.items():
            text = re.sub(rf"(?<![\w-]){re.escape(flag)}(?![\w-])", keyword, text)
        raise EmitterKitError(f"render to {out} failed: {text}", status, "emitter render")


def _report(progress, done, total, out):
    if progress is True:
        sys.stderr.write(f"\r{out}: frame {done}/{total} ({done * 100 // max(total, 1)} %)")
        sys.stderr.flush()
    elif callable(progress):
        progress(done, total)
