#if Macros
  import ArticleSampleChecks
  import ChangeTrackingMacros
  import Testing

  // The sample of @TrackedRows' documentation comment, word for word, so that it compiles.

  private enum TrackedRowsSample {
    @ChangeTracked
    struct SettingsState {
      var displayName = ""
      @TrackedRows var items: [SettingsItem] = []
    }
  }

  @Suite struct TrackedRowsSampleTests {
    @Test func everySwiftSampleIsMirroredHere() throws {
      try ArticleSamples.expectEachDocumentationSample(
        of: "Sources/ChangeTrackingMacros/TrackedRows.swift", in: #filePath)
    }

    @Test func sampleDeclaresTheListRowByRow() throws {
      let tracker = StateTracker(TrackedRowsSample.SettingsState())
      var rows: [RowChanges?] = []
      let token = tracker.observe { rows.append($0.rowChanges) }
      tracker.items = [SettingsItem(id: 7, title: "Wi-Fi")]
      tracker.displayName = "Ada"
      token.cancel()
      #expect(rows == [[.inserted(offset: 0, id: RowID(7))], nil])
    }
  }
#endif
