// Binding points and workgroup sizes shared by every shader. Mirrored by `ShaderBindings` in
// Sources/EmitterGL/ShaderBindings.swift; EmitterGLTests checks that the two agree, so change both.
// Naming: UBO_* are uniform-block bindings, SSBO_* shader-storage-block bindings.

// Invocations per workgroup of every one-dimensional compute pass.
#define WORKGROUP_SIZE 64

// The index of this invocation in a one-dimensional pass. Large passes are dispatched as rows of
// at most 65535 groups (`GL.dispatchCompute(invocations:)`), so the row counts too.
#define invocationIndex() (gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * gl_WorkGroupSize.x)

// Uniform blocks (std140).
#define UBO_FRAME 0
// Drawing (EmitterRender): the canvas and layer being drawn.
#define UBO_RENDER_VIEW 8

// Shader storage blocks (std430). Particle state is split into arrays of at most 16 bytes per
// slot, so one block of 128 MiB (llvmpipe's limit) holds 8 M slots; a larger pool is bound a
// window at a time (particle_state.glsl), so it takes no more blocks. The spawn pass uses the
// eight 0...7 plus the cell templates (and behaviours): ten blocks in one compute shader, within
// the 16 that llvmpipe and the desktop drivers we know offer (GL 4.3 promises only 8).
#define SSBO_PARTICLE_POSITION 0
#define SSBO_PARTICLE_BIRTH 1
#define SSBO_SPAWN_BATCH 2
#define SSBO_PARTICLE_LIFETIME 3
#define SSBO_PARTICLE_VELOCITY 4
#define SSBO_PARTICLE_COLOR 5
#define SSBO_PARTICLE_NORMAL 6
#define SSBO_PARTICLE_SERIAL 7
// Test-only shaders bind nothing else (binding points above 7 exist on every driver we target).
#define SSBO_TEST_INPUT 8
#define SSBO_TEST_OUTPUT 9
// Drawing: (sort key, slot) pairs, sorted for ordered render modes, read by the draw.
#define SSBO_DRAW_ORDER 10
// Drawing: each drawn particle's quad in clip space, prepared by sprite_quads.comp for the draw.
#define SSBO_SPRITE_QUADS 11
// One template per flat cell, every layer's behaviours, and (drawing) each cell's contents: storage
// blocks, not uniform blocks, so a scene is not held to the 16 KiB a uniform block may be.
#define SSBO_CELL_TEMPLATES 12
#define SSBO_BEHAVIORS 13
#define SSBO_CELL_CONTENTS 14
// Drawing: the live list (live_quads.glsl): each layer's drawn quads packed in draw order, the
// runs' counts and offsets that place them, and the indirect draw commands that draw them.
#define SSBO_LIVE_QUADS 15
#define SSBO_LIVE_RUNS 16
#define SSBO_LIVE_DRAWS 17
// Drawing: the GPU radix sort's per-run digit counts and the buffer each pass moves pairs into.
#define SSBO_RADIX_COUNTS 18
#define SSBO_RADIX_OUTPUT 19
// Drawing: the GPU radix sort's live pair count and the dispatch commands sized from it.
#define SSBO_SORT_COUNTS 20
// Simulation: each parent's own rate for sub-cells whose birthRate animates (spawn_subcells.comp).
#define SSBO_SUB_CELL_RATES 21
// Simulation: the stepping layer's mask table (the `mask` emitter shape, emitter_mask.glsl).
#define SSBO_EMITTER_MASK 22
// Simulation and drawing: each slot's trail ring (trail.glsl), TRAIL_CAPACITY vec4s a slot.
#define SSBO_PARTICLE_TRAIL 23
// Simulation: every image collider's texels, one bit each (collision.glsl).
#define SSBO_COLLIDER_GRIDS 24

// Texture units: the contents texture array is bound to this unit and the ones after it, one
// unit per filter combination (CONTENTS_SAMPLER_COUNT in cell_contents.glsl).
#define TEXTURE_UNIT_CONTENTS 0
// Compositing a layer drawn on its own (layer_blur.frag, layer_composite.frag): the texture the
// pass reads, above the contents units.
#define TEXTURE_UNIT_LAYER 8
// Compositing a masked layer: its mask's image (layer_blur.frag, layer_composite.frag).
#define TEXTURE_UNIT_MASK 9
