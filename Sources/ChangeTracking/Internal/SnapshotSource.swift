/// Where a record's snapshot is: a box of the state itself, or, for a view's record, the root's
/// box and the view's path into it.
///
/// Both boxes are immutable while a record holds them (see ``StateBox``), so a view's snapshot
/// is projected from the root's when it is read, and no state is copied when the record is made.
/// An enum, so that the root's record, the common one, holds and copies one reference.
@usableFromInline
enum SnapshotSource<State: TrackedState> {
  /// The state itself.
  case state(StateBox<State>)

  /// The root's box, the view's path into it and, for a row view, where its element was.
  case projected(root: AnyObject, path: ViewPath<State>, offset: Int)

  /// A source that holds the state itself.
  @inlinable
  @inline(__always)
  init(_ box: StateBox<State>) {
    self = .state(box)
  }

  /// The snapshot.
  @inlinable
  var value: State {
    switch self {
    case .state(let box): box.value
    case .projected(let root, let path, let offset): path.project(from: root, offset: offset)
    }
  }

  /// Calls `body` with the root's box the snapshot is in: the box itself for the root's record,
  /// the box it is projected from for a view's.
  @inlinable
  func withRootBox<Result>(_ body: (AnyObject) -> Result) -> Result {
    switch self {
    case .state(let box): body(box)
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
