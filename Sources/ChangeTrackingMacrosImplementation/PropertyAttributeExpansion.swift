#if Macros
  import SwiftDiagnostics
  public import SwiftSyntax
  import SwiftSyntaxBuilder
  public import SwiftSyntaxMacros

  /// The expansion of `@Tracked`, `@TrackedRows`, `@Untracked` and `@Scoped`: marks that
  /// `@ChangeTracked` reads on a stored property. They expand to nothing; they only check where
  /// they are written. A macro type that conforms has the role: the compiler plugin's, and
  /// ``PropertyAttributeMacro`` for tests.
  public protocol PropertyAttributeExpansion: PeerMacro {}

  extension PropertyAttributeExpansion {
    /// Diagnoses an attribute written where it has no effect; writes nothing.
    ///
    /// - Parameters:
    ///   - node: The attribute.
    ///   - declaration: The declaration it is attached to.
    ///   - context: Where diagnostics go, and the declarations that enclose this one.
    /// - Returns: No declaration.
    /// - Throws: Nothing in practice; the protocol allows it.
    public static func expansion(
      of node: AttributeSyntax,
      providingPeersOf declaration: some DeclSyntaxProtocol,
      in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
      let attribute = node.attributeName.trimmedDescription
      guard declaration.is(VariableDeclSyntax.self) else {
        context.diagnose(
          Diagnostic(
            node: node,
            message: ChangeTrackedDiagnostic.attributeNotOnProperty(attribute: attribute)
          )
        )
        return []
      }
      let enclosingState = context.lexicalContext.first?.as(StructDeclSyntax.self)
      let isInTrackedState =
        enclosingState?.attributes.contains { element in
          element.as(AttributeSyntax.self).map { StoredProperty.name(of: $0) == "ChangeTracked" }
            ?? false
        } ?? false
      if !isInTrackedState {
        context.diagnose(
          Diagnostic(
            node: node,
            message: ChangeTrackedDiagnostic.attributeOutsideTrackedState(attribute: attribute)
          )
        )
      }
      return []
    }
  }
#endif
