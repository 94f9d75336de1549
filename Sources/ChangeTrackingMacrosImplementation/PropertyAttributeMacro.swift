#if Macros
  import SwiftSyntaxMacros

  /// `@Tracked`, `@TrackedRows`, `@Untracked` and `@Scoped`: marks that `@ChangeTracked` reads on
  /// a stored property (see ``PropertyAttributeExpansion``).
  public enum PropertyAttributeMacro: PropertyAttributeExpansion {}
#endif
