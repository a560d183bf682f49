"""EmitterKit from Python: ctypes bindings over libemitterkit.so (include/emitterkit.h).

    import emitterkit as ek
    ek.render("confetti", out="confetti.mp4")         # a clip, through `emitter render`
    scene = ek.Scene.preset("confetti")               # or Scene.load(path), Scene.from_json(text)
    with ek.ParticleSystem(scene, cpu=True) as system:
        system.update(1.0)
        pixels = system.pixels()                      # numpy (h, w, 4) uint8, premultiplied
    for frame, image in ek.render_frames(scene, frames=90, every=30):
        image.save(f"frame-{frame}.png")              # Pillow images, rendered headless (EGL)

In Jupyter a Scene shows a frame, a ParticleSystem its canvas now, and render()'s Clip (or
ek.show(scene)) plays inline. Every failed call raises EmitterKitError with the library's
message; a missing library raises LibraryNotFoundError, which says how to get it.
"""

from ._library import Event, Particle, library_path, program_path
from .core import (HeadlessContext, ParticleSystem, Scene, default_pixel_scale, motion_is_reduced,
                   presets, set_motion)
from .display import Clip
from .errors import EmitterKitError, LibraryNotFoundError
from .frames import render_frames
from .video import render, show

__all__ = [
    "Clip", "EmitterKitError", "Event", "HeadlessContext", "LibraryNotFoundError", "Particle",
    "ParticleSystem", "Scene", "default_pixel_scale", "library_path", "motion_is_reduced",
    "presets", "program_path", "render", "render_frames", "set_motion", "show",
]
