/// Where a record's snapshot is: a box of the state itself, or, for a view's record, the root's
/// box and the view's path into it.
///
/// Both boxes are immutable once a record holds them (see ``StateBox``), so a view's snapshot
/// is projected from the root's when it is read, and no state is copied when the record is made.
@usableFromInline
struct SnapshotSource<State: TrackedState> {
  /// The box: a `StateBox<State>` when `view` is `nil`, else the root's box.
  @usableFromInline
  let box: AnyObject

  /// The view whose path leads from the root's state to the snapshot, or `nil`.
  @usableFromInline
  let view: ViewPath<State>?

  /// For a row view, where its element was in the root's state when the record was made.
  @usableFromInline
  let offset: Int

  /// A source that holds the state itself.
  @inlinable
  init(_ box: StateBox<State>) {
    self.box = box
    self.view = nil
    self.offset = 0
  }

  /// A source that projects the state from a root's box through `view`.
  @inlinable
  init(root box: AnyObject, view: ViewPath<State>, offset: Int) {
    self.box = box
    self.view = view
    self.offset = offset
  }

  /// The snapshot.
  @inlinable
  var value: State {
    guard let view else {
      // A source made by `init(_:)`: the box is a box of the state.
      return unsafeDowncast(box, to: StateBox<State>.self).value
    }
    return view.project(from: box, offset: offset)
  }

  /// Whether both sources hold the same snapshot by identity.
  @inlinable
  static func === (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box && lhs.view === rhs.view
  }
}

// Unchecked: the box is never written once a record holds it, and projecting a snapshot only
// reads it and the path's immutable steps; it changes no row view's hint.
extension SnapshotSource: @unchecked Sendable where State: Sendable {}
