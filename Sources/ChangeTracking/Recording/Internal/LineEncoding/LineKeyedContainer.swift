/// A JSON object that ``LineEncoder`` writes as its members come.
struct LineKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: LineEncoder
  let id: Int

  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    encoder.writeNull()
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    encoder.writeBool(value)
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    encoder.writeString(value)
  }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    try encoder.writeFloatingPoint(value)
  }

  mutating func encode(_ value: Float, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    try encoder.writeFloatingPoint(value)
  }

  mutating func encode(_ value: Int, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int8, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int16, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int32, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int64, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    encoder.writeInteger(value)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try encoder.startMember(of: id, key: key.stringValue)
    try encoder.place(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type,
    forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    encoder.nestedKeyedContainer(in: id, key: key.stringValue)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    encoder.nestedUnkeyedContainer(in: id, key: key.stringValue)
  }

  mutating func superEncoder() -> any Encoder {
    encoder.markUnsupported()
    return encoder
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    encoder.markUnsupported()
    return encoder
  }
}
