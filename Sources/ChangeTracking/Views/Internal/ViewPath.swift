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
  @usableFromInline
  let core: TreeStorage

  /// For a path of stored properties only, the offset of the view's state in the root's.
  @usableFromInline
  let storedOffset: Int?

  /// The view's state in the root's state at an address, or `nil` when the path does not resolve.
  @usableFromInline
  let locate: (UnsafeMutableRawPointer, PathAccess) -> ValueHandle<State>?

  /// For a path of stored properties only, the view's state's offset in bytes in any root's
  /// box: its records hold the box and this offset.
  @usableFromInline
  let boxOffset: Int?

  /// For a row view whose array is at the end of stored properties, the array's offset in the
  /// root's state: the row is then checked at its hint (``isRow``) without ``locate``.
  @usableFromInline
  let rowsOffset: Int?

  /// For a row view, whether an element is its row (has its id); `false` for any other view.
  @usableFromInline
  let isRow: (ValueHandle<State>) -> Bool

  /// For a row view whose array is at the end of stored properties, the array's offset in bytes
  /// in any root's box: its records hold the box, this offset and the row's index.
  @usableFromInline
  let arrayBoxOffset: Int?

  /// For a row view, where its element was last seen.
  @usableFromInline
  let hint: ElementHint?

  /// Whether a write through the view keeps its state before, for a parent's history (a row
  /// view of a tracker with history), here or above.
  @usableFromInline
  let needsStateBefore: Bool

  /// The link to the tracker the view was made from, which passes the view's writes on and
  /// delivers its records in its order.
  @usableFromInline
  let up: any ParentLink<State>

  @usableFromInline
  let passUp: (consuming ViewChange<State>) -> Void

  /// Stores in the parent a change of the view that needs no state before it.
  @inlinable
  func storeInParent(_ change: consuming ViewChange<State>) {
    passUp(change)
  }

  /// The view's last state while its path does not resolve; `nil` while it does.
  @usableFromInline
  @exclusivity(unchecked)
  var frozen: StateBox<State>?

  /// The path through `parent` (the root or a view) and `step`. `hint` is where a row view's
  /// element was last seen; `needsStateBefore` asks for the view's state before each write.
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
    let core = parent.core
    self.core = core
    isRow = step.isElement
    // The parent's state in the root's, when at a constant offset: 0 for the root itself.
    let parentOffset = parent.view == nil ? 0 : parent.view!.storedOffset
    storedOffset = parentOffset.flatMap { offset in step.storedOffset.map { offset + $0 } }
    rowsOffset = parentOffset.flatMap { offset in step.arrayOffset.map { offset + $0 } }
    boxOffset = storedOffset.map { core.stateOffsetInBox + $0 }
    arrayBoxOffset = rowsOffset.map { core.stateOffsetInBox + $0 }
    self.needsStateBefore = needsStateBefore || parent.view?.needsStateBefore == true
    let stepLocate = step.locate
    if let parentLocate = parent.view?.locate {
      locate = { root, access in parentLocate(root, access).flatMap { stepLocate($0, access) } }
    } else {
      locate = { root, access in
        stepLocate(ValueHandle(root.assumingMemoryBound(to: Parent.self)), access)
      }
    }
  }

  /// The state in the root's storage now, or `nil` when the path does not resolve, whether the
  /// view knows yet or not.
  @inlinable
  func resolve(forWrite: Bool) -> ValueHandle<State>? {
    locate(core.address(forWrite: forWrite), forWrite ? .write : .read)
  }

  /// Whether a write through the view is made in place: the path resolves, and no one needs the
  /// state before.
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
  /// or the frozen state, which a caller writes only after checking
  /// ``StateTracker/acceptsWrites``.
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

  /// The state at ``storedOffset`` of a view whose path resolves.
  @inlinable
  @inline(__always)
  func storedState(at storedOffset: Int, forWrite: Bool) -> ValueHandle<State> {
    ValueHandle(
      (core.address(forWrite: forWrite) + storedOffset).assumingMemoryBound(to: State.self))
  }

  /// The view's state in the root's storage, for a view whose path resolves. With `rowFound` (a
  /// row just found at its hint, nothing written since), the row is taken there again unchecked.
  @inlinable
  @inline(__always)
  func resolvedState(forWrite: Bool, rowFound: Bool = false) -> ValueHandle<State> {
    if let storedOffset {
      return storedState(at: storedOffset, forWrite: forWrite)
    }
    if let rowsOffset {
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

  /// The view's snapshot in a root's box that a record holds, a row at `offset`: at a constant
  /// offset when the path allows, so that the record holds the box alone, else projected.
  @inlinable
  @inline(__always)
  func snapshot(inRootBox root: AnyObject, offset: Int) -> SnapshotSource<State> {
    storedSnapshot(inRootBox: root, offset: offset)
      ?? .projected(root: root, path: self, offset: offset)
  }

  /// ``snapshot(inRootBox:offset:)`` at a constant offset; `nil` for a path that has none.
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

  /// Stops the program: the path lost its element without its view knowing (a misuse).
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
