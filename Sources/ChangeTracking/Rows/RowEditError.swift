/// Why an edit of a collection's rows was refused; the collection is then unchanged.
public enum RowEditError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The offset is not one of the collection's: `count` elements, so valid offsets are
  /// `0..<count` (and `count` itself to insert at the end).
  case offsetOutOfRange(offset: Int, count: Int)

  /// No element of the collection has this identifier.
  case unknownID(RowID)

  /// A description of the problem that names the offset or the identifier.
  public var description: String {
    switch self {
    case .offsetOutOfRange(let offset, let count):
      "The offset \(offset) is out of range: the collection has \(count) "
        + (count == 1 ? "element." : "elements.")
    case .unknownID(let id):
      "No element of the collection has the id \(id)."
    }
  }
}
