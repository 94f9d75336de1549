/// A row that `==` compares by its id and title alone: its stamp and keepsake may differ between
/// two equal tickets.
struct Ticket: Identifiable, Equatable, CustomStringConvertible {
  var id: Int
  var title: String
  var stamp = 0
  var keepsake: Keepsake?

  var description: String { "\(id):\(title)#\(stamp)" }

  static func == (lhs: Ticket, rhs: Ticket) -> Bool {
    lhs.id == rhs.id && lhs.title == rhs.title
  }
}
