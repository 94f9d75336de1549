/// What an edit of an array did to one element, as a row view needs to know it.
@usableFromInline
enum RowBefore<Element> {
  /// The edit left the element alone: same value, wherever it is now.
  case untouched

  /// The edit changed, removed or inserted the element: its value before, or `nil` when no
  /// element had its id.
  case changed(Element?)
}
