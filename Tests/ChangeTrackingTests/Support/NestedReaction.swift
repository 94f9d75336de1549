import ChangeTracking

/// The writes that the nested-view property test's observers make while a record is delivered.
///
/// The rules are few, deterministic and form chains that end: an app `.tally` leads to a root
/// write of the module's `name`; a module's `.items` to a write of its `count` through the same
/// scope (the counter), which nothing reacts to; a row's `.isDone` to a root batch that moves
/// `tally`. No rule writes through a row tracker. The real observers and ``NestedModel`` ask the
/// same rules, each with the record it received, and perform the answer on the trackers or on
/// the model.
enum NestedReaction: Equatable {
  /// `app.set(\.module.name, to: value)`: a root write of a nested path.
  case setModuleName(Int)
  /// `container.set(\.count, to: value)`, through the scope that received the record.
  case setCount(NestedOperation.Container, Int)
  /// `app.update { $0.tally += 1; $0.note += 1 }`, a root batch that also writes an untracked
  /// property.
  case bumpTally

  /// The app's observer: a `.tally` whose value is 3 modulo 4 names the module after it.
  static func afterApp(_ change: NestedAppState.Change, _ snapshot: NestedAppState) -> Self? {
    change == .tally && snapshot.tally % 4 == 3 ? .setModuleName(snapshot.tally + 100) : nil
  }

  /// The counter on the twin and on the detail scopes: an `.items` record whose snapshot's
  /// `count` is not the number of items left sets it to that number.
  static func afterModule(
    _ container: NestedOperation.Container,
    _ change: NestedModuleState.Change,
    _ snapshot: NestedModuleState
  ) -> Self? {
    guard change == .items else {
      return nil
    }
    let left = snapshot.items.count { !$0.isDone }
    return left != snapshot.count ? .setCount(container, left) : nil
  }

  /// Each row's observer: an item whose id is a multiple of 3 becoming done bumps the tally.
  static func afterRow(_ change: ChecklistItem.Change, _ snapshot: ChecklistItem) -> Self? {
    change == .isDone && snapshot.isDone && snapshot.id.isMultiple(of: 3) ? .bumpTally : nil
  }
}
