extension Unicode.Scalar {
  /// The escape that Swift string literals and JSON strings both write for the scalar: a
  /// backslash before a quote or a backslash, and `\n`, `\r`, `\t`; `nil` for any other scalar.
  package var backslashEscape: String? {
    switch self {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: nil
    }
  }
}
