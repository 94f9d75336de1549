import ChangeTrackingRendering

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

  /// A change as Swift writes it: `.title` for `"title"` and for `{"title":{}}`, `.news(.step)`
  /// and `.renamed("Bob Smith")` for a case with a payload, as `Codable` encodes enumerations.
  var printedChange: String {
    if let name = caseName {
      return "." + name
    }
    switch self {
    case .object(let members) where members.count == 1:
      let payload: String
      if case .object(let values) = members[0].value {
        payload = values.map { member in
          let value = member.value.printedPayload
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

  /// A value in a change's payload: a string that reads as a case name, such as `step`, as a
  /// case (an enumeration with `String` raw values encodes its cases as strings), any other
  /// string quoted, and anything else as a change.
  private var printedPayload: String {
    guard case .string(let text) = self else {
      return printedChange
    }
    return Self.isIdentifier(text) ? "." + text : singleLine
  }

  /// Whether `text` is written as Swift writes a name: letters, digits and underscores, not
  /// starting with a digit.
  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else {
      return false
    }
    return text.allSatisfy { $0.isLetter || $0 == "_" || ("0"..."9").contains($0) }
  }

  /// The name of a change without a payload: `title` for `"title"`, and for `{"title":{}}`,
  /// which `Codable` writes for a case of an enumeration with no raw type.
  var caseName: String? {
    switch self {
    case .string(let name):
      return name.hasPrefix(".") ? String(name.dropFirst()) : name
    case .object(let members) where members.count == 1 && members[0].value == .object([]):
      return members[0].key
    default:
      return nil
    }
  }

  /// The name of a change's case, without its payload: `title`, `news`.
  var changeName: String {
    if let name = caseName {
      return name
    }
    switch self {
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
