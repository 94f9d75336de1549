import ArticleSampleChecks
import ChangeTracking
import Testing

// The sample of the documentation's overview page (ChangeTracking.md), word for word, so that it
// compiles and runs.

private enum OverviewArticle {
  struct ProfileState: TrackedState {
    var name: String?
    var email: String?
    var callsInProgress = 0

    enum Change: Hashable, Sendable {
      case name, email, callsInProgress
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.name, as: .name),
      .tracked(\.email, as: .email),
      .tracked(\.callsInProgress, as: .callsInProgress),
    ]
  }
}

@Suite struct OverviewArticleTests {
  private typealias ProfileState = OverviewArticle.ProfileState

  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachSample(
      of: "Sources/ChangeTracking/ChangeTracking.docc/ChangeTracking.md", in: #filePath)
  }

  @Test func samplePrintsEachChangeToTheCallbackThenTheObserver() {
    var output: [String] = []
    func print(_ items: Any...) {
      output.append(items.map { "\($0)" }.joined(separator: " "))
    }

    let tracker = StateTracker(ProfileState())
    tracker.onChange = { change in print("refresh", change) }
    let token = tracker.observe { record in
      print(record.sequence, record.change, record.snapshot.callsInProgress)
    }

    tracker.set(\.callsInProgress, to: 1)
    tracker.update { state in
      state.name = "Ada Lovelace"
      state.email = "ada@example.com"
    }
    tracker.set(\.callsInProgress, to: 0)

    #expect(
      output == [
        "refresh callsInProgress", "1 callsInProgress 1",
        "refresh name", "2 name 1",
        "refresh email", "3 email 1",
        "refresh callsInProgress", "4 callsInProgress 0",
      ])
    token.cancel()
  }
}
