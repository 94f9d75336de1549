import Testing

@testable import ChangeTracking

/// Where states compose: writes through a scope made while records are delivered, parent
/// batches, undo and rollback around them, and what each tracker reports of them.
@MainActor
@Suite struct ScopeCompositionTests {
  /// What a room observer does to the house while the room's first record is delivered.
  enum ParentWrite: CaseIterable, Sendable {
    case batch
    case plainSet
    case nestedKeyPathWrite
    case transaction
    case undo
    case rollback
  }

  @Test(arguments: ParentWrite.allCases)
  func childWriteMadeDuringDeliveryIsStoredInBothTrackersBeforeAParentWrite(
    _ parentWrite: ParentWrite
  ) throws {
    let house = StateTracker(HouseState(), historyCapacity: 10)
    let room = try house.scope(\.room)
    house.set(\.door, to: 1)
    let checkpoint = house.checkpoint()
    let houseLog = RecordLog(house)
    let roomLog = RecordLog(room)
    let heater = room.observe([.lights]) { _ in room.set(\.heat, to: 5) }
    let parentWriter = room.observe([.lights]) { _ in
      switch parentWrite {
      case .batch: house.update { $0.door = 7 }
      case .plainSet: house.set(\.door, to: 7)
      case .nestedKeyPathWrite: house.set(\.room.lights, to: 9)
      case .transaction: house.transaction { house.set(\.door, to: 7) }
      case .undo: house.undo()
      case .rollback: try? house.rollback(to: checkpoint)
      }
    }

    room.set(\.lights, to: 1)

    // The heat was written before the parent's write: it is in the house's order first, and
    // in the snapshot of the parent's record.
    #expect(houseLog.changes.prefix(2) == [.room(.lights), .room(.heat)])
    #expect(houseLog.records[1].snapshot.room.heat == 5)
    #expect(houseLog.records.dropFirst(2).allSatisfy { $0.sequence > houseLog.records[1].sequence })
    switch parentWrite {
    case .batch, .plainSet, .transaction:
      #expect(house.state.room == RoomState(lights: 1, heat: 5))
      #expect(house.door == 7)
      #expect(houseLog.records.last?.change == .door)
      #expect(houseLog.records.last?.snapshot.room.heat == 5)
    case .nestedKeyPathWrite:
      #expect(house.state.room == RoomState(lights: 9, heat: 5))
    case .undo:
      // The latest step was the heat: undo takes it back, and says so.
      #expect(house.state.room == RoomState(lights: 1, heat: 0))
      #expect(houseLog.changes.last == .room(.heat))
      #expect(house.redo())
      #expect(house.room.heat == 5)
    case .rollback:
      #expect(house.state.room == RoomState())
      #expect(house.door == 1)
    }
    // What each tracker reported last is what it holds, and both hold the same room.
    #expect(room.state == house.room)
    #expect(houseLog.records.last?.snapshot == house.state)
    #expect(roomLog.records.last?.snapshot == room.state)
    #expect(roomLog.changes == houseLog.changes.compactMap(\.roomChange))
    heater.cancel()
    parentWriter.cancel()
  }

  @Test func parentSetDuringChildDeliveryIsOneUndoStepAfterTheChildWrite() throws {
    let house = StateTracker(HouseState(), historyCapacity: 10)
    let room = try house.scope(\.room)
    let heater = room.observe([.lights]) { _ in room.set(\.heat, to: 5) }
    let doorman = room.observe([.lights]) { _ in house.set(\.door, to: 7) }

    room.set(\.lights, to: 1)
    house.undo()

    #expect(house.state == HouseState(door: 0, room: RoomState(lights: 1, heat: 5)))
    house.undo()
    #expect(house.state == HouseState(door: 0, room: RoomState(lights: 1, heat: 0)))
    heater.cancel()
    doorman.cancel()
  }

  @Test func childWriteThatReportsNothingIsStoredInTheParent() throws {
    let house = StateTracker(HouseState(), historyCapacity: 10)
    let room = try house.scope(\.room)
    let houseLog = RecordLog(house)

    room.set(\.cache, to: 9)
    #expect(house.room.cache == 9)
    room.update { $0.cache = 3 }
    #expect(house.room.cache == 3)
    house.update { $0.door = 1 }

    #expect(room.cache == 3)
    #expect(house.room.cache == 3)
    #expect(houseLog.changes == [.door])
    #expect(house.undo())
    #expect(!house.canUndo)
  }

  @Test func childWriteThatACustomComparisonCallsEqualIsStoredInTheParent() throws {
    let app = StateTracker(RetryShell())
    let retry = try app.scope(\.retry)
    let appLog = RecordLog(app)

    retry.set(\.error, to: RetryState.Failure(code: 1, message: "again"))

    #expect(app.retry.error?.message == "again")
    #expect(retry.state == app.retry)
    #expect(appLog.records.isEmpty)
  }

  @Test func batchStoresAnUntrackedWriteAndReportsOnlyTheTrackedOnes() {
    let house = StateTracker(HouseState())
    let houseLog = RecordLog(house)

    house.update { state in
      state.door = 1
      state.note = 99
    }

    #expect(house.note == 99)
    #expect(house.door == 1)
    #expect(houseLog.changes == [.door])
  }

  @Test func parentBatchWritesItsModuleThroughItsArgument() throws {
    let house = StateTracker(HouseState())
    let room = try house.scope(\.room)
    let houseLog = RecordLog(house)
    let roomLog = RecordLog(room)

    house.update { state in
      state.room.heat = 2
      state.door = 1
      state.room.lights = 7
      state.room.cache = 4
    }

    #expect(house.state.room == RoomState(lights: 7, heat: 2, cache: 4))
    #expect(room.state == house.room)
    #expect(houseLog.changes == [.door, .room(.lights), .room(.heat)])
    #expect(roomLog.changes == [.lights, .heat])
  }

  @Test func aModulesBatchInsideItsParentsBatchStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let house = StateTracker(HouseState())
      let room = try house.scope(\.room)
      house.update { state in
        room.update { $0.lights = 3 }
        state.room.lights = 8
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Overlapping accesses to the state of StateTracker<HouseState>: a batch was made while a "
          + "batch (`update`) was running."))
  }

  @Test func childTransactionIsOneStepOfTheParent() throws {
    let house = StateTracker(HouseState(), historyCapacity: 10)
    let room = try house.scope(\.room)

    room.transaction {
      room.set(\.lights, to: 1)
      room.set(\.heat, to: 2)
      house.set(\.door, to: 3)
    }
    #expect(house.undo())

    #expect(house.state == HouseState())
    #expect(room.state == RoomState())
    #expect(!house.canUndo)
  }

  @Test func throwingChildTransactionRestoresTheParentAndLeavesNoStep() throws {
    struct Abort: Error {}
    let house = StateTracker(HouseState(), historyCapacity: 10)
    let room = try house.scope(\.room)
    house.set(\.door, to: 1)
    let roomLog = RecordLog(room)

    #expect(throws: Abort.self) {
      try room.transaction {
        room.set(\.lights, to: 1)
        house.set(\.door, to: 2)
        throw Abort()
      }
    }

    #expect(house.state == HouseState(door: 1))
    #expect(room.state == RoomState())
    #expect(roomLog.changes == [.lights, .lights])
    #expect(house.undo())
    #expect(house.state == HouseState())
    #expect(!house.canUndo)
  }

  @Test func parentHistoryWaitsWhileAChildTransactionIsOpen() throws {
    let house = StateTracker(HouseState(), historyCapacity: 10)
    let room = try house.scope(\.room)
    house.set(\.door, to: 1)
    let checkpoint = house.checkpoint()
    var undid: Bool?
    var rollbackError: HistoryError?

    room.transaction {
      room.set(\.lights, to: 1)
      undid = house.undo()
      do {
        try house.rollback(to: checkpoint)
      } catch {
        rollbackError = error as? HistoryError
      }
    }

    #expect(undid == false)
    #expect(rollbackError == .transactionInProgress)
    #expect(house.state == HouseState(door: 1, room: RoomState(lights: 1)))
  }

  @Test func scopeKeepsNoHistoryAndSaysWhereItIs() throws {
    let house = StateTracker(HouseState(), historyCapacity: 10)
    let room = try house.scope(\.room)
    let checkpoint = room.checkpoint()
    room.set(\.lights, to: 1)

    #expect(!room.undo())
    #expect(!room.canUndo)
    #expect(throws: HistoryError.scopedTracker) { try room.rollback(to: checkpoint) }
    #expect(HistoryError.scopedTracker.description.contains("root tracker"))
    #expect(house.undo())
    #expect(room.lights == 0)
  }

  @Test func scopeRefusesToRestoreAHistoryAndChangesNothing() throws {
    let project = StateTracker(ProjectState(), historyCapacity: 10)
    let checklist = try project.scope(\.checklist)
    checklist.set(\.title, to: "Before")
    let elsewhere = StateTracker(ChecklistState.numbered(1), historyCapacity: 10)
    elsewhere.set(\.title, to: "Saved")
    let log = RecordLog(project)

    #expect(throws: HistoryError.scopedTracker) {
      try checklist.restoreHistory(elsewhere.savedHistory())
    }
    #expect(checklist.title == "Before")
    #expect(log.records.isEmpty)
    #expect(project.undo())
    #expect(checklist.title == ChecklistState.numbered(3).title)
  }

  @Test func refusedWriteBelowAnAbsentStateIsUndoneAtEveryLevel() throws {
    let street = StateTracker(StreetState())
    let house = try street.scope(\.house)
    let room = try house.scope(\.room)
    let roomLog = RecordLog(room)
    let streetLog = RecordLog(street)
    room.set(\.lights, to: 1)
    street.set(\.house, to: nil)

    room.set(\.heat, to: 5)
    room.set(\.cache, to: 5)
    house.set(\.door, to: 5)

    #expect(room.scopeError == .embeddedStateIsNil(property: "\\StreetState.house"))
    #expect(house.scopeError == room.scopeError)
    #expect(room.state == RoomState(lights: 1))
    #expect(house.state == HouseState(room: RoomState(lights: 1)))
    #expect(street.house == nil)
    #expect(roomLog.changes == [.lights])
    #expect(streetLog.changes.first == .house(.room(.lights)))
  }

  @Test func writeTwoLevelsDownReachesEveryLevelInOneOrder() throws {
    let street = StateTracker(StreetState(), historyCapacity: 5)
    let house = try street.scope(\.house)
    let room = try house.scope(\.room)
    let streetLog = RecordLog(street)
    let houseLog = RecordLog(house)
    let roomLog = RecordLog(room)
    let echo = house.observe([.room(.lights)]) { _ in room.set(\.heat, to: 2) }

    room.set(\.lights, to: 1)
    street.update { $0.house?.room.cache = 3 }

    #expect(streetLog.changes == [.house(.room(.lights)), .house(.room(.heat))])
    #expect(houseLog.changes == [.room(.lights), .room(.heat)])
    #expect(roomLog.changes == [.lights, .heat])
    #expect(room.state == RoomState(lights: 1, heat: 2, cache: 3))
    #expect(house.state == street.house)
    // The cache write reported nothing and is no step: undo restores the snapshot of the step
    // before, which had no cache either.
    #expect(street.undo())
    #expect(room.state == RoomState(lights: 1, heat: 0, cache: 0))
    echo.cancel()
  }

  @Test func releasedScopesAreForgottenInOnePass() throws {
    let house = StateTracker(HouseState())
    var rooms: [StateTracker<RoomState>] = []
    for _ in 0..<10_000 {
      rooms.append(try house.scope(\.room))
    }
    #expect(house.observerCount == 10_000)
    rooms.removeAll()

    #expect(house.views.handles.count <= 1)
    #expect(house.delivery.observers.count <= 1)
    #expect(house.observerCount == 0)
    house.update { $0.room.lights = 1 }
    #expect(house.room.lights == 1)
  }

  @Test func longChainOfWritesBackKeepsOnlyTheWaitingRecords() {
    let tracker = StateTracker(Counter())
    var largestHeld = 0
    let chain = tracker.observe { _ in
      largestHeld = max(largestHeld, tracker.delivery.queue.heldCount)
      if tracker.value < 200_000 {
        tracker.set(\.value, to: tracker.value + 1)
      }
    }

    // Two records start the chain, so that one always waits behind the one delivered.
    tracker.update { state in
      state.value = 1
      state.label = "start"
    }

    #expect(tracker.value == 200_000)
    #expect(largestHeld <= RecordQueue<ChangeRecord<Counter>>.retainedCapacity)
    #expect(tracker.delivery.queue.capacity <= RecordQueue<Int>.retainedCapacity)
    chain.cancel()
  }
}

extension HouseState.Change {
  /// The room's change this change embeds, or `nil`.
  fileprivate var roomChange: RoomState.Change? {
    if case .room(let change) = self { change } else { nil }
  }
}
