/// A tracker's views, each through the handle its link clears when it goes away: a view no one
/// holds goes away, and its handle is purged in one pass once the released handles are as many
/// as the live ones.
@usableFromInline
struct ChildLinks<Parent: TrackedState> {
  /// The handles, in creation order, released ones included until purged.
  @usableFromInline
  private(set) var handles: [ChildLinkHandle<Parent>] = []

  /// The number of handles whose view was released.
  private(set) var releasedCount = 0

  /// The number of live views with each key.
  private var keys: [AnyHashable: Int] = [:]

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
    let count = keys[key, default: 0] + 1
    keys[key] = count
    return count > 1
  }

  /// Whether a live view other than `source` has `source`'s key.
  @usableFromInline
  func hasTwins(of source: any ChildLink<Parent>) -> Bool {
    keys[source.key, default: 0] > 1
  }

  /// Takes note that a view was released, and purges the released handles once they are as
  /// many as the others: O(1) amortized per released view.
  ///
  /// - Returns: Whether a live view still has its key: the tree has one twin less.
  mutating func viewReleased(key: AnyHashable) -> Bool {
    releasedCount += 1
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
}
