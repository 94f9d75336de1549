import ChangeTracking
import Testing

/// A row's identifier: equal to another as `AnyHashable` finds them, and hashed alike then.
@Suite struct RowIDTests {
  @Test func identifiersOfOneTypeAreEqualWhenTheirValuesAre() {
    #expect(RowID(7) == RowID(7))
    #expect(RowID(7) != RowID(8))
    #expect(RowID("a") == RowID("a"))
    #expect(RowID("a") != RowID("b"))
    #expect(Set([RowID(7), RowID(7), RowID("a"), RowID("a")]).count == 2)
  }

  @Test func anIntegerIdentifierHashesAsAnyHashableDoes() {
    for value in [0, 1, -5, Int.max, Int.min] {
      #expect(RowID(value).hashValue == AnyHashable(value).hashValue)
      #expect(RowID(value).hashValue == RowID(Int64(value)).hashValue)
    }
    #expect(Set([RowID(7), RowID(Int8(7)), RowID(Int16(7))]).count == 1)
  }

  @Test func theValueIsReadInItsOwnType() {
    #expect(RowID(7).value(as: Int.self) == 7)
    #expect(RowID(7).value(as: String.self) == nil)
    #expect(RowID("a").value(as: String.self) == "a")
  }
}
