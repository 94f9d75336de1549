import ChangeTracking

/// A list of rows declared row by row, each a tracked state: the parent of row trackers.
struct BoardState: Equatable, Sendable {
  var name = "Board"
  var rows: [BoardRow] = []

  /// A board of `count` rows, with titles longer than 15 bytes (stored on the heap).
  static func withRows(_ count: Int) -> Self {
    Self(rows: (0..<count).map { BoardRow(id: $0, title: "Row number \($0) of the board") })
  }
}

extension BoardState: TrackedState {
  enum Change: Hashable, Sendable {
    case name, rows
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.name, as: .name),
    .trackedRows(\.rows, as: .rows),
  ]
}
