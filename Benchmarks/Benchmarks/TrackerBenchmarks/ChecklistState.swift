import ArticleProfile
import ChangeTracking

/// A list screen's state: its items declared row by row, beside a title.
struct ChecklistState: Equatable, Sendable {
  var title = "Errands"
  var items: [Item] = []

  /// A list of `count` items, none done.
  static func withItems(_ count: Int) -> Self {
    Self(items: (0..<count).map { Item(id: $0, title: "Item \($0)", isDone: false) })
  }
}

extension ChecklistState: TrackedState {
  enum Change: Hashable, Sendable {
    case title, items
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title, as: .title),
    .trackedRows(\.items, as: .items),
  ]
}
