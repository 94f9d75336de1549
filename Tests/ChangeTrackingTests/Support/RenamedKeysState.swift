import ChangeTracking

/// A state whose encoding writes a property under another name than its own.
struct RenamedKeysState: Equatable, Codable, Sendable {
  var subject = ""
  var count = 0

  enum CodingKeys: String, CodingKey {
    case subject = "title"
    case count
  }
}

extension RenamedKeysState: TrackedState {
  enum Change: String, Hashable, Sendable, Codable {
    case subject, count
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.subject, as: .subject),
    .tracked(\.count, as: .count),
  ]
}
