"""Frames to images: a texture-backed framebuffer in the current GL context, the system drawn
over a background, read back into a Pillow image. GL is called through libepoxy (which
libemitterkit.so already uses), so no Python GL package is needed. render_rgba does the same
with no GL at all: the native CPU renderer draws into a bytearray."""

import ctypes
import math

from PIL import Image

from .errors import EmitterKitError

GL_RGBA = 0x1908
GL_RGBA8 = 0x8058
GL_UNSIGNED_BYTE = 0x1401
GL_COLOR = 0x1800
GL_COLOR_ATTACHMENT0 = 0x8CE0
GL_TEXTURE_2D = 0x0DE1
GL_FRAMEBUFFER = 0x8D40
GL_FRAMEBUFFER_COMPLETE = 0x8CD5
GL_PACK_ALIGNMENT = 0x0D05

_u = ctypes.c_uint32
_pu = ctypes.POINTER(ctypes.c_uint32)
_i = ctypes.c_int32
_FUNCTIONS = {  # name: (result, argument types), DSA entry points of OpenGL 4.5
    "glCreateTextures": (None, [_u, _i, _pu]),
    "glTextureStorage2D": (None, [_u, _i, _u, _i, _i]),
    "glCreateFramebuffers": (None, [_i, _pu]),
    "glNamedFramebufferTexture": (None, [_u, _u, _u, _i]),
    "glCheckNamedFramebufferStatus": (_u, [_u, _u]),
    "glClearNamedFramebufferfv": (None, [_u, _u, _i, ctypes.POINTER(ctypes.c_float)]),
    "glGetTextureImage": (None, [_u, _i, _u, _u, _i, ctypes.c_void_p]),
    "glPixelStorei": (None, [_u, _i]),
    "glGetIntegerv": (None, [_u, ctypes.POINTER(ctypes.c_int32)]),
    "glDeleteFramebuffers": (None, [_i, _pu]),
    "glDeleteTextures": (None, [_i, _pu]),
    "glGetError": (_u, []),
}


class _GL:
    """The few GL functions Offscreen calls, read from libepoxy's dispatch pointers."""

    _epoxy = None

    def __init__(self):
        if _GL._epoxy is None:
            try:
                _GL._epoxy = ctypes.CDLL("libepoxy.so.0")
            except OSError as error:
                raise EmitterKitError(
                    f"libepoxy.so.0 could not be loaded ({error}); install libepoxy0 "
                    "(tools/setup installs libepoxy-dev)") from error
        for name, (result, arguments) in _FUNCTIONS.items():
            pointer = ctypes.c_void_p.in_dll(_GL._epoxy, f"epoxy_{name}").value
            setattr(self, name, ctypes.CFUNCTYPE(result, *arguments)(pointer))


class Offscreen:
    """A width x height pixel RGBA8 framebuffer in the current GL context, drawn into by a
    ParticleSystem over a background colour and read back as a Pillow image."""

    def __init__(self, width, height):
        if width <= 0 or height <= 0:
            raise ValueError(f"Offscreen size {width} x {height}: both must be at least 1 pixel")
        self.width, self.height = int(width), int(height)
        self._gl = gl = _GL()
        texture, framebuffer = ctypes.c_uint32(), ctypes.c_uint32()
        gl.glCreateTextures(GL_TEXTURE_2D, 1, ctypes.byref(texture))
        gl.glTextureStorage2D(texture, 1, GL_RGBA8, self.width, self.height)
        gl.glCreateFramebuffers(1, ctypes.byref(framebuffer))
        gl.glNamedFramebufferTexture(framebuffer, GL_COLOR_ATTACHMENT0, texture, 0)
        self.texture, self.framebuffer = texture.value, framebuffer.value
        status = gl.glCheckNamedFramebufferStatus(self.framebuffer, GL_FRAMEBUFFER)
        if status != GL_FRAMEBUFFER_COMPLETE:
            self.close()
            raise EmitterKitError(f"the offscreen framebuffer is incomplete (status 0x{status:x}); "
                                  "is a GL 4.5 context current?")

    def clear(self, color):
        """Fills the framebuffer with `color` (r, g, b, a in 0...1, not premultiplied)."""
        r, g, b, a = color
        premultiplied = (ctypes.c_float * 4)(r * a, g * a, b * a, a)
        self._gl.glClearNamedFramebufferfv(self.framebuffer, GL_COLOR, 0, premultiplied)

    def draw(self, system):
        """Draws `system` over what the framebuffer holds, over its whole size."""
        system.draw(self.framebuffer, 0, 0, self.width, self.height)

    def image(self):
        """The pixels as a Pillow RGBA image, top row first, alpha not premultiplied."""
        gl = self._gl
        size = self.width * self.height * 4
        pixels = ctypes.create_string_buffer(size)
        alignment = ctypes.c_int32()
        gl.glGetIntegerv(GL_PACK_ALIGNMENT, ctypes.byref(alignment))
        gl.glPixelStorei(GL_PACK_ALIGNMENT, 1)
        gl.glGetTextureImage(self.texture, 0, GL_RGBA, GL_UNSIGNED_BYTE, size, pixels)
        gl.glPixelStorei(GL_PACK_ALIGNMENT, alignment.value)
        error = gl.glGetError()
        if error != 0:
            raise EmitterKitError(f"reading the frame back failed (GL error 0x{error:x})")
        # GL's rows run bottom-up; the framebuffer holds premultiplied colour ("RGBa").
        image = Image.frombuffer("RGBa", (self.width, self.height), pixels.raw, "raw", "RGBa", 0, -1)
        return image.convert("RGBA")

    def close(self):
        """Deletes the framebuffer and texture (the same context must be current)."""
        if self.framebuffer or self.texture:
            self._gl.glDeleteFramebuffers(1, ctypes.byref(ctypes.c_uint32(self.framebuffer)))
            self._gl.glDeleteTextures(1, ctypes.byref(ctypes.c_uint32(self.texture)))
            self.framebuffer = self.texture = 0

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def render_frames(scene, frames, fps=60.0, pixel_scale=1.0, background=(0, 0, 0, 1), every=1):
    """Simulates `scene` for `frames` frames at `fps` in a headless GL context and yields
    (frame number from 1, Pillow image) for every `every`-th frame and the last."""
    from .core import HeadlessContext, ParticleSystem

    if frames < 1 or every < 1:
        raise ValueError(f"frames ({frames}) and every ({every}) must be at least 1")
    width, height = scene.size
    with HeadlessContext():
        with ParticleSystem(scene, pixel_scale) as system, Offscreen(
                math.ceil(width * pixel_scale), math.ceil(height * pixel_scale)) as target:
            for frame in range(1, frames + 1):
                system.update(frame / fps)
                if frame % every == 0 or frame == frames:
                    target.clear(background)
                    target.draw(system)
                    yield frame, target.image()


def render_rgba(scene, frames, fps=60.0, pixel_scale=1.0, background=(0, 0, 0, 1), every=1):
    """render_frames without GL: a CPU system (ParticleSystem(cpu=True)) draws each frame into
    a bytearray filled with `background`; yields (frame number from 1, Pillow image) for every
    `every`-th frame and the last. Needs no display, no EGL, no GPU."""
    from .core import ParticleSystem

    if frames < 1 or every < 1:
        raise ValueError(f"frames ({frames}) and every ({every}) must be at least 1")
    width, height = scene.size
    width, height = round(width * pixel_scale), round(height * pixel_scale)
    r, g, b, a = background
    pixel = bytes(round(min(max(c, 0), 1) * 255) for c in (r * a, g * a, b * a, a))
    with ParticleSystem(scene, pixel_scale, cpu=True) as system:
        for frame in range(1, frames + 1):
            system.update(frame / fps)
            if frame % every == 0 or frame == frames:
                pixels = bytearray(pixel * (width * height))
                system.draw_rgba(pixels, width, height)
                # Premultiplied colour, rows from the top ("RGBa").
                image = Image.frombuffer("RGBa", (width, height), bytes(pixels), "raw", "RGBa", 0, 1)
                yield frame, image.convert("RGBA")
