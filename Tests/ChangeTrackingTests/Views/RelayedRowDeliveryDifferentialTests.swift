import ChangeTracking
import Testing

/// The same comparison as ``RelayedDeliveryDifferentialTests``, over row trackers of a module's
/// list: writes through the rows, the module and the app, rows moved and removed, observers that
/// write back through a row, on a tree whose writes go up one change at a time and on one with a
/// silent twin of the module, whose writes carry their state before.
@Suite struct RelayedRowDeliveryDifferentialTests {
  @Test func aRowsChangeAloneAndARowWriteWithItsStateBeforeAreHeardAlike() throws {
    try DeliveryComparison.run(RowDeliveryTree.self)
  }
}

/// One step of a row sequence.
enum RowDeliveryStep {
  /// Who listens: the app (root), the module, or one of the two row trackers.
  enum Listener: CaseIterable {
    case app, module, firstRow, secondRow
  }

  case toggle(row: Int)
  case rename(row: Int, Int)
  case setCount(Int)
  case setTally(Int)
  case moveFirstToEnd
  case observe(Listener, writesBack: Bool)
  case cancel(Int)

  static func random(using generator: inout SplitMix64) -> Self {
    let value = Int.random(in: 0..<4, using: &generator)
    let row = Int.random(in: 0..<2, using: &generator)
    switch Int.random(in: 0..<12, using: &generator) {
    case 0, 1, 2: return .toggle(row: row)
    case 3, 4: return .rename(row: row, value)
    case 5: return .setCount(value)
    case 6: return .setTally(value)
    case 7: return .moveFirstToEnd
    case 8, 9, 10:
      return .observe(
        Listener.allCases.randomElement(using: &generator)!,
        writesBack: Bool.random(using: &generator))
    default: return .cancel(Int.random(in: 0..<8, using: &generator))
    }
  }
}

/// The trackers of one row sequence, and what every listener heard, in order.
final class RowDeliveryTree: ComparedTree {
  let app: StateTracker<NestedAppState>
  let module: StateTracker<NestedModuleState>
  let rows: [StateTracker<ChecklistItem>]
  let twin: StateTracker<NestedModuleState>?
  let listeners = ListenerJournal()

  static func randomStep(using generator: inout SplitMix64) -> RowDeliveryStep {
    .random(using: &generator)
  }

  init(withTwin: Bool, earlyWriter: Bool) throws {
    var state = NestedAppState()
    state.module.items = (0..<4).map { ChecklistItem(id: $0, title: "item \($0)") }
    app = StateTracker(state)
    // Registered before the views, it hears each of the app's records before the module's
    // relay does; it reaches the tree once the tree is whole.
    let early = WeakTreeReference<RowDeliveryTree>()
    if earlyWriter {
      listeners.keepBeforeViews(
        RowDeliveryTree.earlyWriter(on: app, named: "app early", reaching: early))
    }
    module = try app.scope(\.module)
    rows = [try module.scope(row: 1, in: \.items), try module.scope(row: 2, in: \.items)]
    twin = withTwin ? try app.scope(\.module) : nil
    early.tree = self
  }

  func apply(_ step: RowDeliveryStep) {
    listeners.beginStep()
    switch step {
    case .toggle(let row): rows[row].set(\.isDone, to: !rows[row].isDone)
    case .rename(let row, let value): rows[row].set(\.title, to: "title \(value)")
    case .setCount(let value): module.set(\.count, to: value)
    case .setTally(let value): app.set(\.tally, to: value)
    case .moveFirstToEnd:
      try? module.edit(\.items) { items in try items.move(from: 0, to: items.count - 1) }
    case .observe(let listener, let writesBack): observe(listener, writesBack: writesBack)
    case .cancel(let index): listeners.cancel(index)
    }
  }

  private func observe(_ listener: RowDeliveryStep.Listener, writesBack: Bool) {
    let name = listeners.nameNext("\(listener)")
    switch listener {
    case .app: listen(to: app, as: name, writesBack: writesBack, describe: Self.withRows)
    case .module: listen(to: module, as: name, writesBack: writesBack, describe: Self.withRows)
    case .firstRow, .secondRow:
      listen(to: rows[listener == .firstRow ? 0 : 1], as: name, writesBack: writesBack)
    }
  }

  /// A record of the list's levels as the journal writes it: with its row changes.
  private static func withRows<Observed>(_ record: ChangeRecord<Observed>) -> String {
    let rows = record.rowChanges.map { "[\($0)]" } ?? "-"
    return "\(record.change) \(record.sequence) \(record.snapshot) \(rows)"
  }

  /// Notes what an observer heard and, for one that writes back, writes through a row or the
  /// module.
  func heard(_ name: String, _ record: String, writesBack: Bool) {
    listeners.heard(name, record, writesBack: writesBack) { write in
      switch write {
      case 1: rows[1].set(\.title, to: rows[1].title + "!")
      case 2: module.set(\.name, to: module.name + 1)
      default: rows[0].set(\.isDone, to: !rows[0].isDone)
      }
    }
  }
}
