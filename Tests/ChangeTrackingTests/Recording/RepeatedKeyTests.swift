import ChangeTracking
import Foundation
import TestSupport
import Testing

/// A value whose conformance writes one key twice is recorded as `JSONEncoder` writes it: the
/// key once, with the value written last.
@Suite struct RepeatedKeyTests {
  /// A setting whose conformance writes `value` first with a default, then with its value, as a
  /// subclass that overrides a key its superclass wrote does.
  struct Setting: Codable, Equatable, Sendable {
    var value: Int

    enum Keys: String, CodingKey {
      case value
    }

    init(value: Int) {
      self.value = value
    }

    init(from decoder: any Decoder) throws {
      value = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .value)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(0, forKey: .value)
      try container.encode(value, forKey: .value)
    }
  }

  /// A state holding one setting.
  struct SettingsState: Codable, Equatable, Sendable, TrackedState {
    enum Change: String, Hashable, Sendable, Codable {
      case setting
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.setting, as: .setting)
    ]

    var setting = Setting(value: 1)
  }

  @Test func aKeyWrittenTwiceReadsBackWithTheValueWrittenLast() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("settings.jsonl")
    let tracker = StateTracker(SettingsState())
    let log = RecordLog(tracker)
    let recording = try tracker.record(to: url)
    tracker.set(\.setting, to: Setting(value: 42))
    try recording.stop()
    let session = try RecordedSession<SettingsState>(contentsOf: url)
    #expect(session.records == log.records)
    #expect(session.records.map(\.snapshot.setting.value) == [42])
    let line = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")[1]
    #expect(line.contains(#""setting":{"value":42}"#))
  }
}
