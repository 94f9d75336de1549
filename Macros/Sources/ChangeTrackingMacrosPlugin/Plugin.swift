import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that implements the macros of `ChangeTrackingMacros`.
@main
struct ChangeTrackingMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ChangeTrackedMacro.self,
    PropertyAttributeMacro.self,
  ]
}
