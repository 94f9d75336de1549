/// A calendar day, such as a date of birth: a plain value, so that the example needs no
/// Foundation.
struct Day: Hashable, Sendable {
  var year: Int
  var month: Int
  var day: Int
}
