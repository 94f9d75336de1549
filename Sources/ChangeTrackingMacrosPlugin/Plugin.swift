#if Macros
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
#else
  /// With the `Macros` trait off the plugin has no macro and no swift-syntax, yet SwiftPM still
  /// links it: this entry point lets it link.
  @main
  enum ChangeTrackingMacrosPlugin {
    static func main() {}
  }
#endif
