/// Where each tracked change is declared, so that a filtered observer tests a record with one
/// bit instead of hashing its change.
@usableFromInline
struct ChangePositions<State: TrackedState> {
  /// A record's position not looked up yet.
  @inlinable
  static var unknown: Int { -2 }

  /// The declaration position of each tracked change below 64.
  @usableFromInline
  let positions: [State.Change: Int]

  /// Indexes the tracked properties among `properties`.
  init(_ properties: ContiguousArray<TrackedProperty<State>>) {
    var positions: [State.Change: Int] = [:]
    for (index, property) in properties.enumerated() where index < 64 {
      if let change = property.change {
        positions[change] = index
      }
    }
    self.positions = positions
  }

  /// The declaration position of `change`, or -1 for a change with none below 64 (an embedded
  /// change, or a declaration from position 64 on).
  @usableFromInline
  func position(of change: State.Change) -> Int {
    positions[change] ?? -1
  }

  /// The bits of the changes of `filter` that have a position.
  func mask(of filter: Set<State.Change>) -> UInt64 {
    filter.reduce(0) { mask, change in
      positions[change].map { mask | (1 &<< UInt64($0)) } ?? mask
    }
  }
}
