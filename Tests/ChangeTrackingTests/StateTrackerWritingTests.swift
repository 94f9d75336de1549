import ChangeTracking
import Testing

@Suite struct StateTrackerWritingTests {
  @Test func setStoresTheValueAndReportsItsChange() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    tracker.set(\.value, to: 7)
    #expect(tracker.state.value == 7)
    #expect(log.changes == [.value])
    #expect(log.snapshots == [Counter(value: 7)])
  }

  @Test func dynamicMemberLookupReadsTheCurrentState() {
    let tracker = StateTracker(Counter(label: "start"))
    tracker.set(\.address.city, to: "Lyon")
    #expect(tracker.label == "start")
    #expect(tracker.address.city == "Lyon")
  }

  /// Key paths passed as values, as a generic helper or a binding passes them: their offsets
  /// are found at run time, and each names its own field.
  @Test func keyPathsHeldAsValuesReadAndWriteTheFieldsTheyName() throws {
    func write<Value: Equatable>(
      _ keyPath: WritableKeyPath<Counter, Value>, _ value: Value, on tracker: StateTracker<Counter>
    ) -> Value {
      tracker.set(keyPath, to: value)
      return tracker[dynamicMember: keyPath]
    }
    let tracker = StateTracker(Counter(label: "start", cache: 9))
    let log = RecordLog(tracker)
    #expect(write(\.value, 3, on: tracker) == 3)
    #expect(write(\.label, "end", on: tracker) == "end")
    #expect(write(\.address.city, "Lyon", on: tracker) == "Lyon")
    #expect(write(\.tags, ["a"], on: tracker) == ["a"])
    #expect(write(\.value, 3, on: tracker) == 3)
    #expect(log.changes == [.value, .label, .address, .tags])
    #expect(
      tracker.state
        == Counter(value: 3, label: "end", address: .init(city: "Lyon"), tags: ["a"], cache: 9))
    let count: KeyPath<Counter, Int> = \.tags.count
    #expect(tracker[dynamicMember: count] == 1)

    let app = StateTracker(ShellState())
    let feed = try app.scope(\.feed)
    let user: WritableKeyPath<FeedState, String> = \.user
    feed.set(user, to: "ada")
    #expect(feed[dynamicMember: user] == "ada")
    #expect(app.feed.user == "ada")
  }

  @Test func equalWriteReportsNothing() {
    let tracker = StateTracker(Counter(value: 1))
    let log = RecordLog(tracker)
    tracker.set(\.value, to: 1)
    #expect(log.records.isEmpty)
  }

  @Test func propertyDeclaredToReportEveryWriteReportsEqualWrites() {
    let tracker = StateTracker(Counter(ping: 1))
    let log = RecordLog(tracker)
    tracker.set(\.ping, to: 1)
    tracker.set(\.ping, to: 1)
    #expect(log.changes == [.ping, .ping])
  }

  @Test func trackerCreatedToReportEveryWriteReportsEqualWrites() {
    let tracker = StateTracker(Counter(value: 1), reporting: .everyWrite)
    let log = RecordLog(tracker)
    tracker.set(\.value, to: 1)
    tracker.set(\.label, to: "")
    #expect(log.changes == [.value, .label])
  }

  @Test func declaredComparisonDecidesWhatChanged() {
    let tracker = StateTracker(Counter(note: Note(text: "Hello")))
    let log = RecordLog(tracker)
    tracker.set(\.note, to: Note(text: "HELLO"))
    #expect(log.records.isEmpty)
    #expect(tracker.note.text == "HELLO")
    tracker.set(\.note, to: Note(text: "Bye"))
    #expect(log.changes == [.note])
  }

  @Test func untrackedPropertyIsStoredButNotReported() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    tracker.set(\.cache, to: 42)
    #expect(tracker.cache == 42)
    #expect(log.records.isEmpty)
  }

  @Test func nestedKeyPathReportsTheContainingProperty() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    tracker.set(\.address.city, to: "Lyon")
    #expect(log.changes == [.address])
    #expect(log.snapshots.first?.address.city == "Lyon")
  }

  @Test func nestedKeyPathEqualWriteReportsNothing() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    tracker.set(\.address.city, to: "Paris")
    #expect(log.records.isEmpty)
  }

  @Test func snapshotsHoldTheValuesWrittenSoFar() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    tracker.set(\.value, to: 1)
    tracker.set(\.label, to: "one")
    tracker.set(\.tags, to: ["a"])
    #expect(log.changes == [.value, .label, .tags])
    #expect(
      log.snapshots == [
        Counter(value: 1),
        Counter(value: 1, label: "one"),
        Counter(value: 1, label: "one", tags: ["a"]),
      ])
  }

  @Test func sequenceNumbersStartAtOneAndGrowByOne() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    tracker.set(\.value, to: 1)
    tracker.set(\.value, to: 1)
    tracker.update {
      $0.label = "x"
      $0.tags = ["y"]
    }
    tracker.set(\.value, to: 2)
    #expect(log.sequences == [1, 2, 3, 4])
  }

  @Test func keyPathsBuiltDifferentlyFindTheSameProperty() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    let root: WritableKeyPath<Counter, Counter> = \.self
    let built = root.appending(path: \Counter.value)
    tracker.set(built, to: 5)
    tracker.set(\.value, to: 6)
    #expect(log.changes == [.value, .value])
    #expect(tracker.value == 6)
  }
}
