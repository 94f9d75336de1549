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
