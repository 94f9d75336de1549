import ChangeTracking
import ChangeTrackingTesting
import Testing

/// What each attribute of `@ChangeTracked` changes in what a tracker reports, as an app sees it.
@MainActor
@Suite struct AttributeOptionsTests {
  @Test func everyWritePropertyReportsAnEqualWrite() async {
    let tracker = StateTracker(AccountScreenState())
    await assertChanges(of: tracker) { changes in
      tracker.set(\.lastPing, to: 0)
      changes.expect(.lastPing)
    }
  }

  @Test func customComparisonDecidesWhatIsAChange() async {
    let tracker = StateTracker(AccountScreenState(email: "ada@example.com"))
    await assertChanges(of: tracker) { changes in
      tracker.set(\.email, to: "ADA@example.com")
      tracker.set(\.email, to: "grace@example.com")
      changes.expect(.email) { $0.email = "grace@example.com" }
    }
  }

  @Test func renamedChangeIsReportedUnderItsName() async {
    let tracker = StateTracker(AccountScreenState())
    await assertChanges(of: tracker) { changes in
      tracker.set(\.name, to: "Ada")
      changes.expect(.displayName) { $0.name = "Ada" }
    }
  }

  @Test func untrackedPropertyIsStoredAndNotReported() async {
    let tracker = StateTracker(AccountScreenState())
    await assertChanges(of: tracker) { _ in
      tracker.set(\.avatarCache, to: ["ada": "ada.png"])
    }
    #expect(tracker.avatarCache == ["ada": "ada.png"])
  }

  @Test func scopedChildWriteReachesTheParentAsAnEmbeddedChange() async throws {
    let tracker = StateTracker(AccountScreenState())
    let theme = try tracker.scope(\.theme)
    await assertChanges(of: tracker) { changes in
      theme.set(\.name, to: "dark")
      changes.expect(.theme(.name)) { $0.theme.name = "dark" }
    }
  }

  @Test func optionalScopedChildAppearingReportsEachOfItsChanges() async {
    let tracker = StateTracker(AccountScreenState())
    await assertChanges(of: tracker) { changes in
      tracker.set(\.draftTheme, to: ThemeState(name: "sepia"))
      changes.expect(.draftTheme(.name)) { $0.draftTheme = ThemeState(name: "sepia") }
    }
  }

  @Test func declarationPassesTheLibraryCheck() throws {
    try AccountScreenState().validateTrackedProperties()
    try ThemeState().validateTrackedProperties()
  }
}
