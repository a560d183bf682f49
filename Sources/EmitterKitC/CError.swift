import CEmitterKitAPI
import Glibc

/// A failure on its way to C: the status returned and the message `ek_last_error_message`
/// gives.
struct CError: Error {
  var status: ek_status
  var message: String

  init(_ status: ek_status, _ message: String) {
    self.status = status
    self.message = message
  }
}

/// The message of the last failed call, per thread, as a C string the caller may read until
/// the next failure on its thread.
enum LastError {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { free($0) }
    return key
  }()

  static func set(_ message: String) {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, strdup(message))
    free(previous)
  }

  static var message: UnsafePointer<CChar>? {
    pthread_getspecific(key).map { UnsafePointer($0.assumingMemoryBound(to: CChar.self)) }
  }
}

/// Runs `body` for a C entry point: its error becomes a status and the thread's message.
func entryPoint(_ body: () throws(CError) -> Void) -> ek_status {
  do {
    try body()
    return EK_OK
  } catch {
    LastError.set(error.message)
    return error.status
  }
}

/// A required out-parameter.
func output<Value>(_ pointer: UnsafeMutablePointer<Value>?, _ name: String) throws(CError)
  -> UnsafeMutablePointer<Value>
{
  guard let pointer else { throw CError(EK_ERROR_NULL_ARGUMENT, "\(name) is NULL") }
  return pointer
}

/// The C function `ek_last_error_message`, declared and documented in include/emitterkit.h.
@_cdecl("ek_last_error_message")
public func ekLastErrorMessage() -> UnsafePointer<CChar>? {
  LastError.message ?? UnsafePointer(emptyMessage)
}

/// The C function `ek_status_name`, declared and documented in include/emitterkit.h.
@_cdecl("ek_status_name")
public func ekStatusName(_ status: ek_status) -> UnsafePointer<CChar>? {
  let name: StaticString =
    switch status {
    case EK_OK: "EK_OK"
    case EK_ERROR_NULL_ARGUMENT: "EK_ERROR_NULL_ARGUMENT"
    case EK_ERROR_INVALID_HANDLE: "EK_ERROR_INVALID_HANDLE"
    case EK_ERROR_SCENE: "EK_ERROR_SCENE"
    case EK_ERROR_NO_CONTEXT: "EK_ERROR_NO_CONTEXT"
    case EK_ERROR_GL: "EK_ERROR_GL"
    case EK_ERROR_KEY_PATH: "EK_ERROR_KEY_PATH"
    case EK_ERROR_EMISSION: "EK_ERROR_EMISSION"
    case EK_ERROR_INVALID_ARGUMENT: "EK_ERROR_INVALID_ARGUMENT"
    case EK_ERROR_CAPACITY: "EK_ERROR_CAPACITY"
    case EK_ERROR_BUFFER_TOO_SMALL: "EK_ERROR_BUFFER_TOO_SMALL"
    case EK_ERROR_BUSY: "EK_ERROR_BUSY"
    default: "EK_UNKNOWN_STATUS"
    }
  return UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// The empty string `ek_last_error_message` returns before any failure.
nonisolated(unsafe) private let emptyMessage: UnsafeMutablePointer<CChar> = strdup("")!
