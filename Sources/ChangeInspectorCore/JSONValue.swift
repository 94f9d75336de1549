/// A JSON value, its objects' keys kept in the order the file has them and its numbers as they
/// are written, so that what is shown is what the file holds.
///
/// `package` so that the check of the page's size can build states too large to record.
package indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number, as written in the file.
  case number(String)
  case string(String)
  case array([JSONValue])
  /// An object's members, in the file's order.
  case object([Member])

  /// One member of an object.
  package struct Member: Hashable, Sendable {
    /// The member's name.
    package var key: String

    /// The member's value.
    package var value: JSONValue

    /// The member named `key`, holding `value`.
    package init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// The value of the first member named `key`, for an object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else {
      return nil
    }
    return members.first { $0.key == key }?.value
  }

  /// The string, for a string.
  var string: String? {
    if case .string(let text) = self {
      return text
    }
    return nil
  }

  /// The number as an integer, for a number written as one.
  var int: Int? {
    if case .number(let text) = self {
      return Int(text)
    }
    return nil
  }

  /// The number as a floating-point value, for a number.
  var double: Double? {
    if case .number(let text) = self {
      return Double(text)
    }
    return nil
  }

  /// The elements, for an array.
  var array: [JSONValue]? {
    if case .array(let elements) = self {
      return elements
    }
    return nil
  }
}
