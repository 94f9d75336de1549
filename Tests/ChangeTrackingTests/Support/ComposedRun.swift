/// One random sequence of the composed property test: a parent state, a history capacity and a
/// list of operations, all drawn from a seed, and their run against ``ComposedHarness``.
struct ComposedRun: PropertyRun {
  let seed: UInt64
  let capacity: Int
  let initial: ParentState
  let operations: [ComposedOperation]

  static let length = 40

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    self.seed = seed
    capacity = Int.random(in: 1...6, using: &random)
    initial = ParentState(
      x: Self.value(&random),
      note: Self.value(&random),
      kid: Self.kid(&random),
      opt: Self.kid(&random)
    )
    operations = (0..<Self.length).map { _ in Self.operation(&random) }
  }

  /// The same seed, capacity and starting state, with other operations.
  init(_ run: Self, operations: [ComposedOperation]) {
    seed = run.seed
    capacity = run.capacity
    initial = run.initial
    self.operations = operations
  }

  func makeHarness() -> ComposedHarness {
    ComposedHarness(initial: initial, capacity: capacity)
  }

  // MARK: Drawing

  private static func value(_ random: inout SplitMix64) -> Int {
    Int.random(in: 0..<12, using: &random)
  }

  private static func kid(_ random: inout SplitMix64) -> KidState {
    KidState(a: value(&random), b: value(&random), cache: value(&random))
  }

  private static func field(_ random: inout SplitMix64) -> ComposedOperation.Field {
    ComposedOperation.Field.allCases.randomElement(using: &random)!
  }

  private static func child(_ random: inout SplitMix64) -> ComposedOperation.Child {
    Int.random(in: 0..<5, using: &random) < 3 ? .kid : .opt
  }

  private static func target(_ random: inout SplitMix64) -> ComposedOperation.Target {
    switch Int.random(in: 0..<8, using: &random) {
    case 0, 1: .x
    case 2: .note
    case 3, 4: .kid(field(&random))
    default: .opt(field(&random))
    }
  }

  private static func operation(_ random: inout SplitMix64) -> ComposedOperation {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<34:
      return write(&random)
    case 34..<44:
      return parentUpdate(&random)
    case 44..<50:
      return childUpdate(&random, child(&random))
    case 50..<58:
      let body = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        Bool.random(using: &random) ? write(&random) : parentUpdate(&random)
      }
      return .parentTransaction(body, throwing: Int.random(in: 0..<10, using: &random) < 3)
    case 58..<64:
      let scope = child(&random)
      let body = (0..<Int.random(in: 1...3, using: &random)).map { _ -> ComposedOperation in
        switch Int.random(in: 0..<4, using: &random) {
        case 0: write(&random)
        case 1: childUpdate(&random, scope)
        default: .childSet(scope, field(&random), value(&random))
        }
      }
      return .childTransaction(scope, body, throwing: Int.random(in: 0..<10, using: &random) < 3)
    case 64..<76:
      return .undo
    case 76..<84:
      return .redo
    case 84..<90:
      return .checkpoint
    case 90..<97:
      return .rollback(Int.random(in: 0..<8, using: &random))
    default:
      return .childHistory(child(&random))
    }
  }

  /// A `set` through the parent or a child.
  private static func write(_ random: inout SplitMix64) -> ComposedOperation {
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<2:
      return .parentSet(.x, value(&random))
    case 2:
      return .parentSet(.note, value(&random))
    case 3..<5:
      return .parentSet(.kid(Bool.random(using: &random) ? .a : .cache), value(&random))
    case 5..<8:
      return .setOpt(Bool.random(using: &random) ? nil : kid(&random))
    default:
      return .childSet(child(&random), field(&random), value(&random))
    }
  }

  private static func parentUpdate(_ random: inout SplitMix64) -> ComposedOperation {
    let edits = (0..<Int.random(in: 1...3, using: &random)).map { _ in
      (target(&random), value(&random))
    }
    return .parentUpdate(
      edits,
      throwing: Int.random(in: 0..<100, using: &random) < 15
    )
  }

  private static func childUpdate(
    _ random: inout SplitMix64, _ child: ComposedOperation.Child
  ) -> ComposedOperation {
    let edits = (0..<Int.random(in: 1...3, using: &random)).map { _ in
      (field(&random), value(&random))
    }
    return .childUpdate(
      child,
      edits,
      throwing: Int.random(in: 0..<100, using: &random) < 15
    )
  }
}
