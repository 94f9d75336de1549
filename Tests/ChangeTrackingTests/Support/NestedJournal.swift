/// The records every log of the nested-view property test received, across trackers, in the
/// order they arrived, one line each as ``NestedModel/entry(_:_:_:)`` writes it.
final class NestedJournal {
  /// The lines, in the order the records arrived.
  private(set) var entries: [String] = []

  /// Adds one line.
  func append(_ entry: String) {
    entries.append(entry)
  }
}
