import ChangeTracking

extension NestedModel {
  /// The changes a write from `before` to `after` reports on the app, in declaration order.
  static func changes(
    from before: NestedAppState, to after: NestedAppState
  ) -> [NestedAppState.Change] {
    var changes: [NestedAppState.Change] = before.tally != after.tally ? [.tally] : []
    changes += Self.changes(from: before.module, to: after.module).map(NestedAppState.Change.module)
    switch (before.detail, after.detail) {
    case (nil, nil):
      break
    case (let old?, let new?):
      changes += Self.changes(from: old, to: new).map(NestedAppState.Change.detail)
    default:
      changes += [.detail(.items), .detail(.count), .detail(.name)]
    }
    return changes
  }

  /// The changes a write from `before` to `after` reports on a module, in declaration order.
  static func changes(
    from before: NestedModuleState, to after: NestedModuleState
  ) -> [NestedModuleState.Change] {
    (before.items != after.items ? [.items] : []) + (before.count != after.count ? [.count] : [])
      + (before.name != after.name ? [.name] : [])
  }

  /// The changes a write from `before` to `after` reports on a row, in declaration order.
  static func changes(from before: ChecklistItem, to after: ChecklistItem) -> [ChecklistItem.Change]
  {
    (before.id != after.id ? [.id] : []) + (before.title != after.title ? [.title] : [])
      + (before.isDone != after.isDone ? [.isDone] : [])
  }

  /// One line of the journal: which tracker's log received which change with which number.
  static func entry<Change>(_ tracker: String, _ change: Change, _ sequence: Int) -> String {
    "\(tracker) \(name(of: change)) #\(sequence)"
  }

  /// A change's name as written in Swift, such as `.module(.items)`.
  static func name<Change>(of change: Change) -> String {
    switch change {
    case let change as NestedAppState.Change:
      switch change {
      case .tally: ".tally"
      case .module(let inner): ".module(\(name(of: inner)))"
      case .detail(let inner): ".detail(\(name(of: inner)))"
      }
    case let change as NestedModuleState.Change:
      switch change {
      case .items: ".items"
      case .count: ".count"
      case .name: ".name"
      }
    case let change as ChecklistItem.Change:
      switch change {
      case .id: ".id"
      case .title: ".title"
      case .isDone: ".isDone"
      }
    default:
      "\(change)"
    }
  }
}
