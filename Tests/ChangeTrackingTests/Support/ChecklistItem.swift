/// One element of ``ChecklistState``'s identified rows.
struct ChecklistItem: Identifiable, Equatable, Codable, Sendable, CustomStringConvertible {
  var id: Int
  var title: String
  var isDone = false

  var description: String {
    "\(id):\(title)\(isDone ? "✓" : "")"
  }
}
