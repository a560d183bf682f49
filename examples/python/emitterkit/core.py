"""Scenes, headless contexts and particle systems: thin classes over the C handles."""

import ctypes
import json
import os
from pathlib import Path

from ._library import COMPLETION_CALLBACK, Event, Particle, library
from .display import PREVIEW_TIME, png_bytes, preview
from .errors import EmitterKitError


def _check(status):
    """Raises EmitterKitError with the library's message when `status` is not EK_OK."""
    if status != 0:
        lib = library()
        message = lib.ek_last_error_message().decode("utf-8", "replace")
        name = lib.ek_status_name(status).decode("ascii", "replace")
        raise EmitterKitError(message, status, name)


def _text(value, what):
    """`value` as the NUL-terminated UTF-8 a C string argument takes, or a clear error naming
    `what`: ctypes would cut the text at a NUL silently, and a lone surrogate has no UTF-8."""
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a str, not {type(value).__name__}")
    if "\0" in value:
        raise ValueError(f"{what} must not contain a NUL character (at index {value.index(chr(0))})")
    try:
        return value.encode("utf-8")
    except UnicodeEncodeError as error:
        raise ValueError(f"{what} is not valid Unicode: {error.reason} at index {error.start}") from None


_INT32 = (-(2**31), 2**31 - 1)
_UINT32 = (0, 2**32 - 1)


def _integer(value, what, bounds=_INT32):
    """`value` checked against the C argument's range: ctypes would wrap 2**32 to 0 silently."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be an int, not {type(value).__name__}")
    low, high = bounds
    if not low <= value <= high:
        raise ValueError(f"{what} must be an integer in {low}...{high} (got {value})")
    return value


def _number(value, what):
    """`value` as the double a C argument takes, or a clear error naming `what` (ctypes says only
    "int too large to convert to float"). NaN and infinities pass: the library names them."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{what} must be a number, not {type(value).__name__}")
    try:
        return float(value)
    except OverflowError:
        raise ValueError(f"{what} is too large for a double (got an integer of "
                         f"{len(str(abs(value)))} digits)") from None


def presets():
    """The preset names, in catalogue order: the library's own list (ek_preset_name), the one
    `emitter presets`, Swift's Scene.presetNames and C read. "confetti" also names
    confetti-cannon."""
    lib, count = library(), ctypes.c_size_t()
    _check(lib.ek_preset_count(ctypes.byref(count)))
    names = []
    for index in range(count.value):
        name = ctypes.c_char_p()
        _check(lib.ek_preset_name(index, ctypes.byref(name)))
        names.append(name.value.decode("utf-8"))
    return names


def default_pixel_scale():
    """The pixel scale every surface uses when none is given (ek_default_pixel_scale)."""
    value = ctypes.c_double()
    _check(library().ek_default_pixel_scale(ctypes.byref(value)))
    return value.value


MOTIONS = {"system": 0, "reduced": 1, "full": 2}
_motion = "system"


def set_motion(motion):
    """Sets the motion of systems made from now on: "system" (the desktop's reduced-motion
    setting: EMITTERKIT_REDUCED_MOTION, GTK's gtk-enable-animations, GNOME's enable-animations;
    the default), "reduced" (fewer particles, nothing spinning or swaying) or "full"."""
    if motion not in MOTIONS:
        raise ValueError(f"motion must be one of {', '.join(MOTIONS)}, not {motion!r}")
    global _motion
    _check(library().ek_set_motion(MOTIONS[motion]))
    _motion = motion


def current_motion():
    """What set_motion() set last ("system" until it is called): render() passes it on."""
    return _motion


def motion_is_reduced():
    """Whether systems made now get the reduced-motion policy."""
    reduced = ctypes.c_int32()
    _check(library().ek_motion_is_reduced(ctypes.byref(reduced)))
    return bool(reduced.value)


class Scene:
    """A loaded scene: a scene file, JSON text or a preset's name. Close it (or use `with`)
    when done; systems made from it keep working after."""

    def __init__(self, handle, source=None):
        self._handle = ctypes.c_void_p(handle)
        # What `emitter render` is given for this scene (render()): ("file", path),
        # ("preset", name) or ("json", text).
        self.source = source

    @classmethod
    def load(cls, path):
        """Loads a scene file (image paths are relative to it)."""
        handle = ctypes.c_void_p()
        path = os.fspath(path)
        _check(library().ek_scene_load_file(_text(path, "path"), ctypes.byref(handle)))
        return cls(handle.value, ("file", os.path.abspath(path)))

    @classmethod
    def from_json(cls, text):
        """Loads a scene from JSON text (relative image paths: the working directory)."""
        handle = ctypes.c_void_p()
        _check(library().ek_scene_load_json(_text(text, "json"), ctypes.byref(handle)))
        return cls(handle.value, ("json", text))

    @classmethod
    def preset(cls, name):
        """Loads a built-in preset by name ("fire", "confetti"...; see presets()) from wherever
        the library is installed (ek_scene_load_preset); an unknown name raises EmitterKitError
        listing every name."""
        handle = ctypes.c_void_p()
        _check(library().ek_scene_load_preset(_text(name, "name"), ctypes.byref(handle)))
        return cls(handle.value, ("preset", name))

    @property
    def handle(self):
        """The ek_scene pointer (None once closed: the library then reports an invalid handle)."""
        return self._handle

    @property
    def size(self):
        """The canvas size in points, (width, height)."""
        width, height = ctypes.c_double(), ctypes.c_double()
        _check(library().ek_scene_size(self._handle, ctypes.byref(width), ctypes.byref(height)))
        return width.value, height.value

    def reference_snapshot(self, frames, frames_per_second=60):
        """The CPU reference's particles after `frames` frames (no GL needed): what a system made
        from this scene and updated frame by frame holds then, ordered by (cell, serial)."""
        lib = library()
        count = ctypes.c_size_t()
        capacity = 1024
        while True:
            buffer = (Particle * capacity)()
            status = lib.ek_scene_reference_snapshot(
                self._handle, _number(frames_per_second, "frames_per_second"),
                _integer(frames, "frames"), buffer, capacity, ctypes.byref(count))
            if status == 10:  # EK_ERROR_BUFFER_TOO_SMALL: the count needed was written
                capacity = count.value
                continue
            _check(status)
            return list(buffer[: count.value])

    def frame(self, time=PREVIEW_TIME, pixel_scale=None):
        """The canvas at scene time `time` seconds, simulated at 60 fps by the CPU (no GL), as a
        Pillow image: what Jupyter shows for a scene (_repr_png_)."""
        return preview(self, time, pixel_scale)

    def _repr_png_(self):
        return png_bytes(self.frame())

    def close(self):
        """Destroys the scene (a second close is the library's invalid-handle error)."""
        handle, self._handle = self._handle, ctypes.c_void_p()
        _check(library().ek_scene_destroy(handle))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self._handle.value is not None:
            self.close()


class HeadlessContext:
    """An OpenGL context with no window (EGL surfaceless or device), made current on creation."""

    def __init__(self):
        handle = ctypes.c_void_p()
        _check(library().ek_context_create_headless(ctypes.byref(handle)))
        self._handle = handle

    def make_current(self):
        _check(library().ek_context_make_current(self._handle))

    def close(self):
        """Destroys the context; none is current on this thread afterwards."""
        handle, self._handle = self._handle, ctypes.c_void_p()
        _check(library().ek_context_destroy(handle))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self._handle.value is not None:
            self.close()


class ParticleSystem:
    """A running particle system in the GL context current when it is made (a window's, or a
    HeadlessContext's). Update it, draw it over your framebuffer, change it live.

    With cpu=True it needs no GL at all: the CPU simulates and draw_rgba draws into your
    premultiplied RGBA bytes (ek_system_create_cpu). pixel_scale None is the default every
    surface uses (default_pixel_scale()); the motion set_motion() set applies."""

    def __init__(self, scene, pixel_scale=None, cpu=False):
        handle = ctypes.c_void_p()
        create = library().ek_system_create_cpu if cpu else library().ek_system_create
        pixel_scale = default_pixel_scale() if pixel_scale is None else pixel_scale
        _check(create(scene.handle, _number(pixel_scale, "pixel_scale"), ctypes.byref(handle)))
        self.cpu = cpu
        self._handle = handle
        self._callback = None
        self._on_completion = None
        self._on_finished = {}
        self.pixel_scale = pixel_scale

    @property
    def handle(self):
        return self._handle

    def update(self, time):
        """Advances to scene time `time` in seconds (earlier times are ignored)."""
        _check(library().ek_system_update(self._handle, _number(time, "time")))

    def update_by(self, seconds):
        _check(library().ek_system_update_by(self._handle, _number(seconds, "seconds")))

    @property
    def time(self):
        value = ctypes.c_double()
        _check(library().ek_system_time(self._handle, ctypes.byref(value)))
        return value.value

    def draw(self, framebuffer, x, y, width, height):
        """Draws over framebuffer `framebuffer` (0: the window's) into the viewport in pixels from
        its bottom-left; never clears; GL state restored."""
        _check(library().ek_system_draw(
            self._handle, _integer(framebuffer, "framebuffer", _UINT32), _integer(x, "x"),
            _integer(y, "y"), _integer(width, "width"), _integer(height, "height")))

    def draw_rgba(self, pixels, width, height, stride=None, scale=None):
        """Draws over `pixels` (a writable buffer: bytearray, ctypes array, memoryview) of
        premultiplied RGBA8, rows from the top, `stride` bytes apart (width * 4 by default),
        never clearing; the canvas at `scale` pixels per point (the system's by default) from
        the top-left, clipped. For a system made with cpu=True."""
        width, height = _integer(width, "width"), _integer(height, "height")
        stride = _integer(width * 4 if stride is None else stride, "stride")
        scale = _number(self.pixel_scale if scale is None else scale, "scale")
        view = memoryview(pixels)
        if view.readonly:
            raise ValueError("draw_rgba needs a writable buffer (a bytearray, not bytes)")
        if view.nbytes < stride * max(height - 1, 0) + width * 4:
            raise ValueError(f"a buffer of {view.nbytes} bytes is too small for {width} x {height} "
                             f"pixels {stride} bytes apart")
        address = ctypes.addressof((ctypes.c_char * view.nbytes).from_buffer(view))
        _check(library().ek_system_draw_rgba(self._handle, address, width, height, stride, scale))

    def draw_texture(self, texture, width, height):
        _check(library().ek_system_draw_texture(
            self._handle, _integer(texture, "texture", _UINT32), _integer(width, "width"),
            _integer(height, "height")))

    def resize(self, width, height, pixel_scale=None):
        """A new canvas size in points (and pixel scale); the simulation carries on."""
        scale = self.pixel_scale if pixel_scale is None else _number(pixel_scale, "pixel_scale")
        _check(library().ek_system_resize(
            self._handle, _number(width, "width"), _number(height, "height"), scale))
        self.pixel_scale = scale

    def layer_index(self, path):
        """The index of the layer at `path`: names from a top-level layer down, joined by dots
        ("card.stars"). Every `layer` argument also takes such a path. Raises EmitterKitError
        naming the nearest name for an unknown one, or for a path two layers match."""
        index = ctypes.c_int32()
        _check(library().ek_system_layer_index(self._handle, _text(path, "path"), ctypes.byref(index)))
        return index.value

    def _layer(self, layer):
        """A layer index, or a name path turned into one."""
        return self.layer_index(layer) if isinstance(layer, str) else _integer(layer, "layer")

    def set(self, key_path, value, layer=0):
        """A live change: a number, a str (enumerations, "#rrggbb"), or 2, 3 or 4 numbers, on
        layer `layer` (an index or a name path such as "card.stars")."""
        lib, key, layer = library(), _text(key_path, "key_path"), self._layer(layer)
        if isinstance(value, str):
            _check(lib.ek_system_set_string(self._handle, layer, key, _text(value, "value")))
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            _check(lib.ek_system_set_double(self._handle, layer, key, _number(value, "value")))
        else:
            try:
                items = list(value)
            except TypeError:
                raise TypeError(f"{key_path}: value must be a number, a str or 2, 3 or 4 numbers, "
                                f"not {type(value).__name__}") from None
            numbers = [_number(v, f"value[{i}]") for i, v in enumerate(items)]
            setters = {2: lib.ek_system_set_vec2, 3: lib.ek_system_set_vec3, 4: lib.ek_system_set_vec4}
            if len(numbers) not in setters:
                raise ValueError(f"{key_path}: a value of {len(numbers)} numbers; give 2, 3 or 4")
            _check(setters[len(numbers)](self._handle, layer, key, *numbers))

    def apply(self, event, layer=0):
        """Any live call, as a scene file writes an element of a layer's "events" or
        "emissionEvents": a dict or its JSON text, e.g. {"type": "addAnimation", "key": "fade",
        "animation": {...}}, {"type": "insertCell", "cell": {...}}, {"type": "emit",
        "duration": 2}. Without "time" it is made now. `layer` None (or -1) is the canvas for
        "insertSublayer" and "removeSublayer" (top-level layers, in scene time) and every layer
        for emission calls other than burst. Every verb below is this call with its event."""
        text = event if isinstance(event, str) else json.dumps(event)
        layer = -1 if layer is None else self._layer(layer)
        _check(library().ek_system_apply(self._handle, layer, _text(text, "event")))

    def add_animation(self, animation, key=None, layer=0):
        """Adds an animation (a dict as a scene file writes one) now, under `key`."""
        event = {"type": "addAnimation", "animation": animation}
        if key is not None:
            event["key"] = key
        self.apply(event, layer)

    def remove_animation(self, key, layer=0):
        self.apply({"type": "removeAnimation", "key": key}, layer)

    def remove_all_animations(self, layer=0):
        self.apply({"type": "removeAllAnimations"}, layer)

    # The cell and behaviour calls below take `mask=True` for the layer's mask's emitter (a
    # mask that emits particles): the event's "mask": true.

    def _cell_event(self, event, mask, layer):
        if mask:
            event["mask"] = True
        self.apply(event, layer)

    def insert_cell(self, cell, index=None, parent=None, layer=0, mask=False):
        """Inserts a cell (a dict as a scene file writes one) into the layer's emitterCells (or
        the cell at `parent`'s, a dotted name path); it starts emitting now."""
        event = {"type": "insertCell", "cell": cell}
        if index is not None:
            event["index"] = index
        if parent is not None:
            event["parent"] = parent
        self._cell_event(event, mask, layer)

    def remove_cell(self, name, layer=0, mask=False):
        self._cell_event({"type": "removeCell", "name": name}, mask, layer)

    def set_cells(self, cells, parent=None, layer=0, mask=False):
        event = {"type": "setCells", "cells": cells}
        if parent is not None:
            event["parent"] = parent
        self._cell_event(event, mask, layer)

    def insert_behavior(self, behavior, index=None, layer=0, mask=False):
        event = {"type": "insertBehavior", "behavior": behavior}
        if index is not None:
            event["index"] = index
        self._cell_event(event, mask, layer)

    def remove_behavior(self, name, layer=0, mask=False):
        self._cell_event({"type": "removeBehavior", "name": name}, mask, layer)

    def set_behaviors(self, behaviors, layer=0, cell=None, mask=False):
        """Replaces the layer's emitterBehaviors, or with `cell` (a dotted name path such as
        "rocket.spark") that cell's own behaviours, now."""
        event = {"type": "setBehaviors", "behaviors": behaviors}
        if cell is not None:
            event["cell"] = cell
        self._cell_event(event, mask, layer)

    def rename_cell(self, name, new_name, layer=0, mask=False):
        """Names the cell at the dotted name path `name` `new_name`, now: the same cell and
        particles, reached by the new name from now on."""
        self._cell_event({"type": "renameCell", "name": name, "newName": new_name}, mask, layer)

    def insert_layer(self, layer, index=None):
        """Inserts a top-level layer (a dict as a scene file writes one, with its sublayers,
        cells and events) at `index` among the top-level layers (the end when None), now:
        addSublayer on the canvas. Its beginTime is in scene time; it is simulated from now on
        and takes the next layer index (the count of layers so far, removed ones included)."""
        event = {"type": "insertSublayer", "layer": layer}
        if index is not None:
            event["index"] = index
        self.apply(event, None)

    def remove_layer(self, index):
        """Removes the top-level layer at `index` among the top-level layers, now, with its
        sublayers: it draws nothing more and its particles are gone; its index stays taken."""
        self.apply({"type": "removeSublayer", "index": index}, None)

    def set_timing(self, layer, begin_time=0.0, speed=1.0, time_offset=0.0):
        """Sets layer `layer`'s clock now (CALayer's beginTime, speed and timeOffset while it
        shows): from now its local time is (t - begin_time) * speed + time_offset of scene
        time t. Speed 0 pauses it; time the clock skips ahead is simulated, time it goes back
        is waited out."""
        self.apply({"type": "setTiming", "layerIndex": layer, "beginTime": begin_time,
                    "speed": speed, "timeOffset": time_offset}, None)

    def insert_sublayer(self, sublayer, index=None, layer=0):
        """Inserts `sublayer` (a dict as a scene file writes one) into the sublayers of `layer`
        at `index` (the end when None), now; its beginTime is in `layer`'s time."""
        event = {"type": "insertSublayer", "layer": sublayer}
        if index is not None:
            event["index"] = index
        self.apply(event, layer)

    def remove_sublayer(self, index, layer=0):
        """Removes sublayer `index` of `layer`'s current sublayers, now, with its subtree."""
        self.apply({"type": "removeSublayer", "index": index}, layer)

    def burst(self, cell, count, layer=0):
        """`count` particles of top-level cell `cell`, born now."""
        layer = self._layer(layer)
        _check(library().ek_system_burst(
            self._handle, layer, _text(cell, "cell"), _integer(count, "count")))

    def emit(self, duration, layer=-1):
        """Emission open for `duration` seconds from now, then closed."""
        _check(library().ek_system_emit(
            self._handle, self._layer(layer), _number(duration, "duration")))

    def stop(self, layer=-1):
        _check(library().ek_system_stop(self._handle, self._layer(layer)))

    def start(self, layer=-1):
        _check(library().ek_system_start(self._handle, self._layer(layer)))

    def restart(self, layer=-1):
        _check(library().ek_system_restart(self._handle, self._layer(layer)))

    def set_recording(self, on):
        """Whether live calls are kept so the run can be replayed (True, the default) or applied
        and forgotten (False): turn it off in a program that changes the system for hours."""
        if not isinstance(on, bool):
            raise TypeError(f"on must be True or False (got {on!r})")
        _check(library().ek_system_set_recording(self._handle, int(on)))

    def set_events(self, on):
        """Whether each step's collisions and deaths are kept for `drain_events` (False by
        default: a GL system reads its particles back after every step while it is on)."""
        if not isinstance(on, bool):
            raise TypeError(f"on must be True or False (got {on!r})")
        _check(library().ek_system_set_events(self._handle, int(on)))

    def drain_events(self):
        """The collisions and deaths kept since the last drain, in order (step after step, each
        step's by cell, serial and kind), as `Event`s: kind_name, cell_path, x, y, z, time."""
        lib, count, pending = library(), ctypes.c_size_t(), ctypes.c_size_t()
        _check(lib.ek_system_pending_events(self._handle, ctypes.byref(pending)))
        if pending.value == 0:
            return []
        buffer = (Event * pending.value)()
        _check(lib.ek_system_drain_events(self._handle, buffer, pending.value, ctypes.byref(count)))
        return list(buffer[: count.value])

    def fire(self, cell, count, layer=0, on_finished=None):
        """A fire-and-forget burst: `count` particles of top-level cell `cell` of top-level layer
        `layer`, born now on a layer of their own (ek_system_fire); `layer` keeps emitting as
        it was. Returns the burst's layer index; on_completion reports it, is_finished(index)
        turns true and `on_finished()` is called from update once its particles are gone."""
        index = ctypes.c_int32()
        _check(library().ek_system_fire(
            self._handle, self._layer(layer), _text(cell, "cell"), count, ctypes.byref(index)))
        if on_finished is not None:
            self._on_finished[index.value] = on_finished
            self._install_callback()
        return index.value

    def on_completion(self, callback):
        """Calls `callback(layer, time)` when a layer completes (None to clear)."""
        self._on_completion = callback
        self._install_callback()

    def _completed(self, layer, time):
        finished = self._on_finished.pop(layer, None)
        if finished is not None:
            finished()
        if self._on_completion is not None:
            self._on_completion(layer, time)

    def _install_callback(self):
        """One C callback serves on_completion and every fire's on_finished."""
        if self._on_completion is None and not self._on_finished:
            self._callback = None
            _check(library().ek_system_set_completion_callback(
                self._handle, COMPLETION_CALLBACK(), None))
            return
        if self._callback is None:
            # Kept on self: ctypes must not free the trampoline while the library holds it.
            self._callback = COMPLETION_CALLBACK(
                lambda _user, layer, time: self._completed(layer, time))
            _check(library().ek_system_set_completion_callback(self._handle, self._callback, None))

    @property
    def particle_count(self):
        """Live particles now, every layer."""
        return self.live_count()

    def live_count(self, layer=None):
        """Live particles now in `layer`, or every layer."""
        count = ctypes.c_size_t()
        layer = -1 if layer is None else self._layer(layer)
        _check(library().ek_system_live_count(self._handle, layer, ctypes.byref(count)))
        return count.value

    def born_count(self, cell, layer=0):
        """Particles born so far from top-level cell `cell` (its name); a removed cell keeps its
        count."""
        count = ctypes.c_size_t()
        _check(library().ek_system_born_count(
            self._handle, self._layer(layer), _text(cell, "cell"), ctypes.byref(count)))
        return count.value

    def is_finished(self, layer=0):
        """Whether the layer's emission has closed and its last particle has died."""
        finished = ctypes.c_int32()
        _check(library().ek_system_is_finished(self._handle, self._layer(layer), ctypes.byref(finished)))
        return bool(finished.value)

    def set_background(self, color):
        """What image() clears the canvas to: (r, g, b, a) in 0...1 (the scene's backgroundColor
        until set)."""
        components = list(color)
        if len(components) != 4:
            raise ValueError(f"color must be 4 numbers (r, g, b, a), not {len(components)}")
        r, g, b, a = (_number(c, f"color[{i}]") for i, c in enumerate(components))
        _check(library().ek_system_set_background(self._handle, r, g, b, a))

    @property
    def image_size(self):
        """The canvas image's size in pixels, (width, height)."""
        width, height = ctypes.c_int32(), ctypes.c_int32()
        _check(library().ek_system_image_size(self._handle, ctypes.byref(width), ctypes.byref(height)))
        return width.value, height.value

    def image_bytes(self):
        """The canvas as it shows now over the background: premultiplied RGBA bytes, rows from the
        top (ek_system_read_image; both kinds of system)."""
        width, height = self.image_size
        buffer = ctypes.create_string_buffer(width * height * 4)
        _check(library().ek_system_read_image(self._handle, buffer, len(buffer)))
        return buffer.raw

    def pixels(self, out=None):
        """The canvas as it shows now, as a numpy array of shape (height, width, 4) and dtype
        uint8: premultiplied RGBA, rows from the top (image_bytes()'s bytes). The library writes
        straight into the array's memory, no copy: into `out` when given (a writable,
        C-contiguous uint8 array of that shape, reused frame after frame), else a new array."""
        import numpy

        width, height = self.image_size
        shape = (height, width, 4)
        if out is None:
            out = numpy.empty(shape, dtype=numpy.uint8)
        elif not isinstance(out, numpy.ndarray):
            raise TypeError(f"out must be a numpy array, not {type(out).__name__}")
        elif out.dtype != numpy.uint8 or out.shape != shape:
            raise ValueError(f"out must have shape {shape} and dtype uint8 (the canvas is "
                             f"{width} x {height} pixels), not {out.shape} {out.dtype}")
        elif not out.flags.c_contiguous or not out.flags.writeable:
            raise ValueError("out must be C-contiguous and writable (numpy.empty gives one)")
        _check(library().ek_system_read_image(self._handle, out.ctypes.data, out.nbytes))
        return out

    def image(self):
        """The canvas as it shows now, as a Pillow RGBA image (alpha not premultiplied)."""
        from PIL import Image

        width, height = self.image_size
        image = Image.frombuffer("RGBa", (width, height), self.pixels(), "raw", "RGBa", 0, 1)
        return image.convert("RGBA")

    def _repr_png_(self):
        """Jupyter shows a system as its canvas now: call it in a loop for live frames."""
        return png_bytes(self.image())

    def snapshot(self):
        """The live particles, ordered by (cell, serial)."""
        lib, count = library(), ctypes.c_size_t()
        capacity = max(self.particle_count, 1)
        while True:
            buffer = (Particle * capacity)()
            status = lib.ek_system_snapshot(self._handle, buffer, capacity, ctypes.byref(count))
            if status == 10:
                capacity = count.value
                continue
            _check(status)
            return list(buffer[: count.value])

    def close(self):
        """Deletes the system's GL objects (its context must be current)."""
        _check(library().ek_system_destroy(self._handle))
        self._handle = ctypes.c_void_p()
        self._callback = None
        self._on_finished = {}

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self._handle.value is not None:
            self.close()
