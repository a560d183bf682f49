extends Node2D
# The "confetti rain" workload on Godot 3 (issue #7): a 390 pt line emitter along the top of a
# 390x844 canvas, 125-225 pt/s downward in a 45-degree cone, gravity 350 pt/s^2, lifetime
# 3.5 +/- 0.5 s, colour, alpha and scale changing over life, N alive at steady state.
# Arguments: path=cpu|gpu n=N frames=F [shot=FILE.png]. Prints one RESULT line, then quits;
# shot saves the last frame (a renderer is needed: godot3, not godot3-server).
# n=0 adds no emitter: the baseline the particles' cost is measured above.

# Godot draws each lifetime in [lifetime x (1 - randomness), lifetime]: 3.0 to 4.0 s, mean 3.5.
const LIFETIME := 4.0
const LIFETIME_RANDOMNESS := 0.25
const MEAN_LIFETIME := 3.5
const GRAVITY := 350.0
const FPS := 60

var path := "cpu"
var live := 100000
var frames := 600
var shot := ""
var amount := 0
var warmup_frames := 0
var frame := 0
var start_usec := 0


func _ready():
	_read_arguments()
	# Godot emits amount / lifetime per second, so this many slots keep N alive on average.
	amount = int(round(live * LIFETIME / MEAN_LIFETIME))
	if amount > 0:
		var emitter = _cpu_emitter() if path == "cpu" else _gpu_emitter()
		emitter.position = Vector2(195, -10)
		add_child(emitter)
	# The longest life, so births and deaths balance, plus a second for caches and the driver.
	warmup_frames = int(ceil(LIFETIME * FPS)) + FPS


func _process(_delta):
	frame += 1
	if frame == warmup_frames:
		start_usec = OS.get_ticks_usec()
	elif frame == warmup_frames + frames:
		var ms_per_frame = (OS.get_ticks_usec() - start_usec) / 1000.0 / frames
		print("RESULT path=%s n=%d amount=%d frames=%d warmup_frames=%d ms_per_frame=%.4f renderer=%s"
			% [path, live, amount, frames, warmup_frames, ms_per_frame, _renderer()])
		if shot != "":
			_save_last_frame()
		get_tree().quit()


func _read_arguments():
	for argument in OS.get_cmdline_args():
		var pair = argument.split("=")
		if pair.size() != 2:
			continue
		match pair[0]:
			"path": path = pair[1]
			"n": live = int(pair[1])
			"frames": frames = int(pair[1])
			"shot": shot = pair[1]


func _save_last_frame():
	var image = get_viewport().get_texture().get_data()
	if image == null:
		push_error("shot: no rendered frame (the server build draws nothing)")
		return
	image.flip_y()
	image.save_png(shot)


func _renderer() -> String:
	var name = VisualServer.get_video_adapter_name()
	return name.replace(" ", "_") if name != "" else "none"


# CPUParticles2D: simulated on the CPU every frame, drawn as one multimesh.
func _cpu_emitter() -> CPUParticles2D:
	var p = CPUParticles2D.new()
	p.amount = amount
	p.lifetime = LIFETIME
	p.lifetime_randomness = LIFETIME_RANDOMNESS
	p.local_coords = false
	p.texture = _confetti_texture()
	p.emission_shape = CPUParticles2D.EMISSION_SHAPE_RECTANGLE
	p.emission_rect_extents = Vector2(195, 0.5)
	p.direction = Vector2(0, 1)
	p.spread = 22.5  # degrees either side: a 45-degree cone
	p.gravity = Vector2(0, GRAVITY)
	# Godot's speed is initial_velocity x (1 - random x u): 225 down to 125 pt/s.
	p.initial_velocity = 225
	p.initial_velocity_random = 100.0 / 225.0
	p.angular_velocity = 115  # degrees per second: spin 2 rad/s
	p.angular_velocity_random = 1
	p.scale_amount = 0.8
	p.scale_amount_random = 0.3
	p.scale_amount_curve = _scale_over_life()
	p.color_ramp = _colour_over_life()
	return p


# Particles2D: simulated by the GLES3 renderer's particle shader (transform feedback).
func _gpu_emitter() -> Particles2D:
	var m = ParticlesMaterial.new()
	m.lifetime_randomness = LIFETIME_RANDOMNESS
	m.emission_shape = ParticlesMaterial.EMISSION_SHAPE_BOX
	m.emission_box_extents = Vector3(195, 0.5, 0)
	m.direction = Vector3(0, 1, 0)
	# Straight down: any non-zero spread leaves nearly every particle undrawn with Godot 3.2.3's
	# particle shader on llvmpipe (Mesa 22.3), which would time a frame with nothing in it.
	m.spread = 0
	m.gravity = Vector3(0, GRAVITY, 0)
	m.initial_velocity = 225
	m.initial_velocity_random = 100.0 / 225.0
	m.angular_velocity = 115
	m.angular_velocity_random = 1
	m.scale = 0.8
	m.scale_random = 0.3
	var scale_texture = CurveTexture.new()
	scale_texture.curve = _scale_over_life()
	m.scale_curve = scale_texture
	var colour_texture = GradientTexture.new()
	colour_texture.gradient = _colour_over_life()
	m.color_ramp = colour_texture
	var p = Particles2D.new()
	p.amount = amount
	p.lifetime = LIFETIME
	p.local_coords = false
	p.texture = _confetti_texture()
	p.process_material = m
	# Particles outside it are still simulated; this only stops Godot culling the emitter.
	p.visibility_rect = Rect2(-400, -100, 800, 3000)
	return p


# 1.0 at birth to 0.65 at death, as scaleSpeed -0.1/s over 3.5 s from 0.8 + ramps.
func _scale_over_life() -> Curve:
	var c = Curve.new()
	c.add_point(Vector2(0, 1))
	c.add_point(Vector2(1, 0.65))
	return c


# Orange to pink to a faded blue, alpha 1 down to 0.3. (No hue_variation: Godot 3 applies it
# every frame, a cost the workload does not ask for.)
func _colour_over_life() -> Gradient:
	var g = Gradient.new()
	g.set_color(0, Color(1, 0.6, 0.2, 1))
	g.set_color(1, Color(0.4, 0.6, 1, 0.3))
	g.add_point(0.5, Color(1, 0.4, 0.7, 0.8))
	return g


# A white 12x6 rectangle, the size of a confetti piece at scale 1; tinted by the colour ramp.
func _confetti_texture() -> ImageTexture:
	var image = Image.new()
	image.create(12, 6, false, Image.FORMAT_RGBA8)
	image.fill(Color(1, 1, 1, 1))
	var texture = ImageTexture.new()
	texture.create_from_image(image, 0)
	return texture
