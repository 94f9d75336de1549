import ArticleSampleChecks
import ChangeTracking
import Testing

// The samples of Batch's documentation comments, word for word, so that they compile and run.

/// The account screen's state the samples change: two strings, a list, and a mutating method
/// that applies a server's response.
private struct AccountState: TrackedState, Equatable {
  var name = ""
  var email = ""
  var items: [String] = []

  enum Change: Hashable, Sendable { case name, email, items }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.name, as: .name),
    .tracked(\.email, as: .email),
    .tracked(\.items, as: .items),
  ]

  /// Stores what the server sent back.
  mutating func apply(_ response: (name: String, email: String)) {
    name = response.name
    email = response.email
  }
}

@Suite struct BatchSampleTests {
  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachDocumentationSample(
      of: "Sources/ChangeTracking/Batch.swift", in: #filePath)
  }

  @Test func theBatchWritesInPlaceAndReportsWhatItWrote() {
    let tracker = StateTracker(AccountState())
    let log = RecordLog(tracker)
    let user = (name: "Ada", email: "ada@example.com")
    let item = "Notes"

    tracker.update { state in
      state.name = user.name
      state.email = user.email
      state.items.append(item)
    }

    #expect(tracker.state == AccountState(name: "Ada", email: "ada@example.com", items: ["Notes"]))
    #expect(log.changes == [.name, .email, .items])
    #expect(log.snapshots.allSatisfy { $0 == tracker.state })
  }

  @Test func theWholeStateGoesToAMutatingMethod() {
    let tracker = StateTracker(AccountState(name: "Ada", email: "old@example.com"))
    let log = RecordLog(tracker)
    let response = (name: "Ada", email: "ada@example.com")

    tracker.update { state in
      state.wholeState.apply(response)
    }

    #expect(tracker.email == "ada@example.com")
    #expect(log.changes == [.email])
  }
}
