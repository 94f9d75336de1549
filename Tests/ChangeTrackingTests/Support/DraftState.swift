import ChangeTracking

/// A state with an optional property, absent from its synthesized encoding while `nil`.
struct DraftState: Equatable, Codable, Sendable {
  var subject = ""
  var replyTo: Int?
}

extension DraftState: TrackedState {
  enum Change: String, Hashable, Sendable, Codable {
    case subject, replyTo
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.subject, as: .subject),
    .tracked(\.replyTo, as: .replyTo),
  ]
}
