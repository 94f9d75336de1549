/// An array declared row by row as a session recording writes a record of it (format version 2):
/// the record's row changes, then the value of each row they insert or update, read from the
/// record's snapshot, instead of the whole array.
///
/// The changes of one record apply in order (see ``RowChange``), so a row's offset in the
/// snapshot is where it is once the changes after it have moved it. A row inserted or updated
/// and then removed by the same record has no value in the snapshot: such a record, and one
/// with more than ``mostChanges`` row changes, is written with the array's whole value.
struct RecordedRows<State> {
  /// The number of elements in `state`'s array.
  let count: (_ state: State) -> Int

  /// Encodes the element at each of `offsets` in `state`'s array, in order.
  let encodeRows:
    (_ state: State, _ offsets: [Int], _ container: inout any UnkeyedEncodingContainer)
      throws -> Void

  /// Applies `changes` to `state`'s array, taking the value of each row inserted or updated from
  /// `container`, in order; throws `DecodingError` for a value that does not decode, a missing
  /// value, or a change whose offset is outside the array.
  let applyRows:
    (
      _ changes: RowChanges, _ container: inout any UnkeyedDecodingContainer, _ state: inout State
    ) throws -> Void

  /// The most row changes a record may have to be written row by row: finding where its rows
  /// end up moves each row written before a change.
  static var mostChanges: Int { 64 }

  /// The rows of the array at `keyPath`.
  init<Element: Codable>(_ keyPath: WritableKeyPath<State, [Element]>) {
    count = { $0[keyPath: keyPath].count }
    encodeRows = { state, offsets, container in
      let elements = state[keyPath: keyPath]
      for offset in offsets {
        try container.encode(elements[offset])
      }
    }
    applyRows = { changes, container, state in
      try Self.apply(changes, to: &state[keyPath: keyPath], from: &container)
    }
  }

  /// Where the row of each change that inserts or updates one is in the array once all
  /// `changes` apply, in order; `nil` when such a row is removed later, when there are more than
  /// ``mostChanges`` changes, or when an offset falls outside an array of `count` elements.
  static func finalOffsets(of changes: RowChanges, count: Int) -> [Int]? {
    guard changes.count <= mostChanges else {
      return nil
    }
    // The offsets of the rows written so far, moved by each change after them.
    var offsets: [Int] = []
    for change in changes {
      switch change {
      case .inserted(let at, _):
        offsets = offsets.map { $0 >= at ? $0 + 1 : $0 }
        offsets.append(at)
      case .updated(let at, _):
        offsets.append(at)
      case .removed(let at, _):
        guard !offsets.contains(at) else {
          return nil
        }
        offsets = offsets.map { $0 > at ? $0 - 1 : $0 }
      case .moved(let from, let to, _):
        offsets = offsets.map { RowChanges.offset($0, afterMovingFrom: from, to: to) }
      }
    }
    return offsets.allSatisfy((0..<count).contains) ? offsets : nil
  }

  /// Applies `changes` to `elements`, each inserted or updated row's value decoded from
  /// `container`.
  private static func apply<Element: Decodable>(
    _ changes: RowChanges,
    to elements: inout [Element],
    from container: inout any UnkeyedDecodingContainer
  ) throws {
    for change in changes {
      // The row's value is read first, then the change's offsets are checked.
      let value: Element?
      switch change {
      case .inserted, .updated: value = try container.decode(Element.self)
      case .removed, .moved: value = nil
      }
      let count = elements.count
      switch (change, value) {
      case (.inserted(let offset, _), let value?) where offset <= count:
        elements.insert(value, at: offset)
      case (.updated(let offset, _), let value?) where offset < count:
        elements[offset] = value
      case (.removed(let offset, _), _) where offset < count:
        elements.remove(at: offset)
      case (.moved(let from, let to, _), _) where from < count && to < count:
        elements.insert(elements.remove(at: from), at: to)
      default:
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: container.codingPath,
            debugDescription: "the row change '\(change)' is outside the array it applies to"))
      }
    }
    guard container.isAtEnd else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath,
          debugDescription: "more row values than the rows the row changes insert or update"))
    }
  }
}
