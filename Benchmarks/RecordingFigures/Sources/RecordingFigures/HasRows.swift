import ChangeTracking

/// A measured state: its list and its title, as key paths that the measurement writes through.
protocol HasRows: TrackedState {
  /// The list, declared row by row.
  static var rows: WritableKeyPath<Self, [ListRow]> { get }

  /// The title.
  static var title: WritableKeyPath<Self, String> { get }
}
