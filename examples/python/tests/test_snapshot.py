"""The GPU's particles, read through the binding, equal the C library's CPU reference."""

import emitterkit as ek


def test_snapshot_matches_cpu_reference(scene, context):
    with ek.ParticleSystem(scene) as system:
        for frame in range(1, 31):
            system.update(frame / 60)
        particles = system.snapshot()
        assert system.particle_count == len(particles)
    reference = scene.reference_snapshot(30, 60)
    assert len(particles) > 20
    assert len(particles) == len(reference)
    for mine, theirs in zip(particles, reference):
        assert mine.cell == theirs.cell
        # DESIGN.md's tolerances: positions to ~1e-3 pt, colours to 1/512.
        assert abs(mine.x - theirs.x) <= 1e-3 and abs(mine.y - theirs.y) <= 1e-3
        assert abs(mine.g - theirs.g) <= 1 / 512
    xs = [p.x for p in particles]
    assert min(xs) < 80 < max(xs), "the particles spread both ways from the emitter"


def test_preset_loads_and_simulates(context):
    assert "confetti-cannon" in ek.presets()
    with ek.Scene.preset("confetti-cannon") as scene, ek.ParticleSystem(scene) as system:
        assert scene.size[0] > 0 and scene.size[1] > 0
        system.update(1.0)
        assert system.time == 1.0
        assert system.particle_count > 0


def test_live_changes_and_burst(scene, context):
    with ek.ParticleSystem(scene) as system:
        system.stop()
        system.update(0.5)
        assert system.particle_count == 0, "stopped before any birth"
        system.burst("spark", 25)
        system.update(0.6)
        assert system.particle_count == 25
        system.set("emitterPosition", (10, 20))
        system.set("emitterCells.spark.color", "#ff0000")
        system.set("emitterCells.spark.birthRate", 50)
        system.start()
        system.update(1.0)
        assert system.particle_count > 25


def test_completion_callback(scene, context):
    completed = []
    with ek.ParticleSystem(scene) as system:
        system.on_completion(lambda layer, time: completed.append((layer, time)))
        system.update(0.2)
        system.stop()
        system.update(1.0)
        assert completed == [], "particles of a 2 s lifetime still live"
        for frame in range(61, 181):
            system.update(frame / 60)
        assert system.particle_count == 0
    assert len(completed) == 1 and completed[0][0] == 0
    assert 2.0 <= completed[0][1] <= 2.3, "the last particle, born by 0.2 s, dies by 2.2 s"
