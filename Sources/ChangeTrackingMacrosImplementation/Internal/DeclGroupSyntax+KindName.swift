#if Macros
  import SwiftSyntax

  extension DeclGroupSyntax {
    /// The keyword that introduces the declaration, such as `class`.
    var kindName: String {
      switch Syntax(self).as(SyntaxEnum.self) {
      case .classDecl: "class"
      case .actorDecl: "actor"
      case .enumDecl: "enum"
      case .protocolDecl: "protocol"
      case .extensionDecl: "extension"
      default: "declaration"
      }
    }
  }
#endif
