import Testing

@testable import ChangeTracking

/// The history's ring keeps each snapshot intact as its buffer grows, moved as bytes or value
/// by value, and lets go of every object it held when emptied or dropped.
@Suite struct SnapshotRingTests {
  /// A snapshot that holds an object strongly, and a weak reference to another: a value that
  /// cannot be moved as bytes.
  private struct Held {
    var number: Int
    var strong: Keepsake
    weak var watched: Keepsake?
  }

  @Test func valuesMovedAsBytesSurviveEveryGrowth() {
    let ring = SnapshotRing<[Keepsake]>()
    var kept: [Keepsake] = []
    for index in 0..<100 {
      let object = Keepsake("object \(index)")
      kept.append(object)
      ring.append([object], growingTo: 1_000)
    }
    #expect(ring.count == 100)
    #expect(ring.capacity == 128)
    for index in 0..<100 {
      #expect(ring[index].first === kept[index], "slot \(index)")
    }
  }

  /// A weak reference's value cannot be moved as bytes: each growth moves the values one by one,
  /// and the weak references still find their objects.
  @Test func valuesMovedOneByOneSurviveEveryGrowth() {
    #expect(!_isBitwiseTakable(Held.self))
    let ring = SnapshotRing<Held>()
    let watched = (0..<40).map { Keepsake("watched \($0)") }
    for index in 0..<40 {
      ring.append(
        Held(number: index, strong: Keepsake("strong \(index)"), watched: watched[index]),
        growingTo: 40)
    }
    #expect(ring.capacity == 40)
    for index in 0..<40 {
      #expect(ring[index].number == index)
      #expect(ring[index].strong.name == "strong \(index)")
      #expect(ring[index].watched === watched[index], "slot \(index)")
    }
  }

  @Test func theRingNeverGrowsPastItsLimit() {
    let ring = SnapshotRing<Int>()
    for value in 0..<6 {
      ring.append(value, growingTo: 6)
    }
    #expect(ring.capacity == 6)
    #expect((0..<6).map { ring[$0] } == Array(0..<6))
  }

  /// A copy made from a state's handle, and a slot written in place.
  @Test func aCopyOfAStateIsAppendedAndASlotWrittenInPlace() {
    let ring = SnapshotRing<[String]>()
    var state = ["a title long enough to be stored on the heap"]
    ValueHandle.withTemporary(&state) { ring.append(copyOf: $0, growingTo: 4) }
    state.append("changed after the copy")
    #expect(ring[0] == ["a title long enough to be stored on the heap"])
    ring[0].append("written in place")
    #expect(ring[0].count == 2)
  }

  @Test func objectsAreReleasedWhenTheRingIsEmptiedOrDropped() {
    weak var first: Keepsake?
    weak var second: Keepsake?
    var ring: SnapshotRing<Keepsake>? = SnapshotRing()
    do {
      let object = Keepsake("first")
      first = object
      ring!.append(object, growingTo: 8)
    }
    #expect(first != nil)
    // The ring is refilled before the object it held goes.
    var refilledFirst = false
    first?.onRelease = { [unowned ring = ring!] in refilledFirst = ring.count == 1 }
    do {
      let object = Keepsake("second")
      second = object
      ring!.removeAll { ring!.append(object, growingTo: 8) }
    }
    #expect(first == nil)
    #expect(refilledFirst)
    #expect(ring!.count == 1)
    #expect(second != nil)
    ring = nil
    #expect(second == nil)
  }
}
