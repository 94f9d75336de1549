#if Macros
  /// Declares how a stored property of a ``ChangeTracked()`` state is tracked: the name of its
  /// change, and which writes a `set` reports.
  ///
  /// A property without an attribute is tracked with its own name and `.changesOnly`; this
  /// attribute is needed only to change that.
  ///
  /// ```swift
  /// @Tracked(reporting: .everyWrite) var lastPing = 0
  /// @Tracked(as: "displayName") var name = ""
  /// ```
  ///
  /// - Parameters:
  ///   - change: The name of the property's case in `Change`, when it is not the property's.
  ///   - reporting: Whether a `set` reports only writes that change the value, or every write.
  @attached(peer)
  public macro Tracked(as change: String = "", reporting: WriteReporting = .changesOnly) =
    #externalMacro(module: "ChangeTrackingMacrosPlugin", type: "PropertyAttributeMacro")

  /// Declares a stored property of a ``ChangeTracked()`` state whose values compare with a
  /// function instead of `==`.
  ///
  /// An attribute's arguments are type-checked before the macro sees the property, so the
  /// function's parameter types must be known: write them in the closure, or name a function.
  ///
  /// ```swift
  /// @Tracked(isEqual: { (a: LoginError?, b: LoginError?) in a?.code == b?.code })
  /// var error: LoginError?
  ///
  /// @Tracked(isEqual: LoginError.haveSameCode)
  /// var lastError: LoginError?
  /// ```
  ///
  /// - Parameters:
  ///   - change: The name of the property's case in `Change`, when it is not the property's.
  ///   - reporting: Whether a `set` reports only writes that change the value, or every write.
  ///   - isEqual: Returns whether two values of the property are the same for reporting.
  @attached(peer)
  public macro Tracked<Value>(
    as change: String = "",
    reporting: WriteReporting = .changesOnly,
    isEqual: @escaping @Sendable (Value, Value) -> Bool
  ) = #externalMacro(module: "ChangeTrackingMacrosPlugin", type: "PropertyAttributeMacro")
#endif
