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

  /// Applies the edit to `rows` as the edit found them, or undoes it from its result when
  /// `forward` is `false`, and returns the change a record reports, in the direction applied.
  @inlinable
  func apply(
    to rows: inout [Element],
    forward: Bool,
    identify: ((Element) -> RowID)?
  ) -> RowChange {
    switch self {
    case .insert(let offset, let element):
      let change = RowChange.inserted(offset: offset, id: identify?(element))
      if forward {
        rows.insert(element, at: offset)
        return change
      }
      rows.remove(at: offset)
      return change.inverse
    case .remove(let offset, let element):
      let change = RowChange.removed(offset: offset, id: identify?(element))
      if forward {
        rows.remove(at: offset)
        return change
      }
      rows.insert(element, at: offset)
      return change.inverse
    case .update(let offset, _, let new) where forward:
      rows[offset] = new
      return .updated(offset: offset, id: identify?(new))
    case .update(let offset, let old, _):
      rows[offset] = old
      return .updated(offset: offset, id: identify?(old))
    case .move(let from, let to):
      let (source, target) = forward ? (from, to) : (to, from)
      let element = rows.remove(at: source)
      rows.insert(element, at: target)
      return .moved(from: source, to: target, id: identify?(element))
    }
  }
}

extension RowOperation {
  /// Whether the edit can be applied (or undone, when `forward` is `false`) to `count`
  /// elements: not when a write replaced the array it was made on.
  @inlinable
  func fits(count: Int, forward: Bool) -> Bool {
    switch self {
    case .insert(let offset, _): offset >= 0 && (forward ? offset <= count : offset < count)
    case .remove(let offset, _): offset >= 0 && (forward ? offset < count : offset <= count)
    case .update(let offset, _, _): offset >= 0 && offset < count
    case .move(let from, let to): from >= 0 && to >= 0 && from < count && to < count
    }
  }

  /// The same edit with every offset moved by `distance`, for a part of the array that starts
  /// `-distance` elements in.
  func shifted(by distance: Int) -> Self {
    switch self {
    case .insert(let offset, let element): .insert(offset + distance, element)
    case .remove(let offset, let element): .remove(offset + distance, element)
    case .update(let offset, let old, let new): .update(offset + distance, old: old, new: new)
    case .move(let from, let to): .move(from: from + distance, to: to + distance)
    }
  }
}

extension RowOperation where Element: Equatable {
  /// Applies `operations` to `rows` in order, or undoes them in reverse order, and appends to
  /// `changes` what a record reports, in the order applied: nothing when they cancel out.
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
    if forward {
      for index in operations.indices {
        changes.append(operations[index].apply(to: &rows, forward: true, identify: identify))
      }
    } else {
      for index in operations.indices.reversed() {
        changes.append(operations[index].apply(to: &rows, forward: false, identify: identify))
      }
    }
    if operations.count > 1, cancelOut(operations, appliedForward: forward, leaving: rows) {
      changes.removeSubrange(countBefore...)
    }
  }

  /// Whether `operations`, applied in order (or undone in reverse order when `appliedForward`
  /// is `false`), left `rows` as they found them: one operation is a change; several are unless
  /// their insertions and removals balance and the elements from the lowest offset they touched
  /// on are the ones before, checked on a copy of that part of the array only.
  @usableFromInline
  static func cancelOut(
    _ operations: ContiguousArray<Self>,
    appliedForward: Bool,
    leaving rows: [Element]
  ) -> Bool {
    guard operations.count > 1 else {
      return false
    }
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
    let now = Array(rows[low...])
    var before = now
    // An operation that does not fit was made on an array a write replaced since: no net
    // change can be told, and the calls are reported.
    if appliedForward {
      for operation in operations.reversed() {
        let operation = operation.shifted(by: -low)
        guard operation.fits(count: before.count, forward: false) else {
          return false
        }
        _ = operation.apply(to: &before, forward: false, identify: nil)
      }
    } else {
      for operation in operations {
        let operation = operation.shifted(by: -low)
        guard operation.fits(count: before.count, forward: true) else {
          return false
        }
        _ = operation.apply(to: &before, forward: true, identify: nil)
      }
    }
    return before == now
  }
}
