extension String {
  /// The string with each Unicode scalar for which `replacement` gives text replaced by that
  /// text, and every other scalar kept: the one loop of every escaping the package writes (Swift
  /// literals in diffs, JSON and HTML in the inspector's page).
  ///
  /// - Parameter replacement: The text that stands for a scalar, or `nil` to keep it.
  /// - Returns: The escaped string.
  package func escaped(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let text = replacement(scalar) {
        result += text
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
