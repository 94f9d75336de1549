/// A parent tracker's scopes, each through the handle its connection clears when it goes away:
/// a scope no one holds goes away, and its link is purged in one pass once the released links
/// are as many as the live ones.
@usableFromInline
struct ScopeLinks<Parent: TrackedState> {
  /// The links, in creation order, released ones included until purged.
  @usableFromInline
  private(set) var links: [ScopeLinkHandle<Parent>] = []

  /// The number of links whose scope was released.
  private(set) var releasedCount = 0

  @usableFromInline
  init() {}

  /// Whether the parent has no scope to keep in step.
  @inlinable
  var isEmpty: Bool { links.isEmpty }

  /// Adds a scope, through the handle it clears when it goes away.
  mutating func add(_ link: ScopeLinkHandle<Parent>) {
    links.append(link)
  }

  /// Whether a scope other than `source` may need to be brought in step.
  @inlinable
  func hasOthers(than source: AnyObject) -> Bool {
    links.count > 1 || (links.count == 1 && links[0].scope !== source)
  }

  /// Takes note that a scope was released, and purges the released links once they are as
  /// many as the others: O(1) amortized per released scope.
  mutating func scopeReleased() {
    releasedCount += 1
    if releasedCount * 2 >= links.count {
      links.removeAll { $0.scope == nil }
      releasedCount = 0
    }
  }

  /// Calls `body` with each live scope other than `source`, as the links are when the call
  /// starts: a scope created or released meanwhile changes the links, not this iteration.
  func forEachLive(except source: AnyObject?, _ body: (any ScopeLink<Parent>) -> Void) {
    for link in links {
      if let scope = link.scope, scope !== source {
        body(scope)
      }
    }
  }
}
