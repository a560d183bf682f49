"""The wheel's build hook: bundles EmitterKit's static release into the wheel.

tools/install (the repository's one install step) lays out a prefix: bin/emitter,
lib/libemitterkit.so and share/emitterkit/scenes (the presets with their images). The wheel
carries those three under emitterkit/_bundled/ in the same layout, so the library finds the
presets beside itself (PresetLocation: lib/../share/emitterkit/scenes) and `emitterkit.render`
finds the program. The release build links the Swift runtime in (tools/release-build), so the two
binaries load only Debian's own libraries; the hook checks that and strips them as Debian does.

tools/install builds the static release when it is missing or stale (`swift build -c release`:
about 20 minutes from nothing on a 2-core machine, seconds when it is up to date).
EMITTERKIT_BIN_PATH=DIR takes an already built release from DIR instead (no build), and
EMITTERKIT_REPOSITORY=DIR names the checkout when the binding is built from outside it (an sdist).
EMITTERKIT_BUNDLE=none makes a wheel of the Python code alone (py3-none-any), for a machine
where the library is installed already (the .deb, tools/install). An editable install bundles
nothing either: both load the library EMITTERKIT_LIBRARY names or an installed one.
"""

import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

BUNDLE = "emitterkit/_bundled"
# Libraries of the Swift toolchain: a binary that loads one is a debug (dynamic) build, which would
# work only beside the toolchain that made it.
TOOLCHAIN_LIBRARIES = ("libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime")


class BundleHook(BuildHookInterface):
    """Stages the static release with tools/install and force-includes it into the wheel."""

    PLUGIN_NAME = "custom"

    def initialize(self, version, build_data):
        if self.target_name != "wheel" or version == "editable":
            return
        bundle = os.environ.get("EMITTERKIT_BUNDLE", "release")
        if bundle not in ("release", "none"):
            raise RuntimeError(f"emitterkit: EMITTERKIT_BUNDLE is {bundle!r}; it takes release "
                               f"(the default: bundle the static release) or none (the Python "
                               f"code alone, for an installed library)")
        if bundle == "none":
            return
        repository = self._repository()
        self._stage = Path(tempfile.mkdtemp(prefix="emitterkit-wheel-"))
        prefix = self._stage / "prefix"
        command = [str(repository / "tools" / "install"), "--prefix", str(prefix)]
        bin_path = os.environ.get("EMITTERKIT_BIN_PATH")
        if bin_path:
            command += ["--no-build", "--bin-path", bin_path]
        else:
            print("emitterkit: building the static release with tools/install (about 20 minutes "
                  "from nothing; seconds when it is up to date)", file=sys.stderr, flush=True)
        # The build's output goes to stderr: pip shows it with -v, and stdout stays the backend's.
        result = subprocess.run(command, cwd=repository, stdout=sys.stderr)
        if result.returncode != 0:
            raise RuntimeError(f"emitterkit: {' '.join(command)} failed (exit {result.returncode})")
        library = prefix / "lib" / "libemitterkit.so"
        program = prefix / "bin" / "emitter"
        for binary in (library, program):
            if not binary.is_file():
                raise RuntimeError(f"emitterkit: tools/install made no {binary.name} "
                                   f"(EMITTERKIT_BIN_PATH={bin_path!r} must hold both products)")
            self._check_self_contained(binary)
            self._strip(binary)
        include = build_data["force_include"]
        include[str(library)] = f"{BUNDLE}/lib/libemitterkit.so"
        include[str(program)] = f"{BUNDLE}/bin/emitter"
        include[str(prefix / "share" / "emitterkit" / "scenes")] = f"{BUNDLE}/share/emitterkit/scenes"
        # ctypes needs no particular Python: any Python 3, this platform.
        platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
        build_data["pure_python"] = False
        build_data["tag"] = f"py3-none-{platform}"

    def finalize(self, version, build_data, artifact_path):
        stage = getattr(self, "_stage", None)
        if stage is not None:
            shutil.rmtree(stage, ignore_errors=True)

    def _repository(self):
        """The EmitterKit checkout: EMITTERKIT_REPOSITORY, or the one this folder sits in."""
        named = os.environ.get("EMITTERKIT_REPOSITORY")
        folder = Path(named) if named else Path(self.root).resolve().parent.parent
        if not (folder / "Package.swift").is_file() or not (folder / "tools" / "install").is_file():
            where = f"EMITTERKIT_REPOSITORY={named!r}" if named else f"{folder} (two folders up)"
            raise RuntimeError(
                f"emitterkit: the wheel bundles the library built from an EmitterKit checkout, and "
                f"{where} is not one (no Package.swift and tools/install); set "
                f"EMITTERKIT_REPOSITORY to the checkout, or EMITTERKIT_BUNDLE=none for the Python "
                f"code alone over an installed library (the .deb, tools/install)")
        return folder

    @staticmethod
    def _check_self_contained(binary):
        """Refuses a binary that loads the Swift toolchain's libraries (a debug build)."""
        if not shutil.which("readelf"):
            return
        dynamic = subprocess.run(["readelf", "-d", str(binary)], capture_output=True, text=True,
                                 check=True).stdout
        needed = [line for line in dynamic.splitlines() if "(NEEDED)" in line]
        toolchain = [line.split("[")[-1].rstrip("]") for line in needed
                     if any(name in line for name in TOOLCHAIN_LIBRARIES)]
        if toolchain:
            raise RuntimeError(
                f"emitterkit: {binary.name} loads {', '.join(toolchain)} from the Swift toolchain; "
                f"the wheel needs the static release build (tools/release-build), not a debug one")

    @staticmethod
    def _strip(binary):
        """Drops the symbols (half of a Swift binary's size), as Debian's dh_strip does."""
        if shutil.which("strip"):
            subprocess.run(["strip", "--strip-unneeded", str(binary)], check=True)
