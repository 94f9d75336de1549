/// The article's view model: it owns its `didSet` state and writes it in its own methods.
///
/// It lives in a module of its own and its write is `@inline(never)`, so that a caller pays
/// what an app pays for each write: a call, and the dynamic exclusivity check of the access to
/// `state` (a stored property of a class, that code outside this module may also access), which
/// a loop in the caller's module could otherwise hoist and pay once.
public final class ArticleProfileViewModel {
  /// The state, with its `onChange` observer.
  public var state: ArticleProfileState

  /// A view model that owns `state`.
  public init(_ state: ArticleProfileState) {
    self.state = state
  }

  /// Writes `callsInProgress`, as a view model's method does once per call; the state's
  /// `didSet` reports it to `onChange`.
  @inline(never)
  public func setCallsInProgress(_ value: Int) {
    state.callsInProgress = value
  }

  /// Writes the name, the email and `callsInProgress`, as a view model's method applies a
  /// response: three writes, each reported by its property's `didSet`.
  @inline(never)
  public func setProfile(name: String?, email: String?, callsInProgress: Int) {
    state.name = name
    state.email = email
    state.callsInProgress = callsInProgress
  }
}
