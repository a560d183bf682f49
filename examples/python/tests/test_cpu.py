"""The system without GL: made with no context, drawn into Python's own bytes, and the frames of
render_frames(renderer="cpu") against the GL renderer's (the same particles; both renderers follow the reference
rasteriser within the render tests' tolerance)."""

import pytest

import emitterkit as ek


def test_cpu_system_draws_into_a_bytearray_without_any_context(scene):
    width, height, stride = 170, 130, 170 * 4 + 8
    pixels = bytearray(b"\x00\x00\xff\xff" * (stride // 4) * height)
    with ek.ParticleSystem(scene, cpu=True) as system:
        for frame in range(1, 31):
            system.update(frame / 60)
        system.draw_rgba(pixels, width, height, stride)
        assert system.particle_count > 20
    changed = [(i % stride) // 4 for i in range(0, len(pixels), 4)
               if pixels[i:i + 4] != b"\x00\x00\xff\xff"]
    assert len(changed) > 100, "the sparks drew over the blue"
    assert max(changed) < 160, "nothing beyond the 160-point canvas (nor in the stride's spare bytes)"


def test_cpu_system_errors(scene):
    with ek.ParticleSystem(scene, cpu=True) as system:
        with pytest.raises(ek.EmitterKitError, match="stride"):
            system.draw_rgba(bytearray(160 * 120 * 4), 160, 120, 160 * 4 - 4)
        with pytest.raises(ek.EmitterKitError, match="scale"):
            system.draw_rgba(bytearray(160 * 120 * 4), 160, 120, scale=0)
        with pytest.raises(ek.EmitterKitError, match="RGBA"):
            system.draw(0, 0, 0, 160, 120)
        with pytest.raises(ValueError, match="too small"):
            system.draw_rgba(bytearray(100), 160, 120)
        with pytest.raises(ValueError, match="writable"):
            system.draw_rgba(bytes(160 * 120 * 4), 160, 120)


def test_cpu_frames_match_the_gl_frames(scene):
    cpu = dict(ek.render_frames(scene, frames=30, background=(0, 0, 1, 1), every=15, renderer="cpu"))
    gl = dict(ek.render_frames(scene, frames=30, background=(0, 0, 1, 1), every=15))
    assert sorted(cpu) == sorted(gl) == [15, 30]
    for frame in (15, 30):
        a, b = cpu[frame].tobytes(), gl[frame].tobytes()
        assert len(a) == len(b) == 160 * 120 * 4
        differing = sum(1 for i in range(0, len(a), 4)
                        if max(abs(a[i + c] - b[i + c]) for c in range(4)) > 3)
        mean = sum(abs(x - y) for x, y in zip(a, b)) / len(a)
        drawn = sum(1 for i in range(0, len(a), 4) if a[i:i + 4] != b"\x00\x00\xff\xff")
        # EmitterRenderGLTests' tolerance: 3/255 per channel, at most 0.05 % of pixels, mean 0.1.
        assert differing <= 0.0005 * 160 * 120, f"frame {frame}: {differing} pixels differ"
        assert mean <= 0.1, f"frame {frame}: mean difference {mean}"
        assert drawn > 100, f"frame {frame}: only {drawn} pixels drawn"


def test_command_line_cpu_renderer(tmp_path):
    from emitterkit.__main__ import main
    out = tmp_path / "fire.png"
    assert main(["fire", "--frames", "20", "--scale", "0.5", "--renderer", "cpu", "--out", str(out)]) == 0
    from PIL import Image
    with Image.open(out) as image:
        data = image.convert("RGBA").tobytes()
    assert len({data[i:i + 4] for i in range(0, len(data), 4)}) > 10, "more than a flat colour"


TREE_JSON = """
{"size": [100, 100], "layers": [
  {"name": "card", "sublayers": [{"name": "sky"}, {"name": "stars", "emitterCells": [
    {"name": "dot", "birthRate": 0, "lifetime": 5, "contents": "circle"}]}]},
  {"name": "a.b"}, {"name": "a", "sublayers": [{"name": "b"}]}]}
"""


def test_sublayers_by_name_path():
    with ek.Scene.from_json(TREE_JSON) as tree, ek.ParticleSystem(tree, cpu=True) as system:
        # Top-level layers first, then each one's sublayers depth-first.
        assert system.layer_index("card") == 0
        assert system.layer_index("a") == 2
        assert system.layer_index("card.stars") == 4
        # A name path wherever a layer index goes: the burst reaches the sublayer's cell.
        system.set("birthRate", 1, layer="card.stars")
        system.burst("dot", 7, layer="card.stars")
        system.update_by(1 / 60)
        assert system.particle_count == 7
        with pytest.raises(ek.EmitterKitError, match='did you mean "stars"'):
            system.set("opacity", 0.5, layer="card.strs")
        with pytest.raises(ek.EmitterKitError, match="ambiguous"):
            system.layer_index("a.b")


def test_top_level_layers_inserted_and_removed():
    with ek.Scene.from_json(TREE_JSON) as tree, ek.ParticleSystem(tree, cpu=True) as system:
        burst = {"name": "burst", "emitterPosition": [50, 50], "emitterCells": [
            {"name": "dot", "birthRate": 60, "lifetime": 5, "contents": "circle"}]}
        # Beneath the other top-level layers; it takes the next layer index, after the six the
        # tree has (three top-level layers and three sublayers).
        system.insert_layer(burst, index=0)
        system.update_by(0.5)
        assert system.layer_index("burst") == 6
        assert system.live_count(6) == 30
        # Its own sublayer, then the layer removed with it: its particles are gone.
        system.insert_sublayer({"name": "inner"}, layer="burst")
        system.remove_layer(0)
        system.update_by(1 / 60)
        assert system.live_count(6) == 0
        with pytest.raises(ek.EmitterKitError, match="no top-level layer 3 to remove"):
            system.remove_layer(3)
        with pytest.raises(ek.EmitterKitError, match="names one layer"):
            system.apply({"type": "set", "keyPath": "birthRate", "value": 2}, layer=None)
