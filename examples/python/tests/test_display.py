"""Inline display in Jupyter, tested through the repr methods IPython calls."""

import base64
import io
import os

import numpy
import pytest
from PIL import Image

import emitterkit as ek


def decoded(png):
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    with Image.open(io.BytesIO(png)) as image:
        return numpy.asarray(image.convert("RGBA"))


def test_a_scene_shows_its_frame_at_two_seconds(scene):
    shown = decoded(scene._repr_png_())
    with ek.ParticleSystem(scene, cpu=True) as system:
        for frame in range(1, 121):
            system.update(frame / 60)
        assert numpy.array_equal(shown, numpy.asarray(system.image()))
    assert shown.shape == (120, 160, 4)
    assert len(numpy.unique(shown.reshape(-1, 4), axis=0)) > 10, "particles, not a flat colour"


def test_a_preset_shows_a_frame():
    with ek.Scene.preset("fireworks") as scene:
        width, height = scene.size
        shown = decoded(scene._repr_png_())
    assert shown.shape[:2] == (round(height), round(width))
    assert len(numpy.unique(shown.reshape(-1, 4), axis=0)) > 10


def test_a_system_shows_its_canvas_now(scene):
    with ek.ParticleSystem(scene, cpu=True) as system:
        system.update(0.3)
        first = decoded(system._repr_png_())
        assert numpy.array_equal(first, numpy.asarray(system.image()))
        system.update(0.6)
        assert not numpy.array_equal(first, decoded(system._repr_png_())), "live frames"


def test_a_clip_plays_inline_as_a_video(tmp_path):
    clip = ek.render("fire", out=tmp_path / "fire.mp4", frames=6, scale=0.25, progress=False)
    html = clip._repr_html_()
    assert html.startswith('<video src="data:video/mp4;base64,') and " loop " in html
    payload = html.split("base64,", 1)[1].split('"', 1)[0]
    assert base64.b64decode(payload) == (tmp_path / "fire.mp4").read_bytes()
    assert clip._repr_png_() is None


def test_a_gif_shows_as_an_image_and_a_png_as_png(tmp_path):
    gif = ek.render("fire", out=tmp_path / "fire.gif", frames=4, scale=0.25, progress=False)
    assert gif._repr_html_().startswith('<img src="data:image/gif;base64,R0lGOD')
    png = ek.render("fire", out=tmp_path / "fire.png", frames=4, scale=0.25, progress=False)
    assert png._repr_png_() == (tmp_path / "fire.png").read_bytes()
    assert png.mime_type == "image/png"


def test_show_keeps_the_clip_in_memory(scene):
    clip = ek.show(scene, seconds=0.2, format="webm")
    assert not os.path.exists(clip.path), "the temporary file is gone"
    assert clip.data[:4] == b"\x1a\x45\xdf\xa3", "a Matroska/WebM file"
    assert clip._repr_html_().startswith('<video src="data:video/webm;base64,')
    with pytest.raises(ValueError, match="format must be an extension such as 'mp4'"):
        ek.show(scene, format="../x")


def test_a_preview_time_out_of_range_is_named(scene):
    with pytest.raises(ValueError, match=r"time must be a number of seconds in 0...60 \(got -1\)"):
        scene.frame(-1)
    with pytest.raises(ValueError, match=r"in 0...60 \(got nan\)"):
        scene.frame(float("nan"))
