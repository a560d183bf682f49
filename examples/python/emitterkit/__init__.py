"""EmitterKit from Python: ctypes bindings over libemitterkit.so (include/emitterkit.h).

    import emitterkit as ek
    scene = ek.Scene.preset("confetti")               # or Scene.load(path), Scene.from_json(text)
    for frame, image in ek.render_frames(scene, frames=90, every=30):
        image.save(f"frame-{frame}.png")              # a Pillow image, rendered headless (EGL)
    for frame, image in ek.render_frames(scene, frames=90, renderer="cpu"):
        ...                                           # the same with no GL: the CPU renderer

Every failed call raises EmitterKitError with the library's message; a missing library raises
LibraryNotFoundError, which says how to build and install it.
"""

from ._library import Particle
from .core import (HeadlessContext, ParticleSystem, Scene, default_pixel_scale, motion_is_reduced,
                   presets, set_motion)
from .errors import EmitterKitError, LibraryNotFoundError
from .render import render_frames

__all__ = [
    "EmitterKitError", "HeadlessContext", "LibraryNotFoundError", "Particle", "ParticleSystem",
    "Scene", "default_pixel_scale", "motion_is_reduced", "presets", "render_frames", "set_motion",
]
