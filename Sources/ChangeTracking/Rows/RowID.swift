/// The identifier of one element of a collection property, for elements that are
/// `Identifiable`.
///
/// A ``RowChange`` carries the `id` of the element it concerns, so that a list view can find the
/// row by identity as well as by offset. Read it back in its own type with ``value(as:)``:
///
/// ```swift
/// if let id = change.id?.value(as: TodoItem.ID.self) {
///   reloadRow(withID: id)
/// }
/// ```
public struct RowID: Hashable, Sendable, CustomStringConvertible {
  /// The element's identifier.
  public let base: any Hashable & Sendable

  /// Wraps an element's identifier.
  ///
  /// - Parameter base: The element's identifier.
  public init(_ base: some Hashable & Sendable) {
    self.base = base
  }

  /// The identifier in its own type, or `nil` when it has another type.
  ///
  /// - Parameter type: The type of the element's `id`.
  /// - Returns: The identifier.
  public func value<ID>(as type: ID.Type) -> ID? {
    base as? ID
  }

  /// Whether two identifiers have the same type and are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }

  /// The identifier, as it describes itself.
  public var description: String {
    String(describing: base)
  }
}
