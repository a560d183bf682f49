// Binding points and workgroup sizes shared by every shader. Mirrored by `ShaderBindings` in
// Sources/EmitterGL/ShaderBindings.swift; EmitterGLTests checks that the two agree, so change both.
// Naming: UBO_* are uniform-block bindings, SSBO_* shader-storage-block bindings.

// Invocations per workgroup of every one-dimensional compute pass.
#define WORKGROUP_SIZE 64

// Uniform blocks (std140).
#define UBO_FRAME 0
#define UBO_CELL_TEMPLATES 1
#define UBO_BEHAVIORS 2

// Shader storage blocks (std430).
#define SSBO_PARTICLE_STATE 0
#define SSBO_PARTICLE_BIRTH 1
#define SSBO_SPAWN_BATCH 2
#define SSBO_PARTICLE_LIFETIME 3
#define SSBO_TEST_INPUT 6
#define SSBO_TEST_OUTPUT 7
