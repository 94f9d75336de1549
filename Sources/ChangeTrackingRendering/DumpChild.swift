/// One part of a value: a property, an element, an entry or a member.
package struct DumpChild: Hashable {
  /// The property name or the printed dictionary key; `nil` for elements and members.
  package var label: String?
  /// The part's value.
  package var node: DumpNode

  /// A part labelled `label`, or not labelled.
  package init(label: String?, node: DumpNode) {
    self.label = label
    self.node = node
  }
}
