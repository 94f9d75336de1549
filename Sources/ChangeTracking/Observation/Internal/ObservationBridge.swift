/// Makes a tracker take part in the Observation framework: reads through the tracker register
/// the properties they read, and each delivered record invalidates the readers of its property.
@usableFromInline
final class ObservationBridge<State: TrackedState> {
  /// What the framework tracks.
  let subject: ObservedProperties

  /// The declaration index of each tracked property's change.
  let positions: [State.Change: Int]

  /// The declaration indexes of the properties that embed a scoped state, whose changes are not
  /// in `positions`.
  let embeddedPositions: [Int]

  /// Keeps the bridge's observer registered.
  var token: ObservationToken?

  init(properties: ContiguousArray<TrackedProperty<State>>) {
    subject = ObservedProperties(count: properties.count)
    var positions: [State.Change: Int] = [:]
    var embeddedPositions: [Int] = []
    for (index, property) in properties.enumerated() {
      switch property.kind {
      case .tracked(let change):
        positions[change] = index
      case .scoped:
        embeddedPositions.append(index)
      case .untracked:
        break
      }
    }
    self.positions = positions
    self.embeddedPositions = embeddedPositions
  }

  /// Registers a read of the property at `position`, or of every property when the read is of
  /// no single declared property.
  func access(_ position: Int) {
    if position >= 0 {
      subject.access(position)
    } else {
      subject.accessAll()
    }
  }

  /// Invalidates the readers of the property that `change` identifies.
  func didChange(_ change: State.Change) {
    if let position = positions[change] {
      subject.didChange(position)
    } else {
      for position in embeddedPositions {
        subject.didChange(position)
      }
    }
  }
}
