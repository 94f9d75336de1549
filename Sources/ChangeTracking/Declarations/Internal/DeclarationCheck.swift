/// Checks a state's ``TrackedState/trackedProperties`` against its stored properties, by
/// reflection, once per state type.
enum DeclarationCheck {
  /// The problems found for each state type checked so far.
  private static let results = LockedValue<[ObjectIdentifier: [TrackingDeclarationError.Problem]]>(
    [:])

  /// The problems in the declaration of `sample`'s type, computed on the first call for that type.
  static func problems<State: TrackedState>(of sample: State) -> [TrackingDeclarationError.Problem]
  {
    let key = ObjectIdentifier(State.self)
    if let known = results.withLock({ $0[key] }) {
      return known
    }
    let found = findProblems(in: sample)
    results.withLock { $0[key] = found }
    return found
  }

  /// Compares the stored properties that reflection finds in `sample` with the declarations.
  static func findProblems<State: TrackedState>(
    in sample: State
  ) -> [TrackingDeclarationError.Problem] {
    let mirror = Mirror(reflecting: sample)
    guard mirror.displayStyle == .struct else {
      return [.notAStoredProperty(keyPath: "\\\(State.self) (a tracked state must be a struct)")]
    }
    let storedNames = mirror.children.compactMap(\.label)
    var problems: [TrackingDeclarationError.Problem] = []
    var declaredNames: [String] = []
    var namesByChange: [AnyHashable: [String]] = [:]
    var changeOrder: [State.Change] = []

    for property in State.trackedProperties {
      // A stored property of function type is found only by writing through its key path.
      guard
        let name = storedPropertyName(of: property.keyPath)
          ?? reabstractedPropertyName(of: property.keyPath, in: sample)
      else {
        problems.append(.notAStoredProperty(keyPath: property.keyPath.debugDescription))
        continue
      }
      if declaredNames.contains(name) {
        if !problems.contains(.declaredMoreThanOnce(property: name)) {
          problems.append(.declaredMoreThanOnce(property: name))
        }
        continue
      }
      declaredNames.append(name)
      if let change = property.change {
        if namesByChange[change] == nil {
          changeOrder.append(change)
        }
        namesByChange[change, default: []].append(name)
      }
    }
    for change in changeOrder {
      if let names = namesByChange[change], names.count > 1 {
        problems.append(
          .changeSharedByProperties(change: String(describing: change), properties: names))
      }
    }
    let undeclared = storedNames.filter { !declaredNames.contains($0) }
    return undeclared.map { .undeclared(property: $0) } + problems
  }

  /// The name of the stored property of function type that `keyPath` designates, found by
  /// writing its value back through it, or `nil` when that does not single out one such property.
  ///
  /// A key path to a stored property that is or holds a function (such as an optional closure) is
  /// a computed one, whose getter and setter convert between the closure's form in the property
  /// and the form generic code takes: `MemoryLayout.offset(of:)` is `nil` for it, and its
  /// description names no property. Its setter stores a new closure that wraps the one it is
  /// given, so writing back the value just read changes the bits of that property alone. An
  /// optional closure that is `nil` in `sample` is written back as `nil`, so it is not found.
  ///
  /// Only a key path of one computed component is written, and only when the state has a stored
  /// property of the key path's value type: a key path with a subscript or a forced unwrap,
  /// which could trap, is never applied.
  static func reabstractedPropertyName<State>(
    of keyPath: PartialKeyPath<State>,
    in sample: State
  ) -> String? {
    let valueType = type(of: keyPath).valueType
    guard isOneComponent(keyPath.debugDescription, root: State.self, value: valueType) else {
      return nil
    }
    let before = Mirror(reflecting: sample).children.filter {
      $0.label != nil && ObjectIdentifier(type(of: $0.value)) == ObjectIdentifier(valueType)
    }
    guard !before.isEmpty, let rewriting = keyPath as? any ValueRewriting,
      let rewritten = rewriting.rewritingValue(in: sample) as? State
    else {
      return nil
    }
    let after = Mirror(reflecting: rewritten).children.filter {
      $0.label != nil && ObjectIdentifier(type(of: $0.value)) == ObjectIdentifier(valueType)
    }
    let written = zip(before, after).filter { bits(of: $0.value) != bits(of: $1.value) }
    return written.count == 1 ? written[0].0.label : nil
  }

  /// Whether `description`, a key path's, shows one component on `root`: a name, or a computed
  /// component of type `value` shown as `<computed 0x… (Value)>` when no name can be found.
  private static func isOneComponent(
    _ description: String,
    root: Any.Type,
    value: Any.Type
  ) -> Bool {
    let prefix = "\\\(root)."
    guard description.hasPrefix(prefix) else {
      return false
    }
    let component = description.dropFirst(prefix.count)
    if !component.isEmpty && component.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) {
      return true
    }
    let computed = (open: "<computed 0x", close: " (\(value))>")
    return component.hasPrefix(computed.open) && component.hasSuffix(computed.close)
      && component.dropFirst(computed.open.count).dropLast(computed.close.count)
        .allSatisfy(\.isHexDigit)
  }

  /// The bytes that hold `value`.
  private static func bits(of value: Any) -> [UInt8] {
    func bytes<Value>(_ value: Value) -> [UInt8] {
      withUnsafeBytes(of: value) { Array($0) }
    }
    return _openExistential(value, do: bytes)
  }

  /// The name of the top-level stored property a key path designates, or `nil` when it is
  /// computed, reaches into a nested value, or is a stored property of function type.
  static func storedPropertyName<State>(of keyPath: PartialKeyPath<State>) -> String? {
    guard MemoryLayout<State>.offset(of: keyPath) != nil else {
      return nil
    }
    let prefix = "\\\(State.self)."
    let description = keyPath.debugDescription
    guard description.hasPrefix(prefix) else {
      return nil
    }
    let name = description.dropFirst(prefix.count)
    let isIdentifier = !name.isEmpty && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    return isIdentifier ? String(name) : nil
  }
}
