/// Where each tracked change is declared, so that filtered observers are tested against a
/// record with one bit instead of hashing its change.
///
/// A change declared at a position below 63 has the bit of its position. Every other change (an
/// embedded one, or one declared from position 63 on) shares bit 63, ``otherChanges``: an
/// observer whose filter holds such a change has that bit, and looks the change up in its
/// filter.
@usableFromInline
struct ChangePositions<State: TrackedState> {
  /// The bit that every change without a position of its own shares.
  @inlinable
  static var otherChanges: UInt64 { 1 &<< 63 }

  /// The bit of each tracked change declared below position 63.
  @usableFromInline
  let bits: [State.Change: UInt64]

  /// The bit of the change of the declaration at each position: what a write of a declared
  /// property tests, without hashing its change; 0 for an untracked property.
  @usableFromInline
  let bitsByPosition: ContiguousArray<UInt64>

  /// Indexes the tracked properties among `properties`.
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

  /// The bit of the change of the declaration at `position`: the bit ``bit(of:)`` finds for it.
  @inlinable
  @inline(__always)
  func bit(atPosition position: Int) -> UInt64 {
    position >= 0 && position < bitsByPosition.count ? bitsByPosition[position] : Self.otherChanges
  }

  /// The bit of `change`: that of its declaration position, or ``otherChanges``.
  @usableFromInline
  func bit(of change: State.Change) -> UInt64 {
    bits[change] ?? Self.otherChanges
  }

  /// The bits of the changes of `filter`; ``otherChanges`` among them when the filter holds a
  /// change without a position of its own.
  func mask(of filter: Set<State.Change>) -> UInt64 {
    filter.reduce(0) { mask, change in mask | bit(of: change) }
  }
}
