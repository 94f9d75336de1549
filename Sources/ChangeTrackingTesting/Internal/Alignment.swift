/// Lines up two sequences by content: the deterministic core of every difference that can have
/// insertions and removals.
///
/// The steps walk both sequences from the start. A removal directly facing an insertion becomes
/// one `changed` step, so that an element edited in place is shown as an edit, not as a removal
/// and an unrelated insertion.
enum Alignment {
  /// One step of the walk through both sequences.
  enum Step: Equatable {
    /// The elements at the current positions are equal.
    case same(old: Int, new: Int)
    /// The old element at this offset became the new one.
    case changed(old: Int, new: Int)
    /// The old element at this offset is gone.
    case removed(old: Int)
    /// The new element at this offset was added.
    case inserted(new: Int)
  }

  /// The steps that turn `old` into `new`, in order.
  static func steps<Element: Equatable>(from old: [Element], to new: [Element]) -> [Step] {
    let difference = new.difference(from: old)
    var removed: Set<Int> = []
    var inserted: Set<Int> = []
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var steps: [Step] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      let isRemoved = oldIndex < old.count && removed.contains(oldIndex)
      let isInserted = newIndex < new.count && inserted.contains(newIndex)
      if isRemoved && isInserted {
        steps.append(.changed(old: oldIndex, new: newIndex))
        oldIndex += 1
        newIndex += 1
      } else if isRemoved {
        steps.append(.removed(old: oldIndex))
        oldIndex += 1
      } else if isInserted {
        steps.append(.inserted(new: newIndex))
        newIndex += 1
      } else {
        steps.append(.same(old: oldIndex, new: newIndex))
        oldIndex += 1
        newIndex += 1
      }
    }
    return steps
  }
}
