extension Counter: Equatable {
  /// Compares every property; notes compare by their text.
  static func == (lhs: Counter, rhs: Counter) -> Bool {
    lhs.value == rhs.value && lhs.label == rhs.label && lhs.address == rhs.address
      && lhs.tags == rhs.tags && lhs.note.text == rhs.note.text && lhs.cache == rhs.cache
      && lhs.ping == rhs.ping
  }
}
