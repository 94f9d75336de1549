/// A view model that owns its state directly, as the article's does.
final class StateHolder<State> {
  var state: State

  init(_ state: State) {
    self.state = state
  }
}
