import ChangeTracking

/// A screen's state with a list declared row by row and two other properties.
struct ListState: Codable, Equatable, Sendable {
  var rows: [ListRow]
  var title = "Settings"
  var edits = 0

  /// A state of `count` rows.
  init(rows count: Int) {
    rows = (0..<count).map { ListRow(id: $0, title: "Row \($0)", note: "a note for row \($0)") }
  }
}

extension ListState: TrackedState {
  enum Change: String, Codable, Hashable, Sendable {
    case rows, title, edits
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .trackedRows(\.rows, as: .rows),
    .tracked(\.title, as: .title),
    .tracked(\.edits, as: .edits),
  ]
}

extension ListState: HasRows {
  static var rows: WritableKeyPath<Self, [ListRow]> { \.rows }
  static var title: WritableKeyPath<Self, String> { \.title }
}
