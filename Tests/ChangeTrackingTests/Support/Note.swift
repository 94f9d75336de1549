/// A value that is not `Equatable`, compared by a closure in `Counter`'s declaration.
struct Note: Sendable {
  var text: String
}
