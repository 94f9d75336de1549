import ChangeTracking

/// A small state for history tests: three tracked properties of different kinds and one
/// untracked cache.
struct NoteState: Equatable, Codable, Sendable {
  var title = ""
  var body = ""
  var tags: [String] = []
  var cachedWordCount = 0
}

extension NoteState: TrackedState {
  enum Change: String, Hashable, Sendable, Codable, CaseIterable {
    case title, body, tags
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title, as: .title),
    .tracked(\.body, as: .body),
    .tracked(\.tags, as: .tags),
    .untracked(\.cachedWordCount),
  ]
}
