#if Macros
  /// Declares a stored property of a ``ChangeTracked()`` state that is not tracked, on purpose.
  ///
  /// It gets no case in `Change`; writes to it are stored but never reported. Use it for caches
  /// and other values no observer should react to. A `let` may be untracked.
  ///
  /// ```swift
  /// @Untracked var avatarCache: [String: String] = [:]
  /// ```
  @attached(peer)
  public macro Untracked() =
    #externalMacro(module: "ChangeTrackingMacrosPlugin", type: "PropertyAttributeMacro")
#endif
