import ChangeTracking
import Foundation
import TestSupport
import Testing

/// Reading a session recording: what a damaged or foreign file gives.
@Suite struct RecordedSessionTests {
  private let header =
    #"{"format":"ChangeTracking.SessionRecording","stateType":"ChangeTrackingTests.NoteState","#
    + #""version":1}"#

  private let titleLine =
    #"{"change":"title","sequence":1,"snapshot":{"body":"","cachedWordCount":0,"tags":[],"#
    + #""title":"T"},"time":1700000000.5}"#

  private func read(_ lines: String...) throws(SessionRecordingError) -> RecordedSession<NoteState>
  {
    try RecordedSession<NoteState>(jsonLines: Array(lines.joined(separator: "\n").utf8))
  }

  @Test func aWellFormedFileReadsItsRecordsAndTimes() throws {
    let session = try read(header, titleLine, "")
    #expect(session.records.map(\.change) == [.title])
    #expect(session.records.first?.snapshot == NoteState(title: "T"))
    #expect(session.times == [Date(timeIntervalSince1970: 1_700_000_000.5)])
    #expect(session.cutOffLine == nil)
  }

  @Test func anEmptyFileOrACutHeaderIsTruncated() {
    #expect(throws: SessionRecordingError.truncated) { try read("") }
    #expect(throws: SessionRecordingError.truncated) { try read(String(header.prefix(20))) }
  }

  @Test func otherJSONIsNotASessionRecording() {
    #expect(throws: SessionRecordingError.notASessionRecording) { try read("[1, 2]", "") }
    #expect(throws: SessionRecordingError.notASessionRecording) {
      try read(#"{"format":"ChangeTracking.SavedHistory","version":2}"#, "")
    }
  }

  @Test func invalidJSONNamesItsLine() {
    #expect {
      try read("{nope}", "")
    } throws: { error in
      guard case .corrupt(line: 1, _) = error as? SessionRecordingError else { return false }
      return true
    }
    #expect {
      try read(header, titleLine, "{\"change\": nope}", titleLine, "")
    } throws: { error in
      guard case .corrupt(line: 3, _) = error as? SessionRecordingError else { return false }
      return true
    }
  }

  @Test func aLineThatIsJSONButNotAnObjectIsNotARecord() {
    for line in ["[1,2]", "\"text\"", "5", "null"] {
      #expect {
        try read(header, titleLine, line, "")
      } throws: { error in
        guard let error = error as? SessionRecordingError,
          case .invalidValue(line: 3, path: "", let detail) = error
        else { return false }
        return error.description
          == "line 3 of the session recording is valid JSON but not a record object: \(detail)"
      }
    }
  }

  @Test func aHeaderFieldOfTheWrongTypeIsNamed() {
    let textVersion = header.replacingOccurrences(of: #""version":1"#, with: #""version":"1""#)
    #expect {
      try read(textVersion, titleLine, "")
    } throws: { error in
      guard let error = error as? SessionRecordingError,
        case .invalidValue(line: 1, path: "version", let detail) = error
      else { return false }
      return error.description
        == "line 1 of the session recording has an invalid value at version: \(detail)"
    }
    // With another format, the header is not a session recording's.
    let otherFormat = textVersion.replacingOccurrences(
      of: "ChangeTracking.SessionRecording", with: "Other")
    #expect(throws: SessionRecordingError.notASessionRecording) {
      try read(otherFormat, titleLine, "")
    }
  }

  @Test func anEmptyLineBeforeTheHeaderIsNamed() {
    let expected = SessionRecordingError.corrupt(
      line: 1, detail: "the line is empty, where the header should be")
    #expect(throws: expected) { try read("", header, titleLine, "") }
    #expect(throws: expected) { try read("", "") }
    #expect(
      expected.description
        == "line 1 of the session recording is not valid JSON: the line is empty, where the "
        + "header should be")
  }

  @Test func aCutLineBeforeTheLastIsAnErrorNotAWarning() {
    #expect {
      try read(header, String(titleLine.prefix(30)), titleLine, "")
    } throws: { error in
      guard case .corrupt(line: 2, _) = error as? SessionRecordingError else { return false }
      return true
    }
  }

  @Test func anotherVersionOrStateTypeIsRefusedByName() {
    let future = header.replacingOccurrences(of: #""version":1"#, with: #""version":3"#)
    #expect(throws: SessionRecordingError.unsupportedVersion(3)) { try read(future, "") }
    let other = header.replacingOccurrences(of: "NoteState", with: "OtherState")
    #expect(
      throws: SessionRecordingError.stateTypeMismatch(
        expected: "ChangeTrackingTests.NoteState", found: "ChangeTrackingTests.OtherState")
    ) { try read(other, "") }
  }

  @Test func anUnknownChangeOrAnInvalidValueNamesItsLineAndPath() {
    let renamed = titleLine.replacingOccurrences(of: #""change":"title""#, with: #""change":"x""#)
    #expect {
      try read(header, titleLine, renamed, "")
    } throws: { error in
      guard case .unknownChange(line: 3, _) = error as? SessionRecordingError else { return false }
      return true
    }
    let broken = titleLine.replacingOccurrences(of: #""title":"T""#, with: #""title":5"#)
    #expect {
      try read(header, broken, "")
    } throws: { error in
      guard case .invalidValue(line: 2, path: "snapshot.title", _) = error as? SessionRecordingError
      else { return false }
      return true
    }
  }

  @Test func aMissingFileCannotBeRead() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("absent.jsonl")
    #expect {
      try RecordedSession<NoteState>(contentsOf: url)
    } throws: { error in
      guard case .cannotRead(let path, _) = error as? SessionRecordingError else { return false }
      return path == url.path
    }
  }

  @Test func errorDescriptionsNameTheLine() {
    #expect(
      SessionRecordingError.invalidValue(line: 4, path: "snapshot.title", detail: "not a string")
        .description
        == "line 4 of the session recording has an invalid value at snapshot.title: not a string")
    #expect(
      SessionRecordingError.cannotOpen(path: "/x", detail: "No such file or directory")
        .description
        == "the session recording /x could not be opened for writing: No such file or directory")
  }
}
