import ChangeTracking

/// ``ListState`` with its title encoded under another name: a recording cannot write its
/// properties alone, and writes the whole state on every line, as format 1 did.
struct WholeListState: Codable, Equatable, Sendable {
  var rows: [ListRow]
  var title = "Settings"
  var edits = 0

  enum CodingKeys: String, CodingKey {
    case rows
    case title = "name"
    case edits
  }

  /// A state of `count` rows.
  init(rows count: Int) {
    rows = ListState(rows: count).rows
  }
}

extension WholeListState: TrackedState {
  enum Change: String, Codable, Hashable, Sendable {
    case rows, title, edits
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .trackedRows(\.rows, as: .rows),
    .tracked(\.title, as: .title),
    .tracked(\.edits, as: .edits),
  ]
}

extension WholeListState: HasRows {
  static var rows: WritableKeyPath<Self, [ListRow]> { \.rows }
  static var title: WritableKeyPath<Self, String> { \.title }
}
