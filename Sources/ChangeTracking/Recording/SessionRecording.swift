/// A session being recorded to a file: the token that ``StateTracker/record(to:)`` returns.
///
/// Every record the tracker delivers while the token lives is appended to the file as one line
/// of JSON, before the write that caused it returns. Keep the token as long as the recording
/// should run; ``stop()`` or releasing it ends the recording and closes the file.
///
/// Writing never stops the program and never stops delivery: when a record cannot be written
/// (the disk is full, the file was taken away), the recording keeps the error in ``error``,
/// writes nothing more, and the tracker goes on as before. ``stop()`` throws that error.
///
/// ```swift
/// let recording = try tracker.record(to: sessionURL)
/// // ... the app runs ...
/// try recording.stop()
/// ```
///
/// The file's format is described in <doc:SessionRecordings>.
public final class SessionRecording {
  /// What writes to the file, which closes when it goes; `nil` once the recording has stopped.
  private var file: AppendOnlyFile?

  /// The observer that encodes and writes each record; set once, by the tracker.
  var token: ObservationToken?

  /// The first error met while writing, after which nothing more is written.
  ///
  /// It is `nil` while every record has been written.
  public private(set) var error: SessionRecordingError?

  /// The number of records written to the file so far.
  public private(set) var recordCount = 0

  /// The path of the file the session is recorded to.
  public let path: String

  /// Whether records are still being written: the recording was neither stopped nor failed.
  public var isRecording: Bool {
    file != nil && error == nil
  }

  /// Starts recording into `file`, whose header is already written.
  init(file: AppendOnlyFile) {
    self.file = file
    path = file.path
  }

  /// Appends the line that `encode` returns, unless the recording stopped; on an error,
  /// keeps it and stops: nothing more is written.
  func write(_ encode: () throws(SessionRecordingError) -> [UInt8]) {
    guard isRecording, let file else {
      return
    }
    do {
      try file.append(encode())
      recordCount += 1
    } catch {
      self.error = error
      token?.cancel()
    }
  }

  /// Stops recording and closes the file.
  ///
  /// Calling it again does nothing more, and throws the same error, if any.
  ///
  /// - Throws: The ``SessionRecordingError`` that stopped the recording early, if any: every
  ///   record delivered before it was written, none after.
  public func stop() throws(SessionRecordingError) {
    token?.cancel()
    token = nil
    file = nil
    if let error {
      throw error
    }
  }

  deinit {
    token?.cancel()
  }
}

@available(*, unavailable)
extension SessionRecording: Sendable {}
