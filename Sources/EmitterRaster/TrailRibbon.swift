import EmitterContents
import EmitterImage
import EmitterSimulation

/// A particle's trail as a triangle strip (docs/SEMANTICS.md, "Trails"), built as draw/ribbon.vert
/// builds it for the GL renderer: the particle's position, then its kept samples newest first;
/// at each point two vertices half its width either side of the path, across the chord between
/// the point's neighbours; width and colour linear in the point's place along the trail, and
/// a `trailContents` image read at (u, v): u that place, v 0 on the vertex at `-across` and 1
/// on the one at `+across`.
package struct TrailRibbon: Sendable {
  /// One vertex: its point on the path (layer points), its offset across it, its colour
  /// (premultiplied, layer opacity included) and where it reads the trail's image.
  package struct Vertex: Sendable, Equatable {
    package var point: SIMD3<Float>
    package var offset: SIMD2<Float>
    package var tint: SIMD4<Float>
    package var uv: SIMD2<Float>
  }

  /// A cell's `trailContents` as the ribbon reads them: the atlas entry and its base level,
  /// looked up once a ribbon rather than once a pixel.
  struct Texture {
    var entry: ContentsAtlas.TrailEntry
    var base: RGBAImage

    init(_ entry: ContentsAtlas.TrailEntry, in atlas: ContentsAtlas) {
      self.entry = entry
      base = atlas.levels[entry.layer][0]
    }
  }

  /// Two vertices a point, in strip order; triangle i is vertices i, i + 1 and i + 2.
  package let vertices: [Vertex]

  /// Nil when the particle's cell keeps no trail now (`length`, the snapshot's
  /// `CellInfo.trailLength`: an animated trail's, as the GPU's templates hold it) or the trail
  /// holds no sample yet.
  package init?(_ particle: ParticleRecord, cell: ResolvedCell, length: Float?, opacity: Float) {
    guard let length, !particle.trail.isEmpty else { return nil }
    var points = [(point: particle.position, u: Float(0))]
    for sample in particle.trail {
      let u = min(max((particle.age - sample.w) / length, 0), 1)
      points.append((SIMD3(sample.x, sample.y, sample.z), u))
    }
    var vertices: [Vertex] = []
    for (j, point) in points.enumerated() {
      let before = points[max(j - 1, 0)].point
      let after = points[min(j + 1, points.count - 1)].point
      let along = SIMD2(before.x - after.x, before.y - after.y)
      let length = (along * along).sum().squareRoot()
      let across = length > 0 ? SIMD2(-along.y, along.x) / length : .zero
      let width = cell.trailWidths.x + (cell.trailWidths.y - cell.trailWidths.x) * point.u
      let color = particle.color * (cell.trailColor + (cell.trailEndColor - cell.trailColor) * point.u)
      let alpha = color.w * opacity
      let tint = SIMD4(color.x * alpha, color.y * alpha, color.z * alpha, alpha)
      for side: Float in [-1, 1] {
        vertices.append(
          Vertex(
            point: point.point, offset: across * (0.5 * width * side), tint: tint,
            uv: SIMD2(point.u, side < 0 ? 0 : 1)))
      }
    }
    self.vertices = vertices
  }

  /// Blends the strip into `image`: each triangle covers the pixels whose centres it holds, its
  /// colour and (u, v) interpolated perspective-correctly, as GL rasterises the strip; with a
  /// `texture`, the texel at (u, v) times the colour.
  func draw(
    view: RenderView, preservesDepth: Bool, additive: Bool, texture: Texture?,
    into image: inout RGBAImage
  ) {
    draw(
      view: view, preservesDepth: preservesDepth, texture: texture, width: image.width,
      height: image.height
    ) {
      PixelBlending.blend($0, into: &image, x: $1, y: $2, additive: additive)
    }
  }

  /// Blends the strip into the caller's premultiplied RGBA8 pixels (the fast CPU renderer's).
  func draw(
    view: RenderView, preservesDepth: Bool, additive: Bool, texture: Texture?, into buffer: RGBABuffer
  ) {
    draw(
      view: view, preservesDepth: preservesDepth, texture: texture, width: buffer.width,
      height: buffer.height
    ) {
      PixelBlending.blend($0, into: buffer.row($2) + 4 * $1, additive: additive)
    }
  }

  /// Each covered pixel (x, y) of a `width` × `height` image with its colour, to `blend`.
  private func draw(
    view: RenderView, preservesDepth: Bool, texture: Texture?, width imageWidth: Int,
    height imageHeight: Int, blend: (SIMD4<Float>, Int, Int) -> Void
  ) {
    let ppp = view.pixelsPerPoint
    let projected = vertices.map {
      vertex -> (xy: SIMD2<Double>, w: Double, tint: SIMD4<Float>, uv: SIMD2<Float>) in
      let center = ParticleQuad(type: .point, center: vertex.point, normal: SIMD3(0, 0, 1), rotation: 0, halfSize: .zero)
      let p = center.project(SIMD3(vertex.offset, 0), view: view, preservesDepth: preservesDepth)
      return (
        SIMD2(Double(p.x / p.z * ppp.x), Double(p.y / p.z * ppp.y)), Double(p.z), vertex.tint,
        vertex.uv
      )
    }
    guard projected.count >= 3 else { return }
    for i in 0..<(projected.count - 2) {
      let (a, b, c) = (projected[i], projected[i + 1], projected[i + 2])
      guard a.w > 0, b.w > 0, c.w > 0 else { continue }
      let area = edge(a.xy, b.xy, c.xy)
      guard area != 0 else { continue }
      let low = pointwiseMin(a.xy, pointwiseMin(b.xy, c.xy))
      let high = pointwiseMax(a.xy, pointwiseMax(b.xy, c.xy))
      guard low.x.isFinite, low.y.isFinite, high.x.isFinite, high.y.isFinite else { continue }
      let columns = (
        max(0, Int(max(-1, (low.x - 0.5).rounded(.up)))),
        min(imageWidth - 1, Int(min(Double(imageWidth), (high.x - 0.5).rounded(.down)))))
      let rows = (
        max(0, Int(max(-1, (low.y - 0.5).rounded(.up)))),
        min(imageHeight - 1, Int(min(Double(imageHeight), (high.y - 0.5).rounded(.down)))))
      guard columns.0 <= columns.1, rows.0 <= rows.1 else { continue }
      for y in rows.0...rows.1 {
        for x in columns.0...columns.1 {
          let p = SIMD2(Double(x) + 0.5, Double(y) + 0.5)
          let weights = SIMD3(edge(b.xy, c.xy, p), edge(c.xy, a.xy, p), edge(a.xy, b.xy, p)) / area
          guard weights.min() >= 0 else { continue }
          let perspective = SIMD3(weights.x / a.w, weights.y / b.w, weights.z / c.w)
          let total = perspective.sum()
          let tint =
            (a.tint * Float(perspective.x) + b.tint * Float(perspective.y) + c.tint * Float(perspective.z))
            / Float(total)
          guard let texture else {
            blend(tint, x, y)
            continue
          }
          let uv =
            (a.uv * Float(perspective.x) + b.uv * Float(perspective.y)
              + c.uv * Float(perspective.z)) / Float(total)
          blend(ContentsSampling.sample(texture.entry, base: texture.base, uv: uv) * tint, x, y)
        }
      }
    }
  }
}

/// Twice the signed area of (a, b, p): which side of a → b the point p lies on.
private func edge(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ p: SIMD2<Double>) -> Double {
  (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
}
