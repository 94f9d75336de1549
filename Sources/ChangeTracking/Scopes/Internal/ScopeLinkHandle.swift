/// A parent's link to one of its scopes: the scope, held unretained, until the scope goes away
/// and clears it.
///
/// The parent holds the handle and the scope's connection holds it too, so that the parent
/// never keeps a scope alive and never needs a weak reference to it, which would slow every
/// retain and release of the connection.
@usableFromInline
final class ScopeLinkHandle<Parent: TrackedState> {
  /// The scope; `nil` once its connection was deinitialized.
  ///
  /// Unchecked: read and written only in the parent's isolation.
  @usableFromInline
  @exclusivity(unchecked)
  unowned(unsafe) var scope: (any ScopeLink<Parent>)?

  @usableFromInline
  init() {}
}
