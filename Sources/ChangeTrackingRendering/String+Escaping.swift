extension String {
  /// The string with each Unicode scalar for which `replacement` gives text replaced by that
  /// text, and every other scalar kept: the loop that the Swift literals of diffs and the
  /// inspector page's JSON and HTML share.
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
