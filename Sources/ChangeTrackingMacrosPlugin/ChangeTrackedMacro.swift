#if Macros
  import ChangeTrackingMacrosImplementation
  import SwiftSyntax
  import SwiftSyntaxMacros

  /// `@ChangeTracked`, by the name its declaration gives the compiler; the expansion is the
  /// implementation module's.
  enum ChangeTrackedMacro: MemberMacro, ExtensionMacro {
    static func expansion(
      of node: AttributeSyntax,
      providingMembersOf declaration: some DeclGroupSyntax,
      conformingTo protocols: [TypeSyntax],
      in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
      try ChangeTrackingMacrosImplementation.ChangeTrackedMacro.expansion(
        of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
    }

    static func expansion(
      of node: AttributeSyntax,
      attachedTo declaration: some DeclGroupSyntax,
      providingExtensionsOf type: some TypeSyntaxProtocol,
      conformingTo protocols: [TypeSyntax],
      in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
      try ChangeTrackingMacrosImplementation.ChangeTrackedMacro.expansion(
        of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols,
        in: context)
    }
  }
#endif
