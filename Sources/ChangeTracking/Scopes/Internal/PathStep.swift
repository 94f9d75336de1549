/// One step of a view's path: where a child state is in its parent's, found in place.
///
/// A step is made where the view is created, compiled for both states. It reaches the child's
/// memory inside the parent's through the parent's address: a stored property at its offset, the
/// payload of an optional stored property, or the element of an identified array with a given
/// id. This file and ``ViewPath`` are the only places where a view's memory is addressed.
@usableFromInline
struct PathStep<Parent, Child> {
  /// The child's address inside the parent at the given address, or `nil` when the parent
  /// holds no such child (the optional is `nil`, no element has the id).
  @usableFromInline
  let locate: (UnsafeMutablePointer<Parent>, PathAccess) -> UnsafeMutablePointer<Child>?

  /// What tells this step from the other steps of the same parent: two views of one parent
  /// with equal keys see the same state.
  @usableFromInline
  let key: AnyHashable

  @inlinable
  init(
    key: AnyHashable,
    locate: @escaping (UnsafeMutablePointer<Parent>, PathAccess) -> UnsafeMutablePointer<Child>?
  ) {
    self.key = key
    self.locate = locate
  }

  /// The child in the parent at `parent`, copied out, or `nil` when the parent holds none.
  @inlinable
  func value(in parent: UnsafeMutablePointer<Parent>) -> Child? {
    locate(parent, .read)?.pointee
  }

  /// The stored property at `offset`.
  @inlinable
  static func stored(offset: Int) -> Self {
    Self(key: offset) { parent, _ in
      (UnsafeMutableRawPointer(parent) + offset).assumingMemoryBound(to: Child.self)
    }
  }

  /// The payload of the optional stored property at `offset`, while it is not `nil`.
  ///
  /// An optional stores its payload at its own address: the payload of a `Child?` that holds a
  /// value is the `Child` at the optional's address, and a `Child` stored there keeps it a value.
  @inlinable
  static func optional(offset: Int) -> Self {
    Self(key: offset) { parent, _ in
      let optional = (UnsafeMutableRawPointer(parent) + offset).assumingMemoryBound(
        to: Child?.self)
      guard optional.pointee != nil else {
        return nil
      }
      return UnsafeMutableRawPointer(optional).assumingMemoryBound(to: Child.self)
    }
  }

  /// The element with `id` of the array stored at `offset`, found first at the offset where it
  /// was last seen.
  @inlinable
  static func element<ID: Hashable>(
    arrayOffset offset: Int,
    id: ID,
    hint: ElementHint
  ) -> Self where Child: Identifiable, Child.ID == ID {
    Self(key: ArrayElementKey(offset: offset, id: id)) { parent, access in
      let rows = (UnsafeMutableRawPointer(parent) + offset).assumingMemoryBound(to: [Child].self)
      let found: Int?
      if case .snapshot(let offset) = access {
        found = ElementHint.index(of: id, in: rows.pointee, from: offset)
      } else {
        found = hint.index(of: id, in: rows.pointee)
      }
      guard let index = found else {
        return nil
      }
      // The element's address in the array's storage, valid until the array is next changed:
      // a write first makes the array its storage's only owner, as an in-place write would.
      let base: UnsafeMutablePointer<Child>
      if case .write = access {
        base = rows.pointee.withUnsafeMutableBufferPointer { $0.baseAddress.unsafelyUnwrapped }
      } else {
        base = rows.pointee.withUnsafeBufferPointer {
          UnsafeMutablePointer(mutating: $0.baseAddress.unsafelyUnwrapped)
        }
      }
      return base + index
    }
  }
}
