#if Macros
  import ChangeTrackingMacrosImplementation
  import SwiftSyntax
  import SwiftSyntaxMacros

  /// `@Tracked`, `@TrackedRows`, `@Untracked` and `@Scoped`, by the name their declarations give
  /// the compiler; the expansion is the implementation module's.
  enum PropertyAttributeMacro: PeerMacro {
    static func expansion(
      of node: AttributeSyntax,
      providingPeersOf declaration: some DeclSyntaxProtocol,
      in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
      try ChangeTrackingMacrosImplementation.PropertyAttributeMacro.expansion(
        of: node, providingPeersOf: declaration, in: context)
    }
  }
#endif
