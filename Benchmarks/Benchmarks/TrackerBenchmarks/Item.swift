/// One entry of the state's list: a to-do, as a screen would show it.
struct Item: Equatable, Sendable {
  var id: Int
  var title: String
  var isDone: Bool
}
