/// One entry of the to-do list.
struct TodoItem: Equatable, Codable, Sendable {
  var text: String
  var isDone = false
}
