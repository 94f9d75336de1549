extension PublishedFeed: FeedModel {
  var accountName: String {
    get { account.displayName }
    set { account.displayName = newValue }
  }
}
