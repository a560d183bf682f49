import EmitterGL

/// Test-only shaders with deliberate faults at known lines, in a library of their own so the
/// real Shaders/ never carries them. Line numbers are spelled out next to each fault.
enum BrokenShaders {
  static let library = ShaderLibrary(sources: [
    "include/bindings.glsl": ShaderLibrary.embedded.source("include/bindings.glsl") ?? "",
    "include/broken_helper.glsl": brokenHelper,
    "error_after_include.comp": errorAfterInclude,
    "error_in_include.comp": errorInInclude,
    "missing_include.comp": missingInclude,
    "unresolved_function.comp": unresolvedFunction,
  ])

  /// Line 7 uses an undeclared name; the include on line 3 must not shift the count.
  static let errorAfterIncludeLine = 7
  static let errorAfterInclude = """
    #version 450 core
    // Deliberately broken: an undeclared variable on line 7.
    #include "bindings.glsl"
    layout(local_size_x = WORKGROUP_SIZE) in;

    void main() {
      undeclaredVariable = 1u;
    }
    """

  /// Line 3 of the include assigns a vec3 to a float.
  static let errorInIncludeLine = 3
  static let brokenHelper = """
    // Deliberately broken helper: a type error on line 3.
    void helper() {
      float x = vec3(1.0);
    }
    """
  static let errorInInclude = """
    #version 450 core
    #include "bindings.glsl"
    #include "broken_helper.glsl"
    layout(local_size_x = WORKGROUP_SIZE) in;
    void main() { helper(); }
    """

  /// Line 3 includes a file that does not exist.
  static let missingIncludeLine = 3
  static let missingInclude = """
    #version 450 core

    #include "does_not_exist.glsl"
    layout(local_size_x = 1) in;
    void main() {}
    """

  /// Compiles, but cannot link: `helper` is declared and never defined.
  static let unresolvedFunction = """
    #version 450 core
    layout(local_size_x = 1) in;
    void helper();
    void main() { helper(); }
    """
}
