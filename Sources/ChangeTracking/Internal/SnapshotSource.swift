/// Where a record's snapshot is: a box of the state itself, or, for a view's record, the root's
/// box seen through the view's path.
///
/// Either is one reference, so that copying a record retains one object. Both are immutable
/// while a record holds them (see ``StateBox`` and ``ProjectedSnapshot``): a view's snapshot is
/// projected from the root's when it is read, and no state is copied when the record is made.
@usableFromInline
enum SnapshotSource<State: TrackedState> {
  /// The state itself.
  case state(StateBox<State>)

  /// The root's state and the view's path into it.
  case projected(ProjectedSnapshot<State>)

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
    case .projected(let projection): projection.value
    }
  }

  /// Whether both sources hold the same snapshot by identity.
  @inlinable
  static func === (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.state(let lhs), .state(let rhs)): lhs === rhs
    case (.projected(let lhs), .projected(let rhs)): lhs.isSame(as: rhs)
    default: false
    }
  }
}

// Unchecked: a source's object is never written while a record holds it, and projecting a
// snapshot only reads the root's box and the path's immutable steps; it changes no row view's
// hint.
extension SnapshotSource: @unchecked Sendable where State: Sendable {}
