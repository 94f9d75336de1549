import Testing

@testable import ChangeTracking

/// Stored strings are compared from their UTF-8 bytes first, and `==` decides what the bytes do
/// not: two strings are equal when they are canonically equivalent, whatever their bytes.
@Suite struct StringEqualityTests {
  /// Pairs of canonically equivalent strings whose bytes differ.
  static let equivalentPairs: [(String, String)] = [
    ("\u{E9}", "e\u{301}"),
    ("\u{C5}", "A\u{30A}"),
    ("\u{212B}", "\u{C5}"),
    ("a\u{301}\u{316}", "a\u{316}\u{301}"),
    ("\u{D55C}", "\u{1112}\u{1161}\u{11AB}"),
    ("Ren\u{E9}e", "Rene\u{301}e"),
  ]

  /// Pairs of strings that are not canonically equivalent.
  static let differentPairs: [(String, String)] = [
    ("Augusta Ada King", "Ada Lovelace"),
    ("Ada", "Ada Lovelace"),
    ("Ada", "Adb"),
    ("", "x"),
    ("e", "e\u{301}"),
    ("x\u{301}", "x\u{300}"),
    ("\u{FB01}", "fi"),
    ("Ren\u{E9}e", "Renee"),
  ]

  /// `text` with `before` and `after` bytes around it: past 15 bytes a string is on the heap, and
  /// the bytes that differ move across the 8-byte words the comparison reads.
  static func padded(_ text: String, before: Int, after: Int) -> String {
    String(repeating: "-", count: before) + text + String(repeating: ".", count: after)
  }

  static let paddings = [
    (0, 0), (1, 0), (7, 0), (8, 0), (9, 3), (15, 0), (16, 1), (0, 17), (23, 9),
  ]

  @Test func canonicallyEquivalentStringsAreEqualWhateverTheirBytes() {
    for (lhs, rhs) in Self.equivalentPairs {
      for (before, after) in Self.paddings {
        let left = Self.padded(lhs, before: before, after: after)
        let right = Self.padded(rhs, before: before, after: after)
        #expect(Array(left.utf8) != Array(right.utf8))
        #expect(ValueHandle<String>.areEqual(left, right), "\(left.debugDescription)")
        #expect(ValueHandle<String>.areEqual(right, left), "\(right.debugDescription)")
        #expect(ValueHandle<String?>.areEqual(left, right), "\(left.debugDescription)")
      }
    }
  }

  @Test func stringsThatAreNotEquivalentDiffer() {
    for (lhs, rhs) in Self.differentPairs {
      for (before, after) in Self.paddings {
        let left = Self.padded(lhs, before: before, after: after)
        let right = Self.padded(rhs, before: before, after: after)
        #expect(!ValueHandle<String>.areEqual(left, right), "\(left.debugDescription)")
        #expect(!ValueHandle<String>.areEqual(right, left), "\(right.debugDescription)")
        #expect(!ValueHandle<String?>.areEqual(left, right), "\(left.debugDescription)")
      }
    }
  }

  @Test func optionalStringsCompareTheirAbsenceToo() {
    #expect(ValueHandle<String?>.areEqual(nil, nil))
    #expect(!ValueHandle<String?>.areEqual(nil, ""))
    #expect(!ValueHandle<String?>.areEqual("Ada", nil))
    #expect(ValueHandle<String?>.areEqual("\u{E9}", "e\u{301}"))
  }

  /// The bytes decide where they can: the same bytes, a first difference in ASCII, or one
  /// string's bytes beginning the other's.
  @Test func theBytesDecideSameBytesAndDifferencesInASCII() {
    func verdict(_ lhs: String, _ rhs: String) -> Bool?? {
      var lhs = lhs
      var rhs = rhs
      return lhs.withUTF8 { left in
        rhs.withUTF8 { right in
          ValueHandle<String>.utf8EqualityVerdict(
            UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right))
        }
      }
    }
    let name = Self.padded("Augusta Ada King", before: 9, after: 9)
    #expect(verdict(name, Self.padded("Augusta Ada King", before: 9, after: 9)) == true)
    #expect(verdict(name, Self.padded("Augusta Ada Kin", before: 9, after: 9)) == false)
    #expect(verdict(name, Self.padded("Augusta Ada King", before: 9, after: 10)) == false)
    #expect(verdict("Ada", "Ada Lovelace") == false)
    #expect(verdict("e", "e\u{301}") == false)
    #expect(verdict("", "") == true)
    // A first difference outside ASCII leaves the answer to `==`, in the first word or a later
    // one.
    #expect(verdict("\u{E9}", "e\u{301}") == .some(nil))
    #expect(
      verdict(
        Self.padded("\u{E9}", before: 9, after: 9), Self.padded("e\u{301}", before: 9, after: 9))
        == .some(nil))
    #expect(verdict("Ren\u{E9}e", "Renee") == .some(nil))
  }

  /// Random strings of pieces that compose and decompose, each beside a canonically equivalent
  /// spelling of it and beside a string one piece away: the comparison answers as `==` does.
  @Test func randomStringsCompareAsTheStandardLibraryDoes() {
    let pieces: [(String, String)] = [
      ("a", "a"), ("e", "e"), ("-", "-"), ("\u{E9}", "e\u{301}"), ("\u{C5}", "A\u{30A}"),
      ("\u{D55C}", "\u{1112}\u{1161}\u{11AB}"), ("\u{301}", "\u{301}"), ("\u{316}", "\u{316}"),
      ("\u{FB01}", "\u{FB01}"), ("fi", "fi"),
    ]
    var random = SplitMix64(seed: 0x5EED_57A1)
    var equalPairs = 0
    for _ in 0..<4_000 {
      let count = Int.random(in: 0...12, using: &random)
      let chosen = (0..<count).map { _ in pieces.randomElement(using: &random)! }
      let left = chosen.map(\.0).joined()
      let right = chosen.map { Bool.random(using: &random) ? $0.0 : $0.1 }.joined()
      var other = chosen.map(\.0)
      if !other.isEmpty {
        other[Int.random(in: 0..<other.count, using: &random)] =
          pieces.randomElement(using: &random)!.0
      }
      let near = other.joined()
      for (lhs, rhs) in [(left, right), (left, near), (right, near)] {
        #expect(ValueHandle<String>.areEqual(lhs, rhs) == (lhs == rhs))
        #expect(ValueHandle<String?>.areEqual(lhs, rhs) == (lhs == rhs))
      }
      #expect(left == right)
      equalPairs += left == near ? 1 : 0
    }
    // Some near strings are equal too: a piece replaced by itself.
    #expect(equalPairs > 0)
  }

  /// A `set`, a batch and an undo report no change where an equivalent string replaces a string,
  /// and each stores the spelling it writes: the `set` and the batch the one they were given, the
  /// undo the one its step kept (an unreported write records no step).
  @Test func writesOfAnEquivalentStringAreNoChange() {
    let composed = Self.padded("Ren\u{E9}e", before: 0, after: 16)
    let decomposed = Self.padded("Rene\u{301}e", before: 0, after: 16)
    let tracker = StateTracker(
      SignatureState(name: composed, initials: composed), historyCapacity: 10)
    let log = RecordLog(tracker)

    tracker.set(\.name, to: decomposed)
    tracker.set(\.initials, to: decomposed)
    #expect(log.changes.isEmpty)
    #expect(tracker.name.map { Array($0.utf8) } == Array(decomposed.utf8))

    tracker.update { state in
      state.name = composed
      state.initials = "RL"
    }
    #expect(log.changes == [.initials])
    #expect(tracker.name.map { Array($0.utf8) } == Array(composed.utf8))

    #expect(tracker.undo())
    #expect(log.changes == [.initials, .initials])
    #expect(tracker.name.map { Array($0.utf8) } == Array(composed.utf8))

    tracker.set(\.name, to: Self.padded("Renee", before: 0, after: 16))
    tracker.update { $0.initials = "R" }
    #expect(log.changes == [.initials, .initials, .name, .initials])
  }

  /// A rollback that restores an equivalent spelling of the current string reports no change
  /// for it, and restores it.
  @Test func aRollbackToAnEquivalentStringIsNoChange() throws {
    let composed = Self.padded("Ren\u{E9}e", before: 0, after: 16)
    let decomposed = Self.padded("Rene\u{301}e", before: 0, after: 16)
    let tracker = StateTracker(SignatureState(name: decomposed), historyCapacity: 10)
    let checkpoint = tracker.checkpoint()
    tracker.update { state in
      state.name = composed
      state.initials = "R"
    }
    tracker.set(\.initials, to: "RL")
    let log = RecordLog(tracker)

    try tracker.rollback(to: checkpoint)

    #expect(log.changes == [.initials])
    #expect(tracker.name.map { Array($0.utf8) } == Array(decomposed.utf8))
    #expect(tracker.initials == "")
  }

  /// An optional string written to `nil`, from `nil`, and to a string, through `set` and a
  /// batch.
  @Test func writesOfAbsentStringsCompareTheirAbsence() {
    let name = Self.padded("Ada", before: 0, after: 16)
    let tracker = StateTracker(SignatureState())
    let log = RecordLog(tracker)

    tracker.set(\.name, to: nil)
    tracker.update { $0.name = nil }
    #expect(log.changes.isEmpty)

    tracker.set(\.name, to: name)
    tracker.update { $0.name = nil }
    tracker.update { $0.name = name }
    tracker.set(\.name, to: name)
    tracker.set(\.name, to: nil)
    #expect(log.changes == [.name, .name, .name, .name])
    #expect(log.snapshots.map(\.name) == [name, nil, name, nil])
  }
}
