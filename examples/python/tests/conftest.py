import pytest

import emitterkit as ek

# A small scene: a point emitter of squares, many particles within half a second.
SCENE_JSON = """
{"size": [160, 120], "layers": [{"emitterPosition": [80, 60], "emitterCells": [{
  "name": "spark", "contents": {"shape": "square", "size": [8, 8]}, "birthRate": 120, "lifetime": 2,
  "velocity": 60, "velocityRange": 20, "emissionRange": 3.14159, "yAcceleration": 40,
  "color": [1, 0.8, 0.2, 1], "greenRange": 0.2}]}]}
"""


@pytest.fixture
def scene():
    with ek.Scene.from_json(SCENE_JSON) as loaded:
        yield loaded


@pytest.fixture
def context():
    with ek.HeadlessContext() as made:
        yield made
