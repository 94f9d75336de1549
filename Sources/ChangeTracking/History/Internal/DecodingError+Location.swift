/// Where a decoding error is, and what it says, as the readers of saved histories and session
/// recordings report it.
extension DecodingError {
  /// The coding path of the value at fault (a missing key included) and the decoder's words;
  /// `nil` for an error of a kind this code does not know.
  var location: (path: [any CodingKey], detail: String)? {
    switch self {
    case .dataCorrupted(let context), .typeMismatch(_, let context),
      .valueNotFound(_, let context):
      return (context.codingPath, context.debugDescription)
    case .keyNotFound(let key, let context):
      return (context.codingPath + [key], "the key '\(key.stringValue)' is missing")
    @unknown default:
      return nil
    }
  }

  /// A coding path written as `records[2].snapshot.title`.
  static func describe(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }
}
