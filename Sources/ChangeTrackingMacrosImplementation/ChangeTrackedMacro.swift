#if Macros
  import SwiftSyntaxMacros

  /// `@ChangeTracked`: writes a struct's `Change` enum and `trackedProperties` from its stored
  /// properties, and its `TrackedState` conformance (see ``ChangeTrackedExpansion``).
  public enum ChangeTrackedMacro: ChangeTrackedExpansion {}
#endif
