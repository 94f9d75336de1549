/// What changed inside a collection property, carried by a ``ChangeRecord``: the
/// ``RowChange``s, in the order they apply.
///
/// A record of a property declared with ``TrackedProperty/trackedRows(_:as:reporting:)-5o3kl`` carries it
/// in ``ChangeRecord/rowChanges``. An edit through ``StateTracker/edit(_:_:)`` says exactly what
/// it did; a whole new collection assigned is compared with the one it replaces. Undo, redo and
/// rollback report what they restore the same way.
public struct RowChanges: RandomAccessCollection, Hashable, Sendable {
  /// The changes, in the order they apply.
  @usableFromInline
  let changes: ContiguousArray<RowChange>

  /// Creates the detail of a record from its changes, in the order they apply.
  ///
  /// - Parameter changes: The changes.
  public init(_ changes: some Sequence<RowChange>) {
    self.changes = ContiguousArray(changes)
  }

  /// Creates the detail of a record from the changes an edit noted, without copying them.
  @inlinable
  init(contiguous changes: ContiguousArray<RowChange>) {
    self.changes = changes
  }

  /// The position of the first change.
  @inlinable
  public var startIndex: Int { changes.startIndex }

  /// The position after the last change.
  @inlinable
  public var endIndex: Int { changes.endIndex }

  /// The change at `position`.
  ///
  /// - Parameter position: A valid position of the collection.
  @inlinable
  public subscript(position: Int) -> RowChange {
    changes[position]
  }

  /// The offsets, in the record's snapshot, of the rows a list view reloads or inserts: the
  /// rows inserted or updated and still there once every change applies, in increasing order.
  public var refreshedOffsets: [Int] {
    var offsets: [Int] = []
    for change in changes {
      switch change {
      case .inserted(let offset, _):
        offsets = offsets.map { $0 >= offset ? $0 + 1 : $0 }
        offsets.append(offset)
      case .updated(let offset, _):
        if !offsets.contains(offset) {
          offsets.append(offset)
        }
      case .removed(let offset, _):
        offsets = offsets.compactMap { $0 == offset ? nil : $0 > offset ? $0 - 1 : $0 }
      case .moved(let from, let to, _):
        offsets = offsets.map { Self.offset($0, afterMovingFrom: from, to: to) }
      }
    }
    return offsets.sorted()
  }

  /// Where the row at `offset` is once the row at `from` moved to `to`: any other row shifts as
  /// for a removal at `from`, then an insertion at `to`.
  static func offset(_ offset: Int, afterMovingFrom from: Int, to: Int) -> Int {
    let removed = offset > from ? offset - 1 : offset
    return offset == from ? to : removed >= to ? removed + 1 : removed
  }
}

extension RowChanges: ExpressibleByArrayLiteral {
  /// Creates the detail of a record from the changes listed, in the order they apply.
  ///
  /// - Parameter changes: The changes.
  public init(arrayLiteral changes: RowChange...) {
    self.init(changes)
  }
}

extension RowChanges: CustomStringConvertible {
  /// The changes, separated by commas.
  public var description: String {
    changes.map(\.description).joined(separator: ", ")
  }
}
