extension ContiguousArray {
  /// What a write needs of the declaration at `position`, read without a bounds check or a
  /// retain: a position the key path index gives is an index of the declarations.
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
  /// The fields of the declared properties whose values hold references, for copying a
  /// snapshot over another property by property (see ``StoredField``); `nil` unless every
  /// stored property of the state is declared, each by a key path to a stored property, as
  /// `sample` shows.
  func referenceFields<State: TrackedState>(
    of sample: State
  ) -> ContiguousArray<StoredField>?
  where Element == TrackedProperty<State> {
    let fields = map(\.declaration.field)
    guard !fields.contains(where: { $0 == nil }), DeclarationCheck.problems(of: sample).isEmpty
    else {
      return nil
    }
    return ContiguousArray<StoredField>(fields.compactMap { $0 }.filter { $0.assign != nil })
  }
}
