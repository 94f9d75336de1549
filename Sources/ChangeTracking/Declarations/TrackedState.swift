/// A state value whose stored properties are each identified by a change.
///
/// A tracked state is a plain struct. It declares a `Change` type, usually an enum with one case
/// per property, and lists its stored properties once in ``trackedProperties``: which change
/// identifies each one and how its values compare. A ``StateTracker`` then owns a value of the
/// state, is the only way to write it, and reports every change it makes.
///
/// ```swift
/// struct ProfileState: TrackedState {
///   var name: String?
///   var email: String?
///   var callsInProgress = 0
///
///   enum Change: Hashable, Sendable {
///     case name, email, callsInProgress
///   }
///
///   static let trackedProperties: [TrackedProperty<Self>] = [
///     .tracked(\.name, as: .name),
///     .tracked(\.email, as: .email),
///     .tracked(\.callsInProgress, as: .callsInProgress),
///   ]
/// }
/// ```
///
/// Every stored property must be declared, either tracked or, on purpose, untracked. In debug
/// builds a tracker checks the declaration once per state type when it is created and stops with
/// a message naming every undeclared, duplicated or computed property; call
/// ``validateTrackedProperties()`` from a test to get the same diagnosis as a thrown error.
public protocol TrackedState {
  /// The identifier of one tracked property, reported each time that property changes.
  associatedtype Change: Hashable & Sendable

  /// Every stored property of the state, each declared once, tracked or untracked.
  ///
  /// The order of this list is the order in which a batch reports the properties it changed.
  /// Declare it with `static let` so that it is built once.
  ///
  /// In a target isolated to the main actor by default, declare the state
  /// `nonisolated struct`: otherwise this list is isolated to the main actor, and the compiler
  /// says that the state "does not conform to protocol 'TrackedState'", with the note "candidate
  /// references itself" (see <doc:GettingStarted#Compile-errors>). Don't add the stubs it offers.
  static var trackedProperties: [TrackedProperty<Self>] { get }
}

extension TrackedState {
  /// Checks that ``trackedProperties`` declares every stored property of this state exactly once.
  ///
  /// The check reads the state's stored properties by reflection from this value. Its result is
  /// computed once per state type and cached.
  ///
  /// ```swift
  /// @Test func profileStateDeclaresEveryProperty() throws {
  ///   try ProfileState().validateTrackedProperties()
  /// }
  /// ```
  ///
  /// - Throws: ``TrackingDeclarationError`` listing every problem found.
  public func validateTrackedProperties() throws(TrackingDeclarationError) {
    let problems = DeclarationCheck.problems(of: self)
    if !problems.isEmpty {
      throw TrackingDeclarationError(stateType: String(reflecting: Self.self), problems: problems)
    }
  }

  /// The name of the stored property that `change` identifies, or `nil` when no declaration uses
  /// that change or its key path does not name a top-level stored property.
  ///
  /// Test support uses it to show, next to each reported change, the value that changed.
  package static func propertyName(for change: Change) -> String? {
    trackedProperties.first { $0.change == change }.flatMap {
      DeclarationCheck.storedPropertyName(of: $0.keyPath)
    }
  }
}
