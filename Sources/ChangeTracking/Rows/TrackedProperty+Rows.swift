extension TrackedProperty {
  /// Declares a tracked array whose records say which elements changed.
  ///
  /// The property is reported with `change` like any tracked property, and each of its records
  /// carries ``ChangeRecord/rowChanges``: the elements inserted, removed, moved and updated, by
  /// offset. Edit it in place with ``StateTracker/edit(_:_:)``, which says what it did and costs
  /// the same whatever the array's length; a whole new array assigned is compared with the one
  /// it replaces. With history on, an undo step of an edit keeps only the elements it changed.
  ///
  /// ```swift
  /// static let trackedProperties: [TrackedProperty<Self>] = [
  ///   .trackedRows(\.lines, as: .lines),
  ///   .tracked(\.title, as: .title),
  /// ]
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The key path of a stored array property of the state itself.
  ///   - change: The change reported when the array changes.
  ///   - reporting: Whether a write of an equal value, by `set` or by an element written in an
  ///     edit, is reported.
  /// - Returns: The declaration.
  @inlinable
  public static func trackedRows<Element: Equatable>(
    _ keyPath: WritableKeyPath<State, [Element]>,
    as change: State.Change,
    reporting: WriteReporting = .changesOnly
  ) -> Self {
    tracked(
      keyPath, as: change, comparison: .rows, reporting: reporting,
      rows: ArrayRowsAccess(keyPath, identify: nil))
  }

  /// Declares a tracked array of identified elements whose records say which elements changed,
  /// by offset and by id.
  ///
  /// It behaves as ``trackedRows(_:as:reporting:)-5o3kl``; each ``RowChange`` also carries the `id` of
  /// the element it concerns, and an array assigned whole whose elements keep their ids at each
  /// offset is reported as updates of the elements that differ.
  ///
  /// ```swift
  /// static let trackedProperties: [TrackedProperty<Self>] = [
  ///   .trackedRows(\.items, as: .items),
  /// ]
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The key path of a stored array property of the state itself.
  ///   - change: The change reported when the array changes.
  ///   - reporting: Whether a write of an equal value, by `set` or by an element written in an
  ///     edit, is reported.
  /// - Returns: The declaration.
  @inlinable
  public static func trackedRows<Element: Equatable & Identifiable>(
    _ keyPath: WritableKeyPath<State, [Element]>,
    as change: State.Change,
    reporting: WriteReporting = .changesOnly
  ) -> Self where Element.ID: Sendable {
    tracked(
      keyPath, as: change, comparison: .rows, reporting: reporting,
      rows: ArrayRowsAccess(keyPath, identify: { RowID($0.id) }))
  }
}
