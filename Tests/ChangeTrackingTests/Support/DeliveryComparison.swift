import ChangeTracking
import Testing

/// A tree of trackers that a random sequence of steps is applied to, and what every listener
/// heard, in order: made twice, with and without a silent twin view that keeps every write of
/// its tree on the level-by-level way, for ``DeliveryComparison``.
protocol ComparedTree: AnyObject {
  /// One step of a sequence.
  associatedtype Step

  /// Makes a tree, with a twin view when `withTwin`, and, when `earlyWriter`, with an observer
  /// of the root that writes back registered before the views.
  init(withTwin: Bool, earlyWriter: Bool) throws

  /// A random step.
  static func randomStep(using generator: inout SplitMix64) -> Step

  /// Applies `step` to the trackers.
  func apply(_ step: Step)

  /// What every listener heard, in order.
  var journal: [String] { get }
}

/// Runs random sequences on a tree that delivers directly whenever it can and on the same tree
/// with a twin, and expects every listener of both to hear the same records in the same order.
enum DeliveryComparison {
  /// Runs `seeds` sequences of `length` steps; half of them have an early writer.
  static func run<Tree: ComparedTree>(
    _: Tree.Type,
    seeds: Range<UInt64> = 0..<150,
    length: Int = 60
  ) throws {
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      let earlyWriter = seed % 2 == 0
      let steps = (0..<length).map { _ in Tree.randomStep(using: &generator) }
      let direct = try Tree(withTwin: false, earlyWriter: earlyWriter)
      let relayed = try Tree(withTwin: true, earlyWriter: earlyWriter)
      for step in steps {
        direct.apply(step)
        relayed.apply(step)
      }
      #expect(direct.journal == relayed.journal, "seed \(seed)")
      if direct.journal != relayed.journal {
        return
      }
    }
  }
}

/// What every listener of a ``ComparedTree`` heard, and the writes its observers made back,
/// bounded per step so that writing back ends.
final class ListenerJournal {
  private(set) var lines: [String] = []
  private var writesBack = 0

  /// Starts a step: its observers may write back again.
  func beginStep() {
    writesBack = 0
  }

  /// Notes what `name` heard; for an observer that writes back, calls `writeBack` with the
  /// number of its write in this step (1, 2 or 3), three times at most per step.
  func heard(_ name: String, _ record: String, writesBack: Bool, _ writeBack: (Int) -> Void) {
    lines.append("\(name) \(record)")
    guard writesBack, self.writesBack < 3 else {
      return
    }
    self.writesBack += 1
    writeBack(self.writesBack)
  }

  /// Notes a line that no observer wrote back for, such as an `onChange` call.
  func note(_ line: String) {
    lines.append(line)
  }
}

/// Reaches a tree from an observer registered before the tree was whole.
final class WeakTreeReference<Tree: AnyObject> {
  weak var tree: Tree?
}
