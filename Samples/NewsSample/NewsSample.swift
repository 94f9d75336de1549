import ChangeTracking

/// Runs the app with its news module and prints what each side saw, in order.
@main
enum NewsSample {
  @MainActor
  static func main() async throws {
    let app = try AppModel(newsService: SimulatedNewsService())
    var appLog: [String] = []
    var newsLog: [String] = []
    let appToken = app.tracker.observe { record in
      appLog.append("\(record.sequence). \(describe(record.change)) -> \(record.snapshot)")
    }
    let newsToken = app.news.tracker.observe { record in
      newsLog.append("\(record.sequence). .\(record.change) -> \(record.snapshot)")
    }

    print("app: sign in Ada")
    app.signIn(User(name: "Ada"))
    await app.news.currentLoad?.value
    print("app: sign in Grace")
    app.signIn(User(name: "Grace"))
    await app.news.currentLoad?.value

    print("\nApp's change log:")
    for line in appLog { print("  \(line)") }
    print("\nNews module's change log:")
    for line in newsLog { print("  \(line)") }
    withExtendedLifetime((appToken, newsToken)) {}
  }

  /// An app change as it is written in code, such as `.news(.step)`.
  private static func describe(_ change: AppState.Change) -> String {
    switch change {
    case .news(let news): ".news(.\(news))"
    default: ".\(change)"
    }
  }
}
