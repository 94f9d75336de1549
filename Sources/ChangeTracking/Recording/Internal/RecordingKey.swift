/// A property's name in a session recording line's `values` and `rowValues`: any string.
struct RecordingKey: CodingKey {
  var stringValue: String

  var intValue: Int? { nil }

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}
