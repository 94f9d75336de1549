/// The parts of a value that has parts, with how to open and close it when printed.
struct DumpGroup: Hashable {
  /// How the children of a group are labelled and compared.
  enum Kind: Hashable {
    /// Structure or class properties, tuple elements, enum payload values: compared by position.
    case fields
    /// Array elements: compared by content, so that insertions and removals are found.
    case elements
    /// Dictionary entries, labelled with their key and sorted by it.
    case entries
    /// Set members, sorted by their printed form.
    case members
  }

  /// How the children are labelled and compared.
  var kind: Kind
  /// What is printed before the children, such as `ProfileState(` or `[`.
  var open: String
  /// What is printed after the children.
  var close: String
  /// The parts, in printing order.
  var children: [DumpChild]
}
