/// Where each tracked change is declared, so that filtered observers are tested against a
/// record with one bit instead of hashing its change.
///
/// A change declared at a position below 63 has the bit of its position. Every other change (an
/// embedded one, or one declared from position 63 on) shares bit 63, ``otherChanges``: an
/// observer whose filter holds such a change has that bit, and looks the change up in its
/// filter.
@usableFromInline
struct ChangePositions<State: TrackedState> {
  @inlinable
  static var otherChanges: UInt64 { 1 &<< 63 }

  @usableFromInline
  let bits: [State.Change: UInt64]

  /// The bit of each declaration's change, by position, so that a write hashes no change; 0 for
  /// an untracked property.
  @usableFromInline
  let bitsByPosition: ContiguousArray<UInt64>

  init(_ properties: ContiguousArray<TrackedProperty<State>>) {
    var bits: [State.Change: UInt64] = [:]
    for (index, property) in properties.enumerated() where index < 63 {
      if let change = property.change {
        bits[change] = 1 &<< UInt64(index)
      }
    }
    self.bits = bits
    bitsByPosition = ContiguousArray(
      properties.lazy.map { property in
        property.change.map { bits[$0] ?? Self.otherChanges } ?? 0
      })
  }

  @inlinable
  @inline(__always)
  func bit(atPosition position: Int) -> UInt64 {
    position >= 0 && position < bitsByPosition.count ? bitsByPosition[position] : Self.otherChanges
  }

  @usableFromInline
  func bit(of change: State.Change) -> UInt64 {
    bits[change] ?? Self.otherChanges
  }

  func mask(of filter: Set<State.Change>) -> UInt64 {
    filter.reduce(0) { mask, change in mask | bit(of: change) }
  }
}
