"""render(): clips and frames through `emitter render`, every format the command line writes,
with progress, errors naming render()'s keyword."""

import json
import math
import os
import subprocess

import numpy
import pytest
from PIL import Image

import emitterkit as ek

# Each container and the codec ffprobe must find in it (the command line's defaults).
FORMATS = {"mp4": "h264", "webm": "vp9", "mov": "prores", "gif": "gif", "apng": "apng"}


def probe(path):
    """ffprobe's first video stream, every frame decoded and counted."""
    result = subprocess.run(
        ["ffprobe", "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
         "stream=codec_name,width,height,nb_read_frames", "-of", "json", str(path)],
        capture_output=True, text=True)
    assert result.returncode == 0, f"ffprobe {path}: {result.stderr}"
    return json.loads(result.stdout)["streams"][0]


@pytest.mark.parametrize("extension", sorted(FORMATS))
def test_every_video_format_with_progress(extension, tmp_path):
    reports = []
    out = tmp_path / f"fire.{extension}"
    # encoder_speed is for the codecs with presets (the command line refuses it elsewhere).
    speed = {"encoder_speed": "fast"} if extension in ("mp4", "webm") else {}
    # 25 fps: a whole 4 cs a frame, which a GIF can hold (above 50 fps it drops frames).
    clip = ek.render("fire", out=out, frames=12, fps=25, scale=0.25, **speed,
                     progress=lambda done, total: reports.append((done, total)))
    assert clip.path == str(out) and out.stat().st_size > 0
    stream = probe(out)
    with ek.Scene.preset("fire") as scene:
        width, height = scene.size
    assert stream["codec_name"] == FORMATS[extension]
    # Even sizes for the 4:2:0 codecs; exactly the canvas for the others.
    assert abs(stream["width"] - width * 0.25) <= 1 and abs(stream["height"] - height * 0.25) <= 1
    assert int(stream["nb_read_frames"]) == 12
    assert reports[0] == (0, 12) and reports[-1] == (12, 12), reports


def test_animated_webp(tmp_path):
    out = tmp_path / "fire.webp"
    ek.render("fire", out=out, frames=6, scale=0.25, progress=False)
    data = out.read_bytes()
    # ffmpeg cannot decode an animated WebP; its RIFF header and animation chunk are checked.
    assert data[:4] == b"RIFF" and data[8:12] == b"WEBP" and b"ANIM" in data[:64]
    with Image.open(out) as image:
        assert image.n_frames == 6


def test_png_is_the_frame_the_library_draws(tmp_path):
    out = tmp_path / "last.png"
    ek.render("fire", out=out, frames=20, renderer="cpu", progress=False)
    with ek.Scene.preset("fire") as scene:
        (_, expected), = ek.render_frames(scene, frames=20, every=20, renderer="cpu")
    with Image.open(out) as written:
        # The command line and Python draw through the same façade: the same pixels.
        assert numpy.array_equal(numpy.asarray(written.convert("RGBA")), numpy.asarray(expected))


def test_a_folder_of_frames_and_a_scene_from_json(scene, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    ek.render(scene, out="frames/", frames=5, background="transparent", progress=False)
    names = sorted(os.listdir("frames"))
    assert len(names) == 5 and all(name.endswith(".png") for name in names)
    with Image.open(os.path.join("frames", names[-1])) as last:
        alpha = numpy.asarray(last.convert("RGBA"))[..., 3]
        assert (alpha == 0).mean() > 0.5 and (alpha > 0).any(), "transparent, with particles"
    # The JSON went to a hidden file in the working directory for the render, then away.
    assert [name for name in os.listdir() if name.startswith(".emitterkit-scene-")] == []


def test_progress_true_writes_frame_counts_to_stderr(tmp_path, capfd):
    ek.render("fire", out=tmp_path / "fire.png", frames=3, scale=0.25)
    assert "fire.png: frame 3/3 (100 %)" in capfd.readouterr().err


def test_errors_name_the_keyword_and_value(tmp_path):
    out = tmp_path / "clip.mp4"
    with pytest.raises(ek.EmitterKitError, match=r"'ultra' is invalid for 'quality") as error:
        ek.render("fire", out=out, quality="ultra", progress=False)
    assert "--quality" not in str(error.value) and "low" in str(error.value)
    with pytest.raises(ek.EmitterKitError, match="'warp' is invalid for 'encoder_speed"):
        ek.render("fire", out=out, encoder_speed="warp", progress=False)
    with pytest.raises(ek.EmitterKitError, match="encoder_speed applies to h264"):
        ek.render("fire", out=tmp_path / "clip.mov", encoder_speed="fast", progress=False)
    with pytest.raises(ek.EmitterKitError, match=r'no scene file or preset named "nope"; presets: '):
        ek.render("nope", out=out, progress=False)
    with pytest.raises(ValueError, match=r"size must be 2 finite numbers \(got 1\)"):
        ek.render("fire", out=out, size=(100,))
    with pytest.raises(ValueError, match=r"size\[1\] must be a finite number \(got inf\)"):
        ek.render("fire", out=out, size=(100, math.inf))
    with pytest.raises(ValueError, match=r"scale is too large for a double \(an integer of 1329 bits\)"):
        ek.render("fire", out=out, scale=10**400)
    with pytest.raises(ValueError, match=r"background components must be in 0...1"):
        ek.render("fire", out=out, background=(2, 0, 0))
    with pytest.raises(TypeError, match="frames must be an int, not float"):
        ek.render("fire", out=out, frames=2.5)
    with pytest.raises(ValueError, match=r"fps must be a finite number \(got nan\)"):
        ek.render("fire", out=out, fps=float("nan"))
    with pytest.raises(TypeError, match="scene must be a Scene, a preset's name or a scene file's path, not int"):
        ek.render(42, out=out)
    with pytest.raises(TypeError, match="out must be a path"):
        ek.render("fire", out=None)
    with pytest.raises(TypeError, match="progress must be True, False or a callable"):
        ek.render("fire", out=out, progress="yes")
    assert not out.exists()


def test_the_modules_command_line_writes_a_video(tmp_path):
    from emitterkit.__main__ import main
    out = tmp_path / "fire.webm"
    assert main(["fire", "--frames", "8", "--scale", "0.25", "--renderer", "cpu", "--out", str(out)]) == 0
    assert probe(out)["codec_name"] == "vp9" and int(probe(out)["nb_read_frames"]) == 8
