/// Finds what differs between two values and prints only that, folding the parts that are equal.
///
/// Structures are compared property by property, enum payloads and tuples position by position,
/// arrays element by element with insertions and removals found by content, dictionaries key by
/// key, sets member by member, and multi-line strings line by line. A run of equal parts is
/// folded into one `… N unchanged` line. The output depends only on the two values.
enum ValueDiff {
  /// The lines of the difference between `expected` and `actual`, or an empty array when they
  /// print the same.
  static func lines(expected: Any, actual: Any) -> [IndentedLine] {
    lines(label: "", expected: DumpNode(expected), actual: DumpNode(actual), depth: 0)
  }

  /// The difference between two printed texts, line by line, equal runs folded.
  static func lines(expectedText: String, actualText: String, depth: Int = 0) -> [IndentedLine] {
    let expected = expectedText.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = actualText.split(separator: "\n", omittingEmptySubsequences: false)
    var output: [IndentedLine] = []
    var unchanged = 0
    for step in Alignment.steps(from: expected, to: actual) {
      switch step {
      case .same:
        unchanged += 1
        continue
      case .changed(let old, let new):
        flush(&unchanged, depth: depth, into: &output, noun: "line")
        output.append(IndentedLine(mark: .removed, depth: depth, text: String(expected[old])))
        output.append(IndentedLine(mark: .added, depth: depth, text: String(actual[new])))
      case .removed(let old):
        flush(&unchanged, depth: depth, into: &output, noun: "line")
        output.append(IndentedLine(mark: .removed, depth: depth, text: String(expected[old])))
      case .inserted(let new):
        flush(&unchanged, depth: depth, into: &output, noun: "line")
        output.append(IndentedLine(mark: .added, depth: depth, text: String(actual[new])))
      }
    }
    flush(&unchanged, depth: depth, into: &output, noun: "line")
    return output
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
      let inner = children(of: old, and: new, depth: depth + 1)
      return [IndentedLine(depth: depth, text: label + old.open)] + inner
        + [IndentedLine(depth: depth, text: old.close)]
    case (.text(let old), .text(let new)) where old.contains("\n") || new.contains("\n"):
      return [IndentedLine(depth: depth, text: label + "\"\"\"")]
        + lines(expectedText: old, actualText: new, depth: depth)
        + [IndentedLine(depth: depth, text: "\"\"\"")]
    default:
      return expected.lines(label: label, depth: depth).map { $0.marked(.removed) }
        + actual.lines(label: label, depth: depth).map { $0.marked(.added) }
    }
  }

  /// The difference between the children of two groups of the same kind and type.
  private static func children(of old: DumpGroup, and new: DumpGroup, depth: Int) -> [IndentedLine]
  {
    switch old.kind {
    case .fields:
      if old.children.map(\.label) == new.children.map(\.label) {
        return pairwise(old.children, new.children, depth: depth)
      }
      return aligned(old.children, new.children, depth: depth, labelsByIndex: false)
    case .elements:
      return aligned(old.children, new.children, depth: depth, labelsByIndex: true)
    case .entries:
      return keyed(old.children, new.children, depth: depth, key: { $0.label ?? "" })
    case .members:
      return keyed(old.children, new.children, depth: depth, key: { $0.node.singleLine })
    }
  }

  /// Children compared position by position, as the properties of one type.
  private static func pairwise(_ old: [DumpChild], _ new: [DumpChild], depth: Int) -> [IndentedLine]
  {
    var output: [IndentedLine] = []
    var unchanged = 0
    for (expected, actual) in zip(old, new) {
      if expected == actual {
        unchanged += 1
      } else {
        flush(&unchanged, depth: depth, into: &output)
        output += lines(
          label: expected.printedLabel, expected: expected.node, actual: actual.node, depth: depth)
      }
    }
    flush(&unchanged, depth: depth, into: &output)
    return output
  }

  /// Children compared by content, so that an insertion or a removal does not make every later
  /// child look changed. Elements are labelled with their index: the old one for a removal, the
  /// new one otherwise.
  private static func aligned(
    _ old: [DumpChild],
    _ new: [DumpChild],
    depth: Int,
    labelsByIndex: Bool
  ) -> [IndentedLine] {
    func label(_ child: DumpChild, _ index: Int) -> String {
      labelsByIndex ? "[\(index)]: " : child.printedLabel
    }
    var output: [IndentedLine] = []
    var unchanged = 0
    for step in Alignment.steps(from: old, to: new) {
      switch step {
      case .same:
        unchanged += 1
      case .changed(let before, let after):
        flush(&unchanged, depth: depth, into: &output)
        output += lines(
          label: label(new[after], after), expected: old[before].node, actual: new[after].node,
          depth: depth)
      case .removed(let before):
        flush(&unchanged, depth: depth, into: &output)
        output += old[before].node.lines(label: label(old[before], before), depth: depth)
          .map { $0.marked(.removed) }
      case .inserted(let after):
        flush(&unchanged, depth: depth, into: &output)
        output += new[after].node.lines(label: label(new[after], after), depth: depth)
          .map { $0.marked(.added) }
      }
    }
    flush(&unchanged, depth: depth, into: &output)
    return output
  }

  /// Children matched by a key (dictionary keys, set members), both sides sorted by it.
  private static func keyed(
    _ old: [DumpChild],
    _ new: [DumpChild],
    depth: Int,
    key: (DumpChild) -> String
  ) -> [IndentedLine] {
    var output: [IndentedLine] = []
    var unchanged = 0
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      let oldKey = oldIndex < old.count ? key(old[oldIndex]) : nil
      let newKey = newIndex < new.count ? key(new[newIndex]) : nil
      if let oldKey, let newKey, oldKey == newKey {
        if old[oldIndex] == new[newIndex] {
          unchanged += 1
        } else {
          flush(&unchanged, depth: depth, into: &output)
          output += lines(
            label: old[oldIndex].printedLabel, expected: old[oldIndex].node,
            actual: new[newIndex].node, depth: depth)
        }
        oldIndex += 1
        newIndex += 1
      } else if let oldKey, newKey.map({ oldKey < $0 }) ?? true {
        flush(&unchanged, depth: depth, into: &output)
        output += old[oldIndex].node.lines(label: old[oldIndex].printedLabel, depth: depth)
          .map { $0.marked(.removed) }
        oldIndex += 1
      } else {
        flush(&unchanged, depth: depth, into: &output)
        output += new[newIndex].node.lines(label: new[newIndex].printedLabel, depth: depth)
          .map { $0.marked(.added) }
        newIndex += 1
      }
    }
    flush(&unchanged, depth: depth, into: &output)
    return output
  }

  /// Adds the line that stands for a run of equal parts, if there is one, and ends the run.
  private static func flush(
    _ unchanged: inout Int,
    depth: Int,
    into output: inout [IndentedLine],
    noun: String? = nil
  ) {
    guard unchanged > 0 else {
      return
    }
    let what = noun.map { " \($0)" + (unchanged == 1 ? "" : "s") } ?? ""
    output.append(IndentedLine(depth: depth, text: "… \(unchanged) unchanged\(what)"))
    unchanged = 0
  }
}
