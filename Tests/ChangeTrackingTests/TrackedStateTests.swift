import ChangeTracking
import Testing

@Suite struct TrackedStateTests {
  @Test func completeDeclarationValidates() throws {
    try Counter().validateTrackedProperties()
  }

  @Test func undeclaredPropertyIsNamed() {
    #expect(throws: TrackingDeclarationError.self) {
      try MissingProperty().validateTrackedProperties()
    }
    let error = #expect(throws: TrackingDeclarationError.self) {
      try MissingProperty().validateTrackedProperties()
    }
    #expect(error?.problems == [.undeclared(property: "email")])
  }

  @Test func propertyDeclaredTwiceIsNamed() {
    let error = #expect(throws: TrackingDeclarationError.self) {
      try DuplicateProperty().validateTrackedProperties()
    }
    #expect(error?.problems == [.declaredMoreThanOnce(property: "name")])
  }

  @Test func changeSharedByTwoPropertiesIsNamed() {
    let error = #expect(throws: TrackingDeclarationError.self) {
      try SharedChange().validateTrackedProperties()
    }
    #expect(
      error?.problems == [.changeSharedByProperties(change: "name", properties: ["first", "last"])])
  }

  @Test func computedAndNestedKeyPathsAreNotStoredProperties() {
    let error = #expect(throws: TrackingDeclarationError.self) {
      try ComputedAndNested().validateTrackedProperties()
    }
    #expect(error?.problems.count == 3)
    #expect(error?.problems.first == .undeclared(property: "inner"))
    #expect(error?.problems.last == .notAStoredProperty(keyPath: "\\ComputedAndNested.inner.x"))
  }

  @Test func classStateIsRejected() {
    let error = #expect(throws: TrackingDeclarationError.self) {
      try ClassState().validateTrackedProperties()
    }
    #expect(error?.problems.count == 1)
    #expect(error?.description.contains("a tracked state must be a struct") == true)
  }

  @Test func errorDescriptionNamesTypeAndEveryProblem() {
    let error = #expect(throws: TrackingDeclarationError.self) {
      try MissingProperty().validateTrackedProperties()
    }
    #expect(
      error?.description == """
        ChangeTrackingTests.MissingProperty's trackedProperties is incomplete or inconsistent:
        - stored property 'email' is not declared; declare it with .tracked(\\.email, as: ...) \
        or .untracked(\\.email)
        """
    )
  }

  @Test func validatingInitializerThrowsForMisdeclaredState() {
    let error = #expect(throws: TrackingDeclarationError.self) {
      _ = try StateTracker(validating: SharedChange())
    }
    #expect(error?.stateType == "ChangeTrackingTests.SharedChange")
  }

  @Test func validatingInitializerAcceptsCompleteState() throws {
    let tracker = try StateTracker(validating: Counter(value: 3))
    #expect(tracker.value == 3)
  }

  #if DEBUG
    // The check runs in debug builds only: a release build trusts the declaration.
    @Test func trackerCreationStopsDebugBuildsForMisdeclaredState() async {
      let result = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        _ = StateTracker(MissingProperty())
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("stored property 'email' is not declared"))
    }
  #endif
}
