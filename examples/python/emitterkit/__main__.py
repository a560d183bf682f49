"""python -m emitterkit SCENE --frames N --out OUT.png|DIR/|CLIP.mp4: renders a preset or scene
file headless (a video through render(), the command line's path)."""

import argparse
import os
import sys

from . import EmitterKitError, Scene, render, render_frames, set_motion
from .display import MIME_TYPES


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m emitterkit", description=__doc__)
    parser.add_argument("scene", help="a preset name (confetti-cannon, fire...) or a scene file")
    parser.add_argument("--frames", type=int, default=60, help="frames to simulate (default 60)")
    parser.add_argument("--fps", type=float, default=60.0)
    parser.add_argument("--scale", type=float, default=None,
                        help="pixels per point (default: the library's, as emitter render's)")
    parser.add_argument("--motion", choices=["system", "reduced", "full"], default="system",
                        help="reduced motion: the desktop's setting (default), always or never")
    parser.add_argument("--renderer", choices=["gl", "cpu"], default="gl",
                        help="gl (headless EGL) or cpu (the native CPU renderer, no GL needed)")
    parser.add_argument("--out", required=True,
                        help="NAME.png for the last frame, a folder (ending in /) for every "
                             "frame, or a video: " + ", ".join(e for e in MIME_TYPES if e != ".png"))
    arguments = parser.parse_args(argv)
    try:
        set_motion(arguments.motion)
        if os.path.splitext(arguments.out)[1].lower() in set(MIME_TYPES) - {".png"}:
            render(arguments.scene, arguments.out, frames=arguments.frames, fps=arguments.fps,
                   scale=arguments.scale, renderer=arguments.renderer)
            print(f"wrote {arguments.out}")
            return 0
        if os.path.exists(arguments.scene) or arguments.scene.endswith(".json"):
            scene = Scene.load(arguments.scene)
        else:
            scene = Scene.preset(arguments.scene)
        folder = arguments.out.endswith(os.sep) or os.path.isdir(arguments.out)
        if folder:
            os.makedirs(arguments.out, exist_ok=True)
        every = 1 if folder else arguments.frames
        with scene:
            for frame, image in render_frames(scene, arguments.frames, arguments.fps,
                                              arguments.scale, every=every,
                                              renderer=arguments.renderer):
                path = os.path.join(arguments.out, f"frame-{frame:05d}.png") if folder else arguments.out
                image.save(path)
        print(f"wrote {arguments.out}")
    except (EmitterKitError, ValueError) as error:
        print(f"emitterkit: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
