import ChangeTracking

/// A fully declared state with a custom mirror, a struct's, which shows one of its two stored
/// properties.
struct MirroredState: TrackedState, CustomReflectable {
  var name = "A name long enough to be stored on the heap"
  var count = 0

  enum Change: Hashable, Sendable { case name, count }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.name, as: .name),
    .tracked(\.count, as: .count),
  ]

  var customMirror: Mirror {
    Mirror(self, children: ["count": count], displayStyle: .struct)
  }
}
