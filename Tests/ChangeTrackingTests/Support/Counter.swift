import ChangeTracking

/// A small state with one property of each kind the tests need.
struct Counter: Sendable {
  struct Address: Equatable, Sendable {
    var city = "Paris"
    var street = "Rue de Rivoli"
  }

  var value = 0
  var label = ""
  var address = Address()
  var tags: [String] = []
  var note = Note(text: "")
  var cache = 0
  var ping = 0
}

extension Counter: TrackedState {
  enum Change: Hashable, Sendable {
    case value, label, address, tags, note, ping
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.value, as: .value),
    .tracked(\.label, as: .label),
    .tracked(\.address, as: .address),
    .tracked(\.tags, as: .tags),
    .tracked(\.note, as: .note, isEqual: { $0.text.lowercased() == $1.text.lowercased() }),
    .untracked(\.cache),
    .tracked(\.ping, as: .ping, reporting: .everyWrite),
  ]
}
