#if Macros
  import SwiftSyntax

  extension PatternBindingSyntax {
    /// The bound name, or `nil` for a pattern that is not a single name.
    var identifierName: String? {
      pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// Whether the binding is a computed property: it has a getter, not only observers.
    var isComputed: Bool {
      switch accessorBlock?.accessors {
      case nil:
        return false
      case .getter:
        return true
      case .accessors(let accessors):
        return accessors.contains {
          ![.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
        }
      }
    }
  }
#endif
