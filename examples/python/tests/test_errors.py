"""Every error path raises EmitterKitError carrying the library's own message and status."""

import math
import os
import subprocess
import sys

import pytest

import emitterkit as ek


def raises(status_name, needle):
    """pytest.raises for EmitterKitError with that status and `needle` in the library's message."""
    class Check:
        def __enter__(self):
            self.context = pytest.raises(ek.EmitterKitError)
            self.info = self.context.__enter__()
            return self.info

        def __exit__(self, *exc):
            handled = self.context.__exit__(*exc)
            error = self.info.value
            assert error.status_name == status_name, f"{error.status_name}: {error.message}"
            assert needle in error.message, f"'{needle}' not in '{error.message}'"
            assert error.message in str(error)
            return handled
    return Check()


def test_bad_json():
    with raises("EK_ERROR_SCENE", "1:33: not valid JSON"):
        ek.Scene.from_json('{"size": [100, 100], "layers": [')


def test_out_of_range_value_names_key_path():
    with raises("EK_ERROR_SCENE", "birthRate"):
        ek.Scene.from_json('{"size": [100, 100], "layers": [{"emitterCells": '
                           '[{"name": "a", "birthRate": -5}]}]}')


def test_missing_file(tmp_path):
    missing = tmp_path / "nothing.json"
    with raises("EK_ERROR_SCENE", "nothing.json"):
        ek.Scene.load(missing)


def test_unknown_preset():
    with pytest.raises(ek.EmitterKitError, match='no preset named "nope".*confetti-cannon.*confetti \\(confetti-cannon\\)'):
        ek.Scene.preset("nope")


def test_scene_closed_twice(scene):
    scene.close()
    with raises("EK_ERROR_INVALID_HANDLE", ""):
        scene.close()
    with raises("EK_ERROR_INVALID_HANDLE", ""):
        _ = scene.size


def test_system_errors(scene, context):
    with ek.ParticleSystem(scene) as system:
        with raises("EK_ERROR_KEY_PATH", "emitterCells.spark.nope"):
            system.set("emitterCells.spark.nope", 3)
        with raises("EK_ERROR_KEY_PATH", "birthRate"):
            system.set("emitterCells.spark.birthRate", "fast")
        with pytest.raises(ValueError, match="2, 3 or 4"):
            system.set("emitterPosition", (1, 2, 3, 4, 5))
        with raises("EK_ERROR_EMISSION", "nope"):
            system.burst("nope", 5)
        with raises("EK_ERROR_EMISSION", "-5"):
            system.burst("spark", -5)
        with raises("EK_ERROR_EMISSION", "9"):
            system.stop(9)
        with raises("EK_ERROR_INVALID_ARGUMENT", ""):
            system.update(math.nan)
        with raises("EK_ERROR_INVALID_ARGUMENT", ""):
            system.draw(0, 0, 0, 0, 0)
        with raises("EK_ERROR_INVALID_ARGUMENT", "not inf"):
            system.update_by(math.inf)
        with raises("EK_ERROR_INVALID_ARGUMENT", "width must be"):
            system.resize(0, 10)
        with raises("EK_ERROR_INVALID_ARGUMENT", "12345 is not a texture"):
            system.draw_texture(12345, 10, 10)
        with raises("EK_ERROR_KEY_PATH", "emitterPosition"):
            system.set("emitterPosition", "x")
    # Closed by the with block: every later call is the library's invalid-handle error.
    with raises("EK_ERROR_INVALID_HANDLE", ""):
        system.update(1)
    with raises("EK_ERROR_INVALID_HANDLE", ""):
        system.close()


def test_reference_snapshot_arguments(scene):
    with raises("EK_ERROR_INVALID_ARGUMENT", "not -3"):
        scene.reference_snapshot(-3, 60)
    with raises("EK_ERROR_INVALID_ARGUMENT", "frames_per_second"):
        scene.reference_snapshot(3, 0)


def test_no_context(scene):
    with raises("EK_ERROR_NO_CONTEXT", ""):
        ek.ParticleSystem(scene)


def test_missing_library_says_how_to_install(tmp_path):
    environment = dict(os.environ, EMITTERKIT_LIBRARY=str(tmp_path / "libemitterkit.so"))
    code = ("import emitterkit as ek\n"
            "try:\n    ek.Scene.from_json('{}')\n"
            "except ek.LibraryNotFoundError as error:\n    print(error)\n")
    result = subprocess.run([sys.executable, "-c", code], env=environment,
                            capture_output=True, text=True, check=True)
    assert "libemitterkit.so was not found" in result.stdout
    assert "tools/install" in result.stdout and str(tmp_path) in result.stdout
