import ChangeInspectorCore
import ChangeTracking
import Foundation

// Prints the figures of session recordings, format 2: see Package.swift.

let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "recording-figures-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

/// Seconds since an arbitrary start.
func now() -> Double {
  Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

/// Records `writes` edits of one row each on a state of `rows` rows, or makes them unrecorded;
/// returns the seconds they took, and the file. `whole` records a state whose every line holds
/// the whole state instead, as format 1 did.
func session(rows: Int, writes: Int, recorded: Bool, whole: Bool = false) throws -> (
  seconds: Double, file: URL
) {
  if whole {
    return try session(WholeListState(rows: rows), rows: rows, writes: writes, recorded: recorded)
  }
  return try session(ListState(rows: rows), rows: rows, writes: writes, recorded: recorded)
}

/// ``session(rows:writes:recorded:whole:)`` for `state`.
func session<State: TrackedState & Codable>(
  _ state: State,
  rows: Int,
  writes: Int,
  recorded: Bool
) throws -> (seconds: Double, file: URL)
where State.Change: Codable, State: HasRows {
  let file = folder.appendingPathComponent("\(State.self)-\(rows)-\(writes).jsonl")
  let tracker = StateTracker(state)
  let recording = recorded ? try tracker.record(to: file) : nil
  // The first record's line holds the whole state: it is left out of the timing.
  tracker.set(State.title, to: "Settings, edited")
  let start = now()
  for write in 0..<writes {
    tracker.edit(State.rows) { $0[write % rows].isDone.toggle() }
  }
  let seconds = now() - start
  try recording?.stop()
  return (seconds, file)
}

func size(_ file: URL) throws -> Int {
  try FileManager.default.attributesOfItem(atPath: file.path)[.size] as! Int
}

func megabytes(_ bytes: Int) -> String {
  String(format: "%.1f MB", Double(bytes) / 1e6)
}

/// The inspector's time to read and print `file`, and the lines it printed.
func inspect(_ file: URL) -> (seconds: Double, lines: Int) {
  var lines = 0
  let start = now()
  let status = ChangeInspector.run(
    [file.path], isTerminal: false, output: { _ in lines += 1 }, errors: { print($0) })
  precondition(status == 0, "the inspector could not read \(file.path)")
  return (now() - start, lines)
}

/// `file` rewritten in format 1, each line with the whole snapshot, from what it reads back.
func versionOne(of file: URL) throws -> URL {
  let session = try RecordedSession<ListState>(contentsOf: file)
  let encoder = JSONEncoder()
  var bytes = Array(
    #"{"format":"ChangeTracking.SessionRecording","version":1,"stateType":"RecordingFigures.ListState"}"#
      .utf8)
  bytes.append(UInt8(ascii: "\n"))
  for (record, time) in zip(session.records, session.times) {
    let line = #"{"sequence":\#(record.sequence),"change":"\#(record.change.rawValue)","snapshot":"#
    bytes += Array(line.utf8)
    bytes += try encoder.encode(record.snapshot)
    bytes += Array(#","time":\#(time.timeIntervalSince1970)}"#.utf8)
    bytes.append(UInt8(ascii: "\n"))
  }
  let converted = folder.appendingPathComponent("v1-" + file.lastPathComponent)
  try Data(bytes).write(to: converted)
  return converted
}

print("Writes: one row edited per write, 20,000 writes, release build")
for rows in [10, 1_000] {
  let plain = try session(rows: rows, writes: 20_000, recorded: false)
  let recorded = try session(rows: rows, writes: 20_000, recorded: true)
  let whole = try session(rows: rows, writes: 2_000, recorded: true, whole: true)
  let lines = try String(contentsOf: recorded.file, encoding: .utf8).split(separator: "\n")
  let wholeLine = lines[1].utf8.count
  let bytes = try size(recorded.file)
  print(
    "  \(rows) rows: \(String(format: "%.2f", recorded.seconds / 20_000 * 1e6)) µs a write "
      + "recorded, \(String(format: "%.2f", plain.seconds / 20_000 * 1e6)) µs unrecorded; "
      + "\(bytes / 20_001) bytes a record on average (a whole state's line: \(wholeLine) bytes); "
      + "every line whole, as in format 1: "
      + "\(String(format: "%.2f", whole.seconds / 2_000 * 1e6)) µs a write recorded")
}

print("Sessions of 100,000 records, one row edited per write")
for rows in [20, 1_000] {
  let recorded = try session(rows: rows, writes: 99_999, recorded: true)
  let bytes = try size(recorded.file)
  let read = inspect(recorded.file)
  print(
    "  \(rows) rows: \(megabytes(bytes)); the inspector reads and prints it in "
      + "\(String(format: "%.2f", read.seconds)) s")
  if rows == 20 {
    let start = now()
    let session = try RecordedSession<ListState>(contentsOf: recorded.file)
    print(
      "  \(rows) rows: RecordedSession reads its \(session.records.count) records in "
        + "\(String(format: "%.2f", now() - start)) s")
    let old = try versionOne(of: recorded.file)
    let oldRead = inspect(old)
    print(
      "  \(rows) rows, the same session in format 1: \(megabytes(try size(old))); the inspector "
        + "reads and prints it in \(String(format: "%.2f", oldRead.seconds)) s")
  }
}
