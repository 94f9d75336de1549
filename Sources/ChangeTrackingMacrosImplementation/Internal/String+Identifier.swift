#if Macros
  extension String {
    /// The name without the backticks that escape it.
    var withoutBackticks: String {
      hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }

    /// Whether the string can name an enum case without backticks.
    var isSwiftIdentifier: Bool {
      guard let first = unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
        return false
      }
      return unicodeScalars.allSatisfy {
        $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
      }
    }
  }
#endif
