#if Macros
  import ChangeTrackingMacrosImplementation
  import SwiftSyntaxMacros

  /// `@Tracked`, `@TrackedRows`, `@Untracked` and `@Scoped`, by the name their declarations give
  /// the compiler; the expansion is the implementation module's.
  enum PropertyAttributeMacro: PropertyAttributeExpansion {}
#endif
