/// Which records the inspector shows: by change name and by sequence range.
struct TimelineFilter: Equatable, Sendable {
  /// The names of the changes to show, such as `title`; all when empty.
  var changes: Set<String> = []

  /// The first sequence number to show.
  var from: Int?

  /// The last sequence number to show.
  var to: Int?

  /// Whether `step` is shown.
  func accepts(_ step: TimelineStep) -> Bool {
    (changes.isEmpty || changes.contains(step.change.changeName))
      && from.map { step.sequence >= $0 } ?? true && to.map { step.sequence <= $0 } ?? true
  }
}
