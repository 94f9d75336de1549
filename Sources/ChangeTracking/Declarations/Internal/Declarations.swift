/// What a tracker knows of its state's declared properties: the declarations, the index that
/// finds a declaration from a key path, and how `set` compares a value with the one it replaces.
@usableFromInline
struct Declarations<State: TrackedState> {
  /// The declarations of the state's properties, in declaration order.
  @usableFromInline
  let properties: ContiguousArray<TrackedProperty<State>>

  /// Which declaration each key path seen by `set` designates.
  @usableFromInline
  var keyPaths: KeyPathIndex

  /// Whether every `set` reports, even of an equal value.
  @usableFromInline
  let reportsEveryWrite: Bool

  /// Whether `set` may skip a write of an equal value before finding its declaration: every
  /// declaration compares with `==` and none, nor the tracker, reports every write.
  @usableFromInline
  let skipsEqualWritesEarly: Bool

  /// The declarations of `State`. In debug builds they are checked against the stored
  /// properties of the tracker's state (the check itself runs once per state type), and a tracker
  /// made with declarations at fault stops with a message naming each property.
  init(checking state: @autoclosure () -> State, reportsEveryWrite: Bool) {
    #if DEBUG
      do {
        try state().validateTrackedProperties()
      } catch {
        fatalError(error.description)
      }
    #endif
    properties = ContiguousArray(State.trackedProperties)
    keyPaths = KeyPathIndex(properties)
    self.reportsEveryWrite = reportsEveryWrite
    skipsEqualWritesEarly =
      !reportsEveryWrite
      && properties.allSatisfy { $0.comparison != .custom && !$0.reportsEveryWrite }
  }
}
