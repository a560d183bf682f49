import EmitterImage
import Foundation
import Testing
import UIKit

extension SeedListingTests {
  /// Bennet van der Linden's comets, as written: each line drawn by its `CAShapeLayer`, and
  /// each comet, emitted from the line's start along its angle with its image turned to it,
  /// flying along its line.
  @MainActor @Suite struct Comets {
    @Test func cometsFlyAlongTheirLines() throws {
      try withListingHost {
        let controller = CometsViewController()
        let renderer = try UIWindowRenderer(rootViewController: controller)
        defer { try? renderer.close() }
        let lines = controller.lines
        var bright: [Int] = []
        for time in [0.15, 0.3, 0.45] {
          let frame = try pixels(of: try renderer.image(atTime: time))
          try keep(UIImage(cgImage: CGImage(pixels: frame)), as: "comets-\(time)s")
          // The lines: the point halfway along each is the line colour over the background
          // (0.35 of (0.55, 0.75, 1) over (0.04, 0.08, 0.19)), not the background.
          for line in lines where time == 0.15 {
            let middle = CGPoint(
              x: (line.startPoint.x + line.endPoint.x) / 2,
              y: (line.startPoint.y + line.endPoint.y) / 2)
            let pixel = frame[Int(middle.x), Int(middle.y)]
            #expect(pixel.z > 80 && pixel.z < 140, "line at \(middle): \(pixel)")
          }
          // The comets: near-white pixels, every one of them on or beside a line (a comet's
          // head is 16 pt wide, so within 12 pt of the line it flies along).
          var count = 0
          for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y].x > 200 && frame[x, y].y > 200 {
              count += 1
              let distance = lines.map { Self.distance(from: CGPoint(x: x, y: y), to: $0) }.min()!
              if distance > 12 {
                Issue.record("a comet pixel at (\(x), \(y)) is \(distance) pt from every line")
                return
              }
            }
          }
          bright.append(count)
        }
        // Three comets (one per line, born at once) are in view at each time.
        #expect(bright.allSatisfy { $0 > 100 }, "comet pixels per frame: \(bright)")
      }
    }

    static func distance(from point: CGPoint, to line: LineModel) -> CGFloat {
      let dx = line.endPoint.x - line.startPoint.x
      let dy = line.endPoint.y - line.startPoint.y
      let t =
        ((point.x - line.startPoint.x) * dx + (point.y - line.startPoint.y) * dy)
        / (dx * dx + dy * dy)
      let nearest = CGPoint(x: line.startPoint.x + t * dx, y: line.startPoint.y + t * dy)
      return hypot(point.x - nearest.x, point.y - nearest.y)
    }
  }
}
