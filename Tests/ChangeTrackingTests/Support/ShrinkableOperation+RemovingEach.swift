extension ShrinkableOperation {
  /// `elements` without one of them, for each one, when there are at least two: the shorter
  /// lists a simplification tries for an operation that carries a list of steps.
  static func removingEach<Element>(_ elements: [Element]) -> [[Element]] {
    guard elements.count > 1 else {
      return []
    }
    return elements.indices.map { index in
      var shorter = elements
      shorter.remove(at: index)
      return shorter
    }
  }
}
