import ChangeTracking

/// One write of a batch's closure in the batch differential test, as data, so that a failing
/// sequence can be described.
enum BatchStep: CustomStringConvertible {
  /// `state.value = n`: a small range, so that a value is often written again or back.
  case value(Int)
  /// `state.label = …`: a string on the heap, or the empty one.
  case label(Int)
  /// `state.address.city = …`: a change in place of a stored property.
  case city(Int)
  /// `state.note = …`: equal, for its closure, to a note that differs only by case.
  case note(Int)
  /// `state.cache = n`: untracked.
  case cache(Int)
  /// `state.ping = n`: a property that `set` reports on every write.
  case ping(Int)
  /// `state.value = ` the value it had when the batch began.
  case valueBack
  /// `state.items.append(…)`: an array declared row by row.
  case appendItem(Int)
  /// `state.items[n % count].isDone.toggle()`.
  case toggleItem(Int)
  /// `state.kid.a = n`: an embedded module.
  case kid(Int)
  /// `state.shout = …`: a computed property.
  case shout(Int)
  /// `state[keyPath: \.address.street] = …`: a key path inside a property.
  case street(Int)
  /// `state = next`, a copy of the state with `value` increased by `n`: the whole state
  /// replaced.
  case whole(Int)

  /// Makes the write in `state`; `start` is the state the batch began with.
  func apply(to state: inout BatchState, start: BatchState) {
    switch self {
    case .value(let n): state.value = n
    case .label(let n): state.label = n == 0 ? "" : "a label on the heap, number \(n)"
    case .city(let n): state.address.city = "City \(n)"
    case .note(let n): state.note = n.isMultiple(of: 2) ? "Note \(n % 3)" : "NOTE \(n % 3)"
    case .cache(let n): state.cache = n
    case .ping(let n): state.ping = n
    case .valueBack: state.value = start.value
    case .appendItem(let n): state.items.append(ChecklistItem(id: n, title: "item \(n)"))
    case .toggleItem(let n):
      if !state.items.isEmpty {
        state.items[n % state.items.count].isDone.toggle()
      }
    case .kid(let n): state.kid.a = n
    case .shout(let n): state.shout = "SHOUT \(n % 2)"
    case .street(let n): state[keyPath: \.address.street] = "Street \(n % 2)"
    case .whole(let n):
      var next = state
      next.value += n
      state = next
    }
  }

  /// A write picked by `random`.
  static func random(using random: inout SplitMix64) -> Self {
    let n = Int.random(in: 0..<4, using: &random)
    switch Int.random(in: 0..<30, using: &random) {
    case 0..<6: return .value(n)
    case 6..<10: return .label(n)
    case 10..<12: return .city(n)
    case 12..<15: return .note(n)
    case 15..<17: return .cache(n)
    case 17..<19: return .ping(n)
    case 19..<22: return .valueBack
    case 22: return .appendItem(Int.random(in: 0..<1_000, using: &random))
    case 23: return .toggleItem(n)
    case 24..<26: return .kid(n)
    case 26: return .shout(n)
    case 27: return .street(n)
    default: return .whole(n)
    }
  }

  var description: String {
    switch self {
    case .value(let n): "value=\(n)"
    case .label(let n): "label=\(n)"
    case .city(let n): "address.city=\(n)"
    case .note(let n): "note=\(n)"
    case .cache(let n): "cache=\(n)"
    case .ping(let n): "ping=\(n)"
    case .valueBack: "value=start"
    case .appendItem(let n): "items.append(\(n))"
    case .toggleItem(let n): "items[\(n)%].toggle"
    case .kid(let n): "kid.a=\(n)"
    case .shout(let n): "shout=\(n)"
    case .street(let n): "[\\.address.street]=\(n)"
    case .whole(let n): "state=value+\(n)"
    }
  }
}
