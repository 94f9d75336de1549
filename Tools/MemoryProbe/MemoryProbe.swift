import ChangeTracking

#if os(Linux)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks that a tracker without history does not grow with the number of writes: a million
/// writes to ten observers, with batches and writes made back from an observer, must leave the
/// resident memory where a short warm-up left it. Exits with a failure status otherwise.
@main
enum MemoryProbe {
  /// The growth of resident memory allowed over the measured writes: far below what keeping
  /// anything per write would cost (a million records of even 8 bytes is 8 MB).
  static let allowedGrowth = 1 << 20

  static func main() {
    let tracker = StateTracker(ProbeState(tags: ["a", "b"]))
    var delivered = 0
    var tokens: [ObservationToken] = []
    for _ in 0..<9 {
      tokens.append(tracker.observe { _ in delivered += 1 })
    }
    // The tenth observer also writes back, so that the delivery queue is used.
    tokens.append(
      tracker.observe([.value]) { record in
        delivered += 1
        if record.snapshot.value.isMultiple(of: 100) {
          tracker.set(\.label, to: record.snapshot.value.isMultiple(of: 200) ? "even" : "odd")
        }
      })

    func write(_ count: Int, from start: Int) {
      for value in start..<(start + count) {
        if value.isMultiple(of: 10) {
          tracker.update { state in
            state.value = value
            state.tags[0] = value.isMultiple(of: 20) ? "x" : "y"
          }
        } else {
          tracker.set(\.value, to: value)
        }
      }
    }

    let warmUp = 10_000
    let half = 500_000
    write(warmUp, from: 1)
    let deliveredBefore = delivered
    let before = ResidentMemory.bytes()
    write(half, from: warmUp + 1)
    let halfway = ResidentMemory.bytes()
    write(half, from: warmUp + half + 1)
    let after = ResidentMemory.bytes()

    print(
      "writes: \(2 * half), observers: \(tokens.count), "
        + "records delivered: \(delivered - deliveredBefore)")
    guard let before, let halfway, let after else {
      print("resident memory: not measured on this platform (it reads /proc/self/statm)")
      return
    }
    let growth = after - before
    print(
      "resident memory: \(before / 1024) KiB after warm-up, \(halfway / 1024) KiB halfway, "
        + "\(after / 1024) KiB at the end: growth \(growth / 1024) KiB")
    if growth > allowedGrowth {
      print("error: resident memory grew by more than \(allowedGrowth / 1024) KiB")
      exit(1)
    }
  }
}
