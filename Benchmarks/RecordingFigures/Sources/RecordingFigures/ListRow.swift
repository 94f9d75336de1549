/// A row of the measured list: an id, a title, a flag and a note, about 70 bytes of JSON.
struct ListRow: Codable, Equatable, Identifiable, Sendable {
  var id: Int
  var title: String
  var isDone = false
  var note: String
}
