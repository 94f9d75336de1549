/// An array whose elements a session recording can write one by one: it names the element
/// type, which a key path's value type alone does not give generic code.
protocol RecordableArray {
  /// The rows of the array that `keyPath` designates, or `nil` when it is not this array type.
  static func recordedRows<State>(_ keyPath: PartialKeyPath<State>) -> RecordedRows<State>?
}

extension Array: RecordableArray where Element: Codable {
  static func recordedRows<State>(_ keyPath: PartialKeyPath<State>) -> RecordedRows<State>? {
    guard let keyPath = keyPath as? WritableKeyPath<State, [Element]> else {
      return nil
    }
    return RecordedRows(keyPath)
  }
}
