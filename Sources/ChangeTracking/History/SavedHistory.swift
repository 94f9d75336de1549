#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A tracker's undo history and a sequence of change records, as a value that reads and writes
/// JSON.
///
/// Save a session to replay it in a test, or to restore it after a crash. Take one from a
/// tracker with ``StateTracker/savedHistory(records:)``, write it with ``json()``; read it back
/// with ``init(json:)`` and hand it to ``StateTracker/restoreHistory(_:)``.
///
/// ```swift
/// let bytes = try tracker.savedHistory(records: log.records).json()
/// // ...
/// let saved = try SavedHistory<EditorState>(json: bytes)
/// try tracker.restoreHistory(saved)
/// ```
///
/// The JSON names the format, its version and the state type, so that a file of another state
/// type is refused with ``SavedHistoryError/stateTypeMismatch(expected:found:)`` rather than
/// misread. Reading checks the whole file before anything is used: a truncated, corrupt or
/// mismatched file throws a ``SavedHistoryError`` that says what is wrong and where.
///
/// The format is at version 2: a record of an array declared row by row keeps its
/// ``ChangeRecord/rowChanges`` (an element's id when it is an `Int`, a `String` or a `UUID`; the
/// description of any other id, read back as a `String`). Files of version 1 still read, their
/// records without row changes. The snapshots are whole states: a history whose steps keep row
/// operations writes each snapshot rebuilt, and ``StateTracker/restoreHistory(_:)`` turns the
/// differences between consecutive snapshots back into row operations.
public struct SavedHistory<State: TrackedState & Codable> where State.Change: Codable {
  /// The change records saved with the history, in their order.
  public let records: [ChangeRecord<State>]

  /// The snapshots of the undo history, oldest first: the state before the oldest step, then the
  /// state after each step, including the steps that can be redone.
  public let snapshots: [State]

  /// The index in ``snapshots`` of the state the tracker was at.
  public let currentIndex: Int
}

// In an extension, so that the memberwise initializer builds a saved history from its parts.
extension SavedHistory {
  /// Reads a saved history from JSON.
  ///
  /// - Parameter json: The bytes of a file written by ``json()``.
  /// - Throws: ``SavedHistoryError`` naming what is wrong: truncated data, invalid JSON, another
  ///   format, version or state type, an unknown change, an invalid value (with its path), or a
  ///   current index outside the snapshots.
  /// - Complexity: O(*n*) in the size of the data.
  public init(json: some Sequence<UInt8>) throws(SavedHistoryError) {
    let file = try SavedHistoryFile<State>.decode(Data(json))
    var records: [ChangeRecord<State>] = []
    for (index, record) in file.records.enumerated() {
      do {
        records.append(try record.changeRecord())
      } catch {
        throw .invalidValue(
          path: "records[\(index)].rowChanges[\(error.position)]", detail: error.detail)
      }
    }
    self.records = records
    snapshots = file.history.snapshots
    currentIndex = file.history.current
  }

  /// Writes the saved history as JSON, with sorted keys and indentation, so that files compare
  /// well.
  ///
  /// - Returns: The UTF-8 bytes of the JSON.
  /// - Throws: ``SavedHistoryError/notEncodable(detail:)`` when a value's `encode(to:)` throws.
  /// - Complexity: O(*n*) in the number of records and snapshots.
  public func json() throws(SavedHistoryError) -> [UInt8] {
    let file = SavedHistoryFile<State>(
      records: records.map { .init($0) },
      history: .init(current: currentIndex, snapshots: snapshots))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      return Array(try encoder.encode(file))
    } catch {
      throw .notEncodable(detail: String(describing: error))
    }
  }
}

extension SavedHistory: Sendable where State: Sendable {}

extension SavedHistory: Equatable where State: Equatable {}
