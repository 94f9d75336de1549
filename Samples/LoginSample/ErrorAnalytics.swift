import ChangeTracking

/// Logs every error the login screen shows, attached from outside: the view model does not
/// know it exists.
///
/// It plays the part of a decorator around the screen's logic, without wrapping it: it only
/// observes the `error` property, so the screen's code stays as it is.
@MainActor
final class ErrorAnalytics {
  /// The events sent so far, in order.
  private(set) var events: [String] = []

  private var token: ObservationToken?

  /// Starts logging the errors that `tracker`'s state shows.
  init(observing tracker: StateTracker<LoginState>, send: @escaping (String) -> Void = { _ in }) {
    token = tracker.observe([.error]) { [unowned self] record in
      guard let error = record.snapshot.error else {
        return
      }
      let event = "login_error_shown: \(error)"
      events.append(event)
      send(event)
    }
  }
}
