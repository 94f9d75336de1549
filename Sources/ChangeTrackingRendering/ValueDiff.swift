/// Finds what differs between two values and prints only that, folding the parts that are equal.
///
/// Structures are compared property by property, enum payloads and tuples position by position,
/// arrays element by element with insertions and removals found by content, dictionaries key by
/// key, sets member by member, and multi-line strings line by line. A run of equal parts is
/// folded into one `… N unchanged` line. The output depends only on the two values.
package enum ValueDiff {
  /// The lines of the difference between `expected` and `actual`, or an empty array when they
  /// print the same.
  package static func lines(expected: Any, actual: Any) -> [IndentedLine] {
    lines(expected: DumpNode(expected), actual: DumpNode(actual))
  }

  /// The lines of the difference between two values already taken apart, or an empty array when
  /// they print the same.
  package static func lines(expected: DumpNode, actual: DumpNode) -> [IndentedLine] {
    lines(label: "", expected: expected, actual: actual, depth: 0)
  }

  /// The difference between two printed texts, line by line, equal runs folded.
  package static func lines(expectedText: String, actualText: String, depth: Int = 0)
    -> [IndentedLine]
  {
    func children(_ text: String) -> [DumpChild] {
      text.printedLines.map { DumpChild(label: nil, node: .leaf($0)) }
    }
    let old = children(expectedText)
    let new = children(actualText)
    return render(Alignment.steps(from: old, to: new), old, new, depth: depth, noun: "line")
  }

  private static func lines(
    label: String,
    expected: DumpNode,
    actual: DumpNode,
    depth: Int
  ) -> [IndentedLine] {
    guard expected != actual else {
      return []
    }
    switch (expected, actual) {
    case (.group(let old), .group(let new)) where old.kind == new.kind && old.open == new.open:
      return [IndentedLine(depth: depth, text: label + old.open)]
        + children(of: old, and: new, depth: depth + 1)
        + [IndentedLine(depth: depth, text: old.close)]
    case (.text(let old), .text(let new)) where old.isMultiLine || new.isMultiLine:
      return [IndentedLine(depth: depth, text: label + "\"\"\"")]
        + lines(expectedText: old, actualText: new, depth: depth)
        + [IndentedLine(depth: depth, text: "\"\"\"")]
    default:
      return expected.lines(label: label, depth: depth).map { $0.marked(.removed) }
        + actual.lines(label: label, depth: depth).map { $0.marked(.added) }
    }
  }

  /// The difference between the children of two groups of the same kind and type.
  private static func children(
    of oldGroup: DumpGroup,
    and newGroup: DumpGroup,
    depth: Int
  ) -> [IndentedLine] {
    let old = oldGroup.children
    let new = newGroup.children
    switch oldGroup.kind {
    case .fields where old.map(\.label) == new.map(\.label):
      let steps = zip(old.indices, new.indices).map { oldIndex, newIndex in
        old[oldIndex] == new[newIndex]
          ? Alignment.Step.same(old: oldIndex, new: newIndex)
          : .changed(old: oldIndex, new: newIndex)
      }
      return render(steps, old, new, depth: depth)
    case .fields:
      return render(Alignment.steps(from: old, to: new), old, new, depth: depth)
    case .elements:
      return render(
        Alignment.steps(from: old, to: new), old, new, depth: depth, labelsByIndex: true)
    case .entries:
      return render(keyedSteps(old, new, key: { $0.label ?? "" }), old, new, depth: depth)
    case .members:
      return render(keyedSteps(old, new, key: { $0.node.singleLine }), old, new, depth: depth)
    }
  }

  /// The steps that match children by a key (dictionary keys, set members), both sides being
  /// sorted by it.
  private static func keyedSteps(
    _ old: [DumpChild],
    _ new: [DumpChild],
    key: (DumpChild) -> String
  ) -> [Alignment.Step] {
    var steps: [Alignment.Step] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      let oldKey = oldIndex < old.count ? key(old[oldIndex]) : nil
      let newKey = newIndex < new.count ? key(new[newIndex]) : nil
      if let oldKey, let newKey, oldKey == newKey {
        let isSame = old[oldIndex] == new[newIndex]
        steps.append(
          isSame ? .same(old: oldIndex, new: newIndex) : .changed(old: oldIndex, new: newIndex))
        oldIndex += 1
        newIndex += 1
      } else if let oldKey, newKey.map({ oldKey < $0 }) ?? true {
        steps.append(.removed(old: oldIndex))
        oldIndex += 1
      } else {
        steps.append(.inserted(new: newIndex))
        newIndex += 1
      }
    }
    return steps
  }

  /// Prints the steps between two lists of children: each run of equal children folded into one
  /// line, each changed child compared in depth, each removed or inserted child printed whole.
  ///
  /// Elements are labelled with their index when `labelsByIndex` is set: the old index for a
  /// removal, the new one otherwise.
  private static func render(
    _ steps: [Alignment.Step],
    _ old: [DumpChild],
    _ new: [DumpChild],
    depth: Int,
    labelsByIndex: Bool = false,
    noun: String? = nil
  ) -> [IndentedLine] {
    func label(_ child: DumpChild, _ index: Int) -> String {
      labelsByIndex ? "[\(index)]: " : child.printedLabel
    }
    var output: [IndentedLine] = []
    var unchanged = 0
    for step in steps {
      // A long part that the alignment could not match is paired up element by element, and
      // some of those pairs can be equal: they are unchanged, not left out.
      if case .changed(let before, let after) = step, old[before] == new[after] {
        unchanged += 1
        continue
      }
      if case .same = step {
        unchanged += 1
        continue
      }
      if unchanged > 0 {
        output.append(folded(unchanged, noun: noun, depth: depth))
        unchanged = 0
      }
      switch step {
      case .same:
        break
      case .changed(let before, let after):
        output += lines(
          label: label(new[after], after), expected: old[before].node, actual: new[after].node,
          depth: depth)
      case .removed(let before):
        output += old[before].node.lines(label: label(old[before], before), depth: depth)
          .map { $0.marked(.removed) }
      case .inserted(let after):
        output += new[after].node.lines(label: label(new[after], after), depth: depth)
          .map { $0.marked(.added) }
      }
    }
    if unchanged > 0 {
      output.append(folded(unchanged, noun: noun, depth: depth))
    }
    return output
  }

  /// The line that stands for `count` equal parts.
  private static func folded(_ count: Int, noun: String?, depth: Int) -> IndentedLine {
    let what = noun.map { " \($0)" + (count == 1 ? "" : "s") } ?? ""
    return IndentedLine(depth: depth, text: "… \(count) unchanged\(what)")
  }
}
