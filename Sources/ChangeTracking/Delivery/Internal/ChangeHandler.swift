/// The tracker's ``StateTracker/onChange`` closure, held so that a delivery can call it without
/// retaining it.
///
/// The closure is immutable; replacing `onChange` replaces the whole handler, and the tracker
/// keeps a handler replaced during a delivery until that delivery ends.
@usableFromInline
final class ChangeHandler<State: TrackedState> {
  @usableFromInline
  let call: (State.Change) -> Void

  init(_ call: @escaping (State.Change) -> Void) {
    self.call = call
  }
}
