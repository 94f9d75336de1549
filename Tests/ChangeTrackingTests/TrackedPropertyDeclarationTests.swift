import Testing

@testable import ChangeTracking

/// What a declaration works out from its key path: the copy a batch's rebase uses, and whether
/// `set` reports every write.
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
    static var trackedProperties: [TrackedProperty<Self>] { [] }
  }

  /// The state `declaration` copies from `source` into a default `Parent`.
  private func copied(by declaration: TrackedProperty<Parent>, from source: Parent) -> Parent? {
    guard let copy = declaration.declaration.copyValue else {
      return nil
    }
    var target = Parent()
    copy(&target, source)
    return target
  }

  private var source: Parent {
    var source = Parent()
    source.name = "Ada"
    source.ping = 3
    source.cache = 9
    source.child.count = 5
    source.extra = Child(count: 2)
    return source
  }

  @Test func aReadOnlyUntrackedPropertyHasNothingToCopy() {
    #expect(TrackedProperty<Parent>.untracked(\.id).declaration.copyValue == nil)
  }

  @Test func everyWritablePropertyCopiesItsOwnValueOnly() {
    var expected = Parent()
    expected.name = "Ada"
    #expect(copied(by: .tracked(\.name, as: .name), from: source) == expected)
    expected = Parent()
    expected.cache = 9
    #expect(copied(by: .untracked(\.cache), from: source) == expected)
    expected = Parent()
    expected.child.count = 5
    #expect(copied(by: .scoped(\.child, as: Parent.Change.child), from: source) == expected)
    expected = Parent()
    expected.extra = Child(count: 2)
    #expect(copied(by: .scoped(\.extra, as: Parent.Change.extra), from: source) == expected)
    expected = Parent()
    expected.ping = 3
    #expect(
      copied(by: .tracked(\.ping, as: .ping, isEqual: { $0 == $1 }), from: source) == expected)
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
