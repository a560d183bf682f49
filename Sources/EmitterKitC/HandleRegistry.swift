import CEmitterKitAPI
import Foundation

/// Live objects behind the C handles. A handle is a number, never a pointer to Swift memory:
/// numbers are not reused, so a destroyed or made-up handle is simply not found (an error code),
/// and a handle of one kind passed as another is refused.
final class HandleRegistry: @unchecked Sendable {
  static let shared = HandleRegistry()

  enum Kind: String {
    case scene, system, context
  }

  private let lock = NSLock()
  private var objects: [UInt: (kind: Kind, object: AnyObject)] = [:]
  /// Starts far from small integers a caller might pass by mistake; steps keep handles aligned.
  private var next: UInt = 0x4E_0000

  /// Registers `object` and returns its handle.
  func register(_ object: AnyObject, as kind: Kind) -> OpaquePointer {
    lock.lock()
    defer { lock.unlock() }
    next += 16
    objects[next] = (kind, object)
    return OpaquePointer(bitPattern: next)!
  }

  /// The object behind `handle` if it is a live handle of `kind`.
  func lookup<Object: AnyObject>(_ handle: OpaquePointer?, as kind: Kind, _ type: Object.Type)
    throws(CError) -> Object
  {
    guard let handle else {
      throw CError(EK_ERROR_INVALID_HANDLE, "the \(kind.rawValue) handle is NULL")
    }
    let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(handle)))
    lock.lock()
    let entry = objects[key]
    lock.unlock()
    guard let entry else {
      throw CError(
        EK_ERROR_INVALID_HANDLE,
        "\(Self.describe(key)) is not a live \(kind.rawValue) handle (destroyed already, or never made)"
      )
    }
    guard entry.kind == kind, let object = entry.object as? Object else {
      throw CError(
        EK_ERROR_INVALID_HANDLE,
        "\(Self.describe(key)) is a \(entry.kind.rawValue) handle, not a \(kind.rawValue) handle")
    }
    return object
  }

  /// Forgets `handle`; later lookups fail.
  func remove(_ handle: OpaquePointer) {
    let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(handle)))
    lock.lock()
    objects[key] = nil
    lock.unlock()
  }

  private static func describe(_ key: UInt) -> String { "handle 0x" + String(key, radix: 16) }
}
