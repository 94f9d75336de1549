/// A hand-written undo, as a view model without a tracker keeps one: each change pushes the
/// closure that takes it back, the newest `capacity` are kept (a ring: pushing onto a full stack
/// drops the oldest), and an undo runs and drops the newest.
final class ClosureUndoStack {
  private var actions: [(() -> Void)?]
  private var top = 0
  private var count = 0

  /// An empty stack that keeps at most `capacity` closures.
  init(capacity: Int) {
    actions = Array(repeating: nil, count: capacity)
  }

  /// Keeps `undo`, the closure that takes back the change just made.
  func push(_ undo: @escaping () -> Void) {
    actions[top] = undo
    top = top + 1 == actions.count ? 0 : top + 1
    count = min(count + 1, actions.count)
  }

  /// Takes back the newest change kept, if any.
  func undo() {
    guard count > 0 else {
      return
    }
    top = top == 0 ? actions.count - 1 : top - 1
    count -= 1
    let action = actions[top]
    actions[top] = nil
    action?()
  }
}
