/// One declared property of a state as a session recording writes it alone (format version 2):
/// under its name, the key the state's synthesized encoding gives it, its value encoded and
/// decoded with its own `Codable` conformance through its key path.
struct RecordedProperty<State> {
  /// The stored property's name.
  let name: String

  /// Encodes the property's value in `state` under ``name``.
  let encodeValue:
    (_ state: State, _ container: inout KeyedEncodingContainer<RecordingKey>) throws
      -> Void

  /// Decodes a value under ``name`` and stores it in `state`.
  let decodeValue:
    (_ container: KeyedDecodingContainer<RecordingKey>, _ state: inout State) throws
      -> Void

  /// For an array whose elements are `Codable`, how to write and read only the rows a record's
  /// row changes name; `nil` for any other property.
  let rows: RecordedRows<State>?

  /// The property `keyPath` designates, named `name`, or `nil` when its value is not `Codable`
  /// or the key path cannot write it.
  static func make(_ keyPath: PartialKeyPath<State>, name: String) -> Self? {
    let valueType = type(of: keyPath).valueType
    guard let codable = valueType as? any Codable.Type else {
      return nil
    }
    func typed<Value: Codable>(_: Value.Type) -> Self? {
      guard let keyPath = keyPath as? WritableKeyPath<State, Value> else {
        return nil
      }
      let key = RecordingKey(stringValue: name)
      let rows = (valueType as? any RecordableArray.Type)?.recordedRows(keyPath)
      return Self(
        name: name,
        encodeValue: { state, container in
          try container.encode(state[keyPath: keyPath], forKey: key)
        },
        decodeValue: { container, state in
          state[keyPath: keyPath] = try container.decode(Value.self, forKey: key)
        },
        rows: rows)
    }
    return typed(codable)
  }
}
