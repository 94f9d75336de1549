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
  /// The identifier: an `Int`, the common case, kept as itself; any other boxed.
  @usableFromInline
  enum Storage: Sendable {
    case int(Int)
    case other(Boxed)
  }

  /// An identifier of another type than `Int`, boxed.
  @usableFromInline
  final class Boxed: Sendable {
    /// The identifier.
    let base: any Hashable & Sendable

    /// Boxes `base`.
    @usableFromInline
    init(_ base: any Hashable & Sendable) {
      self.base = base
    }
  }

  @usableFromInline
  let storage: Storage

  /// Wraps an element's identifier.
  ///
  /// - Parameter base: The element's identifier.
  @inlinable
  public init<ID: Hashable & Sendable>(_ base: ID) {
    if ID.self == Int.self {
      storage = .int(base as! Int)
    } else {
      storage = .other(Boxed(base))
    }
  }

  /// The element's identifier.
  public var base: any Hashable & Sendable {
    switch storage {
    case .int(let id): id
    case .other(let id): id.base
    }
  }

  /// The identifier in its own type, or `nil` when it has another type.
  ///
  /// - Parameter type: The type of the element's `id`.
  /// - Returns: The identifier.
  public func value<ID>(as type: ID.Type) -> ID? {
    base as? ID
  }

  /// Whether two identifiers are equal as `AnyHashable` finds them: of one type and equal, or
  /// integers of the same value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if case .int(let lhs) = lhs.storage, case .int(let rhs) = rhs.storage {
      return lhs == rhs
    }
    return AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the identifier as `AnyHashable` does.
  public func hash(into hasher: inout Hasher) {
    switch storage {
    // `AnyHashable` hashes an integer as the `Int` (or `Int64`) of the same value.
    case .int(let id): hasher.combine(id)
    case .other(let id): hasher.combine(AnyHashable(id.base))
    }
  }

  /// The identifier, as it describes itself.
  public var description: String {
    String(describing: base)
  }
}
