import Foundation
import Testing

@testable import ChangeTracking

/// The encoder of a recording's lines writes what `JSONDecoder` reads back as the same value,
/// and leaves to `JSONEncoder` what it does not write the same way.
@Suite struct LineEncoderTests {
  enum Mood: String, Codable, Equatable {
    case calm, tense
  }

  enum Event: Codable, Equatable {
    case opened
    case moved(from: Int, to: Int)
    case renamed(String)
  }

  /// A type whose conformance writes nested containers by hand, and a single value inside one.
  struct Handmade: Codable, Equatable {
    var point: [Double]
    var label: Wrapped

    enum Keys: String, CodingKey {
      case point, meta, label
    }

    enum MetaKeys: String, CodingKey {
      case first
    }

    init(point: [Double], label: Wrapped) {
      self.point = point
      self.label = label
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      var point = try container.nestedUnkeyedContainer(forKey: .point)
      var values: [Double] = []
      while !point.isAtEnd {
        values.append(try point.decode(Double.self))
      }
      self.point = values
      label = try container.decode(Wrapped.self, forKey: .label)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var point = container.nestedUnkeyedContainer(forKey: .point)
      for value in self.point {
        try point.encode(value)
      }
      var meta = container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
      try meta.encode(self.point.first ?? 0, forKey: .first)
      try container.encode(label, forKey: .label)
    }
  }

  struct Wrapped: Codable, Equatable {
    var text: String

    init(text: String) {
      self.text = text
    }

    init(from decoder: any Decoder) throws {
      text = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(text)
    }
  }

  struct Everything: Codable, Equatable {
    var text = "quote \" backslash \\ slash / tab \t line\n bell \u{7} é 😀"
    var integers: [Int64] = [Int64.min, -1, 0, Int64.max]
    var unsigned: UInt64 = .max
    var small: [Int8] = [-128, 127]
    var doubles: [Double] = [0, 1, -1.5, 0.1, 1e-7, 1e300, 123_456_789.125]
    var float: Float = 0.25
    var flags = [true, false]
    var missing: String?
    var present: String? = "here"
    var nothingInside: [Int?] = [nil, 1]
    var date = Date(timeIntervalSince1970: 1_700_000_000.5)
    var mood = Mood.tense
    var events: [Event] = [.opened, .moved(from: 1, to: 2), .renamed("x")]
    var byName: [String: Int] = ["a": 1, "b": 2]
    var byNumber: [Int: String] = [3: "c"]
    var nested: [[String]] = [[], ["a"]]
    var empty: [String: Int] = [:]
    var handmade = Handmade(point: [1, 2.5], label: Wrapped(text: "p"))
  }

  @Test func whatItWritesDecodesAsTheSameValue() throws {
    let encoder = LineEncoder()
    let value = Everything()
    #expect(encoder.encode(value))
    #expect(encoder.bytes.last == UInt8(ascii: "\n"))
    #expect(encoder.bytes.dropLast().contains(UInt8(ascii: "\n")) == false)
    let decoded = try JSONDecoder().decode(Everything.self, from: Data(encoder.bytes))
    #expect(decoded == value)
  }

  @Test func itWritesAsJSONEncoderDoesKeyForKey() throws {
    let encoder = LineEncoder()
    let value = Everything()
    #expect(encoder.encode(value))
    let ours = try JSONSerialization.jsonObject(with: Data(encoder.bytes)) as? NSDictionary
    let theirs =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? NSDictionary
    #expect(ours != nil && ours == theirs)
  }

  @Test func anEncoderIsReusedLineAfterLine() throws {
    let encoder = LineEncoder()
    #expect(encoder.encode(Wrapped(text: "one")))
    #expect(String(decoding: encoder.bytes, as: UTF8.self) == "\"one\"\n")
    #expect(encoder.encode(["two": 2]))
    #expect(String(decoding: encoder.bytes, as: UTF8.self) == "{\"two\":2}\n")
  }

  @Test func whatJSONEncoderTreatsApartIsLeftToIt() {
    let encoder = LineEncoder()
    #expect(!encoder.encode(["data": Data([1, 2, 3])]))
    #expect(!encoder.encode([URL(fileURLWithPath: "/tmp")]))
    #expect(!encoder.encode(Decimal(1)))
    #expect(!encoder.encode([Double.nan]))
    #expect(encoder.encode([1]))
  }
}

/// Values nested to a given depth, for the encoder's depth limit.
extension LineEncoderTests {
  /// `depth` arrays one inside another, the innermost holding an empty object when `endsInObject`.
  struct Nest: Encodable {
    var depth: Int
    var endsInObject = false

    func encode(to encoder: any Encoder) throws {
      guard depth > 0 else {
        _ = encoder.container(keyedBy: Keys.self)
        return
      }
      var container = encoder.unkeyedContainer()
      if depth > 1 || endsInObject {
        try container.encode(Nest(depth: depth - 1, endsInObject: endsInObject))
      }
    }

    enum Keys: CodingKey {}
  }

  /// Reads any JSON, which `JSONDecoder` parses whole before decoding.
  struct AnyJSON: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  @Test(arguments: [false, true])
  func whatItWritesAtTheDepthLimitReadsBackAndDeeperIsRefused(endsInObject: Bool) throws {
    let encoder = LineEncoder()
    let atTheLimit = Nest(depth: endsInObject ? 510 : 511, endsInObject: endsInObject)
    #expect(encoder.encode(atTheLimit))
    #expect(!encoder.isTooDeep)
    _ = try JSONDecoder().decode(AnyJSON.self, from: Data(encoder.bytes))
    #expect(try JSONEncoder().encode(atTheLimit) == Data(encoder.bytes.dropLast()))
    let deeper = Nest(depth: atTheLimit.depth + 1, endsInObject: endsInObject)
    #expect(!encoder.encode(deeper))
    #expect(encoder.isTooDeep)
    #expect(encoder.encode([1]))
    #expect(!encoder.isTooDeep)
  }

  @Test func aValueLeftToJSONEncoderIsStillMeasured() {
    let encoder = LineEncoder()
    #expect(!encoder.encode([[Data([1])]]))
    #expect(!encoder.isTooDeep)
    #expect(!encoder.encode(DataInNest(nest: Nest(depth: 511))))
    #expect(encoder.isTooDeep)
  }

  /// Data, which the encoder leaves to `JSONEncoder`, before a nest of arrays.
  struct DataInNest: Encodable {
    var data = Data([1])
    var nest: Nest
  }
}

/// The depth that a line written by `JSONEncoder` is checked against.
extension LineEncoderTests {
  @Test func theDepthOfJSONCountsObjectsAndArraysOutsideStrings() {
    #expect(JSONNesting.depth(of: Array("12".utf8)) == 0)
    #expect(JSONNesting.depth(of: Array(#"{"a":["[{\"}",{}],"b":[]}"#.utf8)) == 3)
  }
}

/// Keys written twice in one object.
extension LineEncoderTests {
  /// Writes its key twice, first with a default, as a subclass overriding a key its superclass
  /// wrote does; or opens a nested object twice under one key.
  struct Overriding: Encodable {
    var value: Int
    var nested = false

    enum Keys: String, CodingKey {
      case value, inner
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      if nested {
        var first = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
        try first.encode(0, forKey: .value)
        var second = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
        try second.encode(value, forKey: .value)
      } else {
        try container.encode(0, forKey: .value)
        try container.encode(value, forKey: .value)
      }
    }
  }

  @Test(arguments: [false, true])
  func aKeyWrittenTwiceInAnObjectIsLeftToJSONEncoder(nested: Bool) {
    let encoder = LineEncoder()
    #expect(!encoder.encode(Overriding(value: 42, nested: nested)))
    #expect(!encoder.isTooDeep)
    // The same key in two objects is no repeat.
    #expect(encoder.encode(["a": ["value": 1], "b": ["value": 2]]))
  }
}
