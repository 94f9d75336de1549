/// Two strings with a flag between them: a value with padding inside it, which a copy need not
/// carry over.
struct PaddedPair: Equatable, Sendable {
  var name = "A name long enough to be kept on the heap"
  var flag = false
  var other = "Another string long enough for the heap"
}
