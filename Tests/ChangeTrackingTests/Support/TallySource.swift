/// A service on its own actor: calling it leaves the caller's isolation and comes back.
actor TallySource {
  private var served = 0

  /// The number of calls so far, this one included.
  func next() -> Int {
    served += 1
    return served
  }
}
