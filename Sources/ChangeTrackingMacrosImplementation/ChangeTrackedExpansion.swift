#if Macros
  import SwiftDiagnostics
  public import SwiftSyntax
  import SwiftSyntaxBuilder
  public import SwiftSyntaxMacros

  /// `@ChangeTracked`'s expansion: writes a struct's `Change` enum and `trackedProperties` from
  /// its stored properties, and its `TrackedState` conformance. A macro type that conforms has
  /// both roles: the compiler plugin's, and ``ChangeTrackedMacro`` for tests.
  public protocol ChangeTrackedExpansion: MemberMacro, ExtensionMacro {}

  extension ChangeTrackedExpansion {
    /// Writes the struct's `Change` enum and `trackedProperties`, or diagnoses what stops it.
    ///
    /// - Parameters:
    ///   - node: The `@ChangeTracked` attribute.
    ///   - declaration: The declaration it is attached to.
    ///   - protocols: The conformances the compiler asks for (unused by this role).
    ///   - context: Where diagnostics go.
    /// - Returns: The two members, or none after an error.
    /// - Throws: Only what swift-syntax throws when it cannot build a declaration.
    public static func expansion(
      of node: AttributeSyntax,
      providingMembersOf declaration: some DeclGroupSyntax,
      conformingTo protocols: [TypeSyntax],
      in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
      guard let structDecl = declaration.as(StructDeclSyntax.self) else {
        context.diagnose(
          Diagnostic(
            node: node,
            message: ChangeTrackedDiagnostic.notAStruct(
              kind: declaration.kindName,
              name: declaration.asProtocol((any NamedDeclSyntax).self)?.name.text ?? "State"
            )
          )
        )
        return []
      }
      let state = StateDeclaration(structDecl)
      for diagnostic in state.diagnostics {
        context.diagnose(diagnostic)
      }
      guard !state.hasErrors else {
        return []
      }
      return [state.changeEnum, state.trackedPropertiesDeclaration]
    }

    /// Writes the struct's `nonisolated` conformance to `TrackedState`, unless the members
    /// could not be written.
    ///
    /// - Parameters:
    ///   - node: The `@ChangeTracked` attribute.
    ///   - declaration: The declaration it is attached to.
    ///   - type: The type to extend.
    ///   - protocols: The conformances the type does not have yet.
    ///   - context: Where diagnostics go.
    /// - Returns: The extension, or none.
    /// - Throws: Only what swift-syntax throws when it cannot build a declaration.
    public static func expansion(
      of node: AttributeSyntax,
      attachedTo declaration: some DeclGroupSyntax,
      providingExtensionsOf type: some TypeSyntaxProtocol,
      conformingTo protocols: [TypeSyntax],
      in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
      // The member role diagnoses what is wrong; a conformance without its members would only
      // add errors that say less.
      guard let structDecl = declaration.as(StructDeclSyntax.self), !protocols.isEmpty,
        !StateDeclaration(structDecl).hasErrors
      else {
        return []
      }
      // A `nonisolated` conformance: in a module isolated to the main actor by default, an
      // inferred conformance would be isolated to the main actor, and a tracker, its records and
      // its streams use the state's declaration from any isolation.
      return [
        try ExtensionDeclSyntax(
          "extension \(type.trimmed): nonisolated ChangeTracking.TrackedState {}"
        )
      ]
    }
  }
#endif
