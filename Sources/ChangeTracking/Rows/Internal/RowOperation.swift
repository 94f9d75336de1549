/// One edit of a collection's elements, as a history step keeps it: enough to apply it again
/// and to undo it, holding only the elements it concerns.
@usableFromInline
enum RowOperation<Element> {
  /// `element` was inserted at `offset`.
  case insert(Int, Element)
  /// `element` was removed from `offset`.
  case remove(Int, Element)
  /// The element at `offset` was `old` and became `new`.
  case update(Int, old: Element, new: Element)
  /// The element at `from` was moved to `to`.
  case move(from: Int, to: Int)

  /// The edit that undoes this one.
  @inlinable
  var inverse: Self {
    switch self {
    case .insert(let offset, let element): .remove(offset, element)
    case .remove(let offset, let element): .insert(offset, element)
    case .update(let offset, let old, let new): .update(offset, old: new, new: old)
    case .move(let from, let to): .move(from: to, to: from)
    }
  }

  /// Applies the edit to `rows` as the edit found them, and returns the change a record reports.
  @inlinable
  func apply<Rows: RangeReplaceableCollection & MutableCollection<Element>>(
    to rows: inout Rows,
    identify: ((Element) -> RowID)?
  ) -> RowChange where Rows.Index == Int {
    switch self {
    case .insert(let offset, let element):
      rows.insert(element, at: offset)
      return .inserted(offset: offset, id: identify?(element))
    case .remove(let offset, let element):
      rows.remove(at: offset)
      return .removed(offset: offset, id: identify?(element))
    case .update(let offset, _, let new):
      rows[offset] = new
      return .updated(offset: offset, id: identify?(new))
    case .move(let from, let to):
      let element = rows.remove(at: from)
      rows.insert(element, at: to)
      return .moved(from: from, to: to, id: identify?(element))
    }
  }

  /// The edit applied `index`-th when `operations` are applied in order (`forward`), or undone:
  /// the last one first, inverted.
  @inlinable
  static func step(_ index: Int, of operations: ContiguousArray<Self>, forward: Bool) -> Self {
    forward ? operations[index] : operations[operations.count - 1 - index].inverse
  }

  /// Whether the edit can be applied to elements at `offsets`: not when a write replaced the
  /// array it was made on.
  func fits(_ offsets: Range<Int>) -> Bool {
    switch self {
    case .insert(let offset, _): (offsets.lowerBound...offsets.upperBound).contains(offset)
    case .remove(let offset, _), .update(let offset, _, _): offsets.contains(offset)
    case .move(let from, let to): offsets.contains(from) && offsets.contains(to)
    }
  }
}

extension RowOperation where Element: Equatable {
  /// Applies `operations` to `rows`, in order or undone (see ``step(_:of:forward:)``), and
  /// appends to `changes` what a record reports: nothing when they cancel out.
  @inlinable
  static func apply(
    _ operations: ContiguousArray<Self>,
    to rows: inout [Element],
    forward: Bool,
    identify: ((Element) -> RowID)?,
    into changes: inout ContiguousArray<RowChange>
  ) {
    let countBefore = changes.count
    if operations.count > 1 {
      changes.reserveCapacity(countBefore + operations.count)
    }
    for index in operations.indices {
      let operation = step(index, of: operations, forward: forward)
      changes.append(operation.apply(to: &rows, identify: identify))
    }
    if operations.count > 1, cancelOut(operations, appliedForward: forward, leaving: rows) {
      changes.removeSubrange(countBefore...)
    }
  }

  /// Whether several `operations`, applied in order or undone, left `rows` as they found them:
  /// their insertions and removals balance, and taking them back on a copy of the part of `rows`
  /// from the lowest offset they touched gives that part unchanged.
  @usableFromInline
  static func cancelOut(
    _ operations: ContiguousArray<Self>,
    appliedForward: Bool,
    leaving rows: [Element]
  ) -> Bool {
    var balance = 0
    var low = Int.max
    for operation in operations {
      switch operation {
      case .insert(let offset, _):
        balance += 1
        low = Swift.min(low, offset)
      case .remove(let offset, _):
        balance -= 1
        low = Swift.min(low, offset)
      case .update(let offset, _, _):
        low = Swift.min(low, offset)
      case .move(let from, let to):
        low = Swift.min(low, from, to)
      }
    }
    guard balance == 0 else {
      return false
    }
    guard low < rows.count else {
      return true
    }
    let now = rows[low...]
    var before = now
    for index in operations.indices {
      let operation = step(index, of: operations, forward: !appliedForward)
      // Made on an array that a write replaced since: no net change can be told.
      guard operation.fits(before.indices) else {
        return false
      }
      _ = operation.apply(to: &before, identify: nil)
    }
    return before == now
  }
}
