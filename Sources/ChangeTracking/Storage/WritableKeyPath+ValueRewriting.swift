extension WritableKeyPath: ValueRewriting {
  func rewritingValue(in root: Any) -> Any? {
    guard var copy = root as? Root else {
      return nil
    }
    copy[keyPath: self] = copy[keyPath: self]
    return copy
  }
}
