import CCairo
import Foundation

/// `emitter bench --plot out.png`: milliseconds per frame against live particles, both axes
/// logarithmic, one line per path, with the 60 fps budget drawn across. Drawn by cairo.
package struct BenchmarkPlot {
  package let report: BenchmarkReport
  package var width = 1200
  package var height = 760

  package init(report: BenchmarkReport) { self.report = report }

  /// Writes the PNG; throws naming the file when cairo cannot.
  package func write(to path: String) throws(BenchmarkPlotError) {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      throw BenchmarkPlotError(path: path, reason: "cairo could not make a \(width)x\(height) image")
    }
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)!
    draw(context)
    cairo_destroy(context)
    let status = cairo_surface_write_to_png(surface, path)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw BenchmarkPlotError(path: path, reason: String(cString: cairo_status_to_string(status)))
    }
  }

  private var frame: (left: Double, top: Double, right: Double, bottom: Double) {
    (90, 60, Double(width) - 300, Double(height) - 70)
  }

  private var series: [(path: BenchmarkPath, points: [(count: Double, ms: Double)])] {
    BenchmarkPath.allCases.compactMap { path in
      let points = report.rows.filter { $0.path == path }.sorted { $0.liveParticles < $1.liveParticles }
        .map { (count: Double($0.liveParticles), ms: $0.msPerFrame) }
      return points.isEmpty ? nil : (path, points)
    }
  }

  private func draw(_ context: OpaquePointer) {
    cairo_set_source_rgb(context, 1, 1, 1)
    cairo_paint(context)
    let all = series.flatMap(\.points)
    guard !all.isEmpty else { return }
    let xRange = decades(all.map(\.count))
    let yRange = decades(all.map(\.ms) + [FrameBudget.sixtyFPS])
    let box = frame
    func x(_ value: Double) -> Double { box.left + (log10(value) - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) * (box.right - box.left) }
    func y(_ value: Double) -> Double { box.bottom - (log10(value) - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound) * (box.bottom - box.top) }

    cairo_select_font_face(context, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(context, 13)
    cairo_set_line_width(context, 1)
    for decade in Int(xRange.lowerBound)...Int(xRange.upperBound) {
      let value = pow(10, Double(decade))
      gridLine(context, from: (x(value), box.top), to: (x(value), box.bottom))
      label(context, ParticleCount.format(Int(value)), at: (x(value), box.bottom + 20), centred: true)
    }
    for decade in Int(yRange.lowerBound)...Int(yRange.upperBound) {
      let value = pow(10, Double(decade))
      gridLine(context, from: (box.left, y(value)), to: (box.right, y(value)))
      label(context, decade >= 0 ? String(format: "%.0f ms", value) : "\(value) ms", at: (box.left - 8, y(value) + 4), alignRight: true)
    }
    // The 60 fps budget.
    cairo_set_source_rgb(context, 0.8, 0.1, 0.1)
    let dashes: [Double] = [6, 4]
    cairo_set_dash(context, dashes, 2, 0)
    cairo_move_to(context, box.left, y(FrameBudget.sixtyFPS))
    cairo_line_to(context, box.right, y(FrameBudget.sixtyFPS))
    cairo_stroke(context)
    cairo_set_dash(context, nil, 0, 0)
    label(context, "60 fps (16.7 ms)", at: (box.left + 6, y(FrameBudget.sixtyFPS) - 6))

    for (index, entry) in series.enumerated() {
      let colour = Self.palette[index % Self.palette.count]
      // More paths than colours: the second round of colours is dashed, with hollow points,
      // so no two lines look alike.
      let secondRound = (index / Self.palette.count) % 2 == 1
      let dashes: [Double] = [7, 4]
      cairo_set_source_rgb(context, colour.0, colour.1, colour.2)
      cairo_set_line_width(context, 2.5)
      if secondRound { cairo_set_dash(context, dashes, 2, 0) }
      for (i, point) in entry.points.enumerated() {
        if i == 0 { cairo_move_to(context, x(point.count), y(point.ms)) } else { cairo_line_to(context, x(point.count), y(point.ms)) }
      }
      cairo_stroke(context)
      let legendY = box.top + 10 + Double(index) * 24
      cairo_move_to(context, box.right + 24, legendY - 7)
      cairo_line_to(context, box.right + 46, legendY - 7)
      cairo_stroke(context)
      cairo_set_dash(context, nil, 0, 0)
      for point in entry.points {
        cairo_new_sub_path(context)
        cairo_arc(context, x(point.count), y(point.ms), 4, 0, 2 * .pi)
        if secondRound {
          cairo_set_line_width(context, 1.5)
          cairo_stroke(context)
        } else {
          cairo_fill(context)
        }
      }
      cairo_set_source_rgb(context, 0.1, 0.1, 0.1)
      label(context, entry.path.label, at: (box.right + 54, legendY - 2))
    }
    cairo_set_source_rgb(context, 0.1, 0.1, 0.1)
    cairo_set_font_size(context, 15)
    label(context, "ms per frame vs live particles: \(report.workload.rawValue) confetti rain, \(report.renderer), \(report.cores) cores", at: (box.left, 32))
    label(context, "live particles", at: ((box.left + box.right) / 2, Double(height) - 20), centred: true)
  }

  /// Whole decades (log10) covering `values`.
  private func decades(_ values: [Double]) -> ClosedRange<Double> {
    let logs = values.filter { $0 > 0 }.map(log10)
    let lower = (logs.min() ?? 0).rounded(.down)
    let upper = max((logs.max() ?? 1).rounded(.up), lower + 1)
    return lower...upper
  }

  private func gridLine(_ context: OpaquePointer, from a: (Double, Double), to b: (Double, Double)) {
    cairo_set_source_rgb(context, 0.85, 0.85, 0.85)
    cairo_move_to(context, a.0, a.1)
    cairo_line_to(context, b.0, b.1)
    cairo_stroke(context)
    cairo_set_source_rgb(context, 0.25, 0.25, 0.25)
  }

  private func label(_ context: OpaquePointer, _ text: String, at point: (Double, Double), centred: Bool = false, alignRight: Bool = false) {
    var extents = cairo_text_extents_t()
    cairo_text_extents(context, text, &extents)
    let x = centred ? point.0 - extents.x_advance / 2 : alignRight ? point.0 - extents.x_advance : point.0
    cairo_move_to(context, x, point.1)
    cairo_show_text(context, text)
  }

  /// Distinguishable line colours (Tableau 10).
  package static let palette: [(Double, Double, Double)] = [
    (0.12, 0.47, 0.71), (1.0, 0.5, 0.05), (0.17, 0.63, 0.17), (0.84, 0.15, 0.16), (0.58, 0.4, 0.74),
    (0.55, 0.34, 0.29), (0.89, 0.47, 0.76), (0.5, 0.5, 0.5), (0.74, 0.74, 0.13), (0.09, 0.75, 0.81),
  ]
}

package struct BenchmarkPlotError: Error, CustomStringConvertible {
  package var path: String
  package var reason: String
  package var description: String { "cannot write the plot to \(path): \(reason)" }
}
