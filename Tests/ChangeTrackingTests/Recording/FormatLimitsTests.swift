import ChangeTracking
import Foundation
import TestSupport
import Testing

/// What a record read back holds where the format cannot keep the delivered value, as the
/// Session Recordings article describes it.
@Suite struct FormatLimitsTests {
  /// A row identified by an `Int64`, which the format writes as its description.
  struct Ticket: Identifiable, Codable, Equatable, Sendable {
    var id: Int64
    var title: String
  }

  /// A state with rows identified by `Int64`, and a nested optional.
  struct QueueState: Codable, Equatable, Sendable, TrackedState {
    enum Change: String, Hashable, Sendable, Codable {
      case tickets, priority
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .trackedRows(\.tickets, as: .tickets),
      .tracked(\.priority, as: .priority),
    ]

    var tickets: [Ticket] = []
    var priority: Int?? = 1
  }

  @Test func anInt64RowIDReadsBackAsTheStringOfItsDescription() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("queue.jsonl")
    let tracker = StateTracker(QueueState())
    let log = RecordLog(tracker)
    let recording = try tracker.record(to: url)
    tracker.edit(\.tickets) { $0.append(Ticket(id: 7, title: "seven")) }
    try recording.stop()
    #expect(log.records.map(\.rowChanges) == [[.inserted(offset: 0, id: RowID(Int64(7)))]])
    let session = try RecordedSession<QueueState>(contentsOf: url)
    #expect(session.records.map(\.rowChanges) == [[.inserted(offset: 0, id: RowID("7"))]])
    #expect(session.records != log.records)
    #expect(session.records.map(\.snapshot) == log.records.map(\.snapshot))
  }

  @Test func aNestedOptionalHoldingNilReadsBackAsNil() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("queue.jsonl")
    let tracker = StateTracker(QueueState())
    let log = RecordLog(tracker)
    let recording = try tracker.record(to: url)
    tracker.set(\.priority, to: .some(nil))
    try recording.stop()
    let delivered: Int?? = .some(nil)
    let none: Int?? = nil
    #expect(log.records.map(\.snapshot.priority) == [delivered])
    let session = try RecordedSession<QueueState>(contentsOf: url)
    #expect(session.records.map(\.snapshot.priority) == [none])
  }
}
