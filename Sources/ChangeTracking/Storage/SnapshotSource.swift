/// Where a record's snapshot is: a box of the state itself, or the root's box for a view's.
///
/// Every box is immutable while a record holds it (see ``StateBox``), so a view's snapshot is
/// read or projected from the root's box when it is read, and no state is copied when the
/// record is made.
@usableFromInline
enum SnapshotSource<State: TrackedState> {
  /// The state itself.
  case state(StateBox<State>)

  /// The root's box, and where the view's state is in it, in bytes from the box's start: the
  /// state itself when `element` is negative, else the element at that index of the array
  /// there (where a row view's element was when the record was made).
  case stored(root: AnyObject, byteOffset: Int, element: Int)

  /// The root's box, the view's path into it and, for a row view, where its element was.
  case projected(root: AnyObject, path: ViewPath<State>, offset: Int)

  /// A source that holds the state itself.
  @inlinable
  @inline(__always)
  init(_ box: StateBox<State>) {
    self = .state(box)
  }

  /// The snapshot, read where it lies: reading one property of it, as in
  /// `record.snapshot.name`, copies that property, not the whole state.
  @inlinable
  var value: State {
    @inline(__always)
    _read { yield handle.pointee }
  }

  /// Where the snapshot lies, valid as long as the source: the state's own box, or the root's
  /// box, which no one writes while a record holds it.
  @inlinable
  var handle: ValueHandle<State> {
    @inline(__always)
    get {
      if case .state(let box) = self {
        return ValueHandle(box: box)
      }
      return viewHandle()
    }
  }

  /// ``handle`` for a view's snapshot.
  @inlinable
  @inline(never)
  func viewHandle() -> ValueHandle<State> {
    switch self {
    case .state(let box):
      ValueHandle(box: box)
    case .stored(let root, let byteOffset, let element):
      element < 0
        ? TreeStorage.handle(of: State.self, in: root, atByteOffset: byteOffset)
        : TreeStorage.handle(of: [State].self, in: root, atByteOffset: byteOffset)
          .element(at: element, forWrite: false)
    case .projected(let root, let path, let offset):
      path.handle(inRootBox: root, offset: offset)
    }
  }

  /// Calls `body` with the root's box the snapshot is in: the box itself for the root's record,
  /// the box it is read or projected from for a view's.
  @inlinable
  func withRootBox<Result>(_ body: (AnyObject) -> Result) -> Result {
    switch self {
    case .state(let box): body(box)
    case .stored(let root, _, _): body(root)
    case .projected(let root, _, _): body(root)
    }
  }

  /// Whether both sources hold the same snapshot by identity.
  @inlinable
  static func === (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.state(let lhs), .state(let rhs)):
      lhs === rhs
    case (
      .stored(let lhsRoot, let lhsOffset, let lhsElement),
      .stored(let rhsRoot, let rhsOffset, let rhsElement)
    ):
      lhsRoot === rhsRoot && lhsOffset == rhsOffset && lhsElement == rhsElement
    case (
      .projected(let lhsRoot, let lhsPath, let lhsOffset),
      .projected(let rhsRoot, let rhsPath, let rhsOffset)
    ):
      lhsRoot === rhsRoot && lhsPath === rhsPath && lhsOffset == rhsOffset
    default:
      false
    }
  }
}

// Unchecked: the box is never written once a record holds it, and projecting a snapshot only
// reads it and the path's immutable steps; it changes no row view's hint.
extension SnapshotSource: @unchecked Sendable where State: Sendable {}
