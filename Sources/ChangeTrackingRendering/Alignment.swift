/// Lines up two sequences by content: the deterministic core of every difference that can have
/// insertions and removals.
///
/// The steps walk both sequences from the start. A removal directly facing an insertion becomes
/// one `changed` step, so that an element edited in place is shown as an edit, not as a removal
/// and an unrelated insertion.
///
/// Equal elements at the start and at the end are matched first. What lies between is matched
/// exactly, by the shortest edit script, when it is short; a longer middle is split on the
/// elements that occur once on each side, kept in the order both sides agree on, and each part
/// between them is matched the same way. A part with no such element, or met once the work spent
/// on splitting exceeds a bound proportional to the input, is left unmatched: all of it removed,
/// then all of it inserted, which the walk shows as changed elements. So the cost stays close to
/// linear in the length of the input, and in a long middle, elements that many lines share, such
/// as a closing bracket, never anchor unrelated parts to each other.
package enum Alignment {
  /// One step of the walk through both sequences.
  package enum Step: Equatable {
    /// The elements at the current positions are equal.
    case same(old: Int, new: Int)
    /// The old element at this offset became the new one.
    case changed(old: Int, new: Int)
    /// The old element at this offset is gone.
    case removed(old: Int)
    /// The new element at this offset was added.
    case inserted(new: Int)
  }

  /// The longest middle part, both sides together, matched by the shortest edit script, whose
  /// cost grows with the square of its length.
  package static let exactLimit = 512

  /// The steps that turn `old` into `new`, in order.
  ///
  /// - Complexity: For sequences of *n* and *m* elements, O((*n* + *m*) log(*n* + *m*)) to split
  ///   the middle, plus at most O(`exactLimit` × (*n* + *m*)) for the short parts matched exactly.
  package static func steps<Element: Hashable>(from old: [Element], to new: [Element]) -> [Step] {
    let (matchedOld, matchedNew) = matches(old, new)
    var steps: [Step] = []
    steps.reserveCapacity(max(old.count, new.count))
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      let isRemoved = oldIndex < old.count && !matchedOld[oldIndex]
      let isInserted = newIndex < new.count && !matchedNew[newIndex]
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

  /// Which elements of each side are matched with an equal element of the other, the matched
  /// pairs being in the same order on both sides.
  package static func matches<Element: Hashable>(
    _ old: [Element],
    _ new: [Element]
  ) -> (old: [Bool], new: [Bool]) {
    var matchedOld = [Bool](repeating: false, count: old.count)
    var matchedNew = [Bool](repeating: false, count: new.count)
    // Work left for splitting long parts; past it, the parts still to split stay unmatched.
    var budget = 8 * (old.count + new.count)
    var parts = [(old: 0..<old.count, new: 0..<new.count)]
    while let part = parts.popLast() {
      var oldPart = part.old
      var newPart = part.new
      while let first = oldPart.first, let other = newPart.first, old[first] == new[other] {
        matchedOld[first] = true
        matchedNew[other] = true
        oldPart = oldPart.dropFirst()
        newPart = newPart.dropFirst()
      }
      while let last = oldPart.last, let other = newPart.last, old[last] == new[other] {
        matchedOld[last] = true
        matchedNew[other] = true
        oldPart = oldPart.dropLast()
        newPart = newPart.dropLast()
      }
      if oldPart.isEmpty || newPart.isEmpty {
        continue
      }
      if oldPart.count + newPart.count <= exactLimit {
        matchExactly(old[oldPart], new[newPart], &matchedOld, &matchedNew)
        continue
      }
      guard budget >= oldPart.count + newPart.count else {
        continue
      }
      budget -= oldPart.count + newPart.count
      let found = anchors(old[oldPart], new[newPart])
      guard !found.isEmpty else {
        continue
      }
      var lowerOld = oldPart.lowerBound
      var lowerNew = newPart.lowerBound
      for (oldIndex, newIndex) in found {
        matchedOld[oldIndex] = true
        matchedNew[newIndex] = true
        parts.append((lowerOld..<oldIndex, lowerNew..<newIndex))
        lowerOld = oldIndex + 1
        lowerNew = newIndex + 1
      }
      parts.append((lowerOld..<oldPart.upperBound, lowerNew..<newPart.upperBound))
    }
    return (matchedOld, matchedNew)
  }

  /// Matches two short parts by the shortest edit script.
  private static func matchExactly<Element: Equatable>(
    _ old: ArraySlice<Element>,
    _ new: ArraySlice<Element>,
    _ matchedOld: inout [Bool],
    _ matchedNew: inout [Bool]
  ) {
    var kept = (old: Array(old.indices), new: Array(new.indices))
    var removed: Set<Int> = []
    var inserted: Set<Int> = []
    for change in new.difference(from: old) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    kept.old.removeAll { removed.contains($0 - old.startIndex) }
    kept.new.removeAll { inserted.contains($0 - new.startIndex) }
    for (oldIndex, newIndex) in zip(kept.old, kept.new) {
      matchedOld[oldIndex] = true
      matchedNew[newIndex] = true
    }
  }

  /// The pairs of elements that occur once in each part, equal to each other, and in the same
  /// order on both sides: the longest run of them that keeps that order, in order.
  private static func anchors<Element: Hashable>(
    _ old: ArraySlice<Element>,
    _ new: ArraySlice<Element>
  ) -> [(old: Int, new: Int)] {
    // For each element: how often it occurs on each side, and where it last did.
    var occurrences: [Element: (oldCount: Int, newCount: Int, old: Int, new: Int)] = [:]
    for index in old.indices {
      occurrences[old[index], default: (0, 0, 0, 0)].oldCount += 1
      occurrences[old[index]]?.old = index
    }
    for index in new.indices {
      guard occurrences[new[index]] != nil else {
        continue
      }
      occurrences[new[index]]?.newCount += 1
      occurrences[new[index]]?.new = index
    }
    let unique = old.compactMap { element -> (old: Int, new: Int)? in
      guard let found = occurrences[element], found.oldCount == 1, found.newCount == 1 else {
        return nil
      }
      return (found.old, found.new)
    }
    return longestIncreasingRun(unique)
  }

  /// The longest subsequence of `pairs`, given in increasing `old` order, whose `new` offsets
  /// increase too; among runs of that length, the one patience sorting finds.
  private static func longestIncreasingRun(
    _ pairs: [(old: Int, new: Int)]
  ) -> [(old: Int, new: Int)] {
    // The last pair of the best run of each length so far, and each pair's predecessor.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: pairs.count)
    for (position, pair) in pairs.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if pairs[tails[middle]].new < pair.new {
          low = middle + 1
        } else {
          high = middle
        }
      }
      previous[position] = low > 0 ? tails[low - 1] : -1
      if low == tails.count {
        tails.append(position)
      } else {
        tails[low] = position
      }
    }
    var run: [(old: Int, new: Int)] = []
    var position = tails.last ?? -1
    while position >= 0 {
      run.append(pairs[position])
      position = previous[position]
    }
    return run.reversed()
  }
}
