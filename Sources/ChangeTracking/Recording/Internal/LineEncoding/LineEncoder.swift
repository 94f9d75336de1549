#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Encodes a value as one line of compact JSON, straight into a buffer of bytes that is kept
/// from one line to the next, without the intermediate tree that `JSONEncoder` builds.
///
/// It writes what `JSONEncoder` with its default strategies writes, keys in the order the value
/// encodes them, for the values whose `Codable` conformance writes its containers one after the
/// other, as synthesized conformances do. Whatever it does not handle the same way — `Data`,
/// `URL` and `Decimal`, which `JSONEncoder` treats apart, a super encoder, a container written
/// after a later one was opened, any error — makes ``encode(_:)`` return `false`, and the caller
/// encodes that value with `JSONEncoder` instead: the bytes are then that encoder's. A value
/// nested deeper than a line may be (see ``JSONNesting``) makes it return `false` too, with
/// ``isTooDeep`` set: no encoder should write that line.
final class LineEncoder {
  /// A container being written: an object or an array, and how many members it has so far.
  struct Frame {
    var id: Int
    var isObject: Bool
    var count: Int
  }

  /// A key written in an object: the object's identity and the key.
  struct WrittenKey: Hashable {
    var container: Int
    var key: String
  }

  /// The encoded line, valid after a successful ``encode(_:)`` and until the next call.
  private(set) var bytes: [UInt8] = []

  /// The containers open, outermost first.
  private var frames: [Frame] = []

  /// The identity the next container gets.
  private var nextID = 0

  /// Whether the value being placed (the current slot) has been written.
  private var slotFilled = false

  /// The container opened for the current slot, which a second request for it gets again.
  private var slotContainer: Int?

  /// Set when the value does something this encoder does not write as `JSONEncoder` would.
  private var unsupported = false

  /// The keys written in the objects of the line so far, to tell a key written twice, which
  /// `JSONEncoder` writes once with its last value.
  private var writtenKeys: Set<WrittenKey> = []

  /// Whether the last value given to ``encode(_:)`` nests objects and arrays deeper than
  /// ``JSONNesting/deepestLine``, which no encoder should write.
  private(set) var isTooDeep = false

  /// `value` as JSON followed by a line break, in ``bytes``; `false` when it must be encoded by
  /// `JSONEncoder` instead.
  func encode(_ value: some Encodable) -> Bool {
    bytes.removeAll(keepingCapacity: true)
    frames.removeAll(keepingCapacity: true)
    writtenKeys.removeAll(keepingCapacity: true)
    unsupported = false
    isTooDeep = false
    do {
      try place(value)
    } catch {
      return false
    }
    guard !unsupported, !isTooDeep else {
      return false
    }
    bytes.append(UInt8(ascii: "\n"))
    return true
  }

  // MARK: Placing values

  /// Writes `value` in the current slot, then closes what it opened.
  func place<Value: Encodable>(_ value: Value) throws {
    let depth = frames.count
    slotFilled = false
    slotContainer = nil
    if Value.self == Data.self || Value.self == URL.self || Value.self == Decimal.self {
      // `JSONEncoder` writes each as one string or number: a placeholder in its stead lets the
      // rest of the value be measured for its depth.
      markUnsupported()
      writeNull()
      slotFilled = true
      return
    }
    try value.encode(to: self)
    if !slotFilled {
      // An empty object, one level below the containers open.
      if frames.count >= JSONNesting.deepestLine {
        isTooDeep = true
      }
      bytes.append(contentsOf: "{}".utf8)
    }
    close(downTo: depth)
    slotFilled = true
  }

  /// Writes `value`, which a single value container was given, in the current slot.
  func placeSingle<Value: Encodable>(_ value: Value) throws {
    guard !slotFilled else {
      throw Unsupported()
    }
    try place(value)
  }

  /// Notes that the value does something this encoder does not write as `JSONEncoder` would.
  func markUnsupported() {
    unsupported = true
  }

  /// Marks the current slot as written by a single value, refusing a second one.
  func fillSlot() throws {
    guard !slotFilled else {
      throw Unsupported()
    }
    slotFilled = true
  }

  /// Opens a container in the current slot, or returns the one already opened for it.
  func openInSlot(isObject: Bool) -> Int {
    if let slotContainer, frames.last?.id == slotContainer,
      frames.last?.isObject == isObject
    {
      return slotContainer
    }
    if slotFilled {
      unsupported = true
    }
    slotFilled = true
    let id = open(isObject: isObject)
    slotContainer = id
    return id
  }

  /// Opens a container where the bytes are, and returns its identity.
  func open(isObject: Bool) -> Int {
    nextID += 1
    frames.append(Frame(id: nextID, isObject: isObject, count: 0))
    if frames.count > JSONNesting.deepestLine {
      isTooDeep = true
    }
    bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
    return nextID
  }

  /// Closes the containers opened within container `id`, and starts its next member, with its
  /// key for an object.
  ///
  /// A key the object already has leaves the line to `JSONEncoder`, which keeps the key once,
  /// with the value written last; this encoder would write both, and a decoder reads the first.
  ///
  /// It throws once the value is nested too deep, which ends the encoding early.
  func startMember(of id: Int, key: String?) throws {
    guard !isTooDeep else {
      throw Unsupported()
    }
    while let last = frames.last, last.id != id {
      closeLast()
    }
    guard !frames.isEmpty else {
      throw Unsupported()
    }
    if frames[frames.count - 1].count > 0 {
      bytes.append(UInt8(ascii: ","))
    }
    frames[frames.count - 1].count += 1
    if let key {
      if !writtenKeys.insert(WrittenKey(container: id, key: key)).inserted {
        markUnsupported()
      }
      writeString(key)
      bytes.append(UInt8(ascii: ":"))
    }
  }

  /// The number of members of container `id` so far.
  func count(of id: Int) -> Int {
    frames.last { $0.id == id }?.count ?? 0
  }

  private func close(downTo depth: Int) {
    while frames.count > depth {
      closeLast()
    }
  }

  private func closeLast() {
    let frame = frames.removeLast()
    bytes.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
  }

  // MARK: Writing scalars

  func writeNull() {
    bytes.append(contentsOf: "null".utf8)
  }

  func writeBool(_ value: Bool) {
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  func writeInteger(_ value: some BinaryInteger) {
    bytes.append(contentsOf: value.description.utf8)
  }

  func writeFloatingPoint(_ value: some BinaryFloatingPoint & LosslessStringConvertible) throws {
    guard value.isFinite else {
      throw Unsupported()
    }
    var text = value.description
    if text.hasSuffix(".0") {
      text.removeLast(2)
    }
    bytes.append(contentsOf: text.utf8)
  }

  /// Writes `string` quoted, escaping what JSON requires: the text is appended in one piece
  /// when nothing needs escaping, which is the common case.
  func writeString(_ string: String) {
    let utf8 = string.utf8
    let needsEscaping = utf8.contains {
      $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }
    guard needsEscaping else {
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: utf8)
      bytes.append(UInt8(ascii: "\""))
      return
    }
    bytes.append(contentsOf: Self.escaped(utf8))
  }

  /// `utf8` quoted and escaped, as one piece.
  private static func escaped(_ utf8: String.UTF8View) -> [UInt8] {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = [UInt8(ascii: "\"")]
    text.reserveCapacity(utf8.count + 8)
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "\""): text.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): text.append(contentsOf: #"\\"#.utf8)
      case UInt8(ascii: "\n"): text.append(contentsOf: #"\n"#.utf8)
      case UInt8(ascii: "\r"): text.append(contentsOf: #"\r"#.utf8)
      case UInt8(ascii: "\t"): text.append(contentsOf: #"\t"#.utf8)
      case 0..<0x20:
        text.append(contentsOf: #"\u00"#.utf8)
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0xF)])
      default: text.append(byte)
      }
    }
    text.append(UInt8(ascii: "\""))
    return text
  }

  /// What makes a value go to `JSONEncoder` instead.
  struct Unsupported: Error {}
}

extension LineEncoder {
  /// A keyed container opened as the next member of container `id`.
  func nestedKeyedContainer<NestedKey: CodingKey>(
    in id: Int,
    key: String?
  ) -> KeyedEncodingContainer<NestedKey> {
    startNestedMember(of: id, key: key)
    return KeyedEncodingContainer(
      LineKeyedContainer<NestedKey>(encoder: self, id: open(isObject: true)))
  }

  /// An unkeyed container opened as the next member of container `id`.
  func nestedUnkeyedContainer(in id: Int, key: String?) -> any UnkeyedEncodingContainer {
    startNestedMember(of: id, key: key)
    return LineUnkeyedContainer(encoder: self, id: open(isObject: false))
  }

  private func startNestedMember(of id: Int, key: String?) {
    do {
      try startMember(of: id, key: key)
    } catch {
      markUnsupported()
    }
  }
}

extension LineEncoder: Encoder {
  var codingPath: [any CodingKey] { [] }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(LineKeyedContainer<Key>(encoder: self, id: openInSlot(isObject: true)))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    LineUnkeyedContainer(encoder: self, id: openInSlot(isObject: false))
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    LineSingleValueContainer(encoder: self)
  }
}

@available(*, unavailable)
extension LineEncoder: Sendable {}
