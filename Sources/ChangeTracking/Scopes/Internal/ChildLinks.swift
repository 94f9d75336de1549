/// A tracker's views, each through the handle its link clears when it goes away: a view no one
/// holds goes away, and its handle is purged in one pass once the released handles are as many
/// as the live ones.
///
/// The views are also found by where they lie: by the declared property they lie under, and a
/// row's view by its row's id, so that a write visits only the views under what it changed.
@usableFromInline
struct ChildLinks<Parent: TrackedState> {
  /// The handles, in creation order, released ones included until purged.
  @usableFromInline
  private(set) var handles: [ChildLinkHandle<Parent>] = []

  /// The number of handles whose view was released.
  private(set) var releasedCount = 0

  /// The number of live views with each key.
  private var keys: [AnyHashable: Int] = [:]

  /// The number of live views under each declared property that has any, by the property's
  /// position among the tracker's declarations.
  @usableFromInline
  private(set) var positions: [Int: Int] = [:]

  /// The live views of rows, by their array's position and their row's id, in creation order.
  private var rows: [Int: [RowID: [ChildLinkHandle<Parent>]]] = [:]

  @usableFromInline
  init() {}

  /// Whether the tracker has no view to keep in step.
  @inlinable
  var isEmpty: Bool { handles.isEmpty }

  /// Adds a view, through the handle it clears when it goes away.
  ///
  /// - Returns: Whether another live view has the same key: the tree has one more twin.
  mutating func add(_ handle: ChildLinkHandle<Parent>, key: AnyHashable) -> Bool {
    handles.append(handle)
    positions[handle.position, default: 0] += 1
    if let id = handle.rowID {
      rows[handle.position, default: [:]][id, default: []].append(handle)
    }
    let count = keys[key, default: 0] + 1
    keys[key] = count
    return count > 1
  }

  /// Whether a live view lies under the declared property at `position`.
  @inlinable
  func hasViews(at position: Int) -> Bool {
    !handles.isEmpty && positions[position] != nil
  }

  /// Whether a live view other than `source` has `source`'s key.
  @usableFromInline
  func hasTwins(of source: any ChildLink<Parent>) -> Bool {
    keys[source.key, default: 0] > 1
  }

  /// Takes note that the view of `handle` was released, and purges the released handles once
  /// they are as many as the others: O(1) amortized per released view.
  ///
  /// - Returns: Whether a live view still has its key: the tree has one twin less.
  mutating func viewReleased(_ handle: ChildLinkHandle<Parent>, key: AnyHashable) -> Bool {
    releasedCount += 1
    let remaining = positions[handle.position, default: 1] - 1
    positions[handle.position] = remaining == 0 ? nil : remaining
    if let id = handle.rowID {
      rows[handle.position]?[id]?.removeAll { $0 === handle }
      if rows[handle.position]?[id]?.isEmpty == true {
        rows[handle.position]![id] = nil
      }
    }
    let count = keys[key, default: 1] - 1
    keys[key] = count == 0 ? nil : count
    if releasedCount * 2 >= handles.count {
      handles.removeAll { $0.link == nil }
      releasedCount = 0
    }
    return count > 0
  }

  /// Calls `body` with each live view other than `source`, as the handles are when the call
  /// starts: a view made or released meanwhile changes the handles, not this iteration.
  ///
  /// - Parameters:
  ///   - source: A view to leave out.
  ///   - key: When given, only the views with this key.
  ///   - body: Called with each view.
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

  /// Calls `body` with each live view other than `source` that lies under a declared property
  /// whose position `isChanged` holds, as the handles are when the call starts.
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

  /// Calls `body` with each live view of a row whose id is in `ids`, of the array declared at
  /// `position`, as the views are when the call starts.
  func forEachRowView(
    at position: Int,
    ids: [RowID],
    _ body: (any ChildLink<Parent>) -> Void
  ) {
    guard let byID = rows[position] else {
      return
    }
    for (index, id) in ids.enumerated() where !ids[..<index].contains(id) {
      for handle in byID[id] ?? [] {
        if let link = handle.link {
          body(link)
        }
      }
    }
  }
}
