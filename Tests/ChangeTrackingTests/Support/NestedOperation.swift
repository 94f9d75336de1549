import ChangeTracking

/// One step of the nested-view property test, as data, so that a sequence can be described,
/// replayed and shortened.
///
/// Offsets and rows are picked by plain numbers that each side resolves against its own state
/// when the step runs, in the same way: the model's and the trackers' states are equal at the
/// start of every step, or the sequence already failed.
enum NestedOperation: CustomStringConvertible, ShrinkableOperation {
  /// One of the three trackers over a module state.
  enum Container: CaseIterable, CustomStringConvertible {
    /// `app.scope(\.module)`, made first.
    case module
    /// `app.scope(\.module)` again: a second scope over the same property.
    case twin
    /// `app.scope(\.detail)`, over the optional module.
    case detail

    /// The scope's name in the journal and in failure messages.
    var description: String {
      switch self {
      case .module: "module"
      case .twin: "twin"
      case .detail: "detail"
      }
    }

    /// The app's change that embeds `change` of this container's state.
    func embed(_ change: NestedModuleState.Change) -> NestedAppState.Change {
      self == .detail ? .detail(change) : .module(change)
    }
  }

  /// An integer property of a module state.
  enum Field: CaseIterable, CustomStringConvertible {
    case count, name, cache

    /// The property's key path.
    var keyPath: WritableKeyPath<NestedModuleState, Int> {
      switch self {
      case .count: \.count
      case .name: \.name
      case .cache: \.cache
      }
    }

    /// The property's name.
    var description: String {
      switch self {
      case .count: "count"
      case .name: "name"
      case .cache: "cache"
      }
    }
  }

  /// A property of the app state that the root writes, nested ones included.
  enum Target: CustomStringConvertible {
    /// `\.tally`.
    case tally
    /// `\.note`, untracked.
    case note
    /// `\.module.count`, `\.module.name` or `\.module.cache`.
    case module(Field)
    /// A property of the optional module, left alone while it is absent.
    case detail(Field)
    /// The title of the module's item at the offset `raw` modulo the count, if there is one.
    case itemTitle(Int)
    /// Whether the module's item at the offset `raw` modulo the count is done.
    case itemDone(Int)

    /// Writes `value` into `state`, as a root `set` or a batch's closure does.
    func assign(_ value: Int, in state: inout NestedAppState) {
      switch self {
      case .tally:
        state.tally = value
      case .note:
        state.note = value
      case .module(let field):
        state.module[keyPath: field.keyPath] = value
      case .detail(let field):
        state.detail?[keyPath: field.keyPath] = value
      case .itemTitle(let raw):
        if !state.module.items.isEmpty {
          state.module.items[raw % state.module.items.count].title = "t\(value)"
        }
      case .itemDone(let raw):
        if !state.module.items.isEmpty {
          state.module.items[raw % state.module.items.count].isDone = value.isMultiple(of: 2)
        }
      }
    }

    /// The key path, short, for failure messages.
    var description: String {
      switch self {
      case .tally: "tally"
      case .note: "note"
      case .module(let field): "module.\(field)"
      case .detail(let field): "detail!.\(field)"
      case .itemTitle(let raw): "module.items[\(raw)%].title"
      case .itemDone(let raw): "module.items[\(raw)%].isDone"
      }
    }
  }

  /// A property of a row that a row tracker writes.
  enum RowField: CustomStringConvertible {
    case title, isDone

    /// The property's name.
    var description: String { self == .title ? "title" : "isDone" }
  }

  /// `app.set(target, to: value)`: a root write, of a nested path for most targets.
  case rootSet(Target, Int)
  /// `app.set(\.detail, to: value)`: drops the optional module or brings it back.
  case setDetail(NestedModuleState?)
  /// `app.set(\.module.items, to: …)` or `app.set(\.detail!.items, to: …)`: a whole array made
  /// from the current one by ``reshuffled(_:recipe:)``.
  case setItems(Container, recipe: Int)
  /// `app.update { … }`: a root batch.
  case rootUpdate([(Target, Int)], throwing: Bool)
  /// `container.set(field, to: value)`.
  case containerSet(Container, Field, Int)
  /// `container.update { … }`, toggling the item at the offset `toggle` modulo the count too.
  case containerUpdate(Container, [(Field, Int)], toggle: Int?, throwing: Bool)
  /// `container.edit(\.items) { … }`, each step a call of the editor.
  case edit(Container, [EditStep], throwing: Bool)
  /// `container.scope(row:in:)` over the row ``rowID(_:in:)`` picks.
  case openRow(Container, Int)
  /// `row.set(…)` through the row tracker at `raw` modulo their count.
  case rowSet(Int, RowField, Int)
  /// `row.update { $0.title = …; $0.isDone.toggle() }`.
  case rowUpdate(Int, Int)
  /// `undo()` and `redo()` on the scope or row tracker at `raw` modulo their count (the module,
  /// twin and detail scopes, then the rows): none has a history of its own.
  case scopedHistory(Int)
  /// `app.undo()`.
  case undo
  /// `app.redo()`.
  case redo

  /// The id of the row that ``openRow(_:_:)`` asks for: one of the items, or one that no item
  /// has, now and then.
  static func rowID(_ raw: Int, in items: [ChecklistItem]) -> Int {
    items.isEmpty || raw % 4 == 3 ? 9 : items[raw % items.count].id
  }

  /// The array that ``setItems(_:recipe:)`` assigns: `items` rotated, shortened by one now and
  /// then, and with a new item now and then.
  static func reshuffled(_ items: [ChecklistItem], recipe: Int) -> [ChecklistItem] {
    var result = items
    if !result.isEmpty {
      let shift = recipe % result.count
      result = Array(result[shift...] + result[..<shift])
    }
    if (recipe / 3).isMultiple(of: 2), !result.isEmpty {
      result.removeLast()
    }
    if recipe.isMultiple(of: 2), let item = EditStep.fresh(recipe, in: result.map(\.id)) {
      result.append(item)
    }
    return result
  }

  /// The operation, short, for failure messages.
  var description: String {
    switch self {
    case .rootSet(let target, let value):
      return "app.set \(target) \(value)"
    case .setDetail(let value):
      return "app.set detail \(value.map { "\($0)" } ?? "nil")"
    case .setItems(let container, let recipe):
      return "app.set \(container).items reshuffled(\(recipe))"
    case .rootUpdate(let edits, let throwing):
      let assignments = edits.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
      return "app.update [\(assignments)]" + Self.suffix(throwing)
    case .containerSet(let container, let field, let value):
      return "\(container).set \(field) \(value)"
    case .containerUpdate(let container, let edits, let toggle, let throwing):
      let assignments =
        edits.map { "\($0.0)=\($0.1)" } + (toggle.map { ["toggle items[\($0)%]"] } ?? [])
      return "\(container).update [\(assignments.joined(separator: " "))]"
        + Self.suffix(throwing)
    case .edit(let container, let steps, let throwing):
      return "\(container).edit items [\(steps.map(\.description).joined(separator: ", "))]"
        + (throwing ? " throwing" : "")
    case .openRow(let container, let raw):
      return "\(container).scope(row: pick \(raw))"
    case .rowSet(let row, let field, let value):
      return "row[\(row)%].set \(field) \(value)"
    case .rowUpdate(let row, let value):
      return "row[\(row)%].update title u\(value), toggle isDone"
    case .scopedHistory(let raw):
      return "undo and redo on scoped tracker \(raw)%"
    case .undo:
      return "app.undo"
    case .redo:
      return "app.redo"
    }
  }

  /// What a batch does besides its writes, for its description.
  private static func suffix(_ throwing: Bool) -> String {
    throwing ? " throwing" : ""
  }

  /// Simpler operations to try in place of this one when shortening a failing sequence: the
  /// operation with one part less.
  var simplifications: [[NestedOperation]] {
    switch self {
    case .rootUpdate(let edits, let throwing):
      return Self.removingEach(edits).map { [.rootUpdate($0, throwing: throwing)] }
    case .containerUpdate(let container, let edits, let toggle, let throwing):
      return Self.removingEach(edits).map {
        [.containerUpdate(container, $0, toggle: toggle, throwing: throwing)]
      }
    case .edit(let container, let steps, let throwing):
      return Self.removingEach(steps).map { [.edit(container, $0, throwing: throwing)] }
    default:
      return []
    }
  }
}
