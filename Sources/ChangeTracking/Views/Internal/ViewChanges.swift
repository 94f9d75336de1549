/// The changes one write through a view reported, in order: usually one, kept inline.
@usableFromInline
struct ViewChanges<State: TrackedState> {
  /// The first change, or `nil` when the write reported nothing.
  @usableFromInline
  private(set) var first: ViewChange<State>?

  /// The changes after the first, for a write that reported several (a batch).
  @usableFromInline
  private(set) var others: ContiguousArray<ViewChange<State>>?

  /// No change: a write that reported nothing.
  @inlinable
  init() {}

  /// One change.
  @inlinable
  init(_ change: ViewChange<State>) {
    first = change
  }

  /// Whether the write reported nothing.
  @inlinable
  var isEmpty: Bool { first == nil }

  /// Whether the write reported one change only.
  @inlinable
  var isSingle: Bool { first != nil && others == nil }

  /// Adds a change after the others.
  @inlinable
  mutating func append(_ change: ViewChange<State>) {
    if first == nil {
      first = change
    } else if others == nil {
      others = [change]
    } else {
      others!.append(change)
    }
  }

  /// Calls `body` with each change, in order.
  @inlinable
  func forEachChange(_ body: (ViewChange<State>) -> Void) {
    guard let first else {
      return
    }
    body(first)
    if let others {
      for change in others {
        body(change)
      }
    }
  }
}
