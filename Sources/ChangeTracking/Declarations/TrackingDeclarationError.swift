/// The error thrown when a state's ``TrackedState/trackedProperties`` does not declare each stored
/// property exactly once.
///
/// Its ``description`` names the state type and every property at fault, so that the message
/// alone says what to fix:
///
/// ```
/// MyApp.ProfileState's trackedProperties is incomplete or inconsistent:
/// - stored property 'email' is not declared; declare it with .tracked(\.email, as: ...) or
///   .untracked(\.email)
/// ```
public struct TrackingDeclarationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// One thing wrong with a declaration.
  public enum Problem: Equatable, Sendable, CustomStringConvertible {
    /// A stored property of the state appears in no declaration.
    case undeclared(property: String)
    /// A property is declared more than once.
    case declaredMoreThanOnce(property: String)
    /// One change identifies more than one property, so a report could not say which changed.
    case changeSharedByProperties(change: String, properties: [String])
    /// A declared key path does not name a stored property of the state itself: it is computed,
    /// or it reaches into a nested value.
    case notAStoredProperty(keyPath: String)

    /// A sentence that says what is wrong and how to fix it.
    public var description: String {
      switch self {
      case .undeclared(let property):
        "stored property '\(property)' is not declared; declare it with "
          + ".tracked(\\.\(property), as: ...) or .untracked(\\.\(property))"
      case .declaredMoreThanOnce(let property):
        "property '\(property)' is declared more than once"
      case .changeSharedByProperties(let change, let properties):
        "change '\(change)' identifies more than one property: "
          + properties.map { "'\($0)'" }.joined(separator: ", ")
      case .notAStoredProperty(let keyPath):
        "\(keyPath) is not a stored property of the state itself; declare each top-level "
          + "stored property, and scope a nested tracked state instead"
      }
    }
  }

  /// The state type whose declaration is wrong, fully qualified.
  public let stateType: String

  /// Every problem found, in the order of the state's stored properties, then of its declaration.
  public let problems: [Problem]

  /// Creates an error for a state type and the problems found in its declaration.
  ///
  /// - Parameters:
  ///   - stateType: The fully qualified name of the state type.
  ///   - problems: What is wrong with its declaration.
  public init(stateType: String, problems: [Problem]) {
    self.stateType = stateType
    self.problems = problems
  }

  /// The state type followed by one line per problem.
  public var description: String {
    "\(stateType)'s trackedProperties is incomplete or inconsistent:\n"
      + problems.map { "- \($0)" }.joined(separator: "\n")
  }
}
