"""Hostile numbers and strings into every public function (Hypothesis): each call returns or
raises a Python exception whose message names what was wrong; none crashes the interpreter,
hangs, or is wrapped silently by ctypes (2**32 as a layer is refused, not read as 0).

A crash would end the test process, so it shows as this suite failing. Systems are CPU ones
(no GL needed); the GL-only calls on them are the library's clear errors."""

import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import emitterkit as ek

# Numbers that have hurt at boundaries: non-finite, huge, denormal, negative zero, past int32
# and int64, and past what a double holds.
SPECIAL_NUMBERS = [
    math.nan, math.inf, -math.inf, 1e308, -1e308, 5e-324, -5e-324, 0.0, -0.0, -1, 1e-300, 1e20,
    1e9, 2**31, -(2**31) - 1, 2**32, 2**63, -(2**63), 2**64, 10**400, 4.9e-324, 1e-6,
]
numbers = st.one_of(
    st.sampled_from(SPECIAL_NUMBERS),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(),
)
# Text with NULs, lone surrogates (no UTF-8), control characters, and long runs.
texts = st.one_of(
    st.text(),
    st.lists(st.sampled_from(["\ud800", "\udfff", "\0", "\x7f", "é", "\n"]), max_size=8).map("".join),
    st.sampled_from(["", "\0", "a\0b", "\ud800", "emitterCells..birthRate", "x" * 100_000,
                     "emitterCells.spark.birthRate", "spark", "🎉" * 1000]),
)
# Anything a Python caller might pass by mistake.
anything = st.one_of(numbers, texts, st.none(), st.booleans(), st.lists(numbers, max_size=5),
                     st.dictionaries(texts, numbers, max_size=3))

EXPECTED = (ek.EmitterKitError, ValueError, TypeError)

SCENE_JSON = """{"size": [160, 120], "layers": [{"name": "main", "emitterPosition": [80, 60],
  "emitterCells": [{"name": "spark", "contents": {"shape": "square", "size": [8, 8]},
  "birthRate": 50, "lifetime": 1, "velocity": 40}]}]}"""

HOSTILE = settings(max_examples=60, deadline=None,
                   suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def call(function, *arguments, **keywords):
    """Runs the call; an expected exception must carry a message."""
    try:
        function(*arguments, **keywords)
    except EXPECTED as error:
        assert str(error).strip(), f"{type(error).__name__} without a message"


@pytest.fixture
def system():
    with ek.Scene.from_json(SCENE_JSON) as scene:
        with ek.ParticleSystem(scene, cpu=True) as made:
            made.update(0.1)
            yield made


@HOSTILE
@given(text=anything)
def test_scene_loading(text, tmp_path_factory):
    call(ek.Scene.from_json, text)
    call(ek.Scene.preset, text)
    if isinstance(text, str) and "\0" not in text and len(text) < 200:
        call(ek.Scene.load, tmp_path_factory.getbasetemp() / "missing" / text.replace("/", "_"))


@HOSTILE
@given(fps=anything, frames=anything)
def test_reference_snapshot(fps, frames):
    with ek.Scene.from_json(SCENE_JSON) as scene:
        call(scene.reference_snapshot, frames, fps)


@HOSTILE
@given(scale=anything)
def test_system_creation(scale):
    with ek.Scene.from_json(SCENE_JSON) as scene:
        try:
            made = ek.ParticleSystem(scene, scale, cpu=True)
        except EXPECTED as error:
            assert str(error).strip()
        else:
            made.close()


@HOSTILE
@given(a=anything, b=anything, c=anything, d=anything)
def test_time_size_and_drawing(system, a, b, c, d):
    call(system.update, a)
    call(system.update_by, a)
    call(system.resize, a, b, c)
    call(system.emit, a)
    call(system.set_background, [a, b, c, d])
    call(system.set_background, a)
    call(system.draw, a, b, c, d, a)
    call(system.draw_texture, a, b, c)
    pixels = bytearray(64 * 64 * 4)
    call(system.draw_rgba, pixels, a, b, c, d)
    call(system.draw_rgba, pixels, 64, 64, None, a)
    # The system still answers after all of that.
    assert system.time >= 0
    assert isinstance(system.particle_count, int)


@HOSTILE
@given(key=anything, value=anything, layer=anything)
def test_live_changes(system, key, value, layer):
    call(system.set, key, value, layer)
    call(system.set, "birthRate", value, layer)
    call(system.set, key, 1.0)
    call(system.apply, value, layer)
    call(system.apply, {"type": "set", "keyPath": key, "value": value}, 0)
    call(system.add_animation, {"keyPath": key, "fromValue": value, "toValue": value}, key, layer)
    call(system.remove_animation, key, layer)
    call(system.remove_all_animations, layer)
    call(system.insert_cell, {"name": key, "birthRate": value}, value, None, layer)
    call(system.remove_cell, key, layer)
    call(system.insert_behavior, {"type": "wave", "name": key, "force": value}, value, layer)
    call(system.remove_behavior, key, layer)
    call(system.remove_sublayer, value, layer)
    call(system.remove_layer, value)


@HOSTILE
@given(cell=anything, count=anything, layer=anything)
def test_emission_and_counts(system, cell, count, layer):
    call(system.burst, cell, count, layer)
    call(system.stop, layer)
    call(system.start, layer)
    call(system.restart, layer)
    call(system.live_count, layer)
    call(system.born_count, cell, layer)
    call(system.is_finished, layer)
    call(system.layer_index, cell)


@HOSTILE
@given(frames=anything, fps=anything, every=anything, scale=anything)
def test_render_frames(frames, fps, every, scale):
    with ek.Scene.from_json(SCENE_JSON) as scene:
        def run():
            # Bounded: a hostile but valid request must not render for minutes.
            if isinstance(frames, int) and not isinstance(frames, bool) and frames > 3:
                return
            for _ in ek.render_frames(scene, frames, fps, scale, None, every, renderer="cpu"):
                pass
        call(run)


@HOSTILE
@given(keyword=st.sampled_from(["fps", "size", "scale", "motion", "seed", "background",
                                "quality", "encoder_speed", "codec", "png_compression",
                                "renderer", "video_conversion", "memory_limit", "strict"]),
       value=anything, scene=st.one_of(st.just("fire"), texts))
def test_render_arguments(keyword, value, scene, tmp_path_factory):
    # One small frame: a hostile but valid request renders in a moment.
    out = tmp_path_factory.mktemp("render") / "frame.png"
    arguments = dict(frames=1, scale=0.05, progress=False)
    arguments[keyword] = value
    call(ek.render, scene, out, **arguments)


@HOSTILE
@given(time=anything, out=anything)
def test_preview_and_pixels(system, time, out):
    with ek.Scene.from_json(SCENE_JSON) as scene:
        if not (isinstance(time, (int, float)) and 1 < time <= 60):  # bounded, as above
            call(scene.frame, time)
    call(system.pixels, out)


def test_wrapping_is_refused(system):
    """ctypes wraps an int32 argument silently: 2**32 would be layer 0. The binding refuses it."""
    with pytest.raises(ValueError, match=r"layer must be an integer in -2147483648\.\.\.2147483647"):
        system.live_count(2**32)
    with pytest.raises(ValueError, match="count must be an integer"):
        system.burst("spark", 2**32 + 1)
    with pytest.raises(ValueError, match="key_path must not contain a NUL"):
        system.set("birthRate\0ignored", 1)
    with pytest.raises(ValueError, match="is not valid Unicode"):
        system.burst("\ud800", 1)
    with pytest.raises(ValueError, match="time is too large for a double"):
        system.update(10**400)
    # A preset name is bounded by the library before any lookup (pathlib raised OSError
    # "File name too long" for this one, Hypothesis's first finding).
    with pytest.raises(ek.EmitterKitError, match=r"name must be at most 1024 bytes"):
        ek.Scene.preset("x" * 10000)
    with pytest.raises(TypeError, match="name must be a str"):
        ek.Scene.preset(10**400)
