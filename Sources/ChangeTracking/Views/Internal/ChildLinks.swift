/// A tracker's views, each through the handle its link clears when it goes away; released
/// handles are purged in one pass once they are as many as the live ones.
///
/// The views are found by the declared property they lie under, and a row's view by its row's
/// id, so that a write visits only the views under what it changed.
@usableFromInline
struct ChildLinks<Parent: TrackedState> {
  /// In creation order, released ones included until purged.
  @usableFromInline
  private(set) var handles: [ChildLinkHandle<Parent>] = []

  private(set) var releasedCount = 0

  /// The number of live views with each key.
  private var keys: [AnyHashable: Int] = [:]

  /// The number of live views under each declared property that has any, by its position.
  @usableFromInline
  private(set) var positions: [Int: Int] = [:]

  /// The positions of ``positions`` below 64, one bit each.
  @usableFromInline
  private(set) var positionMask: UInt64 = 0

  /// The number of live views of rows with each id, whatever their array.
  @usableFromInline
  private(set) var rowViewCounts: [RowID: Int] = [:]

  @usableFromInline
  init() {}

  @inlinable
  var isEmpty: Bool { handles.isEmpty }

  /// Adds a view; returns whether another live view has the same key (one more twin).
  mutating func add(_ handle: ChildLinkHandle<Parent>, key: AnyHashable) -> Bool {
    handles.append(handle)
    positions[handle.position, default: 0] += 1
    if handle.position < 64 {
      positionMask |= 1 << handle.position
    }
    if let id = handle.rowID {
      rowViewCounts[id, default: 0] += 1
    }
    let count = keys[key, default: 0] + 1
    keys[key] = count
    return count > 1
  }

  /// Whether a live view lies under the declared property at `position`.
  @inlinable
  func hasViews(at position: Int) -> Bool {
    guard position < 64 else {
      return positions[position] != nil
    }
    return positionMask & (1 << position) != 0
  }

  /// Whether a live view follows one of the rows with `ids` of the array declared at
  /// `position`; any row's view when the rows have no ids.
  @inlinable
  func hasRowViews(at position: Int, ids: [RowID]?) -> Bool {
    guard let ids else {
      return hasViews(at: position)
    }
    return ids.contains { hasRowView(at: position, id: $0) }
  }

  /// Whether a live view follows the row with `id` of the array declared at `position`; any
  /// row's view when the row has no id.
  @inlinable
  func hasRowView(at position: Int, id: RowID?) -> Bool {
    guard let id else {
      return hasViews(at: position)
    }
    return hasViews(at: position) && rowViewCounts[id] != nil
  }

  /// Whether a live view other than `source` has `source`'s key.
  @usableFromInline
  func hasTwins(of source: any ChildLink<Parent>) -> Bool {
    keys[source.key, default: 0] > 1
  }

  /// Takes note that the view of `handle` was released (O(1) amortized); returns whether a live
  /// view still has its key (else the tree has one twin less).
  mutating func viewReleased(_ handle: ChildLinkHandle<Parent>, key: AnyHashable) -> Bool {
    releasedCount += 1
    let remaining = positions[handle.position, default: 1] - 1
    positions[handle.position] = remaining == 0 ? nil : remaining
    if remaining == 0, handle.position < 64 {
      positionMask &= ~(1 << handle.position)
    }
    if let id = handle.rowID, let count = rowViewCounts[id] {
      rowViewCounts[id] = count == 1 ? nil : count - 1
    }
    let count = keys[key, default: 1] - 1
    keys[key] = count == 0 ? nil : count
    if releasedCount * 2 >= handles.count {
      handles.removeAll { $0.link == nil }
      releasedCount = 0
    }
    return count > 0
  }

  /// Calls `body` with each live view but `source` (only those with `key`, when given), as the
  /// handles are when the call starts: a view made or released meanwhile does not change it.
  @usableFromInline
  func forEachLive(
    except source: AnyObject?,
    key: AnyHashable? = nil,
    _ body: (any ChildLink<Parent>) -> Void
  ) {
    for handle in handles {
      if let link = handle.link, link !== source, key == nil || link.key == key {
        body(link)
      }
    }
  }

  /// Calls `body` with each live view but `source` under a declared property whose position
  /// `isChanged` holds.
  @usableFromInline
  func forEachLive(
    except source: AnyObject?,
    under isChanged: (Int) -> Bool,
    _ body: (any ChildLink<Parent>) -> Void
  ) {
    for handle in handles where isChanged(handle.position) {
      if let link = handle.link, link !== source {
        body(link)
      }
    }
  }

  /// Calls `body` with each live view of a row with one of `ids` in the array at `position`.
  @usableFromInline
  func forEachRowView(
    at position: Int,
    ids: [RowID],
    _ body: (any ChildLink<Parent>) -> Void
  ) {
    for handle in handles where handle.position == position {
      if let id = handle.rowID, ids.contains(id), let link = handle.link {
        body(link)
      }
    }
  }
}
