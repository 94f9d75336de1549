/// A value taken apart by reflection into a tree that can be printed and compared.
///
/// Leaves are printed as they are; groups (structures, classes, tuples, enum payloads, arrays,
/// dictionaries, sets) hold labelled children. Dictionary entries and set members are sorted by
/// their printed form, so that the same value always gives the same tree.
package indirect enum DumpNode: Hashable {
  /// A value printed on one line: a number, `nil`, an enum case without payload, a date.
  case leaf(String)
  /// A string, kept whole so that a multi-line string can be compared line by line.
  case text(String)
  /// A value with parts.
  case group(DumpGroup)

  /// Takes `value` apart.
  package init(_ value: Any) {
    var visiting: Set<ObjectIdentifier> = []
    self = Self.make(value, visiting: &visiting)
  }

  /// Module prefixes of the types printed with their own description rather than taken apart.
  private static let describedModules = [
    "Swift.", "Foundation.", "FoundationEssentials.", "FoundationInternationalization.",
  ]

  private static func make(_ value: Any, visiting: inout Set<ObjectIdentifier>) -> Self {
    if let string = value as? String {
      return .text(string)
    }
    if let character = value as? Character {
      return .leaf(quoted(String(character)))
    }
    if let leaf = foundationLeaf(value) {
      return .leaf(leaf)
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else {
        return .leaf("nil")
      }
      return make(wrapped, visiting: &visiting)
    case .collection:
      let children = mirror.children.map {
        DumpChild(label: nil, node: make($0.value, visiting: &visiting))
      }
      return .group(DumpGroup(kind: .elements, open: "[", close: "]", children: children))
    case .dictionary:
      var entries: [DumpChild] = []
      for entry in mirror.children {
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { continue }
        let key = make(pair[0].value, visiting: &visiting).singleLine
        entries.append(DumpChild(label: key, node: make(pair[1].value, visiting: &visiting)))
      }
      entries.sort { $0.label ?? "" < $1.label ?? "" }
      let open = entries.isEmpty ? "[:" : "["
      return .group(DumpGroup(kind: .entries, open: open, close: "]", children: entries))
    case .set:
      var members = mirror.children.map {
        DumpChild(label: nil, node: make($0.value, visiting: &visiting))
      }
      members.sort { $0.node.singleLine < $1.node.singleLine }
      return .group(DumpGroup(kind: .members, open: "Set([", close: "])", children: members))
    case .enum:
      return makeEnum(value, mirror: mirror, visiting: &visiting)
    case .tuple:
      let children = fields(of: mirror, visiting: &visiting)
      return .group(DumpGroup(kind: .fields, open: "(", close: ")", children: children))
    case .struct, .class:
      if let described = description(of: value) {
        return .leaf(described)
      }
      return makeComposite(value, mirror: mirror, visiting: &visiting)
    default:
      return .leaf(description(of: value) ?? String(describing: value))
    }
  }

  /// The description of a value of a standard library or Foundation type, which prints itself
  /// better than its stored properties would.
  private static func description(of value: Any) -> String? {
    let typeName = String(reflecting: type(of: value))
    guard describedModules.contains(where: { typeName.hasPrefix($0) }) else {
      return nil
    }
    if let value = value as? any CustomStringConvertible {
      return value.description
    }
    return nil
  }

  private static func makeEnum(
    _ value: Any,
    mirror: Mirror,
    visiting: inout Set<ObjectIdentifier>
  ) -> Self {
    guard let payload = mirror.children.first, let caseName = payload.label else {
      if value is any CustomStringConvertible || value is any CustomDebugStringConvertible {
        return .leaf(String(describing: value))
      }
      return .leaf("." + String(describing: value))
    }
    let payloadMirror = Mirror(reflecting: payload.value)
    let children: [DumpChild]
    if payloadMirror.displayStyle == .tuple {
      children = fields(of: payloadMirror, visiting: &visiting)
    } else {
      children = [DumpChild(label: nil, node: make(payload.value, visiting: &visiting))]
    }
    return .group(DumpGroup(kind: .fields, open: ".\(caseName)(", close: ")", children: children))
  }

  private static func makeComposite(
    _ value: Any,
    mirror: Mirror,
    visiting: inout Set<ObjectIdentifier>
  ) -> Self {
    let typeName = String(describing: type(of: value))
    guard mirror.displayStyle == .class else {
      let children = fields(of: mirror, visiting: &visiting)
      return .group(DumpGroup(kind: .fields, open: "\(typeName)(", close: ")", children: children))
    }
    let identity = ObjectIdentifier(value as AnyObject)
    guard visiting.insert(identity).inserted else {
      return .leaf("\(typeName)(↩︎)")
    }
    defer { visiting.remove(identity) }
    var mirrors: [Mirror] = []
    var current: Mirror? = mirror
    while let next = current {
      mirrors.insert(next, at: 0)
      current = next.superclassMirror
    }
    let children = mirrors.flatMap { fields(of: $0, visiting: &visiting) }
    return .group(DumpGroup(kind: .fields, open: "\(typeName)(", close: ")", children: children))
  }

  /// The labelled children of a structure, class or tuple; tuple positions lose their label.
  private static func fields(of mirror: Mirror, visiting: inout Set<ObjectIdentifier>)
    -> [DumpChild]
  {
    mirror.children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return DumpChild(label: label, node: make(child.value, visiting: &visiting))
    }
  }
}
