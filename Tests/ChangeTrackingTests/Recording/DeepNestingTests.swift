import ChangeTracking
import Foundation
import TestSupport
import Testing

/// A record nested deeper than JSON encoders write and decoders read (511 levels) is refused
/// when it is written, so that every line of a recording reads back.
@Suite struct DeepNestingTests {
  /// A linked list of synthesized `Codable` enum cases: each link takes two levels of objects.
  indirect enum Chain: Codable, Equatable, Sendable {
    case end
    case link(Int, Chain)

    /// A chain of `count` links.
    static func links(_ count: Int) -> Self {
      (0..<count).reduce(.end) { chain, value in .link(value, chain) }
    }
  }

  /// A state holding a chain, and data, which `JSONEncoder` writes as base64, when it is set.
  struct ChainState: Codable, Equatable, Sendable, TrackedState {
    enum Change: String, Hashable, Sendable, Codable {
      case attachment, chain
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.attachment, as: .attachment),
      .tracked(\.chain, as: .chain),
    ]

    var attachment: Data?
    var chain = Chain.end
  }

  /// The most links a record line holds: the line's object (level 1), the snapshot (2), then
  /// two levels per link and two for the end, `{"end":{}}`; one more link is 512 levels.
  private let mostLinks = (511 - 4) / 2

  /// Without an attachment and with one, which `JSONEncoder` writes as a string of its own
  /// making (base64), so that the limit holds whatever the line holds.
  static let attachments: [Data?] = [nil, Data([1, 2, 3])]

  @Test(arguments: attachments)
  func aRecordAtTheDepthLimitReadsBack(attachment: Data?) throws {
    let folder = try TemporaryFolder()
    let url = folder.url("chain.jsonl")
    let tracker = StateTracker(ChainState(attachment: attachment))
    let log = RecordLog(tracker)
    let recording = try tracker.record(to: url)
    tracker.set(\.chain, to: .links(mostLinks))
    try recording.stop()
    #expect(recording.recordCount == 1)
    let session = try RecordedSession<ChainState>(contentsOf: url)
    #expect(session.records == log.records)
  }

  @Test(arguments: attachments)
  func aRecordDeeperThanTheLimitStopsTheRecordingAndKeepsTheEarlierOnes(
    attachment: Data?
  ) throws {
    let folder = try TemporaryFolder()
    let url = folder.url("chain.jsonl")
    let tracker = StateTracker(ChainState(attachment: attachment))
    let log = RecordLog(tracker)
    let recording = try tracker.record(to: url)
    tracker.set(\.chain, to: .links(3))
    tracker.set(\.chain, to: .links(mostLinks + 1))
    tracker.set(\.chain, to: .links(4))
    #expect(log.records.count == 3)
    #expect(!recording.isRecording)
    #expect(recording.recordCount == 1)
    let expected = SessionRecordingError.notEncodable(
      detail: "the record nests objects and arrays more than 511 levels deep, which JSON "
        + "encoders and decoders refuse")
    #expect(recording.error == expected)
    #expect(throws: expected) {
      try recording.stop()
    }
    let session = try RecordedSession<ChainState>(contentsOf: url)
    #expect(session.records == Array(log.records.prefix(1)))
  }
}
