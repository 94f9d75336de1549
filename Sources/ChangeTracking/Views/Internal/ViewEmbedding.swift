/// How a view's changes appear in its parent's.
@usableFromInline
enum ViewEmbedding<Parent: TrackedState, Child: TrackedState> {
  /// An embedded state: each change of the view is one of the parent's, through the
  /// declaration's `embed`.
  case scope(ScopeDeclaration<Parent, Child>)

  /// An element of an identified array: a write through the view is one change of the array.
  case row(RowEmbedding<Parent, Child>)
}
