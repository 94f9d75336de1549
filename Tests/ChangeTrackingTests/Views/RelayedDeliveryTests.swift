import ChangeTracking
import Testing

/// A write through a view whose levels up to the root hear nothing but their views' relays: each
/// listener hears its record at its view's turn among the root's observers, one level at a time,
/// in the order of the writes.
@Suite struct RelayedDeliveryTests {
  @Test func aDeepWriteReachesItsViewAtItsAncestorsTurnAmongTheRootsObservers() throws {
    let street = StateTracker(StreetState())
    var log: [String] = []
    let before = street.observe { log.append("street before \($0.sequence)") }
    let house = try street.scope(\.house)
    let room = try house.scope(\.room)
    let after = street.observe { log.append("street after \($0.sequence)") }
    let roomToken = room.observe {
      log.append("room \($0.change) \($0.sequence) \($0.snapshot.lights)")
    }

    room.set(\.lights, to: 4)
    room.set(\.heat, to: 2)

    #expect(
      log == [
        "street before 1", "room lights 1 4", "street after 1",
        "street before 2", "room heat 2 4", "street after 2",
      ])
    withExtendedLifetime((before, after, roomToken)) {}
  }

  @Test func aLevelSkippedStillCountsEachWriteInItsOrder() throws {
    let street = StateTracker(StreetState())
    let house = try street.scope(\.house)
    let room = try house.scope(\.room)
    room.set(\.lights, to: 1)
    room.set(\.lights, to: 2)

    var houseRecords: [(HouseState.Change, Int)] = []
    let token = house.observe { houseRecords.append(($0.change, $0.sequence)) }
    room.set(\.heat, to: 1)
    house.set(\.door, to: 1)

    #expect(houseRecords.map(\.0) == [.room(.heat), .door])
    #expect(houseRecords.map(\.1) == [3, 4])
    withExtendedLifetime(token) {}
  }

  @Test func aWriteMadeWhileTheRootDeliversIsHeldAndDeliveredInOrder() throws {
    let street = StateTracker(StreetState())
    let house = try street.scope(\.house)
    let room = try house.scope(\.room)
    var log: [String] = []
    // The first record's observer writes through the room: the root is delivering, so that
    // write cannot go straight to the room; it is held, and comes after the first everywhere.
    let writer = street.observe { record in
      log.append("street \(record.sequence)")
      if record.sequence == 1 {
        room.set(\.heat, to: 9)
      }
    }
    let roomToken = room.observe {
      log.append("room \($0.change) \($0.sequence) \($0.snapshot.heat)")
    }

    room.set(\.lights, to: 1)

    // The house's relay registered at the street before the writer did: the room hears each
    // record first.
    #expect(log == ["room lights 1 0", "street 1", "room heat 2 9", "street 2"])

    // Every level counted both writes once: the house's next record is its third.
    var houseSequences: [Int] = []
    let houseToken = house.observe { houseSequences.append($0.sequence) }
    room.set(\.lights, to: 2)
    #expect(houseSequences == [3])
    withExtendedLifetime((writer, roomToken, houseToken)) {}
  }

  @Test func aWriteThroughTheSameViewMadeBeforeItsTurnComesAfterIt() throws {
    let street = StateTracker(StreetState())
    var log: [String] = []
    // Registered before the house's relay: it hears each record before the room does, and
    // writes through the room while the room's first write is on its way to it.
    var room: StateTracker<RoomState>?
    let writer = street.observe { record in
      log.append("street \(record.sequence)")
      if record.sequence == 1 {
        room?.set(\.heat, to: 9)
      }
    }
    let house = try street.scope(\.house)
    room = try house.scope(\.room)
    let roomToken = room!.observe {
      log.append("room \($0.change) \($0.sequence) \($0.snapshot.lights) \($0.snapshot.heat)")
    }

    room!.set(\.lights, to: 1)

    #expect(log == ["street 1", "room lights 1 1 0", "street 2", "room heat 2 1 9"])
    withExtendedLifetime((writer, roomToken)) {}
  }

  @Test func aLevelThatListensGetsItsRecordBetweenTheRootsAndTheViews() throws {
    let street = StateTracker(StreetState())
    let house = try street.scope(\.house)
    let room = try house.scope(\.room)
    var log: [String] = []
    let streetToken = street.observe { log.append("street \($0.sequence)") }
    let houseToken = house.observe { log.append("house \($0.change) \($0.sequence)") }
    let roomToken = room.observe { log.append("room \($0.change) \($0.sequence)") }

    room.set(\.lights, to: 1)
    houseToken.cancel()
    room.set(\.lights, to: 2)

    // Each level's views registered their relays before its observer: the room hears first,
    // then the house, then the street; without the house's observer, the room's write goes
    // straight to it, at the same turn.
    #expect(
      log == [
        "room lights 1", "house room(ChangeTrackingTests.RoomState.Change.lights) 1", "street 1",
        "room lights 2", "street 2",
      ])
    withExtendedLifetime((streetToken, roomToken)) {}
  }

  @Test func aLevelGivenAnObserverBeforeItsTurnHearsOnlyTheWritesMadeAfter() throws {
    let street = StateTracker(StreetState())
    var log: [String] = []
    var houseToken: ObservationToken?
    var house: StateTracker<HouseState>?
    // Registered before the views: it hears the street's first record before the house's turn,
    // and gives the house an observer then, after the room's write was counted there.
    let early = street.observe { record in
      log.append("street \(record.sequence)")
      if record.sequence == 1 {
        houseToken = house?.observe { log.append("house \($0.change) \($0.sequence)") }
      }
    }
    house = try street.scope(\.house)
    let room = try house!.scope(\.room)
    let roomToken = room.observe { log.append("room \($0.change) \($0.sequence)") }

    room.set(\.lights, to: 1)
    room.set(\.lights, to: 2)

    // The house's observer registered after the house numbered the first write: it hears the
    // second only, at its turn among the house's observers, after the room's relay.
    #expect(
      log == [
        "street 1", "room lights 1",
        "street 2", "room lights 2", "house room(ChangeTrackingTests.RoomState.Change.lights) 2",
      ])
    withExtendedLifetime((early, houseToken, roomToken)) {}
  }

  @Test func aViewReleasedBeforeItsTurnIsPassedOverAndTheLevelsAboveGoOn() throws {
    let street = StateTracker(StreetState())
    var log: [String] = []
    var room: StateTracker<RoomState>?
    // Registered before the views: during the street's first record it writes through the
    // room, a write that waits behind that record, then lets go of the room before its turn.
    let early = street.observe { record in
      log.append("street \(record.sequence) \(record.snapshot.house?.room.lights ?? -1)")
      if record.sequence == 1 {
        room?.set(\.lights, to: 1)
        room = nil
      }
    }
    let house = try street.scope(\.house)
    room = try house.scope(\.room)
    weak let released = room
    let roomToken = room!.observe { log.append("room \($0.change) \($0.sequence)") }
    let houseToken = house.observe { log.append("house \($0.change) \($0.sequence)") }

    house.set(\.door, to: 3)
    #expect(released == nil)
    let newRoom = try house.scope(\.room)
    let newRoomToken = newRoom.observe {
      log.append("new room \($0.change) \($0.sequence) \($0.snapshot.lights)")
    }
    newRoom.set(\.lights, to: 5)

    // The house's record of the released room's write still comes at its turn; the room's
    // does not, and the levels above hear what follows in order.
    #expect(
      log == [
        "street 1 0", "house door 1",
        "street 2 1", "house room(ChangeTrackingTests.RoomState.Change.lights) 2",
        "street 3 5", "house room(ChangeTrackingTests.RoomState.Change.lights) 3",
        "new room lights 1 5",
      ])
    withExtendedLifetime((early, houseToken, roomToken, newRoomToken)) {}
  }
}

/// A write through a row's tracker: the list's record carries the row's update, and the row's
/// record keeps the row as it was written, wherever the row goes afterwards.
@Suite struct RelayedRowDeliveryTests {
  @Test func aRowsRecordKeepsTheRowAsWrittenAfterTheRowMoves() throws {
    let board = StateTracker(BoardState())
    let row = try board.scope(row: 2, in: \.rows)
    var listChanges: [RowChanges?] = []
    let boardToken = board.observe { listChanges.append($0.rowChanges) }
    var kept: [ChangeRecord<ChecklistItem>] = []
    let rowToken = row.observe { kept.append($0) }

    row.set(\.isDone, to: true)
    try board.edit(\.rows) { rows in
      try rows.move(from: 2, to: 0)
      _ = try rows.remove(at: 3)
    }
    row.set(\.title, to: "moved")

    #expect(listChanges.first == [.updated(offset: 2, id: RowID(2))])
    #expect(listChanges.last == [.updated(offset: 0, id: RowID(2))])
    #expect(
      kept.map(\.snapshot) == [
        ChecklistItem(id: 2, title: "task 2", isDone: true),
        ChecklistItem(id: 2, title: "moved", isDone: true),
      ])
    #expect(kept.map(\.sequence) == [1, 2])
    withExtendedLifetime((boardToken, rowToken)) {}
  }

  @Test func aRowOfAModulesListIsReadFromTheRootsStateAtItsPlace() throws {
    var state = NestedAppState()
    state.module.items = (0..<3).map { ChecklistItem(id: $0, title: "item \($0)") }
    let app = StateTracker(state)
    let module = try app.scope(\.module)
    let row = try module.scope(row: 1, in: \.items)
    var appChanges: [NestedAppState.Change] = []
    var appRowChanges: [RowChanges?] = []
    let appToken = app.observe {
      appChanges.append($0.change)
      appRowChanges.append($0.rowChanges)
    }
    var kept: [ChangeRecord<ChecklistItem>] = []
    let rowToken = row.observe { kept.append($0) }

    row.set(\.title, to: "renamed")
    module.set(\.count, to: 1)
    row.set(\.isDone, to: true)

    #expect(appChanges == [.module(.items), .module(.count), .module(.items)])
    let rowUpdate: RowChanges = [.updated(offset: 1, id: RowID(1))]
    #expect(appRowChanges == [rowUpdate, nil, rowUpdate])
    #expect(
      kept.map(\.snapshot) == [
        ChecklistItem(id: 1, title: "renamed"),
        ChecklistItem(id: 1, title: "renamed", isDone: true),
      ])
    #expect(app.state.module.items[1] == ChecklistItem(id: 1, title: "renamed", isDone: true))
    withExtendedLifetime((appToken, rowToken)) {}
  }
}
