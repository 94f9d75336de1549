#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What reading a session recording knows between lines: the state the lines so far leave, to
/// which a line of changes (format version 2) applies.
///
/// Handed to each line's decoding through the decoder's `userInfo`. Unchecked `Sendable`: a
/// reading is made, used and dropped by one call of ``RecordedSession``'s initializer.
final class RecordReading<State: TrackedState & Codable>: @unchecked Sendable
where State.Change: Codable {
  /// The state after the last line read; `nil` before the first.
  var state: State?

  /// How lines of changes name and decode the state's properties.
  let plan: RecordingPlan<State>

  /// Whether the file's version has lines of changes: 2 on.
  let readsChanges: Bool

  /// The key of the reading in a decoder's `userInfo`.
  static var key: CodingUserInfoKey {
    CodingUserInfoKey(rawValue: "ChangeTracking.RecordReading")!
  }

  /// A reading of a file of format `version`.
  init(version: Int) {
    plan = RecordingPlan()
    readsChanges = version >= 2
  }
}
