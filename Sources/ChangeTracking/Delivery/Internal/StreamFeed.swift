/// The producing end of a change stream, finished when the tracker that feeds it goes away.
///
/// The tracker's observer holds the feed; when the tracker is released, its observers go, and
/// with them the feed, whose release ends the stream.
final class StreamFeed<Element> {
  let continuation: AsyncStream<Element>.Continuation

  init(_ continuation: AsyncStream<Element>.Continuation) {
    self.continuation = continuation
  }

  deinit {
    continuation.finish()
  }
}
