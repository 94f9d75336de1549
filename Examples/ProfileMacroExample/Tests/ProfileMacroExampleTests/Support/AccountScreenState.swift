import ChangeTrackingMacros

/// A state that uses every attribute of `@ChangeTracked`, one property each.
@ChangeTracked
struct AccountScreenState: Equatable, Sendable {
  @Tracked(reporting: .everyWrite) var lastPing = 0
  @Tracked(isEqual: { (a: String, b: String) in a.lowercased() == b.lowercased() })
  var email = ""
  @Tracked(as: "displayName") var name = ""
  @Untracked var avatarCache: [String: String] = [:]
  @Scoped var theme: ThemeState = ThemeState()
  @Scoped var draftTheme: ThemeState?
}
