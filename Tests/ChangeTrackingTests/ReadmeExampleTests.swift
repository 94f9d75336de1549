import ChangeTracking
import Testing

// The README's quick start, kept here word for word so that it cannot rot.

private struct ProfileState: TrackedState {
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

@Suite struct ReadmeExampleTests {
  @Test func quickStartPrintsWhatTheReadmeShows() {
    var output: [String] = []
    func print(_ items: Any...) {
      output.append(items.map { "\($0)" }.joined(separator: " "))
    }

    // README quick start, from here…
    let tracker = StateTracker(ProfileState())

    // The view: one callback that says which label to refresh.
    tracker.onChange = { change in print("refresh", change) }

    // Anyone else: a record of each change, with the state right after it.
    let token = tracker.observe { record in
      print(record.sequence, record.change, record.snapshot.callsInProgress)
    }

    tracker.set(\.callsInProgress, to: 1)
    tracker.update { state in
      state.name = "Ada Lovelace"
      state.email = "ada@example.com"
    }
    tracker.set(\.callsInProgress, to: 0)
    tracker.set(\.callsInProgress, to: 0)  // equal to the current value: nothing to report
    // …to here.

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
