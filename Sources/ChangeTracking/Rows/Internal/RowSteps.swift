/// The edits of one collection property that one history step made, kept so that undo and redo
/// restore them without a copy of the collection (``ArrayRowSteps`` for each element type).
@usableFromInline
protocol RowSteps<State>: AnyObject {
  /// The state that holds the property.
  associatedtype State

  /// The identity of the property's access, which tells the steps of two properties apart.
  var accessID: ObjectIdentifier { get }

  /// Applies the edits, in order, to the property in `state` as they found it, or undoes them in
  /// reverse order from their result, appending to `changes` what a record reports.
  func apply(
    to state: inout State,
    forward: Bool,
    into changes: inout ContiguousArray<RowChange>
  )

  /// The steps of both, this one's first, for the same property: `other` has the same access,
  /// so the same type.
  func appending(_ other: any RowSteps<State>) -> any RowSteps<State>
}
