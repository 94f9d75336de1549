import ChangeTracking

/// A state with every kind of property a batch writes: plain stored ones (a heap string, a
/// nested struct, a property compared by a closure, one that reports every `set`, an untracked
/// one), an array declared row by row, an embedded module, and a computed property.
struct BatchState: Equatable, Sendable {
  var value = 0
  var label = ""
  var address = Counter.Address()
  /// Compared without regard to case.
  var note = ""
  var cache = 0
  var ping = 0
  var items: [ChecklistItem] = []
  var kid = KidState()

  /// The label, upper-cased; written, it stores its lower-cased text.
  var shout: String {
    get { label.uppercased() }
    set { label = newValue.lowercased() }
  }
}

extension BatchState: TrackedState {
  enum Change: Hashable, Sendable {
    case value, label, address, note, ping, items
    case kid(KidState.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.value, as: .value),
    .tracked(\.label, as: .label),
    .tracked(\.address, as: .address),
    .tracked(\.note, as: .note, isEqual: { $0.lowercased() == $1.lowercased() }),
    .untracked(\.cache),
    .tracked(\.ping, as: .ping, reporting: .everyWrite),
    .trackedRows(\.items, as: .items),
    .scoped(\.kid, as: Change.kid),
  ]
}
