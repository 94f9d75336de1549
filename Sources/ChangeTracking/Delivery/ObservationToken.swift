/// Keeps an observer registered: cancelling or releasing the token stops it.
///
/// ```swift
/// final class Logger {
///   private var token: ObservationToken?
///
///   func attach(to tracker: StateTracker<ProfileState>) {
///     token = tracker.observe { record in print(record.change) }
///   }
/// }
/// ```
public final class ObservationToken {
  /// Stops the observer; `nil` once done.
  private var stop: (() -> Void)?

  /// Creates a token that calls `stop` once, when cancelled or released.
  init(stop: @escaping () -> Void) {
    self.stop = stop
  }

  deinit {
    stop?()
  }

  /// Whether the observer was stopped.
  public var isCancelled: Bool {
    stop == nil
  }

  /// Stops the observer: it receives no record after this call, even during a delivery.
  ///
  /// Cancelling a token again, or after its tracker was released, does nothing.
  public func cancel() {
    let stop = self.stop
    self.stop = nil
    stop?()
  }
}

@available(*, unavailable)
extension ObservationToken: Sendable {}
