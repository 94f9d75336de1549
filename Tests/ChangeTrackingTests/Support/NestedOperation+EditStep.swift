import ChangeTracking

extension NestedOperation {
  /// One call of a module's items editor, made the same way on a ``RowEditor`` and, for the
  /// model, on a plain array: an offset out of range or an unknown id changes nothing.
  ///
  /// A new item takes the first id from `seed` on, modulo 8, that no item has, so that a row
  /// removed earlier can come back with its id.
  enum EditStep: CustomStringConvertible {
    /// `append` of a new item.
    case append(seed: Int)
    /// `insert(_:at:)` of a new item.
    case insert(offset: Int, seed: Int)
    /// `remove(at:)`.
    case remove(offset: Int)
    /// `remove(id:)` of the id `raw` modulo 8.
    case removeID(Int)
    /// `move(from:to:)`.
    case move(from: Int, to: Int)
    /// Sets the title of the item at `offset` through the editor's subscript.
    case rename(offset: Int, Int)
    /// Toggles the item at `offset` through `update(at:)`.
    case toggle(offset: Int)
    /// Toggles the item with the id `raw` modulo 8 through `update(id:)`.
    case toggleID(Int)
    /// `removeAll { $0.isDone }`.
    case removeDone
    /// `replaceAll(with:)` the items reshuffled by ``NestedOperation/reshuffled(_:recipe:)``.
    case replaceAll(recipe: Int)

    /// A new item whose id is the first from `seed` on, modulo 8, that is not in `taken`.
    static func fresh(_ seed: Int, in taken: [Int]) -> ChecklistItem? {
      (0..<8).lazy.map { (seed + $0) % 8 }.first { !taken.contains($0) }.map {
        ChecklistItem(id: $0, title: "n\($0)")
      }
    }

    /// The call, made on a plain array as the editor makes it.
    func apply(to items: inout [ChecklistItem]) {
      switch self {
      case .append(let seed):
        if let item = Self.fresh(seed, in: items.map(\.id)) {
          items.append(item)
        }
      case .insert(let offset, let seed):
        if (0...items.count).contains(offset), let item = Self.fresh(seed, in: items.map(\.id)) {
          items.insert(item, at: offset)
        }
      case .remove(let offset):
        if items.indices.contains(offset) {
          items.remove(at: offset)
        }
      case .removeID(let raw):
        items.removeAll { $0.id == raw % 8 }
      case .move(let from, let to):
        if items.indices.contains(from), items.indices.contains(to) {
          items.insert(items.remove(at: from), at: to)
        }
      case .rename(let offset, let value):
        if items.indices.contains(offset) {
          items[offset].title = "e\(value)"
        }
      case .toggle(let offset):
        if items.indices.contains(offset) {
          items[offset].isDone.toggle()
        }
      case .toggleID(let raw):
        if let offset = items.firstIndex(where: { $0.id == raw % 8 }) {
          items[offset].isDone.toggle()
        }
      case .removeDone:
        items.removeAll { $0.isDone }
      case .replaceAll(let recipe):
        items = NestedOperation.reshuffled(items, recipe: recipe)
      }
    }

    /// The call, made on the editor; a call the editor refuses is ignored.
    func apply(to rows: inout RowEditor<NestedModuleState, ChecklistItem>) {
      let current = (0..<rows.count).map { rows[$0] }
      let ids = current.map(\.id)
      switch self {
      case .append(let seed):
        if let item = Self.fresh(seed, in: ids) {
          rows.append(item)
        }
      case .insert(let offset, let seed):
        if let item = Self.fresh(seed, in: ids) {
          try? rows.insert(item, at: offset)
        }
      case .remove(let offset):
        _ = try? rows.remove(at: offset)
      case .removeID(let raw):
        _ = try? rows.remove(id: raw % 8)
      case .move(let from, let to):
        try? rows.move(from: from, to: to)
      case .rename(let offset, let value):
        if offset >= 0, offset < rows.count {
          rows[offset].title = "e\(value)"
        }
      case .toggle(let offset):
        try? rows.update(at: offset) { $0.isDone.toggle() }
      case .toggleID(let raw):
        try? rows.update(id: raw % 8) { $0.isDone.toggle() }
      case .removeDone:
        rows.removeAll { $0.isDone }
      case .replaceAll(let recipe):
        rows.replaceAll(with: NestedOperation.reshuffled(current, recipe: recipe))
      }
    }

    /// The call, short, for failure messages.
    var description: String {
      switch self {
      case .append(let seed): "append(\(seed))"
      case .insert(let offset, let seed): "insert(\(seed)) at \(offset)"
      case .remove(let offset): "remove at \(offset)"
      case .removeID(let raw): "remove id \(raw % 8)"
      case .move(let from, let to): "move \(from) to \(to)"
      case .rename(let offset, let value): "[\(offset)].title = e\(value)"
      case .toggle(let offset): "toggle at \(offset)"
      case .toggleID(let raw): "toggle id \(raw % 8)"
      case .removeDone: "remove done"
      case .replaceAll(let recipe): "replace all reshuffled(\(recipe))"
      }
    }
  }
}
