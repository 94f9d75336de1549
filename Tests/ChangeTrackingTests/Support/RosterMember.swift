/// One person of ``RosterState``'s roster, identified by name.
struct RosterMember: Identifiable, Equatable, Sendable {
  var id: String
  var isPresent = false
}
