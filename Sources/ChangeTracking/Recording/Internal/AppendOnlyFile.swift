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
/// failure may lose what the system had not yet stored.
final class AppendOnlyFile {
  /// The path the file was opened at, as given.
  let path: String

  /// The file descriptor, or -1 once closed.
  private var descriptor: Int32

  /// Creates or empties the file at `path`, and opens it for appending; throws the system's
  /// reason when the file cannot be opened.
  init(path: String) throws(SessionRecordingError) {
    self.path = path
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
      let flags = O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC
      descriptor = open(path, flags, 0o644)
      guard descriptor >= 0 else {
        throw .cannotOpen(path: path, detail: Self.lastErrorText())
      }
    #else
      descriptor = -1
      throw .cannotOpen(path: path, detail: "files are not written on this platform")
    #endif
  }

  deinit {
    close()
  }

  /// Writes all of `bytes`, retrying after an interruption or a partial write; throws
  /// ``SessionRecordingError/writeFailed(path:detail:)`` with the system's reason.
  func write(_ bytes: [UInt8]) throws(SessionRecordingError) {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
      var pending = bytes
      while !pending.isEmpty {
        let result = systemWrite(descriptor, pending)
        if result < 0 {
          if errno == EINTR {
            continue
          }
          throw .writeFailed(path: path, detail: Self.lastErrorText())
        }
        // A partial write: the rest goes next.
        pending.removeFirst(result)
      }
    #endif
  }

  /// Closes the file; later writes fail.
  func close() {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
      if descriptor >= 0 {
        _ = systemClose(descriptor)
        descriptor = -1
      }
    #endif
  }

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    /// The system's `write` of `bytes`, which this type's own `write` hides: how many it wrote,
    /// or -1.
    private func systemWrite(_ file: Int32, _ bytes: [UInt8]) -> Int {
      #if canImport(Darwin)
        Darwin.write(file, bytes, bytes.count)
      #elseif canImport(Glibc)
        Glibc.write(file, bytes, bytes.count)
      #elseif canImport(Musl)
        Musl.write(file, bytes, bytes.count)
      #else
        Android.write(file, bytes, bytes.count)
      #endif
    }

    /// The system's `close`, which this type's own `close` hides.
    private func systemClose(_ file: Int32) -> Int32 {
      #if canImport(Darwin)
        Darwin.close(file)
      #elseif canImport(Glibc)
        Glibc.close(file)
      #elseif canImport(Musl)
        Musl.close(file)
      #else
        Android.close(file)
      #endif
    }

    /// The last system error, as the system words it.
    private static func lastErrorText() -> String {
      String(cString: strerror(errno))
    }
  #endif
}

@available(*, unavailable)
extension AppendOnlyFile: Sendable {}
