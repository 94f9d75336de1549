extension JSONValue {
  /// What changed from `before` to this state, as the page's script applies it to the state
  /// before; `nil` when the page holds this state whole.
  ///
  /// A state is an object whose properties keep their names and order from step to step, so the
  /// page embeds the first state whole and then, per step, only the properties whose values
  /// changed: an array with as many elements as before as the elements that changed, an array
  /// that grew or shrank as the run of elements between its unchanged start and end, and any
  /// other value whole. A property added or removed (an optional that `Codable` leaves out when
  /// it is `nil`) or a state that is not an object makes the state whole again.
  ///
  /// The delta is an array of `[name, change]`, each change one of `{"value": v}`,
  /// `{"elements": [[offset, v], …]}` and `{"splice": [start, removedCount, [v, …]]}`, its values
  /// tagged as ``taggedForPage`` tags them. An empty array says that nothing changed.
  ///
  /// - Parameter before: The state of the step before.
  /// - Returns: The delta, or `nil` when the page should hold this state whole.
  func pageDelta(from before: JSONValue) -> JSONValue? {
    guard case .object(let members) = self, case .object(let previous) = before,
      members.count == previous.count,
      zip(members, previous).allSatisfy({ $0.key == $1.key })
    else {
      return nil
    }
    var changes: [JSONValue] = []
    for (member, old) in zip(members, previous) {
      if let change = Self.propertyChange(from: old.value, to: member.value) {
        changes.append(.array([.string(member.key), change]))
      }
    }
    return .array(changes)
  }

  /// The change of one property's value, `nil` when it is the same.
  private static func propertyChange(from before: JSONValue, to after: JSONValue) -> JSONValue? {
    guard case .array(let old) = before, case .array(let new) = after else {
      return before == after ? nil : wholeValue(after)
    }
    if old.count == new.count {
      var changed: [JSONValue] = []
      for offset in new.indices where old[offset] != new[offset] {
        changed.append(.array([.number(String(offset)), new[offset].taggedForPage]))
      }
      guard !changed.isEmpty else {
        return nil
      }
      // Past half the elements, the offsets cost more than the array whole.
      return changed.count * 2 > new.count
        ? wholeValue(after) : .object([Member(key: "elements", value: .array(changed))])
    }
    var start = 0
    while start < old.count, start < new.count, old[start] == new[start] {
      start += 1
    }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    let splice: JSONValue = .array([
      .number(String(start)), .number(String(oldEnd - start)),
      .array(new[start..<newEnd].map(\.taggedForPage)),
    ])
    return .object([Member(key: "splice", value: splice)])
  }

  private static func wholeValue(_ value: JSONValue) -> JSONValue {
    .object([Member(key: "value", value: value.taggedForPage)])
  }
}
