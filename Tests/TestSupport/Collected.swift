/// What a task hands over to a test, one element at a time, kept in order; the test waits for a
/// number of them without polling, however long the task takes to run.
public actor Collected<Element: Sendable> {
  /// The elements handed over so far, in order.
  public private(set) var elements: [Element] = []

  /// The test waiting for a number of elements, resumed when they are in.
  private var waiter: (count: Int, continuation: CheckedContinuation<Void, Never>)?

  /// Creates an empty collection.
  public init() {}

  /// Keeps `element`, and resumes the test waiting for it.
  public func append(_ element: Element) {
    elements.append(element)
    if let waiter, elements.count >= waiter.count {
      self.waiter = nil
      waiter.continuation.resume()
    }
  }

  /// Returns once `count` elements are in.
  public func wait(forCount count: Int) async {
    guard elements.count < count else {
      return
    }
    await withCheckedContinuation { waiter = (count, $0) }
  }
}
