#if os(Linux)
  import Glibc
#endif

/// The resident memory of this process, read from `/proc/self/statm` (Linux only).
enum ResidentMemory {
  /// The resident set size in bytes, or `nil` where `/proc/self/statm` cannot be read.
  static func bytes() -> Int? {
    #if os(Linux)
      let descriptor = open("/proc/self/statm", O_RDONLY)
      guard descriptor >= 0 else {
        return nil
      }
      defer { close(descriptor) }
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else {
        return nil
      }
      // The fields are sizes in pages: total program size, then resident set size, …
      let fields = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else {
        return nil
      }
      return pages * sysconf(Int32(_SC_PAGESIZE))
    #else
      return nil
    #endif
  }
}
