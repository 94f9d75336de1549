/// A JSON array that ``LineEncoder`` writes as its elements come.
struct LineUnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: LineEncoder
  let id: Int

  var codingPath: [any CodingKey] { [] }

  var count: Int { encoder.count(of: id) }

  mutating func encodeNil() throws {
    try encoder.startMember(of: id, key: nil)
    encoder.writeNull()
  }

  mutating func encode(_ value: Bool) throws {
    try encoder.startMember(of: id, key: nil)
    encoder.writeBool(value)
  }

  mutating func encode(_ value: String) throws {
    try encoder.startMember(of: id, key: nil)
    encoder.writeString(value)
  }

  mutating func encode(_ value: Double) throws {
    try encoder.startMember(of: id, key: nil)
    try encoder.writeFloatingPoint(value)
  }

  mutating func encode(_ value: Float) throws {
    try encoder.startMember(of: id, key: nil)
    try encoder.writeFloatingPoint(value)
  }

  mutating func encode(_ value: Int) throws {
    try encoder.startMember(of: id, key: nil)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int8) throws {
    try encoder.startMember(of: id, key: nil)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int16) throws {
    try encoder.startMember(of: id, key: nil)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int32) throws {
    try encoder.startMember(of: id, key: nil)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int64) throws {
    try encoder.startMember(of: id, key: nil)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt) throws {
    try encoder.startMember(of: id, key: nil)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt8) throws {
    try encoder.startMember(of: id, key: nil)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt16) throws {
    try encoder.startMember(of: id, key: nil)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt32) throws {
    try encoder.startMember(of: id, key: nil)
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt64) throws {
    try encoder.startMember(of: id, key: nil)
    encoder.writeInteger(value)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try encoder.startMember(of: id, key: nil)
    try encoder.place(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    encoder.nestedKeyedContainer(in: id, key: nil)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    encoder.nestedUnkeyedContainer(in: id, key: nil)
  }

  mutating func superEncoder() -> any Encoder {
    encoder.markUnsupported()
    return encoder
  }
}
