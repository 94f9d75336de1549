import ArticleSampleChecks
import ChangeTracking
import Testing

// The Migrating from didSet article's samples, word for word, so that each one compiles; the
// "after" code runs too.

/// What the article's samples assume the app has, in both versions.
private struct User: Sendable {
  var name: String?
  var email: String?
}

/// A screen that refreshes one label per change.
private final class ProfileView {
  var refreshed: [String] = []

  func refresh(_ change: some Any, from state: some Any) {
    refreshed.append("\(change)")
  }
}

/// The hand-written version the article starts from.
private enum Before {
  /// A service that calls back, as the old code base's did.
  protocol UserService {
    func fetchUser(_ completion: @escaping (User) -> Void)
  }

  struct ProfileState {
    enum Change { case name, email, callsInProgress }

    var onChange: ((Change) -> Void)?

    var name: String? { didSet { onChange?(.name) } }
    var email: String? { didSet { onChange?(.email) } }
    var callsInProgress = 0 { didSet { onChange?(.callsInProgress) } }
  }

  final class ProfileViewModel {
    var state = ProfileState()
    private let service: any UserService

    init(service: any UserService) {
      self.service = service
    }

    func fetchUser() {
      state.callsInProgress += 1
      service.fetchUser { user in
        self.state.name = user.name
        self.state.email = user.email
        self.state.callsInProgress -= 1
      }
    }
  }

  /// Compiled, never run: the callback reads the state inside its own `didSet`, which is the
  /// exclusivity violation the article warns about.
  static func connect(_ viewModel: ProfileViewModel, to view: ProfileView) {
    viewModel.state.onChange = { change in view.refresh(change, from: viewModel.state) }
  }
}

/// The tracked version the article ends with.
private enum After {
  protocol UserService: Sendable {
    func fetchUser() async throws -> User
  }

  struct StubUserService: UserService {
    func fetchUser() async throws -> User {
      User(name: "Ada Lovelace", email: "ada@example.com")
    }
  }

  struct ProfileState: TrackedState, Equatable, Sendable {
    var name: String?
    var email: String?
    var callsInProgress = 0

    enum Change: Hashable, Sendable { case name, email, callsInProgress }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.name, as: .name),
      .tracked(\.email, as: .email),
      .tracked(\.callsInProgress, as: .callsInProgress),
    ]
  }

  @MainActor
  final class ProfileViewModel {
    let tracker = StateTracker(ProfileState())
    private let service: any UserService

    init(service: any UserService) {
      self.service = service
    }

    func fetchUser() -> Task<Void, Never> {
      tracker.set(\.callsInProgress, to: tracker.callsInProgress + 1)
      return Task {
        defer { tracker.set(\.callsInProgress, to: tracker.callsInProgress - 1) }
        guard let user = try? await service.fetchUser() else { return }
        tracker.update { state in
          state.name = user.name
          state.email = user.email
        }
      }
    }
  }
}

@Suite @MainActor struct MigratingFromDidSetArticleTests {
  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachSample(
      of: "Sources/ChangeTracking/ChangeTracking.docc/MigratingFromDidSet.md", in: #filePath)
  }

  @Test func trackedViewModelReportsEachChangeToTheViewsCallback() async {
    let viewModel = After.ProfileViewModel(service: After.StubUserService())
    let view = ProfileView()

    // Unowned: the tracker holds its handler, so a strong capture would be a cycle.
    viewModel.tracker.onChange = { [unowned tracker = viewModel.tracker] change in
      view.refresh(change, from: tracker.state)
    }

    await viewModel.fetchUser().value
    #expect(view.refreshed == ["callsInProgress", "name", "email", "callsInProgress"])
  }
}
