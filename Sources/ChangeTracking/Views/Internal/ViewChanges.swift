/// The changes one write through a view reported, in order: usually one, kept inline.
@usableFromInline
struct ViewChanges<State: TrackedState> {
  @usableFromInline
  private(set) var first: ViewChange<State>?

  @usableFromInline
  private(set) var others: ContiguousArray<ViewChange<State>>?

  @inlinable
  init() {}

  @inlinable
  init(_ change: ViewChange<State>) {
    first = change
  }

  @inlinable
  var isEmpty: Bool { first == nil }

  @inlinable
  var isSingle: Bool { first != nil && others == nil }

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
