/// The error of a scope that cannot be created, or that refuses writes.
///
/// ```swift
/// do {
///   let news = try app.tracker.scope(\.news)
/// } catch {
///   print(error)  // \AppState.news is nil: a scope over it needs a value
/// }
/// ```
public enum ScopeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The property is not declared with `.scoped(_:as:)` in the parent's
  /// ``TrackedState/trackedProperties``, so its changes have no embedding change.
  case notDeclaredAsScoped(property: String)

  /// The optional embedded state is `nil`: no scope can be created over it, and a scope made
  /// before it became `nil` refuses writes, leaving every state untouched, until it has a value
  /// again.
  case embeddedStateIsNil(property: String)

  /// No element of the array has the row's id (`id` is its description): no row scope can be
  /// created for it, and a row scope whose element was removed refuses writes, leaving every
  /// state untouched, until an element with that id is back (an undo of the removal, say).
  ///
  /// The id is kept as text, as the other cases keep the property: a scope checks its error on
  /// every write, and plain text keeps that check cheap.
  case rowNotFound(id: String, property: String)

  /// A sentence that says what is wrong and how to fix it.
  public var description: String {
    switch self {
    case .notDeclaredAsScoped(let property):
      "\(property) is not declared with .scoped(_:as:) in the parent's trackedProperties"
    case .embeddedStateIsNil(let property):
      "\(property) is nil: a scope over it needs a value"
    case .rowNotFound(let id, let property):
      "\(property) has no element with the id \(id): a row scope needs its element"
    }
  }
}
