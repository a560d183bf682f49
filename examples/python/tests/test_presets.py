"""Presets by name, the shared defaults, fire-and-forget bursts and reduced motion, as the
library states them for every surface."""

import os
import subprocess
import sys

import pytest

import emitterkit as ek


def test_presets_by_name_from_the_library():
    names = ek.presets()
    assert "confetti-cannon" in names and "fire" in names
    with ek.Scene.preset("confetti") as alias, ek.Scene.preset("confetti-cannon") as preset:
        assert alias.size == preset.size


def test_defaults_are_the_libraries():
    assert ek.default_pixel_scale() == 1.0
    with ek.Scene.preset("fire") as scene, ek.ParticleSystem(scene, cpu=True) as system:
        width, height = scene.size
        assert system.image_size == (round(width), round(height))
        system.update(1 / 60)
        # The scene's opaque black background, as the CLI and Swift clear to.
        assert system.image_bytes()[:4] == bytes([0, 0, 0, 255])


def test_fire_reports_completion_when_its_particles_are_gone(scene):
    finished, completed = [], []
    with ek.ParticleSystem(scene, cpu=True) as system:
        system.on_completion(lambda layer, time: completed.append(layer))
        system.update(0.1)
        index = system.fire("spark", 40, on_finished=lambda: finished.append(True))
        system.update(0.2)
        assert system.live_count(index) == 40 and not system.is_finished(index)
        # The spark's lifetime is 2 s: gone by 2.5 s, while layer 0 keeps emitting.
        for frame in range(1, 150):
            system.update(0.2 + frame / 60)
        assert finished == [True] and completed == [index]
        assert system.is_finished(index) and not system.is_finished(0)
        assert system.live_count(0) > 0


def test_reduced_motion_has_fewer_particles(scene):
    def born(motion):
        ek.set_motion(motion)
        try:
            with ek.ParticleSystem(scene, cpu=True) as system:
                system.update(1.0)
                return system.born_count("spark")
        finally:
            ek.set_motion("system")

    full, reduced = born("full"), born("reduced")
    assert full == 120 and reduced == 30, (full, reduced)
    with pytest.raises(ValueError, match="motion must be one of system, reduced, full"):
        ek.set_motion("less")


@pytest.mark.parametrize("value,expected", [("1", "True"), ("off", "False")])
def test_reduced_motion_from_the_environment(value, expected):
    env = dict(os.environ, EMITTERKIT_REDUCED_MOTION=value)
    program = "import emitterkit as ek; print(ek.motion_is_reduced())"
    result = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True,
                            text=True, check=True)
    assert result.stdout.strip() == expected


def test_a_bad_reduced_motion_variable_is_named():
    env = dict(os.environ, EMITTERKIT_REDUCED_MOTION="sometimes")
    program = "import emitterkit as ek; ek.motion_is_reduced()"
    result = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True,
                            text=True)
    assert result.returncode != 0
    assert 'EMITTERKIT_REDUCED_MOTION is "sometimes"' in result.stderr
