/// The parts of a value that has parts, with how to open and close it when printed.
package struct DumpGroup: Hashable {
  /// How the children of a group are labelled and compared.
  package enum Kind: Hashable {
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
  package var kind: Kind
  /// What is printed before the children, such as `ProfileState(` or `[`.
  package var open: String
  /// What is printed after the children.
  package var close: String
  /// The parts, in printing order.
  package var children: [DumpChild]

  /// A group of `children`, printed between `open` and `close`.
  package init(kind: Kind, open: String, close: String, children: [DumpChild]) {
    self.kind = kind
    self.open = open
    self.close = close
    self.children = children
  }
}
