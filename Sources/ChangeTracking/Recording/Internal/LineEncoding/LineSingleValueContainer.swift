/// The one value of a slot, which ``LineEncoder`` writes where it stands.
struct LineSingleValueContainer: SingleValueEncodingContainer {
  let encoder: LineEncoder

  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws {
    try encoder.fillSlot()
    encoder.writeNull()
  }

  mutating func encode(_ value: Bool) throws {
    try encoder.fillSlot()
    encoder.writeBool(value)
  }

  mutating func encode(_ value: String) throws {
    try encoder.fillSlot()
    encoder.writeString(value)
  }

  mutating func encode(_ value: Double) throws {
    try encoder.fillSlot()
    try encoder.writeFloatingPoint(value)
  }

  mutating func encode(_ value: Float) throws {
    try encoder.fillSlot()
    try encoder.writeFloatingPoint(value)
  }

  mutating func encode(_ value: Int) throws {
    try encoder.fillSlot()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int8) throws {
    try encoder.fillSlot()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int16) throws {
    try encoder.fillSlot()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int32) throws {
    try encoder.fillSlot()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: Int64) throws {
    try encoder.fillSlot()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt) throws {
    try encoder.fillSlot()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt8) throws {
    try encoder.fillSlot()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt16) throws {
    try encoder.fillSlot()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt32) throws {
    try encoder.fillSlot()
    encoder.writeInteger(value)
  }

  mutating func encode(_ value: UInt64) throws {
    try encoder.fillSlot()
    encoder.writeInteger(value)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try encoder.placeSingle(value)
  }
}
