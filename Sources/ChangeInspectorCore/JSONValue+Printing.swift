import ChangeTracking

extension JSONValue {
  /// The value as the testing module's differences print values: objects as `(key: value)`,
  /// `null` as `nil`, strings quoted; an object named `typeName` when one is given.
  func dumpNode(typeName: String? = nil) -> DumpNode {
    switch self {
    case .null: return .leaf("nil")
    case .bool(let value): return .leaf(value ? "true" : "false")
    case .number(let text): return .leaf(text)
    case .string(let text): return .text(text)
    case .array(let elements):
      let children = elements.map { DumpChild(label: nil, node: $0.dumpNode()) }
      return .group(DumpGroup(kind: .elements, open: "[", close: "]", children: children))
    case .object(let members):
      let children = members.map { DumpChild(label: $0.key, node: $0.value.dumpNode()) }
      return .group(
        DumpGroup(kind: .fields, open: (typeName ?? "") + "(", close: ")", children: children))
    }
  }

  /// The value on one line.
  var singleLine: String {
    dumpNode().singleLine
  }

  /// A change as Swift writes it: `.title` for `"title"`, `.news(.step)` for a case with a
  /// payload, as `Codable` encodes enumerations.
  var printedChange: String {
    switch self {
    case .string(let name):
      return name.hasPrefix(".") ? name : "." + name
    case .object(let members) where members.count == 1:
      let payload: String
      if case .object(let values) = members[0].value {
        payload = values.map { member in
          let value =
            member.value.string.map { "." + $0 } ?? member.value.printedChange
          return member.key.hasPrefix("_") ? value : "\(member.key): \(value)"
        }.joined(separator: ", ")
      } else {
        payload = members[0].value.printedChange
      }
      return ".\(members[0].key)(\(payload))"
    default:
      return singleLine
    }
  }

  /// The name of a change's case, without its payload: `title`, `news`.
  var changeName: String {
    switch self {
    case .string(let name): return name.hasPrefix(".") ? String(name.dropFirst()) : name
    case .object(let members) where members.count == 1: return members[0].key
    default: return singleLine
    }
  }

  /// A row change as ``ChangeTracking/RowChange`` describes itself, such as `moved 2 to 0 (id 7)`.
  var printedRowChange: String {
    let kind = self["kind"]?.string ?? "?"
    let offset = self["offset"]?.singleLine ?? "?"
    var text = "\(kind) \(offset)"
    if kind == "moved", let destination = self["to"] {
      text += " to \(destination.singleLine)"
    }
    if let id = self["intID"]?.singleLine ?? self["stringID"]?.string ?? self["uuidID"]?.string {
      text += " (id \(id))"
    }
    return text
  }
}
