import Testing

@testable import ChangeTracking

/// What a declaration works out from its key path: how a batch that throws puts a stored
/// property back, and whether `set` reports every write.
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

  /// A default `Parent` into which `declaration` moved its property's value from an image of
  /// `source`, as a batch that throws does; `nil` when it has nothing to move.
  ///
  /// `Parent`'s values are trivial (the name is a small string), so the image left behind is
  /// still a whole value.
  private func restored(by declaration: TrackedProperty<Parent>, from source: Parent) -> Parent? {
    guard let restore = declaration.declaration.restoreValue else {
      return nil
    }
    var target = Parent()
    var image = source
    ValueHandle.withTemporary(&target) { target in
      ValueHandle.withTemporary(&image) { image in restore(target, image) }
    }
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

  @Test func aComputedPropertyHasNothingToRestore() {
    let declaration = TrackedProperty<Parent>.untracked(\.doubled).declaration
    #expect(declaration.restoreValue == nil)
    #expect(declaration.settleValue == nil)
  }

  @Test func everyStoredPropertyRestoresItsOwnValueOnly() {
    var expected = Parent()
    expected.name = "Ada"
    #expect(restored(by: .tracked(\.name, as: .name), from: source) == expected)
    expected = Parent()
    expected.cache = 9
    #expect(restored(by: .untracked(\.cache), from: source) == expected)
    expected = Parent()
    expected.ping = 3
    #expect(
      restored(by: .tracked(\.ping, as: .ping, isEqual: { $0 == $1 }), from: source) == expected)
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
