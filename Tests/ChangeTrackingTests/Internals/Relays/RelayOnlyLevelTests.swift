import ChangeTracking
import Testing

/// A level whose only observers are its views' relays passes their writes on without a record
/// of its own: what each listener receives stays the same.
@Suite struct RelayOnlyLevelTests {
  @Test func aLevelHeardOnlyThroughOnChangeCallsItAndTheViewBelowGetsItsRecord() throws {
    let street = StateTracker(StreetState())
    let house = try street.scope(\.house)
    let room = try house.scope(\.room)
    var houseChanges: [HouseState.Change] = []
    house.onChange = { houseChanges.append($0) }
    var roomRecords: [(RoomState.Change, Int, Int)] = []
    let token = room.observe { roomRecords.append(($0.change, $0.sequence, $0.snapshot.lights)) }

    room.set(\.lights, to: 3)
    room.set(\.heat, to: 1)

    #expect(houseChanges == [.room(.lights), .room(.heat)])
    #expect(roomRecords.map(\.0) == [.lights, .heat])
    #expect(roomRecords.map(\.1) == [1, 2])
    #expect(roomRecords.map(\.2) == [3, 3])
    withExtendedLifetime(token) {}
  }

  @Test func anObserverAddedToARelayOnlyLevelReceivesRecordsFromThen() throws {
    let street = StateTracker(StreetState())
    let house = try street.scope(\.house)
    let room = try house.scope(\.room)
    var roomSequences: [Int] = []
    let roomToken = room.observe { roomSequences.append($0.sequence) }
    room.set(\.lights, to: 1)

    var houseRecords: [(HouseState.Change, Int)] = []
    let houseToken = house.observe { houseRecords.append(($0.change, $0.snapshot.room.lights)) }
    room.set(\.lights, to: 2)
    houseToken.cancel()
    room.set(\.lights, to: 3)

    #expect(houseRecords.map(\.0) == [.room(.lights)])
    #expect(houseRecords.map(\.1) == [2])
    #expect(roomSequences == [1, 2, 3])
    #expect(room.state.lights == 3)
    withExtendedLifetime(roomToken) {}
  }
}
