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
  private static func findProblems<State: TrackedState>(
    in sample: State
  ) -> [TrackingDeclarationError.Problem] {
    let mirror = Mirror(reflecting: sample)
    guard mirror.displayStyle == .struct else {
      return [.notAStoredProperty(keyPath: "\\\(State.self) (a tracked state must be a struct)")]
    }
    var problems: [TrackingDeclarationError.Problem] = []
    var declared: [(name: String, change: State.Change?)] = []
    for property in State.trackedProperties {
      // A stored property of function type is found only by writing through its key path.
      guard
        let name = storedPropertyName(of: property.keyPath)
          ?? reabstractedPropertyName(of: property.keyPath, in: sample)
      else {
        problems.append(.notAStoredProperty(keyPath: property.keyPath.debugDescription))
        continue
      }
      if !declared.contains(where: { $0.name == name }) {
        declared.append((name, property.change))
      } else if !problems.contains(.declaredMoreThanOnce(property: name)) {
        problems.append(.declaredMoreThanOnce(property: name))
      }
    }
    var checked: Set<State.Change> = []
    for change in declared.compactMap(\.change) where checked.insert(change).inserted {
      let names = declared.filter { $0.change == change }.map(\.name)
      if names.count > 1 {
        problems.append(
          .changeSharedByProperties(change: String(describing: change), properties: names))
      }
    }
    let undeclared = mirror.children.compactMap(\.label).filter { name in
      !declared.contains { $0.name == name }
    }
    return undeclared.map { .undeclared(property: $0) } + problems
  }

  /// The name of the stored property of function type that `keyPath` designates, found by
  /// writing its value back through it, or `nil` when that does not single out one such property.
  ///
  /// A key path to a stored property that is or holds a function is computed (it converts the
  /// closure's form): it has no offset and its description names no property. Its setter wraps
  /// the closure it is given, so writing back the value read changes that property's bits alone
  /// (a `nil` optional closure stays `nil`, and is not found). Only a key path of one component
  /// is written, never one with a subscript or a forced unwrap, which could trap.
  private static func reabstractedPropertyName<State>(
    of keyPath: PartialKeyPath<State>,
    in sample: State
  ) -> String? {
    let valueType = type(of: keyPath).valueType
    let computed = (open: "\\\(State.self).<computed 0x", close: " (\(valueType))>")
    let description = keyPath.debugDescription
    let isComputed =
      description.hasPrefix(computed.open) && description.hasSuffix(computed.close)
      && description.dropFirst(computed.open.count).dropLast(computed.close.count)
        .allSatisfy(\.isHexDigit)
    guard isComputed || shownName(of: keyPath) != nil else {
      return nil
    }
    func fields(of state: State) -> [Mirror.Child] {
      Mirror(reflecting: state).children.filter {
        $0.label != nil && type(of: $0.value) == valueType
      }
    }
    let before = fields(of: sample)
    guard !before.isEmpty, let rewriting = keyPath as? any ValueRewriting,
      let rewritten = rewriting.rewritingValue(in: sample) as? State
    else {
      return nil
    }
    let written = zip(before, fields(of: rewritten)).filter {
      bits(of: $0.value) != bits(of: $1.value)
    }
    return written.count == 1 ? written[0].0.label : nil
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
    MemoryLayout<State>.offset(of: keyPath) == nil ? nil : shownName(of: keyPath).map(String.init)
  }

  /// The name that `keyPath`'s description shows when it is one named component, `\State.name`.
  private static func shownName<State>(of keyPath: PartialKeyPath<State>) -> Substring? {
    let prefix = "\\\(State.self)."
    let description = keyPath.debugDescription
    guard description.hasPrefix(prefix) else {
      return nil
    }
    let name = description.dropFirst(prefix.count)
    let isIdentifier = !name.isEmpty && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    return isIdentifier ? name : nil
  }
}
