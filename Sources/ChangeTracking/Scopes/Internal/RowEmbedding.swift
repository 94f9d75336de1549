/// How a row view's writes appear in its parent: as one change of the array, with the row
/// updated.
///
/// A class, so that the link's ``ViewEmbedding`` is one reference, copied by one retain.
@usableFromInline
final class RowEmbedding<Parent: TrackedState, Element: TrackedState> {
  /// The array's change in the parent.
  @usableFromInline
  let change: Parent.Change

  /// The array's declaration's position in the parent's declarations.
  @usableFromInline
  let position: Int

  /// The element's id, as row changes carry it.
  @usableFromInline
  let id: RowID

  /// Where the element was last seen.
  @usableFromInline
  let hint: ElementHint

  /// Why the view refuses writes while no element has its id.
  @usableFromInline
  let removal: ScopeError

  /// What an edit, given its operations, did to the element.
  @usableFromInline
  let elementBefore: (_ operations: Any) -> RowBefore<Element>

  /// The history's step for an update of the element at an offset from one value to another.
  @usableFromInline
  let updateStep: (_ offset: Int, _ old: Element, _ new: Element) -> any RowSteps<Parent>

  @usableFromInline
  init(
    change: Parent.Change,
    position: Int,
    id: RowID,
    hint: ElementHint,
    removal: ScopeError,
    elementBefore: @escaping (Any) -> RowBefore<Element>,
    updateStep: @escaping (Int, Element, Element) -> any RowSteps<Parent>
  ) {
    self.change = change
    self.position = position
    self.id = id
    self.hint = hint
    self.removal = removal
    self.elementBefore = elementBefore
    self.updateStep = updateStep
  }
}
