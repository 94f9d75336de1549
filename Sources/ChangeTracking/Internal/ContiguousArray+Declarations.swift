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
  ///
  /// A value the declarations missed would be copied as bytes, its references neither retained
  /// nor released: the check is the one that reflection can make, and a state with a custom
  /// mirror, which may not show every stored property, is copied whole.
  func referenceFields<State: TrackedState>(
    of sample: State
  ) -> ContiguousArray<StoredField>?
  where Element == TrackedProperty<State> {
    let fields = map(\.declaration.field)
    guard !(State.self is any CustomReflectable.Type), !fields.contains(where: { $0 == nil }),
      DeclarationCheck.problems(of: sample).isEmpty
    else {
      return nil
    }
    return ContiguousArray<StoredField>(fields.compactMap { $0 }.filter { $0.assign != nil })
  }
}
