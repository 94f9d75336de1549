import ChangeTracking
import Testing

/// Filtered observers test a record against one bit of their mask; the changes that have no
/// bit of their own (declared from position 63 on, or embedded) share one, and the filter
/// decides for them.
@Suite struct ObserverFilterTests {
  /// Writes every `Int` of the state once, then one embedded property through a scope and one
  /// from the parent.
  static func writeEverything(_ tracker: StateTracker<Wide70State>) throws {
    for (index, keyPath) in Wide70State.values.enumerated() {
      tracker.set(keyPath, to: index + 1)
    }
    let inner = try tracker.scope(\.inner)
    inner.set(\.value, to: 5)
    tracker.set(\.inner.label, to: "parent")
  }

  /// Filters of declared changes below position 63, from it on, and embedded, alone or mixed;
  /// and the empty one.
  static let filters: [Set<Wide70State.Change>] = [
    [.v0],
    [.v62],
    [.v63],
    [.v69],
    [.inner(.value)],
    [.inner(.label)],
    [.v0, .v63, .inner(.label)],
    [.v1, .v2, .v68],
    [],
  ]

  @Test(arguments: filters)
  func aFilteredObserverReceivesExactlyTheChangesOfItsFilter(
    filter: Set<Wide70State.Change>
  ) throws {
    let tracker = StateTracker(Wide70State())
    var received: [Wide70State.Change] = []
    var everything: [Wide70State.Change] = []
    let filtered = tracker.observe(filter) { received.append($0.change) }
    let unfiltered = tracker.observe { everything.append($0.change) }
    try Self.writeEverything(tracker)
    #expect(everything.count == 72)
    #expect(received == everything.filter(filter.contains))
    withExtendedLifetime((filtered, unfiltered)) {}
  }

  /// With filtered observers alone, a write that no filter holds makes no record: it is still
  /// counted, so the records a filter holds keep the numbers an unfiltered observer sees.
  @Test(arguments: filters)
  func filteredObserversAloneReceiveTheirChangesWithEveryWriteCounted(
    filter: Set<Wide70State.Change>
  ) throws {
    let reference = StateTracker(Wide70State())
    var everything: [(Wide70State.Change, Int)] = []
    let unfiltered = reference.observe { everything.append(($0.change, $0.sequence)) }
    try Self.writeEverything(reference)

    let tracker = StateTracker(Wide70State())
    var received: [(Wide70State.Change, Int)] = []
    let filtered = tracker.observe(filter) { received.append(($0.change, $0.sequence)) }
    let unrelated = tracker.observe([.v30]) { _ in }
    try Self.writeEverything(tracker)
    let expected = everything.filter { filter.contains($0.0) }
    #expect(received.map(\.0) == expected.map(\.0))
    #expect(received.map(\.1) == expected.map(\.1))
    // Every write was counted: the next record is numbered after all of them.
    var next: [Int] = []
    let late = tracker.observe { next.append($0.sequence) }
    tracker.set(\.v0, to: -1)
    #expect(next == [everything.count + 1])
    withExtendedLifetime((unfiltered, filtered, unrelated, late)) {}
  }

  /// An observer or `onChange` added next to filtered observers makes every write heard again.
  @Test func aWriteNoFilterHoldsIsHeardOnceSomeoneTakesEveryWrite() {
    let tracker = StateTracker(Wide70State())
    var filtered: [Wide70State.Change] = []
    let token = tracker.observe([.v1]) { filtered.append($0.change) }
    var handled: [Wide70State.Change] = []
    tracker.set(\.v0, to: 1)
    tracker.onChange = { handled.append($0) }
    tracker.set(\.v0, to: 2)
    tracker.set(\.v1, to: 2)
    tracker.onChange = nil
    tracker.set(\.v0, to: 3)
    var all: [Int] = []
    let unfiltered = tracker.observe { all.append($0.sequence) }
    tracker.set(\.v0, to: 4)
    #expect(handled == [.v0, .v1])
    #expect(filtered == [.v1])
    #expect(all == [5])
    withExtendedLifetime((token, unfiltered)) {}
  }

  @Test func observersWithManyFiltersEachReceiveTheirOwn() throws {
    let tracker = StateTracker(Wide70State())
    let filters: [Set<Wide70State.Change>] = (0..<140).map { index in
      switch index % 4 {
      case 0: [Wide70State.valueChanges[index % 70]]
      case 1: [Wide70State.valueChanges[(index * 7) % 70], .inner(.value)]
      case 2: [.inner(.label)]
      default: []
      }
    }
    var received = Array(repeating: [Wide70State.Change](), count: filters.count)
    let tokens = filters.indices.map { index in
      tracker.observe(filters[index]) { received[index].append($0.change) }
    }
    // Cancelling some keeps the others' masks in step with their observers.
    for index in stride(from: 0, to: tokens.count, by: 3) {
      tokens[index].cancel()
    }
    var everything: [Wide70State.Change] = []
    let all = tracker.observe { everything.append($0.change) }
    try Self.writeEverything(tracker)
    for index in filters.indices {
      let expected = index % 3 == 0 ? [] : everything.filter(filters[index].contains)
      #expect(received[index] == expected, "observer \(index)")
    }
    withExtendedLifetime((tokens, all)) {}
  }
}
