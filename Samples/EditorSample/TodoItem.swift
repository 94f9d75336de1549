/// One entry of the to-do list, identified so that a row's reload names the item it shows.
struct TodoItem: Identifiable, Equatable, Codable, Sendable {
  var id: Int
  var text: String
  var isDone = false
}
