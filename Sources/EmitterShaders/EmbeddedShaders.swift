/// The GLSL sources of Shaders/, compiled into the binary so it runs from any working directory.
///
/// `sources` lives in ShaderSources.generated.swift, written by tools/embed-shaders; a test in
/// EmitterGLTests fails while it is stale. EmitterGL's `ShaderLibrary` is the only reader: it
/// resolves `#include` lines and can read a live folder instead (`EMITTER_SHADER_DIR`).
package enum EmbeddedShaders {}
