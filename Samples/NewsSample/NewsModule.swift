import ChangeTracking

/// The news module: loads titles for its user, and again whenever its user changes.
///
/// It is written against its own state and tracker only. Whoever embeds it hands it a tracker,
/// standalone or scoped from a larger state, and the module cannot tell the difference.
@MainActor
final class NewsModule {
  /// The module's state, and the only way to change it.
  let tracker: StateTracker<NewsState>

  /// The load in progress, for callers that want to wait for it.
  private(set) var currentLoad: Task<Void, Never>?

  private let service: any NewsService
  private var userChanges: ObservationToken?

  init(tracker: StateTracker<NewsState>, service: any NewsService) {
    self.tracker = tracker
    self.service = service
    userChanges = tracker.observe([.user]) { [weak self] _ in
      self?.load()
    }
  }

  /// Loads the titles for the current user: `loading`, then `loaded`.
  @discardableResult
  func load() -> Task<Void, Never> {
    tracker.set(\.step, to: .loading)
    let user = tracker.user
    let task = Task {
      let titles = (try? await service.titles(for: user)) ?? []
      guard tracker.user == user else {
        return  // A newer user's load owns the step now.
      }
      tracker.set(\.step, to: .loaded(titles))
    }
    currentLoad = task
    return task
  }
}
