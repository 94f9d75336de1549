#if Macros
  import SwiftSyntax

  extension TypeSyntax {
    /// The type itself, or the type it wraps if it is optional (`T?`, `T!`, `Optional<T>`).
    var unwrappingOptional: TypeSyntax {
      if let optional = self.as(OptionalTypeSyntax.self) {
        return optional.wrappedType
      }
      if let optional = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        return optional.wrappedType
      }
      if let identifier = self.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
        let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
        let wrapped = arguments.first?.argument.as(TypeSyntax.self)
      {
        return wrapped
      }
      return self
    }
  }
#endif
