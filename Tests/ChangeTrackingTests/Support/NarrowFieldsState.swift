import ChangeTracking

/// A state whose first properties are narrower than a word, beside a string: a word that covers
/// `ratio` covers the first bytes of `title` too.
struct NarrowFieldsState: Sendable {
  var isOn = false
  var ratio = Float.nan
  var title = "A title long enough to be stored on the heap"
}

extension NarrowFieldsState: TrackedState {
  enum Change: Hashable, Sendable {
    case isOn, ratio, title
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.isOn, as: .isOn),
    .tracked(\.ratio, as: .ratio),
    .tracked(\.title, as: .title),
  ]
}
