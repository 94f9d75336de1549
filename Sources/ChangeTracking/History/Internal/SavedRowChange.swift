#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A ``RowChange`` as a saved history writes it (format version 2).
///
/// An element's id is written when it is an `Int`, a `String` or a `UUID`, and read back as
/// the same type; an id of another type is written as its description and read back as a
/// `String`.
struct SavedRowChange: Codable, Equatable {
  /// `inserted`, `removed`, `updated` or `moved`.
  var kind: String

  /// The change's offset; for a move, where the element was.
  var offset: Int

  /// For a move, where the element went.
  var to: Int?

  /// The element's id as an `Int`.
  var intID: Int?

  /// The element's id as a `String`, or the description of an id of another type.
  var stringID: String?

  /// The element's id as a `UUID`.
  var uuidID: UUID?

  /// The saved form of `change`.
  init(_ change: RowChange) {
    switch change {
    case .inserted(let offset, _): (kind, self.offset) = ("inserted", offset)
    case .removed(let offset, _): (kind, self.offset) = ("removed", offset)
    case .updated(let offset, _): (kind, self.offset) = ("updated", offset)
    case .moved(let from, let to, _): (kind, offset, self.to) = ("moved", from, to)
    }
    switch change.id?.base {
    case nil: break
    case let id as Int: intID = id
    case let id as String: stringID = id
    case let id as UUID: uuidID = id
    case let id?: stringID = String(describing: id)
    }
  }

  /// The change this saved form describes, or `nil` when its kind is unknown, an offset is
  /// negative or beyond any array's length, or a move has no destination.
  var change: RowChange? {
    let offsets = (0...Int(Int32.max))
    guard offsets.contains(offset), to.map(offsets.contains) ?? true else {
      return nil
    }
    let id = intID.map(RowID.init) ?? uuidID.map(RowID.init) ?? stringID.map(RowID.init)
    switch kind {
    case "inserted": return .inserted(offset: offset, id: id)
    case "removed": return .removed(offset: offset, id: id)
    case "updated": return .updated(offset: offset, id: id)
    case "moved": return to.map { .moved(from: offset, to: $0, id: id) }
    default: return nil
    }
  }

  /// A saved row change that is no row change: where it is in its list, and what is wrong.
  struct Invalid: Error {
    /// The position of the saved change in its record's list.
    var position: Int
    /// What is wrong, in words.
    var detail: String
  }

  /// The row changes that `saved` describes, in order; `nil` for none.
  ///
  /// - Throws: ``Invalid`` for the first saved change that is no row change.
  static func rowChanges(_ saved: [SavedRowChange]?) throws(Invalid) -> RowChanges? {
    guard let saved else {
      return nil
    }
    var changes: [RowChange] = []
    changes.reserveCapacity(saved.count)
    for (position, savedChange) in saved.enumerated() {
      guard let change = savedChange.change else {
        throw Invalid(
          position: position,
          detail: "'\(savedChange.kind)' at \(savedChange.offset) is no row change (a known "
            + "kind, offsets from 0, a move with 'to')")
      }
      changes.append(change)
    }
    return RowChanges(changes)
  }
}
