import ChangeTracking
import Observation
import Testing

/// `tracker.property = value` on a `let` tracker: a tracked write, exactly like `set`.
@Suite struct DynamicMemberWriteTests {
  struct Profile: TrackedState {
    let id: Int
    var nickname: String?
    var visits = 0

    /// A computed property: readable through the tracker, never writable.
    var greeting: String { "Hello, \(nickname ?? "guest")" }

    enum Change: Hashable, Sendable {
      case nickname, visits
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .untracked(\.id),
      .tracked(\.nickname, as: .nickname),
      .tracked(\.visits, as: .visits),
    ]
  }

  @Test func assignmentStoresTheValue() {
    let tracker = StateTracker(Counter())
    tracker.label = "Groceries"
    #expect(tracker.label == "Groceries")
    #expect(tracker.state.label == "Groceries")
  }

  @Test func assignmentReportsExactlyWhatSetReports() {
    let assigned = StateTracker(Counter())
    let assignedLog = RecordLog(assigned)
    let written = StateTracker(Counter())
    let writtenLog = RecordLog(written)

    assigned.label = "a"
    assigned.value = 3
    assigned.ping = 0
    written.set(\.label, to: "a")
    written.set(\.value, to: 3)
    written.set(\.ping, to: 0)

    #expect(assignedLog.changes == [.label, .value, .ping])
    #expect(assignedLog.changes == writtenLog.changes)
    #expect(assignedLog.snapshots == writtenLog.snapshots)
    #expect(assignedLog.sequences == writtenLog.sequences)
  }

  @Test func assignmentOfAnEqualValueReportsNothing() {
    let tracker = StateTracker(Counter())
    tracker.label = "same"
    let log = RecordLog(tracker)
    tracker.label = "same"
    tracker.value = 0
    #expect(log.changes.isEmpty)
  }

  @Test func assignmentToAnEveryWritePropertyReportsAnEqualValue() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    tracker.ping = 0
    tracker.ping = 0
    #expect(log.changes == [.ping, .ping])
  }

  @Test func assignmentOfANonEquatableValueUsesTheDeclaredComparison() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    tracker.note = Note(text: "Milk")
    tracker.note = Note(text: "MILK")  // equal for the declaration, which ignores case
    #expect(log.changes == [.note])
    #expect(tracker.note.text == "MILK")  // stored, as `set` stores it, but not reported
  }

  @Test func nestedAssignmentReportsTheContainingProperty() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    tracker.address.city = "London"
    tracker.address.city = "London"
    #expect(log.changes == [.address])
    #expect(log.snapshots.map(\.address.city) == ["London"])
    #expect(tracker.address.street == Counter.Address().street)
  }

  @Test func compoundAssignmentReportsOnce() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    tracker.value += 1
    tracker.tags.append("milk")
    #expect(log.changes == [.value, .tags])
    #expect(log.snapshots.map(\.value) == [1, 1])
    #expect(tracker.tags == ["milk"])
  }

  @Test func optionalPropertiesTakeValuesAndNil() {
    let tracker = StateTracker(Profile(id: 7))
    let log = RecordLog(tracker)
    tracker.nickname = "Ada"
    tracker.nickname = nil
    tracker.nickname = nil
    #expect(log.changes == [.nickname, .nickname])
    #expect(log.snapshots.map(\.nickname) == ["Ada", nil])
  }

  @Test func constantsAndComputedPropertiesStayReadable() {
    let tracker = StateTracker(Profile(id: 7))
    tracker.nickname = "Ada"
    #expect(tracker.id == 7)
    #expect(tracker.greeting == "Hello, Ada")
  }

  @Test func assignmentKeyPathIsReferenceWritableSoBindingsWriteThroughTheTracker() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    // What SwiftUI's `@Bindable` builds for `$tracker.label`.
    let binding: ReferenceWritableKeyPath<StateTracker<Counter>, String> = \.label
    tracker[keyPath: binding] = "bound"
    #expect(log.changes == [.label])
    #expect(tracker.label == "bound")
  }

  @Test func trackerIsObservableForSwiftUIsPropertyWrappers() {
    func observable(_ value: some Observable) -> Bool { true }
    #expect(observable(StateTracker(Counter())))
  }

  @Test func readThroughAWritableMemberRegistersTheProperty() {
    let tracker = StateTracker(Counter())
    tracker.enableObservation()
    let invalidations = InvalidationCounter()
    withObservationTracking {
      _ = tracker.label
    } onChange: {
      invalidations.increment()
    }
    tracker.value = 1
    #expect(invalidations.count == 0)
    tracker.label = "seen"
    #expect(invalidations.count == 1)
  }
}
