/// An object that observers capture, so that a weak reference to it tells whether they were
/// released.
final class Canary {
  /// How many times an observer that captured the canary was called.
  var calls = 0
}
