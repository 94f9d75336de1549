import ArticleSampleChecks
import ChangeTracking
import Testing

// The samples of `set` and `update`'s documentation comments, word for word, so that they
// compile and run.

/// The profile the samples change: two strings.
private struct Profile: TrackedState, Equatable {
  var name = ""
  var email = ""

  enum Change: Hashable, Sendable { case name, email }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.name, as: .name),
    .tracked(\.email, as: .email),
  ]
}

@Suite struct WritingSampleTests {
  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachDocumentationSample(
      of: "Sources/ChangeTracking/Writing/StateTracker+Writing.swift", in: #filePath)
  }

  @Test func setWritesOneProperty() {
    let tracker = StateTracker(Profile())
    let log = RecordLog(tracker)

    tracker.set(\.email, to: "ada@example.com")

    #expect(tracker.email == "ada@example.com")
    #expect(log.changes == [.email])
  }

  @Test func updateReportsWhatTheClosureAndAHelperChanged() {
    let tracker = StateTracker(Profile())
    let log = RecordLog(tracker)
    let user = (name: "Ada", email: "ADA@example.com")

    tracker.update { state in
      state.name = user.name
      state.email = user.email
    }

    func applyDefaults(to state: inout Profile) {
      state.email = state.email.lowercased()
    }
    tracker.update { applyDefaults(to: &$0) }

    #expect(tracker.state == Profile(name: "Ada", email: "ada@example.com"))
    #expect(log.changes == [.name, .email, .email])
    #expect(
      log.snapshots.map(\.email) == ["ADA@example.com", "ADA@example.com", "ada@example.com"])
  }

  @Test func updateReplacesTheWholeStateAndReportsOnlyWhatDiffers() {
    let tracker = StateTracker(Profile(name: "Ada", email: "old@example.com"))
    let log = RecordLog(tracker)

    tracker.update { $0 = Profile(name: "Ada", email: "ada@example.com") }

    #expect(tracker.email == "ada@example.com")
    #expect(log.changes == [.email])
  }
}
