import ArticleSampleChecks
import ChangeTracking
import ChangeTrackingTesting
import Testing

// The samples of expectBatch's and receiveBatch's documentation comments, word for word, so
// that they compile and run.

/// What the samples assume the app has: a settings screen whose load is one batch.
private enum BatchSample {
  struct Item: Equatable, Sendable {
    var title: String

    static let wifi = Item(title: "Wi-Fi")
    static let bluetooth = Item(title: "Bluetooth")
  }

  struct SettingsState: Equatable, Sendable, TrackedState {
    var displayName = ""
    var items: [Item] = []

    enum Change: Hashable, Sendable {
      case displayName, items
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.displayName, as: .displayName),
      .tracked(\.items, as: .items),
    ]
  }

  @MainActor
  final class SettingsViewModel {
    let tracker = StateTracker(SettingsState())

    /// Shows the user's settings in one batch.
    func load(_ user: String) {
      tracker.update { state in
        state.displayName = user
        state.items = [.wifi, .bluetooth]
      }
    }

    /// Loads in a `Task` that ends with one batch.
    @discardableResult
    func load() -> Task<Void, Never> {
      Task { load("Ada") }
    }
  }
}

@MainActor
@Suite struct BatchSampleTests {
  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachDocumentationSample(
      of: "Sources/ChangeTrackingTesting/ChangeExpectations+Batches.swift", in: #filePath)
  }

  @Test func expectBatchSampleAssertsTheLoad() async {
    let viewModel = BatchSample.SettingsViewModel()
    let user = "Ada"
    await assertChanges(of: viewModel.tracker) { changes in
      viewModel.load(user)  // one `update` that sets the name and the items
      changes.expectBatch([.displayName, .items]) { state in
        state.displayName = "Ada"
        state.items = [.wifi, .bluetooth]
      }
    }
  }

  @Test func receiveBatchSampleWaitsForTheLoad() async {
    let viewModel = BatchSample.SettingsViewModel()
    await assertChanges(of: viewModel.tracker) { changes in
      viewModel.load()  // a `Task` that ends with one `update`
      await changes.receiveBatch([.displayName, .items]) { state in
        state.displayName = "Ada"
        state.items = [.wifi, .bluetooth]
      }
    }
  }
}
