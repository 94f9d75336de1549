import ArticleSampleChecks
import ChangeTracking
import Foundation
import Testing

// The Getting Started article's samples, word for word, so that each one compiles and runs.

/// The types the article's samples declare, and those they assume the app has.
private enum GettingStartedArticle {
  struct User {
    var name: String?
    var dateOfBirth: Date?
    var email: String?
  }

  protocol UserService: Sendable {
    func fetchUser() async throws -> User
  }

  struct StubUserService: UserService {
    let user: User
    func fetchUser() async throws -> User { user }
  }

  // Article, "Declare the state":
  struct ProfileState: TrackedState {
    var name: String?
    var dateOfBirth: Date?
    var email: String?
    var callsInProgress = 0
    var avatarCache: [URL: Data] = [:]

    enum Change: Hashable, Sendable {
      case name, dateOfBirth, email, callsInProgress
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.name, as: .name),
      .tracked(\.dateOfBirth, as: .dateOfBirth),
      .tracked(\.email, as: .email),
      .tracked(\.callsInProgress, as: .callsInProgress),
      .untracked(\.avatarCache),
    ]
  }

  // Article, "Write through the tracker":
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
        tracker.set(\.name, to: user.name)
        tracker.set(\.dateOfBirth, to: user.dateOfBirth)
        tracker.set(\.email, to: user.email)
      }
    }
  }

  /// A screen with one label per property.
  final class ProfileView {
    var refreshed: [ProfileState.Change] = []

    func refreshLabel(for change: ProfileState.Change) {
      refreshed.append(change)
    }
  }

  final class Spinner {
    var isHidden = true
  }
}

@Suite @MainActor struct GettingStartedArticleTests {
  private typealias ProfileState = GettingStartedArticle.ProfileState

  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachSample(
      of: "Sources/ChangeTracking/ChangeTracking.docc/GettingStarted.md", in: #filePath)
  }

  @Test func declarationCoversEveryStoredProperty() throws {
    try ProfileState().validateTrackedProperties()
  }

  @Test func viewModelReportsEachPropertyOfTheUserBetweenTheCallCounts() async {
    let user = GettingStartedArticle.User(
      name: "Ada Lovelace", dateOfBirth: Date(timeIntervalSince1970: 0), email: "ada@example.com")
    let viewModel = GettingStartedArticle.ProfileViewModel(
      service: GettingStartedArticle.StubUserService(user: user))
    let log = RecordLog(viewModel.tracker)
    await viewModel.fetchUser().value
    #expect(log.changes == [.callsInProgress, .name, .dateOfBirth, .email, .callsInProgress])
    #expect(log.snapshots.map(\.callsInProgress) == [1, 1, 1, 1, 0])
  }

  @Test func assignmentsAreTrackedWrites() {
    let tracker = StateTracker(ProfileState(name: "Ada"))
    let log = RecordLog(tracker)

    // Article, "Assigning through the tracker":
    tracker.email = "ada@example.com"  // tracker.set(\.email, to: "ada@example.com")
    tracker.callsInProgress += 1  // one read, one write: one report
    tracker.name = nil  // optionals take nil

    #expect(log.changes == [.email, .callsInProgress, .name])
    #expect(tracker.state.email == "ada@example.com")
    #expect(tracker.state.callsInProgress == 1)
    #expect(tracker.state.name == nil)
  }

  @Test func onChangeAndAFilteredObserverSeeTheirChanges() {
    let tracker = StateTracker(ProfileState())
    let view = GettingStartedArticle.ProfileView()
    let spinner = GettingStartedArticle.Spinner()

    // Article, "See every change":
    tracker.onChange = { change in view.refreshLabel(for: change) }

    let token = tracker.observe([.callsInProgress]) { record in
      spinner.isHidden = record.snapshot.callsInProgress == 0
    }

    tracker.set(\.callsInProgress, to: 1)
    #expect(!spinner.isHidden)
    tracker.set(\.name, to: "Ada")
    tracker.set(\.callsInProgress, to: 0)
    #expect(spinner.isHidden)
    #expect(view.refreshed == [.callsInProgress, .name, .callsInProgress])
    token.cancel()
  }
}
