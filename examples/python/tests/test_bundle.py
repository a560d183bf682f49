"""The installed wheel carries its library, program and presets: nothing else is loaded.
Run by tools/python-wheel-check (EMITTERKIT_EXPECT_BUNDLED=1) against the built wheel in a fresh
venv; an editable install has no bundle, and these tests say so instead of passing."""

import os
import subprocess

import pytest

import emitterkit as ek
from emitterkit import _library

pytestmark = pytest.mark.skipif(
    os.environ.get("EMITTERKIT_EXPECT_BUNDLED") != "1",
    reason="not the installed wheel (tools/python-wheel-check sets EMITTERKIT_EXPECT_BUNDLED=1)")


def test_the_library_and_program_are_the_wheels():
    assert "EMITTERKIT_LIBRARY" not in os.environ
    assert ek.library_path() == _library.BUNDLED_LIBRARY
    assert ek.program_path() == os.path.join(_library.BUNDLED, "bin", "emitter")
    assert "site-packages" in ek.library_path()


def test_the_bundled_binaries_load_only_system_libraries():
    for binary in (ek.library_path(), ek.program_path()):
        needed = subprocess.run(["readelf", "-d", binary], capture_output=True, text=True,
                                check=True).stdout
        assert "libswiftCore" not in needed and "libFoundation" not in needed, needed
        assert "not found" not in subprocess.run(["ldd", binary], capture_output=True,
                                                 text=True).stdout


def test_presets_come_from_the_wheel():
    scenes = os.path.join(_library.BUNDLED, "share", "emitterkit", "scenes")
    assert "EMITTER_SCENES" not in os.environ
    for name in ek.presets():
        with ek.Scene.preset(name) as scene:
            assert scene.size[0] > 0
    assert os.path.isfile(os.path.join(scenes, "confetti-cannon.json"))
    # The bundled emitter finds the same presets beside itself.
    listed = subprocess.run([ek.program_path(), "presets"], capture_output=True, text=True,
                            check=True).stdout
    assert "imessage-confetti" in listed


def test_emitterkit_library_wins_over_the_bundled_copy(tmp_path):
    import shutil
    import sys

    copy = tmp_path / "lib" / "libemitterkit.so"
    copy.parent.mkdir()
    shutil.copy(ek.library_path(), copy)
    program = "import emitterkit as ek; print(ek.library_path()); print(len(ek.presets()))"
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                            env=dict(os.environ, EMITTERKIT_LIBRARY=str(copy)), check=True)
    path, count = result.stdout.split()
    assert path == str(copy) and int(count) == len(ek.presets())
