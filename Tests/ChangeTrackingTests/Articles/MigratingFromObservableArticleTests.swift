import ArticleSampleChecks
import ChangeTracking
import Observation
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

// The Migrating from @Observable article's samples, word for word. The models compile and run
// everywhere; the SwiftUI views compile where SwiftUI exists (Apple platforms).

/// What the article's samples assume the app has.
private enum ObservableArticle {
  struct User: Sendable {
    var name: String
    var email: String
  }

  protocol UserService: Sendable {
    func fetchUser() async throws -> User
  }

  struct StubUserService: UserService {
    func fetchUser() async throws -> User {
      User(name: "Ada Lovelace", email: "ada@example.com")
    }
  }
}

/// The screen before: an `@Observable` model.
private enum BeforeMigration {
  typealias UserService = ObservableArticle.UserService

  @Observable
  @MainActor
  final class ProfileModel {
    var name: String?
    var email: String?
    var callsInProgress = 0

    @ObservationIgnored private let service: any UserService

    init(service: any UserService) {
      self.service = service
    }

    func fetchUser() async {
      callsInProgress += 1
      defer { callsInProgress -= 1 }
      guard let user = try? await service.fetchUser() else { return }
      name = user.name
      email = user.email
    }
  }

  #if canImport(SwiftUI)
    struct ProfileView: View {
      let model: ProfileModel

      var body: some View {
        Form {
          Text(model.name ?? "—")
          Text(model.email ?? "—")
          if model.callsInProgress > 0 { ProgressView() }
        }
        .task { await model.fetchUser() }
      }
    }
  #endif
}

/// The screen after: a tracked state, and a model that writes through its tracker.
private enum AfterMigration {
  typealias UserService = ObservableArticle.UserService

  struct ProfileState: TrackedState, Equatable, Sendable {
    var name: String?
    var email: String?
    var callsInProgress = 0

    enum Change: Hashable, Sendable {
      case name, email, callsInProgress
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.name, as: .name),
      .tracked(\.email, as: .email),
      .tracked(\.callsInProgress, as: .callsInProgress),
    ]
  }

  @MainActor
  final class ProfileModel {
    let tracker = StateTracker(ProfileState())
    private let service: any UserService

    init(service: any UserService) {
      self.service = service
      tracker.enableObservation()
    }

    func fetchUser() async {
      tracker.set(\.callsInProgress, to: tracker.callsInProgress + 1)
      defer { tracker.set(\.callsInProgress, to: tracker.callsInProgress - 1) }
      guard let user = try? await service.fetchUser() else { return }
      tracker.update { state in
        state.name = user.name
        state.email = user.email
      }
    }
  }

  #if canImport(SwiftUI)
    struct ProfileView: View {
      let model: ProfileModel

      var body: some View {
        Form {
          Text(model.tracker.name ?? "—")
          Text(model.tracker.email ?? "—")
          if model.tracker.callsInProgress > 0 { ProgressView() }
        }
        .task { await model.fetchUser() }
      }
    }
  #endif
}

@Suite @MainActor struct MigratingFromObservableArticleTests {
  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachSample(
      of: "Sources/ChangeTracking/ChangeTracking.docc/MigratingFromObservable.md", in: #filePath)
  }

  @Test func bothModelsEndInTheSameStateAndOnlyTheTrackedOneSaysHow() async {
    let before = BeforeMigration.ProfileModel(service: ObservableArticle.StubUserService())
    let after = AfterMigration.ProfileModel(service: ObservableArticle.StubUserService())
    let log = RecordLog(after.tracker)

    await before.fetchUser()
    await after.fetchUser()

    #expect(before.name == after.tracker.name)
    #expect(before.email == after.tracker.email)
    #expect(log.changes == [.callsInProgress, .name, .email, .callsInProgress])
  }

  @Test func afterModelInvalidatesAReaderOfEmailOnlyWhenEmailChanges() {
    let model = AfterMigration.ProfileModel(service: ObservableArticle.StubUserService())
    let invalidations = InvalidationCounter()
    withObservationTracking {
      _ = model.tracker.email
    } onChange: {
      invalidations.increment()
    }
    model.tracker.name = "Ada"
    #expect(invalidations.count == 0)
    model.tracker.email = "ada@example.com"
    #expect(invalidations.count == 1)
  }
}
