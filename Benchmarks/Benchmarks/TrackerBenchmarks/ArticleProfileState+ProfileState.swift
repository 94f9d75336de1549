import ArticleProfile

extension ArticleProfileState {
  /// The same content as `state`, with no observer.
  init(_ state: ProfileState) {
    self.init(
      name: state.name,
      dateOfBirth: state.dateOfBirth,
      email: state.email,
      accountStatus: state.accountStatus,
      callsInProgress: state.callsInProgress,
      errorMessage: state.errorMessage,
      items: state.items
    )
  }
}
