import ChangeTracking
import Testing

/// A stored property of function type, such as an action closure, declared untracked.
@Suite struct FunctionPropertyTests {
  @Test func untrackedFunctionPropertiesValidate() throws {
    try ButtonState().validateTrackedProperties()
    let tracker = try StateTracker(validating: ButtonState(title: "OK"))
    #expect(tracker.title == "OK")
  }

  @Test func undeclaredOrDuplicatedFunctionPropertyIsNamed() {
    let error = #expect(throws: TrackingDeclarationError.self) {
      try MisdeclaredActions().validateTrackedProperties()
    }
    #expect(
      error?.problems == [
        .undeclared(property: "onLongPress"), .declaredMoreThanOnce(property: "onTap"),
      ])
  }

  @Test func setStoresAFunctionPropertyAndReportsNothing() {
    let tracker = StateTracker(ButtonState())
    let log = RecordLog(tracker)
    let taps = TapCounter()
    tracker.set(\.onTap, to: { taps.add(1) })
    tracker.set(\.onLongPress, to: { taps.add(10) })
    tracker.set(\.format, to: { "#\($0)" })
    tracker.state.onTap()
    tracker.state.onLongPress()
    #expect(taps.total == 11)
    #expect(tracker.state.format(3) == "#3")
    #expect(log.records.isEmpty)
  }

  @Test func updateStoresAFunctionPropertyAndReportsTheTrackedOnes() {
    let tracker = StateTracker(ButtonState())
    let log = RecordLog(tracker)
    let taps = TapCounter()
    tracker.update { state in
      state.title = "Send"
      state.onLongPress = { taps.add(1) }
    }
    tracker.state.onLongPress()
    tracker.state.onTap()
    #expect(taps.total == 1)
    #expect(log.changes == [.title])
  }

  @Test func optionalFunctionPropertyValidatesWhenTheSampleHoldsAClosure() throws {
    try OptionalActionState(onDoubleTap: {}).validateTrackedProperties()
  }

  @Test func optionalFunctionPropertyThatIsNilCannotBeFound() {
    // Writing `nil` back through the key path changes no bits, so nothing tells which property
    // it designates: the limit the misuse catalogue documents.
    let error = #expect(throws: TrackingDeclarationError.self) {
      try NilOptionalActionState().validateTrackedProperties()
    }
    #expect(error?.problems.first == .undeclared(property: "onDoubleTap"))
    #expect(error?.problems.count == 2)
  }

  @Test func optionalClosureWrappedInAStructureValidatesAndIsStored() throws {
    try WrappedActionState().validateTrackedProperties()
    let tracker = StateTracker(WrappedActionState())
    let taps = TapCounter()
    tracker.set(\.onDoubleTap, to: WrappedActionState.Action { taps.add(1) })
    tracker.state.onDoubleTap?.run()
    #expect(taps.total == 1)
  }

  @Test func computedOrNestedKeyPathsOfFunctionTypeAreNotStoredPropertiesAndAreNotApplied() {
    let error = #expect(throws: TrackingDeclarationError.self) {
      try ActionKeyPathsThatAreNotStored().validateTrackedProperties()
    }
    let notStored = error?.problems.filter {
      if case .notAStoredProperty = $0 { true } else { false }
    }
    #expect(error?.problems.count == 3)
    #expect(notStored?.count == 3)
  }
}
