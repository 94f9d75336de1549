#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Android)
  internal import Android
#endif

/// A file opened for appending, written with one system call per line, so that what a write
/// returned from is in the operating system's hands even if the program stops right after.
///
/// It does not ask the disk to sync: a crash of the program loses nothing written, a power
/// failure may lose what the system had not yet stored. The file closes when the object goes.
final class AppendOnlyFile {
  /// The path the file was opened at, as given.
  let path: String

  /// The file descriptor.
  private let descriptor: Int32

  /// Creates or empties the file at `path`, and opens it for appending; throws the system's
  /// reason when the file cannot be opened.
  init(path: String) throws(SessionRecordingError) {
    self.path = path
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
      descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw .cannotOpen(path: path, detail: String(cString: strerror(errno)))
      }
    #else
      throw .cannotOpen(path: path, detail: "files are not written on this platform")
    #endif
  }

  deinit {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
      // A file that failed to open has no descriptor to close.
      if descriptor >= 0 {
        close(descriptor)
      }
    #endif
  }

  /// Writes all of `bytes`, retrying after an interruption or a partial write; throws
  /// ``SessionRecordingError/writeFailed(path:detail:)`` with the system's reason.
  func append(_ bytes: [UInt8]) throws(SessionRecordingError) {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
      var pending = bytes[...]
      while !pending.isEmpty {
        let written = pending.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
          if errno == EINTR {
            continue
          }
          throw .writeFailed(path: path, detail: String(cString: strerror(errno)))
        }
        // A partial write: the rest goes next.
        pending = pending.dropFirst(written)
      }
    #endif
  }
}

@available(*, unavailable)
extension AppendOnlyFile: Sendable {}
