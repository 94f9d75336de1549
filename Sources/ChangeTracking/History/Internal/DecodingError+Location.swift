/// Where a decoding error is, and what it says, as the readers of saved histories and session
/// recordings report it.
extension DecodingError {
  /// The coding path of the value at fault in `error` (a missing key included) and the
  /// decoder's words; `parses` is `false` when the text is no JSON at all, or the error is of a
  /// kind this code does not know, whose description is then the detail.
  static func location(
    of error: any Error
  ) -> (path: [any CodingKey], detail: String, parses: Bool) {
    switch error as? DecodingError {
    case .dataCorrupted(let context)?:
      (context.codingPath, context.debugDescription, !context.codingPath.isEmpty)
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
      (context.codingPath, context.debugDescription, true)
    case .keyNotFound(let key, let context)?:
      (context.codingPath + [key], "the key '\(key.stringValue)' is missing", true)
    default:
      ([], String(describing: error), false)
    }
  }

  /// A coding path written as `records[2].snapshot.title`.
  static func describe(_ path: [any CodingKey]) -> String {
    path.reduce(into: "") { text, key in
      text += key.intValue.map { "[\($0)]" } ?? (text.isEmpty ? "" : ".") + key.stringValue
    }
  }
}
