"""Inline display in Jupyter: a scene's frame and a system's canvas as PNG, a rendered clip as an
HTML5 video or image carrying the file in a data URI (so a saved notebook keeps it)."""

import base64
import io
import math
import os

# The scene time a scene's preview shows: most presets have filled their canvas by then.
PREVIEW_TIME = 2.0
PREVIEW_FPS = 60
# The latest preview time: frames are stepped one by one (as render() steps them), so a larger
# time would keep a notebook busy for minutes; render() a clip for later times.
PREVIEW_LATEST = 60.0

# Each format `emitter render` writes, by extension: the MIME type a browser plays it as.
MIME_TYPES = {
    ".mp4": "video/mp4", ".webm": "video/webm", ".mov": "video/quicktime",
    ".gif": "image/gif", ".apng": "image/apng", ".webp": "image/webp", ".png": "image/png",
}


def png_bytes(image):
    """A Pillow image as PNG file bytes."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def preview(scene, time, pixel_scale=None):
    """The canvas of `scene` at `time` seconds, simulated frame by frame at 60 fps by the CPU
    (no GL context needed in the notebook), as a Pillow image."""
    from .core import ParticleSystem

    if (isinstance(time, bool) or not isinstance(time, (int, float))
            or not 0 <= time <= PREVIEW_LATEST):
        raise ValueError(f"time must be a number of seconds in 0...{PREVIEW_LATEST:g} "
                         f"(got {time!r})")
    with ParticleSystem(scene, pixel_scale, cpu=True) as system:
        for frame in range(1, max(1, round(time * PREVIEW_FPS)) + 1):
            system.update(frame / PREVIEW_FPS)
        return system.image()


class Clip:
    """A file render() wrote (or show() made): Jupyter shows a video as an HTML5 <video> that
    plays looped, an image (GIF, APNG, WebP, PNG) as an <img>, both inline from a data URI."""

    def __init__(self, path, data=None):
        self.path = os.fspath(path)
        self._data = data

    @property
    def mime_type(self):
        """The MIME type of the file's format, from its extension."""
        extension = os.path.splitext(self.path)[1].lower()
        if extension not in MIME_TYPES:
            raise ValueError(f"{self.path}: no inline display for a {extension or 'folder'} "
                             f"(one of {', '.join(MIME_TYPES)})")
        return MIME_TYPES[extension]

    @property
    def data(self):
        """The file's bytes (kept in memory by show(), read from the file otherwise)."""
        if self._data is not None:
            return self._data
        with open(self.path, "rb") as file:
            return file.read()

    def data_uri(self):
        """The file as a data: URI, what the inline HTML embeds."""
        return f"data:{self.mime_type};base64,{base64.b64encode(self.data).decode('ascii')}"

    def _repr_html_(self):
        if os.path.isdir(self.path):
            return None
        if self.mime_type.startswith("video/"):
            return (f'<video src="{self.data_uri()}" autoplay loop muted playsinline controls>'
                    f"</video>")
        return f'<img src="{self.data_uri()}">'

    def _repr_png_(self):
        return self.data if self.path.lower().endswith(".png") else None

    def __repr__(self):
        return f"Clip({self.path!r})"
