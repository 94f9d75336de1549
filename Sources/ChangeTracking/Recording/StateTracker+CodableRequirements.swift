#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

// The methods that need a `Codable` state and change, declared again for any state, unavailable,
// with a message that says what to write. Without them, a call on a tracker whose state or
// change is not `Codable` finds no method of that name, and the compiler tries the tracker's
// dynamic-member lookup instead: its error names a missing key path of the state, not the
// missing conformance. Where the conformances are there, the constrained method is chosen, as
// an available declaration is preferred to an unavailable one.
extension StateTracker {
  /// Refuses, at compile time, to record a tracker whose state or change is not `Codable`.
  ///
  /// ``record(to:)`` encodes each record's state and change; declare both `Codable` to use it.
  /// See <doc:GettingStarted#Compile-errors>.
  ///
  /// - Parameter url: Where the recording would be written.
  /// - Returns: Nothing: the method can't be called.
  /// - Throws: Nothing: the method can't be called.
  @available(
    *, unavailable,
    message: """
      record(to:) needs State and State.Change to be Codable: declare the state \
      '@ChangeTracked struct State: Codable' (and any type it stores Codable); a Change written \
      by hand, or one with @Scoped cases, needs 'Codable' too ('nonisolated extension \
      State.Change: Codable {}' in a target isolated to the main actor)
      """
  )
  public func record(to url: URL) throws(SessionRecordingError) -> SessionRecording {
    fatalError("unavailable")
  }

  /// Refuses, at compile time, to save the history of a tracker whose state or change is not
  /// `Codable`.
  ///
  /// ``savedHistory(records:)`` encodes each snapshot and each record's change; declare both
  /// `Codable` to use it. See <doc:GettingStarted#Compile-errors>.
  ///
  /// - Parameter records: The change records that would be saved.
  /// - Returns: Nothing: the method can't be called.
  @available(
    *, unavailable,
    message: """
      savedHistory(records:) needs State and State.Change to be Codable: add 'Codable' to the \
      state's declaration, and to its Change as for record(to:)
      """
  )
  public func savedHistory(records: [ChangeRecord<State>] = []) -> Never {
    fatalError("unavailable")
  }
}
