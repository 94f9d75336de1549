extension ContiguousArray {
  /// What a write needs of the declaration at `position`, read unretained: the array keeps it.
  @inlinable
  @inline(__always)
  func declaration<State: TrackedState>(
    at position: Int
  ) -> (PropertyDeclaration<State>.Comparison, Bool, State.Change?)
  where Element == TrackedProperty<State> {
    Unretained.with(.passUnretained(self[position].declaration)) {
      ($0.comparison, $0.reportsEveryWrite, $0.change)
    }
  }
}

extension ContiguousArray {
  /// The layout of the state as its declarations tell it, for copying a snapshot over another
  /// as one block of bytes (see ``SnapshotLayout``); `nil` unless every stored property of the
  /// state is declared, each by a key path to a stored property, as `sample` shows.
  ///
  /// Bytes the declarations missed would be copied as bytes, their references neither retained
  /// nor released: the check is the one that reflection can make, and a state with a custom
  /// mirror, which may not show every stored property, is copied whole.
  func snapshotLayout<State: TrackedState>(of sample: State) -> SnapshotLayout?
  where Element == TrackedProperty<State> {
    let fields = compactMap(\.declaration.field)
    guard !(State.self is any CustomReflectable.Type), fields.count == count,
      DeclarationCheck.problems(of: sample).isEmpty
    else {
      return nil
    }
    return SnapshotLayout(
      fields: fields,
      size: MemoryLayout<State>.size,
      // As `StateTracker.changedPositions(from:to:)` decides: one bit per declaration.
      comparesInPlace: count <= 64 && allSatisfy { $0.declaration.comparesInPlace },
      comparedRanges: ContiguousArray<Range<Int>>(
        map { $0.declaration.isPlainTracked ? $0.declaration.storedBytes! : 0..<0 }))
  }
}
