import ChangeTracking

/// A state with many declared properties, of which a batch changes the same three.
///
/// ``Wide10State`` and ``Wide100State`` differ only in the number of declared properties, so the
/// difference of their batches' times is what the other 90 declared properties cost.
protocol WideState: TrackedState, Sendable {
  /// A state with its initial values.
  init()

  /// The three properties the batch changes.
  var value3: Int { get set }
  var value6: Int { get set }
  var value9: Int { get set }
}
