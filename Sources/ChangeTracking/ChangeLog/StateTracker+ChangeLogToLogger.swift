#if canImport(os)
  public import os

  extension StateTracker {
    /// Logs each record as the tracker reports it, as ``logChanges(_:)`` does, to `logger` at
    /// the debug level.
    ///
    /// ```swift
    /// let log = tracker.logChanges(to: Logger(subsystem: "com.example.app", category: "state"))
    /// ```
    ///
    /// The entries hold the state's values, so they are logged as private: the console of an
    /// attached debugger shows them, a log collected from a device does not.
    ///
    /// - Parameter logger: Where the entries go.
    /// - Returns: A token that stops the log when cancelled or released.
    public func logChanges(to logger: Logger) -> ObservationToken {
      logChanges { entry in logger.debug("\(entry, privacy: .private)") }
    }
  }
#endif
