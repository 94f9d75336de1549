/// One part of a value: a property, an element, an entry or a member.
struct DumpChild: Hashable {
  /// The property name or the printed dictionary key; `nil` for elements and members.
  var label: String?
  /// The part's value.
  var node: DumpNode
}
