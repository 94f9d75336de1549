/// One step of a view's path: where a child state is in its parent's, found in place.
///
/// It reaches the child's memory inside the parent's through the parent's address: a stored
/// property at its offset, the payload of an optional stored property, or the element of an
/// identified array with a given id.
@usableFromInline
struct PathStep<Parent, Child> {
  /// The child inside the parent, or `nil` when the parent holds no such child (the optional
  /// is `nil`, no element has the id).
  @usableFromInline
  let locate: (ValueHandle<Parent>, PathAccess) -> ValueHandle<Child>?

  /// Two views of one parent with equal keys see the same state.
  @usableFromInline
  let key: AnyHashable

  /// For a stored property, its offset in the parent.
  @usableFromInline
  let storedOffset: Int?

  /// For a step to an element of an array, the array's offset in the parent's state.
  @usableFromInline
  let arrayOffset: Int?

  /// For a step to an element of an array, whether an element has its id; else `false`.
  @usableFromInline
  let isElement: (ValueHandle<Child>) -> Bool

  @inlinable
  init(
    key: AnyHashable,
    storedOffset: Int? = nil,
    arrayOffset: Int? = nil,
    isElement: @escaping (ValueHandle<Child>) -> Bool = { _ in false },
    locate: @escaping (ValueHandle<Parent>, PathAccess) -> ValueHandle<Child>?
  ) {
    self.key = key
    self.storedOffset = storedOffset
    self.arrayOffset = arrayOffset
    self.isElement = isElement
    self.locate = locate
  }

  @inlinable
  func value(in parent: ValueHandle<Parent>) -> Child? {
    locate(parent, .read)?.pointee
  }

  /// The stored property at `offset`.
  @inlinable
  static func stored(offset: Int) -> Self {
    Self(key: offset, storedOffset: offset) { parent, _ in
      parent.field(at: offset, as: Child.self)
    }
  }

  /// The payload of the optional stored property at `offset`, while it is not `nil`.
  @inlinable
  static func optional(offset: Int) -> Self {
    Self(key: offset) { parent, _ in
      parent.field(at: offset, as: Child?.self).payload()
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
    Self(
      key: ArrayElementKey(offset: offset, id: id), arrayOffset: offset,
      isElement: { $0.pointee.id == id },
      locate: { parent, access in
        let rows = parent.field(at: offset, as: [Child].self)
        let found: Int?
        if case .snapshot(let offset) = access {
          found = ElementHint.index(of: id, in: rows.pointee, from: offset)
        } else {
          found = hint.index(of: id, in: rows.pointee)
        }
        guard let index = found else {
          return nil
        }
        // Valid until the array next changes; a write first makes the array its storage's only
        // owner, as an in-place write would.
        return rows.element(at: index, forWrite: access.isWrite)
      })
  }
}
