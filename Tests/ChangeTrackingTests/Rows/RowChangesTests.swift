import ChangeTracking
import Testing

/// The values a record's row changes are made of: their descriptions and what they say.
@Suite struct RowChangesTests {
  @Test func errorsSayWhatIsWrong() {
    #expect(
      RowEditError.offsetOutOfRange(offset: 7, count: 1).description
        == "The offset 7 is out of range: the collection has 1 element.")
    #expect(
      RowEditError.offsetOutOfRange(offset: -1, count: 3).description
        == "The offset -1 is out of range: the collection has 3 elements.")
    #expect(
      RowEditError.unknownID(RowID("milk")).description
        == "No element of the collection has the id milk.")
  }

  @Test func changesDescribeThemselves() {
    let changes: RowChanges = [
      .inserted(offset: 0, id: RowID(4)), .removed(offset: 2, id: nil),
      .updated(offset: 1, id: RowID("a")), .moved(from: 3, to: 0, id: nil),
    ]
    #expect(
      changes.description
        == "inserted 0 (id 4), removed 2, updated 1 (id a), moved 3 to 0")
    #expect(changes.map(\.id) == [RowID(4), nil, RowID("a"), nil])
  }

  @Test func identifiersCompareByTypeAndValue() {
    #expect(RowID(1) == RowID(1))
    #expect(RowID(1) != RowID("1"))
    #expect(RowID(1).value(as: Int.self) == 1)
    #expect(RowID(1).value(as: String.self) == nil)
    #expect(Set([RowID(1), RowID(1), RowID(2)]).count == 2)
    #expect(RowID(1).base as? Int == 1)
    #expect(RowID("a").base as? String == "a")
  }

  @Test func anIntegerIdentifierComparesAsAnyHashableDoes() {
    // An `Int` is kept as itself; every other type through `AnyHashable`. Both agree.
    let others: [any Hashable & Sendable] = [UInt8(1), Int64(1), 1.0, "1", Int?.some(1)]
    for other in others {
      let expected = AnyHashable(other) == AnyHashable(1)
      #expect((RowID(other) == RowID(1)) == expected, "\(type(of: other))")
      #expect((RowID(1) == RowID(other)) == expected, "\(type(of: other))")
      if expected {
        #expect(RowID(other).hashValue == RowID(1).hashValue)
      }
    }
  }

  @Test func refreshedOffsetsFollowTheRowsThroughEveryChange() {
    let changes: RowChanges = [
      .updated(offset: 1, id: nil),
      .inserted(offset: 0, id: nil),
      .moved(from: 2, to: 4, id: nil),
      .removed(offset: 3, id: nil),
      .inserted(offset: 5, id: nil),
    ]
    // The row updated at 1 moves to 2 when a row is inserted before it, then to 4, then to 3
    // when the row before it is removed; the inserted rows are at 0 and 5.
    #expect(changes.refreshedOffsets == [0, 3, 5])
  }
}
