"""Frames rendered headless into a framebuffer and read back are pictures of the particles."""

import emitterkit as ek


def rgba(image):
    """The pixels as (r, g, b, a) tuples, top row first."""
    data = image.convert("RGBA").tobytes()
    return [tuple(data[i:i + 4]) for i in range(0, len(data), 4)]


def test_rendered_frame_has_particles_over_background(scene, tmp_path):
    frames = list(ek.render_frames(scene, frames=30, background=(0, 0, 1, 1), every=10))
    assert [number for number, _ in frames] == [10, 20, 30]
    image = frames[-1][1]
    assert image.size == (160, 120)
    path = tmp_path / "frame.png"
    image.save(path)
    pixels = rgba(image)
    background = [p for p in pixels if p == (0, 0, 255, 255)]
    particles = [p for p in pixels if p[0] > 128 and p[1] > 64]  # orange-yellow sparks
    assert len(background) > len(pixels) // 2, "most of the frame is the blue background"
    assert len(particles) > 50, f"only {len(particles)} particle pixels"
    # The emitter is at (80, 60) points, top-left origin: particles near the middle row.
    rows = [i // 160 for i, p in enumerate(pixels) if p[0] > 128 and p[1] > 64]
    assert 30 < sum(rows) / len(rows) < 100


def test_scaled_frame_and_command_line(tmp_path):
    from emitterkit.__main__ import main
    out = tmp_path / "fire.png"
    assert main(["fire", "--frames", "20", "--scale", "0.5", "--out", str(out)]) == 0
    from PIL import Image
    with ek.Scene.preset("fire") as scene:
        width, height = scene.size
    with Image.open(out) as image:
        assert image.size == (round(width * 0.5), round(height * 0.5))
        assert len(set(rgba(image))) > 10, "more than a flat colour"
    assert main(["nope-not-a-preset", "--out", str(out)]) == 1
