import ChangeTracking
import Testing

// The README's "Modules, streams and SwiftUI" example, kept here word for word so that it cannot
// rot, with the types it assumes. (`swift format` puts a case with a payload on its own line.)

private struct User: Hashable, Sendable {
  static let guest = User(name: "guest")

  var name: String
}

private struct NewsState: TrackedState, Equatable, Sendable {
  enum Step: Hashable, Sendable { case idle, loading }

  var user: User
  var step = Step.idle

  enum Change: Hashable, Sendable { case user, step }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.user, as: .user),
    .tracked(\.step, as: .step),
  ]
}

// README, from here…
private struct AppState: TrackedState {
  var user = User.guest
  var news = NewsState(user: .guest)

  enum Change: Hashable, Sendable {
    case user
    case news(NewsState.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.user, as: .user),
    .scoped(\.news, as: Change.news),
  ]
}
// …to here.

extension ReadmeExampleTests {
  @Test func modulesExampleReportsWhatItsCommentsSay() async throws {
    var appSaw: [AppState.Change] = []
    var newsSaw: [NewsState.Change] = []

    // README, from here…
    let app = StateTracker(AppState())
    let news = try app.scope(\.news)  // a StateTracker<NewsState>
    // …(the observers that check the comments below)…
    let appToken = app.observe { appSaw.append($0.change) }
    let newsToken = news.observe { newsSaw.append($0.change) }
    let steps = news.values(of: \.step)
    news.set(\.step, to: .loading)  // news sees .step, app sees .news(.step)
    app.set(\.news.user, to: User(name: "Ada"))  // app sees .news(.user), news sees .user
    // …to here.

    #expect(appSaw == [.news(.step), .news(.user)])
    #expect(newsSaw == [.step, .user])
    #expect(app.news.user.name == "Ada")
    appToken.cancel()
    newsToken.cancel()
    _ = consume news
    _ = consume app
    var seenSteps: [NewsState.Step] = []
    for await step in steps {
      seenSteps.append(step)
    }
    #expect(seenSteps == [.loading])
  }
}
