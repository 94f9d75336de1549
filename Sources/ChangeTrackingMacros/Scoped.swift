#if Macros
  /// Declares a stored property of a ``ChangeTracked()`` state that embeds another tracked
  /// state, plain or optional.
  ///
  /// Its case in `Change` carries the child's change, so a write inside the child is reported
  /// to the parent's observers as, for example, `.news(.step)`. The property's type must be
  /// written, since the case names it.
  ///
  /// ```swift
  /// @ChangeTracked
  /// struct AppState {
  ///   var user: User?
  ///   @Scoped var news: NewsState
  ///   @Scoped var settings: SettingsState?
  /// }
  /// // Change: case user; case news(NewsState.Change); case settings(SettingsState.Change)
  /// ```
  ///
  /// - Parameter change: The name of the property's case in `Change`, when it is not the
  ///   property's.
  @attached(peer)
  public macro Scoped(as change: String = "") =
    #externalMacro(module: "ChangeTrackingMacrosPlugin", type: "PropertyAttributeMacro")
#endif
