import ChangeTracking
import Testing

/// Random sequences of writes and observers over a chain of views, run on two trees that differ
/// only in a twin of the house that no one hears: the twin has every write of its tree carry the
/// state before it up (to bring the twin in step), the other tree passes each change up alone,
/// and every listener of both must hear the same records in the same order.
@Suite struct RelayedDeliveryDifferentialTests {
  @Test func aChangeAloneAndAWriteWithItsStateBeforeAreHeardAlike() throws {
    // Half the runs have a street observer that writes back registered before the views, so
    // that it hears each record before the views' turn.
    try DeliveryComparison.run(RelayedDeliveryTree.self)
  }
}

/// One step of a sequence: a write through one of the trackers, or an observer added or
/// cancelled on one of them.
enum RelayedDeliveryStep {
  /// A tracker of the chain: the street (root), its house, the house's room.
  enum Level: CaseIterable {
    case street, house, room
  }

  case setLights(Int)
  case setHeat(Int)
  case setDoor(Int)
  case observe(Level, writesBack: Bool)
  case setOnChange(Level)
  case cancel(Int)

  static func random(using generator: inout SplitMix64) -> Self {
    let value = Int.random(in: 0..<4, using: &generator)
    let level = Level.allCases.randomElement(using: &generator)!
    switch Int.random(in: 0..<10, using: &generator) {
    case 0, 1, 2: return .setLights(value)
    case 3, 4: return .setHeat(value)
    case 5: return .setDoor(value)
    case 6, 7: return .observe(level, writesBack: Bool.random(using: &generator))
    case 8: return .setOnChange(level)
    default: return .cancel(Int.random(in: 0..<8, using: &generator))
    }
  }
}

/// The trackers of one run, and what every listener heard, in order.
final class RelayedDeliveryTree: ComparedTree {
  let street: StateTracker<StreetState>
  let house: StateTracker<HouseState>
  let room: StateTracker<RoomState>
  let twin: StateTracker<HouseState>?
  let listeners = ListenerJournal()

  static func randomStep(using generator: inout SplitMix64) -> RelayedDeliveryStep {
    .random(using: &generator)
  }

  init(withTwin: Bool, earlyWriter: Bool) throws {
    street = StateTracker(StreetState())
    // Written through once the views exist; registered first, it hears each of the street's
    // records before the house's relay does.
    let early = WeakTreeReference<RelayedDeliveryTree>()
    if earlyWriter {
      listeners.keepBeforeViews(
        RelayedDeliveryTree.earlyWriter(on: street, named: "street early", reaching: early))
    }
    house = try street.scope(\.house)
    room = try house.scope(\.room)
    twin = withTwin ? try street.scope(\.house) : nil
    early.tree = self
  }

  func apply(_ step: RelayedDeliveryStep) {
    listeners.beginStep()
    switch step {
    case .setLights(let value): room.set(\.lights, to: value)
    case .setHeat(let value): room.set(\.heat, to: value)
    case .setDoor(let value): house.set(\.door, to: value)
    case .observe(let level, let writesBack): observe(level, writesBack: writesBack)
    case .setOnChange(let level): setOnChange(level)
    case .cancel(let index): listeners.cancel(index)
    }
  }

  private func observe(_ level: RelayedDeliveryStep.Level, writesBack: Bool) {
    let name = listeners.nameNext("\(level)")
    switch level {
    case .street: listen(to: street, as: name, writesBack: writesBack)
    case .house: listen(to: house, as: name, writesBack: writesBack)
    case .room: listen(to: room, as: name, writesBack: writesBack)
    }
  }

  private func setOnChange(_ level: RelayedDeliveryStep.Level) {
    let name = listeners.nameNext("\(level) onChange ")
    switch level {
    case .street: street.onChange = { [unowned self] in listeners.note("\(name) \($0)") }
    case .house: house.onChange = { [unowned self] in listeners.note("\(name) \($0)") }
    case .room: room.onChange = { [unowned self] in listeners.note("\(name) \($0)") }
    }
  }

  /// Notes what an observer heard and, for one that writes back, writes through the room or
  /// the house.
  func heard(_ name: String, _ record: String, writesBack: Bool) {
    listeners.heard(name, record, writesBack: writesBack) { write in
      if write == 2 {
        house.set(\.door, to: house.door + 10)
      } else {
        room.set(\.heat, to: room.heat + 10)
      }
    }
  }
}
