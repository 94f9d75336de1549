#if Macros
  import ChangeTrackingMacrosImplementation
  import SwiftSyntaxMacros

  /// `@ChangeTracked`, by the name its declaration gives the compiler; the expansion is the
  /// implementation module's.
  enum ChangeTrackedMacro: ChangeTrackedExpansion {}
#endif
