#if Macros
  @_exported public import ChangeTracking

  /// Makes a struct a `TrackedState` from its stored properties: writes its
  /// `Change` enum, one case per stored property, and its `trackedProperties`, and adds the
  /// conformance.
  ///
  /// Each stored `var` is declared once, where it is written. Its change is named after it and
  /// its values compare with `==`. An attribute on the property changes that:
  /// ``Tracked(as:reporting:)`` for the reporting or the name of the change,
  /// ``Tracked(as:reporting:isEqual:)`` for a custom comparison, ``Untracked()`` for a value no
  /// observer should react to, ``Scoped(as:)`` for an embedded tracked state,
  /// ``TrackedRows(as:reporting:)`` for an array whose records say which rows changed.
  ///
  /// ```swift
  /// @ChangeTracked
  /// struct ProfileState {
  ///   var name: String?
  ///   var email: String?
  ///   var callsInProgress = 0
  ///   @Tracked(reporting: .everyWrite) var lastRefresh = 0
  ///   @Untracked var avatarCache: [String: String] = [:]
  /// }
  /// ```
  ///
  /// expands to the declaration that would be written by hand:
  ///
  /// ```swift
  /// struct ProfileState {
  ///   // … the properties, unchanged …
  ///   nonisolated enum Change: String, Hashable, Sendable, Codable, CaseIterable {
  ///     case name
  ///     case email
  ///     case callsInProgress
  ///     case lastRefresh
  ///   }
  ///
  ///   nonisolated static let trackedProperties: [TrackedProperty<Self>] = [
  ///     .tracked(\.name, as: .name),
  ///     .tracked(\.email, as: .email),
  ///     .tracked(\.callsInProgress, as: .callsInProgress),
  ///     .tracked(\.lastRefresh, as: .lastRefresh, reporting: .everyWrite),
  ///     .untracked(\.avatarCache),
  ///   ]
  /// }
  ///
  /// extension ProfileState: nonisolated TrackedState {}
  /// ```
  ///
  /// The declaration is `nonisolated`, so the macro works in a target isolated to the main actor
  /// by default (`.defaultIsolation(MainActor.self)`) as in one without: a tracker, its records
  /// and its streams read the declaration from any isolation. In such a target the struct's own
  /// properties are still isolated to the main actor; a state that an actor or a background task
  /// owns is declared `nonisolated struct`.
  ///
  /// The order of the properties is the order of `TrackedState.trackedProperties`,
  /// so the order in which a batch reports them. Unless a property is scoped (a case with a
  /// payload), `Change` is a `String` of the case's name, `Codable` and `CaseIterable`: a state
  /// declared `Codable` (`@ChangeTracked struct ProfileState: Codable`) is then recorded with
  /// `record(to:)` and saved with `savedHistory(records:)` as it is, in any isolation. A scoped
  /// case carries the embedded state's change, which may not be `Codable`: where every embedded
  /// change is, declare it with `nonisolated extension AppState.Change: Codable {}`. Computed and static properties are not stored in the
  /// state and are left out. A stored `let` is diagnosed, since a tracker writes through a
  /// writable key path: make it a `var`, or mark it ``Untracked()``. The macro applies to
  /// structs only, and the struct must not declare `Change` or `trackedProperties` itself.
  ///
  /// The macros are behind the package's `Macros` trait, off by default, so that an app that
  /// declares its states by hand depends on nothing but the toolchain. An app turns it on where
  /// it names the package:
  ///
  /// ```swift
  /// .package(url: "<the repository's URL>", from: "0.1.0", traits: ["Macros"]),
  /// ```
  @attached(member, names: named(Change), named(trackedProperties))
  @attached(extension, conformances: TrackedState)
  public macro ChangeTracked() =
    #externalMacro(module: "ChangeTrackingMacrosPlugin", type: "ChangeTrackedMacro")
#endif
