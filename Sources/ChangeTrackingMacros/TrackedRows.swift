#if Macros
  /// Declares a stored array of a ``ChangeTracked()`` state row by row: its records say which
  /// elements were inserted, removed, moved and updated.
  ///
  /// It stands for the hand-written `.trackedRows(\.items, as: .items)`: the property's change
  /// is reported like any other, and each of its records carries `rowChanges`. When the
  /// elements are `Identifiable`, each row change also carries the element's `id` (the compiler
  /// picks that form of `trackedRows` by itself). Edit the array in place with
  /// `StateTracker.edit(_:_:)`.
  ///
  /// ```swift
  /// @ChangeTracked
  /// struct SettingsState {
  ///   var displayName = ""
  ///   @TrackedRows var items: [SettingsItem] = []
  /// }
  /// ```
  ///
  /// The property's type must be written as an array, `[Element]` or `Array<Element>`; the
  /// macro says so otherwise. That the elements are `Equatable` is checked by the compiler, on
  /// the line the macro writes.
  ///
  /// - Parameters:
  ///   - change: The name of the property's case in `Change`, when it is not the property's.
  ///   - reporting: Whether a write of an equal value, by `set` or by an element written in an
  ///     edit, is reported.
  @attached(peer)
  public macro TrackedRows(as change: String = "", reporting: WriteReporting = .changesOnly) =
    #externalMacro(module: "ChangeTrackingMacrosPlugin", type: "PropertyAttributeMacro")
#endif
