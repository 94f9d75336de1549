/// How a row view's writes appear in its parent: as one change of the array, with the row
/// updated.
///
/// A class, so that the link's ``ViewEmbedding`` is one reference.
@usableFromInline
final class RowEmbedding<Parent: TrackedState, Element: TrackedState> {
  /// The array's change in the parent.
  @usableFromInline
  let change: Parent.Change

  /// The array's declaration's position in the parent's declarations.
  @usableFromInline
  let position: Int

  @usableFromInline
  let id: RowID

  @usableFromInline
  let hint: ElementHint

  /// Why the view refuses writes while no element has its id.
  @usableFromInline
  let removal: ScopeError

  /// What an edit, given its operations, did to the element.
  @usableFromInline
  let elementBefore: (_ operations: Any) -> RowBefore<Element>

  /// The history's step for an update of the element at an offset.
  @usableFromInline
  let updateStep: (_ offset: Int, _ old: Element, _ new: Element) -> any RowSteps<Parent>

  /// Whether the element at the hint in the parent's state still has the id, checked after each
  /// write through the row's view.
  @usableFromInline
  let keepsItsID: (_ parent: ValueHandle<Parent>) -> Bool

  /// The row changes of a write through the row's view, the row updated at ``updateOffset``,
  /// shared by each write while the row does not move.
  @usableFromInline
  @exclusivity(unchecked)
  var update: RowChanges

  @usableFromInline
  @exclusivity(unchecked)
  var updateOffset: Int

  /// Makes ``update`` name the offset where the row is now.
  @inlinable
  @inline(__always)
  func refreshUpdate() {
    let offset = hint.offset
    if offset != updateOffset {
      update = [.updated(offset: offset, id: id)]
      updateOffset = offset
    }
  }

  @inlinable
  init(
    change: Parent.Change,
    position: Int,
    id: Element.ID,
    hint: ElementHint,
    removal: ScopeError,
    access: ArrayRowsAccess<Parent, Element>,
    arrayOffset: Int
  ) where Element: Identifiable, Element.ID: Sendable {
    self.change = change
    self.position = position
    self.id = RowID(id)
    self.hint = hint
    update = [.updated(offset: hint.offset, id: RowID(id))]
    updateOffset = hint.offset
    self.removal = removal
    elementBefore = { operations in
      RowOperation.before(of: id, in: operations as? ContiguousArray<RowOperation<Element>>)
    }
    keepsItsID = { parent in
      let rows = parent.field(at: arrayOffset, as: [Element].self)
      let offset = hint.offset
      return offset < rows.pointee.count && rows.pointee[offset].id == id
    }
    updateStep = { offset, old, new in
      ArrayRowSteps(access: access, operations: [.update(offset, old: old, new: new)])
    }
  }
}
