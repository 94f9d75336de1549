import ChangeTracking

/// A state with two arrays declared row by row, one of identified elements and one of plain
/// strings, beside a scalar property.
struct ChecklistState: Equatable, Codable, Sendable {
  var items: [ChecklistItem] = []
  var labels: [String] = []
  var title = ""
}

extension ChecklistState: TrackedState {
  enum Change: String, Hashable, Sendable, Codable, CaseIterable {
    case items, labels, title
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .trackedRows(\.items, as: .items),
    .trackedRows(\.labels, as: .labels),
    .tracked(\.title, as: .title),
  ]

  /// A state with `count` items, numbered from 0, titled by their number.
  static func numbered(_ count: Int) -> Self {
    Self(items: (0..<count).map { ChecklistItem(id: $0, title: "item \($0)") })
  }
}
