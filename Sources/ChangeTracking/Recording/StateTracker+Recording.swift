#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension StateTracker where State: Codable, State.Change: Codable {
  /// Starts recording every change to a file, one line of JSON per record, as it is delivered.
  ///
  /// The file is created, or emptied, and starts with a header line that names the format and
  /// the state type; then each record the tracker delivers is appended as one line, with one
  /// write to the file, before the write that caused it returns: a program that stops at any
  /// moment leaves every record delivered before in the file, and at most its last line cut
  /// off, which ``RecordedSession`` reads up to. A line holds the record's sequence number,
  /// change, row changes and time, and the whole snapshot now and then, otherwise what the
  /// record changed. The format is described in <doc:SessionRecordings>.
  ///
  /// The recording is an observer, registered after those already there, and costs nothing
  /// once stopped. It never changes the order of delivery, and an error while writing never
  /// stops the program: the recording keeps it in ``SessionRecording/error`` and stops.
  ///
  /// ```swift
  /// let recording = try tracker.record(to: URL(fileURLWithPath: "session.jsonl"))
  /// tracker.set(\.title, to: "Groceries")
  /// try recording.stop()
  /// let session = try RecordedSession<TodoState>(contentsOf: URL(fileURLWithPath: "session.jsonl"))
  /// ```
  ///
  /// - Parameter url: Where to write; a file already there is replaced.
  /// - Returns: The recording: keep it as long as the session should be recorded.
  /// - Throws: ``SessionRecordingError/cannotOpen(path:detail:)`` when the file cannot be
  ///   created or opened for writing, ``SessionRecordingError/writeFailed(path:detail:)`` when
  ///   its header cannot be written.
  public func record(to url: URL) throws(SessionRecordingError) -> SessionRecording {
    // A view's records are numbered by its root's batches: each line holds the whole snapshot.
    let writer = SessionRecordingWriter<State>(
      plan: view == nil ? RecordingPlan.forWriting(state) : nil)
    let file = try AppendOnlyFile(path: url.path)
    try file.append(writer.encoder.line(SessionRecordingFile<State>.header))
    let recording = SessionRecording(file: file)
    recording.token = observe { [weak recording, weak self] record in
      guard let self else {
        return
      }
      recording?.write { () throws(SessionRecordingError) in
        let time = Date().timeIntervalSince1970
        return try writer.line(record, lastNumbered: delivery.lastSequence, time: time)
      }
    }
    return recording
  }
}
