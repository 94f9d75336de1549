/// One random sequence of the nested-view property test: an app state, a history capacity and a
/// list of operations, all drawn from a seed, and their run against ``NestedHarness``.
struct NestedRun: PropertyRun {
  /// The seed everything is drawn from.
  let seed: UInt64
  /// Whether the app has no history and no twin scope, so that every view writes in place.
  let inPlace: Bool
  /// The app's history capacity; 0, no history, for a sequence ``inPlace``.
  let capacity: Int
  /// The app's starting state.
  let initial: NestedAppState
  /// The operations, in order.
  let operations: [NestedOperation]

  /// The number of operations a sequence draws.
  static let length = 30

  /// Draws a sequence from `seed`.
  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    self.seed = seed
    inPlace = Bool.random(using: &random)
    capacity = inPlace ? 0 : Int.random(in: 1...6, using: &random)
    initial = NestedAppState(
      tally: Self.value(&random),
      note: Self.value(&random),
      module: Self.module(&random),
      detail: Self.module(&random)
    )
    let drawn = (0..<Self.length).map { _ in Self.operation(&random) }
    operations = inPlace ? drawn.map { $0.replacingTwin(with: .module) } : drawn
  }

  /// The same seed, capacity and starting state, with other operations.
  init(_ run: Self, operations: [NestedOperation]) {
    seed = run.seed
    inPlace = run.inPlace
    capacity = run.capacity
    initial = run.initial
    self.operations = operations
  }

  func makeHarness() -> NestedHarness {
    NestedHarness(initial: initial, capacity: capacity, twin: !inPlace)
  }

  // MARK: Drawing

  /// A small integer: a value to write, or a number that picks an offset or a row.
  private static func value(_ random: inout SplitMix64) -> Int {
    Int.random(in: 0..<12, using: &random)
  }

  /// A module with up to five items of distinct ids below 8, some done.
  private static func module(_ random: inout SplitMix64) -> NestedModuleState {
    let ids = (0..<8).shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random))
    return NestedModuleState(
      items: ids.map { id in
        ChecklistItem(id: id, title: "i\(id)", isDone: Int.random(in: 0..<3, using: &random) == 0)
      },
      count: value(&random),
      name: value(&random),
      cache: value(&random)
    )
  }

  /// A scope: the module most often, the detail next, the twin least.
  private static func container(_ random: inout SplitMix64) -> NestedOperation.Container {
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<8: .module
    case 8..<13: .twin
    default: .detail
    }
  }

  /// A module's integer property.
  private static func field(_ random: inout SplitMix64) -> NestedOperation.Field {
    NestedOperation.Field.allCases.randomElement(using: &random)!
  }

  /// A property the root writes, nested ones most often.
  private static func target(_ random: inout SplitMix64) -> NestedOperation.Target {
    switch Int.random(in: 0..<12, using: &random) {
    case 0, 1: .tally
    case 2: .note
    case 3, 4, 5: .module(field(&random))
    case 6, 7: .detail(field(&random))
    case 8, 9: .itemTitle(value(&random))
    default: .itemDone(value(&random))
    }
  }

  /// One operation, with the weights that make every kind frequent.
  private static func operation(_ random: inout SplitMix64) -> NestedOperation {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<12:
      return .rootSet(target(&random), value(&random))
    case 12..<17:
      let detail = Int.random(in: 0..<5, using: &random) < 3 ? nil : module(&random)
      return .setDetail(detail)
    case 17..<21:
      return .setItems(
        Bool.random(using: &random) ? .module : .detail, recipe: value(&random))
    case 21..<29:
      return rootUpdate(&random)
    case 29..<38:
      return .containerSet(container(&random), field(&random), value(&random))
    case 38..<45:
      return containerUpdate(&random)
    case 45..<59:
      return edit(&random)
    case 59..<63:
      return .openRow(container(&random), value(&random))
    case 63..<76:
      return .rowSet(
        value(&random), Bool.random(using: &random) ? .title : .isDone, value(&random))
    case 76..<80:
      return .rowUpdate(value(&random), value(&random))
    case 80..<82:
      return .scopedHistory(value(&random))
    case 82..<92:
      return .undo
    default:
      return .redo
    }
  }

  /// Whether a batch fails on purpose: now and then.
  private static func throwing(_ random: inout SplitMix64) -> Bool {
    Int.random(in: 0..<100, using: &random) < 15
  }

  /// A root batch of one to three writes.
  private static func rootUpdate(_ random: inout SplitMix64) -> NestedOperation {
    let edits = (0..<Int.random(in: 1...3, using: &random)).map { _ in
      (target(&random), value(&random))
    }
    return .rootUpdate(edits, throwing: throwing(&random))
  }

  /// A scope batch of up to two writes, and a toggle of an item.
  private static func containerUpdate(_ random: inout SplitMix64) -> NestedOperation {
    let container = container(&random)
    let edits = (0..<Int.random(in: 0...2, using: &random)).map { _ in
      (field(&random), value(&random))
    }
    let toggle = edits.isEmpty || Bool.random(using: &random) ? value(&random) : nil
    return .containerUpdate(container, edits, toggle: toggle, throwing: throwing(&random))
  }

  /// An edit of one to three calls, which fails on purpose now and then.
  private static func edit(_ random: inout SplitMix64) -> NestedOperation {
    let container = container(&random)
    let steps = (0..<Int.random(in: 1...3, using: &random)).map { _ in editStep(&random) }
    return .edit(container, steps, throwing: Int.random(in: 0..<10, using: &random) == 0)
  }

  /// One call of the editor, its offsets out of range now and then.
  private static func editStep(_ random: inout SplitMix64) -> NestedOperation.EditStep {
    let offset = Int.random(in: -1...5, using: &random)
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<3: return .append(seed: value(&random))
    case 3..<5: return .insert(offset: offset, seed: value(&random))
    case 5..<8: return .remove(offset: offset)
    case 8..<10: return .removeID(value(&random))
    case 10..<12: return .move(from: offset, to: Int.random(in: 0...4, using: &random))
    case 12..<14: return .rename(offset: offset, value(&random))
    case 14..<16: return .toggle(offset: offset)
    case 16..<18: return .toggleID(value(&random))
    case 18: return .removeDone
    default: return .replaceAll(recipe: value(&random))
    }
  }
}
