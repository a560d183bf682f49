import Benchmark
import EmitterKit
import Foundation

/// `Scene(jsonData:file:)` on each preset in scenes/: parse, decode through the schema, validate.
/// The bytes are read once; image paths are left unresolved so no file is touched while timing.
func registerSceneDecodingBenchmarks() {
  for url in BenchmarkScenes.presetFiles() {
    let name = url.deletingPathExtension().lastPathComponent
    Benchmark("Scene decoding/\(name)") { benchmark, data in
      for _ in benchmark.scaledIterations {
        do {
          blackHole(try Scene(jsonData: data, file: url.lastPathComponent))
        } catch {
          benchmark.error("\(url.lastPathComponent) no longer decodes: \(error)")
        }
      }
    } setup: {
      try Data(contentsOf: url)
    }
  }
}
