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

  @Test(arguments: [
    [Wide70State.Change.v0],
    [.v62],
    [.v63],
    [.v69],
    [.inner(.value)],
    [.inner(.label)],
    [.v0, .v63, .inner(.label)],
    [.v1, .v2, .v68],
    [],
  ])
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
