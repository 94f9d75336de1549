public import Observation

/// Makes a tracker take part in the Observation framework: reads through the tracker register
/// the properties they read, and each delivered record invalidates the readers of its property.
///
/// It is the subject that the framework tracks, with one slot per declared property, each
/// identified by its own key path.
@usableFromInline
final class ObservationBridge<State: TrackedState>: Observable {
  /// The Observation framework's bookkeeping of who reads which slot.
  private let registrar = ObservationRegistrar()

  /// The key path of each declared property's slot, made once.
  private var slots: [KeyPath<ObservationBridge, Int>] = []

  /// The declaration index of each tracked property's change.
  private var positions: [State.Change: Int] = [:]

  /// The declaration indexes of the properties that embed a scoped state, whose changes are not
  /// in `positions`.
  private var embeddedPositions: [Int] = []

  /// Keeps the bridge's observer registered.
  var token: ObservationToken?

  init(properties: ContiguousArray<TrackedProperty<State>>) {
    for (index, property) in properties.enumerated() {
      slots.append(\.[slot: index])
      switch property.kind {
      case .tracked(let change): positions[change] = index
      case .scoped: embeddedPositions.append(index)
      case .untracked: break
      }
    }
  }

  /// A slot, as an identity for the Observation framework; its value is its index.
  subscript(slot index: Int) -> Int {
    index
  }

  /// Registers a read of the property at `position`, or of every property when the read is of
  /// no single declared property.
  func access(_ position: Int) {
    for slot in position >= 0 ? slots[position...position] : slots[...] {
      registrar.access(self, keyPath: slot)
    }
  }

  /// Invalidates the readers of the property that `change` identifies.
  func didChange(_ change: State.Change) {
    if let position = positions[change] {
      invalidate(position)
    } else {
      embeddedPositions.forEach(invalidate)
    }
  }

  /// Invalidates the readers of the property at `position`.
  private func invalidate(_ position: Int) {
    registrar.willSet(self, keyPath: slots[position])
    registrar.didSet(self, keyPath: slots[position])
  }
}
