/// Where a view's state is: a path from the root's state, resolved in place on each access.
///
/// A view stores no state of its own. Its reads and writes go to the root's box at the end of
/// its path; its records hold the root's box and project their snapshot through the path when
/// it is read. The one exception is ``frozen``: while the path does not resolve (an optional on
/// it is `nil`, its row was removed), the view keeps the state it had last, which it reads and
/// which its refused writes leave alone.
///
/// It also holds the view's link to its parent (``up``), through which the view's writes go.
@usableFromInline
final class ViewPath<State: TrackedState> {
  /// What every tracker of the tree shares: the root's state.
  @usableFromInline
  let core: TreeStorage

  /// For a path of stored properties only, the offset of the view's state in the root's: the
  /// view's state is then found with one add.
  @usableFromInline
  let storedOffset: Int?

  /// The view's state inside the root's state at the given address, or `nil` when the path
  /// does not resolve.
  @usableFromInline
  let locate: (UnsafeMutableRawPointer, PathAccess) -> ValueHandle<State>?

  /// For a path of stored properties only, where the view's state is in any box of the root's
  /// state, in bytes from the box's start: its records hold the root's box and this offset.
  @usableFromInline
  let boxOffset: Int?

  /// For a row view whose array is at the end of stored properties, the array's offset in the
  /// root's state: its row is then found at its hint with one comparison of ids (``isRow``),
  /// without going through ``locate``.
  @usableFromInline
  let rowsOffset: Int?

  /// For a row view, whether an element is its row (has its id); `false` for any other view.
  @usableFromInline
  let isRow: (ValueHandle<State>) -> Bool

  /// For a row view whose array is at the end of stored properties, where that array is in any
  /// box of the root's state, in bytes from the box's start: its records hold the root's box,
  /// this offset and the row's index.
  @usableFromInline
  let arrayBoxOffset: Int?

  /// For a row view, where its element was last seen, which its records keep.
  @usableFromInline
  let hint: ElementHint?

  /// Whether a write through the view keeps the view's state before it, for the history of
  /// a parent (a row view of a tracker with history), here or above.
  @usableFromInline
  let needsStateBefore: Bool

  /// The link to the tracker the view was made from, which stores nothing but passes the view's
  /// writes on, and delivers its records in its order.
  @usableFromInline
  let up: any ParentLink<State>

  /// Stores one change that needs no state before it in the parent (see ``ParentLink``); called
  /// through ``storeInParent(_:)``.
  @usableFromInline
  let passUp: (consuming ViewChange<State>) -> Void

  /// Stores `change`, a change of the view that needs no state before it, in the parent.
  @inlinable
  func storeInParent(_ change: consuming ViewChange<State>) {
    passUp(change)
  }

  /// The view's last state while its path does not resolve; `nil` while it does.
  @usableFromInline
  @exclusivity(unchecked)
  var frozen: StateBox<State>?

  /// The path of a view over the child state that `step` finds in the state of `parent` (the root
  /// or a view). `hint` is where a row view's element was last seen; `needsStateBefore` asks for
  /// the view's state before each write, whatever the parent's path needs.
  @inlinable
  init<Parent>(
    of parent: StateTracker<Parent>,
    through step: PathStep<Parent, State>,
    hint: ElementHint? = nil,
    needsStateBefore: Bool,
    up: any ParentLink<State>,
    passUp: @escaping (consuming ViewChange<State>) -> Void
  ) {
    self.hint = hint
    self.up = up
    self.passUp = passUp
    let stepLocate = step.locate
    guard let parentPath = parent.view else {
      // The parent is the root: its state is at the root's address.
      core = parent.core
      storedOffset = step.storedOffset
      boxOffset = storedOffset.map { parent.core.stateOffsetInBox + $0 }
      arrayBoxOffset = step.arrayOffset.map { parent.core.stateOffsetInBox + $0 }
      rowsOffset = step.arrayOffset
      isRow = step.isElement
      locate = { root, access in
        stepLocate(ValueHandle(root.assumingMemoryBound(to: Parent.self)), access)
      }
      self.needsStateBefore = needsStateBefore
      return
    }
    // Below a view: the parent's path, then the step.
    let parentLocate = parentPath.locate
    core = parentPath.core
    storedOffset = parentPath.storedOffset.flatMap { parentOffset in
      step.storedOffset.map { parentOffset + $0 }
    }
    boxOffset = storedOffset.map { parentPath.core.stateOffsetInBox + $0 }
    arrayBoxOffset = parentPath.boxOffset.flatMap { parentOffset in
      step.arrayOffset.map { parentOffset + $0 }
    }
    rowsOffset = parentPath.storedOffset.flatMap { parentOffset in
      step.arrayOffset.map { parentOffset + $0 }
    }
    isRow = step.isElement

    locate = { root, access in
      parentLocate(root, access).flatMap { stepLocate($0, access) }
    }
    self.needsStateBefore = needsStateBefore || parentPath.needsStateBefore
  }

  /// The state in the root's storage now, or `nil` when the path does not resolve, whether the
  /// view knows it yet or not.
  @inlinable
  func resolve(forWrite: Bool) -> ValueHandle<State>? {
    locate(core.address(forWrite: forWrite), forWrite ? .write : .read)
  }

  /// Whether a write through the view may be made in place with no more ado: the path
  /// resolves, and no one needs the state before the write.
  @inlinable
  @inline(__always)
  var writesInPlace: Bool {
    frozen == nil && !keepsStateBefore
  }

  /// Whether a write through the view passes on the view's state before it: for a twin of a
  /// view of the tree, or for a parent's history.
  @inlinable
  @inline(__always)
  var keepsStateBefore: Bool {
    core.twinCount != 0 || needsStateBefore
  }

  /// The view's state: in the root's storage (for a write, once the tree owns its box alone),
  /// or the frozen state while the path does not resolve. A write goes to the frozen state
  /// only after its caller checked ``StateTracker/acceptsWrites``.
  @inlinable
  @inline(__always)
  func handle(forWrite: Bool) -> ValueHandle<State> {
    if let frozen {
      return ValueHandle(box: frozen)
    }
    if let storedOffset {
      return ValueHandle(
        (core.address(forWrite: forWrite) + storedOffset).assumingMemoryBound(to: State.self))
    }
    // The path resolves while nothing is frozen: a write that breaks it freezes the view.
    guard let handle = resolve(forWrite: forWrite) else {
      lostItsElement()
    }
    return handle
  }

  /// The state of a view of stored properties whose path resolves, at `storedOffset` (its
  /// ``storedOffset``) in the root's storage; for a write, once the tree owns its box alone.
  @inlinable
  @inline(__always)
  func storedState(at storedOffset: Int, forWrite: Bool) -> ValueHandle<State> {
    ValueHandle(
      (core.address(forWrite: forWrite) + storedOffset).assumingMemoryBound(to: State.self))
  }

  /// The view's state in the root's storage, for a view whose path resolves (it refuses no
  /// write): at a constant offset for a path of stored properties, else found through the path;
  /// for a write, once the tree owns its box alone. With `rowFound` (a row view's row just found
  /// at its hint, nothing written since), the row is taken there again without comparing ids.
  @inlinable
  @inline(__always)
  func resolvedState(forWrite: Bool, rowFound: Bool = false) -> ValueHandle<State> {
    if let storedOffset {
      return storedState(at: storedOffset, forWrite: forWrite)
    }
    if let rowsOffset {
      // A row: where it was last seen, while it is still there.
      let rows = ValueHandle(
        (core.address(forWrite: forWrite) + rowsOffset).assumingMemoryBound(to: [State].self))
      let index = hint.unsafelyUnwrapped.offset
      if index < rows.pointee.count {
        let element = rows.element(at: index, forWrite: forWrite)
        if rowFound || isRow(element) {
          return element
        }
      }
    }
    guard let handle = resolve(forWrite: forWrite) else {
      lostItsElement()
    }
    return handle
  }

  /// The root's box, shared, with this path: a record's snapshot.
  @inlinable
  @inline(never)
  func sharedSnapshot() -> SnapshotSource<State> {
    snapshot(inRootBox: core.sharedBox(), offset: hint?.offset ?? 0)
  }

  /// The view's snapshot in a root's box that a record holds: at a constant offset for a path
  /// of stored properties, or at a row's index (`offset`) in an array at such a path, so that
  /// the record holds the box alone; else projected through this path.
  @inlinable
  @inline(__always)
  func snapshot(inRootBox root: AnyObject, offset: Int) -> SnapshotSource<State> {
    storedSnapshot(inRootBox: root, offset: offset)
      ?? .projected(root: root, path: self, offset: offset)
  }

  /// ``snapshot(inRootBox:offset:)`` for a path of stored properties, or of an element of an
  /// array at the end of one: a source that holds the root's box and no other reference; `nil`
  /// for any other path.
  @inlinable
  @inline(__always)
  func storedSnapshot(inRootBox root: AnyObject, offset: Int) -> SnapshotSource<State>? {
    if let boxOffset {
      return .stored(root: root, byteOffset: boxOffset, element: -1)
    }
    if let arrayBoxOffset {
      return .stored(root: root, byteOffset: arrayBoxOffset, element: offset)
    }
    return nil
  }

  /// Where the state at the end of the path lies in a root's box that a record holds, valid as
  /// long as the box: the path resolved when the record was made, and the box has not changed.
  @inlinable
  func handle(inRootBox box: AnyObject, offset: Int) -> ValueHandle<State> {
    guard let handle = locate(core.address(inSharedBox: box), .snapshot(offset: offset)) else {
      lostItsElement()
    }
    return handle
  }

  /// Stops the program: the path lost its element without its view knowing, which only the
  /// misuses named here do.
  @usableFromInline
  @inline(never)
  func lostItsElement() -> Never {
    fatalError(
      """
      StateTracker<\(State.self)>: the tracker's row is no longer found by its id. A row's \
      tracker follows one id, as a dictionary's entry follows its key: a write through it must \
      not change the element's id (change it through the parent, then scope the row with the \
      new id), and it must not be read inside an edit of the parent's array that removed its \
      row or changed its id (read it after the edit returns).
      """)
  }
}
