/// Lines written by several observers, in the order they ran.
@MainActor
final class Journal {
  var lines: [String] = []
}
