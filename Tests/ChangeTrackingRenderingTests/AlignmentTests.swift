import ChangeTrackingRendering
import Testing

@Suite struct AlignmentTests {
  /// The steps from `old` to `new`, written compactly: `=` same, `~` changed, `-` removed,
  /// `+` inserted, each with its offsets.
  private func walk(_ old: [String], _ new: [String]) -> [String] {
    Alignment.steps(from: old, to: new).map { step in
      switch step {
      case .same(let before, let after): "=\(before),\(after)"
      case .changed(let before, let after): "~\(before),\(after)"
      case .removed(let before): "-\(before)"
      case .inserted(let after): "+\(after)"
      }
    }
  }

  /// `count` lines, each a record line with its number.
  private func lines(_ count: Int, value: String = "a") -> [String] {
    (0..<count).map { "#\($0) .name = \"\(value)\($0)\"" }
  }

  @Test func identicalSequencesAreTheSameThroughout() {
    #expect(walk(["a", "b", "c"], ["a", "b", "c"]) == ["=0,0", "=1,1", "=2,2"])
  }

  @Test func sequencesWithNothingInCommonChangeElementByElement() {
    #expect(walk(["a", "b", "c"], ["x", "y", "z"]) == ["~0,0", "~1,1", "~2,2"])
    #expect(walk(["a", "b"], ["x", "y", "z"]) == ["~0,0", "~1,1", "+2"])
  }

  @Test func elementInsertedInTheMiddleIsAnInsertion() {
    #expect(walk(["a", "b", "c"], ["a", "x", "b", "c"]) == ["=0,0", "+1", "=1,2", "=2,3"])
  }

  @Test func elementRemovedIsARemoval() {
    #expect(walk(["a", "b", "c"], ["a", "c"]) == ["=0,0", "-1", "=2,1"])
  }

  @Test func elementEditedInPlaceIsAChange() {
    #expect(walk(["a", "b", "c"], ["a", "B", "c"]) == ["=0,0", "~1,1", "=2,2"])
  }

  @Test func movedElementIsRemovedWhereItWasAndInsertedWhereItIs() {
    #expect(
      walk(["a", "b", "c", "d"], ["b", "c", "d", "a"]) == ["-0", "=1,0", "=2,1", "=3,2", "+3"])
  }

  @Test func movedLineOfALongLogIsRemovedAndInsertedTheRestIsTheSame() {
    let old = lines(2_000)
    let new = Array(old.dropFirst()) + [old[0]]
    let steps = walk(old, new)
    #expect(steps.count == 2_001)
    #expect(steps.first == "-0")
    #expect(steps.last == "+1999")
    #expect(steps.dropFirst().dropLast() == ArraySlice((1..<2_000).map { "=\($0),\($0 - 1)" }))
  }

  @Test func repeatedElementsAreMatchedInOrder() {
    #expect(walk(["}", "a", "}"], ["}", "b", "}"]) == ["=0,0", "~1,1", "=2,2"])
    #expect(walk(["x", "}", "x", "}"], ["x", "}"]) == ["=0,0", "=1,1", "-2", "-3"])
    #expect(walk(["}", "}"], ["}", "}", "}"]) == ["=0,0", "=1,1", "+2"])
  }

  @Test func longPartsSharingOnlyRepeatedLinesAreChangedLineByLine() {
    // No line of the middle occurs once on each side, so nothing anchors it: it is shown as
    // changed, line by line, rather than matched on the lines that many others share.
    let old = ["a"] + Array(repeating: "}", count: 600) + ["b"]
    let new = ["c"] + Array(repeating: "}", count: 600) + ["d"]
    #expect(walk(old, new) == (0..<602).map { "~\($0),\($0)" })
  }

  @Test func emptySidesAreAllInsertedOrAllRemoved() {
    #expect(walk([], []) == [])
    #expect(walk([], ["a", "b"]) == ["+0", "+1"])
    #expect(walk(["a", "b"], []) == ["-0", "-1"])
  }

  @Test func longLogsThatShareMostLinesAreAlignedOnThem() {
    var old = lines(100_000)
    var new = old
    new.remove(at: 30_000)
    new.insert("#new", at: 70_000)
    new[90_000] = "#changed"
    old[10] = "#edited"
    let steps = Alignment.steps(from: old, to: new)
    let different = steps.enumerated().filter { _, step in
      if case .same = step { false } else { true }
    }
    #expect(steps.count == 100_001)
    #expect(different.map(\.offset) == [10, 30_000, 70_001, 90_001])
    #expect(
      different.map(\.element) == [
        .changed(old: 10, new: 10), .removed(old: 30_000), .inserted(new: 70_000),
        .changed(old: 90_000, new: 90_000),
      ])
  }

  @Test func longLogsDifferingOnEveryLineAreChangedLineByLine() {
    // The shortest edit script costs the square of the length here; this finishes at once.
    let steps = Alignment.steps(from: lines(100_000, value: "a"), to: lines(100_000, value: "b"))
    #expect(steps.count == 100_000)
    let changedInPlace = steps.enumerated().allSatisfy { offset, step in
      step == .changed(old: offset, new: offset)
    }
    #expect(changedInPlace)
  }

  @Test func everyAlignmentIsAWalkThroughBothSequencesPairingOnlyEqualElements() {
    // Random sequences over small alphabets, long enough to be split on anchors, with a fixed
    // linear congruential generator so that every run checks the same inputs.
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<100 {
      let alphabet = 1 + next(400)
      let old = (0..<next(1_500)).map { _ in String(next(alphabet)) }
      let new = (0..<next(1_500)).map { _ in String(next(alphabet)) }
      var oldIndex = 0
      var newIndex = 0
      var isWalk = true
      for step in Alignment.steps(from: old, to: new) {
        switch step {
        case .same(let before, let after):
          isWalk = isWalk && before == oldIndex && after == newIndex && old[before] == new[after]
          oldIndex += 1
          newIndex += 1
        case .changed(let before, let after):
          isWalk = isWalk && before == oldIndex && after == newIndex
          oldIndex += 1
          newIndex += 1
        case .removed(let before):
          isWalk = isWalk && before == oldIndex
          oldIndex += 1
        case .inserted(let after):
          isWalk = isWalk && after == newIndex
          newIndex += 1
        }
      }
      #expect(isWalk && oldIndex == old.count && newIndex == new.count)
    }
  }
}
