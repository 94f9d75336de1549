import Testing

@testable import ChangeTracking

/// A restore takes different bytes for different values only for the types whose `==` is
/// their bytes' equality, and only where the declaration compares with `==`.
@Suite struct BitwiseEqualityTests {
  @Test func integersAndBooleansAreEqualExactlyWhenTheirBytesAre() {
    typealias Declaration = PropertyDeclaration<MeasureState>
    #expect(Declaration.equalityIsBitwise(of: Int.self))
    #expect(Declaration.equalityIsBitwise(of: UInt8.self))
    #expect(Declaration.equalityIsBitwise(of: Int64.self))
    #expect(Declaration.equalityIsBitwise(of: Bool.self))
    #expect(!Declaration.equalityIsBitwise(of: Double.self))
    #expect(!Declaration.equalityIsBitwise(of: Float.self))
    #expect(!Declaration.equalityIsBitwise(of: Int?.self))
    #expect(!Declaration.equalityIsBitwise(of: String.self))
    #expect(!Declaration.equalityIsBitwise(of: MeasureState.self))
  }

  @Test func aDeclarationWithAClosureIsNotDecidedByItsBytes() {
    let declarations = MeasureState.trackedProperties.map(\.declaration)
    #expect(declarations.map(\.bytesDecideEquality) == [true, false, false])
  }

  /// `-0.0` is stored by a batch, where `==` calls it equal to `0.0`: a rollback over it
  /// reports nothing, though the bytes differ.
  @Test func aFloatingPointValueOfOtherBytesButEqualIsNotReported() {
    let tracker = StateTracker(MeasureState(), historyCapacity: 4)
    let start = tracker.checkpoint()
    tracker.update {
      $0.ratio = -0.0
      $0.count = 1
    }
    var heard: [MeasureState.Change] = []
    let token = tracker.observe { heard.append($0.change) }
    #expect(throws: Never.self) { try tracker.rollback(to: start) }
    #expect(heard == [.count])
    #expect(tracker.ratio.sign == .plus)
    withExtendedLifetime(token) {}
  }

  /// An integer whose closure calls 12 and 15 equal: a rollback from one to the other reports
  /// nothing, and one to 25 reports it.
  @Test func anIntegerComparedByAClosureIsReportedAsTheClosureSays() {
    let tracker = StateTracker(MeasureState(level: 12), historyCapacity: 4)
    let start = tracker.checkpoint()
    tracker.update {
      $0.level = 15
      $0.count = 1
    }
    let later = tracker.checkpoint()
    tracker.set(\.level, to: 25)
    var heard: [MeasureState.Change] = []
    let token = tracker.observe { heard.append($0.change) }
    #expect(throws: Never.self) { try tracker.rollback(to: later) }
    #expect(throws: Never.self) { try tracker.rollback(to: start) }
    #expect(heard == [.level, .count])
    #expect(tracker.level == 12)
    withExtendedLifetime(token) {}
  }
}
