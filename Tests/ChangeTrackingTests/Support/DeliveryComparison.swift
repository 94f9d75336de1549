import ChangeTracking
import Testing

/// A tree of trackers that a random sequence of steps is applied to, and what every listener
/// heard, in order: made twice, with and without a silent twin view, whose syncing has every write
/// of its tree carry the state before it up, for ``DeliveryComparison``.
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

  /// What every listener heard, and the observers the tree's steps registered.
  var listeners: ListenerJournal { get }

  /// Notes what the listener `name` heard and, for one that writes back, writes through the
  /// tree.
  func heard(_ name: String, _ record: String, writesBack: Bool)
}

extension ComparedTree {
  /// What every listener heard, in order.
  var journal: [String] { listeners.lines }

  /// Registers an observer of `tracker` named `name`, kept for the steps that cancel, which
  /// notes each record as `describe` writes it and, when `writesBack`, writes through the tree.
  func listen<Observed>(
    to tracker: StateTracker<Observed>,
    as name: String,
    writesBack: Bool,
    describe: @escaping (ChangeRecord<Observed>) -> String = {
      "\($0.change) \($0.sequence) \($0.snapshot)"
    }
  ) {
    listeners.keep(
      tracker.observe { [unowned self] in heard(name, describe($0), writesBack: writesBack) })
  }

  /// An observer of `root`, registered before the views, that writes back through the tree:
  /// it hears each of the root's records before the views' relays do, and reaches the tree
  /// once `reference` holds it.
  static func earlyWriter<Root>(
    on root: StateTracker<Root>,
    named name: String,
    reaching reference: WeakTreeReference<Self>
  ) -> ObservationToken {
    root.observe { [reference] record in
      reference.tree?.heard(name, "\(record.change) \(record.sequence)", writesBack: true)
    }
  }
}

/// Runs random sequences on a tree whose writes go up one change at a time and on the same tree
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
      let alone = try Tree(withTwin: false, earlyWriter: earlyWriter)
      let withTwin = try Tree(withTwin: true, earlyWriter: earlyWriter)
      for step in steps {
        alone.apply(step)
        withTwin.apply(step)
      }
      #expect(alone.journal == withTwin.journal, "seed \(seed)")
      if alone.journal != withTwin.journal {
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
  /// The observers registered by the steps, in order, for ``cancel(_:)``.
  private var tokens: [ObservationToken] = []
  /// The observers registered before the tree was whole.
  private var tokensBeforeViews: [ObservationToken] = []
  /// How many listeners the steps added, for their names.
  private var listenerCount = 0

  /// The name of the next listener the steps add: `label` and its number.
  func nameNext(_ label: String) -> String {
    listenerCount += 1
    return "\(label)#\(listenerCount)"
  }

  /// Keeps an observer the steps registered.
  func keep(_ token: ObservationToken) {
    tokens.append(token)
  }

  /// Keeps an observer registered before the tree was whole, which no step cancels.
  func keepBeforeViews(_ token: ObservationToken) {
    tokensBeforeViews.append(token)
  }

  /// Cancels the observer registered `index`-th by the steps, if there is one.
  func cancel(_ index: Int) {
    if index < tokens.count {
      tokens[index].cancel()
    }
  }

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
