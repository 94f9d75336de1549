import ChangeTracking
import Testing

/// Random writes of values that `==` calls equal to others in other bits, through every write
/// path, with and without history, views and kept records: after each write the state holds
/// exactly the value written last, and a write is reported only when its value is not `==` to
/// the one it replaced.
@Suite struct WrittenValuePropertyTests {
  /// One property of ``FidelityState`` and the values a sequence draws for it: each draw makes
  /// new objects, so that equal sessions are other objects.
  enum Property: CaseIterable {
    case session, number, name, watcher, ticket
  }

  /// A write path.
  enum Path: CaseIterable {
    case set, assignment, batch, viewSet, viewBatch, elementEdit, elementEditByID, editor
  }

  /// Sessions live as long as the sequence, so that a watcher's weak reference can still see one.
  final class Sessions {
    var all: [Session] = []

    func make(_ user: String, _ token: Int) -> Session {
      let session = Session(user: user, token: token)
      all.append(session)
      return session
    }
  }

  static func numbers() -> [Double] {
    [0.0, -0.0, .nan, Double(nan: 7, signaling: false), -Double.nan, 1.0]
  }

  static let names = [
    "caf\u{E9}", "cafe\u{301}", "Ren\u{E9}e, a name longer than fifteen bytes",
    "Rene\u{301}e, a name longer than fifteen bytes", "x",
  ]

  /// Whether `lhs` and `rhs` are the same value, bit for bit, or object for object.
  static func same(_ lhs: FidelityState, _ rhs: FidelityState) -> Bool {
    lhs.session === rhs.session && lhs.number.bitPattern == rhs.number.bitPattern
      && Array(lhs.name.unicodeScalars) == Array(rhs.name.unicodeScalars)
      && lhs.watcher.session === rhs.watcher.session
      && lhs.tickets.map(\.stamp) == rhs.tickets.map(\.stamp)
      && lhs.tickets.map(\.title) == rhs.tickets.map(\.title)
  }

  @Test func everyPathStoresWhatItWrote() throws {
    var random = SplitMix64(seed: 0x46_E0A1)
    var steps = 0
    for sequence in 0..<300 {
      let sessions = Sessions()
      let history = sequence % 3 == 0 ? 8 : 0
      let start = FidelityState(tickets: [Ticket(id: 1, title: "a"), Ticket(id: 2, title: "b")])
      let app = StateTracker(FidelityShell(inner: start), historyCapacity: history)
      // Half the sequences write through a root of its own, half through a view of an app's.
      let inner =
        sequence % 2 == 0
        ? try app.scope(\.inner) : StateTracker(start, historyCapacity: history)
      // Some sequences keep every record's snapshot, so that each write shares the box.
      let kept = sequence % 4 < 2 ? RecordLog(inner) : nil
      var heard = 0
      let token = inner.observe { _ in heard += 1 }
      var model = start
      for _ in 0..<40 {
        steps += 1
        var next = model
        switch Property.allCases.randomElement(using: &random)! {
        case .session:
          next.session =
            Bool.random(using: &random)
            ? sessions.make(["ada", "bob"].randomElement(using: &random)!, steps) : nil
        case .number:
          next.number = Self.numbers().randomElement(using: &random)!
        case .name:
          next.name = Self.names.randomElement(using: &random)!
        case .watcher:
          next.watcher = Watcher(session: sessions.all.randomElement(using: &random))
        case .ticket:
          let index = Int.random(in: 0..<2, using: &random)
          next.tickets[index].stamp = steps
          if Bool.random(using: &random) {
            next.tickets[index].title = ["a", "b", "c"].randomElement(using: &random)!
          }
        }
        let path = Path.allCases.randomElement(using: &random)!
        let heardBefore = heard
        try write(
          next, over: model, through: path, root: app, view: inner, scoped: sequence % 2 == 0)
        #expect(
          Self.same(inner.state, next),
          "sequence \(sequence), \(path): holds \(inner.state), wrote \(next)")
        if sequence % 2 == 0 {
          #expect(Self.same(app.state.inner, next))
        }
        let expected = Self.records(writing: next, over: model, through: path)
        #expect(
          heard - heardBefore == expected,
          "sequence \(sequence), \(path): \(heard - heardBefore) records, not \(expected)")
        model = next
      }
      _ = kept
      token.cancel()
    }
    #expect(steps == 12_000)
  }

  /// How many records writing `next` over `model` through `path` makes: one per property whose
  /// value is not `==` to the one it replaces (a `NaN` is not equal to itself), but for a batch,
  /// which compares snapshots and takes a property whose bits did not change as unwritten.
  static func records(writing next: FidelityState, over model: FidelityState, through path: Path)
    -> Int
  {
    if next.tickets.map(\.stamp) != model.tickets.map(\.stamp) {
      return next.tickets == model.tickets ? 0 : 1
    }
    let batch = path == .batch || path == .viewBatch
    let numberChanged =
      next.number != model.number
      && !(batch && next.number.bitPattern == model.number.bitPattern)
    return [
      next.session != model.session, numberChanged, next.name != model.name,
      next.watcher != model.watcher,
    ].filter { $0 }.count
  }

  /// Writes the one property that differs between `next` and `model` through `path`.
  func write(
    _ next: FidelityState, over model: FidelityState, through path: Path,
    root: StateTracker<FidelityShell>, view: StateTracker<FidelityState>, scoped: Bool
  ) throws {
    // A root of its own takes the root's writes too.
    let ticket = next.tickets.indices.first { next.tickets[$0].stamp != model.tickets[$0].stamp }
    switch path {
    case .set, .assignment, .viewSet:
      let tracker = path == .viewSet ? view : nil
      if let ticket {
        if let tracker {
          try tracker.edit(\.tickets, at: ticket) { $0 = next.tickets[ticket] }
        } else if scoped {
          root.update { $0.inner.tickets[ticket] = next.tickets[ticket] }
        } else {
          view.update { $0.tickets[ticket] = next.tickets[ticket] }
        }
      } else if let tracker {
        tracker.set(\.session, to: next.session)
        tracker.set(\.number, to: next.number)
        tracker.set(\.name, to: next.name)
        tracker.set(\.watcher, to: next.watcher)
      } else if path == .set {
        view.set(\.session, to: next.session)
        view.set(\.number, to: next.number)
        view.set(\.name, to: next.name)
        view.set(\.watcher, to: next.watcher)
      } else {
        view.session = next.session
        view.number = next.number
        view.name = next.name
        view.watcher = next.watcher
      }
    case .batch where scoped:
      root.update { $0.inner = next }
    case .batch:
      return try write(
        next, over: model, through: .viewBatch, root: root, view: view, scoped: scoped)
    case .viewBatch:
      view.update { state in
        state.session = next.session
        state.number = next.number
        state.name = next.name
        state.watcher = next.watcher
        state.tickets = next.tickets
      }
    case .elementEdit, .elementEditByID, .editor:
      guard let ticket else {
        return try write(
          next, over: model, through: .viewSet, root: root, view: view, scoped: scoped)
      }
      switch path {
      case .elementEdit:
        try view.edit(\.tickets, at: ticket) { $0 = next.tickets[ticket] }
      case .elementEditByID:
        try view.edit(\.tickets, id: next.tickets[ticket].id) { $0 = next.tickets[ticket] }
      default:
        view.edit(\.tickets) { rows in rows[ticket] = next.tickets[ticket] }
      }
    }
  }
}
