"""Finds and loads libemitterkit.so and declares the C functions' signatures (include/emitterkit.h)."""

import ctypes
import os
import shutil
import subprocess

from .errors import LibraryNotFoundError

HOW_TO_INSTALL = (
    "install the wheel, which bundles it (`pip install examples/python` from the EmitterKit "
    "repository), or build and install it with `tools/install --prefix ~/.local` (then `export "
    "PKG_CONFIG_PATH=~/.local/lib/pkgconfig`), or point EMITTERKIT_LIBRARY at the "
    "libemitterkit.so that `swift build --product emitterkit` made"
)

# What a wheel bundles (hatch_build.py): tools/install's prefix layout inside the package, so the
# library finds the presets in share/emitterkit/scenes beside its lib/ folder.
BUNDLED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_bundled")
BUNDLED_LIBRARY = os.path.join(BUNDLED, "lib", "libemitterkit.so")


class Particle(ctypes.Structure):
    """One live particle, as ek_system_snapshot writes it (ek_particle)."""

    _fields_ = [
        ("x", ctypes.c_float), ("y", ctypes.c_float), ("z", ctypes.c_float),
        ("r", ctypes.c_float), ("g", ctypes.c_float), ("b", ctypes.c_float), ("a", ctypes.c_float),
        ("age", ctypes.c_float), ("lifetime", ctypes.c_float), ("scale", ctypes.c_float),
        ("cell", ctypes.c_int32),
    ]

    def __repr__(self):
        return (f"Particle(cell={self.cell}, x={self.x:.3f}, y={self.y:.3f}, z={self.z:.3f}, "
                f"age={self.age:.3f}/{self.lifetime:.3f})")


class Event(ctypes.Structure):
    """One collision or death, as ek_system_drain_events writes it (ek_event)."""

    _fields_ = [
        ("kind", ctypes.c_int32), ("cell", ctypes.c_int32), ("layer", ctypes.c_int32),
        ("x", ctypes.c_float), ("y", ctypes.c_float), ("z", ctypes.c_float),
        ("time", ctypes.c_double), ("serial", ctypes.c_uint64), ("_cell_path", ctypes.c_char * 64),
    ]

    KINDS = ("collision", "death")

    @property
    def kind_name(self):
        """"collision" or "death"."""
        return self.KINDS[self.kind]

    @property
    def cell_path(self):
        """The cell's name path (`parent.child`)."""
        return self._cell_path.decode("utf-8")

    def __repr__(self):
        return (f"Event({self.kind_name}, cell={self.cell_path!r}, serial={self.serial}, "
                f"x={self.x:.3f}, y={self.y:.3f}, time={self.time:.4f})")


COMPLETION_CALLBACK = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int32, ctypes.c_double)

_p = ctypes.c_void_p
_pp = ctypes.POINTER(ctypes.c_void_p)
_s = ctypes.c_char_p
_i = ctypes.c_int32
_d = ctypes.c_double
_pd = ctypes.POINTER(ctypes.c_double)
_size = ctypes.c_size_t
_psize = ctypes.POINTER(ctypes.c_size_t)
_particles = ctypes.POINTER(Particle)
_events = ctypes.POINTER(Event)

# name: argument types (every function returns an ek_status int, except the two string getters).
SIGNATURES = {
    "ek_scene_load_file": [_s, _pp],
    "ek_scene_load_json": [_s, _pp],
    "ek_scene_load_preset": [_s, _pp],
    "ek_preset_count": [_psize],
    "ek_preset_name": [_size, ctypes.POINTER(ctypes.c_char_p)],
    "ek_default_pixel_scale": [_pd],
    "ek_set_motion": [_i],
    "ek_motion_is_reduced": [ctypes.POINTER(_i)],
    "ek_scene_size": [_p, _pd, _pd],
    "ek_scene_destroy": [_p],
    "ek_scene_reference_snapshot": [_p, _d, _i, _particles, _size, _psize],
    "ek_context_create_headless": [_pp],
    "ek_context_make_current": [_p],
    "ek_context_destroy": [_p],
    "ek_system_create": [_p, _d, _pp],
    "ek_system_destroy": [_p],
    "ek_system_update": [_p, _d],
    "ek_system_update_by": [_p, _d],
    "ek_system_time": [_p, _pd],
    "ek_system_draw": [_p, ctypes.c_uint32, _i, _i, _i, _i],
    "ek_system_draw_texture": [_p, ctypes.c_uint32, _i, _i],
    "ek_system_resize": [_p, _d, _d, _d],
    "ek_system_set_double": [_p, _i, _s, _d],
    "ek_system_set_vec2": [_p, _i, _s, _d, _d],
    "ek_system_set_vec3": [_p, _i, _s, _d, _d, _d],
    "ek_system_set_vec4": [_p, _i, _s, _d, _d, _d, _d],
    "ek_system_set_string": [_p, _i, _s, _s],
    "ek_system_layer_index": [_p, _s, ctypes.POINTER(_i)],
    "ek_system_apply": [_p, _i, _s],
    "ek_system_burst": [_p, _i, _s, _i],
    "ek_system_fire": [_p, _i, _s, _i, ctypes.POINTER(_i)],
    "ek_system_emit": [_p, _i, _d],
    "ek_system_stop": [_p, _i],
    "ek_system_set_recording": [_p, _i],
    "ek_system_set_events": [_p, _i],
    "ek_system_drain_events": [_p, _events, _size, _psize],
    "ek_system_pending_events": [_p, _psize],
    "ek_system_start": [_p, _i],
    "ek_system_restart": [_p, _i],
    "ek_system_set_completion_callback": [_p, COMPLETION_CALLBACK, _p],
    "ek_system_particle_count": [_p, _psize],
    "ek_system_live_count": [_p, _i, _psize],
    "ek_system_is_finished": [_p, _i, ctypes.POINTER(_i)],
    "ek_system_born_count": [_p, _i, _s, _psize],
    "ek_system_set_background": [_p, _d, _d, _d, _d],
    "ek_system_image_size": [_p, ctypes.POINTER(_i), ctypes.POINTER(_i)],
    "ek_system_read_image": [_p, ctypes.c_void_p, _size],
    "ek_system_snapshot": [_p, _particles, _size, _psize],
    "ek_system_create_cpu": [_p, _d, _pp],
    "ek_system_draw_rgba": [_p, ctypes.c_void_p, _i, _i, _i, _d],
}


def _candidates():
    """Where to look, in order: EMITTERKIT_LIBRARY, the wheel's own copy, pkg-config's libdir,
    the usual prefixes, the loader's own search."""
    explicit = os.environ.get("EMITTERKIT_LIBRARY")
    if explicit:
        # Only the named file: a wrong setting should fail, not fall back to another copy.
        return [explicit]
    # The bundled copy first: it is the library this Python code was built and tested with.
    found = [BUNDLED_LIBRARY] if os.path.exists(BUNDLED_LIBRARY) else []
    if shutil.which("pkg-config"):
        result = subprocess.run(
            ["pkg-config", "--variable=libdir", "emitterkit"], capture_output=True, text=True)
        if result.returncode == 0 and result.stdout.strip():
            found.append(os.path.join(result.stdout.strip(), "libemitterkit.so"))
    for prefix in (os.path.expanduser("~/.local"), "/usr/local", "/usr"):
        found.append(os.path.join(prefix, "lib", "libemitterkit.so"))
    found.append("libemitterkit.so")
    return found


def load():
    """Loads the library and declares its signatures: (library, the path it was loaded from).
    LibraryNotFoundError says how to get it."""
    tried = []
    for path in _candidates():
        if os.sep in path and not os.path.exists(path):
            tried.append(f"{path} (no such file)")
            continue
        try:
            library = ctypes.CDLL(path)
        except OSError as error:
            tried.append(f"{path} ({error})")
            continue
        for name, arguments in SIGNATURES.items():
            function = getattr(library, name)
            function.argtypes = arguments
            function.restype = ctypes.c_int
        library.ek_last_error_message.argtypes = []
        library.ek_last_error_message.restype = ctypes.c_char_p
        library.ek_status_name.argtypes = [ctypes.c_int]
        library.ek_status_name.restype = ctypes.c_char_p
        return library, path
    raise LibraryNotFoundError(
        "libemitterkit.so was not found or could not be loaded; tried: " + "; ".join(tried)
        + ". To get it, " + HOW_TO_INSTALL + ".")


_loaded = None
_loaded_path = None


def library():
    """The loaded library (loaded on first use, so `import emitterkit` never fails)."""
    global _loaded, _loaded_path
    if _loaded is None:
        _loaded, _loaded_path = load()
    return _loaded


def library_path():
    """The file the library was loaded from (loading it first): the wheel's bundled copy, the one
    EMITTERKIT_LIBRARY names, or an installed one."""
    library()
    return os.path.abspath(_loaded_path) if os.sep in _loaded_path else _loaded_path


def program_path():
    """The `emitter` program that goes with the library: the one installed beside it
    (PREFIX/bin beside PREFIX/lib, as tools/install and the wheel lay them out) or built beside
    it (a checkout's .build/release), else the first on PATH; None when there is none."""
    path = library_path()
    if os.sep in path:
        folder = os.path.dirname(path)
        for beside in (os.path.join(os.path.dirname(folder), "bin", "emitter"),
                       os.path.join(folder, "emitter")):
            if os.access(beside, os.X_OK):
                return beside
    return shutil.which("emitter")
