/// The hosts a root layer is displayed by (held weakly: a host that goes away stops showing).
final class HostLinks {
  private var links: [WeakHost] = []

  var hosts: [LayerTreeHost] { links.compactMap(\.host) }

  func add(_ host: LayerTreeHost) {
    links.removeAll { $0.host == nil }
    links.append(WeakHost(host: host))
  }

  func remove(_ host: LayerTreeHost) { links.removeAll { $0.host == nil || $0.host === host } }
}

struct WeakHost {
  weak var host: LayerTreeHost?
}

/// Which layers are displayed, and where their changes go.
enum LiveTree {
  /// The hosts displaying the tree `layer` is in.
  static func hosts(of layer: CALayer) -> [LayerTreeHost] { layer.rootLayer.hostLinks.hosts }

  /// Whether a host shows `layer`: as a layer of its scene, or as its canvas.
  static func isDisplayed(_ layer: CALayer) -> Bool {
    hosts(of: layer).contains { $0.displays(layer) }
  }

  /// Whether a host shows `layer` as a layer of its running scene (committed to it).
  static func isCommitted(_ layer: CALayer) -> Bool {
    hosts(of: layer).contains { $0.index(of: layer) != nil }
  }

  /// Hands a commit's changes to every host they concern, at media time `now`.
  static func dispatch(_ changes: [LiveChange], at now: Double) {
    guard !changes.isEmpty else { return }
    var hosts: [LayerTreeHost] = []
    for change in changes {
      var layers = [change.layer]
      if case .remove(_, let parent) = change { layers.append(parent) }
      for layer in layers {
        for host in Self.hosts(of: layer) where !hosts.contains(where: { $0 === host }) {
          hosts.append(host)
        }
      }
    }
    for host in hosts { host.apply(changes, at: now) }
  }
}
