"""Collision and death events through the C library: the same list, in the same order, from a
GL system and a CPU one, drained in pieces or whole."""

import emitterkit as ek

# Sparks in a 160 x 120 box whose floor kills them: every one bounces off the walls or dies.
EVENTS_JSON = """
{"size": [160, 120], "layers": [{"emitterPosition": [80, 60], "emitterCells": [{
  "name": "spark", "contents": {"shape": "square", "size": [4, 4]}, "birthRate": 80, "lifetime": 1.5,
  "velocity": 200, "emissionRange": 3.14159, "yAcceleration": 300}],
  "emitterBehaviors": [
    {"type": "collision", "name": "floor", "collider": "line", "position": [0, 110],
     "endPosition": [160, 110], "response": "die"},
    {"type": "collision", "name": "box", "restitution": 0.8}]}]}
"""


def run(cpu, context=None):
    with ek.Scene.from_json(EVENTS_JSON) as scene, ek.ParticleSystem(scene, cpu=cpu) as system:
        system.set_events(True)
        events = []
        for frame in range(1, 91):
            system.update(frame / 60)
            events += system.drain_events()
        return events


def test_events_are_the_same_on_gl_and_cpu_in_order(context):
    gl = run(cpu=False)
    cpu = run(cpu=True)
    key = lambda e: (e.kind, e.cell, e.serial, e.time, e.x, e.y, e.z, e.cell_path)
    assert [key(e) for e in gl] == [key(e) for e in cpu]
    kinds = {e.kind_name for e in gl}
    assert kinds == {"collision", "death"}
    assert all(e.cell_path == "spark" for e in gl)
    deaths = [e for e in gl if e.kind_name == "death"]
    assert sum(abs(e.y - 110) < 0.1 for e in deaths) > 20, "most die on the floor line"


def test_events_off_by_default_and_kept_until_drained(scene):
    with ek.ParticleSystem(scene, cpu=True) as system:
        system.update(3)
        assert system.drain_events() == [], "off by default"
        system.set_events(True)
        system.update(4)
        events = system.drain_events()
        assert len(events) > 50 and {e.kind_name for e in events} == {"death"}
        assert system.drain_events() == []
