#if Macros
  import SwiftSyntax

  extension TypeSyntax {
    /// Whether the type is written as an array: `[T]`, `Array<T>` or `Swift.Array<T>`.
    var isArray: Bool {
      if self.is(ArrayTypeSyntax.self) {
        return true
      }
      if let identifier = self.as(IdentifierTypeSyntax.self) {
        return identifier.name.text == "Array"
          && identifier.genericArgumentClause?.arguments.count == 1
      }
      if let member = self.as(MemberTypeSyntax.self) {
        return member.baseType.trimmedDescription == "Swift" && member.name.text == "Array"
          && member.genericArgumentClause?.arguments.count == 1
      }
      return false
    }
  }
#endif
