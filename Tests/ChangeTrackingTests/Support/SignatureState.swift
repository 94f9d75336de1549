import ChangeTracking

/// A state with an optional string and a string, for tests of how stored strings compare.
struct SignatureState: Equatable, Sendable {
  var name: String?
  var initials = ""
}

extension SignatureState: TrackedState {
  enum Change: Hashable, Sendable {
    case name, initials
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.name, as: .name),
    .tracked(\.initials, as: .initials),
  ]
}
