import ChangeTracking
import Testing

/// What a user writes is what the state holds: a value that `==` calls equal to the current one
/// but that differs in its bits (another object, a signed zero, another normalization of a
/// string, a row whose `==` ignores a field) is stored by every write path, and only its report
/// is skipped.
@Suite struct EqualWriteStorageTests {
  /// The three kinds of equal values, each written over an equal one through `body`, which
  /// writes one property of the tracker's state; nothing is reported, and the state holds the
  /// values written last.
  func checkEqualValuesAreStored(
    historyCapacity: Int = 0,
    _ write: (StateTracker<FidelityState>, FidelityState) -> Void
  ) {
    let first = FidelityState(
      session: Session(user: "ada", token: 1), number: 0.0, name: "caf\u{E9}")
    let tracker = StateTracker(first, historyCapacity: historyCapacity)
    let log = RecordLog(tracker)
    let second = FidelityState(
      session: Session(user: "ada", token: 2), number: -0.0, name: "cafe\u{301}")
    write(tracker, second)
    #expect(log.records.isEmpty)
    #expect(tracker.state.session?.token == 2)
    #expect(tracker.state.number.sign == .minus)
    #expect(Array(tracker.state.name.unicodeScalars) == Array("cafe\u{301}".unicodeScalars))
    if historyCapacity > 0 {
      #expect(!tracker.canUndo)
    }
  }

  @Test(arguments: [0, 4])
  func setStoresAnEqualValue(historyCapacity: Int) {
    checkEqualValuesAreStored(historyCapacity: historyCapacity) { tracker, new in
      tracker.set(\.session, to: new.session)
      tracker.set(\.number, to: new.number)
      tracker.set(\.name, to: new.name)
    }
  }

  @Test func assignmentStoresAnEqualValue() {
    checkEqualValuesAreStored { tracker, new in
      tracker.session = new.session
      tracker.number = new.number
      tracker.name = new.name
    }
  }

  @Test func setThroughAKeyPathHeldAsAValueStoresAnEqualValue() {
    func write<Value: Equatable>(
      _ keyPath: WritableKeyPath<FidelityState, Value>, from new: FidelityState,
      on tracker: StateTracker<FidelityState>
    ) {
      tracker.set(keyPath, to: new[keyPath: keyPath])
    }
    checkEqualValuesAreStored { tracker, new in
      write(\.session, from: new, on: tracker)
      write(\.number, from: new, on: tracker)
      write(\.name, from: new, on: tracker)
    }
  }

  @Test func aTrackerThatReportsEveryWriteStoresAndReportsAnEqualValue() {
    let tracker = StateTracker(FidelityState(number: 0.0), reporting: .everyWrite)
    let log = RecordLog(tracker)
    tracker.set(\.number, to: -0.0)
    #expect(log.changes == [.number])
    #expect(tracker.state.number.sign == .minus)
    #expect(log.snapshots.map(\.number.sign) == [.minus])
  }

  @Test func aBatchStoresAnEqualValue() {
    checkEqualValuesAreStored { tracker, new in
      tracker.update { state in
        state.session = new.session
        state.number = new.number
        state.name = new.name
      }
    }
  }

  @Test(arguments: [0, 4])
  func anElementEditStoresAnEqualElement(historyCapacity: Int) throws {
    let tracker = StateTracker(
      FidelityState(tickets: [Ticket(id: 1, title: "a"), Ticket(id: 2, title: "b")]),
      historyCapacity: historyCapacity)
    let log = RecordLog(tracker)
    try tracker.edit(\.tickets, at: 0) { $0.stamp = 5 }
    try tracker.edit(\.tickets, id: 2) { $0.stamp = 6 }
    #expect(log.records.isEmpty)
    #expect(tracker.state.tickets.map(\.stamp) == [5, 6])
    tracker.edit(\.tickets) { rows in
      rows[0] = Ticket(id: 1, title: "a", stamp: 7)
    }
    #expect(log.records.isEmpty)
    #expect(tracker.state.tickets.map(\.stamp) == [7, 6])
    // The first edit that changes the element reports it, with the stamps written before.
    try tracker.edit(\.tickets, at: 1) { $0.title = "B" }
    #expect(log.changes == [.tickets])
    #expect(log.snapshots.last?.tickets.map(\.stamp) == [7, 6])
  }

  @Test func aViewStoresAnEqualValue() throws {
    let first = FidelityState(
      session: Session(user: "ada", token: 1), number: 0.0, name: "caf\u{E9}")
    let app = StateTracker(FidelityShell(inner: first))
    let appLog = RecordLog(app)
    let inner = try app.scope(\.inner)
    let innerLog = RecordLog(inner)
    inner.set(\.session, to: Session(user: "ada", token: 2))
    inner.set(\.number, to: -0.0)
    inner.name = "cafe\u{301}"
    #expect(appLog.records.isEmpty)
    #expect(innerLog.records.isEmpty)
    for state in [app.state.inner, inner.state] {
      #expect(state.session?.token == 2)
      #expect(state.number.sign == .minus)
      #expect(Array(state.name.unicodeScalars) == Array("cafe\u{301}".unicodeScalars))
    }
  }

  @Test func aViewsElementEditStoresAnEqualElement() throws {
    let app = StateTracker(
      FidelityShell(inner: FidelityState(tickets: [Ticket(id: 1, title: "a")])))
    let appLog = RecordLog(app)
    let inner = try app.scope(\.inner)
    try inner.edit(\.tickets, at: 0) { $0.stamp = 3 }
    #expect(appLog.records.isEmpty)
    #expect(app.state.inner.tickets.map(\.stamp) == [3])
  }
}
