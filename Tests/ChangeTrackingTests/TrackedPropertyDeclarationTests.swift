import Testing

@testable import ChangeTracking

/// What a declaration works out from its key path: whether `set` reports every write.
@Suite struct TrackedPropertyDeclarationTests {
  struct Child: TrackedState, Equatable {
    enum Change: Hashable, Sendable { case count }
    var count = 0
    static var trackedProperties: [TrackedProperty<Self>] { [.tracked(\.count, as: .count)] }
  }

  struct Parent: TrackedState, Equatable {
    enum Change: Hashable, Sendable {
      case name, ping
      case child(Child.Change)
      case extra(Child.Change)
    }
    let id = 7
    var name = ""
    var ping = 0
    var cache = 0
    var child = Child()
    var extra: Child? = nil
    var doubled: Int { ping * 2 }
    static var trackedProperties: [TrackedProperty<Self>] { [] }
  }

  @Test func onlyAnEveryWriteDeclarationReportsEqualWrites() {
    #expect(
      TrackedProperty<Parent>.tracked(\.ping, as: .ping, reporting: .everyWrite)
        .reportsEveryWrite)
    #expect(!TrackedProperty<Parent>.tracked(\.ping, as: .ping).reportsEveryWrite)
    #expect(
      TrackedProperty<Parent>.tracked(\.ping, as: .ping, reporting: .everyWrite, isEqual: ==)
        .reportsEveryWrite)
    #expect(!TrackedProperty<Parent>.untracked(\.cache).reportsEveryWrite)
    #expect(!TrackedProperty<Parent>.scoped(\.child, as: Parent.Change.child).reportsEveryWrite)
  }
}
