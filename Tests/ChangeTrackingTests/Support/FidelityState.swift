import ChangeTracking

/// A state whose properties hold values that `==` calls equal to values in other bits (a session
/// compared by its user, a signed zero, a string in another normalization, a ticket compared
/// without its stamp), and objects whose release a test can hook (a keepsake, which may write to
/// the tracker from its `deinit`), and a weak reference compared by what it refers to.
struct FidelityState: Equatable {
  var session: Session?
  var number = 0.0
  var name = ""
  var tickets: [Ticket] = []
  var keepsake: Keepsake?
  var closed = 0
  var k = 0
  var watcher = Watcher()
}

extension FidelityState: TrackedState {
  enum Change: Hashable, Sendable {
    case session, number, name, tickets, keepsake, closed, k, watcher
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.session, as: .session),
    .tracked(\.number, as: .number),
    .tracked(\.name, as: .name),
    .trackedRows(\.tickets, as: .tickets),
    .tracked(\.keepsake, as: .keepsake),
    .tracked(\.closed, as: .closed),
    .tracked(\.k, as: .k),
    .tracked(\.watcher, as: .watcher),
  ]
}
