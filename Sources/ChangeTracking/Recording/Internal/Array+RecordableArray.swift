extension Array: RecordableArray where Element: Codable {
  static func recordedRows<State>(_ keyPath: PartialKeyPath<State>) -> RecordedRows<State>? {
    guard let keyPath = keyPath as? WritableKeyPath<State, [Element]> else {
      return nil
    }
    return RecordedRows(keyPath)
  }
}
