/// A number whose `==` counts its calls on the counter it holds.
struct Counted: Equatable, Sendable {
  var value: Int
  let counter: ComparisonCounter

  static func == (lhs: Counted, rhs: Counted) -> Bool {
    lhs.counter.count += 1
    return lhs.value == rhs.value
  }
}
