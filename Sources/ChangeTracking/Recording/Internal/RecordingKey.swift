/// A key of a session recording's line, or a property's name in its `values` and `rowValues`:
/// any string.
struct RecordingKey: CodingKey, Hashable {
  var stringValue: String

  var intValue: Int? { nil }

  init(_ name: String) {
    stringValue = name
  }

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}
