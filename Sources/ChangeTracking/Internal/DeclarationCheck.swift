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
      guard let name = storedPropertyName(of: property.keyPath) else {
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

  /// The name of the top-level stored property a key path designates, or `nil` when it is
  /// computed or reaches into a nested value.
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
