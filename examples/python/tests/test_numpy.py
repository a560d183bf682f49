"""Frames as numpy arrays: the library's own bytes, written straight into the array's memory."""

import numpy
import pytest

import emitterkit as ek


def test_pixels_are_the_image_bytes(scene):
    with ek.ParticleSystem(scene, cpu=True) as system:
        system.update(0.5)
        pixels = system.pixels()
        width, height = system.image_size
        assert pixels.shape == (height, width, 4) and pixels.dtype == numpy.uint8
        assert pixels.tobytes() == system.image_bytes()
        assert pixels.flags.owndata and pixels.flags.c_contiguous
        # Particles drawn: more than the background's one colour.
        assert len(numpy.unique(pixels.reshape(-1, 4), axis=0)) > 10


def test_pixels_into_an_array_given_are_written_in_place(scene):
    with ek.ParticleSystem(scene, cpu=True) as system:
        width, height = system.image_size
        frame = numpy.zeros((height, width, 4), dtype=numpy.uint8)
        system.update(0.25)
        assert system.pixels(out=frame) is frame
        first = frame.copy()
        assert first.tobytes() == system.image_bytes()
        address = frame.ctypes.data
        system.update(0.5)
        system.pixels(out=frame)
        assert frame.ctypes.data == address, "the same memory, no new array"
        assert frame.tobytes() == system.image_bytes() and not numpy.array_equal(frame, first)


def test_pixels_refuses_an_array_it_cannot_write_into(scene):
    with ek.ParticleSystem(scene, cpu=True) as system:
        width, height = system.image_size
        with pytest.raises(ValueError, match=r"out must have shape \(120, 160, 4\) and dtype uint8"):
            system.pixels(out=numpy.zeros((height, width, 3), dtype=numpy.uint8))
        with pytest.raises(ValueError, match="out must have shape"):
            system.pixels(out=numpy.zeros((height, width, 4), dtype=numpy.float32))
        with pytest.raises(ValueError, match="out must be C-contiguous and writable"):
            system.pixels(out=numpy.zeros((width, height, 4), dtype=numpy.uint8).transpose(1, 0, 2))
        read_only = numpy.zeros((height, width, 4), dtype=numpy.uint8)
        read_only.flags.writeable = False
        with pytest.raises(ValueError, match="out must be C-contiguous and writable"):
            system.pixels(out=read_only)
        with pytest.raises(TypeError, match="out must be a numpy array, not bytearray"):
            system.pixels(out=bytearray(width * height * 4))


def test_render_frames_as_numpy_are_the_systems_frames(scene):
    arrays = list(ek.render_frames(scene, frames=30, every=15, renderer="cpu", as_numpy=True))
    assert [number for number, _ in arrays] == [15, 30]
    with ek.ParticleSystem(scene, cpu=True) as system:
        for frame in range(1, 31):
            system.update(frame / 60)
            if frame in (15, 30):
                # The same scene and frame times: the same bytes (determinism).
                assert dict(arrays)[frame].tobytes() == system.image_bytes()


def test_gl_pixels_match_the_pillow_image(scene, context):
    with ek.ParticleSystem(scene) as system:
        system.update(0.5)
        pixels = system.pixels()
        image = numpy.asarray(system.image())
        # Pillow's image is straight alpha: premultiplying it again gives the bytes back, each
        # channel within 1 of the original (the rounding of one divide and one multiply).
        alpha = image[..., 3:4].astype(numpy.float64) / 255
        again = numpy.round(image[..., :3] * alpha)
        assert numpy.abs(again - pixels[..., :3]).max() <= 1
        assert numpy.array_equal(image[..., 3], pixels[..., 3])
