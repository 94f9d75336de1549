import Observation

/// The subject that the Observation framework tracks for a tracker: one slot per declared
/// property, each identified by its own key path.
final class ObservedProperties: Observable {
  /// The Observation framework's bookkeeping of who reads which slot.
  private let registrar = ObservationRegistrar()

  /// The key path of each slot, made once.
  private let slots: [KeyPath<ObservedProperties, Int>]

  init(count: Int) {
    slots = (0..<count).map { \ObservedProperties.[slot: $0] }
  }

  /// A slot, as an identity for the Observation framework; its value is its index.
  subscript(slot index: Int) -> Int {
    index
  }

  /// Tells the framework that the caller read the property at `index`.
  func access(_ index: Int) {
    registrar.access(self, keyPath: slots[index])
  }

  /// Tells the framework that the caller read every property.
  func accessAll() {
    for slot in slots {
      registrar.access(self, keyPath: slot)
    }
  }

  /// Tells the framework that the property at `index` changed.
  func didChange(_ index: Int) {
    registrar.willSet(self, keyPath: slots[index])
    registrar.didSet(self, keyPath: slots[index])
  }
}
