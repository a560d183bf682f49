"""Frames to images: a particle system drawn offscreen by the library (the same path `emitter
render` takes) and read back as Pillow images or numpy arrays. No GL is called from Python."""

from .errors import EmitterKitError


def render_frames(scene, frames, fps=60.0, pixel_scale=None, background=None, every=1,
                  renderer="gl", as_numpy=False):
    """Simulates `scene` for `frames` frames at `fps` and yields (frame number from 1, Pillow
    image) for every `every`-th frame and the last, each the canvas over `background` ((r, g, b,
    a) in 0...1; the scene's backgroundColor by default), at `pixel_scale` pixels per point
    (default_pixel_scale(), the CLI's and Swift's default, when None).

    renderer "gl" draws with OpenGL in a headless EGL context the function makes; "cpu" with the
    native CPU renderer, needing no display, no EGL and no GPU.

    as_numpy=True yields each frame as a numpy (height, width, 4) uint8 array of premultiplied
    RGBA (ParticleSystem.pixels(): the library writes into it, no copy) instead of an image."""
    from .core import HeadlessContext, ParticleSystem

    for name, value in (("frames", frames), ("every", every)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(f"{name} must be an int of at least 1 (got {value!r})")
    if isinstance(fps, bool) or not isinstance(fps, (int, float)) or not 0 < fps < float("inf"):
        raise ValueError(f"fps must be a finite number above 0 (got {fps!r})")
    if renderer not in ("gl", "cpu"):
        raise ValueError(f"renderer must be 'gl' or 'cpu', not {renderer!r}")

    def frames_of(system):
        if background is not None:
            system.set_background(background)
        for frame in range(1, frames + 1):
            system.update(frame / fps)
            if frame % every == 0 or frame == frames:
                yield frame, system.pixels() if as_numpy else system.image()

    if renderer == "cpu":
        with ParticleSystem(scene, pixel_scale, cpu=True) as system:
            yield from frames_of(system)
        return
    with HeadlessContext():
        with ParticleSystem(scene, pixel_scale) as system:
            yield from frames_of(system)


__all__ = ["render_frames", "EmitterKitError"]
