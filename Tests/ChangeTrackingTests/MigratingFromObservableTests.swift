import ChangeTracking
import Observation
import Testing

// The screen of the "Migrating from @Observable" article, before and after, without its SwiftUI
// view: the models compile here as the article shows them, and behave as it says.

private struct User: Sendable {
  var name: String
  var email: String
}

private protocol UserService: Sendable {
  func fetchUser() async throws -> User
}

private struct StubUserService: UserService {
  func fetchUser() async throws -> User {
    User(name: "Ada Lovelace", email: "ada@example.com")
  }
}

// Before.
@Observable
@MainActor
private final class ObservableProfileModel {
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

// After.
private struct ProfileState: TrackedState, Equatable, Sendable {
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
private final class ProfileModel {
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

@MainActor
@Suite struct MigratingFromObservableTests {
  @Test func bothModelsInvalidateAReaderOfTheNameWhenItChanges() async {
    let before = ObservableProfileModel(service: StubUserService())
    let after = ProfileModel(service: StubUserService())
    let beforeInvalidations = InvalidationCounter()
    let afterInvalidations = InvalidationCounter()
    withObservationTracking {
      _ = before.name
    } onChange: {
      beforeInvalidations.increment()
    }
    withObservationTracking {
      _ = after.tracker.name
    } onChange: {
      afterInvalidations.increment()
    }

    await before.fetchUser()
    await after.fetchUser()

    #expect(beforeInvalidations.count == 1)
    #expect(afterInvalidations.count == 1)
    #expect(after.tracker.name == before.name)
  }

  @Test func readerOfAnotherPropertyIsNotInvalidatedAfterTheMigration() async {
    let model = ProfileModel(service: StubUserService())
    let invalidations = InvalidationCounter()
    withObservationTracking {
      _ = model.tracker.callsInProgress
    } onChange: {
      invalidations.increment()
    }

    model.tracker.set(\.name, to: "Grace Hopper")

    #expect(invalidations.count == 0)
  }

  @Test func trackedModelReportsEachSideEffectInOrder() async {
    let model = ProfileModel(service: StubUserService())
    let log = RecordLog(model.tracker)

    await model.fetchUser()

    #expect(log.changes == [.callsInProgress, .name, .email, .callsInProgress])
    #expect(log.snapshots.map(\.callsInProgress) == [1, 1, 1, 0])
    #expect(log.snapshots[1] == log.snapshots[2])
  }
}
