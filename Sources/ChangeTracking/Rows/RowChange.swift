/// One change to the elements of a collection property declared with
/// ``TrackedProperty/trackedRows(_:as:reporting:)-5o3kl``: an element inserted, removed, updated or moved.
///
/// The changes of one record apply in order: each offset counts the elements as the changes
/// before it in the same record left them. Applying them one after another to the collection as
/// it was before the record gives the collection in the record's snapshot; the elements of the
/// rows reported `inserted` or `updated` are read from the snapshot.
///
/// ```swift
/// // Keep the token: releasing it stops the observer.
/// let token = tracker.observe([.items]) { record in
///   for row in record.rowChanges ?? [] {
///     switch row {
///     case .inserted(let offset, _): tableView.insertRow(at: offset)
///     case .removed(let offset, _): tableView.deleteRow(at: offset)
///     case .updated(let offset, _): tableView.reloadRow(at: offset)
///     case .moved(let from, let to, _): tableView.moveRow(from: from, to: to)
///     }
///   }
/// }
/// ```
public enum RowChange: Hashable, Sendable {
  /// An element was inserted at `offset`.
  case inserted(offset: Int, id: RowID?)

  /// The element at `offset` was removed.
  case removed(offset: Int, id: RowID?)

  /// The element at `offset` was written and is no longer equal to what it was (or written at
  /// all, for a tracker that reports ``WriteReporting/everyWrite``).
  case updated(offset: Int, id: RowID?)

  /// The element at `from` was moved to `to`, the offset it has once moved.
  case moved(from: Int, to: Int, id: RowID?)

  /// The identifier of the element the change concerns, when the elements are `Identifiable`.
  @inlinable
  public var id: RowID? {
    switch self {
    case .inserted(_, let id), .removed(_, let id), .updated(_, let id), .moved(_, _, let id):
      id
    }
  }
}

extension RowChange: CustomStringConvertible {
  /// The change in a few words, such as `updated 3 (id 42)`.
  public var description: String {
    let text =
      switch self {
      case .inserted(let offset, _): "inserted \(offset)"
      case .removed(let offset, _): "removed \(offset)"
      case .updated(let offset, _): "updated \(offset)"
      case .moved(let from, let to, _): "moved \(from) to \(to)"
      }
    guard let id else {
      return text
    }
    return "\(text) (id \(id))"
  }
}
