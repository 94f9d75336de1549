/// Why an edit of a collection's rows was refused; the collection is then unchanged.
public enum RowEditError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The offset is not one of the collection's: `count` elements, so valid offsets are
  /// `0..<count` (and `count` itself to insert at the end).
  case offsetOutOfRange(offset: Int, count: Int)

  /// No element of the collection has this identifier.
  case unknownID(RowID)

  /// A write through the tracker, made while an element's update ran, changed or replaced the
  /// element at `offset`, where the update would have stored its copy: the update was not
  /// stored, and the write stands.
  case elementChangedMeanwhile(offset: Int)

  /// A description of the problem that names the offset or the identifier.
  public var description: String {
    switch self {
    case .offsetOutOfRange(let offset, let count):
      "The offset \(offset) is out of range: the collection has \(count) "
        + (count == 1 ? "element." : "elements.")
    case .unknownID(let id):
      "No element of the collection has the id \(id)."
    case .elementChangedMeanwhile(let offset):
      "The element at offset \(offset) was changed or replaced by a write made while its update "
        + "ran: the update was not stored."
    }
  }
}
